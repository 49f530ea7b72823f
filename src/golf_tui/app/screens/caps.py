"""Caps Lock at a question: an upper-case letter answers as its lower case does.

The questions' keys are lower case (y/n, or the language's j/n; the resume offer's r, o, n, q;
the match over's a, n, q), and with Caps Lock on their upper case did nothing and said nothing
("Quit the match?" stayed up under Y). A question's answer is no move that could be made by
mistake, so there the upper case answers too; the table, the hand-over and the look-ups say
"is Caps Lock on?" instead (``table_keys.CAPS``)."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.binding import Binding
from textual.screen import Screen

from .bindings import bindings_of

# the actions of the questions' answers (``ConfirmQuitScreen.action_answer``, the resume offer's
# and the match over's ``action_choose``): the bindings an upper-case letter may stand for
ANSWERS = ("answer", "choose")


def caps_lower(event: events.Key) -> str | None:
    """The lower case of an upper-case letter (Caps Lock or Shift on: "Y", or in the kitty
    keyboard protocol "shift+y"), None for any other key (alt+shift+y is no answer)."""
    char = event.character
    if char is None or len(char) != 1 or not char.isalpha() or char == char.lower():
        return None
    lower = char.lower()
    return lower if event.key in (char, f"shift+{lower}") else None


def caps_answers(screen: Screen[Any], event: events.Key) -> list[Binding]:
    """The bindings of ``screen``'s own that answer its question (``ANSWERS``) with ``event``'s
    lower case, where ``event`` is an upper-case letter (``caps_lower``), enabled now or not."""
    lower = caps_lower(event)
    if lower is None:
        return []
    return [binding for binding in bindings_of((screen,), (lower,))
            if binding.action.split("(")[0] in ANSWERS]


async def caps_answer(screen: Screen[Any], event: events.Key) -> bool:
    """Run the answer ``screen`` binds to ``event``'s lower case, where ``event`` is an
    upper-case letter nothing binds and that answer can be given now: True where it ran (the
    key is then taken, and the screen's other handlers of it do not run)."""
    answers = caps_answers(screen, event)
    if not answers or event.key in screen.active_bindings:
        return False
    for binding in answers:
        if await screen.app.run_action(binding.action, screen):
            event.stop()
            event.prevent_default()
            return True
    return False
