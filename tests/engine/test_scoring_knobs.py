"""Scoring knobs of the rules specification (RULES.md §2, §3 and §5): card values, pairs (none,
column, anywhere), jokers pairing, the two-pair bonus (any / same rank, once per grid) and peek
penalties."""

from __future__ import annotations

import pytest
from golf_helpers import ruleset

from golf_tui.breakdown import breakdown_lines
from golf_tui.engine import GridScore, Ruleset, parse_grid, score_grid
from golf_tui.engine.scoring import KNOCK_NOT_LOWEST, apply_knock, knock_rival


def score(rules: Ruleset, grid: str, peeks: int = 0) -> GridScore:
    return score_grid(rules, [c for row in parse_grid(grid) for c in row], peeks)


@pytest.mark.parametrize(
    ("preset", "house", "two", "joker"),
    [
        ("norwegian-4", (), 2, -5),
        ("norwegian-6", (), -2, -2),
        ("swedish-6", (), -2, -2),
        ("danish-6", (), -2, -2),
        ("nine-card", (), -2, -2),
        ("danish-6", ("jokers",), 2, -2),
        ("danish-6", ("jokers=minus-3",), 2, -3),
        ("danish-6", ("jokers=minus-5",), 2, -5),
    ],
)
def test_card_values(preset: str, house: tuple[str, ...], two: int, joker: int) -> None:
    rules = ruleset(preset, *house)
    assert rules.values["2"] == two and rules.values["JK"] == joker
    expected = {"A": 1, "3": 3, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 0}
    assert {k: rules.values[k] for k in expected} == expected  # type: ignore[index]


def test_suits_never_matter() -> None:
    rules = ruleset("swedish-6")
    assert score(rules, "8h 2s Q / 8c K A").total == score(rules, "8 2 Q / 8 K A").total == 9


class TestPairs:
    def test_none_never_cancels(self) -> None:
        result = score(ruleset("norwegian-4"), "5 5 / 5 5")
        assert result.cancelled == () and result.total == 20

    def test_column_needs_the_whole_column(self) -> None:
        rules = ruleset("swedish-6")
        assert score(rules, "5 5 9 / 4 9 5").cancelled == ()  # same ranks, different columns
        assert score(rules, "5 4 9 / 5 3 J").cancelled == ((0, 3),)

    def test_jack_and_queen_do_not_pair(self) -> None:
        rules = ruleset("swedish-6")
        assert score(rules, "J 10 K / Q J K").total == 40  # J/Q, 10/J: no pairs; K/K pairs
        assert score(rules, "J 10 K / Q J K").cancelled == ((2, 5),)

    def test_nine_card_column_of_three(self) -> None:
        rules = ruleset("nine-card")
        three = score(rules, "7 A K / 7 A K / 7 3 K")
        assert three.cancelled == ((0, 3, 6), (2, 5, 8))
        assert three.total == 1 + 1 + 3
        assert score(rules, "7 A 4 / 7 A 4 / 9 3 5").cancelled == ()  # two of three: no pair

    def test_anywhere_pairs_two_of_a_rank(self) -> None:
        rules = ruleset("norwegian-4", "pair-bonus")
        result = score(rules, "4 9 / K 4")
        assert result.cancelled == ((0, 3),) and result.total == 9

    def test_anywhere_three_of_a_rank_cancels_one_pair(self) -> None:
        rules = ruleset("norwegian-4", "pair-bonus")
        result = score(rules, "6 6 / 6 A")
        assert len(result.cancelled) == 1 and result.total == 6 + 1

    def test_anywhere_four_of_a_rank_are_two_pairs(self) -> None:
        rules = ruleset("norwegian-4", "pair-bonus")
        result = score(rules, "8 8 / 8 8")
        assert len(result.cancelled) == 2 and result.total == 0

    def test_anywhere_two_different_pairs(self) -> None:
        rules = ruleset("norwegian-4", "pair-bonus")
        assert score(rules, "Q 3 / 3 Q").total == 0

    @pytest.mark.parametrize("preset", ["norwegian-6", "swedish-6", "danish-6"])
    def test_jokers_never_pair_by_default(self, preset: str) -> None:
        rules = ruleset(preset, "jokers")
        result = score(rules, "JK 5 K / JK 3 K")
        assert result.cancelled == ((2, 5),)
        assert result.total == 2 * rules.values["JK"] + 8

    def test_jokers_pair_knob(self) -> None:
        rules = ruleset("swedish-6", "jokers", rules=["jokers_pair=true"])
        assert score(rules, "JK 5 K / JK 3 K").cancelled == ((0, 3), (2, 5))
        anywhere = ruleset("norwegian-4", "jokers", "pair-bonus")
        assert score(anywhere, "JK 5 / JK 3").total == -10 + 8
        both = ruleset("norwegian-4", "jokers", "pair-bonus", rules=["jokers_pair=true"])
        assert score(both, "JK 5 / JK 3").total == 8


