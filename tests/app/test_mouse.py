"""Playing by mouse (a trackpad): what a click, or a double click, does where it lands.

The presses are posted to the app as the terminal's driver posts them (``press_at``), so they go
through ``GolfApp.on_event`` as real ones do: Pilot's ``click`` hands them to the screen directly,
past the app's checks."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets._footer import FooterKey

from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.scorecard import ScorecardScreen
from golf_tui.app.screens.table import TableScreen

from .conftest import make_app


async def press_at(pilot: Pilot[Any], x: int, y: int, times: int = 1) -> None:
    """``times`` presses of the left button at (x, y), as the terminal reports them: each a
    MouseDown and a MouseUp (the app makes the Click), the next once the app has dealt with
    the one before (a double click's presses are a tenth of a second apart or more)."""
    app = pilot.app
    for i in range(times):
        if i:
            await pilot.pause()
        for kind in (events.MouseDown, events.MouseUp):
            widget, _region = app.get_widget_at(x, y)
            app.post_message(kind(widget, x, y, 0, 0, 1, False, False, False,
                                  screen_x=x, screen_y=y))


def centre(widget: Widget) -> tuple[int, int]:
    region = widget.region
    return region.x + region.width // 2, region.y + region.height // 2


def footer_key(screen: Any, action: str) -> FooterKey:
    (key,) = [k for k in screen.query(FooterKey) if k.action == action and k.region.width]
    return key


async def settled(pilot: Pilot[Any]) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def test_a_double_click_on_the_hand_over_does_not_play_at_the_table() -> None:
    """The hand-over's box lies over the stock at 120×40: its double click took the hand-over
    down and drew from the stock (here refused: the opening comes first) unseen."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        x, y = 40, 17  # inside the box, over the stock of the table below
        await press_at(pilot, x, y, times=2)
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert app.get_widget_at(x, y)[0] is table.piles.stock
        assert table.hint == ""  # no word of a draw refused: the second press was dropped


async def test_a_double_click_on_close_does_not_press_the_key_beneath() -> None:
    """The scorecard's "esc Close" sits where the table's footer has its first keys: the second
    press of a double click flipped a card."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen) and table.ctrl.at_keys_to_act()
        actions = len(table.ctrl.match.actions)
        await press_at(pilot, *centre(footer_key(table, "scorecard")))
        await settled(pilot)
        scorecard = app.screen
        assert isinstance(scorecard, ScorecardScreen)
        x, y = centre(footer_key(scorecard, "close"))
        await press_at(pilot, x, y, times=2)
        await settled(pilot)
        assert app.screen is table
        assert isinstance(app.get_widget_at(x, y)[0], FooterKey)  # a move's key lies beneath
        assert len(table.ctrl.match.actions) == actions
        # a press of its own, a moment later, is taken
        await press_at(pilot, *centre(table.own.boxes[0]))
        await settled(pilot)
        assert len(table.ctrl.match.actions) == actions + 1
