"""Quitting a match: every key people reach for asks the same question, once, and it is answered
with the player's own language's keys."""

from __future__ import annotations

import os
import signal
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, OptionList, Select

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.session import bare_session
from golf_tui.app.settings import load_settings_report
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.i18n import set_language

from .conftest import keys_together, make_app, post_together


def _asking(app: object) -> int:
    return sum(isinstance(s, ConfirmQuitScreen) for s in app.screen_stack)  # type: ignore[attr-defined]


async def _asked_at_the_table(app: GolfApp, pilot: Pilot[None]) -> TableScreen:
    """The table, once the app is up, and ctrl+q pressed at it: the quit question is up."""
    await pilot.pause()
    table = app.screen
    assert isinstance(table, TableScreen)
    await pilot.press("ctrl+q")
    await pilot.pause()
    assert isinstance(app.screen, ConfirmQuitScreen)
    return table


@pytest.mark.parametrize("key", ["ctrl+q", "ctrl+c", "q"])
async def test_each_quit_key_asks_during_a_match(key: str) -> None:
    """ctrl+c (Textual's own answer to it looks for a binding the game has not, and said
    nothing) and q at the table ask as ctrl+q does; n goes back to the table."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.is_running


async def test_asking_again_does_not_stack_questions() -> None:
    """q, then q twice more at the question, and the palette's New match meanwhile put up one
    question, not four; "Leave the match for a new one?" asked for again stays one question
    too, and ctrl+q over it asks to quit in its place. (A second ctrl+q or ctrl+c at "Quit the
    match?" answers it: ``test_asked_again_at_the_quit_question_quits``.)"""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("q", "q", "q"):
            await pilot.press(key)
            await pilot.pause()
        assert _asking(app) == 1
        app.action_new_match()  # the palette's "New match" meanwhile
        await pilot.pause()
        assert _asking(app) == 1 and not app.screen.for_new  # type: ignore[attr-defined]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        for _ in range(2):
            app.action_new_match()
            await pilot.pause()
        assert _asking(app) == 1 and app.screen.for_new  # type: ignore[attr-defined]
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert _asking(app) == 1 and not app.screen.for_new  # type: ignore[attr-defined]
        assert app.is_running


@pytest.mark.parametrize(("lang", "label"), [("nb", "Avslutt (j)"), ("sv", "Avsluta (j)"),
                                             ("da", "Afslut (j)"), ("en", "Quit (y)")])
async def test_the_languages_yes_key_quits(lang: str, label: str) -> None:
    """In Norwegian, Swedish and Danish the question names j (ja) and takes it; y still works."""
    set_language(lang)
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert str(app.screen.query_one("#yes", Button).label) == label
        await pilot.press("n")
        await pilot.pause()
        assert not _asking(app)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press(label[-2])
        await pilot.pause()
    assert app.return_code is not None


async def test_a_key_typed_right_after_yes_does_not_crash_the_way_out() -> None:
    """y and r typed together at the question: r reached the table as the app left and opened
    the rules screen, which the leaving app never composed, and focusing its box crashed the
    exit (the fuzz test found it). Screens now focus what they have (``AUTO_FOCUS``)."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await _asked_at_the_table(app, pilot)
        post_together(app, "y", "r")  # back to back, as fast fingers do
        await pilot.pause()
    assert app.return_code == 0


async def test_a_table_key_typed_with_yes_is_not_played_as_the_app_leaves() -> None:
    """The key reached the app while the question was up and came back for its bindings
    after the question had gone: the table below played it."""
    app = make_app(handover="never", holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _asked_at_the_table(app, pilot)
        post_together(app, "y", "1")  # 1: the first card's opening flip
        await pilot.pause()
        assert table.ctrl.match.actions == ()
    assert app.return_code == 0


@pytest.mark.parametrize(("answer", "key"), [("n", "1"), ("escape", "s")])
async def test_a_table_key_typed_with_no_is_not_played_at_the_table(answer: str,
                                                                    key: str) -> None:
    """Keep playing (n or Esc) and a table key typed together: the key was typed at the
    question, not at the table, which it could not see; typed once the table is back, it is
    played."""
    app = make_app(handover="never", holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _asked_at_the_table(app, pilot)
        await keys_together(app, pilot, answer, key)
        assert app.screen is table and table.ctrl.match.actions == ()
        await pilot.press(key)
        await pilot.pause()
        assert app.screen is not table or table.ctrl.match.actions != ()


async def test_a_name_typed_with_yes_to_a_new_match_stays_out_of_the_setup() -> None:
    """"Leave the match for a new one?" answered with y and a letter after it at once: the
    setup that comes up has its names as they were."""
    app = make_app(handover="never", holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_new_match()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        await keys_together(app, pilot, "y", "Z")
        assert isinstance(app.screen, SetupScreen)
        assert [row.player_name for row in app.screen.query(SeatRow)] == ["Kari", "Ola"]


async def test_a_key_typed_at_the_table_does_not_answer_a_question_put_up_meanwhile() -> None:
    """y typed at the table (no key of its own) comes back for its bindings after the quit
    question has gone up over the table: it is no answer to a question it was typed before."""
    app = make_app(handover="never", holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        post_together(app, "y")
        table.call_later(app.action_quit_game)  # before the table gets to the y
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen) and app.return_code is None


async def _asks_and_n_goes_back(app: GolfApp, pilot: Pilot[None], key: str) -> None:
    """``key``, over a box on the table (a look-up, the palette), asks to quit; n goes back to
    the box, the app running."""
    box = app.screen
    assert not isinstance(box, TableScreen)
    await pilot.press(key)
    await pilot.pause()
    assert isinstance(app.screen, ConfirmQuitScreen)
    await pilot.press("n")
    await pilot.pause()
    assert app.screen is box and app.is_running


@pytest.mark.parametrize("look_up", ["r", "question_mark", "s", "l"])
async def test_ctrl_c_over_a_look_up_asks_to_quit(look_up: str) -> None:
    """The rules, the keys, the scorecard and the log are boxes over the table (modal screens),
    and Textual stops a key's bindings at a modal screen: ctrl+c, which the app's binding turns
    into the quit question, did nothing and said nothing there (ctrl+q, a priority binding,
    asked). It asks as at the table; n goes back to the box."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(look_up)
        await pilot.pause()
        await _asks_and_n_goes_back(app, pilot, "ctrl+c")


@pytest.mark.parametrize("look_up", ["r", "question_mark", "s", "l"])
async def test_q_over_a_look_up_asks_to_quit(look_up: str) -> None:
    """q quits at the table, on a hand-over and on a hole's result, and the keys list says
    "q / ctrl+q: quit (asks first during a match)"; over the rules, the keys, the scorecard and
    the log it did nothing and said nothing. It asks as at the table, the box's footer names
    it, and n goes back to the box."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(look_up)
        await pilot.pause()
        box = app.screen
        assert box.active_bindings["q"].binding.show and box.active_bindings["q"].enabled
        await _asks_and_n_goes_back(app, pilot, "q")


@pytest.mark.usefixtures("own_home")
async def test_q_over_the_setups_rules_is_no_quit() -> None:
    """Without a match (the setup's rules, from the palette) q stays unbound: at the setup it
    is typed into names, and out of the footer."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        app.action_show_rules()
        await pilot.pause()
        assert not isinstance(app.screen, SetupScreen)
        q = app.screen.active_bindings.get("q")
        assert q is None or not q.enabled
        await pilot.press("q")
        await pilot.pause()
        assert app.is_running and not _asking(app)


# Where the quit question comes up during a match: the keys that lead there from the start of a
# Norwegian four-card match without hand-overs (hole 1's result: ``test_handover_after_result``)
WHERE_ASKED = {
    "table": [],
    "hand-over": None,  # the first hand-over of a match that has them
    "hole result": ["3", "4", "enter", "k", "k", "3", "4", "enter", "d", "x"],
    "keys": ["question_mark"], "scorecard": ["s"], "log": ["l"],  # boxes (rules: as these)
}


@pytest.mark.parametrize(("where", "again"), [(where, "ctrl+q") for where in WHERE_ASKED]
                         + [("table", "ctrl+c"), ("table", "y")])
async def test_asked_again_at_the_quit_question_quits(where: str, again: str,
                                                      tmp_path: Path) -> None:
    """ctrl+q asks to quit; at the question it did nothing and said nothing, while a second
    ctrl+c quit. A second ctrl+q quits too, wherever the question came up, and leaves the
    match saved as y does: the autosave is as it was, offered next time."""
    session = bare_session(tmp_path)
    keys = WHERE_ASKED[where]
    config = make_app("norwegian-4", handover="auto" if keys is None else "never").config
    app = GolfApp(config, session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if keys:  # as one read of the terminal delivers them, each held for the one before
            await keys_together(app, pilot, *keys)
        shown = type(app.screen).__name__
        assert app.table is not None and not app.table.ctrl.match.finished
        assert {"table": "TableScreen", "hand-over": "HandoverScreen",
                "hole result": "HoleResultScreen"}.get(where, shown) == shown
        saved = session.store.autosave_path.read_bytes()
        await pilot.press("ctrl+c" if again == "ctrl+c" else "ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        await pilot.press(again)
        await pilot.pause()
    assert app.return_code == 0
    assert session.store.autosave_path.read_bytes() == saved
    assert bare_session(tmp_path).offer() is not None


async def test_ctrl_c_at_the_new_match_question_asks_to_quit() -> None:
    """Over "Leave the match for a new one?" a yes would start a new match, which ctrl+c never
    asked for: it asks to quit in place of that question."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_new_match()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen) and app.screen.for_new
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen) and not app.screen.for_new
        assert _asking(app) == 1
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.is_running


async def test_ctrl_c_in_the_palette_asks_to_quit() -> None:
    """In the command palette ctrl+c did nothing and said nothing; with no text selected it
    asks to quit, as over the other boxes, and n goes back to the palette."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await _asks_and_n_goes_back(app, pilot, "ctrl+c")


def _quit_by(app: GolfApp, how: str) -> Callable[[Pilot[None]], Awaitable[None]]:
    async def by_key(pilot: Pilot[None]) -> None:
        await pilot.press(how)

    async def by_palette(pilot: Pilot[None]) -> None:
        quit_ = next(c for c in app.get_system_commands(app.screen) if c.title == "Quit")
        quit_.callback()

    return by_palette if how == "palette" else by_key


@pytest.mark.parametrize("how", ["ctrl+q", "ctrl+c", "palette"])
async def test_quitting_the_setup_keeps_what_was_filled_in(
        how: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Names typed and a computer chosen, then ctrl+q (ctrl+c, the palette's Quit): the next
    start shows them, as after Start. It quit at once and the next start said "Player 1 /
    Player 2"."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        # typed as one read of the terminal delivers them (each waits for the one before:
        # GolfApp.hold_keys), not a key and two waits for idle at a time
        await keys_together(app, pilot, *"Kari", "enter", *"Ola", "enter", "k")
        rows = list(app.screen.query(SeatRow))
        rows[1].set_seat("Ola", "random")
        app.screen.query_one("#presets", OptionList).highlighted = 0  # norwegian-4
        await pilot.pause()
        await _quit_by(app, how)(pilot)
        await pilot.pause()
        assert not app.is_running
    settings, problems = load_settings_report(tmp_path / "settings.json")
    assert problems == []
    assert [(s.name, s.kind) for s in settings.seats] == [
        ("Kari", "human"), ("Ola", "random"), ("k", "human")]
    assert settings.ruleset == "norwegian-4"


async def test_quitting_a_setup_with_problems_keeps_what_can_be_kept(tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A name left empty is kept as its seat's default name, a tab in one as a space, a name
    twice as it is (the setup says so again); each reads back without a problem."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await pilot.press("ctrl+n")
        await pilot.pause()
        for row, name in zip(screen.query(SeatRow).results(SeatRow), ["", "Ola\tNils", "Kari"],
                             strict=True):
            row.query_one(Input).value = name
        screen.query(SeatRow).last().query_one(Select).value = "random"
        await pilot.pause()
        assert screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not app.is_running
    settings, problems = load_settings_report(tmp_path / "settings.json")
    assert problems == []
    assert [(s.name, s.kind) for s in settings.seats] == [
        ("Player 1", "human"), ("Ola Nils", "human"), ("Kari", "random")]


async def test_a_setup_that_cannot_be_saved_does_not_keep_the_game_from_quitting(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The settings' folder is a file: ctrl+q quits all the same, and says on the terminal,
    once the game has left it, that the setup is not remembered."""
    (tmp_path / "home").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path / "home"))
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        said = list(app._exit_renderables)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not app.is_running
        said = [str(r) for r in app._exit_renderables if r not in said]
    assert len(said) == 1 and said[0].startswith("golf-tui: Could not save the setup: ")
    assert said[0].endswith("It will not be remembered next time.")


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no SIGHUP (Windows)")
async def test_the_terminal_closed_at_the_setup_keeps_what_was_filled_in(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SIGHUP (the terminal window closed) quits as ctrl+q does: the names typed are kept too,
    and the exit status is a shell's for the signal."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await keys_together(app, pilot, *"Kari", "enter", *"Ola")  # as above
        os.kill(os.getpid(), signal.SIGHUP)
        await pilot.pause()
        assert not app.is_running
    assert app.return_code == 128 + signal.SIGHUP
    settings, problems = load_settings_report(tmp_path / "settings.json")
    assert problems == [] and [s.name for s in settings.seats] == ["Kari", "Ola"]
