"""The table's log (key ``l``) in the running app: it opens over the table at any time, shows the
deal's lines with the newest in view, names no card out of sight, follows the computer players
while it is open, and closes leaving the match as it was."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.log import LogScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import DRAW_STOCK, KNOCK, THROW_AWAY, Action, SeatView

from .conftest import forbidden_labels


def test_log_opens_over_the_table_and_closes(
    app_factory: Callable[..., GolfApp], driver_cls: type, text_of: Callable[[GolfApp], str]
) -> None:
    """Norwegian four-card at 80×24, Kari against two computer players: after some turns the log
    shows the newest line and the marker of Kari's last move, and no face-down card."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=2, bots={1: "random", 2: "random"})
        async with app.run_test(size=(80, 24)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = driver.table()
            ctrl = table.ctrl
            # Kari's turn again, after a move of hers in this deal and the others' after it
            while not (ctrl.at_keys_to_act() and isinstance(app.screen, TableScreen)
                       and any(recent for _, recent in ctrl.log_lines())):
                await driver.step()
            hidden = forbidden_labels(app)
            actions = len(ctrl.match.actions)
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LogScreen)
            text = text_of(app)
            assert f"What happened in hole {ctrl.match.hole_number}" in text
            assert "— since your last move —" in text
            newest = ctrl.log_lines()[-1][0]
            assert newest.split(";")[0] in text.replace("│", "").replace("\n", " ")
            assert not [label for label in hidden if label in text]
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is table
            assert len(ctrl.match.actions) == actions

    asyncio.run(scenario())


def test_log_follows_the_computer_players_while_open(
    app_factory: Callable[..., GolfApp], driver_cls: type, text_of: Callable[[GolfApp], str]
) -> None:
    """Kari moves while the log is open (as when the log is opened during her turn and the
    computer players then play on): the open log shows every new line as it comes."""

    async def scenario() -> None:
        app = app_factory("swedish-6", 3, holes=2, bots={1: "random", 2: "random"})
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = await driver.until_legal(DRAW_STOCK)
            await pilot.press("l")
            await pilot.pause()
            log = app.screen
            assert isinstance(log, LogScreen)
            before = len(table.ctrl.log)
            table.act(DRAW_STOCK)
            table.act(THROW_AWAY)
            await driver.settle()
            assert app.screen is log
            assert len(table.ctrl.log) >= before + 3  # Kari's two moves and a computer's
            shown = str(log.query_one("#log-lines").render())
            assert shown.splitlines()[-1] == table.ctrl.log_lines()[-1][0]
            assert "Kari threw the" in shown

    asyncio.run(scenario())


def test_log_open_as_the_hole_ends_tells_the_hole_played(
    app_factory: Callable[..., GolfApp], driver_cls: type, text_of: Callable[[GolfApp], str]
) -> None:
    """Kari knocks with the log open, and the computer player's last turn ends the hole: the
    log under the hole's result still tells hole 1, up to its last line (the game used to crash
    here: the next deal had no lines yet)."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 2, holes=2, bots={1: "random"})
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = await driver.until_legal(KNOCK)
            ctrl = table.ctrl
            await pilot.press("l")
            await pilot.pause()
            log = app.screen
            assert isinstance(log, LogScreen)
            table.act(KNOCK)
            await driver.settle()
            assert isinstance(app.screen, HoleResultScreen)
            assert log in app.screen_stack
            assert ctrl.match.hole_number == 2
            assert log.query_one("#log-box").border_title == "What happened in hole 1"
            shown = str(log.query_one("#log-lines").render())
            assert shown.splitlines()[-1] == ctrl.log_lines()[-1][0]
            assert "Kari knocked and everyone has had a last turn" in shown
            await pilot.press("enter")
            await driver.settle()
            assert "Hole 2 of 2: Ola dealt a new hole." in str(
                log.query_one("#log-lines").render())

    asyncio.run(scenario())


class Pondering:
    """A computer player that thinks until told to move: its turn lasts as long as a test
    needs, whatever the machine's speed."""

    kind = "normal"

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, view: SeatView) -> Action:
        self.go.wait(timeout=60)
        return view.legal[0]

    def observe(self, view: SeatView) -> None:
        pass

    def new_hole(self) -> None:
        pass

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0) -> None:
        pass


def test_log_key_works_while_a_computer_player_thinks(
    app_factory: Callable[..., GolfApp], driver_cls: type, text_of: Callable[[GolfApp], str]
) -> None:
    """The log is one of the keys that work on anyone's turn, like the scorecard."""

    async def scenario() -> None:
        app = app_factory("swedish-6", 2, holes=2, bots={1: "normal"})
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = await driver.until_legal(DRAW_STOCK)
            ctrl = table.ctrl
            bot = Pondering()
            ctrl.bots[1] = bot
            table.act(DRAW_STOCK)
            table.act(THROW_AWAY)
            await pilot.pause()
            assert ctrl.current == 1 and not ctrl.at_keys_to_act()
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LogScreen)
            assert "Kari threw the" in text_of(app)
            bot.go.set()
            await driver.settle()
            assert ctrl.current == 0  # the computer player moved on under the log

    asyncio.run(scenario())


def test_log_open_across_a_hand_over_marks_the_new_players_last_move(
    app_factory: Callable[..., GolfApp], driver_cls: type, text_of: Callable[[GolfApp], str]
) -> None:
    """Kari plays with the log open and hands over to Ola: once Ola has the keys, the log under
    the hand-over marks what happened since Ola's last move (Kari's moves), not since Kari's."""

    async def scenario() -> None:
        app = app_factory("swedish-6", 2, holes=2)
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = driver.table()
            ctrl = table.ctrl
            # Kari to draw, with a move of Ola's in this deal behind her
            while not (ctrl.at_keys_to_act() and DRAW_STOCK in ctrl.table_view().legal
                       and ctrl.keys == 0 and any(e.seat == 1 for e in ctrl.log
                                                  if e.deal == ctrl.match.deals)):
                await driver.step()
            await pilot.press("l")
            await pilot.pause()
            log = app.screen
            assert isinstance(log, LogScreen)
            table.act(DRAW_STOCK)  # as if chosen before the log was opened
            table.act(THROW_AWAY)
            await driver.settle()
            assert isinstance(app.screen, HandoverScreen)
            await pilot.press("enter")
            await driver.settle()
            assert app.screen is log and ctrl.keys == 1
            shown = str(log.query_one("#log-lines").render())
            marker = "— since your last move —"
            assert marker in shown
            after = shown.split(marker)[1]
            assert "Kari drew a card from the stock." in after
            assert [line for line, recent in ctrl.log_lines() if recent][-1] in after

    asyncio.run(scenario())
