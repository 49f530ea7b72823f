"""The setup under NO_COLOR (Textual's :nocolor drops colours and keeps styles): a switch in
focus ("ASCII cards", "Animations", a house rule) had bold on grey, the mark of the ruleset
chosen too, and a button that does nothing now (+ Add player at eight seats, the first seat's
up, the last one's down) was told from the others by a darker grey alone, as were a footer key
that does nothing now and the option under the arrows in an open list."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Checkbox, Select
from textual.widgets._footer import FooterKey
from textual.widgets._select import SelectOverlay

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings

from ..screens.screen_host import ScreenHost
from .conftest import press_each
from .test_colours import sixteen_colours

NAMES = ("Kari", "Ola", "Siri", "Per", "Liv", "Åse", "Nils", "Eva")


def host(players: int) -> ScreenHost:
    settings = Settings(seats=[SeatSetting(name=n, kind="human") for n in NAMES[:players]],
                        ruleset="swedish-6")
    return ScreenHost(lambda: SetupScreen(settings, remember=False))


def reversed_cells(app: ScreenHost, widget: Checkbox) -> list[bool]:
    region = widget.region
    return [bool(app.screen.get_style_at(x, region.y).reverse)
            for x in range(region.x, region.right)]


async def test_a_switch_in_focus_is_reversed_without_colour(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = host(2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.no_color
        for name in ("#ascii", "#animations"):
            box = app.screen.query_one(name, Checkbox)
            assert not any(reversed_cells(app, box)), name
            box.focus()
            await pilot.pause()
            cells = reversed_cells(app, box)
            assert cells[:3] == [False] * 3, name  # the box itself is not
            assert all(cells[3:]), name  # its label is, as a choice's or a button's


async def test_a_switch_in_focus_keeps_its_colours_where_there_are_colours() -> None:
    app = host(2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#ascii", Checkbox)
        box.focus()
        await pilot.pause()
        assert not any(reversed_cells(app, box))


async def test_a_button_that_does_nothing_now_is_struck_through_without_colour(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = host(8)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        buttons = [b for b in app.screen.query(Button) if b.region.width]
        add = app.screen.query_one("#add-player", Button)
        ups = [b for b in buttons if b.has_class("up")]
        downs = [b for b in buttons if b.has_class("down")]
        assert add.disabled and ups[0].disabled and downs[-1].disabled
        assert not ups[1].disabled and not downs[0].disabled

        def struck(button: Button) -> bool:
            region = button.region
            return any(app.screen.get_style_at(x, region.y).strike
                       for x in range(region.x, region.right))

        assert struck(add) and struck(ups[0]) and struck(downs[-1])
        assert not struck(ups[1]) and not struck(downs[0])
        assert not struck(app.screen.query_one("#start", Button))



@pytest.mark.usefixtures("own_home")
@pytest.mark.parametrize("terminal", ["no colour", "16 colours"])
async def test_a_footer_key_that_does_nothing_now_is_struck_through_without_colour(
        monkeypatch: pytest.MonkeyPatch, terminal: str) -> None:
    """The footer's keys too (app.tcss, for every screen's footer): at eight seats "^n Add
    player" does nothing, nor "^↓ Move down" on the last seat; under NO_COLOR each was a shade
    darker than "^s Start" and no more, in 16 colours white beside bright white."""
    if terminal == "no colour":
        monkeypatch.setenv("NO_COLOR", "1")
    else:
        sixteen_colours(monkeypatch)
    app = GolfApp()
    async with app.run_test(size=(120, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.no_color if terminal == "no colour" else app.has_class("-few-colours")
        await press_each(pilot, *["ctrl+n"] * 6)
        keys = [key for key in app.screen.query(FooterKey) if key.region.width]
        off = [key for key in keys if key.has_class("-disabled")]
        on = [key for key in keys if not key.has_class("-disabled")]
        assert "add_player" in [key.action for key in off]  # (and the last seat's move down)

        def struck(key: FooterKey) -> bool:
            region = key.region
            return any(app.screen.get_style_at(x, region.y).strike
                       for x in range(region.x, region.right))

        assert all(struck(key) for key in off)
        assert on and not any(struck(key) for key in on)


async def test_the_option_highlighted_in_an_open_list_is_underlined_without_colour(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An open list (the Hand-over field's) marked the option the arrows are on by a lighter
    grey behind it alone under NO_COLOR; the ruleset list's is underlined, and so is this."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = host(2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#handover-mode", Select)
        field.focus()
        await press_each(pilot, "enter", "down")
        overlay = field.query_one(SelectOverlay)
        assert overlay.has_focus and overlay.highlighted is not None
        region = overlay.content_region
        underlined = [any(app.screen.get_style_at(x, y).underline
                          for x in range(region.x, region.right))
                      for y in range(region.y, region.bottom)]
        assert underlined.count(True) == 1, underlined
        assert underlined.index(True) == overlay.highlighted - overlay.scroll_offset.y
