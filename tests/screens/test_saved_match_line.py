"""The setup's line offering the saved match (``widgets/saved_match.py``) at 80 columns: a
Swedish family's "Sparat parti: Anna, Erik och Karin · Niokortsgolf, eft…" was cut before the
hole, the part that tells one saved match from another."""

from __future__ import annotations

import pytest

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset, ruleset_name
from golf_tui.storage import AutosaveInfo

from .screen_host import ScreenHost, frame_lines

NAMES = {"en": ("Kari", "Ola", "Siri"), "nb": ("Kari", "Ola", "Siri"),
         "sv": ("Anna", "Erik", "Karin"), "da": ("Mette", "Lars", "Sofie")}
# the hole as each language says it, after hole 3 of 9 (the match saved on its result)
AFTER = {"en": "after hole 3 of 9", "nb": "etter hull 3 av 9", "sv": "efter hål 3 av 9",
         "da": "efter hul 3 af 9"}


async def saved_line(lang: str, players: tuple[str, ...], others: int = 0) -> str:
    rules = load_ruleset("nine-card")
    info = AutosaveInfo(players=players, ruleset="nine-card", hole=4, holes=9,
                        saved_at="2026-12-06T20:00:00+00:00", result="scored", rules=rules)
    settings = Settings(seats=[SeatSetting(name=n) for n in players], ruleset="nine-card")
    app = ScreenHost(lambda: SetupScreen(settings, remember=False, saved=info,
                                         saved_others=[info] * others))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        region = app.screen.query_one("#saved-words").region
        return frame_lines(app)[region.y][region.x:region.right].rstrip()


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("others", [0, 1])
async def test_the_saved_match_names_who_which_game_and_hole_at_80_columns(
        lang: str, others: int) -> None:
    set_language(lang)
    try:
        game = ruleset_name(load_ruleset("nine-card"))
        line = await saved_line(lang, NAMES[lang], others)
    finally:
        set_language("en")
    assert line.endswith(f"{game}, {AFTER[lang]}"), line
    if others:  # "2 sparade: Anna, Erik och Kar… · Niokortsgolf, efter hål 3 av 9"
        assert line.startswith("2 ") and NAMES[lang][0] in line, line
    else:
        assert all(name in line for name in NAMES[lang]), line
        assert "…" not in line, line


async def test_names_too_long_for_the_line_are_cut_and_the_game_and_hole_kept() -> None:
    """Four long names leave no room for all of them: the names are cut, never the game and
    the hole (the tooltip has the line whole)."""
    set_language("sv")
    try:
        players = ("Anna-Karin", "Eva-Lotta", "Carl-Johan", "Maximilian")
        line = await saved_line("sv", players)
    finally:
        set_language("en")
    assert line.endswith("… · Niokortsgolf, efter hål 3 av 9"), line
    assert "Anna-Karin" in line, line


class AsciiHost(ScreenHost):
    """The host in ASCII mode (the app's ``-ascii`` class), as ``--ascii`` starts the game."""

    def on_mount(self) -> None:
        self.add_class("-ascii")
        super().on_mount()


async def test_in_ascii_mode_the_names_are_cut_to_fit_the_three_dots_too() -> None:
    """In ASCII mode the names' cut is "..." (``line_cut``), two cells wider than "…": the line
    was measured before it was written so, ran two cells past its width, and lost its end to
    the line's own cut ("... · Niokortsgolf, efter hål 3 av…")."""
    set_language("sv")
    try:
        rules = load_ruleset("nine-card")
        players = ("Anna-Karin", "Eva-Lotta", "Carl-Johan", "Maximilian")
        info = AutosaveInfo(players=players, ruleset="nine-card", hole=4, holes=9,
                            saved_at="2026-12-06T20:00:00+00:00", result="scored", rules=rules)
        settings = Settings(seats=[SeatSetting(name=n) for n in players], ruleset="nine-card")
        app = AsciiHost(lambda: SetupScreen(settings, remember=False, saved=info))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            region = app.screen.query_one("#saved-words").region
            line = frame_lines(app)[region.y][region.x:region.right].rstrip()
    finally:
        set_language("en")
    assert line.endswith("... | Niokortsgolf, efter hål 3 av 9"), line
    assert "Anna-Karin" in line and "…" not in line, line
