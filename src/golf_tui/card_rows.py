"""How a scorecard lays out its holes, as on paper: nine to a row, "Out" after the front nine
and "In" after the back nine when a match runs two rows; fewer to a row where the room is
narrow, and then no labels. Shared by the app's card (``app/widgets/scorecard_table.py``) and
``golf-tui history --show`` (``cli/history_list.py``), which must not import Textual.

Pure standard library plus the catalog."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .i18n import N_, _, and_list, ngettext

# After a total: a computer played some holes for that person (``HistoryEntry.stood_in``), in
# ``golf-tui history``'s list and the app's Match history alike, said under the list in words.
STOOD_IN = "*"
STOOD_IN_LEGEND = N_("A computer played some holes for this player.")


def stood_in_words(name: str, holes: Sequence[int]) -> str:
    """Under a scorecard of the history (``golf-tui history --show``, the app's Match history):
    "A computer played for Ola in holes 2, 3 and 4" (a sentence of its own, its full stop
    too)."""
    return ngettext("A computer played for %(name)s in hole %(holes)s.",
                    "A computer played for %(name)s in holes %(holes)s.",
                    len(holes)) % {"name": name, "holes": and_list([str(h) for h in holes])}


def stood_in_sentences(names: Sequence[str],
                       holes_for: Callable[[int], Sequence[int]]) -> list[str]:
    """``stood_in_words`` for each seat a computer played for (``holes_for(seat)``, as
    ``HistoryEntry.stood_in_for``), in seat order, each seat called by its ``names`` entry."""
    return [stood_in_words(name, holes) for seat, name in enumerate(names)
            if (holes := holes_for(seat))]


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


def target_end_words(reached: list[str], target: int, holes: int) -> str:
    """How a match to a target ended: "Kari reached 100 points after 12 holes; lowest total
    wins", or, where the most holes a match may have were played first (``engine.match.play``),
    "nobody reached 1000 points in 99 holes; lowest total wins"."""
    args = {"names": and_list(reached), "target": target, "n": holes}
    if not reached:
        return ngettext("nobody reached %(target)d points in %(n)d hole; lowest total wins",
                        "nobody reached %(target)d points in %(n)d holes; lowest total wins",
                        holes) % args
    return ngettext("%(names)s reached %(target)d points after %(n)d hole; lowest total wins",
                    "%(names)s reached %(target)d points after %(n)d holes; lowest total wins",
                    holes) % args
