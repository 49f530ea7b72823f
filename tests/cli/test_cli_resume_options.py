"""``golf-tui --resume`` continues the saved match as it was: an option that would change its
players, ruleset, seed or hand-over is refused by name, not ignored without a word."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from golf_tui import i18n
from golf_tui.cli import main


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    yield tmp_path
    i18n.set_language("en")


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[str, str]:
    """The usage lines' first word and the error line of a refusal told as argparse tells
    its own (exit status 2)."""
    with pytest.raises(SystemExit) as exited:
        main(list(argv))
    assert exited.value.code == 2
    lines = capsys.readouterr().err.splitlines()
    return lines[0].split()[0], lines[-1]


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--seed", "7"], "--seed"),
        (["--seed", "0"], "--seed"),  # a seed of 0 is a seed
        (["--ruleset", "danish-6"], "--ruleset"),
        (["--house", "jokers"], "--house"),
        (["--rule", "match.holes=3"], "--rule"),
        (["--handover", "never"], "--handover"),
        (["--players", "Kari,Ola"], "--players"),
        (["--seed", "7", "--house", "jokers"], "--house, --seed"),  # in the order of --help
        (["--handover", "always", "--rule", "knock=true", "--ruleset", "danish-6", "--seed", "1",
          "--players", "A,B", "--house", "x"],
         "--players, --ruleset, --house, --rule, --seed, --handover"),
    ],
)
def test_an_option_the_saved_match_decides_is_refused(
        args: list[str], named: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "--lang", "en", "--resume", *args) == (
        "usage:", f"golf-tui: error: --resume continues the saved match: leave out {named}")


def test_the_refusal_is_in_the_players_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "--lang", "nb", "--resume", "--seed", "3", "--house", "jokers") == (
        "bruk:", "golf-tui: feil: --resume fortsetter det lagrede partiet: utelat --house,"
        " --seed")


def test_ascii_is_honoured_with_resume(capsys: pytest.CaptureFixture[str]) -> None:
    """--ascii draws the resumed match in ASCII: it gets past the check (to "no match to
    resume", there being none here)."""
    assert main(["--lang", "en", "--resume", "--ascii"]) == 2
    err = capsys.readouterr().err
    assert "leave out" not in err and "no unfinished match to resume" in err
