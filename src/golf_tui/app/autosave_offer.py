"""The autosave at start-up and at the setup: the unfinished match to offer (``offer``, with the
matches moved aside beside it), the match resumed (``resume``, which takes the autosave's lock),
a finished match left in the autosave put in the history (``_file_finished``), and what is said
when the autosave cannot be used or is open in another golf-tui. Mixed into ``Session``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..i18n import _, and_list
from ..paths import os_problem, os_words
from .saved_match import _moved_aside

if TYPE_CHECKING:
    from ..storage import AutosaveInfo, SavedMatch, SaveError, Store


UNSEEN = object()
LOCKED = object()


def other_golf_tui(pid: int) -> str:
    """"another golf-tui (process 4242)", for a message about the autosave's lock."""
    if pid > 0:
        return _("another golf-tui (process %(pid)d)") % {"pid": pid}
    return _("another golf-tui")


def held_elsewhere(holder: int) -> str:
    """The saved match cannot be resumed: golf-tui process ``holder`` has it open."""
    return _("The saved match is open in %(who)s: it cannot be resumed while that one has"
             " it.") % {"who": other_golf_tui(holder)}


class AutosaveOffer:
    """Offering and resuming the saved match (mixed into ``Session``, which sets these up)."""

    _store: Store | None
    _seen: object
    _unusable: tuple[int, int, int] | None
    _unfiled_said: tuple[int, int, int] | None
    _locked_message: str | None
    _newer_message: str | None
    _resumed: bool
    withdraw: Callable[[str], None] | None
    filed_message: str | None
    offered: AutosaveInfo | None
    other: AutosaveInfo | None
    others: list[AutosaveInfo]
    brought_back_message: str | None
    last_good: tuple[int, int] | None

    if TYPE_CHECKING:  # provided by Session

        @property
        def store(self) -> Store:
            ...

        @property
        def problems(self) -> list[str]:
            ...

    def has_autosave(self) -> bool:
        """Whether there is an autosave file at all (whatever is in it), without loading the
        storage or the engine: a quick start asks before its first frame."""
        if self._store is not None:
            found = self._store.autosave_path.exists()
        else:
            from ..paths import AUTOSAVE_FILE, data_dir

            found = (data_dir() / AUTOSAVE_FILE).exists()
        if not found and self._seen is UNSEEN:
            self._seen = None  # none to keep: a new match may save
        return found

    def offer(self, *, starting: bool = False, asides: bool | None = None
              ) -> AutosaveInfo | None:
        """The unfinished match to offer, if any. A damaged or newer save adds a message, and
        so does one open in another golf-tui (it is not read then: that copy has it), unless
        ``starting``: a match asked for on the command line starts when none is offered, and
        its first save says in one short warning that it is not saved, and why (a second
        warning saying it too covered the first hand-over). ``asides``: the matches moved
        aside are offered too (``_with_asides``); by default where not ``starting``."""
        from ..storage import SaveError

        store = self.store
        holder = store.lock.holder()
        if holder is not None:
            self._locked_out(holder, tell=not starting)
            return None
        try:
            info = store.peek()
        except SaveError as e:
            self._said_unusable(e)
            self._unusable = store.autosave_version()
            info = None
        else:
            if info is None:  # none, or a finished match: never offered, put in the history
                self._file_finished(self.problems.append)
        finally:
            self._seen = store.autosave_version()  # after peek: it may move a damaged one
            self._said_repaired()
        self.other, self.others = None, []
        # a quick start's question: the autosave's alone (the match asked for replaces no other)
        self.offered = self._with_asides(info) if (not starting if asides is None
                                                   else asides) else info
        return self.offered

    def _with_asides(self, info: AutosaveInfo | None) -> AutosaveInfo | None:
        """``info`` (the autosave's match, None: none to resume) and the matches moved aside
        (``Store.aside_saves``: a new match kept the one it replaced aside, an older golf-tui
        could not read one) offered beside it, or the last saved of them alone where the
        autosave has none; the others moved aside may be shown there in turn (``others``,
        the last saved first; ``other``, the first of them), each within reach."""
        asides = self.store.aside_saves()
        if info is None and asides:
            info, asides = asides[0], asides[1:]
        self.others = asides
        self.other = asides[0] if asides else None
        return info

    def setup_offer(self) -> AutosaveInfo | None:
        """The unfinished match the setup offers back (its line above Start, ctrl+o, the
        palette), as the start-up's offer finds them (``offer``): the autosave's, with the
        matches moved aside beside it (``others``), or where the autosave has none to resume
        the last saved of those, the others beside it. A new match kept the one it replaced
        aside, and with no autosave left (that match finished) the setup said "nothing to
        resume" of two matches waiting, offered only at the next start. None when there is
        none, or while the autosave is open in another golf-tui (said by the new match's first
        save, not twice); an autosave that cannot be resumed (a damaged or newer one) adds its
        message, as at start-up, once."""
        self.offered, self.other, self.others = None, None, []
        store = self.store
        if self.has_autosave() and (self._unusable is None
                                    or self._unusable != store.autosave_version()):
            return self.offer(starting=True, asides=True)
        if store.lock.holder() is not None:
            return None  # resuming one takes the autosave's lock: that golf-tui has it
        self.offered = self._with_asides(None)
        return self.offered

    def look_again(self) -> AutosaveInfo | None:
        """The saved match, looked for again when the setup is asked for it (ctrl+o, the
        palette's entry) or is about to start a new match, where this run has not offered the
        autosave there now: it was open in another golf-tui when this run looked, and that one
        has quit or died since (its lock is free), or another golf-tui saved it since and let
        it go. Offered as at start-up (``setup_offer``, which makes it one this run offered: a
        new match may replace it then); None while another golf-tui holds it, when there is
        none, when it is the one this run saw (offered already, or its own), or when it cannot
        be resumed (said as at start-up)."""
        if not self.has_autosave():
            return None
        store = self.store
        if self._seen is not LOCKED and (self._seen is UNSEEN
                                         or store.autosave_version() == self._seen):
            return None
        if store.lock.holder() is not None:
            return None  # still open elsewhere (``held_elsewhere`` says so)
        if self._locked_message is not None and self.withdraw is not None:
            self.withdraw(self._locked_message)  # "open in another golf-tui": no longer so
            self._locked_message = None
        return self.setup_offer()

    def resume(self, chosen: AutosaveInfo | None = None) -> SavedMatch | None:
        """The saved match (None, with a message, when it cannot be used or is open in
        another golf-tui). Resuming takes the autosave's lock: no other copy offers the match
        or saves over it until this one is done. ``chosen``: a match moved aside
        (``AutosaveInfo.aside``, offered by ``offer``), made the autosave first, the autosave
        there moved aside in its place (``Store.bring_back``), said in a message."""
        from ..storage import SaveError

        store = self.store
        try:
            holder = store.lock.acquire()
        except OSError:  # no lock file in a read-only directory: nothing can save there
            holder = None
        if holder is not None:
            self._locked_out(holder, resuming=True)
            return None
        if chosen is not None and chosen.aside:
            try:
                moved = store.bring_back(chosen.aside)
            except OSError as e:
                store.lock.release()
                self.problems.append(
                    _("The saved match of %(players)s in %(file)s could not be resumed: it"
                      " could not be made the autosave (%(reason)s). It is left as it is.")
                    % {"players": and_list(chosen.players), "file": store.root / chosen.aside,
                       "reason": os_words(e)})
                return None
            players = None if moved is None else store.players_in(moved)
            if players is not None:  # named as a match replaced is ("The other" said whose?)
                self.brought_back_message = _moved_aside(players, moved)
            elif moved is not None:
                self.brought_back_message = _(
                    "The other saved match was moved to %(moved)s, to make room for this one;"
                    " it is not deleted, and golf-tui offers it again when it starts.") % {
                    "moved": moved}
            if moved is not None and self.brought_back_message is not None:
                self.problems.append(self.brought_back_message)
        try:
            saved = store.load()
        except SaveError as e:
            store.lock.release()
            self._said_unusable(e)
            self._unusable = store.autosave_version()  # (a newer one stays: said once)
            return None
        else:
            if saved is None:  # none, or a finished match: never resumed, put in the history
                self._file_finished(self.problems.append)
            self._resumed = saved is not None
            self.last_good = None if saved is None else (saved.match.hole_number,
                                                         len(saved.match.actions))
            return saved
        finally:
            self._seen = store.autosave_version()
            self._said_repaired()

    def _said_repaired(self) -> None:
        """A save read up to its last good move (``Store.repaired``): said in ``problems``."""
        store = self.store
        if store.repaired is not None:
            self.problems.append(store.repaired)
            store.repaired = None

    def _file_finished(self, say: Callable[[str], None], *,
                       tell_failure: bool = True) -> tuple[SavedMatch, OSError] | None:
        """The autosave holds a finished match (the history could not take it when it ended,
        ``saver``): put it in the history now and take it out of the autosave, and ``say``
        so. When the history still cannot take it, the match and why, the autosave left as it
        is (``tell_failure``: ``say`` that too, once for that file); None when it is filed, or
        there is none. Nothing is done while another golf-tui has the autosave's lock: it is
        taken for the filing (and given back, unless this run had it)."""
        from ..storage.history import local_minute

        store = self.store
        if not store.autosave_path.exists():
            return None
        had = store.lock.held
        try:
            if store.lock.acquire() is not None:
                return None  # another golf-tui's autosave: not touched
        except OSError:  # no lock file in a read-only directory: nothing can be removed there
            return None
        try:
            try:
                filed = store.file_finished()
            except OSError as e:
                saved = store.finished_saved()
                if saved is None:  # gone meanwhile
                    return None
                version = store.autosave_version()
                if tell_failure and version != self._unfiled_said:
                    self._unfiled_said = version
                    say(_("The match of %(players)s finished on %(when)s could not be put in"
                          " the history: %(reason)s. It is kept in %(file)s.")
                        % {"players": and_list(saved.match.players),
                           "when": local_minute(saved.saved_at),
                           "reason": os_problem(e, store.history_dir / "-"),
                           "file": store.autosave_path})
                return saved, e
        finally:
            if not had:
                store.lock.release()
        if filed is not None:
            saved, entry = filed
            self.filed_message = _("The match of %(players)s finished on %(when)s is now in"
                                   " the history.") % {
                "players": and_list(saved.match.players), "when": entry.finished_local}
            say(self.filed_message)
        return None

    def _said_unusable(self, error: SaveError) -> None:
        """Say in ``problems`` why the autosave cannot be used; a newer golf-tui's is
        remembered, to be taken down when a new match moves it aside (``saver``)."""
        message = str(error)
        if error.newer:
            self._newer_message = message
        self.problems.append(message)

    def _locked_out(self, holder: int, *, tell: bool = True, resuming: bool = False) -> None:
        """The autosave is open in golf-tui process ``holder``: nothing is saved over it
        (``_kept_out``); ``tell``: say so in ``problems`` (``resuming``: as the reason the
        match asked for is not resumed)."""
        self._seen = LOCKED
        if not tell:
            return
        who = other_golf_tui(holder)
        if resuming:
            message = held_elsewhere(holder)
        else:  # short, as the table's warning (``_kept_out``) is
            message = _("The saved match is open in %(who)s: a match started here will not be"
                        " saved.") % {"who": who}
        self._locked_message = message
        self.problems.append(message)

    def held_elsewhere(self) -> str | None:
        """Why the setup offers no saved match when another golf-tui has the autosave open
        (the setup's ctrl+o, the palette): that it cannot be resumed while that one has it.
        None when no other golf-tui holds it (nothing is saved, or it is offered)."""
        if not self.has_autosave():
            return None
        holder = self.store.lock.holder()
        return None if holder is None else held_elsewhere(holder)

    def close(self) -> None:
        """The run is over: another golf-tui may have the autosave now."""
        if self._store is not None:
            self._store.lock.release()
