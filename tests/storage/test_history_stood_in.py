"""The history's ``stood_in``: per seat, the holes a computer played (some of) for a person who
left the table. ``golf-tui stats`` and the statistics screen count a person's mean and best
hole over their own holes only, and mark the matches a computer stood in for them in. A file
without the key (every file before it) reads as before; a damaged one is named with its key,
moved aside, and the rest of the history read."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from subprocess import CompletedProcess
from typing import Any

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.stats import StatsScreen
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store
from golf_tui.storage.history import player_stats

SEATS = (("Ola", "human"), ("Kari", "human"))
OLA = 0


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """Two finished matches of Ola and Kari (nine holes of norwegian-4): in the first a
    computer played Ola's holes 2 to 4, the second (and every hole of Kari's) their own."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    store.record_finished(played(1), SEATS, "2026-01-01T12:00:00+00:00",
                          {"stood_in": [[OLA, [2, 3, 4]]]})
    store.record_finished(played(2), SEATS, "2026-01-02T12:00:00+00:00")
    return store


def played(seed: int) -> Match:
    """A match of norwegian-4 played by random players, seated as Ola and Kari."""
    m = simulate(load_ruleset("norwegian-4"), 2, seed)
    return Match(m.table, tuple(n for n, _ in SEATS), m.seed, m.hole, m.hole_number, m.deals,
                 m.results, m.actions, m.finished)


def files(store: Store) -> list[Path]:
    return sorted(store.history_dir.glob("*.json"))


def test_the_file_keeps_the_holes_and_stats_leave_them_out(store: Store) -> None:
    first, second = (json.loads(p.read_text("utf-8")) for p in files(store))
    assert first["stood_in"] == [[2, 3, 4], []]
    assert "stood_in" not in second  # a match nobody left is written as before
    entries, problems = store.history()
    assert not problems
    ola = next(s for s in player_stats(entries) if s.name == "Ola")
    own = [h[OLA] for n, h in enumerate(first["holes"], 1) if n not in (2, 3, 4)]
    own += [h[OLA] for h in second["holes"]]
    (line,) = ola.rulesets
    assert (ola.matches, ola.stood_in, line.holes) == (2, 1, 15)
    assert line.mean_hole == sum(own) / len(own) and line.best_hole == min(own)
    assert line.best_match == {9: second["totals"][OLA]}  # the other total partly a computer's
    kari = next(s for s in player_stats(entries) if s.name == "Kari")
    assert (kari.stood_in, kari.rulesets[0].holes) == (0, 18)


def test_an_older_file_without_the_key_counts_every_hole_as_hers(store: Store) -> None:
    first = files(store)[0]
    data = json.loads(first.read_text("utf-8"))
    del data["stood_in"]
    first.write_text(json.dumps(data), "utf-8")
    entries, problems = store.history()
    assert not problems and entries[0].stood_in == ()
    ola = next(s for s in player_stats(entries) if s.name == "Ola")
    holes = [h[OLA] for e in entries for h in e.holes]
    assert (ola.stood_in, ola.rulesets[0].holes) == (0, 18)
    assert ola.rulesets[0].mean_hole == sum(holes) / 18


@pytest.mark.parametrize(("value", "problem"), [
    ("2-4", "'stood_in' is not a list of lists of hole numbers"),
    ([2, 3], "'stood_in' is not a list of lists of hole numbers"),
    ([["2"], []], "'stood_in' is missing or not a list of whole numbers"),
    ([[2]], "'stood_in' should have one entry per player (2), not 1"),
    ([[10], []], "'stood_in' names hole 10, but the match had 9"),
    ([[0], []], "'stood_in' names hole 0, but the match had 9"),
])  # fmt: skip
def test_a_damaged_value_is_named_and_the_rest_read(
        value: Any, problem: str, store: Store,
        golf_here: Callable[..., CompletedProcess[str]]) -> None:
    first = files(store)[0]
    data = json.loads(first.read_text("utf-8"))
    data["stood_in"] = value
    first.write_text(json.dumps(data), "utf-8")
    done = golf_here("stats", "Ola")
    assert done.returncode == 0, done.stderr
    assert done.stderr == (f"golf-tui: History file {first}: {problem}; it was moved to"
                           f" {first}.corrupt-1.\n")
    assert done.stdout.startswith("Ola: 1 match, ")  # the other match, read
    assert "standing in" not in done.stdout


def test_a_computers_seat_has_no_holes_stood_in(store: Store) -> None:
    first = files(store)[0]
    data = json.loads(first.read_text("utf-8"))
    data["kinds"] = ["human", "hard"]
    data["stood_in"] = [[], [1]]
    first.write_text(json.dumps(data), "utf-8")
    _entries, problems = store.history()
    assert problems == [f"History file {first}: 'stood_in' names holes of player 2, a computer"
                        f" player; it was moved to {first}.corrupt-1."]


def test_stats_marks_her_matches_with_a_computer_standing_in(
        store: Store, golf_here: Callable[..., CompletedProcess[str]]) -> None:
    done = golf_here("stats")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    ola = next(line for line in lines if line.startswith("Ola:"))
    assert ola.startswith("Ola: 2 matches, ") and ola.endswith(" (1 with a computer standing in)")
    assert "over 15 holes" in done.stdout and "over 18 holes" in done.stdout
    kari = next(line for line in lines if line.startswith("Kari:"))
    assert "standing in" not in kari
    as_json = {s["name"]: s for s in json.loads(golf_here("stats", "--json").stdout)}
    assert as_json["Ola"]["matches_stood_in"] == 1 and as_json["Kari"]["matches_stood_in"] == 0


async def test_the_statistics_screen_marks_her_matches_and_says_why(store: Store) -> None:
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.push_screen(StatsScreen(store))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        table = screen.query_one("#stats-table")
        rows = [[str(cell) for cell in table.get_row_at(n)]  # type: ignore[attr-defined]
                for n in range(table.row_count)]  # type: ignore[attr-defined]
        ola = next(row for row in rows if row[0] == "Ola")
        kari = next(row for row in rows if row[0] == "Kari")
        assert ola[1] == "2*" and kari[1] == "2"
        note = str(screen.query_one("#stats-stood-in").render())
        assert note.startswith("* A computer stood in for Ola (1 match): ")
