"""Statistics write a score below 0 as the scorecard and the hole result do, with the minus sign
("−2"), not the hyphen: a player's best hole on six cards, a mean, a best match."""

from __future__ import annotations

from golf_tui.app.screens.stats import ruleset_row
from golf_tui.breakdown import MINUS
from golf_tui.cli_history import stats_lines
from golf_tui.storage.history import PlayerStats, RulesetStats

BELOW = RulesetStats("swedish-6", matches=1, wins=1, holes=9, mean_hole=-1.5, best_hole=-4,
                     best_match={9: -13})


def test_the_terminal_writes_the_minus_sign() -> None:
    text = " ".join(stats_lines(PlayerStats("Kari", 1, 1, (BELOW,)), 200))
    assert f"mean hole score {MINUS}1.5" in text
    assert f"best hole {MINUS}4" in text
    assert f"best match {MINUS}13 (9 holes)" in text
    assert "-" not in text.replace("swedish-6", "")


def test_the_app_writes_the_minus_sign() -> None:
    cells = [str(cell) for cell in ruleset_row(BELOW, best_width=20, name_width=18)]
    assert f"{MINUS}1.5" in cells and f"{MINUS}4" in cells
    assert cells[-1].startswith(f"{MINUS}13")
