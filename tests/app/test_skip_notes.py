"""Space skips the computer turns with a passing note ("Skipping ahead…"), + and - change
their pace with another ("Bots' pace: 0.4 s per move"). The notes stand in the status line, where
they cover nothing (a toast covered the end of the prompt); when the next human's hand-over comes
up the note is gone, not left for its last seconds. A warning standing at that moment stays."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.screens.table_words import PACES
from golf_tui.engine import DRAW_STOCK
from golf_tui.i18n import LANGUAGES, _, set_language

from ..conftest import toasts_with_severity
from .conftest import Driver, Pondering, make_app, screen_text

SKIPPING = "Skipping ahead to the next human turn"


def long_notes(app: GolfApp) -> list[str]:
    """Make every notification last a minute (so only clearing can remove it in a test) and
    record its message."""
    seen: list[str] = []
    notify = app.notify

    def lasting(message: str, **kwargs: Any) -> None:
        seen.append(message)
        notify(message, **{**kwargs, "timeout": 60})

    app.notify = lasting  # type: ignore[method-assign]
    return seen


def status_notes(table: TableScreen) -> list[str]:
    """Record every passing note the table's status line shows."""
    seen: list[str] = []
    note = table.status.note

    def recorded(text: str, *shorter: str) -> None:
        if text:
            seen.append(text)
        note(text, *shorter)

    table.status.note = recorded  # type: ignore[method-assign]
    return seen


async def skip_into_a_hand_over(pilot: Pilot[Any], before: Callable[[], None],
                                presses: int = 1) -> None:
    """Play Kari's turns until the computer (Ola) is thinking over its move, call ``before``,
    press space (``presses`` times), and wait for Siri's hand-over."""
    app: GolfApp = pilot.app  # type: ignore[assignment]
    driver = Driver(pilot)
    table = driver.table()
    # the computer waits a minute a move: time to press space, however long the machine takes
    # over the presses before it (at two seconds a loaded machine could let it move first)
    table.pace = 60.0
    for _step in range(200):
        if (isinstance(app.screen, TableScreen) and table.ctrl.is_bot(table.ctrl.current)
                and not table.ctrl.match.finished):
            break
        await driver.step()
    else:
        raise AssertionError("the computer never got a turn")
    before()
    for _press in range(presses):
        await pilot.press("space")
    await until_screen(pilot, HandoverScreen)
    await pilot.pause()


async def until_screen(pilot: Pilot[Any], kind: type[Screen[Any]]) -> None:
    """Let the app run until a ``kind`` screen is up, then until it is idle."""
    for _step in range(200):
        if isinstance(pilot.app.screen, kind):
            await pilot.pause()
            return
        await pilot.pause()
    raise AssertionError(f"no {kind.__name__} came after skipping")


async def test_the_skip_note_is_cleared_at_the_hand_over() -> None:
    app = make_app("swedish-6", 3, bots={1: "random"}, seed=5)
    async with app.run_test(size=(100, 30)) as pilot:
        long_notes(app)
        table = Driver(pilot).table()
        seen = status_notes(table)
        await skip_into_a_hand_over(pilot, lambda: None)
        assert _(SKIPPING) in seen
        assert toasts_with_severity(app) == []
        assert table.status.noted == ""


async def test_a_standing_warning_stays() -> None:
    app = make_app("swedish-6", 3, bots={1: "random"}, seed=5)
    async with app.run_test(size=(100, 30)) as pilot:
        long_notes(app)
        seen = status_notes(Driver(pilot).table())
        await skip_into_a_hand_over(pilot, lambda: app.warn("The disk is full."))
        assert _(SKIPPING) in seen
        assert toasts_with_severity(app) == [("The disk is full.", "warning")]


async def test_pressing_space_again_while_skipping_adds_no_note() -> None:
    app = make_app("swedish-6", 3, bots={1: "random"}, seed=5)
    async with app.run_test(size=(100, 30)) as pilot:
        seen = status_notes(Driver(pilot).table())
        await skip_into_a_hand_over(pilot, lambda: None, presses=3)
        assert seen.count(_(SKIPPING)) == 1


async def test_skipping_into_a_hole_result_clears_the_note_and_keeps_the_result() -> None:
    """Kari knocks, and space skips the computer's last turn: the result comes up without the
    note on it, and more taps of space (the skip key) do not deal the next hole."""
    from golf_tui.app.screens.summary import HoleResultScreen
    from golf_tui.engine import KNOCK

    app = make_app("norwegian-4", 2, bots={1: "random"}, seed=1)  # the bot does not end hole 1
    async with app.run_test(size=(100, 30)) as pilot:
        long_notes(app)
        driver = Driver(pilot)
        table = driver.table()
        seen = status_notes(table)
        for _step in range(50):
            ctrl = table.ctrl
            if (isinstance(app.screen, TableScreen) and ctrl.at_keys_to_act()
                    and not ctrl.reveal_holds and KNOCK in ctrl.table_view().legal):
                break
            await driver.step()
        else:
            raise AssertionError("Kari never could knock")
        table.pace = 60.0  # the computer waits a minute a move: time to press space
        await pilot.press("k", "k")  # asked, then knocked
        await pilot.pause()
        assert table.ctrl.is_bot(table.ctrl.current)
        await pilot.press("space")
        await until_screen(pilot, HoleResultScreen)
        assert _(SKIPPING) in seen
        assert toasts_with_severity(app) == []
        assert table.status.noted == ""
        await pilot.press("space", "space")
        await pilot.pause()
        assert isinstance(app.screen, HoleResultScreen)
        assert len(table.ctrl.match.results) == 1


