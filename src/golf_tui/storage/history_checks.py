"""What a history file may hold, field by field: the checks ``_entry_from_json`` reads each field
with (a list of texts, of whole numbers, one per player, a seat's kind, a text printed as it is),
each refusal a ``HistoryFileError`` that says which field and why (``NewerHistoryError``,
``HistoryFileNotRead``: a file left where it is), and the moment a match finished: checked
(``check_moment``) and shown in this computer's time zone (``local_minute``)."""

from __future__ import annotations

from datetime import datetime, timedelta
from functools import cache
from typing import Any

from ..bots import BOT_KINDS
from ..i18n import _
from ..json_text import is_whole
from ..names import first_control
from .history_names import HUMAN


class HistoryFileError(Exception):
    """A history file that cannot be used; the message says which field and why, without the
    file's name (``read_history`` names it once)."""


class NewerHistoryError(HistoryFileError):
    """A history file written by a newer golf-tui: left where it is, for that version."""


class HistoryFileNotRead(HistoryFileError):
    """A history file the system would not let be read now (no permission, a disk error, too
    many files open): nothing says it is damaged, so it is left where it is."""


def _texts(data: dict[str, Any], key: str) -> tuple[str, ...]:
    value = data.get(key)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise HistoryFileError(_("'%(field)s' is missing or not a list of texts")
                               % {"field": key})
    return tuple(value)


def _shown_as_written(text: str, key: str) -> None:
    """Refuse a text that ``golf-tui history`` and ``stats`` would print as it is (the
    ruleset's name, a house rule, a computer's level) holding a control character or a
    direction override: an escape in it reached the terminal (its colours, its title). Raises
    HistoryFileError."""
    char = first_control(text)
    if char is not None:
        raise HistoryFileError(_("'%(field)s' holds a control character (U+%(code)04X)")
                               % {"field": key, "code": ord(char)})


def _known_kinds(kinds: tuple[str, ...]) -> None:
    """Refuse a seat's kind that is neither a person nor a computer level of this version
    (``"godlike"`` by hand): it was listed and counted as a level ("godlike bot … (bot level)"),
    as if a match had been played against one. Raises HistoryFileError."""
    for n, kind in enumerate(kinds, start=1):
        if kind != HUMAN and kind not in BOT_KINDS:
            raise HistoryFileError(
                _("'%(field)s' names an unknown kind for player %(n)d: %(kind)s (kinds:"
                  " %(kinds)s)") % {"field": "kinds", "n": n, "kind": repr(kind),
                                    "kinds": ", ".join((HUMAN, *BOT_KINDS))})


def _numbers(value: Any, key: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(is_whole(v) for v in value):
        raise HistoryFileError(_("'%(field)s' is missing or not a list of whole numbers")
                               % {"field": key})
    return tuple(value)


def _per_player(values: tuple[Any, ...], key: str, players: int) -> None:
    if len(values) != players:
        raise HistoryFileError(_("'%(field)s' should have one entry per player (%(players)d),"
                                 " not %(count)d")
                               % {"field": key, "count": len(values), "players": players})


def check_moment(finished_at: Any) -> str:
    """``finished_at`` as golf-tui writes it: a date and time with its offset from UTC (a
    moment, shown in the computer's own zone), and one that exists in every zone: golf-tui
    shows it in local time, and "9999-12-31T23:59:59-12:00" is past the end of the calendar
    there."""
    try:
        if not isinstance(finished_at, str):
            raise ValueError(finished_at)
        moment = datetime.fromisoformat(finished_at)
    except ValueError:
        raise HistoryFileError(_("'finished_at' is missing or not a date and time")) from None
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise HistoryFileError(_("'finished_at' has no offset from UTC (golf-tui writes the"
                                 " moment, e.g. %(example)s)")
                               % {"example": "2026-01-01T12:00:00+00:00"})
    try:
        (moment - _EDGE).astimezone()
        (moment + _EDGE).astimezone()
    except (OverflowError, OSError, ValueError):
        raise HistoryFileError(_("'finished_at' is not a date golf-tui can show (%(value)s)")
                               % {"value": finished_at}) from None
    return finished_at


_EDGE = timedelta(days=2)  # more than any zone's offset from UTC, either way


@cache
def local_minute(stamp: str, *, seconds: bool = False) -> str:
    """A moment golf-tui wrote (``finished_at``, an autosave's ``saved_at``), to the minute, in
    this computer's time zone ("2026-12-03 20:15"), or to the second ("2026-12-03 20:15:07");
    a stamp that is not a moment is shown as it is written."""
    try:
        moment = datetime.fromisoformat(stamp)
        if moment.tzinfo is not None:
            # a moment near the ends of the calendar may not exist in this zone
            # ("9999-12-31T23:59:59-12:00"): OverflowError, or OSError from the platform
            moment = moment.astimezone()
    except (ValueError, OverflowError, OSError):
        return stamp[:19 if seconds else 16].replace("T", " ")
    return moment.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")
