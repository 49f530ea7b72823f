"""The focus in text: a cell at the start of a line of a form that shows ``▶`` (``>`` in ASCII)
while something on the line has the focus, and a blank otherwise, so that nothing moves when
the focus does.

Textual marks focus by colour alone (a grey background), which a screen reader, NO_COLOR or a
copy of the screen as text (``tmux capture-pane -p``) does not show: the setup's fields looked
the same focused or not."""

from __future__ import annotations

from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Static

FOCUS_MARK = "▶"  # ``>`` in ASCII (``ascii_signs``)


class FocusMark(Static):
    """The first cell of a line that holds focusable fields (``mark_focus`` lights it)."""

    DEFAULT_CSS = """
    FocusMark { width: 1; min-width: 1; height: 1; color: $accent; text-style: bold; }
    """

    def __init__(self) -> None:
        super().__init__(" ", markup=False)
        self.lit = False

    def light(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update(FOCUS_MARK if lit else " ")


def line_mark(widget: Widget | None) -> FocusMark | None:
    """The mark of the line holding ``widget``: the first of its ancestors (itself included)
    with a ``FocusMark`` among its children. None: a widget on no marked line."""
    node: DOMNode | None = widget
    while isinstance(node, Widget):
        for child in node.children:
            if isinstance(child, FocusMark):
                return child
        node = node.parent
    return None


def mark_focus(root: Widget, focused: Widget | None) -> None:
    """Every ``FocusMark`` under ``root`` blank but the one of the line holding ``focused``."""
    lit = line_mark(focused)
    for mark in root.query(FocusMark).results(FocusMark):
        mark.light(mark is lit)
