"""Building a ruleset from data: presets, house rules and ``KEY=VALUE`` overrides, all validated.

Pure functions over plain dicts (as read from TOML); reading files is the caller's job. Every
error is a RulesetError whose message names the source, the key and the problem.
"""

from __future__ import annotations

import copy
import difflib
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic_core import PydanticCustomError

from .errors import Problem, value_english
from .errors import RulesetError as RulesetError  # re-exported: its home before errors.py
from .ruleset import Ruleset, shown_key, shown_name
from .text import first_control

ANNOTATION_KEYS = ("extends",)
# Keys a house rule may not change: which preset a file starts from, the house rules themselves,
# and the record of which are on (a change to any of them was ignored, or made a ruleset whose
# active house rules it does not offer).
NOT_FOR_HOUSE_RULES = (*ANNOTATION_KEYS, "house_rules", "active_house_rules")


def parse_value(text: str) -> Any:
    """A TOML value (``true``, ``2``, ``-5``, ``"x"``, ``[1, 2]``); a bare word is a string.
    A number too long for Python to read (over 4,300 digits) raises ValueError."""
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except (tomllib.TOMLDecodeError, RecursionError):  # tomllib recurses per nesting level
        return text


def parse_override(text: str) -> tuple[str, Any]:
    """Split ``KEY=VALUE`` (dotted keys for nested fields). An error gives what was typed as
    ``shown_key`` does (a problem's ``key`` whole, its words by ``shown_key``, as every key)."""
    key, eq, value = text.partition("=")
    key = key.strip()
    typed = shown_key(text)
    if not eq or not key:
        raise RulesetError.of(Problem(
            "--rule", None, "bad_override",
            f"--rule {typed!r}: expected KEY=VALUE, e.g. knock=true", {"text": typed}))
    if not all(part.strip() for part in key.split(".")):  # ".holes", "match..holes", "match."
        raise RulesetError.of(Problem(
            "--rule", key, "bad_key",
            f"--rule {typed!r}: {shown_key(key)!r} is not a key: write a name between every two"
            " dots, e.g. match.holes", {"text": typed}))
    try:
        parsed = parse_value(value.strip())
    except ValueError:  # int() refuses more than sys.get_int_max_str_digits() digits
        raise RulesetError.of(Problem(
            "--rule", key, "number_too_long",
            f"--rule {shown_key(key)}: the number is too long to read",
            {"name": shown_key(key)})) from None
    char = _first_control_in(parsed)
    if char is not None:  # named here, not as the preset's or the file's (``Text``)
        code = f"U+{ord(char):04X}"
        raise RulesetError.of(Problem(
            "--rule", key, "control_character_rule",
            f"--rule {shown_key(key)}: holds a control character ({code}): write the text"
            " without it", {"name": shown_key(key), "char": code}))
    return key, parsed


def _first_control_in(value: Any) -> str | None:
    """The first control character (``names.first_control``) of a text in ``value``: the
    value itself, or one in a table or a list it gives (``house_rules.x={ title = "…" }``),
    keys too. Walked without recursion: tomllib reads a list nested as deep as it can."""
    waiting = [value]
    while waiting:
        item = waiting.pop()
        if isinstance(item, str) and (char := first_control(item)) is not None:
            return char
        if isinstance(item, dict):
            waiting += [*item.values(), *item][::-1]
        elif isinstance(item, list):
            waiting += item[::-1]
    return None


def set_dotted(data: dict[str, Any], key: str, value: Any, source: str) -> None:
    """Set ``a.b.c`` in nested dicts, creating tables on the way."""
    parts = key.split(".")
    node = data
    for i, part in enumerate(parts[:-1]):
        child = node.setdefault(part, {})
        if not isinstance(child, dict):
            held = ".".join(parts[: i + 1])
            raise RulesetError.of(Problem(source, held, "not_a_table",
                                          f"{source}: key {shown_key(held)!r} is not a table"))
        node = child
    node[parts[-1]] = value


