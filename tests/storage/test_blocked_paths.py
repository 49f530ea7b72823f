"""Files golf-tui cannot write, move or list: a file where the history directory should be, a
damaged autosave that cannot be moved aside, a full or read-only disk. Each is one message
naming the path and the problem, never a traceback, never a loop that spins, and nothing is
lost. Tests run as root, whom chmod does not stop: the failures are made with a file where a
directory should be, or by making the system calls fail (monkeypatch)."""

from __future__ import annotations

import errno
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.history import HistoryScreen
from golf_tui.app.screens.stats import StatsScreen
from golf_tui.app.session import Session, bare_session
from golf_tui.app.settings import load_settings_report
from golf_tui.cli import main
from golf_tui.engine import Match, match_from_dict, match_to_dict
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import HistoryUnreadable, SaveError, Store, atomic
from golf_tui.storage import autosave as autosave_module

SEATS = (("random-1", "human"), ("random-2", "human"))
FINISHED = simulate(load_ruleset("norwegian-4"), 2, 1)


class Spinning(Exception):
    """A loop that keeps trying: raised by the guard, so a test fails instead of freezing."""


def _bounded(monkeypatch: pytest.MonkeyPatch,
             fake: Callable[[Path, str], None] | None = None) -> list[Path]:
    """Count the history's ``atomic_create_text`` calls (``fake`` in its place, if given), and
    stop the thousand-and-first-plus: the freeze this guards against called it forever."""
    real = fake or autosave_module.atomic_create_text
    calls: list[Path] = []

    def counted(path: Path, text: str) -> None:
        calls.append(path)
        if len(calls) > autosave_module.NAMES_PER_SECOND + 500:
            raise Spinning(f"{len(calls)} tries to write the history")
        real(path, text)

    monkeypatch.setattr(autosave_module, "atomic_create_text", counted)
    return calls


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    return Store()


def _history_a_file(store: Store) -> Path:
    store.history_dir.parent.mkdir(parents=True, exist_ok=True)
    store.history_dir.write_text("x")
    return store.history_dir


# --- writing the history ---------------------------------------------------------------------

