"""The setup screen resized: the field in focus stays in sight, and its open list with it (at
60×20 the form became one column scrolled to its top, the Jokers field out of sight and its list
drawn over the bottom bar, where a person changed a setting they could not see)."""

from __future__ import annotations

from functools import partial

import pytest
from textual.widget import Widget
from textual.widgets import OptionList, Select
from textual.widgets._select import SelectOverlay

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.storage import AutosaveInfo

from .screen_host import ScreenHost, frame_lines


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


@pytest.mark.paints  # an OptionList measures its lines' height as it paints them
async def test_the_ruleset_list_keeps_its_lines_whole_made_shorter() -> None:
    """A setup made 80×24 from a taller terminal (the taglines of every ruleset go, but the
    chosen one's): the ruleset list got a scrollbar of its own, whose column wrapped each of
    its lines, the grid on a line of its own ("▕2×2"), the saved match's line above Start or
    not. Each line whole, no scrollbar, as tall as its lines; and so again made taller."""
    saved = AutosaveInfo(("Kari", "Bot 1"), "swedish-6", 1, 9, "")
    for offer in (None, saved):
        app = ScreenHost(partial(SetupScreen, Settings(ruleset="norwegian-4"), remember=False,
                                 saved=offer))
        async with app.run_test(size=(80, 30)) as pilot:
            for size, lines in (((80, 24), 6), ((80, 30), 10), ((80, 24), 6)):
                await pilot.resize_terminal(*size)
                await pilot.pause()
                await pilot.pause()
                presets = app.screen.query_one("#presets", OptionList)
                assert not presets.show_vertical_scrollbar, (offer, size)
                assert presets.size.height == presets.virtual_size.height == lines
                shown = frame_lines(app)
                assert not [row for row in shown if "▕2×" in row or "▕3×" in row], shown
                assert any("Firekortsgolf" in row and row.rstrip().endswith("2×2")
                           for row in shown)
