"""A match over, into the history: its file there and the autosave removed (``_finished``), or
where the history cannot take it, kept in the autosave to be filed later; a match kept out of
the autosave straight into the history (``_to_history``). Until its match-over screen is seen a
note of it is kept (``UNSEEN_FILE``), so that a golf-tui closed on the last hole's result says
at its next start how the match ended (``unseen_finish``). Mixed into ``Session``."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..i18n import _, and_list
from ..json_text import is_whole
from ..paths import os_problem

if TYPE_CHECKING:
    from ..engine import Match
    from ..storage import Store


# the note of a match over whose match-over screen was not seen (``Session._note_finished``)
UNSEEN_FILE = "finished-unseen.json"


class MatchFinish:
    """A finished match filed, and told once where its end was not seen (mixed into
    ``Session``, which sets these up)."""

    _store: Store | None
    _unfiled_said: tuple[int, int, int] | None
    _unseen_note: str | None
    finished_message: str | None

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
        (``finish_seen``), a note of it is kept (``UNSEEN_FILE``), so that a golf-tui closed on
        the last hole's result says at its next start how the match ended (``unseen_finish``)
        and not a word before. Best effort: a note that cannot be written is none."""
        from ..storage.atomic import atomic_write_text

        winners = [match.players[s] for s in match.winners]
        data = {"players": list(match.players), "ruleset": match.ruleset.name,
                "winners": winners, "score": match.totals[match.winners[0]]}
        note = json.dumps(data, ensure_ascii=False)
        with contextlib.suppress(OSError, ValueError):
            atomic_write_text(self.store.root / UNSEEN_FILE, note)
            self._unseen_note = note

    def finish_seen(self) -> None:
        """The match-over screen is up: nothing to tell at the next start, of this match. A
        note another golf-tui on the same data wrote since (its match ended after this one's)
        is its own, and stays: it was removed here, and that copy closed on its last result
        never told how its match ended."""
        note, self._unseen_note = self._unseen_note, None
        if self._store is None or note is None:
            return
        from ..paths import read_regular

        path = self._store.root / UNSEEN_FILE
        with contextlib.suppress(OSError, UnicodeDecodeError):
            if read_regular(path, 10_000).decode("utf-8") == note:
                path.unlink()

    def unseen_finish(self) -> str | None:
        """How the last match ended, where its match-over screen was never seen (the terminal
        closed on the last hole's result): "The match of Kari and Ola (norwegian-4) is over:
        Kari won with 23. …", said once (the note is removed); None when there is none, or it
        does not read (removed all the same)."""
        from ..json_text import JsonTextError, parse_json
        from ..paths import data_dir, read_regular

        root = self._store.root if self._store is not None else data_dir()
        path = root / UNSEEN_FILE
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

    def tell_unseen_finish(self) -> None:
        """At start-up: say how the last match ended where that was never seen
        (``unseen_finish``), with the session's other news."""
        message = self.unseen_finish()
        if message is not None:
            self.finished_message = message
            self.problems.append(message)
