"""A person leaves the table and a computer plays for them, or they come back (``hand_over``,
``take_back``): at once, or, asked during their own turn, once that turn is over (``Pending``).
Each change is told in the log and the narration line (``_note``) and kept for the save
(``SeatChange``), so that a resumed match names each move by who made it (``_computer_at``).
Mixed into ``Controller``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ..engine import Match, play, view
from ..i18n import _
from .log_entries import LogEntry, Shown, Told, _forms
from .table_reading import Reading


class SeatChange(NamedTuple):
    """A person left the table or came back (``Controller.hand_over``, ``take_back``), as the
    save keeps it (``seat_changes``): so that a resumed match names each move of the deal by who
    made it ("Ola" before she left, "Ola (bot)" after) and tells the change where it was."""

    actions: int  # the match's actions made before it (``len(match.actions)``)
    deal: int  # the deal the log was telling (``LogEntry.deal``)
    seat: int
    kind: str | None  # the computer's level; None: the person plays again
    after_move: bool  # made at the end of the seat's own turn, told with its move


class Pending(NamedTuple):
    """A change asked for during the seat's own turn, made once that turn is over: the level
    (None: the person plays again), and the turn it was asked in (``Controller._turn_key``)."""

    kind: str | None
    turn: tuple[int, int, int]


class SeatChanges(Reading):
    """People leaving the table and coming back (mixed into ``Controller``, which sets these
    up)."""

    seed: int
    on_change: Callable[[Match], None] | None
    _pending: dict[int, Pending]
    seat_changes: list[SeatChange]
    keys: int | None
    home: int | None
    log: list[LogEntry]
    _line: Told
    _acted_in: tuple[int, int, int] | None
    peek_hidden: tuple[int, int] | None

    if TYPE_CHECKING:  # provided by LogAndRecap and AtTheKeys

        @property
        def line(self) -> str:
            ...

        def hide_reveal(self) -> None:
            ...

    def people(self) -> list[tuple[int, bool]]:
        """Each person's seat (one a person was given at the setup), and whether a computer
        plays for them (or will, from their next turn): what the palette offers for each
        (``hand_over``, ``take_back``)."""
        seats = []
        for seat, s in enumerate(self.config.seats):
            if s.is_bot:
                continue
            pending = self._pending.get(seat)
            computer = seat in self.stand_ins if pending is None else pending.kind is not None
            seats.append((seat, computer))
        return seats

    def hand_over(self, seat: int, kind: str = "normal") -> tuple[str, ...]:
        """A computer plays for the person in ``seat`` at level ``kind`` (they left the table):
        from now on, or, on their own turn, once it is over (never in the middle of a turn a
        person is taking). What to tell the table, fullest first: the log's line ("Ola left
        the table: a computer plays for Ola.") and its fewer words ("Ola left the table."), or
        that it starts at their next turn; nothing (``()``) where nothing changes."""
        return self._change(seat, kind)

    def take_back(self, seat: int) -> tuple[str, ...]:
        """The person in ``seat`` plays again (``hand_over`` undone): from now on, or once the
        computer's turn for them is over."""
        return self._change(seat, None)

    def _change(self, seat: int, kind: str | None) -> tuple[str, ...]:
        name = self.match.players[seat]
        args = {"name": name}
        if self.config.seats[seat].is_bot or self.match.finished:
            return ()
        now = self.stand_ins.get(seat)
        if seat == self.current and (now is None) != (kind is None) and not self._untouched(kind):
            self._pending[seat] = Pending(kind, self._turn_key())
            if self.on_change is not None:  # saved: quit before the turn's end, it still comes
                self.on_change(self.match)
            return (self._waits(seat, kind),)
        if self._pending.pop(seat, None) is not None and (now is None) == (kind is None):
            # asked again before it was made: stays as it is
            if self.on_change is not None:
                self.on_change(self.match)
            if kind is None:
                return (_("%(name)s plays on.") % args,)
            return (_("The computer plays on for %(name)s.") % args,)
        if (now is None) == (kind is None):
            return ()
        self._switch(seat, kind)
        if self.on_change is not None:
            self.on_change(self.match)
        # the change's own line, told now (``_note``): not the narration's forms, whose last
        # may be the move before it alone (``line_forms``, where a banner is up)
        return _forms(self._line)

    def _waits(self, seat: int, kind: str | None) -> str:
        """What the table says of a change that waits for the end of the seat's turn."""
        args = {"name": self.match.players[seat]}
        if kind is None:
            return _("%(name)s plays again from their next turn.") % args
        return _("A computer plays for %(name)s from their next turn.") % args

    def pending_words(self) -> str:
        """What the table said of the changes waiting for the end of a turn (``pending``),
        in the current language: a resumed match says it again ("A computer plays for Ola from
        their next turn."), or the change came unannounced."""
        return " ".join(self._waits(seat, change.kind)
                        for seat, change in sorted(self._pending.items()))

    def _untouched(self, kind: str | None) -> bool:
        """A computer asked to play (``kind``) for the person to act, who has done nothing in
        this turn yet (nothing drawn, taken, flipped or peeked at: at their hand-over, or
        after it): it takes the whole turn over at once, nobody else playing it for them."""
        return kind is not None and self._acted_in != self._turn_key()

    def _switch(self, seat: int, kind: str | None, *, after_move: bool = False) -> None:
        """Make the change: a new computer player shown the seat's views of the deal so far,
        as a resumed match's are (``_replay``), or the person back; told in the log, and noted
        in ``seat_changes``."""
        deal = self.log[-1].deal if self.log else self.match.deals
        self.seat_changes.append(SeatChange(len(self.match.actions), deal, seat, kind,
                                            after_move))
        if kind is None:
            del self.bots[seat], self.stand_ins[seat]
            if self.peek_hidden == (self.match.deals, seat):
                # their own peek's, made before they left: the cards the computer saw for
                # them are still to be shown (``away_seen``)
                self.peek_hidden = None
        else:
            from ..bots import bot_seed, make_bot, tell_standings

            bot = make_bot(kind, bot_seed(self.seed, seat))
            tell_standings([bot], self.match)
            m = Match.start(self.match.ruleset, list(self.match.players), self.match.seed,
                            record=self.match.table.record)
            for action in self.match.actions:
                if m.deals == self.match.deals:
                    bot.observe(view(m.hole, seat))
                m = play(m, action)
            if not self.match.finished:
                bot.observe(view(self.match.hole, seat))
            self.bots[seat], self.stand_ins[seat] = bot, kind
            if self.keys == seat:  # the table shows no one's cards until the next hand-over
                self.keys = None
                self.hide_reveal()
            if self.home == seat:
                self.home = next(iter(self.humans), None)
        self._note(deal, seat, kind, after_move)

    def _note(self, deal: int, seat: int, kind: str | None, after_move: bool) -> None:
        """Tell a change of ``_switch`` in the log ("Ola left the table: …", "Ola is back.")
        and the narration line (after the move that ended the seat's turn, with
        ``after_move``)."""
        name = self.match.players[seat]

        def told(shown: Shown = None, short: int = 0) -> str:
            """In fewer words with ``short`` (the status line's note at 80 columns, beside
            whose turn it is and the computers' pace, cut the whole one)."""
            args = {"name": name}
            if kind is None:
                return _("%(name)s is back.") % args
            if short >= 2:
                return _("%(name)s left the table.") % args
            if short:
                return _("%(name)s left: a computer plays for %(name)s.") % args
            return _("%(name)s left the table: a computer plays for %(name)s.") % args

        # a note of the table, no move: not in the hand-over's move line, but in the recap
        self.log.append(LogEntry(deal, None, told, seat_change=True, after_move=after_move))
        if not after_move:
            self._line = told
            return
        move = self._line  # the move that ended the seat's turn, the change after it

        def line(shown: Shown = None, short: int = 0) -> str:
            return f"{move(shown, short)} {told(shown, short)}"

        self._line = line

    def _apply_pending(self) -> None:
        """The changes asked for during a seat's turn, made once that turn is over."""
        turn = self._turn_key()
        for seat, (kind, asked) in list(self._pending.items()):
            if asked != turn and not self.match.finished:
                del self._pending[seat]
                if (seat in self.stand_ins) != (kind is not None):
                    self._switch(seat, kind, after_move=True)

    @property
    def pending(self) -> dict[int, Pending]:
        """The changes asked for during the turn being played, made at its end (saved:
        ``pending``)."""
        return dict(self._pending)

    def _resume_pending(self, pending: dict[int, Pending]) -> None:
        """A resumed match's changes asked for during the turn it was saved in: kept for that
        turn's end, or, were that turn over already, made now. One that would change nothing
        (the seat is already so) is dropped."""
        for seat, change in pending.items():
            if (self.config.seats[seat].is_bot or self.match.finished
                    or (seat in self.stand_ins) == (change.kind is not None)):
                continue
            if change.turn == self._turn_key():
                self._pending[seat] = change
            else:
                self._switch(seat, change.kind)

    def _computer_at(self, seat: int, actions: int) -> bool:
        """Whether a computer played ``seat`` when the match had ``actions`` actions (its move
        numbered ``actions`` was then to come): by ``seat_changes``, else as now."""
        last = later = None  # the seat's last change by then, and its first after
        for change in self.seat_changes:
            if change.seat != seat:
                continue
            if change.actions <= actions:
                last = change
            elif later is None:
                later = change
        if last is not None:
            return last.kind is not None
        if later is not None:  # the seat was the other way before its first change
            return later.kind is None
        return self.is_bot(seat)
