"""The app's warnings and passing notes: every warning of the run kept for the Warnings screen
(``Warned``), each shown in its turn, and the toasts placed where they hide nothing
(``notes.NoteBoard`` keeps the queue and the places). Mixed into ``GolfApp``."""

from __future__ import annotations

import dataclasses
from datetime import datetime
from typing import TYPE_CHECKING

from textual.app import App
from textual.notifications import Notification, SeverityLevel

from ..i18n import _

if TYPE_CHECKING:
    from .notes import NoteBoard
    from .screens.table import TableScreen
    from .session import Session


@dataclasses.dataclass(frozen=True)
class Warned:
    """A warning given in this run, and when (the Warnings screen lists them)."""

    message: str
    at: datetime


class Warnings(App[None]):
    """The warnings and notes of the app (mixed into ``GolfApp``, which sets these up)."""

    session: Session | None
    notices: list[str]  # every message shown as a notification, for tests
    warnings: list[Warned]  # every warning of this run, in order (the palette's)
    notes: NoteBoard
    _warned: int  # the session's problems warned of so far

    def _warn_session_problems(self, *, told: bool = False) -> None:
        """Warn of each problem the session has found and not yet warned of (``told``: a
        screen shows them, the resume offer: only kept for the Warnings screen)."""
        if self.session is not None:
            problems = self.session.problems
            for problem in problems[self._warned:]:
                self.warn(problem, toast=not told, saved=problem in (
                    self.session.filed_message, self.session.brought_back_message,
                    *self.session.finished_messages))
            self._warned = len(problems)

    def warn(self, message: str, *, toast: bool = True, first: bool = False,
             saved: bool = False) -> None:
        """A problem the player should know about: kept for the Warnings screen (the palette),
        and shown for ``notes.WARNING_SECONDS`` (a click on it takes it down sooner), one
        warning at a time, in order: the one shown says how many more wait (``NoteBoard``).
        ``toast`` False: the screen shown says it already (only kept). ``first``: shown at
        once, before the ones waiting (the Warnings screen keeps the order given). ``saved``:
        no problem but the news that a save went well after all (the match saved again, a
        finished match now in the history), in their queue, titled "Saved", not "Warning"."""
        self.notices.append(message)
        self.warnings.append(Warned(message, datetime.now()))
        self.notes.warn(message, toast=toast, first=first, saved=saved)

    def kept_aside(self, note: str, full: str) -> None:
        """The saved match a new one took the place of is kept (``Session.saver``): good news,
        a passing note at the table for a notification's usual time (``note``: how it comes
        back, no file's path), taken down before a hand-over as the table's notes are; the
        whole of it, the file's path too, on the Warnings screen (the palette). As a warning it
        stood half a minute and more beside the grid and over the hand-over's box, a path a
        family had no use for."""
        self.notices.append(note)
        self.warnings.append(Warned(full, datetime.now()))
        self.notify(note, title=_("Saved"), markup=False)

    def warn_first(self, message: str) -> None:
        """A warning about the match being played, from its saves: that it is not saved (a
        save failed, another golf-tui has the autosave), or not saved to the history. Shown
        at once, before the start-up's warnings still waiting: given as a match starts from a
        setup with warnings of its own, it was the last of four, seen only after three Escapes
        or on the Warnings screen."""
        self.warn(message, first=True)

    def withdraw(self, message: str) -> None:
        """Take down the warning ``message`` if it is still shown or waits to be (a later one
        says it again, as it is now). It stays on the Warnings screen."""
        self.notes.withdraw(message)

    def on_table_screen_notes_stale(self, _message: TableScreen.NotesStale) -> None:
        """Clear the table's passing notes before they sit on a hand-over."""
        self.notes.clear()

    def _unnotify(self, notification: Notification, refresh: bool = True) -> None:
        """Textual's (private): a toast goes. The warning shown, clicked away: the next one."""
        super()._unnotify(notification, refresh)
        self.notes.unnotified(notification)

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """A passing note (a refused key, a screenshot saved), placed as the warnings are; one
        saying what a note still shown says replaces it (``NoteBoard.repeated``): a refused
        button clicked twice stacked two identical notes."""
        self.notes.repeated(title, message, severity)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)
        # placed with the other notes shown, as each is shown: a warning's mark and all
        self.notes.noted(self.NOTIFICATION_TIMEOUT if timeout is None else timeout)

    def action_show_warnings(self) -> None:
        """The palette's Warnings: every warning of this run. Those waiting to be shown are
        read there: they are not shown after it, nor is one given while it is open."""
        from .screens.warnings import WarningsScreen

        self.notes.read_all()
        self.push_screen(WarningsScreen(self.warnings))
