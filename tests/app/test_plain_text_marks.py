"""What a screen read as plain text (a screen reader, NO_COLOR, ``tmux capture-pane -p``) shows
of focus and choice: the ruleset chosen and the setup's field in focus are marked in text, not
in bold or a grey background alone."""

from __future__ import annotations

import re

import pytest
from textual.filter import LineFilter
from textual.widget import Widget
from textual.widgets import OptionList, Select

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
    """Each preset's row of the ruleset list, by its name, as drawn (its title, then its name
    or, at 80×24, its country, then its grid)."""
    rows = {}
    for line in text.splitlines():
        for name, title in PRESET_ROWS.items():
            if re.search(rf"{re.escape(title)} .*\d[×x]\d(\s|$)", line):
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
        screen.query_one("#animations").focus()  # (in focus, the list marks the focus there)
        await pilot.pause()
        presets.scroll_visible(animate=False, top=True)
        await pilot.pause()
        after = preset_rows(screen_text(app))  # type: ignore[arg-type]
    for rows, chosen in ((before, "swedish-6"), (after, "norwegian-4")):
        for name, row in rows.items():
            title = PRESET_ROWS[name]
            assert (f"{mark}{title}" in row) is (name == chosen), (name, rows)
            assert row.index(title) == rows[chosen].index(PRESET_ROWS[chosen]), rows
    assert "2×3" in before["swedish-6"] or "2x3" in before["swedish-6"]  # the line whole


FIELDS = ("name-1", "kind-2", "#add-player", "#handover-mode", "#ascii", "#animations",
          "#language", "#theme", "#presets", "house-switch", "#length")


def field(screen: SetupScreen, name: str) -> Widget:
    """A field of the form by its name in FIELDS."""
    from golf_tui.app.widgets.seat_row import NameInput, SeatRow

    rows = list(screen.query(SeatRow).results(SeatRow))
    if name == "name-1":
        return rows[0].query_one(NameInput)
    if name == "kind-2":
        return rows[1].query_one(Select)
    if name == "house-switch":
        return screen.query(".house-switch").first()
    return screen.query_one(name)


@pytest.mark.parametrize(("size", "ascii"), [((80, 24), False), ((80, 24), True),
                                             ((60, 20), False)])
async def test_the_field_in_focus_is_marked_in_text(size: tuple[int, int], ascii: bool) -> None:
    """Each field of the setup in focus in turn: ``▶`` (``>`` in ASCII) in the first column of
    its pane, on its line and on no other, and nothing else on the screen moves or changes
    (the mark's column is kept blank on every other line). In the ruleset list the mark of
    the focus stands in the first column, on the ruleset chosen, and its ``●`` stays beside it
    (the ``▶`` once took its cell: which ruleset was chosen went unsaid)."""
    mark = ">" if ascii else "▶"
    chosen = "*" if ascii else "●"
    app = host(ascii)
    texts = {}
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        for name in FIELDS:
            widget = field(screen, name)
            widget.focus()
            await pilot.pause()
            assert screen.focused is widget, name
            lines = screen_text(app).splitlines()  # type: ignore[arg-type]
            columns = {pane.region.x for pane in screen.query("#players-pane, #rules-pane")}
            marked = [(y, x) for y, line in enumerate(lines) for x in columns
                      if x < len(line) and line[x] == mark]
            row = widget.region.y
            if name == "#presets":
                row += widget.highlighted or 0  # type: ignore[attr-defined]
                title = PRESET_ROWS["swedish-6"]
                assert f"{mark}{chosen}{title}" in lines[row], (name, lines[row])
            assert marked == [(row, widget.region.x if name == "#presets"
                               else max(x for x in columns if x <= widget.region.x))], \
                (name, marked, row, "\n".join(lines))
            plain = [line[:x] + " " + line[x + 1:] if (y, x) in marked else line
                     for y, line in enumerate(lines) for x in [max(
                         [c for c in columns if (y, c) in marked], default=-1)]]
            info = screen.query_one("#ruleset-info").region  # it follows the focus
            bottom = screen.query_one("#rules-pane").region.bottom
            plain = [line[:info.x] if info.y <= y < bottom else line
                     for y, line in enumerate(plain)]
            # "+ Add player" is marked by its line's ▶ alone, as every field is: not bracketed
            # as well (a button with no ▶ of its own, Start, is: test_button_marks)
            assert "[+ Add player]" not in "\n".join(lines), name
            texts[name] = "\n".join(plain[:-1])
    if size == (80, 24):  # nothing scrolls: the screen is the same, save the mark and the keys
        first = texts[FIELDS[0]]
        for name, text in texts.items():
            assert text == first, name
