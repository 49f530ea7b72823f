"""The quick start: ``golf-tui --ruleset … --players …`` turned into a GameConfig, and bad input
refused with one line on stderr and exit status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from golf_tui.app.config import GameConfig, QuickStart
from golf_tui.app.setup_model import check_setup, default_bot_kind, parse_players, quick_check
from golf_tui.cli import UsageError, build_parser, main, play_config, quick_start
from golf_tui.engine import RulesetError
from golf_tui.i18n import set_language
from golf_tui.presets import preset_names


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


def test_a_computer_passes_over_a_name_a_person_has() -> None:
    """A person may be called "Bot 1": the computers take the next free numbers, as at the
    setup, where "Kari,Bot 1,bot" was refused as two seats called Bot 1."""
    seats = parse_players("bot:easy,Kari,bot 1,bot:hard")
    assert [(s.name, s.kind) for s in seats] == [
        ("Bot 2", "easy"), ("Kari", "human"), ("bot 1", "human"), ("Bot 3", "hard"),
    ]
    assert config_for("--players", "Kari,Bot 1,bot") is not None


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
        (["--players", "Kari,,Ola"], "Seat 2 needs a name"),
        (["--players", "Kari,Ola\x1b[31m"], "Seat 2: a name cannot hold control characters"),
        (["--players", "Kari,bot:genius"], "no bot 'genius'"),
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


# --- the quick start: checked without building the ruleset ------------------------------------


def quick_for(*argv: str) -> QuickStart | None:
    return quick_start(build_parser().parse_args(list(argv)))


def test_quick_start_by_a_preset_name() -> None:
    q = quick_for("--ruleset", "norwegian-4", "--players", "Kari,Ola", "--seed", "7",
                  "--handover", "always", "--ascii")
    assert q is not None
    assert (q.preset, [s.name for s in q.seats], q.seed, q.handover, q.ascii, q.opening_peek) \
        == ("norwegian-4", ["Kari", "Ola"], 7, "always", True, True)
    config = q.config()
    assert config == config_for("--ruleset", "norwegian-4", "--players", "Kari,Ola", "--seed",
                                "7", "--handover", "always", "--ascii")


@pytest.mark.parametrize("argv", [
    [],  # the setup screen
    ["--players", "a,b", "--house", "jokers"],
    ["--players", "a,b", "--rule", "match.holes=3"],
    ["--players", "a,b", "--ruleset", "mine.toml"],
    ["--players", "a,b", "--ruleset", "dir/mine"],
])
def test_what_the_quick_start_leaves_to_the_full_check(argv: list[str]) -> None:
    assert quick_for(*argv) is None


PLAYER_LISTS = ["Kari", "Kari,Ola", "Kari,Kari", "Kari,,Ola", " ,Ola", "A,B,C,D,E,F",
                "A,B,C,D,E,F,G", "A,B,C,D,E,F,G,H", "A,B,C,D,E,F,G,H,I",
                "Abcdefghijklmnopq,B", "Kari,bot:random", "bot,bot,bot,bot,bot,bot,bot"]


@pytest.mark.parametrize("preset", [*preset_names(), "nope", "Swedish-6"])
@pytest.mark.parametrize("lang", ["en", "nb"])
def test_quick_check_says_what_the_full_check_says(preset: str, lang: str) -> None:
    """The same problems, word for word, as building the ruleset and checking the seats."""
    set_language(lang)
    try:
        for players in PLAYER_LISTS:
            seats = parse_players(players)
            quick = quick_check(preset, seats)
            full = check_setup(preset, [], seats)
            assert quick is not None
            assert quick.problems == full.problems, (preset, players)
            if full.ruleset is not None:
                opening = full.ruleset.opening
                assert quick.opening_peek == (opening.kind == "peek" and opening.count > 0)
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "Kari,Kari"], "both called Kari"),
        (["--players", "Kari"], "for 2–8 players, not 1"),
        (["--ruleset", "norwegian-6", "--players", "a,b,c,d,e,f,g"], "for 2–6 players, not 7"),
        (["--ruleset", "nope", "--players", "a,b"], "no preset 'nope'"),
        (["--players", "a,bot:genius"], "no bot 'genius'"),
    ],
)
def test_bad_quick_start_exits_2_before_the_app_starts(
    argv: list[str], message: str, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str]
) -> None:
    from golf_tui.app.app import GolfApp

    def never(*_args: object, **_kw: object) -> None:
        raise AssertionError("the app started")

    monkeypatch.setattr(GolfApp, "run", never)
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("golf-tui: ") and message in err and len(err.splitlines()) == 1
    with pytest.raises(UsageError) as full:
        config_for(*argv)
    assert err == f"golf-tui: {full.value}"


def test_main_hands_the_quick_start_to_the_app(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    """A preset by name goes to the app unbuilt; with --house it is built first, as before."""
    from golf_tui.app import terminal
    from golf_tui.app.app import GolfApp

    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    seen: list[GolfApp] = []
    monkeypatch.setattr(GolfApp, "run", lambda self, **_kw: seen.append(self))
    monkeypatch.setattr(terminal, "not_a_terminal", lambda *_args: None)  # pytest has no tty
    assert main(["--players", "Kari,Ola"]) == 0
    assert main(["--players", "Kari,Ola", "--house", "jokers"]) == 0
    plain, house = seen
    assert plain.config is None and plain.quick is not None and plain.quick.preset == "swedish-6"
    assert house.quick is None and house.config is not None
    assert house.config.ruleset.active_house_rules == ("jokers",)


FIRST_FRAME = """
import json, sys
from textual.app import App
from golf_tui.app import terminal
from golf_tui.app.app import GolfApp
from golf_tui.cli import main

