"""The table's own notes on a preset's page: a sentence quoting a number that ``--rule`` can
change ends with ``<!-- table: KEY -->``, made a note of what this table plays where it was
changed ("A match is 9 holes. **At this table:** 1 hole, lowest total wins.";
``table_notes``), the mark dropped elsewhere."""

from __future__ import annotations

import re
from collections.abc import Callable

from .engine.ruleset import Ruleset
from .i18n import translation
from .rules_changes import preset_changes
from .rules_settings import (
    describe_joker,
    describe_knock_penalty,
    describe_match_end,
    describe_peek_penalty,
    describe_values,
)

_TABLE = re.compile(r" ?<!-- table: ([A-Za-z_.]+) -->")


def table_notes(text: str, ruleset: Ruleset, lang: str | None = None) -> str:
    """A preset's page with its ``<!-- table: KEY -->`` marks, each after a sentence that quotes
    a number (or a choice) of the setting KEY or of the settings under it (``match``: "A match
    is 9 holes", "After 9 holes the lowest total wins"; ``values``, ``values.JK``,
    ``knock_penalty.points``, ``knock_penalty.tie_counts_as_lowest``, ``peek_penalty``;
    ``_NOTED``), made a note of what this table plays where it was changed: "A match is 9 holes.
    **At this table:** 1 hole, lowest total wins." With ``match.holes=1`` the page said "After 9
    holes the lowest total wins" while the list of the table's settings said 1 hole; the notice
    at the top, many lines up, was all that reconciled them. Elsewhere the marks are dropped.
    The note names no ``--rule``: the setup's match lengths are the same change (a family that
    chose "3 hål" read "(--rule match.holes=3)", a flag it never typed), and a ruleset, saved or
    not, does not tell which it was."""
    changed = preset_changes(ruleset) or []
    t = translation(lang)

    def note(mark: re.Match[str]) -> str:
        key = mark.group(1)
        describe = _NOTED.get(key)
        if describe is None:
            raise ValueError(f"docs/rules: unknown key {key!r} in <!-- table: {key} -->")
        rules = [c for c in changed if _noted_by(key, c.partition("=")[0])]
        if not rules:
            return ""
        # Translators: after a sentence of the preset's page that quotes another number:
        # "**At this table:** 1 hole, lowest total wins."
        return " " + t.gettext("**At this table:** %(setting)s.") % {
            "setting": describe(ruleset, lang)}

    return _TABLE.sub(note, text)


def _noted_by(mark: str, key: str) -> bool:
    """Whether a ``<!-- table: mark -->`` line quotes setting ``key`` (``match.holes`` for
    ``match``); the jokers' value is not among the card values the pages' lines list."""
    if mark == "values" and key == "values.JK":
        return False
    return key == mark or key.startswith(mark + ".")


# What a ``<!-- table: KEY -->`` line's note says the table plays (``table_notes``).
_NOTED: dict[str, Callable[[Ruleset, str | None], str]] = {
    "match": describe_match_end,
    "values": describe_values,
    "values.JK": describe_joker,
    "knock_penalty.points": describe_knock_penalty,
    "knock_penalty.tie_counts_as_lowest": describe_knock_penalty,
    "peek_penalty": describe_peek_penalty,
}
