"""``golf-tui history`` and ``stats`` for someone keeping a club's standings: ``--json`` carries
every field the file has, and what makes "own rules"."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from golf_tui.cli import main
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store
from golf_tui.storage.history import local_minute

from ..conftest import toasts

PAIR = (("Kari", "human"), ("Ola", "human"))


def played(ruleset: str, seats: tuple[tuple[str, str], ...], seed: int,
           rules: tuple[str, ...] = ()) -> Match:
    m = simulate(load_ruleset(ruleset, [], list(rules)), len(seats), seed)
    return Match(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
                 m.results, m.actions, m.finished)


@pytest.fixture
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Local time is UTC for the test (the dates below are the lists'), the machine's after."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    local_minute.cache_clear()
    yield
    monkeypatch.undo()
    time.tzset()
    local_minute.cache_clear()


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, utc: None) -> Store:
    """1: norwegian-4 with a computer standing in for Kari in hole 2; 2: swedish-6 with
    ``values.K=5``; 3: norwegian-4 as it ships, of Ann and Bo."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
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


def numbers(capsys: pytest.CaptureFixture[str], *args: str) -> list[int]:
    """The numbers of the matches ``history`` lists with ``args``."""
    assert main(["history", *args]) == 0
    return [int(line.split(".")[0]) for line in capsys.readouterr().out.splitlines()
            if line[:4].strip().rstrip(".").isdigit()]


