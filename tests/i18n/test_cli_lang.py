"""``golf-tui --lang``: the help, argparse's own words and error messages in each language.

Run in the test's process (``golf_here``, tests/conftest.py: argparse's words are set afresh for
each run, as in a new process), but for one real process: the help in a language named by a
locale the machine may not have, which only the process's own encoding of its output shows."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from golf_tui.cli import choose_language

Run = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture
def run(golf_here: Run) -> Run:
    """``golf-tui ARGS`` in an English environment (LANG=C, no LC_ALL or LC_MESSAGES) with
    ``env``'s changes."""
    base: dict[str, str | None] = {"LANG": "C", "LC_ALL": None, "LC_MESSAGES": None}

    def ran(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        return golf_here(*args, env={**base, **(env or {})})

    return ran


HELP = {
    "en": ("usage: golf-tui", "options:", "show this help message and exit",
           "quick start (skip the setup screen)"),
    "nb": ("bruk: golf-tui", "valg:", "vis denne hjelpeteksten og avslutt",
           "hurtigstart (hopp over oppsettskjermen)"),
    "sv": ("användning: golf-tui", "flaggor:", "visa den här hjälptexten och avsluta",
           "snabbstart (hoppa över startskärmen)"),
    "da": ("brug: golf-tui", "tilvalg:", "vis denne hjælpetekst og afslut",
           "hurtig start (spring opsætningsskærmen over)"),
}


@pytest.mark.parametrize("lang", list(HELP))
def test_help_in_each_language(run: Run, lang: str) -> None:
    out = run("--lang", lang, "--help")
    assert out.returncode == 0, out.stderr
    for words in HELP[lang]:
        assert words in out.stdout, (words, out.stdout)
    assert "LC_ALL" in out.stdout and "LANG" in out.stdout  # detection is documented



# The placeholders of the usage lines and the option list, in the words the help's own text
# uses around them ("Hver KOMMANDO har sin egen --help"); English keeps its own, byte for byte.
PLACEHOLDERS = {
    "en": ("--players NAMES", "--ruleset NAME|FILE", "--house NAME[=OPTION]", "--rule KEY=VALUE",
           "COMMAND ...", "Each COMMAND below"),
    "nb": ("--players NAVN", "--ruleset NAVN|FIL", "--house NAVN[=VALG]", "--rule NØKKEL=VERDI",
           "KOMMANDO ...", "Hver KOMMANDO har"),
    "sv": ("--players NAMN", "--ruleset NAMN|FIL", "--house NAMN[=VAL]", "--rule NYCKEL=VÄRDE",
           "KOMMANDO ...", "Varje KOMMANDO har"),
    "da": ("--players NAVNE", "--ruleset NAVN|FIL", "--house NAVN[=VALG]", "--rule NØGLE=VÆRDI",
           "KOMMANDO ...", "Hver KOMMANDO har"),
}


@pytest.mark.parametrize("lang", list(PLACEHOLDERS))
def test_the_help_placeholders_in_each_language(run: Run, lang: str) -> None:
    out = run("--lang", lang, "--help").stdout
    for words in PLACEHOLDERS[lang]:
        assert words in out, (words, out)
    if lang != "en":
        for english in ("NAMES", "NAME|FILE", "OPTION", "KEY=VALUE", "COMMAND"):
            assert english not in out, english
    grid = {"en": "grid", "nb": "rutenett", "sv": "rutnät", "da": "felt"}[lang]
    missing = run("--lang", lang, "score")
    assert missing.returncode == 2
    assert missing.stderr.rstrip().endswith(": " + grid), missing.stderr

# The commands' placeholders: simulate's were argparse's own, the option's name in capitals
# (--players PLAYERS, --seed SEED), and the name stats takes "name", in every language.
COMMAND_PLACEHOLDERS = {
    "en": ("--players N", "--holes N", "--seed SEED", "seeds SEED, SEED+1", "[name]"),
    "nb": ("--players N", "--holes N", "--seed FRØ", "frøene FRØ, FRØ+1", "[navn]"),
    "sv": ("--players N", "--holes N", "--seed FRÖ", "fröna FRÖ, FRÖ+1", "[namn]"),
    "da": ("--players N", "--holes N", "--seed FRØ", "frøene FRØ, FRØ+1", "[navn]"),
}


@pytest.mark.parametrize("lang", list(COMMAND_PLACEHOLDERS))
def test_the_commands_placeholders_in_each_language(run: Run, lang: str) -> None:
    out = " ".join((run("--lang", lang, "simulate", "--help").stdout
                    + run("--lang", lang, "stats", "--help").stdout).split())
    for words in COMMAND_PLACEHOLDERS[lang]:
        assert words in out, (words, out)
    assert "PLAYERS" not in out and "HOLES" not in out
    if lang != "en":
        assert "SEED" not in out and "[name]" not in out


def test_help_follows_the_environment_and_lang_wins(run: Run) -> None:
    assert run("--help", env={"LANG": "sv_SE.UTF-8"}).stdout.startswith("användning: golf-tui")
    assert run("--help", env={"LC_ALL": "da_DK.UTF-8"}).stdout.startswith("brug: golf-tui")
    out = run("--lang", "en", "--help", env={"LANG": "nb_NO.UTF-8"})
    assert out.stdout.startswith("usage: golf-tui")


def test_help_tells_the_games_default_language_from_the_commands(run: Run) -> None:
    """The help said every --lang defaulted to LC_ALL, LC_MESSAGES or LANG, but the game
    speaks the language it remembers (settings.json) first (docs/i18n.md); the commands
    follow the environment alone, and each help now says which it is. The game's says what
    it remembers: a match started from the setup screen keeps the language it was started
    in, --lang's too."""
    def words(*args: str) -> str:
        return " ".join(run(*args).stdout.split())

    game = words("--help")
    assert "(default: the language the game remembers, else the one LC_ALL," in game
    assert ("Remembered: the language a match is started in from the setup screen (--lang's"
            " too), and one chosen on the setup screen or in the command palette; a match"
            " started with --players or --resume leaves it as it was.") in game
    assert "The commands follow only the environment" in game
    for command in ("rulesets", "score", "simulate", "history", "stats"):
        assert ("(default: from LC_ALL, LC_MESSAGES or LANG, else English; as other programs do,"
                " the commands follow the environment, not the language chosen in the game)"
                in words(command, "--help")), command
    assert "Spillet husker språket et parti startes på fra oppsettskjermen" in words(
        "--lang", "nb", "--help")


def test_help_in_a_locale_the_machine_may_lack() -> None:
    """A real process: LANG names Swedish, whose locale the machine may not have installed;
    the help is Swedish all the same, its ä written out whole."""
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("LC_")},
           "LANG": "sv_SE.UTF-8"}
    out = subprocess.run([sys.executable, "-m", "golf_tui", "--help"], capture_output=True,
                         text=True, timeout=120, encoding="utf-8", env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("användning: golf-tui")
    assert "visa den här hjälptexten och avsluta" in out.stdout


def test_lang_after_the_command(run: Run) -> None:
    out = run("score", "--lang", "nb", "--help")
    assert out.returncode == 0
    assert out.stdout.startswith("bruk: golf-tui score")
    # the grid takes the Norwegian rank letters, and the help says so
    assert "E 2 … 10 Kn D K" in out.stdout and "A, J og Q går også" in out.stdout


ERRORS = {
    "en": "golf-tui: no preset 'french-6' (presets: ",
    "nb": "golf-tui: det finnes ikke noe ferdig regelsett som heter 'french-6' (regelsett: ",
    "sv": "golf-tui: det finns ingen färdig regeluppsättning som heter 'french-6'",
    "da": "golf-tui: der er intet færdigt regelsæt ved navn 'french-6' (regelsæt: ",
}


@pytest.mark.parametrize("lang", list(ERRORS))
def test_an_error_message_in_each_language(run: Run, lang: str) -> None:
    out = run("--lang", lang, "score", "--ruleset", "french-6", "K 3 / A 2")
    assert out.returncode == 2
    assert out.stderr.startswith(ERRORS[lang]), out.stderr


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "golf-tui simulate: error: argument --players: invalid int value: 'many'"),
        ("nb", "golf-tui simulate: feil: argument --players: ugyldig int-verdi: 'many'"),
        ("sv", "golf-tui simulate: fel: argument --players: ogiltigt int-värde: 'many'"),
        ("da", "golf-tui simulate: fejl: argument --players: ugyldig int-værdi: 'many'"),
    ],
)
def test_argparse_errors_in_each_language(run: Run, lang: str, message: str) -> None:
    out = run("--lang", lang, "simulate", "--players", "many")
    assert out.returncode == 2
    assert out.stderr.strip().splitlines()[-1] == message


