"""Why a saved match record cannot be read back, in the player's language.

The engine says why in English (``str(e)``) and keeps the parts (``MatchFormatError.code``,
``source``, ``params``, a ruleset's ``problems``, a refused action as ``cause``). Here each code
has a message whose English is the engine's own line, so English output does not change;
another language gets its translation. An error with no code, or one whose English line the
message would not give back exactly, keeps its English line.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .engine import IllegalAction, MatchFormatError
from .i18n import N_, _
from .refusal_words import refusal_text  # the table's words for a refused move
from .ruleset_words import problem_text

# ``%(source)s`` is where the record is: the autosave's key ``match`` (``KEY``) or a history
# entry.
RECORD: dict[str, str] = {
    "not_an_object": N_("%(source)s: expected a JSON object"),
    "unknown_format": N_("%(source)s: format %(version)s is not between %(first)d and %(last)d"),
    "missing_key": N_("%(source)s: missing key %(key)s"),
    "players_not_names": N_("%(source)s: 'players' must be a list of names"),
    "seed_not_integer": N_("%(source)s: 'seed' must be an integer"),
    "actions_not_codes": N_("%(source)s: 'actions' must be a list of action codes"),
    "not_an_action_code": N_("%(source)s: action %(index)d, %(text)s: not an action code"),
    "off_grid": N_("%(source)s: action %(index)d, %(text)s: no position %(shown)s in a"
                   " %(rows)d×%(cols)d grid, which has positions 1–%(size)d (codes count"
                   " from 0)"),
    "player_count": N_("%(source)s: %(ruleset)s is for %(min)d–%(max)d players, not"
                       " %(players)d"),
    "same_names": N_("%(source)s: player names must be different"),
}
RULESET_OF = N_("%(source)s ruleset")  # where a history entry's ruleset is
# A key of the file as the source ("key 'match'"): the key as it is written in the file, quoted,
# the words around it in the player's language (Swedish said "match: drag 57", the key read as
# a word left untranslated)
KEY = N_("key %(key)s")
KEY_RULESET = N_("the ruleset in key %(key)s")
_KEY_SOURCE = re.compile(r"key ('[^']*')")
# an action the rules refuse, which, and why as the table says it
REFUSED = N_("%(source)s: action %(index)d, %(text)s: not legal at that point of the match:"
             " %(reason)s")


def key_source(key: str) -> str:
    """The source of a record kept under ``key`` of a file, as the engine names it in English
    ("key 'match'"): ``record_error_text`` words it in the player's language."""
    return f"key {key!r}"


def _source(source: str, ruleset: bool = False) -> str:
    """``source`` in the player's language: a key of the file stays as it is written."""
    key = _KEY_SOURCE.fullmatch(source)
    if key is None:
        return _(RULESET_OF) % {"source": source} if ruleset else source
    return _(KEY_RULESET if ruleset else KEY) % {"key": key.group(1)}


def _render(e: MatchFormatError, say: Callable[[str], str]) -> str | None:
    values = {**e.params, "source": e.source if say is not _ else _source(e.source)}
    if e.code == "missing_key":
        values["key"] = repr(values.get("key"))
    try:
        return say(RECORD[e.code]) % values
    except (KeyError, TypeError, ValueError):  # no message, or params not as expected
        return None


def record_error_text(e: MatchFormatError) -> str:
    """The reason, in the current language (its English where it has no message)."""
    if e.code == "ruleset" and e.problems:
        where = _source(e.source, ruleset=True)
        return "\n".join(problem_text(p, where) for p in e.problems)
    if e.code == "illegal_action" and isinstance(e.cause, IllegalAction):
        reason = refusal_text(e.cause).removesuffix(".")
        return _(REFUSED) % {**e.params, "source": _source(e.source), "reason": reason}
    if _render(e, lambda text: text) != str(e):
        return str(e)
    return _render(e, _) or str(e)
