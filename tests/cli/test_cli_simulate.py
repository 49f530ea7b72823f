"""``golf-tui simulate --json``: the report's fields exactly as issue 2 lists them, identical byte
for byte across runs, through the console script and ``python -m golf_tui``.

Most runs are in the test's process (``golf_here``, tests/conftest.py); real processes where the
process is what is tested: byte for byte across processes (each hashes strings with a seed of its
own) through the installed script and ``-m``, worker processes (``--jobs``), Ctrl+C."""

from __future__ import annotations

import itertools
import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest

from golf_tui import cli
from golf_tui import simulate as golf_simulate
from golf_tui.cli import simulate_cmd
from golf_tui.i18n import half_up
from golf_tui.presets import load_ruleset, preset_names
from golf_tui.simulate import simulate

from .conftest import endless_series, played_in

Golf = Callable[..., subprocess.CompletedProcess[str]]
RANKS = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK"}
SHAPES = {"norwegian-4": (2, 2), "norwegian-6": (2, 3), "swedish-6": (2, 3), "danish-6": (2, 3),
          "nine-card": (3, 3)}
HOLE_KEYS = {"hole", "dealer", "first", "ending", "closer", "turns", "grids", "scores"}
TOP_KEYS = {"players", "holes", "totals", "winners", "turns"}
# Recorded alongside, so a report says what produced it.
EXTRA_KEYS = {"ruleset", "house_rules", "seed"}


def check_report(report: dict[str, Any], name: str, players: int, holes: int) -> None:
    assert set(report) == TOP_KEYS | EXTRA_KEYS
    assert report["ruleset"] == name
    assert len(report["players"]) == players and all(isinstance(p, str) for p in report["players"])
    rows, cols = SHAPES[name]
    scored = [h for h in report["holes"] if h["scores"] is not None]
    assert len(scored) == holes
    number = 1
    for h in report["holes"]:
        assert set(h) == HOLE_KEYS
        assert h["hole"] == number
        assert h["ending"] in {"knock", "all_face_up", "empty_stock", "redeal"}
        assert 0 <= h["dealer"] < players and h["first"] == (h["dealer"] + 1) % players
        assert h["closer"] is None or 0 <= h["closer"] < players
        if h["ending"] in ("knock", "all_face_up"):
            assert h["closer"] is not None
        assert isinstance(h["turns"], int) and h["turns"] >= 0
        assert len(h["grids"]) == players
        for grid in h["grids"]:
            assert len(grid) == rows and all(len(row) == cols for row in grid)
            assert all(code in RANKS for row in grid for code in row)
        if h["ending"] == "redeal":
            assert h["scores"] is None
        else:
            assert len(h["scores"]) == players and all(isinstance(s, int) for s in h["scores"])
            number += 1
    totals = [sum(h["scores"][s] for h in scored) for s in range(players)]
    assert report["totals"] == totals
    assert report["winners"] == [s for s in range(players) if totals[s] == min(totals)]
    assert report["turns"] == sum(h["turns"] for h in report["holes"])


