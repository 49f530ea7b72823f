"""What a match is started with: the ruleset, the seats and the table settings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..engine import Ruleset

HUMAN = "human"
HandOver = Literal["auto", "always", "never"]


@dataclass(frozen=True)
class Seat:
    """One chair at the table: a name and who plays it (``human`` or a bot kind)."""

    name: str
    kind: str = HUMAN

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN


@dataclass(frozen=True)
class GameConfig:
    """Everything the table needs to start a match."""

    ruleset: Ruleset
    seats: tuple[Seat, ...]
    seed: int | None = None  # None: a fresh random seed per match
    handover: HandOver = "auto"
    ascii: bool = False  # ASCII card faces for terminals without suit glyphs
    animations: bool = True
    bot_delay: float = 0.8  # seconds between visible computer moves
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)
