"""What a match is started with: the ruleset, the seats and the table settings.

Importing this module does not load the engine or pydantic: the quick start (``QuickStart``) is
checked and its first screen shown before the ruleset is built.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, get_args

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from ..engine import Ruleset

HUMAN = "human"
HandOver = Literal["auto", "always", "never"]
HANDOVERS: tuple[HandOver, ...] = get_args(HandOver)


def handover_mode(value: object) -> HandOver:
    """``value`` where it is a hand-over mode, else the default, "auto"."""
    return value if value in HANDOVERS else "auto"


def kept_table_settings(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The table settings (``handover``, ``ascii``, ``animations``) of a settings file or a
    save, each the default where ``raw`` has none or one of the wrong kind (a string other than
    the modes; anything but ``true`` or ``false``): what the settings' validation keeps."""
    ascii_cards, animations = raw.get("ascii"), raw.get("animations")
    return {"handover": handover_mode(raw.get("handover")),
            "ascii": ascii_cards if isinstance(ascii_cards, bool) else False,
            "animations": animations if isinstance(animations, bool) else True}


@dataclass(frozen=True)
class Seat:
    """One chair at the table: a name and who plays it (``human`` or a bot kind)."""

    name: str
    kind: str = HUMAN

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN


def first_at_keys(seats: Sequence[Seat]) -> int | None:
    """The human at the keys when a match starts: the first human in the list (None: none)."""
    return next((i for i, s in enumerate(seats) if not s.is_bot), None)


def hands_over(mode: HandOver, keys: int | None, to_act: int) -> bool:
    """Whether the human ``to_act`` gets the keys through a hand-over screen (``keys``: the
    human at the keys now): always in ``always`` mode, in ``auto`` mode when someone else has
    them, never in ``never`` mode."""
    return mode == "always" or (mode == "auto" and keys != to_act)


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

    def dealt_on(self) -> GameConfig:
        """The next match's config once this one has finished: the deal passes to the left, as
        between holes. The seat order turns by one, so the next player deals the first hole and
        the order of play stays the same (Play again, New setup and the setup remembered for
        the next start alike)."""
        from dataclasses import replace

        return replace(self, seats=self.seats[1:] + self.seats[:1])


@dataclass(frozen=True)
class QuickStart:
    """A match asked for on the command line by a shipped preset's name (no house rules, no
    ``--rule``), checked without building its ruleset (``setup_model.quick_check``).

    The app shows the match's first hand-over at once and builds the ruleset and the match
    (pydantic, the engine) right after that first frame, while the player reads it."""

    preset: str
    seats: tuple[Seat, ...]
    opening_peek: bool = False  # the preset opens with a peek: the first hand-over says so
    seed: int | None = None
    handover: HandOver = "auto"
    ascii: bool = False
    animations: bool = True

    def first_handover(self) -> int | None:
        """The seat the match opens with a hand-over to, as the table would decide it; None
        when it opens at the table (a computer plays first, or the first player to act is
        already at the keys)."""
        from ..engine.seating import first_to_act

        first = first_to_act(len(self.seats))
        if self.seats[first].is_bot:
            return None
        return first if hands_over(self.handover, first_at_keys(self.seats), first) else None

    def config(self) -> GameConfig:
        """The full config: builds and validates the ruleset (loads pydantic)."""
        from ..presets import load_ruleset

        return GameConfig(load_ruleset(self.preset), self.seats, seed=self.seed,
                          handover=self.handover, ascii=self.ascii,
                          animations=self.animations)
