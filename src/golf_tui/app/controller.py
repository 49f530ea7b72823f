"""The one place in the app that changes the match: every move goes through the engine here.

The controller holds the match, applies actions (from the keys or from a computer player), keeps
the computer players informed, decides when the keys must be handed over, and writes the
narration line, and keeps every line in the table's log (``log``). It knows nothing of Textual,
so it can be tested on its own.

``Controller`` is made of parts, each in its own module: reading the match (``Reading``,
table_reading.py), the narration, the log and the recap (``LogAndRecap``, log_recap.py, with
their lines in log_entries.py), what the hand-over tells (``PassOn``, pass_on.py), people leaving
the table and coming back (``SeatChanges``, seat_changes.py), who holds the keys
(``AtTheKeys``, at_the_keys.py), and telling each move and a resumed match (``Recording``,
recording.py). Here: the match started or resumed (``__init__``) and the one door every move
comes through (``apply``), which puts the move to the rules once and hands the hole it gave to
``Recording._record``. The rest of the app imports the parts' names from here, as before the
split (``__all__``: ``LogEntry``, ``RecapLine``, ``SeatChange``, ``Pending``...).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import Action, Card, HoleResult, Match, Peek, apply, view
from .at_the_keys import AtTheKeys
from .config import GameConfig, first_at_keys
from .log_entries import LogEntry, RecapLine, Shown, Told, _plain
from .log_recap import LogAndRecap
from .narration import winner_words
from .pass_on import PassOn
from .recording import Recording
from .seat_changes import Pending, SeatChange, SeatChanges

if TYPE_CHECKING:
    from ..bots import Bot

__all__ = ["Controller", "LogEntry", "Pending", "RecapLine", "SeatChange", "Shown", "Step", "Told"]


@dataclass(frozen=True)
class Step:
    """What one applied action did."""

    seat: int
    action: Action
    line: str  # the narration
    result: HoleResult | None  # the hole this action ended, if it ended one
    match_over: bool


class Controller(Recording, SeatChanges, AtTheKeys, PassOn, LogAndRecap):
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

    def set_paused(self, paused: bool) -> None:
        """w paused the computer players, or w again (space) let them go on: the save says so
        at once, as it does of an opening peek hidden."""
        if paused == self.paused:
            return
        self.paused = paused
        if self.on_change is not None and not self.match.finished:
            self.on_change(self.match)

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
