"""The remembered setup: who sat where, which ruleset and house rules, and the table settings.

Stored as JSON in the user's config directory (``GOLF_TUI_HOME`` overrides it, for tests and
portable installs). Reading never fails and never loses more than it must: a field with a bad
value is dropped (the rest is kept) and reported; a file that cannot be read at all is moved
aside (``settings.json.bad``) and reported; the defaults fill in. ``load_settings_report`` gives
the messages, naming the file; ``load_settings`` is the quiet version the setup screen uses.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..i18n import _

HOME_ENV = "GOLF_TUI_HOME"
FILE_NAME = "settings.json"
MAX_BYTES = 1_000_000
# Saved from the table or the palette, not by the setup screen: kept when the setup saves.
KEPT_ON_SAVE = ("theme", "bot_delay", "language")


class SeatSetting(BaseModel):
    """One remembered chair."""

    model_config = ConfigDict(frozen=True, extra="ignore", use_attribute_docstrings=True)

    name: str
    """The player's name as typed at setup."""
    kind: str = "human"
    """``human`` or a computer player kind (see ``golf_tui.bots.BOT_KINDS``)."""


def _default_seats() -> list[SeatSetting]:
    # in the language spoken when the settings are made (a first run)
    return [SeatSetting(name=_("Player %(n)d") % {"n": n}) for n in (1, 2)]


class Settings(BaseModel):
    """Everything the app remembers between runs."""

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
    theme: str | None = None
    """The Textual theme last chosen (command palette); None: Textual's default."""
    bot_delay: float = Field(default=0.8, ge=0.0, le=10.0)
    """Seconds between visible computer moves (the table's + / - keys)."""
    language: str | None = None
    """The language chosen at the setup screen (``en``, ``nb``, ``sv``, ``da``); None: from the
    environment. ``--lang`` on the command line still wins."""


def settings_dir() -> Path:
    """Where the settings file lives: ``$GOLF_TUI_HOME`` or the platform's config directory."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("golf-tui"))


def settings_path() -> Path:
    return settings_dir() / FILE_NAME


def _move_aside(path: Path, copy: bool = False) -> Path | None:
    """Keep a bad file for the curious under a new name instead of deleting it (``copy``:
    leave the original in place too)."""
    for n in range(1, 100):
        target = path.with_name(f"{path.name}.bad{'' if n == 1 else n}")
        if copy and target.exists() and target.read_bytes() == path.read_bytes():
            return target  # kept already, on an earlier run
        if not target.exists():
            with contextlib.suppress(OSError):
                if copy:
                    shutil.copyfile(path, target)
                else:
                    path.replace(target)
                return target
            return None
    return None


def _unreadable(path: Path, problem: str) -> tuple[Settings, list[str]]:
    moved = _move_aside(path)
    where = (_("it was moved to %(path)s") % {"path": moved} if moved
             else _("it could not be moved aside"))
    return Settings(), [_("Settings file %(path)s: %(problem)s; the defaults are used (%(where)s).")
                        % {"path": path, "problem": problem, "where": where}]


def _salvage(data: dict[str, Any], path: Path) -> tuple[Settings, list[str]]:
    """Keep every field that is valid on its own; name each one dropped."""
    good: dict[str, Any] = {}
    problems = []
    for key, value in data.items():
        if key not in Settings.model_fields:
            continue  # a newer golf-tui's setting, or an old one: harmless
        try:
            Settings.model_validate({key: value})
        except ValidationError as e:
            reason = e.errors()[0].get("msg", "invalid")
            problems.append(_("Settings file %(path)s: '%(key)s' ignored (%(reason)s).")
                            % {"path": path, "key": key, "reason": reason})
            continue
        good[key] = value
    if problems:  # the next save rewrites the file: keep the original as it was
        kept = _move_aside(path, copy=True)
        if kept is not None:
            problems.append(_("Settings file %(path)s: the original is kept as %(copy)s.")
                            % {"path": path, "copy": kept})
    return Settings.model_validate(good), problems


def load_settings_report(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The remembered settings and a message per problem found (none when all is well)."""
    path = path or settings_path()
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return Settings(), []
    except OSError as e:
        return Settings(), [_("Settings file %(path)s cannot be read (%(problem)s); the defaults"
                              " are used.") % {"path": path, "problem": e.strerror or e}]
    if len(raw) > MAX_BYTES:
        return _unreadable(path, _("larger than %(limit)d bytes") % {"limit": MAX_BYTES})
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return _unreadable(path, _("not UTF-8 text"))
    except ValueError as e:
        return _unreadable(path, _("not valid JSON (%(problem)s)") % {"problem": e})
    if not isinstance(data, dict):
        return _unreadable(path, _("expected a JSON object"))
    return _salvage(data, path)


def load_settings(path: Path | None = None) -> Settings:
    """The remembered settings, or the defaults when there are none or they cannot be read."""
    return load_settings_report(path)[0]


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings; False (and nothing raised) when the directory is not writable.

    Fields in ``KEPT_ON_SAVE`` that ``settings`` was built without keep their value on disk,
    so the setup screen saving its choices does not forget the theme or the pace."""
    path = path or settings_path()
    missing = [k for k in KEPT_ON_SAVE if k not in settings.model_fields_set]
    if missing:
        on_disk = load_settings(path)
        settings = settings.model_copy(update={k: getattr(on_disk, k) for k in missing})
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(settings.model_dump_json(indent=2), encoding="utf-8")
        tmp.replace(path)
    except OSError:
        return False
    return True


def update_settings(path: Path | None = None, **changes: Any) -> bool:
    """Change some fields of the remembered settings (a theme, the pace) and save."""
    current = load_settings(path)
    return save_settings(current.model_copy(update=changes), path)
