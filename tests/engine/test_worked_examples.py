"""The worked examples of the rules specification (RULES.md §8), each scored by the engine exactly
as the table says."""

from __future__ import annotations

import pytest

from golf_tui.breakdown import breakdown_lines
from golf_tui.engine import parse_grid, score_grid
from golf_tui.presets import load_ruleset

EXAMPLES = [
    ("norwegian-4", [], "K 3 / A 2", 6),
    ("norwegian-4", [], "Q 4 / 4 K", 18),  # pairs do not cancel
    ("norwegian-4", [], "J 5 / A 7", 23),
    ("norwegian-6", [], "Q 5 9 / Q 2 A", 13),  # Q column 0, 5+(−2)=3, 9+1=10 (RULES.md §7)
    ("danish-6", [], "8 2 Q / 8 K A", 9),  # 0, −2, 11
    ("danish-6", [], "8 2 Q / 8 2 A", 11),  # 0, 0, 11
    ("swedish-6", [], "2 K 7 / 2 K 7", 0),
    ("swedish-6", ["double-pairs"], "7 Q 5 / 7 Q 3", -2),  # 0 + 0 + 8 − 10
    ("norwegian-4", ["pair-bonus"], "4 9 / 4 K", 9),
]


@pytest.mark.parametrize(("preset", "house", "grid", "score"), EXAMPLES)
def test_worked_example(preset: str, house: list[str], grid: str, score: int) -> None:
    rules = load_ruleset(preset, house=house)
    cards = [c for row in parse_grid(grid) for c in row]
    result = score_grid(rules, cards)
    assert result.total == score
    assert breakdown_lines(result, ascii=True)[-1] == f"total: {score}"


def test_norwegian_6_example_breakdown_names_the_cancelled_column() -> None:
    rules = load_ruleset("norwegian-6")
    cards = [c for row in parse_grid("Q 5 9 / Q 2 A") for c in row]
    result = score_grid(rules, cards)
    assert result.cancelled == ((0, 3),)
    assert result.card_total == 13 and result.bonus == 0
    assert breakdown_lines(result)[0] == "Q Q: pair, 0"


def test_two_twos_in_a_column_raise_the_score() -> None:
    """A cancelled pair of −2s scores 0, so pairing them raises −4 to 0 (RULES.md §5)."""
    rules = load_ruleset("danish-6")
    paired = score_grid(rules, [c for r in parse_grid("2 K K / 2 K K") for c in r])
    apart = score_grid(rules, [c for r in parse_grid("2 2 K / K A K") for c in r])
    assert paired.total == 0
    assert apart.total == -3  # −2 −2 + 1, no column shares a rank


def test_double_pairs_bonus_appears_in_the_breakdown() -> None:
    rules = load_ruleset("swedish-6", house=["double-pairs"])
    result = score_grid(rules, [c for r in parse_grid("7 Q 5 / 7 Q 3") for c in r])
    assert result.bonus == -10
    assert result.bonus_reason == "double_pairs"
    assert "double pairs: −10" in breakdown_lines(result)
    assert result.total == result.card_total + result.bonus == -2
