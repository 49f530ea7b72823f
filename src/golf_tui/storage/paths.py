"""Where golf-tui keeps its files: the platform's user data directory, or ``$GOLF_TUI_HOME``."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

HOME_ENV = "GOLF_TUI_HOME"


def data_dir() -> Path:
    """The directory for the autosave and the match history (not created here)."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "data"
    return Path(platformdirs.user_data_dir("golf-tui", appauthor=False))
