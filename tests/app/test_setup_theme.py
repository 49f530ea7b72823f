"""The setup's Theme choice (its Table section): the game's themes first, as the palette's
picker lists them, each by the name the player reads, not Textual's id; a theme chosen there
applied at once and saved (by its id), and the choice following the palette's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.theme import BUILTIN_THEMES, Theme
from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.palette import Themes
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.session import Session
from golf_tui.app.themes import DESCRIBED_THEMES, GAME_THEMES, NAMED_THEMES, theme_title
from golf_tui.i18n import set_language

from .conftest import screen_text

pytestmark = pytest.mark.usefixtures("own_home")


async def test_the_theme_field_lists_the_game_s_themes_first_as_the_palette_does() -> None:
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#theme", Select)
        listed = [str(option.prompt) for option in field.query_one(SelectOverlay).options]
        assert listed[0] == "Felt"
        assert field.value == app.theme  # the theme in use
        ids = [name for name, _callback in Themes(app.screen).commands]
        assert listed == [theme_title(name) for name in ids]
        assert sorted(ids) == sorted(app.available_themes)
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


def options(field: Select[str]) -> list[str]:
    """What the Theme field's list shows, top to bottom."""
    return [str(option.prompt) for option in field.query_one(SelectOverlay).options]


@pytest.mark.parametrize(("lang", "label", "dark", "light", "terminal", "felt"), [
    ("en", "Theme", "Dark", "Light", "Terminal colours, light", "Felt"),
    ("nb", "Tema", "Mørk", "Lys", "Terminalfarger, lys", "Filt"),
    ("sv", "Tema", "Mörk", "Ljus", "Terminalfärger, ljus", "Filt"),
    ("da", "Tema", "Mørk", "Lys", "Terminalfarver, lys", "Filt"),
])
@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
async def test_the_theme_field_names_the_themes_in_the_player_s_language(
        lang: str, label: str, dark: str, light: str, terminal: str, felt: str,
        size: tuple[int, int]) -> None:
    """Testers read "Tema textual-dark" as a programmer's word: the field shows "Tema Mørk", and
    its list a theme that says what it looks like in the player's language, a palette of its own
    name as its authors write it ("Tokyo Night"), whole at 80×24 and 60×20; its value is still
    the id, which the settings keep."""
    set_language(lang)
    try:
        app = GolfApp()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert app.theme == "textual-dark"
            field = app.screen.query_one("#theme", Select)
            assert field.value == "textual-dark"
            assert f"{label} {dark} " in " ".join(screen_text(app).split())
            listed = options(field)
            assert listed[0] == felt
            assert {dark, light, terminal, "Tokyo Night", "Catppuccin Mocha", "Nord",
                    "Solarized Light", "Rosé Pine"} <= set(listed)
            assert not [name for name in listed if "-" in name]  # no id among them
            field.value = "ansi-light"  # the longest name
            await pilot.pause()
            assert app.theme == "ansi-light"
            assert terminal in screen_text(app)  # whole
    finally:
        set_language("en")


async def test_a_theme_remembered_by_its_id_is_chosen_and_named(tmp_path: Path) -> None:
    """The settings file names a theme by its id ("tokyo-night"), as it always has: that theme
    is used, and the field names it; choosing "Mørk" there saves "textual-dark"."""
    (tmp_path / "settings.json").write_text(json.dumps({"theme": "tokyo-night"}))
    set_language("nb")
    try:
        app = GolfApp(session=Session())
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.theme == "tokyo-night"
            field = app.screen.query_one("#theme", Select)
            assert field.value == "tokyo-night"
            assert "Tema  Tokyo Night" in screen_text(app)
            field.value = "textual-dark"
            await pilot.pause()
            assert "Tema  Mørk" in screen_text(app)
        assert json.loads((tmp_path / "settings.json").read_text())["theme"] == "textual-dark"
    finally:
        set_language("en")


async def test_a_theme_the_game_has_no_name_for_is_named_from_its_id() -> None:
    """A theme not in the game's table of names (one a later Textual brings) is listed by its id
    made readable, "some-theme" as "Some theme", in the field and in the palette's picker; it
    is still chosen by its id."""
    app = GolfApp()
    app.register_theme(Theme(name="some-theme", primary="#0178D4"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#theme", Select)
        assert "Some theme" in options(field)
        field.value = "some-theme"
        await pilot.pause()
        assert app.theme == "some-theme"
        assert "Theme    Some theme" in screen_text(app)
        titles = [str(hit.prompt) async for hit in Themes(app.screen).discover()]
        assert titles[0] == "Some theme"  # the theme in use, first


def test_a_theme_s_name_made_from_its_id() -> None:
    assert theme_title("some-theme") == "Some theme"
    assert theme_title("my_theme--two") == "My theme two"
    assert theme_title("nord") == "Nord"
    assert theme_title("textual-dark") == "Dark"


def test_every_theme_of_textual_and_the_game_has_a_name_of_its_own() -> None:
    """Each of Textual's themes and the game's is named in the table (a later Textual's new one
    reads "Some theme" meanwhile: name it here), and the table names no theme that is not
    there (a misspelt id would leave the theme to its id)."""
    ids = set(BUILTIN_THEMES) | {theme.name for theme in GAME_THEMES}
    assert set(DESCRIBED_THEMES) | set(NAMED_THEMES) == ids
    assert not set(DESCRIBED_THEMES) & set(NAMED_THEMES)
