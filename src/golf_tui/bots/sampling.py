"""Determinisation: a whole hole consistent with one seat's view, for search.

Everything the view shows stays where it is (face-up cards, the discard pile, the card in hand,
the seat's remembered face-down cards); the cards the seat cannot place (``view.unseen_cards()``)
are shuffled into the face-down positions and the stock. Cards the seat saw another player take
from the discard pile go back into that player's face-down positions. Where players place cards
face down they keep the low ones, so another player's hidden card is dealt as the best of a few
unseen cards, more the longer they have played (``KEEP``); uniform sampling would make every
opponent look worse than they are and the search would knock far too early. The result depends
only on the view, those notes and ``rng``, so search built on it cannot use hidden information.
"""

from __future__ import annotations

import random

from ..engine import Hole, SeatView, Table
from ..engine.hole import FROM_DISCARD, FROM_NONE, FROM_STOCK, Pile
from .heuristics import PHASES
from .knowledge import compile_rules
from .notes import INF, Tracker

_TABLES: dict[tuple[int, int], Table] = {}
KEEP = 1.0  # with face-down placement: an opponent's hidden card is the best of 1 + KEEP*turns
MAX_CHOICE = 4


def table_for(view: SeatView) -> Table:
    """The table of ``view``'s hole (cached per ruleset and seat count)."""
    key = (id(view.ruleset), view.players)
    t = _TABLES.get(key)
    if t is None or t.ruleset is not view.ruleset:
        if len(_TABLES) > 64:
            _TABLES.clear()
        t = _TABLES[key] = Table(view.ruleset, view.players)
    return t


