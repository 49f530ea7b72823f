"""The keys list's "Marks on the table" explains the peeked card's dashed frame (": " sides in
ASCII mode, as the ASCII filter draws a dashed frame) where the rules have a peek (the opening's,
or the peek penalty's ``p``), and the "! " that begins a note that refuses or warns and the
final lap's banner: both marks were on the table and in the toasts, explained nowhere."""

from __future__ import annotations

import pytest

from golf_tui.app.screens.help import KeysScreen

from .conftest import Driver, make_app, screen_text


@pytest.mark.parametrize(("preset", "house", "ascii", "peeks"), [
    ("norwegian-4", (), False, True),  # the opening peeks
    ("norwegian-4", (), True, True),
    ("swedish-6", (), False, False),  # no card is ever peeked at: no dashed frame
])
async def test_the_keys_list_explains_the_peek_frame_and_the_warning_mark(
        preset: str, house: tuple[str, ...], ascii: bool, peeks: bool) -> None:
    app = make_app(preset, 2, seed=2, handover="never", ascii=ascii, house=house)
    async with app.run_test(size=(100, 90)) as pilot:
        await Driver(pilot).settle()  # the table, whose rules the list follows
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        rows = screen_text(app).splitlines()
        marks = rows[next(n for n, row in enumerate(rows) if "Marks on the table" in row):]
        frame = [row for row in marks if "dashed frame" in row]
        if peeks:
            assert len(frame) == 1 and (":Qc:" if ascii else "╏Q♣╏") in frame[0], marks
        else:
            assert frame == [], marks
        words = " ".join(" ".join(marks).replace("│", " ").replace("|", " ").split())
        assert "! before a note that refuses or warns, and before the line across the table:" \
               " the final lap" in words, words
