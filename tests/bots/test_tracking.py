"""What a seat learns from the public last action of each view (``notes.Tracker``): cards taken
from the discard pile are known where they were put, a stock card kept face down lies below the
card it replaced, and each player knows exactly the face-down cards it has looked at. Search built
on it stays fair: its worlds give back the seat's view, and its choice depends on the view alone."""

from __future__ import annotations

import random

import pytest
from bot_helpers import QUICK_BUDGET, RULESETS, hole_at, ruleset, ruleset_id, shuffle_hidden

from golf_tui.bots import HardBot
from golf_tui.bots.heuristics import START, Situation
from golf_tui.bots.knowledge import Rules, compile_rules, hidden_value
from golf_tui.bots.notes import Tracker
from golf_tui.bots.rollout import hole_situation, scores
from golf_tui.bots.sampling import determinise
from golf_tui.engine import Hole, Match, Ruleset, view

FACE_DOWN = [c for c in RULESETS if c[0] == "norwegian-4" and "face-up" not in c[1]]


def watched(rs: Ruleset, seed: int, steps: int, seat: int = 0
            ) -> tuple[Hole, Tracker, HardBot]:
    """A hole between normal players ``steps`` actions in, a tracker and a hard player that saw
    every view of ``seat``."""
    track = Tracker()
    hard = HardBot(seed, budget=QUICK_BUDGET, min_worlds=1)

    def see(h: Hole) -> None:
        track.observe(view(h, seat))
        hard.observe(view(h, seat))

    h, _ = hole_at(rs, 4, seed, steps, watch=see)
    track.observe(view(h, seat))
    return h, track, hard


@pytest.mark.parametrize("case", FACE_DOWN, ids=ruleset_id)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tracker_matches_the_table(case: tuple[str, tuple[str, ...]], seed: int) -> None:
    rs = ruleset(*case)
    h, track, _ = watched(rs, seed, steps=60)
    values = [rs.values[c.rank.value] for c in h.table.pack]
    for s in range(1, 4):
        down = ~h.face_up[s] & h.table.full
        assert track.knows[s] & down == h.seen[s] & down
        for p in h.face_down(s):
            card = track.cards[s][p]
            if card >= 0:
                assert h.grids[s][p] == card
            else:  # a stock card kept, or a dealt card kept while better ones went by
                assert values[h.grids[s][p]] < track.bounds[s][p]


@pytest.mark.parametrize("case", RULESETS, ids=ruleset_id)
@pytest.mark.parametrize("steps", [0, 15, 45])
def test_tracked_world_gives_the_same_view(case: tuple[str, tuple[str, ...]], steps: int) -> None:
    rs = ruleset(*case)
    h, track, _ = watched(rs, steps + 2, steps)
    v = view(h, 0)
    world = determinise(v, {}, random.Random(steps), track)
    assert view(world, 0) == v
    cards = [c for g in world.grids for c in g] + list(world.stock)
    cards += list(world.discard_pile()) + ([world.held] if world.held >= 0 else [])
    assert sorted(cards) == list(range(len(h.table.pack)))
    for s in range(1, 4):
        for p in world.face_down(s):
            if track.cards[s][p] >= 0:
                assert world.grids[s][p] == track.cards[s][p]


@pytest.mark.parametrize("case", FACE_DOWN, ids=ruleset_id)
def test_tracking_hard_player_decides_from_the_view(case: tuple[str, tuple[str, ...]]) -> None:
    rs = ruleset(*case)
    for steps in (12, 33):
        h, _, hard = watched(rs, 5, steps, seat=0)
        while h.current != 0 or h.over:
            steps += 1
            h, _, hard = watched(rs, 5, steps, seat=0)
        _, _, twin = watched(rs, 5, steps, seat=0)  # the same bot, having seen the same views
        v = view(h, 0)
        other = shuffle_hidden(h, 0, random.Random(steps))
        assert view(other, 0) == v
        assert hard.choose(v) == twin.choose(view(other, 0))


def test_rollout_counts_publicly_known_cards_in_the_others_estimates() -> None:
    """In a rollout a seat judges the others as the normal player does: a face-down card that
    everybody saw go in (taken from the discard pile) counts at its value, the rest at the
    hidden-card estimate."""
    rs = ruleset("norwegian-4")
    r = compile_rules(rs, view(Match.start(rs, ["a", "b", "c", "d"], 1).hole, 0).pack)
    for steps in range(0, 60, 3):
        h, _ = hole_at(rs, 4, 5, steps)
        if h.phase == START and h.lap_left < 0:
            break
    else:
        raise AssertionError("no start of a turn outside the final lap")
    others = [s for s in range(4) if s != h.current]
    blind = hole_situation(h, r, 6.5)
    every = hole_situation(h, r, 6.5, public=[(1 << r.size) - 1] * 4)
    exact = scores(h, r)
    assert exact is not None
    assert every.others == [exact[s] for s in others]
    assert blind.others != every.others  # the hidden-card estimate is not the truth
    one = hole_situation(h, r, 6.5, public=[1] * 4)  # position 0 of every grid is known
    for got, full, s in zip(one.others, blind.others, others, strict=True):
        g = h.grids[s][0]
        assert got == pytest.approx(full - blind_card(h, r, blind) + r.values[r.rank_of[g]])


def blind_card(h: Hole, r: Rules, s: Situation) -> float:
    """What one hidden card of another seat counts in ``s`` (none is face up in norwegian-4)."""
    n = len(h.grids)
    return hidden_value(s.unknown, min(r.values) + 1.0, h.turns / n)
