"""The characters a text the game shows as written may not hold (the standard library only).

A ruleset's name, titles, descriptions and option names are checked with ``first_control``
(``ruleset.py``), players' names with ``has_control`` (``golf_tui.names``, which gives both to
the rest of the game): what reaches the terminal as it is must not hold an escape, a line break
or a direction override.
"""

from __future__ import annotations

import unicodedata

REFUSED = ("Cc", "Cs", "Zl", "Zp")  # control characters, surrogates, line and paragraph breaks

# The characters that turn the direction of the text after them (U+202A…U+202E, U+2066…U+2069):
# a name drops them (``names.clean_name``); in a text kept as written they would turn what
# follows.
BIDI_CONTROLS = ("LRE", "RLE", "PDF", "LRO", "RLO", "LRI", "RLI", "FSI", "PDI")


def has_control(name: str) -> bool:
    """Whether ``name`` holds a control character, a line break or a lone surrogate."""
    if name.isprintable():  # at C speed: all those are unprintable (ruleset loads check many)
        return False
    return any(unicodedata.category(c) in REFUSED for c in name)


def first_control(text: str) -> str | None:
    """The first character of ``text`` that a text shown as written (a ruleset's title or
    description) may not hold: what ``has_control`` refuses, or a direction override."""
    if text.isprintable():  # at C speed: those are all unprintable (Cc, Cs, Zl, Zp, Cf)
        return None
    return next((c for c in text
                 if has_control(c) or unicodedata.bidirectional(c) in BIDI_CONTROLS), None)
