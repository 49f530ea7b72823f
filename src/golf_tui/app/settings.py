"""The remembered setup: who sat where, which ruleset and house rules, and the table settings.

Stored as JSON in the user's config directory (``GOLF_TUI_HOME`` overrides it, for tests and
portable installs). Reading never fails: a corrupt or unreadable file is moved aside and the
defaults are used, so a bad file can never keep anyone from playing.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

HOME_ENV = "GOLF_TUI_HOME"
FILE_NAME = "settings.json"


class SeatSetting(BaseModel):
    """One remembered chair."""

    model_config = ConfigDict(frozen=True, extra="ignore", use_attribute_docstrings=True)

    name: str
    """The player's name as typed at setup."""
    kind: str = "human"
    """``human`` or a computer player kind (see ``golf_tui.bots.BOT_KINDS``)."""


def _default_seats() -> list[SeatSetting]:
    return [SeatSetting(name="Player 1"), SeatSetting(name="Player 2")]


class Settings(BaseModel):
    """Everything the setup screen remembers between runs."""

    model_config = ConfigDict(frozen=True, extra="ignore", use_attribute_docstrings=True)

    seats: list[SeatSetting] = Field(default_factory=_default_seats)
    """The players in turn order, as last started."""
    ruleset: str = "swedish-6"
    """Name of the preset last played."""
    house_rules: dict[str, list[str]] = Field(default_factory=dict)
    """Per preset, the house rules last switched on (``key`` or ``key=option``)."""
    handover: Literal["auto", "always", "never"] = "auto"
    """When the hand-over screen covers the table between turns."""
    ascii: bool = False
    """ASCII card faces for terminals without suit glyphs."""
    animations: bool = True
    """Staggered reveals and paced computer moves."""


def settings_dir() -> Path:
    """Where the settings file lives: ``$GOLF_TUI_HOME`` or the platform's config directory."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("golf-tui"))


def settings_path() -> Path:
    return settings_dir() / FILE_NAME


def _move_aside(path: Path) -> None:
    """Keep a bad file for the curious under a new name instead of deleting it."""
    for n in range(1, 100):
        target = path.with_name(f"{path.name}.bad{'' if n == 1 else n}")
        if not target.exists():
            with contextlib.suppress(OSError):
                path.replace(target)
            return


def load_settings(path: Path | None = None) -> Settings:
    """The remembered settings, or the defaults when there are none or they cannot be read."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except (OSError, UnicodeDecodeError):
        _move_aside(path)
        return Settings()
    try:
        return Settings.model_validate(json.loads(text))
    except (ValueError, ValidationError):
        _move_aside(path)
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings; False (and nothing raised) when the directory is not writable."""
    path = path or settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(settings.model_dump_json(indent=2), encoding="utf-8")
        tmp.replace(path)
    except OSError:
        return False
    return True
