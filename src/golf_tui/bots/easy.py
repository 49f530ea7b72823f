"""The easy player: a beginner. It plays the shared heuristics, but

- forgets: each turn, every face-down card it remembers may slip its mind (``FORGET``);
- misjudges: every judgement gets an error of a couple of points, and now and then it overlooks
  the pairs and bonuses altogether (a pair it might make), though never so far as to break a
  pair it can see in its grid;
- does not keep track of what the others took from the discard pile;
- knocks and goes out on a rough feeling, and sometimes peeks (paying the penalty) out of
  curiosity.
"""

from __future__ import annotations

import random

from ..engine import Action, Peek, SeatView, Swap, ThrowAway
from .heuristics import Situation, Style, decide
from .knowledge import placement_deltas
from .notes import situation

FORGET = 0.2  # chance per turn of forgetting each remembered face-down card
OVERLOOK_PAIRS = 0.3  # chance per decision of not seeing pairs and bonuses
PEEK = 0.1  # chance of peeking at an own card when the ruleset allows it
BEGINNER = Style(noise=1.8, take_gain=1.0, swap_gain=0.5, knock_margin=0.0, knock_limit=3.0,
                 out_margin=0.0)


class EasyBot:
    """Sensible but forgetful and a little careless. Deterministic given its seed."""

    kind = "easy"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self._forgotten: set[int] = set()
        self._placed: dict[int, int] = {}  # position -> uid of the card it last knew there
        self._turns_seen = -1
        self._redeals = 0

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0) -> None:
        """A beginner plays every hole alike, whatever the score, but after a voided deal it too
        makes sure the next one ends (``heuristics.hurry``)."""
        self._redeals = redeals

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("the easy player was asked to act with nothing legal to do")
        rng = self._rng
        # A card it has just placed (or looked at) is fresh in mind.
        placed = {p: c.uid for p, c in view.memory.items()}
        self._forgotten = {p for p in self._forgotten if self._placed.get(p) == placed.get(p)}
        self._placed = placed
        if view.turns != self._turns_seen:  # a new turn of its own: memory fades
            self._turns_seen = view.turns
            for p in sorted(view.memory):
                if p not in self._forgotten and rng.random() < FORGET:
                    self._forgotten.add(p)
        peeks = [a for a in legal if isinstance(a, Peek)]
        if peeks and view.phase == "start" and rng.random() < PEEK:
            choice = peeks[int(rng.random() * len(peeks))]
            self._forgotten.discard(choice.pos)
            return choice
        see_pairs = rng.random() >= OVERLOOK_PAIRS
        s = situation(view, None, frozenset(self._forgotten), see_pairs, redeals=self._redeals)
        action = decide(s, BEGINNER if see_pairs else _blind(), rng)
        if isinstance(action, Swap):
            seen = s if see_pairs else situation(view, None, frozenset(self._forgotten), True,
                                                 redeals=self._redeals)
            if breaks_pair(seen, action.pos):
                # A beginner overlooks a pair it could make, and misjudges a card by a point or
                # two, but never breaks a pair lying in front of it (a noisy judgement put a 7
                # on a face-up pair of 2s): the card goes where it spoils no pair, else away.
                action = keep_pairs(seen, legal) or action
        return action

    def observe(self, view: SeatView) -> None:
        """A beginner does not watch the others closely."""

    def new_hole(self) -> None:
        self._forgotten = set()
        self._placed = {}
        self._turns_seen = -1


def breaks_pair(s: Situation, pos: int) -> bool:
    """Whether putting the held card at ``pos`` breaks a pair (or spoils a bonus) among the
    cards the seat knows: the change in the estimate is larger with pairs seen than without."""
    if s.held < 0:
        return False
    seen = placement_deltas(s.rules, s.mine, s.held, s.unknown, True)[pos]
    blind = placement_deltas(s.rules, s.mine, s.held, s.unknown, False)[pos]
    return seen > blind + 1e-9


def keep_pairs(s: Situation, legal: tuple[Action, ...]) -> Action | None:
    """The held card's best place among those that break no pair the seat can see (pairs
    counted), or thrown away where that is allowed and no such place lowers the estimate;
    None when every place breaks one and it cannot be thrown away."""
    deltas = placement_deltas(s.rules, s.mine, s.held, s.unknown, True)
    safe = [a for a in legal if isinstance(a, Swap) and not breaks_pair(s, a.pos)]
    best = min(safe, key=lambda a: deltas[a.pos], default=None)
    if ThrowAway() in legal and (best is None or deltas[best.pos] >= 0):
        return ThrowAway()
    return best


def _blind() -> Style:
    return Style(noise=BEGINNER.noise, see_pairs=False, take_gain=BEGINNER.take_gain,
                 swap_gain=BEGINNER.swap_gain, knock_margin=BEGINNER.knock_margin,
                 knock_limit=BEGINNER.knock_limit, out_margin=BEGINNER.out_margin)
