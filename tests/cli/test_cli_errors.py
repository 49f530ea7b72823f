"""Bad input to ``golf-tui``: exit status 2, one clear message on stderr naming the problem,
never a traceback.

Most cases run the command in the test's process (``golf_here``, tests/conftest.py); a real
process where only it shows the thing tested: the status and the message as the shell gets them
from the installed script, a file that could hang or flood the reader, no terminal to play in."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

import pytest

from golf_tui.app.terminal import SCREEN_STREAM, not_a_terminal
from golf_tui.engine import Match
from golf_tui.paths import shown_path
from golf_tui.presets import load_ruleset
from golf_tui.storage import Store

Golf = Callable[..., subprocess.CompletedProcess[str]]
RANKS = (b"A", b"2", b"3", b"4", b"5", b"6", b"7", b"8", b"9", b"10", b"J", b"Q", b"K")


def assert_clean_failure(out: subprocess.CompletedProcess[str], *words: str) -> None:
    assert out.returncode == 2, (out.returncode, out.stdout, out.stderr)
    assert "Traceback" not in out.stderr and "Traceback" not in out.stdout
    assert out.stdout == ""
    # One message line; argparse's own errors come after its usage lines (in the language's
    # words: "usage:" and "error:" are "bruk:" and "feil:" in Norwegian).
    message = out.stderr.strip().splitlines()[-1]
    assert message.startswith("golf-tui")
    if not message.startswith("golf-tui: ") or len(out.stderr.strip().splitlines()) > 1:
        assert re.match(r"\w+: golf-tui", out.stderr)
        assert re.match(r"golf-tui( \w+)?: \w+: ", message), message
    for word in words:
        assert word in message, (word, message)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["score", "--ruleset", "french-6", "K 3 / A 2"], ["no preset 'french-6'"]),
        (["simulate", "--ruleset", "french-6", "--json"], ["'french-6'"]),
        (["rulesets", "show", "french-6"], ["'french-6'"]),
        (["rulesets", "show"], ["name a preset"]),
        (["score", "--rule", "colour=red", "K 3 5 / A 2 4"],
         ["'colour'", "unknown key (keys of a ruleset: 'name', 'title', 'description', 'grid',"
                      " 'players', 'decks', 'jokers_per_deck', 'values', …, see"
                      " `golf-tui rulesets schema`)"]),
        (["--rule", "nosuch=1", "--players", "Kari,Ola"], ["unknown key (keys of a ruleset:"]),
        (["simulate", "--rule", "match.nosuch=1"],
         ["key 'match.nosuch': unknown key (keys of 'match': 'end', 'holes' or 'target')"]),
        (["simulate", "--rule", "match.hole=3"], ["unknown key (did you mean 'match.holes'?)"]),
        (["--lang", "sv", "--players", "a,b", "--rule", "knok=true"],
         ["okänd nyckel (menade du 'knock'?)"]),
        (["score", "--rule", "knock=perhaps", "K 3 5 / A 2 4"], ["'knock'"]),
        (["score", "--rule", "knock", "K 3 5 / A 2 4"], ["KEY=VALUE"]),
        # an empty --ruleset is no preset (it started swedish-6 without a word)
        (["--players", "Kari,Ola", "--ruleset", ""], ["no preset ''"]),
        # a --rule that undoes a house rule's own change: the match played as the --rule said
        # while the rules page and the match's end named the house rule
        (["--ruleset", "danish-6", "--house", "final-lap", "--rule", "all_face_up=immediate",
          "--players", "Kari,Ola"],
         ["--rule all_face_up: undoes house rule Final lap ('final-lap'), which sets"
          " 'all_face_up': leave out one of them"]),
        (["rulesets", "show", "danish-6", "--house", "jokers=minus-5", "--rule", "values.JK=-4"],
         ["--rule values.JK", "Jokers −5 ('jokers=minus-5')", "'values.JK'"]),
        (["score", "--ruleset", "norwegian-4", "--house", "knock-penalty", "--rule",
          "knock_penalty={ points = 5 }", "K 3 / A 2"], ["--rule knock_penalty", "Knock penalty"]),
        (["--lang", "nb", "--ruleset", "norwegian-4", "--house", "face-up", "--rule",
          "placement=face_down", "--players", "a,b"],
         ["--rule placement: opphever husregelen Nye kort med forsiden opp ('face-up')"]),
        (["simulate", "--rule", "opening.count=6"], ["opening.count"]),
        (["simulate", "--rule", "all_face_up=off"], ["can never end a hole"]),
        (["simulate", "--house", "power-cards"], ["'power-cards'"]),
        (["simulate", "--ruleset", "norwegian-6", "--house", "18-holes", "--house", "6-holes"],
         ["'match.holes'"]),
        (["simulate", "--ruleset", "danish-6", "--house", "jokers=minus-9"], ["'minus-9'"]),
        (["simulate", "--players", "9"], ["not 9"]),
        (["simulate", "--ruleset", "norwegian-6", "--players", "7"], ["not 7"]),
        (["simulate", "--players", "2", "--bots", "random,genius"], ["'genius'"]),
        (["simulate", "--players", "3", "--bots", "random"], ["3 players"]),
        (["simulate", "--holes", "0"], ["--holes must be from 1 to 99"]),
        (["simulate", "--holes", "100"], ["--holes must be from 1 to 99"]),
        (["simulate", "--holes", "1", "--rule", "match.end=target"],
         ["--holes:", "to 100 points", "match.end=holes"]),
        (["simulate", "--ruleset", "norwegian-4", "--house", "to-100", "--holes", "3"],
         ["--holes:", "norwegian-4 plays each match to 100 points"]),
        (["rulesets", "list", "swedish-6"],
         ["'rulesets list' takes no name", "'golf-tui rulesets show swedish-6'"]),
        (["rulesets", "schema", "swedish-6"], ["'rulesets schema' takes no name"]),
        (["rulesets", "list", "--house", "jokers"], ["--house works with", "rulesets show"]),
        (["--rule", "knock=true", "rulesets"], ["--rule works with", "rulesets show"]),
        (["simulate", "--bots", "random,random", "--bots", "hard,hard"], ["--bots given twice"]),
        # each played the last one given and said nothing of the first
        (["--players", "Kari,Ola", "--players", "Siri,Per"], ["--players given twice"]),
        (["--players", "Kari,Ola", "--seed", "1", "--seed", "2"], ["--seed given twice"]),
        (["--players", "Kari,Ola", "--ruleset", "danish-6", "--ruleset", "nine-card"],
         ["--ruleset given twice"]),
        (["--players", "Kari,Ola", "--handover", "never", "--handover", "always"],
         ["--handover given twice"]),
        (["score", "--ruleset", "danish-6", "--ruleset", "nine-card", "K 3 5 / A 2 4"],
         ["--ruleset given twice"]),
        (["simulate", "--matches", "2", "--matches", "3"], ["--matches given twice"]),
        (["simulate", "--holes", "2", "--holes", "3"], ["--holes given twice"]),
        (["simulate", "--seed", "2", "--seed", "3"], ["--seed given twice"]),
        (["history", "--show", "1", "--show", "2"], ["--show given twice"]),
        # the last one spoke, though only --house and --rule may be given more than once
        (["--lang", "nb", "--lang", "sv", "history"], ["--lang anges två gånger"]),
        (["history", "--lang", "nb", "--lang", "en"], ["--lang given twice"]),
        (["--lang", "nb", "history", "--lang", "da"], ["--lang er angivet to gange"]),
        # one before the command's name and one after: the one after played
        (["--ruleset", "danish-6", "score", "--ruleset", "nine-card", "K 3 5 / A 2 4"],
         ["--ruleset given twice"]),
        (["--seed", "3", "simulate", "--seed", "4"], ["--seed given twice"]),
        (["--players", "3", "simulate", "--players", "4"], ["--players given twice"]),
        (["score", "--ruleset", "danish-6", "--house", "jokers=", "K 3 5 / A 2 4"],
         ["house rule 'jokers' needs an option", "minus-2, minus-3, minus-5"]),
        (["simulate", "--matches", "0"], ["--matches", "at least 1"]),
        (["simulate", "--matches", "3", "--jobs", "0"], ["--jobs", "at least 1"]),
        (["simulate", "--bots", "genius"], ["--bots", "'genius'", "random, easy, normal, hard"]),
        (["--lang", "nb", "simulate", "--bots", "geni,normal"], ["--bots", "ukjent", "'geni'"]),
        (["--lang", "sv", "simulate", "--players", "3", "--bots", "random"],
         ["--bots anger 1 spelarsort för 3 spelare"]),
        (["--lang", "da", "simulate", "--players", "1"], ["swedish-6 er til 2–8 spillere"]),
        # a table no ruleset seats is said first, not "2 player kinds for 1 players"
        (["simulate", "--players", "1", "--bots", "hard,normal"],
         ["swedish-6 is for 2–8 players, not 1"]),
        (["simulate", "--players", "9", "--bots", "hard"], ["swedish-6 is for 2–8 players, not 9"]),
        (["simulate", "--players", "many"], ["--players", "invalid int"]),
        (["score", "K 3 / A 2"], ["2x3", "2 rows of 2"]),
        (["score", "K 3 5"], ["(2 rows of 3), not 1 row of 3"]),
        (["score", "K 3 X / A 2 4"], ["'X' is not a card"]),
        (["score", "K 3 5 / A 2"], ["same number of cards"]),
        (["score", "K 3 5 / / A 2 4"], ["every row"]),
        (["score", "JKh 3 5 / A 2 4"], ["joker has no suit"]),
        (["rulesets", "frobnicate"],
         ["'frobnicate' is neither an action (list, show, schema) nor a preset", "norwegian-6"]),
        (["rulesets", "norwegain-6"], ["did you mean 'golf-tui rulesets show norwegian-6'?"]),
        (["rulesets", "shwo", "danish-6"], ["did you mean 'golf-tui rulesets show'?"]),
        (["rulesets", "danish-6", "swedish-6"], ["'swedish-6' after 'danish-6'", "one ruleset"]),
        (["--lang", "nb", "rulesets", "frobnicate"], ["'frobnicate' er verken en handling"]),
        # An unknown option is named, not its value taken for a command's name.
        (["--preset", "norwegian-4"], ["unrecognized arguments: --preset", "--ruleset?"]),
        (["--rulset=danish-6", "--players", "Kari,Ola"], ["--rulset", "--ruleset?"]),
        (["--players", "Kari,Ola", "--colour", "red"], ["--colour"]),
        (["simulate", "--preset", "swedish-6"], ["--preset", "--ruleset?"]),
        # After a command's name, only its options: it says so, in its own words and usage.
        (["history", "--shwo", "3"],
         ["golf-tui history: error:", "--shwo (did you mean --show?)"]),
        (["history", "--ruleset", "x"],
         ["golf-tui history: error:", "--ruleset (did you mean --preset?)"]),
        (["stats", "--seed", "3"], ["golf-tui stats: error:", "unrecognized arguments: --seed"]),
        (["stats", "--colour", "3"], ["--colour (its options: --json, --lang, --preset, --since,"
                                      " --until)"]),
        (["rulesets", "--preset", "danish-6"], ["golf-tui rulesets: error:", "--preset"]),
        # A long value is quoted by its first 40 characters, not whole.
        (["simulate", "--seed", "9" * 5000], ["invalid int value: '" + "9" * 40 + "…'"]),
        (["--lang", "x" * 500], ["invalid choice: '" + "x" * 40 + "…' (choose from"]),
        (["stats", "--" + "x" * 500], ["arguments: --" + "x" * 78 + "… (its options"]),
    ],
)  # fmt: skip
def test_bad_input(golf_here: Golf, args: list[str], words: list[str]) -> None:
    assert_clean_failure(golf_here(*args), *words)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["simulate", "--players", "many"], ["--players", "invalid int"]),  # argparse's exit
        (["--lang", "da", "simulate", "--players", "1"], ["swedish-6 er til 2–8 spillere"]),
    ],
)
def test_the_shell_gets_status_2_and_the_message(golf: Golf, args: list[str],
                                                 words: list[str]) -> None:
    """Through the installed script, as a real process: argparse's SystemExit and main's
    return value both reach the shell as status 2, the message as UTF-8 on stderr."""
    assert_clean_failure(golf(*args), *words)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b'extends = "swedish-6"\nknocking = true\n', ["'knocking'", "unknown key"]),
        (b"name = \"caf\xe9\"\n", ["not UTF-8"]),
        (b"grid = [\n", ["not valid TOML"]),
        (b"a = " + b"[" * 5000 + b"\n", ["TOML"]),
        (b'extends = "swedish-6"\n[match]\nholes = 0\n', ["'match.holes'"]),
        (b'extends = "swedish-6"\nmatch = 5\n', ["key 'match': must be a table",
                                                  "match = { … }"]),
        # Cards of 4,300 digits froze the table, then crashed it with Python's limit on
        # printing long numbers (score said only that); one digit more, and reading the file
        # said only that limit.
        (b'extends = "swedish-6"\n[values]\nK = ' + b"9" * 4300 + b"\n",
         ["key 'values.K'", "at most 100"]),
        (b'extends = "swedish-6"\n[values]\nK = ' + b"9" * 4301 + b"\n",
         ["line 3: a number too long to read"]),
        # A target no score can reach: simulate played on for ever, saying nothing.
        (b'extends = "swedish-6"\nmatch = { end = "target", target = 1 }\n[values]\n'
         + b"".join(rank + b" = 0\n" for rank in RANKS),
         ["match.target", "no total can ever reach 1"]),
    ],
    ids=["unknown-key", "latin-1", "bad-toml", "deep-toml", "holes-0", "match-5",
         "4300-digit-values", "4301-digit-value", "unreachable-target"],
)
def test_broken_ruleset_file(golf_here: Golf, tmp_path: Path, content: bytes,
                             words: list[str]) -> None:
    path = tmp_path / "house.toml"
    path.write_bytes(content)
    for args in (["score", "--ruleset", str(path), "K 3 5 / A 2 4"],
                 ["simulate", "--ruleset", str(path)],
                 ["rulesets", "show", str(path)]):
        assert_clean_failure(golf_here(*args), str(path), *words)


def test_a_ruleset_files_own_check_is_told_in_the_players_language(golf_here: Golf,
                                                                   tmp_path: Path) -> None:
    """The checks of one key against another said it in English inside a Norwegian line."""
    path = tmp_path / "bad.toml"
    path.write_text('extends = "swedish-6"\nknock_penalty = { enabled = true }\n'
                    'opening = { kind = "flip", count = 6 }\n', encoding="utf-8")
    out = golf_here("--lang", "nb", "--ruleset", str(path), "simulate")
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.splitlines() == [  # both: one check of keys hid the other
        f"golf-tui: {path}: linje 2: knock_penalty er slått på, men knock er ikke tillatt",
        f"{path}: linje 3: opening.count: å snu 6 av 6 kort lar ingen ligge skjult"]


def test_a_ruleset_that_is_no_regular_file_is_refused_unread(tmp_path: Path) -> None:
    """A named pipe (FIFO) that nobody writes to made every command wait for ever, and a pipe
    or a device (/dev/zero) is no ruleset file: each is named at once, unopened for reading.
    (A real process, with a timeout: read in the test's process, they would hang it or fill
    its memory.) A folder is named as one, as the other files the game reads name it."""
    fifo = tmp_path / "endless.toml"
    os.mkfifo(fifo)
    for path, problem in ((str(fifo), "not a regular file"), ("/dev/zero", "not a regular file"),
                          (str(tmp_path), "Is a directory")):
        out = subprocess.run([sys.executable, "-m", "golf_tui", "score", "--ruleset", path,
                              "K 3 5 / A 2 4"], capture_output=True, text=True, timeout=120,
                             encoding="utf-8")
        assert_clean_failure(out, f"{path}: cannot read: {problem}")


@pytest.mark.parametrize("command", [["score", "K 3 5 / A 2 4"], ["simulate"],
                                     ["rulesets", "show"], []])
def test_a_huge_ruleset_file_fails_cleanly(golf_here: Golf, tmp_path: Path,
                                           command: list[str]) -> None:
    """In every command that takes a ruleset file, the game's quick start included."""
    path = tmp_path / "huge.toml"
    path.write_bytes(b"#" * 1_000_001)
    if not command:
        args = ["--ruleset", str(path), "--players", "Kari,Ola"]
    elif command[0] == "rulesets":
        args = [*command, str(path)]
    else:
        args = [command[0], "--ruleset", str(path), *command[1:]]
    assert_clean_failure(golf_here(*args), str(path), "larger than 1000000 bytes")


