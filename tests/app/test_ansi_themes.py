"""Every theme the palette offers draws the cards the game colours itself. The ANSI themes write
their colours "ansi_red", which Rich cannot read: picking ansi-dark at the table ended the game
with a traceback ("Failed to get style 'ansi_blue'"), and, the theme being saved, every table
after it too."""

from __future__ import annotations

import pytest
from rich.style import Style
from textual.content import Content

from golf_tui.app.widgets.card import rich_colour, suit_red
from golf_tui.app.widgets.framed import framed_cards, paint
from golf_tui.app.widgets.hole_grid import _card_text
from golf_tui.app.widgets.opponents import card_line
from golf_tui.app.widgets.piles import Piles
from golf_tui.engine.cards import parse_card

from .conftest import at_the_draw, make_app, screen_text
from .test_few_colour_themes import cells

CARDS = [parse_card(c) for c in ("7h", "Qd", "Ks", "2c")]


def test_a_theme_colour_is_written_as_rich_reads_it() -> None:
    assert rich_colour("ansi_red") == "color(1)"
    assert rich_colour("ansi_bright_blue") == "color(12)"
    assert rich_colour("ansi_default") == "default"
    assert rich_colour("#123456") == "#123456"
    assert rich_colour("not a colour") == "default"


async def test_every_theme_draws_the_cards_the_game_colours_itself() -> None:
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        themes = sorted(app.available_themes)
        assert {"ansi-dark", "ansi-light"} <= set(themes)
        for theme in themes:
            app.theme = theme
            await pilot.pause()
            colours = paint(app)
            red = suit_red(app)
            for colour in (colours.face_edge, colours.back_edge, colours.back, red):
                Style.parse(f"bold {colour}")  # raises on a colour Rich cannot read
            texts = [
                framed_cards([*CARDS, None, None], 3, "large", ascii=False, colours=colours),
                card_line(CARDS, range(4), (), narrow=False, ascii=False, red=red),
                _card_text(CARDS[0], False, False, red=red),
            ]
            for text in texts:  # as the screen turns them into its own content
                Content.from_rich_text(text, console=app.console)


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_table_plays_on_in_an_ansi_theme(monkeypatch: pytest.MonkeyPatch,
                                                   size: tuple[int, int]) -> None:
    monkeypatch.setenv("TERM", "xterm")  # 16 colours, as the report had it
    monkeypatch.delenv("COLORTERM", raising=False)
    app = make_app("swedish-6", 2, seed=3)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.theme = "ansi-dark"
        await pilot.press("enter", "1", "2")  # Kari's opening flips
        await pilot.pause()
        await pilot.press("enter", "1", "2")  # Ola's: Kari's face-up cards now opposite
        await pilot.pause()
        app.export_screenshot()  # every cell drawn, in the terminal's 16 colours
        assert app.is_running and app._exception is None
        assert app.theme == "ansi-dark"
        text = screen_text(app)  # both openings flipped: Kari's cards face up opposite Ola
        assert "Ola's turn" in text and "d Draw" in text


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])  # framed, and cards as text
@pytest.mark.parametrize("theme", ["ansi-dark", "ansi-light"])
async def test_the_selected_card_reads_in_an_ansi_theme(monkeypatch: pytest.MonkeyPatch,
                                                        theme: str,
                                                        size: tuple[int, int]) -> None:
    """An ANSI theme cannot blend the selection's `$accent 30%`: the card drawn came out on
    black (ESC[40m), dark text on black in ansi-light. It keeps the terminal's background; a
    card drawn as text is reversed."""
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.delenv("COLORTERM", raising=False)
    app = make_app("nine-card", 8, seed=11)
    async with app.run_test(size=size) as pilot:
        app.theme = theme
        _driver, table = await at_the_draw(pilot)
        await pilot.press("d")
        await pilot.pause()
        held = table.query_one(Piles).held
        assert held.has_class("-held") != held.has_class("-compact") and held.has_class("-face")
        found = [c for c in cells(app, held.region) if c[2].strip()]
        assert found
        for _x, _y, ch, style in found:
            assert style.bgcolor is None or style.bgcolor.is_default, (ch, style)
            if held.has_class("-compact"):  # not the cursor's mark: "You took" says what it is
                assert not style.reverse, (ch, style)


@pytest.mark.parametrize("theme", ["ansi-dark", "ansi-light"])
async def test_a_button_that_does_nothing_now_stays_compact_in_an_ansi_theme(
        theme: str) -> None:
    """Textual's ANSI rules give a disabled button a tall frame, !important: the first seat's
    up and + Add player at eight seats took three rows, boxed, among the one-row buttons."""
    from textual.widgets import Button

    from golf_tui.app.screens.setup import SetupScreen
    from golf_tui.app.settings import SeatSetting, Settings

    from ..screens.screen_host import ScreenHost

    names = ("Kari", "Ola", "Siri", "Per", "Liv", "Åse", "Nils", "Eva")
    settings = Settings(seats=[SeatSetting(name=n, kind="human") for n in names],
                        ruleset="swedish-6")
    app = ScreenHost(lambda: SetupScreen(settings, remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = theme
        await pilot.pause()
        buttons = [b for b in app.screen.query(Button) if b.region.width]
        disabled = [b for b in buttons if b.disabled]
        assert app.screen.query_one("#add-player", Button) in disabled
        assert any(b.has_class("up") for b in disabled)
        for button in buttons:
            assert button.region.height == 1, (button.id, button.classes, button.region)


@pytest.mark.parametrize("theme", ["ansi-dark", "ansi-light"])
async def test_the_winner_s_frame_shows_in_an_ansi_theme(theme: str) -> None:
    """The winner's box is `$success 15%` inside a `$success` frame: an ANSI theme cannot
    blend, and the frame came out green on green."""
    from golf_tui.app.screens.match_over import MatchOverScreen

    from ..screens.screen_host import ScreenHost, finished_match

    m = finished_match()
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = theme
        await pilot.pause()
        box = app.screen.query_one("#over-winner")
        frame = [c for c in cells(app, box.region) if c[2] in "╭╮╰╯─│"]
        assert frame
        for _x, _y, ch, style in frame:
            assert style.color is not None and not style.color.is_default, (ch, style)
            assert style.bgcolor is None or style.bgcolor.is_default, (ch, style)
