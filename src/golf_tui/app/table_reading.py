"""The match as the table reads it, changing nothing: the players' names, the seat to act and the
turn being played, who plays each seat (a person, or a computer: named as the narration names it,
``who``), the views (everyone's, the computer's to act), why the engine would refuse an action, and
the grid action a position key means. The base of the controller's parts (``Controller``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..engine import (
    FLIPS,
    PEEKS,
    SWAPS,
    Action,
    Flip,
    IllegalAction,
    Match,
    Peek,
    SeatView,
    Swap,
    apply,
    view,
)  # fmt: skip
from ..i18n import _
from .config import GameConfig

if TYPE_CHECKING:
    from ..bots import Bot


class Reading:
    """Reading the match and its seats (the base of ``Controller``, which sets these up)."""

    config: GameConfig
    match: Match
    bots: dict[int, Bot]
    stand_ins: dict[int, str]

    @property
    def names(self) -> list[str]:
        return list(self.match.players)

    @property
    def current(self) -> int:
        return self.match.hole.current

    @property
    def turn(self) -> tuple[int, int, int]:
        """The turn being played, as (deal, seat, turns completed in the hole): the same seat
        playing alone against computers has a new one every round."""
        h = self.match.hole
        return self.match.deals, h.current, h.turns

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats people play now (not those a computer plays for: ``stand_ins``)."""
        return tuple(i for i in range(len(self.config.seats)) if i not in self.bots)

    def bot_kind(self, seat: int) -> str | None:
        """The level of the computer playing ``seat`` (None: a person plays it)."""
        if seat in self.stand_ins:
            return self.stand_ins[seat]
        return self.config.seats[seat].kind if seat in self.bots else None

    def who(self, seat: int, bot: bool | None = None) -> str:
        """The name of ``seat`` as the narration says it: "Ola (bot)" while a computer plays it
        (``bot``: whether one did, for a line of a move made before a change of
        ``hand_over``: Ola's own last move is hers)."""
        name = self.match.players[seat]
        bot = self.is_bot(seat) if bot is None else bot
        # "Bot 1" says it already; "Botolf", "Abbott" or "Robot" do not (as a word only)
        if not bot or _("bot").casefold() in re.findall(r"\w+", name.casefold()):
            return name
        return _("%(name)s (bot)") % {"name": name}

    def public_view(self) -> SeatView:
        """What everyone at the table may know."""
        return view(self.match.hole, None)

    def bot_view(self) -> SeatView:
        """The view of the computer player to act (never shown on screen)."""
        return view(self.match.hole, self.current)

    def refusal(self, action: Action) -> IllegalAction | None:
        """Why the engine would refuse ``action`` now (with its code), or None if it is legal."""
        try:
            apply(self.match.hole, action)
        except IllegalAction as e:
            return e
        return None

    def opening_goes_on(self) -> bool:
        """The seat to act is part way through its opening: it has flipped or peeked at a card
        of it, and owes more (a computer's opening is one step at the table: ``TableFlow``)."""
        v = self.bot_view()
        return v.phase == "opening" and 0 < v.opening_left < self.match.ruleset.opening.count

    def _turn_key(self) -> tuple[int, int, int]:
        h = self.match.hole
        return (self.match.deals, h.turns, h.current)

    def positional(self, v: SeatView, kind: str | None, pos: int) -> Action | None:
        """The grid action a position key means now: ``kind`` "flip"/"peek" when armed, else
        the only kind of grid action the view allows (swap, flip or peek)."""
        if kind == "flip":
            return FLIPS[pos]
        if kind == "peek":
            return PEEKS[pos]
        legal = v.legal
        if any(isinstance(a, Swap) for a in legal):
            return SWAPS[pos]
        kinds = {type(a) for a in legal}
        if kinds == {Flip}:
            return FLIPS[pos]
        if kinds == {Peek}:
            return PEEKS[pos]
        return None
