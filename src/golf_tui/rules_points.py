"""The common page's table of the cards' points made a table's (``card_rows``): a row the
ruleset's values do not hold replaced by a row per rank with the ruleset's points, each rank by
its name in the language asked for ("Jack | 11"; "Knekt (Kn)")."""

from __future__ import annotations

import re

from .breakdown import minus
from .engine.ruleset import Ruleset
from .i18n import current_language, translation
from .rules_facts import _FACE_VALUES, _facts

# The rows of the common page's table of the cards' points, by the ``<!-- only: KEY -->`` that
# marks each (``_facts``: the presets' values), and the ranks each gives.
_CARD_ROWS: dict[str, tuple[str, ...]] = {
    "ace_one": ("A",),
    "two_plus": ("2",),
    "two_minus": ("2",),
    "face_values": tuple(_FACE_VALUES),
    "jack_queen_ten": ("J", "Q"),
    "king_zero": ("K",),
    "house_jokers": ("JK",),
}
_CARD_ROW = re.compile(r"^\|.*\| ?<!-- only: ([a-z_]+) -->$")


def _card_name(code: str, lang: str) -> str:
    """A rank as the common page's table of points names it ("Jack"; "Knekt (Kn)")."""
    t = translation(lang)
    names = {
        "A": t.pgettext("card table", "Ace"),
        "J": t.pgettext("card table", "Jack"),
        "Q": t.pgettext("card table", "Queen"),
        "K": t.pgettext("card table", "King"),
        "JK": t.pgettext("card table", "Joker"),
    }
    return names.get(code, code)


def card_rows(text: str, ruleset: Ruleset, lang: str | None = None) -> str:
    """``text`` (the common page) with its table of the cards' points made this ruleset's: a
    row the ruleset's values do not hold (``<!-- only: KEY -->``, ``_CARD_ROWS``) is replaced by
    one row for each of its ranks with the ruleset's points ("Jack | 11", "Queen | 12"), unless
    another row of the page gives those ranks (the 2 has one row for +2 and one for −2). The
    table said "Jack, Queen | 10 each" under a custom ruleset's "J = 11, Q = 12", and "King |
    0" under its "K = −1"; a joker only by a house rule's jokers and "negative", where the
    ruleset itself had them."""
    facts = _facts(ruleset)
    kept = {rank for line in text.splitlines() if (mark := _CARD_ROW.match(line))
            and mark.group(1) in _CARD_ROWS and facts[mark.group(1)]
            for rank in _CARD_ROWS[mark.group(1)]}
    out: list[str] = []
    given = set(kept)
    points: dict[str, int] = {str(code): n for code, n in ruleset.values.items()}
    for line in text.splitlines():
        mark = _CARD_ROW.match(line)
        key = mark.group(1) if mark else ""
        if key not in _CARD_ROWS or facts[key]:
            out.append(line)
            continue
        for rank in _CARD_ROWS[key]:
            if rank in given or (rank == "JK" and not ruleset.jokers_per_deck):
                continue
            given.add(rank)
            out.append(f"| {_card_name(rank, lang or current_language())} |"
                       f" {minus(points[rank])} |")
    return "\n".join(out)
