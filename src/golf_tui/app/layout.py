"""Which form of the table fits a terminal size: large cards, a compact grid for the player at the
keys, compact piles, or a "make the terminal larger" message."""

from __future__ import annotations

from dataclasses import dataclass

from .widgets.opponents import box_width

CHROME = 4  # status line, narration, prompt, footer
BANNER = 1
PILES_WIDTH = 3 * 11
MIN_WIDTH = 60


@dataclass(frozen=True)
class Fit:
    """The chosen form. ``fits`` False: show the message instead of the table."""

    fits: bool
    own_compact: bool
    piles_compact: bool
    need_width: int
    need_height: int


def opponent_rows(others: int, cols: int, width: int) -> int:
    per_row = max(1, min(others, (width + 1) // (box_width(cols) + 1)))
    return -(-others // per_row) if others else 0


def fit(width: int, height: int, *, players: int, rows: int, cols: int, extra: int = 0) -> Fit:
    """The largest form of the table that fits ``width`` × ``height``; ``extra`` lines are
    taken by optional lines (the discard history)."""
    opp = opponent_rows(players - 1, cols, max(width, MIN_WIDTH)) * (rows + 2)
    fixed = CHROME + BANNER + opp + extra
    grid_width = cols * 8 + 2
    need_width = max(MIN_WIDTH, PILES_WIDTH + grid_width + 2, box_width(cols))
    forms = (
        (False, False, max(1 + rows * 4, 5)),
        (True, False, max(1 + rows, 5)),
        (True, True, max(1 + rows, 2)),
    )
    for own_compact, piles_compact, main in forms:
        if fixed + main <= height and width >= need_width:
            return Fit(True, own_compact, piles_compact, need_width, fixed + main)
    return Fit(False, True, True, need_width, fixed + forms[-1][2])
