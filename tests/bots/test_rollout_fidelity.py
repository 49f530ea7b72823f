"""The hard player's rollouts must play every seat as the real players would. From the true hole
(every card where it really is), a rollout in which the searching seat plays the hard player's
heuristic and the others the normal one must end exactly as the real hole does when those players
play it on: the same actions, the same scores. Until the rollouts counted, for each seat, the
cards it cannot see (as a player does from its view) only half of them did on norwegian-4, and
they came out pessimistic for the searching seat by 0.1 to 0.8 points a hole."""

from __future__ import annotations

import copy
import functools

import pytest
from bot_helpers import ruleset
from hypothesis import given, settings
from hypothesis import strategies as st

from golf_tui.bots import NormalBot
from golf_tui.bots.hard import HARD
from golf_tui.bots.heuristics import FORCE, HOLDING, NORMAL, START, Style, decide
from golf_tui.bots.knowledge import Rules, compile_rules, mean_value
from golf_tui.bots.notes import Notes, Tracker, situation
from golf_tui.bots.rollout import (
    decide_columns,
    decide_pairless,
    hole_situation,
    pairless_face_down,
    plain_columns,
    rollout,
    scores,
)
from golf_tui.engine import Hole, Match, apply, play, score_hole, view

CASES = [
    ("norwegian-4", (), 4),
    ("norwegian-4", (), 8),  # a 19-card stock: reshuffles
    ("norwegian-4", ("pair-bonus", "jokers"), 4),
    ("swedish-6", (), 4),
    ("danish-6", ("flip-after-discard", "flip-as-turn"), 3),
    ("nine-card", (), 4),
]


def _play_on(h: Hole, bots: list[NormalBot]) -> Hole:
    """The real players play ``h`` to its end (each seeing only its own views)."""
    while not h.over:
        seat = h.current
        for i, b in enumerate(bots):
            if i != seat:
                b.observe(view(h, i))
        h = apply(h, bots[seat].choose(view(h, seat)))
    return h


@pytest.mark.parametrize(("preset", "house", "players"), CASES,
                         ids=["+".join((p, *h, f"{n}p")) for p, h, n in CASES])
def test_a_rollout_from_the_true_hole_ends_as_the_real_players_would_end_it(
        preset: str, house: tuple[str, ...], players: int) -> None:
    rs = ruleset(preset, house, holes=2)
    checked = 0
    for seed in range(4):
        me = seed % players
        bots = [NormalBot(seed * 10 + i, HARD if i == me else NORMAL) for i in range(players)]
        notes, track = Notes(), Tracker()
        m = Match.start(rs, [f"p{i}" for i in range(players)], seed)
        deals = m.deals
        while not m.finished:
            h = m.hole
            mine = view(h, me)
            notes.observe(mine)
            track.observe(mine)
            for i, b in enumerate(bots):
                if i != h.current:
                    b.observe(view(h, i))
            if h.current == me and mine.phase == "start" and len(mine.legal) > 1:
                s = situation(mine, notes, count_kept=HARD.count_kept)
                plain = mean_value(s.rules, mine.unseen_cards())
                end, _ = rollout(h, s.rules, plain, me, HARD, s.pool, track.public(players),
                                 s.unknown)
                real = _play_on(h, copy.deepcopy(bots))
                assert end.grids == real.grids, (seed, h.turns)
                assert scores(end, s.rules) == scores(real, s.rules)
                engine = score_hole(real)  # and scored as the engine scores it
                assert scores(real, s.rules) == (engine and [g.total for g in engine])
                checked += 1
            m = play(m, bots[h.current].choose(view(h, h.current)))
            if m.deals != deals:
                deals = m.deals
                notes.forget()
                track.forget()
                for b in bots:
                    b.new_hole()
    assert checked > 15


PAIRLESS = [("norwegian-4", (), 4), ("norwegian-4", (), 8),
            ("norwegian-4", ("knock-penalty", "jokers", "peek-penalty"), 3)]


@functools.cache
def _states(preset: str, house: tuple[str, ...], players: int) -> tuple[Rules, list[Hole]]:
    """Every state of three 2-hole matches between normal players (the hole not yet over)."""
    rs = ruleset(preset, house, holes=2)
    states: list[Hole] = []
    for seed in range(3):
        m = Match.start(rs, [f"p{i}" for i in range(players)], seed)
        bots = [NormalBot(seed * 10 + i) for i in range(players)]
        while not m.finished:
            h = m.hole
            states.append(h)
            m = play(m, bots[h.current].choose(view(h, h.current)))
    return compile_rules(rs, view(states[0], 0).pack), states


