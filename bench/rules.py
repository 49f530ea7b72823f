"""The rules screen's speed: on the table, the time from the ``r`` key to the first frame after
it, and to the rules' text being on screen (the Markdown document built and a refresh done).

Each run starts a fresh app (swedish-6, three players, 100×30, headless) and opens the rules
``--opens`` times, closing them with Esc in between: the first open and the later ones are
reported apart (the later ones may reuse what the first built).

    python bench/rules.py [--runs 7] [--opens 4]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time


async def one_run(opens: int) -> list[tuple[float, float]]:
    """(key to first frame, key to the rules text on screen) for each open, in seconds."""
    from textual import events
    from textual.screen import Screen
    from textual.widgets import Markdown
    from textual.widgets.markdown import MarkdownBlock

    from golf_tui.app.app import GolfApp
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.screens.help import RulesScreen
    from golf_tui.app.screens.table import TableScreen
    from golf_tui.presets import load_ruleset

    config = GameConfig(load_ruleset("swedish-6"), (Seat("A"), Seat("B"), Seat("C")), seed=1,
                        handover="never", animations=False, bot_delay=0.0)
    app = GolfApp(config)
    out: list[tuple[float, float]] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        loop = asyncio.get_running_loop()
        for _ in range(opens):
            first: asyncio.Future[float] = loop.create_future()
            shown: asyncio.Future[float] = loop.create_future()
            t0 = time.perf_counter()
            app.post_message(events.Key("r", "r"))
            while not isinstance(app.screen, RulesScreen):
                await asyncio.sleep(0)
            app.call_after_refresh(lambda f=first: f.done() or f.set_result(time.perf_counter()))
            t_first = await first - t0

            def filled(screen: Screen[object] = app.screen) -> bool:
                docs = screen.query(Markdown)
                return bool(docs) and bool(docs.first().query(MarkdownBlock)) and not any(
                    w.loading for w in screen.query("*"))

            while not filled():
                await asyncio.sleep(0)
            app.call_after_refresh(lambda f=shown: f.done() or f.set_result(time.perf_counter()))
            out.append((t_first, await shown - t0))
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh apps (default 7)")
    parser.add_argument("--opens", type=int, default=4, help="opens in each app (default 4)")
    args = parser.parse_args()
    runs = []
    with tempfile.TemporaryDirectory() as home:  # the table's autosaves go here
        os.environ["GOLF_TUI_HOME"] = home
        for _ in range(args.runs):
            runs.append(asyncio.run(one_run(args.opens)))

    def ms(xs: list[float]) -> str:
        return f"{statistics.median(xs) * 1000:7.1f} ms"

    print(f"first open,  key to first frame: median {ms([r[0][0] for r in runs])}")
    print(f"first open,  key to rules text:  median {ms([r[0][1] for r in runs])}")
    later = [o for r in runs for o in r[1:]]
    if later:
        print(f"later opens, key to first frame: median {ms([o[0] for o in later])}")
        print(f"later opens, key to rules text:  median {ms([o[1] for o in later])}")


if __name__ == "__main__":
    main()
