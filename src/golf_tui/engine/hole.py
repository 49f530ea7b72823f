"""One hole (one deal) as an immutable state, and the turn state machine of the rules
specification (RULES.md §4).

``apply(hole, action)`` is the only way a hole changes; it returns a new state and leaves the old
one untouched. ``legal_actions`` lists what the seat to act may do, ``check`` says why an action
is not allowed. Cards are ints (indexes into ``table.pack``) so the hot path stays cheap; the
discard pile is a linked list of ``(top, rest)`` pairs, so pushing and popping share structure.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple, NoReturn, TypeAlias, TypeVar

from .actions import (
    FLIPS,
    PEEKS,
    Action,
    DrawStock,
    Flip,
    Knock,
    Peek,
    Swap,
    TakeDiscard,
    ThrowAway,
)  # fmt: skip
from .seating import left_of
from .table import OPENING_FLIP, Table

Pile: TypeAlias = "tuple[int, Pile] | None"
_T = TypeVar("_T")

OPENING, START, HOLDING, MUST_FLIP, OVER = range(5)
PHASE_NAMES = ("opening", "start", "holding", "must_flip", "over")
FROM_NONE, FROM_STOCK, FROM_DISCARD = 0, 1, 2
ENDINGS = ("knock", "all_face_up", "empty_stock", "redeal")


_new = tuple.__new__

class IllegalAction(ValueError):
    """An action the rules do not allow now. The state it was applied to is unchanged.

    ``str(e)`` is the English reason. ``code`` names the kind of refusal, stable for programs
    and for the app's translated messages (``REFUSAL_CODES``); ``action`` names the refused
    action's kind for a ``wrong_phase``-style refusal (``"draw"``, ``"take"``, ``"swap"``,
    ``"throw"``, ``"knock"``, ``"flip"``, ``"peek"``), else it is empty. ``opening`` and
    ``left``: refused because the opening comes first (``opening_first``), its kind
    (``"flip"`` or ``"peek"``) and the cards it still owes, so that the refusal can say what
    to do in words a child knows ("flip 2 cards face up first"), else "" and 0. ``index``:
    refused in a ``replay``, the action's number in the list replayed (from 1), else None."""

    def __init__(self, message: str, code: str = "", action: str = "", *, opening: str = "",
                 left: int = 0) -> None:
        super().__init__(message)
        self.code = code
        self.action = action
        self.opening = opening
        self.left = left
        self.index: int | None = None


REFUSAL_CODES = (
    "not_an_action", "hole_over", "match_over",
    # the turn is in another phase (the code says which; ``action`` what was refused)
    "opening_first", "holding", "holding_taken", "must_flip", "draw_first",
    "off_grid", "already_face_up", "discard_empty", "must_swap_taken", "no_knocking",
    "final_lap_no_knock", "opening_is_peek", "no_flip_turn", "opening_is_flip",
    "opening_bottom_row", "already_seen", "no_peeking", "on_show",
)  # fmt: skip
"""Every ``IllegalAction.code`` the engine raises."""


class Hole(NamedTuple):
    """Everything about one deal. Seats are indexes; positions count top row first."""

    table: Table
    seed: int  # drives reshuffles of the discard pile
    dealer: int
    first: int  # the seat left of the dealer, who plays first
    phase: int
    current: int  # the seat to act
    grids: tuple[tuple[int, ...], ...]
    face_up: tuple[int, ...]  # per seat, bitmask of face-up positions
    seen: tuple[int, ...]  # per seat, bitmask of own face-down positions the seat has looked at
    opened: int  # bitmask of seats that have done their opening peek or flips
    opening_left: int  # opening peeks or flips the current seat still owes
    stock: tuple[int, ...]  # top card last
    discard: Pile
    discard_count: int
    held: int  # the card in hand, -1 for none
    held_from: int
    knocker: int  # -1 for none
    closer: int  # the seat that knocked or went out, -1 for none
    lap_left: int  # turns left in the final lap, -1 when none is running
    ending: str  # "" while the hole is being played
    peeks: tuple[int, ...]  # per seat, looks taken under the peek penalty
    turns: int  # player turns completed (openings not counted)
    reshuffles: int
    # The last action and who took it: public at a real table (everyone sees where a card goes,
    # even when it goes face down), so views carry it.
    last_seat: int = -1
    last_action: Action | None = None
    # positions the seat to act has looked at this turn under the peek penalty: on show to it
    # until its next move, so not to be paid for again (``Table.look_again``)
    looked: int = 0
    # per seat, the face-up bitmask when play stopped, before every card was turned face up to
    # score the hole (``face_up`` then is all face up); empty until the hole is over
    shown_at_end: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def players(self) -> int:
        return self.table.players

    def discard_pile(self) -> tuple[int, ...]:
        """The discard pile, bottom card first and top card last."""
        return tuple(_bottom_first(self.discard))

    @property
    def discard_top(self) -> int:
        return -1 if self.discard is None else self.discard[0]

    def face_down(self, seat: int) -> list[int]:
        """Positions of ``seat``'s face-down cards."""
        mask = self.face_up[seat]
        return [p for p in range(self.table.size) if not mask >> p & 1]


