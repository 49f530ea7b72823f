"""Two copies of golf-tui on one data directory never overwrite each other's match.

The copy that saves a match holds ``autosave.lock`` (the operating system's lock on the open file,
with its process id written in it). Another copy does not offer or resume that match, says which
process has it, and plays a match of its own without saving it over the first (it still goes to
the history when it ends). A lock left by a process that is gone is no lock. Two sessions in one
process exclude each other as two processes do."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from resilience_helpers import quick_config
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Static

from golf_tui.app.app import GolfApp
from golf_tui.app.config import QuickStart, Seat
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.resume import ReplaceFromSetupScreen
from golf_tui.app.session import Session, bare_session
from golf_tui.engine import Match, legal_actions, play
from golf_tui.i18n import set_language
from golf_tui.storage import lock as lock_module
from golf_tui.storage.lock import AutosaveLock

from ..conftest import notifications, toasts

SEATS = (("Kari", "human"), ("Ola", "human"))


def _match(steps: int, seed: int = 3, holes: int = 2) -> Match:
    m = Match.start(quick_config(holes=holes).ruleset, [n for n, _ in SEATS], seed)
    rng = random.Random(seed)
    for _ in range(steps):
        m = play(m, rng.choice(legal_actions(m.hole)))
    return m


def _finish(m: Match, seed: int = 1) -> Match:
    rng = random.Random(seed)
    while not m.finished:
        m = play(m, rng.choice(legal_actions(m.hole)))
    return m


def _playing(tmp_path: Path, warnings: list[str]) -> tuple[Session, Callable[[Match], None]]:
    """Copy A: a session that has offered nothing (there was nothing) and saves a match."""
    a = bare_session(tmp_path)
    assert not a.has_autosave()
    save = a.saver(quick_config(), warnings.append)
    save(_match(10))
    assert a.store.lock.held and warnings == []
    return a, save


@pytest.fixture
def gone_pid() -> int:
    """The id of a process that has ended."""
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(done.stdout)


@pytest.fixture
def running_pid() -> Iterator[int]:
    """The id of another process, running for the test."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield child.pid
    child.kill()
    child.wait()


def test_a_second_copy_does_not_offer_or_resume_the_match_open_in_the_first(
        tmp_path: Path) -> None:
    """Copy B used to offer "Resume Kari & Ola" while copy A was playing it."""
    _a, _save = _playing(tmp_path, [])
    b = bare_session(tmp_path)
    assert b.has_autosave()
    assert b.offer() is None
    assert b.resume() is None
    said = f"The saved match is open in another golf-tui (process {os.getpid()}): "
    assert b.problems == [said + "a match started here will not be saved.",
                          said + "it cannot be resumed while that one has it."]
    assert b.store.autosave_path.exists()  # nothing moved or read


def test_a_second_copy_never_saves_over_the_first(tmp_path: Path) -> None:
    """Copy B's new match plays unsaved, with one warning naming the process; copy A's saves
    go on, and B's match still reaches the history when it ends."""
    a_warned: list[str] = []
    a, a_save = _playing(tmp_path, a_warned)
    b = bare_session(tmp_path)
    b.offer()
    b_warned: list[str] = []
    b_save = b.saver(quick_config(), b_warned.append)
    before = a.store.autosave_path.read_bytes()
    theirs = _match(30, seed=8)
    for steps in (1, 5, 9):
        b_save(_match(steps, seed=8))
    assert a.store.autosave_path.read_bytes() == before
    assert b_warned == [f"This match will not be saved: another golf-tui (process"
                        f" {os.getpid()}) has the autosave."]
    assert b.save_failed and b.kept_out == ("locked", os.getpid())  # as the quit question says
    a_save(_match(20))
    saved = a.store.load()
    assert saved is not None and len(saved.match.actions) == 20 and a_warned == []
    b_save(_finish(theirs, seed=2))
    entries, problems = b.store.history()
    assert len(entries) == 1 and problems == []
    assert a.store.autosave_path.exists()  # a match ending in B clears nothing of A's


