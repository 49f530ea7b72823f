"""Actions: the small frozen values a player (or the table) applies to a hole.

Each action has a short text code (``draw``, ``swap:3``) used in replays, save files and golden
playthroughs. Positions count from 0, left to right, top row first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw the top card of the stock; only you see it."""

    code: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Take the top card of the discard pile; you must swap it into your grid."""

    code: ClassVar[str] = "take"

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, slots=True)
class Swap:
    """Put the card in hand at ``pos``; the card that lay there goes face up to the discard pile."""

    pos: int
    code: ClassVar[str] = "swap"

    def __str__(self) -> str:
        return f"{self.code}:{self.pos}"


@dataclass(frozen=True, slots=True)
class ThrowAway:
    """Throw the card drawn from the stock onto the discard pile."""

    code: ClassVar[str] = "throw"

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, slots=True)
class Knock:
    """Knock instead of drawing: everyone else gets one more turn, then the hole is scored."""

    code: ClassVar[str] = "knock"

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, slots=True)
class Flip:
    """Turn one of your face-down cards face up (opening, flip as a turn, flip after discard)."""

    pos: int
    code: ClassVar[str] = "flip"

    def __str__(self) -> str:
        return f"{self.code}:{self.pos}"


@dataclass(frozen=True, slots=True)
class Peek:
    """Look privately at one of your face-down cards (opening peek, or peek with penalty)."""

    pos: int
    code: ClassVar[str] = "peek"

    def __str__(self) -> str:
        return f"{self.code}:{self.pos}"


Action = DrawStock | TakeDiscard | Swap | ThrowAway | Knock | Flip | Peek

MAX_POSITIONS = 9
DRAW_STOCK = DrawStock()
TAKE_DISCARD = TakeDiscard()
THROW_AWAY = ThrowAway()
KNOCK = Knock()
SWAPS: tuple[Swap, ...] = tuple(Swap(i) for i in range(MAX_POSITIONS))
FLIPS: tuple[Flip, ...] = tuple(Flip(i) for i in range(MAX_POSITIONS))
PEEKS: tuple[Peek, ...] = tuple(Peek(i) for i in range(MAX_POSITIONS))

_SIMPLE: dict[str, Action] = {"draw": DRAW_STOCK, "take": TAKE_DISCARD, "throw": THROW_AWAY,
                              "knock": KNOCK}
_POSITIONAL: dict[str, tuple[Action, ...]] = {"swap": SWAPS, "flip": FLIPS, "peek": PEEKS}


def parse_action(text: str) -> Action:
    """Parse an action code (``draw``, ``take``, ``throw``, ``knock``, ``swap:N``, ``flip:N``,
    ``peek:N``)."""
    name, _, arg = text.strip().partition(":")
    if name in _SIMPLE and not arg:
        return _SIMPLE[name]
    if name in _POSITIONAL and arg.isdigit() and int(arg) < MAX_POSITIONS:
        return _POSITIONAL[name][int(arg)]
    raise ValueError(f"{text!r} is not an action code")


def position_in(text: str) -> str | None:
    """The position a positional code names, as a number written without leading zeros
    (``swap:9`` → ``"9"``), whether or not any grid has it; None for any other text."""
    name, _, arg = text.strip().partition(":")
    if name not in _POSITIONAL or not (arg.isascii() and arg.isdigit()):
        return None
    return arg.lstrip("0") or "0"
