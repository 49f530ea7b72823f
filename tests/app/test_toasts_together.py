"""Two or three passing notes shown at once: the room kept clear for the toasts is as tall as
all of them together, so that each is read whole. It was sized for the last note only, and at
60×20 a refusal followed by "Screenshot saved: …" lost the saved file's name under the toast
rack's edge. Where no room shows them all whole, the older notes make way for the newest. When
one goes, the room is the others' again; the table does not move for them."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets._toast import Toast

from golf_tui.app.app import GolfApp
from golf_tui.app.notes import RACK_ID, marked
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.i18n import set_language

from .conftest import Driver, make_app, press_each, screen_text


def unseen(app: GolfApp) -> list[str]:
    """Each toast on screen whose whole text is not to be read on the screen as drawn (the
    part of it the toast rack cuts off is not), its text then."""
    rows = screen_text(app).splitlines()
    missed = []
    for toast in app.screen.query(Toast):
        note = toast._notification
        text = f"{note.title}\n" * bool(note.title) + marked(note.title, note.message,
                                                             note.severity)
        seen = toast.content_region.intersection(app.screen.find_widget(toast).clip)
        drawn = "".join(row[seen.x:seen.right] for row in rows[seen.y:seen.bottom])
        if "".join(drawn.split()) != "".join(text.split()):
            missed.append(text)
    return missed


def table_regions(table: TableScreen) -> list[object]:
    return [w.region for w in table.query("*") if w.id != RACK_ID and RACK_ID not in
            {a.id for a in w.ancestors}]


@pytest.mark.usefixtures("own_home")
@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
@pytest.mark.parametrize("language", ["en", "nb"])
async def test_two_refusals_and_a_note_at_the_setup(size: tuple[int, int], language: str) -> None:
    set_language(language)
    app = GolfApp()
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await press_each(pilot, *["ctrl+n"] * 8)  # the seventh and eighth are refused
        await press_each(pilot, "escape")  # a long note: "Nothing to close here: …"
        await pilot.pause()
        shown = [t._notification.severity for t in app.screen.query(Toast)]
        # both; at 60×20 in Norwegian there is no room for both whole: the newest alone
        assert shown == (["information"] if (size, language) == ((60, 20), "nb")
                         else ["warning", "information"])
        assert unseen(app) == []


def room(rack: Widget) -> tuple[float, ...]:
    """Where the toast rack is put (``NoteBoard._place``): its offset, width and height."""
    styles = rack.styles
    assert styles.width is not None and styles.height is not None
    return (styles.offset.x.value, styles.offset.y.value, styles.width.value,
            styles.height.value)


async def at_the_table(pilot: Pilot[None]) -> TableScreen:
    """The table, the computer's opening made and all laid out."""
    await Driver(pilot, check_privacy=False).settle()
    await pilot.pause()
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    return table


@pytest.mark.parametrize(("size", "both"), [((80, 24), True), ((60, 20), True),
                                            ((60, 18), False)])
async def test_a_refusal_and_a_screenshot_saved_at_the_table(size: tuple[int, int],
                                                             both: bool) -> None:
    """Both notes whole where there is room for them (at 60×20 too: the screenshot's name,
    longer than a line, breaks after a dash of its, in two lines, where it was cut in three),
    else the newest alone."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=size, notifications=True) as pilot:
        table = await at_the_table(pilot)
        before = table_regions(table)
        app.notify("The discard pile is empty.", severity="warning", markup=False)
        # as ``GolfApp.screenshot`` says it (the test's data folder has a path far too long)
        app.notify("Screenshot saved: /home/kari/screenshots/Golf_2026-12-07T05_25_00.svg",
                   title="Screenshot", markup=False)
        await pilot.pause()
        shown = [t._notification.title for t in table.query(Toast)]
        assert shown == (["", "Screenshot"] if both else ["Screenshot"])
        assert unseen(app) == []
        assert table_regions(table) == before


async def test_three_at_once_and_one_going() -> None:
    """Three notes, the middle one the tallest: all read whole; clicked away (as its time
    running out takes it away), the room is the two others' again, and the table never moved."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await at_the_table(pilot)
        before = table_regions(table)
        rack = table.get_child_by_id(RACK_ID)
        short = "The discard pile is empty."
        app.notify(short, severity="warning", markup=False)
        await pilot.pause()
        alone = room(rack)
        long = " ".join(["A long note that takes many lines in its toast."] * 3)
        app.notify(long, markup=False)
        third = "Only one card can be swapped."
        app.notify(third, severity="warning", markup=False)
        await pilot.pause()
        assert len(table.query(Toast)) == 3
        assert unseen(app) == []
        three = room(rack)
        assert table_regions(table) == before
        tall = next(t for t in table.query(Toast) if t._notification.message == long)
        tall._expire()  # as its time running out, or a click, takes it down
        await pilot.pause()
        await pilot.pause()
        assert len(table.query(Toast)) == 2
        assert unseen(app) == []
        two = room(rack)
        assert two[3] < three[3]
        app.clear_notifications()  # the same two shown afresh: the same room
        app.notify(short, severity="warning", markup=False)
        app.notify(third, severity="warning", markup=False)
        await pilot.pause()
        assert room(rack) == two
        app.clear_notifications()
        app.notify(short, severity="warning", markup=False)
        await pilot.pause()
        assert room(rack) == alone
        assert table_regions(table) == before
