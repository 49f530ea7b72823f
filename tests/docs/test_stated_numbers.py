"""Numbers the README and docs/ state are the code's: the defaults and ranges of the settings
reference, the bots' paces, the benches the README lists, the presets' grids and player counts,
a name's length and a table's seats. A number that changes in the code must change on the page.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from golf_tui.engine.ruleset import Ruleset
from golf_tui.presets import load_ruleset, preset_names

ROOT = Path(__file__).resolve().parents[2]


def _read(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def _schema_fields() -> dict[str, dict[str, Any]]:
    """Every dotted key of a ruleset with its JSON schema (default, minimum, maximum, enum)."""
    schema = Ruleset.model_json_schema()
    defs = schema.get("$defs", {})
    fields: dict[str, dict[str, Any]] = {}

    def walk(node: dict[str, Any], prefix: str) -> None:
        for key, field in node.get("properties", {}).items():
            ref = field.get("$ref") or next(
                (f["$ref"] for f in field.get("allOf", []) if "$ref" in f), None)
            if ref:
                walk(defs[ref.rsplit("/", 1)[1]], f"{prefix}{key}.")
            else:
                fields[prefix + key] = field

    walk(schema, "")
    return fields


def _reference_rows() -> dict[str, tuple[str, str]]:
    """docs/settings-reference.md's tables: key → (values, default), as written."""
    rows = {}
    for line in _read("docs/settings-reference.md").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and re.fullmatch(r"`[A-Za-z_.]+`", cells[0]):
            rows[cells[0].strip("`")] = (cells[1], cells[2])
    return rows


def _as_written(value: Any) -> str:
    """A default as the reference writes it: `1`, `"off"`, `false`, `[]`, `-10`."""
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, str):
        return f'`"{value}"`'
    return f"`{value}`".replace("'", '"')


def test_every_default_in_the_settings_reference_is_the_models() -> None:
    rows = _reference_rows()
    checked = 0
    for key, field in _schema_fields().items():
        if key not in rows:
            continue
        default = rows[key][1]
        if "default" in field:
            assert default == _as_written(field["default"]), (key, default, field["default"])
        else:
            assert default.startswith("required"), (key, default)
        checked += 1
    assert checked >= 28  # every scalar key of a ruleset, the values table and house rules aside


def test_every_range_in_the_settings_reference_is_the_models() -> None:
    """"0–100", "−100 to 100", "1–99": the first and last number of a key's values are the
    model's minimum and maximum; its choices (`"off"`, `"final_lap"` …) are the model's."""
    rows = _reference_rows()
    for key, field in _schema_fields().items():
        if key not in rows:
            continue
        values = rows[key][0].replace("−", "-")
        if "minimum" in field:
            numbers = [int(n) for n in re.findall(r"-?\d+", values)]
            assert (numbers[0], numbers[1]) == (field["minimum"], field["maximum"]), key
        if "enum" in field and all(isinstance(v, str) for v in field["enum"]):
            assert re.findall(r'`"([^"`]+)"`', values) == field["enum"], key
    from golf_tui.engine.ruleset import MAX_PLAYERS

    never = f"`{MAX_PLAYERS + 1}` means never (the game has at most {MAX_PLAYERS} players)"
    assert never in _read("docs/settings-reference.md")


def test_the_bots_paces_are_the_steps_of_plus_and_minus() -> None:
    """playing.md said "by 0.2 s up to 0.8 s", where + and - go on to 1.2, 1.6 and 2.4 s."""
    from golf_tui.app.config import GameConfig
    from golf_tui.app.screens.table_words import PACES

    def words(seconds: float) -> str:
        return "0" if seconds == 0 else f"{seconds:g}"

    steps = ", ".join(words(p) for p in PACES[:-1]) + f"{{}}{words(PACES[-1])}"
    for page, last in (("docs/playing.md", " or "), ("docs/bots.md", " and "),
                       ("docs/saving.md", " and ")):
        text = " ".join(_read(page).split())
        assert steps.format(last) in text, page
    first = GameConfig.__dataclass_fields__["bot_delay"].default
    assert f"s a move, {first:g} s at first" in " ".join(_read("docs/playing.md").split())


