"""The glue between the app and what it keeps on disk: the autosave, the history and the settings.

The app asks a ``Session`` what to offer at start-up, hands it every changed match, and tells it
when the theme or the pace changes. Nothing here raises into the app: a file that cannot be
read or written becomes a message for the player, and play goes on.

A session is cheap to make: it reads the settings file but validates it (pydantic) only when
``settings`` or ``problems`` is first asked for, and opens the store (the engine) on first use.
The language and the theme (``early_text``) are taken from the file as read, so the first frame
of a quick start is drawn before either is loaded.

``Session`` is made of parts, each in its own module: the saved match offered and resumed
(``AutosaveOffer``, autosave_offer.py), the running match saved (``AutosaveSaver``,
autosave_saver.py), a finished match filed in the history (``MatchFinish``, match_finish.py), a
match kept out of another golf-tui's autosave (``KeptOut``, kept_out.py), and the remembered
settings (``RememberedSettings``, session_settings.py); what a save's settings say is read in
saved_match.py. Here: the session made (``__init__``), its store and its problems. A few names
of those parts are still imported from here (``__all__``: ``other_golf_tui`` by the quit
dialog, the rest by tests); the app's resume takes its helpers from saved_match.py itself.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .autosave_offer import UNSEEN, AutosaveOffer, other_golf_tui
from .autosave_saver import AutosaveSaver
from .kept_out import KeptOut
from .match_finish import UNSEEN_DIR, UNSEEN_FILE, MatchFinish
from .saved_match import (
    config_from_saved,
    pending,
    seat_changes,
    stand_ins,
    stood_in,
    table_settings,
)  # fmt: skip
from .session_settings import RememberedSettings
from .settings_file import read_settings_file, settings_path

if TYPE_CHECKING:
    from ..storage import AutosaveInfo, Store
    from ..storage.lock import FileLock
    from .settings import Settings


class Session(AutosaveOffer, AutosaveSaver, MatchFinish, KeptOut, RememberedSettings):
    """One run's storage: ``Store`` for matches (data dir) and the settings file (config dir)."""

    def __init__(self, store: Store | None = None, settings_file: Path | None = None) -> None:
        self._store = store
        self.settings_file = settings_file if settings_file is not None else settings_path()
        self._read = read_settings_file(self.settings_file)
        self._settings: Settings | None = None
        self._problems: list[str] = []
        self._settings_said: set[str] = set()  # what a save of the settings found, said
        self._validating = threading.Lock()  # a quick start validates them in its thread
        self.save_failed = False
        # The autosave as this run last saw it: a new match's first save replaces only that
        # one (offered to the player, or written by this run). UNSEEN: never looked (any may
        # be replaced); LOCKED: it was open in another golf-tui when looked at (none may).
        self._seen: object = UNSEEN
        # where a warning goes while the app runs (else into ``problems``), and how one still
        # standing is taken down
        self.warn: Callable[[str], None] | None = None
        self.withdraw: Callable[[str], None] | None = None
        self._locked_message: str | None = None  # the autosave was open elsewhere, said so
        # the autosave is a newer golf-tui's, said so ("left as it is … a new match moves it
        # aside"): taken down when a new match moves it, as that warning says where it went
        self._newer_message: str | None = None
        self._kept_out_why: tuple[str, int] | None = None  # see ``kept_out``
        self._kept_out_message: str | None = None  # "This match will not be saved: …", said
        # the autosave ``offer`` last found unusable, said so (``setup_offer`` does not again)
        self._unusable: tuple[int, int, int] | None = None
        # the autosave of a finished match the history could not take, said so (at the end of
        # its match, or when it was looked at): not said again while it is the same file
        self._unfiled_said: tuple[int, int, int] | None = None
        self.filed_message: str | None = None  # the last "… is now in the history."
        self.finished_messages: list[str] = []  # "The match of … is over: …" (unseen)
        # the notes this run wrote of matches whose end is not seen yet, their locks held
        # (``MatchFinish``)
        self._unseen_notes: list[tuple[Path, FileLock]] = []
        # a match moved aside (``Store.aside_saves``: an older golf-tui made room for its own)
        # offered beside the autosave's by ``offer``, the last saved first; and the last "…
        # is the saved match again" (``resume`` of one)
        self.offered: AutosaveInfo | None = None  # what ``offer`` offered last
        self.other: AutosaveInfo | None = None
        # every match moved aside beside ``offered``, the last saved first (``other`` is the
        # first, or the one the player chose at the offer, shown there in turn)
        self.others: list[AutosaveInfo] = []
        self.brought_back_message: str | None = None
        self._resumed = False  # ``resume`` gave a match, whose saver is the next one made
        # the running match's last save that worked: the hole it was on and its number of
        # actions (None: it has none), what the next start resumes after a failing save
        self.last_good: tuple[int, int] | None = None
        self.settings_unsaved = False  # warned once that the settings could not be written

    @property
    def store(self) -> Store:
        if self._store is None:
            from ..storage import Store

            self._store = Store()
        return self._store

    def close(self) -> None:
        """The run is over: the autosave's lock and the notes' let go (``AutosaveOffer.close``,
        ``MatchFinish.notes_let_go``)."""
        super().close()
        self.notes_let_go()

    @property
    def problems(self) -> list[str]:
        """A message per problem found with the settings, the autosave or the history."""
        self.settings  # noqa: B018 -- the settings' own problems come first
        return self._problems


def bare_session(root: Path) -> Session:
    """A session kept entirely under ``root`` (tests, portable use)."""
    from ..storage import Store

    return Session(Store(root / "data"), root / "settings.json")


__all__ = ["UNSEEN_DIR", "UNSEEN_FILE", "Session", "bare_session", "config_from_saved",
           "other_golf_tui", "pending", "seat_changes", "stand_ins", "stood_in", "table_settings"]
