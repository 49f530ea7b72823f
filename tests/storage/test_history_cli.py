"""``golf-tui history`` and ``golf-tui stats`` over a history written by the store."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from golf_tui.cli import main
from golf_tui.i18n import and_list
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store, data_dir, player_stats


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    assert store.root == data_dir() == tmp_path / "data"
    for seed, ruleset in ((1, "swedish-6"), (2, "norwegian-4"), (3, "swedish-6")):
        m = simulate(load_ruleset(ruleset), 3, seed)
        names = ("Kari", "Ola", "Siri")
        renamed = type(m)(m.table, names, m.seed, m.hole, m.hole_number, m.deals, m.results,
                          m.actions, m.finished)
        store.record_finished(renamed, tuple((n, "human") for n in names))
    return store


def test_history_json_lists_every_match(home: Store, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["ruleset"] for r in rows] == ["swedish-6", "norwegian-4", "swedish-6"]
    for r in rows:
        assert r["players"] == ["Kari", "Ola", "Siri"]
        assert sum(len(h) for h in r["holes"]) == 27
        assert [sum(h[i] for h in r["holes"]) for i in range(3)] == r["totals"]
        assert r["winner_names"] == [r["players"][w] for w in r["winners"]]


def test_history_text_and_scorecard(home: Store, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history"]) == 0
    out = capsys.readouterr().out
    assert out.count("won by") == 3
    assert main(["history", "--show", "2"]) == 0
    card = capsys.readouterr().out
    assert "norwegian-4" in card and card.count("\n") == 6
    starred = [line.split()[0] for line in card.splitlines()[2:-1] if line.endswith(" ★")]
    assert card.splitlines()[-1] == "★ won by " + and_list(starred)  # the star's legend
    assert main(["history", "--show", "9"]) == 2
    assert "no match 9" in capsys.readouterr().err


def test_stats_per_player(home: Store, capsys: pytest.CaptureFixture[str]) -> None:
    entries, _ = home.history()
    expected = {s.name: s for s in player_stats(entries)}
    assert main(["stats", "--json"]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert set(rows) == {"Kari", "Ola", "Siri"}
    wins = sum(r["wins"] for r in rows.values())
    assert wins >= 3  # ties share a win
    for name, r in rows.items():
        seat = ["Kari", "Ola", "Siri"].index(name)
        assert r["matches"] == 3
        assert r["holes"] == {"norwegian-4": 9, "swedish-6": 18}
        for ruleset in ("norwegian-4", "swedish-6"):  # card values differ: each apart
            holes = [h[seat] for e in entries if e.ruleset == ruleset for h in e.holes]
            assert r["best_hole"][ruleset] == min(holes)
            assert r["mean_hole_score"][ruleset] == round(sum(holes) / len(holes), 2)
        assert r["best_match"] == [
            {"ruleset": "norwegian-4", "holes": 9, "total": entries[1].totals[seat]},
            {"ruleset": "swedish-6", "holes": 9,
             "total": min(entries[0].totals[seat], entries[2].totals[seat])}]
        assert expected[name].wins == r["wins"]
    assert main(["stats", "Nobody"]) == 2
    capsys.readouterr()
    assert main(["--lang", "nb", "stats"]) == 0  # mean hole scores as Norwegians write them
    text = capsys.readouterr().out
    assert re.search(r"\b\d+,\d\b", text) and not re.search(r"\d\.\d", text), text
    assert "Kari: 3 partier, " in text and "(er)" not in text  # plurals, not "parti(er)"


def test_empty_history(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    assert main(["history"]) == 0 and "No finished matches" in capsys.readouterr().out
    assert main(["stats", "--json"]) == 0 and json.loads(capsys.readouterr().out) == []


def test_computer_players_are_counted_by_level_not_by_seat(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # "Bot 1" is only where a computer sat: a hard one in one match, a normal one in the next.
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    line_ups = [(("Kari", "human"), ("Bot 1", "hard"), ("Bot 2", "normal")),
                (("Bot 1", "normal"), ("Kari", "human"), ("Bot 2", "hard"))]
    for seed, seats in enumerate(line_ups, 1):
        m = simulate(load_ruleset("norwegian-4"), 3, seed)
        m = type(m)(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
                    m.results, m.actions, m.finished)
        store.record_finished(m, seats)
    entries, _ = store.history()
    assert main(["stats", "--json"]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert list(rows) == ["Kari", "normal bot", "hard bot"]
    assert [rows[n]["kind"] for n in rows] == ["human", "normal", "hard"]
    for name, kind in (("hard bot", "hard"), ("normal bot", "normal"), ("Kari", "human")):
        seats = [(e, e.kinds.index(kind)) for e in entries]
        assert rows[name]["matches"] == 2
        assert rows[name]["wins"] == sum(seat in e.winners for e, seat in seats)
        assert rows[name]["best_hole"] == {
            "norwegian-4": min(h[seat] for e, seat in seats for h in e.holes)}
        assert rows[name]["best_match"] == [{"ruleset": "norwegian-4", "holes": 9,
                                             "total": min(e.totals[seat] for e, seat in seats)}]
    assert main(["stats", "hard bot"]) == 0
    assert capsys.readouterr().out.startswith("hard bot: 2 matches, 0 wins (bot level)\n")


def test_history_names_house_rules_by_their_titles(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """``history --show`` printed the house rules' ids ("jokers double-pairs") in every
    language, where the app shows their titles: the titles, in the language asked for; the
    ids stay in ``--json``, for programs."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    m = simulate(load_ruleset("swedish-6", ["jokers", "double-pairs"]), 2, 4)
    Store().record_finished(m, tuple((n, "human") for n in m.players))
    assert main(["--lang", "nb", "history", "--show", "1"]) == 0
    head = capsys.readouterr().out.splitlines()[1]  # under the match's own line, named
    assert head == "Husregler: Jokere, Doble par", head
    assert main(["history", "--show", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "House rules: Jokers, Double pairs"
    assert main(["history", "--show", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["house_rules"] == ["jokers", "double-pairs"]
