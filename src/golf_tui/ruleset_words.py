"""A ruleset's problems in the player's language (and the settings file's values').

The engine words a RulesetError in English and keeps each problem's parts (``errors.Problem``):
where, which key, a code and its values. Here each code has a message whose English is the
engine's own line, so English output does not change; another language gets its translation.
A problem whose code has no message here, or whose English line the message would not give back
exactly (a newer pydantic's wording, a check with no code of its own), keeps its English line.

``value_words`` gives one value's problem by pydantic's error type alone: the settings file
(``app/settings.py``) words the values it drops with it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from .engine.customise import dotted_value
from .engine.errors import VALUE_WORDS, Problem, RulesetError
from .engine.ruleset import Ruleset, shown_key
from .i18n import N_, _, translation

NONE = N_("none")  # no house rule offered
OR = N_("or")  # the last of the values a key may take: 'none', 'column' or 'anywhere'
# After the first keys of a table with many (``unknown_key_top``, ``unknown_key_in``: ``cut``)
MORE_KEYS = N_(", …, see `golf-tui rulesets schema`")

# Problems of the whole ruleset or of the command line. ``%(key)s`` and the house rules' names
# are quoted as Python quotes them, like the rest of the engine's messages.
WHOLE: dict[str, str] = {
    "bad_override": N_("--rule %(text)s: expected KEY=VALUE, e.g. knock=true"),
    "bad_key": N_("--rule %(text)s: %(key)s is not a key: write a name between every two dots,"
                  " e.g. match.holes"),
    "not_a_table": N_("%(source)s: key %(key)s is not a table"),
    "no_house_rule": N_("%(source)s: no house rule %(house)s (offered: %(offered)s)"),
    "no_house_option": N_(
        "%(source)s: house rule %(house)s has no option %(option)s (options: %(options)s)"),
    "house_option_missing": N_(
        "%(source)s: house rule %(house)s needs an option after '=' (options: %(options)s)"),
    "house_takes_no_option": N_("%(source)s: house rule %(house)s takes no option"),
    "house_twice": N_("%(source)s: house rule %(house)s is given twice"),
    "house_options_twice": N_("%(source)s: house rule %(house)s is given twice, with options"
                              " %(option)s and %(other)s: choose one"),
    # the house rules by their titles, at the setup screen and on the command line alike
    "house_conflict": N_("%(source)s: house rules %(first)s and %(second)s cannot be played"
                         " together: both set %(key)s"),
    # a --rule that undoes what a house rule switched on sets (the house rule by its title)
    "rule_against_house": N_("--rule %(name)s: undoes house rule %(house)s, which sets %(set)s:"
                             " leave out one of them"),
    "not_overridable": N_(
        "--rule %(name)s: this key cannot be overridden (use --ruleset/--house)"),
    "number_too_long": N_("--rule %(name)s: the number is too long to read"),
    "house_bad_key": N_("%(source)s: house rule %(house)s: %(key)s is not a key: write a name"
                        " between every two dots, e.g. match.holes"),
    "house_cannot_change": N_(
        "%(source)s: house rule %(house)s: key %(key)s: a house rule changes the game's"
        " settings, not extends, house_rules or active_house_rules"),
    "not_a_ruleset": N_("%(source)s: must be a table of ruleset keys, e.g. { name = \"mine\","
                        " grid = \"2x3\", … }"),
    # The ruleset's own checks of one key against others (engine/ruleset.py).
    "peek_too_many": N_(
        "%(source)s: opening.count: a peek covers the bottom row, at most %(cols)d cards"),
    "flip_too_many": N_(
        "%(source)s: opening.count: flipping %(count)d of %(size)d cards leaves none hidden"),
    "bonus_needs_column_pairs": N_("%(source)s: two_pair_bonus needs pairs = 'column'"),
    "knock_penalty_without_knock": N_(
        "%(source)s: knock_penalty is enabled but knock is not allowed"),
    "never_ends": N_(
        "%(source)s: this ruleset can never end a hole: allow knock, or an all_face_up ending"
        " with a way to turn every card face up (placement = 'face_up' or flip_as_turn; the"
        " flip after a discard never turns the last card), or set empty_stock to 'end_hole'"),
    "too_few_cards": N_(
        "%(source)s: players.max: %(players)d players need %(needed)d cards for %(grid)s grids,"
        " but the pack holds only %(pack)d (decks: %(decks)d)"),
    "target_unreachable": N_(
        "%(source)s: match.target: no card, bonus or penalty can make a score above 0, so no"
        " total can ever reach %(target)s: give a card a value above 0, or play a number of"
        " holes (match.end = 'holes')"),
    "house_key_unusable": N_("%(source)s: house_rules: %(name)s is not a usable key: write it"
                             " without spaces, '=', ',' or control characters"),
    "control_character_rule": N_(
        "--rule %(name)s: holds a control character (%(char)s): write the text without it"),
}

# Where in a file: its line, and the house rule whose changes made the problem (``errors``).
AT_LINE = N_("%(source)s: line %(line)d")
IN_HOUSE_RULE = N_("%(source)s: house rule %(house)s")

# Problems of one key's value: "source: key 'a.b': " and one of these. PYDANTIC words pydantic's
# error types as the engine does (``errors.VALUE_WORDS``: one table, marked for the catalogs
# there); the settings file uses those too (``value_words``). The ruleset's numbers and switches
# are strict (no "true" for one hole, no 1 for true), so a value of the wrong kind is always a
# *_type problem.
ONE_KEY = N_("%(source)s: key %(key)s: %(problem)s")
PYDANTIC: Mapping[str, str] = VALUE_WORDS
VALUE: dict[str, str] = {
    "unknown_key": N_("unknown key"),
    "unknown_key_like": N_("unknown key (did you mean %(other)s?)"),
    "unknown_key_among": N_("unknown key (did you mean one of %(expected)s?)"),
    "unknown_key_in": N_("unknown key (keys of %(table)s: %(expected)s)"),
    "unknown_key_top": N_("unknown key (keys of a ruleset: %(expected)s)"),
    "table_expected": N_("must be a table, e.g. %(name)s = { … }"),
    "missing_key": N_("required key is missing"),
    **PYDANTIC,
    "default_without_options": N_("default_option %(option)s names an option, but there are"
                                  " none: add options, or leave default_option out"),
    "default_option_unknown": N_("default_option must be one of %(options)s"),
    "players_reversed": N_("min (%(min)d) is larger than max (%(max)d)"),
    "values_missing": N_("missing a value for %(ranks)s"),
    "control_character": N_("holds a control character (%(char)s): write the text without it"),
    "text_too_long": N_("is %(length)d characters long, at most %(max)d are allowed: shorten it"),
    "key_too_long": N_("the name %(name)s is %(length)d characters long, at most %(max)d are"
                       " allowed: shorten it"),
    "values_missing_joker": N_(
        "missing a value for %(ranks)s (the pack has %(jokers)d jokers per deck)"),
    # told of the file's key that made it so (``presets.NEVER_ENDS_FROM``): "key 'knock': …"
    "never_ends": N_(
        "this ruleset can never end a hole: allow knock, or an all_face_up ending with a way to"
        " turn every card face up (placement = 'face_up' or flip_as_turn; the flip after a"
        " discard never turns the last card), or set empty_stock to 'end_hole'"),
}
# An unknown key met on the way to a dotted key a house rule's changes or a --rule set
# ("foo.bar"): the problem names that whole key, and its param ``part`` the part that is no key.
NOT_A_KEY: dict[str, str] = {
    "unknown_key": N_("%(part)s is not a ruleset key"),
    "unknown_key_like": N_("%(part)s is not a ruleset key (did you mean %(other)s?)"),
    "unknown_key_among": N_("%(part)s is not a ruleset key (did you mean one of %(expected)s?)"),
    "unknown_key_in": N_("%(part)s is not a ruleset key (keys of %(table)s: %(expected)s)"),
    "unknown_key_top": N_("%(part)s is not a ruleset key (keys of a ruleset: %(expected)s)"),
}


# The parameters the engine's messages quote (as Python's repr does); the others go in as they are.
QUOTED = ("text", "house", "option", "other", "first", "second", "table")


def where(p: Problem, say: Callable[[str], str]) -> str:
    """The source of ``p`` as its message begins: with the file's line and the house rule
    it is in, when it has them ("f.toml: line 3: house rule 'a'")."""
    source = p.source
    if "line" in p.params:
        source = say(AT_LINE) % {"source": source, "line": p.params["line"]}
    if "house_rule" in p.params:
        source = say(IN_HOUSE_RULE) % {"source": source, "house": repr(p.params["house_rule"])}
    return source


def _values(p: Problem, say: Callable[[str], str], typed: bool = True) -> dict[str, object]:
    # the key as the engine's messages give it: each part of a long one cut (``shown_key``)
    key = shown_key(p.key) if p.key is not None else None
    values: dict[str, object] = {**p.params, "source": where(p, say), "key": repr(key)}
    for name in QUOTED:
        if name in values:
            values[name] = repr(values[name])
    if isinstance(p.params.get("part"), str):  # a key, cut as every key is
        values["part"] = repr(shown_key(str(p.params["part"])))
    if p.code == "house_conflict":  # by their titles, in this language where it has them
        for name in ("first", "second"):
            title = p.params.get(f"{name}_title")
            if isinstance(title, str) and title:  # and as typed: "Pair bonus ('pair-bonus')"
                values[name] = f"{say(title)} ({values[name]})" if typed else say(title)
    if p.code == "rule_against_house":
        title = p.params.get("house_title")
        if isinstance(title, str) and title:
            values["house"] = f"{say(title)} ({values['house']})"
    if p.code == "no_house_rule" and not p.params.get("offered"):
        values["offered"] = say(NONE)
    if p.code in ("literal_error", "unknown_key_in", "unknown_key_top"):
        values["expected"] = _or(p.params, say)
    if p.code in ("unknown_key_in", "unknown_key_top") and p.params.get("cut"):
        values["expected"] = f"{values['expected']}{say(MORE_KEYS)}"
    return values


def _or(params: Mapping[str, object], say: Callable[[str], str]) -> str:
    """Pydantic's "'none', 'column' or 'anywhere'" (or "0 or 2": numbers are not quoted) with
    this language's "or"."""
    return _LAST_OR.sub(f" {say(OR)} ", str(params.get("expected", "")))


