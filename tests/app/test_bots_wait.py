"""A computer player's move is made only while the table is in sight: behind the quit dialog, the
keys, the rules, the scorecard, the log or the palette it waits (its choice may be made meanwhile),
and it is made once the table shows again. Nobody misses a move they could not see.

The pace is counted, not timed: tests of a move waiting out its pace stop the table's clock
(``stopped_clock``), so a move waits the whole pace however long the machine took to choose it."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from textual.pilot import Pilot

from golf_tui.app.screens import table_flow
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.screens.table_keys import PACES

from .conftest import Pondering, at_the_draw, make_app


@pytest.fixture
def stopped_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock the table counts a computer's pace by stands still: a move waits out the
    whole pace from its turn's start, however long the machine took to choose it (on a loaded
    machine a choice made more than the pace into the turn was played at once)."""
    monkeypatch.setattr(table_flow, "time", SimpleNamespace(monotonic=lambda: 1000.0))


async def a_computer_thinking(pilot: Pilot[Any]) -> tuple[TableScreen, Pondering]:
    """Kari (at the keys) draws and throws away; Ola, a computer player, thinks until told."""
    _driver, table = await at_the_draw(pilot)
    bot = Pondering()
    table.ctrl.bots[1] = bot
    await pilot.press("d", "x")
    await pilot.pause()
    assert table.ctrl.current == 1 and table.busy
    return table, bot


async def chosen_but_held(pilot: Pilot[Any], table: TableScreen, bot: Pondering,
                          moves: int) -> None:
    """Ola is told to choose (``a_computer_thinking``), and its move waits: still ``moves``
    made."""
    bot.go.set()
    await until_idle(pilot)
    assert len(table.ctrl.match.actions) == moves


async def held_under_the_too_small_message(pilot: Pilot[Any]) -> tuple[TableScreen, int]:
    """The terminal shrinks below the table's size while Ola thinks, and Ola chooses under
    "Make the terminal larger": the table and the moves made, Ola's not among them."""
    table, bot = await a_computer_thinking(pilot)
    moves = len(table.ctrl.match.actions)
    await pilot.resize_terminal(30, 10)
    await pilot.pause()
    assert table.too_small
    await chosen_but_held(pilot, table, bot, moves)
    return table, moves


Timers = list[tuple[float, Callable[[], None]]]


async def a_move_waiting_for_its_pace(pilot: Pilot[Any]
                                      ) -> tuple[TableScreen, Timers, int]:
    """Ola (``a_computer_thinking``) has chosen, at a pace of two seconds, and waits it out: the
    table, its timers (each run by the test, when it says the time is up) and the moves made
    before Ola's. For a test with the clock stopped (``stopped_clock``)."""
    table, bot = await a_computer_thinking(pilot)
    timers: Timers = []

    def kept(delay: float, callback: Callable[[], None]) -> None:
        timers.append((delay, callback))

    table.set_timer = kept  # type: ignore[assignment,method-assign]
    table.pace = 2.0
    moves = len(table.ctrl.match.actions)
    bot.go.set()
    await until_idle(pilot)
    assert len(timers) == 1 and len(table.ctrl.match.actions) == moves  # waiting for its pace
    assert timers[0][0] == 2.0
    return table, timers, moves


async def until_idle(pilot: Pilot[Any]) -> None:
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def test_a_computer_waits_behind_the_quit_dialog() -> None:
    """ctrl+q while Ola thinks; Ola is done thinking behind the dialog, but moves only after
    "n" brings the table back."""
    from golf_tui.app.screens.confirm import ConfirmQuitScreen

    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        moves = len(table.ctrl.match.actions)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        await chosen_but_held(pilot, table, bot, moves)
        assert table.ctrl.current == 1
        await pilot.press("n")
        await until_idle(pilot)
        assert app.screen is table
        assert len(table.ctrl.match.actions) > moves
        assert table.ctrl.current == 0


