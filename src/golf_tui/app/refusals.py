"""Why the table refuses a move: the reason in the player's language (``refusal_words``,
outside the app, which a saved match record that cannot be read back uses too) and whether
the turn's prompt follows it (``Hint``).
"""

from __future__ import annotations

from ..engine import IllegalAction
from ..refusal_words import (
    REFUSALS,
    TURN_WAITS_FOR,
    WRONG_TIME,
    opening_words,
    refusal_text,
    says_what_next,
)
from .hints import Hint

__all__ = ["REFUSALS", "TURN_WAITS_FOR", "WRONG_TIME", "opening_words", "refusal_hint",
           "refusal_text", "says_how", "says_what_next"]


def says_how(e: IllegalAction) -> bool:
    """Whether ``refusal_text(e)`` says how to do what the turn waits for, so that the prompt
    need not follow: "the opening comes first" does not say which keys make it ("Flip 2 cards:
    press 1–6" was hidden until the next key)."""
    return says_what_next(e) and getattr(e, "code", "") != "opening_first"


def refusal_hint(e: IllegalAction) -> Hint:
    """The reason for a refused move, to show in place of the prompt: the prompt follows it
    unless the reason says what the turn waits for and how itself ("the opening comes first"
    does not say how: the opening's prompt follows it). A reason alone left the player
    without the prompt: "That card is already face up." in a flip opening, with a card picked
    by the arrow keys, whose Enter was all the footer offered. The reasons have no fewer
    words."""
    return Hint(refusal_text(e), prompt_follows=not says_how(e))
