"""``golf-tui --lang``: the help, argparse's own words and error messages in each language."""

from __future__ import annotations

import subprocess
import sys

import pytest

from golf_tui.cli import choose_language


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {"PATH": "/usr/bin:/bin", "LANG": "C"}
    return subprocess.run([sys.executable, "-m", "golf_tui", *args], capture_output=True,
                          text=True, timeout=120, encoding="utf-8", env={**base, **(env or {})})


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
def test_help_in_each_language(lang: str) -> None:
    out = run("--lang", lang, "--help")
    assert out.returncode == 0, out.stderr
    for words in HELP[lang]:
        assert words in out.stdout, (words, out.stdout)
    assert "LC_ALL" in out.stdout and "LANG" in out.stdout  # detection is documented


def test_help_follows_the_environment_and_lang_wins() -> None:
    assert run("--help", env={"LANG": "sv_SE.UTF-8"}).stdout.startswith("användning: golf-tui")
    assert run("--help", env={"LC_ALL": "da_DK.UTF-8"}).stdout.startswith("brug: golf-tui")
    out = run("--lang", "en", "--help", env={"LANG": "nb_NO.UTF-8"})
    assert out.stdout.startswith("usage: golf-tui")


def test_lang_after_the_command() -> None:
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
def test_an_error_message_in_each_language(lang: str) -> None:
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
def test_argparse_errors_in_each_language(lang: str, message: str) -> None:
    out = run("--lang", lang, "simulate", "--players", "many")
    assert out.returncode == 2
    assert out.stderr.strip().splitlines()[-1] == message


def test_a_bad_lang_is_refused_by_the_parser() -> None:
    out = run("--lang", "fi", "--help")
    assert out.returncode == 2
    assert "invalid choice: 'fi'" in out.stderr
    out = run("--lang")
    assert out.returncode == 2 and "expected one argument" in out.stderr


def test_rulesets_list_translates_titles_and_descriptions() -> None:
    out = run("--lang", "nb", "rulesets")
    assert "nine-card    Nikortsgolf" in out.stdout
    assert "--house knock-penalty: Den som banker, får 0 med lavest sum" in out.stdout
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
