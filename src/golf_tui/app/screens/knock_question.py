"""The knock's question: k asks first, and k again or Enter knocks (``action_knock``), unless
made too soon after the question to have read it (``_knock_too_soon``); another key takes it
back (``_unknock``). Mixed into ``TableKeys``."""

from __future__ import annotations

from ...engine import KNOCK
from ...i18n import _
from .. import timings
from ..hints import Hint
from .key_state import KeyState


class KnockQuestion(KeyState):
    """The knock's question (mixed into ``TableKeys``)."""

    def action_knock(self) -> None:
        """k asks first: a knock cannot be taken back, and k sits beside l (the log). The
        prompt says what a knock means now, and the keys that answer (``prompts.
        knock_question``); k again or Enter knocks, Esc or another move does not. The arrows'
        cursor is not drawn meanwhile (Enter knocks, whatever card it was on), and is where it
        was once the question is gone. Pressed while the opening peek's cards are on show, k
        hides them first, as the moves' keys do. (The computers knock at once: they never
        press k.) An answer made too soon after the question does not knock
        (``_knock_too_soon``)."""
        if not self.hide_then():
            return
        if self.armed == "knock":
            if not self._knock_too_soon():
                self.act(KNOCK)
            return
        self.armed = "knock"
        self.knock_from = timings.event_clock()  # asked now: the key that asked is earlier
        self.say(None)  # an earlier key's reason would read as if it answered the question

    def _knock_too_soon(self) -> bool:
        """Whether the k or Enter that would knock now was made (``timings.made_at``: when
        it was pressed, not when it is handled) sooner than ``timings.FINAL_TIME`` after
        the knock was asked (no wait where the reading time is off), or after the last answer
        made too soon: nobody could have read the question. A double-tapped k asked and knocked
        in one go, and so did a held one, the very slip the question is there for. It does
        not knock, and says so as the questions of the other screens do ("Too quick: press
        that key again.", with a bell), the question still asked after it; the wait starts
        again from that key, so a held k never knocks, and a k or Enter a moment after the
        last does."""
        from . import deliberate

        made = timings.made_at(self)
        wait = timings.final_wait()
        if not wait or made >= self.knock_from + wait:
            return False
        self.knock_from = max(self.knock_from, made)
        self.app.bell()
        # a click on "k/⏎ Knock" is answered as a click: "press that key again" left a
        # clicking player looking for a key
        words = deliberate.TOO_SOON_CLICK if deliberate.clicked(self) else deliberate.TOO_SOON
        self.say(Hint(_(words)))
        return True

    def _unknock(self) -> bool:
        """Take back a knock asked (``action_knock``), if one is: whether one was."""
        if self.armed != "knock":
            return False
        self.armed = None
        return True