def test_a_byte_order_mark_is_not_part_of_the_toml(golf_here: Golf, tmp_path: Path) -> None:
    path = tmp_path / "notepad.toml"
    path.write_bytes(b"\xef\xbb\xbf" + b'extends = "norwegian-4"\n[values]\nK = -1\n')
    out = golf_here("score", "--ruleset", str(path), "--json", "K K / A 2")
    assert out.returncode == 0, out.stderr
    assert '"total": 1' in out.stdout


def test_a_byte_order_mark_keeps_the_lines_in_messages(golf_here: Golf, tmp_path: Path) -> None:
    """The mark is no line of its own, nor part of the first key: a bad key is still placed."""
    path = tmp_path / "notepad.toml"
    path.write_bytes(b"\xef\xbb\xbf" + b'extends = "swedish-6"\r\nname = "x"\r\nfoo = 1\r\n')
    assert_clean_failure(golf_here("rulesets", "show", str(path)),
                         str(path), "line 3: key 'foo': unknown key")
    path.write_bytes(b"\xef\xbb\xbf" + b'active_house_rules = []\nextends = "swedish-6"\n')
    assert_clean_failure(golf_here("rulesets", "show", str(path)),
                         str(path), "line 1: key 'active_house_rules'")


def test_missing_ruleset_file(golf_here: Golf, tmp_path: Path) -> None:
    path = tmp_path / "nowhere.toml"
    assert_clean_failure(golf_here("simulate", "--ruleset", str(path)), str(path), "cannot read")


