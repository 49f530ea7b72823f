"""Where a line of the table's text breaks into rows: at a space, as Textual breaks it, except
before a key hint or after a key that its words follow.

Textual breaks a line at any space, a no-break space too, so a refusal joined to the prompt
left its last key hint alone on a row of its own at 80 columns ("… Put the 10♦ in your grid" /
"(1–6)."; "… Flip 2 cards: press" / "1–6"). ``rows`` chooses the breaks itself and hands
Textual rows that fit: a key hint ("(t)", "(1–6).", "1–6", the "l" of "l Log", the "?" of
"? lists the keys") stays with the word before it, and a key with its words after it stays
with them. The glued words are one word to Textual's own line division (``Content.wrap``);
a unit wider than the row breaks at its spaces after all, as Textual would break it.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from rich.cells import cell_len
from textual.content import Content

# a key as the table's texts name one: a letter, digit or sign of its own (d, 3, ?, +, -), the
# digits of a run of positions (1–6), ctrl with a letter
KEY = r"(?:[^\W_]|[?+\-]|\d+(?:[–-]\d+)?|ctrl\+\w)"
PUNCT = r"[.,;:!?)]*"
# a word that is a key hint wherever it stands, kept with the word before it: a key in brackets
# ("(t).", "(1–6)", "(d," and the "k)" of "(d, t or k)"), positions ("1–6", "3,"), a sign ("?")
HINT = re.compile(rf"\({KEY}\)?{PUNCT}|{KEY}\){PUNCT}|\d+(?:[–-]\d+)?{PUNCT}|[?+\-]{PUNCT}")
# a letter that is a key where a word in capitals follows it, as the footer names one ("l Log",
# "t Take"): kept with the word before it too
LETTER = re.compile(r"[^\W_]")
# a key alone, or a word of one letter, kept with the word after it ("w to go on", "l Log", "(?
# lists the keys)", "a card")
ALONE = re.compile(rf"\(?{KEY}")
# a bracket that a key opens ("(d, t or k)", "(1, 3 or 5)", "(? lists the keys)"): its words
# kept together
BRACKET = re.compile(rf"\({KEY}(?!\w)[^()]*\)")
# a space the line does not break at, as Textual divides the line: a character of one cell
# that is no space (of the private use area: no text of the game holds one)
GLUE = "\ue000"


def glued(line: str) -> str:
    """``line`` with ``GLUE`` for each single space that must not break (``HINT``, ``LETTER``,
    ``ALONE``, ``BRACKET``)."""
    out = list(line)
    words = list(re.finditer(r"\S+", line))
    for i, (before, after) in enumerate(itertools.pairwise(words)):
        if line[before.end():after.start()] != " ":
            continue
        then = words[i + 2].group() if i + 2 < len(words) else ""
        if (HINT.fullmatch(after.group()) or ALONE.fullmatch(before.group())
                or (LETTER.fullmatch(after.group()) and then[:1].isupper())):
            out[before.end()] = GLUE
    for bracket in BRACKET.finditer(line):
        for at in range(bracket.start(), bracket.end()):
            if line[at] == " ":
                out[at] = GLUE
    return "".join(out)


def rows(text: str, width: int) -> list[str]:
    """``text`` broken into rows of at most ``width`` cells, each of its lines on rows of its
    own, as Textual breaks it but for the key hints (the module's docstring); a word wider
    than the row is cut across rows, as Textual cuts it. No row ends in a space."""
    return list(_rows(text, max(1, width)))


@lru_cache(maxsize=1024)
def _rows(text: str, width: int) -> tuple[str, ...]:
    """``rows``, kept: fitting a recap asks for the rows of the same texts at the same width
    many times a render (each form of each move, ``InfoLine.lines_for``)."""

    def unit(m: re.Match[str]) -> str:  # a glued unit wider than the row: its spaces break
        return m.group() if cell_len(m.group()) <= width else m.group().replace(GLUE, " ")

    marked = re.sub(r"\S+", unit, glued(text))
    return tuple(row.plain.replace(GLUE, " ").rstrip() for row in Content(marked).wrap(width))