def test_a_file_where_the_history_should_be_fails_at_once(store: Store,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The match's end froze the game: ``mkdir``'s "File exists" was taken for a history name
    already taken, and the next name tried, forever."""
    calls = _bounded(monkeypatch)
    history = _history_a_file(store)
    with pytest.raises(NotADirectoryError) as err:
        store.record_finished(FINISHED, SEATS)
    assert len(calls) == 1
    assert err.value.filename == str(history)
    assert history.read_text() == "x"


FAILURES: dict[str, tuple[type[OSError], int]] = {
    "EACCES": (PermissionError, errno.EACCES),
    "ENOSPC": (OSError, errno.ENOSPC),
    "EROFS": (OSError, errno.EROFS),
    "ENOTDIR": (NotADirectoryError, errno.ENOTDIR),
    "ENAMETOOLONG": (OSError, errno.ENAMETOOLONG),
    # "File exists" about a name that is not there (a temporary name, a directory): not taken
    "EEXIST-not-the-name": (FileExistsError, errno.EEXIST),
}


def _failing(code: str) -> Callable[[Path, str], None]:
    """A history write that fails as ``code`` says, as the system raises it (no file name)."""
    kind, number = FAILURES[code]

    def failing(path: Path, text: str) -> None:
        raise kind(number, os.strerror(number))

    return failing


@pytest.mark.parametrize("code", sorted(FAILURES))
def test_every_failure_but_a_taken_name_is_raised_at_once(
        code: str, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a name that is there is taken; anything else ends the writing, with the error."""
    calls = _bounded(monkeypatch, _failing(code))
    with pytest.raises(FAILURES[code][0]):
        store.record_finished(FINISHED, SEATS)
    assert len(calls) == 1


def test_names_all_taken_end_the_tries(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A thousand matches in one second (or a file system answering "taken" to every name):
    the tries end, with an error naming the last."""

    def taken(path: Path, text: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))

    calls = _bounded(monkeypatch, taken)
    with pytest.raises(FileExistsError):
        store.record_finished(FINISHED, SEATS)
    assert len(calls) == autosave_module.NAMES_PER_SECOND


def _unfinished(match: Match) -> Match:
    """``match`` before its last action (the autosave as it was just before the end)."""
    data = match_to_dict(match)
    data["actions"] = data["actions"][:-1]
    return match_from_dict(data, "match")


def _saver(session: Session, warned: list[str]) -> Callable[[Match], None]:
    config = GameConfig(FINISHED.table.ruleset, tuple(Seat(n, k) for n, k in SEATS), seed=1)
    return session.saver(config, warned.append)


@pytest.mark.parametrize("code", ["file-where-the-folder-is", *sorted(FAILURES)])
def test_a_match_the_history_cannot_take_is_named_and_kept_as_it_ended(
        code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The end of a match: one warning naming the path and why, and the match kept in the
    autosave as it ended, with its last action. The autosave was left holding the match before
    its last action, which a resume let be played to another end; now it is never offered to
    resume (``Store.load``), only put in the history later (tests/storage/test_unfiled.py)."""
    session = bare_session(tmp_path)
    store = session.store
    warned: list[str] = []
    save = _saver(session, warned)
    save(_unfinished(FINISHED))
    if code == "file-where-the-folder-is":
        _bounded(monkeypatch)
        _history_a_file(store)
        cause = f"{store.history_dir} is not a directory"
    else:
        calls = _bounded(monkeypatch, _failing(code))
        cause = f"{store.history_dir}/{{name}}: {os.strerror(FAILURES[code][1])}"
    save(FINISHED)
    if code in FAILURES:  # the history file it was writing
        cause = cause.format(name=calls[0].name)
    assert warned == [f"Could not save the match to the history: {cause}. It is kept, and"
                      " golf-tui tries again when it next starts or a new match begins."]
    kept = store.finished_saved()
    assert kept is not None and kept.match.actions == FINISHED.actions
    assert kept.seats == SEATS
    assert store.load() is None and store.peek() is None  # finished: nothing to resume
    assert store.lock.held  # the match's autosave is still this copy's


def test_a_finished_match_neither_the_history_nor_the_autosave_takes_is_not_left_resumable(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk: the history file and the finished autosave both fail. The autosave before
    the last action is removed all the same (resumed, the match could end otherwise), and the
    warning says the match is lost."""
    session = bare_session(tmp_path)
    store = session.store
    warned: list[str] = []
    save = _saver(session, warned)
    save(_unfinished(FINISHED))
    _bounded(monkeypatch, _failing("ENOSPC"))

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(autosave_module, "atomic_write_text", full)
    save(FINISHED)
    assert len(warned) == 1
    assert warned[0].startswith("Could not save the match to the history: ")
    assert warned[0].endswith(f"Nor could it be kept to try again ({store.autosave_path}: No"
                              " space left on device): it will not be in the history.")
    assert not store.autosave_path.exists()


@pytest.mark.parametrize("layout", ["autosave-a-directory", "lock-a-directory",
                                    "data-a-file"])
def test_a_blocked_autosave_warns_and_play_goes_on(layout: str, tmp_path: Path) -> None:
    """The other places a save writes (checked in the audit, sound already): one warning naming
    the path, never an exception."""
    session = bare_session(tmp_path)
    data = session.store.root
    if layout == "data-a-file":
        data.write_text("x")
        cause = f"{data} is not a directory"
    else:
        name = "autosave.json" if layout == "autosave-a-directory" else "autosave.lock"
        (data / name).mkdir(parents=True)
        cause = f"{data / name}: Is a directory"
    warned: list[str] = []
    _saver(session, warned)(_unfinished(FINISHED))
    assert warned == [f"Could not save the match: {cause}. Play goes on; it is not saved"
                      " yet, and each move tries again."]


# --- the autosave: moving a damaged one aside --------------------------------------------------

def _cannot_rename(monkeypatch: pytest.MonkeyPatch) -> None:
    """An immutable file (chattr +i), as root sees it: neither a rename nor a hard link to it
    is permitted."""

    def refused(src: Any, dst: Any, **kw: Any) -> None:
        raise PermissionError(errno.EPERM, os.strerror(errno.EPERM), os.fspath(src),
                              None, os.fspath(dst))

    monkeypatch.setattr(os, "replace", refused)
    monkeypatch.setattr(os, "rename", refused)
    monkeypatch.setattr(os, "link", refused)


def test_a_damaged_autosave_that_cannot_be_moved_aside_is_reported(
        store: Store, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """It crashed ``golf-tui`` and ``golf-tui --resume`` with a PermissionError traceback."""
    path = store.autosave_path
    path.parent.mkdir(parents=True)
    path.write_text("garbage{")
    _cannot_rename(monkeypatch)
    expected = (f"The autosave {path} could not be read (not valid JSON (Expecting value: line 1"
                " column 1 (char 0))). It could not be moved aside (Operation not permitted).")
    with pytest.raises(SaveError) as err:
        store.load()
    assert str(err.value) == expected and err.value.moved_to is None
    session = Session(store, store.root.parent / "settings.json")
    assert session.offer() is None and session.problems[-1] == expected
    assert session.resume() is None and session.problems[-1] == expected
    assert not store.lock.held
    assert main(["--resume"]) == 2
    assert capsys.readouterr().err == f"golf-tui: {expected}\n"
    assert path.read_text() == "garbage{"  # left as it was


def test_move_aside_tries_a_bounded_number_of_names(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atomic, "MOVE_ASIDE_TRIES", 3)
    path = tmp_path / "autosave.json"
    path.write_text("damaged")
    for n in (1, 2, 3):
        (tmp_path / f"autosave.json.corrupt-{n}").write_text(str(n))
    with pytest.raises(FileExistsError):
        atomic.move_aside(path, "corrupt")
    assert path.read_text() == "damaged"


# --- reading the history ---------------------------------------------------------------------

def _cannot_list(store: Store, monkeypatch: pytest.MonkeyPatch) -> str:
    """A history directory that may not be read (root ignores chmod): "Permission denied"."""
    store.history_dir.mkdir(parents=True)
    for name in ("listdir", "scandir"):
        real = getattr(os, name)

        def refused(path: Any = ".", real: Any = real) -> Any:
            if Path(path) == store.history_dir:
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
            return real(path)

        monkeypatch.setattr(os, name, refused)
    return f"{store.history_dir}: Permission denied"


@pytest.mark.parametrize("how", ["a-file", "not-listable"])
def test_a_history_that_cannot_be_read_is_named_not_empty(
        how: str, store: Store, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """``golf-tui history`` and ``stats`` said "No finished matches yet." (exit 0)."""
    if how == "a-file":
        cause = f"{_history_a_file(store)} is not a directory"
    else:
        cause = _cannot_list(store, monkeypatch)
    expected = f"Could not read the history: {cause}."
    with pytest.raises(HistoryUnreadable) as err:
        store.history()
    assert str(err.value) == expected
    for args in (["history"], ["history", "--json"], ["history", "--show", "1"], ["stats"],
                 ["stats", "--json"], ["stats", "Kari"]):
        assert main(args) == 2, args
        assert capsys.readouterr() == ("", f"golf-tui: {expected}\n"), args


def test_no_history_directory_is_no_match_yet(store: Store,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert store.history() == ([], [])
    assert main(["history"]) == 0
    assert capsys.readouterr().out == "No finished matches yet.\n"


async def test_the_history_screens_name_the_problem(store: Store) -> None:
    """The app's Match history and Player statistics said "No finished matches yet." too."""
    history = _history_a_file(store)
    expected = f"Could not read the history: {history} is not a directory."
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for show, kind in ((app.action_show_history, HistoryScreen),
                           (app.action_show_stats, StatsScreen)):
            show()
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, kind)
            assert screen.problems == [expected]
            assert not screen.query("#history-empty")
            notes = [str(n.render()) for n in screen.query(".history-note")]
            assert notes == [expected]
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, kind)


# --- settings ----------------------------------------------------------------------------------

def test_a_directory_where_the_settings_copy_goes_is_passed_by(tmp_path: Path) -> None:
    """A bad field, with settings.json.bad a directory: IsADirectoryError stopped the app."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"handover": "nope", "ascii": True}))
    (tmp_path / "settings.json.bad").mkdir()
    settings, problems = load_settings_report(path)
    assert settings.ascii is True
    assert problems == [
        "Settings file: 'handover': used instead: auto; must be 'auto', 'always' or 'never'.\n"
        f"The original file is kept as {tmp_path / 'settings.json.bad2'}; the settings file now"
        " holds only the values that could be used."]
    assert json.loads((tmp_path / "settings.json.bad2").read_text()) == {"handover": "nope",
                                                                         "ascii": True}


def test_settings_that_cannot_be_moved_or_kept_say_why(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text("not json")
    _cannot_rename(monkeypatch)
    _settings, problems = load_settings_report(path)
    assert problems[0].endswith("; the defaults are used (it could not be moved aside"
                                " (Operation not permitted)).")
    assert path.read_text() == "not json"

    def no_space(src: Any, dst: Any, **kw: Any) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(shutil, "copyfile", no_space)
    path.write_text(json.dumps({"handover": "nope"}))
    _settings, problems = load_settings_report(path)
    assert problems == [
        "Settings file: 'handover': used instead: auto; must be 'auto', 'always' or 'never'.\n"
        f"The original file {path} could not be kept beside it (No space left on device)."]


def test_the_lock_names_a_file_where_the_data_directory_should_be(store: Store) -> None:
    """Not "File exists", which a caller waiting for a free name would take for one."""
    store.root.write_text("x")
    with pytest.raises(NotADirectoryError):
        store.lock.acquire()
