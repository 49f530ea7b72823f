"""Screens that follow a language switch at once.

A screen built on ``Relabelled`` composes its words from the current language and its own
attributes, never from what its widgets hold. So after ``set_language`` it is shown in the new
language by composing it anew: ``refresh_language`` (the app calls it on every open screen)
translates the footer keys again and recomposes the screen. Nothing the screen holds changes (a
held hand-over stays held, a result screen keeps its hole); the focus goes back to the widget
with the same id, a list's cursor to the same row, and a scrolled box to where it was scrolled.
A screen with more state in its widgets puts it back by extending ``relabel``; the setup form
and the table have their own ``refresh_language``.

A modal names ``ModalScreen`` first, ``class X(ModalScreen[T], Relabelled[T])``: Textual takes a
screen's default CSS (the dimmed backdrop) along its first base only.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any
from weakref import WeakSet

from textual.css.query import NoMatches
from textual.geometry import Offset
from textual.screen import Screen, ScreenResultType

from .bindings import translate_bindings
from .once import DismissedOnce

_rebuilding: WeakSet[Screen[Any]] = WeakSet()


@contextmanager
def rebuilding(screen: Screen[Any]) -> Iterator[None]:
    """While ``screen`` builds its widgets anew, the actions of keys pressed meanwhile wait in
    its queue until it is done (``ready_for_actions``, ``GolfApp.run_action``)."""
    _rebuilding.add(screen)
    try:
        yield
    finally:
        _rebuilding.discard(screen)


def ready_for_actions(screen: Screen[Any]) -> bool:
    """Composed and mounted, and not in the middle of composing again: an action can read the
    screen's widgets."""
    return screen.is_mounted and screen not in _rebuilding


class Relabelled(DismissedOnce[ScreenResultType]):
    """A screen whose footer keys are in the current language, and follow it when it changes."""

    def __init__(self, name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        translate_bindings(self)

    def refresh_language(self) -> None:
        """Show the screen in the language just set with ``i18n.set_language``."""
        translate_bindings(self)
        self.call_later(self.relabel)

    async def relabel(self) -> None:
        """Compose the screen again in the current language, keeping the focus, the cursor of
        any list (a ``DataTable``) and the scroll position of any box with an id where they
        were."""
        from textual.widgets import DataTable  # not on the first frame: the hand-over is here

        focused = self.focused.id if self.focused is not None else None
        cursors = {t.id: t.cursor_coordinate for t in self.query(DataTable) if t.id}
        scrolled = {w.id: w.scroll_offset for w in self.query("*") if w.id and any(w.scroll_offset)}
        with rebuilding(self):
            await self.recompose()
            for table in self.query(DataTable):
                if table.id in cursors:
                    table.cursor_coordinate = cursors[table.id]
            if focused is not None:
                with suppress(NoMatches):  # the widget is no longer composed
                    self.get_widget_by_id(focused).focus()
        self.refresh_bindings()
        if scrolled:  # once the new text is laid out: a box cannot scroll past what it holds
            self.call_after_refresh(self._scroll_back, scrolled)

    def _scroll_back(self, scrolled: dict[str, Offset]) -> None:
        for id, (x, y) in scrolled.items():
            with suppress(NoMatches):
                self.get_widget_by_id(id).scroll_to(x, y, animate=False, immediate=True)
