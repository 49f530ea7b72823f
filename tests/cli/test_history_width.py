"""``golf-tui history`` and ``history --show`` fit 80 columns: an 18-hole scorecard's rows were
101 characters and the list's lines up to 122 with eight players, each wrapped mid-row in an
80-column terminal. A narrower terminal gets its own width; piped, the layout is 80 wide
whatever the terminal."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from golf_tui.cli import main
from golf_tui.storage import Store
from history_helpers import record

EIGHT = (("Kristoffer-Magnu", "human"), ("Bot 1", "normal"), ("Bot 2", "normal"),
         ("Bot 3", "normal"), ("Ola", "human"), ("Bot 4", "hard"), ("Bot 5", "easy"),
         ("Bot 6", "random"))
THREE = (("Kari", "human"), ("Bot 1", "hard"), ("Ola", "human"))



@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "200")  # a piped layout does not follow the terminal
    store = Store()
    record(store, "norwegian-4", THREE, 1, ("18-holes", "pair-bonus"))  # 1
    record(store, "nine-card", EIGHT, 5)  # 2
    return store


def _out(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    assert main(list(argv)) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_an_eighteen_hole_scorecard_fits_80_columns_out_and_in(
        home: Store, capsys: pytest.CaptureFixture[str], lang: str) -> None:
    lines = _out(capsys, "--lang", lang, "history", "--show", "1")
    assert max(len(line) for line in lines) <= 80, "\n".join(lines)
    entry = home.history()[0][0]
    rows = [line for line in lines if line.startswith(("Kari ", "Ola "))]
    assert len(rows) == 4  # each player on the front nine's row and the back nine's
    front, back = rows[0].split(), rows[2].split()  # Kari's
    kari = [h[0] for h in entry.holes]
    assert front[1:] == [str(s) for s in kari[:9]] + [str(sum(kari[:9]))], lines
    assert back[1:12] == [str(s) for s in kari[9:]] + [str(sum(kari[9:])), str(sum(kari))]


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_totals_heading_stands_over_its_numbers(
        home: Store, capsys: pytest.CaptureFixture[str], lang: str) -> None:
    """In nb, sv and da the heading ("sum", "summa", "i alt") began where the numbers under it
    did, and ended short of them: it is right-aligned, as they are."""
    lines = _out(capsys, "--lang", lang, "history", "--show", "2")
    entry = home.history()[0][1]
    heading = lines[lines.index(next(line for line in lines if line.startswith("Kristoffer"))) - 1]
    assert heading.split()[1:10] == [str(h) for h in range(1, 10)], lines  # the holes' heading
    for seat, total in enumerate(entry.totals):
        (row,) = [line for line in lines if line.startswith(entry.seat_label(seat) + "  ")]
        assert row.removesuffix(" ★").endswith(f" {total}"), row
        assert len(row.removesuffix(" ★")) == len(heading), (heading, row)


def test_the_list_fits_80_columns_with_every_total(
        home: Store, capsys: pytest.CaptureFixture[str]) -> None:
    lines = _out(capsys, "history")
    assert max(len(line) for line in lines) <= 80, "\n".join(lines)
    text = "\n".join(lines)
    for entry in home.history()[0]:
        for seat, total in enumerate(entry.totals):
            assert f"{entry.seat_label(seat)} {total}" in text, text  # never split
    assert lines[0].startswith("  1. ") and sum(line.startswith("  2. ") for line in lines) == 1


def test_a_narrower_terminal_gets_its_width_and_a_wider_one_80(
        home: Store, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    piped = _out(capsys, "history", "--show", "1")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert _out(capsys, "history", "--show", "1") == piped  # 200 columns: as piped
    monkeypatch.setenv("COLUMNS", "50")
    for argv in (("history",), ("history", "--show", "1"), ("history", "--show", "2")):
        lines = _out(capsys, *argv)
        assert max(len(line) for line in lines) <= 50, "\n".join(lines)
    assert len(_out(capsys, "history", "--show", "1")) > len(piped)  # fewer holes a row


def test_piped_output_takes_the_width_columns_gives(
        home: Store, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``COLUMNS=50 golf-tui history | cat`` laid out 80 wide: piped, ``COLUMNS`` was ignored.
    It gives the width where it is narrower, as a terminal's does; without it, 80 stays."""
    argvs = (("history",), ("history", "--show", "1"), ("history", "--show", "2"))
    wide = {argv: _out(capsys, *argv) for argv in argvs}
    assert all(max(len(line) for line in lines) > 50 for lines in wide.values())
    monkeypatch.setenv("COLUMNS", "50")
    for argv in argvs:
        lines = _out(capsys, *argv)
        assert max(len(line) for line in lines) <= 50, "\n".join(lines)
    monkeypatch.delenv("COLUMNS")
    assert {argv: _out(capsys, *argv) for argv in argvs} == wide
