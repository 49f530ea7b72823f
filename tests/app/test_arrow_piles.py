"""A whole turn by the arrow keys and Enter: the cursor reaches the stock and the discard pile
(Up from the grid's top row), Enter there draws or takes as d and t do (with their refusals),
and after the draw the cursor is back on the grid to place the card. Before, the arrows never
left the grid, and Enter before a draw only said to press d or t."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import DRAW_STOCK, THROW_AWAY, DrawStock

from .conftest import at_the_draw, make_app

# the arrow keys' cursor on a pile (``table_keys.PILE_SPOTS``)
STOCK, DISCARD = "stock", "discard"


async def press(pilot: Pilot[Any], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def turn_start(pilot: Pilot[Any]) -> TableScreen:
    """Swedish six-card, Ola and Kari at one keyboard: Ola flips 1 and 2 by arrows and Enter
    (the first arrow shows the cursor on 1, the flip moves it on to 2); the turn's draw is
    next."""
    await pilot.pause()
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    await press(pilot, "right", "enter")
    assert table.cursor == 1
    await press(pilot, "enter")
    assert table.cursor == 1 and DRAW_STOCK in table.ctrl.table_view().legal
    return table


def selected(table: TableScreen) -> tuple[bool, bool]:
    return (table.piles.stock.has_class("-selected"), table.piles.discard.has_class("-selected"))


async def test_up_reaches_the_piles_and_enter_draws_then_places() -> None:
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await turn_start(pilot)
        seat = table.ctrl.current
        await press(pilot, "up")  # from 2, top-middle: the discard pile above it
        assert table.cursor == DISCARD and selected(table) == (False, True)
        assert not any(b.has_class("-selected") for b in table.own.query("CardBox"))
        await press(pilot, "left")
        assert table.cursor == STOCK and selected(table) == (True, False)
        assert table.check_action("enter", ()) and table.cursor_move() == DRAW_STOCK
        await press(pilot, "enter")
        v = table.ctrl.table_view()
        assert v.held_from == "stock" and v.held is not None
        held = v.held
        assert held is not None
        # back on the grid, under the stock, for placing; the pile no longer highlighted
        assert table.cursor == 0 and selected(table) == (False, False)
        assert table.own.query("CardBox")[0].has_class("-selected")
        await press(pilot, "right", "enter")  # Enter places the card at 2
        assert table.ctrl.match.hole.grids[seat][1] == held.uid
        assert table.ctrl.current != seat


async def test_enter_on_the_discard_pile_takes_and_then_throws_away() -> None:
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await turn_start(pilot)
        seat = table.ctrl.current
        top = table.ctrl.table_view().discard_top
        assert top is not None
        await press(pilot, "up", "enter")  # the discard pile: Enter takes its top card
        v = table.ctrl.table_view()
        assert v.held_from == "discard" and v.held == top
        assert table.cursor == 1  # under the discard pile
        await press(pilot, "left", "enter")
        assert table.ctrl.match.hole.grids[seat][0] == top.uid


async def test_enter_on_a_pile_refuses_as_its_key_does() -> None:
    """With a card drawn, Enter on the stock says what d says; on the discard pile it throws the
    drawn card away (as a click there does, and x)."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await turn_start(pilot)
        seat = table.ctrl.current
        await press(pilot, "d")
        held = table.ctrl.table_view().held
        assert held is not None
        await press(pilot, "d")
        said_by_d = table.hint
        assert said_by_d.startswith("You cannot draw from the stock now")
        await press(pilot, "left", "up")  # the cursor on 1, then on the stock above it
        assert table.cursor == STOCK
        assert not table.check_action("enter", ())  # no move there now: Enter says why
        await press(pilot, "enter")
        assert table.hint == said_by_d and table.ctrl.table_view().held == held
        await press(pilot, "right", "enter")
        assert table.ctrl.current != seat and table.ctrl.table_view().discard_top == held


async def test_the_rows_go_round_through_the_piles() -> None:
    """Down from the piles goes to the top row under them, Up from them round to the bottom row,
    Down from the bottom row round to the piles; a pile's key moves the cursor back to the grid
    once the card is drawn, as Enter does."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await turn_start(pilot)
        await press(pilot, "up", "down")
        assert table.cursor == 1
        await press(pilot, "up", "up")
        assert table.cursor == 4  # bottom-middle
        await press(pilot, "right", "down")
        assert table.cursor == DISCARD  # from 6: the discard pile is the piles' right end
        await press(pilot, "right")
        assert table.cursor == STOCK  # the piles go round too
        await press(pilot, "left", "t")
        assert table.ctrl.table_view().held_from == "discard" and table.cursor == 1


async def test_a_flip_after_a_discard_by_arrows_and_enter() -> None:
    """Danish six-card with "flip after discard": Enter on the discard pile throws the drawn card
    away, and the cursor is back on the grid for the flip that follows, which Enter makes."""
    app = make_app("danish-6", 2, seed=11, handover="never", house=("flip-after-discard",))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await press(pilot, "1", "5", "1", "5")  # both opening flips
        seat = table.ctrl.current
        await press(pilot, "up", "up", "left", "enter")  # the cursor on 2, the discard, the stock
        held = table.ctrl.table_view().held
        assert held is not None and table.cursor == 0
        await press(pilot, "up", "right", "enter")  # thrown away: a flip follows
        v = table.ctrl.table_view()
        assert v.discard_top == held and v.current == seat and table.cursor == 1
        await press(pilot, "enter")
        assert table.ctrl.table_view().grids[seat][1] is not None
        assert table.ctrl.current != seat


async def test_a_player_alone_against_a_computer_finds_the_cursor_anew_each_turn() -> None:
    """Kari alone against a computer never sees a hand-over, so her turns follow each other
    on one screen: the cursor she left on the discard pile (Enter there threw her card away
    and ended the turn) is not waiting there next round, where Enter would take a card."""
    app = make_app("norwegian-4", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        driver, table = await at_the_draw(pilot)
        seat = table.ctrl.current
        turns = table.ctrl.match.hole.turns
        await press(pilot, "enter")  # her opening peek hidden
        await press(pilot, "d", "up", "up", "right")
        assert table.cursor == DISCARD and THROW_AWAY in table.ctrl.table_view().legal
        await press(pilot, "enter")  # thrown away: Kari's turn is over, the computer's next
        await driver.until_legal(DrawStock())
        assert table.ctrl.current == seat and table.ctrl.match.hole.turns == turns + 2
        assert table.cursor is None and selected(table) == (False, False)
