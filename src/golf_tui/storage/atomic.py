"""Atomic file writes: a temporary file in the same directory, fsync, rename, fsync the directory.

A reader (or a restart after the process is killed at any instant) sees either the old file or
the new one, whole, never a mixture or a truncated file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def atomic_write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
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


def move_aside(path: Path, reason: str) -> Path:
    """Rename a damaged file next to itself (``name.corrupt-N``), never deleting it."""
    n = 1
    while True:
        target = path.with_name(f"{path.name}.{reason}-{n}")
        if not target.exists():
            break
        n += 1
    os.replace(path, target)
    return target
