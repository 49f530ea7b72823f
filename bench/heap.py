"""What a long hole leaves for the garbage collector: objects it tracks, and a full collection's
time, as an 8-player nine-card match is played through the keys (headless, 80×24, every turn
handed over), read every ``--every`` moves.

Python runs a full collection now and then between two of the app's frames, and its time grows
with what the app keeps; Textual 8 kept every removed widget's rendered lines in a cache
(Textualize/textual#6665, worked around by ``golf_tui.app.render_cache``). The baseline, in the
same run, in a process of its own: the same moves with Textual's own cache put back
(``--textual-cache``). Each line gives both, and the ratio of the medians of the collection's
times over ``--runs`` processes each.

    python bench/heap.py [--moves 500] [--every 100] [--runs 3]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))  # for bench/tui.py's move_key
from tui import move_key


async def readings(moves: int, every: int) -> list[tuple[int, int, float]]:
    """Play ``moves`` keys of the match; at every ``every``-th: the moves made, the objects the
    collector tracks after a full collection, and the seconds a second full collection took."""
    from golf_tui.app import timings
    from golf_tui.app.app import GolfApp
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.screens.table import TableScreen
    from golf_tui.presets import load_ruleset

    timings.READING_TIME = 0.0  # the keys come at once: none is typed ahead
    timings.QUIET_TIME = 0.0
    seats = tuple(Seat(chr(ord("A") + i)) for i in range(8))
    config = GameConfig(load_ruleset("nine-card", rules=["match.holes=9"]), seats, seed=1,
                        handover="always", animations=False, bot_delay=0.0)
    app = GolfApp(config)
    out: list[tuple[int, int, float]] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for made in range(1, moves + 1):
            screen = app.screen
            key = "enter"  # a hand-over, a hole's result, an opening peek shown
            if isinstance(screen, TableScreen) and not screen.ctrl.reveal_holds:
                ctrl = screen.ctrl
                if ctrl.match.finished:
                    break
                v = ctrl.table_view()
                if v.phase != "over" and ctrl.at_keys_to_act():
                    key, _timed = move_key(v)
            await pilot.press(key)
            if made % every == 0:
                gc.collect()
                t0 = time.perf_counter()
                gc.collect()
                out.append((made, len(gc.get_objects()), time.perf_counter() - t0))
    return out


def child(moves: int, every: int, textual_cache: bool) -> None:
    """One process's readings, as JSON on standard output."""
    if textual_cache:  # the baseline: Textual's cache of the method, as it ships
        from textual._styles_cache import StylesCache

        from golf_tui.app import render_cache  # applies the workaround on import

        if render_cache.BOUND:
            StylesCache.get_inner_outer = render_cache.TEXTUAL_INNER_OUTER  # type: ignore[method-assign]
    with tempfile.TemporaryDirectory() as home:  # the autosaves go here, not to yours
        os.environ["GOLF_TUI_HOME"] = home
        print(json.dumps(asyncio.run(readings(moves, every))))


def run(moves: int, every: int, textual_cache: bool) -> list[tuple[int, int, float]]:
    args = [sys.executable, __file__, "--child", "--moves", str(moves), "--every", str(every)]
    out = subprocess.run([*args, *(["--textual-cache"] if textual_cache else [])],
                         capture_output=True, text=True, check=True)
    return [tuple(r) for r in json.loads(out.stdout)]  # type: ignore[misc]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=500, help="keys played (default 500)")
    parser.add_argument("--every", type=int, default=100,
                        help="a reading every this many keys (default 100)")
    parser.add_argument("--runs", type=int, default=3, help="processes of each (default 3)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--textual-cache", action="store_true",
                        help="Textual's own cache of the method, as it ships")
    args = parser.parse_args()
    if args.child:
        child(args.moves, args.every, args.textual_cache)
        return
    got: dict[bool, list[list[tuple[int, int, float]]]] = {False: [], True: []}
    for _ in range(args.runs):  # alternating, so that both see the machine alike
        for textual_cache in (False, True):
            got[textual_cache].append(run(args.moves, args.every, textual_cache))
    print("moves  objects tracked (this / Textual's cache)   full collection, median ms"
          " (this / Textual's cache)   ratio")
    for i, (made, *_rest) in enumerate(got[False][0]):
        this = [r[i] for r in got[False] if len(r) > i]
        base = [r[i] for r in got[True] if len(r) > i]
        if not this or not base:
            break
        objects = (statistics.median(r[1] for r in this), statistics.median(r[1] for r in base))
        ms = (statistics.median(r[2] for r in this) * 1000,
              statistics.median(r[2] for r in base) * 1000)
        print(f"{made:5d}  {objects[0]:9,.0f} / {objects[1]:9,.0f}"
              f"                  {ms[0]:7.1f} / {ms[1]:7.1f}"
              f"                          {ms[0] / ms[1]:.2f}")


if __name__ == "__main__":
    main()
