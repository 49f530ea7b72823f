"""Output to the terminal: how many bytes golf-tui writes for one action (a hand-over's Enter,
the rules opened and closed, a move, a hole's reveal, skipping ahead, a resize, idling at the
setup or in the command palette), and how many of its writes repaint the whole screen.

The app runs headless under Pilot, built through the real command line (``golf_tui.cli.main``,
its ``run`` taken over), so its settings are the command's (animations on, the computers'
pace). A headless app writes nothing (``App._display`` returns at once), so the bench counts
what it would have written: every renderable the screens hand to ``App._display`` is rendered
to the terminal's text exactly as ``App._display`` does for a real driver
(``CompositorUpdate.render_segments`` and the cursor's move, the app's own console), and
counted in UTF-8 bytes. The 16 bytes of synchronized-output brackets around each write (only
on terminals that ask for them) are left out. A "full" write is a ``LayoutUpdate``: the
compositor's whole-screen update (``Compositor.render_full_update``).

Each figure is the median over ``--repeats`` runs. ``--against DIR`` measures the checkout in
DIR (its ``src``) as well, in the same run, alternating, each run in a fresh child process:
the baseline is the main branch before a change, checked out beside this one, e.g.

    git worktree add --detach /tmp/golf-base main
    python bench/output.py --against /tmp/golf-base [--repeats 3] [--idle 10]
    git worktree remove /tmp/golf-base

(``--baseline-ref REF`` does those two git steps itself.) Colours are counted for a truecolor
terminal (``COLORTERM=truecolor``), as most terminals are.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# name, (columns, rows), the command line's arguments, what is measured
SCENARIOS: dict[str, tuple[tuple[int, int], list[str], str]] = {
    "handover-80": ((80, 24), ["--players", "Kari,Ola", "--ruleset", "nine-card"],
                    "Enter at a hand-over (mid-hole), until the table is drawn"),
    "handover-200": ((200, 60), ["--players", "Kari,Ola", "--ruleset", "nine-card"],
                     "the same at 200x60"),
    "rules-200": ((200, 60), ["--players", "A,B,C,D,E,F,G,H", "--ruleset", "norwegian-4"],
                  "r, then Esc, at eight players' table"),
    "keys-200": ((200, 60), ["--players", "A,B,C,D,E,F,G,H", "--ruleset", "norwegian-4"],
                 "an arrow key, then a move's keys, at eight players' table"),
    "bots-200": ((200, 60), ["--players", "bot:normal,bot:hard"],
                 "space (skip ahead) to the hole's end, then the result's reveal"),
    "resize-80": ((80, 24), ["--players", "Kari,Ola", "--ruleset", "nine-card"],
                  "the terminal 80 -> 81 columns at the table"),
    "idle-setup": ((80, 24), [], "idling at the setup, a player's name field focused"),
    "idle-palette": ((200, 60), ["--players", "Kari,Ola", "--ruleset", "nine-card"],
                     "idling in the command palette (ctrl+p) at the table"),
}

CHILD = r'''
import asyncio, json, os, sys, time
from rich.control import Control
from textual.app import App
from textual._compositor import CompositorUpdate, LayoutUpdate

WRITES = []  # (bytes, full, screen class)


def display(self, screen, renderable, _display=App._display):
    if (renderable is not None and not self._batch_count and self._running
            and not self._closed):
        if isinstance(renderable, CompositorUpdate):
            cursor = self.screen.outer_size.clamp_offset(self.cursor_position)
            text = renderable.render_segments(self.console)
            text += Control.move_to(*cursor).segment.text
        else:
            text = self.console._render_buffer(self.console.render(renderable))
        WRITES.append((len(text.encode()), isinstance(renderable, LayoutUpdate),
                       type(self.screen).__name__))
    _display(self, screen, renderable)


App._display = display

from golf_tui.app.app import GolfApp

try:
    from golf_tui.app import timings
except ImportError:  # a baseline from before app/timings.py: the waits were deliberate's
    from golf_tui.app.screens import deliberate as timings
import golf_tui.app.terminal
import golf_tui.cli

timings.READING_TIME = 0  # keys are taken at once: the bench measures bytes, not waits
timings.QUIET_TIME = 0  # the hand-over's too: its Enter comes 0.3 s after the move's key
golf_tui.app.terminal.not_a_terminal = lambda *args: None
made = []
GolfApp.run = lambda self, **kw: made.append(self)
NAME, (W, H), ARGS, IDLE = json.loads(sys.argv[1])
golf_tui.cli.main(ARGS)
app = made[0]
got = {}


def taken():
    out = (sum(w[0] for w in WRITES), len(WRITES), sum(w[1] for w in WRITES))
    WRITES.clear()
    return out


async def settle(pilot, seconds=0.3):
    """Until nothing has been written for ``seconds`` (the timers' frames included)."""
    while True:
        n = len(WRITES)
        await pilot.pause(seconds)
        if len(WRITES) == n:
            return


async def until(pilot, ok, limit=120.0):
    end = time.monotonic() + limit
    while not ok():
        if time.monotonic() > end:
            raise SystemExit(f"{NAME}: gave up waiting ({type(app.screen).__name__})")
        await pilot.pause(0.02)


def screen_is(name):
    return lambda: type(app.screen).__name__ == name


async def table(pilot):
    """The table, for the player at the keys (past the first hand-over, if any)."""
    await until(pilot, lambda: type(app.screen).__name__ in ("HandoverScreen", "TableScreen")
                and app.table is not None)
    await settle(pilot)
    if type(app.screen).__name__ == "HandoverScreen":
        await pilot.press("enter")
        await until(pilot, screen_is("TableScreen"))
        await settle(pilot)


def move_keys():
    from golf_tui.engine import DrawStock, Flip, Knock, Swap, TakeDiscard, ThrowAway, view
    ctrl = app.table.ctrl
    legal = view(ctrl.match.hole, ctrl.keys).legal
    action = next((a for a in legal if isinstance(a, DrawStock)), legal[0])
    simple = {DrawStock: "d", TakeDiscard: "t", ThrowAway: "x", Knock: "k"}
    if type(action) in simple:
        return [simple[type(action)]]
    pos = str(action.pos + 1)
    if isinstance(action, Swap) or all(type(a) is type(action) for a in legal):
        return [pos]
    return ["f" if isinstance(action, Flip) else "p", pos]


async def play_to_handover(pilot):
    for _ in range(20):
        for key in move_keys():
            await pilot.press(key)
            await settle(pilot, 0.1)
        if type(app.screen).__name__ == "HandoverScreen":
            return
    raise SystemExit("no hand-over came")


async def run():
    async with app.run_test(size=(W, H)) as pilot:
        if NAME.startswith("handover") or NAME == "resize-80":
            await table(pilot)
            taken()
            if NAME == "resize-80":
                await pilot.resize_terminal(W + 1, H)
                await settle(pilot)
                got["resize"] = taken()
                return
            await play_to_handover(pilot)
            await settle(pilot)
            got["move to hand-over"] = taken()
            await pilot.press("enter")
            await until(pilot, screen_is("TableScreen"))
            await settle(pilot)
            got["hand-over Enter"] = taken()
        elif NAME == "rules-200":
            await table(pilot)
            taken()
            await pilot.press("r")
            await until(pilot, screen_is("RulesScreen"))
            await settle(pilot)
            got["rules open"] = taken()
            await pilot.press("escape")
            await until(pilot, screen_is("TableScreen"))
            await settle(pilot)
            got["rules close"] = taken()
        elif NAME == "keys-200":
            await table(pilot)
            taken()
            await pilot.press("right")
            await settle(pilot)
            got["arrow key"] = taken()
            await pilot.press("d")
            await settle(pilot)
            got["draw (d)"] = taken()
        elif NAME == "bots-200":
            await until(pilot, lambda: app.table is not None and screen_is("TableScreen")())
            await settle(pilot, 0.05)
            taken()
            await pilot.press("space")
            await until(pilot, screen_is("HoleResultScreen"))
            before = [w for w in WRITES if w[2] != "HoleResultScreen"]
            got["skip ahead"] = (sum(w[0] for w in before), len(before),
                                 sum(w[1] for w in before))
            del WRITES[:len(before)]
            result = app.screen
            await until(pilot, lambda: not result._animations)
            await settle(pilot, 0.5)
            got["hole reveal"] = taken()
        elif NAME == "idle-setup":
            from textual.widgets import Input
            await until(pilot, screen_is("SetupScreen"))
            await settle(pilot)
            field = app.screen.query(Input).first()
            field.focus()
            await settle(pilot)
            taken()
            await asyncio.sleep(IDLE)
            await pilot.pause()
            got[f"idle {IDLE:g} s, name field"] = taken()
        elif NAME == "idle-palette":
            await table(pilot)
            await pilot.press("ctrl+p")
            await until(pilot, lambda: "Palette" in type(app.screen).__name__)
            await settle(pilot)
            taken()
            await asyncio.sleep(IDLE)
            await pilot.pause()
            got[f"idle {IDLE:g} s, palette"] = taken()
        app.exit()


asyncio.run(run())
print("RESULT " + json.dumps(got))
'''


def run_child(src: Path, name: str, idle: float) -> dict[str, list[int]]:
    size, args, _what = SCENARIOS[name]
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "GOLF_TUI_HOME": home, "PYTHONPATH": str(src),
               "COLORTERM": "truecolor", "LC_ALL": "C.UTF-8"}
        env.pop("TEXTUAL_COLOR_SYSTEM", None)
        done = subprocess.run([sys.executable, "-c", CHILD, json.dumps([name, size, args, idle])],
                              env=env, capture_output=True, text=True, timeout=600, cwd=home)
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            return dict(json.loads(line[7:]))
    raise SystemExit(f"{name} failed in {src}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--idle", type=float, default=10.0, help="seconds of idling")
    parser.add_argument("--only", nargs="*", choices=sorted(SCENARIOS), default=None)
    parser.add_argument("--against", type=Path, help="a checkout to compare with (its src)")
    parser.add_argument("--baseline-ref", help="a git ref to compare with (a worktree of it)")
    parser.add_argument("--json", type=Path, help="write the medians here too")
    args = parser.parse_args()
    trees = {"this": ROOT / "src"}
    made = None
    if args.baseline_ref:
        made = Path(tempfile.mkdtemp(prefix="golf-base-")) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(made),
                        args.baseline_ref], check=True, capture_output=True)
        trees = {"baseline": made / "src", **trees}
    elif args.against:
        trees = {"baseline": args.against.resolve() / "src", **trees}
    else:  # bytes have no bare app to be set beside: the baseline is the code before a change
        print("no baseline: --baseline-ref REF (say main) or --against DIR gives each figure's"
              " ratio this / baseline, measured in the same run", file=sys.stderr)
    names = args.only or list(SCENARIOS)
    got: dict[str, dict[str, list[tuple[int, int, int]]]] = {tree: {} for tree in trees}
    try:
        for name in names:
            for _ in range(args.repeats):
                for tree, src in trees.items():  # alternating
                    for action, figures in run_child(src, name, args.idle).items():
                        got[tree].setdefault(f"{name}: {action}", []).append(figures)
                print(".", end="", file=sys.stderr, flush=True)
    finally:
        if made is not None:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(made)],
                           check=False, capture_output=True)
    print(file=sys.stderr)
    medians = {tree: {action: [statistics.median(f[i] for f in runs) for i in range(3)]
                      for action, runs in actions.items()}
               for tree, actions in got.items()}
    header = "| action | " + " | ".join(f"{t} bytes (writes, full)" for t in trees)
    if len(trees) > 1:
        header += " | this / baseline"
    print(header + " |")
    print("|" + " --- |" * (len(trees) + 1 + (len(trees) > 1)))
    for action in medians["this"]:
        cells = []
        for tree in trees:
            b, w, f = medians[tree].get(action, [0, 0, 0])
            cells.append(f"{b:,.0f} ({w:g}, {f:g})")
        if len(trees) > 1:
            base = medians["baseline"].get(action, [0])[0]
            cells.append(f"{medians['this'][action][0] / base:.2f}" if base else "-")
        print(f"| {action} | " + " | ".join(cells) + " |")
    if args.json:
        args.json.write_text(json.dumps(medians, indent=1))


if __name__ == "__main__":
    main()
