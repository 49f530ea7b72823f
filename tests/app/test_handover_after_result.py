"""After a screen everyone watches (a hole's result, the match-over screen), nobody holds the
keys: the next human's private screen comes after a hand-over, even to the human who moved last
(in "auto" mode); "never" stays without one, and a single human still plays without any."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.handover import OPENING_PEEK_NOTE, HandoverScreen
from golf_tui.app.screens.match_over import MatchOverScreen, winner_words
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen

from .conftest import assert_private

# Norwegian four-card, Kari and Ola: Ola (first) peeks and knocks, Kari peeks, draws and throws
# the card away, which ends hole 1; Kari, who moved last, plays first in hole 2.
HOLE_ONE = ["enter", "3", "4", "enter", "k", "k", "enter", "3", "4", "enter", "d", "x"]


async def _press(pilot: object, keys: list[str]) -> None:
    for key in keys:
        await pilot.press(key)  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]
        assert_private(pilot.app)  # type: ignore[attr-defined]


def test_the_opening_peek_after_a_hole_result_comes_after_a_hand_over(
    app_factory: Callable[..., GolfApp], text_of: Callable[[GolfApp], str]
) -> None:
    """The play-tester's finding: after hole 1's result, Enter went straight to Kari's table
    and her `3` showed her card to both players."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 2)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _press(pilot, HOLE_ONE)
            assert isinstance(app.screen, HoleResultScreen)
            await _press(pilot, ["enter"])
            screen = app.screen
            assert isinstance(screen, HandoverScreen), text_of(app)
            assert screen.player == "Kari" and screen.note == OPENING_PEEK_NOTE
            await _press(pilot, ["3"])  # not a peek: the hand-over is up
            assert isinstance(app.screen, HandoverScreen)
            await _press(pilot, ["enter", "3"])
            table = app.screen
            assert isinstance(table, TableScreen) and set(table.ctrl.reveal) == {2}

    asyncio.run(scenario())


def test_never_mode_needs_no_hand_over_after_a_hole_result(
    app_factory: Callable[..., GolfApp]
) -> None:
    """"No hand-over screen (all see all)" (never): the result leads straight to the next turn."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _press(pilot, HOLE_ONE[1:5] + HOLE_ONE[6:])  # no hand-over Enters
            assert isinstance(app.screen, HoleResultScreen)
            await _press(pilot, ["enter"])
            table = app.screen
            assert isinstance(table, TableScreen) and table.ctrl.at_keys_to_act()

    asyncio.run(scenario())


def test_play_again_hands_over_to_the_first_player(
    app_factory: Callable[..., GolfApp], driver_cls: type
) -> None:
    """A computer deals and the first human (seat 1, Ola here) plays first: the first match
    opens at Ola's table (who started it is at the keys), but the rematch, chosen on the
    match-over screen everyone watched, opens with a hand-over to the player who plays first
    in it (the deal has passed to Ola, so the third player)."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=1, bots={0: "random"})
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            first = driver.table()
            assert first.ctrl.at_keys_to_act() and first.ctrl.keys == 1
            while not isinstance(app.screen, MatchOverScreen):
                await driver.step()
            await pilot.press("a")
            for _ in range(100):  # the new table comes a few messages later
                await driver.settle()
                if driver.table() is not first:
                    break
            assert driver.table() is not first
            screen = app.screen
            again = driver.table().ctrl.match
            assert again.players[again.hole.current] == first.ctrl.match.players[2]
            assert isinstance(screen, HandoverScreen) and screen.player == again.players[1]

    asyncio.run(scenario())


def test_the_move_that_ended_the_hole_is_told_on_its_result(
    app_factory: Callable[..., GolfApp], text_of: Callable[[GolfApp], str]
) -> None:
    """Kari's throw-away ends the hole and the result covers the table at once: the result
    tells that move, as the table's narration line would have ("every change told in one
    line")."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 2)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _press(pilot, HOLE_ONE)
            screen = app.screen
            assert isinstance(screen, HoleResultScreen)
            table = app.table
            assert table is not None
            line = table.ctrl.last_move
            assert line.startswith("Kari drew the ") and line.endswith(" threw it away."), line
            assert line in table.ctrl.line  # which adds the banner, said in the heading
            told = str(screen.query_one("#summary-last-move").render())
            assert told == line
            assert " ".join(line.split()[:4]) in " ".join(text_of(app).split())

    asyncio.run(scenario())


def test_the_card_picked_with_the_arrows_is_the_turns_own(
    app_factory: Callable[..., GolfApp]
) -> None:
    """Without hand-overs nothing cleared the card picked with the arrow keys: the next player,
    or the same player in the next hole, found the last one's pick bracketed. It is kept
    through one player's turn (draw, then Enter places there) and dropped at a new turn."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _press(pilot, ["3", "4", "enter", "right"])
            table = app.screen
            assert isinstance(table, TableScreen) and table.cursor is not None
            # Ola knocks (k asks, Enter answers: the card under the cursor is no answer)
            await _press(pilot, ["k", "enter"])
            assert table.ctrl.current == 0 and table.cursor is None
            await _press(pilot, ["3", "4", "enter", "right", "d"])
            assert table.cursor is not None  # still Kari's turn
            await _press(pilot, ["x"])
            assert isinstance(app.screen, HoleResultScreen)
            await _press(pilot, ["enter"])  # hole 2: Kari, who moved last, plays first
            assert app.screen is table and table.ctrl.current == 0 and table.ctrl.match.deals == 2
            assert table.cursor is None

    asyncio.run(scenario())


def test_the_table_under_the_match_over_screen_says_who_won(
    app_factory: Callable[..., GolfApp], text_of: Callable[[GolfApp], str]
) -> None:
    """The table shows a moment before the setup when New setup is chosen: its line and its
    prompt both read "The match is over."; the line now says who won."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 2, handover="never", holes=1)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _press(pilot, HOLE_ONE[1:5] + HOLE_ONE[6:] + ["enter"])
            assert isinstance(app.screen, MatchOverScreen)
            table = app.screen_stack[-2]
            assert isinstance(table, TableScreen)
            match = table.ctrl.match
            assert table.ctrl.line == winner_words(match)
            app.pop_screen()
            await pilot.pause()
            lines = text_of(app).splitlines()
            assert sum("The match is over." in line for line in lines) == 1
            assert any(winner_words(match) in line for line in lines)

    asyncio.run(scenario())
