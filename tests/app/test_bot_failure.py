"""A computer player that fails does not take the table down: its error is told on the Warnings
screen, a safe legal move is played in its place, and the match goes on."""

from __future__ import annotations

from golf_tui.bots import NormalBot, choose_steadily
from golf_tui.engine import DRAW_STOCK, Action, Match, SeatView, Swap, view
from golf_tui.presets import load_ruleset

from .conftest import Driver, Pondering, make_app


class Failing(Pondering):
    """A computer player whose every choice raises, or returns a move it may not make (it
    notes nothing, as ``Pondering``)."""

    def __init__(self, illegal: bool = False) -> None:
        super().__init__()
        self.illegal = illegal
        self.asked = 0

    def choose(self, view: SeatView) -> Action:
        self.asked += 1
        if self.illegal:
            return Swap(99)
        raise RuntimeError("lost in the search")


def a_turn() -> SeatView:
    match = Match.start(load_ruleset("swedish-6"), ["Kari", "Ola"], 4)
    return view(match.hole, match.hole.current)


def test_a_raising_bot_gets_the_normal_players_move_and_the_error() -> None:
    v = a_turn()
    action, problem = choose_steadily(Failing(), v)
    assert action == NormalBot(0).choose(v) and action in v.legal
    assert problem == "RuntimeError: lost in the search"


def test_an_illegal_choice_is_replaced_and_named() -> None:
    v = a_turn()
    action, problem = choose_steadily(Failing(illegal=True), v)
    assert action in v.legal
    assert problem is not None and "Swap(pos=99)" in problem and "not a legal move" in problem


def test_a_sound_bot_is_left_alone() -> None:
    v = a_turn()
    assert choose_steadily(NormalBot(0), v) == (NormalBot(0).choose(v), None)


async def test_the_table_goes_on_after_a_computer_player_fails() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = await driver.until_legal(DRAW_STOCK)
        bot = Failing()
        table.ctrl.bots[1] = bot
        moves = len(table.ctrl.log)
        await pilot.press("d", "x")  # Kari draws and throws away: Ola, the computer, is next
        await pilot.app.workers.wait_for_complete()
        await driver.settle()
        assert app.is_running and bot.asked >= 1
        assert len(table.ctrl.log) >= moves + 3  # Kari's two moves and Ola's stand-in
        assert any("Ola, a computer player, ran into a problem (RuntimeError: lost in the "
                   "search)" in w.message for w in app.warnings)
