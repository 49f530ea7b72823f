"""Scoring a finished hole: grids revealed, pairs, bonuses, peeks and the knock (the rules
specification, RULES.md §5)."""

from __future__ import annotations

from .hole import Hole
from .scoring import GridScore, apply_knock, score_grid


def score_hole(h: Hole) -> list[GridScore] | None:
    """Each seat's score for a finished hole, or None for a voided deal (redeal)."""
    if not h.over:
        raise ValueError("the hole is not over")
    if h.ending == "redeal":
        return None
    t = h.table
    scores = [
        score_grid(t.ruleset, [t.pack[c] for c in grid], h.peeks[seat])
        for seat, grid in enumerate(h.grids)
    ]
    if h.knocker >= 0:
        scores = apply_knock(t.ruleset, scores, h.knocker)
    return scores

