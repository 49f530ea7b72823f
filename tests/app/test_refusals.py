"""A refused move at the table says why in the player's language (issue 6): the engine's
refusal code is looked up in the catalog; an unknown code falls back to the English reason."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from golf_tui.app.refusals import REFUSALS, TURN_WAITS_FOR, refusal_text
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.piles import Piles
from golf_tui.engine import DRAW_STOCK, REFUSAL_CODES, IllegalAction
from golf_tui.i18n import set_language

from .conftest import make_app, screen_text


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def test_every_engine_code_has_a_message() -> None:
    assert set(REFUSAL_CODES) - set(REFUSALS) - set(TURN_WAITS_FOR) == {"not_an_action"}


def test_unknown_code_falls_back_to_the_english_reason() -> None:
    set_language("nb")
    assert refusal_text(IllegalAction("something new is wrong", "brand_new")) == (
        "Something new is wrong.")
    assert refusal_text(IllegalAction("the discard pile is empty", "discard_empty")) == (
        "Avkastbunken er tom.")


def test_a_refused_move_in_norwegian_says_why_in_norwegian() -> None:
    async def run() -> None:
        set_language("nb")
        app = make_app("norwegian-4", 2, seed=2)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "3", "4", "enter", "d")  # the opening peeks, then draw
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            assert DRAW_STOCK not in table.ctrl.table_view().legal
            # a click on the stock with a card in hand: a second draw (the d key is disabled)
            table.query_one(Piles).post_message(Piles.StockPressed())
            await pilot.pause()
            assert table.hint == ("Du kan ikke trekke fra trekkbunken nå: du holder et kort "
                                  "(bytt det inn i rutenettet eller kast det).")
            assert "Du kan ikke trekke fra trekkbunken" in " ".join(screen_text(app).split())

    asyncio.run(run())


@pytest.mark.parametrize(("key", "reason"), [
    ("x", "A card taken from the discard pile must be swapped into your grid."),
    ("k", "You cannot knock now: you hold a card (swap it into your grid)."),
    ("f", "You cannot flip a card now: you hold a card (swap it into your grid)."),
    ("d", "You cannot draw from the stock now: you hold a card (swap it into your grid)."),
])
def test_a_disabled_move_key_says_why(key: str, reason: str) -> None:
    """After taking the discard, x, k, f and d are not allowed: each says why in place of the
    prompt (they used to do nothing), and the card stays in hand."""
    async def run() -> tuple[str, str, bool]:
        app = make_app("norwegian-4", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "3", "4", "enter")  # the opening peeks
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            while not table.ctrl.at_keys_to_act():  # the other player's opening
                await pilot.press("3", "4", "enter")
                await pilot.pause()
            await pilot.press("t")
            await pilot.pause()
            await pilot.press(key)
            await pilot.pause()
            held = table.ctrl.table_view().held is not None
            return table.hint, " ".join(screen_text(app).split()), held

    hint, text, held = asyncio.run(run())
    assert hint == reason and reason in text and held


def test_a_move_key_allowed_by_digit_brings_the_prompt_back() -> None:
    """In norwegian-6's opening, x is refused with a reason; f (a flip, which the opening's
    digits make) then puts the opening's prompt back, instead of leaving x's reason on screen."""
    async def run() -> tuple[str, str, str]:
        app = make_app("norwegian-6", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            await pilot.press("x")
            await pilot.pause()
            refused = table.hint
            await pilot.press("f")
            await pilot.pause()
            return refused, table.hint, " ".join(screen_text(app).split())

    refused, hint, text = asyncio.run(run())
    assert refused == "You cannot throw a card away now: the opening comes first."
    assert hint == "" and refused not in text
    assert "Turn 2 cards face up: press 1–6" in text
