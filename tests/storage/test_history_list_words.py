"""``golf-tui history``'s list says what the app's Match history says: the house rules in the
app's words ("+ Peek penalty"), and the winners in the language's list words ("Siri and Jonas",
"Siri og Jonas"), as the scorecard writes them."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from rich.cells import cell_len

from golf_tui.app.screens.history import entry_row
from golf_tui.cli.history import list_lines, scorecard_lines
from golf_tui.i18n import and_list, set_language
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import HistoryEntry, Store


@pytest.fixture
def tied(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HistoryEntry:
    """A finished match of Siri and Jonas with the peek penalty, the two sharing the win."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    m = simulate(load_ruleset("norwegian-4", ["peek-penalty"]), 2, 1)
    names = ("Siri", "Jonas")
    renamed = type(m)(m.table, names, m.seed, m.hole, m.hole_number, m.deals, m.results,
                      m.actions, m.finished)
    store.record_finished(renamed, tuple((n, "human") for n in names))
    entries, problems = store.history()
    assert not problems and len(entries) == 1
    return dataclasses.replace(entries[0], winners=(0, 1))


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_list_has_the_house_rules_and_the_winners_as_the_app(tied: HistoryEntry,
                                                                 lang: str) -> None:
    set_language(lang)
    titles = tied.house_rule_titles()
    assert titles  # the peek penalty, in this language
    app_match, app_winners = entry_row(tied)[1].plain, entry_row(tied)[3].plain
    rules = "+ " + ", ".join(titles)
    assert rules in app_match
    winners = and_list(["Siri", "Jonas"])
    assert app_winners == winners
    for width in (200, 80, 60):
        lines = list_lines(1, tied, width)
        assert all(cell_len(line) <= width for line in lines), lines
        text = " ".join(line.strip() for line in lines)
        assert rules in text, text
        assert winners in text and "&" not in text, text
    card = scorecard_lines(tied, 80)
    assert card[-1].endswith(winners) and "&" not in card[-1]


def test_no_house_rules_no_plus(tied: HistoryEntry) -> None:
    plain = dataclasses.replace(tied, house_rules=(), rules=load_ruleset("norwegian-4")
                                .model_dump(mode="json"))
    assert plain.house_rule_titles() == []
    assert "+" not in list_lines(1, plain, 200)[0]
