"""The system's words for a file's error ("No such file or directory") in the player's language:
Python gives them in English whatever the language, so a Swedish message read "kan inte läsas:
No such file or directory"."""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from golf_tui import i18n
from golf_tui.engine.errors import RulesetError
from golf_tui.paths import SYSTEM_WORDS, os_words
from golf_tui.presets import load_ruleset
from golf_tui.storage import SaveError, Store


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def missing() -> FileNotFoundError:
    return FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), "x.toml")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the C library's own words")
def test_the_english_words_are_the_systems() -> None:
    for code, english in SYSTEM_WORDS.items():
        assert os.strerror(code) == english


@pytest.mark.parametrize(("lang", "words"), [("sv", "filen eller katalogen finns inte"),
                                              ("nb", "filen eller mappen finnes ikke"),
                                              ("da", "filen eller mappen findes ikke")])
def test_each_language_has_its_own_words(lang: str, words: str) -> None:
    i18n.set_language(lang)
    assert os_words(missing()) == words
    unknown = OSError(errno.EXDEV, os.strerror(errno.EXDEV))
    assert os_words(unknown) == os.strerror(errno.EXDEV)  # not in the catalog: the system's


def test_english_keeps_the_systems_words() -> None:
    assert os_words(missing()) == os.strerror(errno.ENOENT)


def test_a_missing_ruleset_file_in_swedish(tmp_path: Path) -> None:
    i18n.set_language("sv")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(tmp_path / "regler.toml"))
    assert str(caught.value).endswith("regler.toml: kan inte läsas: filen eller katalogen finns"
                                      " inte")


def test_an_autosave_that_is_a_folder_in_norwegian(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.autosave_path.mkdir()
    i18n.set_language("nb")
    with pytest.raises(SaveError) as caught:
        store.load()
    assert "er en mappe" in str(caught.value) and "Is a directory" not in str(caught.value)
