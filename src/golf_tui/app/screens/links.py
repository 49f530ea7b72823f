"""The screens the table and the app open besides themselves (setup, hole result, scorecard,
log, match over, keys, rules, confirm quit). Each is imported when first opened, not at start-up:
none of them is on the first frame of a match."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.screen import Screen

if TYPE_CHECKING:
    from ...engine import HoleResult, Match, Ruleset
    from ..controller import Controller


def setup_screen() -> Screen[Any]:
    from .setup import SetupScreen

    return SetupScreen()


def hole_result_screen(match: Match, result: HoleResult, ascii: bool,
                       animations: bool = True, hurry: bool = False) -> Screen[Any]:
    """The hole's result; ``animations`` False: the reveal is not staggered (config.animations);
    ``hurry``: the computer players will hurry the next deal (a void one says so)."""
    from .summary import HoleResultScreen

    return HoleResultScreen(match, result, ascii, animations=animations, hurry=hurry)


def scorecard_screen(match: Match) -> Screen[Any]:
    from .scorecard import ScorecardScreen

    return ScorecardScreen(match)


def match_over_screen(match: Match) -> Screen[Any]:
    from .match_over import MatchOverScreen

    return MatchOverScreen(match)


def log_screen(ctrl: Controller) -> Screen[Any]:
    from .log import LogScreen

    return LogScreen(ctrl)


def keys_screen(ruleset: Ruleset | None = None) -> Screen[Any]:
    from .help import KeysScreen

    return KeysScreen(ruleset)


def rules_screen(ruleset: Ruleset) -> Screen[Any]:
    from .help import RulesScreen

    return RulesScreen(ruleset)


def confirm_quit_screen(saved: bool, for_new: bool = False) -> Screen[Any]:
    from .confirm import ConfirmQuitScreen

    return ConfirmQuitScreen(saved, for_new)
