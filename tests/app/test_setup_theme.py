"""The setup's Theme choice (its Table section): the game's themes first, as the palette's
picker lists them; a theme chosen there applied at once and saved, and the choice following the
palette's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.palette import Themes
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.session import Session
from golf_tui.i18n import set_language

from .conftest import screen_text

pytestmark = pytest.mark.usefixtures("own_home")


async def test_the_theme_field_lists_the_game_s_themes_first_as_the_palette_does() -> None:
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#theme", Select)
        listed = [str(option.prompt) for option in field.query_one(SelectOverlay).options]
        assert listed[0] == "felt"
        assert field.value == app.theme  # the theme in use
        assert listed == [name for name, _callback in Themes(app.screen).commands]
        assert sorted(listed) == sorted(app.available_themes)
        assert "Theme" in screen_text(app)


async def test_a_theme_chosen_in_the_setup_is_applied_and_saved_at_once(tmp_path: Path) -> None:
    app = GolfApp(session=Session())  # as ``golf-tui`` starts it
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#theme", Select)
        field.focus()
        await pilot.press("enter")  # the list opens on the theme in use
        await pilot.pause()
        await pilot.press("home", "enter")  # felt, the first
        await pilot.pause()
        assert field.value == "felt"
        assert app.theme == "felt"
        assert json.loads((tmp_path / "settings.json").read_text())["theme"] == "felt"
    again = GolfApp(session=Session())
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "felt"
        assert again.screen.query_one("#theme", Select).value == "felt"


async def test_a_theme_chosen_in_the_setup_is_saved_with_the_setup(tmp_path: Path) -> None:
    """Without a session (which saves every change of theme), Start saves it with the rest of
    the Table settings; one never chosen there is not written."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert json.loads((tmp_path / "settings.json").read_text()).get("theme") is None
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("#theme", Select).value = "nord"
        await pilot.pause()
        assert app.theme == "nord"
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert json.loads((tmp_path / "settings.json").read_text())["theme"] == "nord"


async def test_the_theme_field_follows_the_palette_s_choice() -> None:
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.theme = "dracula"  # what the palette's picker does
        await pilot.pause()
        assert app.screen.query_one("#theme", Select).value == "dracula"
        assert app.theme == "dracula"
        set_language("nb")  # composed again in Norwegian: the field keeps the theme in use
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await screen.relabel()
        await pilot.pause()
        assert screen.query_one("#theme", Select).value == "dracula"
    set_language("en")
