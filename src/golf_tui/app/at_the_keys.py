"""Who holds the keys, and what the table shows them.

"The player at the keys" (``keys``) is the human whose view the table shows. It changes only at
the start of a human's turn: directly, or after a hand-over screen when the next screen could show
that player something private (the opening peek, a card drawn from the stock). After a screen
everyone watches (a hole's result, the match's end, a resumed match) nobody holds the keys
(``release_keys``) until the next human's turn: with more than one human, that turn begins with
a hand-over, whoever held the keys before. The table is still drawn from the seat that held them
last (``seat_shown``).

Their own face-down cards shown once (``reveal``: a peek, the cards a computer saw for them while
they were away, ``away_seen``) stay on show until Enter or their next action. Mixed into
``Controller``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..engine import Card, Match, SeatView, play, view
from .config import hands_over
from .table_reading import Reading

if TYPE_CHECKING:
    from .seat_changes import SeatChange


class AtTheKeys(Reading):
    """The keys and the cards on show (mixed into ``Controller``, which sets these up)."""

    keys: int | None
    home: int | None
    _keys_turn: tuple[int, int, int] | None
    reveal: dict[int, Card]
    reveal_holds: bool
    resuming: bool
    peek_hidden: tuple[int, int] | None
    seat_changes: list[SeatChange]
    on_change: Callable[[Match], None] | None
    _peek_again: tuple[int, int, dict[int, Card], bool, bool] | None
    _peeked_by: tuple[int, int, bool] | None

    if TYPE_CHECKING:  # provided by SeatChanges

        def _computer_at(self, seat: int, actions: int) -> bool:
            ...

    @property
    def seat_shown(self) -> int:
        """The seat whose grid the table shows as its own: the player at the keys; while nobody
        holds them, the human who held them last (the table does not turn to a computer player,
        or to a human before the hand-over); with no human, the seat to act."""
        if self.keys is not None:
            return self.keys
        return self.home if self.home is not None else self.current

    def table_view(self) -> SeatView:
        """What the table shows: the view of the player at the keys (public with no human)."""
        return view(self.match.hole, self.keys)

    def at_keys_to_act(self) -> bool:
        """The player at the keys is the one to act now (and the match is on)."""
        return (
            not self.match.finished
            and self.keys == self.current
            and self._keys_turn == self._turn_key()
        )

    def begin_turn(self) -> str | None:
        """Called whenever the table settles. When a human is to act and has not got the keys
        for this turn yet, either give them the keys now (returns None) or return their name:
        the caller shows a hand-over screen and then calls ``take_keys``."""
        if self.match.finished or self.is_bot(self.current):
            return None
        if self._keys_turn == self._turn_key():
            return None
        if self.resuming or hands_over(self.config.handover, self.keys, self.current):
            return self.match.players[self.current]
        self.take_keys()
        return None

    def take_keys(self) -> None:
        """The human to act now has the keys. Opening peeks of theirs saved before the match
        was resumed are shown to them again, as when they made them."""
        if self.keys != self.current:
            self.hide_reveal()
        self.keys = self.home = self.current
        self._keys_turn = self._turn_key()
        self.resuming = False
        again, self._peek_again = self._peek_again, None
        if again is not None and again[:2] == (self.match.deals, self.current):
            self.reveal, self.reveal_holds = dict(again[2]), again[3]
        if away := self.away_seen():
            self.reveal, self.reveal_holds = {**self.reveal, **away}, True

    def away_seen(self) -> dict[int, Card]:
        """The face-down cards of the person to act that the computer playing for them saw
        in this deal (its opening peek, the cards it placed face down), which they have not
        been shown: what the seat knows is theirs, shown once, as a peek is, at the start of
        their first turn back (``take_keys``), until Enter or a move. Those of their own last
        move before they left they saw; those shown once already (hidden with Enter, the save
        says so: ``peek_hidden``) are not shown again."""
        m, seat = self.match, self.current
        if (m.finished or self.is_bot(seat) or self.peek_hidden == (m.deals, seat)
                or not any(c.seat == seat and c.kind is None and c.deal == m.deals
                           for c in self.seat_changes)):
            return {}
        memory = view(m.hole, seat).memory
        if not memory:
            return {}
        # the seat's memory after the person's own last move in this deal (none: nothing)
        known: Mapping[int, Card] = {}
        replay = Match.start(m.ruleset, list(m.players), m.seed, record=m.table.record)
        for done, action in enumerate(m.actions):
            acting, deal = replay.hole.current, replay.deals
            replay = play(replay, action)
            if (deal == m.deals and replay.deals == deal and acting == seat
                    and not self._computer_at(seat, done)):
                known = view(replay.hole, seat).memory
        return {pos: card for pos, card in memory.items() if known.get(pos) != card}

    def away_seen_next(self) -> bool:
        """The turn about to be handed over opens with the cards the computer saw for its
        person while they were away (``away_seen``)."""
        return bool(self.away_seen())

    def release_keys(self) -> None:
        """Everyone has been watching the same screen (a hole's result, the match's end): nobody
        holds the keys now, so the next human's private screen comes after a hand-over (in
        ``auto`` mode). With one human there is nobody else to hand over to: they keep them."""
        if len(self.humans) > 1:
            self.keys = None
            self.hide_reveal()

    def opening_peek_next(self) -> bool:
        """The turn about to be handed over opens with the opening peek, or with peeks made
        before the match was resumed, shown again."""
        if self._peek_again is not None and self._peek_again[4]:
            return self._peek_again[:2] == (self.match.deals, self.current)
        return self.match.ruleset.opening.kind == "peek" and self.public_view().phase == "opening"

    def hide_reveal(self) -> None:
        self.reveal = {}
        self.reveal_holds = False

    def dismiss_reveal(self) -> None:
        """The player pressed Enter on their opening peek: it is hidden, and the save says so
        at once (quitting and resuming before the next action must not show it again)."""
        if not self.reveal_holds:
            return
        self.hide_reveal()
        self.peek_hidden = (self.match.deals, self.current)
        if self.on_change is not None:
            self.on_change(self.match)

    def _peeks_held(self) -> bool:
        """Whether this turn's peeks stay on show until Enter: opening peeks, once the opening
        is over (a penalty peek shows until the next action)."""
        by = self._peeked_by
        return by is not None and by[2] and self.public_view().phase != "opening"
