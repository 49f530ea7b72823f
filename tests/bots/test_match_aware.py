"""The scorecard reaches the computer players, and in a match's last holes the hard player plays
to win the match rather than the hole: a safe lead or a lost cause stops counting, a close race
counts double."""

from __future__ import annotations

import pytest
from bot_helpers import hole_at, ruleset
from hypothesis import given
from hypothesis import strategies as st

import golf_tui.bots.hard as hard
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.bots import HardBot, NormalBot
from golf_tui.bots.heuristics import decide
from golf_tui.bots.notes import Notes, situation
from golf_tui.bots.rollout import match_value
from golf_tui.engine import Action, Match, SeatView, view
from golf_tui.simulate import play_match, play_on

SPREAD = hard.HOLE_SPREADS[4]


class Recording(NormalBot):
    """A normal player that writes down every scorecard it is shown."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.shown: list[tuple[tuple[int, ...], int | None]] = []

    def standings(self, totals: tuple[int, ...], holes_left: int | None) -> None:
        self.shown.append((totals, holes_left))


def _scorecard(m: Match) -> list[tuple[tuple[int, ...], int | None]]:
    """Each scored or voided deal's standing before it: totals so far and holes after it."""
    holes = m.holes_to_play
    out, totals, number = [], [0] * len(m.players), 1
    for r in m.results:
        out.append((tuple(totals), None if holes is None else holes - number))
        if r.scores is not None:
            totals = [t + s.total for t, s in zip(totals, r.scores, strict=True)]
            number += 1
    return out


@pytest.mark.parametrize(("house", "rules"), [((), ["match.holes=3"]), (("to-100",), [])])
def test_every_bot_is_shown_the_scorecard_before_each_hole(
        house: tuple[str, ...], rules: list[str]) -> None:
    from golf_tui.presets import load_ruleset

    rs = load_ruleset("norwegian-4", house, rules)
    bots = [Recording(i) for i in range(3)]
    m = play_match(rs, bots, seed=5)
    expected = _scorecard(m)
    for b in bots:
        # one showing per deal; the one after the last hole is never needed
        assert b.shown == expected
    if rules:
        assert [left for _, left in expected if left is not None][-1] == 0
    else:
        assert all(left is None for _, left in expected)


def test_a_match_stopped_at_a_hole_plays_on_as_if_never_stopped() -> None:
    """``play_on`` stops before the first hole ``until`` names (nothing of it played) and goes
    on from there exactly as an unbroken match, scorecards included."""
    rs = ruleset("norwegian-4", holes=4)
    whole = play_match(rs, [Recording(i) for i in range(3)], seed=8)
    bots = [Recording(i) for i in range(3)]
    m = play_on(Match.start(rs, ["a", "b", "c"], 8), bots, until=lambda m: m.hole_number == 3)
    assert m.hole_number == 3 and m.hole.turns == 0 and not m.finished
    assert [left for _, left in bots[0].shown] == [3, 2]
    m = play_on(m, bots)
    assert m.actions == whole.actions and m.totals == whole.totals
    assert bots[0].shown == _scorecard(whole)


