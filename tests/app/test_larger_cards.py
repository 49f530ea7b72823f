"""The cards beyond ``big`` (``layout.LARGER``) on a large terminal: drawn at the size the
layout counts on, the table on the screen whole, and back to ``big`` when the terminal shrinks."""

from __future__ import annotations

from itertools import pairwise

from golf_tui.app.layout import CARD_HEIGHT, CARD_WIDTH, box_height
from golf_tui.app.screens.table import TableScreen

from .conftest import make_app


def check_table(table: TableScreen, size: tuple[int, int], card: str) -> None:
    """The own grid's and the piles' cards ``card`` sized, the opponents' boxes as high as the
    layout counts, and the table's parts one under another inside the screen."""
    f = table.fitted
    assert f is not None and f.fits and f.size == card, (size, f)
    for box in (*table.own.boxes, table.piles.stock, table.piles.discard, table.piles.held):
        assert (box.region.width, box.region.height) == (CARD_WIDTH[card], CARD_HEIGHT[card])
    for grid in table.opponents.boxes:
        assert grid.region.height == box_height(table.rows, f.opponents), (size, f)
        assert grid.region.right <= size[0]
    parts = [table.query_one(f"#{name}").region
             for name in ("opponents-row", "banner-row", "main", "talk")]
    for above, below in pairwise(parts):
        assert above.bottom <= below.y, (size, above, below)
    assert table.own.region.bottom <= parts[-1].y
    assert parts[-1].bottom <= size[1] - 1  # the footer's line below the talk


async def test_huge_cards_where_there_is_room() -> None:
    """Nine-card, two players at 200×55: the own grid and the piles ``huge``, the opponent's
    cards framed; at 120×40 ``big`` again, and ``huge`` back at 200×55."""
    app = make_app("nine-card", 2, handover="never")
    async with app.run_test(size=(200, 55)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        check_table(table, (200, 55), "huge")
        assert table.fitted is not None and table.fitted.opponents == "large"
        await pilot.press("1", "5", "9", "d")  # the opening flips, a card drawn
        await pilot.pause()
        check_table(table, (200, 55), "huge")
        for size, card in (((120, 40), "big"), ((200, 55), "huge")):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            check_table(table, size, card)


async def test_big_opponents_beside_a_huge_grid() -> None:
    """Swedish six-card, four players at 200×55: the opponents' cards ``big`` in their frames,
    three boxes in a row, their cards drawn five lines high."""
    app = make_app("swedish-6", 4, handover="never")
    async with app.run_test(size=(200, 55)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        check_table(table, (200, 55), "huge")
        assert table.fitted is not None and table.fitted.opponents == "big"
        ys = {grid.region.y for grid in table.opponents.boxes}
        assert len(ys) == 1  # one row
