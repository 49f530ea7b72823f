"""The discard pile's line (``h``): it says so when the pile is empty, and it is the turn's it
was asked for: it took the narration's row from every later player, cutting their narration
short, and the next player at one screen had not asked for it."""

from __future__ import annotations

import asyncio

import pytest

from golf_tui.i18n import set_language

from .conftest import Pondering, make_app
from .test_language_table import table_of, until


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


def test_the_pile_line_asked_for_during_a_bots_turn_lasts_through_the_askers_next_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """One person and a computer: h pressed while the computer thinks is for the person's
    turn that comes next, not gone with the computer's move a moment later; it goes once that
    turn is over."""
    from golf_tui import bots

    thinking: list[Pondering] = []

    def pondering(kind: str, seed: int) -> Pondering:
        thinking.append(Pondering())
        return thinking[-1]

    monkeypatch.setattr(bots, "make_bot", pondering)
    set_language("en")
    app = make_app("swedish-6", 2, bots={1: "easy"}, handover="never")

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = table_of(app)
            ctrl = table.ctrl
            assert ctrl.is_bot(ctrl.current) and table.busy
            await pilot.press("h")
            await pilot.pause()
            assert table.history.display
            thinking[0].go.set()  # the computer's opening flips and its turn
            await until(pilot, lambda: ctrl.at_keys_to_act() and not table.busy)
            assert table.history.display  # the person's turn: still shown
            thinking[0].go.clear()
            while ctrl.at_keys_to_act():  # the opening's flips, then a draw thrown away
                v = ctrl.table_view()
                if v.phase == "opening":
                    down = [p for p, c in enumerate(v.grids[v.current]) if c is None]
                    await pilot.press(str(down[0] + 1))
                else:
                    await pilot.press("d", "x")
                await pilot.pause()
            assert ctrl.is_bot(ctrl.current)
            assert not table.show_history and not table.history.display
            thinking[0].go.set()  # the computer's thread may end with the app (it waited 60 s)

    asyncio.run(run())
