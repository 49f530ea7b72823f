"""Telling each move as it is made, and a resumed match as it was played.

``_record`` takes a move the rules allowed and the hole it gave (``Controller.apply`` applied it
once), goes on with the match from that hole (the engine's ``advance``: the move is not applied
again) and writes its lines from the public views alone: the narration line, the banner and the
log's entry (``LogEntry``).

A resumed match is replayed through the same narration as live play (``_replay``): the log of
the hole so far, the last line and the banner come back, a hole's result not yet seen is shown
again (``unseen_result``), and opening peeks the player to act made just before the save are
shown to that player again, once they have the keys (``AtTheKeys.take_keys``). Mixed into
``Controller``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import (
    Action,
    Card,
    DrawStock,
    Flip,
    Hole,
    HoleResult,
    Knock,
    Match,
    Peek,
    Swap,
    TakeDiscard,
    ThrowAway,
    advance,
    apply,
    play,
    view,
)  # fmt: skip
from ..i18n import _
from .log_entries import LogEntry, Shown, Told, _plain
from .narration import ending_banner, final_lap_banner, narrate
from .table_reading import Reading

if TYPE_CHECKING:
    from .seat_changes import SeatChange


class Recording(Reading):
    """Recording moves and replaying a saved match (mixed into ``Controller``, which sets these
    up)."""

    log: list[LogEntry]
    seat_changes: list[SeatChange]
    keys: int | None
    home: int | None
    resuming: bool
    peek_hidden: tuple[int, int] | None
    result_seen: int | None
    unseen_result: HoleResult | None
    _line: Told
    _move: Told
    _banner: Callable[[], str]
    _banner_shorter: Callable[[], tuple[str, ...]]
    _took_from_discard: bool
    _drew: bool
    _knocked: bool
    _acted_in: tuple[int, int, int] | None
    _peeked: tuple[int, ...]
    _peeked_by: tuple[int, int, bool] | None
    _flipped: tuple[int, ...]
    _flipped_by: tuple[int, int] | None
    _peek_again: tuple[int, int, dict[int, Card], bool, bool] | None

    if TYPE_CHECKING:  # provided by SeatChanges, AtTheKeys, LogAndRecap and Controller

        def _computer_at(self, seat: int, actions: int) -> bool:
            ...

        def _note(self, deal: int, seat: int, kind: str | None, after_move: bool) -> None:
            ...

        def _peeks_held(self) -> bool:
            ...

        def _log_deal(self) -> Callable[[], str]:
            ...

        def _observe(self) -> None:
            ...

    def _record(self, action: Action, after_hole: Hole,
                bot: bool | None = None) -> HoleResult | None:
        """Play ``action`` (legal: it gave ``after_hole``) in the match and tell it: the
        narration line, the banner and the log, written from the public views alone. The hole
        it ended, if it ended one. ``bot``: whether a computer made the move (``_replay``:
        as it was then), else whether one plays its seat now."""
        m = self.match
        h = m.hole
        seat = h.current
        before, after = view(h, None), view(after_hole, None)
        took, drew, ascii = self._took_from_discard, self._drew, self.config.ascii
        # This turn's peeks, shown again after a resume. Peeks one after another make one line
        # ("looked at the cards bottom-left and bottom-right", "(+2 for the hole)"), which
        # stands in the log for the line of the first: every peek is told, in one line.
        peeked: tuple[int, ...] = ()
        opening = isinstance(action, Peek) and before.phase == "opening"
        if isinstance(action, Peek):
            by = (m.deals, seat, opening)
            earlier = self._peeked if self._peeked_by == by else ()
            self._peeked, self._peeked_by = (*earlier, action.pos), by
            peeked = earlier
        else:
            self._peeked, self._peeked_by = (), None
        if peeked and self.log and self.log[-1].seat == seat:
            self.log.pop()
        # A computer's opening flips are one step at the table (``TableFlow``), told in one
        # line ("flipped the 5♣, the K♥ and the 2♦"); the log keeps a line a flip. A person's
        # are narrated one by one, as they make them, and told in one line in the recap
        # (``LogEntry.together``), as a computer's.
        flipped: tuple[int, ...] = ()
        if isinstance(action, Flip) and before.phase == "opening":
            flips_by = (m.deals, seat)
            if self._flipped_by == flips_by:
                flipped = self._flipped
            self._flipped, self._flipped_by = (*flipped, action.pos), flips_by
        else:
            self._flipped, self._flipped_by = (), None
        if bot is None:
            bot = self.is_bot(seat)  # as it was when the move was made (``hand_over``)
        named = flipped if bot else ()

        def one(shown: Shown = None, short: int = 0) -> str:
            return narrate(self.who(seat, bot), action, before, after, took_from_discard=took,
                           drew=drew, ascii=ascii, shown=shown, peeked=peeked, short=short)

        def narration(shown: Shown = None, short: int = 0) -> str:
            return narrate(self.who(seat, bot), action, before, after, took_from_discard=took,
                           drew=drew, ascii=ascii, shown=shown, peeked=peeked, flipped=named,
                           short=short)

        def all_flips(shown: Shown = None, short: int = 0) -> str:
            return narrate(self.who(seat, bot), action, before, after, ascii=ascii, shown=shown,
                           flipped=flipped, short=short)

        self._took_from_discard = isinstance(action, TakeDiscard)
        self._drew = isinstance(action, DrawStock)
        self._knocked = isinstance(action, Knock)
        folds = ((isinstance(action, Swap) and (took or drew)) or isinstance(action, ThrowAway)
                 or (isinstance(action, Flip) and before.phase == "must_flip"))
        self._move = narration
        self._acted_in = self._turn_key()
        self.match = advance(m, action, after_hole)  # the move put to the rules once
        result: HoleResult | None = None
        if len(self.match.results) > len(m.results):
            result = self.match.results[-1]
            closer = None if result.closer is None else self.match.players[result.closer]
            ending = result.ending
            final_lap = self.config.ruleset.all_face_up == "final_lap"

            def banner() -> str:
                return ending_banner(ending, closer, final_lap)

            def ended(move: str, short: int) -> str:  # the move, and the banner after it
                said = ending_banner(ending, closer, final_lap, short=bool(short))
                return _("%(line)s %(banner)s.") % {"line": move, "banner": said}

            def line(shown: Shown = None, short: int = 0) -> str:
                return ended(narration(shown, short), short)

            def logged_line(shown: Shown = None, short: int = 0) -> str:
                return ended(one(shown, short), short)

            def banner_shorter() -> tuple[str, ...]:
                return (ending_banner(ending, closer, final_lap, short=True),)

            self._banner, self._banner_shorter, self._line = banner, banner_shorter, line
            logged: Told = logged_line
            self._took_from_discard = self._drew = False
        else:
            lap, names = view(self.match.hole, None), self.names

            def lap_banner() -> str:
                return final_lap_banner(lap, names)

            def lap_banner_shorter() -> tuple[str, ...]:
                return (final_lap_banner(lap, names, short=True),
                        final_lap_banner(lap, names, shortest=True))

            self._banner, self._banner_shorter = lap_banner, lap_banner_shorter
            self._line = narration
            logged = one
            if before.closer is None and lap.closer is not None and lap.knocker is None:
                # the moment the final lap began, which the banner tells at the table while
                # the lap lasts: the log keeps it (its end alone read as the last mover's doing)
                out = names[lap.closer]

                def logged(shown: Shown = None, short: int = 0) -> str:
                    began = _("%(name)s's cards are all face up: the final lap begins.")
                    return f"{one(shown, short)} {began % {'name': out}}"
        together = all_flips if self._flipped_by is not None else None
        self.log.append(LogEntry(m.deals, seat, logged, isinstance(action, TakeDiscard),
                                 isinstance(action, DrawStock), opening,
                                 isinstance(action, ThrowAway), folds=folds, together=together,
                                 stand_in=bot and not self.config.seats[seat].is_bot))
        return result

    def _replay(self, saved: Match) -> None:
        """Go on with a saved match as if it had been played at this table: its last deal's
        actions are told again (``_record``: the same lines, from the public views), so the
        log, the narration line and the banner are as they were. Nobody holds the keys: the
        table is drawn from the seat of the last human to move, and the first human turn comes
        after a hand-over in every mode (``resuming``), except with one human while a computer
        is to act (nobody else plays at this screen). A hole ended by the last action has its
        result shown again (``unseen_result``), as the save may have been taken on it (unless
        the save says it was seen: ``result_seen``, the new deal is then told from its start);
        opening peeks the player to act made last are shown again after the hand-over to
        them."""
        deal = saved.deals
        went_on = saved.deal_just_ended and self.result_seen == saved.deals
        if saved.deal_just_ended and not went_on:  # no action yet in this deal
            deal -= 1  # the last action ended the deal before
        m = Match.start(saved.ruleset, saved.players, saved.seed, record=saved.table.record)
        self.match = m
        telling = False
        last_human: int | None = None
        for done, action in enumerate(saved.actions):
            if not telling and self.match.deals == deal:
                telling = True
                self._log_deal()
                self._observe()  # the bots see the deal again as it was played: what they
                # had noted (cards taken from the discard pile, where each card went) comes back
            seat = self.match.hole.current
            if not self.is_bot(seat):
                last_human = seat
            if telling:
                self._changes_told(done, deal)
                # each move named by who made it: "Ola" before she left the table, then "Ola
                # (bot)" (``seat_changes``)
                bot = self._computer_at(seat, done)
                if self._record(action, apply(self.match.hole, action), bot) is not None:
                    for bot_player in self.bots.values():
                        bot_player.new_hole()
                self._observe()
            else:
                self.match = play(self.match, action)
        if not telling:
            line = self._log_deal()
            if went_on:  # the narration line as the result's Enter left it (``clear_ending``)
                self._line = _plain(line)
        self._changes_told(len(saved.actions), self.log[-1].deal)
        self.match = saved
        self.log.append(LogEntry(self.log[-1].deal, None,
                                 _plain(lambda: _("The saved match goes on from here.")),
                                 resumed=True))
        if deal != saved.deals and not saved.finished:
            self.unseen_result = saved.results[-1]
        seat = saved.hole.current
        here = (saved.deals, seat)
        # the peeks the player to act made last: the opening's unless hidden with Enter, and
        # those paid for (theirs to see until their next action)
        by = self._peeked_by
        if (not self.is_bot(seat) and by is not None and by[:2] == here
                and not (by[2] and self.peek_hidden == here)):
            seen = view(saved.hole, seat).memory
            cards = {p: seen[p] for p in self._peeked if p in seen}
            self._peek_again = (*here, cards, self._peeks_held(), by[2])
        self.keys = None
        if last_human is not None:
            self.home = last_human
        if len(self.humans) == 1 and self.is_bot(seat):
            self.keys = self.humans[0]
        self.resuming = not self.is_bot(seat)

    def _changes_told(self, done: int, deal: int) -> None:
        """The log's notes of the people who left the table or came back (``seat_changes``)
        when ``done`` actions had been made, in ``deal``, told again as they were."""
        for change in self.seat_changes:
            if (change.actions == done and change.deal == deal
                    and 0 <= change.seat < len(self.config.seats)):
                self._note(deal, change.seat, change.kind, change.after_move)
