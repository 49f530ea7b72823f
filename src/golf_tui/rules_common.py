"""The common page as a table reads it (``common_rules``): on the common page, a line that only
some rulesets have ends with ``<!-- only: KEYS -->`` (``rules_facts``), a list item or a line
running on over the lines indented deeper than it; a table's rules keep the lines its ruleset
has (``for_table``), and leave out the page's example of ``golf-tui score`` (a code block after
a line left out goes with it), a list left shorter ending with a full stop and numbered again."""

from __future__ import annotations

import re

from .engine.ruleset import Ruleset
from .i18n import current_language
from .rules_facts import _facts, _has
from .rules_pages import COMMON, _page
from .rules_points import card_rows

_ONLY = re.compile(r" ?<!-- only: ([a-z_! ]+?) -->")
_LIST_LINE = re.compile(r"- |\d+\. |  ")  # an item, or a line of one
_NUMBERED = re.compile(r"(\d+)\. ")


def common_rules(ruleset: Ruleset, lang: str | None = None) -> str:
    """The common page as a table playing ``ruleset`` reads it (``for_table``), its table of
    the cards' points this ruleset's (``card_rows``). Its example of ``golf-tui score`` is the
    page's alone (``<!-- only: page -->``, the code block after it going with it): a player
    reading the rules at the table has no use for a command line."""
    lang = lang or current_language()
    text = card_rows((_page(COMMON, lang)[0] or "").strip(), ruleset, lang)
    return for_table(text, ruleset)


def for_table(text: str, ruleset: Ruleset) -> str:
    """``text`` without the lines marked ``<!-- only: KEYS -->`` that ``ruleset`` does not have
    (with the lines indented deeper than them: an item's, a sentence's run-on lines), and
    without the marks: swedish-6's "How a hole ends" told of knocks, and its "A turn" of
    knocking and flipping, which it does not have. A list left with fewer items ends its last
    with a full stop rather than the ";" that led to the next, and a numbered list counts on
    without gaps."""
    facts = _facts(ruleset)
    out: list[str] = []
    dropping = -1  # the indent of the line dropped last, while lines deeper than it follow
    cut = paragraph = False
    fence = ""  # "after": a line was just dropped; "in": in the code block that followed it
    for line in text.splitlines():
        indent = len(line) - len(line.lstrip(" "))
        if fence == "in":  # a code block goes with the line it follows: the example it shows
            fence = "" if line.startswith("```") else "in"
            continue
        if fence == "after" and line.startswith("```"):
            fence = "in"
            continue
        if line.strip():
            fence = ""
        if dropping >= 0 and line.strip() and indent > dropping:
            fence = "after"
            continue
        dropping = -1
        mark = _ONLY.search(line)
        if mark and not _has(facts, mark.group(1)):
            dropping, cut, fence = indent, True, "after"
            continue
        in_list = bool(_LIST_LINE.match(line))
        if cut and not in_list and out and out[-1].endswith(";"):
            out[-1] = out[-1][:-1] + "."
        if not in_list:
            cut = False
        if not line.strip() or _LIST_LINE.match(line.lstrip(" ")):
            paragraph = False
        elif not indent:
            paragraph = True
        elif paragraph:  # a paragraph's run-on line, indented to go with its mark
            line = line.lstrip(" ")
        out.append(_ONLY.sub("", line))
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(out))  # a line dropped between paragraphs
    return _renumbered(text).strip()


def _renumbered(text: str) -> str:
    """``text`` with each numbered list counted 1, 2, 3, ... again (items left out)."""
    out: list[str] = []
    n = 0
    for line in text.splitlines():
        number = _NUMBERED.match(line)
        if number:
            n += 1
            line = f"{n}. {line[number.end():]}"
        elif not line.startswith("  "):
            n = 0
        out.append(line)
    return "\n".join(out)
