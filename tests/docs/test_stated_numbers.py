"""Numbers the README and docs/ state are the code's: the defaults and ranges of the settings
reference, the bots' paces, the benches the README lists, the presets' grids and player counts,
a name's length and a table's seats. A number that changes in the code must change on the page.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from golf_tui.engine.ruleset import Ruleset

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
        if len(cells) == 4 and re.fullmatch(r"`[a-z_.]+`", cells[0]):
            rows[cells[0].strip("`")] = (cells[1], cells[2])
    return rows


def _as_written(value: Any) -> str:
    """A default as the reference writes it: `1`, `"off"`, `false`, `[]`, `-10`."""
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, str):
        return f'`"{value}"`'
    return f"`{value}`".replace("'", '"')


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

