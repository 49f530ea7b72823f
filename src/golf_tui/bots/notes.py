"""What a seat remembers from earlier views of the hole, and the Situation built from a view.

A view shows the card another player takes from the discard pile while they hold it; with face-down
placement it then vanishes into their grid, and only a player who watched knows it is there.
``Notes`` keeps those cards per seat until they turn up again (face up or on the discard pile).
It learns only from views of its own seat, so it knows nothing that seat did not see.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, DrawStock, Match, Peek, SeatView, Swap, ThrowAway
from .heuristics import PHASES, Situation, hurry
from .knowledge import PAIRS_NONE, Rules, compile_rules, estimate, hidden_value, mean_value


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
              forgotten: frozenset[int] = frozenset(), see_pairs: bool = True,
              count_kept: bool = False, fresh: frozenset[int] = frozenset(),
              redeals: int = 0) -> Situation:
    """The decision ``view`` asks of its seat, with ``forgotten`` own positions treated as
    unknown (a beginner's memory). ``count_kept`` (``Style.count_kept``): the seat's own unknown
    cards are worth the unseen cards' points less those the others are estimated to keep face
    down, shared among the cards left (the stock and its own face-down cards). ``fresh``
    (``Tracker.fresh``): the unseen cards a reshuffle put in the stock; a draw is one of them,
    and every face-down card is one of the others, except where a player put a stock card
    since the reshuffle. ``redeals``: the deals of this hole voided just before this one
    (``Bot.standings``), which may ask for ``Situation.short``."""
    assert view.seat is not None
    r = compile_rules(view.ruleset, view.pack)
    seat = view.seat
    unseen = view.unseen_cards()
    rank_of = r.rank_of
    pool = [0] * len(r.values)
    for c in unseen:
        if not fresh or c.uid in fresh:
            pool[rank_of[c.uid]] += 1
    refilled = 0  # the others' face-down cards that came from the reshuffled stock
    if fresh:
        never = [c for c in unseen if c.uid not in fresh]
        drawing = view.held_from == "stock" and view.held is None  # another seat holds one
        refilled = max(0, sum(pool) - view.stock_count - drawing)
        unseen = never or unseen
    unknown = mean_value(r, unseen)
    mine = []
    for p, card in enumerate(view.grids[seat]):
        if card is None:
            card = view.memory.get(p) if p not in forgotten else None
        mine.append(rank_of[card.uid] if card is not None else -1)
    down = [p for p, c in enumerate(view.grids[seat]) if c is None]
    rounds = view.turns / view.players
    low = r.pack_low
    # Face-up placement: nobody chose what lies face down. Face down: players keep low cards.
    hidden = unknown if r.face_up_placement else hidden_value(unknown, low + 1.0, rounds)
    others = [
        _other_estimate(r, view, s, notes, hidden, see_pairs)
        for s in range(view.players) if s != seat
    ]
    if count_kept and not r.face_up_placement and unseen:
        unknown = _left_for_me(r, view, notes, unseen, hidden, refilled)
    held = rank_of[view.held.uid] if view.held is not None else -1
    top = view.discard_top
    return Situation(
        rules=r, phase=PHASES.get(view.phase, -1), mine=mine, down=down, others=others,
        unknown=unknown, top=rank_of[top.uid] if top is not None else -1, held=held,
        from_stock=view.held_from == "stock", final_lap=view.lap_left is not None,
        legal=view.legal, rounds=rounds, pool=tuple(pool),
        short=hurry(redeals if view.ruleset.empty_stock == "redeal" else 0, view.stock_count,
                    view.players, len(down),
                    view.ruleset.stock_after_deal(view.players),
                    view.ruleset.face_down_after_opening),
    )  # fmt: skip


def will_hurry(m: Match) -> bool:
    """Whether computer players hurry the deal being played in ``m`` once its stock runs short:
    it replaces voided deals, as many and as short of stock as ``heuristics.hurry`` asks."""
    r, players = m.ruleset, len(m.players)
    down = r.face_down_after_opening
    return hurry(m.redeals, 0, players, down, r.stock_after_deal(players), down)


def _left_for_me(r: Rules, view: SeatView, notes: Notes | None, unseen: Sequence[Card],
                 hidden: float, refilled: int = 0) -> float:
    """The mean points of the unseen cards that are not in the others' grids: all unseen
    points, less the cards the seat knows lie face down with the others and ``hidden`` points
    for each other face-down card of theirs, except ``refilled`` of them (not among
    ``unseen``: they came from a reshuffled stock)."""
    values, rank_of = r.values, r.rank_of
    total = float(sum(values[rank_of[c.uid]] for c in unseen))
    count = len(unseen)
    for s in range(view.players):
        if s == view.seat:
            continue
        slots = sum(1 for c in view.grids[s] if c is None)
        known = notes.known(s)[:slots] if notes is not None else []
        total -= sum(values[rank_of[uid]] for uid in known) + (slots - len(known)) * hidden
        count -= slots
    total += refilled * hidden
    count += refilled
    return total / count if count > 0 else mean_value(r, unseen)


def _other_estimate(r: Rules, view: SeatView, seat: int, notes: Notes | None, hidden: float,
                    see_pairs: bool) -> float:
    ranks = [r.rank_of[c.uid] if c is not None else -1 for c in view.grids[seat]]
    if notes is not None:
        slots = [p for p, k in enumerate(ranks) if k < 0]
        for p, uid in zip(slots, notes.known(seat), strict=False):
            ranks[p] = r.rank_of[uid]
    points = estimate(r, ranks, hidden, see_pairs)
    return points + view.peeks[seat] * r.peek_penalty


DEALT = -1  # a tracked position still holds the card dealt there (nobody has seen it but maybe
# its owner); STOCK = -2: its owner put a stock card there (seen by its owner only)
STOCK = -2
INF = float("inf")


class Tracker:
    """Where every face-down card came from, position by position, from the public last action
    of each view (everyone sees where a card goes, even face down).

    Per seat and position: the card uid when it is known (taken from the discard pile and put
    there), ``STOCK`` with an upper bound on its value when its owner put a stock card there (the
    card it replaced went face up to the discard pile, and nobody keeps a card worse than the one
    it throws out), or ``DEALT``. ``knows`` is, per seat, the positions whose card its owner has
    looked at (the opening peek, a card put face down). It learns only from views of its own
    seat; a view it missed makes it assume less, never more.

    It also remembers what an empty stock was refilled with: the discard pile, every card of which
    was seen face up (``stock``). A view shows only the pile as it is, so without this a seat would
    take the reshuffled cards, mostly high ones the players threw away, for cards it has never seen,
    and deal them into the face-down positions of its sampled worlds. ``epoch`` counts the
    reshuffles; ``drawn`` is, per position, the reshuffle after which its owner put a stock card
    there (0: before any, or not a stock card)."""

    def __init__(self) -> None:
        self.forget()

    def forget(self) -> None:
        self.cards: dict[int, list[int]] = {}
        self.bounds: dict[int, list[float]] = {}
        self.knows: dict[int, int] = {}
        self._key: tuple[object, ...] | None = None
        self._turns = -1
        self._holding: tuple[int, int] | None = None  # (seat, uid taken from the discard or -1)
        self._top = -1  # the top discard in the last view
        self.stock: frozenset[int] = frozenset()  # the cards the last reshuffle put in the stock
        self.epoch = 0  # reshuffles this hole
        self.drawn: dict[int, list[int]] = {}
        self._unseen: frozenset[int] | None = None  # unseen card uids in the last view
        self._stock_count = -1

    def observe(self, view: SeatView) -> None:
        key = (view.turns, view.phase, view.current, len(view.discard), view.stock_count,
               view.last_seat, view.last_action)
        if key == self._key:
            return
        if view.turns < self._turns or not self.cards:
            self._reset(view)
        self._key = key
        self._turns = view.turns
        seat, action = view.last_seat, view.last_action
        if seat is not None and action is not None:
            self._apply(view, seat, action)
        unseen = frozenset(c.uid for c in view.unseen_cards())
        if self._unseen is not None and view.stock_count > self._stock_count >= 0:
            # Only a reshuffle fills the stock: the cards that have just gone out of sight,
            # except those known to have gone into a grid, are the old discard pile.
            self.stock = unseen - self._unseen - self.known_uids()
            self.epoch += 1
        self._unseen, self._stock_count = unseen, view.stock_count
        for s, grid in enumerate(view.grids):  # face-up cards need no tracking
            for p, card in enumerate(grid):
                if card is not None:
                    self.cards[s][p] = DEALT
                    self.bounds[s][p] = INF
                    self.drawn[s][p] = 0
        top = view.discard_top
        self._top = top.uid if top is not None else -1
        if view.phase == "holding":
            held = view.held.uid if view.held_from == "discard" and view.held is not None else -1
            self._holding = (view.current, held)
        else:
            self._holding = None

    def _reset(self, view: SeatView) -> None:
        size = len(view.grids[0])
        self.cards = {s: [DEALT] * size for s in range(view.players)}
        self.bounds = {s: [INF] * size for s in range(view.players)}
        self.knows = {s: 0 for s in range(view.players)}
        self._holding = None
        self.stock, self.epoch = frozenset(), 0
        self.drawn = {s: [0] * size for s in range(view.players)}
        self._unseen, self._stock_count = None, -1

    def _apply(self, view: SeatView, seat: int, action: object) -> None:
        if isinstance(action, Peek):
            self.knows[seat] |= 1 << action.pos
        elif isinstance(action, (ThrowAway, DrawStock)):
            # A player who throws a stock card away keeps no card it knows above it; one who
            # draws instead of taking the discard keeps none 2 or more above the discard (the
            # normal player's rules). Not with pairs: a card may be kept for a pair.
            r = compile_rules(view.ruleset, view.pack)
            if isinstance(action, ThrowAway):
                top = view.discard_top
                bound = r.value_of(top) + 1.0 if top is not None else INF
            else:
                bound = r.values[r.rank_of[self._top]] + 2.0 if self._top >= 0 else INF
            if r.pairs != PAIRS_NONE:
                return
            bounds, knows = self.bounds[seat], self.knows[seat]
            for p, card in enumerate(view.grids[seat]):
                if card is None and knows >> p & 1:
                    bounds[p] = min(bounds[p], bound)
        elif isinstance(action, Swap):
            p = action.pos
            if view.grids[seat][p] is not None:
                return
            r = compile_rules(view.ruleset, view.pack)
            top = view.discard_top  # the card the swap replaced
            knew = self.knows[seat] >> p & 1 and top is not None

            def below_unseen() -> float:  # a card kept in place of one its owner had not seen
                # Below the mean of the unseen cards as its owner sees them, which differ from
                # ours a little: half a point of slack (docs/bots.md). Only when it is needed.
                return mean_value(r, view.unseen_cards()) + 0.5

            holding = self._holding
            if holding is not None and holding[0] == seat and holding[1] >= 0:
                self.cards[seat][p] = holding[1]
                self.drawn[seat][p] = 0
            else:
                if r.pairs != PAIRS_NONE:  # a card kept for a pair may be worth anything
                    bound = INF
                elif knew and top is not None and holding is not None:
                    bound = float(r.value_of(top))
                else:  # it replaced a card it did not know: it kept one below its mean
                    bound = below_unseen()
                self.cards[seat][p] = STOCK
                self.bounds[seat][p] = bound
                self.drawn[seat][p] = self.epoch
            if r.pairs == PAIRS_NONE and top is not None:
                # It put the card where it saved most: every other card it knows is worth no
                # more than the one it threw out, or than an unknown card if it threw out one.
                cap = r.value_of(top) + 1.0 if knew else below_unseen()
                bounds, knows = self.bounds[seat], self.knows[seat]
                for q, card in enumerate(view.grids[seat]):
                    if q != p and card is None and knows >> q & 1:
                        bounds[q] = min(bounds[q], cap)
            self.knows[seat] |= 1 << p

    def fresh(self) -> frozenset[int]:
        """The cards, unseen in the last view it observed, that came out of the last reshuffle:
        they are in the stock, in the hand of a player who drew, or face down where a player
        put a stock card since (the other unseen cards were never seen by anyone but their
        owner)."""
        if not self.stock or self._unseen is None:
            return frozenset()
        return self.stock & self._unseen

    def known_uids(self) -> set[int]:
        return {uid for cards in self.cards.values() for uid in cards if uid >= 0}

    def public(self, players: int) -> list[int]:
        """By seat, the face-down positions whose card everybody saw go in (taken from the
        discard pile), as bit masks."""
        return [sum(1 << p for p, uid in enumerate(self.cards.get(seat, ())) if uid >= 0)
                for seat in range(players)]
