"""A language switch reaches every open screen at once: hand-over, hole result, scorecard, match
over, keys, rules, history, statistics, quit-confirm and resume all show the new language (text
and footer keys) without closing, and keep what they hold (a held hand-over, the hole shown, the
focus, a list's cursor). Expected words come from the catalogs, so the tests say what the
translation is rather than guess it."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from collections.abc import Callable
from typing import Any

import pytest
from textual.command import CommandList
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, DataTable, Markdown, Static

import golf_tui.app.screens as screens_package
from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens import summary
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import OPENING_PEEK_NOTE, HandoverScreen
from golf_tui.app.screens.help import KeysScreen, RulesScreen
from golf_tui.app.screens.history import HistoryScreen
from golf_tui.app.screens.log import LogScreen
from golf_tui.app.screens.match_over import MatchOverScreen, winner_words
from golf_tui.app.screens.resume import ResumeScreen
from golf_tui.app.screens.scorecard import ScorecardScreen, match_caption
from golf_tui.app.screens.stats import StatsScreen
from golf_tui.app.screens.summary import HoleResultScreen, hole_heading
from golf_tui.app.widgets.hole_grid import HoleGrid
from golf_tui.i18n import current_language, translation
from golf_tui.presets import load_ruleset
from golf_tui.rules_text import rules_markdown
from golf_tui.storage import AutosaveInfo, Store

from .screen_host import finished_match, partial_match

NB = translation("nb")


def golf_app(preset: str = "swedish-6") -> GolfApp:
    """Two people at a table (the first screen is Kari's hand-over), nothing saved."""
    config = GameConfig(load_ruleset(preset), (Seat("Kari"), Seat("Ola")), seed=3,
                        animations=False, bot_delay=0.0)
    return GolfApp(config)


def nb(message: str) -> str:
    translated = NB.gettext(message)
    assert translated != message, f"{message!r} has no Norwegian translation to test with"
    return translated


def text(widget: Widget) -> str:
    return str(widget.render())


def footer_words(screen: Screen[Any]) -> set[str]:
    return {active.binding.description for active in screen.active_bindings.values()
            if active.binding.show}


async def switch(app: GolfApp, pilot: Pilot[Any], code: str = "nb") -> None:
    app.switch_language(code)
    await pilot.pause()
    await pilot.pause()
    assert current_language() == code


async def opened(pilot: Pilot[Any], action: Callable[[], object]) -> Screen[Any]:
    """The screen an app action (``app.action_show_rules`` ...) opens."""
    action()
    await pilot.pause()
    return pilot.app.screen


async def show(app: GolfApp, pilot: Pilot[Any], screen: Screen[Any]) -> Screen[Any]:
    await app.push_screen(screen)
    await pilot.pause()
    assert app.screen is screen
    return screen


def test_every_screen_follows_a_language_switch() -> None:
    """No screen of the app can be left out: each has ``refresh_language``."""
    found = []
    for info in pkgutil.iter_modules(screens_package.__path__):
        module = importlib.import_module(f"{screens_package.__name__}.{info.name}")
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            # a screen shown on its own (not a part mixed into one) composes its widgets
            if (issubclass(cls, Screen) and cls.__module__ == module.__name__
                    and "compose" in vars(cls)):
                found.append(cls)
                assert callable(getattr(cls, "refresh_language", None)), cls
    assert {HandoverScreen, HoleResultScreen, ResumeScreen, HistoryScreen} <= set(found)
    assert len(found) >= 12


class TestHandover:
    async def test_the_hand_over_and_its_note_switch(self) -> None:
        """Norwegian four-card opens with a peek: name, hint and note all change language."""
        app = golf_app("norwegian-4")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, HandoverScreen)
            assert text(screen.query_one("#handover-note", Static)) == OPENING_PEEK_NOTE
            await switch(app, pilot)
            assert app.screen is screen
            args = {"name": screen.player}
            assert text(screen.query_one("#handover-name", Static)) == nb("Pass to %(name)s") % args
            assert text(screen.query_one("#handover-hint", Static)) == nb(
                "Press Enter or click here when only %(name)s is looking") % args
            assert text(screen.query_one("#handover-note", Static)) == nb(OPENING_PEEK_NOTE)
            await pilot.press("enter")  # and it still hands over
            await pilot.pause()
            assert not isinstance(app.screen, HandoverScreen)

    async def test_a_held_hand_over_stays_held(self) -> None:
        app = golf_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            held = await show(app, pilot, HandoverScreen("Siri", held=True))
            assert isinstance(held, HandoverScreen)
            await switch(app, pilot, "sv")
            assert text(held.query_one("#handover-name", Static)) == translation("sv").gettext(
                "Pass to %(name)s") % {"name": "Siri"}
            assert held.held
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is held and held.ready_pressed
            held.release()
            await pilot.pause()
            assert app.screen is not held


