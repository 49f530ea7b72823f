"""Fair by construction: a bot's decision depends only on its seat's view (and its seed). Two
holes that give the same view, whatever lies face down elsewhere or in the stock, get the same
decision; and a determinised world for search gives back exactly that view."""

from __future__ import annotations

import random

import pytest
from bot_helpers import LEVELS, RULESETS, bot, hole_at, ruleset, ruleset_id, shuffle_hidden

from golf_tui.bots.sampling import determinise
from golf_tui.engine import view

CASES = [c for i, c in enumerate(RULESETS) if i % 2 == 0 or c[0] == "norwegian-4"]


@pytest.mark.parametrize("case", CASES, ids=ruleset_id)
@pytest.mark.parametrize("steps", [1, 9, 30, 70])
def test_same_view_same_decision(case: tuple[str, tuple[str, ...]], steps: int) -> None:
    """Shuffling every hidden card leaves the view, and so each level's choice, unchanged."""
    rs = ruleset(*case)
    h, _ = hole_at(rs, 3, seed=steps, steps=steps)
    seat = h.current
    rng = random.Random(steps)
    other = shuffle_hidden(h, seat, rng)
    assert other.grids != h.grids or other.stock != h.stock
    v1, v2 = view(h, seat), view(other, seat)
    assert v1 == v2
    for kind in LEVELS:
        assert bot(kind, 7).choose(v1) == bot(kind, 7).choose(v2), kind


@pytest.mark.parametrize("case", CASES, ids=ruleset_id)
def test_watching_bot_same_decision(case: tuple[str, tuple[str, ...]]) -> None:
    """A bot that watched the hole so far (its notes) still decides from its views alone."""
    rs = ruleset(*case)
    h, bots = hole_at(rs, 4, seed=3, steps=25)
    seat = h.current
    other = shuffle_hidden(h, seat, random.Random(1))
    watcher = bots[seat]
    a1 = watcher.choose(view(h, seat))
    a2 = watcher.choose(view(other, seat))
    assert a1 == a2


@pytest.mark.parametrize("case", RULESETS, ids=ruleset_id)
@pytest.mark.parametrize("steps", [0, 12, 40])
def test_determinised_world_gives_the_same_view(case: tuple[str, tuple[str, ...]],
                                                steps: int) -> None:
    """A sampled world shows the seat exactly what it saw, and holds every card once."""
    rs = ruleset(*case)
    h, _ = hole_at(rs, 4, seed=steps + 1, steps=steps)
    for seat in range(4):
        v = view(h, seat)
        world = determinise(v, {}, random.Random(seat))
        w = view(world, seat)
        assert w == v
        cards = [c for g in world.grids for c in g] + list(world.stock)
        cards += list(world.discard_pile()) + ([world.held] if world.held >= 0 else [])
        assert sorted(cards) == list(range(len(h.table.pack)))
