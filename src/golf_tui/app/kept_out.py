"""A match kept out of the autosave because the autosave is another golf-tui's (that copy holds
its lock, or saved its match there after this run looked): found before the match's first save
(``_kept_out``), looked at again at each save while the other copy holds the lock
(``_still_kept_out``), and its warning taken down once no longer true. ``kept_out`` says why
the running match is not saved. Mixed into ``Session``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..i18n import _
from .autosave_offer import UNSEEN, other_golf_tui

if TYPE_CHECKING:
    from ..storage import Store


class KeptOut:
    """The running match kept out of another golf-tui's autosave (mixed into ``Session``, which
    sets these up)."""

    _seen: object
    _kept_out_why: tuple[str, int] | None
    _kept_out_message: str | None
    _locked_message: str | None
    save_failed: bool
    withdraw: Callable[[str], None] | None

    if TYPE_CHECKING:  # provided by Session

        @property
        def store(self) -> Store:
            ...

    def _kept_out(self, warn: Callable[[str], None]) -> bool:
        """Before a match's first save: take the autosave's lock, and True (with a warning,
        the match then not saved) when the autosave is another golf-tui's: that copy holds
        the lock, or saved its match there after this run looked (a match this run did not
        offer to resume is not replaced without asking). Raises OSError when the lock file
        cannot be made (the save fails as any failing save does).

        The warning is short: it comes up with the match's first hand-over, whose box it must
        leave clear, and what matters then is that this match is not saved, and why. It takes
        down the start-up's warning that the saved match was open elsewhere, if that still
        stands (a match started at once from the setup): it says the same, now for this
        match."""
        store = self.store
        self._kept_out_why = None
        holder = store.lock.acquire()
        if holder is None:
            # nothing there now is nothing to keep: another golf-tui's match seen at the start
            # and finished since left no autosave, and every later match of this run was kept
            # out of it ("a match that was not offered here") with nothing to resume
            if self._seen is UNSEEN or store.autosave_version() in (self._seen, None):
                self._take_kept_out_down()  # an earlier match's "will not be saved"
                return False
            store.lock.release()
            message = _("This match will not be saved: the autosave holds a match that was not"
                        " offered here (start golf-tui again to resume it).")
            self._kept_out_why = ("other", 0)
        else:
            message = _("This match will not be saved: %(who)s has the autosave.")
            self._kept_out_why = ("locked", holder)
        self.save_failed = True
        if self._locked_message is not None and self.withdraw is not None:
            self.withdraw(self._locked_message)
        self._take_kept_out_down()  # an earlier match's: this one says it for this match
        self._kept_out_message = message % {"who": other_golf_tui(holder or 0)}
        warn(self._kept_out_message)
        return True

    def _still_kept_out(self, warn: Callable[[str], None]) -> bool:
        """At each save of a match kept out because another golf-tui had the autosave's lock:
        whether it still is. Once that one is gone and left no autosave (its match finished),
        this match takes the lock and is saved from now on, and its warning "This match will
        not be saved: …" is taken down (it stood for half a minute, no longer true). Gone but
        its match left saved: that match was never offered here, so this one stays out of it,
        and the warning says so in place of the one naming the other golf-tui."""
        store = self.store
        if store.lock.acquire() is not None:
            return True  # still open elsewhere
        if store.autosave_version() is None:
            self._take_kept_out_down()
            self._kept_out_why = None
            self.save_failed = False
            return False
        store.lock.release()  # a third copy may resume it
        self._kept_out_why = ("other", 0)
        self._take_kept_out_down()
        self._kept_out_message = _(
            "This match will not be saved: the autosave holds a match that was not offered here"
            " (start golf-tui again to resume it).")
        warn(self._kept_out_message)
        return True

    def _take_kept_out_down(self) -> None:
        """The warning that a match is not saved (``_kept_out``) is no longer true: down, if it
        still stands or waits (it stays on the Warnings screen)."""
        message, self._kept_out_message = self._kept_out_message, None
        if message is not None and self.withdraw is not None:
            self.withdraw(message)

    @property
    def kept_out(self) -> tuple[str, int] | None:
        """Why the running match is not saved, when it is kept out of the autosave (not that a
        save failed): ("locked", the process id of the golf-tui that has the autosave, 0 when
        not known) or ("other", 0): the autosave holds a match not offered here. None: it is
        saved, or a save failed (``save_failed``)."""
        return self._kept_out_why if self.save_failed else None
