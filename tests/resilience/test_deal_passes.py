"""The deal passes at the end of a finished match wherever the next match is set up from: Play
again, New setup, and the setup remembered for the next start of golf-tui, each once per match
(docs/playing.md "After a match"). A match left unfinished passes nothing. The setup says why
its list starts from the next dealer, once, wherever the list is not the one it last showed:
the next start of golf-tui showed "Ola" first without a word."""

from __future__ import annotations

import asyncio
import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from resilience_helpers import quick_config, step, table_of
from textual.pilot import Pilot
from textual.widgets import Static

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.resume import ResumeScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.session import bare_session
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.engine import Action, DrawStock, Flip, SeatView, Swap
from golf_tui.i18n import set_language

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


def closing_move(v: SeatView) -> Action:
    """A move that brings the hole to its end soonest: a card drawn and put in a face-down
    place (or one turned face up), so that a grid is all face up after a few turns each."""
    down = set(v.face_down(v.current))
    if DrawStock() in v.legal:
        return DrawStock()
    closing = [a for a in v.legal if isinstance(a, Swap | Flip) and a.pos in down]
    return (closing or list(v.legal))[0]


async def finish(app: GolfApp, pilot: Pilot[object]) -> None:
    """Play the match until it has finished, by the moves that end it soonest: how it was
    played does not matter to whom the deal passes, only that it finished (at random it took
    70 steps, most of this file's time)."""
    for _ in range(200):
        table = table_of(app)
        assert table is not None
        if table.ctrl.match.finished:
            return
        screen = app.screen
        ctrl = table.ctrl
        if screen is table and not ctrl.reveal_holds and ctrl.at_keys_to_act() and not table.busy:
            table.act(closing_move(ctrl.table_view()))
            await app.workers.wait_for_complete()
            await pilot.pause()
        else:
            await step(pilot, random.Random(2))  # a hand-over, a result: whatever it asks
    raise AssertionError("the match did not finish")


async def test_a_finished_match_passes_the_deal_to_new_setup_and_the_next_start(
        make_app: Callable[..., GolfApp], tmp_path: Path) -> None:
    app = make_app(quick_config(kinds=THREE, holes=1, handover="never"))
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
        # the setup says why the list starts from Ola (the players looked silently reordered),
        # naming who dealt first in the match just finished
        told = await ready_line(screen, pilot)
        assert told.splitlines()[1:] == [
            "Ola deals first: Kari dealt first in the last match, so the deal passed to Ola."], told


async def test_play_again_passes_the_deal_once(make_app: Callable[..., GolfApp],
                                               tmp_path: Path) -> None:
    app = make_app(quick_config(kinds=THREE, holes=1, handover="never"))
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
    app = make_app(quick_config(kinds=THREE, holes=1, handover="never"))
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


KARI_PASSED = "Ola deals first: Kari dealt first in the last match, so the deal passed to Ola."


def next_start(tmp_path: Path) -> GolfApp:
    """golf-tui started again on the same files, as the next evening's: a session of its own."""
    return GolfApp(None, session=bare_session(tmp_path))


async def setup_at_start(app: GolfApp, pilot: Pilot[object]) -> SetupScreen:
    """The setup of a start: straight away, or after the offer of a saved match (Escape)."""
    await pilot.pause()
    if isinstance(app.screen, ResumeScreen):
        await pilot.press("escape")
        await pilot.pause()
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    return screen


async def told_at_start(tmp_path: Path, size: tuple[int, int] = (100, 30)
                        ) -> tuple[list[str], list[str]]:
    """The players the next start's setup lists, and the lines under its Ready line; it is
    then left by ctrl+q (which saves the form, as quitting from the setup does)."""
    app = next_start(tmp_path)
    async with app.run_test(size=size) as pilot:
        screen = await setup_at_start(app, pilot)
        told = (await ready_line(screen, pilot)).splitlines()[1:]
        players = [r.player_name for r in screen.query(SeatRow)]
        await pilot.press("ctrl+q")
        await pilot.pause()
    return players, told


async def finished_at_match_over(home: Path) -> None:
    """A match of Kari, Ola and Siri played to its end in ``home`` and quit at its match over."""
    app = GolfApp(quick_config(kinds=THREE, holes=1, handover="never"),
                  session=bare_session(home))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await finish(app, pilot)
        await pilot.pause()


