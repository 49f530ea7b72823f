"""Text that changes without laying the whole screen out again when its size cannot change.

Textual's ``Static.update`` asks for a layout of the screen by default, in case the widget's
size follows its text; a layout of the full table takes about as long as drawing it. A move
changes a dozen lines of text (the status line, the piles' labels, the grid's title, the
opponents' boxes, the narration and the prompt), mostly for others of the same size: each would
ask for a layout, and the footer's change of keys another, in two or three refreshes a move.

``SteadyText.set_text`` lays the screen out only when the text's shape (its lines and the widest
line's cells, which decide the size of a widget as wide and as high as its text) changes, and
never when the widget's size is set whatever its text (``fixed``: a width and a height of their
own in its styles, which the table sets and changes itself). A text wider than the widget was
laid out (a width of its own, or the room its container had) may wrap into other lines at the
same shape: it is laid out every time.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

Shape = tuple[int, int] | None


def shape(text: str | Text) -> tuple[int, int]:
    """The lines of ``text`` and the cells of its widest line."""
    lines = (text.plain if isinstance(text, Text) else text).split("\n")
    return len(lines), max(cell_len(line) for line in lines)


class SteadyText(Static):
    """Plain text (never markup). ``fixed``: its size does not depend on its text."""

    def __init__(self, text: str = "", *, fixed: bool = False, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(text, id=id, classes=classes, markup=False)
        self.fixed = fixed
        self._shape: Shape = None if fixed else shape(text)

    def set_text(self, text: str | Text) -> None:
        """Show ``text``, laying the screen out only if that can change the widget's size."""
        new = None if self.fixed else shape(text)
        layout = new != self._shape or (new is not None and new[1] > self.content_size.width)
        self._shape = new
        self.update(text, layout=layout)
