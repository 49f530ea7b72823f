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
        body = app.screen.query_one("#setup-body").region
        await pilot.click(offset=(body.x + 1, body.y + 1))  # the form's empty top-left corner
        await pilot.pause()
        assert not language.expanded
        assert app.screen.focused is language  # as Esc leaves it
        assert language.value == before  # nothing chosen


async def test_a_press_inside_the_open_list_still_chooses() -> None:
    app = setup()
    async with app.run_test(size=(100, 30)) as pilot:
        language = await open_language(app, pilot)
        overlay = language.query_one(SelectOverlay)
        before = language.value
        second = str(overlay.get_option_at_index(1).prompt)
        # an option of the open list, the second; clicked at a place on the screen, as a
        # terminal reports it (Pilot's click on a widget names the widget, which no
        # terminal does, and a press on the list was taken for one outside it only then)
        await pilot.click(offset=(overlay.region.x + 2, overlay.region.y + 1))
        await pilot.pause()
        assert not language.expanded
        # chosen (the press counted as one outside the list, and closed it choosing nothing)
        assert language.value != before
        assert language.value == dict((str(p), v) for p, v in language._options)[second]


async def test_a_click_on_a_match_length_chooses_it() -> None:
    """As a mouse player chose one: the field clicked open, an option clicked."""
    app = setup()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        length: Select[str] = app.screen.query_one("#length", Select)
        await pilot.click(length)
        await pilot.pause()
        assert length.expanded
        overlay = length.query_one(SelectOverlay)
        texts = [str(overlay.get_option_at_index(i).prompt) for i in range(overlay.option_count)]
        await pilot.click(offset=(overlay.region.x + 3, overlay.region.y + texts.index("3 holes")))
        await pilot.pause()
        assert not length.expanded and length.value == "match.holes=3"
