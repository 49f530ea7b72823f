"""Keeping matches safe on disk: the autosave of the match in progress and the history of finished
ones. Every write is atomic; every damaged file is moved aside, never deleted, and reported."""

from .atomic import atomic_write_text
from .autosave import AutosaveInfo, SavedMatch, SaveError, Store
from .history import HistoryEntry, HistoryUnreadable, PlayerStats, player_stats
from .paths import data_dir

__all__ = [
    "AutosaveInfo", "HistoryEntry", "HistoryUnreadable", "PlayerStats", "SaveError",
    "SavedMatch", "Store", "atomic_write_text", "data_dir", "player_stats",
]  # fmt: skip