def test_the_pace_note_writes_seconds_as_the_language_does() -> None:
    """"+" and "-" say the new pace: 0.4 s in English, 0,4 s in Norwegian."""
    async def scenario() -> None:
        app = make_app("norwegian-4", 2, bots={1: "normal"})
        async with app.run_test(size=(100, 30)) as pilot:
            table = Driver(pilot).table()
            seen = status_notes(table)
            table.pace = 0.8
            table.action_pace(-1)
            set_language("nb")
            table.action_pace(+1)
            await pilot.pause()
            assert seen[0].startswith("Bots' pace: 0.") and seen[0].endswith(" s per move")
            assert seen[1] == "Botenes tempo: 0,8 s per trekk", seen

    asyncio.run(scenario())


async def test_the_notes_leave_the_prompt_and_the_narration_whole() -> None:
    """At 80×24, "-" and then space while a computer plays: each note stands in the status line,
    in place of the ruleset and the hole, with whose turn it is still beside it; no toast covers
    the end of the narration or of the prompt. The pace's note goes after its two seconds."""
    app = make_app("swedish-6", 4, bots={1: "normal", 2: "normal", 3: "normal"}, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = await driver.until_legal(DRAW_STOCK)
        bot = Pondering()  # Ola thinks for as long as the test looks
        table.ctrl.bots[1] = bot
        table.pace = 2.4
        await pilot.press("d", "x")
        await pilot.pause()
        assert table.ctrl.current == 1
        await pilot.press("minus")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert lines[0].split() == ["Bots'", "pace:", "2.4", "s", "per", "move,", "the",
                                    "slowest", *table.status.right.render().plain.split()]
        assert lines[-2].strip() == table.prompt.text
        assert lines[-3].strip() == table.narration.text
        assert toasts_with_severity(app) == []
        table.end_note()  # its two seconds are over
        await pilot.pause()
        assert screen_text(app).splitlines()[0].startswith(" Golf · Sexkortsgolf · hole 1 of 9")
        await pilot.press("space")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert lines[0].startswith(" " + _(SKIPPING))
        assert lines[-2].strip() == table.prompt.text
        assert toasts_with_severity(app) == []
        bot.go.set()


async def test_with_only_computers_the_skip_note_names_the_end_of_the_hole() -> None:
    """A match of computers only (--players "bot,bot") has no human turn to skip to: space
    skips to the hole's result, and the note says so."""
    app = make_app("swedish-6", 2, bots={0: "normal", 1: "normal"}, seed=5)
    assert app.config is not None
    app.config = dataclasses.replace(app.config, bot_delay=2.0)  # time to press space
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        bots = {seat: Pondering() for seat in (0, 1)}  # they think while the test looks
        table.ctrl.bots.update(bots)
        seen = status_notes(table)
        await pilot.press("space")
        await pilot.pause()
        for bot in bots.values():
            bot.go.set()
        assert seen == [_("Skipping ahead to the end of the hole")]


async def test_with_only_computers_the_skip_ends_with_the_hole() -> None:
    """Space at a table of computers only skips to the end of the hole, as its note says: once
    the result is seen, the next hole plays at the pace again (the skip went on, and every hole
    after the first space flashed by to its result)."""
    from golf_tui.app.screens.summary import HoleResultScreen

    app = make_app("norwegian-4", 2, bots={0: "normal", 1: "normal"}, seed=5, holes=3)
    assert app.config is not None
    app.config = dataclasses.replace(app.config, bot_delay=60.0)  # a minute: no move made unskipped
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("space")
        await until_screen(pilot, HoleResultScreen)
        await pilot.press("enter")  # deal the next hole (no animation: every grid is shown)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert len(table.ctrl.match.results) == 1
        assert app.screen is table
        assert not table.skip
        assert table.ctrl.match.hole.turns == 0  # the first move waits for its pace


async def test_the_pace_notes_fit_beside_a_computers_turn_in_every_language() -> None:
    """+ to the fastest pace and - to the slowest while a computer plays, at 80×24 and 60×20:
    the note stands whole beside whose turn it is, in every language. Beside "Ola (bot) har
    turen · ingen venting mellom trekkene" it was cut, "Botenes tempo: ingen ven…", and lost
    "raskest", its point: at 60 columns in every language, at 80 the fastest's in every one."""
    cut: list[str] = []
    for size in ((80, 24), (60, 20)):
        app = make_app("swedish-6", 2, bots={1: "normal"}, seed=5)
        async with app.run_test(size=size) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            table = await driver.until_legal(DRAW_STOCK)
            bot = Pondering()  # Ola thinks for as long as the test looks
            table.ctrl.bots[1] = bot
            await pilot.press("d", "x")
            await pilot.pause()
            assert table.ctrl.current == 1
            for lang in LANGUAGES:
                set_language(lang)
                for key, pace in (("plus", PACES[1]), ("minus", PACES[-2])):
                    table.pace = pace
                    await pilot.press(key)
                    await pilot.pause()
                    line = screen_text(app).splitlines()[0]
                    if "…" in line:
                        cut.append(f"{size[0]} {lang}: {line.strip()!r}")
                    else:
                        assert line.startswith(" " + table.status.note_shown())
            set_language("en")
            bot.go.set()
    assert cut == [], "\n".join(cut)
