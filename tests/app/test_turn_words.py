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
    side names Ola's turn and says Ola is a bot (the pace after it)."""
    set_language(lang)
    app = make_app("swedish-6", 2, bots={1: "normal"}, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table, bot = await a_computer_thinking(pilot)  # for as long as the test looks
        said = table.status.right.render().plain.strip()
        assert said.split(" · ")[0] == words, said  # then the pace
        bot.go.set()


@pytest.mark.parametrize(("name", "said"), [
    ("Botolf", "Botolf (bot)"),  # a name that only starts with the letters b-o-t
    ("Abbott", "Abbott (bot)"),
    ("Robot", "Robot (bot)"),
    ("Bot 1", "Bot 1"),  # the name says it already
    ("Killer bot", "Killer bot"),
])
def test_a_bot_s_name_says_bot_only_as_a_word(name: str, said: str) -> None:
    """A computer player's name gets "(bot)" unless the name says "bot" already: a name
    holding the letters (Botolf, Abbott, Robot) read as a person's in every line about it."""
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.controller import Controller
    from golf_tui.presets import load_ruleset

    seats = (Seat("Kari", "human"), Seat(name, "normal"))
    ctrl = Controller(GameConfig(load_ruleset("swedish-6"), seats, seed=1))
    assert ctrl.who(1) == said
