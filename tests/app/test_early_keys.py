"""A key that reaches a screen before the screen has composed its widgets.

Priority bindings run in the app's own task, so a key pressed in the instant a screen goes up
(Space tapped through the computers' last turns as the hole's result appears) can reach it before
its widgets exist. Found by driving the real game in tmux: the hole result crashed with
``NoMatches: '#summary-prompt'``. Each test here pushes a screen and, before the screen's task
has run, calls the action the way Textual's binding does (``App.run_action`` with the screen as
its namespace)."""

from __future__ import annotations

from golf_tui.app.config import GameConfig
from golf_tui.app.screens.links import setup_screen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.widgets.hole_grid import HoleGrid
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate

from .conftest import make_app


async def test_space_on_a_hole_result_still_composing_shows_all() -> None:
    app = make_app("nine-card", 8)
    done = simulate(load_ruleset("nine-card"), 8, 5)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = HoleResultScreen(done, done.results[0], animations=True)
        app.push_screen(screen)
        assert not screen.is_mounted
        assert await app.run_action("show_all", screen)
        await pilot.pause()
        assert app.screen is screen
        grids = list(screen.query(HoleGrid))
        assert len(grids) == 8 and all(g.revealed for g in grids)
        assert "Press Enter" in str(screen.query_one("#summary-prompt").render())


async def test_ctrl_s_on_a_setup_still_composing_starts_with_the_form() -> None:
    """ctrl+s as the setup goes up (after "New match" at the end of one): the start reads the
    form, so it must wait for the form to be there."""
    app = make_app("swedish-6", 2)
    chosen: list[GameConfig | None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = setup_screen()
        assert screen is not None
        app.push_screen(screen, chosen.append)
        assert not screen.is_mounted
        assert await app.run_action("start", screen)
        await pilot.pause()
        assert len(chosen) == 1 and chosen[0] is not None
        assert len(chosen[0].seats) == 2  # the form's two players, read once it was composed
