"""The setup screen resized: the field in focus stays in sight, and its open list with it (at
60×20 the form became one column scrolled to its top, the Jokers field out of sight and its list
drawn over the bottom bar, where a person changed a setting they could not see)."""

from __future__ import annotations

from textual.widget import Widget
from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings

from .screen_host import ScreenHost


def setup() -> ScreenHost:
    settings = Settings(seats=[SeatSetting(name=n) for n in ("Kari", "Ola", "Siri", "Per")],
                        ruleset="danish-6")
    return ScreenHost(lambda: SetupScreen(settings, remember=False))


def in_sight(app: ScreenHost, widget: Widget) -> bool:
    """``widget`` wholly inside the form's part of the screen (not under the bottom bar)."""
    return app.screen.query_one("#setup-body").region.contains_region(widget.region)


async def test_an_open_list_stays_with_its_field_in_sight() -> None:
    app = setup()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        jokers = next(s for s in app.screen.query(".house-choice").results(Select)
                      if s.name == "jokers")
        jokers.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen.focused, SelectOverlay)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        overlay = app.screen.focused
        assert isinstance(overlay, SelectOverlay) and overlay.parent is jokers
        assert in_sight(app, jokers)
        assert overlay.region.y == jokers.region.bottom  # right under its field
        assert in_sight(app, overlay)  # not over the Ready line and the keys


async def test_the_field_in_focus_is_scrolled_into_sight() -> None:
    app = setup()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        length = app.screen.query_one("#length", Select)
        length.focus()
        await pilot.pause()
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert app.screen.focused is length and in_sight(app, length)
        await pilot.press("enter")  # its list opens at it, seen
        await pilot.pause()
        assert isinstance(app.screen.focused, SelectOverlay)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.focused is length and in_sight(app, length)
