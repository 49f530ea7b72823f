"""The hand-over waits for a quiet moment: the keys of the person who has just played do not pass
it (``screens/deliberate.py``, ``QUIET_TIME``).

A tester's slip (``golf-tui --ruleset norwegian-4 --players "Kari,Ola"``): Ola ends her turn (d,
then 1), presses Enter, and Enter again about 0.45 s later. The first Enter came within the
hand-over's reading time and was dropped with "Too quick: press that key again.", which asked her
to press again, and the second passed the hand-over: Kari's secret opening peek was on the screen
with Ola at the keys. In swedish-6 she was put in Kari's "Flip 2 cards".

Each test stops the clock of Textual's events (``event_clock``) and moves it on itself: the time
a key was made is the one the screens compare, never how long the machine took."""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen

from .conftest import SHIPPED_QUIET, Clock, make_app, press_at, screen_text

# Ola's keys up to her move's last key: her hand-over, her opening peek (3 4, Enter hides the
# cards), a draw
NORWEGIAN = ["enter", "3", "4", "enter", "d"]
# the same in swedish-6: her hand-over, two cards flipped, a draw
SWEDISH = ["enter", "1", "2", "d"]
WAITING_KARI = "Waiting for Kari: pass to Kari, who then presses Enter."


async def plays(pilot: Pilot[Any], clock: Clock, keys: list[str]) -> None:
    """``keys`` two seconds apart: no screen waits for longer."""
    await pilot.pause()
    for key in keys:
        await press_at(pilot, clock, 2.0, key)


async def ola_plays(app: GolfApp, pilot: Pilot[Any], clock: Clock, keys: list[str]) -> None:
    """Ola's turn up to its last key (``plays``)."""
    await plays(pilot, clock, keys)
    table = app.screen
    assert isinstance(table, TableScreen), screen_text(app)
    assert table.ctrl.match.players[table.ctrl.keys] == "Ola"


async def karis_hand_over(app: GolfApp, pilot: Pilot[Any], clock: Clock) -> HandoverScreen:
    """Ola's norwegian-4 turn played, its last key ("1") two quiet seconds later: the
    hand-over to Kari, as it comes up."""
    await ola_plays(app, pilot, clock, NORWEGIAN)
    await press_at(pilot, clock, 2.0, "1")
    handover = app.screen
    assert isinstance(handover, HandoverScreen)
    return handover


def kari_at_the_table(app: GolfApp) -> bool:
    table = app.screen
    return (isinstance(table, TableScreen)
            and table.ctrl.match.players[table.ctrl.keys] == "Kari")


@pytest.mark.parametrize(("ruleset", "keys", "next_screen"), [
    ("norwegian-4", NORWEGIAN, "Peek at your bottom cards"),
    ("swedish-6", SWEDISH, "Flip 2 cards"),
])
async def test_a_double_enter_after_the_move_leaves_the_next_hand_over_up(
        event_clock: Clock, ruleset: str, keys: list[str], next_screen: str) -> None:
    """Ola's 1 ends her turn; her Enter 0.1 s later and her Enter again 0.45 s after it leave
    Kari's hand-over up, and it says whom it waits for. Kari's Enter after a quiet moment
    passes it at once, to her opening peek (or her two cards to flip)."""
    app = make_app(ruleset, 2, holes=1)
    async with app.run_test(size=(100, 30)) as pilot:
        await ola_plays(app, pilot, event_clock, keys)
        await press_at(pilot, event_clock, 2.0, "1")
        handover = app.screen
        assert isinstance(handover, HandoverScreen) and handover.player == "Kari"
        await press_at(pilot, event_clock, 0.1, "enter")
        await press_at(pilot, event_clock, 0.45, "enter")
        assert app.screen is handover, screen_text(app)
        said = screen_text(app)
        assert WAITING_KARI in said and "Too quick" not in said, said
        await press_at(pilot, event_clock, SHIPPED_QUIET, "enter")
        assert kari_at_the_table(app), screen_text(app)
        assert next_screen in screen_text(app)


