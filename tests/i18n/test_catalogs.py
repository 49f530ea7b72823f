"""The message catalogs: complete, nothing unused, compiled .mo files up to date, and the
mechanism itself (language detection, switching at once, rank letters, import purity)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from golf_tui import i18n
from golf_tui.i18n import N_, _, ngettext

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def catalog_tool() -> ModuleType:
    """scripts/i18n.py, the catalog script, loaded as a module."""
    pytest.importorskip("babel", reason="the catalog check needs babel (test extras)")
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "scripts" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_catalog_is_complete_and_up_to_date() -> None:
    """Extraction from the source finds no missing, untranslated or unused message in any
    catalog, no placeholder mismatch, and every .mo matches its .po."""
    problems = catalog_tool().problems()
    assert problems == [], "\n".join(problems)


def test_every_language_but_english_has_a_compiled_catalog() -> None:
    for code in i18n.LANGUAGES:
        if code == "en":
            continue
        assert (i18n.LOCALE_DIR / code / "LC_MESSAGES" / "golf_tui.mo").is_file()


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "nb_NO.UTF-8"}, "nb"),
        ({"LANG": "no_NO"}, "nb"),
        ({"LANG": "nn_NO.UTF-8"}, "nb"),
        ({"LANG": "sv_SE.UTF-8"}, "sv"),
        ({"LANG": "sv_FI"}, "sv"),
        ({"LANG": "da_DK.UTF-8"}, "da"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
        ({"LANG": "sv_SE.UTF-8", "LC_MESSAGES": "da_DK.UTF-8"}, "da"),
        ({"LANG": "sv_SE.UTF-8", "LC_MESSAGES": "da_DK", "LC_ALL": "nb_NO"}, "nb"),
        ({"LC_ALL": "C", "LANG": "da_DK.UTF-8"}, "en"),
        ({"LC_ALL": "", "LANG": "da_DK.UTF-8"}, "da"),
    ],
)
def test_language_from_the_environment(environ: dict[str, str], expected: str) -> None:
    """LC_ALL beats LC_MESSAGES beats LANG, as for any POSIX program; unknown means English."""
    assert i18n.detect_language(environ) == expected


def test_switching_language_changes_text_at_once() -> None:
    assert _("No finished matches yet.") == "No finished matches yet."
    i18n.set_language("nb")
    assert i18n.current_language() == "nb"
    assert _("No finished matches yet.") == "Ingen ferdigspilte partier ennå."
    i18n.set_language("sv")
    assert _("No finished matches yet.") == "Inga färdigspelade partier än."
    i18n.set_language("da")
    assert _("No finished matches yet.") == "Ingen færdigspillede spil endnu."
    i18n.set_language("en")
    assert _("No finished matches yet.") == "No finished matches yet."


def test_a_marked_constant_is_translated_where_it_is_shown() -> None:
    constant = N_("Knock penalty")
    assert constant == "Knock penalty"
    i18n.set_language("nb")
    assert _(constant) == "Bankestraff"


def test_plurals_follow_the_number() -> None:
    i18n.set_language("sv")
    assert ngettext("%(n)d deck", "%(n)d decks", 1) % {"n": 1} == "1 kortlek"
    assert ngettext("%(n)d deck", "%(n)d decks", 2) % {"n": 2} == "2 kortlekar"


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'fi'"):
        i18n.set_language("fi")
    assert i18n.current_language() == "en"


def test_languages_name_themselves() -> None:
    assert i18n.LANGUAGES == {"en": "English", "nb": "Norsk bokmål", "sv": "Svenska",
                              "da": "Dansk"}


@pytest.mark.parametrize(
    ("lang", "letters"),
    [
        ("en", ["A", "J", "Q", "K"]),
        ("nb", ["E", "Kn", "D", "K"]),
        ("sv", ["E", "Kn", "D", "K"]),
        ("da", ["E", "B", "D", "K"]),
    ],
)
def test_rank_letters(lang: str, letters: list[str]) -> None:
    assert [i18n.rank_label(code, lang) for code in ("A", "J", "Q", "K")] == letters
    assert [i18n.rank_label(code, lang) for code in ("2", "10", "JK")] == ["2", "10", "JK"]
    assert all(len(i18n.rank_label(code, lang)) <= 2 for code in ("A", "J", "Q", "K", "JK"))


def test_rank_letters_follow_the_current_language() -> None:
    i18n.set_language("da")
    assert i18n.rank_label("J") == "B"
    assert i18n.rank_label("J", "sv") == "Kn"


def test_i18n_imports_without_textual_or_rich() -> None:
    code = (
        "import sys, golf_tui.i18n as i; i.set_language('nb'); i._('Grid');"
        " bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')];"
        " assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_engine_does_not_use_the_catalog() -> None:
    """Engine messages stay English (docs/i18n.md): no module of the engine imports i18n."""
    for path in (ROOT / "src" / "golf_tui" / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "i18n" not in text and "gettext" not in text, path


@pytest.mark.parametrize(("lang", "number", "share"), [
    ("en", "11.14", "96.2%"), ("nb", "11,14", "96,2 %"), ("sv", "11,14", "96,2 %"),
    ("da", "11,14", "96,2 %"),
])
def test_numbers_are_written_as_each_language_writes_them(lang: str, number: str,
                                                          share: str) -> None:
    i18n.set_language(lang)
    assert i18n.decimal(11.1449, 2) == number
    assert i18n.percent(0.9624) == share
    assert i18n.decimal(2.5) == "2" + number[2] + "5"  # a shared win: 2.5 / 2,5
    assert i18n.decimal(3.0) == "3"  # as few decimals as it needs


@pytest.mark.parametrize(("lang", "three"), [
    ("en", "Ola, Åse and Kari"), ("nb", "Ola, Åse og Kari"), ("sv", "Ola, Åse och Kari"),
    ("da", "Ola, Åse og Kari"),
])
def test_names_are_listed_with_each_languages_and(lang: str, three: str) -> None:
    """One joiner for every list of names (the resume question, shared leads and wins): the
    resume question used to say "Ola, Åse & Kari" in every language."""
    i18n.set_language(lang)
    assert i18n.and_list(["Ola", "Åse", "Kari"]) == three
    assert i18n.and_list(["Ola"]) == "Ola"
