"""The engine's error for rulesets, in a module of its own: the command line checks a preset's
name and raises or catches this error without loading pydantic (``customize`` re-exports it)."""

from __future__ import annotations


class RulesetError(ValueError):
    """A ruleset that cannot be built, with a message naming where and why."""
