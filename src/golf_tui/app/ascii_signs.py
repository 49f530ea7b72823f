"""ASCII mode's signs: every sign the game, its catalogs or Textual draws, and the ASCII drawn
for it where the terminal cannot show Unicode (the app's ``-ascii`` class).

ASCII mode draws only ASCII, save the letters of a language: æ, ø, å, ä, ö and é are the words'
own letters, not signs, and stay. Two steps, one table (``ASCII_SIGNS``):

- ``ascii_text`` writes a text the game composes in ASCII before it is laid out, so it may grow:
  ``ctrl+↑`` becomes ``ctrl+Up``, ``…`` three dots (the setup, its keys, the footers' keys);
- ``ascii_cells`` is the last word, run on every cell drawn (``ascii_filter``), so it keeps each
  sign's width: it catches what no text of ours went through, a sign in a translated text or
  the rules, Textual's frames, scrollbars, bullets and icons.

``glyphs`` writes the cards themselves (``7h``, ``##``). Standard library only (Rich's cell
widths are loaded when first drawn): the app imports this before its first frame.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache


def _box_drawing(name: str) -> str:
    """A line of the box-drawing block as ASCII: ``-``, ``|``, ``+`` where lines meet. A double
    line is ``=`` (a card in a pair: "=4h  3=" between "+=====+"), a heavy one ``*`` (the
    cursor's frame, its mark alone: it was "+=====+" too, with "|" sides, a pair's look
    without colour) and a dashed one ``.`` (``:`` down, a peeked card), so that each frame
    that marks a card stands out without colour."""
    if name in ("BOX DRAWINGS HEAVY HORIZONTAL", "BOX DRAWINGS HEAVY VERTICAL"):
        return "*"
    if "DIAGONAL" in name:
        return "X" if "CROSS" in name else "/" if "UPPER RIGHT" in name else "\\"
    words = set(name.split())
    across = bool(words & {"HORIZONTAL", "LEFT", "RIGHT"})
    down = bool(words & {"VERTICAL", "UP", "DOWN"})
    if across and down:
        return "+"
    if "DASH" in words:
        return "." if across else ":"
    if across:
        return "=" if words & {"HEAVY", "DOUBLE"} else "-"
    # a double line down is "=" too: a card in a pair reads "=4h  3=" between "+=====+" (its
    # frame as the compact "=Q♣=" has it)
    return "=" if "DOUBLE" in words else "|"


def _block(name: str) -> str:
    """A block element as ASCII: shades, the full block and the card backs' quadrants are
    ``#``; a part of a cell (a scrollbar's end, a tall frame's edge) is left blank."""
    whole = "SHADE" in name or "FULL" in name
    quadrants = "QUADRANT" in name and " AND " in name  # two or three of a cell's four
    return "#" if whole or quadrants else " "


def _signs() -> dict[str, str]:
    signs = {chr(c): _box_drawing(unicodedata.name(chr(c))) for c in range(0x2500, 0x2580)}
    signs.update({chr(c): _block(unicodedata.name(chr(c))) for c in range(0x2580, 0x25A0)})
    signs.update({
        # the game's separators, dashes, signs and quotes (its texts and the catalogs')
        "·": "|", "•": "*", "…": ".", "–": "-", "—": "-", "−": "-", "‐": "-", "‑": "-",
        "×": "x", "±": "+", "§": "S", "«": '"', "»": '"', "“": '"', "”": '"', "„": '"',
        "‘": "'", "’": "'", "‚": "'", "\u00a0": " ", "\u202f": " ",
        # marks: arrows, buttons, ticks, warnings, the best hole
        # a list's ▼ (Textual's select, the only one drawn) is ">", as a settings row that
        # opens a list has it: "v" is a seat's Move down beside it ("Human > ^ v x")
        "▲": "^", "▼": ">", "▶": ">", "◀": "<", "►": ">", "◄": "<", "↑": "^", "↓": "v",
        "←": "<", "→": ">", "⏎": "<", "⌫": "<", "✓": "+", "✔": "+", "✕": "x", "✗": "x",
        "✖": "x", "⚠": "!", "★": "*", "☆": "*", "⭑": "*", "▪": "*", "‣": ">", "◦": "o",
        "●": "*", "○": "o",
        # suits, as ASCII cards name them
        "♥": "h", "♦": "d", "♣": "c", "♠": "s", "♡": "h", "♢": "d", "♧": "c", "♤": "s",
        # Textual's: the command palette's search icon (two cells wide)
        "🔎": "> ",
    })
    return signs


