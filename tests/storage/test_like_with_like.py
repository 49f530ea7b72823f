"""Statistics compare like with like, and the history says what each match was.

A 1-hole match (``--rule match.holes=1``) is no "best match" beside 9-hole ones, a hole score of
one ruleset is none of another's (card values differ), and "Bot 1" is only where a computer sat:
the history names its level. The terminal and the app write a mean hole score alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golf_tui.app.screens.stats import ruleset_row
from golf_tui.cli import main
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store, player_stats


def _match(ruleset: str, seats: tuple[tuple[str, str], ...], seed: int,
           rules: tuple[str, ...] = ()) -> Match:
    m = simulate(load_ruleset(ruleset, rules=list(rules)), len(seats), seed)
    return Match(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
                 m.results, m.actions, m.finished)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """Kari and Ola: a 9-hole and a 1-hole norwegian-4, a 9-hole swedish-6 against two bots
    seated "Bot 1" and "Bot 2" (hard, then normal)."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    people = (("Kari", "human"), ("Ola", "human"))
    store.record_finished(_match("norwegian-4", people, 1), people)
    store.record_finished(_match("norwegian-4", people, 2, ("match.holes=1",)), people)
    bots = (("Kari", "human"), ("Bot 1", "hard"), ("Bot 2", "normal"))
    store.record_finished(_match("swedish-6", bots, 3), bots)
    return store


def test_best_match_is_per_ruleset_and_length_and_best_hole_per_ruleset(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    entries, _ = store.history()
    full, short, swedish = entries
    assert (full.hole_count, full.short, short.hole_count, short.short) == (9, False, 1, True)
    (kari,) = [s for s in player_stats(entries) if s.name == "Kari"]
    nor, swe = kari.rulesets
    assert (nor.ruleset, swe.ruleset) == ("norwegian-4", "swedish-6")
    assert nor.best_match == {9: full.totals[0], 1: short.totals[0]}
    assert swe.best_match == {9: swedish.totals[0]}
    assert nor.best_hole == min(h[0] for e in (full, short) for h in e.holes)
    assert swe.best_hole == min(h[0] for h in swedish.holes)
    assert main(["stats", "--json", "Kari"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["best_hole"] == {"norwegian-4": nor.best_hole, "swedish-6": swe.best_hole}
    assert row["best_match"] == [
        {"ruleset": "norwegian-4", "holes": 9, "total": full.totals[0]},
        {"ruleset": "norwegian-4", "holes": 1, "total": short.totals[0]},
        {"ruleset": "swedish-6", "holes": 9, "total": swedish.totals[0]}]
    assert main(["stats", "Kari"]) == 0
    text = capsys.readouterr().out
    assert (f"best match {full.totals[0]} (9 holes), {short.totals[0]} (1 hole)\n"
            in text), text


def test_the_history_says_how_long_each_match_was_and_which_level_each_bot(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history"]) == 0
    # a match's totals go under its line where they do not fit beside it (80 columns)
    lines = capsys.readouterr().out.replace("\n     ", "  ").splitlines()
    assert "norwegian-4, 9 holes  won by" in lines[0]
    assert "norwegian-4, 1 hole (short match)  won by" in lines[1]
    assert "swedish-6, 9 holes  won by" in lines[2]
    assert "Bot 1 (hard) " in lines[2] and "Bot 2 (normal) " in lines[2]
    assert main(["history", "--show", "3"]) == 0
    card = capsys.readouterr().out
    assert "swedish-6  9 holes" in card and "\nBot 1 (hard) " in card
    assert main(["history", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["hole_count"], r["short"]) for r in rows] == [(9, False), (1, True), (9, False)]


def test_the_app_writes_the_mean_hole_score_as_the_terminal_does(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    entries, _ = store.history()
    (kari,) = [s for s in player_stats(entries) if s.name == "Kari"]
    assert main(["stats", "Kari"]) == 0
    text = capsys.readouterr().out
    for r in kari.rulesets:
        mean = str(ruleset_row(r)[3])
        assert f"mean hole score {mean} over" in text
        assert mean == f"{r.mean_hole:.1f}"


def test_a_name_nobody_typed_counts_as_nobody(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """"Player 3" names a seat, not a person: after the deal passed, the next setup listed the
    players from the new dealer and "Player 1" became "Player 3", and the statistics counted
    one "Player 3" made of two people. A name nobody typed, in any language ("Spelare 2"), is
    left out of them; the people who typed theirs and the computers still count."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    first = (("Kari", "human"), ("Player 2", "human"), ("Player 3", "human"))
    store.record_finished(_match("norwegian-4", first, 1), first)
    passed = (("Player 2", "human"), ("Player 3", "human"), ("Kari", "human"))
    store.record_finished(_match("norwegian-4", passed, 2), passed)
    other = (("Spelare 2", "human"), ("Bot 1", "hard"), ("Player 1x", "human"))
    store.record_finished(_match("swedish-6", other, 3), other)
    entries, _ = store.history()
    names = sorted(s.name for s in player_stats(entries))
    assert "Player 2" not in names and "Player 3" not in names and "Spelare 2" not in names
    (kari,) = [s for s in player_stats(entries) if s.name == "Kari"]
    assert kari.matches == 2
    assert "Player 1x" in names  # a name somebody typed, however like a default it looks
    assert len(names) == 3, names  # Kari, Player 1x and the hard computer


def test_stats_of_names_nobody_typed_say_why_they_are_empty(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Matches played by "Player 1" and "Player 2" alone count as nobody's: the statistics say
    why they are empty, not "No finished matches yet."."""
    from golf_tui.storage.history import NOBODY_NAMED

    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    seats = (("Player 1", "human"), ("Player 2", "human"))
    Store().record_finished(_match("norwegian-4", seats, 1), seats)
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert NOBODY_NAMED in out and "No finished matches yet." not in out
