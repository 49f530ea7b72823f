"""A language added as docs/i18n.md says (its code and name in ``i18n.LANGUAGES``, a catalog):
found by the environment, the catalog script and ``golf-tui score`` with no other list to
extend. The language is a test's own, German with a few messages, in a temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from golf_tui import i18n
from golf_tui.cli.score import local_card_codes

from .test_catalogs import catalog_tool


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``de`` in LANGUAGES, its catalog (the card letters of a German deck: A, B, D, K) in
    ``tmp_path``."""
    babel = pytest.importorskip("babel.messages", reason="writing a catalog needs babel")
    from babel.messages.mofile import write_mo

    catalog = babel.Catalog(locale="de", domain=i18n.DOMAIN)
    for english, german in (("A", "A"), ("J", "B"), ("Q", "D"), ("K", "K")):
        catalog.add(english, german, context="card rank")
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / f"{i18n.DOMAIN}.mo").open("wb") as f:
        write_mo(f, catalog)
    monkeypatch.setattr(i18n, "LANGUAGES", {**i18n.LANGUAGES, "de": "Deutsch"})
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n._catalog.cache_clear()
    yield
    i18n.set_language("en")
    i18n._catalog.cache_clear()


@pytest.mark.usefixtures("german")
def test_the_environment_names_a_new_language_by_its_code() -> None:
    assert i18n.detect_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.detect_language({"LANG": "de_AT"}) == "de"
    assert i18n.detect_language({"LANG": "fr_FR.UTF-8"}) == "en"


@pytest.mark.usefixtures("german")
def test_score_takes_the_letters_a_new_languages_cards_print() -> None:
    assert i18n.rank_label("J", "de") == "B"
    assert local_card_codes("A B D / Dh b K", "de") == "A J Q / Qh J K"


@pytest.mark.usefixtures("german")
def test_the_catalog_script_asks_for_a_new_languages_catalog() -> None:
    assert ("de: no catalog at src/golf_tui/locale/de/LC_MESSAGES/golf_tui.po"
            in catalog_tool().problems())
