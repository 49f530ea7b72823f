"""Helpers for the resilience tests: a seeded quick config, a step that plays whatever the screen
asks for, and the cards-conserved check."""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset, preset_names

if TYPE_CHECKING:
    from collections.abc import Callable

    from golf_tui.app.app import GolfApp

PRESETS = preset_names()


def quick_config(preset: str = "swedish-6", kinds: tuple[str, ...] = ("human", "human"),
                 holes: int = 2, seed: int = 5, handover: str = "auto") -> GameConfig:
    rules = load_ruleset(preset, rules=[f"match.holes={holes}"])
    names = ["Kari", "Ola", "Siri", "Per"]
    seats = tuple(Seat(names[i], k) for i, k in enumerate(kinds))
    return GameConfig(rules, seats, seed=seed, handover=handover,  # type: ignore[arg-type]
                      animations=False, bot_delay=0.0)


def table_of(app: GolfApp) -> TableScreen | None:
    for screen in app.screen_stack:
        if isinstance(screen, TableScreen):
            return screen
    return None


async def step(pilot: Any, rng: random.Random) -> None:
    """Whatever the screen wants: Enter at a hand-over, a random legal action at the table,
    close anything else."""
    app = pilot.app
    screen = app.screen
    if isinstance(screen, HandoverScreen):
        await pilot.press("enter")
    elif isinstance(screen, TableScreen):
        ctrl = screen.ctrl
        if ctrl.reveal_holds:
            await pilot.press("enter")
        elif ctrl.at_keys_to_act() and not screen.busy:
            screen.act(rng.choice(ctrl.table_view().legal))
    else:
        screen.dismiss(None)
    await app.workers.wait_for_complete()
    await pilot.pause()


async def play(app: GolfApp, steps: int, seed: int = 1) -> list[object]:
    """``steps`` random steps of ``app``'s match (``step``); the actions played (none when the
    table is gone)."""
    rng = random.Random(seed)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for _ in range(steps):
            await step(pilot, rng)
        table = table_of(app)
        return [] if table is None else list(table.ctrl.match.actions)


async def play_saved(make_app: Callable[..., GolfApp], steps: int, **kw: Any) -> list[object]:
    """``steps`` random steps of a quick match of Kari and Ola (``quick_config(**kw)``), saved as
    it goes; its actions."""
    actions = await play(make_app(quick_config(**kw)), steps)
    assert actions
    return actions


def assert_cards_conserved(match: Match) -> None:
    """Every card of the pack in exactly one place: grids, stock, discard pile or hand."""
    h = match.hole
    places = [c for grid in h.grids for c in grid] + list(h.stock) + list(h.discard_pile())
    if h.held >= 0:
        places.append(h.held)
    assert Counter(places) == Counter(range(len(h.table.pack))), "cards not conserved"
