"""The hand-over and the quit question in a tiny terminal (30×8): each fits, or says that the
terminal is too small, and what it asks for stays in sight. The hand-over was cut to "Pass to
Kari" and the move, "Press Enter when only Kari is looking" below the screen and a scrollbar's
piece beside the box; the quit box lost its buttons."""

from __future__ import annotations

import pytest

from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import OPENING_PEEK_NOTE, SAY, HandoverScreen, fitted
from golf_tui.i18n import set_language

from .conftest import assert_private, make_app, screen_text

TINY = (30, 8)
MOVE = ("Bot 1 drew a card from the stock and put it face down bottom-right; the 10♥ went to"
        " the discard pile.", "Bot 1 put a stock card face down bottom-right, threw away 10♥.")


def words(text: str) -> str:
    return " ".join(text.replace("║", " ").split())


async def test_the_first_hand_over_fits_30_by_8_whole() -> None:
    app = make_app("norwegian-4", 2, handover="always")
    async with app.run_test(size=TINY) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        shown = words(text)
        assert f"Press Enter or click here when only {app.screen.player} is looking" in shown
        assert "Your opening peek comes first." in shown
        assert text.count("╔") == 1 and text.count("╚") == 1  # the whole box
        assert "▁" not in text and "▅" not in text  # no scrollbar


async def test_a_hand_over_after_a_move_at_30_by_8_says_the_terminal_is_too_small() -> None:
    app = make_app("norwegian-4", 2, handover="always")
    async with app.run_test(size=TINY) as pilot:
        await pilot.pause()
        app.push_screen(HandoverScreen("Kari", OPENING_PEEK_NOTE, move=lambda: MOVE))
        await pilot.pause()
        text = screen_text(app)
        shown = words(text)
        assert shown.startswith("╔")  # the box's top, in sight
        assert "Pass to Kari" in shown
        assert "Press Enter or click here when only Kari is looking" in shown
        assert "Make the terminal larger" in shown
        assert text.count("╚") == 1
        await pilot.resize_terminal(80, 24)  # room again: the move and the note come back
        await pilot.pause()
        shown = words(screen_text(app))
        assert MOVE[0] in shown and "Your opening peek comes first." in shown
        assert "Make the terminal larger" not in shown


@pytest.mark.parametrize("language", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("after_a_move", [False, True])
async def test_a_hand_over_at_20_by_5_keeps_its_whole_frame(language: str,
                                                            after_a_move: bool) -> None:
    """At 20×5 (three rows inside the box) even whose turn it is, the hint and "Make the
    terminal larger" took more rows than there are: the box lost its bottom line, the hint cut
    after "only Kari is". The hint goes in fewer words, down to "Press Enter" under whose
    turn it is; the box stays whole, and no card shows."""
    set_language(language)
    app = make_app("norwegian-4", 2, handover="always")
    async with app.run_test(size=(20, 5)) as pilot:
        await pilot.pause()
        if after_a_move:
            app.push_screen(HandoverScreen("Kari", OPENING_PEEK_NOTE, move=lambda: MOVE))
            await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        lines = screen_text(app).splitlines()
        assert lines[0].startswith("╔") and lines[-1].startswith("╚"), lines
        assert "Enter" in words("\n".join(lines)), lines
        assert_private(app)


def test_a_hand_over_with_room_keeps_every_line_and_its_blank_lines() -> None:
    lines = [("handover-name", "Pass to Kari"), ("handover-move", MOVE[1]),
             ("handover-hint", "Press Enter or click here when only Kari is looking"),
             (SAY, "")]
    assert fitted(lines, 80, 24) == (lines, False, True)
    assert fitted(lines, 40, 9) == (lines, True, True)
    # a row short: no room kept for what the box may say for a moment
    assert fitted(lines, 40, 8) == (lines[:-1], True, False)


async def test_the_quit_question_at_30_by_8_shows_its_buttons() -> None:
    app = make_app("norwegian-4", 2, handover="never")
    async with app.run_test(size=TINY) as pilot:
        await pilot.pause()
        app.push_screen(ConfirmQuitScreen())
        await pilot.pause()
        shown = " ".join(screen_text(app).replace("█", " ").split())
        assert "Quit the match?" in shown
        assert "Quit (y)" in shown and "Keep playing (n)" in shown
        for button in app.screen.query("Button"):  # whole, inside the terminal
            assert button.region.bottom <= TINY[1] - 1 and button.region.right <= TINY[0]
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmQuitScreen)
