"""A bot's random numbers, drawn from where the match is rather than from one running stream.

A bot that kept one ``random.Random(seed)`` for the match would draw its n-th number at its n-th
decision of this process. A resumed match builds its bots anew (``app/controller.py``) and shows
them the views of the deal so far, but their streams start again: from then on they would draw
other numbers than in the same match played without a break, and play other moves. So every
decision (and the easy player's forgetting, at each of its turns) gets a fresh stream seeded from
the bot's seed, the deal being played (``Bot.standings``) and where the deal is, read off the
seat's view (``moment``): the same point of the same match draws the same numbers, however it
was reached and whatever was drawn before it in this process.
"""

from __future__ import annotations

import random

from ..engine import SeatView


def moment(view: SeatView) -> tuple[int | str, ...]:
    """Where the deal of ``view`` is, from what every seat sees: different at each decision of
    one seat (the turn, the phase within it, the opening cards still owed, penalty peeks taken,
    the stock and the discard pile, which every draw and throw changes)."""
    return (view.turns, view.phase, view.opening_left, sum(view.peeks), view.stock_count,
            len(view.discard))


class Draws:
    """Random streams for one bot: ``at(...)`` a new ``random.Random`` seeded from the bot's
    ``seed``, the ``deal`` being played (``Match.deals``, set by ``Bot.standings``) and the
    point named. The seeding goes through ``repr`` of a tuple of ints and strings and
    ``random.Random``'s string seeding (SHA-512), so it is the same in every process and Python
    build, unlike ``hash``."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.deal = 0

    def at(self, *where: int | str) -> random.Random:
        return random.Random(repr((self.seed, self.deal, *where)))

    def decision(self, view: SeatView) -> random.Random:
        """The stream of the decision ``view`` asks for."""
        return self.at(*moment(view))
