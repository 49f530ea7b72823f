"""`--ascii` after New setup: a match started with `--ascii`, then New setup at its match over,
drew the setup in ASCII with "[ ] ASCII cards", and Start dealt in Unicode. The setup shows
the ASCII of the match just left (the screen is drawn so) and Start plays what it shows; the
settings file keeps the remembered choice unless the box is changed there (`--ascii` and
`--no-ascii` are never saved: docs/saving.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Checkbox

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.setup import SetupScreen

from .conftest import screen_text

# Norwegian four-card, Kari and Ola: the one hole of the match (Kari throws away the last card)
ONE_HOLE = ["enter", "3", "4", "enter", "k", "k", "enter", "3", "4", "enter", "d", "x", "enter"]


def quick_app(monkeypatch: pytest.MonkeyPatch, home: Path, option: str,
              remembered: bool) -> GolfApp:
    """``golf-tui --ruleset norwegian-4 --players Kari,Ola --rule match.holes=1 <option>`` on a
    Unicode terminal, whose setup last saved ASCII cards ``remembered``."""
    from golf_tui.app import terminal
    from golf_tui.cli import main

    monkeypatch.setenv("GOLF_TUI_HOME", str(home))
    for name in ("LC_ALL", "LC_CTYPE", "TERM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    (home / "settings.json").write_text(json.dumps({"ascii": remembered, "animations": False,
                                                    "handover": "auto"}))
    made: list[GolfApp] = []
    monkeypatch.setattr(GolfApp, "run", lambda self, **_kw: made.append(self))
    monkeypatch.setattr(terminal, "not_a_terminal", lambda *_args: None)  # pytest has no tty
    assert main(["--ruleset", "norwegian-4", "--players", "Kari,Ola", "--rule",
                 "match.holes=1", option]) == 0
    return made[0]


async def new_setup(app: GolfApp, pilot: object) -> SetupScreen:
    """The one hole played, then New setup (n) at the match over."""
    await app.workers.wait_for_complete()
    for key in ONE_HOLE:
        await pilot.press(key)  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]
    await pilot.press("n")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    setup = app.screen
    assert isinstance(setup, SetupScreen), screen_text(app)
    return setup


@pytest.mark.parametrize(("option", "remembered"), [("--ascii", False), ("--no-ascii", True)])
async def test_new_setup_shows_and_plays_the_runs_ascii_and_saves_nothing(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, option: str, remembered: bool) -> None:
    ascii = option == "--ascii"
    app = quick_app(monkeypatch, tmp_path, option, remembered)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await new_setup(app, pilot)
        assert app.has_class("-ascii") is ascii  # the setup is drawn so
        assert setup.query_one("#ascii", Checkbox).value is ascii  # and says so
        await setup.relabel()  # composed again (a language chosen): as it was
        await pilot.pause()
        assert setup.query_one("#ascii", Checkbox).value is ascii
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.config is not None and app.config.ascii is ascii
        assert app.has_class("-ascii") is ascii
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["ascii"] is remembered  # the option is for its run, never saved


async def test_the_box_changed_at_new_setup_is_played_and_saved(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    app = quick_app(monkeypatch, tmp_path, "--no-ascii", False)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await new_setup(app, pilot)
        box = setup.query_one("#ascii", Checkbox)
        assert box.value is False
        box.toggle()
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.config is not None and app.config.ascii is True
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["ascii"] is True  # the player's own choice, made there
