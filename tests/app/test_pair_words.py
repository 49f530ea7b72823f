"""A move's line names the pair that move made, and only that one (a pub night in bokmål: the
hole's last move, "put a card face down top-right", was told with "A pair with the card
bottom-left and bottom-right.", a pair that the end-of-hole reveal turned face up)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.narration import pair_made
from golf_tui.engine import SeatView, Swap, parse_card, visible_pairs
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset

from .conftest import random_turns

PAIR_WORDS = {"en": "A pair", "nb": "Et par", "sv": "Ett par", "da": "Et par"}


def _hole_ends(house: list[str], seed: int) -> Iterator[tuple[Controller, object, SeatView]]:
    """Random legal moves of a four-player norwegian-4 match of 3 holes: each move that ended
    a hole, with the controller after it and the public view before it."""
    rules = load_ruleset("norwegian-4", house, rules=["match.holes=3"])
    seats = tuple(Seat(name, "human") for name in ("Kari", "Ola", "Sigrid", "Trond"))
    c = Controller(GameConfig(rules, seats, seed=seed, handover="never"))
    for action, before, ended in random_turns(c, seed):
        if ended:
            yield c, action, before


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_the_reveal_at_a_holes_end_is_no_pair_of_the_last_move(lang: str) -> None:
    """A card put face down makes no pair, the hole's last move's no more than another's: the
    pairs the reveal turns face up are the hole's result, not the move's."""
    set_language(lang)
    revealed = 0
    for seed in range(12):
        for c, action, before in _hole_ends(["pair-bonus", "jokers", "peek-penalty"], seed):
            if not isinstance(action, Swap):
                continue
            seat = before.current
            grid = c.match.results[-1].grids[seat]
            old = set(visible_pairs(before.ruleset, before.grids[seat]))
            revealed += any(g not in old for g in visible_pairs(before.ruleset, grid))
            assert PAIR_WORDS[lang] not in c.line, c.line
    assert revealed  # the reveal did turn up a pair under a last move's hand


def test_a_face_up_last_move_still_names_its_own_pair() -> None:
    """With cards placed face up, the hole's last move that pairs with a card already face up
    says so, as any other move's line does, and names no card that was face down before it."""
    set_language("en")
    told = 0
    for seed in range(30):
        for c, action, before in _hole_ends(["pair-bonus", "face-up"], seed):
            if not isinstance(action, Swap):
                continue
            seat = before.current
            grid = list(before.grids[seat])
            grid[action.pos] = c.match.results[-1].grids[seat][action.pos]
            old = set(visible_pairs(before.ruleset, before.grids[seat]))
            made = [g for g in visible_pairs(before.ruleset, grid) if g not in old]
            assert ("A pair" in c.line) == bool(made), (c.line, made)
            told += bool(made)
    assert told


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "A pair with the cards top-right and bottom-left."),
    ("nb", "Et par med kortene øverst til høyre og nederst til venstre."),
    ("sv", "Ett par med korten uppe till höger och nere till vänster."),
    ("da", "Et par med kortene øverst til højre og nederst til venstre."),
])
def test_a_pair_named_by_two_cards_says_cards(lang: str, words: str) -> None:
    """"Et par med kortet nederst til venstre og nederst til høyre" named two cards as one.
    Two are named where the move changed neither card of its pair: three fives face up, the
    first (paired with the second) swapped away, pairs the second with the third."""
    set_language(lang)
    rules = load_ruleset("norwegian-4", ["pair-bonus", "face-up"])
    c = Controller(GameConfig(rules, (Seat("Kari"), Seat("Ola")), seed=1, handover="never"))
    view = c.public_view()
    fives = (parse_card("5S"), parse_card("5H"), parse_card("5D"), None)
    before = replace(view, phase="holding", grids=(fives, *view.grids[1:]), current=0)
    after = replace(before, phase="start", current=1,
                    grids=((parse_card("7C"), *fives[1:]), *view.grids[1:]))
    assert pair_made(Swap(0), before, after) == words