@pytest.mark.parametrize(("name", "players"), [(n, 2 + i) for i, n in enumerate(preset_names())])
def test_report_fields(golf_here: Golf, name: str, players: int) -> None:
    out = golf_here("simulate", "--ruleset", name, "--players", str(players), "--holes", "3",
                    "--seed", "17", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    check_report(report, name, players, 3)
    assert report["seed"] == 17


def test_byte_for_byte_identical_runs(golf: Golf, golf_module: Golf, golf_here: Golf) -> None:
    """Three processes, each with its own seed for hashing strings: the script's, ``-m``'s and
    this one's."""
    args = ("simulate", "--ruleset", "norwegian-4", "--players", "4", "--holes", "4", "--seed",
            "5", "--bots", "random,random,random,random", "--house", "knock-penalty",
            "--rule", "empty_stock=redeal", "--json")
    runs = [golf(*args), golf_module(*args), golf_here(*args)]
    assert all(r.returncode == 0 for r in runs), [r.stderr for r in runs]
    assert runs[0].stdout == runs[1].stdout == runs[2].stdout
    report = json.loads(runs[0].stdout)
    check_report(report, "norwegian-4", 4, 4)
    assert report["house_rules"] == ["knock-penalty"]


def test_seed_changes_the_match(golf_here: Golf) -> None:
    a = golf_here("simulate", "--players", "3", "--holes", "2", "--seed", "1", "--json")
    b = golf_here("simulate", "--players", "3", "--holes", "2", "--seed", "2", "--json")
    assert a.returncode == b.returncode == 0
    assert json.loads(a.stdout)["holes"] != json.loads(b.stdout)["holes"]


def test_danish_void_deals_keep_the_hole_number(golf_here: Golf) -> None:
    """A redeal is reported with scores null and the number of the hole it replaces."""
    rules = load_ruleset("danish-6", rules=["match.holes=1"])
    seed = next((s for s in range(1000)
                 if simulate(rules, 4, s).results[0].ending == "redeal"), None)
    assert seed is not None, "no seed below 1000 gives a redeal"
    out = golf_here("simulate", "--ruleset", "danish-6", "--players", "4", "--holes", "1",
                    "--seed", str(seed), "--json")
    report = json.loads(out.stdout)
    check_report(report, "danish-6", 4, 1)
    void, again = report["holes"][0], report["holes"][1]
    assert void["ending"] == "redeal" and void["scores"] is None and void["closer"] is None
    assert again["hole"] == 1 and again["dealer"] == void["dealer"]


def test_text_output(golf_here: Golf) -> None:
    out = golf_here("simulate", "--players", "2", "--holes", "2", "--seed", "3")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("hole  1") and lines[-2].startswith("totals: ")
    assert lines[-1].startswith(("winner: ", "winners: "))


def test_each_hole_is_shown_as_soon_as_it_is_played(golf_here: Golf,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """One match is shown hole by hole, and each hole's line is printed once the hole is over,
    not all at the end: eight hard players on nine cards take minutes a match, in silence.
    Checked when the second hole's first move is played: the first hole's line is out."""
    seen: list[str] = []
    play = golf_simulate.play

    def watched(m: Any, action: Any) -> Any:
        if len(m.results) == 1 and m.hole.turns == 0 and not seen:
            seen.append(sys.stdout.getvalue())
        return play(m, action)

    monkeypatch.setattr(golf_simulate, "play", watched)
    out = golf_here("simulate", "--players", "2", "--holes", "2", "--seed", "3")
    assert out.returncode == 0, out.stderr
    assert seen and seen[0].startswith("hole  1") and "hole  2" not in seen[0]
    assert seen[0] == out.stdout.splitlines(keepends=True)[0]
    assert out.stdout.count("hole  1") == 1


def test_text_output_names_who_ended_each_hole(golf_here: Golf) -> None:
    args = ("simulate", "--ruleset", "norwegian-4", "--players", "3", "--bots",
            "normal,normal,random", "--holes", "3", "--seed", "5")
    report = json.loads(golf_here(*args, "--json").stdout)
    lines = golf_here(*args).stdout.splitlines()
    for hole, line in zip(report["holes"], lines, strict=False):
        assert hole["closer"] is not None  # every four-card hole here ends with a knock
        assert f"knock ({report['players'][hole['closer']]})" in line


def test_text_output_endings_are_translated(golf_here: Golf) -> None:
    out = golf_here("--lang", "nb", "simulate", "--players", "2", "--holes", "3", "--seed", "3")
    assert out.returncode == 0, out.stderr
    assert "all_face_up" not in out.stdout and "alle åpne" in out.stdout
    assert out.stdout.splitlines()[0].startswith("hull  1")
    data = json.loads(golf_here("--lang", "nb", "simulate", "--players", "2", "--holes", "3",
                                "--seed", "3", "--json").stdout)
    assert {h["ending"] for h in data["holes"]} == {"all_face_up"}


@pytest.mark.parametrize(("args", "seats"), [(("--bots", "hard,normal"), 2),
                                             (("--bots", "random,easy,normal"), 3), ((), 4)])
def test_the_seats_follow_the_bots_named(golf_here: Golf, args: tuple[str, ...],
                                         seats: int) -> None:
    # Without --players, one seat per kind --bots names (four random players without either).
    out = golf_here("simulate", "--ruleset", "norwegian-4", "--holes", "1", "--json", *args)
    report = json.loads(out.stdout)
    assert len(report["players"]) == seats
    if args:
        assert [p.rsplit("-", 1)[0] for p in report["players"]] == args[1].split(",")


@pytest.mark.parametrize(("lang", "bots", "easy", "random", "line_up"), [
    ("nb", "lett,tilfeldig", "lett", "tilfeldig", "oppstilling: lett,tilfeldig"),
    ("sv", "easy,slumpvis", "lätt", "slumpvis", "uppställning: lätt,slumpvis"),
])
def test_the_text_output_names_the_kinds_in_the_language(golf_here: Golf, lang: str, bots: str,
                                                         easy: str, random: str,
                                                         line_up: str) -> None:
    """The kinds as ``--bots`` reads them in the language ("lett", not "easy"), in the seats,
    the line-up and the table; the ``--json`` output keeps the English kinds, for programs."""
    args = ("--lang", lang, "simulate", "--ruleset", "norwegian-4", "--holes", "2", "--seed", "5",
            "--bots", bots)
    one = golf_here(*args)
    assert one.returncode == 0, one.stderr
    assert f"{easy}-1: " in one.stdout and f"{random}-2: " in one.stdout
    assert "easy-1" not in one.stdout and "random-2" not in one.stdout
    series = golf_here(*args, "--matches", "2", "--rotate")
    assert series.returncode == 0, series.stderr
    lines = series.stdout.splitlines()
    assert f"{random}-1: " in lines[1] and f"{easy}-2: " in lines[1]  # moved one seat on
    assert any(line.startswith(line_up + ", ") for line in lines), lines
    assert [line.split()[0] for line in lines[-2:]] == [easy, random]  # the table's rows
    assert "easy" not in series.stdout and "random" not in series.stdout
    report = json.loads(golf_here(*args, "--matches", "2", "--json").stdout)
    assert report["lineup"] == ["easy", "random"] and list(report["summary"]) == ["easy", "random"]
    assert report["matches"][0]["players"] == ["easy-1", "random-2"]


def test_kinds_are_read_whatever_their_case(golf_here: Golf) -> None:
    # EASY, not HARD: the same reading, without a second of the hard player's search (the
    # hard player is played by the test above)
    out = golf_here("simulate", "--ruleset", "norwegian-4", "--holes", "1", "--json",
                    "--bots", " Normal ,EASY")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["players"] == ["normal-1", "easy-2"]


# --matches N: a series of matches, seeds SEED … SEED+N-1, and each kind's results.

SERIES = ("simulate", "--ruleset", "norwegian-4", "--holes", "2", "--seed", "40",
          "--bots", "normal,random,random")


def single(golf: Golf, seed: int, kinds: str) -> dict[str, Any]:
    """The report of the one match ``simulate --seed seed --bots kinds`` plays."""
    out = golf("simulate", "--ruleset", "norwegian-4", "--holes", "2", "--seed", str(seed),
               "--bots", kinds, "--json")
    assert out.returncode == 0, out.stderr
    report: dict[str, Any] = json.loads(out.stdout)
    return report


def test_a_series_is_the_matches_of_its_seeds_one_by_one(golf_here: Golf) -> None:
    out = golf_here(*SERIES, "--matches", "3", "--json")
    assert out.returncode == 0, out.stderr
    series = json.loads(out.stdout)
    assert series["first_seed"] == 40 and series["matches_asked"] == 3
    assert series["lineup"] == ["normal", "random", "random"] and series["rotate"] is False
    assert [m["seed"] for m in series["matches"]] == [40, 41, 42]
    for m in series["matches"]:
        check_report(m, "norwegian-4", 3, 2)
        assert m == single(golf_here, m["seed"], "normal,random,random")


def test_rotate_moves_the_line_up_one_seat_on_each_match(golf_here: Golf) -> None:
    series = json.loads(golf_here(*SERIES, "--matches", "4", "--rotate", "--json").stdout)
    assert series["rotate"] is True
    seats = [[p.rsplit("-", 1)[0] for p in m["players"]] for m in series["matches"]]
    assert seats == [["normal", "random", "random"], ["random", "normal", "random"],
                     ["random", "random", "normal"], ["normal", "random", "random"]]
    for m, kinds in zip(series["matches"], seats, strict=True):
        assert m == single(golf_here, m["seed"], ",".join(kinds))


def test_the_summary_counts_every_seat_of_a_kind(golf_here: Golf) -> None:
    """Wins (a shared win split between its winners), win rates and mean hole scores per kind,
    recomputed here from the matches in the report."""
    series = json.loads(golf_here("simulate", "--ruleset", "norwegian-4", "--holes", "3", "--seed",
                                  "3", "--bots", "normal,normal,random,random", "--matches", "12",
                                  "--rotate", "--json").stdout)
    wins = {"normal": 0.0, "random": 0.0}
    scores: dict[str, list[int]] = {"normal": [], "random": []}
    for m in series["matches"]:
        kinds = [p.rsplit("-", 1)[0] for p in m["players"]]
        for w in m["winners"]:
            wins[kinds[w]] += 1 / len(m["winners"])
        for hole in m["holes"]:
            for kind, score in zip(kinds, hole["scores"], strict=True):
                scores[kind].append(score)
    summary = series["summary"]
    assert list(summary) == ["normal", "random"]
    for kind in summary:
        row = summary[kind]
        assert row["matches"] == 24 and row["holes"] == 72 == len(scores[kind])
        assert row["wins"] == pytest.approx(wins[kind], abs=1e-4)
        assert row["win_rate"] == pytest.approx(wins[kind] / 24, abs=1e-4)
        lo, hi = row["win_rate_95"]
        assert 0 <= lo <= row["win_rate"] <= hi <= 1 and hi - lo > 0.05
        assert row["mean_hole_score"] == pytest.approx(sum(scores[kind]) / 72, abs=1e-4)
        assert row["mean_hole_score_95"] > 0
    assert summary["normal"]["wins"] + summary["random"]["wins"] == pytest.approx(12)
    assert summary["normal"]["mean_hole_score"] < summary["random"]["mean_hole_score"]


def test_a_series_as_text_has_a_line_a_match_and_a_table(golf_here: Golf) -> None:
    series = json.loads(golf_here(*SERIES, "--matches", "3", "--json").stdout)
    lines = golf_here(*SERIES, "--matches", "3").stdout.splitlines()
    for line, m in zip(lines, series["matches"], strict=False):
        assert line.startswith(f"match {series['matches'].index(m) + 1}  ")
        assert f"seed {m['seed']}" in line
        for name, total in zip(m["players"], m["totals"], strict=True):
            assert f"{name}: {total}" in line
        label = "winner: " if len(m["winners"]) == 1 else "winners: "
        assert line.endswith(label + ", ".join(m["players"][w] for w in m["winners"]))
    assert lines[3] == ""
    assert lines[4] == "norwegian-4: 3 matches, seeds 40–42"
    assert lines[5] == "line-up: normal,random,random"
    header, *rows = lines[7:]
    assert header.split("  ")[0] == "player" and "win rate (95% CI)" in header
    assert [r.split()[0] for r in rows] == ["normal", "random"]
    for row in rows:
        kind, matches, wins, *_ = row.split()
        s = series["summary"][kind]
        assert int(matches) == s["matches"] and float(wins) == pytest.approx(s["wins"])
        # each rounded once, half up, from the exact value (not from the JSON's four places)
        seats = [(m, [p.rsplit("-", 1)[0] == kind for p in m["players"]])
                 for m in series["matches"]]
        won = sum(sum(mine[w] for w in m["winners"]) / len(m["winners"]) for m, mine in seats)
        scores = [score for m, mine in seats for hole in m["holes"]
                  for score, is_mine in zip(hole["scores"], mine, strict=True) if is_mine]
        assert f" {half_up(won / s['matches'] * 100, 1)}% " in row
        assert f" {half_up(sum(scores) / len(scores), 2)} ± " in row


def test_the_table_rounds_the_exact_mean_once(golf_here: Golf,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A mean hole score of 18.12496 is 18.12 in the table, not 18.13: rounded to the JSON's
    four places first (18.125) and then half up to two, it was rounded twice. The JSON keeps its
    four places."""

    def played(job: tuple[Any, int, int, list[str]]) -> dict[str, Any]:
        # 2 matches x 6,250 holes x 2 seats: 25,000 scores, 3,124 of them 19, the rest 18
        nineteens = 3124 // 2 if job[2] == 0 else 3124 - 3124 // 2
        holes = [{"scores": [19 if i < nineteens else 18, 18]} for i in range(6250)]
        return {"seed": job[2], "players": ["random-1", "random-2"], "totals": [0, 0],
                "winners": [0], "holes": holes}

    monkeypatch.setattr(golf_simulate, "series_match", played)
    args = ("simulate", "--bots", "random,random", "--matches", "2")
    summary = json.loads(golf_here(*args, "--json").stdout)["summary"]["random"]
    assert summary["holes"] == 25000 and summary["mean_hole_score"] == 18.125
    row = next(line for line in golf_here(*args).stdout.splitlines()
               if line.startswith("random "))
    assert re.search(r"  18\.12 ± 0\.00$", row), row


def test_a_series_in_norwegian(golf_here: Golf) -> None:
    out = golf_here("--lang", "nb", *SERIES, "--matches", "2", "--rotate")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("parti 1  frø 40  ") and re.search(r"vinnere?: ", lines[0])
    assert "norwegian-4: 2 partier, frø 40–41" in lines
    assert ("oppstilling: normal,tilfeldig,tilfeldig, flyttet én plass videre for hvert parti"
            in lines)
    assert any(line.startswith("spiller") and "andel seire" in line for line in lines)
    # numbers as Norwegians write them: 11,14 and 96,2 %, never 11.14 or 96.2%
    normal = next(line for line in lines if line.startswith("normal "))
    assert re.search(r"\d,\d %", normal) and re.search(r"\d,\d\d ± \d+,\d\d$", normal), normal
    assert not re.search(r"\d\.\d|\d%", normal), normal


def test_jobs_play_the_same_series(golf: Golf, golf_here: Golf) -> None:
    """The series with worker processes (a real ``golf-tui``: its workers are started as from
    the command, not from the test runner) is the series played in one process."""
    args = ("simulate", "--ruleset", "danish-6", "--holes", "2", "--seed", "11", "--matches", "5",
            "--bots", "easy,normal,random", "--rotate")
    one, two = golf_here(*args, "--json"), golf(*args, "--json", "--jobs", "2")
    assert one.returncode == two.returncode == 0, (one.stderr, two.stderr)
    assert one.stdout == two.stdout
    assert len(json.loads(one.stdout)["matches"]) == 5
    assert golf_here(*args).stdout == golf(*args, "--jobs", "3").stdout


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_ends_a_series_with_what_was_played(jobs: str) -> None:
    """Ctrl+C (SIGINT) after the first match: the summary of the matches played, status 130,
    no traceback, with or without worker processes. The first line of output is the
    synchronisation: no sleeping."""
    # A test runner's worker may ignore SIGINT, and a child inherits that: undo it for the child.
    status, lines, err = endless_series(
        jobs, lambda proc: proc.send_signal(signal.SIGINT),
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert lines[0].split()[:4] == ["match", "1", "seed", "0"]  # padded to 1000000's width
    assert status == 130
    assert "Traceback" not in err
    played = played_in(lines)
    assert f"interrupted after {played} of 1000000 matches" in lines
    assert (f"norwegian-4: {played} matches, seeds 0–{played - 1}" in lines if played > 1
            else "norwegian-4: 1 match, seeds 0–0" in lines)
    rows = {line.split()[0]: line.split() for line in lines if line.startswith("random ")}
    assert int(rows["random"][1]) == 2 * played


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_sigterm_ends_a_series_with_what_was_played(jobs: str) -> None:
    """``timeout 3600 golf-tui simulate --matches 1000000 > out.txt``: SIGTERM (what timeout,
    kill and service managers send) ends a series as Ctrl+C does, with the summary of the
    matches played, and the status a shell gives a command ended by SIGTERM (143); before, the
    process died where it stood and the hour's matches were never summed up."""
    status, lines, err = endless_series(jobs, lambda proc: proc.send_signal(signal.SIGTERM))
    assert lines[0].startswith("match ")
    assert status == 143
    assert err == ""
    played = played_in(lines)
    assert f"interrupted after {played} of 1000000 matches" in lines
    rows = {line.split()[0]: line.split() for line in lines if line.startswith("random ")}
    assert int(rows["random"][1]) == 2 * played


def test_ctrl_c_in_a_json_series_prints_the_matches_played(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The interrupt comes in the third match (a stand-in for Ctrl+C at a known moment)."""
    real = golf_simulate.simulate
    calls = []

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(golf_simulate, "simulate", interrupted)
    code = cli.main(["simulate", "--ruleset", "norwegian-4", "--holes", "1", "--matches", "5",
                     "--seed", "9", "--json"])
    assert code == 130
    series = json.loads(capsys.readouterr().out)
    assert series["matches_asked"] == 5 and [m["seed"] for m in series["matches"]] == [9, 10]
    assert series["summary"]["random"]["matches"] == 8


def test_ctrl_c_in_any_command_is_not_a_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(golf_simulate, "simulate", interrupted)
    assert cli.main(["simulate", "--holes", "1"]) == 130
    assert capsys.readouterr().out == ""


def test_a_stock_too_short_for_random_players_still_ends(golf_here: Golf,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Eight random players of danish-6 on one deck have a stock of 3 after the deal: nearly
    every deal runs out of stock before anyone turns a grid face up, and ``empty_stock =
    redeal`` voided hole 1 for ever ("hole 1 redeal ... void" without end). A hole is voided
    at most three times in a row; the next deal is scored as it stands. (The run is held to
    20,000 actions, so that without the cap the test fails instead of hanging.)"""
    actions = itertools.count()
    real_play = golf_simulate.play

    def bounded(m: Any, action: Any) -> Any:
        assert next(actions) < 20_000, "the match never ends"
        return real_play(m, action)

    monkeypatch.setattr(golf_simulate, "play", bounded)
    out = golf_here("simulate", "--ruleset", "danish-6", "--rule", "decks.large_from=9",
                    "--players", "8", "--seed", "1", "--holes", "2")
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    endings = [line.split()[2] for line in lines if line.startswith("hole")]
    assert endings == ["redeal"] * 3 + ["empty"] + ["redeal"] * 3 + ["empty"]
    assert lines[-1].startswith("winner")


def test_a_long_hole_is_told_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(golf_simulate, "LONG_TURNS", 5)
    told: list[tuple[int, int, int]] = []
    rules = load_ruleset("swedish-6", rules=["match.holes=2"])
    m = simulate(rules, 3, 4, ["normal"] * 3,
                 long=lambda m, turns: told.append((len(m.results), turns)))
    assert m.finished
    assert told == [(0, 5)]  # in the first hole, at its fifth turn, and only then


@pytest.mark.parametrize(("jobs", "matches", "cores", "workers"),
                         [(60, 2, 8, 2), (60, 1000, 8, 8), (3, 1000, 8, 3), (4, 10, None, 1)])
def test_jobs_are_capped_by_matches_and_cores(monkeypatch: pytest.MonkeyPatch, jobs: int,
                                              matches: int, cores: int | None,
                                              workers: int) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    assert simulate_cmd.worker_count(jobs, matches) == workers


class FakePool:
    """A pool that plays each task when it is handed out, and counts them."""

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self.handed = 0

    def apply_async(self, play: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        self.handed += 1
        result = play(*args)
        return type("Done", (), {"get": lambda _self: result})()

    def terminate(self) -> None:
        pass

    def join(self) -> None:
        pass


def test_a_huge_jobs_starts_one_worker_a_match(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """--jobs 60 --matches 2 starts two workers, not sixty (on a machine with many cores)."""
    pools: list[FakePool] = []
    monkeypatch.setattr(os, "cpu_count", lambda: 64)

    def pool(processes: int) -> FakePool:
        pools.append(FakePool(processes))
        return pools[-1]

    monkeypatch.setattr(simulate_cmd, "_pool", pool)
    code = cli.main(["simulate", "--ruleset", "norwegian-4", "--holes", "1", "--matches", "2",
                     "--jobs", "60", "--json"])
    assert code == 0
    assert [p.processes for p in pools] == [2] and pools[0].handed == 2
    assert len(json.loads(capsys.readouterr().out)["matches"]) == 2


def test_a_pool_is_handed_only_a_few_matches_ahead() -> None:
    """An endless series: the pool gets at most ``ahead`` tasks before their results are read."""
    pool = FakePool(2)
    results = simulate_cmd.in_order(lambda n: n * n, itertools.count(), pool, ahead=4)  # type: ignore[arg-type]
    assert list(itertools.islice(results, 5)) == [(n, n * n) for n in range(5)]
    assert pool.handed == 5 + 3


def test_a_huge_series_is_not_listed_before_it_is_played(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A huge --matches runs until Ctrl+C: each match's line-up is made when it is played, not
    all of them first (here the interrupt comes in the third match of 200000; 10**20 would run
    the same)."""
    real_simulate, real_rotated = golf_simulate.simulate, golf_simulate.rotated
    calls, lineups = [], []

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real_simulate(*args, **kwargs)

    def rotated(*args: Any) -> Any:
        lineups.append(args)
        return real_rotated(*args)

    monkeypatch.setattr(golf_simulate, "simulate", interrupted)
    monkeypatch.setattr(golf_simulate, "rotated", rotated)
    huge = "200000"
    code = cli.main(["simulate", "--ruleset", "norwegian-4", "--holes", "1", "--matches", huge,
                     "--rotate", "--bots", "random,easy"])
    assert code == 130
    out = capsys.readouterr().out
    assert f"interrupted after 2 of {huge} matches" in out
    assert len(lineups) == 3


@pytest.mark.parametrize("matches", ["1", "5"])
@pytest.mark.parametrize("as_json", [False, True])
def test_ctrl_c_before_any_match_finished_says_so(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], matches: str,
        as_json: bool) -> None:
    """Ctrl+C in the first match (a stand-in for it: the first match raises): a message, status
    130; a series with --json still prints a valid report, with no matches in it."""

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(golf_simulate, "simulate", interrupted)
    args = ["simulate", "--holes", "1", "--matches", matches] + (["--json"] if as_json else [])
    assert cli.main(args) == 130
    out, err = capsys.readouterr()
    assert err.strip() == "golf-tui: interrupted before any match finished"
    if as_json and matches != "1":
        series = json.loads(out)
        assert series["matches"] == [] and series["summary"] == {}
        assert series["matches_asked"] == 5
    else:
        assert out == ""


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_shared_winners_in_the_language_s_list_words(lang: str) -> None:
    """A shared win names its winners as the scorecard and the history do ("random-1 and
    random-3", "og" in Norwegian), not with a comma alone."""
    from golf_tui.cli.simulate_cmd import _winners
    from golf_tui.i18n import and_list, set_language

    set_language(lang)
    names = ["random-1", "random-2", "random-3"]
    report = {"players": names, "winners": [0, 2]}
    assert _winners(report, names).endswith(" " + and_list(["random-1", "random-3"]))
    assert "," not in _winners(report, names)
