"""p pauses the computer players to look at the table, and p again lets them go on: with only
computers at the table there was no way to stop and look (the boxes over the table hold the
bots, but cover it)."""

from __future__ import annotations

import pytest

from golf_tui.app.screens.help import ANY_TIME_KEYS, KeysScreen
from golf_tui.app.screens.table import TableScreen

from .conftest import Pondering, at_the_draw, make_app
from .test_bots_wait import a_computer_thinking, until_idle


def _footer_keys(table: TableScreen) -> dict[str, str]:
    return {key: b.binding.description for key, b in table.active_bindings.items()
            if b.binding.show and b.enabled}


async def test_p_pauses_the_bots_and_p_again_goes_on() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        assert _footer_keys(table).get("p") == "Pause"
        moves = len(table.ctrl.match.actions)
        await pilot.press("p")
        await pilot.pause()
        assert "Paused — p to go on" in str(table.prompt.render())
        assert _footer_keys(table).get("p") == "Go on"
        bot.go.set()  # its choice is made, and waits
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) == moves and table.ctrl.current == 1
        await pilot.press("s", "escape")  # a box opened and closed does not end the pause
        await until_idle(pilot)
        assert app.screen is table and len(table.ctrl.match.actions) == moves
        await pilot.press("p")
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) > moves and table.ctrl.current == 0
        assert "Paused" not in str(table.prompt.render())


async def test_space_while_paused_goes_on_at_once_and_plus_keeps_the_pause() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        moves = len(table.ctrl.match.actions)
        await pilot.press("p")
        bot.go.set()
        await until_idle(pilot)
        await pilot.press("plus")  # the pace changes; the bots stay paused
        await until_idle(pilot)
        assert table.paused and len(table.ctrl.match.actions) == moves
        await pilot.press("space")
        await until_idle(pilot)
        assert not table.paused and table.ctrl.current == 0
        assert len(table.ctrl.match.actions) > moves


async def test_p_on_a_humans_turn_is_no_pause() -> None:
    """At Kari's own turn p is the peek's (refused here: no peek in these rules), never a
    pause."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        _driver, table = await at_the_draw(pilot)
        await pilot.press("p")
        await pilot.pause()
        assert not table.paused and "p" not in _footer_keys(table)



@pytest.mark.parametrize(("ruleset", "house"), [("swedish-6", ()),
                                               ("norwegian-4", ("peek-penalty",))])
async def test_a_table_of_bots_only_pauses(monkeypatch: pytest.MonkeyPatch, ruleset: str,
                                           house: tuple[str, ...]) -> None:
    """golf-tui --players "bot:hard,bot:easy": p holds the computers where they are, and
    the table shows with nobody's move made meanwhile. With the peek penalty too: p is the
    peek's on a human's own turn only."""
    import golf_tui.bots as bots

    thinking: list[Pondering] = []

    def pondering(kind: str, seed: int) -> Pondering:
        thinking.append(Pondering())
        return thinking[-1]

    monkeypatch.setattr(bots, "make_bot", pondering)
    app = make_app(ruleset, 2, bots={0: "hard", 1: "easy"}, house=house)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.table
        assert isinstance(table, TableScreen) and table.busy
        moves = len(table.ctrl.match.actions)
        await pilot.press("p")
        await pilot.pause()
        assert "Paused — p to go on" in str(table.prompt.render())
        for bot in thinking:
            bot.go.set()
        await until_idle(pilot)
        assert table.paused and len(table.ctrl.match.actions) == moves
        for bot in thinking:
            bot.go.clear()  # the next move waits to be told: the bots play one move, not on
        await pilot.press("p")  # the move chosen meanwhile is made at once (no pace here)
        assert len(table.ctrl.match.actions) == moves + 1 and not table.paused
        await pilot.press("p")
        for bot in thinking:
            bot.go.set()
        await until_idle(pilot)
        assert table.paused and len(table.ctrl.match.actions) == moves + 1


async def test_the_keys_list_names_the_pause_even_without_the_peek() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        _table, bot = await a_computer_thinking(pilot)
        bot.go.set()  # its move waits for the table: the list is all this test looks at
        await pilot.press("question_mark")
        await pilot.pause()
        keys = app.screen
        assert isinstance(keys, KeysScreen)
        words = [w for k, w in keys._keys(ANY_TIME_KEYS) if k == "p"]
        assert words and "pause" in words[0]
