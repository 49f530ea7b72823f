"""The rules engine: pure Python (plus pydantic for rulesets), no terminal, no I/O, no clock and no
global random. Everything a UI or a computer player needs is importable from here."""

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
from .customize import RulesetError, customise, parse_override
from .hole import (
    ENDINGS,
    REFUSAL_CODES,
    Hole,
    IllegalAction,
    apply,
    check,
    deal,
    is_legal,
    legal_actions,
    stack,
)  # fmt: skip
from .match import HoleResult, Match, play, replay
from .results import score_hole
from .ruleset import HouseRule, Ruleset
from .scoring import POSITION_NAMES, GridScore, score_grid
from .serialize import (
    MatchFormatError,
    match_from_dict,
    match_from_json,
    match_to_dict,
    match_to_json,
)
from .table import Table
from .view import SeatView, view

__all__ = [
    "DRAW_STOCK", "ENDINGS", "FLIPS", "KNOCK", "PEEKS", "POSITION_NAMES", "REFUSAL_CODES",
    "SWAPS", "TAKE_DISCARD",
    "THROW_AWAY", "Action", "Card", "DrawStock", "Flip", "GridScore", "Hole", "HoleResult",
    "HouseRule", "IllegalAction", "Knock", "Match", "MatchFormatError", "ParseError", "Peek",
    "Rank", "Ruleset", "RulesetError", "SeatView", "Suit", "Swap", "Table", "TakeDiscard",
    "ThrowAway", "apply", "build_pack", "check", "customise", "deal", "is_legal",
    "legal_actions", "match_from_dict", "match_from_json", "match_to_dict", "match_to_json",
    "parse_action", "parse_card", "parse_grid", "parse_override", "play", "replay", "score_grid",
    "score_hole", "stack", "view",
]  # fmt: skip
