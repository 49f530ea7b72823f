"""Finished matches put in a history for the tests of what reads it (``golf-tui history``,
``stats``, the app's lists): played by random players, seated under the names and kinds given."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from textual.pilot import Pilot

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.history import HistoryScreen
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store


def record(store: Store, ruleset: str, seats: tuple[tuple[str, str], ...], seed: int,
           house: tuple[str, ...] = (), rules: tuple[str, ...] = ()) -> None:
    """A match of ``ruleset`` (with ``house`` rules and ``rules`` overrides) filed in ``store``'s
    history as played by ``seats`` (name, kind)."""
    m = simulate(load_ruleset(ruleset, list(house), list(rules)), len(seats), seed)
    m = Match(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
              m.results, m.actions, m.finished)
    store.record_finished(m, seats)


@asynccontextmanager
async def match_history() -> AsyncIterator[tuple[GolfApp, Pilot[None], HistoryScreen]]:
    """The app with its Match history open (the history of the test's home, read as it is)."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.action_show_history()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HistoryScreen)
        yield app, pilot, screen
