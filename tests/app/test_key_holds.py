"""A hold on the keys (``GolfApp.hold_keys``) lasts until it is released, and never longer than
``HOLD_AT_MOST``: a hold nobody releases costs the keys behind it that long, no more, and one
released in time leaves none of its time limit behind for the next."""

from __future__ import annotations

import asyncio
import time

import pytest
from textual.widgets import Input

from golf_tui.app import key_flow
from golf_tui.app.app import GolfApp

CAP = 0.2


async def test_a_hold_never_released_lets_the_keys_go_at_its_time_limit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(key_flow, "HOLD_AT_MOST", CAP)
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        field = app.focused
        assert isinstance(field, Input)
        arrived: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        app.watch(field, "value", lambda value: value == "z" and not arrived.done()
                  and arrived.set_result(time.monotonic()), init=False)
        app.release_keys(app.hold_keys())  # released at once: its time limit must not linger
        await pilot.pause()
        held_at = time.monotonic()
        app.hold_keys()  # never released
        await pilot.press("z")
        await pilot.pause()
        # held: read while the cap is not over yet (a loaded machine can take longer than the
        # cap's 0.2 s over a press, and the z then went on, as it should); the time it arrived
        # says it waited out the cap in any case
        if time.monotonic() - held_at < CAP:
            assert field.value == "Player 1"
        # the limit ends a hang (the z never let go), it does not time the cap
        assert await asyncio.wait_for(arrived, 60) - held_at >= CAP