def test_the_table_shows_its_computer_players_the_scorecard(
        monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[Recording] = []

    def make(kind: str, seed: int) -> Recording:
        made.append(Recording(seed))
        return made[-1]

    monkeypatch.setattr("golf_tui.bots.make_bot", make)
    seats = (Seat("A", "bot:normal"), Seat("B", "bot:normal"))
    c = Controller(GameConfig(ruleset("norwegian-4", holes=2), seats, seed=4))
    while not c.match.finished:
        c.apply(c.bots[c.current].choose(c.bot_view()))
    expected = _scorecard(c.match)
    assert len(made) == 2
    for b in made:
        assert b.shown == expected


def test_early_in_a_match_a_point_is_worth_a_point() -> None:
    """Near a tie with holes to go, the match value moves like the hole reward: a point."""
    totals = (30, 30, 30, 30)
    base = match_value((10, 10, 10, 10), 0, totals, 6, SPREAD)
    better = match_value((9, 10, 10, 10), 0, totals, 6, SPREAD)
    assert better - base == pytest.approx(1.0, rel=0.1)


def test_in_the_last_hole_a_safe_lead_and_a_lost_cause_stop_counting() -> None:
    ahead, behind = (10, 40, 40, 40), (40, 10, 40, 40)
    for hole in (5.0, 0.0):
        won = match_value((hole, 5, 5, 5), 0, ahead, 0, SPREAD)
        lost = match_value((hole, 5, 5, 5), 0, behind, 0, SPREAD)
        assert lost == pytest.approx(0.0, abs=1e-6)
        assert won == pytest.approx(match_value((-20, 5, 5, 5), 0, ahead, 0, SPREAD))
    # a close race: the point that decides it is worth far more than a point of hole score
    close = (20, 21, 40, 40)
    assert match_value((4, 5, 9, 9), 0, close, 0, SPREAD) - match_value(
        (6, 5, 9, 9), 0, close, 0, SPREAD) > 2.0


def test_a_tie_for_the_lowest_total_is_half_a_win() -> None:
    alone = match_value((0, 5), 0, (10, 20), 0, SPREAD)
    tied = match_value((0, 5), 0, (15, 10), 0, SPREAD)
    assert tied == pytest.approx(alone / 2, rel=1e-3)


@given(st.lists(st.integers(0, 120), min_size=2, max_size=8), st.integers(0, 8),
       st.integers(-10, 40), st.integers(1, 10))
def test_a_lower_score_is_never_worse(totals: list[int], left: int, mine: int,
                                      gain: int) -> None:
    points = [10] * len(totals)
    worse = match_value([mine, *points[1:]], 0, totals, left, SPREAD)
    better = match_value([mine - gain, *points[1:]], 0, totals, left, SPREAD)
    assert better >= worse


def _searched_decision() -> tuple[SeatView, int]:
    rs = ruleset("norwegian-4")
    for steps in range(20, 80):
        h, _ = hole_at(rs, 4, 7, steps)
        v = view(h, h.current)
        if v.phase == "start" and len(v.legal) > 1:
            return v, h.current
    raise AssertionError("no searched decision found")


@pytest.mark.parametrize(("left", "aware"), [(None, False), (8, False), (3, False), (2, True),
                                             (0, True)])
def test_the_search_plays_for_the_match_in_its_last_three_holes(
        left: int | None, aware: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"match": 0, "hole": 0}
    match_reward, reward = hard.match_reward, hard.reward

    def counted_match(*args: object) -> float:
        calls["match"] += 1
        return match_reward(*args)  # type: ignore[arg-type]

    def counted_hole(*args: object) -> float:
        calls["hole"] += 1
        return reward(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(hard, "match_reward", counted_match)
    monkeypatch.setattr(hard, "reward", counted_hole)
    v, _ = _searched_decision()
    bot = HardBot(3, budget=300)
    bot.standings((12, 30, 18, 25), left)
    action: Action = bot.choose(v)
    assert action in v.legal
    assert (calls["match"] > 0, calls["hole"] > 0) == (aware, not aware)


def test_with_the_match_decided_the_hard_player_keeps_its_heuristic() -> None:
    """At a decision where the search overrules the heuristic when playing for the hole, a lead
    of 60 on the last hole (nothing can lose it) leaves the heuristic's choice standing."""
    rs = ruleset("norwegian-4")
    for seed, steps in ((seed, steps) for seed in range(3, 8) for steps in range(12, 60, 3)):
        h, _ = hole_at(rs, 4, seed, steps)
        v = view(h, h.current)
        if v.phase != "start" or len(v.legal) < 2:
            continue
        notes = Notes()
        notes.observe(v)
        default = decide(situation(v, notes), hard.HARD)
        if HardBot(seed, budget=2_000).choose(v) == default:
            continue
        safe = HardBot(seed, budget=2_000)
        safe.standings(tuple(0 if p == v.seat else 60 for p in range(v.players)), 0)
        assert safe.choose(v) == default
        return
    raise AssertionError("the search never overruled the heuristic")
