"""A workaround for Textual keeping every widget's rendered lines after the widget is gone.

Textual 8 caches ``StylesCache.get_inner_outer`` (two background styles from two colours) with
``functools.lru_cache`` on the method itself, so the cache's keys hold the ``StylesCache`` of
each widget that drew (``self``), and with it every line that widget cached: up to 1,024 of
them, long after the widget was removed (Textualize/textual#6665, open). A table of eight
players mounts and removes widgets at every move (the log's lines, the hand-over, a hole's
result), and those lines were the bulk of what the garbage collector walks: in an 8-player
nine-card hole the objects it tracked grew from 120,000 to over 600,000 in 500 moves, and a full
collection, which Python runs now and then between two frames, from 60 ms to 400 ms on a fast
machine (``python bench/tui.py``'s hand-overs showed it as a 200 ms frame now and then).

``bound_inner_outer`` caches the same two styles by the two colours alone, which is all they
depend on. It changes nothing on a Textual whose method is not cached so (a fixed one)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from textual._styles_cache import StylesCache
from textual.color import Color
from textual.style import Style


def bound_inner_outer() -> bool:
    """Cache ``StylesCache.get_inner_outer`` by its colours, not by the widget's cache: True
    where it was cached by the widget's (and is not any more)."""
    method = StylesCache.__dict__.get("get_inner_outer")
    plain: Callable[..., tuple[Style, Style]] | None = getattr(method, "__wrapped__", None)
    if plain is None or not hasattr(method, "cache_info"):
        return False  # not the lru_cache on the method: nothing to change

    @lru_cache(1024)
    def inner_outer(base_background: Color, background: Color) -> tuple[Style, Style]:
        return plain(None, base_background, background)  # it never reads its first argument

    def get_inner_outer(_self: Any, base_background: Color,
                        background: Color) -> tuple[Style, Style]:
        return inner_outer(base_background, background)

    StylesCache.get_inner_outer = get_inner_outer  # type: ignore[method-assign,assignment]
    return True


# Textual's own, before it is changed: what bench/heap.py measures against
TEXTUAL_INNER_OUTER = StylesCache.__dict__.get("get_inner_outer")
BOUND = bound_inner_outer()
