"""Keys faster than the game handles them: each screen is dismissed once, and a table left for
the setup is let go. Found by posting bursts of random keys at the running game."""

from __future__ import annotations

import pytest

from golf_tui.app.config import GameConfig
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.seat_row import SeatRow

from .conftest import make_app, setup_shown

pytestmark = pytest.mark.usefixtures("own_home")


async def test_a_screen_dismissed_twice_answers_once_and_pops_only_itself() -> None:
    """Two Enters queued for one hand-over: Textual's dismiss would answer the callback twice
    (``InvalidStateError``) and pop the table under it too."""
    app = make_app("swedish-6", 2, handover="never")
    answers: list[object] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        screen = HandoverScreen("Ola")
        await app.push_screen(screen, answers.append)
        screen.dismiss(None)
        screen.dismiss(None)
        await pilot.pause()
        assert answers == [None]
        assert app.screen is table


async def test_a_screen_under_another_does_not_dismiss_the_one_on_top() -> None:
    app = make_app("swedish-6", 2, handover="never")
    answers: list[object] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        below = HandoverScreen("Ola")
        await app.push_screen(below, answers.append)
        above = HandoverScreen("Kari")
        await app.push_screen(above)
        below.dismiss(None)  # e.g. a click queued for it before the other went up
        await pilot.pause()
        assert app.screen is above and answers == []
        above.dismiss(None)
        await pilot.pause()
        assert app.screen is below
        below.dismiss(None)
        await pilot.pause()
        assert answers == [None] and isinstance(app.screen, TableScreen)


async def test_two_starts_from_the_setup_start_one_match() -> None:
    """Two starts (ctrl+s twice) typed at the setup before the first was handled."""
    app = make_app("swedish-6", 2)
    chosen: list[GameConfig | None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        below = app.screen
        screen = await setup_shown(app, pilot, chosen)
        await screen.action_start()
        await screen.action_start()
        await pilot.pause()
        assert len(chosen) == 1
        assert app.screen is below  # the second start used to pop it as well


async def test_a_language_switch_after_leaving_a_finished_match() -> None:
    """A finished match, then New match from the palette, then a language: the table left
    behind is let go (the game crashed relabelling it, with ``NoMatches: '#too-small'``)."""
    app = make_app("danish-6", 2, holes=1, bots={0: "random", 1: "random"})
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(100):
            await pilot.pause()
            if isinstance(app.screen, MatchOverScreen):
                break
            await pilot.press("enter")  # past the hole's result
        assert isinstance(app.screen, MatchOverScreen)
        app.action_new_match()
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and app.table is None
        app.switch_language("sv")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert str(app.screen.query_one("#setup-title").render()) == "Golf · nytt parti"


async def test_ctrl_r_twice_on_one_player_removes_one() -> None:
    """A double tap of ctrl+r: the second Remove came for a row already gone
    (``ValueError: SeatRow() is not in list``)."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup_shown(app, pilot)
        screen.action_add_player()
        await pilot.pause()
        rows = list(screen.query(SeatRow))
        assert len(rows) == 3
        rows[1].post_message(SeatRow.Remove(rows[1]))
        rows[1].post_message(SeatRow.Remove(rows[1]))
        rows[2].post_message(SeatRow.Move(rows[1], 1))  # a move of the row removed, too
        await pilot.pause()
        assert list(screen.query(SeatRow)) == [rows[0], rows[2]]


async def test_a_player_added_just_before_the_start() -> None:
    """ctrl+n then ctrl+s: the new row's numbering came after the setup had gone
    (``NoMatches: '#add-player'``)."""
    app = make_app("swedish-6", 2)
    chosen: list[GameConfig | None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup_shown(app, pilot, chosen)
        screen.action_add_player()
        await screen.action_start()
        await pilot.pause()
        assert app.is_running and len(chosen) == 1
