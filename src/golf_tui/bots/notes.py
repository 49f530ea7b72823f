"""What a seat remembers from earlier views of the hole, and the Situation built from a view.

A view shows the card another player takes from the discard pile while they hold it; with face-down
placement it then vanishes into their grid, and only a player who watched knows it is there.
``Notes`` keeps those cards per seat until they turn up again (face up or on the discard pile).
It learns only from views of its own seat, so it knows nothing that seat did not see.
"""

from __future__ import annotations

from ..engine import SeatView
from .heuristics import PHASES, Situation
from .knowledge import Rules, compile_rules, estimate, hidden_value, mean_value


class Notes:
    """Cards known to lie face down in other seats' grids, by seat (card uids)."""

    def __init__(self) -> None:
        self.in_grid: dict[int, set[int]] = {}

    def forget(self) -> None:
        self.in_grid = {}

    def observe(self, view: SeatView) -> None:
        if not self.in_grid and view.held_from != "discard":
            return
        public = {c.uid for grid in view.grids for c in grid if c is not None}
        public.update(c.uid for c in view.discard)
        for cards in self.in_grid.values():
            cards -= public
        if view.held_from == "discard" and view.held is not None and view.current != view.seat:
            self.in_grid.setdefault(view.current, set()).add(view.held.uid)

    def known(self, seat: int) -> list[int]:
        return sorted(self.in_grid.get(seat, ()))


def situation(view: SeatView, notes: Notes | None = None,
              forgotten: frozenset[int] = frozenset(), see_pairs: bool = True) -> Situation:
    """The decision ``view`` asks of its seat, with ``forgotten`` own positions treated as
    unknown (a beginner's memory)."""
    assert view.seat is not None
    r = compile_rules(view.ruleset, view.pack)
    seat = view.seat
    unseen = view.unseen_cards()
    unknown = mean_value(r, unseen)
    rank_of = r.rank_of
    mine = []
    for p, card in enumerate(view.grids[seat]):
        if card is None:
            card = view.memory.get(p) if p not in forgotten else None
        mine.append(rank_of[card.uid] if card is not None else -1)
    down = [p for p, c in enumerate(view.grids[seat]) if c is None]
    rounds = view.turns / view.players
    low = min(r.values)
    # Face-up placement: nobody chose what lies face down. Face down: players keep low cards.
    hidden = unknown if r.face_up_placement else hidden_value(unknown, low + 1.0, rounds)
    others = [
        _other_estimate(r, view, s, notes, hidden, see_pairs)
        for s in range(view.players) if s != seat
    ]
    held = rank_of[view.held.uid] if view.held is not None else -1
    top = view.discard_top
    return Situation(
        rules=r, phase=PHASES.get(view.phase, -1), mine=mine, down=down, others=others,
        unknown=unknown, top=rank_of[top.uid] if top is not None else -1, held=held,
        from_stock=view.held_from == "stock", final_lap=view.lap_left is not None,
        legal=view.legal, rounds=rounds,
    )  # fmt: skip


def _other_estimate(r: Rules, view: SeatView, seat: int, notes: Notes | None, hidden: float,
                    see_pairs: bool) -> float:
    ranks = [r.rank_of[c.uid] if c is not None else -1 for c in view.grids[seat]]
    if notes is not None:
        slots = [p for p, k in enumerate(ranks) if k < 0]
        for p, uid in zip(slots, notes.known(seat), strict=False):
            ranks[p] = r.rank_of[uid]
    points = estimate(r, ranks, hidden, see_pairs)
    return points + view.peeks[seat] * r.peek_penalty
