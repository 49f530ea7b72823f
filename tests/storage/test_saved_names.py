"""Names as the game keeps them (``golf_tui.names``), and in saved files: the settings, the
autosave and the history leave out the invisible characters the setup leaves out, refuse a name
with control characters, and refuse two names that are one."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from golf_tui import names
from golf_tui.app.settings import load_settings, load_settings_report
from golf_tui.app.setup_model import name_problems, parse_players, quick_check
from golf_tui.engine import Match
from golf_tui.names import clean_name, name_key
from golf_tui.presets import load_ruleset
from golf_tui.storage import SaveError, Store

FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
SCOTLAND = "\U0001f3f4" + "".join(chr(0xE0000 + ord(c)) for c in "gbsct") + "\U000e007f"


@pytest.mark.parametrize(("typed", "kept"), [
    ("Kari\u200b", "Kari"), ("\u200bKari", "Kari"), ("Ka\u200dri", "Kari"),
    ("\u202eKari", "Kari"), ("Kari\u2066", "Kari"), ("\ufeffKari\u00ad", "Kari"),
    ("Kari\ufe0f", "Kari"), ("Kari\u2800", "Kari"), ("Kari\u3164", "Kari"),
    ("  Kari\u00a0\u00a0 Ola\u3000", "Kari Ola"), ("Jose\u0301", "José"),
    (FAMILY, FAMILY), ("\u2764\ufe0f", "\u2764\ufe0f"), ("1\ufe0f\u20e3", "1\ufe0f\u20e3"),
    (SCOTLAND, SCOTLAND), ("Kari " + FAMILY, "Kari " + FAMILY), ("\u200d" + FAMILY, FAMILY),
])  # fmt: skip
def test_a_name_is_kept_as_it_shows(typed: str, kept: str) -> None:
    """Invisible characters are left out, but an emoji's joiners, selectors and tags stay."""
    assert clean_name(typed) == kept


@given(st.text(st.characters(min_codepoint=0, max_codepoint=0x7F)))
@hypothesis_settings(max_examples=300)
def test_an_ascii_name_is_kept_as_a_character_at_a_time_keeps_it(typed: str) -> None:
    """``clean_name`` takes a short way for printable ASCII (the history's names, read by the
    thousand): it keeps what the long way keeps, and any other text goes the long way."""
    assert clean_name(typed) == names._clean(typed)


@pytest.mark.parametrize("typed", ["Zoe\u200b\u0308", "Zoe\u2060\u0308", "\u1100\u200b\u1161"])
def test_a_name_is_composed_once_the_invisible_characters_are_out(typed: str) -> None:
    """An invisible character between a letter and its accent kept them apart through NFC:
    "Zoe" and a diaeresis came out as two code points, a name other than the "Zoë" typed
    plainly (the statistics counted the two as two players), and cleaned again it changed."""
    kept = clean_name(typed)
    assert kept == unicodedata.normalize("NFC", kept) == clean_name(kept)
    assert clean_name("Zoe\u200b\u0308") == "Zo\u00eb"


def test_a_joiner_before_a_blank_braille_pattern_is_left_out() -> None:
    """The blank braille pattern, kept as a space, passed for a pictograph after a joiner:
    the joiner stayed before the space, and the name changed when cleaned again."""
    assert clean_name("\u2764\u200d\u2800Kari") == "\u2764 Kari"
    assert clean_name("\U0001f468\u200d\u2800\U0001f469") == "\U0001f468 \U0001f469"


@pytest.mark.parametrize(("one", "other"), [
    ("Kari", "Kari\u200b"), ("Kari", "\u202eKari"), ("Kari", "Ｋａｒｉ"),
    ("Kari Ola", "Kari\u00a0Ola"), ("Kari Ola", "Kari  Ola"),
])  # fmt: skip
def test_names_that_look_the_same_are_one(one: str, other: str) -> None:
    assert name_key(one) == name_key(other)
    assert name_problems([one, other]) == [
        f"Seats 1 and 2 are both called {clean_name(other)}."]


def test_the_quick_start_and_the_setup_refuse_look_alikes_and_controls() -> None:
    seats = parse_players("Kari,Kari\u200b")
    assert [s.name for s in seats] == ["Kari", "Kari"]
    checked = quick_check("norwegian-4", seats)
    assert checked is not None and checked.problems == ("Seats 1 and 2 are both called Kari.",)
    assert name_problems(["\u200b\u200d", "Ola"]) == ["Seat 1 needs a name."]
    assert name_problems(["Ka\x1bri", "Ola"]) == [
        "Seat 1: a name cannot hold control characters (tabs, escapes, line breaks)."]


def test_the_settings_file_keeps_names_as_they_show(tmp_path: Path) -> None:
    """Invisible characters are left out; two seats then of one name are the setup's to solve
    (it says so); a name with an escape drops the players, said so, not the other settings."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"seats": [{"name": "Kari\u200b"}, {"name": "Kari"}]}))
    assert [s.name for s in load_settings(path).seats] == ["Kari", "Kari"]
    path.write_text(json.dumps({"seats": [{"name": "Ka\x1bri"}, {"name": "Ola"}],
                                "ruleset": "danish-6"}))
    settings, problems = load_settings_report(path)
    assert settings.ruleset == "danish-6" and "Ka\x1bri" not in [s.name for s in settings.seats]
    assert any("the name of player 1 holds control characters" in p for p in problems)


def _save(store: Store, names: tuple[str, ...]) -> None:
    match = Match.start(load_ruleset("swedish-6"), list(names), 3)
    store.save(match, tuple((n, "human") for n in names))


def test_a_saved_match_keeps_names_as_they_show(tmp_path: Path) -> None:
    store = Store(tmp_path)
    _save(store, ("Kari\u200b", "[/]"))
    saved = store.load()
    assert saved is not None
    assert saved.match.players == ("Kari", "[/]")
    assert saved.seats == (("Kari", "human"), ("[/]", "human"))


@pytest.mark.parametrize(("names", "why"), [
    (("Kari", "Kari\u200b"), "players 1 and 2 are both called Kari"),
    (("Kari", "Ola\x1b[2J"), "the name of player 2 holds control characters"),
])  # fmt: skip
def test_a_saved_match_of_look_alikes_or_controls_is_moved_aside(
        tmp_path: Path, names: tuple[str, ...], why: str) -> None:
    """Only an older golf-tui (look-alikes) or a hand (an escape) could write them: the match is
    refused as a damaged one, moved aside and not lost, and nothing crashes."""
    store = Store(tmp_path)
    _save(store, names)
    with pytest.raises(SaveError, match=why):
        store.load()
    assert not store.autosave_path.exists()
    assert list(tmp_path.glob("*corrupt*"))
