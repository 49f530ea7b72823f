"""A key that opens a screen, and the keys that came with it: they act on the screen it opened,
as if typed slowly. "??" (tmux send-keys '??', a fast typist) opened the keys list and dropped
the second ?, which would have closed it: the keys held behind the first were typed at the
table, which was no longer on top when they were let go. Likewise a key that closes a screen:
the keys after it act on the screen beneath ("?12" at the keys list closed it and dropped the
1 and 2, typed at the list, gone when they were let go)."""

from __future__ import annotations

import pytest

from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.help import KeysScreen
from golf_tui.app.screens.table import TableScreen

from .conftest import keys_together, make_app


@pytest.mark.parametrize(("keys", "top"), [
    (("question_mark", "question_mark"), TableScreen),  # open the keys list and close it
    (("s", "escape"), TableScreen),  # the scorecard, opened and closed
    (("s", "escape", "question_mark"), KeysScreen),  # ... and the keys list after it
])  # fmt: skip
async def test_the_keys_after_one_that_opens_a_screen_act_on_it(
        keys: tuple[str, ...], top: type) -> None:
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        await keys_together(app, pilot, *keys)
        assert isinstance(app.screen, top)
        assert table.ctrl.match.actions == ()


async def test_a_question_opened_by_a_key_is_not_answered_by_the_next() -> None:
    """The quit question waits for an answer made once it was seen (``Deliberate``): q y
    together ask, and do not quit."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await keys_together(app, pilot, "q", "y")
        assert isinstance(app.screen, ConfirmQuitScreen) and app.return_code is None


@pytest.mark.parametrize("close", ["question_mark", "escape"])
async def test_the_keys_after_one_that_closes_a_screen_act_on_the_one_beneath(
        close: str) -> None:
    """The keys list open over the table, then ?12 (or Esc 1 2) typed together: the list
    closes and 1 and 2 flip the player's first two cards, as typed slowly. They were typed at
    the keys list, gone when they were let go, and were dropped."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        await keys_together(app, pilot, close, "1", "2")
        assert app.screen is table
        assert [type(a).__name__ for a in table.ctrl.match.actions] == ["Flip", "Flip"]
