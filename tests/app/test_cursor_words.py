"""The arrow keys' cursor said in words: the footer's Enter names the move and the card it acts
on ("⏎ Put at top-middle (4♠)", "⏎ Take the Q♦", "⏎ Draw", a face-down card "face-down card"), and
the card in hand is framed apart from the cursor. A play-tester reading the screen as text (a
screen reader, NO_COLOR, --ascii) found two boxes in the same heavy frame, the cursor's and the
card in hand's, and a key bar that said only "⏎ OK"."""

from __future__ import annotations

import re
from typing import Any

import pytest
from textual.pilot import Pilot

from golf_tui.app.screens.table import TableScreen
from golf_tui.i18n import set_language

from .conftest import make_app, screen_text


async def press(pilot: Pilot[Any], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def footer(app: Any) -> str:
    return " ".join(screen_text(app).splitlines()[-1].split())


async def test_enter_names_the_card_the_cursor_is_on() -> None:
    """Swedish six-card: the opening's flip, the piles before a draw and the card taken's
    places, each said by Enter's words in the footer as the move lines name places."""
    app = make_app("swedish-6", 2, seed=2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        await press(pilot, "right")  # the first face-down card: the opening flips it
        assert "⏎ Flip top-left" in footer(app)
        await press(pilot, "enter", "enter")  # the opening's two flips
        v = table.ctrl.table_view()
        await press(pilot, "up")  # from the top row to the discard pile
        assert table.cursor == "discard"
        top = v.discard_top
        assert top is not None
        assert "⏎ Take the " in footer(app), footer(app)  # its card named
        await press(pilot, "left")
        assert "⏎ Draw" in footer(app), footer(app)
        await press(pilot, "enter")  # drawn: the cursor back on the grid, under the stock
        assert table.cursor == 0
        row = footer(app)
        card = table.ctrl.table_view().grids[table.ctrl.current][0]
        if card is None:
            assert "⏎ Put at top-left (face-down card)" in row, row
        else:
            assert "⏎ Put at top-left (" in row and "face-down" not in row, row
        await press(pilot, "down", "right")  # bottom-middle: face down after the opening
        assert table.ctrl.table_view().grids[table.ctrl.current][4] is None
        assert "⏎ Put at bottom-middle (face-down card)" in footer(app)
        assert "⏎ OK" not in footer(app)


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
async def test_enter_words_are_translated(lang: str) -> None:
    """The words are the language's own, not English."""
    set_language(lang)
    app = make_app("swedish-6", 2, seed=2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "right")
        row = footer(app)
        assert "⏎" in row and "Flip" not in row and "OK" not in row, row


async def test_the_card_in_hand_is_not_framed_as_the_cursor_in_ascii() -> None:
    """--ascii: the card taken is framed +-----+, the cursor's card +*****+; the two read apart
    as text (they were both +=====+)."""
    app = make_app("swedish-6", 2, seed=2, handover="never", ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "1", "2", "t", "down")
        table = app.screen
        assert isinstance(table, TableScreen)
        assert isinstance(table.cursor, int)
        text = screen_text(app)
        # the cursor's card, top and bottom (its position key in the bottom edge)
        assert text.count("+*****+") == 1 and len(re.findall(r"\+\* \d \*\+", text)) == 1, text
        held = table.piles.held
        assert held.has_class("-held") and not held.has_class("-selected")
        assert not any(b.has_class("-selected") for b in table.piles.query("CardBox")
                       if b is not table.piles.stock and b is not table.piles.discard)
