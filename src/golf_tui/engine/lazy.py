"""Packages whose public names are imported from their modules on first use (PEP 562): importing
the package itself costs nothing, so a caller that needs one light module does not load the
heavy ones beside it. The engine uses it (pydantic is loaded with the ruleset's model, not with
``RulesetError``), and so does the storage (the quick start's first frame takes a file lock
from it, before the match, the bots and the engine's models are loaded). Standard library
only, as the engine must be."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from importlib import import_module
from typing import Any


def names_by_module(modules: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    """Each public name and the module (within the package) it lives in."""
    return {name: module for module, names in modules.items() for name in names}


def first_use(package: str, where: Mapping[str, str], name: str) -> Any:
    """For the package's ``__getattr__``: ``name`` imported from its module (``where``), and
    kept in the package, so that the next lookup is an ordinary one."""
    module = where.get(name)
    if module is None:
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    value = getattr(import_module(f"{package}.{module}"), name)
    vars(sys.modules[package])[name] = value
    return value