(TABLE, SEED, DEALER, FIRST, PHASE, CURRENT, GRIDS, FACE_UP, SEEN, OPENED, OPENING_LEFT, STOCK,
 DISCARD, DISCARD_COUNT, HELD, HELD_FROM, KNOCKER, CLOSER, LAP_LEFT, ENDING, PEEKS_, TURNS,
 RESHUFFLES, LAST_SEAT, LAST_ACTION, LOOKED, SHOWN_AT_END) = range(len(Hole._fields))


def _bottom_first(pile: Pile) -> list[int]:
    """The cards of ``pile`` (a discard pile or what lies under its top), bottom card first."""
    out = []
    while pile is not None:
        out.append(pile[0])
        pile = pile[1]
    out.reverse()
    return out


def deal(table: Table, dealer: int, rng: random.Random) -> Hole:
    """Shuffle the pack, deal one card at a time from the dealer's left, turn up the discard."""
    n = table.players
    deck = list(range(len(table.pack)))
    rng.shuffle(deck)  # the top of the deck is its last card
    grids = [[0] * table.size for _ in range(n)]
    for pos in range(table.size):
        for i in range(n):
            grids[(dealer + 1 + i) % n][pos] = deck.pop()
    top = deck.pop()
    return _dealt(table, rng.getrandbits(63), dealer, grids, deck, [top])


def stack(table: Table, grids: list[list[int]], stock: list[int], discard: list[int],
          dealer: int = 0) -> Hole:
    """A hole dealt exactly as given (tests stack the deck this way).

    Stock and discard list their top card last."""
    return _dealt(table, 0, dealer, grids, stock, discard)


def _dealt(table: Table, seed: int, dealer: int, grids: list[list[int]], stock: list[int],
           discard: list[int]) -> Hole:
    """A hole before anyone has acted: the seat left of the dealer to act, with the opening
    if the ruleset has one. Stock and discard list their top card last."""
    n = table.players
    first = left_of(dealer, n)
    opening = table.opening_count > 0
    pile: Pile = None
    for card in discard:
        pile = (card, pile)
    return Hole(
        table, seed, dealer, first, OPENING if opening else START, first,
        tuple(tuple(g) for g in grids), (0,) * n, (0,) * n, 0 if opening else (1 << n) - 1,
        table.opening_count, tuple(stock), pile, len(discard), -1, FROM_NONE, -1, -1, -1, "",
        (0,) * n, 0, 0,
    )  # fmt: skip


# --- what may be done ---------------------------------------------------------------------------


def legal_actions(h: Hole) -> tuple[Action, ...]:
    """Every action the seat to act may take now, in a fixed order."""
    t = h.table
    phase = h.phase
    if phase == START:
        out = t.start_actions if h.lap_left < 0 else t.final_lap_start_actions
        if t.flip_as_turn or t.peek_penalty:
            down = h.face_down(h.current)
            if t.flip_as_turn:
                out += tuple(FLIPS[p] for p in down)
            if t.peek_penalty:
                looked = 0 if t.look_again else h.looked
                out += tuple(PEEKS[p] for p in down if not looked >> p & 1)
        return out
    if phase == HOLDING:
        return t.holding_stock_actions if h.held_from == FROM_STOCK else t.holding_discard_actions
    if phase == MUST_FLIP:
        return tuple(FLIPS[p] for p in h.face_down(h.current))
    if phase == OPENING:
        if t.opening_kind == OPENING_FLIP:
            return tuple(FLIPS[p] for p in h.face_down(h.current))
        seen = h.seen[h.current]
        return tuple(PEEKS[p] for p in t.bottom_row if not seen >> p & 1)
    return ()


