"""``golf-tui history`` wraps a long line between the words of its sentence, never inside a
name, a title or the length: "won by Bot" ended a line and "1 (hard)" began the next, and the
"+" before the house rules stood alone at a line's end."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui.cli.history import list_lines, scorecard_lines
from golf_tui.storage import Store
from history_helpers import record

SEATS = (("Kristoffer-Magnu", "human"), ("Bot 1", "hard"), ("Bot 2", "normal"),
         ("Ola", "human"))


@pytest.mark.parametrize("width", [80, 72, 64, 60, 52])
def test_names_titles_and_the_length_stay_whole(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               width: int) -> None:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    for seed in range(4):  # some won by a bot, some shared
        record(store, "swedish-6", SEATS, seed, ("jokers", "double-pairs"),
               ("match.holes=1", "values.K=-1"))
    entries = store.history()[0]
    assert any("(" in " ".join(e.winner_labels()) for e in entries)  # a bot won one
    for number, e in enumerate(entries, 1):
        whole = [*e.winner_labels(), *e.house_rule_words()]
        listed, shown = list_lines(number, e, width), scorecard_lines(e, width)
        assert max(len(line) for line in [*listed, *shown]) <= width
        listed = [" ".join(line.split()) for line in listed]
        for words in [*whole, e.length_text(), "+ " + e.house_rule_words()[0]]:
            assert any(words in line for line in listed), (words, listed)
        shown = [" ".join(line.split()) for line in shown]
        for words in whole:
            assert any(words in line for line in shown), (words, shown)
