"""How a table's ruleset differs from its preset: the settings ``--rule`` changed, as ``--rule``
takes them (``preset_changes``: ``match.holes=2``), whether it is a preset's at all
(``is_presets``: one the setup can offer again), and the notice at the top of the rules that
says what differs and which house rules are on (``_changes_notice``)."""

from __future__ import annotations

import json
import re
from typing import Any

from .engine.customise import RulesetError, dotted_fields
from .engine.ruleset import Ruleset
from .i18n import translation
from .markdown_text import md_code, md_text
from .presets import load_ruleset, preset_names

# Fields that say how the game is played (not names, descriptions or the menu of house rules).
_LABEL_FIELDS = {"name", "title", "description", "house_rules", "active_house_rules"}


def _reference(ruleset: Ruleset) -> Ruleset | None:
    """The preset ``ruleset`` names, with the same house rules on, as it ships; None when
    ``ruleset`` is no preset's (a custom file's, or one whose house rules its preset does not
    offer)."""
    if ruleset.name not in preset_names():
        return None
    try:
        return load_ruleset(ruleset.name, ruleset.active_house_rules)
    except RulesetError:
        return None


def preset_changes(ruleset: Ruleset) -> list[str] | None:
    """The settings in which ``ruleset`` differs from its preset with the same house rules on,
    each as ``--rule`` takes it (``match.holes=2``), in the order of the ruleset's fields; None
    when ``ruleset`` is no preset's (``_reference``)."""
    reference = _reference(ruleset)
    if reference is None:
        return None
    return [f"{key}={_rule_value(value)}" for key, value, _was in _changed(ruleset, reference)]


def _changed(ruleset: Ruleset, reference: Ruleset) -> list[tuple[str, Any, Any]]:
    """Each setting in which ``ruleset`` differs from ``reference``: its dotted key, its value
    at this table and in ``reference`` (``_MISSING`` where it has none)."""
    played = dotted_fields(ruleset.model_dump(mode="json", exclude=_LABEL_FIELDS))
    preset = dotted_fields(reference.model_dump(mode="json", exclude=_LABEL_FIELDS))
    return [(key, value, preset.get(key, _MISSING)) for key, value in played.items()
            if preset.get(key, _MISSING) != value]


def _changes_said(changed: list[tuple[str, Any, Any]], lang: str) -> str:
    """The settings ``changed`` (``_changed``), each with its value here and in the preset, as
    the rules page's notice names them ("`players.max` = `8`, where the preset has `6`"), the
    ones told in words elsewhere left out (``_told_in_words``)."""
    t = translation(lang)
    said = []
    for key, value, was in changed:
        if _told_in_words(key):
            continue
        args = {"setting": md_code(key), "value": md_code(_rule_value(value))}
        if was is _MISSING:
            said.append(t.gettext("%(setting)s = %(value)s") % args)
        else:
            said.append(t.gettext("%(setting)s = %(value)s, where the preset has %(preset)s")
                        % {**args, "preset": md_code(_rule_value(was))})
    return "; ".join(said)


def _told_in_words(key: str) -> bool:
    """Whether a change of ``key`` is told in words where the page speaks of it, not as a
    setting: the match's length ("**At this table:** 3 holes", ``rules_notes.table_notes``;
    every preset's page marks it). The setup offers lengths by name, and a Swedish family that
    chose "3 hål" read "`match.holes` = `3`, där regeluppsättningen har `9`" at the top."""
    return key == "match" or key.startswith("match.")


def is_presets(ruleset: Ruleset) -> bool:
    """Whether ``ruleset`` is a preset's with house rules it offers (``--rule`` changes aside):
    a ruleset the setup can offer again, so its preset and house rules are remembered. A file
    that keeps its preset's name ("swedish-6") with a house rule of its own is not."""
    return preset_changes(ruleset) is not None


_MISSING = object()
_BARE_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")


def _rule_value(value: Any) -> str:
    """``value`` as ``--rule`` reads it (``engine.customise.parse_value``): a TOML value, a
    plain word bare."""
    if isinstance(value, str) and _BARE_WORD.fullmatch(value) and value not in ("true", "false"):
        return value
    return json.dumps(value, ensure_ascii=False)


def _changes_notice(ruleset: Ruleset, lang: str) -> str:
    """A notice that the table does not play its preset as published (empty if it does)."""
    t = translation(lang)
    reference = _reference(ruleset)
    # no preset to compare with (its house rules not the preset's): some settings differ
    changes = "" if reference is None else _changes_said(_changed(ruleset, reference), lang)
    if changes:
        # which settings, and how: "differ from the preset" alone left the player to guess
        # (``--rule players.max=8`` for eight players at norwegian-6)
        text = t.gettext(
            "Settings at this table that differ from the preset: %(changes)s. Its house rules"
            " come next, then the list of this table's settings; the preset's own rules follow,"
            " and where they disagree, the list is what the game plays.") % {"changes": changes}
    elif reference is None:
        text = t.gettext(
            "Some settings at this table differ from the preset. Its house rules come next, then"
            " the list of this table's settings; the preset's own rules follow, and where they"
            " disagree, the list is what the game plays.")
    elif ruleset.active_house_rules:
        names = []
        for active in ruleset.active_house_rules:
            key, _, option = active.partition("=")
            rule = ruleset.house_rules.get(key)
            chosen = rule.options.get(option) if rule and option else None
            title = chosen.title if chosen else rule.title if rule else ""
            names.append(f"**{md_text(t.gettext(title))}**" if title else md_code(active))
        text = t.ngettext(
            "At this table the preset is played with a house rule: %(rules)s. It comes next,"
            " then the list of this table's settings; the preset's own rules follow, and where"
            " they disagree, the house rule is what the game plays.",
            "At this table the preset is played with house rules: %(rules)s. They come next,"
            " then the list of this table's settings; the preset's own rules follow, and where"
            " they disagree, the house rules are what the game plays.",
            len(names)) % {"rules": ", ".join(names)}
    else:
        return ""
    return "> " + text
