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

A move to repaint: the same, for the keys that play a turn (draw, then place the card), at a
full table in a small terminal (eight players, nine cards, 80×24) and at three players
(swedish-6, 100×30). Such a key changes much more than the cursor: the piles, a grid, the
narration, the prompt and the footer's keys. The hand-overs are off, so every key is a move.

    python bench/tui.py [--runs 7] [--presses 60] [--moves 80]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time

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
    from textual import events

    from golf_tui.app.app import GolfApp
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.screens.table import TableScreen
    from golf_tui.presets import load_ruleset

    config = GameConfig(load_ruleset("swedish-6"), (Seat("A"), Seat("B"), Seat("C")), seed=1,
                        handover="never", animations=False, bot_delay=0.0)
    app = GolfApp(config)
    times: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        loop = asyncio.get_running_loop()
        for i in range(presses):
            key = "right" if i % 2 else "down"
            before = table.cursor
            done: asyncio.Future[float] = loop.create_future()
            t0 = time.perf_counter()
            app.post_message(events.Key(key, None))
            while table.cursor == before:
                await asyncio.sleep(0)
            app.call_after_refresh(lambda f=done: f.done() or f.set_result(time.perf_counter()))
            times.append(await done - t0)
            await pilot.pause()
    return times


async def move_times(preset: str, players: int, size: tuple[int, int],
                     moves: int) -> list[float]:
    """Seconds from posting a key that plays a move (draw; then put the card on a face-down
    place, or the first place) to the end of the following refresh, on the table."""
    from textual import events

    from golf_tui.app.app import GolfApp
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.controller import Controller
    from golf_tui.app.screens.table import TableScreen
    from golf_tui.engine import Card, DrawStock, Swap
    from golf_tui.presets import load_ruleset

    seats = tuple(Seat(chr(ord("A") + i)) for i in range(players))
    times: list[float] = []
    seed = 0
    while len(times) < moves:
        seed += 1
        config = GameConfig(load_ruleset(preset), seats, seed=seed, handover="never",
                            animations=False, bot_delay=0.0)
        app = GolfApp(config)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            ctrl = table.ctrl
            loop = asyncio.get_running_loop()

            def turn(ctrl: Controller = ctrl) -> tuple[int, Card | None]:
                """Whose turn it is and the card in hand: a move changes one of them."""
                v = ctrl.table_view()
                return v.current, v.held

            while len(times) < moves and app.screen is table and not ctrl.match.results:
                if ctrl.reveal_holds:  # the opening peek is shown until Enter
                    await pilot.press("enter")
                    continue
                v = ctrl.table_view()
                if DrawStock() in v.legal:
                    key = "d"
                else:
                    swaps = [a for a in v.legal if isinstance(a, Swap)]
                    down = set(v.face_down(v.current))
                    if not swaps:  # the opening: flips or peeks, not timed
                        await pilot.press(str(min(down) + 1) if down else "1")
                        continue
                    key = str(next((a.pos for a in swaps if a.pos in down),
                                   swaps[0].pos) + 1)
                before = turn()
                done: asyncio.Future[float] = loop.create_future()
                t0 = time.perf_counter()
                app.post_message(events.Key(key, key))
                while turn() == before:
                    if time.perf_counter() - t0 > 10:
                        raise RuntimeError(f"the key {key!r} played no move")
                    await asyncio.sleep(0)
                app.call_after_refresh(
                    lambda f=done: f.done() or f.set_result(time.perf_counter()))
                times.append(await done - t0)
                await pilot.pause()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="start-ups of each app (default 7)")
    parser.add_argument("--presses", type=int, default=60, help="keypresses timed (default 60)")
    parser.add_argument("--moves", type=int, default=80,
                        help="move keys timed at each table (default 80)")
    args = parser.parse_args()
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
    with tempfile.TemporaryDirectory() as home:  # the table's autosaves go here, not to yours
        os.environ["GOLF_TUI_HOME"] = home
        presses = asyncio.run(keypress_times(args.presses))
        ms = sorted(t * 1000 for t in presses)
        print(f"keypress to repaint on the table: median {statistics.median(ms):.1f} ms,"
              f" p90 {ms[int(len(ms) * 0.9)]:.1f} ms (target <= 33 ms)")
        for preset, players, size in (("nine-card", 8, (80, 24)), ("swedish-6", 3, (100, 30))):
            if args.moves < 1:  # --moves 0: the keypresses alone
                break
            moves = sorted(t * 1000 for t in asyncio.run(
                move_times(preset, players, size, args.moves)))
            print(f"a move to repaint, {preset}, {players} players, {size[0]}x{size[1]}:"
                  f" median {statistics.median(moves):.1f} ms,"
                  f" p90 {moves[int(len(moves) * 0.9)]:.1f} ms")


if __name__ == "__main__":
    main()
