"""Leaving the table, a re-check: a change waiting for the end of Ola's turn is told again when
the match is resumed, and the palette's entry for it says what it does (it calls the change
off)."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.session import Session, bare_session
from golf_tui.i18n import translation
from golf_tui.presets import load_ruleset

from .conftest import Driver, at_the_draw, make_app
from .test_leaving import leaves, resumed, run, titles, until_at_keys

WAITS = "A computer plays for Ola from their next turn."


@pytest.fixture
def session(tmp_path: Path, own_home: None) -> Session:
    return bare_session(tmp_path)


def two_people() -> GameConfig:
    return GameConfig(load_ruleset("norwegian-4", rules=["match.holes=1"]),
                      (Seat("Kari"), Seat("Ola")), seed=21, animations=False, bot_delay=0.0)


async def test_a_change_waiting_for_her_turns_end_is_told_again_on_resume(
    session: Session,
) -> None:
    """Ola draws, asks for a computer (it waits for her turn's end), and the match is quit:
    resumed, once she has the keys again, the table says again that the computer plays for her
    from her next turn (it showed the usual prompt alone, and the change came unannounced)."""
    app = GolfApp(two_people(), session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        driver, table = await at_the_draw(pilot)
        await until_at_keys(driver, "Ola")
        await driver.press("d")
        await driver.settle()
        await leaves(pilot)
        await driver.settle()
        assert WAITS in driver.text
        assert table.ctrl.pending
    app = resumed(session)
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        await driver.step()  # her hand-over's Enter
        table = driver.table()
        ctrl = table.ctrl
        assert app.screen is table and ctrl.keys is not None and ctrl.names[ctrl.keys] == "Ola"
        assert WAITS in driver.text, driver.text


async def test_while_it_waits_the_entry_says_it_calls_it_off() -> None:
    """While the computer waits for the end of Ola's turn, the palette's entry is not "Ola
    plays again" (she has not left): "Ola plays on", which calls it off."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        await until_at_keys(driver, "Ola")
        await driver.press("d")
        await driver.settle()
        await leaves(pilot)
        await driver.settle()
        offered = titles(app)
        assert "Ola plays on" in offered and "Ola plays again" not in offered, offered
        assert "A computer plays for Ola…" not in offered
        run(app, "Ola plays on")
        await driver.settle()
        assert not ctrl.pending and "Ola plays on." in driver.text
        assert "A computer plays for Ola…" in titles(app)
        turn = ctrl.turn
        while ctrl.turn == turn:
            await driver.step()
        assert not ctrl.is_bot(ola)


async def test_a_return_waiting_for_the_computers_turn_has_its_entry_too() -> None:
    """Asked during the computer's turn for Ola, her return waits for its end: the entry then
    is "The computer plays on for Ola", which calls it off (it read "A computer plays for
    Ola…", a level to choose, for a computer playing already)."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        await until_at_keys(driver, "Kari")
        await leaves(pilot)
        await driver.settle()
        table.action_pause()  # p: the computers wait, so Ola's turn, the computer's, stays on
        while ctrl.current != ola:
            assert driver.steps < 20
            await driver.step()
        assert app.screen is table and ctrl.is_bot(ola)
        run(app, "Ola plays again")  # the computer's turn for her: she plays from her next
        assert ctrl.pending and ctrl.is_bot(ola)
        offered = titles(app)
        assert "The computer plays on for Ola" in offered, offered
        assert "A computer plays for Ola…" not in offered and "Ola plays again" not in offered
        run(app, "The computer plays on for Ola")
        assert not ctrl.pending and ctrl.is_bot(ola) and ctrl.stand_ins[ola] == "normal"
        assert "Ola plays again" in titles(app)


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_the_entries_while_it_waits_are_translated(lang: str) -> None:
    t = translation(lang)
    for words in ("%(name)s plays on", "Call off the computer taking over for %(name)s",
                  "The computer plays on for %(name)s",
                  "Call off %(name)s's return: the computer plays their next turn too",
                  ):
        assert t.gettext(words) != words, words
