"""The waits that keep a key or a click deliberate, and the clock they are measured by.

Read by the screens that wait for a deliberate answer (``screens/deliberate.py``, the knock
question, the setup's removal, a hole's result) and by the widgets that guard a click (the
footer's key just come under the pointer, ``FittingFooter.moved_under``; a seat row's ✕): kept
here, beneath both, so that a widget does not reach up into a screen's module for them.

Read through the module (``timings.READING_TIME``), never imported by name: the tests take the
reading time away (``answers_at_once``) and put it back by setting it here.
"""

from __future__ import annotations

from textual.events import Click
from textual.message import Message
from textual.message_pump import MessagePump
from textual.widget import Widget

# Seconds a screen is on top before a key answers it: longer than between the two presses of a
# quick double press, shorter than it takes to read "Pass to Ola" and hand the keyboard over.
READING_TIME = 0.3
# Seconds without a key, a click or a paste before a hand-over (``Deliberate.QUIET``) takes one:
# the burst of the person who has just played (a double or triple press, 0.1–0.5 s apart; a press
# again after looking up to see nothing happened, 0.45 s for the tester, about a second for
# some; a held key, whose first repeat comes 0.25–0.66 s after it, then every 30–40 ms; a
# paste, all at once) has no such gap in it, and it takes longer to hand a keyboard over (or
# to read the note of a key dropped here and press again). A key made sooner is dropped and
# waits the whole gap again from itself.
QUIET_TIME = 1.5
# Seconds a move that cannot be taken back waits after the key that asked for it, or after the
# last such key, where the reading time is kept (``final_wait``): the knock question's answer
# (``TableKeys._knock_too_soon``), the setup's removal of a player (``SetupScreen._too_quick``),
# and a hole's result whose reveal ended by itself (``HoleResultScreen``: an Enter to hurry the
# turning cards, pressed as they finished, dealt the next hole, the results never seen).
# A held key's first repeat, as late as 0.66 s after the press at terminals' defaults, came
# after the reading time and knocked, or removed a second player. Nobody reads a question, or
# finds the next row, and presses again sooner.
FINAL_TIME = 0.8
# Seconds a footer key must have stood under the pointer before a click on it presses it
# (``FittingFooter.moved_under``): the footer changes with the turn, and a click aimed at "l Log"
# or "w Pause" a moment before landed on "k Knock", or on the "3" of "1234 Place" as a turn
# began, and placed a card. Longer than the reading time: the pointer was on its way already.
MOVED_TIME = 0.5
# Seconds a screen says that a key or a click was dropped ("Too quick: …", "The keys changed:
# …"): a moment, then its prompt is as it was.
TOO_SOON_SHOWN = 3.0


def moved_wait() -> float:
    """How long a footer key must have stood under the pointer (``MOVED_TIME``); no wait where
    the reading time is off (the tests' ``answers_at_once``)."""
    return READING_TIME and MOVED_TIME


def final_wait() -> float:
    """The wait before a move that cannot be taken back (``FINAL_TIME``); none where the reading
    time is off (the tests' ``answers_at_once``)."""
    return READING_TIME and max(READING_TIME, FINAL_TIME)


def event_clock() -> float:
    """The time on the clock of Textual's events: a message made now says it (``Message.time``;
    the clock itself is private to Textual)."""
    return Message().time


def made_at(node: MessagePump) -> float:
    """When the key whose bindings run now was made (its event's time, ``GolfApp.key_made``),
    for an action to compare: not when it is handled, which a loaded machine can make a
    second later (the second of two quick ctrl+r was then no quick one). Without such a key
    (an action run by code, or from the command palette), now by the clock of Textual's
    events (``event_clock``)."""
    made = getattr(node.app, "key_made", None)
    return made if isinstance(made, float) else event_clock()


def click_made(widget: Widget, click: Click) -> float:
    """When ``click``, which ``widget`` is handling, was made: its release's own time
    (``GolfApp.clicks_made``), not the click's, which Textual stamps when the app reads the
    release; the click's own where the app did not make it (Pilot's)."""
    made = getattr(widget.app, "clicks_made", {}).pop(widget, None)
    return made if isinstance(made, float) else click.time