class TestTwoPairBonus:
    def test_off_by_default(self) -> None:
        assert score(ruleset("swedish-6"), "7 Q 5 / 7 Q 3").bonus == 0

    def test_any_two_pair_columns(self) -> None:
        rules = ruleset("swedish-6", "double-pairs")
        assert score(rules, "7 Q 5 / 7 Q 3").bonus == -10
        assert score(rules, "7 Q 5 / 7 J 3").bonus == 0  # one pair only

    def test_at_most_once_per_grid(self) -> None:
        rules = ruleset("swedish-6", "double-pairs")
        result = score(rules, "7 Q 5 / 7 Q 5")
        assert result.bonus == -10 and result.total == -10
        nine = ruleset("nine-card", rules=["two_pair_bonus.kind=any"])
        assert score(nine, "7 A K / 7 A K / 7 A K").total == -10

    def test_same_rank_needs_two_columns_of_one_rank(self) -> None:
        rules = ruleset("danish-6", "four-of-a-kind")
        four = score(rules, "7 7 5 / 7 7 3")
        assert four.bonus == -10 and four.total == -2 and four.bonus_reason == "four_of_a_kind"
        assert score(rules, "7 Q 5 / 7 Q 3").bonus == 0  # two pairs, different ranks

    def test_same_rank_with_four_decks_worth_of_pairs_once(self) -> None:
        rules = ruleset("danish-6", "four-of-a-kind", "two-decks")
        assert score(rules, "7 7 7 / 7 7 7").bonus == -10

    def test_bonus_value_knob(self) -> None:
        # set by the keys themselves: a --rule may not change what a chosen house rule sets
        rules = ruleset("swedish-6", rules=["two_pair_bonus.kind=any", "two_pair_bonus.value=-5"])
        assert score(rules, "7 Q 5 / 7 Q 3").total == 3


def test_a_knock_is_measured_against_subtotals_with_the_bonus() -> None:
    """The rival's two-pair bonus counts in who is lowest: the knocker's 4 is not the lowest
    against double pairs worth 8 - 10 = -2, though lower than every other's cards alone."""
    rules = ruleset("swedish-6", "double-pairs",
                    rules=["knock=true", "knock_penalty.enabled=true"])
    scores = [score(rules, "A 2 3 / 3 A 2"), score(rules, "7 Q 5 / 7 Q 3"),
              score(rules, "A 2 3 / 5 A 2")]
    assert [s.card_total for s in scores] == [4, 8, 6] and scores[1].subtotal == -2
    assert knock_rival(scores, 0) == (1, -2)
    knocked = apply_knock(rules, scores, 0)
    assert [s.total for s in knocked] == [14, -2, 6]
    assert knocked[0].knock_reason == KNOCK_NOT_LOWEST and knocked[0].knock_against == (1, -2)


def test_peek_penalty_adds_per_look() -> None:
    rules = ruleset("norwegian-4", "peek-penalty")
    result = score(rules, "K 3 / A 2", peeks=3)
    assert result.peek_penalty == 3 and result.total == 9
    assert result.peeks == 3 and "3 peeks: +3" in breakdown_lines(result)
    costly = ruleset("norwegian-4", "peek-penalty", rules=["peek_penalty.points=4"])
    assert score(costly, "K 3 / A 2", peeks=2).total == 14
    assert score(ruleset("norwegian-4"), "K 3 / A 2", peeks=3).total == 6  # knob off


def test_wrong_grid_size_is_refused() -> None:
    with pytest.raises(ValueError, match="2x2"):
        score(ruleset("norwegian-4"), "K 3 A / A 2 3")
