""""Own rules": whether a match's ruleset plays otherwise than the preset it names, with its house
rules, as this version ships it (``--rule`` changes beyond the match's length), and what of it
decides play (``_play_of``; the fields it changed are named by ``engine.customise.dotted_fields``
in ``HistoryTally.rule_changes``). The history, the statistics and the app's scorecards say so."""

from __future__ import annotations

from typing import Any

from ..engine import Ruleset, RulesetError

# The ruleset keys ``--rule`` may change without the match being counted apart: who may sit, and
# the match's length (a best match is per length already), with what only names the ruleset
NOT_OF_PLAY = frozenset({"name", "title", "description", "players", "match", "house_rules",
                         "active_house_rules"})


def own_rules(rules: Ruleset) -> bool:
    """Whether ``rules`` play otherwise than the preset they name, with their house rules, as
    this version ships it (``--rule`` changes beyond the match's length): "own rules" in the
    history, the statistics and the app's scorecards. A ruleset of a file is its own already."""
    from ..presets import load_ruleset, preset_names

    if rules.name not in preset_names():
        return False
    try:
        shipped = load_ruleset(rules.name, list(rules.active_house_rules))
    except (RulesetError, OSError):  # a house rule it no longer offers, two at odds, a preset
        return False  # that does not read: nothing to compare with
    return _own(rules, shipped)


def _own(rules: Ruleset | None, shipped: Ruleset | None) -> bool:
    return rules is not None and shipped is not None and _play_of(rules) != _play_of(shipped)


def _play_of(rules: Ruleset) -> dict[str, Any]:
    """What of ``rules`` decides how a hole is played and scored (``NOT_OF_PLAY`` aside)."""
    return {k: v for k, v in rules.model_dump(mode="json").items() if k not in NOT_OF_PLAY}
