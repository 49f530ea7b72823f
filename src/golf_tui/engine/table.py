"""The fixed facts of one table: a ruleset compiled for a number of players.

Built once per match and shared by every hole state, so that the hot path of the state machine
reads plain ints and tuples instead of walking pydantic models.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import DRAW_STOCK, KNOCK, SWAPS, TAKE_DISCARD, THROW_AWAY, Action
from .cards import Card, Rank, build_pack
from .ruleset import Ruleset

OPENING_PEEK, OPENING_FLIP = 0, 1


@dataclass(frozen=True, eq=False)
class Table:
    """A ruleset compiled for ``players`` seats. Equal when ruleset, seat count and
    ``void_lap`` are equal.

    ``void_lap``: under ``empty_stock = "redeal"``, a stock that runs out during a final lap
    voids the hole too, as golf-tui did before match records of format 2. Only a record of
    format 1 replays that way (``serialize``); every new match scores such a hole.
    """

    ruleset: Ruleset
    players: int
    void_lap: bool = False
    pack: tuple[Card, ...] = field(init=False)
    rows: int = field(init=False)
    cols: int = field(init=False)
    size: int = field(init=False)
    full: int = field(init=False)  # bitmask with every position set
    bottom_row: tuple[int, ...] = field(init=False)
    opening_kind: int = field(init=False)
    opening_count: int = field(init=False)
    face_up_placement: bool = field(init=False)
    knock: bool = field(init=False)
    all_face_up: int = field(init=False)  # 0 off, 1 final lap, 2 immediate
    flip_as_turn: bool = field(init=False)
    flip_after_discard: bool = field(init=False)
    peek_penalty: bool = field(init=False)
    empty_stock: str = field(init=False)
    start_actions: tuple[Action, ...] = field(init=False)
    final_lap_start_actions: tuple[Action, ...] = field(init=False)
    holding_stock_actions: tuple[Action, ...] = field(init=False)
    holding_discard_actions: tuple[Action, ...] = field(init=False)

    def __post_init__(self) -> None:
        r = self.ruleset
        r.check_players(self.players)
        rows, cols = r.shape
        s = object.__setattr__
        s(self, "pack", build_pack(r.decks_for(self.players), r.jokers_per_deck))
        s(self, "rows", rows)
        s(self, "cols", cols)
        s(self, "size", rows * cols)
        s(self, "full", (1 << (rows * cols)) - 1)
        s(self, "bottom_row", tuple(range((rows - 1) * cols, rows * cols)))
        s(self, "opening_kind", OPENING_PEEK if r.opening.kind == "peek" else OPENING_FLIP)
        s(self, "opening_count", r.opening.count)
        s(self, "face_up_placement", r.placement == "face_up")
        s(self, "knock", r.knock)
        s(self, "all_face_up", {"off": 0, "final_lap": 1, "immediate": 2}[r.all_face_up])
        s(self, "flip_as_turn", r.flip_as_turn)
        s(self, "flip_after_discard", r.flip_after_discard)
        s(self, "peek_penalty", r.peek_penalty.enabled)
        s(self, "empty_stock", r.empty_stock)
        base: tuple[Action, ...] = (DRAW_STOCK, TAKE_DISCARD)
        s(self, "start_actions", base + ((KNOCK,) if r.knock else ()))
        s(self, "final_lap_start_actions", base)
        s(self, "holding_discard_actions", SWAPS[: rows * cols])
        s(self, "holding_stock_actions", SWAPS[: rows * cols] + (THROW_AWAY,))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self is other or (self.players == other.players and self.ruleset == other.ruleset
                                 and self.void_lap == other.void_lap)

    def __hash__(self) -> int:
        return hash((self.players, self.ruleset.name, self.size, self.void_lap))

    def card(self, uid: int) -> Card:
        return self.pack[uid]

    def rank(self, uid: int) -> Rank:
        return self.pack[uid].rank
