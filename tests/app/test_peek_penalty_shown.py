"""The peek penalty a player has taken this hole is public, as the running totals are (RULES.md
section 9): it shows beside their total, on their own grid's title and on their box at the
other players' tables, from the look on, not only in the log and at the hole's end."""

from __future__ import annotations

import asyncio

from rich.cells import cell_len

from golf_tui.app.layout import box_width
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.opponents import TITLE_FRAME, OpponentGrid, frame_title, roomy_width
from golf_tui.app.widgets.opponents import Seat as Shown

from .conftest import make_app


def test_peeks_taken_show_beside_the_total_for_everyone() -> None:
    async def run() -> tuple[str, str, str, str]:
        app = make_app("norwegian-4", 2, seed=2, handover="never", house=("peek-penalty",))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            while table.ctrl.table_view().phase == "opening":  # both players' opening peeks
                await pilot.press("3", "4", "enter")
                await pilot.pause()
            peeker = table.ctrl.current
            name = table.ctrl.names[peeker]
            await pilot.press("p", "1", "p", "2", "p", "3")  # three looks, +1 each
            await pilot.pause()
            own = str(table.own.title.render())
            await pilot.press("d", "x")  # throw the drawn card away: the other player's turn
            await pilot.pause()
            assert table.ctrl.current != peeker
            box = next(b for b in table.query(OpponentGrid))
            return name, own, str(box.border_title), str(table.own.title.render())

    name, own, box, other_own = asyncio.run(run())
    assert own == f"▶ {name} · total 0 · +3 for peeking"
    assert box == f"{name} · 0 +3"  # the narrowest box: no room for "peeks"
    assert "peeking" not in other_own  # the next player has not peeked


def test_the_peeks_points_are_said_as_theirs_where_the_frame_has_room() -> None:
    """golf-tui --players "Anna,bot,bot:hard" --house peek-penalty at 80 columns: "Anna · 89
    +1" in her frame at a computer's table read as nothing in particular. Where the whole name
    has room, the points say they are the peeks'."""
    for to_act in (False, True):
        seat = Shown(0, "Anna", 89, (None,) * 4, False, to_act, bot="normal", peeked=1,
                     peeks=True)
        mark = "▶ " if to_act else ""
        title, _below = frame_title(mark, seat, roomy_width(seat, 2))
        assert title == f"{mark}Anna · 89 +1 peek", title
    seat = Shown(0, "Anna", 89, (None,) * 4, False, False, bot="normal", peeked=3, peeks=True)
    assert frame_title("", seat, roomy_width(seat, 2))[0] == "Anna · 89 +3 peeks"
    # a house rule of two points a peek: one peek is "+2", not "+2 peeks"
    seat = Shown(0, "Anna", 89, (None,) * 4, False, False, bot="normal", peeked=2, peeks=True,
                 point_a_peek=False)
    assert frame_title("", seat, roomy_width(seat, 2))[0] == "Anna · 89 +2"


def test_a_peek_penalty_fits_the_narrowest_box() -> None:
    width = box_width(2)
    title, below = frame_title("▶ ", Shown(0, "Kristoffer", -12, (), True, True, peeked=9),
                               width)
    assert cell_len(title) <= width - TITLE_FRAME and title.endswith(" · \u221212 +9") and below
