"""Why an autosave (or a history entry's match) cannot be read, in the player's language: the
reason inside "The autosave … could not be read (…)" was English in every language."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from golf_tui import i18n
from golf_tui.engine import (
    Match,
    MatchFormatError,
    legal_actions,
    match_from_dict,
    match_to_dict,
    play,
)
from golf_tui.engine.serialize import RECORD_PROBLEMS
from golf_tui.match_words import RECORD, record_error_text
from golf_tui.presets import load_ruleset
from golf_tui.storage import SaveError, Store
from golf_tui.storage.history import entry_from_match

SEATS = (("Kari", "human"), ("Ola", "human"), ("Siri", "normal"))
Damage = Callable[[dict[str, Any]], None]


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _match(steps: int = 30) -> Match:
    m = Match.start(load_ruleset("swedish-6"), [n for n, _ in SEATS], 3)
    rng = random.Random(3)
    for _ in range(steps):
        m = play(m, rng.choice(legal_actions(m.hole)))
    return m


def _raw(damage: Damage | bytes) -> bytes:
    if isinstance(damage, bytes):
        return damage
    data = {"format": 3, "kind": "golf-tui autosave", "saved_at": "",
            "seats": [{"name": n, "kind": k} for n, k in SEATS], "settings": {},
            "match": _match_dict()}
    damage(data)
    return json.dumps(data).encode()


def _match_dict() -> dict[str, Any]:
    return json.loads(json.dumps(match_to_dict(_match())))  # a copy of its own


def _reason(tmp_path: Path, raw: bytes) -> str:
    """The reason the autosave holding ``raw`` could not be read, in the current language."""
    store = Store(tmp_path)
    store.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    store.autosave_path.write_bytes(raw)
    try:
        store.load()
    except SaveError as caught:
        text = str(caught)
    else:  # a bad last action: the moves before it are offered, and the reason said so
        assert store.repaired is not None
        text = store.repaired
    assert str(store.autosave_path) in text  # the file is named
    return text[text.index("(") + 1: text.rindex(")")]


def _set(path: str, value: object) -> Damage:
    def damage(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node = data
        for part in parents:
            node = node[part]
        node[last] = value
    return damage


def _action(code: str) -> Damage:
    return lambda data: data["match"]["actions"].append(code)


# damage -> what the Norwegian reason says (the key or field it names, quoted as in English)
CASES: dict[str, tuple[Damage | bytes, str]] = {
    "empty": (b"  \n", "filen er tom"),
    "latin-1": ('{"x": "bl\xe5"}'.encode("latin-1"), "ikke UTF-8-tekst"),
    "not an object": (b"[1]", "forventet et JSON-objekt"),
    "format true": (_set("format", True), "'format' mangler eller er ikke et heltall"),
    "seats short": (lambda d: d["seats"].pop(), "'seats' må ha én plass per spiller"),
    "seats renamed": (_set("seats", [{"name": n} for n in ("Kari", "Siri", "Ola")]),
                      "'seats' stemmer ikke med spillerne"),
    "alien": (lambda d: d["seats"][2].update(kind="alien"),
              "plassen til 'Siri' har en ukjent type, 'alien'"),
    "flip:99": (_action("flip:99"), "nøkkelen 'match': trekk 31, 'flip:99': ingen plass"
                                    " 100 i et 2×3-rutenett, som har plassene 1–6"),
    "fly:2": (_action("fly:2"), "nøkkelen 'match': trekk 31, 'fly:2': ikke en trekkode"),
    "illegal": (_action("knock"), "nøkkelen 'match': trekk 31, 'knock': ikke lov på det"
                                  " tidspunktet i partiet: I dette regelsettet kan man ikke"
                                  " banke"),
    "no seed": (lambda d: d["match"].pop("seed"), "nøkkelen 'match': nøkkelen 'seed' mangler"),
    "seed a text": (_set("match.seed", "x"), "nøkkelen 'match': 'seed' må være et heltall"),
    "players a text": (_set("match.players", "Kari"),
                       "nøkkelen 'match': 'players' må være en liste med navn"),
    "actions a number": (_set("match.actions", 3),
                         "nøkkelen 'match': 'actions' må være en liste med"),
    "match format": (_set("match.format", "x"),
                     "nøkkelen 'match': formatet 'x' er ikke mellom 1 og 4"),
    "match a list": (_set("match", []), "nøkkelen 'match': forventet et JSON-objekt"),
    "one player": (_set("match.players", ["Kari"]),
                   "nøkkelen 'match': swedish-6 er for 2–8 spillere, ikke 1"),
    "same names": (_set("match.players", ["Kari", "Kari", "Siri"]),
                   "nøkkelen 'match': spillerne må ha ulike navn"),
    "ruleset a text": (_set("match.ruleset", "swedish-6"),
                       "regelsettet i nøkkelen 'match': må være en tabell med nøkler for"
                       " regelsettet"),
    "bad grid": (_set("match.ruleset.grid", "5x5"),
                 "regelsettet i nøkkelen 'match': nøkkelen 'grid': må"),
    "knock penalty": (_set("match.ruleset.knock_penalty", {"enabled": True}),
                      "regelsettet i nøkkelen 'match': knock_penalty er slått på, men knock"),
}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_the_reason_is_in_the_players_language(tmp_path: Path, kind: str) -> None:
    damage, norwegian = CASES[kind]
    raw = _raw(damage)
    english = _reason(tmp_path / "en", raw)
    i18n.set_language("nb")
    text = _reason(tmp_path / "nb", raw)
    assert norwegian in text, text
    assert english not in text and text != english


@pytest.mark.parametrize("lang", ["sv", "da"])
@pytest.mark.parametrize("kind", ["alien", "flip:99", "bad grid", "seats short"])
def test_swedish_and_danish_too(tmp_path: Path, kind: str, lang: str) -> None:
    raw = _raw(CASES[kind][0])
    english = _reason(tmp_path / "en", raw)
    i18n.set_language(lang)
    text = _reason(tmp_path / lang, raw)
    assert text != english
    assert ("'alien'" in text) == (kind == "alien")  # the value is still named, as written
    assert ("'flip:99'" in text) == (kind == "flip:99")
    assert ("'grid'" in text) == (kind == "bad grid")
    assert ("'seats'" in text) == (kind == "seats short")


@pytest.mark.parametrize(("lang", "reason"), [
    ("en", "key 'match': action 31, 'flip:99': no position 100 in a 2×3 grid, which has"
           " positions 1–6 (codes count from 0)"),
    ("nb", "nøkkelen 'match': trekk 31, 'flip:99': ingen plass 100 i et 2×3-rutenett, som har"
           " plassene 1–6 (kodene teller fra 0)"),
    ("sv", "nyckeln 'match': drag 31, 'flip:99': ingen plats 100 i ett 2×3-rutnät, som har"
           " platserna 1–6 (koderna räknar från 0)"),
    ("da", "nøglen 'match': træk 31, 'flip:99': ingen plads 100 i et 2×3-felt, som har"
           " pladserne 1–6 (koderne tæller fra 0)"),
])
def test_the_key_is_named_as_a_key_and_positions_count_from_one(
        tmp_path: Path, lang: str, reason: str) -> None:
    """The file's key "match" is named as a key, quoted as in the file, the words around it in
    the player's language (Swedish said "match: drag 31", the key read as an untranslated
    word); the grid's positions are counted from 1, as the table shows them ("0–5" was no
    count a player was ever shown)."""
    i18n.set_language(lang)
    assert _reason(tmp_path, _raw(_action("flip:99"))) == reason


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_ruleset_in_the_key_is_named_so(tmp_path: Path, lang: str) -> None:
    i18n.set_language(lang)
    where = {"en": "the ruleset in key 'match': ", "nb": "regelsettet i nøkkelen 'match': ",
             "sv": "regeluppsättningen i nyckeln 'match': ",
             "da": "regelsættet i nøglen 'match': "}[lang]
    assert _reason(tmp_path, _raw(_set("match.ruleset.grid", "5x5"))).startswith(where)


@pytest.mark.parametrize(("code", "english"), [
    ("flip:99", "no position 100 in a 2×3 grid, which has positions 1–6 (codes count from 0)"),
    ("fly:2", "not an action code"),
    ("knock", "not legal at that point of the match: this ruleset has no knocking"),
])
def test_english_is_the_engines_own_message(code: str, english: str) -> None:
    data = _match_dict()
    data["actions"].append(code)
    with pytest.raises(MatchFormatError) as caught:
        match_from_dict(data, "key 'match'")  # as the autosave names it
    assert str(caught.value) == f"key 'match': action 31, '{code}': {english}"
    if code != "knock":  # a refused move is worded as the table words it
        assert record_error_text(caught.value) == str(caught.value)
    else:
        assert record_error_text(caught.value) == (
            "key 'match': action 31, 'knock': not legal at that point of the match: This ruleset"
            " has no knocking")


def test_every_code_has_a_message() -> None:
    """The ruleset's problems are worded by ruleset_words, a refused move by the table's."""
    assert set(RECORD_PROBLEMS) - {"ruleset", "illegal_action"} == set(RECORD)


def test_an_error_with_no_code_is_its_message() -> None:
    i18n.set_language("da")
    assert record_error_text(MatchFormatError("plain words")) == "plain words"
    odd = MatchFormatError("match: said otherwise", "seed_not_integer", "match")
    assert record_error_text(odd) == "match: said otherwise"  # not a translation of other words


def test_a_history_entrys_match_is_told_in_the_players_language() -> None:
    """The history screen's "This match cannot be shown: …" names the entry and the reason."""
    m = _match(0)
    rng = random.Random(1)
    while not m.finished:
        m = play(m, rng.choice(legal_actions(m.hole)))
    entry = entry_from_match(m, ("human", "human", "normal"), "2026-01-01T12:00:00+00:00")
    entry.match["actions"].append("flip:99")
    n = len(entry.match["actions"])
    i18n.set_language("sv")
    with pytest.raises(MatchFormatError) as caught:
        entry.rebuild()
    assert record_error_text(caught.value) == (
        f"historikposten från 2026-01-01T12:00:00+00:00: drag {n}, 'flip:99': ingen plats 100 i"
        " ett 2×3-rutnät, som har platserna 1–6 (koderna räknar från 0)")
