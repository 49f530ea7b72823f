"""ASCII mode's last word: every cell the app draws goes through ``glyphs.ascii_cells`` on its
way to the terminal, so that nothing but ASCII (and the letters of a language) reaches it.

``styles/ascii.tcss`` frames our widgets in ASCII and ``glyphs`` writes our cards and marks in
it; this catches the rest, whoever drew it: a sign in a translated text, Textual's scrollbars,
the rules' bullets and tables, the palette's frame and icon, a toast's edge. Each sign keeps its
width, so nothing laid out moves. Textual runs a line filter on every line a widget renders
(as it does its own for NO_COLOR); ``GolfApp.get_line_filters`` adds this one while the app has
the ``-ascii`` class.

Textual's scrollbars could have a renderer of their own (``ScrollBar.renderer``), but that is a
class attribute shared by every app in the process, and their scrollbars are made inside
Textual's widgets. So the filter redraws a thumb's ends: Textual draws each as a block of so
many eighths of its cell, in the thumb's colour on the trough's or the other way round
(reversed), so that the thumb can start and end inside a cell. Blanked, as any other part of
a cell is, the end that begins the thumb always showed the trough and the end that finishes
it always the thumb, whatever part of the cell the thumb covered: the thumb showed up to a
cell below where it is, a cell too long at the top and too short at the bottom. An end is now
drawn whole in the colour at its cell's middle (``thumb_end``): the thumb covers the cells
whose middles it covers, as near to where it is as whole cells can show it.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter
from textual.scrollbar import ScrollBarRender

from .ascii_signs import ascii_cells

# A thumb's end: the part of its cell the block covers (from the bottom up in a vertical
# scrollbar, from the left in a horizontal one), and whether the scrollbar is vertical.
THUMB_ENDS: dict[str, tuple[float, bool]] = {
    **{g: ((i + 1) / 8, True)  # "▁" ... "▇"
       for i, g in enumerate(ScrollBarRender.VERTICAL_BARS) if g != " "},
    **{g: ((7 - i) / 8, False)  # "▉" ... "▏"
       for i, g in enumerate(ScrollBarRender.HORIZONTAL_BARS) if g != " "},
}
GRAB = "grab"  # what a press on a thumb does (its cells' ``@mouse.down``), a trough's is a scroll


def thumb_end(segment: Segment) -> Segment | None:
    """``segment`` as blanks in the colour at its cells' middle, if it is the end of a
    scrollbar's thumb (else None). The block's colour is the foreground, or the background
    when reversed; the rest of the cell is in the other. A block covers the middle of a cell
    when it covers more than half of it, or, from the bottom, half (a row's middle belongs to
    its lower half, as a column's does to its right half: a thumb starting or ending halfway
    down a cell is shown from the cell below or ending with the cell above, never both)."""
    text, style = segment.text, segment.style
    part = THUMB_ENDS.get(text[:1])
    if (part is None or style is None or text != text[0] * len(text)
            or style.meta.get("@mouse.down") != GRAB):
        return None
    covered, vertical = part
    block, rest = ((style.bgcolor, style.color) if style.reverse
                   else (style.color, style.bgcolor))
    middle = block if (covered >= 0.5 if vertical else covered > 0.5) else rest
    if middle is None:
        return None
    return Segment(" " * len(text), style + Style(bgcolor=middle, reverse=False))


class AsciiFilter(LineFilter):
    """Each segment's text as ``ascii_cells`` draws it, cell for cell (a scrollbar's thumb's
    ends as ``thumb_end`` does)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [segment if segment.control or segment.text.isascii()
                else thumb_end(segment)
                or Segment(ascii_cells(segment.text), segment.style, segment.control)
                for segment in segments]


ASCII_FILTER = AsciiFilter()
