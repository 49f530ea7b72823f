"""The terminal: whether there is one to play in, what it can draw (whether to fall back to
ASCII cards and frames), and the signals that must leave it as it was."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from collections.abc import Callable, Mapping
from typing import TextIO

from ..i18n import N_, _

WINDOWS = sys.platform == "win32"
SCREEN_STREAM = N_("standard output") if WINDOWS else N_("standard error")


def screen_stream() -> TextIO | None:
    """The stream Textual draws the game on."""
    return sys.__stdout__ if WINDOWS else sys.__stderr__


# What Python itself sets LC_CTYPE to when it starts in the C locale (PEP 538), turning on its
# UTF-8 mode as well (PEP 540): the terminal's own locale is the one it covers.
COERCED_LOCALES = ("C.UTF-8", "C.utf8", "UTF-8")


# Terminals whose own font lacks most of what the game draws (rounded corners, ``▚``, ``−``,
# ``★``, ``⏎``, ``✓``): the Linux console (``linux``, ``linux-16color``) and the DEC VT family
# (``vt100``, ``vt220``, ``vt52``), which cannot show UTF-8. Not ``vte``: GNOME's terminals.
GLYPHLESS_TERMS = re.compile(r"linux(-.*)?|vt\d+(-.*)?")


def glyphless_term(term: str) -> bool:
    """True for a ``TERM`` that names a terminal without the game's glyphs."""
    return GLYPHLESS_TERMS.fullmatch(term) is not None


def unicode_ok(environ: Mapping[str, str], utf8_mode: bool | None = None) -> bool:
    """False for a terminal that cannot be sent suit glyphs and box drawing at all:
    ``TERM=dumb``, a plain ``C``/``POSIX`` locale, or a locale naming a charset other than
    UTF-8. An unset locale says nothing, so it keeps Unicode. (The Linux console and the VT
    terminals are only a guess, ``ascii_guessed``: a font of their own may have the glyphs.)

    ``LANG=C golf-tui`` starts Python in the C locale, which Python then covers with
    ``LC_CTYPE=C.UTF-8`` in its own environment: an LC_CTYPE of that kind, in a Python in UTF-8
    mode (``utf8_mode``, default: this one's), is Python's, and the locale under it counts."""
    if environ.get("TERM") == "dumb":
        return False
    if utf8_mode is None:
        utf8_mode = bool(sys.flags.utf8_mode)
    ctype = environ.get("LC_CTYPE")
    if utf8_mode and ctype in COERCED_LOCALES and not environ.get("LC_ALL"):
        ctype = None
    loc = environ.get("LC_ALL") or ctype or environ.get("LANG") or ""
    if loc in ("C", "POSIX"):
        return False
    _, dot, charset = loc.partition(".")
    charset = charset.partition("@")[0].lower().replace("-", "")
    return not dot or charset == "utf8"


def unicode_here() -> bool:
    """``unicode_ok`` for this process's terminal: False, and ASCII whatever was asked or
    chosen (``--no-ascii``, the setup's box)."""
    return unicode_ok(os.environ)


def glyphless_term_here() -> str | None:
    """This process's ``TERM`` where it names a terminal whose font likely lacks the glyphs
    (``glyphless_term``: ``linux``, ``vt220``), else None."""
    term = os.environ.get("TERM", "")
    return term if glyphless_term(term) else None


def ascii_guessed(chosen: bool | None) -> bool:
    """ASCII cards as the player ``chosen`` them (the setup's box, saved: ``Settings.ascii``),
    or, where nothing was chosen (None), as the terminal suggests: ASCII on the Linux console
    and the VT terminals (``glyphless_term_here``), whose fonts mostly lack the rounded
    corners, ``▚``, ``−``, ``★``, ``⏎`` and ``✓``. Only a guess: a console with a font of its own
    (Terminus) has them, and a player who unticks the box keeps Unicode there. ``--ascii``,
    ``--no-ascii`` and ``unicode_here`` come before it."""
    return chosen if chosen is not None else glyphless_term_here() is not None


def few_colours(color_system: str | None) -> bool:
    """True for a terminal of 16 colours or 8 (``TERM=xterm``), as Rich detects it: there the
    theme's accent and the red suits come out as the same bright red."""
    return color_system in ("standard", "windows")


def not_a_terminal(stdin: TextIO | None, screen: TextIO | None,
                   environ: Mapping[str, str]) -> str | None:
    """Why the game cannot be played here, or None: the keys come from standard input and the
    screen is drawn on ``screen`` (Textual draws on standard error, on Windows standard output).
    Either one redirected to a file or a pipe would leave a game that waits for keys that never
    come, drawing into the file. A driver of one's own (``TEXTUAL_DRIVER``, e.g. a browser) is
    left to itself."""
    if environ.get("TEXTUAL_DRIVER"):
        return None
    for stream, name in ((stdin, N_("standard input")), (screen, SCREEN_STREAM)):
        if not _isatty(stream):
            return (_("the game needs a terminal, and %(stream)s is not one (to play in a "
                      "script, see golf-tui simulate)") % {"stream": _(name)})
    return None


def _isatty(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):  # closed
        return False


# Signals that end the game the way the Quit key does. Python's default for them ends the process
# at once, leaving the terminal in the alternate screen with the mouse reported and no cursor.
EXIT_SIGNALS = ("SIGTERM", "SIGHUP")


def exit_on_signals(exit: Callable[[int], None]) -> Callable[[], None]:
    """Have the running event loop call ``exit(128 + the signal's number)``, as a shell reports
    a process ended by it, on SIGTERM or SIGHUP; returns what undoes this. The loop calls it
    between two of its callbacks, never halfway through one: a save being written is finished
    first. Where the loop cannot take signals (Windows, which has no SIGHUP either), nothing
    changes."""
    loop = asyncio.get_running_loop()
    taken: list[int] = []
    for name in EXIT_SIGNALS:
        number = getattr(signal, name, None)
        if number is None:
            continue
        try:
            loop.add_signal_handler(number, exit, 128 + number)
        except (NotImplementedError, RuntimeError, ValueError):  # no signals here
            continue
        taken.append(number)

    def undo() -> None:
        for number in taken:
            loop.remove_signal_handler(number)

    return undo
