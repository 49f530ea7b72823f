"""The rules engine: pure Python (plus pydantic for rulesets), no terminal, no I/O, no clock and no
global random. Everything a UI or a computer player needs is importable from here.

Importing this package is cheap: each name is imported from its module on first use (PEP 562),
so a caller that needs only ``cards`` or ``errors`` does not load pydantic, and the command line
can show its first screen before the ruleset models are built. ``import golf_tui.engine.x`` and
``from golf_tui.engine import X`` work as always; type checkers read the imports below.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .lazy import first_use, names_by_module

if TYPE_CHECKING:
    from .actions import (
        DRAW_STOCK,
        FLIPS,
        KNOCK,
        PEEKS,
        SWAPS,
        TAKE_DISCARD,
        THROW_AWAY,
        Action,
        DrawStock,
        Flip,
        Knock,
        Peek,
        Swap,
        TakeDiscard,
        ThrowAway,
        parse_action,
    )  # fmt: skip
    from .cards import Card, ParseError, Rank, Suit, build_pack, parse_card, parse_grid
    from .customise import customise, parse_override
    from .errors import RulesetError
    from .hole import (
        ENDINGS,
        REFUSAL_CODES,
        Hole,
        IllegalAction,
        apply,
        check,
        deal,
        legal_actions,
        stack,
    )  # fmt: skip
    from .match import HoleResult, Match, advance, play, replay
    from .results import score_hole
    from .ruleset import HouseRule, Ruleset
    from .scoring import (
        BONUS_REASONS,
        KNOCK_REASONS,
        POSITION_NAMES,
        GridScore,
        score_grid,
        visible_pairs,
    )
    from .serialize import (
        MatchFormatError,
        match_from_dict,
        match_from_json,
        match_to_dict,
        match_to_json,
    )
    from .table import Table
    from .view import SeatView, view

# Where each public name lives (the same names as the imports above; a test checks both).
_MODULES: dict[str, tuple[str, ...]] = {
    "actions": (
        "DRAW_STOCK", "FLIPS", "KNOCK", "PEEKS", "SWAPS", "TAKE_DISCARD", "THROW_AWAY", "Action",
        "DrawStock", "Flip", "Knock", "Peek", "Swap", "TakeDiscard", "ThrowAway", "parse_action",
    ),
    "cards": ("Card", "ParseError", "Rank", "Suit", "build_pack", "parse_card", "parse_grid"),
    "customise": ("customise", "parse_override"),
    "errors": ("RulesetError",),
    "hole": (
        "ENDINGS", "REFUSAL_CODES", "Hole", "IllegalAction", "apply", "check", "deal",
        "legal_actions", "stack",
    ),
    "match": ("HoleResult", "Match", "advance", "play", "replay"),
    "results": ("score_hole",),
    "ruleset": ("HouseRule", "Ruleset"),
    "scoring": (
        "BONUS_REASONS", "KNOCK_REASONS", "POSITION_NAMES", "GridScore", "score_grid",
        "visible_pairs",
    ),
    "serialize": (
        "MatchFormatError", "match_from_dict", "match_from_json", "match_to_dict", "match_to_json",
    ),
    "table": ("Table",),
    "view": ("SeatView", "view"),
}  # fmt: skip
_WHERE = names_by_module(_MODULES)


def __getattr__(name: str) -> Any:
    return first_use(__name__, _WHERE, name)


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


class _Engine(ModuleType):
    """The package's module type: importing the submodule ``view`` must not hide the function
    ``view`` (the import system binds a submodule to its parent's attribute of the same name;
    with eager imports here the function was bound after it, so it won)."""

    def __setattr__(self, name: str, value: object) -> None:
        if name in _WHERE and isinstance(value, ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Engine


__all__ = [
    "BONUS_REASONS", "DRAW_STOCK", "ENDINGS", "FLIPS", "KNOCK", "KNOCK_REASONS", "PEEKS",
    "POSITION_NAMES", "REFUSAL_CODES",
    "SWAPS", "TAKE_DISCARD",
    "THROW_AWAY", "Action", "Card", "DrawStock", "Flip", "GridScore", "Hole", "HoleResult",
    "HouseRule", "IllegalAction", "Knock", "Match", "MatchFormatError", "ParseError", "Peek",
    "Rank", "Ruleset", "RulesetError", "SeatView", "Suit", "Swap", "Table", "TakeDiscard",
    "ThrowAway", "advance", "apply", "build_pack", "check", "customise", "deal", "legal_actions",
    "match_from_dict", "match_from_json", "match_to_dict", "match_to_json",
    "parse_action", "parse_card", "parse_grid", "parse_override", "play", "replay", "score_grid",
    "score_hole", "stack", "view", "visible_pairs",
]  # fmt: skip
