"""Two names that look the same because a letter of another alphabet looks like a Latin one
("Kаri" with a Cyrillic "а") are one name (``names.name_key``): for the setup and
``--players`` (whose messages say the names look the same), and for the saves and the
statistics, as other names that are one are. Names that differ to the eye stay two."""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from golf_tui import names
from golf_tui.app.setup_model import name_problems, parse_players, quick_check
from golf_tui.engine import Match
from golf_tui.names import latin_lookalike, name_key, typed_key
from golf_tui.presets import load_ruleset
from golf_tui.storage import SaveError, Store
from golf_tui.storage.history import HistoryFileError, saved_names

# Latin letters and a letter of another alphabet drawn the same (Cyrillic; Greek capitals)
CYRILLIC = dict(zip("aceopxyKAEHMOPTBCX", "асеорхуКАЕНМОРТВСХ", strict=True))
GREEK = dict(zip("oABEHIKMNOPTXYZ", "οΑΒΕΗΙΚΜΝΟΡΤΧΥΖ", strict=True))


@pytest.mark.parametrize(("one", "other"), [
    ("Kari", "K\u0430ri"),  # Cyrillic а
    ("Kari", "\u041aari"),  # Cyrillic К
    ("Kari", "\u039aari"),  # Greek Κ
    ("Ida", "\u0406da"),  # Cyrillic І: like a capital I, not the l Unicode also likens it to
    ("Ida", "\u0399da"),  # Greek Ι
    ("Zo\u00eb", "Zo\u0451"),  # Cyrillic ё: an accented look-alike is the accented letter
    ("KARI", "k\u0430ri"),  # and case still does not count
    ("Kopa", "\u041a\u043e\u0440\u0430"),  # Кора, all Cyrillic, is drawn as "Kopa"
])  # fmt: skip
def test_names_with_look_alike_letters_are_one(one: str, other: str) -> None:
    assert name_key(one) == name_key(other)
    assert typed_key(one) != typed_key(other)
    assert name_problems([one, other]) == [
        f"Seats 1 and 2: {one} and {other} look the same (a letter of another alphabet looks"
        " like a Latin one)."
    ]


@pytest.mark.parametrize(("one", "other"), [
    ("Kari", "K\u00e5ri"),  # Kåri
    ("Ola", "Ol\u00e4"),  # Olä
    ("\u041e\u043b\u044f", "Olya"),  # Оля
    ("\u039d\u03af\u03ba\u03b7", "\u0395\u03bb\u03ad\u03bd\u03b7"),  # Νίκη, Ελένη
    ("\u039d\u03af\u03ba\u03b7", "Nikh"),
    ("0la", "Ola"),  # a zero is not an O: the two read differently in a terminal's font
    ("Ida", "lda"),  # nor one Latin letter another
    ("\u043a\u0430ri", "kari"),  # a small Cyrillic к is drawn as a small capital, not a k
])  # fmt: skip
def test_names_that_differ_to_the_eye_are_two(one: str, other: str) -> None:
    assert name_key(one) != name_key(other)
    assert name_problems([one, other]) == []


def test_the_quick_start_refuses_look_alikes_as_the_setup_does() -> None:
    seats = parse_players("Kari,K\u0430ri,bot")
    checked = quick_check("norwegian-4", seats)
    assert checked is not None
    assert checked.problems == (
        "Seats 1 and 2: Kari and K\u0430ri look the same (a letter of another alphabet looks"
        " like a Latin one).",
    )


def test_a_name_and_its_look_alike_both_repeated_are_said_as_they_are() -> None:
    """The same name twice is "both called"; the look-alike after them is said to look so."""
    assert name_problems(["Kari", "kari", "K\u0430ri"]) == [
        "Seats 1 and 2 are both called kari.",
        "Seats 1 and 3: Kari and K\u0430ri look the same (a letter of another alphabet looks"
        " like a Latin one).",
    ]


@given(st.text(st.sampled_from(sorted(CYRILLIC)), min_size=1, max_size=12), st.data())
@hypothesis_settings(max_examples=200)
def test_any_latin_letter_swapped_for_its_look_alike_keeps_the_name(
    name: str, data: st.DataObject
) -> None:
    for lookalikes in (CYRILLIC, GREEK):
        swapped = "".join(
            lookalikes[c] if c in lookalikes and data.draw(st.booleans()) else c for c in name
        )
        assert name_key(swapped) == name_key(name)


@given(st.text(st.characters(codec="latin-1", categories=("L", "N", "Zs", "P")), max_size=16))
@hypothesis_settings(max_examples=300)
def test_a_name_in_latin_letters_is_compared_as_before(name: str) -> None:
    """Latin letters (accented or not), digits, spaces and punctuation: nothing is read as
    another letter, so such names are one exactly when they differ only in case or form."""
    assert name_key(name) == typed_key(name)
    assert latin_lookalike(unicodedata.normalize("NFKC", name)) == unicodedata.normalize(
        "NFKC", name
    )


def test_a_saved_match_of_look_alikes_is_moved_aside(tmp_path: Path) -> None:
    """Only an older golf-tui wrote one: refused as damaged, moved aside, said why."""
    store = Store(tmp_path)
    names = ("Kari", "K\u0430ri")
    match = Match.start(load_ruleset("swedish-6"), list(names), 3)
    store.save(match, tuple((n, "human") for n in names))
    with pytest.raises(SaveError, match="the names of players 1 and 2 look the same"):
        store.load()
    assert list(tmp_path.glob("*corrupt*"))


def test_a_history_entry_of_look_alikes_is_refused_saying_so() -> None:
    with pytest.raises(HistoryFileError, match="look the same \\(Kari and K\u0430ri\\)"):
        saved_names(("Kari", "K\u0430ri"), HistoryFileError)
    with pytest.raises(HistoryFileError, match="players 1 and 2 are both called Kari"):
        saved_names(("Kari", "Kari\u200b"), HistoryFileError)
    assert saved_names(("Kari", "K\u00e5ri"), HistoryFileError) == ("Kari", "K\u00e5ri")


def test_the_confusables_are_loaded_once_and_not_for_latin_names() -> None:
    """The setup keys each name at each keystroke: Unicode's confusables (0.1 s to load) are
    read the first time a name holds a letter not named LATIN, and never again."""
    names._lookalikes.cache_clear()
    name_key("K\u00e5ri \u00d8rsta-Nordmann")
    name_key("Ola 2")
    assert names._lookalikes.cache_info().misses == 0
    name_key("K\u0430ri")
    name_key("\u041e\u043b\u044f")
    assert names._lookalikes.cache_info().misses == 1


def test_without_the_confusables_names_are_compared_as_before(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A broken install (``CONFUSABLE_DATA`` naming a directory without the data) does not stop
    the setup at the first Cyrillic letter: the look-alikes are not told, nothing crashes."""
    for module in [m for m in sys.modules if m.startswith("confusable_homoglyphs")]:
        monkeypatch.delitem(sys.modules, module)  # read again, from there
    monkeypatch.setenv("CONFUSABLE_DATA", str(tmp_path))
    names._lookalikes.cache_clear()
    try:
        assert name_key("K\u0430ri") == "k\u0430ri"
        assert name_problems(["Kari", "K\u0430ri"]) == []
    finally:
        names._lookalikes.cache_clear()
