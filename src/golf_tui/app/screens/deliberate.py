"""Screens that wait for a deliberate answer: keys typed ahead do not answer them.

The key that takes one screen down was delivered to the next as well: Enter Enter on a hole's
result passed the hand-over behind it unseen (the next player never took the keys), and on the
last hole it passed the match-over screen and started a new match with Play again. Both keys
were in the app's queue before the second screen went up; a quick double press does the same a
moment after it is drawn.

So a ``Deliberate`` screen (the hand-over, a hole's result, the match over, the resume and quit
questions) takes a key or a mouse press only when it was made once the screen had been drawn on
top and had been there ``READING_TIME``: sooner than anyone could have read it and answered.
The time compared is the event's own (when the key came in), not when it is handled, so a key
that waited in the queue while the screen went up is still one typed ahead. ``GolfApp.on_event``
drops such events before any binding sees them. Shown again (a screen on top of it taken
down), the screen waits again: what is typed at the screen above is not its answer either.
"""

from __future__ import annotations

from textual.events import Event, ScreenResume
from textual.message import Message
from textual.screen import Screen, ScreenResultType

# Seconds a screen is on top before a key answers it: longer than between the two presses of a
# quick double press, shorter than it takes to read "Pass to Ola" and hand the keyboard over.
READING_TIME = 0.3


class Deliberate(Screen[ScreenResultType]):
    """A screen that ignores the keys and clicks made before it was seen (``typed_ahead``)."""

    class Shown(Message):
        """The screen has been drawn on top; ``time`` says when (Textual's event clock)."""

    _answers_from: float | None = None  # when a key made may answer it; None: not drawn yet

    def on_screen_resume(self, _event: ScreenResume) -> None:
        self._answers_from = None  # until it is drawn (again)
        self.call_after_refresh(self._drawn)

    def _drawn(self) -> None:
        self.post_message(self.Shown())  # made now: its time is the moment it was drawn

    def on_deliberate_shown(self, message: Shown) -> None:
        if self.is_current:
            self._answers_from = message.time + READING_TIME

    def typed_ahead(self, event: Event) -> bool:
        """Whether ``event`` came before the screen was drawn, or too soon after to answer
        it."""
        return self._answers_from is None or event.time < self._answers_from
