"""Computer players against each other: win rates, mean hole scores and decision times.

Three experiments, each on 4-player tables with seats rotated from match to match:

- headline: one ``hard`` against three ``normal`` (swedish-6 and norwegian-4; target: hard wins
  at least 40% of the matches, 25% is parity) and one ``normal`` against three ``random`` (target
  90%), 9-hole matches;
- round-robin: ``random``, ``easy``, ``normal`` and ``hard`` at one table, on every preset;
- decision times of every level (median and 95th percentile), from all the matches above;
- paired (``--paired N``): each headline hard match is replayed with the same seeds and ``normal``
  in the hard seat (the control); per match, the seat's mean hole score minus the others' mean is
  compared between the two. Far more sensitive than win rates at small samples (same deals).

Win rates share tied wins; 95% intervals are Wilson intervals for win rates and normal intervals
for mean hole scores. Matches run in parallel processes (``--jobs``).

    python bench/bots.py --quick                  # smoke: a few matches of each
    python bench/bots.py                          # the figures in docs/bots.md
    python bench/bots.py --headline 60 --round-robin 12 --jobs 2 --json out.json
    python bench/bots.py --styles knock_limit=2.0,knock_limit=1.5 --style-matches 500

``--styles`` tunes the heuristic's knobs (``heuristics.Style``; ``+`` joins several knobs of one
style, e.g. ``knock_limit=2.0+knock_margin=3``; ``normal`` is the plain style): one ``normal``
seat with the style against three ``normal`` on norwegian-4 (or ``--style-preset``), each match
paired with the same seeds played by four plain ``normal``; it reports the seat's paired change
in hole-score margin (negative is better) and its win rate.

``--ceiling N`` asks how much skill a preset leaves to find (``--style-preset``): a ``normal``
seat that cheats, shown either every other grid's exact score, or its own face-down cards, or
both, against three ``normal``, paired with the same seeds as above. No fair player can know
these things; the lines show how much of a hole's outcome each of them decides.

``--seer N`` asks the same of the search (``--style-preset``, seeds from ``--first-seed``): one
``hard`` against three ``normal``, each match played twice on the same deals, by the hard player
and by one whose every searched world holds the others' real grids (its own unseen cards and the
stock still dealt at random). No inference about the others can do better than that.

``--match-play N`` asks what playing for the match would be worth (``--style-preset``, seeds
from ``--first-seed``): one ``hard`` against three ``normal``, each match played once up to the
holes in which hard can play for the match, then on from there twice, with (``HardBot``'s
``match_holes``) and without.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from golf_tui.bots import Bot, HardBot, NormalBot, make_bot
from golf_tui.bots.hard import MATCH_HOLES
from golf_tui.bots.heuristics import Style, decide
from golf_tui.bots.notes import situation
from golf_tui.bots.rollout import scores
from golf_tui.engine import Action, Hole, Match, SeatView
from golf_tui.presets import load_ruleset, preset_names
from golf_tui.simulate import Tally, bot_seed, hole_scores, play_match, play_on, wilson

LEVELS = ("random", "easy", "normal", "hard")


class Timed:
    """A bot whose decisions are timed: those with a real choice (more than one legal action,
    past the opening), which are the ones the hard player searches."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.kind = bot.kind
        self.times: list[float] = []

    def choose(self, view: SeatView) -> Action:
        start = time.perf_counter()
        action = self.bot.choose(view)
        if len(view.legal) > 1 and view.phase != "opening":
            self.times.append(time.perf_counter() - start)
        return action

    def observe(self, view: SeatView) -> None:
        self.bot.observe(view)

    def new_hole(self) -> None:
        self.bot.new_hole()

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        self.bot.standings(totals, holes_left, redeals, deal)


@dataclass(frozen=True)
class Job:
    experiment: str
    preset: str
    kinds: tuple[str, ...]  # the line-up before rotation
    seed: int
    holes: int
    control: bool = False  # play ``normal`` wherever the line-up says ``hard`` (paired control)


