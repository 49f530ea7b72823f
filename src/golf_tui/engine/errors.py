"""The engine's error for rulesets, in a module of its own: the command line checks a preset's
name and raises or catches this error without loading pydantic (``customise`` re-exports it)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

# What a ruleset problem can be, for a caller that words it in another language; the English
# message is the error's text. Pydantic's own types (``int_type``, ``greater_than_equal``,
# ``literal_error``, …) come through as they are, with pydantic's context as ``params``, worded
# in the engine's English where VALUE_WORDS has them (pydantic's English elsewhere).
PROBLEM_CODES = (
    "bad_override",  # params: text
    "bad_key",  # params: text (a dotted key with an empty part, ``key``)
    "not_a_table",  # key is the part of the dotted key that holds a value, not a table
    "table_expected",  # params: name (the key, unquoted): a value where a table belongs
    "unknown_key",
    "unknown_key_like",  # params: other (the close key, dotted)
    "unknown_key_among",  # params: expected (the close keys, quoted, dotted)
    # params: table, expected (the keys it takes, as pydantic lists them), and where nothing
    # close was found, cut: only the first ones, and the words ", …, see `golf-tui rulesets
    # schema`" after them
    "unknown_key_in",
    "unknown_key_top",  # params: expected, cut, as unknown_key_in's (a key of the ruleset itself)
    "missing_key",
    "no_house_rule",  # params: house, offered ("" when the ruleset offers none)
    "no_house_option",  # params: house, option, options
    "house_option_missing",  # params: house, options ("jokers=" with nothing after it)
    "house_takes_no_option",  # params: house
    "house_twice",  # params: house (switched on twice, the same way)
    "house_options_twice",  # params: house, option, other (switched on with two options)
    # params: first, second (the keys of two house rules setting ``key``), first_title,
    # second_title (their titles, an option's for a rule with options, as the ruleset writes them)
    "house_conflict",
    "not_overridable",  # params: name (the key, unquoted as the message gives it)
    "number_too_long",  # params: name (the key of a --rule whose number Python cannot read)
    "house_bad_key",  # params: house (a key of its changes with an empty part, ``key``)
    "house_cannot_change",  # params: house (its changes set extends, house_rules, …: ``key``)
    "default_without_options",  # params: option (a house rule's default_option, no options)
    "not_a_ruleset",  # the whole ruleset is not a table (a saved match's, say)
    # The ruleset's own checks of one key against others (ruleset.py's validators):
    "players_reversed",  # params: min, max (players.min above players.max)
    "default_option_unknown",  # params: options (a house rule's default_option, not an option)
    "values_missing",  # params: ranks (the codes with no value, "A, 2")
    "values_missing_joker",  # params: ranks, jokers (the joker among them, jokers in the pack)
    "peek_too_many",  # params: cols (an opening peek beyond the bottom row)
    "flip_too_many",  # params: count, size (an opening flip of every card)
    "bonus_needs_column_pairs",  # two_pair_bonus without pairs = 'column'
    "knock_penalty_without_knock",
    "never_ends",  # params: keys (those that make it so, "knock all_face_up empty_stock")
    "too_few_cards",  # params: players, needed, grid, decks, pack
    "target_unreachable",  # params: target (a match to a target no score can raise a total to)
    "house_key_unusable",  # params: name (the house rule's key, quoted)
    # A text shown as written (a title, a description, the name) with a control character,
    # a line break or a direction override in it:
    "control_character",  # params: char ("U+001B")
    "control_character_rule",  # params: char, name (the key of the --rule that gave it)
    "text_too_long",  # params: length, max (a name, title or description longer than allowed)
    "key_too_long",  # params: name (its start, quoted), length, max (a house rule's key or an
    # option's name longer than allowed; ``key`` is the table it is in)
    "detail",  # a check with no code of its own, worded in English only (params: text)
)

# Params any problem of a ruleset file may have besides its own: ``house_rule``, the house rule
# (``key`` or ``key=option``) whose changes made it, named after the source ("f.toml: house rule
# 'a': key …"); ``line``, the file's line it comes from (``presets.py``: "f.toml: line 3: …").
# An unknown_key* problem may have ``part``: the unknown key (dotted) met on the way to ``key``,
# a dotted key a house rule's changes or a --rule set ("key 'foo.bar': 'foo' is not a ruleset
# key", ``customise.as_written``).


def N_(text: str) -> str:
    """``text`` as it is: the engine speaks English only. The name marks it for the message
    catalogs, which find it by this name, so the app can word it in the player's language."""
    return text


# The engine's English for pydantic's error types a ruleset's value can meet, in the game's own
# words (pydantic's are "Input should be a valid integer", a capital letter in mid-line), with
# pydantic's context as the params. The app translates the same strings (``ruleset_words``) and
# words the settings file's values with them too.
VALUE_WORDS: dict[str, str] = {
    "int_type": N_("must be a whole number"),
    "float_type": N_("must be a number"),
    "list_type": N_("must be a list"),
    "bool_type": N_("must be true or false"),
    "string_type": N_("must be text"),
    "greater_than_equal": N_("must be at least %(ge)s"),
    "less_than_equal": N_("must be at most %(le)s"),
    "literal_error": N_("must be %(expected)s"),  # expected: "'none', 'column' or 'anywhere'"
    # only a ruleset's name has a least length, 1
    "string_too_short": N_("must have at least %(min_length)s character"),
}


def value_english(code: str, params: Mapping[str, object]) -> str | None:
    """One value's problem in the engine's English, by pydantic's error type and context; None
    for a type with no words here, or a context not as expected."""
    if code not in VALUE_WORDS:
        return None
    try:
        return VALUE_WORDS[code] % params
    except (KeyError, TypeError, ValueError):
        return None


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem of a ruleset: where (``source``, the ``key`` if one is to blame), what
    (``code``, one of PROBLEM_CODES or a pydantic error type) and its ``params``; ``english``
    is the whole line as the error's message says it."""

    source: str
    key: str | None
    code: str
    english: str
    params: Mapping[str, object] = field(default_factory=dict)


class RulesetError(ValueError):
    """A ruleset that cannot be built, with a message naming where and why. ``problems``: the
    same, one per line of the message, for a caller that words them itself (empty when the
    error was raised with a message only)."""

    def __init__(self, message: str, problems: tuple[Problem, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems

    @classmethod
    def of(cls, *problems: Problem) -> RulesetError:
        return cls("\n".join(p.english for p in problems), problems)
