"""The bot bench's cheap experiments run and print their tables (the figures in docs/bots.md come
from them), so the bench cannot rot unseen. The search experiments are too slow for the suite."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bots.py"


def _run(*args: str) -> list[str]:
    done = subprocess.run([sys.executable, str(BENCH), *args, "--holes", "1", "--jobs", "1"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return [line for line in done.stdout.splitlines() if line.startswith("| ")][1:]  # no header


def test_style_sweep_prints_a_row_per_style() -> None:
    rows = _run("--styles", "normal,draw_odds=1+knock_limit=2.0", "--style-matches", "3",
                "--style-preset", "swedish-6")
    assert rows[0].startswith("| normal | 3 | +0.000 ± 0.000 |")  # the control against itself
    assert rows[1].startswith("| draw_odds=1+knock_limit=2.0 | 3 |")


def test_ceiling_prints_a_row_per_kind_of_knowledge() -> None:
    rows = _run("--ceiling", "3")
    labels = [row.split(" | ")[0].removeprefix("| ") for row in rows]
    assert labels == ["every other grid's exact score", "its own face-down cards", "both"]
    assert all(" | 3 | " in row for row in rows)


def test_match_play_prints_both_branches() -> None:
    rows = _run("--match-play", "2")
    labels = [row.split(" | ")[0].removeprefix("| ") for row in rows]
    assert labels == ["plays the last holes for the match", "plays every hole for its margin"]
    assert all(" | 2 | " in row for row in rows)


def test_regret_study_prints_a_row_per_configuration(tmp_path: Path) -> None:
    out = tmp_path / "decisions.jsonl"
    done = subprocess.run([sys.executable, str(BENCH.with_name("regret.py")), "--quick",
                           "--jobs", "1", "--dump", str(out), "--split"], capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert "Two independent oracles: playing one's best candidate gains " in done.stdout
    configs, kinds = done.stdout.split("\n\nDecisions the heuristic loses")
    rows = [line for line in configs.splitlines() if line.startswith("| ")][1:]  # no header
    labels = [row.split(" | ")[0].removeprefix("| ") for row in rows]
    assert labels == ["400:0.75:1.5", "600:0.3:1.0", "the heuristic alone"]
    assert rows[0].endswith("| — |")
    regrets = [float(row.split(" | ")[1].split()[0]) for row in rows]
    assert all(r >= 0.0 for r in regrets)  # the oracle's best is never beaten by its own values
    assert [line for line in kinds.splitlines() if line.startswith("| all |")]
    decisions = [json.loads(line) for line in out.read_text().splitlines()]
    searched = int(configs.split()[0])  # "N searched decisions; ..."
    assert len(decisions) == searched > 0
    for d in decisions:
        assert len(d["candidates"]) == len(d["values"]) >= 2
        assert d["values"][0] == 0.0  # each candidate against the heuristic's choice, first


def test_the_split_gain_values_each_oracles_pick_by_the_other() -> None:
    sys.path.insert(0, str(BENCH.parent))
    try:
        from regret import split_gain
    finally:
        sys.path.remove(str(BENCH.parent))
    # A picks candidate 1 (B says +0.2 for it), B picks candidate 2 (A says -1.0 for it)
    assert split_gain([[0.0, 1.0, -1.0]], [[0.0, 0.2, 0.5]]) == [(0.2 - 1.0) / 2]
    assert split_gain([[0.0, -0.5]], [[0.0, -0.1]]) == [0.0]  # both keep the heuristic's


def test_decision_timer_compares_two_checkouts_decision_for_decision() -> None:
    # Against itself: the same decisions, and a ratio of the two medians.
    bench = BENCH.with_name("decisions.py")
    done = subprocess.run([sys.executable, str(bench), "--presets", "norwegian-4", "--decisions",
                           "2", "--repeats", "1", "--against", str(BENCH.parents[1])],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| norwegian-4 |")]
    assert [row.split(" | ")[1] for row in rows] == ["this", "against", "this ÷ against"]
    assert rows[0].split(" | ")[2] == "2" and rows[0].split(" | ")[-1] == rows[1].split(" | ")[-1]
    assert float(rows[0].split(" | ")[5]) > 1  # the search against its heuristic, in the same run
    assert rows[2].endswith("| same decisions |")


def test_seer_prints_both_hard_players() -> None:
    rows = _run("--seer", "1")
    labels = [row.split(" | ")[0].removeprefix("| ") for row in rows]
    assert labels == ["searches worlds it samples fairly",
                      "searches worlds holding the others' real grids"]
    assert all(" | 1 | " in row for row in rows)


def test_the_seers_worlds_hold_the_others_real_grids() -> None:
    import random
    from collections import Counter

    from golf_tui.engine import DRAW_STOCK, SWAPS, THROW_AWAY, Table, apply, view
    from golf_tui.engine.hole import HOLDING, START, deal

    sys.path.insert(0, str(BENCH.parent))
    try:
        from bots import seer_world
    finally:
        sys.path.remove(str(BENCH.parent))
    from golf_tui.presets import load_ruleset

    table = Table(load_ruleset("norwegian-4"), 4)
    h = deal(table, 0, random.Random(4))
    rng = random.Random(0)
    while not (h.turns >= 6 and h.phase == HOLDING):  # a few turns in, holding a stock card
        legal = view(h, h.current).legal
        a = DRAW_STOCK if h.phase == START else THROW_AWAY if THROW_AWAY in legal else legal[0]
        h = apply(h, a)
    seat = h.current
    v = view(h, seat)
    known = set(v.memory) | {p for p, c in enumerate(v.grids[seat]) if c is not None}
    hidden = [p for p in range(4) if p not in known]
    assert hidden and h.held >= 0
    moved = 0
    for _ in range(20):
        w = seer_world(h, v, rng)
        assert [g for s, g in enumerate(w.grids) if s != seat] == \
            [g for s, g in enumerate(h.grids) if s != seat]
        assert [w.grids[seat][p] for p in known] == [h.grids[seat][p] for p in known]
        assert w.held == h.held and w.discard == h.discard
        before = [h.grids[seat][p] for p in hidden] + list(h.stock)
        after = [w.grids[seat][p] for p in hidden] + list(w.stock)
        assert Counter(before) == Counter(after) and len(w.stock) == len(h.stock)
        moved += [w.grids[seat][p] for p in hidden] != [h.grids[seat][p] for p in hidden]
        assert view(w, seat) == v  # the seat cannot tell the world from the real hole
        apply(w, SWAPS[hidden[0]])  # and the engine plays it on
    assert moved >= 15  # the seat's unseen cards really are dealt again
