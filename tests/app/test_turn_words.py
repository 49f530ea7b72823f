"""Whose turn the status line names: a computer player a person named says it is a bot once, in
words that read right ("Ola's turn (bot)", not "Ola (bot)'s turn")."""

from __future__ import annotations

import pytest

from golf_tui.i18n import set_language

from .conftest import make_app
from .test_bots_wait import a_computer_thinking


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Ola's turn (bot)"),
    ("nb", "Ola (bot) har turen"),
    ("sv", "Tur: Ola (bot)"),
    ("da", "Ola (bot) har turen"),
])
async def test_a_named_bot_s_turn_reads_right(lang: str, words: str) -> None:
    """Kari against a computer player named Ola: while Ola thinks, the status line's right
    side names Ola's turn and says Ola is a bot."""
    set_language(lang)
    app = make_app("swedish-6", 2, bots={1: "normal"}, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table, bot = await a_computer_thinking(pilot)  # for as long as the test looks
        assert table.status.right.render().plain.strip() == words
        bot.go.set()
