"""Quitting a match: every key people reach for asks the same question, once, and it is answered
with the player's own language's keys."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Button

from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.i18n import set_language

from .conftest import make_app


def _asking(app: object) -> int:
    return sum(isinstance(s, ConfirmQuitScreen) for s in app.screen_stack)  # type: ignore[attr-defined]


@pytest.mark.parametrize("key", ["ctrl+q", "ctrl+c", "q"])
async def test_each_quit_key_asks_during_a_match(key: str) -> None:
    """ctrl+c (Textual's own answer to it looks for a binding the game has not, and said
    nothing) and q at the table ask as ctrl+q does; n goes back to the table."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.is_running


async def test_asking_again_does_not_stack_questions() -> None:
    """ctrl+q pressed three times (or ctrl+q, q, ctrl+c) puts up one question, not three."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("ctrl+q", "ctrl+q", "ctrl+q", "ctrl+c"):
            await pilot.press(key)
            await pilot.pause()
        assert _asking(app) == 1
        app.action_new_match()  # the palette's "New match" meanwhile
        await pilot.pause()
        assert _asking(app) == 1
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize(("lang", "label"), [("nb", "Avslutt (j)"), ("sv", "Avsluta (j)"),
                                             ("da", "Afslut (j)"), ("en", "Quit (y)")])
async def test_the_languages_yes_key_quits(lang: str, label: str) -> None:
    """In Norwegian, Swedish and Danish the question names j (ja) and takes it; y still works."""
    set_language(lang)
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert str(app.screen.query_one("#yes", Button).label) == label
        await pilot.press("n")
        await pilot.pause()
        assert not _asking(app)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press(label[-2])
        await pilot.pause()
    assert app.return_code is not None


async def test_a_key_typed_right_after_yes_does_not_crash_the_way_out() -> None:
    """y and r typed together at the question: r reached the table as the app left and opened
    the rules screen, which the leaving app never composed, and focusing its box crashed the
    exit (the fuzz test found it). Screens now focus what they have (``AUTO_FOCUS``)."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        for key, char in (("y", "y"), ("r", "r")):
            app.post_message(events.Key(key, char))  # back to back, as fast fingers do
        await pilot.pause()
    assert app.return_code == 0
