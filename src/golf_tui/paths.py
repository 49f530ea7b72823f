"""Where golf-tui keeps its matches: the platform's user data directory, or ``$GOLF_TUI_HOME``.

Standard library only (platformdirs on first use): the app asks whether there is an unfinished
match before its first frame, without loading the storage or the engine.
"""

from __future__ import annotations

import os
from pathlib import Path

HOME_ENV = "GOLF_TUI_HOME"
AUTOSAVE_FILE = "autosave.json"


def data_dir() -> Path:
    """The directory for the autosave and the match history (not created here)."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir("golf-tui", appauthor=False))
