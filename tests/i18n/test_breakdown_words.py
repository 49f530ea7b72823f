"""A grid's breakdown is worded in one place (``golf_tui.breakdown``), from the engine's codes
and numbers: every code the engine gives a bonus or a knock has words in every language, and
the hole's result at the table words each step as ``golf-tui score`` does (they had drifted
apart: "cards: everything cancelled, 0" against "everything cancelled: 0", "2 peek(s)" against
"2 peeks", the knock's "…: hole scores 0: −14" against "…: 0 instead of 14")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from golf_tui.app.widgets.hole_grid import HoleGrid
from golf_tui.breakdown import (
    BONUS_WORDS,
    bonus_words,
    breakdown_lines,
    card_text,
    knock_words,
)
from golf_tui.engine import (
    BONUS_REASONS,
    KNOCK_REASONS,
    Card,
    GridScore,
    parse_grid,
    score_grid,
)
from golf_tui.engine.scoring import (
    KNOCK_LOWEST,
    KNOCK_NOT_LOWEST,
    KNOCK_TIED,
    apply_knock,
)
from golf_tui.i18n import LANGUAGES, set_language
from golf_tui.presets import load_ruleset

OTHERS = [lang for lang in LANGUAGES if lang != "en"]


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    set_language("en")


def _grid(text: str) -> list[Card]:
    return [c for row in parse_grid(text) for c in row]


def _knocker(code: str, mine: int, other: int, adjustment: int) -> GridScore:
    """A knocker's score of ``mine`` (its cards alone), measured against seat 1's ``other``."""
    cards = _grid("K K / K K")  # 0 in the presets' values; the numbers below are what is said
    return GridScore(tuple(cards), (0, 0, 0, 0), (), mine, knock_adjustment=adjustment,
                     knock_reason=code, knock_against=(1, other))


# Every way a knock ends, by its code: lowest (and at 0 already), tied (and at 0 already), not
# the lowest (above the rival, and tied where a tie is not lowest).
KNOCKS = {
    KNOCK_LOWEST: [_knocker(KNOCK_LOWEST, 5, 9, -5), _knocker(KNOCK_LOWEST, 0, 9, 0)],
    KNOCK_TIED: [_knocker(KNOCK_TIED, 9, 9, -9), _knocker(KNOCK_TIED, 0, 0, 0)],
    KNOCK_NOT_LOWEST: [_knocker(KNOCK_NOT_LOWEST, 12, 9, 10),
                       _knocker(KNOCK_NOT_LOWEST, 9, 9, 10)],
}


def test_every_bonus_reason_has_words_in_every_language() -> None:
    assert set(BONUS_WORDS) == set(BONUS_REASONS)
    for code in BONUS_REASONS:
        english = bonus_words(code, "en")
        assert english != code, code
        for lang in OTHERS:
            assert bonus_words(code, lang) not in (code, english), (code, lang)


def test_every_knock_reason_has_words_in_every_language() -> None:
    """A code without words would be shown as the code ("lowest: −5"): every code, each of
    its forms, with the rival named and without, is said in each language, not in English."""
    assert set(KNOCKS) == set(KNOCK_REASONS)
    unknown = _knocker("brand_new", 5, 9, -5)
    assert knock_words(unknown) == "brand_new: −5"  # what a code without words looks like
    for code, scores in KNOCKS.items():
        for score in scores:
            for names in (None, ["Kari", "Ola"]):
                english = knock_words(score, names, lang="en")
                assert not english.startswith(f"{code}:"), (code, english)
                assert ("Ola" in english) == (names is not None), english
                for lang in OTHERS:
                    words = knock_words(score, names, lang=lang)
                    assert not words.startswith(f"{code}:") and words != english, (lang, words)


def _result_words(score: GridScore, cols: int, names: list[str]) -> list[str]:
    """The words under a grid at a hole's result (its rows of cards and its hole score left
    out)."""
    grid = HoleGrid(names[0], score.cards, cols, score, names=names)
    lines = [line.plain for line in grid._lines(True)]
    return lines[len(score.cards) // cols:-1]


def _scores() -> list[tuple[GridScore, int]]:
    """Grids whose breakdowns say every kind of step: a grid of pairs only, with peeks; pairs
    with a bonus; a knock after peeks against a rival's score."""
    peeks = load_ruleset("norwegian-4", ["peek-penalty"], ["pairs=column"])
    pairs = load_ruleset("swedish-6", ["double-pairs"])
    knock = load_ruleset("norwegian-4", ["knock-penalty", "peek-penalty"])
    knocked = apply_knock(knock, [score_grid(knock, _grid("5 4 / 3 2"), peeks=2),
                                  score_grid(knock, _grid("6 4 / 3 2"))], 0)[0]
    return [(score_grid(peeks, _grid("Q 4 / Q 4"), peeks=2), 2),
            (score_grid(pairs, _grid("7h Qs 5d / 7c Qd 3s")), 3), (knocked, 2)]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_hole_result_words_each_step_as_golf_tui_score_does(lang: str) -> None:
    """Each line under a grid at the table is a line of ``golf-tui score``'s breakdown, but
    for the cancelled groups of one size, which the table puts on one line ("D D, 4 4: par, 0"),
    each group's cards written alike, and for the cards that count, which the table gives by
    their total alone (the values stand beside the cards) under the same words."""
    set_language(lang)
    names = ["Kari", "Ola"]
    for score, cols in _scores():
        full = breakdown_lines(score, names=names)
        shown = _result_words(score, cols, names)
        groups = [" ".join(card_text(score.cards[p]) for p in group) for group in score.cancelled]
        for cards in groups:
            assert any(line.startswith(f"{cards}: ") for line in full), (lang, cards, full)
            assert any(cards in words for words in shown), (lang, cards, shown)
        for words in shown:
            if any(words.startswith(cards) for cards in groups):
                continue
            if score.counted and words.endswith(f": {score.card_total}"):
                label = words.rpartition(": ")[0]
                assert any(line.startswith(f"{label}: ") and line.endswith(
                    f" = {score.card_total}") for line in full), (lang, words, full)
            else:
                assert words in full, (lang, words, full)
