"""A finished match the history could not take when it ended: kept in the autosave as it
ended (its last action too), never offered to resume, and put in the history the next time
golf-tui looks at the autosave (start-up, the setup's offer, ``--resume``, a new match's first
save); moved aside, never replaced, when the history still cannot take it then. And a save that
works again after failing says so, taking its failure's warning down."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.session import Session, bare_session
from golf_tui.cli import main
from golf_tui.engine import Match, legal_actions, match_from_dict, match_to_dict, play
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store
from golf_tui.storage import autosave as autosave_module
from golf_tui.storage.history import local_minute

SEATS = (("Kari", "human"), ("Ola", "normal"))
FINISHED = match_from_dict(match_to_dict(simulate(load_ruleset("norwegian-4"), 2, 7))
                           | {"players": ["Kari", "Ola"]}, "match")
NEXT = Match.start(load_ruleset("norwegian-4"), ["Siri", "Per"], 3)


def _unfinished(match: Match) -> Match:
    data = match_to_dict(match)
    data["actions"] = data["actions"][:-1]
    return match_from_dict(data, "match")


def _saver(session: Session, warned: list[str], seats: tuple[tuple[str, str], ...] = SEATS,
           ) -> Callable[[Match], None]:
    config = GameConfig(FINISHED.table.ruleset, tuple(Seat(n, k) for n, k in seats), seed=7)
    return session.saver(config, warned.append)


def _history_a_file(root: Path) -> Path:
    history = root / "data" / "history"
    history.parent.mkdir(parents=True, exist_ok=True)
    history.write_text("x")
    return history


def _ended_unfiled(root: Path) -> Store:
    """A run whose match ended while a file stood where the history should be, then quit."""
    session = bare_session(root)
    history = _history_a_file(root)
    warned: list[str] = []
    save = _saver(session, warned)
    save(_unfinished(FINISHED))
    save(FINISHED)
    assert warned == [f"Could not save the match to the history: {history} is not a directory."
                      " It is kept, and golf-tui tries again when it next starts or a new match"
                      " begins."]
    session.close()
    return Store(root / "data")


def _filed(store: Store) -> str:
    saved = store.finished_saved()
    assert saved is not None
    return (f"The match of Kari and Ola finished on {local_minute(saved.saved_at)} is now in"
            " the history.")


def _one_in_history(store: Store) -> None:
    entries, problems = store.history()
    assert problems == [] and len(entries) == 1
    assert entries[0].totals == FINISHED.totals and entries[0].players == ("Kari", "Ola")
    assert entries[0].kinds == ("human", "normal")
    assert entries[0].rebuild().actions == FINISHED.actions  # as it ended, not replayed


def test_the_start_up_offer_files_it_and_says_so_once(tmp_path: Path) -> None:
    store = _ended_unfiled(tmp_path)
    (tmp_path / "data" / "history").unlink()  # put right
    expected = _filed(store)
    session = bare_session(tmp_path)
    assert session.offer() is None  # finished: nothing to resume
    assert session.problems == [expected]
    assert not store.autosave_path.exists()
    _one_in_history(store)
    assert session.setup_offer() is None and session.offer() is None
    assert session.problems == [expected]  # once
    assert not session.store.lock.held  # taken for the filing only


def test_the_setup_offer_files_it(tmp_path: Path) -> None:
    store = _ended_unfiled(tmp_path)
    (tmp_path / "data" / "history").unlink()
    expected = _filed(store)
    session = bare_session(tmp_path)
    assert session.setup_offer() is None
    assert session.problems == [expected]
    _one_in_history(store)


def test_the_history_still_blocked_keeps_it_and_says_why_once(tmp_path: Path) -> None:
    store = _ended_unfiled(tmp_path)
    kept = store.autosave_path.read_bytes()
    saved = store.finished_saved()
    assert saved is not None
    session = bare_session(tmp_path)
    assert session.offer() is None
    assert session.problems == [
        f"The match of Kari and Ola finished on {local_minute(saved.saved_at)} could not be put"
        f" in the history: {tmp_path / 'data' / 'history'} is not a directory. It is kept in"
        f" {store.autosave_path}."]
    assert session.setup_offer() is None and session.resume() is None
    assert len(session.problems) == 1
    assert store.autosave_path.read_bytes() == kept


def test_the_run_whose_match_ended_unfiled_does_not_say_it_twice(tmp_path: Path) -> None:
    """The match-over's New setup: the setup's offer finds the history still blocked, which
    the end of the match said already."""
    session = bare_session(tmp_path)
    _history_a_file(tmp_path)
    warned: list[str] = []
    save = _saver(session, warned)
    save(_unfinished(FINISHED))
    save(FINISHED)
    assert session.setup_offer() is None
    assert session.problems == [] and len(warned) == 1


def test_resume_files_it_and_says_there_is_nothing_to_resume(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = _ended_unfiled(tmp_path)
    assert store.root == Store().root
    (tmp_path / "data" / "history").unlink()
    expected = _filed(store)
    assert main(["--resume"]) == 2
    assert capsys.readouterr().err == (f"golf-tui: {expected}\n"
                                       "golf-tui: there is no unfinished match to resume\n")
    _one_in_history(store)


def test_another_golf_tuis_autosave_is_not_touched(tmp_path: Path) -> None:
    store = _ended_unfiled(tmp_path)
    (tmp_path / "data" / "history").unlink()
    other = Store(tmp_path / "data")
    assert other.lock.acquire() is None
    kept = store.autosave_path.read_bytes()
    session = bare_session(tmp_path)
    assert session.offer() is None
    assert store.autosave_path.read_bytes() == kept
    assert not store.history_dir.exists()
    other.lock.release()


def test_a_new_matchs_first_save_files_it(tmp_path: Path) -> None:
    store = _ended_unfiled(tmp_path)
    (tmp_path / "data" / "history").unlink()
    expected = _filed(store)
    session = bare_session(tmp_path)
    warned: list[str] = []
    _saver(session, warned, (("Siri", "human"), ("Per", "human")))(NEXT)
    assert warned == [expected]
    _one_in_history(store)
    saved = store.load()
    assert saved is not None and saved.match.players == ("Siri", "Per")


def test_a_new_matchs_first_save_moves_it_aside_when_still_blocked(tmp_path: Path) -> None:
    """Never silently replaced: moved aside, and the warning says where."""
    store = _ended_unfiled(tmp_path)
    kept = store.autosave_path.read_bytes()
    saved = store.finished_saved()
    assert saved is not None
    session = bare_session(tmp_path)
    session.offer()  # said why it is kept
    warned: list[str] = []
    _saver(session, warned, (("Siri", "human"), ("Per", "human")))(NEXT)
    aside = store.autosave_path.with_name("autosave.json.finished-1")
    assert warned == [
        f"The match of Kari and Ola finished on {local_minute(saved.saved_at)} could not be put"
        f" in the history ({tmp_path / 'data' / 'history'} is not a directory): it was moved to"
        f" {aside} to make room for this one."]
    assert aside.read_bytes() == kept
    resumed = store.load()
    assert resumed is not None and resumed.match.players == ("Siri", "Per")


def test_the_same_runs_next_match_files_it(tmp_path: Path) -> None:
    """Play again after the history was put right meanwhile."""
    session = bare_session(tmp_path)
    history = _history_a_file(tmp_path)
    warned: list[str] = []
    save = _saver(session, warned)
    save(_unfinished(FINISHED))
    save(FINISHED)
    expected = _filed(session.store)
    history.unlink()
    _saver(session, warned)(NEXT)
    assert warned[1:] == [expected]
    _one_in_history(session.store)


@pytest.mark.parametrize("save_format", [1, 2])
def test_an_older_golf_tuis_save_of_a_finished_match_is_filed(
        save_format: int, tmp_path: Path) -> None:
    """It was called damaged ("the match in it is already finished") and moved aside."""
    store = Store(tmp_path / "data")
    store.root.mkdir(parents=True)
    record = match_to_dict(FINISHED)
    if save_format == 1:  # the engine's record alone, every seat human
        data = record | {"format": 1}
        kinds = ("human", "human")
    else:
        data = {"format": 2, "kind": "golf-tui autosave", "saved_at": "2026-03-01T12:00:00+00:00",
                "seats": [{"name": n, "kind": k} for n, k in SEATS], "settings": {},
                "match": record}
        kinds = ("human", "normal")
    store.autosave_path.write_text(json.dumps(data))
    session = bare_session(tmp_path)
    assert session.offer() is None
    assert len(session.problems) == 1 and session.problems[0].endswith(" is now in the history.")
    assert not store.autosave_path.exists() and not list(store.root.glob("*.corrupt-*"))
    entries, _problems = store.history()
    assert [e.kinds for e in entries] == [kinds] and entries[0].totals == FINISHED.totals
    if save_format == 2:  # dated when it was saved, as it ended
        assert entries[0].finished_at == "2026-03-01T12:00:00+00:00"


# --- a save that works again -----------------------------------------------------------------

def _disk_full(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The autosave's writes fail while the flag is set."""
    full = [False]
    real = autosave_module.atomic_write_text

    def write(path: Path, text: str) -> None:
        if full[0]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, text)

    monkeypatch.setattr(autosave_module, "atomic_write_text", write)
    return full


