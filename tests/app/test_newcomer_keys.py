"""Keys a newcomer tried at the table that did nothing and said nothing, or said too little:
Tab (the arrow keys move the cursor), + and - at the ends of the bots' paces, a search for
"pace" in the palette, and the footer once the arrow keys have picked a card (the digits still
work, and it kept only Enter)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from golf_tui.app.screens import table_keys
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.footer import PALETTE, FittingFooter, beside
from golf_tui.i18n import _, set_language

from .conftest import make_app, screen_text
from .test_language_table import until
from .test_silent_keys import press


def words(app: Any) -> str:
    return " ".join(screen_text(app).split())


async def table_of(pilot: Pilot[Any]) -> TableScreen:
    await pilot.pause()
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    return table


# --- Tab -------------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["tab", "shift+tab"])
async def test_tab_at_the_table_says_the_arrows_move_the_cursor(key: str) -> None:
    """Tab went nowhere (nothing at the table takes the focus) and said nothing: it says that
    the arrow keys move the cursor, then what the turn waits for, as a refused key does."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_of(pilot)
        await press(pilot, key)
        assert table.hint.startswith(_(table_keys.NO_TAB)), table.hint
        assert "Flip 2 cards: press 1–6" in table.hint and table.hint in words(app)
        await press(pilot, "up")  # an arrow does something: the reason goes
        assert table.hint == "" and table.cursor is not None


def test_tab_is_in_every_catalog() -> None:
    for lang in ("nb", "sv", "da"):
        set_language(lang)
        assert _(table_keys.NO_TAB) != table_keys.NO_TAB
        assert _(table_keys.NO_TAB_SHORT) != table_keys.NO_TAB_SHORT


# --- + and - at the ends of the paces --------------------------------------------------------


