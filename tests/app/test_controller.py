"""The controller without a screen: hand-over decisions, narration that names no face-down card,
the final-lap banner and the one-time reveal of an opening peek."""

from __future__ import annotations

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.glyphs import card_label
from golf_tui.engine import DRAW_STOCK, KNOCK, PEEKS, SWAPS, TAKE_DISCARD
from golf_tui.presets import load_ruleset


def controller(preset: str, kinds: list[str], handover: str = "auto") -> Controller:
    seats = tuple(Seat(f"P{i}", k) for i, k in enumerate(kinds))
    return Controller(GameConfig(load_ruleset(preset), seats, seed=9,
                                 handover=handover))  # type: ignore[arg-type]


def test_one_human_never_hands_over_to_themselves() -> None:
    """Auto mode with one human: the keys are taken without a hand-over screen."""
    c = controller("swedish-6", ["random", "human"])
    assert c.current == 1
    assert c.begin_turn() is None
    assert c.at_keys_to_act()


def test_auto_hands_over_between_humans_and_never_does_not() -> None:
    """Two humans: auto hands over to a new player; never just gives them the keys."""
    auto = controller("swedish-6", ["human", "human"])
    assert auto.begin_turn() == "P1"  # P0 had the keys, P1 plays first
    never = controller("swedish-6", ["human", "human"], handover="never")
    assert never.begin_turn() is None and never.keys == 1


def test_always_hands_over_even_to_the_same_player() -> None:
    """Always: even the only human sees the hand-over screen at the start of each turn."""
    c = controller("swedish-6", ["random", "human"], handover="always")
    assert c.keys == c.current == 1
    assert c.begin_turn() == "P1"


def test_face_down_swap_is_never_named() -> None:
    """Norwegian four-card: a card taken from the discard pile and put face down is not named
    once it lies face down; the card that went to the discard pile is."""
    c = controller("norwegian-4", ["human", "human"], handover="never")
    c.begin_turn()
    c.apply(PEEKS[2])
    c.apply(PEEKS[3])
    taken = c.table_view().discard_top
    c.apply(TAKE_DISCARD)
    assert card_label(taken) in c.line
    c.apply(SWAPS[0])
    assert card_label(taken) not in c.line
    assert "face down top-left" in c.line
    assert card_label(c.table_view().discard_top) in c.line


def test_opening_peek_is_revealed_once() -> None:
    c = controller("norwegian-4", ["human", "human"], handover="never")
    c.begin_turn()
    c.apply(PEEKS[2])
    c.apply(PEEKS[3])
    assert set(c.reveal) == {2, 3} and c.reveal_holds
    c.hide_reveal()
    assert not c.reveal


def test_knock_banner_names_who_still_plays() -> None:
    c = controller("norwegian-4", ["human", "human", "human"], handover="never")
    for _ in range(3):  # everyone's opening peek and a draw-and-throw turn
        c.begin_turn()
        c.apply(PEEKS[2])
        c.apply(PEEKS[3])
        c.apply(DRAW_STOCK)
        c.apply(SWAPS[0])
    knocker = c.current
    c.apply(KNOCK)
    others = [c.names[(knocker + i) % 3] for i in (1, 2)]
    assert c.banner == f"{c.names[knocker]} knocked — one more turn each for {others[0]} and" \
                       f" {others[1]}"
