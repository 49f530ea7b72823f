"""Engine throughput: random-play turns per second per preset, against a baseline in the same run.

The baseline is the random player's own loop (the same RNG calls choosing among a fixed tuple of
actions, no engine underneath), measured in the same run; the ratio says how many times slower a
turn is with the engine than the bare chooser, so a slower or busier machine shows up in both.
Each preset is measured ``--repeats`` times for ``--seconds`` each; medians are reported.

    python bench/engine.py                    # every preset, 4 players
    python bench/engine.py --preset swedish-6 --players 4 --seconds 2 --repeats 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from golf_tui.engine import Table, apply, deal, legal_actions, score_hole
from golf_tui.presets import load_ruleset, preset_names

TARGET = 150_000  # turns/s for swedish-6 with 4 players (issue 2)


def random_play(table: Table, seconds: float, seed: int) -> float:
    """Turns per second of uniformly random legal play, whole holes, scored at the end."""
    rng = random.Random(seed)
    turns = holes = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):
            h = deal(table, holes % table.players, rng)
            while not h.over:
                legal = legal_actions(h)
                h = apply(h, legal[int(rng.random() * len(legal))])
            score_hole(h)
            turns += h.turns
            holes += 1
    return turns / (time.perf_counter() - start)


def baseline(seconds: float, seed: int) -> float:
    """Loop iterations per second of the chooser alone (two choices per 'turn', like draw+swap)."""
    rng = random.Random(seed)
    options = tuple(range(7))
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(10_000):
            options[int(rng.random() * len(options))]
            options[int(rng.random() * len(options))]
            n += 1
    return n / (time.perf_counter() - start)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--preset", action="append", help="preset(s) to measure (default: all)")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seconds", type=float, default=1.0, help="length of one measurement")
    p.add_argument("--repeats", type=int, default=5)
    args = p.parse_args()
    names = args.preset or preset_names()
    base = statistics.median(baseline(args.seconds, i) for i in range(args.repeats))
    print(f"baseline (random chooser alone): {base:,.0f} turns/s (median of {args.repeats})")
    print(f"{'preset':12} {'players':>7} {'turns/s':>10} {'× baseline cost':>16}")
    for name in names:
        table = Table(load_ruleset(name), args.players)
        rate = statistics.median(random_play(table, args.seconds, i) for i in range(args.repeats))
        verdict = ""
        if name == "swedish-6" and args.players == 4:
            verdict = f"  target {TARGET:,}: {'met' if rate >= TARGET else 'MISSED'}"
        print(f"{name:12} {args.players:>7} {rate:>10,.0f} {base / rate:>15.1f}×{verdict}")


if __name__ == "__main__":
    main()
