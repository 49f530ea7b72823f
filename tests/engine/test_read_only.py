"""A ruleset's tables and a view's memory cannot be changed in place: one ruleset is shared by
every table, hole and view made from it (``engine/frozen.py``). They still pickle (``golf-tui
simulate`` sends rulesets to its worker processes), deep-copy (computer players are copied with
what they hold) and write out as the JSON they were read from."""

from __future__ import annotations

import copy
import json
import pickle
from collections.abc import Mapping
from typing import Any

import pytest
from golf_helpers import ruleset, run, stacked

from golf_tui.engine import Ruleset, Table, view
from golf_tui.engine.ruleset import AS_SAVED


def tables(r: Ruleset) -> list[Mapping[Any, Any]]:
    """Every table of ``r``: its values, its house rules, and each one's changes and options,
    each option's changes."""
    out: list[Mapping[Any, Any]] = [r.values, r.house_rules]
    for rule in r.house_rules.values():
        out += [rule.changes, rule.options, *(o.changes for o in rule.options.values())]
    return out


def assert_read_only(table: Mapping[Any, Any]) -> None:
    key = next(iter(table), "new")
    with pytest.raises(TypeError):
        table[key] = 1  # type: ignore[index]
    with pytest.raises(TypeError):
        del table[key]  # type: ignore[attr-defined]


def test_a_rulesets_tables_cannot_be_changed() -> None:
    r = ruleset("danish-6")  # its jokers are a choice: a house rule with options
    assert r.house_rules["jokers"].options
    for table in tables(r):
        assert_read_only(table)


def test_a_views_memory_cannot_be_changed() -> None:
    h = run(stacked(ruleset("norwegian-4"), ["K 3 / A 2", "Q 4 / 5 6"], "7 8", "9"), "peek:2")
    memory = view(h, 0).memory
    assert list(memory) == [2]
    assert_read_only(memory)


def test_copies_are_equal_and_read_only_too() -> None:
    r = ruleset("danish-6", "jokers=minus-3")
    h = run(stacked(ruleset("norwegian-4"), ["K 3 / A 2", "Q 4 / 5 6"], "7 8", "9"), "peek:2")
    v = view(h, 0)
    for again in (pickle.loads(pickle.dumps(r)), copy.deepcopy(r)):
        assert again == r and Table(again, 2) == Table(r, 2)
        for table in tables(again):
            assert_read_only(table)
    for seen in (pickle.loads(pickle.dumps(v)), copy.deepcopy(v)):
        assert seen == v
        assert_read_only(seen.memory)
    written = json.loads(json.dumps(r.model_dump(mode="json")))
    assert isinstance(written["values"], dict) and isinstance(written["house_rules"], dict)
    assert Ruleset.model_validate(written, context=AS_SAVED) == r
