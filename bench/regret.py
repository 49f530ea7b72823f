"""How much the hard player's search leaves on the table, decision by decision.

Win rates need hundreds of matches to show a change of a tenth of a point a hole; this measures
the search itself. It plays ``hard`` against three ``normal`` and keeps every decision the hard
player searched (a copy of the player as it was, and its view). An oracle then values each
candidate of those decisions with many sampled worlds (``--worlds``: the same rollouts as the
search, only far more of them). Then each decision is searched again ``--searches`` times with
fresh random streams under each configuration asked for, and the configuration's regret is the
oracle's value of the best candidate minus its value of the one chosen, in points of hole margin
(the hard player's reward), averaged over the decisions. Two configurations are compared pairwise,
decision by decision, against the first.

The oracle is noisy too (about 0.12 points per candidate at 1,500 worlds on norwegian-4), which
adds the same amount to every configuration's regret: compare configurations, not the absolute
figure. A configuration is ``budget:prefer:confidence`` (rollout actions per decision, 0 for the
grid's default; the gate of ``hard.PREFER_NORMAL`` and ``hard.CONFIDENCE``). ``--split`` values
every decision with a second oracle on other streams, which gives an unbiased figure: what
playing one oracle's best candidate gains over the heuristic, valued by the other.

    python bench/regret.py --quick
    python bench/regret.py --holes 9 --matches 19 --every 1 --worlds 800 --configs "" \\
        --first-seed 7000 --dump decisions.jsonl --split
    python bench/regret.py --preset norwegian-4 --matches 12 --every 2 --worlds 1500 \\
        --searches 8 --configs 8000:0.75:1.5,11000:0.75:1.5,11000:0.3:1.0
"""

from __future__ import annotations

import argparse
import collections
import copy
import json
import math
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

import golf_tui.bots.hard as hard
from golf_tui.bots import Bot, HardBot, NormalBot
from golf_tui.bots.heuristics import Situation
from golf_tui.engine import Action, SeatView
from golf_tui.presets import load_ruleset
from golf_tui.simulate import bot_seed, play_match


@dataclass
class Decision:
    """A decision the hard player searched: the player as it was, what it saw, its candidates."""

    bot: HardBot
    view: SeatView
    situation: Situation
    candidates: list[Action]


class Recorder(HardBot):
    """A hard player that keeps a copy of itself and its view at every searched decision."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.decisions: list[Decision] = []

    def _search(self, view: SeatView, s: Situation, candidates: list[Action]) -> Action:
        decisions, self.decisions = self.decisions, []  # not copied into every copy
        keep = copy.deepcopy(self)
        self.decisions = decisions
        decisions.append(Decision(keep, view, s, list(candidates)))
        return super()._search(view, s, candidates)


def collect(preset: str, first: int, matches: int, holes: int) -> list[Decision]:
    """The searched decisions of ``hard`` (seat rotated) in matches against three ``normal``."""
    rs = load_ruleset(preset, (), [f"match.holes={holes}"])
    out: list[Decision] = []
    for seed in range(first, first + matches):
        seat = seed % 4
        recorder = Recorder(bot_seed(seed, seat))
        bots: list[Bot] = [NormalBot(bot_seed(seed, i)) for i in range(4)]
        bots[seat] = recorder
        play_match(rs, bots, seed)
        out += recorder.decisions
    return out


def oracle(args: tuple[Decision, int, int]) -> list[float]:
    """Each candidate's mean result minus the first's over ``worlds`` sampled worlds."""
    d, worlds, seed = args
    bot = copy.deepcopy(d.bot)
    gains, _, n = bot.weigh(d.view, d.situation, d.candidates, random.Random(seed),
                            math.inf, worlds, math.inf)
    return [g / n for g in gains]


def search(args: tuple[Decision, str, int]) -> int:
    """The index of the candidate the search picks under ``config``, with a fresh stream."""
    d, config, seed = args
    budget, prefer, confidence = config.split(":")
    hard.PREFER_NORMAL, hard.CONFIDENCE = float(prefer), float(confidence)
    bot = copy.deepcopy(d.bot)
    bot._draws.seed = seed  # other streams at the same points of the match
    bot._budget = int(budget) or None
    return d.candidates.index(bot._search(d.view, d.situation, d.candidates))


SECOND_ORACLE = 500_000  # seed offset of the second, independent oracle (``--split``)


def study(decisions: list[Decision], worlds: int, searches: int, configs: list[str],
          workers: int, split: bool = False) -> dict[str, Any]:
    """Oracle values, and per configuration the regret of every decision (mean over searches).
    ``split``: a second oracle on other random streams ("second")."""
    with ProcessPoolExecutor(max_workers=workers) as pool:
        values = list(pool.map(oracle, [(d, worlds, 7 + i) for i, d in enumerate(decisions)],
                               chunksize=2))
        second = list(pool.map(oracle, [(d, worlds, SECOND_ORACLE + i)
                                        for i, d in enumerate(decisions)], chunksize=2)
                      ) if split else []
        regrets: dict[str, list[float]] = {}
        for config in filter(None, configs):
            jobs = [(d, config, 1_000 * j + i) for i, d in enumerate(decisions)
                    for j in range(searches)]
            picks = list(pool.map(search, jobs, chunksize=8))
            regrets[config] = [
                statistics.fmean(max(v) - v[picks[i * searches + j]] for j in range(searches))
                for i, v in enumerate(values)
            ]
    return {"values": values, "regrets": regrets, "second": second}


def split_gain(values: list[list[float]], second: list[list[float]]) -> list[float]:
    """Per decision, what playing one oracle's best candidate instead of the heuristic's gains,
    valued by the other oracle (both ways, averaged). Unlike the best candidate's own value,
    which is the most lucky of several noisy means, this is not biased upward: it is what a
    search as large as the oracle, with no bar, would gain."""
    def best(v: list[float]) -> int:
        return max(range(len(v)), key=v.__getitem__)

    return [(b[best(a)] - b[0] + a[best(b)] - a[0]) / 2
            for a, b in zip(values, second, strict=True)]


def kind(action: Action) -> str:
    """An action's kind, for the table of where the heuristic loses: "swap" for any placement."""
    return str(action).split(":")[0]


