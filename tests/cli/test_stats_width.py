"""``golf-tui stats`` fits 80 columns, or a narrower terminal's width, as ``golf-tui history``
does: its ruleset lines ran 100-115 characters, and an 80-column terminal broke them mid-word
("…best ho" / "le 21; best match…"; at 60 columns in Norwegian "snitt per hul" / "l 26,0").
A line breaks between its "; " parts, each further line indented under the ruleset's; never
within a word. ``--json`` is as it was."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from golf_tui.cli import main
from golf_tui.cli.history import stats_lines
from golf_tui.i18n import set_language
from golf_tui.storage import Store
from history_helpers import record

SEATS = (("Kari", "human"), ("Bot 1", "hard"), ("Ola", "human"))



@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "200")  # a piped layout does not follow the terminal
    store = Store()
    record(store, "norwegian-4", SEATS, 1)
    record(store, "norwegian-4", SEATS, 2, ("peek-penalty", "pair-bonus"))
    record(store, "swedish-6", SEATS, 3, rules=("match.holes=3",))  # "swedish-6 · own rules"
    return store


def _out(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    assert main(list(argv)) == 0
    return capsys.readouterr().out.splitlines()


def _blocks(lines: list[str]) -> list[list[str]]:
    """The output's lines by what they wrap: a player's line, or one ruleset's ("  " deep)."""
    blocks: list[list[str]] = []
    for line in lines:
        if line.startswith("    "):
            blocks[-1].append(line)
        else:
            blocks.append([line])
    return blocks


def _check(lines: list[str], width: int, lang: str) -> None:
    set_language(lang)
    home_stats = Store().tally()[0].stats()
    whole = [line for s in home_stats for line in stats_lines(s, 10_000)]
    blocks = _blocks(lines)
    text = "\n".join(lines)
    assert max(len(line) for line in lines) <= width, text
    assert len(blocks) == len(whole), text  # nothing lost, no line more
    for block, unwrapped in zip(blocks, whole, strict=True):
        # the same words in the same order: a line broke only where a space was
        assert " ".join(block).split() == unwrapped.split(), text
        if block[0].startswith("  "):  # a ruleset's: indented 2, the rest under it at 4
            assert not block[0].startswith("   "), text
            for line in block[1:]:
                assert line.startswith("    ") and not line.startswith("     "), text
            if width >= 60:  # each part fits a line: breaks fall after a part's ";" only
                assert all(line.endswith(";") for line in block[:-1]), text


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_stats_fit_80_columns_piped(home: Store, capsys: pytest.CaptureFixture[str],
                                    lang: str) -> None:
    lines = _out(capsys, "--lang", lang, "stats")
    assert any("own rules" in line or "·" in line for line in lines)
    _check(lines, 80, lang)


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("columns", [60, 40, 20])
def test_a_narrower_terminal_gets_its_width(
        home: Store, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        lang: str, columns: int) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setenv("COLUMNS", str(columns))
    lines = _out(capsys, "--lang", lang, "stats")
    if columns >= 40:
        _check(lines, columns, lang)
    else:  # too narrow for some words: each still whole, on a line of its own
        set_language(lang)
        words = [w for s in Store().tally()[0].stats() for line in stats_lines(s, 10_000)
                 for w in line.split()]
        assert " ".join(lines).split() == words


def test_a_wider_terminal_gets_80(home: Store, capsys: pytest.CaptureFixture[str],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    piped = _out(capsys, "stats")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert _out(capsys, "stats") == piped
    kari = _out(capsys, "stats", "Kari")  # one player's lines, as they are among everyone's
    assert kari[0].startswith("Kari: ") and "\n".join(kari) in "\n".join(piped)


def test_json_is_one_line_unwrapped(home: Store, capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setenv("COLUMNS", "40")
    lines = _out(capsys, "stats", "--json")
    assert len(lines) == 1 and {r["name"] for r in json.loads(lines[0])} == {
        "Kari", "Ola", "hard bot"}


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_piped_output_takes_the_width_columns_gives(
        home: Store, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        lang: str) -> None:
    """``COLUMNS=60 golf-tui stats | cat`` laid out 80 wide: piped, ``COLUMNS`` was ignored.
    It gives the width where it is narrower, as a terminal's does; without it, or wider (the
    fixture's 200), or no width ("abc", 0), 80 stays."""
    wide = _out(capsys, "--lang", lang, "stats")
    assert max(len(line) for line in wide) > 60  # the layout at 60 is another
    monkeypatch.setenv("COLUMNS", "60")
    _check(_out(capsys, "--lang", lang, "stats"), 60, lang)
    for columns in ("abc", "0", "-5"):
        monkeypatch.setenv("COLUMNS", columns)
        assert _out(capsys, "--lang", lang, "stats") == wide, columns
    monkeypatch.delenv("COLUMNS")
    assert _out(capsys, "--lang", lang, "stats") == wide