@pytest.mark.parametrize("key", ["question_mark", "r", "s", "l", "ctrl+p"])
async def test_a_computer_waits_behind_every_screen_over_the_table(key: str) -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        moves = len(table.ctrl.match.actions)
        await pilot.press(key)
        await pilot.pause()
        covering = app.screen
        assert covering is not table
        bot.go.set()
        await until_idle(pilot)
        assert app.screen is covering
        assert len(table.ctrl.match.actions) == moves
        await pilot.press("escape")
        await until_idle(pilot)
        assert app.screen is table
        assert len(table.ctrl.match.actions) > moves


@pytest.mark.usefixtures("stopped_clock")
async def test_a_move_waiting_for_its_pace_waits_for_the_table_too() -> None:
    """Ola has chosen while the table was in sight and waits out the pace; the keys screen goes
    up before the pace is over: the move is not made under it, and is made, at the pace, once the
    table is back."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, timers, moves = await a_move_waiting_for_its_pace(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        timers.pop()[1]()  # the pace is over, under the keys screen
        await pilot.pause()
        assert len(table.ctrl.match.actions) == moves
        await pilot.press("escape")
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) == moves
        delay, play = timers.pop()  # the table is back: the pace again, from now
        assert delay == 2.0
        play()
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) > moves


async def test_skipping_ahead_plays_the_waiting_move_at_once() -> None:
    """Space (skip ahead), then the scorecard while Ola thinks: once the scorecard is closed Ola
    moves at once, with no pace."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        table.pace = 2.0
        moves = len(table.ctrl.match.actions)
        await pilot.press("space", "s")
        await pilot.pause()
        await chosen_but_held(pilot, table, bot, moves)
        await pilot.press("escape")
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) > moves


async def test_a_computer_waits_while_the_terminal_is_too_small_for_the_table() -> None:
    """The terminal shrinks below the table's size while Ola thinks: "Make the terminal larger"
    covers the table, and Ola's move waits under it as under any screen (the computers played on
    unseen: a whole turn, and the next hand-over, went by behind the message). Grown back, the
    table shows and Ola moves."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, moves = await held_under_the_too_small_message(pilot)
        await pilot.resize_terminal(100, 30)
        await until_idle(pilot)
        assert not table.too_small
        assert len(table.ctrl.match.actions) > moves


async def test_skipping_ahead_goes_on_while_the_terminal_is_too_small() -> None:
    """Space asked not to watch the computers' turns: they are played even with the table too
    small to show them."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        moves = len(table.ctrl.match.actions)
        await pilot.press("space")
        await pilot.resize_terminal(30, 10)
        await pilot.pause()
        bot.go.set()
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) > moves


@pytest.mark.usefixtures("stopped_clock")
async def test_space_plays_a_move_already_waiting_for_its_pace_at_once() -> None:
    """Ola has chosen and waits out a pace of two seconds; space is pressed then: the move is
    made at once (it waited out the rest of its pace, up to two seconds after "Skipping ahead")."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        table.pace = 2.0
        moves = len(table.ctrl.match.actions)
        bot.go.set()
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) == moves  # waiting for its pace
        await pilot.press("space")
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) > moves


@pytest.mark.usefixtures("stopped_clock")
async def test_a_faster_pace_shortens_the_wait_of_a_move_already_chosen() -> None:
    """Ola waits out a pace of two seconds; "+" pressed until the pace is 0: the move is made
    at once, not two seconds later. Made once only: the old wait's end does nothing."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, timers, moves = await a_move_waiting_for_its_pace(pilot)
        _delay, first_wait = timers[0]
        await pilot.press(*["plus"] * (len(PACES) - 1))  # from the slowest step to 0
        await until_idle(pilot)
        assert table.pace == 0.0
        played = len(table.ctrl.match.actions)
        assert played > moves
        assert table.ctrl.current == 0  # Kari's turn
        first_wait()  # the two seconds are over: nothing more happens
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) == played


async def test_space_under_the_too_small_message_plays_the_waiting_move() -> None:
    """Ola's move waits under "Make the terminal larger"; space (which still works there) skips
    ahead: the move is made then, not only once the terminal is larger."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, moves = await held_under_the_too_small_message(pilot)
        await pilot.press("space")
        await until_idle(pilot)
        assert table.too_small
        assert len(table.ctrl.match.actions) > moves
