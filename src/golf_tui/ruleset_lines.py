"""Which line of a ruleset file each of its problems comes from.

The engine checks a ruleset as data and names each problem by its key, as pydantic or its own
checks see it (``players.max``, ``house_rules.a.b.changes``); a person reads the file by its
lines. ``with_lines`` puts in each problem the line of the file that writes its key (of its
table, for a key that is missing; of the change that made it, for a house rule's; of the first
key the file writes that makes it, for a problem of one key against others), and the key as
TOML writes it (``house_rules."a.b".title``). The lines come from ``toml_lines.key_lines``;
``presets`` reads the files and calls this on what the engine refused.
"""

from __future__ import annotations

import ast
import contextlib
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from .engine.errors import Problem, RulesetError
from .names import first_control
from .toml_lines import dotted, key_lines


def _key_paths(data: Any, key: str) -> list[tuple[str, ...]]:
    """The ways the dotted ``key`` (as an error names it) reads as a path of keys of ``data``:
    a key may hold a dot itself (``[house_rules."a.b"]`` is named ``house_rules.a.b``), so
    ``a.b.c`` is ``a`` > ``b`` > ``c``, ``a.b`` > ``c`` or ``a`` > ``b.c``, as ``data`` has it."""
    if not isinstance(data, dict):
        return []
    paths: list[tuple[str, ...]] = [(key,)] if key in data else []
    dot = key.find(".")
    while dot != -1:  # each dot may end the first part (not each key: a file may have many)
        head = key[:dot]
        if head in data:
            paths += [(head, *rest) for rest in _key_paths(data[head], key[dot + 1:])]
        dot = key.find(".", dot + 1)
    return paths


def _path_value(data: Any, path: Sequence[str]) -> Any:
    """The value at ``path`` in ``data``; None where there is none."""
    for part in path:
        if not isinstance(data, dict) or part not in data:
            return None
        data = data[part]
    return data


# The key that each of the ruleset's checks of one key against others names in its message.
NAMED_KEYS = {
    "peek_too_many": "opening.count",
    "flip_too_many": "opening.count",
    "too_few_cards": "players.max",
    "target_unreachable": "match.target",
    "bonus_needs_column_pairs": "two_pair_bonus",
    "knock_penalty_without_knock": "knock_penalty",
}
# The keys that also make such a problem, when the file does not write the key it is named by
# (``players.max`` is the preset's; the file's 3x3 grid made too few cards): its line is the
# first of theirs the file writes.
ALSO_FROM = {
    "peek_too_many": ("grid",),
    "flip_too_many": ("grid",),
    "too_few_cards": ("players", "grid", "decks", "jokers_per_deck"),
    "target_unreachable": ("match", "values", "two_pair_bonus", "knock_penalty",
                           "peek_penalty"),
    "bonus_needs_column_pairs": ("pairs",),
    "knock_penalty_without_knock": ("knock",),
}


def _first_written(lines: dict[tuple[str, ...], int], paths: Sequence[tuple[str, ...]],
                   least: int | None = None) -> tuple[str, ...] | None:
    """The first of ``paths`` that the file writes; with ``least``, or else the longest part
    of one, of at least ``least`` parts, that it writes (a key in a table the file writes)."""
    for path in paths:
        for n in range(len(path), len(path) - 1 if least is None else max(least, 1) - 1, -1):
            if path[:n] in lines:
                return path[:n]
    return None


def _in_file(own: dict[str, Any], lines: dict[tuple[str, ...], int], key: str,
             missing: bool) -> tuple[tuple[str, ...] | None, str | None]:
    """Where the file writes the dotted ``key`` (as an error names it), and the key as TOML
    writes it (``house_rules."a.b".title``); a key that is ``missing``: its table."""
    found = _first_written(lines, _key_paths(own, key))
    if found is not None:
        return found, dotted(found)
    parent, _dot, last = key.rpartition(".")
    if missing and parent:
        found = _first_written(lines, _key_paths(own, parent))
        if found is not None:
            return found, dotted((*found, last))
    return None, None


