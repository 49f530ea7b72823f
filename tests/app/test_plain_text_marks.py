"""What a screen read as plain text (a screen reader, NO_COLOR, ``tmux capture-pane -p``) shows
of focus and choice: the ruleset chosen is marked in text, not in bold alone."""

from __future__ import annotations

import pytest
from textual.filter import LineFilter
from textual.widgets import OptionList

from golf_tui.app.ascii_filter import ASCII_FILTER
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings

from ..screens.screen_host import ScreenHost
from .conftest import screen_text

PRESET_ROWS = {"norwegian-4": "Firekortsgolf", "norwegian-6": "Sekskortsgolf",
               "swedish-6": "Sexkortsgolf", "danish-6": "Sekskorts-Golf",
               "nine-card": "Nine-card Golf"}


class Host(ScreenHost):
    """A screen alone, drawn in ASCII as the game draws it where asked (its filter)."""

    def get_line_filters(self) -> list[LineFilter]:
        filters = list(super().get_line_filters())
        return [*filters, ASCII_FILTER] if self.has_class("-ascii") else filters


def host(ascii: bool = False) -> ScreenHost:
    settings = Settings(seats=[SeatSetting(name=n, kind="human") for n in ("Kari", "Ola")],
                        ruleset="swedish-6")
    app = Host(lambda: SetupScreen(settings, remember=False))
    app.set_class(ascii, "-ascii")
    return app


def preset_rows(text: str) -> dict[str, str]:
    """Each preset's row of the ruleset list, by its name, as drawn."""
    rows = {}
    for line in text.splitlines():
        for name in PRESET_ROWS:
            if f" {name} " in line:
                rows[name] = line.split("▕" if "▕" in line else "|")[-1]
    assert set(rows) == set(PRESET_ROWS), text
    return rows


@pytest.mark.parametrize(("size", "ascii", "mark"), [
    ((80, 24), False, "●"), ((80, 24), True, "*"), ((60, 20), False, "●")])
async def test_the_chosen_ruleset_is_marked_in_text(size: tuple[int, int], ascii: bool,
                                                     mark: str) -> None:
    """``●`` (``*`` in ASCII) before the ruleset chosen, in a column every row keeps, and it
    moves with the choice; the rows do not move."""
    app = host(ascii)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        presets = screen.query_one("#presets", OptionList)
        presets.scroll_visible(animate=False, top=True)
        await pilot.pause()
        before = preset_rows(screen_text(app))  # type: ignore[arg-type]
        presets.focus()
        presets.highlighted = 0  # norwegian-4
        await pilot.pause()
        after = preset_rows(screen_text(app))  # type: ignore[arg-type]
    for rows, chosen in ((before, "swedish-6"), (after, "norwegian-4")):
        for name, row in rows.items():
            title = PRESET_ROWS[name]
            assert (f"{mark} {title}" in row) is (name == chosen), (name, rows)
            assert row.index(title) == rows[chosen].index(PRESET_ROWS[chosen]), rows
    assert "2×3" in before["swedish-6"] or "2x3" in before["swedish-6"]  # the line whole
