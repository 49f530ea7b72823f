"""The commands on a terminal whose encoding is not UTF-8 (``PYTHONIOENCODING=ascii`` stands in
for a Latin-1 or ASCII locale): every command failed on the first sign its encoding lacked
(``golf-tui: 'ascii' codec can't encode character '\\u2212'``), ``--help`` with a traceback.
They now write what it cannot hold in ASCII, as the app's ASCII mode draws it, and the rest as
it was."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from golf_tui.cli.plain import HANDLER, ascii_char
from golf_tui.storage import Store
from history_helpers import record


def test_each_character_has_its_ascii_form() -> None:
    signs = {"−": "-", "×": "x", "·": "|", "★": "*", "–": "-", "♥": "h", "é": "e", "ë": "e",
             "ø": "o", "Å": "A", "Æ": "AE", "ß": "ss", "中": "?", "a": "a"}
    assert {ch: ascii_char(ch) for ch in signs} == signs


def test_an_encoding_keeps_what_it_holds() -> None:
    text = "Søren −7, 2×3 ★"
    assert text.encode("ascii", HANDLER) == b"Soren -7, 2x3 *"
    assert text.encode("latin-1", HANDLER) == "Søren -7, 2×3 *".encode("latin-1")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("home")
    os.environ["GOLF_TUI_HOME"], before = str(path), os.environ.get("GOLF_TUI_HOME")
    try:
        record(Store(), "danish-6", (("Søren", "human"), ("Zoë", "human"), ("Bot 1", "hard")), 3)
    finally:
        if before is None:
            del os.environ["GOLF_TUI_HOME"]
        else:
            os.environ["GOLF_TUI_HOME"] = before
    return path


def _golf(home: Path, encoding: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "GOLF_TUI_HOME": str(home), "PYTHONIOENCODING": encoding,
           "LANG": "C.UTF-8", "COLUMNS": "80"}
    env.pop("LC_ALL", None)
    return subprocess.run([sys.executable, "-m", "golf_tui", *args], capture_output=True,
                          env=env, timeout=120)


@pytest.mark.parametrize("args", [("--lang", "da", "--help"), ("rulesets",),
                                  ("history", "--show", "1"), ("--lang", "nb", "stats")],
                         ids=" ".join)
def test_a_command_writes_ascii_where_its_terminal_takes_nothing_else(
        home: Path, args: tuple[str, ...]) -> None:
    utf8, plain = _golf(home, "utf-8", *args), _golf(home, "ascii", *args)
    assert (plain.returncode, plain.stderr) == (0, b""), plain.stderr.decode()
    words = utf8.stdout.decode("utf-8")
    assert not words.isascii()  # the command has signs or letters to write in ASCII
    assert plain.stdout.decode("ascii") == "".join(map(ascii_char, words))


def test_a_refusal_is_ascii_too(home: Path) -> None:
    """Standard error escaped what it could not hold (``8\\u2665``)."""
    out = _golf(home, "ascii", "score", "K X 5 / 2 2 2")
    assert out.returncode == 2
    message = out.stderr.decode("ascii")
    assert "(8h, 8h)" in message and "\\u" not in message, message


@pytest.mark.parametrize("args", [("history", "--json"), ("rulesets", "show", "danish-6")],
                         ids=" ".join)
def test_json_keeps_every_character_escaped(home: Path, args: tuple[str, ...]) -> None:
    """JSON is data: "Søren" as ``S\\u00f8ren``, not as "Soren" or "S?ren"."""
    utf8, plain = _golf(home, "utf-8", *args), _golf(home, "ascii", *args)
    assert (plain.returncode, plain.stderr) == (0, b""), plain.stderr.decode()
    assert not utf8.stdout.isascii()
    assert json.loads(plain.stdout.decode("ascii")) == json.loads(utf8.stdout.decode("utf-8"))
