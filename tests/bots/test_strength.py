"""The levels are ordered: normal beats the random player clearly and the beginner on average.

Fixed seeds and generous bounds: normal wins about every match against three random players (the
bench measures it), and a bound of 70% over 16 matches cannot fail by bad luck at these seeds.
"""

from __future__ import annotations

import pytest
from bot_helpers import bot, ruleset

from golf_tui.simulate import play_match


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6", "danish-6"])
def test_normal_beats_three_random_players(preset: str) -> None:
    rs = ruleset(preset)
    matches = 16
    wins = 0.0
    for seed in range(matches):
        bots = [bot("normal", seed), *(bot("random", seed * 10 + s) for s in range(1, 4))]
        m = play_match(rs, bots, seed)
        if 0 in m.winners:
            wins += 1 / len(m.winners)
    assert wins / matches >= 0.7


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6"])
def test_normal_scores_lower_than_the_beginner(preset: str) -> None:
    rs = ruleset(preset)
    normal = easy = 0
    for seed in range(12):
        bots = [bot("normal", seed), bot("easy", seed + 100)]
        m = play_match(rs, bots, seed)
        normal += m.totals[0]
        easy += m.totals[1]
    assert normal < easy


def test_easy_beats_the_random_player() -> None:
    rs = ruleset("swedish-6")
    easy = rand = 0
    for seed in range(8):
        m = play_match(rs, [bot("easy", seed), bot("random", seed + 100)], seed)
        easy += m.totals[0]
        rand += m.totals[1]
    assert easy < rand
