"""The fixed facts of one table: a ruleset compiled for a number of players.

Built once per match and shared by every hole state, so that the hot path of the state machine
reads plain ints and tuples instead of walking pydantic models.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import DRAW_STOCK, KNOCK, SWAPS, TAKE_DISCARD, THROW_AWAY, Action
from .cards import Card, build_pack
from .ruleset import Ruleset

OPENING_PEEK, OPENING_FLIP = 0, 1
# ``Table.all_face_up``: what a grid all face up does (``Ruleset.all_face_up``) as an int
ALL_FACE_UP: dict[str, int] = {"off": 0, "final_lap": 1, "immediate": 2}
# The format of the match records written now (``serialize``). An older record replays by the
# rules it was played by: before format 2 a redeal could void a final lap (``Table.void_lap``),
# before format 3 a card could be paid for twice in one turn (``Table.look_again``), before
# format 4 a hole could be voided any number of times in a row (``Table.endless_voids``).
FORMAT = 4


@dataclass(frozen=True, eq=False)
class Table:
    """A ruleset compiled for ``players`` seats. Equal when ruleset, seat count and
    ``record`` are equal.

    ``record``: the format of match record whose rules the match is played by; every new match
    is played by ``FORMAT``'s, and only an older record replays by its own (``serialize``):

    - ``void_lap`` (format 1): under ``empty_stock = "redeal"``, a stock that runs out during a
      final lap voids the hole too; every new match scores such a hole;
    - ``look_again`` (formats 1 and 2): under the peek penalty, a card looked at this turn, and
      so on show still, may be paid for again; a new match refuses that look;
    - ``endless_voids`` (formats 1 to 3): under ``empty_stock = "redeal"``, a hole is voided
      each time its stock runs out, however many times in a row; in a new match the deal after
      ``MAX_VOIDS`` voids in a row is scored as it stands when its stock runs out.
    """

    ruleset: Ruleset
    players: int
    record: int = FORMAT
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
        s(self, "all_face_up", ALL_FACE_UP[r.all_face_up])
        s(self, "flip_as_turn", r.flip_as_turn)
        s(self, "flip_after_discard", r.flip_after_discard)
        s(self, "peek_penalty", r.peek_penalty.enabled)
        s(self, "empty_stock", r.empty_stock)
        base: tuple[Action, ...] = (DRAW_STOCK, TAKE_DISCARD)
        s(self, "start_actions", base + ((KNOCK,) if r.knock else ()))
        s(self, "final_lap_start_actions", base)
        s(self, "holding_discard_actions", SWAPS[: rows * cols])
        s(self, "holding_stock_actions", SWAPS[: rows * cols] + (THROW_AWAY,))

    @property
    def void_lap(self) -> bool:
        return self.record < 2

    @property
    def look_again(self) -> bool:
        return self.record < 3

    @property
    def endless_voids(self) -> bool:
        return self.record < 4

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self is other or (self.players == other.players and self.ruleset == other.ruleset
                                 and self.record == other.record)

    def __hash__(self) -> int:
        return hash((self.players, self.ruleset.name, self.size, self.record))

    def card(self, uid: int) -> Card:
        return self.pack[uid]
