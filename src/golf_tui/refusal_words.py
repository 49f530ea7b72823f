"""Why the rules refuse a move, in the player's language.

The engine says why in English (``str(e)``) and names the kind of refusal with a stable code
(``IllegalAction.code``, and ``.action`` when the move belongs to another part of the turn).
This module turns the code into a message from the catalog; a code it does not know is shown
as the engine's English reason, so a new refusal is never silent.

No Textual here: the table (``app/refusals.py``) says these words, and so does a saved match
record that cannot be read back (``match_words``), below the app.
"""

from __future__ import annotations

from .engine import IllegalAction
from .i18n import N_, _, ngettext

# A move made in the wrong part of the turn: what was refused ...
WRONG_TIME = {
    "draw": N_("You cannot draw from the stock now"),
    "take": N_("You cannot take the discard now"),
    "swap": N_("You cannot swap a card into your grid now"),
    "throw": N_("You cannot throw a card away now"),
    "knock": N_("You cannot knock now"),
    "flip": N_("You cannot flip a card now"),
    "peek": N_("You cannot peek now"),
}
# ... and what the turn is waiting for. (The opening's, where the engine says which and how
# many cards: ``opening_words``; "the opening comes first" is a word of the rules, which a
# child at the table does not know.)
TURN_WAITS_FOR = {
    "opening_first": N_("the opening comes first"),
    "holding": N_("you hold a card (swap it into your grid or throw it away)"),
    "holding_taken": N_("you hold a card (swap it into your grid)"),
    "must_flip": N_("you must flip one of your face-down cards"),
    "draw_first": N_("draw a card or take the discard first"),
}
REFUSALS = {
    "hole_over": N_("The hole is over."),
    "match_over": N_("The match is over."),
    "off_grid": N_("That position is not in your grid."),
    "already_face_up": N_("That card is already face up."),
    "discard_empty": N_("The discard pile is empty."),
    "must_swap_taken": N_("A card taken from the discard pile must be swapped into your grid."),
    "no_knocking": N_("This ruleset has no knocking."),
    "final_lap_no_knock": N_("Nobody may knock during the final lap."),
    "opening_is_peek": N_("The opening is a peek, not a flip."),
    "no_flip_turn": N_("This ruleset does not allow a flip as a turn."),
    "opening_is_flip": N_("The opening is a flip, not a peek."),
    "opening_bottom_row": N_("The opening peek is at your bottom row only."),
    "already_seen": N_("You have already peeked at that card."),
    "no_peeking": N_("This ruleset does not allow peeking at your cards."),
    "on_show": N_("That card is on show already: another peek would cost a point for nothing."),
}


def says_what_next(e: IllegalAction) -> bool:
    """Whether ``refusal_text(e)`` says what the turn waits for ("You cannot draw from the
    stock now: you hold a card (swap it into your grid or throw it away).")."""
    return getattr(e, "code", "") in TURN_WAITS_FOR and getattr(e, "action", "") in WRONG_TIME


def refusal_text(e: IllegalAction) -> str:
    """The reason for a refused move, as a sentence in the current language."""
    code = getattr(e, "code", "")
    action = getattr(e, "action", "")
    if says_what_next(e):
        return _("%(refused)s: %(waiting)s.") % {"refused": _(WRONG_TIME[action]),
                                                  "waiting": opening_words(e)
                                                  or _(TURN_WAITS_FOR[code])}
    if code in REFUSALS:
        return _(REFUSALS[code])
    reason = str(e)
    return reason[:1].upper() + reason[1:] + "."


def opening_words(e: IllegalAction) -> str:
    """What the opening still asks for, where the turn waits for it and the engine says how
    many cards ("first flip 2 cards face up", "first peek at 2 of your bottom cards"); ""
    where it does not."""
    n = getattr(e, "left", 0)
    kind = getattr(e, "opening", "")
    if getattr(e, "code", "") != "opening_first" or n < 1:
        return ""
    if kind == "flip":
        return ngettext("first flip %(n)d card face up", "first flip %(n)d cards face up",
                        n) % {"n": n}
    if kind == "peek":
        return ngettext("first peek at %(n)d of your bottom cards",
                        "first peek at %(n)d of your bottom cards", n) % {"n": n}
    return ""
