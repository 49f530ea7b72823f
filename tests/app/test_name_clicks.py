"""A click in a setup name that nobody typed selects it whole, as Tab does."""

from __future__ import annotations

from golf_tui.app.app import GolfApp
from golf_tui.app.widgets.seat_row import NameInput

from .conftest import setup_shown


async def test_a_click_in_a_default_name_selects_it_and_typing_replaces_it() -> None:
    """Clicked mid-name, "Player 2" took the cursor there and "Ann" typed after it made
    "PlayeAnnr 2": the whole default name is selected, and typing replaces it. A name
    somebody typed keeps the cursor where the click put it."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup_shown(app, pilot)
        first, second = list(screen.query(NameInput))[:2]
        assert second.value == "Player 2", second.value
        await pilot.click(second, offset=(5, 0))
        await pilot.pause()
        assert app.focused is second
        for key in "Ann":
            await pilot.press(key)
        await pilot.pause()
        assert second.value == "Ann"
        # a typed name: the cursor where the click lands, nothing selected
        first.value = "Kari"
        await pilot.click(first, offset=(2, 0))
        await pilot.pause()
        assert app.focused is first and first.selection.is_empty
        await pilot.press("x")
        await pilot.pause()
        assert first.value != "x" and "x" in first.value