# pydantic's "or" between the last two values a key may take, quoted texts or numbers
_LAST_OR = re.compile(r"(?<=['\d]) or (?=['\d-])")


def value_words(code: str, params: Mapping[str, object]) -> str | None:
    """One value's problem, by pydantic's error type (``bool_type``, ``less_than_equal``, …)
    and its context, in the current language; None for a type with no message here, or a
    context not as expected."""
    if code not in PYDANTIC:
        return None
    values = {**params, "expected": _or(params, _)} if code == "literal_error" else params
    try:
        return _(PYDANTIC[code]) % values
    except (KeyError, TypeError, ValueError):
        return None


def _render(p: Problem, say: Callable[[str], str], typed: bool = True) -> str | None:
    try:
        values = _values(p, say, typed)
        if p.code in WHOLE and not (p.code in VALUE and p.key is not None):
            return say(WHOLE[p.code]) % values
        if p.code in VALUE and p.key is not None:
            words = NOT_A_KEY if "part" in p.params and p.code in NOT_A_KEY else VALUE
            problem = say(words[p.code]) % values
            return say(ONE_KEY) % {**values, "problem": problem}
    except (KeyError, TypeError, ValueError):  # params not as this module expects
        return None
    return None


def untranslated(text: str) -> str:
    """The engine's own English words, as they are (a ``say`` for no translation)."""
    return text


