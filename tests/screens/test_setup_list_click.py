"""An open list on the setup screen closes when the mouse is pressed outside it, as lists do
elsewhere: a click on the form's empty space left it open, and only Esc, a choice or another
field closed it."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings

from .screen_host import ScreenHost


def setup() -> ScreenHost:
    settings = Settings(seats=[SeatSetting(name=n) for n in ("Kari", "Ola")], ruleset="danish-6")
    return ScreenHost(lambda: SetupScreen(settings, remember=False))


async def open_language(app: ScreenHost, pilot: Pilot[None]) -> Select[str]:
    """The language's list, opened with Enter."""
    await pilot.pause()
    language: Select[str] = app.screen.query_one("#language", Select)
    language.focus()
    await pilot.press("enter")
    await pilot.pause()
    assert language.expanded and isinstance(app.screen.focused, SelectOverlay)
    return language


async def test_a_press_outside_an_open_list_closes_it() -> None:
    app = setup()
    async with app.run_test(size=(100, 30)) as pilot:
        language = await open_language(app, pilot)
        before = language.value
        await pilot.click("#setup-body", offset=(1, 1))  # the form's empty top-left corner
        await pilot.pause()
        assert not language.expanded
        assert app.screen.focused is language  # as Esc leaves it
        assert language.value == before  # nothing chosen


async def test_a_press_inside_the_open_list_still_chooses() -> None:
    app = setup()
    async with app.run_test(size=(100, 30)) as pilot:
        language = await open_language(app, pilot)
        overlay = language.query_one(SelectOverlay)
        await pilot.click(overlay, offset=(2, 1))  # an option of the open list
        await pilot.pause()
        assert not language.expanded