def test_a_match_the_second_copy_was_not_offered_is_not_replaced_after_the_first_quits(
        tmp_path: Path) -> None:
    """B found A's match open at its start; A quits; B's new match must still not replace a
    match its player was never offered."""
    a, _save = _playing(tmp_path, [])
    b = bare_session(tmp_path)
    assert b.offer() is None
    a.close()
    before = a.store.autosave_path.read_bytes()
    warned: list[str] = []
    b.saver(quick_config(), warned.append)(_match(3, seed=8))
    assert a.store.autosave_path.read_bytes() == before
    assert len(warned) == 1 and "a match that was not offered here" in warned[0]
    assert b.kept_out == ("other", 0)
    assert "It is not saved: the autosave holds a match that was not offered here." in (
        ConfirmQuitScreen(saved=False, kept_out=b.kept_out)._text())
    assert not b.store.lock.held  # a third copy may resume it


def test_once_the_first_copy_finishes_its_match_the_second_saves_again(tmp_path: Path) -> None:
    """B found A's match open at its start; A finishes it (no autosave is left); B's next
    match is saved. B kept every later match of its run out of the autosave ("a match that
    was not offered here") though there was nothing left to keep."""
    a, a_save = _playing(tmp_path, [])
    b = bare_session(tmp_path)
    assert b.offer() is None
    a_save(_finish(_match(10)))
    assert not a.store.autosave_path.exists() and not a.store.lock.held
    warned: list[str] = []
    mine = _match(3, seed=8)
    b.saver(quick_config(), warned.append)(mine)
    assert warned == [] and not b.save_failed and b.kept_out is None
    saved = b.store.load()
    assert saved is not None and saved.match.actions == mine.actions
    assert b.store.lock.held


def test_a_match_saved_elsewhere_after_this_copy_looked_is_not_replaced(tmp_path: Path) -> None:
    """B starts with no save; A then plays and quits; B's new match leaves A's alone."""
    b = bare_session(tmp_path)
    assert not b.has_autosave()
    a, _save = _playing(tmp_path, [])
    a.close()
    before = a.store.autosave_path.read_bytes()
    warned: list[str] = []
    b.saver(quick_config(), warned.append)(_match(3, seed=8))
    assert a.store.autosave_path.read_bytes() == before and len(warned) == 1


def test_once_the_first_copy_is_closed_the_match_is_offered_again(tmp_path: Path) -> None:
    a, _save = _playing(tmp_path, [])
    a.close()
    b = bare_session(tmp_path)
    info = b.offer()
    assert info is not None and info.players == ("Kari", "Ola") and b.problems == []
    saved = b.resume()
    assert saved is not None and b.store.lock.held
    warned: list[str] = []
    b.saver(quick_config(), warned.append)(play(saved.match, legal_actions(saved.match.hole)[0]))
    assert warned == []
    resumed = b.store.load()
    assert resumed is not None and len(resumed.match.actions) == 11


def test_a_finished_match_lets_the_autosave_go(tmp_path: Path) -> None:
    """A's match ends: the autosave is gone, and another copy may save its own."""
    a, save = _playing(tmp_path, [])
    save(_finish(_match(10)))
    assert not a.store.lock.held and not a.store.autosave_path.exists()
    b = bare_session(tmp_path)
    assert not b.has_autosave()
    warned: list[str] = []
    b.saver(quick_config(), warned.append)(_match(4, seed=8))
    assert warned == [] and b.store.autosave_path.exists()


def test_a_lock_left_by_a_process_that_is_gone_is_no_lock(tmp_path: Path, gone_pid: int) -> None:
    """The process that wrote the lock file ended (killed, say): its match is offered, resumed
    and saved as usual."""
    a, _save = _playing(tmp_path, [])
    a.close()
    lock_file = tmp_path / "data" / "autosave.lock"
    lock_file.write_text(f"{gone_pid}\n")
    b = bare_session(tmp_path)
    assert b.offer() is not None and b.problems == []
    assert b.resume() is not None and b.store.lock.held
    assert lock_file.read_text() == f"{os.getpid()}\n"


@pytest.mark.parametrize("alive", [True, False])
def test_where_files_cannot_be_locked_the_process_id_decides(
        alive: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, gone_pid: int,
        running_pid: int) -> None:
    """A file system without locks: a lock naming a running process is held, one naming a
    process that is gone is stale and taken over."""
    monkeypatch.setattr(lock_module, "_try_lock", lambda _f: None)
    path = tmp_path / "autosave.lock"
    pid = running_pid if alive else gone_pid
    path.write_text(f"{pid}\n")
    lock = AutosaveLock(path)
    assert lock.holder() == (pid if alive else None)
    assert lock.acquire() == (pid if alive else None)
    assert lock.held is not alive
    if not alive:
        assert path.read_text() == f"{os.getpid()}\n"


