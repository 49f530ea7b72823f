"""The one place in the app that changes the match: every move goes through the engine here.

The controller holds the match, applies actions (from the keys or from a computer player), keeps
the computer players informed, decides when the keys must be handed over, and writes the
narration line, and keeps every line in the table's log (``log``). It knows nothing of Textual,
so it can be tested on its own.

"The player at the keys" (``keys``) is the human whose view the table shows. It changes only at
the start of a human's turn: directly, or after a hand-over screen when the next screen could show
that player something private (the opening peek, a card drawn from the stock). After a screen
everyone watches (a hole's result, the match's end, a resumed match) nobody holds the keys
(``release_keys``) until the next human's turn: with more than one human, that turn begins with
a hand-over, whoever held the keys before. The table is still drawn from the seat that held them
last (``seat_shown``).

A resumed match is replayed through the same narration as live play (``_replay``): the log of
the hole so far, the last line and the banner come back, a hole's result not yet seen is shown
again (``unseen_result``), and opening peeks the player to act made just before the save are
shown to that player again, once they have the keys (``take_keys``).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Protocol

from ..engine import (
    FLIPS,
    PEEKS,
    SWAPS,
    Action,
    Card,
    DrawStock,
    Flip,
    Hole,
    HoleResult,
    IllegalAction,
    Knock,
    Match,
    Peek,
    SeatView,
    Swap,
    TakeDiscard,
    ThrowAway,
    advance,
    apply,
    play,
    view,
)  # fmt: skip
from ..i18n import _
from .config import GameConfig, first_at_keys, hands_over
from .narration import (
    ending_banner,
    final_lap_banner,
    last_turn_words,
    move_forms,
    narrate,
    winner_words,
)  # fmt: skip

if TYPE_CHECKING:
    from ..bots import Bot


@dataclass(frozen=True)
class Step:
    """What one applied action did."""

    seat: int
    action: Action
    line: str  # the narration
    result: HoleResult | None  # the hole this action ended, if it ended one
    match_over: bool


Shown = Callable[[Card], bool] | None  # which cards a line may name (None: every card)


class Told(Protocol):
    """A line as a way to write it, in the current language: naming only the cards ``shown``
    allows (the log, later), in fewer words with ``short`` (``narrate``'s ``short``: 1 fewer, 2
    fewer still; a line with no fewer words is the same)."""

    def __call__(self, shown: Shown = None, short: int = 0) -> str: ...


def _forms(told: Told, shown: Shown = None) -> tuple[str, ...]:
    """``told`` and its fewer words, fullest first (``narration.move_forms``)."""
    return move_forms(lambda short: told(shown, short))


def _plain(line: Callable[[], str]) -> Told:
    """A line with no cards and no fewer words (a new deal's, the match's winner) as a
    ``Told``."""

    def told(shown: Shown = None, short: int = 0) -> str:
        return line()

    return told


@dataclass(frozen=True)
class LogEntry:
    """One line of the table's log: what one action did, or a new deal."""

    deal: int  # the match's deal it belongs to (``Match.deals``)
    seat: int | None  # who acted; None for the table itself (a new deal)
    write: Told  # the line in the current language, naming only cards shown
    take: bool = False  # a take from the discard pile, which the placing line tells again
    draw: bool = False  # a draw from the stock, which the placing or throwing line implies
    opening: bool = False  # the opening peek, the same for everyone (left out of the recap)
    thrown: bool = False  # a throw-away, whose line says the card was drawn from the stock
    # this line tells the same player's line before it again, which the log and the recap
    # leave out: a placing tells the take or the draw, a throw-away the draw, the flip after a
    # throw-away the throw ("…threw away the 3♥ and flipped the 6♥")
    folds: bool = False
    # the table's note that a saved match goes on: no move, so not in the recap (it stood in
    # for the narration there, and the last move was told twice)
    resumed: bool = False
    # the table's note that a person left it or came back (``Controller.hand_over``): no move
    # either, so it stands between no lines of one, but news, which the recap tells; made at
    # the end of the seat's own turn (``after_move``), the narration tells it with that move
    seat_change: bool = False
    after_move: bool = False
    # an opening flip: the line of its player's opening flips so far, this one the last,
    # which the recap tells in place of theirs, a whole opening one move (the log keeps a
    # line a flip; a computer's narration is this line, a person's tells the flip alone)
    together: Told | None = None
    # made by a computer playing for a person who left the table (``hand_over``): not the
    # person's own move, which their recap, back at the table, starts after (``_told``)
    stand_in: bool = False


