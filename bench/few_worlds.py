"""Are the hard player's searched decisions with few worlds worth taking?

On a large table the search's budget buys few worlds: eight players on nine cards get 6 to 10.
This plays 1-hole nine-card matches, one ``hard`` against seven ``normal``, and at every hard
decision searched with fewer than 24 worlds where the old bar (0.75 points and 1.5 standard
errors) would leave the heuristic's choice, values both choices with an oracle of 150 worlds on
the same deals (paired). It prints each such decision as it goes (the searched lead, whether
``FEW_WORLDS_POINTS`` keeps it, the oracle's gain) and a summary at the end:

    python bench/few_worlds.py --first-seed 2000 --matches 60
"""

from __future__ import annotations

import argparse
import random
import statistics

from golf_tui.bots import HardBot, NormalBot
from golf_tui.bots import hard as H
from golf_tui.presets import load_ruleset
from golf_tui.simulate import bot_seed, play_match

ORACLE_WORLDS = 150
rows: list[tuple[int, bool, float, float]] = []  # worlds, kept by the bar now, lead, oracle gain


class Probe(HardBot):
    """The hard player, deciding by the old bar, and reporting its few-world deviations."""

    def _search(self, view, s, candidates):  # type: ignore[no-untyped-def]
        rng = self._draws.decision(view)
        budget, cap = H.BUDGETS[s.rules.size], H.MAX_WORLDS[s.rules.size]
        gains, squares, worlds = self.weigh(view, s, candidates, rng, budget, cap,
                                            H.SAFETY_SECONDS)
        best, lead = H.leader(gains, squares, worlds, H.PREFER_NORMAL)  # the old bar
        if best and worlds < 24:
            pair = [candidates[0], candidates[best]]
            g, _, w = self.weigh(view, s, pair, random.Random(12345), 10**9, ORACLE_WORLDS,
                                  100.0)
            gain = g[1] / w
            kept = lead >= max(H.PREFER_NORMAL, H.FEW_WORLDS_POINTS / worlds)
            rows.append((worlds, kept, lead, gain))
            print(f"{worlds} worlds: {candidates[0]} -> {candidates[best]}, searched lead "
                  f"{lead:+.2f}, kept now: {kept}; oracle gain {gain:+.2f}", flush=True)
        return candidates[best]


def summary(label: str, gains: list[float]) -> str:
    if len(gains) < 2:
        return f"{label}: {len(gains)} decisions"
    half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5
    return (f"{label}: {len(gains)} decisions, oracle gain {statistics.fmean(gains):+.2f} ± "
            f"{half:.2f} points each, {sum(g < 0 for g in gains)} harmful")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--first-seed", type=int, default=2000)
    ap.add_argument("--matches", type=int, default=60)
    args = ap.parse_args()
    rules = load_ruleset("nine-card", rules=["match.holes=1"])
    for seed in range(args.first_seed, args.first_seed + args.matches):
        bots = [Probe(bot_seed(seed, 0))] + [NormalBot(bot_seed(seed, i)) for i in range(1, 8)]
        play_match(rules, bots, seed)
    print(summary("every few-world deviation (the old bar)", [r[3] for r in rows]))
    print(summary("kept by FEW_WORLDS_POINTS", [r[3] for r in rows if r[1]]))
    print(summary("dropped by FEW_WORLDS_POINTS", [r[3] for r in rows if not r[1]]))


if __name__ == "__main__":
    main()
