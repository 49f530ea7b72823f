"""The random player: a uniformly random legal action. The baseline every other level must beat."""

from __future__ import annotations

from ..engine import Action, SeatView
from .draws import Draws


class RandomBot:
    kind = "random"

    def __init__(self, seed: int) -> None:
        self._draws = Draws(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("the random player was asked to act with nothing legal to do")
        return legal[int(self._draws.decision(view).random() * len(legal))]

    def observe(self, view: SeatView) -> None:
        """The random player remembers nothing."""

    def new_hole(self) -> None:
        """Nothing to forget."""

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        """The random player does not keep score; it only draws afresh each deal."""
        self._draws.deal = deal