def test_the_lock_names_its_holder_and_is_free_once_released(tmp_path: Path) -> None:
    first, second = (AutosaveLock(tmp_path / "autosave.lock") for _ in range(2))
    assert first.acquire() is None and first.holder() is None
    assert second.holder() == os.getpid() and second.acquire() == os.getpid()
    first.release()
    assert second.holder() is None and second.acquire() is None and second.held


def test_resume_on_the_command_line_names_the_other_copy(tmp_path: Path) -> None:
    """`golf-tui --resume` while another copy plays the match: exit 2, naming its process."""
    a, _save = _playing(tmp_path, [])  # kept: the lock is let go with the session
    env = {**os.environ, "GOLF_TUI_HOME": str(tmp_path), "LANG": "C.UTF-8", "LC_ALL": ""}
    done = subprocess.run([sys.executable, "-m", "golf_tui", "--resume"], capture_output=True,
                          text=True, env=env, timeout=60, stdin=subprocess.DEVNULL, check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"open in another golf-tui (process {os.getpid()})" in done.stderr
    assert a.store.lock.held


async def test_the_app_opens_the_setup_and_says_where_the_match_is(tmp_path: Path) -> None:
    """No resume offer for a match open elsewhere: the setup, and a notice naming the process;
    the app's end lets its own lock go."""
    a, _save = _playing(tmp_path, [])
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
    assert any(f"another golf-tui (process {os.getpid()})" in n for n in app.notices)
    a.close()
    mine = bare_session(tmp_path)
    assert mine.resume() is not None
    app = GolfApp(session=mine)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
    assert not mine.store.lock.held


def _toasts(app: GolfApp) -> list[Widget]:
    """The notifications on screen (Textual's toasts)."""
    return list(app.screen.query("Toast"))


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_a_quick_start_beside_another_copy_warns_once_and_clear_of_the_hand_over(
        lang: str, tmp_path: Path) -> None:
    """A quick start while another copy plays: two long warnings (the match open elsewhere is
    not offered; this match is not saved) stood over the first hand-over for 30 s. One short
    warning says what matters, below the hand-over's box at 80×24."""
    a, _save = _playing(tmp_path, [])
    set_language(lang)
    try:
        quick = QuickStart("swedish-6", (Seat("Xan"), Seat("Yrsa")), seed=9)
        app = GolfApp(session=bare_session(tmp_path), quick=quick)
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            for _ in range(100):  # the quick start builds its match after the first frame
                if app.table is not None:
                    break
                await pilot.pause(0.02)
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert isinstance(app.screen, HandoverScreen)
            assert len(app.notices) == 1
            warning = app.notices[0]
            assert str(os.getpid()) in warning and len(warning) < 100
            toasts = _toasts(app)
            box = app.screen.query_one("#handover").region
            assert len(toasts) == 1 and not toasts[0].region.overlaps(box)
        assert app.session is not None and app.session.save_failed
    finally:
        set_language("en")
    assert a.store.lock.held


async def test_a_match_started_from_the_setup_takes_the_start_up_warning_down(
        tmp_path: Path) -> None:
    """The setup says the saved match is open elsewhere; a match started while that still
    stands gets its own short warning in its place, not a second one over the hand-over."""
    a, _save = _playing(tmp_path, [])
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        assert len(app.notices) == 1 and "is open in another golf-tui" in app.notices[0]
        assert len(_toasts(app)) == 1
        assert len(app.notices[0]) < 110 and str(a.store.autosave_path) not in app.notices[0]
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        assert app.notices[1].startswith("This match will not be saved")
        toasts = _toasts(app)
        assert len(toasts) == 1 and not toasts[0].region.overlaps(
            app.screen.query_one("#handover").region)
    a.close()


def test_a_new_match_asked_for_says_nothing_of_the_lock_before_its_own_warning(
        tmp_path: Path) -> None:
    """``offer(starting=True)`` (a match asked for on the command line): the lock-out is its
    first save's to say, once."""
    _a, _save = _playing(tmp_path, [])
    b = bare_session(tmp_path)
    assert b.offer(starting=True) is None and b.problems == []
    warned: list[str] = []
    b.saver(quick_config(), warned.append)(_match(1, seed=8))
    assert len(warned) == 1 and "will not be saved" in warned[0]


@pytest.mark.parametrize(("lang", "fate"), [
    ("en", "It is not saved: another golf-tui (process {pid}) has the autosave."),
    ("nb", "Det er ikke lagret: en annen golf-tui (prosess {pid}) lagrer allerede sitt parti her."),
    ("sv", "Det är inte sparat: en annan golf-tui (process {pid}) sparar redan sitt parti här."),
    ("da", "Det er ikke gemt: en anden golf-tui (proces {pid}) gemmer allerede sit spil her."),
])
async def test_the_quit_question_says_why_a_match_beside_another_copy_is_not_saved(
        lang: str, fate: str, tmp_path: Path) -> None:
    """The quit question (and the one of leaving for a new match) said the match "could not
    be saved", as if a save had failed: it is not saved because another golf-tui has the
    autosave, and nothing is said of resuming it."""
    a, _save = _playing(tmp_path, [])
    set_language(lang)
    try:
        quick = QuickStart("swedish-6", (Seat("Xan"), Seat("Yrsa")), seed=9)
        app = GolfApp(session=bare_session(tmp_path), quick=quick)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(100):  # the quick start builds its match after the first frame
                if app.table is not None:
                    break
                await pilot.pause(0.02)
            await app.workers.wait_for_complete()
            await pilot.pause()
            for ask in (app.action_quit_game, app.action_new_match):
                ask()
                await pilot.pause()
                question = app.screen
                assert isinstance(question, ConfirmQuitScreen)
                text = " ".join(str(question.query_one("#confirm-text", Static).render())
                                .split())
                assert fate.format(pid=os.getpid()) in text
                question.dismiss(False)
                await pilot.pause()
    finally:
        set_language("en")
    a.close()


async def test_ctrl_o_and_the_palette_say_the_match_is_open_elsewhere(tmp_path: Path) -> None:
    """ctrl+o at the setup of a second copy said "No unfinished match is saved: there is nothing
    to resume", while the first copy holds one, and the palette had no word of it. Both say
    that it is open in the other copy and cannot be resumed while that one has it; nothing is
    resumed, and the first copy keeps it. With nothing saved, ctrl+o says so, as before."""
    a, _save = _playing(tmp_path, [])
    app = GolfApp(session=bare_session(tmp_path))
    held = (f"The saved match is open in another golf-tui (process {os.getpid()}): it cannot be"
            " resumed while that one has it.")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        setup = app.screen
        assert type(setup).__name__ == "SetupScreen"
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.screen is setup and app.table is None
        said = toasts(app)
        assert held in said
        assert not any("nothing to resume" in n for n in said)
        first = next(n for n in notifications(app) if n.message == held)
        entries = {key: command for key, command in app.palette_commands(setup)}
        assert entries["resume_saved"].help == held
        await entries["resume_saved"].callback()
        await pilot.pause()
        assert app.screen is setup and app.table is None
        # said again: a new note in place of the one still shown, not a second copy of it
        again = [n for n in notifications(app) if n.message == held]
        assert len(again) == 1 and again[0] is not first
    assert a.store.lock.held
    a.store.clear_autosave()
    a.close()
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert toasts(app) == [
            "No unfinished match is saved: there is nothing to resume."]
        assert "resume_saved" not in dict(app.palette_commands(app.screen))


def test_the_second_copy_looks_again_once_the_first_is_gone(tmp_path: Path) -> None:
    """B found A's match open at its start; A quits (or dies: its lock goes either way). B's
    setup, asked again, offers it as a fresh start would, and it resumes; while A still has it,
    nothing is offered."""
    a, _save = _playing(tmp_path, [])
    b = bare_session(tmp_path)
    assert b.offer() is None
    assert b.look_again() is None  # A still has it
    a.close()
    info = b.look_again()
    assert info is not None and info.players == ("Kari", "Ola")
    assert b.look_again() is None and b.offered == info  # offered now: not twice
    saved = b.resume()
    assert saved is not None and len(saved.match.actions) == 10 and b.store.lock.held


async def _setup_beside_a_gone_copy(tmp_path: Path) -> tuple[Session, GolfApp]:
    a, _save = _playing(tmp_path, [])
    return a, GolfApp(session=bare_session(tmp_path))


async def _asked_before_replacing(app: GolfApp, a: Session,
                                  pilot: Pilot[None]) -> ReplaceFromSetupScreen:
    """A, the copy that had the saved match, gone; ctrl+s at B's setup: B's question."""
    await pilot.pause()
    a.close()
    await pilot.press("ctrl+s")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, ReplaceFromSetupScreen)
    return screen


