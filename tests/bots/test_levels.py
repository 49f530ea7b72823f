"""Every level plays whole matches of every preset and house rule without an illegal action, and
replays exactly given its seed."""

from __future__ import annotations

import pytest
from bot_helpers import LEVELS, RULESETS, bot, ruleset, ruleset_id

from golf_tui.bots import BOT_KINDS, make_bot
from golf_tui.bots.heuristics import FORCE
from golf_tui.engine import Hole, Match, Ruleset
from golf_tui.presets import load_ruleset
from golf_tui.simulate import play_match, play_on


def test_registry_has_every_level() -> None:
    assert set(LEVELS) <= set(BOT_KINDS)
    for kind in LEVELS:
        assert make_bot(kind, 1).kind == kind
    with pytest.raises(ValueError, match="no computer player"):
        make_bot("grandmaster", 1)


@pytest.mark.parametrize("case", RULESETS, ids=ruleset_id)
def test_every_level_finishes_a_match(case: tuple[str, tuple[str, ...]]) -> None:
    """A mixed table of all four levels plays a short match to its end (play_match raises on an
    illegal action)."""
    rs = ruleset(*case, holes=2)
    bots = [bot(kind, seat) for seat, kind in enumerate(LEVELS)]
    m = play_match(rs, bots, seed=len(case[1]))
    assert m.finished
    assert len(m.scored_holes()) == 2


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6", "nine-card"])
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_full_match_of_one_level(preset: str, kind: str) -> None:
    """Nine holes between four players of one level."""
    rs = ruleset(preset)
    m = play_match(rs, [bot(kind, s) for s in range(4)], seed=5)
    assert m.finished and len(m.scored_holes()) == 9


@pytest.mark.parametrize("case", [("norwegian-4", ("peek-penalty", "knock-penalty")),
                                  ("danish-6", ("flip-as-turn", "flip-after-discard")),
                                  ("swedish-6", ("double-pairs",))], ids=ruleset_id)
@pytest.mark.parametrize("kind", LEVELS)
def test_deterministic_given_seed(case: tuple[str, tuple[str, ...]], kind: str) -> None:
    """The same seeds replay the same match, action for action."""
    rs = ruleset(*case, holes=1)
    kinds = [kind, "normal", kind]
    first = play_match(rs, [bot(k, 11 + s) for s, k in enumerate(kinds)], seed=4)
    again = play_match(rs, [bot(k, 11 + s) for s, k in enumerate(kinds)], seed=4)
    assert first.actions == again.actions


LONGEST = FORCE + 10  # rounds: past FORCE every turn brings the end of the hole nearer


def play_full_tables(rs: Ruleset, kind: str) -> None:
    """Two matches of as many ``kind`` players as ``rs`` seats, every hole within LONGEST
    rounds."""
    players = rs.players.max

    def not_too_long(h: Hole) -> None:
        assert h.turns < LONGEST * players, h.turns

    for seed in range(2):
        bots = [bot(kind, seed * 10 + s) for s in range(players)]
        m = play_on(Match.start(rs, [f"p{i}" for i in range(players)], seed), bots,
                    watch=not_too_long)
        assert m.finished, seed


@pytest.mark.parametrize("case", RULESETS, ids=ruleset_id)
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_a_full_table_of_careful_players_ends_every_hole(
        case: tuple[str, tuple[str, ...]], kind: str) -> None:
    """As many players of one level as the ruleset seats never play a hole for ever. Eight
    normal players on nine cards with jokers once drew and threw away for thousands of rounds
    (seed 1), every low card in a grid and nobody willing to put a high one on a face-down card;
    a hole that runs ``FORCE`` rounds now puts unwanted stock cards on face-down ones."""
    play_full_tables(ruleset(*case, holes=2), kind)


@pytest.mark.parametrize(("preset", "rules"), [
    ("swedish-6", ["placement=face_down", "flip_as_turn=true"]),
    ("nine-card", ["placement=face_down", "flip_as_turn=true", "all_face_up=immediate"]),
    ("danish-6", ["placement=face_down", "flip_as_turn=true", "flip_after_discard=true",
                  "empty_stock=reshuffle"]),
])
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_where_only_flips_finish_a_grid_the_bots_flip_once_the_hole_runs_long(
        preset: str, rules: list[str], kind: str) -> None:
    """Cards put into the grid lie face down, so only flips can finish a grid; the bots turn
    to flipping after ``FORCE`` rounds instead of playing on for ever."""
    play_full_tables(load_ruleset(preset, (), [*rules, "match.holes=2"]), kind)
