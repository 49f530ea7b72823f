"""How ``golf-tui history`` and ``golf-tui stats`` lay their lines out: the width (``out_width``:
80, or a narrower terminal's, or ``COLUMNS``'), lines broken between words only (``_wrapped``,
``_parts_lines``), a name or a title kept whole where a line breaks (``_kept``, ``_unglued``), and
a number with the scorecard's minus sign (``_minus``)."""

from __future__ import annotations

import os
import shutil
import sys
import textwrap

from rich.cells import cell_len

# The width ``golf-tui history`` lays its lines out in: a terminal's where it is narrower, else
# this (piped, the same layout wherever it goes, but where ``COLUMNS`` says narrower). An
# 18-hole scorecard's rows were 101 characters, the list's lines up to 122 with eight players,
# each wrapped mid-row at 80.
WIDTH = 80


def out_width() -> int:
    """``WIDTH``, or the terminal's width where stdout is a narrower terminal; piped, the width
    ``COLUMNS`` gives where it is narrower (a terminal's width is read from it first too).
    ``COLUMNS=60 golf-tui stats | less`` laid out 80 wide: piped output ignored it."""
    try:
        tty = sys.stdout.isatty()
    except (AttributeError, ValueError, OSError):  # replaced, or closed
        tty = False
    if not tty:
        return min(WIDTH, _columns() or WIDTH)
    return max(1, min(WIDTH, shutil.get_terminal_size((WIDTH, 24)).columns))


def _columns() -> int | None:
    """The width ``COLUMNS`` sets, or None where it is unset or no positive whole number (as
    ``shutil.get_terminal_size`` reads it: "abc" or 0 is no width)."""
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:
        return None
    return columns if columns > 0 else None


# Joins the words of a name or a title where a line is wrapped (``_kept``), a space again once
# it is (``_unglued``): "won by Bot" ended a line of ``golf-tui history``, "1 (hard)" began the
# next, and "+" stood alone. No name or title holds it (control characters are refused).
GLUE = "\x00"


def _kept(text: str) -> str:
    """``text`` as one word to ``textwrap``: a name, a title, a length."""
    return text.replace(" ", GLUE)


def _unglued(lines: list[str]) -> list[str]:
    return [line.replace(GLUE, " ") for line in lines]


def _wrapped(text: str, width: int, first: str, hang: str) -> list[str]:
    """``text`` broken between its words only (a ruleset's "norwegian-4" whole, too)."""
    return textwrap.wrap(text, width, initial_indent=first, subsequent_indent=hang,
                         break_long_words=False, break_on_hyphens=False) or [first]


def _parts_lines(parts: list[str], width: int, first: str, hang: str) -> list[str]:
    """``parts`` joined by "; " on as few lines as they fit, the first line indented ``first``,
    the rest ``hang``; a line broken after a part keeps its ";"."""
    lines: list[str] = []
    line = ""
    for i, part in enumerate(parts):
        part += ";" if i < len(parts) - 1 else ""
        indent = hang if lines else first
        if line and cell_len(f"{line} {part}") <= width:
            line = f"{line} {part}"
            continue
        if line:
            lines.append(line)
            indent = hang
        *whole, line = _wrapped(part, width, indent, hang)
        lines += whole
    lines.append(line)
    return lines


def _rjust(text: str, width: int) -> str:
    return " " * (width - cell_len(text)) + text


def _minus(n: int) -> str:
    """``breakdown.minus``, loaded when a number is written: breakdown brings the engine (and
    pydantic), which the quick start's first frame, importing this module, must not load."""
    from ..breakdown import minus

    return minus(n)
