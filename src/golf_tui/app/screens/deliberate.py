"""Screens that wait for a deliberate answer: keys typed ahead do not answer them.

The key that takes one screen down was delivered to the next as well: Enter Enter on a hole's
result passed the hand-over behind it unseen (the next player never took the keys), and on the
last hole it passed the match-over screen and started a new match with Play again. Both keys
were in the app's queue before the second screen went up; a quick double press does the same a
moment after it is drawn.

So a ``Deliberate`` screen (the hand-over, a hole's result, the match over, the resume and quit
questions) takes a key or a mouse press only when it was made once the screen had gone up and
``READING_TIME`` had passed since it was drawn, and since any key made too soon (a held or a
mashed Enter is no answer): sooner, nobody could have read it and answered.
The time compared is the event's own (when the key came in), not when it is handled, so a key
that waited in the queue while the screen went up is still one typed ahead. ``GolfApp.on_event``
drops such events before any binding sees them, but for the keys that answer no screen: those
that open the command palette, and the quit keys (ctrl+q, ctrl+c: a quick second one at "Quit
the match?" quits, as in many a terminal program). Shown again (a screen on top of it taken
down), the screen waits again: what is typed at the screen above is not its answer either.

A key the screen never takes (no binding but one that says why it does nothing, and no answer
of its own: ``takes``) is not dropped: it gets its usual answer at once ("The hole is over", or
nothing at all, as q at "Quit the match?"), never "Too quick: press that key again.", which
asked for a key that would have done nothing either way. It still makes the wait longer.

The hand-over waits for a quiet moment, not only its reading time (``QUIET``): it is there for
a person change, and the person who has just played is the one at the keys when it comes up.
Ola's Enter a moment after her move was dropped, said "Too quick: press that key again." and
her second Enter 0.45 s later passed the hand-over to Kari's opening peek. It takes a key only
``QUIET_TIME`` after the last key, click or paste anyone made (on any screen, the move's own key
too), and a key it drops there says whom it waits for (``too_soon_words``), never to press
again.
"""

from __future__ import annotations

from typing import ClassVar

from textual.events import Event, Key, MouseEvent, ScreenResume, ScreenSuspend
from textual.message import Message
from textual.message_pump import MessagePump
from textual.screen import Screen, ScreenResultType
from textual.timer import Timer

from ...i18n import N_
from .. import timings
from ..widgets.footer import KEYS_MOVED
from .caps import caps_answers

# What a screen says, where it shows its prompt, when it drops a key made too soon: a
# veteran's Enter did nothing and nothing said why. The drop stays (``too_soon``).
# In player words: what happened, and what to do ("Too soon: that key was not taken" told
# neither); short, for the prompt after it on the same line (a hole's result at 80 columns).
TOO_SOON = N_("Too quick: press that key again.")
# The same for a mouse press: a click was no key, and "that key" left a clicking player guessing.
TOO_SOON_CLICK = N_("Too quick: click again.")


