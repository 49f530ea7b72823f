"""Cards: ranks, suits, physical cards with their own identity, and parsing from text.

Several decks may be shuffled together, so two cards can share rank and suit; each physical card
carries a ``uid`` (its index in the full pack) so that conservation of cards can be checked.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Rank(str, Enum):
    """A card rank. The value is the code used in text (``"10"``, ``"JK"`` for a joker)."""

    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    JOKER = "JK"


class Suit(str, Enum):
    """A suit. Suits never affect scoring; they are shown."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def glyph(self) -> str:
        return _GLYPHS[self]

    @property
    def red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


_GLYPHS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_BY_TEXT = {s.value: s for s in Suit} | {v: k for k, v in _GLYPHS.items()} | {
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
}
STANDARD_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if r is not Rank.JOKER)


class Card(NamedTuple):
    """One physical card. ``suit`` is None for a joker or for a card parsed without a suit."""

    rank: Rank
    suit: Suit | None
    uid: int

    def code(self, *, glyphs: bool = False) -> str:
        """Text form: ``"8h"``, ``"8♥"``, ``"JK"``; rank only when the suit is unknown."""
        if self.suit is None:
            return self.rank.value
        return self.rank.value + (self.suit.glyph if glyphs else self.suit.value)

    def __str__(self) -> str:
        return self.code(glyphs=True)


class ParseError(ValueError):
    """Text that does not describe cards. ``str(e)`` is the English message; ``reason`` says
    what is wrong, for programs and translated messages (one of ``PARSE_REASONS``), and
    ``token`` is the text at fault (a card, or the whole grid for a shape problem)."""

    def __init__(self, message: str, reason: str = "", token: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        self.token = token


PARSE_REASONS = ("empty_card", "not_a_card", "joker_with_suit", "empty_row", "ragged_rows")
"""Every ``ParseError.reason``."""


def parse_card(text: str, uid: int = -1) -> Card:
    """Parse ``"8"``, ``"8h"``, ``"8♥"``, ``"10s"``, ``"q"``, ``"JK"``/``"joker"`` into a card.
    ``"1"`` (``"1h"``) is an ace, as ``A``: a ten is ``"10"``, never ``"1"``."""
    t = text.strip()
    if not t:
        raise ParseError("empty card", "empty_card", text)
    upper = t.upper()
    if upper in ("JK", "JOKER", "*"):
        return Card(Rank.JOKER, None, uid)
    suit: Suit | None = None
    if t[-1].lower() in _SUIT_BY_TEXT and len(t) > 1:
        suit = _SUIT_BY_TEXT[t[-1].lower()]
        upper = upper[:-1]
    if upper == "1":  # an ace, on purpose (tests/cli's "1 = A"); said in --help, README, errors
        upper = "A"
    try:
        rank = Rank(upper)
    except ValueError:
        raise ParseError(
            f"{text!r} is not a card: use A 2 3 4 5 6 7 8 9 10 J Q K or JK (1 is an ace too, so a"
            " ten is 10), optionally with a suit (8h, 8♥)",
            "not_a_card", text,
        ) from None
    if rank is Rank.JOKER:
        raise ParseError(f"{text!r}: a joker has no suit", "joker_with_suit", text)
    return Card(rank, suit, uid)


def parse_grid(text: str) -> list[list[Card]]:
    """Parse rows separated by ``/`` (top row first), cards separated by spaces or commas."""
    rows = [row.replace(",", " ").split() for row in text.split("/")]
    if not rows or any(not row for row in rows):
        raise ParseError(f"{text!r}: every row needs at least one card (rows are separated by /)",
                         "empty_row", text)
    width = len(rows[0])
    if any(len(row) != width for row in rows):
        raise ParseError(f"{text!r}: every row must have the same number of cards",
                         "ragged_rows", text)
    uid = 0
    grid: list[list[Card]] = []
    for row in rows:
        parsed: list[Card] = []
        for word in row:
            parsed.append(parse_card(word, uid))
            uid += 1
        grid.append(parsed)
    return grid


def build_pack(decks: int, jokers_per_deck: int) -> tuple[Card, ...]:
    """Every physical card in play, in a fixed order; ``uid`` is the index in this tuple."""
    cards: list[Card] = []
    for _ in range(decks):
        for suit in Suit:
            for rank in STANDARD_RANKS:
                cards.append(Card(rank, suit, len(cards)))
        for _ in range(jokers_per_deck):
            cards.append(Card(Rank.JOKER, None, len(cards)))
    return tuple(cards)