ASCII_SIGNS: dict[str, str] = _signs()
"""Each sign as ASCII of its own width (a frame, a column or a card stays in place)."""

# Names of keys, where a text names a key by a sign: ``ctrl+↑`` is ``ctrl+Up`` in ASCII.
ASCII_KEYS = {"↑": "Up", "↓": "Down", "←": "Left", "→": "Right", "⏎": "Enter",
              "⌫": "Backspace"}

# The marks of a text cut short. Drawn one cell for one cell, a "…" is a full stop, and a cut text
# would read as a whole one ("the Q♠ went…" as "the Qs went.", "Kristoff…" as "Kristoff."): in
# ASCII mode a line cut short ends in three dots, as ``ascii_text`` writes every "…"; a name cut
# to fit a frame's title, which has no cells to spare, in "~" (one cell, as "…" is: the narrowest
# box keeps "K~i 12+3" where "K...i" would cost it the total).
CUT = "…"
ASCII_CUT = "..."
ASCII_NAME_CUT = "~"


def line_cut(ascii: bool) -> str:
    """The mark that ends a line cut short (the status line, the narration, the prompt):
    ``…``, in ASCII mode ``...``."""
    return ASCII_CUT if ascii else CUT


def name_cut(ascii: bool) -> str:
    """The mark of a name cut short in an opponent's frame or the hand's label
    (``opponents.shorten``): ``…``, in ASCII mode ``~`` ("Kristoff~")."""
    return ASCII_NAME_CUT if ascii else CUT


_ASCII_TEXT = str.maketrans({**ASCII_SIGNS, **ASCII_KEYS, CUT: ASCII_CUT})


def is_letter(ch: str) -> bool:
    """A letter of a language (æ, ø, å, ä, ö, é), or an accent written on one: kept in ASCII
    mode. (A variation selector, which combines with nothing, is not one.)"""
    category = unicodedata.category(ch)
    return category[0] == "L" or (category[0] == "M" and unicodedata.combining(ch) > 0)


def ascii_text(text: str, ascii: bool = True) -> str:
    """``text`` as the game writes it in ASCII mode, before it is laid out (it may grow): keys
    by name (``ctrl+↑`` as ``ctrl+Up``), ``…`` as ``...``, and every other sign as
    ``ASCII_SIGNS`` has it (``Start ▶`` → ``Start >``, ``2×3`` → ``2x3``, ``−2`` → ``-2``); as
    it is unless ``ascii``."""
    return text.translate(_ASCII_TEXT) if ascii and not text.isascii() else text


def ascii_words(words: str) -> str:
    """A key's words in a footer in ASCII mode: as ``ascii_text`` writes them, less a "…" at
    their end. There it is no cut but the sign that a choice follows ("Flip…": which card?),
    and neither ASCII form reads right: one cell for one cell it was a full stop ("f Flip."),
    and "..." says a word was cut and costs the footer two cells a key."""
    return ascii_text(words.removesuffix(CUT))


def ascii_key(key: str) -> str:
    """A key as Textual shows it (``^↑``, ``⏎``) in ASCII: ``^Up``, ``Enter``; the scroll
    keys' ``↑↓`` as ``Up/Down`` (not ``UpDown``)."""
    return ascii_text(key.replace("↑↓", "↑/↓"))


@lru_cache(maxsize=4096)
def ascii_cells(text: str) -> str:
    """``text`` as drawn in ASCII mode, cell for cell: each sign as ``ASCII_SIGNS`` has it, a
    letter of a language as it is, and any other sign as ``?`` (one a cell). As wide as
    ``text``, whatever its signs combine into (an emoji's variation selector widens it)."""
    from rich.cells import cell_len, set_cell_size

    drawn = "".join(ch if ch.isascii() or is_letter(ch) else ASCII_SIGNS.get(ch)
                    or "?" * cell_len(ch) for ch in text)
    width = cell_len(text)
    return drawn if cell_len(drawn) == width else set_cell_size(drawn, width)
