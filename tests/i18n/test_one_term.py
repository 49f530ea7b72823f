"""One word for one thing in each language: an audit found the Norwegian grid called "rute" (one
square) beside "rutenett", a card "med bildet ned" beside "med forsiden opp", "kast det" after
"jokeren", the Swedish stock "dragningshögen" beside the pile's "Draghög", and the setup's key
and button for a new player worded apart. The words the catalogs and the rules pages use are
those of the vocabulary in docs/i18n.md."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from golf_tui import i18n
from golf_tui.i18n import _

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("nb", "sv", "da")


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def texts(lang: str) -> str:
    """Every translation of ``lang`` and its rules pages, as one text."""
    po = (ROOT / "src/golf_tui/locale" / lang / "LC_MESSAGES/golf_tui.po").read_text("utf-8")
    said = "\n".join(line for line in po.splitlines() if not line.startswith(("msgid", "#")))
    pages = "\n".join(p.read_text("utf-8") for p in (ROOT / "docs/rules" / lang).glob("*.md"))
    return said + "\n" + pages


@pytest.mark.parametrize(("lang", "wrong"), [
    ("nb", r"\brute(n|r|ne)?\b|-rute\b|firkant"),  # the grid is "rutenett"
    ("nb", r"med bildet|forsiden ned\b"),  # face down: "med baksiden opp"
    ("sv", r"dragningshög"),  # the stock: "draghög", as on the pile
    ("da", r"billedsiden"),  # face down: "skjult"
    ("da", r"\bsmid\b"),  # throw away: "kassere"
    # a match is "spil", but not twice over ("spil et helt spil mellem botter") nor a short one
    # read as a card game ("kort spil": "kortspil"): there it is "parti"
    ("da", r"\bspil(le|les|let|lene)? (\w+ ){0,2}spil(let|lene)?\b|\bkort spil\b"),
    # the hand-over screen: "skjerm for spillerbytte", "skärm för spelarbyte", "skærm til
    # spillerskifte" (nb rules pages said "byttskjerm" six times)
    ("nb", r"bytte?skjerm"),
    ("sv", r"byte?s?skärm"),
    ("da", r"skifte?s?skærm"),
    # a computer player is a "bot" (as its seat, "Bot: slumpvis", and its name, "Bot 1"): a
    # Swedish family read "bottarna" beside "En dator spelar för Ola" (the person who left)
    ("nb", r"datamaskin"),
    ("sv", r"\bdator"),
    ("da", r"\bcomputer(en|e|ne|spiller\w*)\b|\ben computer\b"),  # (not the English msgid's)
    ("sv", r"\blaglig"),  # a move the rules allow is "tillåtet", not "lagligt" (by law)
    # the discard pile is "avkastbunken": "Avkast" alone, the pile's label at a pub night, is
    # a return on an investment
    ("nb", r"\bavkast\b"),
])
def test_one_word_for_each_thing(lang: str, wrong: str) -> None:
    found = sorted({m.group(0) for m in re.finditer(wrong, texts(lang), re.IGNORECASE)})
    assert not found, found


@pytest.mark.parametrize("lang", LANGS)
def test_no_pronoun_stands_for_a_named_card(lang: str) -> None:
    """"Legg jokeren ... eller kast det": a sentence naming a card may name a joker, whose
    gender is not the card's, so it says "kortet" again rather than "det"/"den"."""
    po = (ROOT / "src/golf_tui/locale" / lang / "LC_MESSAGES/golf_tui.po").read_text("utf-8")
    for block in po.split("\n\n"):
        said = " ".join(line.split('"', 1)[1].rstrip('"') for line in block.splitlines()
                        if line.startswith(("msgstr", '"')) and '"' in line)
        if "%(card)s" in said:
            after = said.split("%(card)s", 1)[1]
            assert not re.search(r"\b(det|den)\b", after), said


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_key_and_the_button_for_a_new_player_agree(lang: str) -> None:
    i18n.set_language(lang)
    assert _("+ Add player") == "+ " + _("Add player")


def test_swedish_words_of_the_history() -> None:
    i18n.set_language("sv")
    assert _("won by %(winners)s") % {"winners": "Bot 1"} == "vinnare: Bot 1"


@pytest.mark.parametrize(("lang", "said"), [
    ("nb", "best på hullet"), ("sv", "bäst på hålet"), ("da", "bedst på hullet")])
def test_the_best_grid_of_a_hole_is_marked_in_the_definite(lang: str, said: str) -> None:
    """The mark under the grid with the hole's lowest score means the best on this hole,
    as golfers say it ("bäst på hålet"; "bästa hålet" would call the grid a hole); nb "beste
    hull" and da "bedste hul" read as a heading over any hole. (The statistics' "Best hole", a
    column and a figure's label, is indefinite in all three, as headings are.)"""
    i18n.set_language(lang)
    assert _("best hole") == said
    assert _("Best hole") in ("Beste hull", "Bästa hål", "Bedste hul")
