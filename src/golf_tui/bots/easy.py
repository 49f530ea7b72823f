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

from ..engine import Action, Peek, SeatView, Swap, ThrowAway
from .draws import Draws
from .heuristics import Situation, Style, decide
from .knowledge import placement_deltas
from .notes import situation

FORGET = 0.2  # chance per turn of forgetting each remembered face-down card
OVERLOOK_PAIRS = 0.3  # chance per decision of not seeing pairs and bonuses
PEEK = 0.1  # chance of peeking at an own card when the ruleset allows it
BEGINNER = Style(noise=1.8, take_gain=1.0, swap_gain=0.5, knock_margin=0.0, knock_limit=3.0,
                 out_margin=0.0)


class EasyBot:
    """Sensible but forgetful and a little careless. Deterministic given its seed: what it
    forgets and how it misjudges depend only on the seed and where the match is (``Draws``),
    and what it has forgotten is worked out again from the views of the deal (``observe``), so
    that a resumed match plays on as it would have."""

    kind = "easy"

    def __init__(self, seed: int) -> None:
        self._draws = Draws(seed)
        self._forgotten: set[int] = set()
        self._placed: dict[int, int] = {}  # position -> uid of the card it last knew there
        self._turns_seen = -1
        self._redeals = 0

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        """A beginner plays every hole alike, whatever the score, but after a voided deal it too
        makes sure the next one ends (``heuristics.hurry``)."""
        self._redeals = redeals
        self._draws.deal = deal

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("the easy player was asked to act with nothing legal to do")
        self._recall(view)
        rng = self._draws.decision(view)
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
        """A beginner does not watch the others closely; but what it forgets is noted on every
        view of its own turns, so that a bot built anew and shown the deal so far (a resumed
        match) has forgotten the same cards as the one that played it."""
        self._recall(view)

    def _recall(self, view: SeatView) -> None:
        """Bring its memory up to ``view``: a card it has just placed or peeked at is fresh in
        mind; at the first view of each turn of its own, every other card it remembers may slip
        its mind. Idempotent for a view, so seeing a view both in ``observe`` and in ``choose``
        (the table) or only in ``choose`` (``simulate``) forgets the same."""
        placed = {p: c.uid for p, c in view.memory.items()}
        self._forgotten = {p for p in self._forgotten if self._placed.get(p) == placed.get(p)}
        self._placed = placed
        if view.last_seat == view.seat and isinstance(view.last_action, Peek):
            self._forgotten.discard(view.last_action.pos)  # it has just looked again
        if view.current == view.seat and view.legal and view.turns != self._turns_seen:
            self._turns_seen = view.turns  # a new turn of its own: memory fades
            rng = self._draws.at("forget", view.turns)
            for p in range(len(view.grids[view.current])):  # a draw for every position
                slips = rng.random() < FORGET
                if slips and p in view.memory:
                    self._forgotten.add(p)

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