def test_good_ruleset_file_works(golf_here: Golf, tmp_path: Path) -> None:
    path = tmp_path / "ours.toml"
    path.write_text('extends = "norwegian-4"\nname = "ours"\n[values]\nK = -1\n')
    out = golf_here("score", "--ruleset", str(path), "--json", "K K / A 2")
    assert out.returncode == 0, out.stderr
    assert '"total": 1' in out.stdout


def test_known_options_pass_the_check(golf_here: Golf) -> None:
    """Abbreviations argparse accepts, after a command too, are not taken for unknown options."""
    out = golf_here("simulate", "--pl", "2", "--bot", "random,random", "--holes", "1", "--json")
    assert out.returncode == 0, out.stderr
    assert '"players"' in out.stdout


# --- no terminal to play in ---------------------------------------------------------------------
# Started where standard input or the screen's stream is redirected (a script, a cron job), the
# game would wait for keys that never come while it drew into a file: exit 2 at once instead.


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


class Closed(io.StringIO):
    def isatty(self) -> bool:
        raise ValueError("I/O operation on closed file")


def _golf(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m golf_tui ARGS`` with standard input from /dev/null and its output captured:
    neither is a terminal."""
    env = {**os.environ, "GOLF_TUI_HOME": str(home)}
    env.pop("TEXTUAL_DRIVER", None)
    return subprocess.run([sys.executable, "-m", "golf_tui", *args], capture_output=True,
                          text=True, encoding="utf-8", env=env, stdin=subprocess.DEVNULL,
                          timeout=60, check=False)


@pytest.mark.parametrize(
    ("stdin", "screen", "named"),
    [
        (io.StringIO(), Tty(), "standard input"),
        (None, Tty(), "standard input"),
        (Closed(), Tty(), "standard input"),
        (Tty(), io.StringIO(), SCREEN_STREAM),
        (Tty(), None, SCREEN_STREAM),
    ],
)
def test_a_stream_that_is_no_terminal_is_named(stdin: TextIO | None, screen: TextIO | None,
                                               named: str) -> None:
    message = not_a_terminal(stdin, screen, {})
    assert message is not None
    assert f"{named} is not one" in message and "golf-tui simulate" in message


def test_a_terminal_or_a_driver_of_ones_own_is_enough() -> None:
    assert not_a_terminal(Tty(), Tty(), {}) is None
    assert not_a_terminal(io.StringIO(), None, {"TEXTUAL_DRIVER": "web:WebDriver"}) is None


def test_the_game_without_a_terminal_exits_2_at_once(tmp_path: Path) -> None:
    done = _golf(tmp_path, "--ruleset", "norwegian-4", "--players", "Kari,bot")
    assert_clean_failure(done, "needs a terminal", "standard input is not one")
    assert not (tmp_path / "data" / "autosave.json").exists()  # no match was started


def test_a_mistake_in_the_command_is_told_first(golf_here: Golf, tmp_path: Path) -> None:
    done = golf_here("--players", "Kari", env={"GOLF_TUI_HOME": str(tmp_path)})
    assert_clean_failure(done, "swedish-6 is for 2–8 players, not 1")


@pytest.mark.parametrize("house", [[], ["--house", "jokers"]])  # the quick check, the full one
def test_the_game_and_simulate_call_the_ruleset_alike(golf_here: Golf, tmp_path: Path,
                                                      house: list[str]) -> None:
    """By the name typed after --ruleset, not by its title (Sexkortsgolf) in one of them."""
    game = golf_here("--players", "a,b,c,d,e,f,g,h,i", *house,
                     env={"GOLF_TUI_HOME": str(tmp_path)})
    simulated = golf_here("simulate", "--players", "9", *house)
    for done in (game, simulated):
        assert_clean_failure(done, "swedish-6 is for 2–8 players, not 9")


LONG = "x" * 5000
SHOWN = "x" * 24 + "…'"  # as a ruleset file's key too long is named (MAX_KEY_LENGTH)


@pytest.mark.parametrize(
    ("given", "words"),
    [
        (["--house", LONG], ["no house rule", "offered: 18-holes, double-pairs, jokers"]),
        (["--ruleset", "danish-6", "--house", f"jokers={LONG}"],
         ["house rule 'jokers' has no option", "options: minus-2, minus-3, minus-5"]),
        (["--rule", f"{LONG}=3"], ["key", "unknown key"]),
        (["--rule", f"match.{LONG}=3"], ["key 'match.x", "unknown key"]),
        (["--rule", LONG], ["--rule", "expected KEY=VALUE"]),
        (["--rule", f".{LONG}=3"], ["--rule", "is not a key", "a name between every two dots"]),
        (["--lang", "nb", "--house", LONG], ["ingen husregel", "tilbys: 18-holes"]),
        # a preset's name: too long a name for a file, looking for one of that name (to point
        # it out) ended in a traceback
        (["--ruleset", LONG], ["no preset", "presets: norwegian-4, "]),
    ],
    ids=["house", "option", "rule", "rule-in-table", "rule-without-value", "rule-bad-key",
         "house-nb", "ruleset"],
)
def test_a_long_unknown_name_is_given_by_its_start(golf_here: Golf, tmp_path: Path,
                                                    given: list[str], words: list[str]) -> None:
    """A --house or --rule of 5000 characters that names nothing the ruleset has: the message
    gave all of it, filling the terminal; now its first 24 characters and "…", as a ruleset
    file's key too long, still naming what was wrong and what there is. The game, simulate and
    score read the ruleset the same way."""
    for command in ([], ["simulate"], ["score"]):
        args = [*command, *given, *(["K 3 5 / A 2 4"] if command == ["score"] else [])]
        if not command:
            args += ["--players", "Kari,Ola"]
        done = golf_here(*args, env={"GOLF_TUI_HOME": str(tmp_path)})
        assert_clean_failure(done, SHOWN, *words)
        # (an unknown key is followed by the keys there are: the ruleset's first eight)
        assert "x" * 25 not in done.stderr and len(done.stderr) < 300, done.stderr[:400]


def test_a_long_unknown_preset_is_given_by_its_start(golf_here: Golf, tmp_path: Path) -> None:
    """``rulesets show NAME``, and a file's ``extends``, as ``--ruleset`` above."""
    done = golf_here("rulesets", "show", LONG)
    assert_clean_failure(done, f"no preset '{SHOWN} (presets: norwegian-4, ")
    assert len(done.stderr) < 300, done.stderr[:400]
    path = tmp_path / "long.toml"
    path.write_text(f'extends = "{LONG}"\n', encoding="utf-8")
    done = golf_here("rulesets", "show", str(path))
    assert_clean_failure(done, f"line 1: key 'extends': no preset '{SHOWN} (presets: ")
    assert len(done.stderr) < 300 + len(str(path)), done.stderr[:400]


def test_a_long_unknown_key_of_a_ruleset_file_is_given_by_its_start(golf_here: Golf,
                                                                     tmp_path: Path) -> None:
    """Cut in the message only: the line that writes it is still named."""
    path = tmp_path / "long.toml"
    path.write_text(f'extends = "swedish-6"\n{LONG} = 1\n', encoding="utf-8")
    done = golf_here("simulate", "--ruleset", str(path))
    assert_clean_failure(done, f"line 2: key '{SHOWN}: unknown key (keys of a ruleset: 'name',")
    assert len(done.stderr) < 250 + len(str(path)), done.stderr[:400]


def test_resume_without_a_terminal_leaves_the_save_as_it_was(tmp_path: Path) -> None:
    store = Store(tmp_path / "data")
    match = Match.start(load_ruleset("swedish-6"), ["Kari", "Ola"], 4)
    store.save(match, (("Kari", "human"), ("Ola", "human")))
    before = store.autosave_path.read_bytes()
    done = _golf(tmp_path, "--resume")
    assert_clean_failure(done, "needs a terminal")
    assert store.autosave_path.read_bytes() == before


def test_the_message_is_in_the_players_language(golf_here: Golf, tmp_path: Path) -> None:
    done = golf_here("--lang", "nb", "--players", "Kari,Ola", env={"GOLF_TUI_HOME": str(tmp_path),
                                                                   "TEXTUAL_DRIVER": None})
    assert done.returncode == 2
    assert "standard input" not in done.stderr and "golf-tui simulate" in done.stderr


def test_the_game_speaks_its_remembered_language_from_its_first_message(
        golf_here: Golf, tmp_path: Path) -> None:
    """Norwegian chosen in the game (settings.json), an English environment: a mistake on the
    game's command line is told in Norwegian, as the game would tell the rest; ``--lang`` still
    wins, and the other commands keep the environment's language (docs/i18n.md)."""
    (tmp_path / "settings.json").write_text('{"language": "nb"}', encoding="utf-8")
    env: dict[str, str | None] = {k: None for k in os.environ if k.startswith("LC_")}
    env.update(GOLF_TUI_HOME=str(tmp_path), LANG="C")

    def golf(*args: str) -> str:
        done = golf_here(*args, env=env)
        assert done.returncode == 2, done
        return done.stderr

    assert "--ascii krever --players eller --resume" in golf("--ascii")
    assert "--ascii needs --players or --resume" in golf("--lang", "en", "--ascii")
    assert "'Z' is not a card" in golf("score", "Z 2 / 3 4")  # the environment's English


def test_a_ruleset_file_ending_in_upper_case_toml_is_read_as_a_file(
        golf_here: Golf, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """KITCHEN.TOML (as a FAT drive or a Windows copy names it) was looked up as a preset: "no
    preset 'KITCHEN.TOML'", about a file that was right there."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "KITCHEN.TOML").write_text('extends = "danish-6"\nname = "kitchen"\n')
    out = golf_here("rulesets", "show", "KITCHEN.TOML")
    assert out.returncode == 0, out.stderr
    assert '"name": "kitchen"' in out.stdout


@pytest.mark.parametrize("args", [
    ["rulesets", "show", "kitchen"], ["rulesets", "kitchen"], ["score", "--ruleset", "kitchen",
                                                               "K 3 5 / A 2 4"],
    ["simulate", "--ruleset", "kitchen"], ["--ruleset", "kitchen", "--players", "Kari,Ola"],
])
def test_a_file_named_as_a_preset_is_pointed_out(
        golf_here: Golf, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        args: list[str]) -> None:
    """A ruleset file without .toml (``kitchen``) is read as a preset's name: the message says
    how to have it read as the file it is."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "kitchen").write_text('extends = "danish-6"\n')
    assert_clean_failure(golf_here(*args), "'kitchen'",
                         "to read the file kitchen, write ./kitchen")
    assert "to read the file" not in golf_here(*[a.replace("kitchen", "nope")
                                                for a in args]).stderr


@pytest.mark.parametrize(("args", "option"), [
    (["--players", "\udcc5se,Ola"], "--players: '\ufffdse,Ola'"),  # Åse, typed in Latin-1
    (["rulesets", "show", "swedish-6", "--rule", "values.K=\udcff"], "--rule: 'values.K=\ufffd'"),
    (["rulesets", "show", "swedish-6", "--rule", "\udcff=1"], "--rule: '\ufffd=1'"),
    (["score", "--house", "\udcff", "K 3 5 / A 2 4"], "--house: '\ufffd'"),
    (["stats", "\udcc5se"], "name: '\ufffdse'"),
    (["simulate", "--bots", "hard,\udcff"], "--bots: 'hard,\ufffd'"),
])
def test_an_argument_that_is_not_utf8_is_named_as_such(
        golf_here: Golf, args: list[str], option: str) -> None:
    """A terminal sending Latin-1 bytes gives Python lone surrogates: the name was refused as
    holding "control characters (tabs, escapes, line breaks)", a rule's key as "Input should
    be a valid string" without the key."""
    assert_clean_failure(golf_here(*args),
                         f"{option} is not UTF-8 text (is the terminal set to UTF-8?)")


def test_a_ruleset_file_whose_name_is_not_utf8_is_read(
        golf_here: Golf, tmp_path: Path) -> None:
    """A file's path may be any bytes: only text arguments are refused."""
    path = tmp_path / "r\udce5.toml"
    path.write_text('extends = "danish-6"\nname = "latin"\n')
    out = golf_here("rulesets", "show", str(path))
    assert out.returncode == 0, out.stderr
    assert '"name": "latin"' in out.stdout


@pytest.mark.parametrize(("name", "shown"), [
    ("evil\x1b[31m.toml", "evil\\x1b[31m.toml"),  # an escape would turn the terminal red
    ("bell\x07.toml", "bell\\x07.toml"),
    ("lat\udce9.toml", "lat\\xe9.toml"),  # a Latin-1 é: the byte, not Python's U+DCE9
    ("rtl\u202e.toml", "rtl\\u202e.toml"),  # a direction override
])
@pytest.mark.parametrize("command", [["rulesets", "show"], ["score", "--ruleset"],
                                     ["simulate", "--ruleset"]])
def test_a_ruleset_files_name_is_printed_escaped(golf_here: Golf, tmp_path: Path, name: str,
                                                 shown: str, command: list[str]) -> None:
    """A file's name is printed as a key's is: a control character, a direction override or
    a byte that is not UTF-8 escaped, never sent to the terminal as it is."""
    path = tmp_path / name
    path.write_bytes(b'extends = "swedish-6"\nname = 5\n')
    out = golf_here(*command, str(path), *(["K 3 5 / A 2 4"] if command[0] == "score" else []))
    assert_clean_failure(out, f"{tmp_path}/{shown}: line 2: key 'name': must be text")
    assert not any(not ch.isprintable() for ch in out.stderr.strip()), out.stderr
    missing = golf_here("rulesets", "show", str(tmp_path / ("no-" + name)))
    assert_clean_failure(missing, f"{tmp_path}/no-{shown}: cannot read")


def test_a_name_read_as_a_presets_is_pointed_out_escaped(golf_here: Golf, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint to write ./NAME for a file named as no preset is escaped too."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ev\x1bil").write_text("x")
    out = golf_here("rulesets", "show", "ev\x1bil")
    assert_clean_failure(out, "to read the file ev\\x1bil, write ./ev\\x1bil")
    assert "\x1b" not in out.stderr


def test_a_problem_the_command_lines_changes_made_names_them(
        golf_here: Golf, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"preset swedish-6: players.max: 6 players need 56 cards" after --rule grid=3x3 named a
    key nobody wrote, and a file's two house rules fine alone said nothing of --house: the
    ruleset alone is fine, so the message names the changes that made it so."""
    out = golf_here("rulesets", "show", "swedish-6", "--rule", "grid=3x3",
                    "--rule", "decks.large_from=9")
    assert_clean_failure(out, "golf-tui: preset swedish-6 with --rule grid=3x3, --rule "
                         "decks.large_from=9: players.max: 6 players need 56 cards")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "combo.toml").write_text(
        'extends = "swedish-6"\nname = "combo"\n'
        '[house_rules.big]\ntitle = "Big"\ndescription = "3x3"\nchanges = { grid = "3x3" }\n'
        '[house_rules.one]\ntitle = "One"\ndescription = "1 deck"\n'
        'changes = { "decks.large_from" = 9 }\n', encoding="utf-8")
    out = golf_here("rulesets", "show", "combo.toml", "--house", "big", "--house", "one")
    assert_clean_failure(out, "golf-tui: combo.toml with --house big, --house one: players.max")
    # a problem of the key the change wrote is told as before
    out = golf_here("rulesets", "show", "swedish-6", "--rule", "grid=4x4")
    assert_clean_failure(out, "golf-tui: preset swedish-6: ")


# A ruleset file fine alone, with no joker's value: --rule jokers_per_deck=2 and players.min=6 make
# two problems of keys the command line did not write.
NO_JOKER = ('name = "two"\ngrid = "2x3"\nplayers = { min = 2, max = 4 }\nvalues = { A = 1,'
            ' 2 = -2, 3 = 3, 4 = 4, 5 = 5, 6 = 6, 7 = 7, 8 = 8, 9 = 9, 10 = 10, J = 10, Q = 10,'
            ' K = 0 }\nopening = { kind = "flip", count = 2 }\nplacement = "face_up"\n'
            'all_face_up = "final_lap"\n')


@pytest.mark.parametrize(
    ("lang", "name", "lines"),
    [
        ("en", "two.toml",
         ["{made}: key 'players': min (6) is larger than max (4)",
          "{made}: key 'values': missing a value for JK (the pack has 2 jokers per deck)"]),
        ("nb", "two.toml",
         ["{made}: nøkkelen 'players': min (6) er større enn max (4)",
          "{made}: nøkkelen 'values': det mangler en verdi for JK (det er 2 jokere i hver"
          " kortstokk)"]),
        # a line separator in the file's name: splitting the message into lines to find each
        # line's source cut the name in two and named no --rule
        ("en", "two\u2028b.toml",
         ["{made}: key 'players': min (6) is larger than max (4)",
          "{made}: key 'values': missing a value for JK (the pack has 2 jokers per deck)"]),
    ],
)
def test_each_problem_the_command_lines_changes_made_names_them(
        golf_here: Golf, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str,
        name: str, lines: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text(NO_JOKER, encoding="utf-8")
    out = golf_here("--lang", lang, "rulesets", "show", name, "--rule", "jokers_per_deck=2",
                    "--rule", "players.min=6")
    assert out.returncode == 2 and out.stdout == ""
    # the name as printed: a line separator escaped (``paths.shown_path``)
    made = (f"{shown_path(name)} {'med' if lang == 'nb' else 'with'} --rule jokers_per_deck=2,"
            " --rule players.min=6")
    assert out.stderr.split("\n") == [
        "golf-tui: " + lines[0].format(made=made), lines[1].format(made=made), ""]


def test_the_setup_does_not_name_command_line_options() -> None:
    """The setup builds rulesets of house rules ticked, not typed: no "--house" in its words."""
    from golf_tui.engine import RulesetError

    with pytest.raises(RulesetError) as caught:
        load_ruleset("swedish-6", [], ["grid=3x3", "decks.large_from=9"])
    assert "--rule" not in str(caught.value)
    assert str(caught.value).startswith("preset swedish-6: players.max")


def test_a_rule_key_values_does_not_have_is_told_in_one_line(golf_here: Golf) -> None:
    """``--rule values.Z.x=1``: one line saying 'values.Z' is no key, and which keys 'values'
    has; no second line saying 'values.Z' must be a whole number."""
    done = golf_here("--rule", "values.Z.x=1", "--players", "Kari,Ola")
    assert done.returncode == 2
    assert done.stderr == (
        "golf-tui: preset swedish-6: key 'values.Z.x': 'values.Z' is not a ruleset key (keys of"
        " 'values': 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K' or 'JK')\n")


@pytest.mark.parametrize("house", [[], ["--house", "jokers"]])  # the quick check, the full one
@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["norwegian-6 is for 2–6 players, not 8.", "swedish-6 and danish-6 take up to 8",
            "Or keep norwegian-6 with --rule players.max=8"]),
    ("nb", ["norwegian-6 er for 2–6 spillere, ikke 8.", "swedish-6 og danish-6 tar opptil 8",
            "Eller behold norwegian-6 med --rule players.max=8"]),
])  # fmt: skip
def test_too_many_players_for_a_preset_says_what_seats_them(
        golf_here: Golf, tmp_path: Path, house: list[str], lang: str, words: list[str]) -> None:
    """``--players`` with eight names and ``--ruleset norwegian-6``: the presets that seat
    eight, and the preset kept with its limit raised."""
    done = golf_here("--lang", lang, "--ruleset", "norwegian-6", *house, "--players",
                     "Kari,Ola,Siri,Per,Liv,Bjørn,Ane,Tor", env={"GOLF_TUI_HOME": str(tmp_path)})
    assert_clean_failure(done, *words)
