"""The normal player: the shared heuristics played carefully, from the seat's view and notes.

It remembers its own face-down cards (the view's ``memory``) and the cards others took from the
discard pile, keeps low cards, makes the pairs and bonuses the ruleset counts, takes the discard
when it saves at least two points, and knocks or goes out only when it is ahead.
"""

from __future__ import annotations

from ..engine import Action, SeatView
from .draws import Draws
from .heuristics import NORMAL, Style, decide
from .notes import Notes, situation


class NormalBot:
    """Sound heuristics, no search. Deterministic: its own style draws nothing (a style with
    ``noise`` draws from ``Draws``, as the easy player does)."""

    kind = "normal"

    def __init__(self, seed: int, style: Style = NORMAL) -> None:
        self._draws = Draws(seed)
        self._style = style
        self._notes = Notes()
        self._redeals = 0

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError("the normal player was asked to act with nothing legal to do")
        self._notes.observe(view)
        s = situation(view, self._notes, count_kept=self._style.count_kept,
                      redeals=self._redeals)
        return decide(s, self._style, self._draws.decision(view))

    def observe(self, view: SeatView) -> None:
        self._notes.observe(view)

    def new_hole(self) -> None:
        self._notes.forget()

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        """The normal player plays every hole for its own score; after a voided deal it makes
        sure the next one ends (``heuristics.hurry``)."""
        self._redeals = redeals
        self._draws.deal = deal