class RecapLine(NamedTuple):
    """One line of the recap (``Controller.recap``): its text, and how many moves it tells,
    which the table counts for the moves it has no room for ("3 earlier moves: l Log"), and
    the same in fewer words, shortest last (none where it has none: ``narrate``'s ``short``),
    for a recap that has no room for every move told in full (``TableScreen._recap_text``)."""

    text: str
    moves: int  # 1; 0 for a new deal's line
    shorter: tuple[str, ...] = ()
    # the last move of the player at the keys themselves, before the others': told first
    # where the rows have room for every line in full (the card that left their grid), else
    # left out, uncounted (it is no move since their last turn)
    own: bool = False

    @property
    def forms(self) -> tuple[str, ...]:
        """The line and its fewer words, fullest first."""
        return (self.text, *self.shorter)


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


def _told_again(entries: list[LogEntry],
                kind: Callable[[LogEntry, LogEntry], bool]) -> list[LogEntry]:
    """``entries`` less those that the same player's next line tells again: ``kind(entry,
    next)`` (``LogEntry.folds``, a player's opening flips). The note of a resumed match is no
    line of a move and stands between none: a turn saved halfway ("Ola drew a card from the
    stock", and then, resumed, "…drew a card from the stock and put it top-left") was told
    twice, and counted as two moves."""
    kept: list[LogEntry] = []
    after: LogEntry | None = None  # the next line that tells a move
    for entry in reversed(entries):
        if not (after is not None and after.seat == entry.seat and kind(entry, after)):
            kept.append(entry)
        if not (entry.resumed or entry.seat_change):
            after = entry
    return kept[::-1]