def test_a_bad_lang_is_refused_by_the_parser(run: Run) -> None:
    out = run("--lang", "fi", "--help")
    assert out.returncode == 2
    assert "invalid choice: 'fi'" in out.stderr
    out = run("--lang")
    assert out.returncode == 2 and "expected one argument" in out.stderr


def test_rulesets_list_translates_titles_and_descriptions(run: Run) -> None:
    out = run("--lang", "nb", "rulesets")
    assert "nine-card    Nikortsgolf" in out.stdout
    assert "--house knock-penalty: Den som banker, får 0 om poengsummen er lavest" in out.stdout
    assert "2–8 spillere" in out.stdout


@pytest.mark.parametrize(
    ("argv", "environ", "expected"),
    [
        (["--lang", "sv"], {"LANG": "da_DK"}, "sv"),
        (["--lang=da"], {}, "da"),
        (["score", "--lang", "nb", "K 3 / A 2"], {}, "nb"),
        (["--lang", "fi"], {"LANG": "da_DK"}, "da"),
        (["--lang"], {"LANG": "sv_SE"}, "sv"),
        ([], {"LANG": "nb_NO.UTF-8"}, "nb"),
    ],
)
def test_choose_language(argv: list[str], environ: dict[str, str], expected: str) -> None:
    assert choose_language(argv, environ) == expected


