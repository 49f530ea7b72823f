"""The deal passes at the end of a finished match wherever the next match is set up from: Play
again, New setup, and the setup remembered for the next start of golf-tui, each once per match
(docs/playing.md "After a match"). A match left unfinished passes nothing."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from resilience_helpers import quick_config, step, table_of
from textual.pilot import Pilot
from textual.widgets import Static

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.widgets.seat_row import SeatRow

THREE = ("human", "human", "human")  # Kari, Ola, Siri: turned twice is not turned once


def remembered(home: Path) -> list[str]:
    return [s["name"] for s in json.loads((home / "settings.json").read_text())["seats"]]


async def ready_line(screen: SetupScreen, pilot: Pilot[object]) -> str:
    """The text under the setup's form once it says the setup is ready."""
    problems = screen.query_one("#problems", Static)
    for _ in range(100):
        text = str(problems.render())
        if "Ready" in text:
            return text
        await pilot.pause()
    raise AssertionError(f"the setup did not say it was ready: {text!r}")


async def finish(app: GolfApp, pilot: object) -> None:
    """Play the match at random until it has finished."""
    rng = random.Random(2)
    for _ in range(2000):
        table = table_of(app)
        assert table is not None
        if table.ctrl.match.finished:
            return
        await step(pilot, rng)
    raise AssertionError("the match did not finish")


async def test_a_finished_match_passes_the_deal_to_new_setup_and_the_next_start(
        make_app: Callable[..., GolfApp], tmp_path: Path) -> None:
    app = make_app(quick_config(kinds=THREE, holes=1))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert remembered(tmp_path) == ["Kari", "Ola", "Siri"]
        await finish(app, pilot)
        await pilot.pause()
        # the next golf-tui's setup starts from the next dealer
        assert remembered(tmp_path) == ["Ola", "Siri", "Kari"]
        table = table_of(app)
        assert table is not None
        app.post_message(table.MatchDone("setup"))
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert [r.player_name for r in screen.query(SeatRow)] == ["Ola", "Siri", "Kari"]
        assert remembered(tmp_path) == ["Ola", "Siri", "Kari"]  # once, not again
        # the setup says why the list starts from Ola (the players looked silently reordered)
        told = await ready_line(screen, pilot)
        assert told.splitlines()[1:] == [
            "Ola deals first: the deal passes on from the last match."], told


async def test_play_again_passes_the_deal_once(make_app: Callable[..., GolfApp],
                                               tmp_path: Path) -> None:
    app = make_app(quick_config(kinds=THREE, holes=1))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await finish(app, pilot)
        first = table_of(app)
        assert first is not None
        app.post_message(first.MatchDone("again"))
        await pilot.pause()
        again = table_of(app)
        assert again is not None and again is not first
        assert again.ctrl.match.players == ("Ola", "Siri", "Kari")
        assert remembered(tmp_path) == ["Ola", "Siri", "Kari"]


async def test_a_match_left_unfinished_keeps_its_dealer(make_app: Callable[..., GolfApp],
                                                        tmp_path: Path) -> None:
    app = make_app(quick_config(kinds=THREE, holes=1))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        rng = random.Random(2)
        for _ in range(6):
            await step(pilot, rng)
        table = table_of(app)
        assert table is not None and not table.ctrl.match.finished
        app.show_setup()  # the palette's New match, the match abandoned
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert [r.player_name for r in screen.query(SeatRow)] == ["Kari", "Ola", "Siri"]
        assert remembered(tmp_path) == ["Kari", "Ola", "Siri"]
        assert "deals first" not in await ready_line(screen, pilot)  # no deal passed
