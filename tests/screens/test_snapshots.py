"""SVG snapshots of the setup, hole result, scorecard, log, match over, keys, rules and quit
screens at 80×24 and 120×40. Seeded matches, no animations, no cursor blink: the same pixels on
every run. Update after a deliberate change with ``pytest tests/screens --snapshot-update``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.help import KeysScreen, RulesScreen
from golf_tui.app.screens.log import LogScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.scorecard import ScorecardScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.engine import DRAW_STOCK, SWAPS, HoleResult, Match
from golf_tui.presets import load_ruleset

from .screen_host import ScreenHost, finished_match, partial_match

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]
EIGHT = ("Kari", "Ola", "Siri", "Per", "Anne", "Nils", "Liv", "Tor")


async def steady(pilot: Pilot[Any]) -> None:
    """No blinking cursor in a screenshot."""
    for field in pilot.app.screen.query(Input):
        field.cursor_blink = False
    await pilot.pause()


def shot(snap_compare: Any, make: Callable[[], Screen[Any]], size: tuple[int, int]) -> bool:
    return bool(snap_compare(ScreenHost(make), terminal_size=size, run_before=steady))


def scored(m: Match, want: Callable[[HoleResult], bool]) -> HoleResult:
    return next(r for r in m.results if r.scores is not None and want(r))


def played_table() -> Controller:
    """A seeded norwegian-4 table, Kari (at the keys) and three computer players, 22 moves in."""
    seats = (Seat("Kari"), Seat("Ola", "normal"), Seat("Siri", "normal"), Seat("Per", "normal"))
    ctrl = Controller(GameConfig(load_ruleset("norwegian-4"), seats, seed=12))
    for _ in range(22):
        seat = ctrl.current
        if seat in ctrl.bots:
            action = ctrl.bots[seat].choose(ctrl.bot_view())
        else:
            ctrl.begin_turn()  # Kari, the only human, takes the keys
            legal = ctrl.table_view().legal
            action = next((a for a in (DRAW_STOCK, SWAPS[0]) if a in legal), legal[0])
        ctrl.apply(action)
    return ctrl


@pytest.mark.parametrize("size", SIZES)
class TestSetup:
    def test_two_players(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """A first run: two players, Swedish six-card, ready to start."""
        assert shot(snap_compare, lambda: SetupScreen(Settings(), remember=False), size)

    def test_eight_players_danish(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """Eight players with a bot, Danish with jokers −5 and a house rule switched on."""
        settings = Settings(
            seats=[SeatSetting(name=n, kind="random" if n == "Tor" else "human") for n in EIGHT],
            ruleset="danish-6", house_rules={"danish-6": ["jokers=minus-5", "final-lap"]},
        )
        assert shot(snap_compare, lambda: SetupScreen(settings, remember=False), size)

    def test_problems_listed(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """Seven players for a 2–6 ruleset, a repeated name and an empty one (its field shows
        "Player 4" greyed, the name it plays by): Start disabled, and "+ Add player" (the
        ruleset takes six at most)."""
        names = ["Kari", "Ola", "kari", "", "Per", "Anne", "Nils"]
        settings = Settings(seats=[SeatSetting(name=n) for n in names], ruleset="norwegian-6")
        assert shot(snap_compare, lambda: SetupScreen(settings, remember=False), size)


@pytest.mark.parametrize("size", SIZES)
class TestHoleResult:
    def test_double_pairs(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """Swedish with double pairs: a pair bracketed, values, the best hole marked."""
        m = finished_match("swedish-6", 4, 7, ("double-pairs",))
        r = scored(m, lambda r: any(s.cancelled for s in r.scores or ()))
        assert shot(snap_compare, lambda: HoleResultScreen(partial_match(m, r.hole), r,
                                                           animations=False), size)

    def test_knock_penalty(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """Four-card with the knock penalty: the knocker's adjustment in words."""
        m = finished_match("norwegian-4", 3, 2, ("knock-penalty",))
        r = scored(m, lambda r: any(s.knock_reason for s in r.scores or ()))
        assert shot(snap_compare, lambda: HoleResultScreen(partial_match(m, r.hole), r,
                                                           animations=False), size)

    def test_nine_card_eight_players(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """The largest table: eight nine-card grids, scrolled to the top, in ASCII."""
        m = finished_match("nine-card", 8, 5)
        assert shot(snap_compare, lambda: HoleResultScreen(m, m.results[-1], True,
                                                           animations=False), size)


@pytest.mark.parametrize("size", SIZES)
class TestScoresAndEnd:
    def test_scorecard_midway(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """After four of nine holes: played holes, dots for the rest, the leader starred."""
        m = partial_match(finished_match(), 4)
        assert shot(snap_compare, lambda: ScorecardScreen(m), size)

    def test_scorecard_eighteen_holes(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """Eighteen holes: front nine with Out, back nine with In and Total."""
        m = finished_match("danish-6", 5, 4, ("18-holes",))
        assert shot(snap_compare, lambda: ScorecardScreen(m), size)

    def test_log(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """Norwegian four-card, Kari against three computer players, some turns in: the newest
        lines in view, the marker of Kari's last move, cards gone face down not named."""
        assert shot(snap_compare, lambda: LogScreen(played_table()), size)

    def test_match_over(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """The winner, the final card and the three ways on."""
        m = finished_match()
        assert shot(snap_compare, lambda: MatchOverScreen(m), size)


@pytest.mark.parametrize("size", SIZES)
class TestHelp:
    def test_keys(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """Every key, with the 2×3 position keys drawn like the grid."""
        assert shot(snap_compare, lambda: KeysScreen(load_ruleset("swedish-6")), size)

    def test_rules(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """The rules of Danish six-card with jokers −5 switched on."""
        rules = load_ruleset("danish-6", ["jokers=minus-5"])
        assert shot(snap_compare, lambda: RulesScreen(rules), size)

    def test_confirm_quit(self, snap_compare: Any, size: tuple[int, int]) -> None:
        """Quit the match? Keep playing is focused."""
        assert shot(snap_compare, ConfirmQuitScreen, size)