def by_kind(decisions: list[Decision], values: list[list[float]], holes: float,
            floor: float = 0.5) -> list[str]:
    """Where the heuristic's choice loses to the oracle's best candidate by ``floor`` points or
    more (below it, mostly the oracle's own noise): by (the heuristic's kind, the best's kind),
    how often and the points lost per hole played."""
    lost: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
    for d, v in zip(decisions, values, strict=True):
        top = max(range(len(v)), key=v.__getitem__)
        if v[top] >= floor:
            lost[kind(d.candidates[0]), kind(d.candidates[top])].append(v[top])
    lines = [f"Decisions the heuristic loses by {floor} points or more ({holes:g} holes' worth):",
             "",
             "| the heuristic | the oracle's best | decisions | points lost per hole |",
             "|---|---|---|---|"]
    for (mine, best), gains in sorted(lost.items(), key=lambda kv: -sum(kv[1])):
        lines.append(f"| {mine} | {best} | {len(gains)} | {sum(gains) / holes:.3f} |")
    total = sum(sum(g) for g in lost.values())
    lines.append(f"| all | | {sum(map(len, lost.values()))} | {total / holes:.3f} |")
    return lines


def dump(path: str, decisions: list[Decision], values: list[list[float]]) -> None:
    """One JSON line a decision: the situation the heuristic saw, the candidates (the
    heuristic's first) and the oracle's value of each, relative to the first."""
    with open(path, "w", encoding="utf-8") as f:
        for d, v in zip(decisions, values, strict=True):
            s = d.situation
            row = {"phase": s.phase, "rounds": s.rounds, "mine": s.mine, "others": s.others,
                   "unknown": s.unknown, "top": s.top, "held": s.held,
                   "from_stock": s.from_stock, "final_lap": s.final_lap,
                   "candidates": [str(a) for a in d.candidates], "values": v}
            f.write(json.dumps(row) + "\n")


def report(decisions: list[Decision], result: dict[str, Any]) -> str:
    values, regrets = result["values"], result["regrets"]
    n = len(decisions)
    lines = [
        f"{n} searched decisions; the oracle's best candidate beats the heuristic's choice by "
        f"{statistics.fmean(max(v) for v in values):.4f} points a decision on average",
        "",
        "| configuration | regret per decision (95% CI) | change against the first (paired) |",
        "|---|---|---|",
    ]
    first: list[float] = next(iter(regrets.values()), [])
    for config, r in regrets.items():
        half = 1.96 * statistics.stdev(r) / math.sqrt(n) if n > 1 else 0.0
        d = [a - b for a, b in zip(r, first, strict=True)]
        paired = "—" if r is first else (
            f"{statistics.fmean(d):+.4f} ± {1.96 * statistics.stdev(d) / math.sqrt(n):.4f}")
        lines.append(f"| {config} | {statistics.fmean(r):.4f} ± {half:.4f} | {paired} |")
    lines.append(f"| the heuristic alone | {statistics.fmean(max(v) - v[0] for v in values):.4f}"
                 " | |")
    if result["second"]:
        gains = split_gain(values, result["second"])
        half = 1.96 * statistics.stdev(gains) / math.sqrt(n) if n > 1 else 0.0
        lines += ["", f"Two independent oracles: playing one's best candidate gains "
                  f"{statistics.fmean(gains):+.4f} ± {half:.4f} points a decision over the "
                  "heuristic, valued by the other"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--preset", default="norwegian-4")
    ap.add_argument("--first-seed", type=int, default=500)
    ap.add_argument("--matches", type=int, default=12, help="matches to collect decisions from")
    ap.add_argument("--holes", type=int, default=3, help="holes per match")
    ap.add_argument("--every", type=int, default=2, help="keep every n-th decision")
    ap.add_argument("--worlds", type=int, default=1_500, help="oracle worlds per decision")
    ap.add_argument("--searches", type=int, default=8, help="searches per decision and config")
    ap.add_argument("--configs", default="0:0.75:1.5,11000:0.75:1.5",
                    help="comma-separated budget:prefer:confidence")
    ap.add_argument("--jobs", type=int, default=2, help="parallel processes")
    ap.add_argument("--dump", metavar="FILE", help="write every decision and its oracle values"
                    " as JSON lines")
    ap.add_argument("--split", action="store_true", help="value every decision with a second,"
                    " independent oracle too: what an oracle-sized search would gain")
    ap.add_argument("--quick", action="store_true", help="smoke run: a few decisions, few worlds")
    args = ap.parse_args(argv)
    if args.quick:
        args.matches, args.holes, args.every, args.worlds, args.searches = 1, 1, 3, 40, 2
        args.configs = "400:0.75:1.5,600:0.3:1.0"
    decisions = collect(args.preset, args.first_seed, args.matches, args.holes)[::args.every]
    if not decisions:
        print("no searched decisions in those matches", file=sys.stderr)
        return 1
    result = study(decisions, args.worlds, args.searches, args.configs.split(","), args.jobs,
                   args.split)
    print(report(decisions, result))
    print()
    holes = args.matches * args.holes / args.every  # the holes the kept decisions stand for
    print("\n".join(by_kind(decisions, result["values"], holes)))
    if args.dump:
        dump(args.dump, decisions, result["values"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