def dotted_fields(fields: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """``fields`` with each nested table's fields named by their dotted path, as ``set_dotted``
    and ``--rule`` take them: {"values.K": 5}; an empty table stays a value of its own. What
    the rules page's notice compares (``rules_changes``) and "own rules" names
    (``storage.history_stats``)."""
    out: dict[str, Any] = {}
    for key, value in fields.items():
        if isinstance(value, Mapping) and value:
            out.update(dotted_fields(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def validation_problems(error: ValidationError, source: str) -> tuple[Problem, ...]:
    """One problem per pydantic error, each worded ``source: key 'a.b': message``: in the
    engine's words where it has them (``errors.VALUE_WORDS``), else in pydantic's."""
    problems = []
    for e in error.errors():
        parts = [str(p) for p in e["loc"]]
        msg, code = e["msg"], e["type"]
        params: dict[str, object] = dict(e.get("ctx") or {})
        if parts[-1:] == ["[key]"] and code == "literal_error":  # the key itself, not its value
            parts.pop()
            table = ".".join(parts[:-1])
            code, params = "unknown_key_in", {"table": table, "expected": params["expected"]}
            msg = f"unknown key (keys of {table!r}: {params['expected']})"
        if parts[-1:] == ["[key]"] and code in ("control_character", "key_too_long"):
            # a house rule's key, an option's name: the table it names one in (the name would
            # show as written, or fill the screen)
            parts = parts[:-2]
        if code == "house_key_unusable":  # its message names house_rules itself
            parts = []
        loc = ".".join(parts)
        if code == "extra_forbidden":
            msg, code, params = _unknown_key(parts)
        elif code == "missing":
            msg, code = "required key is missing", "missing_key"
        elif code in ("dict_type", "model_type") and not loc:  # the whole ruleset: a text, say
            msg = "must be a table of ruleset keys, e.g. { name = \"mine\", grid = \"2x3\", … }"
            code, params = "not_a_ruleset", {}
        elif code in ("dict_type", "model_type"):  # not "instance of MatchEnd": say what to write
            msg, code, params = f"must be a table, e.g. {loc} = {{ … }}", "table_expected", {
                "name": loc}
        elif code == "value_error":
            msg = msg.removeprefix("Value error, ")  # pydantic's prefix to our own messages
            code, params = "detail", {"text": msg}
        else:  # "must be a whole number", not pydantic's "Input should be a valid integer"
            msg = value_english(code, params) or msg
        english = f"{source}: key {shown_key(loc)!r}: {msg}" if loc else f"{source}: {msg}"
        problems.append(Problem(source, loc or None, code, english, params))
    # pydantic checks the value of a key a table of names (``values``) does not have too: a
    # second line about that key ("'values.Z': must be a whole number", after "'values.Z':
    # unknown key") said nothing to fix that the first had not
    unknown = [f"{p.key}." for p in problems if p.code in UNKNOWN_KEY_CODES and p.key]
    return tuple(p for p in problems if p.code in UNKNOWN_KEY_CODES
                 or not any(f"{p.key}.".startswith(key) for key in unknown))


# At most this many of a table's keys are listed when none is close to an unknown one; a longer
# list (the ruleset's own 23) gives its first ones and says where all of them are.
KEYS_LISTED = 8
MORE_KEYS = ", …, see `golf-tui rulesets schema`"


def _unknown_key(parts: Sequence[str]) -> tuple[str, str, dict[str, object]]:
    """The message, code and params of the unknown key at ``parts``: the keys of its table it
    may have meant, or else the keys that table has, in the schema's order."""
    keys = _table_keys(parts[:-1])
    if keys is None:
        return "unknown key", "unknown_key", {}
    like = _keys_like(parts, keys)
    if len(like) == 1:
        return f"unknown key (did you mean {like[0]!r}?)", "unknown_key_like", {"other": like[0]}
    if like:
        expected = ", ".join(repr(k) for k in like)
        return (f"unknown key (did you mean one of {expected}?)", "unknown_key_among",
                {"expected": expected})
    cut = len(keys) > KEYS_LISTED
    quoted = [repr(k) for k in keys[:KEYS_LISTED]]
    if cut or len(quoted) == 1:
        expected = ", ".join(quoted)
    else:  # as pydantic lists a table's keys ('values'): "'end', 'holes' or 'target'"
        expected = f"{', '.join(quoted[:-1])} or {quoted[-1]}"
    listed = expected + (MORE_KEYS if cut else "")
    params: dict[str, object] = {"expected": expected, "cut": cut}
    if not parts[:-1]:
        return f"unknown key (keys of a ruleset: {listed})", "unknown_key_top", params
    table = shown_key(".".join(parts[:-1]))
    return (f"unknown key (keys of {table!r}: {listed})", "unknown_key_in",
            {"table": table, **params})


def _table_keys(parts: Sequence[str]) -> list[str] | None:
    """The keys of the ruleset's table at ``parts`` (``[]``: the ruleset's own; ``["match"]``;
    ``["house_rules", "x"]``: a house rule's), in the model's order; None for a table whose keys
    are names of its own (``values``, ``house_rules``) or that is not a table."""
    model: type[BaseModel] = Ruleset
    rest = list(parts)
    while rest:
        field = model.model_fields.get(rest.pop(0))
        inner = None if field is None else field.annotation
        if get_origin(inner) is Mapping and rest:  # house_rules.KEY, options.NAME: the entry's
            inner = get_args(inner)[1]
            rest.pop(0)
        if not (isinstance(inner, type) and issubclass(inner, BaseModel)):
            return None
        model = inner
    return list(model.model_fields)


def _keys_like(parts: Sequence[str], keys: Sequence[str]) -> list[str]:
    """The keys, dotted, of the unknown one's table (``keys``) that the one at ``parts`` may
    have meant: those close to it or starting with it (``match.hole`` → ``match.holes``;
    ``jokers`` → ``jokers_pair``, ``jokers_per_deck``), at most three."""
    typed = parts[-1]
    like = {*difflib.get_close_matches(typed, keys, 3), *(k for k in keys if k.startswith(typed))}
    return [".".join([*parts[:-1], k]) for k in sorted(like)][:3]


UNKNOWN_KEY_CODES = frozenset({"unknown_key", "unknown_key_like", "unknown_key_among",
                               "unknown_key_in", "unknown_key_top"})


def as_written(e: RulesetError, keys: Sequence[str]) -> RulesetError:
    """``e`` with each unknown key met on the way to a dotted key of ``keys`` (a house rule's
    change, a ``--rule``: ``foo.bar`` makes a table ``foo``, and the model finds ``foo``
    unknown) named by that whole key, as written, and the part that is no key: "key 'foo.bar':
    'foo' is not a ruleset key (…)", not "key 'foo': unknown key (…)", a key nobody wrote
    (``part``: the unknown part, dotted)."""
    problems = []
    for p in e.problems:
        written = next((k for k in keys if p.key is not None and k.startswith(f"{p.key}.")),
                       None)
        old = f": key {shown_key(p.key or '')!r}: unknown key"
        at = p.english.find(old)
        if written is None or p.code not in UNKNOWN_KEY_CODES or at == -1:
            problems.append(p)
            continue
        english = (f"{p.english[:at]}: key {shown_key(written)!r}: {shown_key(p.key or '')!r}"
                   f" is not a ruleset key{p.english[at + len(old):]}")
        problems.append(replace(p, key=written, english=english,
                                params={**p.params, "part": p.key}))
    return RulesetError.of(*problems) if problems else e


def build(data: Mapping[str, Any], source: str) -> Ruleset:
    """Validate ``data`` as a ruleset; errors name ``source``."""
    across: list[PydanticCustomError] = []  # the checks of keys against each other that fail
    try:
        ruleset = Ruleset.model_validate(
            {k: v for k, v in data.items() if k not in ANNOTATION_KEYS},
            context={"problems": across},
        )
    except ValidationError as e:
        raise RulesetError.of(*validation_problems(e, source)) from None
    if across:  # every one of them, not the first
        raise RulesetError.of(*(Problem(source, None, p.type, f"{source}: {p.message()}",
                                        dict(p.context or {})) for p in across))
    return ruleset


def _house_changes(base: Ruleset, choice: str, source: str) -> tuple[dict[str, Any], str]:
    """The changes one house-rule choice (``key`` or ``key=option``) makes, and its label."""
    key, given, option = choice.partition("=")
    rule = base.house_rules.get(key)
    if rule is None:
        offered = ", ".join(sorted(base.house_rules))
        shown = shown_name(key)  # typed on the command line: it may be of any length
        raise RulesetError.of(Problem(
            source, None, "no_house_rule",
            f"{source}: no house rule {shown!r} (offered: {offered or 'none'})",
            {"house": shown, "offered": offered}))
    changes = dict(rule.changes)
    if rule.options:
        if given and not option:  # "jokers=": an option was meant, but which?
            options = ", ".join(rule.options)
            raise RulesetError.of(Problem(
                source, None, "house_option_missing",
                f"{source}: house rule {key!r} needs an option after '=' (options: {options})",
                {"house": key, "options": options}))
        option = option or (rule.default_option or "")
        if option not in rule.options:
            options, shown = ", ".join(rule.options), shown_name(option)
            raise RulesetError.of(Problem(
                source, None, "no_house_option",
                f"{source}: house rule {key!r} has no option {shown!r} (options: {options})",
                {"house": key, "option": shown, "options": options}))
        changes.update(rule.options[option].changes)
        return changes, f"{key}={option}"
    if given:
        raise RulesetError.of(Problem(source, None, "house_takes_no_option",
                                      f"{source}: house rule {key!r} takes no option",
                                      {"house": key}))
    return changes, key


def _check_change_keys(changes: Mapping[str, Any], source: str, choice: str) -> None:
    """Each key a house rule changes names a setting it may change."""
    for k in changes:
        if not all(part.strip() for part in k.split(".")):  # "", ".holes", "match..holes"
            raise RulesetError.of(Problem(
                source, k, "house_bad_key",
                f"{source}: house rule {choice!r}: {shown_key(k)!r} is not a key: write a name"
                " between every two dots, e.g. match.holes", {"house": choice}))
        if k.split(".")[0] in NOT_FOR_HOUSE_RULES:
            raise RulesetError.of(Problem(
                source, k, "house_cannot_change",
                f"{source}: house rule {choice!r}: key {shown_key(k)!r}: a house rule changes the"
                " game's settings, not extends, house_rules or active_house_rules",
                {"house": choice}))


def check_house_rules(data: Mapping[str, Any], base: Ruleset, source: str) -> None:
    """Every house rule (each of its options) must give a valid ruleset when switched on alone,
    so a typo inside a house rule is reported when the file is loaded, not when it is used.
    Each trial leaves out the house rules offered (``base`` validated them, and no house rule
    may change them): with them, every trial copied and validated them all again, and a file
    of 600 house rules took 3 s to load."""
    settings = {k: v for k, v in data.items() if k != "house_rules"}
    problems: list[Problem] = []  # each house rule's, each option's: one did not hide the next
    for key, rule in base.house_rules.items():
        for choice in [f"{key}={o}" for o in rule.options] or [key]:
            changes, _ = _house_changes(base, choice, source)
            try:
                _check_change_keys(changes, source, choice)
            except RulesetError as e:
                problems += e.problems
                continue
            trial: dict[str, Any] = copy.deepcopy(settings)
            where = f"{source}: house rule {choice!r}"
            try:
                for k, v in changes.items():
                    set_dotted(trial, k, v, where)
                build(trial, where)
            except RulesetError as e:  # named as the file's, within the house rule
                problems += [replace(p, source=source, params={**p.params, "house_rule": choice})
                             for p in as_written(e, list(changes)).problems]
    if problems:
        raise RulesetError.of(*problems)


def check_ruleset(data: Mapping[str, Any], source: str) -> Ruleset:
    """The ruleset ``data`` gives, with every house rule it offers checked (the first part of
    ``customise``: every problem it finds is the data's own, not the command line's)."""
    base = build(data, source)
    check_house_rules(data, base, source)
    return base


def customise(
    data: Mapping[str, Any],
    source: str,
    house: Sequence[str] = (),
    overrides: Sequence[tuple[str, Any]] = (),
    base: Ruleset | None = None,
) -> Ruleset:
    """Build a ruleset from ``data`` with house rules (``key`` or ``key=option``) switched on and
    ``overrides`` applied last. ``base``: what ``check_ruleset(data, source)`` gave, if it was
    called already."""
    base = base if base is not None else check_ruleset(data, source)
    merged: dict[str, Any] = copy.deepcopy(dict(data))
    set_by: dict[str, str] = {}
    active: list[str] = list(base.active_house_rules)
    chosen: dict[str, str] = {}
    for choice in house:
        changes, label = _house_changes(base, choice, source)
        key = label.partition("=")[0]
        if key in chosen:
            raise _given_twice(source, key, chosen[key], label)
        chosen[key] = label
        for k, v in changes.items():
            if k in set_by and dotted_value(merged, k) != v:
                raise RulesetError.of(_conflict(base, source, k, chosen[set_by[k]], label))
            set_by[k] = key
            set_dotted(merged, k, v, source)
        active.append(label)
    for k, v in overrides:
        if k in ANNOTATION_KEYS or k == "active_house_rules":
            raise RulesetError.of(Problem(
                "--rule", k, "not_overridable",
                f"--rule {k}: this key cannot be overridden (use --ruleset/--house)", {"name": k}))
        set_dotted(merged, k, v, f"{source} (--rule {k})")
    against = _rules_against_house(base, source, merged, chosen, overrides)
    if against:
        raise RulesetError.of(*against)
    merged["active_house_rules"] = active
    try:
        return build(merged, source)
    except RulesetError as e:
        raise as_written(e, [*set_by, *(k for k, _v in overrides)]) from None


def _overlaps(a: str, b: str) -> bool:
    """Whether dotted keys ``a`` and ``b`` name the same setting, or one a table of the other's
    (``knock_penalty`` and ``knock_penalty.enabled``)."""
    return a == b or a.startswith(f"{b}.") or b.startswith(f"{a}.")


def _rules_against_house(base: Ruleset, source: str, merged: Mapping[str, Any],
                         chosen: Mapping[str, str],
                         overrides: Sequence[tuple[str, Any]]) -> list[Problem]:
    """A ``--rule`` that undoes or changes what a chosen house rule sets (``--house final-lap
    --rule all_face_up=immediate``): the match was played as the --rule said while the rules
    page, the setup and the match's end named the house rule. A house rule of the match's
    length alone is the exception: ``--house 18-holes --rule match.holes=2`` plays 2 holes and
    is named so ("2 holes")."""
    problems: list[Problem] = []
    for key, label in chosen.items():
        if base.house_rules[key].match_length_only:
            continue
        changes, _label = _house_changes(base, label, source)
        for k, v in changes.items():
            rules = [rk for rk, _v in overrides if _overlaps(rk, k)]
            if rules and dotted_value(merged, k) != v:
                title = house_title(base, label)
                named = f"{title} ({label!r})" if title else repr(label)
                problems.append(Problem(
                    "--rule", rules[-1], "rule_against_house",
                    f"--rule {rules[-1]}: undoes house rule {named}, which sets"
                    f" {shown_key(k)!r}: leave out one of them",
                    {"name": rules[-1], "house": label, "house_title": title,
                     "set": repr(shown_key(k))}))
                break
    return problems


def house_title(base: Ruleset, label: str) -> str:
    """A house rule switched on (``key`` or ``key=option``) by its title as the ruleset writes
    it: an option's own title for a rule with options ("Jokers −3"); "" if it has none."""
    key, _sep, option = label.partition("=")
    rule = base.house_rules.get(key)
    if rule is None:
        return ""
    return rule.options[option].title if option in rule.options else rule.title


def _conflict(base: Ruleset, source: str, key: str, first: str, second: str) -> Problem:
    """House rules ``first`` and ``second`` (labels) setting ``key`` differently, each named by
    its title and its key as typed, "Pair bonus ('pair-bonus')" (``ruleset_words`` words it in
    the player's language, and by the titles alone for the setup screen, where nothing is
    typed: one message for both)."""
    keys = [label.partition("=")[0] for label in (first, second)]
    titles = [house_title(base, label) for label in (first, second)]
    named = [f"{title} ({k!r})" if title else repr(k)
             for title, k in zip(titles, keys, strict=True)]
    return Problem(
        source, key, "house_conflict",
        f"{source}: house rules {named[0]} and {named[1]} cannot be played together:"
        f" both set {shown_key(key)!r}",
        {"first": keys[0], "second": keys[1], "first_title": titles[0],
         "second_title": titles[1]})


def _given_twice(source: str, key: str, first: str, second: str) -> RulesetError:
    """House rule ``key`` switched on twice, as ``first`` and then ``second`` (its labels)."""
    if first == second:
        return RulesetError.of(Problem(source, None, "house_twice",
                                       f"{source}: house rule {key!r} is given twice",
                                       {"house": key}))
    one, other = first.partition("=")[2], second.partition("=")[2]
    return RulesetError.of(Problem(
        source, None, "house_options_twice",
        f"{source}: house rule {key!r} is given twice, with options {one!r} and {other!r}:"
        " choose one", {"house": key, "option": one, "other": other}))


def dotted_value(data: Mapping[str, Any], key: str) -> Any:
    """The value at the dotted ``key`` (``match.target``) in ``data``; None where there is none."""
    node: Any = data
    for part in key.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return None
        node = node[part]
    return node
