"""Which pairs are already made among a grid's face-up cards while a hole is played
(``visible_pairs``, what the table marks): the scoring's own rules (RULES.md §5) on the cards a
view shows, a face-down card (None) never counting (RULES.md §9)."""

from __future__ import annotations

import pytest
from golf_helpers import ruleset

from golf_tui.engine import Card, Ruleset, parse_card, score_grid, visible_pairs
from golf_tui.presets import preset_names


def grid(text: str) -> list[Card | None]:
    """``"Q 5 ? / Q ? ?"``: a view's grid, ``?`` face down."""
    return [None if word == "?" else parse_card(word)
            for row in text.split("/") for word in row.split()]


def pairs(rules: Ruleset, text: str) -> tuple[tuple[int, ...], ...]:
    return visible_pairs(rules, grid(text))


class TestColumns:
    def test_a_face_up_column_pair(self) -> None:
        rules = ruleset("swedish-6")
        assert pairs(rules, "Q 5 ? / Q ? ?") == ((0, 3),)
        assert pairs(rules, "? 5 K / ? ? K") == ((2, 5),)

    def test_one_face_down_card_makes_no_pair(self) -> None:
        rules = ruleset("swedish-6")
        assert pairs(rules, "Q 5 ? / ? ? ?") == ()
        assert pairs(rules, "? ? ? / ? ? ?") == ()

    def test_same_rank_in_different_columns_or_ranks_alike_in_value(self) -> None:
        rules = ruleset("danish-6")
        assert pairs(rules, "Q Q ? / ? ? Q") == ()  # a row, and a diagonal: not columns
        assert pairs(rules, "J 10 ? / Q J ?") == ()  # ten points each, not one rank

    def test_nine_card_needs_the_whole_column_of_three(self) -> None:
        rules = ruleset("nine-card")
        assert pairs(rules, "7 ? ? / 7 ? ? / ? ? ?") == ()
        assert pairs(rules, "7 ? ? / 7 ? ? / 8 ? ?") == ()
        assert pairs(rules, "7 ? K / 7 ? K / 7 ? K") == ((0, 3, 6), (2, 5, 8))

    def test_jokers_pair_only_where_the_ruleset_says(self) -> None:
        assert pairs(ruleset("swedish-6", "jokers"), "JK ? ? / JK ? ?") == ()
        joking = ruleset("swedish-6", "jokers", rules=["jokers_pair=true"])
        assert pairs(joking, "JK ? ? / JK ? ?") == ((0, 3),)


class TestAnywhere:
    def test_two_of_a_rank_anywhere_face_up(self) -> None:
        rules = ruleset("norwegian-4", "pair-bonus", "face-up")
        assert pairs(rules, "4 ? / ? 4") == ((0, 3),)
        assert pairs(rules, "4 4 / ? ?") == ((0, 1),)
        assert pairs(rules, "4 ? / ? ?") == ()

    def test_three_of_a_rank_one_pair_four_two(self) -> None:
        rules = ruleset("norwegian-4", "pair-bonus", "face-up")
        assert pairs(rules, "6 6 / 6 ?") == ((0, 1),)
        assert pairs(rules, "8 8 / 8 8") == ((0, 1), (2, 3))

    def test_jokers_anywhere(self) -> None:
        assert pairs(ruleset("norwegian-4", "jokers", "pair-bonus"), "JK JK / ? ?") == ()
        both = ruleset("norwegian-4", "jokers", "pair-bonus", rules=["jokers_pair=true"])
        assert pairs(both, "JK JK / ? ?") == ((0, 1),)


def test_no_pairs_never_marks() -> None:
    rules = ruleset("norwegian-4", "face-up")
    assert rules.pairs == "none"
    assert pairs(rules, "5 5 / 5 5") == ()


def test_a_grid_of_another_size_marks_nothing() -> None:
    assert pairs(ruleset("swedish-6"), "Q ? / Q ?") == ()


@pytest.mark.parametrize("preset", preset_names())
def test_a_whole_grid_marks_what_the_score_cancels(preset: str) -> None:
    """Face up to the last card, the marks are the groups the hole's score cancels."""
    rules = ruleset(preset)
    words = {4: "Q 3 / Q 3", 6: "Q 3 K / Q 5 K", 9: "Q 3 K / Q 5 K / Q 4 K"}[rules.grid_size]
    cards = [c for c in grid(words) if c is not None]
    assert visible_pairs(rules, cards) == score_grid(rules, cards).cancelled
    assert bool(visible_pairs(rules, cards)) == (rules.pairs != "none")