async def test_the_pace_note_says_when_the_pace_is_at_either_end() -> None:
    """Between the bots' turns + at the fastest pace (or - at the slowest) changed nothing, and
    its note said the same seconds again: the note says that the pace is the fastest (the
    slowest), from the press that reaches it on."""
    app = make_app("norwegian-4", 2, bots={0: "normal"}, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_of(pilot)
        while table.ctrl.is_bot(table.ctrl.current):  # a person's turn: no computer moves
            await press(pilot, "space")
        table.pace = 0.4
        await press(pilot, "plus")
        assert table.pace == 0.2 and table.status.noted == "Bots' pace: 0.2 s per move"
        for _press in range(2):  # reaching the end, and pressing again there
            await press(pilot, "plus")
            assert table.pace == 0.0
            # "0.0 s per move" read as "instant", the moves unseen: they are drawn still
            assert table.status.noted == "Bots' pace: no wait between moves, the fastest"
            assert "Bots' pace: no wait between moves, the fastest" in words(app)
        for _press in range(len(table_keys.PACES) - 1):
            await press(pilot, "minus")
        assert table.status.noted == "Bots' pace: 2.4 s per move, the slowest"
        await press(pilot, "minus")
        assert table.pace == 2.4 and table.status.noted.endswith("the slowest")
        table.pace = 5.0  # beyond the slowest (settings.json): - keeps it, and says so
        await press(pilot, "minus")
        assert table.pace == 5.0 and table.status.noted == "Bots' pace: 5.0 s per move, the slowest"


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
async def test_the_pace_notes_are_translated(lang: str) -> None:
    set_language(lang)
    for note in (table_keys.PACE, table_keys.SLOWEST):
        assert _(note) != note and "%(seconds)s" in _(note)
    assert _(table_keys.NO_WAIT) != table_keys.NO_WAIT


# --- the palette -----------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "search"), [
    ("en", "pace"), ("nb", "tempo"), ("sv", "tempo"), ("da", "tempo"),
])
async def test_a_search_for_the_pace_finds_the_bots_pace_in_the_palette(
        lang: str, search: str) -> None:
    """The palette's entries of + and - were Bots faster and Bots slower: a search for "pace"
    (the word of the note and the keys screen) found nothing."""
    from .test_palette import palette_titles

    set_language(lang)
    app = make_app("swedish-6", 2, bots={1: "normal"}, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await table_of(pilot)
        titles = await palette_titles(app, pilot, search)
        assert _("Bots' pace: faster") in titles and _("Bots' pace: slower") in titles
        assert search in _("Bots' pace: faster").lower()


# --- the footer once the arrow keys have picked a card ---------------------------------------


async def footer_row(pilot: Pilot[Any]) -> str:
    """The footer's row on the screen, once its keys are fitted to the width: the fit is
    measured over a few refreshes after the keys change, and a row read one idle wait after a
    key (``press_each``) could still show "? K▏^p palette"."""
    footer = pilot.app.screen.query_one(FittingFooter)
    await until(pilot, lambda: footer.fitted)
    return screen_text(pilot.app).splitlines()[-1]  # type: ignore[arg-type]


@pytest.mark.parametrize(("preset", "keys", "digits"), [
    ("swedish-6", (), "123456 Flip"),  # the opening flip
    ("swedish-6", ("1", "2", "1", "2", "d"), "123456 Place"),  # a card drawn
    ("swedish-6", ("1", "2", "1", "2", "t"), "123456 Place"),  # the discard taken
    ("nine-card", ("1", "5", "9", "1", "5", "9", "d"), "123456789 Place"),
    ("norwegian-4", ("3", "4", "enter", "3", "4", "enter", "t"), "1234 Place"),
])
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_digits_stay_in_the_footer_beside_enter(
        preset: str, keys: tuple[str, ...], digits: str, size: tuple[int, int]) -> None:
    """Up in the opening flip changed the footer from "123456 Flip" to "⏎ OK" alone, and so
    did an arrow after taking a card, though the digits still choose: the footer names both
    where the row has room (100 columns), with every other key of the turn still there ("? Keys"
    and the look-ups). At 80 columns Enter's words name the card it acts on ("⏎ Put at
    top-left (face-down card)"), and where they leave no room for the digits, the digits go first
    (Enter stands for them), nothing cut."""
    app = make_app(preset, 2, seed=2, handover="never")
    async with app.run_test(size=size) as pilot:
        table = await table_of(pilot)
        await press(pilot, *keys)
        before = await footer_row(pilot)
        assert digits in " ".join(before.split()), before
        await press(pilot, "up")
        assert table.cursor_move() is not None
        row = " ".join((await footer_row(pilot)).split())
        enter = "⏎ " + table.enter_label()
        assert enter in row and "⏎ OK" not in row, row
        assert "? Keys" in row and "r Rules" in row
        footer = table.query_one(FittingFooter)
        assert f"{digits} {enter}" in row or beside("enter") in footer.hidden, row
        if size == (100, 30):
            assert "h Pile" in row and not set(footer.hidden) - {"log", beside("enter")}
        else:
            assert not set(footer.hidden) - {"log", "history", PALETTE, beside("enter")}
        assert footer.overflow == 0


async def test_where_the_row_has_no_room_the_digits_go_first_and_enter_stays() -> None:
    """At 60 columns a card in hand with the cursor on a card has no room for both: the digits
    go before any other key (Enter stands for them there), and come back with the room."""
    app = make_app("swedish-6", 2, seed=2, handover="never")
    async with app.run_test(size=(60, 20)) as pilot:
        table = await table_of(pilot)
        await press(pilot, "1", "2", "1", "2", "t", "up")
        footer = table.query_one(FittingFooter)
        row = " ".join((await footer_row(pilot)).split())
        enter = "⏎ " + table.enter_label()
        assert enter in row and "123456" not in row, row
        assert "? Keys" in row and beside("enter") in footer.hidden and footer.overflow == 0
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.pause()
        row = " ".join((await footer_row(pilot)).split())
        assert f"123456 Place {enter}" in row, row
        assert not set(footer.hidden) - {"log"}, footer.hidden
