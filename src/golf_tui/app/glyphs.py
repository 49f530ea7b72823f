"""How a card is written on screen, in Unicode or ASCII. The only place that turns a card into
text for the UI, so that a face-down card can never be written with its identity."""

from __future__ import annotations

from ..engine import Card, Rank

BACK_UNICODE = "▒▒"
BACK_ASCII = "##"


def card_label(card: Card | None, *, ascii: bool = False) -> str:
    """``"7♥"`` / ``"7h"``, ``"JK"`` for a joker, the back pattern for None (face down)."""
    if card is None:
        return BACK_ASCII if ascii else BACK_UNICODE
    if card.rank is Rank.JOKER or card.suit is None:
        return card.rank.value
    return card.rank.value + (card.suit.value if ascii else card.suit.glyph)


def is_red(card: Card) -> bool:
    return card.suit is not None and card.suit.red
