"""One layout, not two, when a widget with nothing inside it changes size.

After every layout Textual hands each widget the size it was given, and a widget whose size
changed sets its ``virtual_size``, a reactive that asks for a layout of the screen again (in
case the widget scrolls what it holds). A widget with no children and no layout of its own
scrolls nothing: the second layout gives every widget the size the first gave it, and on the
table, where a move changes the size of a dozen widgets (the footer's keys, the piles' labels,
the narration, a card's frame), it cost about a tenth of the time a key took (measured
2026-12-07: tests/app/test_knock_asked.py and test_pair_marks.py, one process, 72 s user time
against 61–66 s with one layout). Such a widget now takes its new size without asking for the
second layout; a widget that holds others or scrolls asks as before.
"""

from __future__ import annotations

import inspect

from textual.geometry import Size
from textual.widget import Widget


def lay_out_leaves_once() -> None:
    """Patch ``Widget._size_updated`` (once) so that a leaf's new size asks for no layout. A
    Textual whose ``_size_updated`` takes other arguments is left as it is."""
    size_updated = Widget._size_updated
    if getattr(size_updated, "_golf_leaves_once", False):
        return
    if list(inspect.signature(size_updated).parameters) != [
            "self", "size", "virtual_size", "container_size", "layout"]:
        return

    def _size_updated(self: Widget, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        if layout and not self._nodes and not self.is_scrollable:
            layout = False  # nothing inside it moves: the layout that sized it stands
        return size_updated(self, size, virtual_size, container_size, layout)

    _size_updated._golf_leaves_once = True  # type: ignore[attr-defined]
    Widget._size_updated = _size_updated  # type: ignore[method-assign]
