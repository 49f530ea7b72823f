"""How a card is written on screen, in Unicode or ASCII. The only place that turns a card into
text for the UI, so that a face-down card can never be written with its identity.

Rank letters follow the current language (``rank_label``: E, Kn, D, K in Norwegian); suits are
glyphs (♥♦♣♠), or their letters in ASCII mode, so colour is never the only cue. Every other
sign in ASCII mode is ``ascii_signs``' to draw.
"""

from __future__ import annotations

from ..engine import Card, Rank
from ..i18n import pgettext, rank_label

BACK_UNICODE = "▒▒"
BACK_ASCII = "##"
# the fill of a large card's back: a pattern no face can be mistaken for
BACK_FILL_UNICODE = "▚"
BACK_FILL_ASCII = "#"


def rank_text(card: Card) -> str:
    """The rank as printed on the card in the current language (``"10"``, ``"K"``, ``"JK"``)."""
    return rank_label(str(card.rank.value))


def suit_text(card: Card, *, ascii: bool = False) -> str:
    """``"♥"`` (``"h"`` in ASCII mode); empty for a joker."""
    if card.rank is Rank.JOKER or card.suit is None:
        return ""
    return str(card.suit.value) if ascii else card.suit.glyph


def card_label(card: Card | None, *, ascii: bool = False) -> str:
    """``"7♥"`` / ``"7h"``, ``"JK"`` for a joker, the back pattern for None (face down)."""
    if card is None:
        return BACK_ASCII if ascii else BACK_UNICODE
    return rank_text(card) + suit_text(card, ascii=ascii)


def card_name(card: Card | None, *, ascii: bool = False) -> str:
    """A card as a sentence names it, after the sentence's own article ("took the %(card)s"):
    its label, but a joker in words ("the joker", not "the JK"; in Norwegian "jokeren", as the
    catalog's sentences have no article)."""
    if card is not None and card.rank is Rank.JOKER:
        return pgettext("a joker named in a sentence", "joker")
    return card_label(card, ascii=ascii)


def back_fill(*, ascii: bool = False) -> str:
    """One character of a large card's back."""
    return BACK_FILL_ASCII if ascii else BACK_FILL_UNICODE


def best_mark(ascii: bool = False) -> str:
    """The mark beside the best hole and around the match's end: ``★`` (``*`` in ASCII mode)."""
    return "*" if ascii else "★"


def empty_mark(ascii: bool = False) -> str:
    """An empty place (no card in hand, a hole not played yet): ``·`` (``.`` in ASCII mode)."""
    return "." if ascii else "·"


def is_red(card: Card) -> bool:
    return card.suit is not None and card.suit.red


def face_style(card: Card | None, *, no_color: bool = False, red: str = "red",
               back: str = "dim") -> str:
    """The Rich style of a card label in a line of text: a back dim, a face bold, a red suit's
    face in ``red`` (``widgets.card.suit_red``: the colour of the red faces on the piles, so
    that ♥ and ♦ have one red everywhere). Under NO_COLOR the colours become greys, and red's
    grey is about as dark as a back's: a red face is then bold and bright like a black one (the
    suit glyph tells them apart). ``back``: a back's style, dim unless the caller gives the
    theme's dimmed text (``widgets.card.dim_text``)."""
    if card is None:
        return back
    return f"bold {red}" if is_red(card) and not no_color else "bold"