async def test_ctrl_o_resumes_the_match_once_the_copy_that_had_it_quit(tmp_path: Path) -> None:
    """ctrl+o at B's setup said "No unfinished match is saved" once A had quit, with A's match
    in autosave.json: it resumes that match now."""
    a, app = await _setup_beside_a_gone_copy(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        a.close()
        await pilot.press("ctrl+o")
        await pilot.pause()
        await pilot.pause()
        said = toasts(app)
        assert not any("nothing to resume" in n for n in said)
        assert app.table is not None
        assert app.table.ctrl.match.players == ("Kari", "Ola")
        assert len(app.table.ctrl.match.actions) == 10
        assert app.session is not None and app.session.store.lock.held


async def test_the_palette_offers_the_match_once_the_copy_that_had_it_quit(
        tmp_path: Path) -> None:
    a, app = await _setup_beside_a_gone_copy(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        setup = app.screen
        a.close()
        entries = dict(app.palette_commands(setup))
        assert "resume_saved" in entries
        assert "Kari and Ola" in str(entries["resume_saved"].title)
        await pilot.pause()
        assert setup.query("SavedMatchLine")  # and on the setup's line, as at a fresh start


async def test_starting_a_match_asks_before_replacing_the_match_of_a_copy_that_quit(
        tmp_path: Path) -> None:
    """ctrl+s at B's setup, A gone: B started a match that warned "This match will not be saved:
    the autosave holds a match that was not offered here". It asks first, as a quick start
    does: Back keeps the setup (the match now offered on its line), Start the new match
    replaces the saved match and saves the new one."""
    a, app = await _setup_beside_a_gone_copy(tmp_path)
    before = a.store.autosave_path.read_bytes()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        setup = app.screen
        a.close()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ReplaceFromSetupScreen)
        assert a.store.autosave_path.read_bytes() == before
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is setup and setup.query("SavedMatchLine")
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.pause()
        assert app.table is not None  # offered on its line: Start replaces it, as at a start
        await pilot.pause()
        assert app.notices[0].startswith("The saved match is open in another golf-tui")
        assert not any("will not be saved" in n for n in app.notices[1:])
        assert app.session is not None and not app.session.save_failed
    assert a.store.autosave_path.read_bytes() != before


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_the_question_before_replacing_fits_at_80x24(lang: str, tmp_path: Path) -> None:
    """Its three buttons (Back to the setup the longest) whole, inside the box, on one row."""
    a, app = await _setup_beside_a_gone_copy(tmp_path)
    set_language(lang)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await _asked_before_replacing(app, a, pilot)
            box = screen.query_one("#resume").region
            buttons = list(screen.query("#resume-buttons Button"))
            assert len(buttons) == 3
            assert len({b.region.y for b in buttons}) == 1
            for button in buttons:
                assert box.contains_region(button.region)
                assert button.region.width >= len(str(button.label))
    finally:
        set_language("en")


def test_a_killed_writer_s_temporary_files_go_when_the_lock_is_taken(tmp_path: Path) -> None:
    """A golf-tui killed during a save left ``.autosave.json.XXXX.tmp`` in the data directory for
    ever. They go when the lock is next taken (only its holder writes the autosave); while
    another copy holds it, its files stay, as does every other file."""
    data = tmp_path / "data"
    data.mkdir()
    dead = [data / ".autosave.json.k1ll3d.tmp", data / ".autosave.json.x_9.tmp"]
    kept = [data / ".settings.json.abc.tmp", data / "autosave.json.corrupt-1",
            data / ".autosave.json.newer.txt"]
    for path in dead + kept:
        path.write_text("{")
    a = AutosaveLock(data / "autosave.lock")
    b = AutosaveLock(data / "autosave.lock")
    assert a.acquire() is None
    assert not any(p.exists() for p in dead) and all(p.exists() for p in kept)
    live = data / ".autosave.json.l1ve.tmp"  # a's save, being written
    live.write_text("{")
    assert b.acquire() == os.getpid() and live.exists()
    a.release()
    assert b.acquire() is None and not live.exists()
    b.release()


def test_a_new_match_s_first_save_clears_a_killed_save_s_temporary_file(tmp_path: Path) -> None:
    stale = tmp_path / "data" / ".autosave.json.k1ll3d.tmp"
    stale.parent.mkdir()
    stale.write_text('{"format": 3')
    session = bare_session(tmp_path)
    assert not session.has_autosave()
    warned: list[str] = []
    session.saver(quick_config(), warned.append)(_match(2))
    assert warned == [] and not stale.exists()
    assert sorted(p.name for p in stale.parent.iterdir()) == ["autosave.json", "autosave.lock"]


def _withdrawing(session: Session) -> list[str]:
    taken_down: list[str] = []
    session.withdraw = taken_down.append
    return taken_down


def test_the_not_saved_warning_goes_once_the_next_match_saves(tmp_path: Path) -> None:
    """B's match was kept out while A had the autosave; A's match ended; B's next match saves,
    and the first match's "This match will not be saved" (up for half a minute) is taken down."""
    _a, a_save = _playing(tmp_path, [])
    b = bare_session(tmp_path)
    b.offer(starting=True)
    taken_down = _withdrawing(b)
    warned: list[str] = []
    b.saver(quick_config(), warned.append)(_match(1, seed=8))
    assert len(warned) == 1 and "will not be saved" in warned[0] and taken_down == []
    a_save(_finish(_match(10)))
    mine = _match(3, seed=9)
    b.saver(quick_config(), warned.append)(mine)
    assert len(warned) == 1 and taken_down == warned
    saved = b.store.load()
    assert saved is not None and saved.match.actions == mine.actions


def _kept_out_beside(tmp_path: Path) -> tuple[Session, Callable[[Match], None], list[str],
                                                list[str]]:
    """B beside A, which plays: B's match, its first move made (kept out, with a warning);
    B, its saver, the warnings it gave and those taken down."""
    b = bare_session(tmp_path)
    b.offer(starting=True)
    taken_down = _withdrawing(b)
    warned: list[str] = []
    save = b.saver(quick_config(), warned.append)
    save(_match(1, seed=8))
    return b, save, warned, taken_down


def test_a_match_kept_out_is_saved_once_the_other_copy_s_match_ends(tmp_path: Path) -> None:
    """A finishes its match while B plays one kept out: B's next move saves it, and the
    warning that it will not be saved is taken down."""
    _a, a_save = _playing(tmp_path, [])
    b, save, warned, taken_down = _kept_out_beside(tmp_path)
    save(_match(2, seed=8))
    assert b.kept_out == ("locked", os.getpid()) and taken_down == []
    a_save(_finish(_match(10)))
    save(_match(3, seed=8))
    assert taken_down == warned and len(warned) == 1
    assert b.kept_out is None and not b.save_failed and b.store.lock.held
    saved = b.store.load()
    assert saved is not None and len(saved.match.actions) == 3


def test_a_match_kept_out_stays_out_of_a_match_the_other_copy_left_saved(
        tmp_path: Path) -> None:
    """A quits with its match saved while B plays one kept out: B's match still leaves A's
    alone (never offered here), and the warning naming A, no longer true, gives way to the one
    that says why now."""
    a, _save = _playing(tmp_path, [])
    b, save, warned, taken_down = _kept_out_beside(tmp_path)
    a.close()
    before = a.store.autosave_path.read_bytes()
    save(_match(2, seed=8))
    save(_match(3, seed=8))
    assert a.store.autosave_path.read_bytes() == before
    assert taken_down == warned[:1] and len(warned) == 2
    assert "a match that was not offered here" in warned[1]
    assert b.kept_out == ("other", 0) and not b.store.lock.held


async def test_q_at_the_question_before_replacing_quits_and_keeps_the_save(
        tmp_path: Path) -> None:
    """q quits there, as everywhere (its footer said "q Quit" and it went back to the setup);
    the footer names the three answers, b for Back to the setup."""
    a, app = await _setup_beside_a_gone_copy(tmp_path)
    before = a.store.autosave_path.read_bytes()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _asked_before_replacing(app, a, pilot)
        shown = {b.binding.key: b.binding.description for b in screen.active_bindings.values()
                 if b.binding.show}
        assert shown == {"r": "Resume", "n": "New match", "b": "Back to the setup"}
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running
    assert a.store.autosave_path.read_bytes() == before
