"""The game's options written before a command's name: the command's own where it has them
(``golf-tui --ruleset norwegian-4 score …`` is ``golf-tui score --ruleset norwegian-4 …``), and
refused, by name, where it has not. They were silently ignored."""

from __future__ import annotations

import json

import pytest

from golf_tui import cli


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as exited:  # argparse's way of refusing
        assert isinstance(exited.code, int)
        code = exited.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (["--house", "double-pairs", "score"], ["score", "--house", "double-pairs"]),
        (["--ruleset", "norwegian-4", "score"], ["score", "--ruleset", "norwegian-4"]),
        (["--rule", "values.K=5", "score"], ["score", "--rule", "values.K=5"]),
    ],
)
def test_score_options_either_side(capsys: pytest.CaptureFixture[str], before: list[str],
                                   after: list[str]) -> None:
    grid = "K 3 / A 2" if "norwegian-4" in before else "7 Q 5 / 7 Q K"
    code_b, out_b, err_b = run(capsys, *before, "--json", grid)
    code_a, out_a, err_a = run(capsys, *after, "--json", grid)
    assert code_b == code_a == 0, (err_b, err_a)
    assert out_b == out_a
    plain = run(capsys, "score", "--json", "7 Q 5 / 7 Q K")[1]
    if "norwegian-4" not in before:
        assert out_b != plain  # the option did something


def test_simulate_seed_and_players_either_side(capsys: pytest.CaptureFixture[str]) -> None:
    before = run(capsys, "--seed", "4", "--players", "3", "simulate", "--holes", "1", "--json")
    after = run(capsys, "simulate", "--seed", "4", "--players", "3", "--holes", "1", "--json")
    assert before[0] == after[0] == 0, (before[2], after[2])
    assert before[1] == after[1]
    report = json.loads(before[1])
    assert report["seed"] == 4 and len(report["players"]) == 3


def test_an_option_on_both_sides_of_the_name_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    """It was settled by the later one, the one before the name dropped without a word; an
    option given twice on one side is refused (--bots, --seed), and so is this."""
    code, out, err = run(capsys, "--seed", "4", "simulate", "--seed", "5", "--holes", "1",
                         "--json")
    assert code == 2 and out == ""
    # told as "--seed 4 --seed 5" is told, in argparse's shape: the usage lines (simulate's,
    # where the second --seed is), then the error; it was the one line "golf-tui: --seed …"
    assert err.startswith("usage: golf-tui simulate [-h]")
    assert err.splitlines()[-1] == "golf-tui simulate: error: --seed given twice"
    same = run(capsys, "simulate", "--seed", "4", "--seed", "5")
    assert same == (2, "", err)


def test_house_rules_on_both_sides_all_count(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--house", "jokers=minus-5", "rulesets", "show", "danish-6",
                         "--house", "four-of-a-kind")
    assert code == 0, err
    assert json.loads(out)["active_house_rules"] == ["jokers=minus-5", "four-of-a-kind"]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--handover", "always", "score", "K 3 5 / A 2 4"],
         "--handover does not apply to 'golf-tui score'"),
        (["--ascii", "simulate"], "--ascii does not apply to 'golf-tui simulate'"),
        (["--players", "Kari,Ola", "score", "K 3 5 / A 2 4"],
         "--players does not apply to 'golf-tui score'"),
        (["--ruleset", "danish-6", "history"], "--ruleset does not apply to 'golf-tui history'"),
        (["--seed", "3", "stats"], "--seed does not apply to 'golf-tui stats'"),
        (["--resume", "rulesets"], "--resume does not apply to 'golf-tui rulesets'"),
        (["--players", "Kari,Ola", "simulate"],
         "--players: 'golf-tui simulate' takes a number of players, not 'Kari,Ola'"),
    ],
)
def test_an_option_the_command_has_not_is_refused(capsys: pytest.CaptureFixture[str],
                                                  argv: list[str], words: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    command = next(word for word in argv if word in cli.COMMANDS)  # its usage: what it takes
    assert err.startswith(f"usage: golf-tui {command} [-h]")
    assert err.splitlines()[-1] == f"golf-tui {command}: error: {words}"
