"""The flow of play at the table: after every change, run a computer turn (in a thread, at a
readable pace), hand the keys to the next human (through a hand-over screen when the next screen
would show them something private), or show the hole result and the match-over screen. Actions of
the player at the keys arrive in ``act``; only the controller changes the match.

A computer's move is made only while the table is the screen on top and fits the terminal: under
the keys, the rules, the scorecard, the log, the palette, the quit dialog or the message asking
for a larger terminal nobody would see it. Its choice may be made
meanwhile (in its thread); it waits, and is made ``pace`` seconds after the table shows again.
A computer's opening (its flips, or its peeks) is one paced step: the moves after its first
follow at once, and the narration tells them in one line (``Controller.opening_goes_on``)."""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from textual.screen import Screen
from textual.worker import Worker, WorkerState

from ...engine import Action, HoleResult, IllegalAction
from ...i18n import _
from ..hints import Hint
from ..refusals import refusal_hint
from .handover import AWAY_NOTE, OPENING_PEEK_NOTE, RESUMING_NOTE, HandoverScreen
from .relabel import ready_for_actions

if TYPE_CHECKING:
    from textual.timer import Timer

    from ..controller import Controller, Step


class TableFlow(Screen[None]):
    """The turn-by-turn flow of the table screen (mixed into ``TableScreen``)."""

    ctrl: Controller
    armed: str | None
    cursor: int | str | None  # a grid position, or a pile (``table_keys.PILE_SPOTS``)
    cursor_turn: tuple[int, int, int] | None  # the turn it was left in (``Controller.turn``)
    said: Hint | None  # why the last key did nothing (``TableKeys.say``)
    busy: bool  # a computer turn, a hand-over or a result screen is in progress
    skip: bool
    paused: bool  # w stopped the computers' moves (``TableKeys.action_pause``)
    noted: bool
    pace: float
    token: int
    _bot_jobs: dict[Worker[tuple[Action, str | None]], tuple[int, float]]
    _bot_waiting: tuple[int, Action] | None  # a computer's choice made while the table was covered
    # a computer's choice waiting out its pace: (token, when its turn began, action), and the
    # timer that plays it (space, or a faster pace, may play it sooner: ``pace_pending``)
    _bot_pending: tuple[int, float, Action] | None
    _bot_timer: Timer | None

    if TYPE_CHECKING:  # provided by TableScreen

        def render_table(self) -> None:
            ...

        def tell_pending(self) -> None:
            ...

        def build_table(self) -> None:
            ...

        def match_done(self, choice: str) -> None:
            ...

        def notes_stale(self) -> None:
            ...

        def end_note(self) -> None:
            ...

        def say(self, hint: Hint | None) -> None:
            ...

        def as_clicked(self, hint: Hint) -> Hint:
            ...

        @property
        def too_small(self) -> bool:
            ...

    def advance(self) -> None:
        """Move play on after a change: run a computer turn or hand the keys to a human."""
        ctrl = self.ctrl
        if ctrl.match.finished or self.busy:
            self.render_table()
            return
        if ctrl.is_bot(ctrl.current):
            self._start_bot()
            # the rest of an opening is drawn once it is made; a move made skipping to the
            # hole's end is not drawn at all
            if not ctrl.opening_goes_on() and not self.skipping_to_result:
                self.render_table()
                self.tell_pending()
            return
        if self.skip:
            self.skip = False
            self.end_note()  # "skipping ahead": done
        if (turn := ctrl.turn) != self.cursor_turn:
            # the card picked with the arrow keys was another turn's (a player alone against
            # computers finds it where the first arrow puts it, as on the first turn)
            self.cursor, self.cursor_turn = None, turn
        name = ctrl.begin_turn()
        if name is None:
            self.render_table()
            self.tell_pending()
            return
        # the table behind the hand-over shows the previous player's view: it is covered, and
        # it is drawn (or even built, on the first turn) only once the new player has the keys
        if ctrl.away_seen_next():  # the computer's opening peek for them among them
            note = AWAY_NOTE
        elif ctrl.opening_peek_next():
            note = OPENING_PEEK_NOTE
        else:
            note = RESUMING_NOTE if ctrl.resuming else ""
        self.busy = True
        self.app.push_screen(HandoverScreen(name, note, move=ctrl.move_to_pass_on(),
                                            lap=ctrl.lap_to_pass_on(),
                                            since=ctrl.since_to_pass_on()),
                             self._handed_over)
        self._drop_notes()

    def _drop_notes(self) -> None:
        """The passing notes (skipping ahead, the pace) are done with once a hand-over or a
        hole's result goes up: off the screen with them."""
        if self.noted:
            self.noted = False
            self.end_note()
            self.notes_stale()

    def _handed_over(self, _result: None) -> None:
        self.busy = False
        if self.ctrl.is_bot(self.ctrl.current):
            # a computer took the turn over on the hand-over (the palette's "A computer plays
            # for Ola…"): it plays it, and the next person's hand-over comes after
            self.advance()
            return
        self.ctrl.take_keys()
        self.cursor = None
        self.build_table()
        self.render_table()
        self.tell_pending()
        self._follow_log()  # a log left open now marks the new player's last move

    def _after(self, step: Step) -> None:
        self.armed = None
        self.said = None
        self._follow_log()
        if step.result is None:
            self.advance()
            return
        if not self.skipping_to_result:
            self.render_table()
        self.show_result(step.result)

    @property
    def skipping_to_result(self) -> bool:
        """Space at a table of computers only skips to the end of the hole: the moves on the
        way there are made without being drawn (every one of them was, 400 KB written for two
        computers' hole at 200x60, none of it seen); the hole's result shows how it ended. The
        table is drawn again when the skip stops short of it (p: ``action_pause``, which
        redraws it) or after the result (``_result_seen``)."""
        return self.skip and not self.ctrl.humans

    def show_result(self, result: HoleResult) -> None:
        """The hole's result, which everyone watches; then the next deal (``_result_seen``)."""
        self.busy = True
        if not self.ctrl.humans:  # space skipped "to the end of the hole" (its note): done
            self.skip = False
        from .links import hole_result_screen

        config = self.ctrl.config
        hurry = False
        if self.ctrl.bots and result.scores is None:
            from ...bots.notes import will_hurry  # already imported: the table has computer players

            hurry = will_hurry(self.ctrl.match)
        ctrl = self.ctrl
        screen = hole_result_screen(ctrl.match, result, config.ascii, config.animations, hurry,
                                    last_move=lambda: ctrl.last_move)
        self.app.push_screen(screen, self._result_seen)
        self._drop_notes()

    def _follow_log(self) -> None:
        """Bring the log up to date when it is open over the table (once it is composed, if
        it has only just been opened, or is composing itself again in another language)."""
        screen = self.app.screen
        follow = getattr(screen, "follow_log", None)
        if callable(follow):
            if ready_for_actions(screen):
                follow()
            else:
                screen.call_later(follow)

    def _result_seen(self, _result: object) -> None:
        self.busy = False
        self.ctrl.clear_ending()
        self._follow_log()
        if self.ctrl.match.finished:
            from .links import match_over_screen

            self.render_table()
            self.busy = True
            self.app.push_screen(match_over_screen(self.ctrl.match), self._match_over)
            seen = getattr(self.app, "match_end_seen", None)  # GolfApp's: nothing to tell
            if callable(seen):
                seen()
            return
        self.advance()

    def _match_over(self, choice: object) -> None:
        self.match_done(str(choice or "setup"))

    def act(self, action: Action) -> bool:
        """Apply an action for the player at the keys, or say why it cannot be done; whether
        it was made."""
        try:  # the engine's own refusal: it raises before anything changes
            step = self.ctrl.apply(action)
        except IllegalAction as e:
            self.say(self.as_clicked(refusal_hint(e)))  # by a click, in click words
            return False
        self._after(step)
        return True

    # --- computer turns --------------------------------------------------------------------

    def _start_bot(self) -> None:
        self.busy = True
        self.token += 1
        seat = self.ctrl.current
        bot, v = self.ctrl.bots[seat], self.ctrl.bot_view()
        from ...bots import choose_steadily  # already imported: the table has computer players

        # choose() may take a while (the hard player searches): it runs in a thread; a bot
        # that fails plays a safe move instead of closing the app (``bots/steady.py``)
        worker = self.run_worker(lambda: choose_steadily(bot, v), thread=True, group="bot")
        # A computer's opening is one step: its first flip (or peek) waits out the pace, the
        # rest follow it at once, as if its turn had begun long ago (a person waited through
        # 21 flips, one at a time, before the first move at seven computers' table)
        started = -math.inf if self.ctrl.opening_goes_on() else time.monotonic()
        self._bot_jobs[worker] = (self.token, started)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        job = self._bot_jobs.get(event.worker)
        if job is None or event.state not in (WorkerState.SUCCESS, WorkerState.CANCELLED):
            return
        del self._bot_jobs[event.worker]
        if event.state == WorkerState.SUCCESS:
            chosen = event.worker.result
            assert chosen is not None
            action, problem = chosen
            if problem is not None and job[0] == self.token:
                message = _("%(name)s, a computer player, ran into a problem (%(problem)s) and "
                            "played a safe move instead.") % {
                    "name": self.ctrl.names[self.ctrl.current], "problem": problem}
                warn = getattr(self.app, "warn", None)  # GolfApp's: kept on the Warnings screen
                if callable(warn):
                    warn(message)
                else:
                    self.notify(message, severity="warning")
            self._bot_chose(*job, action)

    def _unseen(self) -> bool:
        """A move made now would go unseen: another screen covers the table, or the message
        asking for a larger terminal does (unless space asked not to watch); or w paused the
        computers to look at the table."""
        return not self.is_active or self.paused or (self.too_small and not self.skip)

    def _bot_chose(self, token: int, started: float, action: Action) -> None:
        if token != self.token or not self.is_attached:
            return
        if self._unseen():  # covered: the move waits for the table (``bots_resume``)
            self._bot_waiting = (token, action)
            self.render_table()  # an opening stopped part way (p) shows as far as it got
            return
        self._bot_pending = (token, started, action)
        self.pace_pending()

    def pace_pending(self) -> None:
        """Play the computer's move that waits out its pace once the pace says so: it shows
        ``pace`` seconds after its turn began, at once when skipping. Called again when space
        or + / - change that while it waits (space pressed then waited out up to two seconds
        more); the timer set before is stopped, and a timer left over does nothing."""
        pending = self._bot_pending
        if pending is None:
            return
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None
        token, started, action = pending
        wait = 0.0 if self.skip else self.pace - (time.monotonic() - started)
        if wait <= 0:
            self._bot_play(token, action)
            return

        def due() -> None:
            if self._bot_pending is pending:
                self._bot_play(token, action)

        self._bot_timer = self.set_timer(wait, due)

    def _bot_play(self, token: int, action: Action) -> None:
        self._bot_pending = None
        self._bot_timer = None
        if token != self.token:
            return
        if self._unseen():  # covered while the move waited for its pace
            self._bot_waiting = (token, action)
            self.render_table()
            return
        self.busy = False
        self._after(self.ctrl.apply(action))

    def bots_resume(self) -> None:
        """The table shows again: a computer's move chosen while it was covered is made, at the
        pace (from now, so that the table is seen before it changes; at once when skipping)."""
        waiting, self._bot_waiting = self._bot_waiting, None
        if waiting is not None:
            self._bot_chose(waiting[0], time.monotonic(), waiting[1])