def _moves(match: Match, count: int) -> list[Match]:
    out = []
    for _ in range(count):
        match = play(match, legal_actions(match.hole)[0])
        out.append(match)
    return out


def test_a_save_that_works_again_takes_the_failure_down_and_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = bare_session(tmp_path)
    withdrawn: list[str] = []
    session.withdraw = withdrawn.append
    full = _disk_full(monkeypatch)
    warned: list[str] = []
    save = _saver(session, warned, (("Siri", "human"), ("Per", "human")))
    first, second, third, fourth = _moves(NEXT, 4)
    save(first)
    full[0] = True
    save(second)
    save(third)  # one warning, however many saves fail
    failure = (f"Could not save the match: {session.store.autosave_path}: No space left on"
               " device. Play goes on; the save before this move can still be resumed, and"
               " each move tries again.")
    assert warned == [failure] and withdrawn == []
    saved = session.store.load()  # true: the save before is whole, and resumes
    assert saved is not None and saved.match.actions == first.actions
    full[0] = False
    save(fourth)
    assert withdrawn == [failure]
    assert warned == [failure, "The match is saved again."]
    save(_moves(fourth, 1)[0])
    assert warned == [failure, "The match is saved again."]  # said once
    assert not session.save_failed


def test_saving_again_is_told_as_news_where_the_saver_is_given_a_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The app gives the saver a way to tell good news: "saved again" goes there, not with
    the warnings (its toast was titled "Warning")."""
    session = bare_session(tmp_path)
    full = _disk_full(monkeypatch)
    warned: list[str] = []
    told: list[str] = []
    config = GameConfig(FINISHED.table.ruleset, tuple(Seat(n, k) for n, k in SEATS), seed=7)
    save = session.saver(config, warned.append, saved=told.append)
    first, second, third = _moves(NEXT, 3)
    save(first)
    full[0] = True
    save(second)
    full[0] = False
    save(third)
    assert len(warned) == 1 and warned[0].startswith("Could not save the match: ")
    assert told == ["The match is saved again."]


def test_a_first_save_that_fails_says_the_match_is_not_saved_yet(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No save of this match yet: the autosave there is not this match's to resume."""
    session = bare_session(tmp_path)
    full = _disk_full(monkeypatch)
    full[0] = True
    warned: list[str] = []
    save = _saver(session, warned, (("Siri", "human"), ("Per", "human")))
    save(NEXT)
    assert warned == [f"Could not save the match: {session.store.autosave_path}: No space left"
                      " on device. Play goes on; it is not saved yet, and each move tries"
                      " again."]
    full[0] = False
    save(_moves(NEXT, 1)[0])
    assert warned[1:] == ["The match is saved again."]


def test_a_resumed_matchs_failing_save_says_its_save_can_be_resumed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The autosave holds the resumed match: its first failing save is not "not saved yet"."""
    seats = (("Siri", "human"), ("Per", "human"))
    first = bare_session(tmp_path)
    _saver(first, [], seats)(NEXT)
    first.close()
    session = bare_session(tmp_path)
    saved = session.resume()
    assert saved is not None
    warned: list[str] = []
    save = _saver(session, warned, seats)
    _disk_full(monkeypatch)[0] = True
    save(_moves(saved.match, 1)[0])
    assert len(warned) == 1 and "the save before this move can still be resumed" in warned[0]
    _saver(session, warned, seats)(NEXT)  # the next match has no save of its own yet
    assert len(warned) == 2 and "it is not saved yet" in warned[1]
