"""A tiny app that shows one screen, records what it dismisses with, and matches for tests."""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import cache
from typing import Any

from rich.console import Console
from textual.app import App
from textual.screen import Screen

from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate

NO_RESULT = object()


class ScreenHost(App[None]):
    """Pushes ``make()`` on mount; ``result`` holds its dismiss value once it is dismissed."""

    def __init__(self, make: Callable[[], Screen[Any]]) -> None:
        super().__init__()
        self._make = make
        self.result: object = NO_RESULT

    def on_mount(self) -> None:
        self.push_screen(self._make(), self._done)

    def _done(self, value: object) -> None:
        self.result = value


@cache
def finished_match(preset: str = "swedish-6", players: int = 4, seed: int = 7,
                   house: tuple[str, ...] = ()) -> Match:
    """A whole match between random bots, named like people so screens read naturally."""
    m = simulate(load_ruleset(preset, list(house)), players, seed)
    names = ("Kari", "Ola", "Siri", "Per", "Anne", "Nils", "Liv", "Tor")[:players]
    return Match(m.table, names, m.seed, m.hole, m.hole_number, m.deals, m.results, m.actions,
                 m.finished)


def partial_match(match: Match, holes: int) -> Match:
    """The same match as it stood after ``holes`` results (not finished)."""
    return Match(match.table, match.players, match.seed, match.hole, holes + 1, match.deals,
                 match.results[:holes], match.actions, False)


def frame_lines(app: ScreenHost) -> list[str]:
    """The lines of the screen as drawn, in plain text."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      color_system=None)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens, simplify=True))
    return console.export_text().splitlines()
