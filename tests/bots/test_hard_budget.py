"""The hard player thinks within a budget of rollout actions that depends on the grid: an action
costs more on a larger grid, so a nine-card decision gets fewer than a four-card one, and a
budget given explicitly overrides the table."""

from __future__ import annotations

import pytest
from bot_helpers import hole_at, ruleset

import golf_tui.bots.hard as hard
from golf_tui.bots import HardBot
from golf_tui.engine import view


def _steps_in_one_search(preset: str, monkeypatch: pytest.MonkeyPatch,
                         budget: int | None = None) -> tuple[int, int]:
    """(rollout actions, worlds) the hard player spends on its first searched decision."""
    spent = {"steps": 0, "calls": 0}
    rollout = hard.rollout

    def counted(*args: object, **kwargs: object) -> object:
        end, used = rollout(*args, **kwargs)  # type: ignore[arg-type]
        spent["steps"] += used + 1
        spent["calls"] += 1
        return end, used

    monkeypatch.setattr(hard, "rollout", counted)
    rs = ruleset(preset)
    for steps in range(20, 80):
        h, _ = hole_at(rs, 4, 7, steps)
        v = view(h, h.current)
        if v.phase == "start" and len(v.legal) > 1:
            HardBot(3, budget=budget).choose(v)
            if spent["calls"]:
                return spent["steps"], spent["calls"]
    raise AssertionError(f"no searched decision found on {preset}")


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6", "nine-card"])
def test_the_budget_follows_the_grid(preset: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rows, cols = ruleset(preset).grid.split("x")
    budget = hard.BUDGETS[int(rows) * int(cols)]
    steps, calls = _steps_in_one_search(preset, monkeypatch)
    # It stops at the first world past its budget (or at the world limit) ...
    assert steps >= budget or calls >= hard.MAX_WORLDS[int(rows) * int(cols)]
    # ... so it overshoots by one world at most: a rollout per candidate (8 at most).
    assert steps < budget + 8 * steps / calls


def test_an_explicit_budget_overrides_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    small, _ = _steps_in_one_search("norwegian-4", monkeypatch, budget=500)
    assert small < hard.BUDGETS[4] // 2


@pytest.mark.parametrize(("worlds", "lead", "taken"), [
    (6, 2.5, False),  # 6 worlds: 3 points needed
    (6, 3.2, True),
    (12, 1.2, False),  # 12 worlds: 1.5 points
    (12, 1.6, True),
    (40, 0.8, True),  # from 24 worlds up: the usual 0.75
    (40, 0.7, False),
])
def test_few_worlds_ask_for_a_larger_lead(worlds: int, lead: float, taken: bool,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A candidate that leads the heuristic's choice in every world alike (no doubt about the
    standard error) replaces it only by the points asked for with that many worlds."""

    def weigher(gain: float) -> object:
        def weigh(self: HardBot, view: object, s: object, candidates: list[object],
                  *rest: object) -> tuple[list[float], list[float], int]:
            gains = [0.0] * len(candidates)
            squares = [0.0] * len(candidates)
            gains[1], squares[1] = gain * worlds, gain * gain * worlds  # alike in every world
            return gains, squares, worlds
        return weigh

    rs = ruleset("swedish-6")
    for steps in range(20, 80):
        h, _ = hole_at(rs, 4, 7, steps)
        v = view(h, h.current)
        if v.phase == "start" and len(v.legal) > 1:
            break
    monkeypatch.setattr(HardBot, "weigh", weigher(0.0))
    default = HardBot(3).choose(v)  # the heuristic's choice: nothing gains
    monkeypatch.setattr(HardBot, "weigh", weigher(lead))
    assert (HardBot(3).choose(v) != default) is taken