terminal.not_a_terminal = lambda *args: None  # headless: no terminal needed
seen = []

async def build_quick(self, quick, handover):  # the worker started after the first frame
    from golf_tui.i18n import current_language
    seen.append({"modules": sorted(sys.modules), "theme": self.theme,
                 "language": current_language()})
    self.exit()

GolfApp._build_quick = build_quick
GolfApp.run = lambda self, **kw: App.run(self, headless=True, size=(100, 30))
main(["--ruleset", "swedish-6", "--players", "A,B,C"])
print(json.dumps(seen))
"""


def test_the_quick_start_s_first_frame_is_drawn_before_pydantic_and_the_engine(
        tmp_path: Path) -> None:
    """The app itself, run from the command line as ``golf-tui --ruleset swedish-6 --players
    A,B,C`` is (headless), up to its first frame: everything it loaded by then (the frame
    drawn, the worker that builds the match starting) is none of pydantic, the engine's models,
    the storage's autosave or history, the bots or the table. At start-up it looks for the end
    of a match that was never seen, under the storage's file lock: that lock once loaded the
    whole storage package, and with it the engine's models and pydantic, before the frame (a
    third of the time to it). The frame is in the language and theme the settings give."""
    env = {**os.environ, "GOLF_TUI_HOME": str(tmp_path)}
    (tmp_path / "settings.json").write_text('{"language": "sv", "theme": "nord"}')
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True,
                         check=True, env=env, timeout=120)
    [frame] = json.loads(out.stdout)
    assert (frame["language"], frame["theme"]) == ("sv", "nord")
    modules = frame["modules"]
    assert "golf_tui.app.screens.handover" in modules  # the frame was the hand-over's
    assert "golf_tui.storage.lock" in modules  # the unseen end was looked for
    assert "pydantic" not in modules
    assert not [m for m in modules if m.startswith(("golf_tui.engine.", "golf_tui.storage.",
                                                    "golf_tui.bots", "golf_tui.app.controller",
                                                    "golf_tui.app.screens.table"))
                and m not in ("golf_tui.engine.errors", "golf_tui.engine.seating",
                              "golf_tui.engine.text", "golf_tui.engine.lazy",
                              "golf_tui.storage.lock")]


def test_the_command_line_takes_the_remembered_table_settings(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    """The setup left ASCII on, hand-over Always, animations off: `golf-tui --players …` plays
    with them (it played Unicode, Auto, animated), a quick start and a built ruleset
    (--house) alike; --handover given wins for its match."""
    from golf_tui.app import terminal
    from golf_tui.app.app import GolfApp

    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    for name in ("LC_ALL", "LC_CTYPE", "TERM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")  # a Unicode terminal: ASCII only if asked for
    (tmp_path / "settings.json").write_text(
        '{"handover": "always", "ascii": true, "animations": false}')
    seen: list[GolfApp] = []
    monkeypatch.setattr(GolfApp, "run", lambda self, **_kw: seen.append(self))
    monkeypatch.setattr(terminal, "not_a_terminal", lambda *_args: None)  # pytest has no tty
    for extra in ([], ["--house", "jokers"], ["--handover", "never"]):
        assert main(["--ruleset", "norwegian-4", "--players", "Kari,Ola", *extra]) == 0
    plain, house, never = seen
    assert plain.quick is not None and house.config is not None and never.quick is not None
    for start in (plain.quick, plain.quick.config(), house.config):
        assert (start.handover, start.ascii, start.animations) == ("always", True, False)
    assert (never.quick.handover, never.quick.ascii, never.quick.animations) == (
        "never", True, False)
    assert json.loads((tmp_path / "settings.json").read_text()) == {
        "handover": "always", "ascii": True, "animations": False}  # nothing saved over them


def test_no_ascii_plays_suit_glyphs_where_the_setup_saved_ascii(monkeypatch: pytest.MonkeyPatch,
                                                                tmp_path: Path) -> None:
    """The setup left ASCII on: `--no-ascii` plays that match with suit glyphs, a quick start
    and a built ruleset alike, and saves nothing over the setup's choice."""
    from golf_tui.app import terminal
    from golf_tui.app.app import GolfApp

    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    for name in ("LC_ALL", "LC_CTYPE", "TERM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    (tmp_path / "settings.json").write_text('{"ascii": true}')
    seen: list[GolfApp] = []
    monkeypatch.setattr(GolfApp, "run", lambda self, **_kw: seen.append(self))
    monkeypatch.setattr(terminal, "not_a_terminal", lambda *_args: None)
    for extra in ([], ["--house", "jokers"]):
        assert main(["--ruleset", "norwegian-4", "--players", "Kari,Ola", "--no-ascii",
                     *extra]) == 0
    plain, house = seen
    assert plain.quick is not None and house.config is not None
    assert not plain.quick.ascii and not plain.quick.config().ascii and not house.config.ascii
    assert json.loads((tmp_path / "settings.json").read_text()) == {"ascii": True}


@pytest.mark.parametrize(("args", "words"), [
    (["--no-ascii"], "--no-ascii needs --players or --resume"),
    (["--ascii", "--seed", "3"], "--seed, --ascii need --players (or leave them out"),
    (["--no-ascii", "simulate"], "--no-ascii does not apply to 'golf-tui simulate'"),
    (["--seed", "0", "score", "8 2 / 3 4"], "--seed does not apply to 'golf-tui score'"),
])
def test_no_ascii_is_named_as_typed_where_it_does_not_belong(
        capsys: pytest.CaptureFixture[str], args: list[str], words: str) -> None:
    with pytest.raises(SystemExit) as exited:  # told as argparse tells a mistake
        main(["--lang", "en", *args])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: golf-tui ") and words in err.splitlines()[-1]


def test_table_settings_the_file_gets_wrong_are_the_defaults(monkeypatch: pytest.MonkeyPatch,
                                                             tmp_path: Path) -> None:
    """A value validation would drop is not taken before it: 1 is no true, "sometimes" no
    hand-over mode."""
    from golf_tui.app.session import Session

    (tmp_path / "settings.json").write_text(
        '{"handover": "sometimes", "ascii": 1, "animations": "no"}')
    session = Session(settings_file=tmp_path / "settings.json")
    assert session.early_table() == {"handover": "auto", "ascii": False, "animations": True}
