"""``golf-tui history`` and ``stats`` for someone keeping a club's standings: ``--json`` carries
every field the file has, and what makes "own rules"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from golf_tui.cli import main
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store

PAIR = (("Kari", "human"), ("Ola", "human"))


def played(ruleset: str, seats: tuple[tuple[str, str], ...], seed: int,
           rules: tuple[str, ...] = ()) -> Match:
    m = simulate(load_ruleset(ruleset, [], list(rules)), len(seats), seed)
    return Match(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
                 m.results, m.actions, m.finished)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """1: norwegian-4 with a computer standing in for Kari in hole 2; 2: swedish-6 with
    ``values.K=5``; 3: norwegian-4 as it ships, of Ann and Bo."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    monkeypatch.setenv("TZ", "UTC")
    store = Store()
    store.record_finished(played("norwegian-4", PAIR, 1), PAIR, "2026-12-01T18:00:00+00:00",
                          {"stood_in": [[0, [2]]]})
    store.record_finished(played("swedish-6", PAIR, 2, ("values.K=5",)), PAIR,
                          "2026-12-03T18:00:00+00:00")
    others = (("Ann", "human"), ("Bo", "human"))
    store.record_finished(played("norwegian-4", others, 3), others, "2026-12-05T18:00:00+00:00")
    return store


def listed(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    assert main(["history", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_every_field_of_the_file(store: Store,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    rows = listed(capsys)
    files = sorted(store.history_dir.glob("*.json"))
    assert len(rows) == len(files) == 3
    added = {"winner_names", "hole_count", "short", "own_rules"}  # as docs/saving.md says
    for row, path in zip(rows, files, strict=True):
        saved = json.loads(path.read_text())
        assert set(row) == set(saved) - {"format", "match"} | added
        for key in set(saved) - {"format", "match"}:
            assert row[key] == saved[key], key
    assert rows[0]["stood_in"] == [[2], []]
    assert rows[1]["own_rules"] == {"values.K": 5}
    assert rows[0]["own_rules"] == rows[2]["own_rules"] == {}
    assert main(["history", "--show", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == rows[1]
