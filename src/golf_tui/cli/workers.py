"""Worker processes for ``golf-tui simulate --jobs``: each with a pipe of its own, handed tasks
in turn, its results read in the order it was handed them.

Not ``multiprocessing.Pool``: a pool keeps three threads and locks shared with its workers, and
Ctrl+C raises ``KeyboardInterrupt`` wherever the main thread happens to be. Once in a few dozen
runs it landed where the pool's own locks were held, and ``Pool.terminate()`` then waited for
ever (a test's watchdog killed it after a minute). Here there is no thread and no lock: a
Ctrl+C that cuts a message short only cuts short what is ended anyway, and ending is sending
each worker SIGTERM and waiting for it."""

from __future__ import annotations

import contextlib
import signal
import traceback
from collections import deque
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Generic, NoReturn, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

R = TypeVar("R")

BLOCKS = hasattr(signal, "pthread_sigmask")  # a signal can be held back (POSIX)


class WorkerLost(Exception):
    """A worker process ended without its result (killed, out of memory): the message says how
    it ended."""


class Pending(Generic[R]):
    """A task handed to a worker; ``get`` waits for its result."""

    def __init__(self, worker: Worker) -> None:
        self.worker = worker
        self.done = False
        self.result: Any = None

    def get(self) -> R:
        """The task's result, or its exception raised here."""
        while not self.done:
            self.worker.receive()
        if isinstance(self.result, Failed):
            raise self.result.error from RemoteTraceback(self.result.trace)
        return self.result  # type: ignore[no-any-return]


class Failed:
    """What a worker sends back for a task that raised: the exception and its traceback."""

    def __init__(self, error: Exception, trace: str) -> None:
        self.error, self.trace = error, trace


class RemoteTraceback(Exception):
    """The traceback of a task's exception, shown as the cause of the same exception raised
    again where its result was read: raised in the worker, or here while its answer was read
    (an answer that cannot be unpickled in this process)."""

    def __str__(self) -> str:
        return "\n" + str(self.args[0]).rstrip()


class Worker:
    """One worker process and its end of their pipe."""

    def __init__(self, process: BaseProcess, link: Connection) -> None:
        self.process, self.link = process, link
        self.waiting: deque[Pending[Any]] = deque()  # handed, in the order handed

    def hand(self, play: Callable[..., R], args: tuple[Any, ...]) -> Pending[R]:
        """Send ``play(*args)`` to this worker, after the tasks handed to it before."""
        pending: Pending[R] = Pending(self)
        try:
            self.link.send((play, args))
        except OSError:  # its end of the pipe is closed: it has ended
            self.lost()
        self.waiting.append(pending)
        return pending

    def receive(self) -> None:
        """The result of the first task handed and not yet answered: the answer read, or what
        kept it from being read (a class the worker has and this process has not), which is
        that task's and no other's."""
        pending = self.waiting.popleft()
        try:
            answer = self.link.recv()
        except (EOFError, OSError):
            self.lost()
        except Exception as error:  # read whole from the pipe: the next answer is the next's
            answer = Failed(error, traceback.format_exc())
        pending.result, pending.done = answer, True

    def lost(self) -> NoReturn:
        self.process.join(timeout=5)  # ended, or ending: its status says how
        raise WorkerLost(_lost(self.process.exitcode))


def _lost(status: int | None) -> str:
    from ..i18n import _

    if status is not None and status < 0:
        try:
            how = signal.Signals(-status).name
        except ValueError:
            how = str(status)
        return _("a worker process was ended by %(signal)s") % {"signal": how}
    return _("a worker process ended unexpectedly (exit status %(status)s)") % {
        "status": "?" if status is None else status}


class Workers:
    """``count`` worker processes, handed tasks in turn (``apply_async``, named as a
    ``multiprocessing.Pool``'s is); ``terminate`` and ``join`` end them."""

    def __init__(self, count: int) -> None:
        import multiprocessing
        from multiprocessing import resource_tracker

        context = multiprocessing.get_context("spawn")  # no copy of this process's threads
        if BLOCKS:  # started by the first worker's start otherwise, and starting it unblocks
            resource_tracker.ensure_running()  # SIGINT: the first worker began unblocked
        self.workers: list[Worker] = []
        self.turn = 0
        try:
            for _number in range(count):
                here, there = context.Pipe()
                try:
                    process = context.Process(target=work, args=(there,), daemon=True)
                    # the worker starts with Ctrl+C blocked (see ``work``), and is listed before
                    # a Ctrl+C held back meanwhile is taken: listed, it is ended below
                    with _ctrl_c_blocked():
                        process.start()
                        self.workers.append(Worker(process, here))
                finally:
                    there.close()
                    if not self.workers or self.workers[-1].link is not here:  # not started
                        here.close()
        except BaseException:  # Ctrl+C while they start: none is left running
            self.terminate()
            self.join()
            raise

    def apply_async(self, play: Callable[..., R], args: tuple[Any, ...]) -> Pending[R]:
        """``play(*args)`` in the next worker in turn."""
        worker = self.workers[self.turn % len(self.workers)]
        self.turn += 1
        return worker.hand(play, args)

    def terminate(self) -> None:
        """End every worker at once: the tasks they are playing are dropped."""
        for worker in self.workers:
            worker.process.terminate()

    def join(self) -> None:
        """Wait for every worker to end."""
        for worker in self.workers:
            worker.process.join()
            worker.link.close()


@contextlib.contextmanager
def _ctrl_c_blocked() -> Iterator[None]:
    """SIGINT held back while the block runs (where the platform can): a process started in it
    begins with SIGINT blocked, and a Ctrl+C here takes effect when it ends."""
    if not BLOCKS:
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def work(link: Connection) -> None:
    """A worker's life: each task sent, played, and its result (or its exception) sent back,
    until the pipe closes. Ctrl+C is left to the main process, which ends the workers: pressed
    in a terminal, it reaches every process of the command, and a worker's traceback would be
    printed over the summary."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if BLOCKS:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # ignored from now on
    while True:
        try:
            play, args = link.recv()
        except (EOFError, OSError):
            return
        try:
            answer: Any = play(*args)
        except Exception as error:
            answer = Failed(error, traceback.format_exc())
        try:
            link.send(answer)
        except OSError:  # the main process is gone (killed): nobody to tell, and a traceback
            return  # would land on the terminal after the shell's prompt
        except Exception as error:  # an answer that cannot be pickled is told as an error
            link.send(Failed(RuntimeError(f"{error.__class__.__name__}: {error}"),
                             traceback.format_exc()))
