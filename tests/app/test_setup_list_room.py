"""The setup's open lists stay in the form's part of the screen: the Theme list (twenty-odd
themes) and the Language list, opened at 80×24, 60×20 or 100×30, by the keys or the mouse. At
80×24 Textual put the Theme list where the screen's edge let it, over the Ready line and the
keys and over its own field; at 60×20 the Language list covered the bottom bar's rule. Each
opens under its field where it fits there, else on the side with more room, scrolling inside
where that side does not hold it all; the option highlighted is always drawn, the last one
too, and a choice closes it as before."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Footer, Select
from textual.widgets._select import SelectCurrent, SelectOverlay

from golf_tui.app.app import GolfApp
from golf_tui.i18n import set_language

from .conftest import screen_text

pytestmark = pytest.mark.usefixtures("own_home")

# at 100×30 the Theme list fitted under its field already: it still does
SIZES = [(80, 24), (60, 20), (100, 30)]


def option_text(overlay: SelectOverlay, index: int) -> str:
    return str(overlay.get_option_at_index(index).prompt)


def check_fits(app: GolfApp, field: Select[str]) -> SelectOverlay:
    """``field``'s open list: on the screen, inside the form (not over the Ready line, the
    keys or the title), beside its field and not over it, its option highlighted drawn."""
    overlay = field.query_one(SelectOverlay)
    assert field.expanded and app.screen.focused is overlay
    shown = overlay.region
    assert shown.area
    assert app.screen.region.contains_region(shown)
    assert app.screen.query_one("#setup-body").region.contains_region(shown)
    assert not shown.overlaps(app.screen.query_one("#setup-bottom").region)  # the Ready line
    assert not shown.overlaps(app.screen.query_one(Footer).region)  # the keys
    current = field.query_one(SelectCurrent).region
    assert not shown.overlaps(current)  # its field in sight
    assert shown.y == current.bottom or shown.bottom == current.y  # right under it, or over it
    highlighted = overlay.highlighted
    assert highlighted is not None
    top = overlay.scroll_offset.y
    assert top <= highlighted < top + overlay.scrollable_content_region.height
    # drawn, on the row the list has it on (the list's lines are its options', one each)
    rows = screen_text(app).splitlines()
    assert option_text(overlay, highlighted) in rows[shown.y + highlighted - top]
    return overlay


async def open_field(app: GolfApp, pilot: Pilot[None], name: str, mouse: bool) -> Select[str]:
    await pilot.pause()
    field: Select[str] = app.screen.query_one(f"#{name}", Select)
    if mouse:  # a click where a terminal reports it (Pilot's on a widget names the widget)
        current = field.query_one(SelectCurrent).region
        await pilot.click(offset=(current.x + 2, current.y))
    else:
        field.focus()
        await pilot.pause()
        await pilot.press("enter")
    await pilot.pause()
    return field


@pytest.mark.parametrize("name", ["theme", "language"])
async def test_a_list_opened_by_the_keys_fits_and_reaches_its_last_option(name: str) -> None:
    for size in SIZES:
        app = GolfApp()
        async with app.run_test(size=size) as pilot:
            field = await open_field(app, pilot, name, mouse=False)
            overlay = check_fits(app, field)  # on the option chosen
            assert overlay.highlighted is not None
            assert field._options[overlay.highlighted][1] == field.value
            last = overlay.option_count - 1
            await pilot.press("end")
            await pilot.pause()
            assert overlay.highlighted == last
            check_fits(app, field)
            await pilot.press("home")
            await pilot.pause()
            assert overlay.highlighted == 0
            check_fits(app, field)
            await pilot.press("end", "enter")
            await pilot.pause()
            field = app.screen.query_one(f"#{name}", Select)  # (the language's composed anew)
            assert not field.expanded and app.screen.focused is field  # closed, on its field
            assert field.value == field._options[last][1]
        set_language("en")


@pytest.mark.parametrize("name", ["theme", "language"])
async def test_a_list_opened_by_the_mouse_fits_and_its_options_are_clicked(name: str) -> None:
    for size in SIZES[:2]:
        app = GolfApp()
        async with app.run_test(size=size) as pilot:
            field = await open_field(app, pilot, name, mouse=True)
            overlay = check_fits(app, field)
            last = overlay.option_count - 1
            await pilot.press("end")
            await pilot.pause()
            check_fits(app, field)
            row = overlay.region.y + last - overlay.scroll_offset.y
            await pilot.click(offset=(overlay.region.x + 2, row))  # the last option, as drawn
            await pilot.pause()
            field = app.screen.query_one(f"#{name}", Select)
            assert not field.expanded
            assert field.value == field._options[last][1]
        set_language("en")


async def test_with_eight_players_the_language_list_fits() -> None:
    """Eight players push the Language field to the bottom of the players' pane at 80×24, where
    its list ran over the bottom bar (in Norwegian: the labels are as wide in every language)."""
    set_language("nb")
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(6):
            await pilot.press("ctrl+n")
            await pilot.pause()
        assert len(app.screen.query("SeatRow")) == 8
        for name in ("language", "theme"):
            field = await open_field(app, pilot, name, mouse=False)
            check_fits(app, field)
            await pilot.press("end")
            await pilot.pause()
            check_fits(app, field)
            await pilot.press("escape")
            await pilot.pause()
            assert not field.expanded and app.screen.focused is field


async def test_an_open_list_follows_its_field_when_the_form_scrolls() -> None:
    """The wheel over the form (or its scrollbar) moves the field of an open list: the list
    is placed anew, never past the bottom of the form."""
    app = GolfApp()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        body = app.screen.query_one("#setup-body")
        field: Select[str] = app.screen.query_one("#theme", Select)
        body.scroll_to_widget(field, animate=False, top=True, immediate=True)
        field = await open_field(app, pilot, "theme", mouse=False)
        overlay = check_fits(app, field)
        assert overlay.region.y == field.region.bottom  # under it, at the form's top
        moved = 0
        while body.scroll_y > 0:  # the field goes down, a line at a time
            body.scroll_relative(y=-1, animate=False, immediate=True)
            await pilot.pause()
            if field.query_one(SelectCurrent).region.area:  # (out of sight, its list too)
                check_fits(app, field)
                moved += 1
        assert moved > 5