class Controller:
    """Holds the match for one table and is the only code that changes it (``apply``).
    Other code may read the engine (views, ``visible_pairs``, rulesets), never move it."""

    def __init__(self, config: GameConfig, match: Match | None = None,
                 on_change: Callable[[Match], None] | None = None,
                 peek_hidden: tuple[int, int] | None = None,
                 result_seen: int | None = None,
                 stand_ins: dict[int, str] | None = None,
                 seat_changes: list[SeatChange] | None = None,
                 pending: dict[int, Pending] | None = None, *, paused: bool = False,
                 stood_in: dict[int, set[int]] | None = None) -> None:
        """Start a new match for ``config``, or go on with ``match`` (a resumed autosave).
        ``on_change`` is called with the match after every applied action (the autosave), and
        when an opening peek is hidden or a hole's result has been seen. ``peek_hidden``: the
        (deal, seat) whose opening peeks had been hidden with Enter when the save was taken
        (``peek_hidden``); ``result_seen``: the deal that had begun when the last result was
        seen (``result_seen``); ``stand_ins``: the people's seats a computer plays for, and
        at which level (``stand_ins``); ``seat_changes``: when people left the table and came
        back (``seat_changes``); ``pending``: a change asked for during the turn being played,
        made at its end (``pending``); ``paused``: w had paused the computer players
        (``paused``); ``stood_in``: the holes a computer played some of for a person
        (``stood_in``)."""
        self.config = config
        resumed = match is not None
        if match is None:
            self.seed = config.seed if config.seed is not None else secrets.randbelow(2**31)
            match = Match.start(config.ruleset, list(config.names), self.seed)
        else:
            self.seed = match.seed
        self.match = match
        self.on_change = on_change
        self.bots: dict[int, Bot] = {}
        # a person's seat a computer plays for now (the person left the table: ``hand_over``),
        # and at which level; and a change asked for during that seat's own turn, made once the
        # turn is over (seat: (the level, None to take it back; the turn it was asked in))
        self.stand_ins: dict[int, str] = {
            seat: kind for seat, kind in (stand_ins or {}).items()
            if 0 <= seat < len(config.seats) and not config.seats[seat].is_bot}
        self._pending: dict[int, Pending] = {}
        # every change made, oldest first (saved: a resumed match tells each where it was)
        self.seat_changes: list[SeatChange] = list(seat_changes or ())
        # a person's seat → the numbers of the holes a computer made any of their moves in
        # (saved; the history keeps them: the statistics count only a person's own holes).
        # ``seat_changes`` of earlier deals are dropped at each new deal: this is not
        self.stood_in: dict[int, set[int]] = {
            seat: set(holes) for seat, holes in (stood_in or {}).items() if holes}
        if any(s.is_bot for s in config.seats) or self.stand_ins:
            # only tables with computer players pay for the import
            from ..bots import bot_seed, make_bot

            # seeded as ``golf-tui simulate`` seeds them: the same match, move for move
            self.bots = {seat: make_bot(self.stand_ins.get(seat, s.kind),
                                        bot_seed(self.seed, seat))
                         for seat, s in enumerate(config.seats)
                         if s.is_bot or seat in self.stand_ins}
            self._show_scorecard()
        self.keys: int | None = first_at_keys(config.seats)
        self.home = self.keys  # the seat that held the keys last (``seat_shown``)
        self._keys_turn: tuple[int, int, int] | None = None
        self.reveal: dict[int, Card] = {}  # own face-down cards shown once (peeks), until Enter
        self.reveal_holds = False  # the reveal must be dismissed before anything else is done
        # The narration line and the banner are kept as ways to write them, not as text, so that
        # they follow a language switch at once (``refresh_language``): see ``line``/``banner``.
        self._line: Told = _plain(str)
        self._banner: Callable[[], str] = str
        # its shorter forms, shortest last, for a banner too narrow for the long one
        self._banner_shorter: Callable[[], tuple[str, ...]] = tuple
        self._move: Told = _plain(str)  # the last move alone, without a banner
        self._took_from_discard = False
        self._drew = False  # the last action was a draw from the stock (``narrate``'s ``drew``)
        self._knocked = False  # the last action was a knock (``move_to_pass_on``)
        # the turn (``_turn_key``) in which the last action was made: a seat that has made
        # none in its turn yet may be handed to a computer at once (``_change``)
        self._acted_in: tuple[int, int, int] | None = None
        # positions of this turn's peeks so far, and (deal, seat, whether they are the opening's
        # or paid for with the peek penalty)
        self._peeked: tuple[int, ...] = ()
        self._peeked_by: tuple[int, int, bool] | None = None
        # positions a computer has flipped so far in its opening, and (deal, seat)
        self._flipped: tuple[int, ...] = ()
        self._flipped_by: tuple[int, int] | None = None
        # a resumed match: the hole whose result was not seen yet, the peeks to show again once
        # their seat has the keys ((deal, seat, cards, held until Enter, opening peeks)), and
        # whether the first human turn is covered by a hand-over in every mode
        self.unseen_result: HoleResult | None = None
        self._peek_again: tuple[int, int, dict[int, Card], bool, bool] | None = None
        self.resuming = False
        # (deal, seat) of the last opening peeks their player hid with Enter: saved, so that a
        # resumed match does not show them again (a second look the rules do not give)
        self.peek_hidden = peek_hidden
        # ``match.deals`` when the last hole's result was seen (``clear_ending``): saved, so
        # that a match resumed before the next deal's first action goes on from that deal's
        # hand-over, not from the result again (it had been seen)
        self.result_seen = result_seen
        # w stopped the computers' moves until w again (or space): saved, so that a match
        # quit while paused resumes paused (the computers played on at once)
        self.paused = paused
        # Every narration line of the deal being played, oldest first (``log_lines``).
        self.log: list[LogEntry] = []
        if resumed:
            self._replay(match)
            self._resume_pending(pending or {})
        else:
            self._log_deal()
        self._observe()

    # --- reading ---------------------------------------------------------------------------

    @property
    def line(self) -> str:
        """The narration of the last change, in the current language."""
        return self._line()

    @property
    def line_forms(self) -> tuple[str, ...]:
        """``line`` and the same in fewer words, fullest first (``narrate``'s ``short``): the
        narration shows the first that fits its lines (``InfoLine.say``). A line that ends a
        hole ("…; the hole is over") has the move alone in fewer words last: the banner's row
        says the hole is over."""
        forms = _forms(self._line)
        if self._line is self._move or not self._banner():
            return forms
        alone = self._move(None, 2)
        return forms if alone in forms else (*forms, alone)

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

    @property
    def banner(self) -> str:
        """The final-lap or end-of-hole banner (empty when there is none), in the current
        language."""
        return self._banner()

    @property
    def banner_short(self) -> str:
        """The banner's short form (the number of turns left in place of names), or empty."""
        return next(iter(self._banner_shorter()), "")

    @property
    def banner_forms(self) -> tuple[str, ...]:
        """The banner and its shorter forms, fullest first (``Banner.announce``): a final lap's
        names, then the number of turns left before the hole ends, then that number alone."""
        return (self._banner(), *self._banner_shorter())

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

    # --- a person leaves the table, and comes back ------------------------------------------

    def hand_over(self, seat: int, kind: str = "normal") -> str:
        """A computer plays for the person in ``seat`` at level ``kind`` (they left the table):
        from now on, or, on their own turn, once it is over (never in the middle of a turn a
        person is taking). What to tell the table: the log's line ("Ola left the table: a
        computer plays for Ola."), or that it starts at their next turn."""
        return self._change(seat, kind)

    def take_back(self, seat: int) -> str:
        """The person in ``seat`` plays again (``hand_over`` undone): from now on, or once the
        computer's turn for them is over."""
        return self._change(seat, None)

    def _change(self, seat: int, kind: str | None) -> str:
        name = self.match.players[seat]
        args = {"name": name}
        if self.config.seats[seat].is_bot or self.match.finished:
            return ""
        now = self.stand_ins.get(seat)
        if seat == self.current and (now is None) != (kind is None) and not self._untouched(kind):
            self._pending[seat] = Pending(kind, self._turn_key())
            if self.on_change is not None:  # saved: quit before the turn's end, it still comes
                self.on_change(self.match)
            return self._waits(seat, kind)
        if self._pending.pop(seat, None) is not None and (now is None) == (kind is None):
            # asked again before it was made: stays as it is
            if self.on_change is not None:
                self.on_change(self.match)
            if kind is None:
                return _("%(name)s plays on.") % args
            return _("The computer plays on for %(name)s.") % args
        if (now is None) == (kind is None):
            return ""
        self._switch(seat, kind)
        if self.on_change is not None:
            self.on_change(self.match)
        return self.line

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

        def told() -> str:
            if kind is None:
                return _("%(name)s is back.") % {"name": name}
            return _("%(name)s left the table: a computer plays for %(name)s.") % {"name": name}

        # a note of the table, no move: not in the hand-over's move line, but in the recap
        self.log.append(LogEntry(deal, None, _plain(told), seat_change=True,
                                 after_move=after_move))
        if not after_move:
            self._line = _plain(told)
            return
        move = self._line  # the move that ended the seat's turn, the change after it

        def line(shown: Shown = None, short: int = 0) -> str:
            return f"{move(shown, short)} {told()}"

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

    def at_keys_to_act(self) -> bool:
        """The player at the keys is the one to act now (and the match is on)."""
        return (
            not self.match.finished
            and self.keys == self.current
            and self._keys_turn == self._turn_key()
        )

    def _turn_key(self) -> tuple[int, int, int]:
        h = self.match.hole
        return (self.match.deals, h.turns, h.current)

    # --- hand-over -------------------------------------------------------------------------

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

    def set_paused(self, paused: bool) -> None:
        """w paused the computer players, or w again (space) let them go on: the save says so
        at once, as it does of an opening peek hidden."""
        if paused == self.paused:
            return
        self.paused = paused
        if self.on_change is not None and not self.match.finished:
            self.on_change(self.match)

    # --- acting ----------------------------------------------------------------------------

    def apply(self, action: Action) -> Step:
        """Apply the action of the seat to act. Raises IllegalAction (saying why) if not allowed."""
        m = self.match
        h = m.hole
        seat = h.current
        after_hole = apply(h, action)  # raises IllegalAction before anything changes
        self._peek_again = None
        if seat in self.stand_ins:  # a computer's move for a person: not their hole
            self.stood_in.setdefault(seat, set()).add(m.hole_number)
        result = self._record(action, after_hole)
        if result is not None and result.scores is None:
            # a void deal is no hole: the hole dealt again is theirs if they play all of it
            for holes in self.stood_in.values():
                holes.discard(m.hole_number)
            self.stood_in = {s: holes for s, holes in self.stood_in.items() if holes}
        if isinstance(action, Peek) and seat == self.keys:
            seen = view(after_hole, seat).memory
            if action.pos in seen:
                self.reveal[action.pos] = seen[action.pos]
            self.reveal_holds = self._peeks_held()
        else:
            self.hide_reveal()
        if result is not None:
            for bot in self.bots.values():
                bot.new_hole()
            self._show_scorecard()
        self._observe()
        line = self.line
        self._apply_pending()
        if self.on_change is not None:
            self.on_change(self.match)
        return Step(seat, action, line, result, self.match.finished)

    def _peeks_held(self) -> bool:
        """Whether this turn's peeks stay on show until Enter: opening peeks, once the opening
        is over (a penalty peek shows until the next action)."""
        by = self._peeked_by
        return by is not None and by[2] and self.public_view().phase != "opening"

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

    def clear_ending(self) -> None:
        """The hole result has been seen, by everyone (``release_keys``): drop the end-of-hole
        banner and the last hole's narration (its cards may lie face down in the new deal).
        The save says it was seen (``result_seen``): quit at the next hand-over, the match
        resumes there, not on the result again."""
        self.unseen_result = None
        self.release_keys()
        self._banner, self._banner_shorter = str, tuple
        m = self.match
        if m.finished:
            self._line = _plain(lambda: winner_words(m))  # the prompt says the match is over
            return
        self._line = _plain(self._log_deal())
        self.result_seen = m.deals
        # an earlier deal is never told again: who plays a seat as it begins is known without
        # them (``_computer_at``)
        self.seat_changes = [c for c in self.seat_changes if c.deal >= m.deals]
        if self.on_change is not None:
            self.on_change(m)

    def _log_deal(self) -> Callable[[], str]:
        """Log the hole being dealt now and return its line: a hole dealt again after a void
        deal says so (it is the same hole, not a new one)."""
        m = self.match
        args = {"number": m.hole_number, "count": m.holes_to_play,
                "dealer": m.players[m.hole.dealer]}
        again = m.redeals > 0

        def line() -> str:
            if again and m.holes_to_play:
                return _("%(dealer)s dealt hole %(number)d of %(count)d again.") % args
            if again:
                return _("%(dealer)s dealt hole %(number)d again.") % args
            if m.holes_to_play:
                return _("Hole %(number)d of %(count)d: %(dealer)s dealt a new hole.") % args
            return _("Hole %(number)d: %(dealer)s dealt a new hole.") % args

        self.log.append(LogEntry(m.deals, None, _plain(line)))
        return line

    def log_lines(self) -> list[tuple[str, bool]]:
        """The log of the deal being played, oldest first, in the current language: (line,
        whether it came after the last move of the player at the keys). A line names a card
        only while everyone can see it (face up, on the discard pile, taken from it): a card
        that has gone face down since, or back into the stock, is "a card no longer in sight".
        Lines of earlier deals are left out, as the narration line drops them: their cards are
        dealt again. Once the card taken from the discard pile or drawn from the stock is placed,
        the line of the take or the draw is left out: the placing line tells it too ("drew the
        5♣ from the stock and put it bottom-left"); so is a draw's once its card is thrown away
        ("drew from the stock and threw away the 7♥"), and a throw-away's once the flip it asked
        for is made ("…threw away the 3♥ and flipped the 6♥ bottom-right").

        From a hole's last move until its result has been seen (``clear_ending``), the next
        deal is not in the log yet: the log is still the hole just played's, naming all its
        cards, which its end turned face up for everyone."""
        deal, over = self._logged_deal()
        entries, after_mine = self._told(deal)
        since = len(entries) if after_mine is None else after_mine
        shown: Shown = None if over else self._in_sight()
        return [(e.write(shown), i >= since) for i, e in enumerate(entries)]

    def recap(self) -> list[RecapLine]:
        """What happened since the player at the keys last moved, oldest first, the last line the
        narration, the others as the log words them (naming only the cards still in sight), a
        player's opening flips in one line: for the start of their turn, so that a player who
        looked away while the others played (a hand-over covers the table from all but the
        player at the keys) catches up without opening the log. Each line with the moves it
        tells (``RecapLine``): one, a whole opening too; none for a new deal. Empty once they
        have acted this turn (their opening peek is no act: after it the recap tells the
        others' moves before it, the peek last), or when it is not their turn, or when the
        narration alone tells it (one line). Their own last move comes first (``RecapLine.
        own``), for the table to tell where its rows have room for every line in full."""
        if not self.at_keys_to_act():
            return []
        deal, over = self._logged_deal()
        if over:
            return []
        entries, after_mine = self._told(deal)  # a draw, a take: told by the line after
        # an opening is one move: its last flip's line tells the flips before it
        told = _told_again(entries[after_mine or 0:], lambda e, after: e.together is not None
                           and after.together is not None)
        # the others' opening peeks, at the same cards for everyone, tell nothing; nor does the
        # note of a resumed match, which is no move. The player's own opening peek, just made,
        # is the narration: what the others did before it is still to be told (it was only
        # while they peeked, and the first turn of a hole is when they most need it); a deal
        # and nothing else since is no news beside the peek: the first to play sees the peek.
        # A person who left the table or came back is news (``LogEntry.seat_change``); made at
        # the end of their turn, the narration tells it after their move, for both lines.
        since = [e for e in told if not (e.opening or e.resumed)]
        peeked = bool(told) and told[-1].opening and told[-1].seat == self.keys
        narrated = 2 if since and since[-1].after_move else 1
        shown = self._in_sight()
        # their own last move, which the others' turns pushed off the table's rows: at 100×30
        # with two bots the line saying which card left their grid was gone by their turn
        mine = entries[after_mine - 1] if after_mine and not peeked else None
        own = [] if mine is None or not since else [
            RecapLine(text, 0, tuple(shorter), own=True)
            for text, *shorter in [_forms(mine.write, shown)]]
        if (len(since) < narrated + 1 - peeked and not own) or (
                peeked and all(e.seat is None and not e.seat_change for e in since)):
            return []
        earlier = since if peeked else since[:-narrated]
        lines = [(_forms(e.together or e.write, shown), int(e.seat is not None))
                 for e in earlier]
        return [*own, *(RecapLine(text, moves, tuple(shorter))
                        for (text, *shorter), moves in [*lines, (self.line_forms, 1)])]

    def _in_sight(self) -> Shown:
        """Which cards a line of the log may name: those everyone can see now."""
        seen = {c.uid for c in view(self.match.hole, None).known_cards()}

        def in_sight(card: Card) -> bool:
            return card.uid in seen

        return in_sight

    def _told(self, deal: list[LogEntry]) -> tuple[list[LogEntry], int | None]:
        """The entries of ``deal`` as the log tells them (less the lines the same player's next
        tells again: ``LogEntry.folds``), and the
        index of the first after the last move of the player at the keys (None: they have not
        moved in this deal; their opening peek is no move: it ends no turn). A person back at
        the table made none of the moves a computer made for them (``LogEntry.stand_in``):
        their recap tells those too, from their own last move (or the deal's start)."""
        entries = _told_again(deal, lambda _e, after: after.folds)
        mine = [i for i, e in enumerate(entries)
                if e.seat is not None and e.seat == self.keys and not e.opening
                and not e.stand_in]
        return entries, mine[-1] + 1 if mine else None

    def log_hole(self) -> int:
        """The number of the hole the log tells of (``log_lines``)."""
        m = self.match
        _deal, over = self._logged_deal()
        return m.results[-1].hole if over and m.results else m.hole_number

    def _logged_deal(self) -> tuple[list[LogEntry], bool]:
        """The entries of the deal the log tells of, and whether that deal is over: the current
        deal's, or, until the next deal is logged, the last one's."""
        deal = [e for e in self.log if e.deal == self.match.deals]
        if deal or not self.log:
            return deal, False
        return [e for e in self.log if e.deal == self.log[-1].deal], True

    def _show_scorecard(self) -> None:
        """The computer players read the scorecard as a hole begins (as everyone can)."""
        if self.bots and not self.match.finished:
            from ..bots import tell_standings  # already imported: the table has computer players

            tell_standings(self.bots.values(), self.match)

    def _observe(self) -> None:
        if self.match.finished:
            return
        for seat, bot in self.bots.items():
            bot.observe(view(self.match.hole, seat))

    # --- helpers for the keys --------------------------------------------------------------

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
