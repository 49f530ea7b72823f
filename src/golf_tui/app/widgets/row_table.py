"""A table read a row at a time (the match history, the player statistics): Home and End go to
the first and the last row, as in any list. Textual's ``DataTable`` gives them to the columns
(scrolling sideways, which a row cursor does not need) and the rows only ctrl+Home and
ctrl+End, so End then Enter opened the newest match where the oldest was meant."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.widgets import DataTable


class RowTable(DataTable[Any]):
    """A ``DataTable`` with a row cursor whose Home and End go to the first and last row."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("home", "scroll_top", show=False),
        Binding("end", "scroll_bottom", show=False),
    ]

    def __init__(self, *, opens_on_click: bool = False, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", **kwargs)
        # a click on a row selects it (``RowSelected``), as Enter on it does; else (Textual's
        # way) a first click only moves the cursor there, and a second selects
        self.opens_on_click = opens_on_click

    async def _on_click(self, event: events.Click) -> None:
        """The match history opens a match with one click on its row, as the setup's list of
        presets takes one with a click: it took a click to move the cursor and a second to
        open it, under a hint of Enter alone."""
        before = self.cursor_coordinate
        await super()._on_click(event)
        event.prevent_default()  # run once: Textual's handler is the one just called
        meta = event.style.meta
        row = meta.get("row", -1) if "row" in meta and "column" in meta else -1
        if (self.opens_on_click and isinstance(row, int) and row >= 0
                and self.cursor_coordinate.row == row and self.cursor_coordinate != before):
            self.action_select_cursor()
