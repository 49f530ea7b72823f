"""The discard pile's line (``h``): it says so when the pile is empty, and it is the turn's it
was asked for: it took the narration's row from every later player, cutting their narration
short, and the next player at one screen had not asked for it."""

from __future__ import annotations

import asyncio

from golf_tui.i18n import set_language

from .conftest import make_app
from .test_language_table import table_of


def test_the_pile_line_says_an_empty_pile_is_empty_and_goes_with_the_turn() -> None:
    set_language("en")
    app = make_app("swedish-6", 2, seed=3, handover="never")

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = table_of(app)
            ctrl = table.ctrl
            first = ctrl.current
            while ctrl.table_view().phase == "opening":
                down = [p for p, c in enumerate(ctrl.table_view().grids[first]) if c is None]
                await pilot.press(str(down[0] + 1))
                await pilot.pause()
            assert table.fitted is not None
            talk = table.fitted.talk_lines
            await pilot.press("t", "h")  # the pile's only card is in hand
            await pilot.pause()
            assert table.show_history and table.history.display
            assert table.history.text == "The discard pile is empty."
            await pilot.press("1")  # the card is placed: the turn is over
            await pilot.pause()
            assert ctrl.current != first
            assert not table.show_history and not table.history.display
            assert table.fitted.talk_lines == talk  # the narration has its row back
            await pilot.press("h")  # asked for again on this turn: shown, with the card on it
            await pilot.pause()
            assert table.history.display
            assert table.history.text.startswith("Discard pile, top first: ")

    asyncio.run(run())
