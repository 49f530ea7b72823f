"""How a scorecard lays out its holes, as on paper: nine to a row, "Out" after the front nine
and "In" after the back nine when a match runs two rows; fewer to a row where the room is
narrow, and then no labels. Shared by the app's card (``app/widgets/scorecard_table.py``) and
``golf-tui history --show`` (``cli_history.py``), which must not import Textual.

Pure standard library plus the catalog."""

from __future__ import annotations

from .i18n import _

BLOCK = 9  # holes to a row


def hole_rows(count: int, block: int = BLOCK) -> list[range]:
    """Holes 1 to ``count`` in rows of ``block``."""
    return [range(start, min(start + block, count + 1)) for start in range(1, count + 1, block)]


def row_label(index: int, rows: int, block: int) -> str | None:
    """The sum's heading at the end of row ``index`` of ``rows``: "Out" or "In" for a card of
    two rows of nine, else none (the last row has the total)."""
    if rows != 2 or block != BLOCK:
        return None
    return _("Out") if index == 0 else _("In")
