"""Where golf-tui keeps its files (``golf_tui.paths``, which the app reads before it loads the
storage)."""

from __future__ import annotations

from ..paths import AUTOSAVE_FILE, HOME_ENV, data_dir

__all__ = ["AUTOSAVE_FILE", "HOME_ENV", "data_dir"]