@settings(max_examples=500, deadline=None)
@given(case=st.sampled_from(PAIRLESS), data=st.data())
def test_the_pairless_fast_path_decides_as_the_heuristic_exactly(
        case: tuple[str, tuple[str, ...], int], data: st.DataObject) -> None:
    # Four-card rollouts decide with ``decide_pairless`` instead of building a ``Situation``
    # for ``decide``: it must choose exactly what ``decide`` chooses, or seeded searches change.
    r, states = _states(*case)
    players = case[2]
    h = data.draw(st.sampled_from(states))
    late = data.draw(st.sampled_from([0, 7, 12, 21]))  # rounds added: the long-hole pressure
    h = h._replace(turns=h.turns + late * players)
    style = data.draw(st.sampled_from([NORMAL, HARD, Style(take_edge=0.5, knock_margin=0.0,
                                                           swap_gain=0.8, take_gain=1.0)]))
    points = st.floats(-2.0, 12.0) | st.integers(-2, 12).map(float)  # whole points make ties
    unknown = data.draw(points)
    base = data.draw(st.none() | points)
    public: tuple[int, ...] = data.draw(
        st.just(()) | st.tuples(*[st.integers(0, 15)] * players))
    pool: tuple[int, ...] = data.draw(st.just(()) | st.tuples(*[st.integers(0, 4)] * 14))
    fast = decide_pairless(h, r, unknown, style, public, pool, base)
    if h.phase in (START, HOLDING):
        assert fast == decide(hole_situation(h, r, unknown, pool, public, base, style), style)
    else:
        assert fast is None  # the opening is left to ``decide``


@pytest.mark.parametrize(("preset", "house", "fast"), [
    ("norwegian-4", (), True), ("norwegian-4", ("knock-penalty", "jokers", "peek-penalty"), True),
    ("norwegian-4", ("pair-bonus",), False), ("norwegian-4", ("face-up",), False),
    ("swedish-6", (), False), ("danish-6", ("flip-as-turn",), False),
])
def test_only_pairless_face_down_rules_take_the_fast_path(
        preset: str, house: tuple[str, ...], fast: bool) -> None:
    rs = ruleset(preset, house)
    r = compile_rules(rs, view(Match.start(rs, ["a", "b"], 1).hole, 0).pack)
    assert pairless_face_down(r) is fast


COLUMNS = [("swedish-6", (), 4), ("norwegian-6", ("jokers",), 3), ("norwegian-6", (), 6),
           ("danish-6", (), 5), ("danish-6", ("flip-after-discard", "final-lap"), 4),
           ("danish-6", ("flip-as-turn",), 3), ("nine-card", (), 4), ("nine-card", ("jokers",), 8),
           ("swedish-6", ("jokers",), 2)]


@settings(max_examples=800, deadline=None)
@given(case=st.sampled_from(COLUMNS), data=st.data())
def test_the_column_fast_path_decides_as_the_normal_heuristic_exactly(
        case: tuple[str, tuple[str, ...], int], data: st.DataObject) -> None:
    # The other seats of a six- or nine-card rollout decide with ``decide_columns``: it must
    # choose exactly what ``decide`` chooses for the normal player, or seeded searches change.
    r, states = _states(*case)
    assert plain_columns(r)
    h = data.draw(st.sampled_from(states))
    points = st.floats(-2.0, 12.0) | st.integers(-2, 12).map(float)  # whole points make ties
    unknown = data.draw(points)
    fast = decide_columns(h, r, unknown)
    slow = decide(hole_situation(h, r, unknown, (), (), None, NORMAL), NORMAL)
    assert fast is None or fast == slow
    if h.phase in (START, HOLDING) and fast is None:  # left to ``decide``: going out, and a
        down = [p for p in range(r.size) if not h.face_up[h.current] >> p & 1]  # hole that
        assert (len(down) == 1 and h.lap_left < 0) or h.turns >= FORCE * case[2]  # must end


def test_the_column_fast_path_decides_most_of_a_rollout() -> None:
    """It is worth having only if it serves most decisions: count them over whole holes."""
    r, states = _states("swedish-6", (), 4)
    served = sum(1 for h in states if decide_columns(h, r, 5.0) is not None)
    assert served > 0.8 * len(states)


@pytest.mark.parametrize(("preset", "house", "fast"), [
    ("swedish-6", (), True), ("norwegian-6", (), True), ("danish-6", (), True),
    ("danish-6", ("flip-after-discard",), True), ("danish-6", ("flip-as-turn",), True),
    ("nine-card", (), True), ("norwegian-4", (), False), ("norwegian-4", ("pair-bonus",), False),
    ("swedish-6", ("double-pairs",), False),
])
def test_only_plain_column_rules_take_the_column_fast_path(
        preset: str, house: tuple[str, ...], fast: bool) -> None:
    rs = ruleset(preset, house)
    r = compile_rules(rs, view(Match.start(rs, ["a", "b"], 1).hole, 0).pack)
    assert plain_columns(r) is fast
