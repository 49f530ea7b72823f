"""History speed: a history folder of many finished matches, read by the terminal commands and
the app's screens.

The folder is filled with ``--files`` history files (copies of a few simulated matches, 2 to 4
players of every preset, each under a name and a finish of its own), then timed, each in a
process of its own so that what one reads does not warm the next:

- read: ``Store.history()``, every file read and checked (what the commands and the Player
  statistics start from);
- ``golf-tui history`` and ``golf-tui stats``, start to exit;
- the app's Match history and Player statistics, from the command to the screen idle (the
  Match history lists only the newest ``history.SHOWN`` matches, and reads only their files).

Each row gives the median of ``--runs``, the most memory the process took, and the ratio to the
baseline measured in the same run: a bare Python process that reads every file and parses its
JSON, the least any reader of the folder does (its time within the process for the rows timed
within theirs, read and the screens; its time start to exit for the commands).

``--src DIR`` times another golf-tui (``DIR`` is its ``src`` folder, e.g. a worktree of an older
commit) on the same kind of folder.

    python bench/history.py [--files 2000] [--runs 3] [--src /tmp/base/src]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"

# run in a process of its own: prints the seconds it took
READ = """
import time
from golf_tui.storage import Store
t = time.perf_counter()
entries, problems = Store().history()
print(time.perf_counter() - t)
"""

# the baseline, run like READ: every file read and parsed, nothing of golf-tui imported
BASE = """
import json, os, time
from pathlib import Path
t = time.perf_counter()
for path in (Path(os.environ["GOLF_TUI_HOME"]) / "data").rglob("*.json"):
    json.loads(path.read_text(encoding="utf-8"))
print(time.perf_counter() - t)
"""

SCREEN = """
import asyncio, sys, time
from golf_tui.app.app import GolfApp

async def main() -> None:
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        t = time.perf_counter()
        getattr(app, sys.argv[1])()
        await pilot.pause()
        print(time.perf_counter() - t)

asyncio.run(main())
"""

TIMED = {
    "read": ["-c", READ],
    "golf-tui history": ["-m", "golf_tui", "history"],
    "golf-tui stats": ["-m", "golf_tui", "stats"],
    "Match history": ["-c", SCREEN, "action_show_history"],
    "Player statistics": ["-c", SCREEN, "action_show_stats"],
}


def fill(home: Path, files: int) -> int:
    """``files`` history files under ``home``; their mean size in bytes."""
    from golf_tui.presets import load_ruleset, preset_names
    from golf_tui.simulate import simulate
    from golf_tui.storage import Store
    from golf_tui.storage.history import entry_from_match

    matches = []
    for seed, preset in enumerate(preset_names()):
        ruleset = load_ruleset(preset)
        for players in (2, 4):
            m = simulate(ruleset, players, seed)
            kinds = ("human", *("normal",) * (players - 1))
            matches.append(entry_from_match(m, kinds, "").to_json())
    folder = Store(home / "data").history_dir
    folder.mkdir(parents=True)
    size = 0
    for n in range(files):
        minute = n % 60, n // 60 % 24, n // 1440 % 28 + 1, n // 40320 % 12 + 1
        stamp = f"2026{minute[3]:02d}{minute[2]:02d}T{minute[1]:02d}{minute[0]:02d}00"
        data = dict(matches[n % len(matches)], finished_at=(
            f"2026-{minute[3]:02d}-{minute[2]:02d}T{minute[1]:02d}:{minute[0]:02d}:00+00:00"))
        text = json.dumps(data, ensure_ascii=False)
        (folder / f"{stamp}_0000-{n // 483840}.json").write_text(text, encoding="utf-8")
        size += len(text.encode())
    return size // max(files, 1)


def timed(home: Path, args: list[str], src: Path) -> tuple[float, float, float]:
    """(seconds, wall seconds, peak memory in MB) of one process: the seconds it prints, else its
    wall time; and its wall time."""
    env = {**os.environ, "GOLF_TUI_HOME": str(home), "PYTHONPATH": str(src)}
    code = "import resource, subprocess, sys, time; t = time.perf_counter(); " \
           "out = subprocess.run(sys.argv[1:], capture_output=True, text=True, check=True)" \
           ".stdout; wall = time.perf_counter() - t; " \
           "print(out.strip().splitlines()[-1] if sys.argv[2] == '-c' else '', wall, " \
           "resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    done = subprocess.run([sys.executable, "-c", code, sys.executable, *args], env=env,
                          capture_output=True, text=True, check=True)
    *printed, wall, rss = done.stdout.split()
    return float(printed[0]) if printed else float(wall), float(wall), int(rss) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000, help="history files (default 2000)")
    parser.add_argument("--runs", type=int, default=3, help="processes a row (default 3)")
    parser.add_argument("--src", type=Path, default=SRC, help="the golf-tui to time (its src)")
    args = parser.parse_args()
    sys.path.insert(0, str(SRC))
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        t = time.perf_counter()
        size = fill(home, args.files)
        print(f"{args.files} history files of {size / 1000:.1f} kB on average"
              f" (filled in {time.perf_counter() - t:.1f} s)")
        print("| what | median | memory | × baseline |")
        print("| --- | --- | --- | --- |")
        rows: dict[str, list[tuple[float, float, float]]] = {what: [] for what in TIMED}
        base: list[tuple[float, float, float]] = []
        for _ in range(args.runs):  # row by row in turn, so that a busy minute weighs on all
            base.append(timed(home, ["-c", BASE], args.src))
            for what, command in TIMED.items():
                rows[what].append(timed(home, command, args.src))
        inside = statistics.median(s for s, _, _ in base)
        outside = statistics.median(w for _, w, _ in base)
        print(f"| baseline: every file's JSON parsed | {inside:.2f} s ({outside:.2f} s start to"
              f" exit) | {max(m for _, _, m in base):.0f} MB | 1 |")
        for what, runs in rows.items():
            seconds = statistics.median(s for s, _, _ in runs)
            against = outside if TIMED[what][0] == "-m" else inside
            print(f"| {what} | {seconds:.2f} s | {max(m for _, _, m in runs):.0f} MB"
                  f" | {seconds / max(against, 1e-9):.1f} |")


if __name__ == "__main__":
    main()
