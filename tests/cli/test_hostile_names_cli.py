"""Names on the command line and in saved files: two names that look the same are one (a
zero-width space made "Kari" twice), and what the CLI prints from the history is the names as
typed, never a control character a file was edited to hold."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store

from .test_cli_errors import assert_clean_failure

Golf = Callable[..., subprocess.CompletedProcess[str]]


def finished(names: tuple[str, ...], seed: int, title: str = "") -> Match:
    rules = ["match.holes=1"] + ([f"title={title}"] if title else [])
    m = simulate(load_ruleset("swedish-6", rules=rules), len(names), seed)
    return Match(m.table, names, m.seed, m.hole, m.hole_number, m.deals, m.results, m.actions,
                 m.finished)


@pytest.mark.parametrize("players", ["Kari,Kari\u200b", "Kari,\u202eKari",
                                     "Kari Ola,Kari\u00a0\u00a0Ola", "Kari,Ｋａｒｉ"])
def test_names_that_look_the_same_are_refused(golf_here: Golf, players: str) -> None:
    out = golf_here("--ruleset", "norwegian-4", "--players", players)
    assert_clean_failure(out, "Seats 1 and 2 are both called")


@pytest.mark.parametrize("players", ["Kari,K\u0430ri,bot", "Kari,\u041aari", "Kari,\u039aari"])
def test_names_with_a_look_alike_letter_are_refused(golf_here: Golf, players: str) -> None:
    """A Cyrillic "а" (or "К", or a Greek "Κ") in "Kari": two hand-overs saying "Pass to Kari"."""
    first, second = players.split(",")[:2]
    out = golf_here("--ruleset", "norwegian-4", "--players", players)
    assert_clean_failure(out, f"Seats 1 and 2: {first} and {second} look the same")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    return tmp_path


def test_history_and_stats_print_names_as_typed_and_look_alikes_as_one(
        golf_here: Golf, home: Path) -> None:
    """A match of an older golf-tui's with "Kari" and a zero-width space is Kari's: the
    statistics count it with her other match. Markup-like names print as they are."""
    store = Store()
    store.record_finished(finished(("Kari\u200b", "[/]"), 3, title="[b]x"),
                          (("Kari\u200b", "human"), ("[/]", "human")))
    store.record_finished(finished(("Kari", "[@click=quit]z"), 4),
                          (("Kari", "human"), ("[@click=quit]z", "human")))
    listing = golf_here("history")
    assert listing.returncode == 0, listing.stderr
    assert "[/]" in listing.stdout and "[@click=quit]z" in listing.stdout
    assert "\u200b" not in listing.stdout
    shown = golf_here("history", "--show", "1")
    assert shown.returncode == 0 and "[/]" in shown.stdout
    stats = json.loads(golf_here("stats", "--json").stdout)
    kari = [s for s in stats if s["name"] == "Kari"]
    assert len(kari) == 1 and kari[0]["matches"] == 2
    assert {s["name"] for s in stats} == {"Kari", "[/]", "[@click=quit]z"}


def test_a_name_with_an_escape_never_reaches_the_terminal(golf_here: Golf, home: Path) -> None:
    """Only a file edited by hand holds one: it is moved aside and reported, as a damaged one."""
    bad = "Kari\x1b]0;owned\x07"
    store = Store()
    store.record_finished(finished((bad, "Ola"), 3), ((bad, "human"), ("Ola", "human")))
    out = golf_here("history")
    assert "\x1b" not in out.stdout + out.stderr
    assert "control characters" in out.stderr


def test_a_long_name_with_an_escape_is_not_echoed(golf_here: Golf, home: Path) -> None:
    """--players with a name both too long and holding an escape: the "at most 16 characters"
    message printed the name's first 16 characters, its escape with them, into the terminal."""
    out = golf_here("--players", "Kari,\x1b]0;owned\x07" + "X" * 20)
    assert out.returncode == 2
    assert "\x1b" not in out.stdout + out.stderr and "\x07" not in out.stderr
    assert "Seat 2: a name cannot hold control characters" in out.stderr


@pytest.mark.parametrize("extra", [[], ["--house", "jokers"]])  # the quick start's check, the full
def test_a_flood_of_players_is_one_short_message(golf_here: Golf, extra: list[str]) -> None:
    """3,000 players all called K: a problem a seat printed 3,000 lines' worth (80 kB) of
    "Seats 1 and N are both called K". The first problems, then how many more."""
    out = golf_here(*extra, "--players", ",".join(["K"] * 3000))
    assert_clean_failure(out, "swedish-6 is for 2–8 players, not 3000",
                         "Seats 1 and 2 are both called K", "…and 2990 more problems")
    assert len(out.stderr) < 1000
    few = golf_here(*extra, "--players", "K,K,K")  # a table's problems all named still
    assert_clean_failure(few, "Seats 1 and 2 are both called K; Seats 1 and 3 are both called K")
    assert "more problem" not in few.stderr