def english_line(p: Problem) -> str | None:
    """``p`` as the engine words it, in English (None for a code with no message here)."""
    return _render(p, untranslated)


def problem_text(p: Problem, source: str | None = None, typed: bool = True) -> str:
    """One problem, in the current language (its English line where it has no message).
    ``source``: where, in the current language, to name in place of the engine's English
    ``p.source`` ("match ruleset"). ``typed``: the house rules were typed, and are named by
    their keys too ("Pair bonus ('pair-bonus')"); else, as at the setup screen, where they are
    ticked, by their titles alone."""
    if english_line(p) != p.english:
        return p.english
    if source is not None:
        p = replace(p, source=source)
    return _render(p, _, typed) or p.english


def error_text(e: RulesetError) -> str:
    """The whole error, one problem a line, in the current language."""
    if not e.problems:
        return str(e)
    return "\n".join(problem_text(p) for p in e.problems)


def translated(e: RulesetError) -> RulesetError:
    """The same error, worded in the current language."""
    return RulesetError(error_text(e), e.problems)


def house_rule_titles(ruleset: Ruleset) -> list[str]:
    """The active house rules by their titles in the current language (an option's title when
    it has one: "Jokers at −3"), as the app and ``golf-tui history`` show them; a custom
    ruleset's own titles, which no catalog has, as they are written.

    Those of the match's length are left out: every place that lists house rules tells the
    length beside them ("18 holes", "1 hole (short match)", "3 of 18 holes played"), and the
    house rule said it again ("norwegian-4  18 holes  18 holes"), or, where ``--rule`` changed
    it (``--house 18-holes --rule match.holes=1``), "1 hole (short match) + 1 hole"."""
    return [house_rule_words(ruleset, active)[0] for active in ruleset.active_house_rules
            if not _of_length(ruleset, active)]


