"""``GOLF_TUI_HOME="~/golf"``, quoted so the shell leaves the ``~``, made a folder literally
named ``~`` in the current directory: the leading ``~`` is expanded, as the shell would, for the
data directory and the settings alike (``paths.home_override``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui.app.settings import Settings, save_settings, settings_path
from golf_tui.app.settings_file import settings_dir
from golf_tui.engine import Match
from golf_tui.paths import data_dir, home_override
from golf_tui.presets import load_ruleset
from golf_tui.storage import Store


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home directory of its own, and another directory to run in."""
    home, here = tmp_path / "home", tmp_path / "here"
    home.mkdir()
    here.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(here)
    return home


def test_a_leading_tilde_is_the_home_directory(home: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLF_TUI_HOME", "~/golf")
    assert home_override() == home / "golf"
    assert data_dir() == home / "golf" / "data"
    assert settings_dir() == home / "golf"
    monkeypatch.setenv("GOLF_TUI_HOME", "~")
    assert data_dir() == home / "data" and settings_dir() == home


def test_the_files_go_home_not_into_a_folder_named_tilde(home: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLF_TUI_HOME", "~/golf")
    assert save_settings(Settings())
    match = Match.start(load_ruleset("norwegian-4"), ["Kari", "Ola"], 1)
    Store().save(match, (("Kari", "human"), ("Ola", "human")))
    assert settings_path() == home / "golf" / "settings.json"
    assert (home / "golf" / "settings.json").is_file()
    assert (home / "golf" / "data" / "autosave.json").is_file()
    assert not Path("~").exists()  # in the current directory


def test_a_tilde_elsewhere_and_an_empty_home_are_left_alone(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path / "a~b"))
    assert data_dir() == tmp_path / "a~b" / "data"
    monkeypatch.setenv("GOLF_TUI_HOME", "")
    assert home_override() is None