def play(job: Job) -> dict[str, Any]:
    """One match; the line-up is rotated by the seed so every level sits in every seat."""
    n = len(job.kinds)
    kinds = [job.kinds[(i + job.seed) % n] for i in range(n)]
    rs = load_ruleset(job.preset, (), [f"match.holes={job.holes}"])
    bots = [Timed(make_bot("normal" if job.control and k == "hard" else k, bot_seed(job.seed, i)))
            for i, k in enumerate(kinds)]
    m = play_match(rs, bots, job.seed)
    return {"job": job, "kinds": kinds, "winners": list(m.winners), "holes": hole_scores(m),
            "times": [b.times for b in bots]}


def tally(results: list[dict[str, Any]]) -> dict[tuple[str, str, str], dict[str, Tally]]:
    """Per (experiment, preset, line-up) and level: matches, shared wins, hole scores."""
    out: dict[tuple[str, str, str], dict[str, Tally]] = defaultdict(lambda: defaultdict(Tally))
    for res in results:
        job: Job = res["job"]
        if job.experiment == "paired":
            continue
        table = out[(job.experiment, job.preset, ",".join(job.kinds))]
        for kind in set(res["kinds"]):
            seats = [i for i, k in enumerate(res["kinds"]) if k == kind]
            table[kind].add(seats, res["winners"], res["holes"])
    return out


def paired(results: list[dict[str, Any]]) -> dict[str, tuple[float, float, int]]:
    """Per preset: mean and 95% half-width, over matches, of the paired difference of the hard
    seat's hole-score margin (its mean hole score minus the others') with the control's, and
    the number of pairs. Negative is better for hard."""
    margins: dict[tuple[str, int, bool], float] = {}
    for res in results:
        job: Job = res["job"]
        if job.experiment != "paired" or not res["holes"]:
            continue
        seat = res["kinds"].index("hard")
        n = len(res["kinds"])
        m = statistics.fmean(h[seat] - (sum(h) - h[seat]) / (n - 1) for h in res["holes"])
        margins[(job.preset, job.seed, job.control)] = m
    diffs: dict[str, list[float]] = defaultdict(list)
    for (preset, seed, control), m in margins.items():
        if not control and (preset, seed, True) in margins:
            diffs[preset].append(m - margins[(preset, seed, True)])
    out = {}
    for preset, xs in sorted(diffs.items()):
        half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.nan
        out[preset] = (statistics.fmean(xs), half, len(xs))
    return out


def report(results: list[dict[str, Any]], elapsed: float) -> str:
    lines = ["| experiment | preset | line-up | level | matches | win rate (95% CI) |"
             " mean hole score (95% CI) | holes |", "|---|---|---|---|---|---|---|---|"]
    for (experiment, preset, lineup), levels in sorted(tally(results).items()):
        for kind in LEVELS:
            if kind not in levels:
                continue
            t = levels[kind]
            p, lo, hi = t.win_rate()
            mean, half = t.mean_score()
            lines.append(f"| {experiment} | {preset} | {lineup} | {kind} | {t.matches} | "
                         f"{p:.1%} ({lo:.1%}–{hi:.1%}) | {mean:.2f} ± {half:.2f} | "
                         f"{len(t.hole_scores)} |")
    pairs = paired(results)
    if pairs:
        lines += ["", "| paired | preset | matches | hard − control, hole-score margin (95% CI) |",
                  "|---|---|---|---|"]
        for preset, (mean, half, n) in pairs.items():
            lines.append(f"| paired | {preset} | {n} | {mean:+.2f} ± {half:.2f} |")
    times: dict[tuple[str, str], list[float]] = defaultdict(list)  # (level, preset)
    for res in results:
        if res["job"].control:
            continue
        for kind, ts in zip(res["kinds"], res["times"], strict=True):
            times[kind, res["job"].preset].extend(ts)
            times[kind, "all"].extend(ts)
    lines += ["", "Decision times, decisions with a real choice (more than one legal action, past"
              " the opening; the baseline, in the same matches, is the normal player's):", "",
              "| level | preset | decisions | median ms | p95 ms | max ms | median × normal |",
              "|---|---|---|---|---|---|---|"]
    presets = sorted({p for _, p in times} - {"all"})
    for kind in LEVELS:
        for preset in [*presets, "all"] if len(presets) > 1 else presets:
            ts = sorted(times.get((kind, preset), []))
            normal = times.get(("normal", preset), [])
            ratio = (f"{statistics.median(ts) / statistics.median(normal):.1f}"
                     if normal and statistics.median(normal) > 0 else "")
            if ts:
                lines.append(f"| {kind} | {preset} | {len(ts)} | {statistics.median(ts) * 1e3:.2f}"
                             f" | {ts[int(0.95 * (len(ts) - 1))] * 1e3:.2f} | {ts[-1] * 1e3:.2f}"
                             f" | {ratio} |")
    lines.append(f"\n{len(results)} matches in {elapsed:.0f} s")
    return "\n".join(lines)


