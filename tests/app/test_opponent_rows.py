"""The opponents' rows of boxes: a last row short of boxes sits in the middle under the full
rows, at every size, and a click on one of its boxes is a click on that box."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.opponents import OpponentGrid

from .conftest import make_app


def rows_of_boxes(table: TableScreen) -> list[list[OpponentGrid]]:
    rows: dict[int, list[OpponentGrid]] = {}
    for box in table.opponents.boxes:
        rows.setdefault(box.region.y, []).append(box)
    return [sorted(row, key=lambda b: b.region.x) for _y, row in sorted(rows.items())]


def middle2(row: list[OpponentGrid]) -> int:
    """Twice the middle column of a row of boxes (whole cells even for a half)."""
    return row[0].region.x + row[-1].region.right


async def check_rows(pilot: Any, size: tuple[int, int], counts: list[int]) -> None:
    app = pilot.app
    await pilot.resize_terminal(*size)
    await pilot.pause()
    table = app.screen
    assert isinstance(table, TableScreen)
    rows = rows_of_boxes(table)
    assert [len(row) for row in rows] == counts, size
    # every row's middle is the full rows' (within half a box's gap: a half cell rounds down)
    assert all(abs(middle2(row) - middle2(rows[0])) <= 1 for row in rows), size
    for row in rows:  # the boxes of a row stay apart and in turn order
        assert all(a.region.right < b.region.x for a, b in pairwise(row))
    assert [b for row in rows for b in row] == table.opponents.boxes
    last = rows[-1][0]
    x, y = last.region.x + 2, last.region.y + 1
    assert app.get_widget_at(x, y)[0] is last, size  # a click there reaches the box moved


async def test_a_short_last_row_sits_in_the_middle() -> None:
    """Eight players: 4 + 3 at 80×24 (the three were at the left under the four), 3 + 3 + 1
    at 100×70 (framed cards), and back."""
    app = make_app("swedish-6", 8, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await check_rows(pilot, (80, 24), [4, 3])
        await check_rows(pilot, (100, 70), [3, 3, 1])
        await check_rows(pilot, (80, 24), [4, 3])


async def test_eight_players_at_60x20() -> None:
    """norwegian-4 and nine-card with eight players at 60×20 (the first asked for 60×21, the
    second for 60×25): the table, its seven opponents four and three to a row in narrow boxes,
    each card row on one line, every name with its total."""
    for preset in ("norwegian-4", "nine-card"):
        app = make_app(preset, 8, handover="never")
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen) and table.fitted is not None
            assert table.fitted.fits and not table.has_class("-too-small"), preset
            await check_rows(pilot, (60, 20), [4, 3])
            for box in table.opponents.boxes:
                assert box.region.right <= 60 and box.region.height == table.rows + 2, preset
                assert str(box.border_title).endswith(" · 0"), box.border_title
            assert table.own.region.bottom <= 20 - 3  # the talk and the footer below it
