"""What the hand-over screen tells the player it is passed to, in public words (it is everyone's
to see): the last move (``move_to_pass_on``), the moves before it since that player's own last one
(``since_to_pass_on``), and that a final lap runs, this being their last turn
(``lap_to_pass_on``); a person who left the table or came back is told where it came. Mixed into
``Controller``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .log_entries import LogEntry, RecapLine, Told, _forms, _told_again
from .narration import last_turn_words
from .table_reading import Reading

if TYPE_CHECKING:
    from .log_entries import Shown


class PassOn(Reading):
    """The hand-over's lines (mixed into ``Controller``, which sets these up)."""

    log: list[LogEntry]
    _move: Told
    _knocked: bool

    if TYPE_CHECKING:  # provided by LogAndRecap

        def _in_sight(self) -> Shown:
            ...

        def _logged_deal(self) -> tuple[list[LogEntry], bool]:
            ...

    @property
    def last_move(self) -> str:
        """The last move told alone, without the banner ``line`` may add ("…; the hole is
        over"), in the current language; and a person who left the table or came back after it
        (``_notes_since_move``): a hole's result told the last move of a person who left with
        it, and not that they had."""
        _at, notes = self._notes_since_move()
        return " ".join([self._move(), *(note.write() for note in notes)])

    def _notes_since_move(self) -> tuple[int | None, list[LogEntry]]:
        """The index in the log of the last line of a move (None: none), and the notes of
        people who left the table or came back after it (``LogEntry.seat_change``)."""
        at = next((i for i in range(len(self.log) - 1, -1, -1)
                   if not (self.log[i].resumed or self.log[i].seat_change)), None)
        return at, [e for e in self.log[0 if at is None else at + 1:] if e.seat_change]

    def move_to_pass_on(self) -> Callable[[], tuple[str, ...]] | None:
        """The last move, told in public words (``last_move``: a card placed face down is not
        named), for the hand-over screen, which everyone sees: the player who made it saw the
        "Pass to …" screen come at once, never which card left their grid. None when no move
        has been made in this deal (the hole's first hand-over: the last move is the last
        hole's), and when the move was a knock that the final
        lap's line (``lap_to_pass_on``) tells: Ola's box said "Kari knocked: this is your last
        turn." and then "Kari knocked." A way to write it, with its fewer words (fullest
        first, as the table has them): it follows a language switch. A resumed match's
        hand-over tells the last move before the save, as the hand-over did before it (the
        note that the saved match goes on is no move: it left the box without a move line).
        A person who left the table or came back after the move is told after it ("Ola left
        the table: a computer plays for Ola."), in its forms first (the box shows the first
        that fits), and alone where there is no move to tell; one before it is a row of its
        own in the list of the moves before (``since_to_pass_on``), where it came: glued to
        the last move, it was told after the moves that followed it."""
        at, since = self._notes_since_move()
        last = None if at is None else self.log[at]
        # no move of this deal to tell, or a knock the final lap's line tells
        gone = last is None or last.seat is None or last.deal != self.match.deals
        knock = self._knocked and self.lap_to_pass_on() is not None
        move: Told | None = None if gone or knock else self._move
        # the notes of this deal since the next player's own last move (a hole's last move is
        # the last deal's: its result told them), those before the move told first
        # (those before it are rows of their own in ``since_to_pass_on``, where they came: one
        # glued to the last move was told after the moves that followed it)
        deal = self.match.deals
        after = [e.write for e in since if e.deal == deal]
        if not after:
            return None if move is None else (lambda: _forms(move))

        def told() -> tuple[str, ...]:
            then = " ".join(note() for note in after)
            if move is None:
                return (then,)
            forms = _forms(move)
            return (*(" ".join((form, then)) for form in forms), *forms)

        return told

    def since_to_pass_on(self) -> Callable[[], list[RecapLine]] | None:
        """For the hand-over to the player whose turn it is now: the moves since their own
        last one, before the last move (``move_to_pass_on`` tells that), oldest first, each
        with its fewer words, in public words (the recap's: only the cards everyone can see
        now are named) and the current language; None where there are none. The box told the
        last move alone: with three bots between two people's turns, two of them went
        untold until the table showed. The box shows as many of the newest as it has room
        for (``HandoverScreen``). A person who left the table or came back is a row of its own
        where it came (``RecapLine.moves`` 0); the moves a computer made for the next person
        while they were away are among them (``LogEntry.stand_in``: not their own, as in
        ``_told``)."""
        deal, over = self._logged_deal()
        if over:
            return None
        entries = _told_again(deal, lambda _e, after: after.folds)
        seat = self.current
        mine = [i for i, e in enumerate(entries)
                if e.seat is not None and e.seat == seat and not e.opening
                and not e.stand_in]
        told = _told_again(entries[mine[-1] + 1 if mine else 0:],
                           lambda e, after: e.together is not None and after.together is not None)
        since = [e for e in told
                 if not (e.opening or e.resumed) and (e.seat is not None or e.seat_change)]
        last = max((i for i, e in enumerate(since) if not e.seat_change), default=0)
        earlier = since[:last]
        if not earlier:
            return None

        def lines() -> list[RecapLine]:
            shown = self._in_sight()

            def row(entry: LogEntry) -> RecapLine:
                if entry.seat_change:  # a note, no move: the moves left out do not count it
                    return RecapLine(entry.write(), 0)
                text, *shorter = _forms(entry.together or entry.write, shown)
                return RecapLine(text, 1, tuple(shorter))

            return [row(e) for e in earlier]

        return lines

    def lap_to_pass_on(self) -> Callable[[], str] | None:
        """For the hand-over into a final lap's turn: that the hole's end is near and who
        brought it (a knock, a grid all face up), and so that this is the next player's last
        turn (``narration.last_turn_words``, from the public view), in the current language;
        None where no final lap runs. The hand-over told only the last move, a computer's,
        and the knock before it came out only once the next player had taken the keys."""
        lap, names = self.public_view(), self.names
        if not last_turn_words(lap, names):
            return None
        return lambda: last_turn_words(lap, names)
