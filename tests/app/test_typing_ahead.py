"""Keys typed ahead do not answer the next screen (``screens/deliberate.py``).

An audit found Enter Enter on a hole's result passed the hand-over behind it (the next player's
table came up, "Pass to Kari" never shown), and on the last hole passed the match-over screen and
started a new match. Each test presses its keys in one ``pilot.press``, which sends the second as
soon as the app is idle after the first: a moment after the next screen is drawn, sooner than
anyone could read it. The plays before run without the reading time (``answers_at_once``); it is
put back just before the keys typed ahead."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input

from golf_tui.app import timings
from golf_tui.app.app import GolfApp
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.palette import Palette
from golf_tui.app.screens.scorecard import ScorecardScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.stats import StatsScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.timings import QUIET_TIME

from .conftest import (
    Clock,
    Driver,
    all_read,
    keys_together,
    make_app,
    press_at,
    press_each,
    screen_text,
    type_key,
)  # fmt: skip

# Norwegian four-card, Kari and Ola: Ola peeks and knocks, Kari peeks, draws and throws the card
# away (the last key, x), which ends hole 1; Kari plays first in hole 2.
HOLE_ONE = ["enter", "3", "4", "enter", "k", "k", "enter", "3", "4", "enter", "d", "x"]


ReadNow = Callable[[], float]
# what Kari's hand-over says of a key it drops
WAITING_KARI = "Waiting for Kari: pass to Kari, who then presses Enter."


async def play(pilot: Pilot[None], keys: list[str]) -> None:
    """Once the app is up, ``keys``, each read and dealt with before the next (``press_each``:
    one wait a key, where ``pilot.press`` and a pause after it waited three times)."""
    await Driver(pilot, check_privacy=False).settle()
    await press_each(pilot, *keys)


@pytest.fixture
def read_now(answers_at_once: float, monkeypatch: pytest.MonkeyPatch) -> ReadNow:
    """Call the returned function to give the screens shown from then on their reading time,
    and the hand-overs their quiet moment; it returns the longer of the two (a key made that
    long after the last one answers any of them)."""
    quiet = QUIET_TIME

    def put_back() -> float:
        monkeypatch.setattr(timings, "READING_TIME", answers_at_once)
        monkeypatch.setattr(timings, "QUIET_TIME", quiet)
        return max(answers_at_once, quiet)

    return put_back


async def later_key(app: GolfApp, pilot: Pilot[None], key: str, seconds: float,
                    start: float | None = None) -> None:
    """``key`` as if pressed ``seconds`` from now, or from ``start`` (an event's time), (a
    deliberate answer; no waiting)."""
    event = events.Key(key, "\r" if key == "enter" else key)
    event.time = (event.time if start is None else start) + seconds
    app.post_message(event)
    await pilot.pause()


async def test_two_enters_on_a_hole_result_leave_the_hand_over_up(read_now: ReadNow) -> None:
    """The hand-over exists so that the next player takes the keys deliberately: whoever
    reads the result must not pass it by typing ahead. A deliberate Enter still passes it."""
    app = make_app("norwegian-4", 2, holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE)
        assert isinstance(app.screen, HoleResultScreen)
        seconds = read_now()
        await keys_together(app, pilot, "enter", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen), screen_text(app)
        assert "Pass to Kari" in screen_text(app)
        await later_key(app, pilot, "enter", seconds)
        table = app.screen
        assert isinstance(table, TableScreen) and table.ctrl.at_keys_to_act()
        assert table.ctrl.match.players[table.ctrl.keys] == "Kari"


async def test_two_enters_on_the_last_result_leave_the_match_over_up(read_now: ReadNow) -> None:
    """Enter Enter on the last hole's result once started a new match ("Play again" has the
    focus): nobody saw who won."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE)
        assert isinstance(app.screen, HoleResultScreen)
        table = app.table
        read_now()
        await keys_together(app, pilot, "enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, MatchOverScreen), screen_text(app)
        assert app.table is table and table is not None and table.ctrl.match.finished


async def test_play_again_and_enter_leave_the_hand_over_up(read_now: ReadNow) -> None:
    """Play again (a) with an Enter typed after it: the rematch's first hand-over stays."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, [*HOLE_ONE, "enter"])
        assert isinstance(app.screen, MatchOverScreen)
        first = app.table
        read_now()
        await keys_together(app, pilot, "a", "enter")
        await pilot.pause()
        assert app.table is not first
        assert isinstance(app.screen, HandoverScreen), screen_text(app)


async def test_the_last_move_and_enter_leave_the_result_up(read_now: ReadNow) -> None:
    """The throw-away that ends the hole, and an Enter typed with it: the result stays for
    everyone to read."""
    app = make_app("norwegian-4", 2, holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE[:-1])
        read_now()
        await keys_together(app, pilot, "x", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HoleResultScreen), screen_text(app)


async def test_quit_and_yes_typed_together_leave_the_question_up(read_now: ReadNow) -> None:
    """"Quit the match?" is answered by someone who has read it. The y it drops is not
    dropped without a word: the box says so under its buttons, for a moment."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, [])
        seconds = read_now()
        await keys_together(app, pilot, "ctrl+q", "y")
        await pilot.pause()
        question = app.screen
        assert isinstance(question, ConfirmQuitScreen) and app.is_running
        said = screen_text(app)
        assert "Too quick: press that key again." in said, said
        question.too_soon_over()  # as its timer does, TOO_SOON_SHOWN seconds on
        await pilot.pause()
        assert "Too quick: press that key again." not in screen_text(app)
        assert "Quit the match?" in screen_text(app)
        await later_key(app, pilot, "n", seconds)
        assert isinstance(app.screen, TableScreen)


@pytest.mark.usefixtures("own_home")
async def test_start_and_enter_leave_the_first_hand_over_up(read_now: ReadNow) -> None:
    """ctrl+s at the setup with an Enter after it: the first player still takes the keys
    deliberately."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await play(pilot, [])
        assert isinstance(app.screen, SetupScreen)
        read_now()
        await keys_together(app, pilot, "ctrl+s", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen), screen_text(app)



async def test_escape_and_enter_at_the_palette_leave_the_hand_over_up(read_now: ReadNow) -> None:
    """The palette opened over a hand-over, then Escape and Enter typed together: the
    hand-over shows again, and waits again for an Enter made once it is seen."""
    app = make_app("norwegian-4", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, ["ctrl+p"])
        assert isinstance(app.screen_stack[-2], HandoverScreen)
        seconds = read_now()
        await keys_together(app, pilot, "escape", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen), screen_text(app)
        await later_key(app, pilot, "enter", seconds)
        assert isinstance(app.screen, TableScreen)


async def test_an_enter_as_the_reveal_ends_leaves_the_result_up(
        read_now: ReadNow, monkeypatch: pytest.MonkeyPatch) -> None:
    """With animations the grids turn one by one and Enter shows them all; once the last has
    turned, Enter deals the next hole. An Enter pressed to show them all just as the last one
    turned passed the result unread: the screen now waits its reading time again when the reveal
    ends. A deliberate Enter after it deals on."""
    from golf_tui.app.screens import summary

    monkeypatch.setattr(summary, "REVEAL_STEP", 3600)  # the test turns the grids itself
    app = make_app("norwegian-4", 2, holes=2)
    app.config = dataclasses.replace(app.config, animations=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE)
        result = app.screen
        assert isinstance(result, HoleResultScreen)
        assert "Revealing" in screen_text(app)
        seconds = read_now()
        while "Revealing" in screen_text(app):  # as the timer would, until the last grid
            result._reveal_next()
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is result, screen_text(app)
        await later_key(app, pilot, "enter", seconds)
        assert isinstance(app.screen, HandoverScreen), screen_text(app)


def revealing(monkeypatch: pytest.MonkeyPatch, holes: int = 2) -> GolfApp:
    """Kari and Ola's app with animations on, its grids turned by the test (``_reveal_next``)
    rather than by the timer."""
    from golf_tui.app.screens import summary

    monkeypatch.setattr(summary, "REVEAL_STEP", 3600)
    app = make_app("norwegian-4", 2, holes=holes)
    assert app.config is not None
    app.config = dataclasses.replace(app.config, animations=True)
    return app


async def test_an_enter_read_before_the_whole_result_is_drawn_leaves_it_up(
        read_now: ReadNow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The play-tester's eight-seat match: the screen still said "Revealing… press Enter to
    show all" when the last grid had turned (a frame of eight grids is slow), and the one Enter
    pressed to show them all dealt the next hole: the reading time counted only once the whole
    result was drawn, and the Enter was read before that. It counts from the end of the reveal
    now; a fresh Enter deals on."""
    app = revealing(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE)
        result = app.screen
        assert isinstance(result, HoleResultScreen)
        seconds = read_now()
        while len(result._hidden()) > 1:
            result._reveal_next()
        result._reveal_next()  # the timer turns the last grid: the reveal is over
        type_key(app, "enter")  # made now, before the whole result is drawn
        await pilot.pause()
        assert app.screen is result, screen_text(app)
        assert "Revealing" not in screen_text(app)
        await later_key(app, pilot, "enter", seconds)
        assert isinstance(app.screen, HandoverScreen), screen_text(app)


async def test_two_enters_during_the_reveal_show_all_and_leave_the_result_up(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Enter Enter (a double press, or a key bouncing) while the grids turn: the first shows
    them all, the second was made before the result was whole and answers nothing, even with
    no reading time at all. An Enter made after it deals on."""
    app = revealing(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE)
        result = app.screen
        assert isinstance(result, HoleResultScreen) and "Revealing" in screen_text(app)
        await keys_together(app, pilot, "enter", "enter")
        assert app.screen is result, screen_text(app)
        assert not result._hidden() and "Revealing" not in screen_text(app)
        await play(pilot, ["enter"])
        assert isinstance(app.screen, HandoverScreen), screen_text(app)


def search_of(app: GolfApp) -> str:
    """What the palette on top has in its search field."""
    screen = app.screen
    assert isinstance(screen, Palette), screen_text(app)
    return screen.query_one(Input).value


async def typed_later(app: GolfApp, pilot: Pilot[None], keys: str, seconds: float) -> None:
    """``keys`` as if typed ``seconds`` from now, one after the other (no waiting)."""
    for key in keys:
        event = events.Key(key, key)
        event.time += seconds
        app.post_message(event)
    await all_read(app, pilot)


@pytest.mark.usefixtures("own_home")
async def test_ctrl_p_just_after_a_look_up_closes_over_the_match_over_opens_the_palette(
        read_now: ReadNow) -> None:
    """The play-tester's s, Esc, ctrl+p at once, then "statist" and Enter: the match over waited
    its reading time again and dropped the ctrl+p, the s opened the scorecard, and (Esc Esc
    first) the Enter pressed Play again and started a new match. The palette's key answers no
    screen: the palette opens, and what is typed after it is its search."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, [*HOLE_ONE, "enter"])
        over = app.screen
        assert isinstance(over, MatchOverScreen)
        table = app.table
        seconds = read_now()
        await later_key(app, pilot, "s", seconds)
        assert isinstance(app.screen, ScorecardScreen)
        await keys_together(app, pilot, "escape", "escape", "ctrl+p")
        await typed_later(app, pilot, "statist", seconds)
        assert search_of(app) == "statist"
        await later_key(app, pilot, "enter", seconds)
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen), screen_text(app)
        assert app.screen_stack[-2] is over and app.table is table


async def test_ctrl_p_typed_with_the_keys_before_it_searches_for_those_after_it(
        read_now: ReadNow) -> None:
    """Esc ctrl+p stat in one burst, from the scorecard over the match over: the keys after
    the ctrl+p were typed for the palette, not for the scorecard they were typed at."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, [*HOLE_ONE, "enter", "s"])
        assert isinstance(app.screen, ScorecardScreen)
        read_now()
        await keys_together(app, pilot, "escape", "ctrl+p", *"stat")
        assert search_of(app) == "stat"
        assert isinstance(app.screen_stack[-2], MatchOverScreen)


async def test_ctrl_p_again_just_after_the_palette_closes_over_a_hand_over(
        read_now: ReadNow) -> None:
    """ctrl+p, Esc, ctrl+p at once over a hand-over, then a search and Enter: the Enter went to
    the hand-over, which the second ctrl+p had not covered, and passed it. It is the palette's
    (Quit, which asks first, over the hand-over)."""
    app = make_app("norwegian-4", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, ["ctrl+p"])
        handover = app.screen_stack[-2]
        assert isinstance(handover, HandoverScreen)
        seconds = read_now()
        await keys_together(app, pilot, "escape", "ctrl+p")
        await typed_later(app, pilot, "quit", seconds)
        assert search_of(app) == "quit"
        await later_key(app, pilot, "enter", seconds)  # the palette's Quit: it asks first
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen), screen_text(app)
        assert app.screen_stack[-2] is handover


@pytest.mark.parametrize("key", ["ctrl+c", "ctrl+q"])
async def test_a_quick_second_quit_key_at_the_quit_question_quits(key: str,
                                                                  read_now: ReadNow) -> None:
    """ctrl+c twice, quickly, as in many a terminal program: the first asks "Quit the match?",
    the second quits. The second came within the question's reading time and was dropped as
    typed ahead, and the question stayed up. A quit key answers no screen by mistake: it asks
    to leave (a y typed with the first is still no answer:
    ``test_quit_and_yes_typed_together_leave_the_question_up``)."""
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        read_now()
        await keys_together(app, pilot, key, key)
        await pilot.pause()
        assert app.return_code == 0, app.screen



async def test_an_enter_pressed_again_and_again_leaves_the_hand_over_up(
        read_now: ReadNow) -> None:
    """A held Enter (the terminal repeats it) or one pressed every moment while a computer played
    went through the hand-over once its reading time was over, and on to the next player's
    opening peek. Each key made too soon starts the reading time again: only an Enter after a
    moment's quiet passes the hand-over."""
    app = make_app("norwegian-4", 2, holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE)
        assert isinstance(app.screen, HoleResultScreen)
        seconds = read_now()
        # every key's moment counted from one start, the Enter that brings the hand-over up:
        # counted from when each is posted, a slow machine's pauses between them (a loaded CI)
        # stretched the gaps past the reading time (taken after this Enter and the pauses
        # behind it, 0.4 s more a pause let the first of them through)
        start = events.Key("enter", "\r").time
        await keys_together(app, pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen), screen_text(app)
        step = seconds / 2  # quicker than anyone reads, for twice the whole reading time
        for n in range(1, 9):
            await later_key(app, pilot, "enter", n * step, start)
            assert isinstance(app.screen, HandoverScreen), (n, screen_text(app))
        await later_key(app, pilot, "enter", 8 * step + seconds * 1.1, start)
        table = app.screen
        assert isinstance(table, TableScreen), screen_text(app)
        assert table.ctrl.match.players[table.ctrl.keys] == "Kari"


async def test_an_enter_too_soon_on_the_last_result_says_why(read_now: ReadNow) -> None:
    """The veteran's Enter a moment after "Press Enter to see the final result." appeared did
    nothing, and nothing said why: the prompt says it was too soon, for a moment, and the
    result stays up; a deliberate Enter goes on."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE)
        result = app.screen
        assert isinstance(result, HoleResultScreen)
        seconds = read_now()
        result.on_screen_suspend(events.ScreenSuspend())  # shown again: its reading time anew
        result.on_screen_resume(events.ScreenResume())
        shown = events.Key("enter", "\r").time  # the event clock as it shows again
        await pilot.pause()
        # made a moment after it showed, however long the machine took over the pause (made
        # when posted, 0.4 s more a pause put it past the reading time, and it went on)
        await later_key(app, pilot, "enter", 0.1, shown)
        assert app.screen is result
        assert "Too quick: press that key again." in screen_text(app)
        assert "Press Enter to see the final result." in screen_text(app)
        await later_key(app, pilot, "enter", seconds)
        assert isinstance(app.screen, MatchOverScreen), screen_text(app)


async def test_keys_typed_before_the_hand_over_say_why(read_now: ReadNow) -> None:
    """2 Enter k together: Kari's card, then an Enter and a knock typed before Ola's hand-over
    was up. The hand-over drops the Enter, as it must, and says under its hint whom it waits
    for; the note goes after a moment. The knock, a key of the table's, says what it always says
    there (the table's keys wait for Enter)."""
    app = make_app("norwegian-4", 2, holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(pilot, HOLE_ONE)
        read_now()
        await keys_together(app, pilot, "enter")  # the result: the hand-over to Kari
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        assert WAITING_KARI not in screen_text(app)
        handover = app.screen
        await keys_together(app, pilot, "enter", "k")
        await pilot.pause()
        assert app.screen is handover, screen_text(app)
        said = screen_text(app)
        assert WAITING_KARI in said and "Too quick" not in said, said
        assert "Press Enter or click here when only Kari is looking" in said
        assert "The table's keys work once Kari has pressed Enter." in said
        handover.too_soon_over()  # as its timer does, TOO_SOON_SHOWN seconds on
        await pilot.pause()
        assert WAITING_KARI not in screen_text(app)


async def revealed_at_leisure(pilot: Pilot[None], clock: Clock) -> HoleResultScreen:
    """Hole 1's keys two seconds apart on a clock that stands still between them
    (``event_clock``), then its result up and revealing, two seconds later."""
    await pilot.pause()
    for key in HOLE_ONE:
        await press_at(pilot, clock, 2.0, key)
    result = pilot.app.screen
    assert isinstance(result, HoleResultScreen) and "Revealing" in screen_text(pilot.app)
    clock.on(2.0)
    return result


async def test_an_enter_just_after_the_reveal_ends_by_itself_leaves_the_result_up(
        event_clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """The play-tester pressed Enter to hurry the turning cards just as they had all turned by
    themselves: Enter then dealt the next hole (0.3 s after the reveal) and nobody saw the
    results. Once the reveal ends by itself, an Enter within ``FINAL_TIME`` says "Too quick";
    one after it deals on."""
    app = revealing(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        result = await revealed_at_leisure(pilot, event_clock)
        while result._hidden():  # as the timer does, to the last grid
            result._reveal_next()
        await pilot.pause()
        assert "Revealing" not in screen_text(app)
        await press_at(pilot, event_clock, 0.6, "enter")
        assert app.screen is result, screen_text(app)
        assert "Too quick: press that key again." in screen_text(app)
        await press_at(pilot, event_clock, timings.FINAL_TIME, "enter")
        assert isinstance(app.screen, HandoverScreen), screen_text(app)


async def test_an_enter_after_the_one_that_showed_all_deals_after_the_reading_time(
        event_clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """Enter during the reveal shows every grid: the next Enter deals once the reading time is
    over (the player asked for the results, and has them), not ``FINAL_TIME``."""
    app = revealing(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        result = await revealed_at_leisure(pilot, event_clock)
        await press_at(pilot, event_clock, 0.0, "enter")
        assert app.screen is result and not result._hidden()
        await press_at(pilot, event_clock, timings.READING_TIME + 0.1, "enter")
        assert isinstance(app.screen, HandoverScreen), screen_text(app)
