"""ASCII mode's scrollbars show the thumb where it is. Textual draws a thumb's ends as blocks of
so many eighths of a cell; ASCII blanked them, so the end that starts the thumb always showed
the trough and the one that finishes it always the thumb: the thumb sat up to a cell below
where it is (the rules at 80×24, scrolled, showed it a cell low). Each cell now shows the thumb
when the thumb covers the cell's middle."""

from __future__ import annotations

from collections import Counter
from math import ceil

import pytest
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.geometry import Region
from textual.scrollbar import ScrollBarRender
from textual.widget import Widget

from golf_tui.app.ascii_filter import ASCII_FILTER
from golf_tui.app.screens.help import RulesScreen

from .conftest import make_app

BAR, BACK = Color.parse("#ff00ff").rich_color, Color.parse("#202020").rich_color


def thumb_cells(segments: list[Segment]) -> list[bool]:
    """Whether each cell of a scrollbar drawn in ASCII shows the thumb's colour."""
    cells = []
    for segment in segments:
        if not segment.text:
            continue
        style = segment.style or Style()
        assert segment.text.isascii() and not segment.text.strip()
        shown = style.color if style.reverse else style.bgcolor
        assert shown in (BAR, BACK)
        cells.append(shown == BAR)
    return cells


def middles_covered(size: int, virtual: int, window: int, position: float) -> list[bool]:
    """Which cells' middles the thumb covers, where Textual puts it (in eighths of a cell)."""
    thumb = max(1, window / (virtual / size))
    top = (size - thumb) * position / (virtual - window)
    start = int(top * 8)
    end = start + ceil(thumb * 8)
    return [start <= 8 * i + 4 < end for i in range(size)]


@pytest.mark.parametrize("vertical", [True, False])
def test_each_cell_shows_the_thumb_when_the_thumb_covers_its_middle(vertical: bool) -> None:
    for size, virtual, window in ((20, 325, 21), (12, 40, 12), (9, 100, 9), (30, 47, 30)):
        for position in range(virtual - window + 1):
            drawn = ScrollBarRender.render_bar(
                size=size, virtual_size=virtual, window_size=window, position=position,
                vertical=vertical, back_color=BACK, bar_color=BAR)  # type: ignore[arg-type]
            line = [s for s in drawn.segments if s.text and s.text != "\n"]
            filtered = ASCII_FILTER.apply(line, Color(0, 0, 0))
            assert thumb_cells(filtered) == middles_covered(size, virtual, window, position), (
                size, virtual, window, position)


async def test_the_rules_scrollbar_in_ascii_shows_the_thumb_where_it_is() -> None:
    """The rules at 80×24 in ASCII, scrolled down step by step: the thumb's rows are the rows
    whose middle the thumb covers (they were one row lower at every other step)."""
    app = make_app("swedish-6", 2, ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        box = next(w for w in app.screen.query(Widget)
                   if w.max_scroll_y > 0 and w.show_vertical_scrollbar)
        bar = box.vertical_scrollbar
        height = bar.size.height
        for y in range(0, box.max_scroll_y + 1, 7):
            box.scroll_to(y=y, animate=False, immediate=True)
            await pilot.pause()
            strip = bar.render_lines(Region(0, 0, 1, height))
            rows = [next(s for s in line if s.text) for line in strip]
            shown = [(s.style.color if s.style.reverse else s.style.bgcolor)  # type: ignore[union-attr]
                     for s in rows]
            assert all(s.text.isascii() for s in rows)
            trough = Counter(shown).most_common(1)[0][0]
            assert [c != trough for c in shown] == middles_covered(
                height, bar.window_virtual_size, bar.window_size, bar.position), y