class Deliberate(Screen[ScreenResultType]):
    """A screen that ignores the keys and clicks made before it was seen (``typed_ahead``)."""

    class Shown(Message):
        """The screen has been drawn on top; ``time`` says when (Textual's event clock)."""

    # a hand-over: a key answers it only after ``QUIET_TIME`` without any key, click or paste,
    # whatever screen it was made at (``GolfApp.last_input``)
    QUIET: ClassVar[bool] = False
    # the actions of its bindings that only say why a key does nothing (and take nothing)
    REFUSALS: ClassVar[frozenset[str]] = frozenset()

    _answers_from: float | None = None  # when a key made may answer it; None: not on top
    _too_soon_timer: Timer | None = None  # takes the note of a key made too soon away
    # what the screen says of the last key or click made too soon (English, marked with N_)
    too_soon_said: str = TOO_SOON

    @property
    def put_up(self) -> bool:
        """Whether the screen has taken note that it is on top (its ``ScreenResume``): until
        then every key is one typed ahead. ``app.screen`` names it a moment before, once pushed."""
        return self._answers_from is not None

    def on_screen_resume(self, event: ScreenResume) -> None:
        # put up (or uncovered) now, drawn in a moment: until then, from when it went up
        self._answers_from = event.time + timings.READING_TIME
        last = getattr(self.app, "last_input", None)  # the move's key, one at a look-up above
        if self.QUIET and isinstance(last, float):
            self._answers_from = max(self._answers_from, last + timings.QUIET_TIME)
        self.call_after_refresh(self._drawn)

    def on_screen_suspend(self, _event: ScreenSuspend) -> None:
        self._answers_from = None  # covered: a key made now is for the screen on top

    def _drawn(self) -> None:
        self.post_message(self.Shown())  # made now: its time is the moment it was drawn

    def on_deliberate_shown(self, message: Shown) -> None:
        # the reading time counts from when the screen could be seen (without one, a key made
        # once the screen went up answers it: ``answers_at_once`` in the tests)
        if timings.READING_TIME and self.is_current and self._answers_from is not None:
            self._answers_from = max(self._answers_from, message.time + timings.READING_TIME)

    def read_again(self, wait: float | None = None) -> None:
        """What the screen asks has changed (a hole's result whole, where Enter showed it all
        a moment before): a key made before now answered what it asked before, and is no
        answer to it now; nor is one made sooner than ``READING_TIME`` after now (``wait``,
        where longer: ``final_wait``), or after the change is drawn. Set at once, not only
        once it is drawn: a key read between the two (a slow frame: eight grids of nine
        cards) made it through."""
        wait = timings.READING_TIME if wait is None else max(wait, timings.READING_TIME)
        if self._answers_from is not None:
            self._answers_from = max(self._answers_from, timings.event_clock() + wait)
            self.call_after_refresh(self._drawn)

    def typed_ahead(self, event: Event) -> bool:
        """Whether ``event`` was made while the screen was not on top, or too soon after it
        was drawn there to answer it. One made too soon, on top, restarts the wait from when
        it was made: an answer comes after a moment's quiet. A held Enter (the terminal
        repeats it) or one pressed again and again while a computer played went on through
        the hand-over once its reading time was over, to the next player's opening peek, with
        the wrong person at the keys. At a hand-over every key restarts it (``heard``). A key
        made too soon that the screen never takes (``takes``) is not dropped once it is up:
        it gets its usual answer (or none)."""
        click = isinstance(event, MouseEvent)
        if isinstance(event, MouseEvent) and event.button != 1:
            # only the left button answers a screen: a right or middle click does nothing
            # there, so it says nothing when made too soon either ("Too soon" read as if it
            # would have done something a moment later), nor makes the wait longer
            return self._answers_from is None or event.time < self._answers_from
        taken = not isinstance(event, Key) or self.takes(event)
        if self._answers_from is None:
            if taken:  # said once it is up; one it never takes is dropped without a word
                self.too_soon(click=click)
            return True
        early = event.time < self._answers_from
        if early and timings.READING_TIME:
            self._answers_from = max(self._answers_from, event.time + timings.READING_TIME)
        self.heard(event.time)
        if not early or not taken:
            return False
        self.too_soon(click=click)
        return True

    def heard(self, time: float) -> None:
        """A key, a left click or a paste was made at ``time`` (Textual's event clock) while
        the screen is on top: a hand-over (``QUIET``) takes none until ``QUIET_TIME`` after
        it, whether it came too soon or not (x, then Enter 0.4 s later: a burst too)."""
        if self.QUIET and timings.QUIET_TIME and self._answers_from is not None:
            self._answers_from = max(self._answers_from, time + timings.QUIET_TIME)

    def takes(self, event: Key) -> bool:
        """Whether the screen does something with ``event`` (on top, composed): a binding of
        the widget in focus, of one around it, of the screen's or (but over a modal screen) of
        the app's that does more than say why it does nothing (``REFUSALS``), or an answer of
        its own to a key nothing binds (``takes_unbound``). A key it never takes gets its usual
        answer even made too soon: "Too quick: press that key again." asked for a key that
        would have done nothing either way (x at a hand-over, q at "Quit the match?")."""
        bound = [self.active_bindings.get(key) for key in (event.key, *event.aliases)]
        actions = [each.binding.action for each in bound if each is not None]
        if actions:
            return any(action.split("(")[0].split(".")[-1] not in self.REFUSALS
                       for action in actions)
        return self.takes_unbound(event)

    def takes_unbound(self, event: Key) -> bool:
        """Whether the screen answers ``event``, a key nothing binds: here, an upper-case letter
        whose lower case answers it (Caps Lock on, ``caps.caps_answer``)."""
        return bool(caps_answers(self, event))

    def too_soon(self, *, click: bool = False) -> None:
        """A key or (``click``) a click was dropped as typed ahead (``typed_ahead``): the screen
        says so (``say_too_soon``, ``too_soon_said``: ``TOO_SOON`` or ``TOO_SOON_CLICK``)
        where it shows its prompt, for ``TOO_SOON_SHOWN`` seconds from the last such key. Called
        before the screen may be composed: it is said once it is."""
        self._say_for_a_moment(self.too_soon_words(click=click))

    def keys_moved(self) -> None:
        """A click on a footer key that had only just come under the pointer did nothing
        (``FittingFooter.moved_under``): the screen says so (``KEYS_MOVED``) where it says a
        key made too soon, for as long."""
        self._say_for_a_moment(KEYS_MOVED)

    def _say_for_a_moment(self, words: str) -> None:
        self.too_soon_said = words
        if self._too_soon_timer is not None:
            self._too_soon_timer.stop()
        self._too_soon_timer = self.set_timer(timings.TOO_SOON_SHOWN, self.too_soon_over)
        self.say_too_soon(True)

    def too_soon_words(self, *, click: bool) -> str:
        """What the screen says of a key or (``click``) a click made too soon (English, marked
        with N_)."""
        return TOO_SOON_CLICK if click else TOO_SOON

    def too_soon_over(self) -> None:
        """``TOO_SOON_SHOWN`` seconds after the last key made too soon: the note goes."""
        self._too_soon_timer = None
        self.say_too_soon(False)

    def say_too_soon(self, shown: bool) -> None:
        """Show (or take away) ``too_soon_said`` where the screen shows its prompt; possibly before
        the screen is composed, which then shows it as it stands."""


def clicked(node: MessagePump) -> bool:
    """Whether what runs now answers a click (``GolfApp.clicked_now``): a footer key's, or one
    on the table's cards, piles and grids; its refusals then speak of clicking, not of pressing
    a key."""
    return getattr(node.app, "clicked_now", False) is True


class UpFirst(Screen[ScreenResultType]):
    """A screen that takes no key made before it was up: composed, mounted and put on top (its
    first ``ScreenResume`` handled), which for the setup can take a second on a slow machine.
    The screen it replaces is shown meanwhile, and a key typed at that one is no key for this:
    r typed just after Escape at the resume offer went into the setup's first name ("Kari"
    became "r"). No reading time after that: a form is typed into at once."""

    _up_from: float | None = None  # when it was first up; None: not yet

    def on_screen_resume(self, _event: ScreenResume) -> None:
        if self._up_from is None:  # the first time only: uncovered, it was seen already
            self._up_from = timings.event_clock()

    def typed_ahead(self, event: Event) -> bool:
        """Whether ``event`` was made before the screen was first up (``GolfApp._read`` drops
        it, as it drops the keys typed ahead at a ``Deliberate`` screen)."""
        return self._up_from is None or event.time < self._up_from
