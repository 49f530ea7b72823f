"""What a newcomer play-testing the setup found: the Table choice said when, never what a
hand-over screen is; a seat's "move down" looked like its kind's "open the list" (``Human ▼ ▲ ▼
✕``); with NO_COLOR the ruleset chosen and the field in focus were a shade of grey apart; a
bot's name cleared kept Start off; and q, ctrl+r and letters did nothing without a word where
they do nothing."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable

import pytest
from textual.widgets import Button, Input, OptionList, Select, Static

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.setup_keys import SetupKeysScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.app.widgets.seat_row import SeatRow

from ..conftest import toasts
from ..screens.screen_host import NO_RESULT, ScreenHost
from .conftest import screen_text


def host(*seats: tuple[str, str], **kw: object) -> ScreenHost:
    settings = Settings(seats=[SeatSetting(name=n, kind=k) for n, k in seats],  # type: ignore[arg-type]
                        ruleset="swedish-6", **kw)
    return ScreenHost(lambda: SetupScreen(settings, remember=False))


def info(app: ScreenHost) -> str:
    return str(app.screen.query_one("#ruleset-info", Static).render())


async def test_the_table_choice_says_what_a_hand_over_screen_is() -> None:
    """In focus, the Table choice is explained under the rules, as a house rule in focus is:
    the text there went on describing the ruleset. F1 explains it too."""
    app = host(("Kari", "human"), ("Ola", "human"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "hand-over" not in info(app)
        app.screen.query_one("#handover-mode", Select).focus()
        await pilot.pause()
        text = " ".join(info(app).split())
        assert text.startswith("Table: A hand-over screen")
        assert "until the next person takes the keys" in text
        assert "None: everyone sees all the table shows" in text
        # the open list keeps it; the next field (a house rule's) has its own
        await pilot.press("enter")
        await pilot.pause()
        assert "hand-over screen" in info(app)
        await pilot.press("escape")
        await pilot.pause()
        jokers = app.screen.query_one(".house-switch")
        jokers.focus()
        await pilot.pause()
        assert info(app).startswith("Jokers")
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, SetupKeysScreen)
        box = app.screen.query(Static).last()
        box.scroll_visible(animate=False, immediate=True)  # the last of the list at 80×24
        await pilot.pause()
        flat = " ".join(screen_text(app).replace("│", " ").split())  # type: ignore[arg-type]
        assert "Table A hand-over screen" in flat and "takes the keys" in flat


async def test_a_seats_move_buttons_are_not_its_kinds_arrow() -> None:
    """The row read ``Human ▼ ▲ ▼ ✕``: the first ▼ opens the kind's list, the second moves the
    player down. The moves are arrows of another shape, unlike the kind's ▼ in every row."""
    app = host(("Kari", "human"), ("Ola", "human"), ("Siri", "hard"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = [line for line in screen_text(app).splitlines()  # type: ignore[arg-type]
                 if re.match(r" \d\. ", line)]
        assert len(lines) == 3
        for line in lines:
            row = line.split("▕")[0]
            assert row.count("▼") == 1 and "▲" not in row, row
            assert re.search(r"▼ ↑ ↓ ✕ *$", row), row


def test_in_ascii_the_move_buttons_are_not_the_kinds_v(
    monkeypatch: pytest.MonkeyPatch, own_home: None, text_of: Callable[[GolfApp], str]
) -> None:
    """In ASCII the kind's ▼ was drawn "v", as ▼ (and ↓) for moving down were: "v ^ v x"; then
    the moves were "<" and ">", read as left and right ("v < > x"). The moves are "^" (up the
    list) and "v" (down) there, and the list's arrow ">", unlike either."""
    for name in ("LC_ALL", "LANG"):
        monkeypatch.setenv(name, "C")
    app = GolfApp()

    async def scenario() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            return text_of(app)

    rows = [line.split("|")[0] for line in asyncio.run(scenario()).splitlines()
            if re.match(r" \d\. ", line)]
    assert rows
    for row in rows:
        assert re.search(r"Human +> \^ v x *$", row), row


def style_at(app: ScreenHost, widget: object, x: int = 0) -> tuple[bool, bool, bool]:
    """(bold, reverse, underline) of the cell at ``x`` in the first line of ``widget``."""
    region = widget.region  # type: ignore[attr-defined]
    style = app.screen.get_style_at(region.x + x, region.y)
    return bool(style.bold), bool(style.reverse), bool(style.underline)


async def test_with_no_color_the_ruleset_chosen_and_the_focus_show_without_colour(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    """NO_COLOR keeps styles: the ruleset chosen is bold, and the field in focus is reversed (a
    choice) or underlined (a name, the ruleset list); a lighter grey was all that marked them."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = host(("Kari", "human"), ("Ola", "human"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.no_color
        presets = app.screen.query_one("#presets", OptionList)
        chosen = presets.region.y + (presets.highlighted or 0)
        other = presets.region.y + (presets.highlighted or 0) - 1
        x = presets.region.x + 1

        def cell(y: int) -> tuple[bool, bool, bool]:
            style = app.screen.get_style_at(x, y)
            return bool(style.bold), bool(style.reverse), bool(style.underline)

        assert cell(chosen) == (True, False, False) and cell(other) == (False, False, False)
        name = app.screen.query_one(SeatRow).query_one(Input)
        app.screen.query_one(SeatRow).focus_name()  # filled in: Start has the focus
        await pilot.pause()
        assert app.screen.focused is name
        assert style_at(app, name)[2], "the name in focus is underlined"
        presets.focus()
        await pilot.pause()
        assert cell(chosen) == (True, False, True) and cell(other) == (False, False, False)
        assert not style_at(app, name)[2]
        kind = app.screen.query_one(SeatRow).query_one(Select)
        assert not style_at(app, kind)[1]
        kind.focus()
        await pilot.pause()
        assert style_at(app, kind)[1], "the choice in focus is reversed"
        assert cell(chosen) == (True, False, False)


async def test_a_name_cleared_is_its_seats_default_for_a_bot_and_a_person() -> None:
    """A bot's "Bot 1" erased kept Start off ("Seat 2 needs a name"), and so did a person's
    name. Cleared, a seat's name is the one nobody typed ("Player 3", "Bot 1"), shown greyed in
    the field, and Start plays with it."""
    app = host(("Kari", "human"), ("Bot 1", "hard"), ("Ola", "human"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        for row in (rows[1], rows[2]):
            row.focus_name()
            await pilot.press("backspace")  # the name is selected on focus
            await pilot.pause()
        fields = [row.query_one(Input) for row in rows]
        assert [f.value for f in fields] == ["Kari", "", ""]
        assert [f.placeholder for f in fields[1:]] == ["Bot 1", "Player 3"]
        assert "needs a name" not in str(app.screen.query_one("#problems", Static).render())
        assert not app.screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert isinstance(app.result, GameConfig)
    assert app.result.names == ("Kari", "Bot 1", "Player 3")


async def test_keys_that_do_nothing_on_the_setup_say_why() -> None:
    """q outside a name (it quits at the table), ctrl+r with no player in focus and a letter on
    a player's Human/Bot choice did nothing without a word. Each says why; q in a name is a
    letter of it, and nothing is removed or changed."""
    app = host(("Kari", "human"), ("Ola", "human"), ("Siri", "human"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#handover-mode", Select)
        table.focus()
        await pilot.press("q")
        await pilot.press("ctrl+r")
        await pilot.press("shift+delete")
        await pilot.pause()
        assert toasts(app) == [
            "q does not quit here (it is a letter of a name): ctrl+q quits.",
            *["ctrl+r removes the player whose name or kind has the focus: go to a player's"
              " name first (Tab, or a click)."] * 2]
        assert len(app.screen.query(SeatRow)) == 3 and app.result is NO_RESULT
        kind = app.screen.query(SeatRow).last().query_one(Select)
        kind.focus()
        await pilot.press("b")
        await pilot.pause()
        assert toasts(app)[-1].startswith("A choice takes no typing: Enter or space opens")
        assert kind.value == "human"
        app.screen.query(SeatRow).first().focus_name()
        await pilot.press("end", "q")
        await pilot.pause()
        assert app.screen.query(SeatRow).first().player_name == "Kariq"
        assert len(toasts(app)) == 4
