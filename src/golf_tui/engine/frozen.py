"""Read-only tables for frozen values: a ruleset's ``values`` and house rules, a view's
``memory``. One ruleset is shared by every table, hole and view made from it, so a table of it
changed in place would change every match that plays by it.

``types.MappingProxyType`` is read-only, but it can be neither pickled nor deep-copied, and
rulesets are both (``golf-tui simulate`` sends them to its worker processes; tests and benches
copy computer players with what they hold). ``copyreg`` is told here how: a proxy pickles and
copies as a new one over a copy of its items, so its copy is read-only too.
"""

from __future__ import annotations

import copyreg
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")


def read_only(items: Mapping[K, V]) -> MappingProxyType[K, V]:
    """A read-only copy of ``items``."""
    return MappingProxyType(dict(items))


def _reduce(proxy: MappingProxyType[Any, Any]
            ) -> tuple[Callable[..., MappingProxyType[Any, Any]], tuple[dict[Any, Any]]]:
    return read_only, (dict(proxy),)


copyreg.pickle(MappingProxyType, _reduce)
