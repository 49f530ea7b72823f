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
        rename_to_free_name(tmp, path)
    finally:
        with contextlib.suppress(OSError):  # gone already, unless the name was taken
            os.unlink(tmp)
    _fsync_dir(path.parent)


# os.link follows a symbolic link unless told not to, where it can be told
_LINK_OPTIONS = {"follow_symlinks": False} if os.link in os.supports_follow_symlinks else {}


def rename_to_free_name(source: str | Path, target: Path) -> None:
    """Rename ``source`` to ``target``, only where no file has that name: FileExistsError
    otherwise, and the file there is never replaced, however many golf-tuis try at once
    (checking first and renaming then could replace one that came in between).

    ``source`` is hard-linked to the name, which fails if the name is taken, then unlinked. On a
    file system without hard links the name is reserved by an exclusive create, then ``source``
    is renamed onto it. Any other failure raises the OSError it is, ``source`` kept as it was."""
    try:
        os.link(source, target, **_LINK_OPTIONS)
    except FileExistsError:
        raise
    except OSError:  # no hard links here (FAT, some network file systems)
        os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))  # or FileExists
        try:
            os.replace(source, target)
        except BaseException:  # leave no empty file: it would read as a damaged one
            with contextlib.suppress(OSError):
                os.unlink(target)
            raise
        return
    try:
        os.unlink(source)
    except BaseException:  # one file, not two names for it
        with contextlib.suppress(OSError):
            os.unlink(target)
        raise


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
    ``copy``: leave the original in place too, copied whole to a temporary name first (a copy
    cut short, by a full disk, leaves nothing behind); where one of the names already holds the
    same bytes (kept on an earlier run), that name. The first ``tries`` names are tried
    (``MOVE_ASIDE_TRIES`` when None); a name held by another file or a directory is passed by.
    Raises OSError when the file cannot be kept (a read-only directory, an immutable file),
    FileExistsError when every name is taken."""
    limit = MOVE_ASIDE_TRIES if tries is None else tries
    copied: str | None = None  # the copy, under a temporary name until it has its own
    try:
        target = path
        for n in range(1, limit + 1):
            target = aside_name(path, reason, n, plain_first)
            if copy and target.is_file() and _same_bytes(path, target):
                return target  # kept already, on an earlier run
            if copy and copied is None:
                copied = _copied_beside(path)
            try:
                rename_to_free_name(path if copied is None else copied, target)
            except FileExistsError:  # an older one, a directory, or another golf-tui's, now
                if copy and target.is_file() and _same_bytes(path, target):
                    return target  # the same copy, made by another golf-tui just now
                continue
            _fsync_dir(path.parent)
            return target
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target))
    finally:
        if copied is not None:
            with contextlib.suppress(OSError):  # gone already once it has its name
                os.unlink(copied)


def _copied_beside(path: Path) -> str:
    """A copy of ``path`` in a new temporary file beside it, flushed to the disk: its name.
    Whatever stops the copy (a full disk) leaves no part of it behind: only a whole copy is
    ever given the name it is kept under, and a reader never sees one half written."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        try:
            shutil.copyfile(path, tmp)
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def _same_bytes(a: Path, b: Path) -> bool:
    try:
        return a.read_bytes() == b.read_bytes()
    except OSError:
        return False