def check(h: Hole, action: Action) -> str | None:
    """Why ``action`` is not allowed now, or None when it is."""
    try:
        apply(h, action)
    except IllegalAction as e:
        return str(e)
    return None


# --- applying an action -------------------------------------------------------------------------


def apply(h: Hole, action: Action) -> Hole:
    """The state after ``action``. Raises IllegalAction (saying why) and changes nothing if the
    rules do not allow it."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction(f"{action!r} is not an action", "not_an_action")
    if h.phase == OVER:
        raise IllegalAction("the hole is over", "hole_over")
    return handler(h, action)


def _need(h: Hole, phase: int, what: str, action: str) -> None:
    if h.phase != phase:
        _wrong_phase(h, what, action)


def _wrong_phase(h: Hole, what: str, action: str) -> NoReturn:
    code, hint = _phase_hint(h)
    if code == "opening_first":
        kind = "flip" if h.table.opening_kind == OPENING_FLIP else "peek"
        raise IllegalAction(f"cannot {what} now: {hint}", code, action, opening=kind,
                            left=h.opening_left)
    raise IllegalAction(f"cannot {what} now: {hint}", code, action)


def _phase_hint(h: Hole) -> tuple[str, str]:
    if h.phase == OPENING:
        verb = "flip" if h.table.opening_kind == OPENING_FLIP else "look at"
        return "opening_first", f"the opening comes first ({verb} {h.opening_left} more card(s))"
    if h.phase == HOLDING:
        if h.held_from == FROM_STOCK:
            return "holding", "you hold a card: swap it into your grid or throw it away"
        return "holding_taken", "you hold a card: swap it into your grid"
    if h.phase == MUST_FLIP:
        return "must_flip", "you must flip one of your face-down cards"
    if h.phase == OVER:
        return "hole_over", "the hole is over"
    return "draw_first", "the turn has not started with a draw"


def _position(h: Hole, pos: int) -> None:
    if not 0 <= pos < h.table.size:
        raise IllegalAction(f"position {pos} is not in a {h.table.ruleset.grid} grid", "off_grid")


def _face_down(h: Hole, pos: int) -> None:
    _position(h, pos)
    if h.face_up[h.current] >> pos & 1:
        raise IllegalAction(f"position {pos} is already face up", "already_face_up")


def _scratch(h: Hole, a: Action) -> list[Any]:
    """The fields of ``h`` as a list to change, with ``a`` recorded as the last action."""
    s = list(h)
    s[LAST_SEAT], s[LAST_ACTION], s[LOOKED] = h.current, a, 0
    return s


def _draw(h: Hole, a: Action) -> Hole:
    _need(h, START, "draw from the stock", "draw")
    s = _scratch(h, a)
    stock = h.stock
    s[PHASE], s[HELD], s[HELD_FROM], s[STOCK] = HOLDING, stock[-1], FROM_STOCK, stock[:-1]
    return _new(Hole, s)


def _take(h: Hole, a: Action) -> Hole:
    _need(h, START, "take the discard", "take")
    pile = h.discard
    if pile is None:
        raise IllegalAction("the discard pile is empty", "discard_empty")
    s = _scratch(h, a)
    s[PHASE], s[HELD], s[HELD_FROM] = HOLDING, pile[0], FROM_DISCARD
    s[DISCARD], s[DISCARD_COUNT] = pile[1], h.discard_count - 1
    return _new(Hole, s)


def _swap(h: Hole, a: Action) -> Hole:
    if h.phase != HOLDING:
        _wrong_phase(h, "swap a card into your grid", "swap")
    pos: int = a.pos  # type: ignore[union-attr]
    _position(h, pos)
    t = h.table
    seat = h.current
    grid = h.grids[seat]
    bit = 1 << pos
    up = h.face_up[seat]
    s = _scratch(h, a)
    s[GRIDS] = _set(h.grids, seat, grid[:pos] + (h.held,) + grid[pos + 1 :])
    if t.face_up_placement:
        s[FACE_UP] = _set(h.face_up, seat, up | bit)
    else:  # the seat knows the card it placed face down: it goes into its memory
        s[FACE_UP] = _set(h.face_up, seat, up & ~bit)
        s[SEEN] = _set(h.seen, seat, h.seen[seat] | bit)
    s[DISCARD], s[DISCARD_COUNT] = (grid[pos], h.discard), h.discard_count + 1
    s[HELD], s[HELD_FROM] = -1, FROM_NONE
    return _end_turn(s)


def flip_follows_throw(flip_after_discard: bool, face_down: int) -> bool:
    """Whether throwing a stock card away makes the thrower turn one of its ``face_down`` cards
    face up: the house rule "flip after discard" is on and more than one is left (it never turns
    the last one). The prompt says so before the throw (``SeatView.throw_means_flip``)."""
    return flip_after_discard and face_down > 1


def _throw(h: Hole, a: Action) -> Hole:
    _need(h, HOLDING, "throw a card away", "throw")
    if h.held_from != FROM_STOCK:
        raise IllegalAction("a card taken from the discard pile must be swapped into your grid",
                            "must_swap_taken")
    s = _scratch(h, a)
    s[DISCARD], s[DISCARD_COUNT] = (h.held, h.discard), h.discard_count + 1
    s[HELD], s[HELD_FROM] = -1, FROM_NONE
    if flip_follows_throw(h.table.flip_after_discard, len(h.face_down(h.current))):
        s[PHASE] = MUST_FLIP
        return _new(Hole, s)
    return _end_turn(s)


def _knock(h: Hole, a: Action) -> Hole:
    if not h.table.knock:  # first: "cannot knock now" would say it could later
        raise IllegalAction("this ruleset has no knocking", "no_knocking")
    if h.lap_left >= 0:  # before the part of the turn too: no knock comes later in the hole
        raise IllegalAction("nobody may knock during the final lap", "final_lap_no_knock")
    _need(h, START, "knock", "knock")
    s = _scratch(h, a)
    s[KNOCKER] = s[CLOSER] = h.current
    s[LAP_LEFT] = h.table.players - 1
    return _end_turn(s, lap_started=True)


def _flip(h: Hole, a: Action) -> Hole:
    assert isinstance(a, Flip)
    t = h.table
    if h.phase == OPENING:
        if t.opening_kind != OPENING_FLIP:
            raise IllegalAction("the opening is a peek, not a flip", "opening_is_peek")
    elif h.phase != MUST_FLIP:
        # The ruleset first: "cannot flip now" would say a flip could come later this turn or
        # next, which only a flip as a turn, or the flip after throwing a stock card away, gives.
        later = h.phase == HOLDING and h.held_from == FROM_STOCK \
            and flip_follows_throw(t.flip_after_discard, len(h.face_down(h.current)))
        if not t.flip_as_turn and not later:
            raise IllegalAction("this ruleset does not allow a flip as a turn", "no_flip_turn")
        if h.phase != START:
            _wrong_phase(h, "flip", "flip")
    _face_down(h, a.pos)
    seat = h.current
    s = _scratch(h, a)
    s[FACE_UP] = _set(h.face_up, seat, h.face_up[seat] | 1 << a.pos)
    if h.phase == OPENING:
        return _opening_step(s)
    return _end_turn(s)


def _peek(h: Hole, a: Action) -> Hole:
    assert isinstance(a, Peek)
    t = h.table
    seat = h.current
    _position(h, a.pos)  # before any shift: a negative position must be refused, not crash
    s = _scratch(h, a)
    s[SEEN] = _set(h.seen, seat, h.seen[seat] | 1 << a.pos)
    if h.phase == OPENING:
        if t.opening_kind == OPENING_FLIP:
            raise IllegalAction("the opening is a flip, not a peek", "opening_is_flip")
        if a.pos not in t.bottom_row:
            raise IllegalAction("the opening peek is at your bottom row only", "opening_bottom_row")
        if h.seen[seat] >> a.pos & 1:
            raise IllegalAction(f"you have already looked at position {a.pos}", "already_seen")
        _face_down(h, a.pos)
        return _opening_step(s)
    if not t.peek_penalty:
        raise IllegalAction("this ruleset does not allow peeking at your cards", "no_peeking")
    if h.phase != START:  # with a card in hand you choose the position before looking (§4)
        _wrong_phase(h, "peek", "peek")
    _face_down(h, a.pos)
    bit = 1 << a.pos
    if h.looked & bit and not t.look_again:
        raise IllegalAction(f"the card at position {a.pos} is on show already: a look at it"
                            " would cost a point for nothing", "on_show")
    s[PEEKS_] = _set(h.peeks, seat, h.peeks[seat] + 1)
    s[LOOKED] = h.looked | bit
    return _new(Hole, s)


_HANDLERS = {
    DrawStock: _draw, TakeDiscard: _take, Swap: _swap, ThrowAway: _throw, Knock: _knock,
    Flip: _flip, Peek: _peek,
}  # fmt: skip


# --- turn flow ----------------------------------------------------------------------------------
# These work on ``s``, a scratch list of a Hole's fields, and build the new Hole once at the end.


def _set(values: tuple[_T, ...], i: int, v: _T) -> tuple[_T, ...]:
    return values[:i] + (v,) + values[i + 1 :]


def _opening_step(s: list[Any]) -> Hole:
    left = s[OPENING_LEFT] - 1
    s[OPENING_LEFT] = left
    if left:
        return _new(Hole, s)
    s[OPENED] |= 1 << s[CURRENT]
    return _start(s)


def _start(s: list[Any]) -> Hole:
    """Begin the current seat's regular turn, dealing with an empty stock first. A redeal voids
    only a hole nobody has ended: once a player has knocked or gone out, the hole has had its
    normal finish, so an empty stock in the final lap ends it and it is scored (as under
    "end_hole")."""
    s[PHASE] = START
    if s[STOCK]:
        return _new(Hole, s)
    table: Table = s[TABLE]
    if table.empty_stock == "redeal" and (s[LAP_LEFT] < 0 or table.void_lap):
        return _finish(s, "redeal")
    if table.empty_stock == "reshuffle" and s[DISCARD_COUNT] > 1:
        top, rest = s[DISCARD]
        cards = _bottom_first(rest)
        random.Random(s[SEED] + s[RESHUFFLES]).shuffle(cards)
        s[STOCK], s[DISCARD], s[DISCARD_COUNT] = tuple(cards), (top, None), 1
        s[RESHUFFLES] += 1
        return _new(Hole, s)
    return _finish(s, "empty_stock")


def _end_turn(s: list[Any], lap_started: bool = False) -> Hole:
    t: Table = s[TABLE]
    seat = s[CURRENT]
    s[TURNS] += 1
    if t.all_face_up and s[FACE_UP][seat] == t.full:
        if t.all_face_up == 2:
            if s[CLOSER] < 0:
                s[CLOSER] = seat
            return _finish(s, "all_face_up")
        if s[CLOSER] < 0:
            lap_started = True
            s[CLOSER], s[LAP_LEFT] = seat, t.players - 1
    lap = s[LAP_LEFT]
    if lap >= 0 and not lap_started:
        s[LAP_LEFT] = lap = lap - 1
        if lap == 0:
            return _finish(s, "knock" if s[KNOCKER] >= 0 else "all_face_up")
    nxt = left_of(seat, t.players)
    s[CURRENT] = nxt
    if not s[OPENED] >> nxt & 1:
        s[PHASE], s[OPENING_LEFT] = OPENING, t.opening_count
        return _new(Hole, s)
    return _start(s)


def _finish(s: list[Any], ending: str) -> Hole:
    t: Table = s[TABLE]
    s[SHOWN_AT_END] = s[FACE_UP]
    s[PHASE], s[ENDING], s[FACE_UP] = OVER, ending, (t.full,) * t.players
    return _new(Hole, s)