def determinise(view: SeatView, in_grid: dict[int, list[int]], rng: random.Random,
                track: Tracker | None = None) -> Hole:
    """A hole that gives exactly ``view`` to its seat, the unseen cards dealt at random.
    ``in_grid``: card uids the seat knows lie face down in another seat's grid. ``track``: what
    the seat saw happen position by position (then ``in_grid`` is not used): known cards go where
    they were put, a stock card another player kept is dealt below the card it replaced, a card
    still lying where it was dealt is dealt uniformly, and each player knows exactly the face-down
    cards it has looked at."""
    seat = view.seat
    if seat is None:
        raise ValueError("a determinisation needs a seat's view")
    table = table_for(view)
    r = compile_rules(view.ruleset, view.pack)
    values = [r.values[k] for k in r.rank_of]
    n = view.players
    pool = [c.uid for c in view.unseen_cards()]
    if track is not None:
        in_pool = set(pool)
        placed = {uid for uid in track.known_uids() if uid in in_pool}
    else:
        placed = {uid for uids in in_grid.values() for uid in uids}
    pool = [uid for uid in pool if uid not in placed]
    rng.shuffle(pool)
    # After a reshuffle the stock holds cards everybody saw on the discard pile (``Tracker.stock``):
    # they are dealt only to the stock and to where a player has put a stock card since; the
    # other face-down cards were never seen, so they come from the rest (``pool``).
    fresh = track.fresh() if track is not None else frozenset()
    new = [uid for uid in pool if uid in fresh]
    if new:
        pool = [uid for uid in pool if uid not in fresh]
    from_new: set[tuple[int, int]] = set()  # (seat, position) to deal from ``new``
    grids: list[list[int]] = []
    face_up: list[int] = []
    seen: list[int] = []
    for s, shown in enumerate(view.grids):
        cells = [-1 if c is None else c.uid for c in shown]
        up = sum(1 << p for p, c in enumerate(shown) if c is not None)
        if s == seat:
            for p, card in view.memory.items():
                cells[p] = card.uid
            known = sum(1 << p for p in view.memory)
        elif track is not None:
            known = track.knows.get(s, 0) & ~up
            tcards, bounds = track.cards.get(s), track.bounds.get(s)
            drawn = track.drawn.get(s)
            if tcards is not None and bounds is not None:
                for p, c in enumerate(cells):
                    if c >= 0:
                        continue
                    if tcards[p] in placed:
                        cells[p] = tcards[p]
                        placed.discard(tcards[p])
                        continue
                    if new and drawn is not None and drawn[p] == track.epoch:
                        from_new.add((s, p))
                    if bounds[p] < INF:
                        cells[p] = _below(_source(pool, new, (s, p) in from_new), bounds[p],
                                          values, rng)
        else:
            known = 0
            slots = [p for p, c in enumerate(cells) if c < 0]
            rng.shuffle(slots)
            for p, uid in zip(slots, in_grid.get(s, ()), strict=False):
                cells[p] = uid
        grids.append(cells)
        face_up.append(up)
        seen.append(known)
    if track is not None and placed:  # known cards whose position was lost: anywhere hidden
        pool += sorted(placed)
        rng.shuffle(pool)
    for s, cells in enumerate(grids):
        choice = 1
        if track is None and s != seat and not table.face_up_placement:
            played = view.turns // n + ((s - view.first) % n < view.turns % n)
            choice = min(MAX_CHOICE, 1 + int(KEEP * played))
        for p, c in enumerate(cells):
            if c < 0:
                if choice > 1:
                    cells[p] = _pick(pool, choice, values, rng)
                else:
                    cells[p] = _source(pool, new, (s, p) in from_new).pop()
    held, held_from = -1, FROM_NONE
    if view.held_from is not None:
        held_from = FROM_STOCK if view.held_from == "stock" else FROM_DISCARD
        held = view.held.uid if view.held is not None else _source(pool, new, True).pop()
    if new:  # the stock: what is left of the reshuffled cards (and of the rest, if the notes
        if pool:  # missed something)
            pool += new
            rng.shuffle(pool)
        else:
            pool = new
    if len(pool) != view.stock_count:
        raise ValueError(f"the view does not add up: {len(pool)} unseen cards for a stock of "
                         f"{view.stock_count}")
    pile: Pile = None
    for card in view.discard:
        pile = (card.uid, pile)
    turns = view.turns
    opened = (1 << n) - 1 if table.opening_count == 0 else 0
    for s in range(n):
        if (s - view.first) % n < turns or (s == view.current and view.phase != "opening"):
            opened |= 1 << s
            if s != seat and track is None:  # without tracking: they know all their cards
                seen[s] = table.full & ~face_up[s]
    return Hole(
        table, rng.getrandbits(63), view.dealer, view.first, PHASES[view.phase], view.current,
        tuple(tuple(g) for g in grids), tuple(face_up), tuple(seen), opened, view.opening_left,
        tuple(pool), pile, len(view.discard), held, held_from,
        -1 if view.knocker is None else view.knocker, -1 if view.closer is None else view.closer,
        -1 if view.lap_left is None else view.lap_left, "", view.peeks, turns, 0,
        -1 if view.last_seat is None else view.last_seat, view.last_action,
    )  # fmt: skip


def _source(pool: list[int], new: list[int], fresh: bool) -> list[int]:
    """The list a face-down card is dealt from: the reshuffled cards (``new``) for a position
    filled from the stock since the reshuffle, otherwise the cards never seen (``pool``); the
    other when that one has run out (the notes missed something)."""
    first, other = (new, pool) if fresh else (pool, new)
    return first if first or not other else other


def _pick(pool: list[int], choice: int, values: list[int], rng: random.Random) -> int:
    """The lowest-valued of ``choice`` cards drawn at random from the (shuffled) pool, taken out
    of it. The cards are chosen by ``rng``, not by where they lie: the cards left behind must
    stay in random order, for the plain draws that follow take them from the end."""
    picks = rng.sample(range(len(pool)), min(choice, len(pool)))
    return pool.pop(min(picks, key=lambda i: values[pool[i]]))


def _below(pool: list[int], bound: float, values: list[int], rng: random.Random) -> int:
    """A card worth less than ``bound`` chosen at random (the lowest-valued if none is), taken
    out of the pool. Not the last such card of the pool: that would leave the high cards skipped
    over at its end, and the plain draws that follow take the end (they gave the searching
    seat's own hidden cards about two points too much each on norwegian-4)."""
    below = [i for i, uid in enumerate(pool) if values[uid] < bound]
    if not below:
        low = min(values[uid] for uid in pool)
        below = [i for i, uid in enumerate(pool) if values[uid] == low]
    return pool.pop(rng.choice(below))
