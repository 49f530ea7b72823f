"""Statistics round a mean as a person does on paper, half up: holes 15, 15, 29 and 14 (a mean of
18.25) printed "mean hole score 18.2" (``format`` rounds an exact half to even), where a person
writes 18.3. The terminal, the app's statistics and ``stats --json`` alike."""

from __future__ import annotations

from statistics import fmean

import pytest

from golf_tui.app.screens.stats import ruleset_row
from golf_tui.breakdown import MINUS
from golf_tui.cli.history import mean_text, stats_lines
from golf_tui.i18n import decimal, half_up, set_language
from golf_tui.storage.history import PlayerStats, RulesetStats


def stats(holes: list[int]) -> PlayerStats:
    line = RulesetStats("norwegian-4", matches=1, wins=1, holes=len(holes),
                        mean_hole=sum(holes) / len(holes), best_hole=min(holes),
                        best_match={len(holes): sum(holes)})
    return PlayerStats("Kari", 1, 1, (line,))


def test_a_mean_of_18_25_is_shown_as_18_3_in_the_terminal_and_the_app() -> None:
    kari = stats([15, 15, 29, 14])
    assert kari.rulesets[0].mean_hole == fmean([15, 15, 29, 14]) == 18.25
    assert "mean hole score 18.3 over 4 holes" in " ".join(stats_lines(kari, 200))
    cells = [str(cell) for cell in ruleset_row(kari.rulesets[0], best_width=20, name_width=18)]
    assert "18.3" in cells and "18.2" not in cells


def test_stats_json_rounds_half_up_too() -> None:
    kari = stats([18, 18, 18, 18, 18, 18, 18, 19])  # 18.125
    assert kari.to_json()["mean_hole_score"] == {"norwegian-4": 18.13}


@pytest.mark.parametrize(("mean", "shown"), [
    (18.25, "18.3"), (18.35, "18.4"), (9.15, "9.2"), (18.24, "18.2"), (0.05, "0.1"),
    (-1.25, f"{MINUS}1.3"), (-0.04, "0.0"), (7.0, "7.0"),
])
def test_half_up_every_way(mean: float, shown: str) -> None:
    """Away from 0 below 0, as 18.25's mirror; never "−0.0" for a mean just under 0."""
    assert mean_text(mean) == shown


def test_the_decimal_mark_is_kept() -> None:
    set_language("nb")
    try:
        assert mean_text(18.25) == "18,3"
        assert decimal(96.25, 1) == "96,3"
    finally:
        set_language("en")
    assert half_up(float("nan"), 1) == "nan" and half_up(1e300, 1).endswith(".0")