class TestHoleResult:
    async def test_the_result_keeps_its_hole_and_its_reveal(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Mid-reveal: the words change, the grids turned so far stay face up, the rest wait."""
        monkeypatch.setattr(summary, "REVEAL_STEP", 3600)  # the test turns the grids itself
        m = finished_match()
        match, result = partial_match(m, 2), m.results[1]
        app = golf_app()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = await show(app, pilot, HoleResultScreen(match, result))
            assert isinstance(screen, HoleResultScreen)
            screen._reveal_next()
            await pilot.pause()
            english = text(screen.query_one("#summary-title", Static))
            await switch(app, pilot)
            assert app.screen is screen
            heading = text(screen.query_one("#summary-title", Static))
            assert heading == hole_heading(match, result) != english
            assert heading.startswith(nb("Hole %(hole)d of %(planned)d · %(ending)s").split("%")[0])
            assert [g.revealed for g in screen.query(HoleGrid)] == [True, False, False, False]
            assert text(screen.query_one("#summary-prompt", Static)) == nb(
                "Revealing… press Enter to show all")
            assert nb("Continue") in footer_words(screen)
            await pilot.press("enter")
            await pilot.pause()
            assert all(g.revealed for g in screen.query(HoleGrid))
            assert text(screen.query_one("#summary-prompt", Static)) == nb(
                "Press Enter to deal the next hole.")


class TestModals:
    async def test_scorecard(self) -> None:
        match = partial_match(finished_match(), 3)
        app = golf_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            screen = await show(app, pilot, ScorecardScreen(match))
            await switch(app, pilot)
            box = screen.query_one("#scorecard-box")
            assert box.border_title == nb("Scorecard")
            assert text(screen.query_one("#scorecard-caption", Static)) == match_caption(match)
            assert nb("Close") in footer_words(screen)

    async def test_log(self) -> None:
        app = golf_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            screen = await opened(pilot, app.action_show_log)
            assert isinstance(screen, LogScreen)
            english = text(screen.query_one("#log-lines", Static))
            assert english == "Hole 1 of 9: Kari dealt a new hole."
            await switch(app, pilot)
            box = screen.query_one("#log-box")
            assert box.border_title == nb("What happened in hole %(number)d") % {"number": 1}
            assert text(screen.query_one("#log-lines", Static)) == nb(
                "Hole %(number)d of %(count)d: %(dealer)s dealt a new hole.") % {
                "number": 1, "count": 9, "dealer": "Kari"}
            assert nb("Close") in footer_words(screen)

    async def test_match_over_keeps_the_focused_button(self) -> None:
        match = finished_match()
        app = golf_app()
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.pause()
            screen = await show(app, pilot, MatchOverScreen(match))
            screen.query_one("#setup", Button).focus()
            await pilot.pause()
            english_winner = winner_words(match)
            await switch(app, pilot)
            assert text(screen.query_one("#over-title", Static)) == f"★ {nb('Match over')} ★"
            assert text(screen.query_one("#over-winner", Static)) == winner_words(match)
            assert winner_words(match) != english_winner
            assert str(screen.query_one("#setup", Button).label) == nb("New setup")
            # the footer's own word for Play again: "Spill igjen" hid the palette's key
            assert {"Igjen", nb("New setup")} <= footer_words(screen)
            assert screen.focused is screen.query_one("#setup", Button)

    async def test_confirm_quit(self) -> None:
        app = golf_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = await opened(pilot, app.action_quit_game)
            assert isinstance(screen, ConfirmQuitScreen)
            await switch(app, pilot)
            assert app.screen is screen
            assert nb("Quit the match?") in text(screen.query_one("#confirm-text", Static))
            yes = NB.pgettext("key for yes", "y")
            assert yes == "j"  # ja: the language's own key, named on the button
            assert str(screen.query_one("#yes", Button).label) == nb("Quit (%(yes)s)") % {
                "yes": yes}
            assert screen.focused is screen.query_one("#no", Button)
            await pilot.press("n")
            await pilot.pause()
            assert app.is_running and not isinstance(app.screen, ConfirmQuitScreen)

    async def test_keys_and_rules(self) -> None:
        app = golf_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            keys = await opened(pilot, app.action_show_keys)
            assert isinstance(keys, KeysScreen)
            rules = await opened(pilot, app.action_show_rules)
            assert isinstance(rules, RulesScreen)
            english_rules = rules.query_one("#rules-text", Markdown).source
            await switch(app, pilot)
            box = rules.query_one("#rules-box")
            assert str(box.border_subtitle) == nb("Esc or r: close")
            source = rules.query_one("#rules-text", Markdown).source
            assert source == rules_markdown(load_ruleset("swedish-6")) != english_rules
            assert rules.focused is box
            assert nb("Close") in footer_words(rules)
            await pilot.press("escape")  # the keys screen, under it, was switched too
            await pilot.pause()
            assert app.screen is keys
            assert keys.query_one("#help-box").border_title == nb("Keys")
            assert nb("Close") in footer_words(keys)

    async def test_a_scrolled_box_stays_where_it_was_read(self) -> None:
        app = golf_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            rules = await opened(pilot, app.action_show_rules)
            box = rules.query_one("#rules-box")
            for _ in range(3):
                await pilot.press("pagedown")
            # the page keys scroll smoothly: read where the scroll ends, not where it is on
            # its way (41.997 of 42 once)
            await pilot.wait_for_scheduled_animations()
            await pilot.pause()
            read_to = box.scroll_y
            assert read_to > 10
            await switch(app, pilot)
            await pilot.pause()
            box = rules.query_one("#rules-box")
            assert box.border_subtitle == nb("Esc or r: close")  # composed anew ...
            assert box.scroll_y == read_to  # ... and still where it was read


class TestHistoryAndStats:
    @pytest.fixture
    def recorded(self) -> Store:
        store = Store()
        for seed in (7, 8, 9):
            store.record_finished(finished_match(seed=seed),
                                  tuple((name, "human") for name in finished_match().players))
        return store

    async def test_history_keeps_its_cursor(self, recorded: Store) -> None:
        app = golf_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            screen = await opened(pilot, app.action_show_history)
            assert isinstance(screen, HistoryScreen)
            await pilot.press("down")
            await pilot.pause()
            assert screen.query_one(DataTable).cursor_row == 1
            await switch(app, pilot)
            table = screen.query_one(DataTable)
            labels = [str(c.label) for c in table.columns.values()]
            assert labels[:2] == [nb("Finished"), nb("Match")]
            assert screen.query_one("#history-box").border_title == nb("Match history")
            assert table.cursor_row == 1 and screen.focused is table
            assert nb("Close") in footer_words(screen)

    async def test_stats(self, recorded: Store) -> None:
        app = golf_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            screen = await opened(pilot, app.action_show_stats)
            assert isinstance(screen, StatsScreen)
            await switch(app, pilot, "da")
            da = translation("da")
            labels = [str(c.label) for c in screen.query_one(DataTable).columns.values()]
            assert labels[2] == da.gettext("Wins") != "Wins"
            assert screen.query_one("#history-box").border_title == da.gettext(
                "Player statistics")
            # the player's line, then a line per ruleset: its mean hole score "11,5"
            means = str(screen.query_one(DataTable).get_row_at(1)[3])
            assert re.fullmatch(r"\d+,\d", means), means

    async def test_no_history_yet(self) -> None:
        app = golf_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            app.action_show_history()
            await pilot.pause()
            await switch(app, pilot)
            assert text(app.screen.query_one("#history-empty", Static)) == nb(
                "No finished matches yet.")


async def test_resume_offer() -> None:
    info = AutosaveInfo(("Kari", "Ola"), "swedish-6", 4, 9, "")
    app = golf_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await show(app, pilot, ResumeScreen(info))
        assert {"Resume", "New match"} <= footer_words(screen)
        await switch(app, pilot)
        assert text(screen.query_one("#resume-prompt", Static)) == info.prompt()
        assert info.prompt() == (nb("Resume %(who)s?") % {"who": "Kari og Ola"} + "\n"
                                 + nb("%(ruleset)s, hole %(hole)d of %(holes)d")
                                 % {"ruleset": "swedish-6", "hole": 4, "holes": 9})
        assert str(screen.query_one("#resume-yes", Button).label) == nb("Resume")
        assert {nb("Resume"), nb("New match")} <= footer_words(screen)


async def test_the_palette_switches_the_screen_under_it() -> None:
    """The command palette's "Language: Dansk" relabels the scorecard it was opened over."""
    da = translation("da")
    match = partial_match(finished_match(), 3)
    app = golf_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = await show(app, pilot, ScorecardScreen(match))
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Dansk")
        for _ in range(200):  # the palette looks its commands up in the background
            if app.screen.query_one(CommandList).option_count:
                break
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert current_language() == "da"
        assert app.screen is screen
        assert screen.query_one("#scorecard-box").border_title == da.gettext("Scorecard")
        assert da.gettext("Close") in footer_words(screen)
