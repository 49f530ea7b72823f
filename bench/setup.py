"""Setup speed: keypress to repaint on the setup screen with eight seats at 80×24.

Two keys, each timed from posting it to the end of the following refresh (headless: the frame
is composed but not written to a terminal):

- Tab: the focus moves on through the form (the footer's keys change with it);
- a letter typed into a player's name (the names are checked again at each one).

Two changes of the form, timed the same way (``--mounts`` of each):

- mount: a setup screen of eight seats pushed, to the end of the refresh once it is idle
  (every seat mounted, the form checked);
- add: ctrl+n on a setup of seven, to the end of the refresh once the eighth seat's name has
  the focus (ctrl+r removes it again, untimed).

The baseline, in the same run (a process of its own after each of golf-tui's): a bare Textual
form of eight rows, each a name ``Input`` and a ``Select`` of kinds, with a ``Footer``, at 80×24,
timed the same way: Tab, a letter in the last name, the form pushed, a row mounted. Each line
gives its median and the ratio golf-tui / bare.

``--against DIR`` times another golf-tui too (``DIR`` is its ``src`` folder, e.g. a worktree
of an older commit), in the same run: the two alternate, one process each time, and the
report gives each one's median of medians and the ratio this / that.

    python bench/setup.py [--runs 5] [--presses 60] [--mounts 20] [--against /tmp/base/src]
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
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parents[1] / "src"


KINDS = {"tab": "Tab (the focus moves on)", "letter": "a letter in a name",
         "mount": "the setup mounted", "add": "a seat added (ctrl+n)"}


async def _refreshed(app: Any, pilot: Any, t0: float) -> float:
    """Seconds from ``t0`` to the end of the refresh after ``app`` is idle."""
    await pilot.pause()
    done: asyncio.Future[float] = asyncio.get_running_loop().create_future()
    app.call_after_refresh(lambda: done.done() or done.set_result(time.perf_counter()))
    return await done - t0


async def _key_time(pilot: Any, times: dict[str, list[float]], kind: str, key: str,
                    char: str | None, changed: Callable[[], bool]) -> None:
    """Add to ``times[kind]`` the seconds from posting ``key`` (typing ``char``) to the app to
    the end of the refresh after ``changed`` says it has taken effect."""
    from textual import events

    app = pilot.app
    done: asyncio.Future[float] = asyncio.get_running_loop().create_future()
    t0 = time.perf_counter()
    app.post_message(events.Key(key, char))
    while not changed():
        if time.perf_counter() - t0 > 10:
            raise RuntimeError(f"{kind}: the key {key!r} changed nothing")
        await asyncio.sleep(0)
    app.call_after_refresh(lambda: done.done() or done.set_result(time.perf_counter()))
    times[kind].append(await done - t0)
    await pilot.pause()


async def _tab_times(pilot: Any, times: dict[str, list[float]], presses: int) -> None:
    """``_key_time`` of ``presses`` Tabs, each moving the focus on, as ``tab``."""
    screen = pilot.app.screen
    for _ in range(presses):
        before = screen.focused
        await _key_time(pilot, times, "tab", "tab", "\t", lambda b=before: screen.focused is not b)


async def _letter_times(pilot: Any, times: dict[str, list[float]], presses: int, field: Any,
                        name: Callable[[], object]) -> None:
    """``_key_time`` of ``presses`` letters typed at the end of the name ``field`` (in focus),
    each changing ``name`` (what the form holds), as ``letter``."""
    await pilot.pause()
    await pilot.press("end")
    for _ in range(presses):
        if len(field.value) >= 12:  # keep the name within its sixteen characters
            field.value = "Tor"
            field.cursor_position = 3
            await pilot.pause()
        before = name()
        await _key_time(pilot, times, "letter", "a", "a", lambda b=before: name() != b)


async def key_times(presses: int, mounts: int = 0) -> dict[str, list[float]]:
    """Seconds from posting each key to the end of the refresh after it, by key; and, with
    ``mounts``, from pushing a setup screen, or adding its eighth seat, to the end of the
    refresh once all is done (``mount``, ``add``)."""
    from textual import events

    from golf_tui.app.app import GolfApp
    from golf_tui.app.screens.setup import SetupScreen
    from golf_tui.app.settings import SeatSetting, Settings, settings_path, write_settings
    from golf_tui.app.widgets.seat_row import NameInput, SeatRow

    names = ["Kari", "Ola", "Siri", "Per", "Liv", "Nils", "Ane", "Tor"]
    write_settings(Settings(seats=[SeatSetting(name=n) for n in names], ruleset="danish-6"),
                   settings_path())
    app = GolfApp()
    times: dict[str, list[float]] = {"tab": [], "letter": []}
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)

        async def refreshed(t0: float) -> float:
            return await _refreshed(app, pilot, t0)

        if mounts:
            times |= {"mount": [], "add": []}
            # each ctrl+r takes away the seat ctrl+n added, at once: with the reading time, a
            # removal within FINAL_TIME (0.8 s) of the one before was refused ("Too quick"), and
            # every --mounts above 1 failed on the second
            try:
                from golf_tui.app import timings
            except ImportError:  # a checkout from before app/timings.py
                from golf_tui.app.screens import deliberate as timings  # type: ignore[no-redef]
            reading, timings.READING_TIME = timings.READING_TIME, 0
            eight = Settings(seats=[SeatSetting(name=n) for n in names], ruleset="danish-6")
            for _ in range(mounts):
                t0 = time.perf_counter()
                await app.push_screen(SetupScreen(eight, remember=False))
                times["mount"].append(await refreshed(t0))
                app.pop_screen()
                await pilot.pause()
            seven = eight.model_copy(update={"seats": eight.seats[:7]})
            await app.push_screen(SetupScreen(seven, remember=False))
            await pilot.pause()
            for _ in range(mounts):
                t0 = time.perf_counter()
                app.post_message(events.Key("ctrl+n", None))
                while len(app.screen.query(SeatRow)) < 8 or not isinstance(
                        app.screen.focused, NameInput) or app.screen.focused.value != "Player 8":
                    if time.perf_counter() - t0 > 10:
                        raise RuntimeError("add: ctrl+n added no seat")
                    await asyncio.sleep(0)
                times["add"].append(await refreshed(t0))
                await pilot.press("ctrl+r")
                await pilot.pause()
                assert len(app.screen.query(SeatRow)) == 7
            timings.READING_TIME = reading
            app.pop_screen()
            await pilot.pause()

        await _tab_times(pilot, times, presses)
        row = list(screen.query(SeatRow))[-1]
        field = row.query_one(NameInput)
        row.focus_name()
        await _letter_times(pilot, times, presses, field, lambda: row.player_name)
    return times


async def bare_times(presses: int, mounts: int = 0) -> dict[str, list[float]]:
    """The baseline: ``key_times`` on a bare Textual form of eight rows (an ``Input`` and a
    ``Select`` each) with a ``Footer``: Tab, a letter, the form pushed, a row mounted."""
    from textual.app import App, ComposeResult
    from textual.containers import Horizontal, VerticalScroll
    from textual.screen import Screen
    from textual.widgets import Footer, Input, Select

    kinds = [(k, k) for k in ("person", "easy", "normal", "hard")]

    def row(name: str) -> Horizontal:
        return Horizontal(Input(name), Select(kinds, value="person", allow_blank=False),
                          classes="row")

    class Form(Screen[None]):
        CSS = ".row { height: 3; } Input { width: 30; } Select { width: 17; }"

        def __init__(self, seats: int) -> None:
            super().__init__()
            self.seats = seats

        def compose(self) -> ComposeResult:
            with VerticalScroll():
                for name in ["Kari", "Ola", "Siri", "Per", "Liv", "Nils", "Ane", "Tor"][
                        :self.seats]:
                    yield row(name)
            yield Footer()

    class Bare(App[None]):
        def on_mount(self) -> None:
            self.push_screen(Form(8))

    app = Bare()
    times: dict[str, list[float]] = {"tab": [], "letter": []}
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()

        async def refreshed(t0: float) -> float:
            return await _refreshed(app, pilot, t0)

        if mounts:
            times |= {"mount": [], "add": []}
            for _ in range(mounts):
                t0 = time.perf_counter()
                await app.push_screen(Form(8))
                times["mount"].append(await refreshed(t0))
                app.pop_screen()
                await pilot.pause()
            await app.push_screen(Form(7))
            await pilot.pause()
            for _ in range(mounts):
                t0 = time.perf_counter()
                added = row("Player 8")
                await app.screen.query_one(VerticalScroll).mount(added)
                added.query_one(Input).focus()
                times["add"].append(await refreshed(t0))
                await added.remove()
                await pilot.pause()
            app.pop_screen()
            await pilot.pause()
        screen = app.screen
        await _tab_times(pilot, times, presses)
        field = list(screen.query(Input))[-1]
        field.focus()
        await _letter_times(pilot, times, presses, field, lambda: field.value)
    return times


def child(presses: int, mounts: int, bare: bool = False) -> None:
    """One run, in this process: the medians in milliseconds, as JSON on stdout."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["GOLF_TUI_HOME"] = home
        times = asyncio.run((bare_times if bare else key_times)(presses, mounts))
    print(json.dumps({k: statistics.median(v) * 1000 for k, v in times.items()}))


