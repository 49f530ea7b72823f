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
        self.shown: list[tuple[tuple[int, ...], int | None, int]] = []

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        super().standings(totals, holes_left, redeals, deal)
        self.shown.append((totals, holes_left, redeals))


def _scorecard(m: Match) -> list[tuple[tuple[int, ...], int | None, int]]:
    """Each scored or voided deal's standing before it: totals so far, holes after it and the
    deals voided in a row just before it."""
    holes = m.holes_to_play
    out, totals, number, voided = [], [0] * len(m.players), 1, 0
    for r in m.results:
        out.append((tuple(totals), None if holes is None else holes - number, voided))
        if r.scores is not None:
            totals = [t + s.total for t, s in zip(totals, r.scores, strict=True)]
            number += 1
            voided = 0
        else:
            voided += 1
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
        assert [left for _, left, _ in expected if left is not None][-1] == 0
    else:
        assert all(left is None for _, left, _ in expected)


def test_a_deal_after_a_voided_one_is_shown_as_such() -> None:
    """Danish Golf voids a deal whose stock runs out; the bots are told before the next deal
    of the same hole (they then make sure it ends) and not after a scored one."""
    from golf_tui.presets import load_ruleset

    rs = load_ruleset("danish-6", (), ["match.holes=2"])
    bots = [Recording(i) for i in range(4)]
    m = play_match(rs, bots, seed=3)
    assert [r.ending for r in m.results] == ["all_face_up", "redeal", "all_face_up"]
    assert [(left, redeals) for _, left, redeals in bots[0].shown] == [(1, 0), (0, 0), (0, 1)]
    assert all(b.shown == _scorecard(m) for b in bots)


def test_a_match_stopped_at_a_hole_plays_on_as_if_never_stopped() -> None:
    """``play_on`` stops before the first hole ``until`` names (nothing of it played) and goes
    on from there exactly as an unbroken match, scorecards included."""
    rs = ruleset("norwegian-4", holes=4)
    whole = play_match(rs, [Recording(i) for i in range(3)], seed=8)
    bots = [Recording(i) for i in range(3)]
    m = play_on(Match.start(rs, ["a", "b", "c"], 8), bots, until=lambda m: m.hole_number == 3)
    assert m.hole_number == 3 and m.hole.turns == 0 and not m.finished
    assert [left for _, left, _ in bots[0].shown] == [3, 2]
    m = play_on(m, bots)
    assert m.actions == whole.actions and m.totals == whole.totals
    assert bots[0].shown == _scorecard(whole)


@pytest.mark.parametrize(("preset", "players", "seed"), [("norwegian-4", 2, 4), ("danish-6", 4, 3)])
def test_the_table_shows_its_computer_players_the_scorecard(
        monkeypatch: pytest.MonkeyPatch, preset: str, players: int, seed: int) -> None:
    made: list[Recording] = []

    def make(kind: str, seed: int) -> Recording:
        made.append(Recording(seed))
        return made[-1]

    monkeypatch.setattr("golf_tui.bots.make_bot", make)
    seats = tuple(Seat(name, "normal") for name in "ABCD"[:players])
    c = Controller(GameConfig(ruleset(preset, holes=2), seats, seed=seed))
    while not c.match.finished:
        c.apply(c.bots[c.current].choose(c.bot_view()))
    expected = _scorecard(c.match)
    assert len(made) == players
    for b in made:
        assert b.shown == expected
    voided = [r.scores is None for r in c.match.results]
    assert any(voided) == (preset == "danish-6")  # a voided deal, then the next one told so
    assert any(redeals for _, _, redeals in expected) == any(voided)


def test_a_point_counts_for_the_match_as_the_race_is_close_and_the_end_near() -> None:
    """What one point of hole score buys in chance of winning: little with holes to go, much
    in the last hole of a close race, nothing when the match is decided either way."""
    def bought(totals: tuple[int, ...], left: int) -> float:
        return (match_value((9, 10, 10, 10), 0, totals, left, SPREAD)
                - match_value((10, 10, 10, 10), 0, totals, left, SPREAD))

    even = (30, 30, 30, 30)
    assert 0.0 < bought(even, 6) < bought(even, 1) < bought(even, 0)
    assert bought((30, 31, 50, 50), 0) > 0.1  # the point that decides a close race
    assert bought((10, 40, 40, 40), 0) == pytest.approx(0.0, abs=1e-9)  # won anyway
    assert bought((40, 10, 40, 40), 0) == pytest.approx(0.0, abs=1e-9)  # lost anyway


def test_in_the_last_hole_a_safe_lead_wins_and_a_lost_cause_loses() -> None:
    ahead, behind = (10, 40, 40, 40), (40, 10, 40, 40)
    for hole in (5.0, 0.0):
        assert match_value((hole, 5, 5, 5), 0, ahead, 0, SPREAD) == pytest.approx(1.0)
        assert match_value((hole, 5, 5, 5), 0, behind, 0, SPREAD) == pytest.approx(0.0, abs=1e-9)


def test_a_tie_for_the_lowest_total_is_half_a_win() -> None:
    alone = match_value((0, 5), 0, (10, 20), 0, SPREAD)
    tied = match_value((0, 5), 0, (15, 10), 0, SPREAD)
    assert alone == pytest.approx(1.0)
    assert tied == pytest.approx(0.5)


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
    bot = HardBot(3, budget=300, match_holes=hard.MATCH_HOLES)
    bot.standings((12, 30, 18, 25), left)
    action: Action = bot.choose(v)
    assert action in v.legal
    assert calls["hole"] > 0  # the hole margin always counts ...
    assert (calls["match"] > 0) == aware  # ... the chance of winning in the last holes


def test_with_the_match_decided_the_hard_player_plays_for_the_hole() -> None:
    """A lead of 60 on the last hole cannot be lost: the hard player then plays exactly as it
    does for the hole alone, at a decision where its search overrules its heuristic."""
    rs = ruleset("norwegian-4")
    for seed, steps in ((seed, steps) for seed in range(3, 8) for steps in range(12, 60, 3)):
        h, _ = hole_at(rs, 4, seed, steps)
        v = view(h, h.current)
        if v.phase != "start" or len(v.legal) < 2:
            continue
        notes = Notes()
        notes.observe(v)
        default = decide(situation(v, notes), hard.HARD)
        searched = HardBot(seed, budget=2_000).choose(v)
        if searched == default:
            continue
        safe = HardBot(seed, budget=2_000, match_holes=hard.MATCH_HOLES)
        safe.standings(tuple(0 if p == v.seat else 60 for p in range(v.players)), 0)
        assert safe.choose(v) == searched
        return
    raise AssertionError("the search never overruled the heuristic")


def test_in_a_close_race_the_last_hole_is_played_for_the_match() -> None:
    """Somewhere in a hole, one point behind the leader on the last hole, the hard player
    chooses otherwise than it does for the hole alone (same seed, same view)."""
    rs = ruleset("norwegian-4")
    for seed, steps in ((seed, steps) for seed in range(3, 9) for steps in range(12, 60, 2)):
        h, _ = hole_at(rs, 4, seed, steps)
        v = view(h, h.current)
        if v.phase not in ("start", "holding") or len(v.legal) < 2:
            continue
        racing = HardBot(seed, budget=1_500, match_holes=hard.MATCH_HOLES)
        racing.standings(tuple(31 if p == v.seat else 30 if p == (v.seat + 1) % 4 else 60
                               for p in range(v.players)), 0)
        if racing.choose(v) != HardBot(seed, budget=1_500).choose(v):
            return
    raise AssertionError("the scorecard never changed a decision")
