"""Names and ruleset titles are plain text everywhere: a name that looks like Textual's markup
("[/]", "Kari [b]", an action link) is shown as typed and never read as markup, on the table,
what opens over it, a hole's result and the match over. "[/]" crashed the table (an auto
closing tag with nothing to close), and the autosave made it crash again on every resume."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.match_over import MatchOverScreen, winner_words
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.session import Session
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.storage import Store

from .conftest import Driver

# an auto-closing tag with nothing to close, a style, an escape, an action link; a link
HOSTILE = ["[/]", "Kari [b]", "\\[x]", "[@click=quit]z"]
LINK = "[link=x]y[/link]"


def hostile_config(name: str) -> GameConfig:
    """A one-hole match of four-card Golf titled ``name``: ``name`` at the keys against a
    random computer player called "x" + ``name``."""
    ruleset = load_ruleset("norwegian-4", rules=["match.holes=1", f"title={name}"])
    return GameConfig(ruleset, (Seat(name), Seat("x" + name, "random")), seed=3,
                      animations=False, bot_delay=0.0)


def flat(text: str) -> str:
    """The screen's text without frames' sides, lines joined: a wrapped sentence reads whole."""
    return " ".join(line.strip(" │▏▕") for line in text.splitlines())


@pytest.mark.parametrize("name", [*HOSTILE, LINK])
async def test_the_table_and_what_opens_over_it_show_names_as_typed(
        name: str, text_of: Callable[[GolfApp], str]) -> None:
    """The own box, an opponent's frame, the log, the scorecard and its caption, and the rules'
    title each show the name (and the title) exactly as typed."""
    app = GolfApp(hostile_config(name))
    async with app.run_test(size=(100, 32)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        text = text_of(app)
        assert f"{name} · total 0" in text  # the own box
        assert f"─ x{name} · 0 " in text  # the opponent's frame
        await pilot.press("l")
        await pilot.pause()
        assert f"Hole 1 of 1: {name} dealt a new hole." in flat(text_of(app))
        await pilot.press("escape", "s")
        await pilot.pause()
        text = text_of(app)
        assert f"{name} · norwegian-4 · 0 of 1 hole played" in text  # the title
        assert f" {name} " in text and f" x{name} " in text
        await pilot.press("escape", "r")
        await pilot.pause()
        assert f"─ Rules · {name} ─" in text_of(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.is_running


@pytest.mark.parametrize("name", HOSTILE)
async def test_the_hole_result_and_the_match_over_show_names_as_typed(
        name: str, text_of: Callable[[GolfApp], str]) -> None:
    """Each grid's frame on the hole's result, its heading, and the match over's winner line,
    caption (the title) and scorecard."""
    app = GolfApp(hostile_config(name))
    async with app.run_test(size=(100, 32)) as pilot:
        driver = Driver(pilot, check_privacy=False)
        await driver.settle()
        while not isinstance(app.screen, HoleResultScreen):
            assert driver.steps < 200
            await driver.step()
        text = text_of(app)
        for shown in (name, "x" + name):
            assert f"╭─ {shown} ─" in text or f"╭─ {shown} · " in text, text
        match = driver.table().ctrl.match
        closer = match.players[match.results[-1].closer or 0]
        assert f"Hole 1 of 1 · {closer} knocked" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MatchOverScreen)
        text = flat(text_of(app))
        assert winner_words(match) in text
        assert f"{name} · norwegian-4 · 1 of 1 hole played" in text
        assert f" {name} " in text and f" x{name} " in text


async def test_a_saved_match_with_such_names_resumes(tmp_path: Path,
                                                    text_of: Callable[[GolfApp], str]) -> None:
    """The autosave keeps the name: resuming it showed the crash again, every time."""
    root = tmp_path
    config = hostile_config("[/]")
    match = Match.start(config.ruleset, list(config.names), 3)
    store = Store(root / "data")
    store.save(match, tuple((s.name, s.kind) for s in config.seats), {"animations": False})
    saved = store.load()
    assert saved is not None
    app = GolfApp(None, session=Session(store, root / "settings.json"), resume=saved)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "x[/] · 0 " in text_of(app)  # the frame of the computer player to act
