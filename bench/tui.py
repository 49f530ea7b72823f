"""Screen speed: start-up to the first interactive frame, against a bare Textual app, and the
keypress-to-repaint time on the table.

Start-up: the wall time from starting a Python process to the first frame after the app is
ready, for ``golf-tui --ruleset swedish-6 --players "A,B,C"`` (through the real command line) and
for a bare Textual app with a Header and a Footer, in the same run, alternating, headless. The
ratio golf / bare is the figure to watch (target: at most 1.3).

Golf's first frame is the hand-over to B (A deals, B plays first): "ready" is counted when the
screen is the hand-over (or the table) after a refresh, with the event loop free to take keys.
That quick start draws the hand-over before the ruleset and the match exist and builds them in a
thread right after it (see docs/architecture.md, "Start-up"), so the bench also reports when the
match was built (``app.table`` set): an Enter pressed before then waits until then. That figure is
not part of the ratio, but it is the one to watch for "how long until I can play".

Keypress to repaint: on the table screen, the time from posting a key event (an arrow key that
moves the grid cursor, so every press changes the screen) to the end of the next refresh.
Headless: the frame is composed but not written to a terminal. Target: within two frames (33 ms).
The baseline, in the same run: a bare Textual app of the same size whose arrow keys change the
one line it shows, timed the same way; the keys' lines below give their ratio to it.

A move to repaint: the same, for the keys that play a turn (draw, then place the card), at a
full table in a small terminal (eight players, nine cards, 80×24) and at three players
(swedish-6, 100×30). Such a key changes much more than the cursor: the piles, a grid, the
narration, the prompt and the footer's keys. The hand-overs are off, so every key is a move.

A hand-over: the same at that full table with the hand-overs on: the move that ends a turn, to
the hand-over's first frame, and Enter on the hand-over, to the table's frame for the next
player (a quarter as many as the moves).

    python bench/tui.py [--runs 7] [--presses 60] [--moves 80]
    python bench/tui.py --against DIR [--rounds 2]   # this checkout's src against DIR/src

``--against`` runs the start-ups and the in-process timings in child processes, alternating
between the two checkouts' ``src``, and prints each timing's medians and their ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App

CHILD_BARE = """
from textual.app import App
from textual.widgets import Footer, Header

class Bare(App):
    def compose(self):
        yield Header()
        yield Footer()

    def on_ready(self):
        self.call_after_refresh(self.done)

    def done(self):
        print("ready", flush=True)
        self.exit()

Bare().run(headless=True, size=(100, 30))
"""

CHILD_GOLF = """
from textual.app import App
from golf_tui.app.app import GolfApp

def on_ready(self):
    self.call_after_refresh(done, self)

def done(app):
    if type(app.screen).__name__ not in ("TableScreen", "HandoverScreen"):
        app.call_after_refresh(done, app)
        return
    print("ready", flush=True)
    built(app)

def built(app):
    if app.table is None:  # the quick start's match is still being built
        app.set_timer(0.005, lambda: built(app))
        return
    print("built", flush=True)
    app.exit()

