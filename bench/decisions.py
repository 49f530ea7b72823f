"""The hard player's searched decisions, timed steadily: the same decisions, each timed several
times, its fastest time kept.

The round-robin in ``bots.py`` times every decision once, and on a machine whose speed wanders
from minute to minute its medians move by a third from run to run. This bench first plays seeded
2-hole matches of one ``hard`` against three ``normal`` and keeps the first ``--decisions``
searched decisions (a copy of the bot as it was, and its view), then replays each decision
``--repeats`` times, round after round, and keeps each one's fastest time: the time the search
needs when nothing else gets in the way. It prints, per preset, the median and the total of those
times and a digest of the actions chosen (equal digests: the same decisions).

The baseline, measured in the same run, round after round with the search: the same decisions
made by the hard player's own heuristic alone (what ``HardBot.choose`` does before it searches:
its notes, the situation, ``decide`` with ``HARD``), fastest of ``--repeats`` too; the ratio
search / heuristic says what the search costs over deciding without it.

``--against DIR`` runs the same in another checkout's ``src`` (say a ``git worktree`` of the
commit before), alternating with this one, so that a change is measured against its baseline in
one run:

    python bench/decisions.py --presets norwegian-4,norwegian-6 --decisions 40 --repeats 3
    git worktree add /tmp/base HEAD~1
    python bench/decisions.py --against /tmp/base --presets norwegian-6
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from golf_tui.bots import HardBot, make_bot
from golf_tui.engine import Action, SeatView
from golf_tui.presets import load_ruleset
from golf_tui.simulate import bot_seed, play_match


def capture(preset: str, count: int) -> list[tuple[HardBot, SeatView]]:
    """The first ``count`` searched decisions of seeded matches, hard in seat ``seed % 4``."""
    ruleset = load_ruleset(preset, (), ["match.holes=2"])
    kept: list[tuple[HardBot, SeatView]] = []

    class Enough(Exception):
        pass

    class Keeper(HardBot):
        def choose(self, view: SeatView) -> Action:
            if len(view.legal) > 1 and view.phase != "opening":
                if len(kept) == count:
                    raise Enough  # the match need not be played on
                kept.append((copy.deepcopy(self), view))
            return super().choose(view)

    seed = 1
    while len(kept) < count and seed < 100:
        bots = [Keeper(bot_seed(seed, s)) if s == seed % 4
                else make_bot("normal", bot_seed(seed, s)) for s in range(4)]
        try:
            play_match(ruleset, bots, seed)
        except Enough:
            break
        seed += 1
    return kept


def heuristic_alone(bot: HardBot, view: SeatView) -> Action:
    """The baseline: ``HardBot.choose`` up to its search, the heuristic's choice."""
    from golf_tui.bots.hard import HARD, decide, situation

    bot._notes.observe(view)
    bot._track.observe(view)
    s = situation(view, bot._notes, count_kept=HARD.count_kept, fresh=bot._track.fresh(),
                  redeals=bot._redeals)
    return decide(s, HARD)


def measure(preset: str, count: int, repeats: int) -> dict[str, Any]:
    kept = capture(preset, count)
    fastest = [float("inf")] * len(kept)
    base = [float("inf")] * len(kept)
    chosen: list[Action] = []
    for round_ in range(repeats):
        for i, (bot, view) in enumerate(kept):
            fresh = copy.deepcopy(bot)
            start = time.perf_counter()
            action = HardBot.choose(fresh, view)  # the search itself, not the keeper
            fastest[i] = min(fastest[i], time.perf_counter() - start)
            if round_ == 0:
                chosen.append(action)
            fresh = copy.deepcopy(bot)
            start = time.perf_counter()
            try:
                heuristic_alone(fresh, view)
            except (ImportError, AttributeError):  # a checkout whose bot is made otherwise
                base[i] = float("nan")
            else:
                base[i] = min(base[i], time.perf_counter() - start)
    ordered = sorted(fastest)
    median = ordered[len(ordered) // 2] if ordered else 0.0
    base_median = sorted(base)[len(base) // 2] if base else float("nan")
    return {"preset": preset, "decisions": len(kept), "median_ms": 1000 * median,
            "heuristic_ms": 1000 * base_median,
            "per_heuristic": median / base_median if base_median else float("nan"),
            "total_s": sum(fastest),
            "digest": hashlib.sha256(repr(chosen).encode()).hexdigest()[:12]}


def in_checkout(src: Path, preset: str, count: int, repeats: int) -> dict[str, Any]:
    """``measure`` run by this script in a process that imports golf_tui from ``src``."""
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONHASHSEED": "0"}
    done = subprocess.run([sys.executable, __file__, "--json-one", preset, "--decisions",
                           str(count), "--repeats", str(repeats)],
                          env=env, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--presets", default="norwegian-4,norwegian-6,swedish-6,danish-6,nine-card")
    p.add_argument("--decisions", type=int, default=40, help="searched decisions per preset")
    p.add_argument("--repeats", type=int, default=3, help="times each decision is timed")
    p.add_argument("--against", type=Path, help="a checkout to compare with (its src is used)")
    p.add_argument("--json-one", help=argparse.SUPPRESS)  # one preset, as JSON (--against)
    args = p.parse_args(argv)
    if args.json_one:
        print(json.dumps(measure(args.json_one, args.decisions, args.repeats)))
        return 0
    here = Path(__file__).resolve().parents[1] / "src"
    sides = [("this", here)] + ([("against", args.against / "src")] if args.against else [])
    print("| preset | code | decisions | median of fastest ms | heuristic alone ms | × heuristic"
          " | total s | digest |")
    print("|---|---|---|---|---|---|---|---|")
    for preset in args.presets.split(","):
        rows = {}
        for name, src in sides:  # alternate: a slow minute hits both alike
            rows[name] = in_checkout(src, preset, args.decisions, args.repeats)
        for name, row in rows.items():
            print(f"| {preset} | {name} | {row['decisions']} | {row['median_ms']:.1f} | "
                  f"{row.get('heuristic_ms', float('nan')):.3f} |"
                  f" {row.get('per_heuristic', float('nan')):.0f} | "
                  f"{row['total_s']:.2f} | {row['digest']} |")
        if args.against:
            ratio = rows["this"]["median_ms"] / rows["against"]["median_ms"]
            same = "same" if rows["this"]["digest"] == rows["against"]["digest"] else "DIFFERENT"
            print(f"| {preset} | this ÷ against | | {ratio:.2f} | | | | {same} decisions |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
