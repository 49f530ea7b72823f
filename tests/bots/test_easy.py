"""The easy player's oversights: it may overlook a pair it could make, never break one it sees."""

from __future__ import annotations

import pytest
from bot_helpers import ruleset

import golf_tui.bots.easy as easy
from golf_tui.bots import EasyBot, bot_seed
from golf_tui.bots.knowledge import compile_rules
from golf_tui.engine import Match, Swap, play, view


@pytest.mark.parametrize("overlook", [1.0, easy.OVERLOOK_PAIRS])
def test_overlooking_pairs_never_breaks_a_pair_in_view(
        overlook: float, monkeypatch: pytest.MonkeyPatch) -> None:
    """No card goes onto a face-up column pair where it makes the column worth more, whether
    every decision overlooks pairs or the easy player judges as it does (its misjudgement of a
    couple of points put a 7 on a face-up pair of 2s, the column from 0 to 5: a re-check found
    it; a −2 on a pair of kings lowers the column and is no break)."""
    monkeypatch.setattr(easy, "OVERLOOK_PAIRS", overlook)
    rs = ruleset("swedish-6", holes=3)
    chances = breaks = 0
    for seed in range(30):
        m = Match.start(rs, [f"p{i}" for i in range(4)], seed)
        bots = [EasyBot(seed * 10 + i) for i in range(4)]
        while not m.finished:
            h = m.hole
            v = view(h, h.current)
            action = bots[h.current].choose(v)
            if h.held >= 0:
                r = compile_rules(rs, v.pack)
                grid, up = h.grids[h.current], h.face_up[h.current]
                for a, b in r.columns:
                    k = r.rank_of[grid[a]]
                    if up >> a & 1 and up >> b & 1 and r.rank_of[grid[b]] == k:
                        chances += 1
                        held = r.rank_of[h.held]
                        if isinstance(action, Swap) and action.pos in (a, b):
                            breaks += held != k and r.values[held] + r.values[k] > 0
            m = play(m, action)
    assert chances > 5
    assert breaks == 0


def test_a_misjudged_card_never_goes_onto_a_pair_of_twos() -> None:
    """The re-check's match (four easy players of swedish-6, seed 118, as the table seeds them):
    Bot 4 took the 7♣ from the discard pile and put it on its face-up pair of 2s (the column
    from 0 to 5), judging with pairs in view but a couple of points off. It now goes where it
    spoils no pair."""
    rs = ruleset("swedish-6", holes=2)
    m = Match.start(rs, [f"Bot {i + 1}" for i in range(4)], 118)
    bots = [EasyBot(bot_seed(118, i)) for i in range(4)]
    onto_pairs = 0
    while not m.finished:
        h = m.hole
        v = view(h, h.current)
        action = bots[h.current].choose(v)
        if h.held >= 0 and isinstance(action, Swap):
            r = compile_rules(rs, v.pack)
            grid, up = h.grids[h.current], h.face_up[h.current]
            held = r.rank_of[h.held]
            for a, b in r.columns:
                k = r.rank_of[grid[a]]
                if (action.pos in (a, b) and up >> a & 1 and up >> b & 1
                        and r.rank_of[grid[b]] == k and held != k):
                    onto_pairs += r.values[held] + r.values[k] > 0
        m = play(m, action)
    assert onto_pairs == 0
