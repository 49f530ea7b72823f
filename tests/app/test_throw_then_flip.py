"""With the house rule "flip after discard" (danish-6), throwing a stock card away makes you turn
one of your face-down cards face up; the prompt with the card in hand said only "…or throw it
away (x)". It says so now, while the rule applies (more than one card still face down, as the
engine has it), and fits the table at 80 columns in every language."""

from __future__ import annotations

import asyncio

import pytest

from golf_tui.app.prompts import prompt
from golf_tui.engine import (
    DRAW_STOCK,
    THROW_AWAY,
    Hole,
    Match,
    SeatView,
    apply,
    legal_actions,
    view,
)
from golf_tui.engine.hole import START
from golf_tui.i18n import LANGUAGES, set_language
from golf_tui.presets import load_ruleset

from .conftest import make_app
from .test_language_table import cut_texts, table_of

THEN_FLIP = {"en": "or throw it away (x) and flip a card.",
             "nb": "eller kast kortet (x) og snu et skjult kort.",
             "sv": "eller kasta kortet (x) och vänd upp ett dolt kort.",
             "da": "eller kassér kortet (x) og vend et skjult kort."}



def opened(house: list[str], rules: tuple[str, ...] = ()) -> Hole:
    """Danish six-card between Kari and Ola, both opening flips made."""
    h = Match.start(load_ruleset("danish-6", house, list(rules)), ["Kari", "Ola"], 1).hole
    while h.phase != START:
        h = apply(h, legal_actions(h)[0])
    return h


def holding(h: Hole) -> SeatView:
    """The seat to act, a card drawn from the stock in hand."""
    h = apply(h, DRAW_STOCK)
    v = view(h, h.current)
    assert THROW_AWAY in v.legal
    return v


def words(v: SeatView) -> str:
    return prompt(v, armed=None, reveal_holds=False, ascii=False)


@pytest.mark.parametrize("lang", list(THEN_FLIP))
def test_the_prompt_says_a_throw_means_a_flip(lang: str) -> None:
    set_language(lang)
    assert words(holding(opened(["flip-after-discard"]))).endswith(THEN_FLIP[lang])


def test_face_down_placement_says_it_too() -> None:
    v = holding(opened(["flip-after-discard"], ("placement=face_down", "flip_as_turn=true")))
    assert words(v).startswith("Put the ") and " face down in your grid " in words(v)
    assert words(v).endswith(THEN_FLIP["en"])


def test_without_the_rule_a_throw_is_only_a_throw() -> None:
    assert words(holding(opened([]))).endswith("or throw it away (x).")


def test_with_one_face_down_card_left_no_flip_follows_and_none_is_promised() -> None:
    """The engine never turns the last card by this rule: the prompt promises no flip, and
    the throw ends the turn."""
    h = opened(["flip-after-discard"])
    seat = h.current
    h = h._replace(face_up=tuple(0b011111 if s == seat else up
                                 for s, up in enumerate(h.face_up)))
    v = holding(h)
    assert len(v.face_down(seat)) == 1 and not v.throw_means_flip
    assert words(v).endswith("or throw it away (x).")
    after = apply(apply(h, DRAW_STOCK), THROW_AWAY)
    assert after.current != seat  # no flip asked for: the turn is over


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_prompt_fits_the_table_at_80_columns(lang: str) -> None:
    set_language(lang)
    app = make_app("danish-6", 2, seed=11, house=("flip-after-discard",))

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "1", "5")
            await pilot.press("enter", "1", "5", "d")
            await pilot.pause()
            assert str(table_of(app).prompt.text).endswith(THEN_FLIP[lang])
            assert cut_texts(app) == []

    asyncio.run(run())
