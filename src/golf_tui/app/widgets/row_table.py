"""A table read a row at a time (the match history, the player statistics): Home and End go to
the first and the last row, as in any list. Textual's ``DataTable`` gives them to the columns
(scrolling sideways, which a row cursor does not need) and the rows only ctrl+Home and
ctrl+End, so End then Enter opened the newest match where the oldest was meant."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import DataTable


class RowTable(DataTable[Any]):
    """A ``DataTable`` with a row cursor whose Home and End go to the first and last row."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("home", "scroll_top", show=False),
        Binding("end", "scroll_bottom", show=False),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", **kwargs)
