"""A rules page's "(see "X" below)" names a heading the reader finds: on the danish-6 rules
screen, "(se »Vores valg« nedenfor)" pointed at a section the screen heads "Sådan afgør spillet
det, reglerne ikke siger" (``rules_text.split_decisions`` renames a preset's decisions)."""

from __future__ import annotations

import re

import pytest

from golf_tui.presets import load_ruleset, preset_names
from golf_tui.rules_text import read_doc, rules_markdown

# "(see "Decisions" below)", "(se »Vores valg« nedenfor)", «…», ”…”, "(see *How a hole ends*)"
POINTER = re.compile(r"\((?:see|se) [\"»«”“*]([^\"»«”“*]+)[\"»«”“*]")


def _pointers_lead_to_headings(text: str) -> None:
    for pointer in POINTER.finditer(text):
        # a name run on over two lines, a page's mark in it ("(se *Så <!-- only: knock -->")
        name = " ".join(re.sub(r"<!--.*?-->", "", pointer.group(1)).split())
        below = text[pointer.end() :].splitlines()
        assert any(line.startswith("#") and line.lstrip("# ").startswith(name)
                   for line in below), (pointer.group(0), name)


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("preset", preset_names())
def test_a_pointer_names_a_heading_on_the_rules_screen_and_the_page(preset: str,
                                                                   lang: str) -> None:
    """Both where the table shows the rules and on the page as written."""
    _pointers_lead_to_headings(rules_markdown(load_ruleset(preset), lang))
    _pointers_lead_to_headings(read_doc(preset, lang) or "")
