"""The hard player values the end of every rollout with ``rollout.scores``, the bots' own fast
scoring (``knowledge.estimate`` of each grid, the peeks, the knock). Once every card is known it
must give exactly what the engine's ``score_hole`` gives, under every preset, every combination
of house rules and options, and the edge values a ``--rule`` can set (a penalty of 0 points, a
bonus of 0 or above 0, jokers that pair, a knock where the preset has none). Until 2026-12 it
took the knock penalty's points for its switch: with ``knock_penalty.points=0`` a knocker with
the lowest score kept its points, where the engine scores it 0, so the search valued such knocks
wrongly."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from golf_tui.bots.knowledge import Rules, compile_rules
from golf_tui.bots.rollout import scores
from golf_tui.engine import (
    Hole,
    Ruleset,
    RulesetError,
    Table,
    apply,
    deal,
    legal_actions,
    score_hole,
)
from golf_tui.engine.hole import OVER
from golf_tui.presets import load_ruleset, preset_data, preset_names

# ``--rule`` changes to the edges of what a ruleset may say, by key: each is drawn or not, and
# every combination the ruleset refuses (a knock penalty without a knock, a bonus without column
# pairs, too few cards) is skipped.
EDGES: dict[str, tuple[str, ...]] = {
    "knock": ("true",),
    "knock_penalty.enabled": ("true",),
    "knock_penalty.points": ("0", "25"),
    "knock_penalty.tie_counts_as_lowest": ("false",),
    "peek_penalty.enabled": ("true",),
    "peek_penalty.points": ("0", "3"),
    "pairs": ("none", "column", "anywhere"),
    "jokers_pair": ("true",),
    "jokers_per_deck": ("2",),
    "two_pair_bonus.kind": ("any", "same_rank"),
    "two_pair_bonus.value": ("0", "7"),
    "values.K": ("-3",),
    "values.JK": ("0",),
    "values.5": ("0",),
    "grid": ("2x2", "2x3", "3x3"),
    "decks.count": ("2",),
}


def _house_choices(preset: str) -> list[list[str]]:
    """Per house rule of ``preset``, the ways to switch it on (``key``, or ``key=option`` each)."""
    rules = preset_data(preset).get("house_rules", {})
    return [[f"{key}={option}" for option in rule["options"]] if rule.get("options") else [key]
            for key, rule in rules.items()]


Made = tuple[str, tuple[str, ...], tuple[str, ...]]  # preset, house rules, ``--rule``s


@functools.cache
def _ruleset(made: Made) -> Ruleset | None:
    try:
        return load_ruleset(*made)
    except RulesetError:
        return None


@functools.cache
def _table(made: Made, players: int) -> tuple[Table, Rules]:
    rs = _ruleset(made)
    assert rs is not None
    table = Table(rs, players)
    return table, compile_rules(rs, table.pack)


@st.composite
def _rulesets(draw: st.DrawFn) -> tuple[Made, Ruleset]:
    preset = draw(st.sampled_from(preset_names()))
    house = tuple(choice for options in _house_choices(preset)
                  if (choice := draw(st.none() | st.sampled_from(options))) is not None)
    edges = tuple(f"{key}={value}" for key, values in EDGES.items()
                  if (value := draw(st.sampled_from((None, None, *values)))) is not None)
    made = (preset, house, edges)
    rs = _ruleset(made)
    if rs is None:
        reject()
    return made, rs


def _twin(grids: list[list[int]], pack: tuple[int, ...], rest: list[int], seat: int,
          rival: int) -> None:
    """Give ``seat`` the ranks of ``rival``'s grid where the undealt cards allow (a tie)."""
    for p, card in enumerate(grids[rival]):
        same = [c for c in rest if pack[c] == pack[card]]
        if same:
            rest.remove(same[0])
            rest.append(grids[seat][p])
            grids[seat][p] = same[0]


@st.composite
def _revealed_holes(draw: st.DrawFn) -> tuple[Hole, Rules]:
    """A dealt hole ended and turned face up: any knocker, any peeks paid."""
    made, rs = draw(_rulesets())
    players = draw(st.integers(rs.players.min, rs.players.max))
    table, r = _table(made, players)
    h = deal(table, draw(st.integers(0, players - 1)), random.Random(draw(st.integers(0, 2**32))))
    knocker = draw(st.integers(-1, players - 1)) if rs.knock else -1
    grids = [list(g) for g in h.grids]
    if knocker >= 0 and draw(st.booleans()):
        rest = list(h.stock)
        _twin(grids, r.rank_of, rest, knocker, draw(st.sampled_from(
            [s for s in range(players) if s != knocker])))
    peeks = (tuple(draw(st.lists(st.integers(0, 4), min_size=players, max_size=players)))
             if rs.peek_penalty.enabled else h.peeks)
    ending = "knock" if knocker >= 0 else draw(st.sampled_from(["all_face_up", "empty_stock"]))
    return h._replace(phase=OVER, ending=ending, knocker=knocker, peeks=peeks,
                      grids=tuple(tuple(g) for g in grids),
                      face_up=(table.full,) * players), r


@st.composite
def _played_holes(draw: st.DrawFn) -> tuple[Hole, Rules]:
    """A hole played to its end by random legal moves (peeks, knocks and voided deals too)."""
    made, rs = draw(_rulesets())
    players = draw(st.integers(rs.players.min, rs.players.max))
    table, r = _table(made, players)
    rng = random.Random(draw(st.integers(0, 2**32)))
    h = deal(table, 0, rng)
    for _ in range(3000):
        if h.over:
            return h, r
        legal = legal_actions(h)
        h = apply(h, legal[int(rng.random() * len(legal))])
    reject()


def _same(h: Hole, r: Rules) -> None:
    engine = score_hole(h)
    mine = scores(h, r)
    if engine is None:
        assert mine is None
    else:
        rs = h.table.ruleset
        assert mine == [s.total for s in engine], (
            rs.name, rs.active_house_rules, rs.pairs, rs.jokers_pair, rs.two_pair_bonus,
            rs.knock_penalty, rs.peek_penalty, h.knocker, h.peeks)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(case=_revealed_holes())
def test_the_bots_score_a_revealed_hole_as_the_engine_does(case: tuple[Hole, Rules]) -> None:
    _same(*case)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(case=_played_holes())
def test_the_bots_score_a_played_hole_as_the_engine_does(case: tuple[Hole, Rules]) -> None:
    _same(*case)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_knock_penalty_of_0_points_still_scores_the_lowest_knocker_0(players: int) -> None:
    # The review's case: the rule on, its penalty 0 points. A knocker with the lowest score
    # scores 0; the bots once left it its points, as if the rule were off.
    table, r = _table(("norwegian-4", ("knock-penalty",), ("knock_penalty.points=0",)), players)
    h = deal(table, 0, random.Random(0))
    totals = [sum(r.value_of(table.pack[c]) for c in g) for g in h.grids]
    knocker = totals.index(min(totals))
    h = h._replace(phase=OVER, ending="knock", knocker=knocker, face_up=(table.full,) * players)
    engine = score_hole(h)
    assert engine is not None and engine[knocker].total == 0
    assert scores(h, r) == [s.total for s in engine]
