"""The rules of one table as Markdown: what every game shares, the preset's page, the house rules
switched on, and a list of the settings actually in force, in any of golf-tui's languages. The
names other code imports, from the modules that hold them:

- ``rules_document``: the rules of a table as one document (``rules_markdown``), a preset's
  decisions last (``split_decisions``, ``DECISIONS_HEADING``);
- ``rules_pages``: the pages in ``docs/rules/`` (``read_doc``), their house rules' sections
  (``split_house_rules``, ``house_rule_heading``, ``HOUSE_RULE_HEADING``, ``COMMON``);
- ``rules_common``: the common page as a table reads it (``common_rules``), the lines marked
  ``<!-- only: KEYS -->`` it does not have left out (``for_table``);
- ``rules_facts``: what those marks ask about a ruleset (``_facts``);
- ``rules_points``: the common page's table of the cards' points, the ruleset's (``card_rows``);
- ``rules_notes``: a preset page's ``<!-- table: KEY -->`` marks, a note of the table's own
  where ``--rule`` changed it (``table_notes``);
- ``rules_changes``: how a ruleset differs from its preset (``preset_changes``, ``is_presets``)
  and the notice that says so;
- ``rules_house``: the house rules switched on, as the rules tell them;
- ``rules_settings``: the settings in words (``describe_*``, ``settings_markdown``);
- ``rules_custom``: the page generated for a ruleset that is not a preset (``describe_custom``).

Plain text only: no Textual or Rich here, so the rules screen, the CLI and tests can all use it.
A ruleset's own words (its name, title and description, its house rules' titles and keys) are
data, written by whoever wrote the file or ``--rule title=…``: they go in as text (``md_text``,
``md_code``), never as Markdown, so ``[x](http://…)`` is no link and ``# x`` no heading.
"""

from __future__ import annotations

from .rules_changes import is_presets, preset_changes
from .rules_common import common_rules, for_table
from .rules_custom import describe_custom
from .rules_document import DECISIONS_HEADING, rules_markdown, split_decisions
from .rules_notes import table_notes
from .rules_pages import (
    COMMON,
    HOUSE_RULE_HEADING,
    house_rule_heading,
    read_doc,
    split_house_rules,
)
from .rules_points import card_rows
from .rules_settings import (
    describe_bonuses,
    describe_decks,
    describe_empty_stock,
    describe_endings,
    describe_grid,
    describe_joker,
    describe_knock_penalty,
    describe_match_end,
    describe_opening,
    describe_pairs,
    describe_peek_penalty,
    describe_penalties,
    describe_placement,
    describe_turn_options,
    describe_values,
    settings_markdown,
)

__all__ = [
    "COMMON",
    "DECISIONS_HEADING",
    "HOUSE_RULE_HEADING",
    "card_rows",
    "common_rules",
    "describe_bonuses",
    "describe_custom",
    "describe_decks",
    "describe_empty_stock",
    "describe_endings",
    "describe_grid",
    "describe_joker",
    "describe_knock_penalty",
    "describe_match_end",
    "describe_opening",
    "describe_pairs",
    "describe_peek_penalty",
    "describe_penalties",
    "describe_placement",
    "describe_turn_options",
    "describe_values",
    "for_table",
    "house_rule_heading",
    "is_presets",
    "preset_changes",
    "read_doc",
    "rules_markdown",
    "settings_markdown",
    "split_decisions",
    "split_house_rules",
    "table_notes",
]