@pytest.fixture(scope="module")
def finished_files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The files a match finished and quit at its match over leaves (settings, history),
    played once for the tests that start golf-tui again on them: each gets a copy of its own."""
    home = tmp_path_factory.mktemp("finished")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("GOLF_TUI_HOME", str(home))
        patch.setenv("TERM", "xterm-256color")
        patch.setenv("COLORTERM", "truecolor")
        set_language("en")
        asyncio.run(finished_at_match_over(home))
    return home


@pytest.fixture
def after_a_finished_match(finished_files: Path, tmp_path: Path) -> Path:
    """``tmp_path`` (the test's home) holding a copy of ``finished_files``."""
    shutil.copytree(finished_files, tmp_path, dirs_exist_ok=True)
    return tmp_path


async def test_the_next_start_says_once_why_its_list_starts_from_the_next_dealer(
        after_a_finished_match: Path) -> None:
    """Quit at the match over: the next start lists Ola first and says why, naming Kari, who
    dealt first in the match; the start after that lists them as that setup showed them,
    without a word (it was said)."""
    tmp_path = after_a_finished_match
    assert await told_at_start(tmp_path) == (["Ola", "Siri", "Kari"], [KARI_PASSED])
    assert await told_at_start(tmp_path) == (["Ola", "Siri", "Kari"], [])


async def test_a_match_left_unfinished_after_play_again_is_named_as_the_last(
        make_app: Callable[..., GolfApp], tmp_path: Path) -> None:
    """Play again, then quit during that match: the next start lists its players, Ola first,
    as that match had them, and says the deal passed from the match before it (Kari's)."""
    app = make_app(quick_config(kinds=THREE, holes=1, handover="never"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await finish(app, pilot)
        table = table_of(app)
        assert table is not None
        app.post_message(table.MatchDone("again"))
        await pilot.pause()
        rng = random.Random(3)
        for _ in range(4):
            await step(pilot, rng)
        table = table_of(app)
        assert table is not None and not table.ctrl.match.finished
    assert await told_at_start(tmp_path) == (["Ola", "Siri", "Kari"], [
        "Ola deals first, as in the last match: Kari dealt first in the match before it,",
        "so the deal passed to Ola."])


async def test_a_match_resumed_and_finished_passes_the_deal_with_its_words(
        make_app: Callable[..., GolfApp], tmp_path: Path) -> None:
    """Left unfinished, the next start says nothing (the list is the one the setup started);
    resumed another time and finished there, the start after says why Ola comes first."""
    app = make_app(quick_config(kinds=THREE, holes=1, handover="never"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        rng = random.Random(2)
        for _ in range(4):
            await step(pilot, rng)
    resumed = next_start(tmp_path)
    async with resumed.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(resumed.screen, ResumeScreen)
        await pilot.press("r")
        await pilot.pause()
        await finish(resumed, pilot)
        await pilot.pause()
    assert await told_at_start(tmp_path) == (["Ola", "Siri", "Kari"], [KARI_PASSED])


async def test_edits_at_the_setup_are_not_fought_and_not_explained(
        after_a_finished_match: Path) -> None:
    """Kari moved back to the top where the note said Ola deals first: the note goes (the
    list is the person's now), Start plays that order, and a match left unfinished then
    passes nothing: the next start lists it as the setup did, without a word."""
    tmp_path = after_a_finished_match
    edited = next_start(tmp_path)
    async with edited.run_test(size=(100, 30)) as pilot:
        screen = await setup_at_start(edited, pilot)
        assert (await ready_line(screen, pilot)).splitlines()[1:] == [KARI_PASSED]
        rows = list(screen.query(SeatRow))
        rows[-1].focus_name()
        await pilot.pause()
        await pilot.press("ctrl+up", "ctrl+up")
        await pilot.pause()
        assert [r.player_name for r in screen.query(SeatRow)] == ["Kari", "Ola", "Siri"]
        assert (await ready_line(screen, pilot)).splitlines()[1:] == []
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = table_of(edited)
        assert table is not None and table.ctrl.match.players == ("Kari", "Ola", "Siri")
        assert remembered(tmp_path) == ["Kari", "Ola", "Siri"]
    assert await told_at_start(tmp_path) == (["Kari", "Ola", "Siri"], [])


async def test_the_note_wraps_where_the_line_is_narrow(after_a_finished_match: Path) -> None:
    """At 80 columns the note has 60: wrapped between words onto a second line, not cut."""
    tmp_path = after_a_finished_match
    _players, told = await told_at_start(tmp_path, size=(80, 24))
    assert told == ["Ola deals first: Kari dealt first in the last match, so the",
                    "deal passed to Ola."], told
