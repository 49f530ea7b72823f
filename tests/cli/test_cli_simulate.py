"""``golf-tui simulate --json``: the report's fields exactly as issue 2 lists them, identical byte
for byte across runs, through the console script and ``python -m golf_tui``."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from typing import Any

import pytest

from golf_tui.presets import load_ruleset, preset_names
from golf_tui.simulate import simulate

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
def test_report_fields(golf: Golf, name: str, players: int) -> None:
    out = golf("simulate", "--ruleset", name, "--players", str(players), "--holes", "3",
               "--seed", "17", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    check_report(report, name, players, 3)
    assert report["seed"] == 17


def test_byte_for_byte_identical_runs(golf: Golf, golf_module: Golf) -> None:
    args = ("simulate", "--ruleset", "norwegian-4", "--players", "4", "--holes", "4", "--seed",
            "5", "--bots", "random,random,random,random", "--house", "knock-penalty",
            "--rule", "empty_stock=redeal", "--json")
    runs = [golf(*args), golf(*args), golf_module(*args)]
    assert all(r.returncode == 0 for r in runs), [r.stderr for r in runs]
    assert runs[0].stdout == runs[1].stdout == runs[2].stdout
    report = json.loads(runs[0].stdout)
    check_report(report, "norwegian-4", 4, 4)
    assert report["house_rules"] == ["knock-penalty"]


def test_seed_changes_the_match(golf: Golf) -> None:
    a = golf("simulate", "--players", "3", "--holes", "2", "--seed", "1", "--json")
    b = golf("simulate", "--players", "3", "--holes", "2", "--seed", "2", "--json")
    assert a.returncode == b.returncode == 0
    assert json.loads(a.stdout)["holes"] != json.loads(b.stdout)["holes"]


def test_danish_void_deals_keep_the_hole_number(golf: Golf) -> None:
    """A redeal is reported with scores null and the number of the hole it replaces."""
    rules = load_ruleset("danish-6", rules=["match.holes=1"])
    seed = next((s for s in range(1000)
                 if simulate(rules, 4, s).results[0].ending == "redeal"), None)
    assert seed is not None, "no seed below 1000 gives a redeal"
    out = golf("simulate", "--ruleset", "danish-6", "--players", "4", "--holes", "1",
               "--seed", str(seed), "--json")
    report = json.loads(out.stdout)
    check_report(report, "danish-6", 4, 1)
    void, again = report["holes"][0], report["holes"][1]
    assert void["ending"] == "redeal" and void["scores"] is None and void["closer"] is None
    assert again["hole"] == 1 and again["dealer"] == void["dealer"]


def test_text_output(golf: Golf) -> None:
    out = golf("simulate", "--players", "2", "--holes", "2", "--seed", "3")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("hole  1") and lines[-2].startswith("totals: ")
    assert lines[-1].startswith("winner(s): ")


def test_text_output_names_who_ended_each_hole(golf: Golf) -> None:
    args = ("simulate", "--ruleset", "norwegian-4", "--players", "3", "--bots",
            "normal,normal,random", "--holes", "3", "--seed", "5")
    report = json.loads(golf(*args, "--json").stdout)
    lines = golf(*args).stdout.splitlines()
    for hole, line in zip(report["holes"], lines, strict=False):
        assert hole["closer"] is not None  # every four-card hole here ends with a knock
        assert f"knock ({report['players'][hole['closer']]})" in line


def test_text_output_endings_are_translated(golf: Golf) -> None:
    out = golf("--lang", "nb", "simulate", "--players", "2", "--holes", "3", "--seed", "3")
    assert out.returncode == 0, out.stderr
    assert "all_face_up" not in out.stdout and "alle åpne" in out.stdout
    assert out.stdout.splitlines()[0].startswith("hull  1")
    data = json.loads(golf("--lang", "nb", "simulate", "--players", "2", "--holes", "3",
                           "--seed", "3", "--json").stdout)
    assert {h["ending"] for h in data["holes"]} == {"all_face_up"}


@pytest.mark.parametrize(("args", "seats"), [(("--bots", "hard,normal"), 2),
                                             (("--bots", "random,easy,normal"), 3), ((), 4)])
def test_the_seats_follow_the_bots_named(golf: Golf, args: tuple[str, ...], seats: int) -> None:
    # Without --players, one seat per kind --bots names (four random players without either).
    out = golf("simulate", "--ruleset", "norwegian-4", "--holes", "1", "--json", *args)
    report = json.loads(out.stdout)
    assert len(report["players"]) == seats
    if args:
        assert [p.rsplit("-", 1)[0] for p in report["players"]] == args[1].split(",")
