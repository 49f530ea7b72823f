"""The easy player's oversights: it may overlook a pair it could make, never break one it sees."""

from __future__ import annotations

import pytest
from bot_helpers import ruleset

import golf_tui.bots.easy as easy
from golf_tui.bots import EasyBot
from golf_tui.bots.knowledge import compile_rules
from golf_tui.engine import Match, Swap, play, view


def test_overlooking_pairs_never_breaks_a_pair_in_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every decision overlooks pairs here, and still no card goes onto a face-up column pair of
    sevens or higher (worth 14 points or more kept: no misjudgement of ~2 points breaks it)."""
    monkeypatch.setattr(easy, "OVERLOOK_PAIRS", 1.0)
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
                    if (up >> a & 1 and up >> b & 1 and r.rank_of[grid[b]] == k
                            and r.values[k] >= 7):
                        chances += 1
                        if isinstance(action, Swap) and action.pos in (a, b):
                            breaks += r.rank_of[h.held] != k
            m = play(m, action)
    assert chances > 5
    assert breaks == 0
