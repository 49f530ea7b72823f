"""The rules screen's speed: on the table, the time from the ``r`` key to the first frame after
it, and to the rules' text being on screen (the Markdown document built and a refresh done).

Each run starts a fresh app (swedish-6, three players, 100×30, headless) and opens the rules
``--opens`` times, closing them with Esc in between: the first open and the later ones are
reported apart (the later ones may reuse what the first built).

The baseline, measured in the same run (a bare app after each of golf-tui's): a bare Textual app
of the same size whose ``r`` pushes a screen holding a ``Markdown`` of the same rules text, Esc
closing it. Each line gives both medians and the ratio golf / bare: what the rules screen costs
beyond Textual's own Markdown. The bare screen builds its Markdown before its first frame, as a
screen does that composes one; golf-tui's shows its frame first and builds the text after it,
so its ratio to the first frame is below 1, and the one to the text is the one to watch.

    python bench/rules.py [--runs 7] [--opens 4]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from typing import ClassVar

from textual.app import App
from textual.screen import Screen


def bare_app() -> tuple[App[None], type[Screen[object]], type[Screen[object]]]:
    """The baseline: a bare app whose ``r`` pushes the same rules text in a ``Markdown``."""
    from textual.app import ComposeResult
    from textual.widgets import Markdown, Static

    from golf_tui.presets import load_ruleset
    from golf_tui.rules_text import rules_markdown

    text = rules_markdown(load_ruleset("swedish-6"), "en")

    class BareRules(Screen[object]):
        BINDINGS: ClassVar = [("escape", "app.pop_screen", "Close")]

        def compose(self) -> ComposeResult:
            yield Markdown(text)

    class BareTable(Screen[object]):
        def compose(self) -> ComposeResult:
            yield Static("a table")

    class Bare(App[None]):
        BINDINGS: ClassVar = [("r", "rules", "Rules")]

        def on_mount(self) -> None:
            self.push_screen(BareTable())

        def action_rules(self) -> None:
            self.push_screen(BareRules())

    return Bare(), BareTable, BareRules


def golf_app() -> tuple[App[None], type[Screen[object]], type[Screen[object]]]:
    from golf_tui.app.app import GolfApp
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.screens.help import RulesScreen
    from golf_tui.app.screens.table import TableScreen
    from golf_tui.presets import load_ruleset

    config = GameConfig(load_ruleset("swedish-6"), (Seat("A"), Seat("B"), Seat("C")), seed=1,
                        handover="never", animations=False, bot_delay=0.0)
    return GolfApp(config), TableScreen, RulesScreen


async def one_run(opens: int, bare: bool = False) -> list[tuple[float, float]]:
    """(key to first frame, key to the rules text on screen) for each open, in seconds."""
    from textual import events
    from textual.widgets import Markdown
    from textual.widgets.markdown import MarkdownBlock

    app, table_screen, rules_screen = bare_app() if bare else golf_app()
    out: list[tuple[float, float]] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, table_screen)
        loop = asyncio.get_running_loop()
        for _ in range(opens):
            first: asyncio.Future[float] = loop.create_future()
            shown: asyncio.Future[float] = loop.create_future()
            t0 = time.perf_counter()
            app.post_message(events.Key("r", "r"))
            while not isinstance(app.screen, rules_screen):
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
            assert isinstance(app.screen, table_screen)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh apps (default 7)")
    parser.add_argument("--opens", type=int, default=4, help="opens in each app (default 4)")
    args = parser.parse_args()
    runs: list[list[tuple[float, float]]] = []
    bares: list[list[tuple[float, float]]] = []
    with tempfile.TemporaryDirectory() as home:  # the table's autosaves go here
        os.environ["GOLF_TUI_HOME"] = home
        for _ in range(args.runs):  # alternating, so that a busy minute weighs on both
            runs.append(asyncio.run(one_run(args.opens)))
            bares.append(asyncio.run(one_run(args.opens, bare=True)))

    def line(label: str, golf: list[float], bare: list[float]) -> None:
        g, b = statistics.median(golf) * 1000, statistics.median(bare) * 1000
        print(f"{label}: median {g:7.1f} ms, bare Textual {b:7.1f} ms, ratio {g / b:5.2f}")

    line("first open,  key to first frame", [r[0][0] for r in runs], [r[0][0] for r in bares])
    line("first open,  key to rules text ", [r[0][1] for r in runs], [r[0][1] for r in bares])
    later = [o for r in runs for o in r[1:]]
    later_bare = [o for r in bares for o in r[1:]]
    if later:
        line("later opens, key to first frame", [o[0] for o in later], [o[0] for o in later_bare])
        line("later opens, key to rules text ", [o[1] for o in later], [o[1] for o in later_bare])


if __name__ == "__main__":
    main()
