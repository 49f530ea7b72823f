"""Where golf-tui keeps its matches: the platform's user data directory, or ``$GOLF_TUI_HOME``.

Standard library only (platformdirs on first use): the app asks whether there is an unfinished
match before its first frame, without loading the storage or the engine.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from .i18n import N_, _, current_language

HOME_ENV = "GOLF_TUI_HOME"
AUTOSAVE_FILE = "autosave.json"


def home_override() -> Path | None:
    """``$GOLF_TUI_HOME`` as a path, None when it is unset or empty. A leading ``~`` or
    ``~user`` is expanded as the shell would: ``GOLF_TUI_HOME="~/golf"``, quoted so the shell
    leaves it, made a folder named ``~`` in the current directory. Where there is no home to
    expand it to (no ``$HOME``, no such user), the path stays as written."""
    home = os.environ.get(HOME_ENV)
    if not home:
        return None
    try:
        return Path(home).expanduser()
    except RuntimeError:  # "Could not determine home directory"
        return Path(home)


def data_dir() -> Path:
    """The directory for the autosave and the match history (not created here)."""
    home = home_override()
    if home is not None:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir("golf-tui", appauthor=False))


def os_problem(error: OSError, path: Path) -> str:
    """Why ``path`` could not be read or written, naming the real cause: a directory on the way
    that is a file ("…/golf-home is not a directory", where the system says only "Not a
    directory" about the file inside it), else the file and the system's words. A temporary
    file beside ``path`` (an atomic write's) is named as ``path``."""
    cause = blocked_by(error, path)
    if cause is not None:
        return cause
    named = error.filename
    if named is None or Path(os.fsdecode(named)).name.startswith(f".{path.name}."):
        named = path
    return f"{os.fsdecode(named)}: {os_words(error)}"


# The system's words for the errors a player's files meet, in the catalog: Python gives them in
# English whatever the language (it sets no locale for messages), so a Swedish message read
# "kan inte läsas: No such file or directory". English keeps the system's own words.
SYSTEM_WORDS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EEXIST: N_("File exists"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EROFS: N_("Read-only file system"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.EIO: N_("Input/output error"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.EDQUOT: N_("Disk quota exceeded"),
}


NOT_REGULAR = N_("not a regular file")


def read_regular(path: Path, limit: int | None = None) -> bytes:
    """The bytes of the file ``path`` (with ``limit``: at most ``limit + 1`` of them, enough to
    tell a file over the limit). Raises OSError as reading does, and one whose words are "not
    a regular file" for a named pipe, a device or a socket: opening a pipe nobody writes to
    waited for ever, and a device such as /dev/zero never ends. A directory raises
    IsADirectoryError, as ``Path.read_bytes`` did."""
    import stat

    # opened without waiting (a pipe), then checked; O_NONBLOCK changes nothing for a file
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise OSError(None, _(NOT_REGULAR), str(path))
        chunks: list[bytes] = []
        left = None if limit is None else limit + 1
        while left is None or left > 0:
            chunk = os.read(fd, 1 << 20 if left is None else min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            if left is not None:
                left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def shown_path(path: str) -> str:
    """``path`` as a message prints it: as typed, but a control character (an escape, a bell),
    a direction override or a lone surrogate escaped as Python writes it in a key's name
    (``'\\x1b'``), and a byte that was not UTF-8 (a Latin-1 name's é, which Python reads as the
    surrogate U+DCE9) as that byte, ``\\xe9``. An escape in a file's name reached the
    terminal, and turned the rest of the message red."""
    out = []
    for ch in path:
        if "\udc80" <= ch <= "\udcff":  # a byte of the name that is not UTF-8
            out.append(f"\\x{ord(ch) - 0xDC00:02x}")
        elif ch.isprintable():
            out.append(ch)
        else:
            out.append(repr(ch)[1:-1])
    return "".join(out)


def os_words(error: OSError) -> str:
    """The system's words for ``error`` ("No such file or directory"), in the player's
    language where the catalog has them; else the system's own (or the error's text)."""
    english = SYSTEM_WORDS.get(error.errno) if error.errno is not None else None
    if english is not None and current_language() != "en":
        return _(english)
    return str(error.strerror or error)


def blocked_by(error: OSError, path: Path) -> str | None:
    """"…/golf-home is not a directory" when ``error`` came of a file standing where a
    directory on the way to ``path`` should be (GOLF_TUI_HOME naming a file, say); None for
    any other error."""
    from .i18n import _

    if error.errno in (errno.ENOTDIR, errno.EEXIST):
        for parent in path.parents:  # the nearest first
            if parent.exists() and not parent.is_dir():
                return _("%(path)s is not a directory") % {"path": parent}
    return None
