"""A nine-card grid's cancelling column is three cards, and the words say so (a Danish tester
read "Et par i venstre kolonne." on a move whose breakdown said "E♣ E♥ E♦: tre ens, 0", and
"an opponent's card in a pair" on the keys page)."""

from __future__ import annotations

import random

import pytest

from golf_tui.app.narration import narrate
from golf_tui.app.screens.table import paired_positions
from golf_tui.engine import Match, play, view
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset

from .conftest import make_app, screen_text
from .test_pair_marks import pairing

THREE = {"en": ("Three of a kind in the ", " column."), "da": ("Tre ens i ", " kolonne."),
         "nb": ("Tre like i ", " kolonne."), "sv": ("Tre lika i ", "kolumnen.")}


@pytest.mark.parametrize("lang", ["en", "da", "nb", "sv"])
def test_a_column_of_three_is_three_of_a_kind_not_a_pair(lang: str) -> None:
    """Each move that makes a nine-card column whole says three of a kind, never a pair."""
    set_language(lang)
    start, end = THREE[lang]
    rng = random.Random(3)
    told = 0
    for seed in range(8):
        m = Match.start(load_ruleset("nine-card"), ["Sofie", "Mads"], seed)
        while not m.results:
            seat = m.hole.current
            before = view(m.hole, None)
            action = pairing(rng, view(m.hole, seat))
            m = play(m, action)
            if m.results:
                break
            after = view(m.hole, None)
            line = narrate("Sofie", action, before, after)
            if set(paired_positions(after, seat)) - set(paired_positions(before, seat)):
                assert f" {start}" in line and line.endswith(end), line
                told += 1
    assert told


@pytest.mark.parametrize(("preset", "group"), [("nine-card", "three of a kind"),
                                               ("swedish-6", "a pair")])
async def test_the_keys_page_names_the_group_the_rules_cancel(preset: str, group: str) -> None:
    """The keys page's marks name the cards that cancel as the table's rules group them."""
    app = make_app(preset, 2, seed=2, handover="never")
    async with app.run_test(size=(100, 60)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        text = screen_text(app)
        for whose in ("an opponent's card in ", "your card in "):
            assert whose + group in text, text
