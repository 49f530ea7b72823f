"""The ruleset by its name, not the game's word for its file: a Swedish family read "Golf ·
swedish-6 · hål 1 av 3" on the table, "Sexkortsgolf · swedish-6" on the scorecard and
"swedish-6 · Jokrar, Dubbla par" in the statistics. The name is the preset's title in the
language of the screen, with where it is from where another preset's reads the same ("Sexkortsgolf
(Sverige)" beside Norway's and Denmark's), and a ruleset file's title with its name (its title may
be a preset's)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.scorecard import match_caption
from golf_tui.app.screens.stats import StatsScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset, preset_names, ruleset_name
from golf_tui.simulate import simulate
from golf_tui.storage import Store
from history_helpers import record

from .conftest import make_app, screen_text

NAMES = {
    "en": ["Firekortsgolf", "Sekskortsgolf", "Sexkortsgolf", "Sekskorts-Golf", "Nine-card Golf"],
    "nb": ["Firekortsgolf", "Sekskortsgolf (Norge)", "Sekskortsgolf (Sverige)",
           "Sekskortsgolf (Danmark)", "Nikortsgolf"],
    "sv": ["Fyrkortsgolf", "Sexkortsgolf (Norge)", "Sexkortsgolf (Sverige)",
           "Sexkortsgolf (Danmark)", "Niokortsgolf"],
    "da": ["Firekorts-Golf", "Sekskorts-Golf (Norge)", "Sekskorts-Golf (Sverige)",
           "Sekskorts-Golf (Danmark)", "Nikorts-Golf"],
}


@pytest.mark.parametrize("lang", list(NAMES))
def test_each_preset_has_a_name_of_its_own_in_each_language(lang: str) -> None:
    set_language(lang)
    names = [ruleset_name(load_ruleset(name)) for name in preset_names()]
    assert names == NAMES[lang]
    assert len(set(names)) == len(names)


def test_a_ruleset_file_is_named_by_its_title_and_its_name(tmp_path: Path) -> None:
    """A file's title may be a preset's ("Sexkortsgolf"): its name tells them apart."""
    path = tmp_path / "kitchen.toml"
    path.write_text('extends = "swedish-6"\nname = "kitchen"\n', encoding="utf-8")
    assert ruleset_name(load_ruleset(str(path))) == "Sexkortsgolf · kitchen"
    path.write_text('extends = "swedish-6"\nname = "kitchen"\ntitle = ""\n', encoding="utf-8")
    assert ruleset_name(load_ruleset(str(path))) == "kitchen"
    # a preset retitled on the command line: its title is not the preset's
    retitled = load_ruleset("swedish-6", rules=['title="Hemma"'])
    assert ruleset_name(retitled) == "Hemma · swedish-6"


@pytest.mark.parametrize(("lang", "line"), [
    ("sv", "Golf · Sexkortsgolf (Sverige) · hål 1 av 3"),
    ("en", "Golf · Sexkortsgolf · hole 1 of 3"),
])
def test_the_status_line_names_the_ruleset(lang: str, line: str) -> None:
    set_language(lang)
    app = make_app("swedish-6", 2, holes=3, handover="never")

    async def run() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            return screen_text(app).splitlines()[0]

    top = asyncio.run(run())
    assert top.strip().startswith(line), top
    assert "swedish-6" not in top


@pytest.mark.parametrize(("lang", "caption"), [
    ("sv", "Sexkortsgolf (Sverige) · 3 av 3 hål spelade"),
    ("en", "Sexkortsgolf · 3 of 3 holes played"),
])
def test_the_scorecard_names_the_ruleset_once(lang: str, caption: str) -> None:
    """The scorecard and the match over said "Sexkortsgolf · swedish-6"."""
    set_language(lang)
    m = simulate(load_ruleset("swedish-6", rules=["match.holes=3"]), 2, 1)
    assert match_caption(m).splitlines()[0] == caption


def test_the_statistics_name_each_ruleset_at_80x24(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """"swedish-6 · Jokrar, Dubbla par" took three lines a player at 80×24 in Swedish: the
    name, then the house rules on the next line, two lines at most; the presets in the order
    the setup lists them."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    seats = (("Elsa", "human"), ("Nils", "human"))
    for ruleset, house, seed in (("swedish-6", ("jokers", "double-pairs"), 1),
                                 ("swedish-6", (), 2), ("danish-6", (), 3), ("nine-card", (), 4),
                                 ("norwegian-4", (), 5)):
        record(store, ruleset, seats, seed, house)
    set_language("sv")
    app = GolfApp()

    async def run() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.push_screen(StatsScreen(store))
            await pilot.pause()
            return screen_text(app)

    text = asyncio.run(run())
    assert not any(name in text for name in preset_names()), text
    rows = [line.strip("│ ").split("  ")[0] for line in text.splitlines()]
    elsa = rows.index("Elsa")
    assert rows[elsa + 1:elsa + 7] == [
        "Fyrkortsgolf", "Sexkortsgolf (Sverige)", "Sexkortsgolf (Sverige) ·",
        "Jokrar, Dubbla par", "Sexkortsgolf (Danmark)", "Niokortsgolf"], text
