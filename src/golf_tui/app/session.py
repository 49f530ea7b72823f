"""The glue between the app and what it keeps on disk: the autosave, the history and the settings.

The app asks a ``Session`` what to offer at start-up, hands it every changed match, and tells it
when the theme or the pace changes. Nothing here raises into the app: a file that cannot be
read or written becomes a message for the player, and play goes on.

A session is cheap to make: it reads the settings file but validates it (pydantic) only when
``settings`` or ``problems`` is first asked for, and opens the store (the engine) on first use.
The language and the theme (``early_text``) are taken from the file as read, so the first frame
of a quick start is drawn before either is loaded.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import _, and_list
from ..json_text import is_whole
from ..paths import os_problem, os_words
from .config import GameConfig, Seat, kept_table_settings
from .settings_file import read_settings_file, settings_path

if TYPE_CHECKING:
    from ..engine import Match
    from ..storage import AutosaveInfo, SavedMatch, SaveError, Store
    from .controller import Pending, SeatChange
    from .settings import Settings



def table_settings(config: GameConfig) -> dict[str, Any]:
    """The table settings a save carries, to come back with the match."""
    return {"handover": config.handover, "ascii": config.ascii,
            "animations": config.animations, "bot_delay": config.bot_delay}


def config_from_saved(saved: SavedMatch) -> GameConfig:
    """The config a saved match resumes with: its seats (computers stay computers) and its
    table settings; a setting of the wrong type falls back to the default."""
    s = saved.settings
    delay = s.get("bot_delay")
    return GameConfig(
        ruleset=saved.match.ruleset,
        seats=tuple(Seat(name, kind) for name, kind in saved.seats),
        seed=saved.match.seed,
        **kept_table_settings(s),
        bot_delay=(float(delay) if (is_whole(delay) or isinstance(delay, float))
                   and 0 <= delay <= 10 else 0.8),  # true is not a second, nor NaN a pace
    )


def peek_hidden(settings: dict[str, Any]) -> tuple[int, int] | None:
    """A save's (deal, seat) whose opening peeks were hidden (``Controller.peek_hidden``);
    None when it has none or it is not two whole numbers."""
    pair = settings.get("peek_hidden")
    if (isinstance(pair, list) and len(pair) == 2
            and all(is_whole(n) for n in pair)):
        return pair[0], pair[1]
    return None


def result_seen(settings: dict[str, Any]) -> int | None:
    """A save's deal whose hole result before it had been seen (``Controller.result_seen``);
    None when it has none or it is not a whole number."""
    deal = settings.get("result_seen")
    return deal if is_whole(deal) else None


def paused(settings: dict[str, Any]) -> bool:
    """Whether a save was taken with the computer players paused (``Controller.paused``): only
    ``true`` is; a save without it (an older golf-tui's) resumes them playing."""
    return settings.get("paused") is True


def stand_ins(saved: SavedMatch) -> dict[int, str]:
    """A save's people's seats a computer plays for (``Controller.stand_ins``), and at which
    level: ``"stand_ins": [[seat, level], ...]`` in its settings. A pair that is not a person's
    seat and a level this version has is passed over (the person plays it)."""
    from ..bots import BOT_KINDS

    pairs = saved.settings.get("stand_ins")
    found: dict[int, str] = {}
    if not isinstance(pairs, list):
        return found
    for pair in pairs:
        if (isinstance(pair, list) and len(pair) == 2 and is_whole(pair[0])
                and 0 <= pair[0] < len(saved.seats) and saved.seats[pair[0]][1] == "human"
                and pair[1] in BOT_KINDS):
            found[pair[0]] = pair[1]
    return found


def _a_change(saved: SavedMatch, seat: Any, kind: Any) -> bool:
    """Whether a saved change of a seat (``seat_changes``, ``pending``) is of a person's seat
    of ``saved`` and to a level this version has, or back to the person (None)."""
    from ..bots import BOT_KINDS

    return (is_whole(seat) and 0 <= seat < len(saved.seats) and saved.seats[seat][1] == "human"
            and (kind is None or kind in BOT_KINDS))


def seat_changes(saved: SavedMatch) -> list[SeatChange]:
    """A save's record of people leaving the table and coming back
    (``Controller.seat_changes``): ``"seat_changes": [[actions, deal, seat, level or null,
    after_move], ...]``. One that is not of a person's seat, a level this version has (or
    null) and whole numbers is passed over: its moves are named as the seat is played now."""
    from .controller import SeatChange

    found: list[SeatChange] = []
    rows = saved.settings.get("seat_changes")
    for row in rows if isinstance(rows, list) else ():
        if not (isinstance(row, list) and len(row) == 5):
            continue
        actions, deal, seat, kind, after_move = row
        if (is_whole(actions) and is_whole(deal) and actions >= 0
                and _a_change(saved, seat, kind) and isinstance(after_move, bool)):
            found.append(SeatChange(actions, deal, seat, kind, after_move))
    return found


def stood_in(saved: SavedMatch) -> dict[int, set[int]]:
    """A save's holes a computer played some of for a person (``Controller.stood_in``,
    ``history.stood_in_saved``)."""
    from ..storage.history import stood_in_saved

    return stood_in_saved(saved.settings, tuple(kind for _name, kind in saved.seats),
                          saved.match.hole_number)


def pending(saved: SavedMatch) -> dict[int, Pending]:
    """A save's changes asked for during the turn being played (``Controller.pending``):
    ``"pending": [[seat, level or null, deal, turns, current], ...]``, made at that turn's end
    once resumed. One that is not of a person's seat, a level this version has (or null) and
    whole numbers is passed over."""
    from .controller import Pending

    found: dict[int, Pending] = {}
    rows = saved.settings.get("pending")
    for row in rows if isinstance(rows, list) else ():
        if not (isinstance(row, list) and len(row) == 5):
            continue
        seat, kind, *turn = row
        if _a_change(saved, seat, kind) and all(is_whole(n) for n in turn):
            found[seat] = Pending(kind, (turn[0], turn[1], turn[2]))
    return found


def _moved_aside(players: Sequence[str], moved: object) -> str:
    """The note that the saved match of ``players`` was moved to ``moved`` (a path) to make
    room for the one started or resumed, and is kept."""
    return _("The saved match of %(players)s was moved to %(moved)s, to make room for this"
             " one; golf-tui offers it again when it starts.") % {
        "players": and_list(players), "moved": moved}


def _kept_aside(players: Sequence[str]) -> str:
    """The table's note that the saved match of ``players`` is kept, and how it comes back,
    with no file's path in it (``_moved_aside`` names the file, for the Warnings screen): "Gemt
    — … blev flyttet til /tmp/home/data/autosave.json.replaced-1 …" stood a minute beside a
    family's grid."""
    return _("The earlier match of %(players)s is kept, not lost: the next time golf-tui"
             " starts, it offers it again to resume.") % {"players": and_list(players)}


class Session:
    """One run's storage: ``Store`` for matches (data dir) and the settings file (config dir)."""

    def __init__(self, store: Store | None = None, settings_file: Path | None = None) -> None:
        self._store = store
        self.settings_file = settings_file if settings_file is not None else settings_path()
        self._read = read_settings_file(self.settings_file)
        self._settings: Settings | None = None
        self._problems: list[str] = []
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
        self.finished_message: str | None = None  # "The match of … is over: …" (unseen)
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

    @property
    def settings(self) -> Settings:
        """The remembered settings, validated on first use (a damaged file is reported in
        ``problems`` and moved aside then)."""
        with self._validating:
            if self._settings is None:
                from .settings import settings_from_read

                # the values dropped from the file in one message (a file with nine bad values
                # was nine warnings, the first pushed off the screen by the others)
                self._settings, found = settings_from_read(self._read, self.settings_file)
                self._problems[:0] = found
            return self._settings

    @property
    def found_so_far(self) -> list[str]:
        """The problems found so far, reading nothing more (``problems`` validates the
        settings first, which may move a damaged settings file aside)."""
        return list(self._problems)

    @property
    def problems(self) -> list[str]:
        """A message per problem found with the settings, the autosave or the history."""
        self.settings  # noqa: B018 -- the settings' own problems come first
        return self._problems

    def early_text(self, key: str) -> str | None:
        """The ``language`` or ``theme`` setting without validating the settings first: the
        value validation gives it (see ``SettingsRead.text``)."""
        if self._settings is not None:
            value = getattr(self._settings, key)
            return value if isinstance(value, str) else None
        return self._read.text(key)

    def early_table(self) -> dict[str, Any]:
        """The remembered table settings (``handover``, ``ascii``, ``animations``) without
        validating the settings first (see ``SettingsRead.table``): a quick start is drawn with
        them from its first frame. ``ascii`` is the player's choice, or where there is none the
        terminal's guess (``terminal.ascii_guessed``: ASCII on the Linux console)."""
        from .terminal import ascii_guessed

        if self._settings is not None:
            table: dict[str, Any] = {"handover": self._settings.handover,
                                     "animations": self._settings.animations}
        else:
            table = self._read.table()
        return {**table, "ascii": ascii_guessed(self.ascii_chosen())}

    def ascii_chosen(self) -> bool | None:
        """The ASCII cards the player chose at the setup (``Settings.ascii``); None: none."""
        if self._settings is not None:
            return self._settings.ascii
        chosen = self._read.table()["ascii"]
        return chosen if isinstance(chosen, bool) else None

    # --- start-up ------------------------------------------------------------------------------

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

    def with_remembered(self, config: GameConfig) -> GameConfig:
        """A new match's config with the remembered pace."""
        return dataclasses.replace(config, bot_delay=self.settings.bot_delay)

    def resumed_pace(self, config: GameConfig) -> GameConfig:
        """A resumed match's config (``config_from_saved``) with the pace last chosen: the
        settings file's, when it has one (it is written at every change of the pace, in any
        match, and an autosave of an older golf-tui kept the pace its match started with);
        else the save's own."""
        if "bot_delay" not in self.settings.model_fields_set:
            return config
        return dataclasses.replace(config, bot_delay=self.settings.bot_delay)

    # --- while playing -------------------------------------------------------------------------

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

    # --- a match over, its end not seen ------------------------------------------------------

    def _note_finished(self, match: Match) -> None:
        """The match is over and in the history: until its match-over screen is seen
        (``finish_seen``), a note of it is kept (``UNSEEN_FILE``), so that a golf-tui closed on
        the last hole's result says at its next start how the match ended (``unseen_finish``)
        and not a word before. Best effort: a note that cannot be written is none."""
        from ..storage.atomic import atomic_write_text

        winners = [match.players[s] for s in match.winners]
        data = {"players": list(match.players), "ruleset": match.ruleset.name,
                "winners": winners, "score": match.totals[match.winners[0]]}
        with contextlib.suppress(OSError, ValueError):
            atomic_write_text(self.store.root / UNSEEN_FILE,
                              json.dumps(data, ensure_ascii=False))

    def finish_seen(self) -> None:
        """The match-over screen is up: nothing to tell at the next start."""
        if self._store is not None:
            with contextlib.suppress(OSError):
                (self._store.root / UNSEEN_FILE).unlink(missing_ok=True)

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

    def remember_players(self, config: GameConfig, *, passed: bool = False) -> None:
        """A new match started: its seats (names and kinds) and, for a preset, its ruleset and
        house rules are the setup to offer next time, however it was started. The setup screen
        saves its own choices on Start; a quick start (``--players``) had nothing else to
        remember them by, and the next ``golf-tui`` offered "Player 1, Player 2".

        ``passed``: ``config`` is the one the deal passed on to from a match just finished
        (``GameConfig.dealt_on``), remembered with a note of it (``Settings.deal_passed``), so
        that the next setup says why its list starts from the next dealer (the next start of
        golf-tui showed "Ola" first without a word). A match started from that list (Play
        again) keeps the note, marked played; one of other players forgets it."""
        from ..rules_text import is_presets
        from .settings import DealPassed, SeatSetting
        from .setup_model import remembered_choices

        names = [s.name for s in config.seats]
        changes: dict[str, Any] = {
            "seats": [SeatSetting(name=s.name, kind=s.kind) for s in config.seats]}
        noted = self.settings.deal_passed
        if passed:
            changes["deal_passed"] = DealPassed(seats=names)
        elif noted is not None:
            changes["deal_passed"] = (noted.model_copy(update={"played": True})
                                      if noted.seats == names else None)
        name = config.ruleset.name
        if is_presets(config.ruleset):
            changes["ruleset"] = name
            # the house rules played, as the setup remembers them (``--house`` too)
            changes["house_rules"] = {**self.settings.house_rules,
                                      name: remembered_choices(config.ruleset)}
        self.remember(**changes)

    def remember(self, **changes: Any) -> None:
        """Save some settings now (theme, pace), if they changed; never raises."""
        changed = {k: v for k, v in changes.items() if getattr(self.settings, k, None) != v}
        if not changed:
            return
        from .settings import update_settings

        self._settings = self.settings.model_copy(update=changed)
        try:
            update_settings(self.settings_file, **changed)
        except OSError as e:
            self.settings_not_saved(e, self.settings_file)

    def settings_not_saved(self, error: OSError, path: Path) -> None:
        """The settings file could not be written: say so once a run, naming the cause (the
        change is kept for this run all the same)."""
        if self.settings_unsaved:
            return
        self.settings_unsaved = True
        from .settings import settings_not_saved

        message = settings_not_saved(error, path)
        if self.warn is not None:
            self.warn(message)
        else:
            self.problems.append(message)


UNSEEN = object()
LOCKED = object()
# the note of a match over whose match-over screen was not seen (``Session._note_finished``)
UNSEEN_FILE = "finished-unseen.json"


def other_golf_tui(pid: int) -> str:
    """"another golf-tui (process 4242)", for a message about the autosave's lock."""
    if pid > 0:
        return _("another golf-tui (process %(pid)d)") % {"pid": pid}
    return _("another golf-tui")


def held_elsewhere(holder: int) -> str:
    """The saved match cannot be resumed: golf-tui process ``holder`` has it open."""
    return _("The saved match is open in %(who)s: it cannot be resumed while that one has"
             " it.") % {"who": other_golf_tui(holder)}


def bare_session(root: Path) -> Session:
    """A session kept entirely under ``root`` (tests, portable use)."""
    from ..storage import Store

    return Session(Store(root / "data"), root / "settings.json")


__all__ = ["Session", "bare_session", "config_from_saved", "paused", "pending", "seat_changes",
           "stand_ins", "stood_in", "table_settings"]
