"""Names and titles are plain text on the setup, the history and the statistics screens: a name
typed as "[/]" showed in the setup's list of problems as markup (and crashed it), a ruleset
titled so crashed the scorecard opened from the history."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console
from textual.app import App
from textual.widgets import Input, Static
from textual.widgets.markdown import MarkdownBlock

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.help import RulesScreen
from golf_tui.app.screens.history import HistoryScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.stats import StatsScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store

from .screen_host import ScreenHost

HOSTILE = ["[/]", "Kari [b]", "\\[x]", "[@click=quit]z"]


def shown(app: App[object]) -> str:
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system=None, record=True)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens, simplify=True))
    return console.export_text()


@pytest.mark.parametrize("name", HOSTILE)
async def test_the_setup_names_a_hostile_name_as_typed(name: str) -> None:
    """Two seats of one such name: the problem under the form names it as typed, and the form
    goes on working (a third name typed afterwards is checked as well)."""
    app = ScreenHost(lambda: SetupScreen(Settings(seats=[SeatSetting(name=name),
                                                         SeatSetting(name=name)])))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        problems = app.screen.query_one("#problems", Static)
        assert f"Seats 1 and 2 are both called {name}." in str(problems.render())
        assert f"Seats 1 and 2 are both called {name}." in shown(app)
        rows = list(app.screen.query(SeatRow))
        rows[1].query_one(Input).value = "x" + name
        await pilot.pause()
        assert "Ready: 2 players" in str(problems.render())


@pytest.mark.parametrize("name", HOSTILE)
async def test_the_history_and_the_statistics_show_names_and_titles_as_typed(
        name: str) -> None:
    """The list of matches, the scorecard opened from it (its caption: the title) and the
    statistics."""
    ruleset = load_ruleset("swedish-6", rules=["match.holes=1", f"title={name}"])
    m = simulate(ruleset, 2, 3)
    names = (name, "x" + name)
    match = Match(m.table, names, m.seed, m.hole, m.hole_number, m.deals, m.results, m.actions,
                  m.finished)
    store = Store()
    store.record_finished(match, tuple((n, "human") for n in names))
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await app.push_screen(HistoryScreen(store))
        await pilot.pause()
        text = shown(app)
        assert f" {name} " in text and f" x{name} " in text
        await pilot.press("enter")
        await pilot.pause()
        text = shown(app)
        assert f"{name} · swedish-6 · 1 of 1 hole played" in text
        assert f" {name} " in text and f" x{name} " in text
        await pilot.press("escape", "escape")
        await pilot.pause()
        await app.push_screen(StatsScreen(store))
        await pilot.pause()
        text = shown(app)
        assert f" {name} " in text and f" x{name} " in text


CUSTOM = '''
extends = "swedish-6"
name = "kitchen"
title = "[/] *Kitchen*"
description = "See [here](http://example.com) or www.example.com; # no heading"
'''


async def test_a_custom_rulesets_words_are_text_on_the_rules_screen(tmp_path: Path) -> None:
    """Its title frames the rules as written, and its description is no Markdown: no link (a
    click would open it), no emphasis, no heading."""
    path = tmp_path / "kitchen.toml"
    path.write_text(CUSTOM, encoding="utf-8")
    ruleset = load_ruleset(str(path))
    app = ScreenHost(lambda: RulesScreen(ruleset))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = shown(app)
        assert "─ Rules · [/] *Kitchen* ─" in text
        assert "[/] *Kitchen* (custom ruleset kitchen)" in text
        assert "See [here](http://example.com) or www.example.com; # no heading" in text
        clicks = [seg.text for block in app.screen.query(MarkdownBlock)
                  for y in range(block.size.height) for seg in block.render_line(y)
                  if seg.style is not None and seg.style.meta.get("@click")]
        assert not clicks, "a link in the rules"
