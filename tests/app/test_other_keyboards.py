"""Keys from other keyboards and terminals: a keypad's Enter, which tmux (and some terminals)
send as a newline, read by Textual as ctrl+j; Caps Lock on; keys Textual names after a
keyboard the player does not have."""

from __future__ import annotations

import pytest
from textual.widgets import Input

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.seat_row import SeatRow

from .conftest import Driver, keys_together, make_app

# what a keypad's Enter is in tmux: "\n", ctrl+j to Textual (``KEY_CHARS`` gives its character)
KP_ENTER = "ctrl+j"


def names(app: GolfApp) -> list[str]:
    return [row.player_name for row in app.screen.query(SeatRow)]


@pytest.mark.usefixtures("own_home")
async def test_a_keypad_enter_ends_a_name_in_the_setup() -> None:
    """Kari, the keypad's Enter, Ola: two names, as with Enter (it went on as KariOla)."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await keys_together(app, pilot, *"Kari", KP_ENTER, *"Ola")
        assert names(app)[:2] == ["Kari", "Ola"]
        assert isinstance(app.screen.focused, Input) and app.screen.focused.value == "Ola"


@pytest.mark.usefixtures("own_home")
async def test_a_keypad_enter_presses_the_button_in_focus() -> None:
    """On a button (Start), the keypad's Enter presses it, as Enter does."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.set_focus(screen.query_one("#start"))
        await keys_together(app, pilot, KP_ENTER)
        await pilot.pause()
        assert app.screen is not screen


async def test_a_keypad_enter_passes_the_handover_and_peeks() -> None:
    """A keypad-only player gets past the first hand-over, and Enter's all-at-once opening
    peek works with it too."""
    app = make_app("norwegian-4", 2, handover="auto")
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        assert isinstance(app.screen, HandoverScreen)
        await keys_together(app, pilot, KP_ENTER)
        await driver.settle()
        table = app.screen
        assert isinstance(table, TableScreen)
        await keys_together(app, pilot, KP_ENTER)
        assert table.ctrl.reveal_holds  # the opening's cards peeked at, held on show
