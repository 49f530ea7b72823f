"""The commands' output where the terminal's encoding cannot hold it: in ASCII, not an error.

Python writes to a terminal in the encoding its locale names, and the commands' words hold
signs no 8-bit encoding has (``−7``, ``2×3``, ``·``, ``★``, ``…``) and names any may lack
("Søren" in ASCII, "Zoë" on a Cyrillic terminal). Where the encoding cannot hold one, every
command failed on it (``golf-tui: 'ascii' codec can't encode character '\\u2212'``), and
``--help`` with a traceback. ``plain_streams`` gives standard output and standard error an error
handler that writes each such character as the app's ASCII mode does (``ascii_signs``: ``−`` as
``-``, ``×`` as ``x``), a letter as its base letter (``é`` as ``e``, ``ø`` as ``o``), else ``?``.
A terminal whose encoding holds them all (UTF-8) is left as it is.

JSON is data, not words: ``json_out`` writes it whole, as UTF-8 text where the terminal holds it
and with JSON's own escapes (``"S\\u00f8ren"``) where it does not, so no name is lost to ``?``.
"""

from __future__ import annotations

import codecs
import io
import json
import sys
import unicodedata
from typing import Any

from ..app.ascii_signs import ascii_text

HANDLER = "golf_tui.ascii"  # the name the error handler is registered under

# Letters with no base letter in Unicode's decomposition, as ASCII writes them
LETTERS = {"Æ": "AE", "æ": "ae", "Ø": "O", "ø": "o", "Œ": "OE", "œ": "oe", "ß": "ss",
           "Đ": "D", "đ": "d", "Ł": "L", "ł": "l", "Þ": "Th", "þ": "th", "ı": "i"}

# The signs the commands write most, one of which an encoding that cannot hold them lacks
SIGNS = "−×·★…–—"


def ascii_char(ch: str) -> str:
    """``ch`` in ASCII: as ASCII mode draws a sign, a letter as its base letter, else ``?``."""
    sign = ascii_text(ch)
    if sign.isascii():
        return sign
    if ch in LETTERS:
        return LETTERS[ch]
    base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    return base if base and base.isascii() else "?"


def _in_ascii(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start:error.end]
    return "".join(ascii_char(ch) for ch in text), error.end


codecs.register_error(HANDLER, _in_ascii)


def holds(encoding: str, text: str = SIGNS) -> bool:
    """Whether ``encoding`` can write ``text``."""
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def plain_streams() -> None:
    """Standard output and error, where their encoding lacks the commands' signs, write what it
    cannot hold in ASCII (``HANDLER``) rather than fail."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and not holds(stream.encoding):
            stream.reconfigure(errors=HANDLER)


def json_out(value: Any, indent: int | None = None) -> str:
    """``value`` as JSON text for standard output: its characters as they are where the output's
    encoding holds them all, else escaped (``\\u00f8``), which every JSON reader reads back."""
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    return text if holds(encoding, text) else json.dumps(value, indent=indent)
