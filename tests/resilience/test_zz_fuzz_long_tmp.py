"""Fuzz: random key presses (the app's keys and printable ones), bursts of keys faster than the app
handles them, clicks at random places, resizes and now and then a legal move, through setup,
table, hand-over, hole result, match over and help screens for every preset. No exception may
escape the app, and after every step every card of the pack is in exactly one place.

Bounded: a few examples per preset, each a few dozen events, no bot delay, no animations."""

from __future__ import annotations

import asyncio
import random
import string
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from resilience_helpers import PRESETS, assert_cards_conserved, quick_config, step, table_of
from textual import events

from golf_tui.app.app import GolfApp
from golf_tui.app.session import bare_session

KEYS = ["d", "t", "x", "k", "f", "p", "h", "s", "r", "n", "a", "y", "question_mark", "f1",
        "enter", "escape", "space", "plus", "minus", "left", "right", "up", "down", "tab",
        "shift+tab", *[str(i) for i in range(1, 10)], "ctrl+q"]
SIZE = st.tuples(st.integers(60, 220), st.integers(18, 70))
# Pilot's press waits for the app after each key; a burst posts its keys back to back, as fast
# fingers or a held key do, so that a key can reach a screen still going up or coming down.
BURST_KEYS = [*KEYS, "ctrl+p", "ctrl+s", "ctrl+n", "l"]
CHARACTERS = {"space": " ", "question_mark": "?", "plus": "+", "minus": "-"}
EVENT = st.one_of(
    st.tuples(st.just("key"), st.sampled_from(KEYS + list(string.ascii_lowercase))),
    st.tuples(st.just("burst"), st.lists(st.sampled_from(BURST_KEYS), min_size=2, max_size=8)),
    st.tuples(st.just("click"), st.integers(0, 200), st.integers(0, 60)),
    st.tuples(st.just("resize"), SIZE),
    st.tuples(st.just("play"), st.integers(0, 2**16)),
)
FUZZ = settings(max_examples=40, deadline=None, derandomize=False, print_blob=True,
                phases=[Phase.explicit, Phase.generate],  # shrinking a UI run takes minutes
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


async def _event(pilot: Any, event: tuple[Any, ...]) -> None:
    app = pilot.app
    kind = event[0]
    if kind == "key":
        await pilot.press(event[1])
    elif kind == "burst":
        for key in event[1]:
            app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))
    elif kind == "click":
        w, h = app.size
        await pilot.click(offset=(event[1] % max(w, 1), event[2] % max(h, 1)))
    elif kind == "resize":
        await pilot.resize_terminal(*event[1])
    else:
        await step(pilot, random.Random(event[1]))
    await app.workers.wait_for_complete()
    await pilot.pause()


async def _run(app: GolfApp, size: tuple[int, int], events: list[tuple[Any, ...]]) -> None:
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for event in events:
            if not app.is_running:
                break
            await _event(pilot, event)
            table = table_of(app)
            if table is not None:
                assert_cards_conserved(table.ctrl.match)
    assert app.return_code in (None, 0)


@pytest.mark.parametrize("preset", PRESETS)
@FUZZ
@given(size=SIZE, events=st.lists(EVENT, min_size=20, max_size=80),
       bot=st.booleans(), handover=st.sampled_from(["auto", "always", "never"]))
def test_table_survives_random_input(preset: str, size: tuple[int, int],
                                     events: list[tuple[Any, ...]], bot: bool,
                                     handover: str) -> None:
    """From the first deal of a one-hole match (so that match over is reachable)."""
    kinds = ("human", "random" if bot else "human", "human")
    config = quick_config(preset, kinds, holes=1, seed=len(events), handover=handover)
    with tempfile.TemporaryDirectory() as home:
        app = GolfApp(config, session=bare_session(Path(home)))
        asyncio.run(_run(app, size, events))


@FUZZ
@given(size=SIZE, events=st.lists(EVENT, min_size=20, max_size=80))
def test_setup_survives_random_input(size: tuple[int, int],
                                     events: list[tuple[Any, ...]]) -> None:
    """From the setup screen (whatever it starts, the table then gets the same treatment)."""
    with tempfile.TemporaryDirectory() as home:
        app = GolfApp(session=bare_session(Path(home)))
        asyncio.run(_run(app, size, events))
