"""Keeping a damaged file beside itself (``storage.atomic.move_aside``): the one function the
autosave, the history and the settings file all use, with the names docs/saving.md promises
(``autosave.json.corrupt-N``; ``settings.json.bad``, ``.bad2`` …)."""

from __future__ import annotations

import errno
import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from golf_tui.app.settings import load_settings_report
from golf_tui.storage import atomic


def test_the_names_of_a_damaged_save_and_of_the_settings(tmp_path: Path) -> None:
    save = tmp_path / "autosave.json"
    for n in (1, 2):
        save.write_text(f"damaged {n}")
        assert atomic.move_aside(save, "corrupt") == tmp_path / f"autosave.json.corrupt-{n}"
        assert not save.exists()
    settings = tmp_path / "settings.json"
    for name in ("settings.json.bad", "settings.json.bad2"):
        settings.write_text(name)
        assert atomic.move_aside(settings, "bad", plain_first=True) == tmp_path / name
    assert [(tmp_path / name).read_text() for name in ("settings.json.bad", "settings.json.bad2",
                                                       "autosave.json.corrupt-2")] == [
        "settings.json.bad", "settings.json.bad2", "damaged 2"]


def test_a_copy_leaves_the_original_and_is_made_once(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{}")
    (tmp_path / "settings.json.bad").write_text("an older copy")
    kept = atomic.move_aside(path, "bad", copy=True, plain_first=True)
    assert kept == tmp_path / "settings.json.bad2" and kept.read_text() == "{}"
    assert atomic.move_aside(path, "bad", copy=True, plain_first=True) == kept  # kept already
    assert path.read_text() == "{}" and not (tmp_path / "settings.json.bad3").exists()
    path.write_text("[]")
    with pytest.raises(FileExistsError):  # .bad and .bad2 hold others, and no third name
        atomic.move_aside(path, "bad", copy=True, plain_first=True, tries=2)


@pytest.mark.parametrize("body", ["not json", json.dumps({"handover": "nope"})])
def test_the_settings_file_is_kept_aside_by_the_storage_function(
        tmp_path: Path, body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not by a second copy of it with its own ways (it had one, in settings_file.py)."""
    calls: list[tuple[Path, str, dict[str, Any]]] = []
    real = atomic.move_aside

    def recorded(path: Path, reason: str, **kw: Any) -> Path:
        calls.append((path, reason, kw))
        return real(path, reason, **kw)

    monkeypatch.setattr(atomic, "move_aside", recorded)
    path = tmp_path / "settings.json"
    path.write_text(body)
    _settings, problems = load_settings_report(path)
    assert [(p, reason) for p, reason, _kw in calls] == [(path, "bad")]
    assert (tmp_path / "settings.json.bad").read_text() == body
    assert str(tmp_path / "settings.json.bad") in problems[-1]


def _no_hard_links(monkeypatch: pytest.MonkeyPatch) -> None:
    """A file system without hard links (FAT): link(2) says EPERM."""

    def refused(src: Any, dst: Any, **kw: Any) -> None:
        raise PermissionError(errno.EPERM, os.strerror(errno.EPERM), os.fspath(src),
                              None, os.fspath(dst))

    monkeypatch.setattr(os, "link", refused)


@pytest.mark.parametrize("hard_links", [True, False])
def test_a_name_taken_after_the_look_is_never_overwritten(
        tmp_path: Path, hard_links: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two golf-tuis moving files aside at the same instant: each name looked free when
    looked at, and another golf-tui's file came there before the rename. The rename replaced
    that file; now the name is taken where it is made, and the file goes to the next one."""
    if not hard_links:
        _no_hard_links(monkeypatch)
    path = tmp_path / "autosave.json"
    path.write_text("mine")
    (tmp_path / "autosave.json.corrupt-1").write_text("another's")
    (tmp_path / "autosave.json.corrupt-2").mkdir()
    monkeypatch.setattr(os.path, "lexists", lambda p: False)  # free when looked at
    monkeypatch.setattr(os.path, "exists", lambda p: False)
    moved = atomic.move_aside(path, "corrupt")
    assert moved == tmp_path / "autosave.json.corrupt-3" and moved.read_text() == "mine"
    assert not path.exists() and (tmp_path / "autosave.json.corrupt-2").is_dir()
    assert (tmp_path / "autosave.json.corrupt-1").read_text() == "another's"
    assert len(list(tmp_path.iterdir())) == 3  # no placeholder left behind


def test_a_file_that_cannot_be_renamed_leaves_no_placeholder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without hard links the name is held by an empty file until the rename: one the rename
    fails on is removed again (it would read as a damaged save of its own)."""
    _no_hard_links(monkeypatch)

    def refused(src: Any, dst: Any) -> None:
        raise PermissionError(errno.EPERM, os.strerror(errno.EPERM))

    monkeypatch.setattr(os, "replace", refused)
    path = tmp_path / "autosave.json"
    path.write_text("damaged")
    with pytest.raises(PermissionError):
        atomic.move_aside(path, "corrupt")
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_a_copy_cut_short_by_a_full_disk_leaves_nothing_behind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The settings file with a bad value is copied to settings.json.bad before the next save
    rewrites it. A disk that filled up halfway through the copy left half a settings.json.bad
    behind, under the name of the file kept, and the next copy went to .bad2."""

    def half_then_no_space(src: Any, dst: Any, **kw: Any) -> None:
        data = Path(src).read_bytes()
        with open(dst, "wb") as f:
            f.write(data[: len(data) // 2])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(shutil, "copyfile", half_then_no_space)
    path = tmp_path / "settings.json"
    body = json.dumps({"handover": "nope", "ascii": True, "players": ["Kari", "Ola"]})
    path.write_text(body)
    settings, problems = load_settings_report(path)
    assert settings.ascii is True
    assert problems == [
        "Settings file: 'handover': used instead: auto; must be 'auto', 'always' or 'never'.\n"
        f"The original file {path} could not be kept beside it (No space left on device)."]
    assert path.read_text() == body
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no .bad, no temporary
    monkeypatch.undo()  # room on the disk again: the copy is made, whole
    load_settings_report(path)
    assert (tmp_path / "settings.json.bad").read_text() == body


def test_a_copy_never_goes_over_another_file(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """As a move (above): ``settings.json.bad`` came after it was looked at."""
    path = tmp_path / "settings.json"
    path.write_text("mine")
    (tmp_path / "settings.json.bad").write_text("another's")
    monkeypatch.setattr(os.path, "lexists", lambda p: False)
    monkeypatch.setattr(os.path, "exists", lambda p: False)
    kept = atomic.move_aside(path, "bad", copy=True, plain_first=True)
    assert kept == tmp_path / "settings.json.bad2" and kept.read_text() == "mine"
    assert (tmp_path / "settings.json.bad").read_text() == "another's"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "settings.json", "settings.json.bad", "settings.json.bad2"]