async def test_a_burst_of_enters_a_second_apart_leaves_the_hand_over_up(
        event_clock: Clock) -> None:
    """A single Enter half a second after the move (made before any was dropped), then more a
    second apart, as someone looking up to see nothing happen presses again: none passes the
    hand-over. The first after a quiet moment does."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(100, 30)) as pilot:
        handover = await karis_hand_over(app, pilot, event_clock)
        await press_at(pilot, event_clock, 0.5, "enter")
        for _again in range(3):
            await press_at(pilot, event_clock, 1.0, "enter")
        assert app.screen is handover, screen_text(app)
        await press_at(pilot, event_clock, SHIPPED_QUIET, "enter")
        assert kari_at_the_table(app), screen_text(app)


async def test_a_key_the_hand_over_never_takes_gets_its_answer_made_too_soon(
        event_clock: Clock) -> None:
    """x a moment after the move said "Too quick: press that key again." as if it would have
    done something: it says what a table's key says at the hand-over, at once. It still makes
    the wait longer: an Enter just after it stays."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(100, 30)) as pilot:
        handover = await karis_hand_over(app, pilot, event_clock)
        await press_at(pilot, event_clock, 0.1, "x")
        said = screen_text(app)
        assert "The table's keys work once Kari has pressed Enter." in said, said
        assert "Too quick" not in said and "Waiting for" not in said, said
        await press_at(pilot, event_clock, SHIPPED_QUIET - 0.1, "enter")
        assert app.screen is handover
        for _frame in range(20):  # a loaded machine draws the line after a few idle moments
            if WAITING_KARI in screen_text(app):
                break
            await pilot.pause()
        assert WAITING_KARI in screen_text(app), screen_text(app)


async def test_any_key_or_paste_at_the_hand_over_makes_it_wait_for_quiet(
        event_clock: Clock) -> None:
    """Long after the move, x (its usual answer) and an Enter 0.4 s later, or a paste and an
    Enter after it: one burst, which does not pass the hand-over. Enter after a quiet moment
    does."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(100, 30)) as pilot:
        handover = await karis_hand_over(app, pilot, event_clock)
        await press_at(pilot, event_clock, 5.0, "x")
        await press_at(pilot, event_clock, 0.4, "enter")
        assert app.screen is handover, screen_text(app)
        event_clock.on(5.0)
        app.post_message(events.Paste("Kari"))
        await pilot.pause()
        await press_at(pilot, event_clock, 0.4, "enter")
        assert app.screen is handover, screen_text(app)
        await press_at(pilot, event_clock, SHIPPED_QUIET, "enter")
        assert kari_at_the_table(app), screen_text(app)


async def test_q_twice_at_the_quit_question_says_nothing(event_clock: Clock) -> None:
    """q q: the first asks "Quit the match?", the second, where q does nothing, said "Too quick:
    press that key again.". It says nothing now (docs/playing.md: dropped without a word); y,
    which the question takes, made too soon still says so."""
    app = make_app(handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await press_at(pilot, event_clock, 2.0, "q")
        question = app.screen
        assert isinstance(question, ConfirmQuitScreen)
        await press_at(pilot, event_clock, 0.1, "q")
        assert app.screen is question and app.is_running
        assert "Too quick" not in screen_text(app), screen_text(app)
        await press_at(pilot, event_clock, 0.1, "y")
        assert app.screen is question and app.is_running
        assert "Too quick: press that key again." in screen_text(app)


async def test_a_key_a_hole_result_never_takes_gets_its_answer_made_too_soon(
        event_clock: Clock) -> None:
    """z on a hole's result just after it came up: "The z key does nothing here", as a moment
    later, not "Too quick: press that key again."."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(100, 30)) as pilot:
        # Ola knocks (k asks, k knocks), Kari draws and throws the card away, which ends the hole
        await plays(pilot, event_clock, [*NORWEGIAN[:-1], "k", "k", *NORWEGIAN, "x"])
        result = app.screen
        assert isinstance(result, HoleResultScreen), screen_text(app)
        await press_at(pilot, event_clock, 0.1, "z")
        said = screen_text(app)
        assert "The z key does nothing here" in said and "Too quick" not in said, said
