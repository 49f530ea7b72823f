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
Textual's widgets: here the eighth-of-a-cell ends of a thumb are drawn as whole cells instead.
"""

from __future__ import annotations

from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

from .ascii_signs import ascii_cells


class AsciiFilter(LineFilter):
    """Each segment's text as ``ascii_cells`` draws it, cell for cell."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [segment if segment.control or segment.text.isascii()
                else Segment(ascii_cells(segment.text), segment.style, segment.control)
                for segment in segments]


ASCII_FILTER = AsciiFilter()
