"""A named pipe (or a device) where golf-tui's settings, autosave or a history file should be:
reading it waited for a writer for ever, so ``golf-tui``, ``golf-tui history`` and the app's
start hung without a word. Each is now a file that cannot be read, said so as any other (as a
ruleset file that is a pipe already was: "not a regular file"), and left where it is."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from golf_tui.app.settings import load_settings_report
from golf_tui.app.settings_file import read_settings_file
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import SaveError, Store

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


class Waited(Exception):
    """Raised when a read waits on the pipe (not an OSError: the readers catch those)."""


@contextmanager
def no_waiting() -> Iterator[None]:
    """Fail, not hang, should a read wait on the pipe (two seconds are plenty)."""

    def waited(_signal: int, _frame: object) -> None:
        raise Waited("waited on a named pipe")

    old = signal.signal(signal.SIGALRM, waited)
    signal.alarm(2)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    return Store()


def test_a_pipe_for_settings_is_a_file_that_cannot_be_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    with no_waiting():
        assert read_settings_file(path).problem == "cannot_read"
        settings, problems = load_settings_report(path)
    assert settings.ruleset == "swedish-6"  # the defaults
    assert problems == [f"Settings file {path} cannot be read (not a regular file); the"
                        " defaults are used."]
    assert path.exists()


def test_a_pipe_for_a_history_file_is_left_as_it_is(store: Store) -> None:
    store.record_finished(simulate(load_ruleset("norwegian-4"), 2, 1),
                          (("random-1", "human"), ("random-2", "human")))
    pipe = store.history_dir / "20260101T000000_0000-0.json"
    os.mkfifo(pipe)
    with no_waiting():
        entries, problems = store.history()
    assert len(entries) == 1
    assert problems == [f"History file {pipe}: cannot read: not a regular file; it is left as"
                        " it is and not shown here."]
    assert pipe.exists()


def test_a_pipe_for_the_autosave_is_no_match_to_resume(store: Store) -> None:
    store.autosave_path.parent.mkdir(parents=True)
    os.mkfifo(store.autosave_path)
    with no_waiting(), pytest.raises(SaveError) as caught:
        store.load()
    assert str(caught.value) == (f"{store.autosave_path}: cannot read: not a regular file. No"
                                 " saved match can be resumed from it.")
    with no_waiting(), pytest.raises(OSError, match="not a regular file"):
        store.set_aside_newer()  # a new match's save fails rather than waits, or replaces it
