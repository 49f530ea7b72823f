"""The statistics count only the holes a person played themselves: Ola leaves the table for
holes 2 to 4, a computer plays them for her; the history keeps which holes were the
computer's (``stood_in``), and her mean and best hole are of holes 1 and 5 alone. The match is
hers all the same (won or lost), marked as one a computer stood in for."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.session import Session, bare_session
from golf_tui.presets import load_ruleset
from golf_tui.storage.history import player_stats

from .conftest import at_the_draw
from .test_leaving import leaves, run, until_at_keys

KARI, OLA = 0, 1


@pytest.fixture
def session(tmp_path: Path, own_home: None) -> Session:
    return bare_session(tmp_path)


def five_holes() -> GameConfig:
    seats = (Seat("Kari"), Seat("Ola"))
    return GameConfig(load_ruleset("norwegian-4", rules=["match.holes=5"]), seats, seed=3,
                      animations=False, bot_delay=0.0)


async def test_holes_a_computer_played_for_ola_are_not_in_her_statistics(
    session: Session,
) -> None:
    app = GolfApp(five_holes(), session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        while ctrl.match.hole_number < 2:  # hole 1: her own
            await driver.step()
        await until_at_keys(driver, "Kari")
        assert ctrl.match.hole_number == 2
        await leaves(pilot)
        await driver.settle()
        # holes 2 to 4 the computer's: she is back during hole 4, after a move of the
        # computer's for her in it (a hole is hers only if she played all of it)
        while 4 not in ctrl.stood_in.get(OLA, ()):
            assert driver.steps < 3000
            await driver.step()
        await until_at_keys(driver, "Kari")
        assert ctrl.match.hole_number == 4
        run(app, "Ola plays again")
        await driver.settle()
        assert ctrl.stood_in == {OLA: {2, 3, 4}}
        while not ctrl.match.finished:  # hole 5: hers again
            assert driver.steps < 3000
            await driver.step()
    entries, problems = session.store.history()
    assert not problems and len(entries) == 1
    entry = entries[0]
    assert entry.stood_in == ((), (2, 3, 4))
    ola = next(s for s in player_stats(entries) if s.name == "Ola")
    own = [entry.holes[0][OLA], entry.holes[4][OLA]]
    (line,) = ola.rulesets
    assert (ola.matches, ola.stood_in, line.holes) == (1, 1, 2)
    assert line.mean_hole == sum(own) / 2 and line.best_hole == min(own)
    assert line.best_match == {}  # her total is partly the computer's
    kari = next(s for s in player_stats(entries) if s.name == "Kari")
    assert kari.stood_in == 0 and kari.rulesets[0].holes == 5