def jobs(headline: int, round_robin: int, holes: int, presets: list[str],
         pairs: int = 0, first: int = 0) -> list[Job]:
    out: list[Job] = []
    for preset in ("swedish-6", "norwegian-4"):
        if preset in presets:
            for s in range(pairs):
                lineup = ("hard", "normal", "normal", "normal")
                out += [Job("paired", preset, lineup, 20_000 + s, holes, control)
                        for control in (False, True)]
    for preset in ("swedish-6", "norwegian-4"):
        if preset in presets:
            out += [Job("headline", preset, ("hard", "normal", "normal", "normal"), s, holes)
                    for s in range(first, first + headline)]
            out += [Job("headline", preset, ("normal", "random", "random", "random"), s, holes)
                    for s in range(first, first + headline)]
    for preset in presets:
        out += [Job("round-robin", preset, LEVELS, 10_000 + s, holes) for s in range(round_robin)]
    # The slow matches (with a hard player) first, so the pool ends evenly.
    return sorted(out, key=lambda j: "hard" not in j.kinds or j.control)


def style_match(args: tuple[str, str, int, int]) -> tuple[float, float]:
    """One match with ``spec``'s style in one seat, and its control: (paired margin change per
    hole, the style seat's share of the win)."""
    spec, preset, seed, holes = args
    knobs = dict(kv.split("=") for kv in spec.split("+") if kv != "normal")
    style = Style(**{k: float(v) for k, v in knobs.items()})  # type: ignore[arg-type]
    rs = load_ruleset(preset, (), [f"match.holes={holes}"])
    seat = seed % 4
    margins, share = [], 0.0
    for st in (style, Style()):
        bots = [NormalBot(bot_seed(seed, i), st if i == seat else Style()) for i in range(4)]
        m = play_match(rs, bots, seed)
        t = m.totals
        margins.append(t[seat] - (sum(t) - t[seat]) / 3)
        if st is style:
            share = 1 / len(m.winners) if seat in m.winners else 0.0
    return (margins[0] - margins[1]) / holes, share


def style_sweep(specs: list[str], n: int, preset: str, holes: int, workers: int) -> str:
    lines = ["| style | matches | paired margin change per hole (95% CI) | win rate (95% CI) |",
             "|---|---|---|---|"]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for spec in specs:
            out = list(pool.map(style_match, [(spec, preset, 30_000 + s, holes) for s in range(n)],
                                chunksize=8))
            lines.append(paired_row(spec, out))
    return "\n".join(lines)


