"""The setup is drawn as its ASCII cards box says: one who ticked it (a terminal without the
suits' glyphs) found the next start's setup and resume question drawn in Unicode, and ticking the
box left the setup garbled until Start."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Checkbox

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.setup import SetupScreen

from .conftest import screen_text


def setup_app(monkeypatch: pytest.MonkeyPatch, home: Path, ascii: bool) -> GolfApp:
    """``golf-tui`` on a Unicode terminal, its setup last saved with ASCII cards ``ascii``."""
    from golf_tui.app import terminal
    from golf_tui.cli import main

    monkeypatch.setenv("GOLF_TUI_HOME", str(home))
    for name in ("LC_ALL", "LC_CTYPE", "TERM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps({"ascii": ascii, "animations": False}))
    made: list[GolfApp] = []
    monkeypatch.setattr(GolfApp, "run", lambda self, **_kw: made.append(self))
    monkeypatch.setattr(terminal, "not_a_terminal", lambda *_args: None)  # pytest has no tty
    assert main([]) == 0
    return made[0]


@pytest.mark.parametrize("ascii", [True, False])
async def test_the_setup_opens_drawn_as_its_box_was_left(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, ascii: bool) -> None:
    app = setup_app(monkeypatch, tmp_path, ascii)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.query_one("#ascii", Checkbox).value is ascii
        assert app.has_class("-ascii") is ascii
        assert ("▼" in screen_text(app)) is not ascii  # a list's arrow, ">" in ASCII


async def test_ticking_the_box_draws_the_setup_in_ascii_and_back(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    app = setup_app(monkeypatch, tmp_path, False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#ascii", Checkbox)
        box.focus()
        await pilot.press("space")
        await pilot.pause()
        box = app.screen.query_one("#ascii", Checkbox)  # the form composed anew
        assert box.value and app.has_class("-ascii")
        assert "▼" not in screen_text(app)
        await pilot.press("space")
        await pilot.pause()
        box = app.screen.query_one("#ascii", Checkbox)
        assert not box.value and not app.has_class("-ascii")
        assert "▼" in screen_text(app)


async def test_ticking_the_box_draws_the_setup_as_a_start_in_ascii_does(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Ticked, the form is the one a start in ASCII draws (an unticked switch went blank, the
    turn order's arrows stayed Unicode ones); unticked again, the Unicode one."""
    drawn: dict[bool, str] = {}
    for ascii in (True, False):
        app = setup_app(monkeypatch, tmp_path / str(ascii), ascii)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            app.screen.query_one("#ascii", Checkbox).focus()
            await pilot.pause()
            drawn[ascii] = screen_text(app)
    app = setup_app(monkeypatch, tmp_path / "live", False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#ascii", Checkbox).focus()
        for ascii in (True, False):
            await pilot.press("space")
            await pilot.pause()
            box = app.screen.query_one("#ascii", Checkbox)  # the form composed anew
            assert box.value is ascii and app.screen.focused is box
            assert screen_text(app) == drawn[ascii]
