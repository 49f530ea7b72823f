"""Why the hard player left its heuristic's choice: every searched deviation of one match.

Plays the match ``golf-tui simulate`` (and the table, seeded alike) plays with the same seed and
line-up, and at each decision the hard player searched and answered otherwise than its heuristic
prints the decision, every candidate's paired mean gain over the heuristic's choice with its
standard error, the worlds dealt and the bar (``hard.leader``); with ``--oracle N`` also the
chosen candidate's gain over the heuristic's valued by N fresh worlds (the same rollouts: what
the search would find with no noise). ``--all`` prints every searched decision.

    python bench/deviations.py --players normal,easy,normal,hard --ruleset nine-card --seed 22 \\
        --rule match.holes=4 --oracle 600
"""

from __future__ import annotations

import argparse
import copy
import math
import random

import golf_tui.bots.hard as hard
from golf_tui.bots import HardBot, make_bot
from golf_tui.bots.heuristics import Situation
from golf_tui.engine import Action, SeatView
from golf_tui.presets import load_ruleset
from golf_tui.simulate import bot_seed, play_match

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK"]


class Probe(HardBot):
    """The hard player, deciding as ever, and telling how it decided."""

    oracle = 0
    every = False
    hole = 1  # of the match, counting voided deals

    def new_hole(self) -> None:
        super().new_hole()
        self.hole += 1

    def _search(self, view: SeatView, s: Situation, candidates: list[Action]) -> Action:
        keep = copy.deepcopy(self)  # as it was before searching, for the oracle
        rng = self._draws.decision(view)  # the stream ``_search`` will use
        budget = self._budget or hard.BUDGETS[s.rules.size]
        gains, squares, worlds = copy.deepcopy(self).weigh(
            view, s, candidates, rng, budget, hard.MAX_WORLDS[s.rules.size], hard.SAFETY_SECONDS)
        bar = max(hard.PREFER_NORMAL, hard.FEW_WORLDS_POINTS / worlds)
        best, _ = hard.leader(gains, squares, worlds, bar)
        chosen = super()._search(view, s, candidates)
        if best or self.every:
            grid = " ".join(RANKS[k] if k >= 0 else "▒" for k in s.mine)
            held = RANKS[s.held] if s.held >= 0 else "-"
            top = RANKS[s.top] if s.top >= 0 else "-"
            print(f"\nhole {self.hole}, seat {view.seat}, round {s.rounds:.1f}: grid {grid},"
                  f" held {held}, discard {top}; unknown at {s.unknown:.2f}, the others at "
                  f"{', '.join(f'{o:.1f}' for o in s.others) or '-'}")
            print(f"  {worlds} worlds; a candidate must gain {bar:.2f} points and "
                  f"{hard.CONFIDENCE} standard errors")
            for i, action in enumerate(candidates):
                mean = gains[i] / worlds
                se = (max(0.0, squares[i] / worlds - mean * mean) / max(1, worlds - 1)) ** 0.5
                mark = "  <- chosen" if i == best else ("  (the heuristic's)" if i == 0 else "")
                print(f"  {action!s:12} {mean:+6.2f} ± {se:4.2f}{mark}")
            if self.oracle and best:
                pair = [candidates[0], candidates[best]]
                g, sq, n = keep.weigh(view, s, pair, random.Random(987_654), math.inf,
                                      self.oracle, math.inf)
                mean = g[1] / n
                se = (max(0.0, sq[1] / n - mean * mean) / (n - 1)) ** 0.5
                print(f"  oracle, {n} fresh worlds: {pair[1]} gains {mean:+.2f} ± "
                      f"{1.96 * se:.2f} (95%) over {pair[0]}")
        return chosen


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", default="hard,normal,normal,normal",
                    help="bot kinds in seat order")
    ap.add_argument("--ruleset", default="swedish-6")
    ap.add_argument("--rule", action="append", default=[])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--oracle", type=int, default=0, help="oracle worlds per deviation")
    ap.add_argument("--all", action="store_true", help="every searched decision")
    args = ap.parse_args()
    rules = load_ruleset(args.ruleset, (), args.rule)
    Probe.oracle, Probe.every = args.oracle, args.all
    kinds = args.players.split(",")
    bots = [Probe(bot_seed(args.seed, i)) if k == "hard" else make_bot(k, bot_seed(args.seed, i))
            for i, k in enumerate(kinds)]
    m = play_match(rules, bots, args.seed)
    print("\nhole scores:", [[s.total for s in r.scores] for r in m.results if r.scores])


if __name__ == "__main__":
    main()
