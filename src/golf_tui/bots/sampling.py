"""Determinisation: a whole hole consistent with one seat's view, for search.

Everything the view shows stays where it is (face-up cards, the discard pile, the card in hand,
the seat's remembered face-down cards); the cards the seat cannot place (``view.unseen_cards()``)
are shuffled into the face-down positions and the stock. Cards the seat saw another player take
from the discard pile go back into that player's face-down positions. The result depends only on
the view, those notes and ``rng``, so search built on it cannot use hidden information.
"""

from __future__ import annotations

import random

from ..engine import Hole, SeatView, Table
from ..engine.hole import FROM_DISCARD, FROM_NONE, FROM_STOCK, Pile
from .heuristics import PHASES

_TABLES: dict[tuple[int, int], Table] = {}


def table_for(view: SeatView) -> Table:
    """The table of ``view``'s hole (cached per ruleset and seat count)."""
    key = (id(view.ruleset), view.players)
    t = _TABLES.get(key)
    if t is None or t.ruleset is not view.ruleset:
        if len(_TABLES) > 64:
            _TABLES.clear()
        t = _TABLES[key] = Table(view.ruleset, view.players)
    return t


def determinise(view: SeatView, in_grid: dict[int, list[int]], rng: random.Random) -> Hole:
    """A hole that gives exactly ``view`` to its seat, the unseen cards dealt at random.
    ``in_grid``: card uids the seat knows lie face down in another seat's grid."""
    seat = view.seat
    if seat is None:
        raise ValueError("a determinisation needs a seat's view")
    table = table_for(view)
    n = view.players
    pool = [c.uid for c in view.unseen_cards()]
    placed = {uid for uids in in_grid.values() for uid in uids}
    pool = [uid for uid in pool if uid not in placed]
    rng.shuffle(pool)
    grids: list[tuple[int, ...]] = []
    face_up: list[int] = []
    seen: list[int] = []
    for s, shown in enumerate(view.grids):
        cells = [-1 if c is None else c.uid for c in shown]
        up = sum(1 << p for p, c in enumerate(shown) if c is not None)
        if s == seat:
            for p, card in view.memory.items():
                cells[p] = card.uid
            known = sum(1 << p for p in view.memory)
        else:
            known = 0
            slots = [p for p, c in enumerate(cells) if c < 0]
            rng.shuffle(slots)
            for p, uid in zip(slots, in_grid.get(s, ()), strict=False):
                cells[p] = uid
        for p, c in enumerate(cells):
            if c < 0:
                cells[p] = pool.pop()
        grids.append(tuple(cells))
        face_up.append(up)
        seen.append(known)
    held, held_from = -1, FROM_NONE
    if view.held_from is not None:
        held_from = FROM_STOCK if view.held_from == "stock" else FROM_DISCARD
        held = view.held.uid if view.held is not None else pool.pop()
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
            if s != seat:  # the others are assumed to know their own face-down cards
                seen[s] = table.full & ~face_up[s]
    return Hole(
        table, rng.getrandbits(63), view.dealer, view.first, PHASES[view.phase], view.current,
        tuple(grids), tuple(face_up), tuple(seen), opened, view.opening_left, tuple(pool), pile,
        len(view.discard), held, held_from,
        -1 if view.knocker is None else view.knocker, -1 if view.closer is None else view.closer,
        -1 if view.lap_left is None else view.lap_left, "", view.peeks, turns, 0,
    )  # fmt: skip
