"""The hard player's own heuristic knocks only with a lower grid than the normal player's (tuned
by ``bench/bots.py --styles`` on norwegian-4)."""

from __future__ import annotations

from bot_helpers import ruleset

from golf_tui.bots.hard import HARD
from golf_tui.bots.heuristics import NORMAL, START, Situation, decide
from golf_tui.bots.knowledge import compile_rules
from golf_tui.engine import DRAW_STOCK, KNOCK, TAKE_DISCARD, Match, view


def _situation(mine: list[int]) -> Situation:
    rs = ruleset("norwegian-4")
    m = Match.start(rs, ["a", "b", "c", "d"], 1)
    r = compile_rules(rs, view(m.hole, 0).pack)
    return Situation(rules=r, phase=START, mine=mine, down=[0, 1, 2, 3],
                     others=[15.0, 15.0, 15.0], unknown=6.5, top=-1, held=-1, from_stock=False,
                     final_lap=False, legal=(DRAW_STOCK, TAKE_DISCARD, KNOCK), rounds=2.0)


def test_hard_knocks_later_than_normal() -> None:
    nine = _situation([2, 2, 1, 0])  # 3 + 3 + 2 + 1 = 9 points: normal's limit is 9.6, hard's 8
    assert decide(nine, NORMAL) == KNOCK
    assert decide(nine, HARD) == DRAW_STOCK
    six = _situation([2, 1, 0, 12])  # 3 + 2 + 1 + 0 (a king) = 6 points: both knock
    assert decide(six, NORMAL) == KNOCK
    assert decide(six, HARD) == KNOCK
