"""The worker processes of ``golf-tui simulate --jobs`` (``cli/workers.py``): results in the order
handed, a task's exception raised where its result is read, a worker that dies told as such, and
Ctrl+C left to the main process. The tasks are the standard library's (``pow``, ``int``,
``os._exit``): a worker is a new interpreter, which imports what it plays by name."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from golf_tui.cli import workers as workers_module
from golf_tui.cli.workers import RemoteTraceback, Worker, WorkerLost, Workers, work

from .conftest import endless_series, played_in


@pytest.fixture
def workers() -> Iterator[Workers]:
    started = Workers(2)
    yield started
    started.terminate()
    started.join()


def test_results_come_back_in_the_order_handed(workers: Workers) -> None:
    handed = [workers.apply_async(pow, (2, n)) for n in range(7)]  # four to one, three to the other
    assert [p.get() for p in reversed(handed)] == [2 ** n for n in reversed(range(7))]


def test_a_tasks_exception_is_raised_where_its_result_is_read(workers: Workers) -> None:
    bad = workers.apply_async(int, ("x",))
    good = workers.apply_async(pow, (3, 2))
    with pytest.raises(ValueError, match="invalid literal") as raised:
        bad.get()
    assert isinstance(raised.value.__cause__, RemoteTraceback)
    assert "Traceback (most recent call last)" in str(raised.value.__cause__)
    assert good.get() == 9  # the worker goes on
    assert workers.apply_async(pow, (2, 5)).get() == 32


def test_a_worker_that_ends_is_told_with_its_status(workers: Workers) -> None:
    ended = workers.apply_async(os._exit, (3,))
    with pytest.raises(WorkerLost, match=r"ended unexpectedly \(exit status 3\)"):
        ended.get()


def test_a_worker_killed_is_told_by_its_signal(workers: Workers) -> None:
    first = workers.workers[0]
    assert workers.apply_async(pow, (2, 2)).get() == 4  # the first worker is up
    os.kill(_pid(first), signal.SIGKILL)
    first.process.join()
    with pytest.raises(WorkerLost, match="ended by SIGKILL"):  # handed to it, or read from it
        first.hand(pow, (2, 3)).get()


def _pid(worker: Worker) -> int:
    """A started worker's process id. Never 0 in its stead: ``os.kill(0, ...)`` signals the
    whole process group, the test runner with it."""
    pid = worker.process.pid
    assert isinstance(pid, int) and pid > 0, pid
    return pid


def _signals(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1], 16)
    raise AssertionError(f"no {field} for {pid}")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_ctrl_c_never_reaches_a_worker_from_its_first_moment() -> None:
    """A Ctrl+C typed in a terminal reaches every process of the command: a worker still
    starting would have printed a KeyboardInterrupt's traceback over the summary. Each one
    starts with SIGINT blocked and then ignores it; the first one began with it unblocked
    (starting multiprocessing's resource tracker unblocks it)."""
    started = Workers(3)
    try:
        bit = 1 << (signal.SIGINT - 1)
        for worker in started.workers:  # at once, most still starting
            pid = _pid(worker)
            assert (_signals(pid, "SigBlk") | _signals(pid, "SigIgn")) & bit, pid
        for worker in started.workers:
            os.kill(_pid(worker), signal.SIGINT)
        assert [started.apply_async(pow, (2, n)).get() for n in range(3)] == [1, 2, 4]
    finally:
        started.terminate()
        started.join()
    assert not signal.pthread_sigmask(signal.SIG_BLOCK, set()) & {signal.SIGINT}


@pytest.mark.skipif(not Path(f"/proc/{os.getpid()}/task/{os.getpid()}/children").exists(),
                    reason="finds the workers in /proc")
def test_a_series_whose_worker_is_killed_ends_with_what_was_played() -> None:
    """The out-of-memory killer, say, ends a worker: the series stops with its summary and says
    why, status 1, where a pool waited for ever for the match it had lost."""
    def kill_a_worker(proc: subprocess.Popen[str]) -> None:
        children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
        workers = [pid for pid in children
                   if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
        assert len(workers) == 2
        os.kill(int(workers[0]), signal.SIGKILL)

    status, lines, err = endless_series("2", kill_a_worker)
    assert lines[0].startswith("match ")
    assert status == 1
    assert err.strip() == "golf-tui: a worker process was ended by SIGKILL"
    played = played_in(lines)
    assert f"stopped after {played} of 1000000 matches (a worker process was lost)" in lines
    assert not any(line.startswith("interrupted") for line in lines)  # nobody interrupted it


def test_a_worker_whose_main_process_is_gone_ends_without_a_traceback() -> None:
    """The main process killed (``kill -9``, a terminal closed): a worker finishing its match
    had nobody to send it to, and its BrokenPipeError's traceback, raised again while it tried
    to send that as an error, landed on the terminal after the shell's prompt."""
    here, there = multiprocessing.Pipe()
    here.send((pow, (2, 3)))
    here.close()  # gone, the task handed
    before = signal.getsignal(signal.SIGINT)
    try:
        work(there)  # returns: nothing raised to print
    finally:
        signal.signal(signal.SIGINT, before)  # ``work`` leaves Ctrl+C to its main process
        there.close()


def test_ctrl_c_as_a_worker_starts_leaves_none_running(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Ctrl+C typed while a worker starts is held back until it has started, and taken then:
    the worker started had not been listed yet, so nothing ended it and it lived on (waiting
    on its pipe) until the command was over."""

    @contextlib.contextmanager
    def taken_on_leaving() -> Iterator[None]:  # as a Ctrl+C held back by ``_ctrl_c_blocked``
        yield
        raise KeyboardInterrupt

    monkeypatch.setattr(workers_module, "_ctrl_c_blocked", taken_on_leaving)
    before = set(multiprocessing.active_children())
    with pytest.raises(KeyboardInterrupt):
        Workers(2)
    left = [p for p in multiprocessing.active_children() if p not in before]
    for process in left:  # (not to leave them to the tests after this one)
        process.terminate()
        process.join()
    assert left == []


# An instance of a class that exists only in the worker (module "only_there"): it is sent, and
# cannot be read where it arrives.
_ONLY_THERE = ("[m := __import__('types').ModuleType('only_there'),"
               " __import__('sys').modules.__setitem__('only_there', m),"
               " setattr(m, 'X', type('X', (), {'__module__': 'only_there'})), m.X()][-1]")


def test_an_answer_that_cannot_be_read_is_its_own_tasks_error(workers: Workers) -> None:
    """A result sent whole but not to be read here (unpickling it raises) was raised from the
    result asked for, another task's, and left the worker's queue one behind: each later result
    went to the task before it, and the last waited for ever."""
    worker = workers.workers[0]
    unreadable = worker.hand(eval, (_ONLY_THERE,))
    after = worker.hand(pow, (3, 2))
    assert after.get() == 9
    with pytest.raises(ModuleNotFoundError, match="only_there"):
        unreadable.get()
    assert worker.hand(pow, (2, 5)).get() == 32