def _of_length(ruleset: Ruleset, active: str) -> bool:
    rule = ruleset.house_rules.get(active.partition("=")[0])
    return rule is not None and rule.match_length_only


def in_force(ruleset: Ruleset, key: str) -> Any:
    """The value of the dotted ``key`` (``match.target``) in ``ruleset``, as TOML writes it."""
    return dotted_value(ruleset.model_dump(mode="json"), key)


def house_rule_words(ruleset: Ruleset, active: str,
                     lang: str | None = None) -> tuple[str, str]:
    """The title and the description of ``active`` (a house rule switched on: ``key`` or
    ``key=option``) in ``lang`` (default: the current language), as ``ruleset`` plays it.

    A house rule of the match's length whose length ``--rule`` changed (``--house to-100 --rule
    match.target=10``) is named by the length played, "Play to 10", not by the one it set: its
    own title, "Play to 100", told a target the match did not have. A custom ruleset's own
    words, which no catalog has, come as they are written; a house rule the ruleset does not
    offer (an old save's) by its key. A chosen option with a description of its own is
    described by it ("Jokers −5: Two jokers per deck, worth −5 each; …"), not by the rule's."""
    t = translation(lang)
    key, _sep, option = active.partition("=")
    rule = ruleset.house_rules.get(key)
    if rule is None:
        return active, ""
    if rule.match_length_only and any(in_force(ruleset, k) != v
                                      for k, v in rule.changes.items()):
        m = ruleset.match
        if m.end == "target":
            values = {"target": m.target}
            return (t.gettext("Play to %(target)d") % values,
                    t.gettext("The match ends after the hole in which someone's total reaches"
                              " %(target)d.") % values)
        n = {"n": m.holes}
        return (t.ngettext("%(n)d hole", "%(n)d holes", m.holes) % n,
                t.ngettext("Play %(n)d hole.", "Play %(n)d holes.", m.holes) % n)
    chosen = rule.options.get(option)
    title = chosen.title if chosen is not None else rule.title
    # a chosen option's own line, where it has one: the rule's may name every option's value
    # ("jokers −2 (or −3, −5)" beside "Jokers −5")
    description = chosen.description if chosen is not None and chosen.description else \
        rule.description
    return (t.gettext(title) if title else "",
            t.gettext(description) if description else "")
