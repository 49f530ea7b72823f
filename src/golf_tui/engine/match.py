"""A match: holes dealt in turn, results kept, the end decided by holes played or a target score.

Chance is explicit: every deal draws from ``random.Random`` seeded with the match seed and the deal
number, so (ruleset, players, seed, actions) replays a match exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from .actions import Action
from .cards import Card
from .hole import Hole, IllegalAction, apply, deal
from .results import score_hole
from .ruleset import MAX_HOLES, Ruleset
from .scoring import GridScore
from .seating import FIRST_DEALER, left_of
from .table import FORMAT, Table

# Under ``empty_stock = "redeal"`` a hole is voided at most this many times in a row: if the stock
# runs out in the deal after that too, the deal is scored as it stands (as under "end_hole"), so
# that players who never finish a deal before the stock runs out still get on with the match.
MAX_VOIDS = 3


@dataclass(frozen=True, slots=True)
class HoleResult:
    """What one deal came to. ``scores`` is None for a voided deal (redeal)."""

    hole: int  # 1-based; a voided deal keeps the number of the hole it replaces
    dealer: int
    first: int
    ending: str
    closer: int | None
    turns: int
    grids: tuple[tuple[Card, ...], ...]
    scores: tuple[GridScore, ...] | None
    # the seat that knocked, if one did: the closer of a hole the stock ended in the final lap
    # may have knocked or gone out, and ``ending`` ("empty_stock") no longer says which
    knocker: int | None = None
    # per seat, the bitmask of the positions that lay face up when play stopped (bit p for
    # position p), before every card was turned to score the hole
    face_up: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Match:
    """A whole match. Change it only with ``play`` or ``advance`` (or ``Match.start``)."""

    table: Table
    players: tuple[str, ...]
    seed: int
    hole: Hole  # the hole being played, or the last one when the match is over
    hole_number: int = 1
    deals: int = 1
    results: tuple[HoleResult, ...] = ()
    actions: tuple[Action, ...] = field(default=(), repr=False)
    finished: bool = False

    @property
    def ruleset(self) -> Ruleset:
        return self.table.ruleset

    @classmethod
    def start(cls, ruleset: Ruleset, players: list[str] | tuple[str, ...], seed: int, *,
              record: int = FORMAT) -> Match:
        """Deal the first hole; the first dealer is seat ``FIRST_DEALER`` (0). ``record``:
        replay an old record by the rules it was played by (``Table.record``)."""
        names = tuple(players)
        if len(set(names)) != len(names):
            raise ValueError("player names must be different")
        table = Table(ruleset, len(names), record)
        return cls(table, names, seed, deal(table, FIRST_DEALER, _deal_rng(seed, 0)))

    @property
    def totals(self) -> tuple[int, ...]:
        totals = [0] * len(self.players)
        for r in self.results:
            if r.scores is not None:
                for seat, s in enumerate(r.scores):
                    totals[seat] += s.total
        return tuple(totals)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats with the lowest total (several when tied)."""
        totals = self.totals
        best = min(totals)
        return tuple(i for i, t in enumerate(totals) if t == best)

    @property
    def holes_to_play(self) -> int | None:
        """Holes in the match, or None when it is played to a target score."""
        end = self.ruleset.match
        return end.holes if end.end == "holes" else None

    @property
    def holes_left(self) -> int | None:
        """Holes still to play after the one being played (None: played to a target score)."""
        holes = self.holes_to_play
        return None if holes is None else max(0, holes - self.hole_number)

    @property
    def redeals(self) -> int:
        """How many deals in a row, just before the one being played, were voided (the stock ran
        out under ``empty_stock = "redeal"``): everyone at the table saw them."""
        n = 0
        for r in reversed(self.results):
            if r.scores is not None:
                break
            n += 1
        return n

    @property
    def deal_just_ended(self) -> bool:
        """Whether the last action ended a deal: a result is in and nobody has acted in the
        deal dealt after it. A table going on from here shows that result first (it may not
        have been seen), and the resume offer says so."""
        return bool(self.results) and self.hole.last_seat < 0 and not self.finished

    def scored_holes(self) -> list[HoleResult]:
        return [r for r in self.results if r.scores is not None]


def _deal_rng(seed: int, deal_index: int) -> random.Random:
    return random.Random(f"golf-tui:{seed}:{deal_index}")


def play(m: Match, action: Action) -> Match:
    """The match after ``action`` by the seat to act. A finished hole is scored and the next one
    dealt at once (the last result stays in ``results`` for the table to show)."""
    if m.finished:
        raise IllegalAction("the match is over", "match_over")
    return advance(m, action, apply(m.hole, action))


def advance(m: Match, action: Action, hole: Hole) -> Match:
    """The match after ``action``, given ``hole``, the hole it left: ``apply(m.hole, action)``,
    which the caller has already worked out (to ask whether the action is allowed, or to see
    what it did), so that a move is put to the rules once. ``play(m, a)`` is ``advance(m, a,
    apply(m.hole, a))``; any other ``hole`` makes a match the rules never gave (nothing here
    checks it: that would apply the action again). A hole ``action`` ended is scored and the
    next one dealt, as by ``play``."""
    if m.finished:
        raise IllegalAction("the match is over", "match_over")
    h = hole
    actions = m.actions + (action,)
    if not h.over:
        return replace(m, hole=h, actions=actions)
    scores = score_hole(h)
    t = m.table
    if scores is None and not t.endless_voids and m.redeals >= MAX_VOIDS:
        h = h._replace(ending="empty_stock")
        scores = score_hole(h)
    result = HoleResult(
        m.hole_number, h.dealer, h.first, h.ending, h.closer if h.closer >= 0 else None, h.turns,
        tuple(tuple(t.pack[c] for c in g) for g in h.grids),
        None if scores is None else tuple(scores), h.knocker if h.knocker >= 0 else None,
        h.shown_at_end,
    )  # fmt: skip
    results = m.results + (result,)
    voided = scores is None
    number = m.hole_number if voided else m.hole_number + 1
    done = m.ruleset.match
    ended = replace(m, hole=h, results=results, actions=actions)
    if not voided and (
        (done.end == "holes" and number > done.holes)
        # A target no total reaches (scores that fall hole after hole) must not play for ever.
        or (done.end == "target" and (max(ended.totals) >= done.target or number > MAX_HOLES))
    ):
        return replace(ended, finished=True)
    dealer = h.dealer if voided else left_of(h.dealer, t.players)
    nxt = deal(t, dealer, _deal_rng(m.seed, m.deals))
    return replace(ended, hole=nxt, hole_number=number, deals=m.deals + 1)


def replay(ruleset: Ruleset, players: list[str] | tuple[str, ...], seed: int,
           actions: list[Action] | tuple[Action, ...], *, record: int = FORMAT) -> Match:
    """Rebuild a match from its beginning and the actions taken. An action the rules refuse
    raises its ``IllegalAction``, which names the action by its number in ``actions``
    (``index``, from 1)."""
    m = Match.start(ruleset, players, seed, record=record)
    for index, a in enumerate(actions, 1):
        try:
            m = play(m, a)
        except IllegalAction as e:
            e.index = index
            raise
    return m
