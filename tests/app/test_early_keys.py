"""A key that reaches a screen whose widgets are not there: not composed yet, or being composed
again after a language switch.

Priority bindings run in the app's own task, so a key pressed in the instant a screen goes up
(Space tapped through the computers' last turns as the hole's result appears) can reach it before
its widgets exist. Found by driving the real game in tmux: the hole result crashed with
``NoMatches: '#summary-prompt'``. Each test calls the action at such a moment the way Textual's
binding does (``App.run_action`` with the screen as its namespace)."""

from __future__ import annotations

import pytest
from textual.widgets import Checkbox, Input, Select

from golf_tui.app.config import GameConfig
from golf_tui.app.controller import LogEntry
from golf_tui.app.screens.log import LogScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.widgets.hole_grid import HoleGrid
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.i18n import _, set_language
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate

from .conftest import make_app, setup_shown

pytestmark = pytest.mark.usefixtures("own_home")


def hole_result(animations: bool = True) -> HoleResultScreen:
    done = simulate(load_ruleset("nine-card"), 8, 5)
    return HoleResultScreen(done, done.results[0], animations=animations)


def all_shown(screen: HoleResultScreen) -> bool:
    """Every grid face up, and the prompt no longer "Revealing…" (in the current language)."""
    grids = list(screen.query(HoleGrid))
    prompt = str(screen.query_one("#summary-prompt").render())
    return (len(grids) == 8 and all(g.revealed for g in grids)
            and prompt == _("Press Enter to deal the next hole."))


async def test_space_on_a_hole_result_still_composing_shows_all() -> None:
    app = make_app("nine-card", 8)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = hole_result()
        app.push_screen(screen)
        assert not screen.is_mounted
        assert await app.run_action("show_all", screen)
        await pilot.pause()
        assert app.screen is screen
        assert all_shown(screen)


async def test_space_on_a_hole_result_composing_again_shows_all() -> None:
    """The language switched (from the palette) while the grids were being revealed: a Space
    that comes while the screen has removed its widgets and not yet mounted the new ones."""
    app = make_app("nine-card", 8)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = hole_result()
        await app.push_screen(screen)
        recompose = screen.recompose
        handled: list[bool] = []

        async def recompose_with_a_key() -> None:
            await screen.query_children("*").exclude(".-textual-system").remove()
            handled.append(await app.run_action("show_all", screen))
            await recompose()

        screen.recompose = recompose_with_a_key  # type: ignore[method-assign]
        set_language("sv")
        screen.refresh_language()
        await pilot.pause()
        await pilot.pause()
        assert handled == [True]
        assert all_shown(screen)


async def test_a_reveal_step_while_composing_again_waits(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """The reveal's timer came round while the language switch had removed the widgets and not
    yet mounted the new ones: with no grid hidden it ended the reveal, and its prompt line was
    not there (``NoMatches``, the test above failing now and then on a loaded machine). The
    step does nothing then; the reveal goes on after."""
    from golf_tui.app.screens import summary

    monkeypatch.setattr(summary, "REVEAL_STEP", 3600)  # the test takes the timer's step
    app = make_app("nine-card", 8)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = hole_result()
        await app.push_screen(screen)
        recompose = screen.recompose

        async def recompose_with_a_step() -> None:
            await screen.query_children("*").exclude(".-textual-system").remove()
            screen._reveal_next()
            await recompose()

        screen.recompose = recompose_with_a_step  # type: ignore[method-assign]
        set_language("sv")
        screen.refresh_language()
        await pilot.pause()
        await pilot.pause()
        assert not all(g.revealed for g in screen.query(HoleGrid))  # still revealing
        assert screen._animations
        await app.run_action("show_all", screen)
        await pilot.pause()
        assert all_shown(screen)


async def test_ctrl_s_on_a_setup_still_composing_starts_with_the_form() -> None:
    """ctrl+s as the setup goes up (after "New match" at the end of one): the start reads the
    form, so it must wait for the form to be there."""
    app = make_app("swedish-6", 2)
    chosen: list[GameConfig | None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = SetupScreen()
        app.push_screen(screen, chosen.append)
        assert not screen.is_mounted
        assert await app.run_action("start", screen)
        await pilot.pause()
        assert len(chosen) == 1 and chosen[0] is not None
        assert len(chosen[0].seats) == 2  # the form's two players, read once it was composed


async def test_ctrl_s_during_a_language_switch_keeps_the_house_rules() -> None:
    """The setup composes itself again in the language chosen, then fills the house rules back
    in: a ctrl+s between the two must not start the match without them."""
    app = make_app("swedish-6", 2)
    chosen: list[GameConfig | None] = []
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup_shown(app, pilot, chosen)
        jokers = [cb for cb in screen.query(".house-switch").results(Checkbox)
                  if cb.name == "jokers"]
        assert len(jokers) == 1
        jokers[0].value = True
        screen.query(SeatRow).first().query_one(Input).value = "Siri"
        await pilot.pause()
        fill = screen._fill

        async def fill_after_a_key() -> None:
            assert await app.run_action("start", screen)
            await fill()

        screen._fill = fill_after_a_key  # type: ignore[method-assign]
        screen.query_one("#language", Select).value = "sv"
        await pilot.pause()
        await pilot.pause()
        assert len(chosen) == 1 and chosen[0] is not None
        assert chosen[0].ruleset.jokers_per_deck == 2
        assert chosen[0].seats[0].name == "Siri"


async def test_a_move_just_as_the_log_opens_shows_in_it() -> None:
    """The table brings an open log up to date after every move; a log opened an instant
    before has no widgets yet (the game crashed with ``NoMatches: '#log-box'``)."""
    app = make_app("swedish-6", 2, bots={1: "random"}, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None
        log = LogScreen(table.ctrl)
        app.push_screen(log)
        table.ctrl.log.append(LogEntry(table.ctrl.match.deals, 1, lambda _shown: "A new line."))
        table._follow_log()  # as after a computer player's move
        assert not log.is_mounted
        await pilot.pause()
        assert str(log.query_one("#log-lines").render()).splitlines()[-1] == "A new line."
