"""The opponents' rows of boxes: a last row short of boxes sits in the middle under the full
rows, at every size, and a click on one of its boxes is a click on that box; the cards sit in
the middle of their box."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.opponents import OpponentGrid

from .conftest import Driver, make_app, screen_text


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


def blank_sides(rows: list[str], box: OpponentGrid) -> tuple[int, int]:
    """The blank columns inside ``box``'s frame left and right of its cards, read from the
    screen's text (``rows``)."""
    r = box.region
    inside = [row[r.x + 1:r.right - 1] for row in rows[r.y + 1:r.bottom - 1]]
    cards = [line for line in inside if line.strip()]
    assert cards, box.id
    return (min(len(line) - len(line.lstrip()) for line in cards),
            min(len(line) - len(line.rstrip()) for line in cards))


# the widths asked about, and heights for each of the opponents' card sizes (``layout.fit``):
# text at 24 lines (the narrowest boxes at 60×20, with eight players), framed from 35 up
SIZES = [(60, 20), *((width, 24) for width in (80, 100, 120, 140, 160, 200)),
         *((width, height) for width in (100, 140, 200) for height in (35, 50))]


@pytest.mark.parametrize(("preset", "players"), [
    ("norwegian-4", 2), ("norwegian-4", 4), ("norwegian-4", 8), ("swedish-6", 3),
    ("nine-card", 6)])
async def test_the_cards_sit_in_the_middle_of_their_box(preset: str, players: int) -> None:
    """Each opponent's cards have as many blank columns left of them inside the frame as right,
    give or take the odd one, whatever the box's width, the cards' size and the grid (2×2,
    2×3, 3×3): the cards as text stood at the left of a box widened for its name (one blank
    column before a four-card grid, nine after, at 140×24), the framed cards were centred."""
    app = make_app(preset, players, handover="never")
    sizes_seen: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        for width, height in SIZES:
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            if table.fitted is None or not table.fitted.fits:
                continue
            rows = screen_text(app).splitlines()
            for box in table.opponents.boxes:
                left, right = blank_sides(rows, box)
                assert abs(left - right) <= 1, (width, height, box.size_, left, right)
                sizes_seen.add(box.size_)
    assert "compact" in sizes_seen and len(sizes_seen) > 1, sizes_seen  # text and framed
    if players == 8:
        assert "narrow" in sizes_seen, sizes_seen  # at 60×20


@pytest.mark.parametrize("preset", ["swedish-6", "nine-card"])
async def test_cards_turned_up_sit_in_the_middle_too(preset: str) -> None:
    """With faces shown (the openings' flips), a ten's three cells and all."""
    app = make_app(preset, 4, handover="never", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = await driver.until_turn_again()  # the others' openings and moves made
        for width, height in ((80, 24), (140, 24), (140, 45), (200, 30)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            rows = screen_text(app).splitlines()
            faces = "".join(row[b.region.x:b.region.right] for b in table.opponents.boxes
                            for row in rows[b.region.y + 1:b.region.bottom - 1])
            assert set(faces) & set("♠♥♦♣"), (width, height)  # cards turned up are measured
            for box in table.opponents.boxes:
                left, right = blank_sides(rows, box)
                assert abs(left - right) <= 1, (width, height, box.size_, left, right)
