"""Leaving the table, what a play-tester found at eight seats: a person back at the table is
shown, once, the face-down cards the computer saw for them (its opening peek, the cards it
placed face down); a person gone when their turn comes can be handed to a computer from their
hand-over, and a turn not begun is the computer's at once; the palette finds "Cæcilie" typed
"Cae"."""

from __future__ import annotations

from typing import Any

from textual.command import CommandList, CommandPalette
from textual.widgets import Input

from golf_tui.app.screens.handover import HandoverScreen

from .conftest import at_the_draw, make_app
from .test_leaving import chosen, run, until_at_keys


async def test_on_her_hand_over_a_computer_takes_her_turn_at_once() -> None:
    """The hand-over "Pass to Ola" is up and Ola is gone: the palette offers "A computer plays
    for Ola…" there, and chosen, the computer plays that turn; the next hand-over is the next
    person's."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        while not (isinstance(app.screen, HandoverScreen) and app.screen.player == "Ola"):
            await driver.step()
        actions = len(ctrl.match.actions)
        assert "Ola" in await first_found(pilot, "computer plays for ola")
        await pilot.press("enter")
        await chosen(pilot)
        await driver.settle()
        assert ctrl.is_bot(ola) and ctrl.keys != ola
        while ctrl.current == ola:
            await driver.step()
        assert len(ctrl.match.actions) > actions  # the computer played her turn
        while not isinstance(app.screen, HandoverScreen):
            await driver.step()
        assert app.screen.player != "Ola"


async def test_after_her_hand_over_with_nothing_done_the_computer_takes_the_turn() -> None:
    """Ola pressed Enter on her hand-over, and has done nothing yet: "A computer plays for
    Ola…" is at once (nobody else plays her turn, seeing her draw); once she has drawn, it is
    from her next turn."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        await driver.until_turn_again(ola)  # the start of a turn of hers, nothing done
        run(app, "A computer plays for Ola…")
        await chosen(pilot)
        await driver.settle()
        assert ctrl.is_bot(ola) and ctrl.keys is None
        assert not ctrl.pending
        assert "Ola left the table: a computer plays for Ola." in [
            line for line, _after in ctrl.log_lines()]
        while ctrl.current == ola:
            await driver.step()
        await until_at_keys(driver, "Siri")
        run(app, "Ola plays again")
        await driver.settle()
        await until_at_keys(driver, "Ola")
        await driver.press("d")
        await driver.settle()
        run(app, "A computer plays for Ola…")
        await chosen(pilot)
        await driver.settle()
        assert not ctrl.is_bot(ola)
        assert "A computer plays for Ola from their next turn." in driver.text


async def first_found(pilot: Any, words: str) -> str:
    """ctrl+p, ``words`` typed: the palette's first find once its search has put it on top
    ("" for none)."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CommandPalette)
    await pilot.press(*words)
    palette = pilot.app.screen
    for _ in range(200):  # until the words are in its field, and its search is over
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if palette.query_one(Input).value == words and not pilot.app.workers:
            break
    listed = palette.query_one(CommandList)
    if not listed.option_count or listed.highlighted != 0:
        return ""
    return str(listed.get_option_at_index(0).prompt)
