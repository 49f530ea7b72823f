"""Keeping matches safe on disk: the autosave of the match in progress and the history of finished
ones. Every write is atomic; every damaged file is moved aside, never deleted, and reported.

Importing this package is cheap: each name is imported from its module on first use (PEP 562,
``engine.lazy``), so the file lock (``storage.lock``) comes without the autosave, which loads the
engine's models and the bots. ``from golf_tui.storage import Store`` works as always; type
checkers read the imports below."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.lazy import first_use, names_by_module

if TYPE_CHECKING:
    from .atomic import atomic_write_text
    from .autosave import AutosaveInfo, SavedMatch, SaveError, Store
    from .history import HistoryEntry, HistoryUnreadable, PlayerStats, player_stats
    from .paths import data_dir

# Where each public name lives (the same names as the imports above; a test checks both).
_WHERE = names_by_module({
    "atomic": ("atomic_write_text",),
    "autosave": ("AutosaveInfo", "SavedMatch", "SaveError", "Store"),
    "history": ("HistoryEntry", "HistoryUnreadable", "PlayerStats", "player_stats"),
    "paths": ("data_dir",),
})


def __getattr__(name: str) -> Any:
    return first_use(__name__, _WHERE, name)


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


__all__ = [
    "AutosaveInfo", "HistoryEntry", "HistoryUnreadable", "PlayerStats", "SaveError",
    "SavedMatch", "Store", "atomic_write_text", "data_dir", "player_stats",
]  # fmt: skip
