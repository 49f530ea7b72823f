"""What the command does with input it cannot use: the two kinds of mistake, and the exit
statuses the command ends with."""

from __future__ import annotations

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # as a shell reports a command stopped by Ctrl+C
EXIT_TERMINATED = 143  # as a shell reports a command stopped by SIGTERM (128 + 15)


class UsageError(Exception):
    """Input the command cannot use; the message says why."""


class OptionError(UsageError):
    """A mistake in how the command line is written (an option given twice, or where it does not
    apply, or without the one it needs; a value out of an option's range): told as argparse
    tells its own mistakes, after the usage lines of the command it is about (``command``; None:
    the game's), and with the same exit status. "golf-tui --seed 3 simulate --seed 4" said only
    "golf-tui: --seed given twice" where "--seed 3 --seed 4" showed the usage first."""

    def __init__(self, message: str, command: str | None = None) -> None:
        super().__init__(message)
        self.command = command
