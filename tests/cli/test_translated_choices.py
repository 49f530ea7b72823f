"""The choices --help names in a language are the ones the command takes (a pub night in
bokmål: the help said "før hver tur for en person (alltid), eller aldri", and
"golf-tui --handover alltid" was refused, "velg blant 'auto', 'always', 'never'"). Each word
of each language is taken, in any case, and the English ones too; so are the bot kinds the
help glosses ("hard (vanskelig)")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from golf_tui.app.setup_model import parse_players
from golf_tui.cli import build_parser
from golf_tui.cli.simulate_cmd import _bot_kinds
from golf_tui.i18n import set_language

WORDS = {  # --handover's auto, always, never, as each language's --help names them
    "en": ("auto", "always", "never"),
    "nb": ("auto", "alltid", "aldri"),
    "sv": ("auto", "alltid", "aldrig"),
    "da": ("auto", "altid", "aldrig"),
}
MODES = ("auto", "always", "never")


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize("lang", list(WORDS))
def test_the_help_names_the_words_it_takes(lang: str) -> None:
    set_language(lang)
    parser = build_parser()
    text = " ".join(parser.format_help().split())
    auto, always, never = WORDS[lang]
    assert f"--handover {{{auto},{always},{never}}}" in text
    assert f"({auto})" in text and f"({always})" in text and f" {never};" in text
    for said in (lang, "en"):
        for mode, word in zip(MODES, WORDS[said], strict=True):
            for typed in (word, word.upper(), word.capitalize()):
                args = parser.parse_args(["--handover", typed, "--players", "Kari,Ola"])
                assert args.handover == mode, (lang, typed)


def test_any_languages_word_is_taken_whatever_the_language() -> None:
    """A Norwegian with an English terminal types the word the Norwegian help taught."""
    parser = build_parser()
    for lang, words in WORDS.items():
        for mode, word in zip(MODES, words, strict=True):
            assert parser.parse_args(["--handover", word]).handover == mode, (lang, word)


def test_a_word_not_taken_is_refused_naming_those_that_are(
        capsys: pytest.CaptureFixture[str]) -> None:
    set_language("nb")
    parser = build_parser()
    with pytest.raises(SystemExit):
        parser.parse_args(["--handover", "ofte", "--players", "Kari,Ola"])
    err = " ".join(capsys.readouterr().err.split())
    assert ("argument --handover: ugyldig valg: 'ofte' (velg blant 'auto', 'alltid', 'aldri',"
            " 'always', 'never')") in err, err


@pytest.mark.parametrize(("players", "kinds"), [
    ("Kari,bot:Vanskelig,bot:lett", ("hard", "easy")),
    ("Anna,bot:svår,bot:LÄTT,bot:slumpvis", ("hard", "easy", "random")),
    ("Mette,bot:svær,bot:tilfældig", ("hard", "random")),
    ("Kari,bot:hard,bot", ("hard", "normal")),
])  # fmt: skip
def test_a_bot_kind_in_any_language(players: str, kinds: tuple[str, ...]) -> None:
    """--help glosses each kind ("easy (lett), normal, hard (vanskelig)"): the gloss is a kind's
    name too, in --players and in simulate's --bots."""
    seats = parse_players(players)
    assert tuple(seat.kind for seat in seats[1:]) == kinds
    assert _bot_kinds(",".join(p.partition(":")[2] or "normal"
                               for p in players.split(",")[1:])) == list(kinds)


def test_an_unknown_kind_is_still_refused() -> None:
    with pytest.raises(ValueError, match="no bot 'sterk'"):
        parse_players("Kari,bot:Sterk")
