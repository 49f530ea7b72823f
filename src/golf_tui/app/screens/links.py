"""The screens the table and the app open besides themselves (setup, hole result, scorecard,
log, match over, keys, rules, confirm quit). Each is imported when first opened, not at start-up:
none of them is on the first frame of a match."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.screen import Screen

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ...engine import HoleResult, Match, Ruleset
    from ...engine.table import Table
    from ...storage import AutosaveInfo
    from ..config import GameConfig
    from ..controller import Controller


def setup_screen(played: GameConfig | None = None,
                 saved: AutosaveInfo | None = None, *, passed: bool = False,
                 others: Sequence[AutosaveInfo] = ()) -> Screen[Any]:
    """The setup; ``played``: the match just left, whose players and rules it shows (a quick
    start's too, which the remembered setup does not hold), and warns of what of its ruleset it
    cannot show (a custom file's, a ``--rule``); ``saved``: the unfinished match saved, which it
    offers back, with ``others`` saved beside it (``Session.others``); ``passed``: the deal
    passed on from that match, its players listed from the new dealer on, which the setup says
    (``Settings.deal_passed``: the remembered setup's note of it, else)."""
    from ..settings import DealPassed
    from .setup import SetupScreen
    from .setup_saving import not_carried_over, settings_played

    if played is None:
        return SetupScreen(saved=saved, saved_others=others)
    settings = settings_played(played)
    if passed:  # said even where the settings file could not take the note
        settings = settings.model_copy(update={
            "deal_passed": DealPassed(seats=[s.name for s in played.seats])})
    return SetupScreen(settings, not_carried=not_carried_over(played, settings), saved=saved,
                       ascii=played.ascii, saved_others=others)


def hole_result_screen(match: Match, result: HoleResult, ascii: bool,
                       animations: bool = True, hurry: bool = False,
                       last_move: Callable[[], str] | None = None) -> Screen[Any]:
    """The hole's result; ``animations`` False: the reveal is not staggered (config.animations);
    ``hurry``: the computer players will hurry the next deal (a void one says so);
    ``last_move``: the line telling the move that ended the hole."""
    from .summary import HoleResultScreen

    return HoleResultScreen(match, result, ascii, animations=animations, hurry=hurry,
                            last_move=last_move)


def scorecard_screen(match: Match, notes: Sequence[str] = ()) -> Screen[Any]:
    from .scorecard import ScorecardScreen

    return ScorecardScreen(match, notes)


def match_over_screen(match: Match) -> Screen[Any]:
    from .match_over import MatchOverScreen

    return MatchOverScreen(match)


def log_screen(ctrl: Controller) -> Screen[Any]:
    from .log import LogScreen

    return LogScreen(ctrl)


def keys_screen(ruleset: Ruleset | None = None, bots: bool | None = None) -> Screen[Any]:
    from .help import KeysScreen

    return KeysScreen(ruleset, bots)


def match_over_keys_screen() -> Screen[Any]:
    from .over_keys import MatchOverKeysScreen

    return MatchOverKeysScreen()


def rules_screen(ruleset: Ruleset, table: Table | None = None) -> Screen[Any]:
    """The rules of ``ruleset``; ``table``: the match's, where one is played (a match begun in
    an older golf-tui keeps an older rule, which the page says first)."""
    from .help import RulesScreen

    return RulesScreen(ruleset, table)


def confirm_quit_screen(saved: bool, for_new: bool = False,
                        kept_out: tuple[str, int] | None = None,
                        resumes_from: tuple[int, int] | None = None,
                        played: bool = True) -> Screen[Any]:
    from .confirm import ConfirmQuitScreen

    return ConfirmQuitScreen(saved, for_new, kept_out, resumes_from, played)
