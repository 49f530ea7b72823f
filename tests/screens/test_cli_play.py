"""The quick start: ``golf-tui --ruleset … --players …`` turned into a GameConfig, and bad input
refused with one line on stderr and exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui.app.config import GameConfig
from golf_tui.app.setup_model import default_bot_kind, parse_players
from golf_tui.cli import UsageError, build_parser, main, play_config
from golf_tui.engine import RulesetError


def config_for(*argv: str) -> GameConfig | None:
    return play_config(build_parser().parse_args(list(argv)))


def test_no_players_opens_the_setup() -> None:
    assert config_for() is None


def test_players_ruleset_house_rules_and_seed() -> None:
    config = config_for("--ruleset", "danish-6", "--players", "Kari, Ola ,Siri",
                        "--house", "jokers=minus-3", "--house", "final-lap", "--seed", "42",
                        "--ascii", "--handover", "always", "--rule", "match.holes=3")
    assert config is not None
    assert config.names == ("Kari", "Ola", "Siri")
    assert config.ruleset.name == "danish-6"
    assert config.ruleset.values["JK"] == -3
    assert config.ruleset.match.holes == 3
    assert config.seed == 42 and config.ascii and config.handover == "always"


def test_default_ruleset_is_swedish() -> None:
    config = config_for("--players", "Kari,Ola")
    assert config is not None and config.ruleset.name == "swedish-6"
    assert config.seed is None and config.handover == "auto" and not config.ascii


def test_computer_seats() -> None:
    """``bot`` takes the default kind, ``bot:KIND`` a named one; they are numbered in order."""
    seats = parse_players("Kari,bot:random,Ola,bot")
    assert [(s.name, s.kind) for s in seats] == [
        ("Kari", "human"), ("Bot 1", "random"), ("Ola", "human"), ("Bot 2", default_bot_kind()),
    ]


def test_custom_ruleset_file(tmp_path: Path) -> None:
    path = tmp_path / "short.toml"
    path.write_text('extends = "swedish-6"\nname = "short"\nmatch = { end = "holes", holes = 2 }\n')
    config = config_for("--ruleset", str(path), "--players", "Kari,Ola")
    assert config is not None
    assert config.ruleset.name == "short" and config.ruleset.match.holes == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "Kari,Kari"], "both called Kari"),
        (["--players", "Kari"], "for 2–8 players, not 1"),
        (["--players", "Kari,,Ola"], "Player 2 needs a name"),
        (["--players", "Kari,bot:genius"], "no computer player 'genius'"),
        (["--ruleset", "nope", "--players", "a,b"], "no preset 'nope'"),
        (["--ruleset", "missing.toml", "--players", "a,b"], "missing.toml"),
        (["--house", "jokers", "--players", "a,b", "--ruleset", "norwegian-6",
          "--house", "18-holes", "--house", "6-holes"], "both set 'match.holes'"),
        (["--rule", "nonsense", "--players", "a,b"], "expected KEY=VALUE"),
        (["--seed", "3"], "--seed needs --players"),
    ],
)
def test_bad_input_is_refused(argv: list[str], message: str) -> None:
    """Each problem is an error whose message names it (main prints it and exits 2)."""
    with pytest.raises((UsageError, RulesetError), match=message):
        config_for(*argv)


@pytest.mark.parametrize(
    "argv",
    [["--players", "Kari,Kari"], ["--ruleset", "nope", "--players", "a,b"], ["--seed", "x"],
     ["--handover", "sometimes", "--players", "a,b"], ["--seed", "1"]],
)
def test_main_exits_2_with_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        code = main(argv)
        raise SystemExit(code)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.strip().splitlines()[-1].startswith("golf-tui")


def test_help_documents_the_quick_start(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for words in ("--players", "bot:KIND", "--house", "--rule", "--seed", "--ascii",
                  "--handover", "TOML file", "rulesets"):
        assert words in out