def _in_house_rule(own: dict[str, Any], lines: dict[tuple[str, ...], int], choice: str,
                   key: str | None) -> tuple[str, ...] | None:
    """Where the file writes the change of house rule ``choice`` (``key`` or ``key=option``)
    that set the dotted ``key``: an entry of the option's ``changes`` or of the rule's; or else
    the option, or the house rule itself."""
    name, _eq, option = choice.partition("=")
    rule = ("house_rules", name)
    places = [(*rule, "options", option), rule] if option else [rule]
    for place in places:
        changes = _path_value(own, (*place, "changes"))
        if key is None or not isinstance(changes, dict):
            continue
        for k, v in changes.items():
            if key == k or k.startswith(f"{key}."):
                rest: list[tuple[str, ...]] = [()]
            elif key.startswith(f"{k}."):  # a table it sets: the key in it
                inner = key[len(k) + 1:]
                rest = [*_key_paths(v, inner), tuple(inner.split("."))]
            else:
                continue
            entry = (*place, "changes", k)
            found = _first_written(lines, [(*entry, *r) for r in rest], len(entry))
            if found is not None:
                return found
    return _first_written(lines, places, len(rule))


def _place(p: Problem, source: str, own: dict[str, Any],
           lines: dict[tuple[str, ...], int]) -> Problem:
    """``p`` with the file's line it comes from (``errors``' ``line``), if the file writes it,
    and its key as TOML writes it."""
    from .ruleset_words import english_line, untranslated, where

    if p.source != source:
        return p
    key, shown = p.key if p.key is not None else NAMED_KEYS.get(p.code), p.key
    house = p.params.get("house_rule")
    path: tuple[str, ...] | None = None
    if isinstance(house, str):
        path = _in_house_rule(own, lines, house, key)
        if p.code == "never_ends":  # the entry of its changes that made it so, if one did
            made = [(found, k) for k in str(p.params.get("keys", "")).split()
                    if (found := _in_house_rule(own, lines, house, k)) is not None
                    and "changes" in found]
            if made:
                path, shown = min(made, key=lambda m: lines[m[0]])
    elif p.code in ("house_bad_key", "house_cannot_change"):
        path = _in_house_rule(own, lines, str(p.params.get("house")), key)
    elif p.code == "house_conflict":  # where the second one sets it
        path = _in_house_rule(own, lines, str(p.params.get("second")), key)
    elif p.code == "house_key_unusable":
        with contextlib.suppress(ValueError, SyntaxError):
            path = _first_written(lines, [("house_rules", ast.literal_eval(str(p.params["name"])))])
    elif p.code == "never_ends":  # no key of its own: the first the file writes that made it so
        path = min(((k,) for k in str(p.params.get("keys", "")).split() if (k,) in lines),
                   key=lambda found: lines[found], default=None)
        shown = path[0] if path else None
    elif p.code in ("default_without_options", "default_option_unknown") and key is not None:
        path = _in_file(own, lines, f"{key}.default_option", True)[0]  # its line, else the rule's
        shown = _in_file(own, lines, key, False)[1] or key
    elif key is not None:
        path, written = _in_file(own, lines, key, p.code == "missing_key")
        shown = written if p.key is not None and written is not None else p.key
        if path is None and p.code in ALSO_FROM:
            path = min((found for also in ALSO_FROM[p.code]
                        if (found := _in_file(own, lines, also, False)[0]) is not None),
                       key=lambda found: lines[found], default=None)
        table = _path_value(own, path or ())
        if p.code in ("control_character", "key_too_long") and path and isinstance(table, dict):
            # a house rule's key, an option's name: the error names the table it is in, the
            # line is the name's
            limit = p.params.get("max")
            named = [(*path, k) for k in table
                     if (first_control(k) is not None if p.code == "control_character"
                         else isinstance(limit, int) and len(k) > limit)]
            path = _first_written(lines, named) or path
    if path is None or not p.english.startswith(where(p, untranslated)):
        return p
    placed = replace(p, key=shown, params={**p.params, "line": lines[path]})
    english = english_line(placed) if english_line(p) == p.english else None
    if english is None:  # a check worded in English only: the line goes before its words
        placed = replace(placed, key=p.key)
        english = where(placed, untranslated) + p.english[len(where(p, untranslated)):]
    return replace(placed, english=english)


def with_lines(e: RulesetError, source: str, text: str, own: dict[str, Any]) -> RulesetError:
    """``e`` with the file's line named in each problem that comes from a place in the file
    (the line of its key; of its table, for a key that is missing; of the change that made
    it, for a house rule's)."""
    lines = key_lines(text)
    problems = [_place(p, source, own, lines) for p in e.problems]
    # in the order of the file's lines ("line 5 … line 4" came as the model checked them), those
    # without a line after them, as they came
    problems.sort(key=line_of)
    return RulesetError.of(*problems) if problems else e


def line_of(p: Problem) -> int:
    line = p.params.get("line")
    return line if isinstance(line, int) else sys.maxsize
