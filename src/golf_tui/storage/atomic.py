"""Atomic file writes: a temporary file in the same directory, fsync, rename, fsync the directory.

A reader (or a restart after the process is killed at any instant) sees either the old file or
the new one, whole, never a mixture or a truncated file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import tempfile
from pathlib import Path

MOVE_ASIDE_TRIES = 1000  # names ``name.corrupt-1`` … tried before giving up


def make_directory(directory: Path) -> None:
    """``directory`` and those on the way to it, made where missing. A file standing where
    one of them should be raises NotADirectoryError naming it: ``mkdir`` says "File exists"
    (FileExistsError) about the last, which a caller waiting for a name that is taken must
    not mistake for one."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR),
                                 str(directory)) from None


def _written_beside(path: Path, text: str) -> str:
    """``text`` in a new temporary file beside ``path``, flushed to the disk: its name."""
    make_directory(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def atomic_write_text(path: Path, text: str) -> None:
    tmp = _written_beside(path, text)
    try:
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def atomic_create_text(path: Path, text: str) -> None:
    """Write ``path`` whole, as ``atomic_write_text`` does, but only where no file has that
    name: FileExistsError otherwise, and the file there is left as it is (two golf-tuis
    finishing a match in the same second each keep their own). Any other failure raises the
    OSError it is (never FileExistsError: see ``make_directory``).

    The text goes to a temporary file first, which is then hard-linked to the name: the link
    fails if the name is taken, and a reader never sees the file empty or half written. On a
    file system without hard links the name is reserved by an exclusive create, then the
    temporary file is renamed onto it."""
    tmp = _written_beside(path, text)
    try:
        try:
            os.link(tmp, path)
        except FileExistsError:
            raise
        except OSError:  # no hard links here (FAT, some network file systems)
            with open(path, "x", encoding="utf-8"):  # FileExistsError if the name is taken
                pass
            try:
                os.replace(tmp, path)
            except BaseException:  # leave no empty file: it would read as a damaged one
                with contextlib.suppress(OSError):
                    os.unlink(path)
                raise
    finally:
        with contextlib.suppress(OSError):  # gone already after os.replace
            os.unlink(tmp)
    _fsync_dir(path.parent)


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # some platforms cannot open a directory; the rename is still atomic
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def aside_name(path: Path, reason: str, n: int, plain_first: bool = False) -> Path:
    """The ``n``-th name (from 1) for ``path`` moved aside: ``name.reason-N``; ``plain_first``:
    ``name.reason``, then ``name.reason2``, ``name.reason3`` … (the settings file's ``.bad``)."""
    if plain_first:
        return path.with_name(f"{path.name}.{reason}{'' if n == 1 else n}")
    return path.with_name(f"{path.name}.{reason}-{n}")


def move_aside(path: Path, reason: str, *, copy: bool = False, plain_first: bool = False,
               tries: int | None = None) -> Path:
    """Keep a damaged file under a new name next to itself (``aside_name``: ``name.corrupt-N``,
    or with ``plain_first`` ``name.bad``, ``name.bad2`` …), never deleting it; the name it got.
    ``copy``: leave the original in place too, and where one of the names already holds the
    same bytes (kept on an earlier run), that name. The first ``tries`` names are tried
    (``MOVE_ASIDE_TRIES`` when None); a name held by another file or a directory is passed by.
    Raises OSError when the file cannot be kept (a read-only directory, an immutable file),
    FileExistsError when every name is taken."""
    limit = MOVE_ASIDE_TRIES if tries is None else tries
    target = path
    for n in range(1, limit + 1):
        target = aside_name(path, reason, n, plain_first)
        if copy and target.is_file() and _same_bytes(path, target):
            return target  # kept already, on an earlier run
        if os.path.lexists(target):
            continue
        if copy:
            shutil.copyfile(path, target)
        else:
            os.replace(path, target)
        return target
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target))


def _same_bytes(a: Path, b: Path) -> bool:
    try:
        return a.read_bytes() == b.read_bytes()
    except OSError:
        return False