def test_history_filters_keep_the_numbers(store: Store,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert numbers(capsys) == [1, 2, 3]
    assert numbers(capsys, "--preset", "norwegian-4") == [1, 3]
    assert numbers(capsys, "--since", "2026-12-03") == [2, 3]
    assert numbers(capsys, "--until", "2026-12-03") == [1, 2]
    assert numbers(capsys, "--since", "2026-12-01 18:01", "--until", "2026-12-05") == [2, 3]
    assert numbers(capsys, "--player", " KARI ") == [1, 2]  # as stats NAME finds her
    assert numbers(capsys, "--player", "kari", "--last", "1") == [2]
    assert numbers(capsys, "--last", "2") == [2, 3]
    assert [r["ruleset"] for r in listed(capsys, "--preset", "swedish-6")] == ["swedish-6"]


def test_stats_filters_say_which(store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--json", "--preset", "norwegian-4", "--until", "2026-12-04"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["name"]: r["matches"] for r in rows} == {"Kari": 1, "Ola": 1}
    assert main(["stats", "--since", "2026-12-02", "--preset", "norwegian-4"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Matches counted: ruleset norwegian-4, from 2026-12-02"
    assert [line.split(":")[0] for line in out[1:] if not line.startswith(" ")] == ["Ann", "Bo"]
    assert main(["stats"]) == 0
    assert not capsys.readouterr().out.startswith("Matches counted")


@pytest.mark.parametrize(("args", "said"), [
    (["history", "--since", "2026-13-01"], "argument --since: not a date: '2026-13-01' (write"
                                           " it as 2026-12-06, or with the time as"
                                           ' "2026-12-06 20:15")'),  # as --help writes it
    (["stats", "--until", "yesterday"], "argument --until: not a date: 'yesterday'"),
    (["history", "--last", "0"], "argument --last: not a whole number above 0: '0'"),
    (["history", "--last", "x"], "argument --last: not a whole number above 0: 'x'"),
    (["history", "--preset", "norwegain-4"], "--preset: no preset or ruleset of the history"
                                             " is called 'norwegain-4'"),
    (["stats", "--preset", "nope"], "--preset: no preset or ruleset of the history is called"
                                    " 'nope'"),
    (["history", "--player", " "], "--player: the player's name is empty"),
    (["stats", "--since", "2026-12-05", "--until", "2026-12-04"],
     "--since 2026-12-05 is after --until 2026-12-04"),
])
def test_bad_filters_are_refused(store: Store, capsys: pytest.CaptureFixture[str],
                                 args: list[str], said: str) -> None:
    with pytest.raises(SystemExit) as refused:
        main(args)
    assert refused.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: golf-tui " + args[0])
    assert said in " ".join(err.split())


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_filters_help_is_translated(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("history", "stats"):
        with pytest.raises(SystemExit):
            main(["--lang", lang, command, "--help"])
        text = capsys.readouterr().out
        assert "only the matches" not in text and "--since" in text


def test_a_number_keeps_its_match_when_one_before_it_is_moved_aside(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    fourth = (("Siri", "human"), ("Per", "human"))
    store.record_finished(played("swedish-6", fourth, 4), fourth, "2026-12-06T18:00:00+00:00")
    third = sorted(store.history_dir.glob("*.json"))[2]
    good = third.read_text()
    third.write_text(good.replace('"totals": [', '"totals": [1000, '))  # damaged by hand
    assert numbers(capsys) == [1, 2, 4]
    assert main(["history", "--show", "4"]) == 0
    assert "Siri" in capsys.readouterr().out
    assert main(["history", "--show", "3"]) == 2
    said = capsys.readouterr().err
    assert "match 3 cannot be shown: its file was moved aside as damaged" in said
    assert main(["history", "--show", "5"]) == 2
    assert "there is no match 5 (history has 4)" in capsys.readouterr().err
    assert numbers(capsys, "--player", "siri") == [4]
    aside = next(store.history_dir.glob("*.corrupt*"))
    aside.write_text(good)  # repaired: back in the history, as match 3 again
    assert numbers(capsys) == [1, 2, 3, 4]
    assert main(["history", "--show", "3"]) == 0
    assert "Ann" in capsys.readouterr().out


def test_the_storage_numbers_the_matches_read(store: Store) -> None:
    """``Store.numbers`` is where the numbers are made (``history.number_matches``, from one
    listing): ``history``, ``--show`` and ``--json`` take them from it. A file moved aside
    keeps its number, with no match; a match whose file has gone since it was read comes
    after the rest."""
    fourth = (("Siri", "human"), ("Per", "human"))
    store.record_finished(played("swedish-6", fourth, 4), fourth, "2026-12-06T18:00:00+00:00")
    third = sorted(store.history_dir.glob("*.json"))[2]
    third.write_text(third.read_text().replace('"totals": [', '"totals": [1000, '))
    entries, _problems = store.history()  # the third moved aside as it is read
    numbers = store.numbers(entries)
    assert [n for n, _e in numbers.numbered] == [1, 2, 4]
    assert numbers.entry(4) is entries[2] and numbers.entry(3) is None
    aside = numbers.file(3)
    assert aside is not None and aside.name.startswith(third.name + ".corrupt")
    assert numbers.file(5) is None and numbers.count == 4
    first = entries[0].path
    assert first is not None
    first.unlink()  # gone since it was read: after the rest
    numbers = store.numbers(entries)
    assert [(n, e.players[0]) for n, e in numbers.numbered] == [(1, "Kari"), (3, "Siri"),
                                                               (4, "Kari")]
    assert numbers.entry(4) is entries[0] and numbers.count == 4
    assert numbers.file(4) is None  # no file has it now


@pytest.fixture
def four(store: Store) -> Store:
    """Dee, bo, Cy and Ann at one table too."""
    seats = (("Dee", "human"), ("bo", "human"), ("Cy", "human"), ("Ann", "human"))
    store.record_finished(played("norwegian-4", seats, 5), seats, "2026-12-06T18:00:00+00:00")
    return store


ORDER = ["Ann", "bo", "Bo", "Cy", "Dee", "Kari", "Ola"]


def test_stats_sort_names_whatever_their_case(four: Store,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    named = [line.split(":")[0] for line in capsys.readouterr().out.splitlines()
             if not line.startswith(" ")]
    # "Bo" and "bo" are one player, spelled as the most recent match did
    assert named == [n for n in ORDER if n != "Bo"]


async def test_the_statistics_screen_sorts_names_whatever_their_case(four: Store) -> None:
    from golf_tui.app.app import GolfApp
    from golf_tui.app.screens.stats import StatsScreen

    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.push_screen(StatsScreen(four))
        await pilot.pause()
        table = app.screen.query_one("#stats-table")
        names = [str(table.get_row_at(n)[0])  # type: ignore[attr-defined]
                 for n in range(table.row_count)]  # type: ignore[attr-defined]
    assert [n for n in names if n in ORDER] == [n for n in ORDER if n != "Bo"]


def edited(path: Path, **fields: Any) -> None:
    data = json.loads(path.read_text())
    data.update(fields)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("edit", ["scores", "name"])
async def test_a_hand_edited_match_is_refused_by_show_and_the_app_naming_its_file(
        store: Store, capsys: pytest.CaptureFixture[str], edit: str) -> None:
    from history_helpers import match_history

    path = sorted(store.history_dir.glob("*.json"))[2]  # match 3, of Ann and Bo
    data = json.loads(path.read_text())
    if edit == "scores":  # the loser's first hole one more, and the total with it
        loser = max(range(2), key=lambda seat: data["totals"][seat])
        data["holes"][0][loser] += 1
        data["totals"][loser] += 1
        edited(path, holes=data["holes"], totals=data["totals"])
    else:
        edited(path, players=["Ann", "Bob"])
    assert main(["history"]) == 0  # listed: its own fields agree
    capsys.readouterr()
    for args in (["history", "--show", "3"], ["history", "--show", "3", "--json"]):
        assert main(args) == 2
        out, err = capsys.readouterr()
        assert not out
        assert err == (f"golf-tui: match 3 cannot be shown: history file {path}: its match"
                       " record does not agree with its players and scores\n")
    async with match_history() as (app, pilot, screen):
        screen.open(0)  # newest first
        await pilot.pause()
        assert app.screen is screen
        assert toasts(app) == [f"This match cannot be shown: history file {path}: its match"
                               " record does not agree with its players and scores"]


@pytest.mark.parametrize("columns", ["80", "60"])
def test_history_marks_a_computer_standing_in(store: Store, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch,
                                              columns: str) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    assert main(["history"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(len(line) <= int(columns) for line in lines)
    text = " ".join(" ".join(lines).split())
    assert text.count("*") == 2  # Kari's total in match 1, and the legend
    kari, ola = store.history()[0][0].totals
    assert f"Kari {kari}*, Ola {ola}" in text
    assert lines[-1] == "* A computer played some holes for this player."
    assert main(["history", "--show", "1"]) == 0
    card = capsys.readouterr().out.splitlines()
    assert card[-1] == "A computer played for Kari in hole 2."
    assert main(["history", "--show", "2"]) == 0
    assert "computer" not in capsys.readouterr().out
    assert main(["history", "--since", "2026-12-02"]) == 0  # no match of it listed: no legend
    assert "*" not in capsys.readouterr().out


def test_a_file_repaired_after_this_version_moved_it_aside_comes_back_without_older(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    path = sorted(store.history_dir.glob("*.json"))[1]
    good = path.read_text()
    path.write_text("{")
    assert main(["stats"]) == 0
    assert "was moved to" in capsys.readouterr().err
    next(store.history_dir.glob("*.corrupt*")).write_text(good)  # repaired by hand
    assert main(["stats"]) == 0
    assert capsys.readouterr().err == ("golf-tui: 1 finished match that had been moved aside as"
                                       " damaged can be read now and is back in the history.\n")


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_won_by_keeps_its_winner_where_the_list_wraps(store: Store, lang: str) -> None:
    from golf_tui.cli.history import list_lines
    from golf_tui.i18n import _, set_language

    set_language(lang)
    try:
        won_by = (_("won by %(winners)s") % {"winners": ""}).strip()
        entries, _problems = store.history()
        for width in range(30, 81):
            for n, e in enumerate(entries, 1):
                lines = list_lines(n, e, width)
                assert all(len(line) <= width for line in lines), (width, lines)
                assert not [line for line in lines if line.rstrip().endswith(won_by)], (
                    width, lines)
                assert any(f"{won_by} {e.winner_labels()[0]}" in line for line in lines), (
                    width, lines)
    finally:
        set_language("en")
