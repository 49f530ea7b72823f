"""Screens that follow a language switch at once.

A screen built on ``Relabelled`` composes its words from the current language and its own
attributes, never from what its widgets hold. So after ``set_language`` it is shown in the new
language by composing it anew: ``refresh_language`` (the app calls it on every open screen)
translates the footer keys again and recomposes the screen. Nothing the screen holds changes (a
held hand-over stays held, a result screen keeps its hole); the focus goes back to the widget
with the same id, and a list's cursor to the same row. A screen with more state in its widgets
puts it back by extending ``relabel``; the setup form and the table have their own
``refresh_language``.

A modal names ``ModalScreen`` first, ``class X(ModalScreen[T], Relabelled[T])``: Textual takes a
screen's default CSS (the dimmed backdrop) along its first base only.
"""

from __future__ import annotations

from contextlib import suppress

from textual.css.query import NoMatches
from textual.screen import Screen, ScreenResultType

from .bindings import translate_bindings


class Relabelled(Screen[ScreenResultType]):
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
        """Compose the screen again in the current language, keeping the focus and the cursor
        of any list (a ``DataTable``) where they were."""
        from textual.widgets import DataTable  # not on the first frame: the hand-over is here

        focused = self.focused.id if self.focused is not None else None
        cursors = {t.id: t.cursor_coordinate for t in self.query(DataTable) if t.id}
        await self.recompose()
        for table in self.query(DataTable):
            if table.id in cursors:
                table.cursor_coordinate = cursors[table.id]
        if focused is not None:
            with suppress(NoMatches):  # the widget is no longer composed
                self.get_widget_by_id(focused).focus()
        self.refresh_bindings()
