"""Which golf-tui has the autosave: a lock file beside it, ``autosave.lock``, holding the
process id of the golf-tui that saves its match there.

Two copies of the game on one data directory would otherwise both offer the same unfinished
match, and each save would replace the other's. The lock is the operating system's own on the
open file (``flock`` on POSIX, ``msvcrt.locking`` on Windows): it ends with the process that
holds it, however that process ends (a closed terminal, SIGKILL, a power cut), so a lock left
by a golf-tui that is gone is never mistaken for a live one, and there is nothing to clean up
but the temporary file of a save it was writing when it was killed (``.autosave.json.XXXX.tmp``):
removed when the lock is next taken (``remove_dead_writes``). The process id written in the
file is only for the message ("open in another golf-tui, process 4242"). Where the file
system cannot lock at all, the process id decides: a lock whose process is still running is
held, one whose process is gone is stale and taken over.

The file itself is never deleted: deleting a locked file lets a third copy lock a new file of
the same name while the second still holds the old one.

``FileLock`` is the same lock on any file: ``AutosaveLock`` is it on the autosave's, and the
note of a finished match whose end is not seen yet has one of its own, held by the golf-tui
that shows that match (``app.match_finish``; that lock file is removed with its note, after it).
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from pathlib import Path
from typing import IO

from ..paths import AUTOSAVE_FILE

LOCK_FILE = "autosave.lock"
_WINDOWS_BYTE = 1 << 20  # msvcrt locks a byte range: one far past the process id text


class FileLock:
    """A lock file held by one golf-tui (two holders in one process, as in the tests, exclude
    each other like two processes): the autosave's (``AutosaveLock``), or a finished match's
    note while its golf-tui still shows that match (``app.match_finish``)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> int | None:
        """Take the lock (keeping it until ``release`` or the process ends). None when it is
        ours now; else the process id of the golf-tui that holds it (0: not known). Raises
        OSError when the lock file cannot be made at all (a read-only directory)."""
        if self._file is not None:
            return None
        from .atomic import make_directory

        make_directory(self.path.parent)
        f = open(self.path, "a+b")  # noqa: SIM115 -- kept open while the lock is held
        try:
            locked = _try_lock(f)
            if locked is None:  # no locking on this file system: the process id decides
                holder = _pid_in(f)
                locked = holder is None or holder == os.getpid() or not _alive(holder)
            if not locked:
                holder = _pid_in(f)
                f.close()
                return holder or 0
            f.seek(0)
            f.truncate()
            f.write(f"{os.getpid()}\n".encode())
            f.flush()
        except BaseException:
            f.close()
            raise
        self._file = f
        return None

    def holder(self) -> int | None:
        """The process id of another golf-tui holding the lock (0: not known), None when
        nobody else does; takes nothing."""
        if self._file is not None:
            return None
        try:
            f = open(self.path, "rb")  # noqa: SIM115
        except OSError:
            return None  # no lock file: nobody has ever held it
        with f:
            locked = _try_lock(f)
            if locked is None:
                pid = _pid_in(f)
                return pid if pid is not None and pid != os.getpid() and _alive(pid) else None
            if locked:
                _unlock(f)
                return None
            return _pid_in(f) or 0

    def release(self) -> None:
        f, self._file = self._file, None
        if f is None:
            return
        with contextlib.suppress(OSError):
            f.seek(0)
            f.truncate()  # no process id: nobody holds it (where locking is not available)
            f.flush()
            _unlock(f)
        f.close()


class AutosaveLock(FileLock):
    """The lock on one data directory's autosave, as one ``Store`` holds it."""

    def acquire(self) -> int | None:
        """``FileLock.acquire``; once taken, the autosave's temporary files that a golf-tui
        killed while it wrote left behind are removed (``remove_dead_writes``)."""
        taken = self._file is None
        holder = super().acquire()
        if holder is None and taken:
            remove_dead_writes(self.path.parent)
        return holder


def remove_dead_writes(directory: Path) -> None:
    """Remove the autosave's temporary files (``.autosave.json.XXXX.tmp``, an atomic write's,
    ``atomic.atomic_write_text``) that a golf-tui killed while it wrote left behind: they
    stayed in the data directory for ever. Only the holder of the lock writes the autosave, so
    once this process has taken it, none there is a live copy's. Never raises."""
    prefix = f".{AUTOSAVE_FILE}."
    try:
        names = [n for n in os.listdir(directory) if n.startswith(prefix) and n.endswith(".tmp")]
    except OSError:
        return
    for name in names:
        with contextlib.suppress(OSError):
            os.unlink(directory / name)


def _pid_in(f: IO[bytes]) -> int | None:
    try:
        f.seek(0)
        text = f.read(32).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() and len(text) < 12 else None


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (only where files cannot be locked: POSIX)."""
    if pid <= 0 or sys.platform == "win32":  # os.kill would end the process there
        return pid > 0
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # EPERM: it runs, as another user
        return True
    return True


if sys.platform == "win32":
    import msvcrt

    def _try_lock(f: IO[bytes]) -> bool | None:
        try:
            f.seek(_WINDOWS_BYTE)
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError as e:
            return False if e.errno in (errno.EACCES, errno.EDEADLK) else None
        return True

    def _unlock(f: IO[bytes]) -> None:
        f.seek(_WINDOWS_BYTE)
        msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(f: IO[bytes]) -> bool | None:
        """True: locked now; False: another holds it; None: this file system cannot lock."""
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as e:
            return False if e.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES) else None
        return True

    def _unlock(f: IO[bytes]) -> None:
        fcntl.flock(f.fileno(), fcntl.LOCK_UN)
