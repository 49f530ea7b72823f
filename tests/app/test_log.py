"""The table's log (key ``l``) in the running app: it opens over the table at any time, shows the
deal's lines with the newest in view, names no card out of sight, follows the moves made while it
is open (a computer player's waits until it is closed: the table is out of sight), and closes
leaving the match as it was."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.log import LogScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import DRAW_STOCK, KNOCK, THROW_AWAY, Action, SeatView

from .conftest import Driver, Pondering, at_the_draw, forbidden_labels


async def _moved_under_the_log(driver: Driver, table: TableScreen) -> LogScreen:
    """l opens the log; then the player at the keys draws and throws the card away, as if
    chosen before the log was opened: the log, once the app has settled."""
    await driver.pilot.press("l")
    await driver.pilot.pause()
    log = driver.app.screen
    assert isinstance(log, LogScreen)
    table.act(DRAW_STOCK)
    table.act(THROW_AWAY)
    await driver.settle()
    return log


def test_log_opens_over_the_table_and_closes(
    app_factory: Callable[..., GolfApp], driver_cls: type, text_of: Callable[[GolfApp], str]
) -> None:
    """Norwegian four-card at 80×24, Kari against two computer players: after some turns the log
    shows the newest line and the marker of Kari's last move, and no face-down card."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=2, bots={1: "random", 2: "random"},
                          seed=4)  # a deal in which Kari moves twice before the bots end it
        async with app.run_test(size=(80, 24)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            # Kari's turn again, after a move of hers in this deal and the others' after it
            table = await driver.until_turn_again()
            ctrl = table.ctrl
            hidden = forbidden_labels(app)
            actions = len(ctrl.match.actions)
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LogScreen)
            text = text_of(app)
            assert f"What happened in hole {ctrl.match.hole_number}" in text
            assert "— since your last move —" in text
            newest = ctrl.log_lines()[-1][0]
            assert newest.split(",")[0] in text.replace("│", "").replace("\n", " ")
            assert not [label for label in hidden if label in text]
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is table
            assert len(ctrl.match.actions) == actions

    asyncio.run(scenario())


def test_log_follows_the_moves_while_open(
    app_factory: Callable[..., GolfApp], text_of: Callable[[GolfApp], str]
) -> None:
    """Kari moves while the log is open (as when a move chosen before the log was opened lands
    after it): the open log shows every new line as it comes. The computer players' turn then
    waits for the table to be in sight again."""

    async def scenario() -> None:
        app = app_factory("swedish-6", 3, holes=2, bots={1: "random", 2: "random"})
        async with app.run_test(size=(100, 30)) as pilot:
            driver, table = await at_the_draw(pilot)
            before = len(table.ctrl.log)
            log = await _moved_under_the_log(driver, table)
            assert app.screen is log
            assert len(table.ctrl.log) == before + 2  # Kari's two moves; no computer's yet
            shown = str(log.query_one("#log-lines").render())
            assert shown.splitlines()[-1] == table.ctrl.log_lines()[-1][0]
            assert " from the stock and threw it away." in shown
            assert table.ctrl.current == 1
            await pilot.press("escape")
            await driver.settle()
            assert table.ctrl.current != 1  # the computer players played on

    asyncio.run(scenario())


class Knocker(Pondering):
    """A computer player that knocks as soon as it may (and otherwise makes its first legal
    move), at once."""

    def __init__(self) -> None:
        super().__init__()
        self.go.set()

    def choose(self, view: SeatView) -> Action:
        return KNOCK if KNOCK in view.legal else view.legal[0]


def test_log_open_as_the_hole_ends_tells_the_hole_played(
    app_factory: Callable[..., GolfApp], driver_cls: type, text_of: Callable[[GolfApp], str]
) -> None:
    """Ola (a computer player) knocks, and Kari's last turn, landing with the log open, ends the
    hole: the log under the hole's result still tells hole 1, up to its last line (the game used
    to crash here: the next deal had no lines yet)."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 2, holes=2, bots={1: "random"})
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = driver.table()
            ctrl = table.ctrl
            ctrl.bots[1] = Knocker()
            while not (ctrl.table_view().knocker == 1 and ctrl.at_keys_to_act()
                       and not ctrl.reveal_holds
                       and isinstance(app.screen, TableScreen)):
                await driver.step()
            log = await _moved_under_the_log(driver, table)
            assert isinstance(app.screen, HoleResultScreen)
            assert log in app.screen_stack
            assert ctrl.match.hole_number == 2
            assert log.query_one("#log-box").border_title == "What happened in hole 1"
            shown = str(log.query_one("#log-lines").render())
            assert shown.splitlines()[-1] == ctrl.log_lines()[-1][0]
            assert "Ola knocked and everyone has had a last turn" in shown
            await pilot.press("enter")
            await driver.settle()
            assert "Hole 2 of 2: Ola dealt a new hole." in str(
                log.query_one("#log-lines").render())

    asyncio.run(scenario())


def test_log_key_works_while_a_computer_player_thinks(
    app_factory: Callable[..., GolfApp], text_of: Callable[[GolfApp], str]
) -> None:
    """The log is one of the keys that work on anyone's turn, like the scorecard; the computer
    player's move waits for it to close."""

    async def scenario() -> None:
        app = app_factory("swedish-6", 2, holes=2, bots={1: "normal"})
        async with app.run_test(size=(100, 30)) as pilot:
            driver, table = await at_the_draw(pilot)
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
            assert " from the stock and threw it away." in " ".join(
                text_of(app).replace("│", "").split())
            bot.go.set()
            await driver.settle()
            assert ctrl.current == 1  # the computer player waits under the log
            await pilot.press("escape")
            await driver.settle()
            assert ctrl.current == 0

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
            log = await _moved_under_the_log(driver, table)
            assert isinstance(app.screen, HandoverScreen)
            await pilot.press("enter")
            await driver.settle()
            assert app.screen is log and ctrl.keys == 1
            shown = str(log.query_one("#log-lines").render())
            marker = "— since your last move —"
            assert marker in shown
            after = shown.split(marker)[1]
            # the throw-away tells the draw: the log does not say it twice in a row
            assert " from the stock and threw it away." in after
            assert "Kari drew a card from the stock." not in after
            assert [line for line, recent in ctrl.log_lines() if recent][-1] in after

    asyncio.run(scenario())
