"""Statistics write a score below 0 as the scorecard and the hole result do, with the minus sign
("−2"), not the hyphen: a player's best hole on six cards, a mean, a best match."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from golf_tui.app.screens.stats import ruleset_row
from golf_tui.breakdown import MINUS
from golf_tui.cli.history import stats_lines
from golf_tui.storage import Store
from golf_tui.storage.history import PlayerStats, RulesetStats
from history_helpers import record

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


def test_the_history_writes_the_minus_sign(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    """A match whose scores go below 0 (kings at −20): the list, its scorecard and the app's
    row write "−", not "-"."""
    from golf_tui.app.screens.history import entry_row
    from golf_tui.cli.history import list_lines, scorecard_lines

    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    record(store, "swedish-6", (("Kari", "human"), ("Ola", "human")), 3,
           rules=("values.K=-20", "values.Q=-20", "values.J=-20", "match.holes=2"))
    (entry,), _problems = store.history()
    assert min(min(h) for h in entry.holes) < 0
    texts = [*list_lines(1, entry, 100), *scorecard_lines(entry, 100),
             *(cell.plain for cell in entry_row(entry))]
    shown = "\n".join(texts)
    assert MINUS in shown
    assert re.findall(r"(?<!\w)-\d", shown) == []  # "2026-12-05" and "swedish-6" aside
