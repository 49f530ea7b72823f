"""A passing note that refuses something (a warning's severity, no title) is marked "! " in its
text, as the final-lap banner is: Textual tells it from a plain note by its edge's colour alone
(orange or green), the same grey under NO_COLOR and one olive for a red-green colour-blind
player. A warning of the queue keeps its title, "Warning", which says it in words."""

from __future__ import annotations

import pytest
from textual.widgets._toast import Toast

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.setup import SetupScreen

from .conftest import press_each, screen_text


def toast_lines(app: GolfApp) -> dict[str, str]:
    """Each toast shown, by its severity: the text of its first row as drawn."""
    rows = screen_text(app).splitlines()
    shown: dict[str, str] = {}
    for toast in app.screen.query(Toast):
        inner = toast.content_region
        shown[toast._notification.severity] = rows[inner.y][inner.x:inner.right].rstrip()
    return shown


@pytest.mark.usefixtures("own_home")
async def test_a_refusal_is_marked_and_a_note_is_not() -> None:
    app = GolfApp()
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await press_each(pilot, "escape")  # a note: "Nothing to close here: …"
        shown = toast_lines(app)
        assert list(shown) == ["information"], shown
        assert shown["information"].startswith("Nothing to close"), shown
        app.clear_notifications()
        await press_each(pilot, *["ctrl+n"] * 7)  # the seventh is refused: eight seats
        shown = toast_lines(app)
        assert list(shown) == ["warning"], shown
        assert shown["warning"].startswith("! "), shown
