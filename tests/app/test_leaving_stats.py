"""The statistics count only the holes a person played themselves: Ola leaves the table in
hole 2 and is back in hole 3, a computer plays for her in between; the history keeps which holes
were the computer's (``stood_in``: any hole it moved in), and her mean and best hole are of
holes 1 and 4 alone. The match is hers all the same (won or lost), marked as one a computer
stood in for."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.session import Session, bare_session, stood_in
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.storage import SavedMatch
from golf_tui.storage.history import player_stats

from .conftest import at_the_draw
from .test_leaving import leaves, run, until_at_keys

KARI, OLA = 0, 1


@pytest.fixture
def session(tmp_path: Path, own_home: None) -> Session:
    return bare_session(tmp_path)


def holes(count: int) -> GameConfig:
    seats = (Seat("Kari"), Seat("Ola"))
    return GameConfig(load_ruleset("norwegian-4", rules=[f"match.holes={count}"]), seats,
                      seed=3, animations=False, bot_delay=0.0)


async def test_holes_a_computer_played_for_ola_are_not_in_her_statistics(
    session: Session,
) -> None:
    app = GolfApp(holes(4), session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        while ctrl.match.hole_number < 2:  # hole 1: her own
            await driver.step()
        await until_at_keys(driver, "Kari")
        assert ctrl.match.hole_number == 2
        await leaves(pilot)
        await driver.settle()
        # holes 2 and 3 the computer's: she is back during hole 3, after a move of the
        # computer's for her in it (a hole is hers only if she played all of it). Four holes
        # (five before): hole 2 all the computer's, hole 3 partly, as holes 3 and 4 were.
        while 3 not in ctrl.stood_in.get(OLA, ()):
            assert driver.steps < 3000
            await driver.step()
        await until_at_keys(driver, "Kari")
        assert ctrl.match.hole_number == 3
        run(app, "Ola plays again")
        await driver.settle()
        assert ctrl.stood_in == {OLA: {2, 3}}
        while not ctrl.match.finished:  # hole 4: hers again
            assert driver.steps < 3000
            await driver.step()
    entries, problems = session.store.history()
    assert not problems and len(entries) == 1
    entry = entries[0]
    assert entry.stood_in == ((), (2, 3))
    ola = next(s for s in player_stats(entries) if s.name == "Ola")
    own = [entry.holes[0][OLA], entry.holes[3][OLA]]
    (line,) = ola.rulesets
    assert (ola.matches, ola.stood_in, line.holes) == (1, 1, 2)
    assert line.mean_hole == sum(own) / 2 and line.best_hole == min(own)
    assert line.best_match == {}  # her total is partly the computer's
    kari = next(s for s in player_stats(entries) if s.name == "Kari")
    assert kari.stood_in == 0 and kari.rulesets[0].holes == 4


def saved_with(settings: dict[str, Any]) -> SavedMatch:
    """A save of a match at its hole 5, of Kari, Ola and a computer, with ``settings``."""
    c = holes(5)
    m = Match.start(c.ruleset, ["Kari", "Ola", "Bot"], 3)
    m = Match(m.table, m.players, m.seed, m.hole, 5, m.deals, m.results, m.actions, m.finished)
    return SavedMatch(m, (("Kari", "human"), ("Ola", "human"), ("Bot", "hard")), settings, "")


def test_the_save_keeps_the_holes_and_a_resume_reads_them() -> None:
    """Kept for the whole match (``seat_changes`` of earlier deals are dropped at each new
    deal): resumed, the holes are still the computer's."""
    assert stood_in(saved_with({"stood_in": [[OLA, [2, 3, 4]]]})) == {OLA: {2, 3, 4}}
    assert stood_in(saved_with({})) == {}  # an older save: every hole the person's


@pytest.mark.parametrize("value", [
    None, "2", [[OLA]], [[OLA, 2]], [[2, [1]]], [[7, [1]]], [[-1, [1]]], [[True, [1]]],
    [[OLA, [0, 6, "2", 1.5, True]]], {"1": [2]},
])  # fmt: skip
def test_a_bad_stood_in_in_a_save_is_passed_over(value: object) -> None:
    """A hand-edited or damaged value never crashes the resume: what is not a person's seat
    and holes of the match so far is left out (those holes count as the person's)."""
    assert stood_in(saved_with({"stood_in": value})) == {}