def test_the_readme_names_every_bench() -> None:
    """The README's list of bench/ left out output.py."""
    readme = " ".join(_read("README.md").split())
    listed = readme.split("`bench/` —", 1)[1].split("\n- ", 1)[0]
    for bench in sorted((ROOT / "bench").glob("*.py")):
        assert f"`{bench.name}`" in listed, bench.name


@pytest.mark.parametrize("preset", preset_names())
def test_the_readmes_preset_table_is_the_presets(preset: str) -> None:
    rules = load_ruleset(preset)
    row = next(line for line in _read("README.md").splitlines()
               if line.startswith(f"| `{preset}`"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[1].startswith(rules.grid.replace("x", "×")), cells
    assert cells[2] == f"{rules.players.min}–{rules.players.max}", cells


def test_a_names_length_and_a_tables_seats_are_the_setups() -> None:
    from golf_tui.app.setup_model import MAX_NAME, MAX_SEATS, MIN_SEATS

    playing = " ".join(_read("docs/playing.md").split())
    assert f"A name is at most {MAX_NAME} characters" in playing
    assert f"A table seats {MIN_SEATS} to {MAX_SEATS} players" in playing
    assert f"! A table seats at most {MAX_SEATS} players." in playing


def test_the_constants_app_behaviour_quotes_with_their_values() -> None:
    """"`READING_TIME` (0.3 s)", "`TALK_WIDTH` (120)": each value is the constant's."""
    import ast

    from golf_tui.app import layout, timings

    # as shipped: the suite takes the reading time and the quiet moment away (answers_at_once)
    shipped = {node.targets[0].id: node.value.value
               for node in ast.parse(Path(timings.__file__).read_text(encoding="utf-8")).body
               if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
               and isinstance(node.value, ast.Constant)}
    values = {name: shipped[name]
              for name in ("READING_TIME", "FINAL_TIME", "TOO_SOON_SHOWN", "QUIET_TIME")}
    values["TALK_WIDTH"] = layout.TALK_WIDTH
    text = " ".join(_read("docs/app-behaviour.md").split())
    quoted = re.findall(r"`([A-Z_]{4,})` \((\d+(?:\.\d+)?)", text)
    assert {name for name, _ in quoted} == set(values)
    for name, number in quoted:
        assert float(number) == values[name], name


def test_the_setups_wide_and_tall_are_beyond_120_by_40() -> None:
    from golf_tui.app.screens.setup_layout import TALL, WIDE

    assert (WIDE - 1, TALL - 1) == (120, 40)
    assert "beyond 120×40 the two panes sit in the middle (`setup.WIDE`, `TALL`)" in " ".join(
        _read("docs/app-behaviour.md").split())


def test_the_hard_players_budgets_and_spreads_are_bots_md() -> None:
    from golf_tui.bots.hard import (
        BUDGETS,
        FEW_WORLDS_POINTS,
        HOLE_SPREADS,
        MAX_WORLDS,
        MIN_WORLDS,
        SAFETY_SECONDS,
    )

    bots = " ".join(_read("docs/bots.md").split())
    assert (f"a {SAFETY_SECONDS:g} s wall-clock limit is only a safety net" in bots)
    assert (f"{BUDGETS[4]:,} actions for four cards, {BUDGETS[6]:,} for six, {BUDGETS[9]:,} for"
            f" nine (at least {MIN_WORLDS} worlds, at most {MAX_WORLDS[4]} on four cards and"
            f" {MAX_WORLDS[6]} on six and nine)") in bots and MAX_WORLDS[6] == MAX_WORLDS[9]
    assert (f"grid size: {HOLE_SPREADS[4]:g} for four cards, {HOLE_SPREADS[6]:g} for six,"
            f" {HOLE_SPREADS[9]:g} for nine") in bots
    assert f"gain {FEW_WORLDS_POINTS:g} / worlds points" in bots


def test_the_presets_longest_texts_are_as_adding_a_ruleset_says() -> None:
    """"the longest title is 18 characters, the longest description 113", "longest key is
    `flip-after-discard` (18 characters), their longest option name 7"."""
    titles, descriptions, keys, options = [], [], [], []
    for preset in preset_names():
        rules = load_ruleset(preset)
        titles.append(rules.title)
        descriptions.append(rules.description)
        for key, rule in rules.house_rules.items():
            keys.append(key)
            titles.append(rule.title)
            descriptions.append(rule.description)
            for name, option in rule.options.items():
                options.append(name)
                titles.append(option.title)
                descriptions.append(option.description)
    page = " ".join(_read("docs/adding-a-ruleset.md").split())
    longest = max(keys, key=len)
    assert (f"the longest title is {max(map(len, titles))} characters, the longest description"
            f" {max(map(len, descriptions))}") in page
    assert (f"longest key is `{longest}` ({len(longest)} characters), their longest option name"
            f" {max(map(len, options))}") in page


def test_the_setups_short_matches_and_taglines_lines_are_the_codes() -> None:
    from golf_tui.app.screens.setup_layout import SHORT
    from golf_tui.app.setup_model import SHORT_HOLES

    playing = " ".join(_read("docs/playing.md").split())
    *most, last = SHORT_HOLES
    assert f"a short match of {', '.join(map(str, most))} or {last} holes" in playing
    reference = _read("docs/settings-reference.md")
    assert f"every preset's from {SHORT} lines" in reference
    assert f"Below {SHORT} lines each preset's line names its country" in reference


def test_the_text_limits_in_the_settings_reference_are_the_models() -> None:
    from golf_tui.engine.ruleset import (
        MAX_DESCRIPTION_LENGTH,
        MAX_KEY_LENGTH,
        MAX_NAME_LENGTH,
        MAX_TITLE_LENGTH,
    )
    from golf_tui.presets import MAX_TAGLINE_LENGTH

    rows = _reference_rows()
    assert rows["name"][0] == f"text, 1 to {MAX_NAME_LENGTH} characters"
    assert rows["title"][0] == f"text, at most {MAX_TITLE_LENGTH} characters"
    assert rows["description"][0] == f"text, at most {MAX_DESCRIPTION_LENGTH} characters"
    assert rows["tagline"][0] == f"text, at most {MAX_TAGLINE_LENGTH} characters"
    assert rows["house_rules.KEY.title"][0] == f"text, at most {MAX_TITLE_LENGTH} characters"
    assert (rows["house_rules.KEY.description"][0]
            == f"text, at most {MAX_DESCRIPTION_LENGTH} characters")
    assert f"and is at most {MAX_KEY_LENGTH} characters long" in " ".join(
        _read("docs/settings-reference.md").split())


def test_the_formats_saving_md_names_are_the_codes() -> None:
    """saving.md quoted "its match record is of format 4; this version reads up to 3" after the
    engine's record had gone to format 4, when golf-tui says "… 5; … reads up to 4"."""
    from golf_tui.engine.table import FORMAT as MATCH_FORMAT
    from golf_tui.storage.autosave import FORMAT as SAVE_FORMAT
    from golf_tui.storage.history_entry import FORMAT as HISTORY_FORMAT

    saving = " ".join(_read("docs/saving.md").split())
    assert f"The engine's match record has its own `format` (now {MATCH_FORMAT})" in saving
    assert f"- **{MATCH_FORMAT}**: under the" in saving  # the newest engine format's rule
    assert f'{{"format": {SAVE_FORMAT}, "kind": "golf-tui autosave"' in saving
    assert f"- **{SAVE_FORMAT}**: the above. Current." in saving
    newer = ", ".join(map(str, range(2, MATCH_FORMAT)))
    assert f"a newer engine format ({newer} or {MATCH_FORMAT})" in saving
    assert (f"its match record is of format {MATCH_FORMAT + 1}; this version reads up to"
            f" {MATCH_FORMAT}") in saving
    assert f"(`format` {HISTORY_FORMAT};" in saving