def paired_row(label: str, out: list[tuple[float, float]]) -> str:
    """A table row from per-match (paired margin change per hole, win share) pairs."""
    n = len(out)
    d = [x for x, _ in out]
    half = 1.96 * statistics.stdev(d) / math.sqrt(n)
    p, lo, hi = wilson(sum(w for _, w in out), n)
    return (f"| {label} | {n} | {statistics.fmean(d):+.3f} ± {half:.3f} | "
            f"{p:.1%} ({lo:.1%}–{hi:.1%}) |")


class Peeker(NormalBot):
    """A cheating normal player, for the ceiling experiment: before each decision it is shown
    its own face-down cards (``own``) and/or every other grid's exact score (``others``)."""

    def __init__(self, seed: int, knows: str) -> None:
        super().__init__(seed)
        self.knows = knows
        self.hole: Hole | None = None  # shown by the match loop before each decision (``see``)

    def see(self, hole: Hole) -> None:
        self.hole = hole

    def choose(self, view: SeatView) -> Action:
        assert self.hole is not None and view.seat is not None
        self._notes.observe(view)
        s = situation(view, self._notes)
        seat = view.seat
        if self.knows in ("own", "all"):
            s.mine = [s.rules.rank_of[c] for c in self.hole.grids[seat]]
        if self.knows in ("others", "all"):
            points = scores(self.hole, s.rules) or []
            s.others = [v for i, v in enumerate(points) if i != seat]
        return decide(s, self._style, self._draws.decision(view))


def ceiling_match(args: tuple[str, str, int, int]) -> tuple[float, float]:
    """One match with a ``knows`` peeker in one seat against three normal players, and its
    control (four normal players, same seeds): (paired margin change per hole, win share)."""
    knows, preset, seed, holes = args
    rs = load_ruleset(preset, (), [f"match.holes={holes}"])
    seat = seed % 4
    margins, share = [], 0.0
    for cheat in (True, False):
        bots: list[NormalBot] = [NormalBot(bot_seed(seed, i)) for i in range(4)]
        peeker = Peeker(bot_seed(seed, seat), knows)
        if cheat:
            bots[seat] = peeker
        m = play_on(Match.start(rs, [f"p{i}" for i in range(4)], seed), bots, watch=peeker.see)
        t = m.totals
        margins.append(t[seat] - (sum(t) - t[seat]) / 3)
        if cheat:
            share = 1 / len(m.winners) if seat in m.winners else 0.0
    return (margins[0] - margins[1]) / holes, share


def ceiling(n: int, preset: str, holes: int, workers: int) -> str:
    """What knowledge no fair player has would be worth: the paired change for each peeker."""
    lines = ["| the seat also sees | matches | paired margin change per hole (95% CI) |"
             " win rate (95% CI) |", "|---|---|---|---|"]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for knows in ("others", "own", "all"):
            out = list(pool.map(ceiling_match, [(knows, preset, 30_000 + s, holes)
                                                for s in range(n)], chunksize=8))
            lines.append(paired_row(CEILING[knows], out))
    return "\n".join(lines)


CEILING = {"others": "every other grid's exact score", "own": "its own face-down cards",
           "all": "both"}


