"""Where the settings file lives, and reading it as plain JSON, before any validation.

Standard library only: the app reads the file at start-up and takes the language and the theme
from it for its first frame (``SettingsRead.text``); the file is validated field by field with
pydantic (``settings.settings_from_read``) after that frame. See ``settings.py`` for the format.
The one thing asked of Textual, the names of its themes (``known_theme``), is asked only for the
theme, which only the app reads: Textual's app has loaded them already, so it costs no time.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ..i18n import LANGUAGES
from ..json_text import JsonTextError, parse_json
from ..paths import blocked_by, home_override, os_words, read_regular

FILE_NAME = "settings.json"
MAX_BYTES = 1_000_000

ReadProblem = Literal["", "cannot_read", "too_large", "not_utf8", "not_json", "not_object"]


@dataclass(frozen=True)
class SettingsRead:
    """The settings file as read: its JSON object, or what kept it from being one."""

    data: dict[str, Any] | None  # None: no file, or a problem
    problem: ReadProblem = ""
    detail: str = ""  # the OS's or the JSON parser's words for the problem

    def text(self, key: str) -> str | None:
        """A text setting (``language``, ``theme``) as the file has it: exactly what validation
        keeps for that field (it keeps a string and drops anything else, field by field), so it
        can be used before the file is validated."""
        value = self.data.get(key) if self.data is not None else None
        if not isinstance(value, str):
            return None
        # dropped by validation too (``settings._value_problem``)
        if key == "language" and value not in LANGUAGES:
            return None
        if key == "theme" and not known_theme(value):
            return None
        return value

    def table(self) -> dict[str, Any]:
        """The table settings (``handover``, ``ascii``, ``animations``) as the file has them,
        each the default where the file has none or one validation drops (``ascii``: None, as
        never chosen)
        (``config.kept_table_settings``), so that a quick start takes them before the file is
        validated."""
        from .config import kept_table_settings

        data = self.data or {}
        chosen = data.get("ascii")  # None: never chosen (``Settings.ascii``)
        return {**kept_table_settings(data), "ascii": chosen if isinstance(chosen, bool) else None}


def known_theme(name: str) -> bool:
    """Whether Textual or the game (``themes.GAME_THEMES``) has a theme called ``name``."""
    from textual.theme import BUILTIN_THEMES  # loaded by Textual's app: free at the first frame

    from .themes import GAME_THEMES

    return name in BUILTIN_THEMES or any(theme.name == name for theme in GAME_THEMES)


def settings_dir() -> Path:
    """Where the settings file lives: ``$GOLF_TUI_HOME`` or the platform's config directory."""
    override = home_override()
    if override is not None:
        return override
    from platformdirs import user_config_dir

    return Path(user_config_dir("golf-tui"))


def settings_path() -> Path:
    return settings_dir() / FILE_NAME


def read_settings_file(path: Path) -> SettingsRead:
    """Read ``path`` as a JSON object; never raises, changes nothing on disk."""
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return SettingsRead(None)
    except OSError as e:
        return SettingsRead(None, "cannot_read", blocked_by(e, path) or os_words(e))
    if len(raw) > MAX_BYTES:
        return SettingsRead(None, "too_large")
    try:
        data = parse_json(raw)
    except JsonTextError as e:
        return SettingsRead(None, e.problem, e.detail)
    if not isinstance(data, dict):
        return SettingsRead(None, "not_object")
    return SettingsRead(data)
