"""The fewer words of a move (the hand-over's recap, the status line) as a pub night in bokmål
read them: "Sigrid så på kort øverst til høyre (+1)." (no article: "kortet"), "Kari så på kort
nederst til venstre og nederst til høyre." ("kortene"), "Ola la et kort øverst til venstre,
kastet 8♠." (without "og"), and "Trond tok et kort, la det …", a take from the discard pile
told as if from the stock: "took a card" in English too, so it said so in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.engine import PEEKS, SWAPS, TAKE_DISCARD
from golf_tui.i18n import LANGUAGES, set_language
from golf_tui.presets import load_ruleset

# per language: the opening's two peeks, a paid peek, a take put face down, its fewest words
SAID = {
    "en": ("Ola peeked at bottom-left and bottom-right.", "Ola peeked at top-right (+1).",
           "Ola took the discard, put it face down top-left, threw away 4♦.",
           "Ola put a card top-left, threw away 4♦."),
    "nb": ("Ola tittet på kortene nederst til venstre og nederst til høyre.",
           "Ola tittet på kortet øverst til høyre (+1).",
           "Ola tok fra avkastbunken, la kortet med baksiden opp øverst til venstre og kastet 4♦.",
           "Ola la et kort øverst til venstre og kastet 4♦."),
    "sv": ("Ola tittade på korten nere till vänster och nere till höger.",
           "Ola tittade på kortet uppe till höger (+1).",
           "Ola tog från kasthögen, lade kortet dolt uppe till vänster och kastade 4♦.",
           "Ola lade ett kort uppe till vänster och kastade 4♦."),
    "da": ("Ola kiggede på kortene nederst til venstre og nederst til højre.",
           "Ola kiggede på kortet øverst til højre (+1).",
           "Ola tog fra afkastbunken, lagde kortet skjult øverst til venstre og kasserede 4♦.",
           "Ola lagde et kort øverst til venstre og kasserede 4♦."),
}


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_fewer_words_of_a_turn(lang: str) -> None:
    """norwegian-4 with the peek penalty: Ola's opening peeks, a paid peek, and a take put face
    down, each move's fewest words and the take's first fewer ones (``Controller.line_forms``,
    fullest first). A shorter form that says the same as a longer one is left out."""
    set_language(lang)
    rules = load_ruleset("norwegian-4", ["peek-penalty"])
    c = Controller(GameConfig(rules, (Seat("Kari"), Seat("Ola")), seed=1, handover="never"))
    opening, paid, took, fewest = SAID[lang]
    c.begin_turn()
    c.apply(PEEKS[2])
    c.apply(PEEKS[3])
    assert c.line_forms[-1] == opening  # the long words' own in bokmål
    c.hide_reveal()
    c.apply(PEEKS[1])
    assert c.line_forms[-1] == paid
    c.apply(TAKE_DISCARD)
    c.apply(SWAPS[0])
    assert c.line_forms[1] == took and c.line_forms[-1] == fewest, c.line_forms
