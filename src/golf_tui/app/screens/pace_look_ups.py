"""The bots' keys and the look-ups: w pauses them and goes on, space skips ahead, + and - set
their pace (``PACES``), each said in a passing note in the status line (``pass_note``); h shows
the discard pile's line, and l, s, r and ? open the log, the scorecard, the rules and the keys.
Mixed into ``TableKeys``."""

from __future__ import annotations

from ...i18n import _
from ..hints import Hint
from .key_state import KeyState
from .table_words import (
    GO_ON_AHEAD,
    NOTE_SECONDS,
    PACES,
    PAUSED_AHEAD,
    PAUSED_AHEAD_SHORT,
    pace_note,
)  # fmt: skip


class PaceAndLookUps(KeyState):
    """The bots' pace and the look-ups (mixed into ``TableKeys``)."""

    def action_pause(self, when: str = "now") -> None:
        """w on a computer's turn: its move waits (``table_flow``'s ``_unseen``) until w is
        pressed again (``action_go_on``) or space skips ahead, and the prompt says so. Skipping
        ahead stops: the player asked to look. On a person's own turn (``when`` "ahead"): the
        bots wait once the turn is over, and a note says so."""
        self.paused = True
        if self.skip:
            self.skip = False
            self.end_note()  # "skipping ahead": no more
        # the key did something: an earlier key's reason would read as its
        self.say(Hint(_(PAUSED_AHEAD), _(PAUSED_AHEAD_SHORT)) if when == "ahead" else None)
        self.refresh_bindings()  # "w Go on" in the footer, on a person's turn too

    def action_go_on(self, when: str = "now") -> None:
        """w again: the computers play on, the move waiting made at the pace from now. On a
        person's own turn (``when`` "ahead"), the line says they will, as w's pause did."""
        self.paused = False
        self.say(Hint(_(GO_ON_AHEAD)) if when == "ahead" else None)
        self.refresh_bindings()
        self.bots_resume()

    def action_skip(self) -> None:
        if self.paused:  # space asks for the bots' turns now: the pause is over
            self.paused = False
            self.render_table()
        if self.skip:  # already skipping: a second press needs no second note
            return
        self.skip = True
        # stands while the computers' turns are skipped (``table_flow``: ``skip_done``)
        self.pass_note(_("Skipping ahead to the next human turn") if self.ctrl.humans
                       else _("Skipping ahead to the end of the hole"), None)  # only computers
        self.pace_pending()  # a move chosen already is made now, not at the end of its pace
        self.bots_resume()  # and one waiting under "Make the terminal larger" too

    def action_pace(self, step: int) -> None:
        # the next step faster or slower from the pace now, which settings.json may have set
        # between two steps (0.3 s: + gives 0.2, - 0.4) or beyond the slowest (5 s: - keeps it)
        if step < 0:
            self.pace = max((p for p in PACES if p < self.pace), default=PACES[0])
        else:
            self.pace = min((p for p in PACES if p > self.pace), default=max(self.pace, PACES[-1]))
        self.pace_changed()
        if self.said is not None:  # the key did something: an earlier key's reason would
            self.say(None)  # read as its
        note, *shorter = pace_note(self.pace, step)
        self.pass_note(note, NOTE_SECONDS, tuple(shorter))
        if self.built:  # the status line's pace beside whose turn it is (``TURN_PACE``)
            self.render_table()
        self.pace_pending()  # a move chosen already waits out the new pace, not the old

    def pass_note(self, text: str, seconds: float | None, shorter: tuple[str, ...] = ()
                  ) -> None:
        """A passing note, for ``seconds`` (None: until ``end_note``): in the status line, in
        place of the ruleset and the hole, where it covers nothing (a toast covered the end of
        the prompt), in the first of its ``shorter`` forms that fits where ``text`` does not;
        while the terminal is too small for the table, as a toast."""
        self.noted = True
        if self.too_small or not self.built:
            self.notify(text, timeout=seconds or NOTE_SECONDS, markup=False)
            return
        self.status.note(text, *shorter)
        if self._note_timer is not None:
            self._note_timer.stop()
        self._note_timer = None if seconds is None else self.set_timer(seconds, self.end_note)

    def end_note(self) -> None:
        """Take the passing note off the status line."""
        if self._note_timer is not None:
            self._note_timer.stop()
            self._note_timer = None
        if self.built:
            self.status.note("")

    def action_history(self) -> None:
        """h: the discard pile's line, top card first, for the turn being played (or hidden
        again); asked during a computer's turn, to the end of the asking player's next turn
        (``TableScreen._history_stays``). The turn after that begins without it: it took the
        row of the narration, cut short for every later player, and at one screen the next
        player had not asked for it."""
        self.show_history = not self.show_history
        ctrl = self.ctrl
        self.history_for = (ctrl.keys, ctrl.turn if ctrl.at_keys_to_act() else None)
        self.fit_table()
        self.render_table()
        if self.too_small:
            self.refresh_bindings()  # its key is offered there only while the line is shown

    def action_scorecard(self) -> None:
        from . import links

        self.app.push_screen(links.scorecard_screen(self.ctrl.match))

    def action_log(self) -> None:
        from . import links

        self.app.push_screen(links.log_screen(self.ctrl))

    def action_rules(self) -> None:
        from . import links

        self.app.push_screen(links.rules_screen(self.ctrl.match.ruleset,
                                                   self.ctrl.match.table))

    def action_keys(self) -> None:
        from . import links

        self.app.push_screen(links.keys_screen(self.ctrl.match.ruleset, bool(self.ctrl.bots)))