class Seer(HardBot):
    """A cheating hard player, for the search's ceiling: every world it searches holds the
    others' real grids (shown by the match loop before each decision, ``see``); its own unseen
    cards and the stock are dealt at random from what they really are, as a fair search would."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.hole: Hole | None = None

    def see(self, hole: Hole) -> None:
        self.hole = hole

    def deal(self, view: SeatView, in_grid: dict[int, list[int]], rng: random.Random) -> Hole:
        assert self.hole is not None and view.seat is not None
        return seer_world(self.hole, view, rng)


def seer_world(hole: Hole, view: SeatView, rng: random.Random) -> Hole:
    """``hole`` with the cards ``view``'s seat cannot see in its own grid, and the stock, dealt
    again at random among those places; everything else (the others' grids) as it really is."""
    seat = view.seat
    assert seat is not None
    own = list(hole.grids[seat])
    known = set(view.memory) | {p for p, c in enumerate(view.grids[seat]) if c is not None}
    hidden = [p for p in range(len(own)) if p not in known]
    cards = [own[p] for p in hidden] + list(hole.stock)
    rng.shuffle(cards)
    for p in hidden:
        own[p] = cards.pop()
    grids = list(hole.grids)
    grids[seat] = tuple(own)
    return hole._replace(grids=tuple(grids), stock=tuple(cards), seed=rng.getrandbits(63))


def seer_match(args: tuple[str, int, int]) -> tuple[float, float, float]:
    """One match of a ``hard`` seat against three ``normal``, played twice on the same deals: by
    a plain hard player and by a ``Seer``. (The seer's paired margin change per hole, the plain
    player's win share, the seer's.)"""
    preset, seed, holes = args
    rs = load_ruleset(preset, (), [f"match.holes={holes}"])
    seat = seed % 4
    margins, shares = [], []
    for cheat in (False, True):
        bots: list[Bot] = [NormalBot(bot_seed(seed, i)) for i in range(4)]
        hard = Seer(bot_seed(seed, seat)) if cheat else HardBot(bot_seed(seed, seat))
        bots[seat] = hard
        watch = hard.see if isinstance(hard, Seer) else None
        m = play_on(Match.start(rs, [f"p{i}" for i in range(4)], seed), bots, watch=watch)
        t = m.totals
        margins.append(t[seat] - (sum(t) - t[seat]) / 3)
        shares.append(1 / len(m.winners) if seat in m.winners else 0.0)
    return (margins[1] - margins[0]) / holes, shares[0], shares[1]


def seer(n: int, preset: str, holes: int, workers: int, first: int) -> str:
    """What reading the others perfectly would be worth to the search: both players' win rates
    and the seer's paired change of margin."""
    with ProcessPoolExecutor(max_workers=workers) as pool:
        out = list(pool.map(seer_match, [(preset, first + s, holes) for s in range(n)]))
    rows = ["| hard | matches | win rate (95% CI) |", "|---|---|---|"]
    labels = ("searches worlds it samples fairly", "searches worlds holding the others' real grids")
    for i, label in enumerate(labels):
        p, lo, hi = wilson(sum(o[i + 1] for o in out), n)
        rows.append(f"| {label} | {n} | {p:.1%} ({lo:.1%}–{hi:.1%}) |")
    d = [o[0] for o in out]
    half = 1.96 * statistics.stdev(d) / math.sqrt(n) if n > 1 else math.nan
    rows += ["", f"Paired change of the seer's margin per hole (negative is better): "
             f"{statistics.fmean(d):+.3f} ± {half:.3f}."]
    return "\n".join(rows)


def match_play_match(args: tuple[str, int, int]) -> tuple[float, float]:
    """One ``hard`` seat against three ``normal``, played once up to the last holes in which
    hard can play for the match (``MATCH_HOLES``), then twice from there on the same deals: hard
    playing those holes for the match, and (its default) for each hole's margin. Its share of
    the win in each."""
    preset, seed, holes = args
    rs = load_ruleset(preset, (), [f"match.holes={holes}"])
    seat = seed % 4
    bots: list[Bot] = [NormalBot(bot_seed(seed, i)) for i in range(4)]
    bots[seat] = HardBot(bot_seed(seed, seat))
    m = Match.start(rs, [f"p{i}" for i in range(4)], seed)
    m = play_on(m, bots, until=lambda m: m.holes_left is not None and m.holes_left < MATCH_HOLES)
    shares = []
    for match_holes in (MATCH_HOLES, 0):
        again = copy.deepcopy(bots)
        again[seat].match_holes = match_holes  # type: ignore[attr-defined]
        end = play_on(m, again)
        shares.append(1 / len(end.winners) if seat in end.winners else 0.0)
    return shares[0], shares[1]


def match_play(n: int, preset: str, holes: int, workers: int, first: int) -> str:
    """The match-play experiment: win rates of both branches, their paired difference (95%
    normal interval) and the matches that only one branch won (or shared differently)."""
    with ProcessPoolExecutor(max_workers=workers) as pool:
        out = list(pool.map(match_play_match, [(preset, first + s, holes) for s in range(n)]))
    diffs = [a - b for a, b in out]
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n) if n > 1 else math.nan
    rows = ["| hard | matches | win rate (95% CI) |", "|---|---|---|"]
    labels = ("plays the last holes for the match", "plays every hole for its margin")
    for i, label in enumerate(labels):
        p, lo, hi = wilson(sum(o[i] for o in out), n)
        rows.append(f"| {label} | {n} | {p:.1%} ({lo:.1%}–{hi:.1%}) |")
    rows += ["", f"Paired difference: {statistics.fmean(diffs):+.1%} ± {half:.1%}; better for the"
            f" match in {sum(d > 0 for d in diffs)} matches, worse in {sum(d < 0 for d in diffs)}."]
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--headline", type=int, default=60, help="matches per headline line-up")
    ap.add_argument("--first-seed", type=int, default=0,
                    help="the headline matches' first seed (to add matches to an earlier run)")
    ap.add_argument("--round-robin", type=int, default=12, help="round-robin matches per preset")
    ap.add_argument("--paired", type=int, default=0,
                    help="same-seed pairs (hard vs normal in the hard seat) per headline preset")
    ap.add_argument("--holes", type=int, default=9, help="holes per match")
    ap.add_argument("--presets", default=",".join(preset_names()), help="comma-separated")
    ap.add_argument("--jobs", type=int, default=2, help="parallel processes")
    ap.add_argument("--quick", action="store_true", help="smoke run: 2 matches of 2 holes each")
    ap.add_argument("--json", default=None, help="also write the raw tallies to this file")
    ap.add_argument("--styles", default="",
                    help="comma-separated heuristic styles to tune (see above)")
    ap.add_argument("--style-matches", type=int, default=300, help="paired matches per style")
    ap.add_argument("--style-preset", default="norwegian-4",
                    help="the preset of --styles, --ceiling, --seer and --match-play")
    ap.add_argument("--match-play", type=int, default=0,
                    help="matches of the match-play experiment (see above)")
    ap.add_argument("--ceiling", type=int, default=0,
                    help="paired matches per cheating seat in the ceiling experiment (see above)")
    ap.add_argument("--seer", type=int, default=0,
                    help="paired matches of the search's ceiling experiment (see above)")
    args = ap.parse_args(argv)
    if args.match_play:
        print(match_play(args.match_play, args.style_preset, args.holes, args.jobs,
                         args.first_seed))
        return 0
    if args.ceiling:
        print(ceiling(args.ceiling, args.style_preset, args.holes, args.jobs))
        return 0
    if args.seer:
        print(seer(args.seer, args.style_preset, args.holes, args.jobs, args.first_seed))
        return 0
    if args.styles:
        print(style_sweep(args.styles.split(","), args.style_matches, args.style_preset,
                          args.holes, args.jobs))
        return 0
    if args.quick:
        args.headline, args.round_robin, args.holes = 2, 1, 2
    todo = jobs(args.headline, args.round_robin, args.holes, args.presets.split(","), args.paired,
                args.first_seed)
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play, todo, chunksize=1))
    elapsed = time.perf_counter() - start
    text = report(results, elapsed)
    print(f"$ python bench/bots.py {' '.join(argv if argv is not None else sys.argv[1:])}")
    print(text)
    if args.json:
        raw = {f"{e}|{p}|{lineup}": {k: {"matches": t.matches, "wins": t.wins,
                                         "mean_hole": t.mean_score()[0]}
                                     for k, t in levels.items()}
               for (e, p, lineup), levels in tally(results).items()}
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(raw, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
