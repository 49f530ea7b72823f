"""A match over, into the history: its file there and the autosave removed (``_finished``), or
where the history cannot take it, kept in the autosave to be filed later; a match kept out of
the autosave straight into the history (``_to_history``). Until its match-over screen is seen a
note of it is kept (``UNSEEN_DIR``), so that a golf-tui closed on the last hole's result says
at its next start how the match ended (``unseen_finishes``). Mixed into ``Session``."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import _, and_list
from ..json_text import is_whole
from ..paths import os_problem

if TYPE_CHECKING:
    from ..engine import Match
    from ..storage import Store
    from ..storage.lock import FileLock


# the notes of matches over whose match-over screen was not seen (``Session._note_finished``):
# one a match, ``<id>.json``, beside its lock, ``<id>.lock``, held by the golf-tui showing it
UNSEEN_DIR = "finished-unseen"
# the one note of an older golf-tui (each note written over the last), still read
UNSEEN_FILE = "finished-unseen.json"


class MatchFinish:
    """A finished match filed, and told once where its end was not seen (mixed into
    ``Session``, which sets these up)."""

    _store: Store | None
    _unfiled_said: tuple[int, int, int] | None
    _unseen_notes: list[tuple[Path, FileLock]]
    finished_messages: list[str]

    if TYPE_CHECKING:  # provided by Session

        @property
        def store(self) -> Store:
            ...

        @property
        def problems(self) -> list[str]:
            ...

    def _finished(self, match: Match, seats: tuple[tuple[str, str], ...],
                  settings: dict[str, Any], warn: Callable[[str], None]) -> None:
        """The match is over (and the autosave this run's): its file in the history, and the
        autosave removed. When the history cannot take it, the match as it ended is kept in
        the autosave (``Store.keep_finished``), to go to the history the next time the
        autosave is looked at, never to be resumed: the autosave before its last action
        could be played on to another end. Where that cannot be written either, that autosave
        is removed all the same, and the match is lost."""
        store = self.store
        try:
            store.record_finished(match, seats, settings=settings)
        except OSError as e:  # the error names the file (``Store.record_finished``)
            reason = os_problem(e, store.history_dir / "-")
            try:
                store.keep_finished(match, seats, settings)
            except OSError as keeping:
                with contextlib.suppress(OSError):
                    store.clear_autosave()
                warn(_("Could not save the match to the history: %(reason)s. Nor could it be"
                       " kept to try again (%(problem)s): it will not be in the history.")
                     % {"reason": reason, "problem": os_problem(keeping, store.autosave_path)})
                return
            self._unfiled_said = store.autosave_version()  # said here, not again at the setup
            warn(_("Could not save the match to the history: %(reason)s. It is kept, and"
                   " golf-tui tries again when it next starts or a new match begins.")
                 % {"reason": reason})
            return
        store.clear_autosave()
        store.lock.release()  # the autosave is gone: another golf-tui may have it
        self._note_finished(match)

    def _to_history(self, match: Match, seats: tuple[tuple[str, str], ...],
                    warn: Callable[[str], None], settings: dict[str, Any] | None = None) -> bool:
        """Write a finished match kept out of the autosave (another golf-tui's) to the history;
        on failure (the history a file, a read-only or full disk) warn, naming the cause, and
        False: play goes on (the match-over screen)."""
        store = self.store
        try:
            store.record_finished(match, seats, settings=settings)
        except OSError as e:  # the error names the file (``Store.record_finished``)
            warn(_("Could not save the match to the history: %(reason)s. Play goes on, but this"
                   " match will not be in the history.")
                 % {"reason": os_problem(e, store.history_dir / "-")})
            return False
        self._note_finished(match)
        return True

    def _note_finished(self, match: Match) -> None:
        """The match is over and in the history: until its match-over screen is seen
        (``finish_seen``), a note of it is kept (a file of its own in ``UNSEEN_DIR``), so that
        a golf-tui closed on the last hole's result says at its next start how the match ended
        (``unseen_finishes``) and not a word before. The note's lock (``FileLock``) is held
        while this golf-tui runs: another one starting meanwhile leaves the note alone, as it
        does a saved match open elsewhere. Best effort: a note that cannot be written is none.
        """
        from uuid import uuid4

        from ..storage.atomic import atomic_write_text, make_directory
        from ..storage.lock import FileLock

        winners = [match.players[s] for s in match.winners]
        data = {"players": list(match.players), "ruleset": match.ruleset.name,
                "winners": winners, "score": match.totals[match.winners[0]]}
        folder = self.store.root / UNSEEN_DIR
        path = folder / f"{uuid4().hex}.json"
        lock = FileLock(path.with_suffix(".lock"))
        try:
            make_directory(folder)
            if lock.acquire() is not None:  # a name of its own: nobody else has it
                return
            atomic_write_text(path, json.dumps(data, ensure_ascii=False))
        except (OSError, ValueError):
            _remove_note(path, lock)
            return
        self._unseen_notes.append((path, lock))

    def finish_seen(self) -> None:
        """The match-over screen is up: nothing to tell at the next start, of this match (the
        last one this run finished). The notes of other golf-tuis on the same data are theirs,
        and stay."""
        if self._unseen_notes:
            _remove_note(*self._unseen_notes.pop())

    def notes_let_go(self) -> None:
        """The run is over: its notes of matches whose end was not seen stay for the next
        start, their locks let go (as the process's end would)."""
        notes, self._unseen_notes = self._unseen_notes, []
        for _path, lock in notes:
            lock.release()

    def unseen_finishes(self) -> list[str]:
        """How each match ended whose match-over screen was never seen (the terminal closed on
        the last hole's result): "The match of Kari and Ola (norwegian-4) is over: Kari won
        with 23. …", said once (the note is removed), in the order they ended: an older
        golf-tui's single note (``UNSEEN_FILE``) first, then one per match (``UNSEEN_DIR``). A
        note whose golf-tui still runs (its lock is held: it shows that match's last result)
        is left to it. A note that does not read is removed without a word."""
        from ..paths import data_dir
        from ..storage.lock import FileLock

        root = self._store.root if self._store is not None else data_dir()
        told = [_told(root / UNSEEN_FILE)]
        try:
            notes = [p for p in (root / UNSEEN_DIR).iterdir()
                     if p.suffix == ".json" and not p.name.startswith(".")]
        except OSError:
            notes = []
        for path in sorted(notes, key=_modified):
            lock = FileLock(path.with_suffix(".lock"))
            try:
                holder = lock.acquire()
            except OSError:  # no lock can be made there (read-only): nobody else has one
                holder = None
            if holder is not None:
                continue  # open in another golf-tui, on its last result
            told.append(_told(path))
            if lock.held:
                _remove_note(path, lock)
        return [message for message in told if message is not None]

    def tell_unseen_finish(self) -> None:
        """At start-up: say how the last matches ended where that was never seen
        (``unseen_finishes``), with the session's other news."""
        for message in self.unseen_finishes():
            self.finished_messages.append(message)
            self.problems.append(message)


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _remove_note(path: Path, lock: FileLock) -> None:
    """A note and its lock file removed (the note first: a golf-tui that takes the lock of one
    removed finds no note), and the lock let go."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)
    if lock.held:
        with contextlib.suppress(OSError):
            lock.path.unlink(missing_ok=True)
    lock.release()


def _told(path: Path) -> str | None:
    """The words for the note ``path`` (removed as it is read); None when there is none, or it
    does not read."""
    from ..json_text import JsonTextError, parse_json
    from ..paths import read_regular

    if not path.is_file():
        return None
    try:
        data = parse_json(read_regular(path, 10_000))
    except (OSError, JsonTextError, ValueError):
        data = None
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)
    if not isinstance(data, dict):
        return None
    players, ruleset = data.get("players"), data.get("ruleset")
    winners, score = data.get("winners"), data.get("score")
    names = [*(players if isinstance(players, list) else [None]),
             *(winners if isinstance(winners, list) else [None]), ruleset]
    if (not all(isinstance(n, str) and n and n.isprintable() for n in names)
            or not is_whole(score) or not winners or not players):
        return None
    assert isinstance(players, list) and isinstance(winners, list) and isinstance(ruleset, str)
    from ..presets import name_for

    args = {"players": and_list(players), "ruleset": name_for(ruleset),
            "winners": and_list(winners), "score": score}
    if len(winners) == 1:
        return _("The match of %(players)s (%(ruleset)s) is over: %(winners)s won with"
                 " %(score)d. Its scorecard is in the Match history (ctrl+p).") % args
    return _("The match of %(players)s (%(ruleset)s) is over: %(winners)s shared the win"
             " with %(score)d. Its scorecard is in the Match history (ctrl+p).") % args
