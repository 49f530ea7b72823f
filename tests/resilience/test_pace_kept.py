"""The computer players' pace chosen with + / - during a match comes back: on resuming that
match (the autosave carries it at once, and the settings file's pace, the last chosen in any
match, wins over an older save's), in Play again, and in the next match."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from resilience_helpers import quick_config, table_of

from golf_tui.app.app import GolfApp
from golf_tui.app.session import Session

WITH_A_BOT = ("human", "normal")


async def slow_down(app: GolfApp, presses: int = 2) -> float:
    """Press "-" ``presses`` times at the table; the pace it shows then."""
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(app)
        assert table is not None
        for _ in range(presses):
            await pilot.press("minus")
        await pilot.pause()
        return table.pace


async def test_a_pace_changed_during_the_match_comes_back_on_resuming(
        make_app: Callable[..., GolfApp], session: Session, tmp_path: Path) -> None:
    """"-" twice, then quit without another move: the save and the settings both say the new
    pace, and the resumed table plays at it."""
    pace = await slow_down(make_app(quick_config(kinds=WITH_A_BOT)))
    assert pace == 0.4  # from no pause at all (the tests' config), two steps slower
    saved = session.store.load()
    assert saved is not None
    assert saved.settings["bot_delay"] == pace
    assert json.loads((tmp_path / "settings.json").read_text())["bot_delay"] == pace
    resumed = make_app(resume=saved)
    async with resumed.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(resumed)
        assert table is not None and table.pace == pace


async def test_the_settings_pace_wins_over_an_older_save(
        make_app: Callable[..., GolfApp], session: Session, tmp_path: Path) -> None:
    """A save written before this fix kept the pace its match started with; the settings file
    holds the pace chosen since, and that is the one the match resumes at."""
    await slow_down(make_app(quick_config(kinds=WITH_A_BOT)))
    path = session.store.autosave_path
    data = json.loads(path.read_text())
    data["settings"]["bot_delay"] = 0.8  # as the older golf-tui left it
    path.write_text(json.dumps(data))
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"bot_delay": 2.0}))
    saved = Session(session.store, settings).resume()
    assert saved is not None
    resumed = GolfApp(resume=saved, session=Session(session.store, settings))
    async with resumed.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(resumed)
        assert table is not None and table.pace == 2.0


async def test_without_a_pace_in_the_settings_the_save_s_is_used(
        make_app: Callable[..., GolfApp], session: Session, tmp_path: Path) -> None:
    await slow_down(make_app(quick_config(kinds=WITH_A_BOT)), presses=4)
    (tmp_path / "settings.json").write_text("{}")
    fresh = Session(session.store, tmp_path / "settings.json")
    saved = fresh.resume()
    assert saved is not None and saved.settings["bot_delay"] == 0.8
    resumed = GolfApp(resume=saved, session=fresh)
    async with resumed.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(resumed)
        assert table is not None and table.pace == 0.8


async def test_play_again_keeps_the_pace(make_app: Callable[..., GolfApp]) -> None:
    app = make_app(quick_config(kinds=WITH_A_BOT))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        first = table_of(app)
        assert first is not None
        await pilot.press("minus", "minus")
        await pilot.pause()
        app.post_message(first.MatchDone("again"))
        await pilot.pause()
        again = table_of(app)
        assert again is not None and again is not first
        assert again.pace == 0.4


@pytest.mark.parametrize(("delay", "faster", "slower"), [(5.0, 2.4, 5.0), (0.3, 0.2, 0.4)])
async def test_a_pace_from_the_settings_file_is_kept_as_written(
        make_app: Callable[..., GolfApp], delay: float, faster: float, slower: float) -> None:
    """settings.json takes a pace of 0 to 10 seconds; the table played 5 at 2.4 s and 0.3 at
    0.2 s (the nearest of its + / - steps). It plays them as written, and + / - step from them
    to the next step faster or slower (none slower than 5 s: it stays)."""
    config = dataclasses.replace(quick_config(kinds=WITH_A_BOT), bot_delay=delay)
    app = make_app(config)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(app)
        assert table is not None
        assert table.pace == delay
        await pilot.press("plus")
        assert table.pace == faster
        table.pace = delay
        await pilot.press("minus")
        assert table.pace == slower
