"""Leaving the table, a re-check: back at the table, Ola's recap starts from her own last
move, not the computer's for her, so it tells what the computer did with her seat."""

from __future__ import annotations

from golf_tui.app.controller import Controller
from golf_tui.app.screens.table import TableScreen

from .conftest import at_the_draw, make_app
from .test_leaving import leaves, run, until_at_keys
from .test_leaving_back import OLA, SIRI, four_cards, play_turn


def test_back_at_the_table_her_recap_tells_the_computers_moves_for_her() -> None:
    """Ola leaves after her own move; the computer plays two of her turns; she comes back: at
    her turn, her recap starts after her own last move, not the computer's, so it tells what
    the computer did with her seat ("Ola (bot) …"), in the public words of the log."""
    c = four_cards()
    ctrl = Controller(c)
    assert ctrl.current == OLA
    for _ in range(2):  # her opening and a move, hers
        play_turn(ctrl)
        while ctrl.current != OLA:
            play_turn(ctrl)
    play_turn(ctrl)  # her own last move
    assert ctrl.current == SIRI
    ctrl.hand_over(OLA)
    for _ in range(2):
        while ctrl.current != OLA:
            play_turn(ctrl)
        play_turn(ctrl)  # the computer's, for her
    assert ctrl.current == SIRI
    ctrl.take_back(OLA)
    while ctrl.current != OLA:
        play_turn(ctrl)
    assert not ctrl.match.results
    ctrl.take_keys()
    texts = [line.text for line in ctrl.recap()]
    computer = [text for text in texts if text.startswith("Ola (bot)")]
    assert len(computer) == 2, texts
    assert "Ola left the table: a computer plays for Ola." in texts
    assert texts[-1] == ctrl.line
    marked = [line for line, after in ctrl.log_lines() if after]
    assert sum(line.startswith("Ola (bot)") for line in marked) == 2, marked
    assert not any(line.startswith("Ola ") and "(bot)" not in line
                   and "left the table" not in line and "is back" not in line
                   for line in marked), marked


async def test_in_the_app_her_recap_tells_them_and_names_no_hidden_card() -> None:
    """In the app (the Driver checks no face-down card is named or shown): back at the table,
    Ola's recap has the computer's moves for her, or the count of those it has no room for."""
    app = make_app("norwegian-4", 3, holes=2)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        await until_at_keys(driver, "Kari")
        await leaves(pilot)
        await driver.settle()
        while sum(line.startswith("Ola (bot)") for line, _after in ctrl.log_lines()) < 2:
            assert not ctrl.match.results
            await driver.step()
        await until_at_keys(driver, "Kari")
        run(app, "Ola plays again")
        await driver.settle()
        await until_at_keys(driver, "Ola")
        assert isinstance(app.screen, TableScreen)
        texts = [line.text for line in ctrl.recap()]
        assert any(text.startswith("Ola (bot)") for text in texts), texts
        shown = driver.text
        assert "Ola (bot)" in shown or "earlier move" in shown, shown

