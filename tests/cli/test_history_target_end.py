"""``golf-tui history --show`` of a match to a target says how it ended, as the app does: who
reached the target and when, or that nobody did in the most holes a match may have. A match to
1000 stopped at 99 holes ended with "won by …" only, where the app says "nobody reached 1000
points in 99 holes; lowest total wins"."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui.cli import main
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store


def _record(store: Store, kinds: list[str]) -> Match:
    rules = load_ruleset("swedish-6", rules=["match.end=target", "match.target=1000"])
    m = simulate(rules, 2, 5, kinds)
    m = Match(m.table, ("Kari", "Ola"), m.seed, m.hole, m.hole_number, m.deals, m.results,
              m.actions, m.finished)
    store.record_finished(m, (("Kari", "human"), ("Ola", "human")))
    return m


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    return Store()


def _shown(capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["history", "--show", "1"]) == 0
    return " ".join(capsys.readouterr().out.split())


def test_a_match_that_hit_the_99_hole_cap_says_nobody_reached_the_target(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    m = _record(store, ["normal", "normal"])
    assert len(m.results) >= 99 and max(m.totals) < 1000  # the cap, not the target, ended it
    text = _shown(capsys)
    assert "nobody reached 1000 points in 99 holes; lowest total wins ★ won by" in text, text


def test_a_match_that_reached_its_target_says_who_and_when(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    m = _record(store, ["random", "random"])
    holes = len([r for r in m.results if r.scores])
    reached = [name for name, total in zip(m.players, m.totals, strict=True) if total >= 1000]
    assert reached == ["Kari"]
    text = _shown(capsys)
    assert f"Kari reached 1000 points after {holes} holes; lowest total wins" in text, text
