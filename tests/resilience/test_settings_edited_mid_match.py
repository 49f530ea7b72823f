"""The settings file edited by hand while a match runs, and left unusable: the next change of
a setting (here the pace), the setup opened for a new match, the setup's Start, or quitting from
the setup, keeps the edited file aside, saves this game's settings in its place and says so
(quitting: on the terminal, once the game has left it). It was moved aside without a word and
the defaults saved with the pace, or shown by the setup, or saved by its Start or its quit: the
next start had forgotten the players (and the language and the theme), and the setup the table
settings."""

from __future__ import annotations

import errno
import json
import os
import signal
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from resilience_helpers import quick_config, table_of
from textual.pilot import Pilot
from textual.widgets import Checkbox

from golf_tui.app import settings
from golf_tui.app.app import GolfApp
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.session import bare_session

PLAYERS = [{"name": "Åse", "kind": "human"}, {"name": "Bo", "kind": "normal"}]


async def test_a_file_made_unusable_mid_match_is_kept_and_said(
        make_app: Callable[..., GolfApp], tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"seats": PLAYERS, "bot_delay": 0.8}))
    app = make_app(quick_config(kinds=("human", "normal")))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert table_of(app) is not None
        edited = path.read_text().replace('"bot_delay"', ',"bot_delay"')  # a comma too many
        path.write_text(edited)
        await pilot.press("minus")
        await pilot.pause()
        assert (tmp_path / "settings.json.bad").read_text() == edited
        saved = json.loads(path.read_text())
        # this game's players (the quick start's, remembered as it began), and the new pace
        assert [seat["name"] for seat in saved["seats"]] == ["Kari", "Ola"]
        assert saved["bot_delay"] == table_of(app).pace  # type: ignore[union-attr]
        assert any("settings.json.bad" in warned.message and "not valid JSON" in warned.message
                   for warned in app.warnings)


async def test_a_file_made_unusable_mid_match_is_said_by_the_new_match_s_setup(
        tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"seats": PLAYERS, "animations": False}))
    app = GolfApp(quick_config(kinds=("human", "normal")), session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        path.write_text("{")
        app.action_new_match()
        await pilot.pause()
        if isinstance(app.screen, ConfirmQuitScreen):
            await pilot.press("y")
            await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.query_one("#animations", Checkbox).value is False  # this run's
        assert (tmp_path / "settings.json.bad").read_text() == "{"
        assert json.loads(path.read_text())["animations"] is False
        assert any("settings.json.bad" in warned.message for warned in app.warnings)


async def test_a_bad_value_whose_copy_cannot_be_made_is_said_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A value the start dropped from a file it could not keep a copy of (the file is left as
    it is) is found again at each change saved: said once, at the start, not again."""
    def no_copy(path: Path, copy: bool = False) -> Path:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(settings, "_kept_aside", no_copy)
    (tmp_path / "settings.json").write_text(json.dumps({"theme": "neon"}))
    app = GolfApp(quick_config(kinds=("human", "normal")), session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("minus", "minus")
        await pilot.pause()
        said = [w.message for w in app.warnings if "'theme'" in w.message]
        assert len(said) == 1, said


async def test_a_file_made_unusable_while_the_setup_is_open_is_said_at_start(
        tmp_path: Path) -> None:
    """The setup was open when the file was broken by hand: its Start moved the file aside
    without a word and saved the defaults' pace (and theme) with the form's choices."""
    async with _setup_then_file_broken(tmp_path) as (app, pilot):
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert table_of(app) is not None
        _kept_aside_and_this_run_s_saved(tmp_path)
        assert any("settings.json.bad" in warned.message and "not valid JSON" in warned.message
                   for warned in app.warnings)


@asynccontextmanager
async def _setup_then_file_broken(tmp_path: Path) -> AsyncIterator[tuple[GolfApp, Pilot[Any]]]:
    """The setup shown, from a settings file of this run's pace and theme, and then the file
    broken by hand ("{")."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"seats": PLAYERS, "bot_delay": 1.6, "theme": "dracula"}))
    app = GolfApp(None, session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        path.write_text("{")
        yield app, pilot


def _kept_aside_and_this_run_s_saved(tmp_path: Path) -> None:
    """The broken file kept aside, and this run's pace and theme saved with the form's players."""
    assert (tmp_path / "settings.json.bad").read_text() == "{"
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["bot_delay"] == 1.6 and saved["theme"] == "dracula"  # this run's
    assert [seat["name"] for seat in saved["seats"]] == ["Åse", "Bo"]  # the form's


QUITS = ["ctrl+q", "ctrl+c", "palette"] + [
    name for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]


@pytest.mark.parametrize("quit", QUITS)
async def test_a_file_made_unusable_while_the_setup_is_open_is_said_on_quitting(
        tmp_path: Path, quit: str) -> None:
    """The setup was open when the file was broken by hand, and the game quit from it (each
    way it quits from there, each saving what was filled in): the file was moved aside without
    a word and the defaults' pace and theme saved with the form. A toast would go with the
    game: it is said on the terminal, as a setup that cannot be saved is."""
    async with _setup_then_file_broken(tmp_path) as (app, pilot):
        said = list(app._exit_renderables)
        if quit == "palette":
            app.action_quit_game()  # the palette's Quit
        elif quit.startswith("SIG"):
            os.kill(os.getpid(), getattr(signal, quit))
        else:
            await pilot.press(quit)
        await pilot.pause()
        assert not app.is_running
        said = [str(r) for r in app._exit_renderables if r not in said]
    _kept_aside_and_this_run_s_saved(tmp_path)
    path = tmp_path / "settings.json"
    assert len(said) == 1 and said[0].startswith(f"golf-tui: Settings file {path}: not valid JSON")
    assert "settings.json.bad" in said[0]