def test_the_games_help_and_argparse_errors_speak_the_language_chosen_in_it(
        run: Run, tmp_path: Path) -> None:
    """Norwegian chosen in the game (settings.json), an English environment: ``golf-tui
    --help`` and argparse's own errors about the game's options are Norwegian, as the game's
    other messages were already; ``--lang`` still wins, and a command (its help and errors)
    keeps the environment's English, as its help says."""
    (tmp_path / "settings.json").write_text('{"language": "nb"}', encoding="utf-8")
    env = {"GOLF_TUI_HOME": str(tmp_path)}
    out = run("--help", env=env)
    assert out.returncode == 0 and "bruk: golf-tui" in out.stdout, out.stdout
    assert "hurtigstart" in out.stdout
    for args, said in ((["--seed", "x"], "ugyldig int-verdi: 'x'"),
                       (["--handover", "foo"], "ugyldig valg: 'foo'"),
                       (["--players"], "forventet ett argument"),
                       (["--ruleset", "swedish-6", "--lang"], "forventet ett argument"),
                       (["--shwo"], "ukjente argumenter: --shwo")):
        out = run(*args, env=env)
        assert out.returncode == 2 and said in out.stderr, (args, out.stderr)
    assert "usage: golf-tui [-h]" in run("--lang", "en", "--help", env=env).stdout
    assert "invalid int value" in run("--seed", "x", "--lang", "en", env=env).stderr
    assert "usage: golf-tui score" in run("score", "--help", env=env).stdout
    assert "invalid int value" in run("--ruleset", "x", "simulate", "--seed", "x",
                                      env=env).stderr
    assert "usage: golf-tui history" in run("--rule", "history", "history", "--help",
                                            env=env).stdout  # --rule's value is no command


@pytest.mark.parametrize("settings", [
    "{not json", '{"language": "fi"}', '{"language": 3}', "[]", b"\xff\xfe", None, "dir"])
def test_a_missing_or_broken_settings_file_leaves_the_game_in_the_environments_language(
        run: Run, tmp_path: Path, settings: str | bytes | None) -> None:
    """No settings file, one that is not JSON, not UTF-8, a directory, or names no language
    golf-tui speaks: --help and argparse's errors are in the environment's language (here
    Swedish), and nothing crashes (the game reports the file when it opens, not here)."""
    path = tmp_path / "settings.json"
    if settings == "dir":
        path.mkdir()
    elif isinstance(settings, bytes):
        path.write_bytes(settings)
    elif settings is not None:
        path.write_text(settings, encoding="utf-8")
    env = {"GOLF_TUI_HOME": str(tmp_path), "LANG": "sv_SE.UTF-8"}
    out = run("--help", env=env)
    assert out.returncode == 0 and "användning: golf-tui" in out.stdout, out.stderr
    out = run("--seed", "x", env=env)
    assert out.returncode == 2 and "golf-tui: fel:" in out.stderr, out.stderr
    assert "Traceback" not in out.stderr
