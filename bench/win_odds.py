"""How a hole-score edge becomes a share of matches won, at a table of four.

Plays ``--matches`` matches of four ``normal`` players (seeds from ``--first-seed``) and keeps
every seat's hole scores. Then each seat in turn is made a player who scores ``edge`` points a
hole fewer than it did and whose holes spread ``spread`` times as far from the mean hole score
as they did, the other three left as they played; the line reports how many of the matches that
player would have won (a win shared by k players counts 1/k), and the edge at which it would win
``--target`` of them. It asks what a level would need to reach a win rate, and whether playing
for a wider spread (more risk) could buy wins that a better mean cannot: a player who is not the
favourite gains from a wider spread of its own totals, as the lowest of four totals wins.

    python bench/win_odds.py --matches 4000 --preset norwegian-4 --jobs 2
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from golf_tui.presets import load_ruleset
from golf_tui.simulate import hole_scores, simulate, wilson

PLAYERS = 4


def match_holes(job: tuple[str, int, int]) -> list[list[int]]:
    """The hole scores (one list a hole, one score a seat) of one match of four ``normal``."""
    preset, holes, seed = job
    ruleset = load_ruleset(preset, rules=[f"match.holes={holes}"])
    return hole_scores(simulate(ruleset, PLAYERS, seed, ["normal"] * PLAYERS))


def win_share(matches: list[list[list[int]]], edge: float, spread: float, mean: float) -> float:
    """The share of matches won by a seat (each seat in turn) that scores ``edge`` fewer points
    a hole and spreads ``spread`` times as far from ``mean``."""
    won = 0.0
    for holes in matches:
        totals = [sum(h[i] for h in holes) for i in range(PLAYERS)]
        for seat in range(PLAYERS):
            mine = sum(mean + (h[seat] - mean) * spread - edge for h in holes)
            others = totals[:seat] + totals[seat + 1:]
            best = min(others)
            if mine < best - 1e-9:
                won += 1
            elif abs(mine - best) <= 1e-9:
                won += 1 / (1 + others.count(best))
    return won / (len(matches) * PLAYERS)


def edge_for(matches: list[list[list[int]]], target: float, mean: float) -> float:
    """The edge a hole (spread 1) at which a seat wins ``target`` of the matches (bisection)."""
    lo, hi = 0.0, 5.0
    for _ in range(30):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if win_share(matches, mid, 1.0, mean) < target else (lo, mid)
    return (lo + hi) / 2


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--matches", type=int, default=2000)
    p.add_argument("--first-seed", type=int, default=20000)
    p.add_argument("--preset", default="norwegian-4")
    p.add_argument("--holes", type=int, default=9)
    p.add_argument("--edges", default="0,0.25,0.45,0.6,0.8,1.0")
    p.add_argument("--spreads", default="1,1.2,1.4")
    p.add_argument("--target", type=float, default=0.40)
    p.add_argument("--jobs", type=int, default=1)
    a = p.parse_args(argv)
    started = time.perf_counter()
    jobs = [(a.preset, a.holes, a.first_seed + n) for n in range(a.matches)]
    with ProcessPoolExecutor(a.jobs) as pool:
        matches = list(pool.map(match_holes, jobs, chunksize=25))
    scores = [s for holes in matches for h in holes for s in h]
    mean = statistics.fmean(scores)
    totals = [sum(h[i] for h in holes) for holes in matches for i in range(PLAYERS)]
    n = len(matches) * PLAYERS
    print(f"{a.matches} matches of four normal, {a.preset}, {a.holes} holes, seeds "
          f"{a.first_seed}-{a.first_seed + a.matches - 1} ({time.perf_counter() - started:.0f} s)")
    print(f"hole score: mean {mean:.2f}, sd {statistics.pstdev(scores):.2f}; "
          f"match total sd {statistics.pstdev(totals):.2f}")
    print()
    print("| edge a hole | spread | win rate (95% CI) |")
    print("|---|---|---|")
    for edge in (float(x) for x in a.edges.split(",")):
        for spread in (float(x) for x in a.spreads.split(",")):
            share, low, high = wilson(win_share(matches, edge, spread, mean) * n, n)
            print(f"| {edge:.2f} | {spread:.1f} | {share:.1%} ({low:.1%}–{high:.1%}) |")
    print()
    print(f"edge a hole for {a.target:.0%} at spread 1: "
          f"{edge_for(matches, a.target, mean):.2f} points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
