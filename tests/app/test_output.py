"""What the app writes to the terminal (docs/architecture.md, "Output to the terminal"): a
screen taken down leaves the one under it drawn whole once, not three times; an idle input
writes nothing (its cursor does not blink); skipping ahead at a table of computers draws no
move on the way to the hole's result.

The app runs headless, which writes nothing: the tests count what the screens hand to
``App._display`` to write (``Writes``), as ``bench/output.py`` measures its bytes."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import RenderableType
from textual._compositor import LayoutUpdate
from textual.command import CommandInput
from textual.pilot import Pilot
from textual.screen import Screen

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.seat_row import NameInput
from golf_tui.presets import load_ruleset

from .conftest import at_the_draw, make_app, setup_shown


class Writes:
    """Every update the app's screens hand to ``App._display`` from now on: whole-screen
    ones (``full``) and the rest, with the screen on top when each was made."""

    def __init__(self, app: GolfApp) -> None:
        self.full: list[str] = []
        self.partial: list[str] = []
        display = app._display

        def counted(screen: Screen[Any], renderable: RenderableType | None) -> None:
            if renderable is not None and not app._batch_count:
                kind = self.full if isinstance(renderable, LayoutUpdate) else self.partial
                kind.append(type(app.screen).__name__)
            display(screen, renderable)

        app._display = counted  # type: ignore[method-assign]


async def settled(pilot: Pilot[Any], times: int = 6) -> None:
    for _ in range(times):
        await pilot.pause()


@pytest.mark.paints  # what it reads is in the frames painted
async def test_closing_the_rules_page_draws_the_table_whole_once() -> None:
    """Esc on the rules page over eight players' table: the table comes back in one full
    update. Textual laid out (and repainted whole) the app twice more after removing the rules
    screen (``GolfApp.refresh``): three copies of the table, 128 KB at 200x60."""
    app = make_app("norwegian-4", 8, handover="never")
    async with app.run_test(size=(120, 40)) as pilot:
        _driver, table = await at_the_draw(pilot)
        await pilot.press("r")
        await settled(pilot)
        assert type(app.screen).__name__ == "RulesScreen"
        writes = Writes(app)
        await pilot.press("escape")
        await settled(pilot)
        assert app.screen is table
        assert writes.full == ["TableScreen"]


async def test_a_focused_name_field_keeps_a_steady_cursor(own_home: None) -> None:
    """Idle at the setup, a name field with the focus writes nothing: its cursor shows and
    does not blink (Textual's blink redrew the field every half second, 190 bytes each)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await setup_shown(app, pilot)
        field = setup.query(NameInput).first()
        field.focus()
        await settled(pilot)
        assert field.has_focus
        assert not field.cursor_blink
        assert field._cursor_visible  # shown, steadily


async def test_the_palettes_field_keeps_a_steady_cursor() -> None:
    """The command palette's search field does not blink either (1.15 KB a second at 200x60)."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_draw(pilot)
        await pilot.press("ctrl+p")
        await settled(pilot)
        field = app.screen.query_one(CommandInput)
        assert field.has_focus
        assert not field.cursor_blink
        assert field._cursor_visible


async def test_skipping_ahead_at_a_table_of_computers_draws_no_move() -> None:
    """Space at a table of computers only: the hole is played to its end without a frame per
    move (every move was drawn: 400 KB at 200x60 for two computers' hole); the status line's
    note says it is skipping, and the result shows how the hole ended."""
    rules = load_ruleset("swedish-6", [], rules=["match.holes=1"])
    seats = (Seat("Kari", "normal"), Seat("Ola", "normal"))
    config = GameConfig(rules, seats, seed=3, animations=False, bot_delay=60.0)
    app = GolfApp(config)
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        writes = Writes(app)
        await pilot.press("space")
        for _ in range(2000):
            if isinstance(app.screen, HoleResultScreen):
                break
            await app.workers.wait_for_complete()
            await pilot.pause()
        assert isinstance(app.screen, HoleResultScreen)
        assert table.ctrl.match.results[-1].hole == 1
        drawn = [name for name in writes.full + writes.partial if name == "TableScreen"]
        assert len(drawn) <= 1, f"{len(drawn)} frames of the table while skipping"
