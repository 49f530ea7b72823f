"""Reading golf-tui's own JSON files (the autosave, the history, the settings) without ever
raising anything but ``JsonTextError``.

``json.loads`` has three ways to fail besides ``JSONDecodeError``: ``UnicodeDecodeError`` for
bytes that are not UTF-8, ``RecursionError`` for a file nested deeper than the interpreter's
stack (``[[[[…]]]]``, a hundred thousand deep, stopped the game at start-up), and a plain
``ValueError`` for a whole number of more than 4,300 digits (Python's limit on converting text
to an int), which slipped past handlers that caught only ``JSONDecodeError``. Each reader names
its file; this module says what is wrong with the text, in the player's language.

Standard library only: the settings file is read before the first frame.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Literal, TypeGuard

from .i18n import _

Problem = Literal["not_utf8", "not_json"]


def is_whole(value: Any) -> TypeGuard[int]:
    """Whether a value read from JSON is a whole number: JSON's ``true`` and ``false`` come back
    as Python bools, which are ints too, and are not numbers in any of golf-tui's files."""
    return isinstance(value, int) and not isinstance(value, bool)


class JsonTextError(ValueError):
    """Bytes that are not a JSON document golf-tui can read. ``problem`` says which kind
    (``not_utf8`` or ``not_json``), ``detail`` the parser's words (for ``not_json``), and the
    message says both in the current language."""

    def __init__(self, problem: Problem, detail: str = "") -> None:
        self.problem = problem
        self.detail = detail
        super().__init__(_("not UTF-8 text") if problem == "not_utf8"
                         else _("not valid JSON (%(problem)s)") % {"problem": detail})


def parse_json(raw: bytes) -> Any:
    """The JSON document in ``raw``; raises JsonTextError, and nothing else, when there is
    none."""
    try:
        # a byte order mark is no part of the document (RFC 8259 lets a reader ignore it):
        # a file edited by hand in Notepad ("UTF-8") starts with one
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise JsonTextError("not_utf8") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise JsonTextError("not_json", str(e)) from None
    except RecursionError:  # json recurses once per level of nesting
        raise JsonTextError("not_json", _("nested too deeply")) from None
    except ValueError:  # int(): more digits than sys.get_int_max_str_digits() allows
        limit = sys.get_int_max_str_digits()
        raise JsonTextError("not_json", _("a number of more than %(digits)d digits")
                            % {"digits": limit}) from None
