"""Saving the running match (``saver``, the controller's ``on_change``): at each move, once the
autosave is known to be this run's (``KeptOut``) and room is made for the match (``_make_room``:
a newer golf-tui's autosave, a finished match and an unfinished one it replaces are moved
aside, each said); a failing save is said once, and that saving works again. A finished match
goes to the history (``MatchFinish``). Mixed into ``Session``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..i18n import _, and_list
from ..paths import os_problem
from .config import GameConfig
from .saved_match import _kept_aside, _moved_aside, table_settings

if TYPE_CHECKING:
    from ..engine import Match
    from ..storage import SavedMatch, Store


class AutosaveSaver:
    """The saver of the running match (mixed into ``Session``, which sets these up)."""

    _seen: object
    _resumed: bool
    _newer_message: str | None
    _kept_out_why: tuple[str, int] | None
    save_failed: bool
    withdraw: Callable[[str], None] | None
    last_good: tuple[int, int] | None

    if TYPE_CHECKING:  # provided by Session, AutosaveOffer, MatchFinish and KeptOut

        @property
        def store(self) -> Store:
            ...

        def _file_finished(self, say: Callable[[str], None], *,
                           tell_failure: bool = True) -> tuple[SavedMatch, OSError] | None:
            ...

        def _finished(self, match: Match, seats: tuple[tuple[str, str], ...],
                      settings: dict[str, Any], warn: Callable[[str], None]) -> None:
            ...

        def _to_history(self, match: Match, seats: tuple[tuple[str, str], ...],
                        warn: Callable[[str], None],
                        settings: dict[str, Any] | None = None) -> bool:
            ...

        def _kept_out(self, warn: Callable[[str], None]) -> bool:
            ...

        def _still_kept_out(self, warn: Callable[[str], None]) -> bool:
            ...

    def saver(self, config: GameConfig, warn: Callable[[str], None],
              live: Callable[[], dict[str, Any]] | None = None,
              saved: Callable[[str], None] | None = None,
              kept: Callable[[str, str], None] | None = None) -> Callable[[Match], None]:
        """The controller's ``on_change``: save the match; on failure warn once and go on.
        ``live``: the table's settings as they are now, saved over those the match started
        with: the computer players' pace (+/- change it during the match) and the opening peek
        last hidden (``Controller.peek_hidden``). ``saved``: says that saving works again
        after a failure (no warning: good news; ``warn`` where not given). ``kept``: says that
        the unfinished match this one took the place of is kept aside, given the table's words
        and the whole note with the file's path (``saved`` the latter where not given)."""
        tell_saved = warn if saved is None else saved
        seats = tuple((s.name, s.kind) for s in config.seats)
        started = table_settings(config)

        checked = False  # for a newer golf-tui's autosave, before this match's first save
        kept_out = False  # the autosave is another golf-tui's: this match is not saved
        # the autosave holds this match (as it was at its last save): a resumed one's is there
        saved_once, self._resumed = self._resumed, False
        if not saved_once:
            self.last_good = None  # a new match: nothing of it is saved yet
        failure: str | None = None  # the warning that a save failed, while it stands

        def save(match: Match) -> None:
            nonlocal checked, kept_out, saved_once, failure
            store = self.store
            try:
                if not checked:
                    kept_out = self._kept_out(warn)
                    if not kept_out:
                        # a resumed match's autosave is its own: nothing to set aside
                        self._make_room(warn, replacing=not saved_once, told=tell_saved,
                                        kept=kept)
                    checked = True
                elif kept_out and self._kept_out_why is not None and (
                        self._kept_out_why[0] == "locked"):
                    kept_out = self._still_kept_out(warn)
                settings = started if live is None else {**started, **live()}
                if match.finished:  # its own file in the history: nobody else's
                    if kept_out:
                        self._to_history(match, seats, warn, settings)
                        return
                    self._finished(match, seats, settings, warn)
                elif kept_out:
                    return
                else:
                    store.save(match, seats, settings)
                    saved_once = True
                    self.last_good = (match.hole_number, len(match.actions))
                self._seen = store.autosave_version()
            except (OSError, ValueError) as e:
                self.save_failed = True
                if failure is None:  # said once while it fails (a match of its own: each match)
                    reason = (os_problem(e, store.autosave_path) if isinstance(e, OSError)
                              else str(e))
                    # true of the save before: an atomic write leaves it whole, and resumable
                    if saved_once:
                        failure = _("Could not save the match: %(reason)s. Play goes on; the"
                                    " save before this move can still be resumed, and each"
                                    " move tries again.") % {"reason": reason}
                    else:
                        failure = _("Could not save the match: %(reason)s. Play goes on; it"
                                    " is not saved yet, and each move tries again.") % {
                            "reason": reason}
                    warn(failure)
            else:
                self.save_failed = False
                if failure is not None:  # saved again: the warning is no longer true
                    if self.withdraw is not None:
                        self.withdraw(failure)
                    failure = None
                    tell_saved(_("The match is saved again."))

        return save

    def _make_room(self, warn: Callable[[str], None], *, replacing: bool = True,
                   told: Callable[[str], None] | None = None,
                   kept: Callable[[str, str], None] | None = None) -> None:
        """Before a new match's first save, the autosave's lock taken: move a newer golf-tui's
        autosave aside, and put a finished match kept there in the history (``_file_finished``),
        moving it aside when the history still cannot take it; each said in a warning naming
        where it went. ``replacing`` (a new match, not one resumed): an unfinished match there
        is moved aside too (``Store.set_aside_replaced``), said by ``kept`` (good news: it is
        kept; the table's words without the file's path, and the whole note), else ``told``.
        Raises OSError when one cannot be moved (the save fails: it is never
        replaced)."""
        store = self.store
        moved = store.set_aside_newer()
        if moved is not None:
            # "left as it is" is no longer so: this warning says where it went
            if self._newer_message is not None and self.withdraw is not None:
                self.withdraw(self._newer_message)
            # an updated golf-tui offers it at start-up beside the autosave (``Store.aside_saves``):
            # renaming it back, as this said to, replaced the match saved since
            warn(_("The saved match from a newer golf-tui was moved to %(moved)s to make room"
                   " for this one; it is not deleted. An updated golf-tui offers it again when"
                   " it starts, beside this one.") % {"moved": moved})
        unfiled = self._file_finished(warn, tell_failure=False)
        if unfiled is not None:
            from ..storage.atomic import move_aside
            from ..storage.history import local_minute

            saved, error = unfiled
            moved = move_aside(store.autosave_path, "finished")
            warn(_("The match of %(players)s finished on %(when)s could not be put in the"
                   " history (%(reason)s): it was moved to %(moved)s to make room for this one.")
                 % {"players": and_list(saved.match.players),
                    "when": local_minute(saved.saved_at),
                    "reason": os_problem(error, store.history_dir / "-"), "moved": moved})
        if replacing:
            # an unfinished match this one takes the place of is kept aside, never lost: a
            # quick start run again from the shell's history replaced the match it had begun
            replaced = store.set_aside_replaced()
            if replaced is not None:
                saved, moved = replaced
                full = _moved_aside(saved.match.players, moved)
                if kept is not None:
                    kept(_kept_aside(saved.match.players), full)
                else:
                    (told or warn)(full)
