"""Data in Markdown as plain text: a ruleset's name, title and description, its house rules'
titles and keys are written by whoever wrote the file (or ``--rule title=…``), and the rules
screen shows them as they are, never as Markdown: ``[x](http://…)`` is no link there, ``# x`` no
heading and ``*x*`` no emphasis."""

from __future__ import annotations

import re

_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")  # ASCII punctuation, each may be escaped


def md_text(text: str) -> str:
    """``text`` as Markdown that shows it as it is, on one line: every ASCII punctuation mark
    escaped with a backslash (CommonMark allows it of each), line breaks as spaces."""
    return _PUNCTUATION.sub(r"\\\1", " ".join(text.split()))


def md_code(text: str) -> str:
    """``text`` as a Markdown code span, whatever backticks it holds: fenced with more of them
    than its longest run, padded where it starts or ends with one."""
    text = " ".join(text.split())
    fence = "`" * (max((len(run) for run in re.findall("`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"
