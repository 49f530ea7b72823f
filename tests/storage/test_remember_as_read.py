"""``Session.remember`` of a theme or language the settings file already gives saves nothing and
leaves the file unvalidated: the app sets the remembered theme at start-up, and its change
signal remembered it again, which validated the settings (pydantic) before the quick start's
first frame. A change to another value, and back again, is still saved."""

from __future__ import annotations

import json
from pathlib import Path

from golf_tui.app.session import bare_session


def _file(tmp_path: Path, data: dict[str, object]) -> Path:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_file_s_own_theme_and_language_save_nothing_and_validate_nothing(
        tmp_path: Path) -> None:
    path = _file(tmp_path, {"theme": "nord", "language": "sv", "bot_delay": 0.3})
    before = path.stat().st_mtime_ns, path.read_bytes()
    session = bare_session(tmp_path)
    session.remember(theme="nord")
    session.remember(language="sv", theme="nord")
    assert session._settings is None  # not validated: no pydantic before the first frame
    assert (path.stat().st_mtime_ns, path.read_bytes()) == before
    assert session.settings.theme == "nord" and session.settings.bot_delay == 0.3


def test_another_theme_and_back_again_are_saved(tmp_path: Path) -> None:
    path = _file(tmp_path, {"theme": "nord"})
    session = bare_session(tmp_path)
    session.remember(theme="gruvbox")
    assert json.loads(path.read_text("utf-8"))["theme"] == "gruvbox"
    session.remember(theme="nord")  # the file's first theme, no longer the file's
    assert json.loads(path.read_text("utf-8"))["theme"] == "nord"


def test_a_theme_the_file_does_not_give_is_saved(tmp_path: Path) -> None:
    """A file without a theme, or with one validation drops, is validated and saved as
    before: its theme is not the one remembered."""
    for data in ({}, {"theme": "no-such-theme"}, {"theme": 7}):
        path = _file(tmp_path, data)
        session = bare_session(tmp_path)
        session.remember(theme="nord")
        assert session._settings is not None, data
        assert json.loads(path.read_text("utf-8"))["theme"] == "nord", data


def test_a_pace_is_validated_and_saved_as_ever(tmp_path: Path) -> None:
    path = _file(tmp_path, {"theme": "nord"})
    session = bare_session(tmp_path)
    session.remember(theme="nord", bot_delay=0.5)
    assert json.loads(path.read_text("utf-8"))["bot_delay"] == 0.5
