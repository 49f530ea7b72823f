"""The rules screen's fallback, when a table's rules page cannot be read: a summary made from
the ruleset's fields, in the player's language, its values in words (it showed the fields'
English values as they are: "peek 2", "face down", "reshuffle")."""

from __future__ import annotations

import re

import pytest

from golf_tui import rules_text
from golf_tui.app.screens import help as help_screen
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset

# The fields' own values, and the English the summary put around them.
RAW = re.compile(r"\b(peek|flip|face[ _]down|face[ _]up|reshuffle|redeal|end[ _]hole|final[ _]lap"
                 r"|immediate|off|none|column|anywhere|holes|first to)\b")


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6"])
def test_the_summary_in_norwegian_says_the_settings_in_words(
        preset: str, monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("nb")
    ruleset = load_ruleset(preset)

    def unreadable(*args: object) -> str:
        raise OSError("the rules pages are missing")

    monkeypatch.setattr(rules_text, "rules_markdown", unreadable)
    text = help_screen.rules_markdown(ruleset)
    assert RAW.findall(text) == []
    for words in (rules_text.describe_opening(ruleset), rules_text.describe_placement(ruleset),
                  rules_text.describe_empty_stock(ruleset),
                  rules_text.describe_match_end(ruleset)):
        assert words in text
    assert "Åpning" in text and "Partiets slutt" in text
