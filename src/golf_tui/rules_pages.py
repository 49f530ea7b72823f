"""The rules pages as they are written: ``docs/rules/`` (shipped in the wheel as
``golf_tui/rules_docs``), ``common.md`` and one page per preset in English, the same pages in
``docs/rules/<lang>/`` for the other languages (``read_doc``; a page missing in a language comes
in English: ``_page``). On each preset page every house rule has a section headed ``## House
rule: <key>`` (in Norwegian, Swedish and Danish: ``## Husregel: <key>``, the word from the
message catalog: ``house_rule_heading``), which ``split_house_rules`` takes apart."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from .i18n import SOURCE_LANGUAGE, translation

HOUSE_RULE_HEADING = "## House rule: "
COMMON = "common"


def _docs_dir() -> Traversable:
    packaged = resources.files("golf_tui") / "rules_docs"
    if packaged.is_dir():
        return packaged
    # A source checkout (editable install): the pages sit in the repository's docs/rules.
    return Path(__file__).resolve().parents[2] / "docs" / "rules"


def read_doc(name: str, lang: str | None = None) -> str | None:
    """The text of ``docs/rules/<name>.md`` (``docs/rules/<lang>/<name>.md`` for a language other
    than English), or None when there is no such page."""
    folder = _docs_dir()
    if lang and lang != SOURCE_LANGUAGE:
        folder = folder / lang
    page = folder / f"{name}.md"
    if not page.is_file():
        return None
    return page.read_text(encoding="utf-8")


def house_rule_heading(lang: str | None = None) -> str:
    """The start of a house rule's heading on the pages of ``lang``: ``## House rule: ``."""
    return "## " + translation(lang).gettext("House rule") + ": "


def split_house_rules(text: str, heading: str = HOUSE_RULE_HEADING) -> tuple[str, dict[str, str]]:
    """A preset page split into its main text and its house-rule sections, by key.

    A section runs from its ``heading<key>`` line to the next level-2 heading."""
    body: list[str] = []
    sections: dict[str, list[str]] = {}
    current: list[str] = body
    for line in text.splitlines():
        if line.startswith(heading):
            current = sections.setdefault(line[len(heading) :].strip(), [])
        elif line.startswith("## "):
            current = body
        current.append(line)
    return (
        "\n".join(body).strip(),
        {key: "\n".join(lines).strip() for key, lines in sections.items()},
    )


def _page(name: str, lang: str) -> tuple[str | None, str]:
    """The page ``name`` in ``lang``, else in English, with its house-rule heading."""
    text = read_doc(name, lang)
    if text is not None:
        return text, house_rule_heading(lang)
    return read_doc(name), HOUSE_RULE_HEADING