GolfApp.on_ready = on_ready
GolfApp.run = lambda self, **kw: App.run(self, headless=True, size=(100, 30))
import golf_tui.app.terminal
golf_tui.app.terminal.not_a_terminal = lambda *args: None  # headless: no terminal needed
from golf_tui.cli import main
main(["--ruleset", "swedish-6", "--players", "A,B,C"])
"""


def start_once(code: str) -> tuple[float, float | None]:
    """Seconds from starting the process to its "ready" line, and to its "built" line (the
    match exists; None for an app that prints none)."""
    # A fresh data directory each time: the same start every run, and the bench's autosaves and
    # settings never touch the player's own.
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "GOLF_TUI_HOME": home}
        return _start_in(code, env)


def _start_in(code: str, env: dict[str, str]) -> tuple[float, float | None]:
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                            env=env)
    assert proc.stdout is not None
    ready = built = None
    for line in proc.stdout:
        if line.strip() == "ready":
            ready = time.perf_counter() - t0
        elif line.strip() == "built":
            built = time.perf_counter() - t0
            break
    if ready is None:
        raise RuntimeError("the app never became ready")
    proc.wait()
    return ready, built


async def keypress_times(presses: int) -> list[float]:
    """Seconds from posting an arrow key to the end of the following refresh, on the table."""
    from golf_tui.app.app import GolfApp
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.screens.table import TableScreen
    from golf_tui.presets import load_ruleset

    config = GameConfig(load_ruleset("swedish-6"), (Seat("A"), Seat("B"), Seat("C")), seed=1,
                        handover="never", animations=False, bot_delay=0.0)
    app = GolfApp(config)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        times = await _arrow_times(app, pilot, presses, lambda: table.cursor)
    return times


async def _arrow_times(app: Any, pilot: Any, presses: int,
                       cursor: Callable[[], object]) -> list[float]:
    """Seconds from posting an arrow key (down and right in turn) to ``app`` to the end of the
    refresh after ``cursor`` (where the app's cursor is) has moved, for ``presses`` keys."""
    from textual import events

    loop = asyncio.get_running_loop()
    times: list[float] = []
    for i in range(presses):
        before = cursor()
        done: asyncio.Future[float] = loop.create_future()
        t0 = time.perf_counter()
        app.post_message(events.Key("right" if i % 2 else "down", None))
        while cursor() == before:
            await asyncio.sleep(0)
        app.call_after_refresh(lambda f=done: f.done() or f.set_result(time.perf_counter()))
        times.append(await done - t0)
        await pilot.pause()
    return times


async def bare_keypress_times(presses: int) -> list[float]:
    """The baseline: the same timing in a bare Textual app whose arrow keys change its one
    ``Static`` (a cursor's place written out)."""
    from textual import events
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    class Bare(App[None]):
        cursor = 0

        def compose(self) -> ComposeResult:
            yield Static("cursor 0", id="line")

        def on_key(self, event: events.Key) -> None:
            if event.key in ("down", "right"):
                self.cursor += 1
                self.query_one("#line", Static).update(f"cursor {self.cursor}")

    app = Bare()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        times = await _arrow_times(app, pilot, presses, lambda: app.cursor)
    return times


async def move_times(preset: str, players: int, size: tuple[int, int], moves: int,
                     handover: str = "never") -> dict[str, list[float]]:
    """Seconds from posting a key that plays a move (draw; then put the card on a face-down
    place, or the first place) to the end of the following refresh, on the table: "move".

    With the hand-overs on (``handover`` "always"), a move that ends a turn puts the hand-over
    up: such a move's time, to the hand-over's first frame, is "to hand-over", and Enter on the
    hand-over to the table's frame for the next player is "back"; ``moves`` counts those
    hand-overs. (The hand-over takes a key at once here: ``timings.READING_TIME`` is 0.)
    Each with " cpu": the process's CPU seconds over the same span."""

    try:
        from golf_tui.app import timings
    except ImportError:  # a checkout from before app/timings.py: the waits were deliberate's
        from golf_tui.app.screens import deliberate as timings
    from golf_tui.app.app import GolfApp
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.controller import Controller
    from golf_tui.app.screens.handover import HandoverScreen
    from golf_tui.app.screens.table import TableScreen
    from golf_tui.engine import Card
    from golf_tui.presets import load_ruleset

    timings.READING_TIME = 0.0  # the bench's Enter is no key typed ahead
    timings.QUIET_TIME = 0.0  # nor is it the last move's burst: the hand-over takes it
    seats = tuple(Seat(chr(ord("A") + i)) for i in range(players))
    times: dict[str, list[float]] = {part: [] for part in (
        "move", "to hand-over", "back", "move cpu", "to hand-over cpu", "back cpu")}
    counted = times["move"] if handover == "never" else times["back"]
    seed = 0
    while len(counted) < moves:
        seed += 1
        config = GameConfig(load_ruleset(preset), seats, seed=seed,
                            handover=handover,  # type: ignore[arg-type]
                            animations=False, bot_delay=0.0)
        app = GolfApp(config)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            if isinstance(app.screen, HandoverScreen):  # the first turn's: not timed
                await pilot.press("enter")
            table = app.screen
            assert isinstance(table, TableScreen)
            ctrl = table.ctrl

            def turn(ctrl: Controller = ctrl) -> tuple[int, Card | None]:
                """Whose turn it is and the card in hand: a move changes one of them."""
                v = ctrl.table_view()
                return v.current, v.held

            while len(counted) < moves and not ctrl.match.results:
                if isinstance(app.screen, HandoverScreen):
                    wall, cpu = await _timed(
                        app, "enter", lambda a=app, t=table: a.screen is t and not t.busy)
                    times["back"].append(wall)
                    times["back cpu"].append(cpu)
                    await pilot.pause()
                    continue
                if app.screen is not table:
                    break
                if ctrl.reveal_holds:  # the opening peek is shown until Enter
                    await pilot.press("enter")
                    continue
                key, timed = move_key(ctrl.table_view())
                if not timed:  # the opening: flips or peeks, not timed
                    await pilot.press(key)
                    continue
                before = turn()
                wall, cpu = await _timed(app, key, lambda b=before: turn() != b)
                part = "to hand-over" if isinstance(app.screen, HandoverScreen) else "move"
                times[part].append(wall)
                times[f"{part} cpu"].append(cpu)
                await pilot.pause()
    return times


def move_key(v: Any) -> tuple[str, bool]:
    """The key that plays the next move of the person at the keys (``v``, their
    ``SeatView``): draw, or put the card drawn on a face-down place (the first place, where
    none is face down); in the opening, a flip or a peek of a face-down place. With whether it
    is a move of the play (a draw or a card put down), not the opening's."""
    from golf_tui.engine import DrawStock, Swap

    if DrawStock() in v.legal:
        return "d", True
    swaps = [a for a in v.legal if isinstance(a, Swap)]
    down = set(v.face_down(v.current))
    if not swaps:
        return (str(min(down) + 1) if down else "1"), False
    return str(next((a.pos for a in swaps if a.pos in down), swaps[0].pos) + 1), True


async def _timed(app: App[object], key: str,
                 changed: Callable[[], bool]) -> tuple[float, float]:
    """Post ``key`` to ``app``; the seconds until the refresh after ``changed()`` is true, and
    the seconds of CPU the process took meanwhile (less swayed by other processes' load)."""
    from textual import events

    done: asyncio.Future[float] = asyncio.get_running_loop().create_future()
    t0, cpu = time.perf_counter(), time.process_time()
    app.post_message(events.Key(key, key if len(key) == 1 else None))
    while not changed():
        if time.perf_counter() - t0 > 10:
            raise RuntimeError(f"the key {key!r} played no move")
        await asyncio.sleep(0)
    app.call_after_refresh(lambda f=done: f.done() or f.set_result(time.perf_counter()))
    wall = await done - t0
    return wall, time.process_time() - cpu


def timings(presses: int, moves: int) -> dict[str, list[float]]:
    """The in-process timings, in milliseconds, by name."""
    out: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as home:  # the table's autosaves go here, not to yours
        os.environ["GOLF_TUI_HOME"] = home
        out["keypress"] = [t * 1000 for t in asyncio.run(keypress_times(presses))]
        out["bare keypress"] = [t * 1000 for t in asyncio.run(bare_keypress_times(presses))]
        if moves < 1:  # --moves 0: the keypresses alone
            return out
        for preset, players, size in MOVE_TABLES:
            got = asyncio.run(move_times(preset, players, size, moves))
            for part in ("move", "move cpu"):
                out[f"{part} {preset} {players}"] = [t * 1000 for t in got[part]]
        preset, players, size = MOVE_TABLES[0]
        got = asyncio.run(move_times(preset, players, size, max(1, moves // 4), "always"))
        for part in ("to hand-over", "back", "to hand-over cpu", "back cpu"):
            out[f"{part} {preset} {players}"] = [t * 1000 for t in got[part]]
    return out


MOVE_TABLES = (("nine-card", 8, (80, 24)), ("swedish-6", 3, (100, 30)))


def _p90(ms: list[float]) -> float:
    return sorted(ms)[int(len(ms) * 0.9)]


def report(times: dict[str, list[float]]) -> None:
    ms, bare = times["keypress"], statistics.median(times["bare keypress"])
    print(f"keypress to repaint, bare Textual app (baseline): median {bare:.1f} ms")
    print(f"keypress to repaint on the table: median {statistics.median(ms):.1f} ms,"
          f" p90 {_p90(ms):.1f} ms (target <= 33 ms), × bare {statistics.median(ms) / bare:.1f}")
    for preset, players, size in MOVE_TABLES:
        _report_line(times, f"move {preset} {players}", f"move cpu {preset} {players}",
               f"a move to repaint, {preset}, {players} players, {size[0]}x{size[1]}", bare)
    preset, players, size = MOVE_TABLES[0]
    for part, what in (("to hand-over", "the move to the hand-over's frame"),
                       ("back", "Enter to the table's frame")):
        _report_line(times, f"{part} {preset} {players}", f"{part} cpu {preset} {players}",
               f"a hand-over, {preset}, {players} players, {size[0]}x{size[1]}, {what}", bare)


def _report_line(times: dict[str, list[float]], wall: str, cpu: str, label: str,
                 bare: float) -> None:
    """One line of the report: the wall times' median and p90, the CPU times' median, and the
    wall median's ratio to the bare app's key (``bare``, its median in ms)."""
    ms, cpu_ms = times.get(wall, []), times.get(cpu, [])
    if ms and cpu_ms:
        print(f"{label}: median {statistics.median(ms):.1f} ms, p90 {_p90(ms):.1f} ms,"
              f" CPU median {statistics.median(cpu_ms):.1f} ms,"
              f" × bare {statistics.median(ms) / bare:.1f}")


def against(other: str, rounds: int, args: argparse.Namespace) -> None:
    """The same timings for this checkout's ``src`` and for ``other``'s, alternating, each in
    its own process (``--json``): the two are measured under the same load."""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    srcs = {"this": os.path.join(here, "src"), "other": os.path.join(other, "src")}
    got: dict[str, dict[str, list[float]]] = {name: {} for name in srcs}
    for r in range(rounds):
        for name in (srcs if r % 2 == 0 else reversed(list(srcs))):
            env = {**os.environ, "PYTHONPATH": srcs[name]}
            for _ in range(args.runs):
                with tempfile.TemporaryDirectory() as home:  # no match saved by the last run
                    ready, built = _start_in(CHILD_GOLF, {**env, "GOLF_TUI_HOME": home})
                got[name].setdefault("start-up ready", []).append(ready * 1000)
                got[name].setdefault("start-up built", []).append((built or 0) * 1000)
            out = subprocess.run(
                [sys.executable, os.path.abspath(__file__), "--json", "--presses",
                 str(args.presses), "--moves", str(args.moves)],
                env=env, check=True, capture_output=True, text=True).stdout
            for key, ms in json.loads(out).items():
                got[name].setdefault(key, []).extend(ms)
    print(f"this checkout: {srcs['this']}; other: {srcs['other']} ({rounds} rounds, alternating)")
    print(f"{'timing':44} {'this':>9} {'other':>9} {'this/other':>10}  (medians, ms)")
    for key, ms in got["this"].items():
        theirs = got["other"].get(key)
        if not ms or not theirs:
            continue
        a, b = statistics.median(ms), statistics.median(theirs)
        print(f"{key:44} {a:9.1f} {b:9.1f} {a / b:10.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="start-ups of each app (default 7)")
    parser.add_argument("--presses", type=int, default=60, help="keypresses timed (default 60)")
    parser.add_argument("--moves", type=int, default=80,
                        help="move keys timed at each table (default 80)")
    parser.add_argument("--against", metavar="DIR",
                        help="compare with the checkout in DIR (its src), in the same run")
    parser.add_argument("--rounds", type=int, default=2,
                        help="with --against: rounds of each checkout (default 2)")
    parser.add_argument("--json", action="store_true",
                        help="print the in-process timings (ms) as JSON, and nothing else")
    args = parser.parse_args()
    if args.json:
        print(json.dumps(timings(args.presses, args.moves)))
        return
    if args.against:
        against(args.against, args.rounds, args)
        return
    bare: list[float] = []
    golf: list[float] = []
    golf_built: list[float] = []
    start_once(CHILD_BARE)  # warm the file cache for both
    start_once(CHILD_GOLF)
    for _ in range(args.runs):
        bare.append(start_once(CHILD_BARE)[0])
        ready, built = start_once(CHILD_GOLF)
        assert built is not None
        golf.append(ready)
        golf_built.append(built)
    b, g = statistics.median(bare), statistics.median(golf)
    print(f"start-up, bare Textual app (Header + Footer): median {b * 1000:7.1f} ms")
    print(f"start-up, golf-tui --ruleset swedish-6 ...:   median {g * 1000:7.1f} ms")
    print(f"ratio golf / bare: {g / b:.2f} (target <= 1.30)")
    print(f"golf-tui's match built (an Enter acts):       median"
          f" {statistics.median(golf_built) * 1000:7.1f} ms")
    report(timings(args.presses, args.moves))


if __name__ == "__main__":
    main()
