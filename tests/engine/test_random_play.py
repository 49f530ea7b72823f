"""Random legal play across every preset, 2–8 players and conflict-free house-rule combinations,
checking the invariants of golf_helpers after every single step (the rules specification,
RULES.md §3–§5, §9)."""

from __future__ import annotations

import random

import pytest
from golf_helpers import (
    PRESETS,
    check_legality,
    check_state,
    check_step,
    check_views,
    house_combinations,
    ruleset,
)  # fmt: skip
from hypothesis import given, note
from hypothesis import strategies as st

from golf_tui.engine import (
    IllegalAction,
    Match,
    Table,
    advance,
    apply,
    deal,
    legal_actions,
    match_from_json,
    match_to_json,
    play,
)  # fmt: skip
from golf_tui.engine.hole import OPENING

EXTRA_KNOBS = (
    (),
    ("empty_stock=end_hole",),
    ("empty_stock=redeal",),
    ("knock_penalty.tie_counts_as_lowest=false",),
)


@st.composite
def tables(draw: st.DrawFn, name: str | None = None) -> Table:
    """A table of a preset (``name``, else any), its house rules and players drawn."""
    name = name or draw(st.sampled_from(PRESETS))
    house = draw(st.sampled_from(house_combinations(name)))
    extra = draw(st.sampled_from(EXTRA_KNOBS))
    if extra and extra[0].startswith("knock_penalty") and "knock-penalty" not in house:
        extra = ()
    rules = ruleset(name, *house, rules=extra)
    players = draw(st.integers(rules.players.min, rules.players.max))
    note(f"{name} {house} {extra} players={players}")
    return Table(rules, players)


@given(table=tables(), seed=st.integers(0, 2**32), dealer=st.integers(0, 7))
def test_random_holes_keep_every_invariant(table: Table, seed: int, dealer: int) -> None:
    """Play one whole hole at random; check cards, turn order, laps, endings, scores, views and
    refusals after every step."""
    rng = random.Random(seed)
    h = deal(table, dealer % table.players, random.Random(seed))
    lap: dict[str, int] = {}
    check_state(h)
    check_views(h)
    steps = 0
    while not h.over:
        check_legality(h)
        action = rng.choice(legal_actions(h))
        after = apply(h, action)
        check_step(h, action, after, lap)
        check_state(after)
        check_views(after)
        h = after
        steps += 1
        assert steps < 5000, "a hole that does not end"
    check_legality(h)
    assert legal_actions(h) == ()


@given(table=tables(), seed=st.integers(0, 2**32))
def test_random_matches_follow_the_match_rules(table: Table, seed: int) -> None:
    """Whole (short) matches: dealer rotation, first player, hole numbering, void deals, match
    end, totals and winners, and a JSON round trip of the finished match."""
    rules = table.ruleset
    end = "target" if rules.match.end == "target" else "holes"
    rules = rules.model_copy(
        update={"match": rules.match.model_copy(update={"holes": 2, "target": 30})}
    )
    names = [f"p{i}" for i in range(table.players)]
    m = Match.start(rules, names, seed)
    rng = random.Random(seed)
    n = table.players
    while not m.finished:
        before = m
        m = play(m, rng.choice(legal_actions(m.hole)))
        if m.deals != before.deals or m.finished:
            last = m.results[-1]
            assert last.hole == before.hole_number
            assert last.dealer == before.hole.dealer and last.first == (last.dealer + 1) % n
            if not m.finished:
                voided = last.scores is None
                assert m.hole.dealer == (last.dealer if voided else (last.dealer + 1) % n)
                assert m.hole_number == last.hole + (0 if voided else 1)
                assert m.hole.first == (m.hole.dealer + 1) % n == m.hole.current
                assert m.hole.phase == OPENING or rules.opening.count == 0
        assert len(m.results) < 500
    scored = [r for r in m.results if r.scores is not None]
    assert all(r.ending == "redeal" for r in m.results if r.scores is None)
    totals = [sum(r.scores[s].total for r in scored if r.scores) for s in range(n)]
    assert list(m.totals) == totals
    assert list(m.winners) == [s for s in range(n) if totals[s] == min(totals)]
    if end == "holes":
        assert len(scored) == 2
    else:
        assert max(totals) >= 30
        running = [0] * n
        for r in scored[:-1]:
            running = [a + b.total for a, b in zip(running, r.scores or (), strict=True)]
            assert max(running) < 30, "the match went on after a total reached the target"
    try:
        play(m, legal_actions(m.hole)[0] if legal_actions(m.hole) else m.actions[-1])
    except IllegalAction as e:
        assert "over" in str(e) and e.code == "match_over"
    else:
        raise AssertionError("a finished match accepted another action")
    back = match_from_json(match_to_json(m))
    assert back.results == m.results and back.hole == m.hole and back.finished


@pytest.mark.parametrize("name", PRESETS)
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_advance_from_the_applied_hole_is_play(name: str, data: st.DataObject,
                                               seed: int) -> None:
    """``advance(m, a, apply(m.hole, a))`` is ``play(m, a)`` at every step of whole (short)
    random matches of every preset: within a hole, at its end (scored, the next one dealt, a
    voided deal dealt again) and at the match's end; and a finished match refuses it as
    ``play`` does."""
    table = data.draw(tables(name))
    rules = table.ruleset
    rules = rules.model_copy(
        update={"match": rules.match.model_copy(update={"holes": 2, "target": 30})}
    )
    m = Match.start(rules, [f"p{i}" for i in range(table.players)], seed)
    rng = random.Random(seed)
    while not m.finished:
        action = rng.choice(legal_actions(m.hole))
        played = play(m, action)
        assert advance(m, action, apply(m.hole, action)) == played
        m = played
        assert len(m.results) < 500
    try:
        advance(m, m.actions[-1], m.hole)
    except IllegalAction as e:
        assert e.code == "match_over"
    else:
        raise AssertionError("a finished match went on")