def run_in(src: Path, presses: int, mounts: int, bare: bool = False) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run([sys.executable, __file__, "--child", "--presses", str(presses),
                          "--mounts", str(mounts), *(["--bare"] if bare else [])],
                         env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="processes of each (default 5)")
    parser.add_argument("--presses", type=int, default=60, help="keys of each kind (default 60)")
    parser.add_argument("--mounts", type=int, default=20,
                        help="setups mounted and seats added (default 20; 0: none)")
    parser.add_argument("--against", type=Path, help="another golf-tui's src folder to compare")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--bare", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.presses, args.mounts, args.bare)
        return
    sources = {"this": SRC} | ({"that": args.against} if args.against else {})
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in [*sources, "bare"]}
    for _ in range(args.runs):  # alternating, so all see the same machine
        for name, src in sources.items():
            runs[name].append(run_in(src, args.presses, args.mounts))
        runs["bare"].append(run_in(SRC, args.presses, args.mounts, bare=True))
    kinds = [kind for kind in KINDS if kind in runs["this"][0]]
    medians = {name: {kind: statistics.median(r[kind] for r in results) for kind in kinds}
               for name, results in runs.items()}
    for kind in kinds:
        what = KINDS[kind]
        bare = medians["bare"][kind]
        line = (f"{what}, eight seats, 80x24: median of medians {medians['this'][kind]:6.1f} ms"
                f" (bare Textual form {bare:6.1f} ms: × bare {medians['this'][kind] / bare:.1f})")
        if "that" in medians:
            that = medians["that"][kind]
            line += (f" (against {that:6.1f} ms: ratio {medians['this'][kind] / that:.2f};"
                     f" runs {sorted(round(r[kind], 1) for r in runs['this'])}"
                     f" against {sorted(round(r[kind], 1) for r in runs['that'])})")
        print(line)


if __name__ == "__main__":
    main()
