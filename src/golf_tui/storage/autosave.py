"""The autosave: the match in progress, written atomically after every action.

A save file carries a format version. Older formats are migrated; newer ones are refused with a
message (the file is left where it is, for the newer golf-tui, and moved aside before a new
match's first save would replace it: ``set_aside_newer``). A damaged file — not JSON, wrong
shape, actions that do not replay — is moved aside and the caller is told where.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import hashlib
import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..bots import BOT_KINDS
from ..engine import Match, MatchFormatError, Ruleset, match_from_dict, match_to_dict
from ..engine.hole import OPENING
from ..engine.table import FORMAT as MATCH_FORMAT
from ..i18n import _, and_list, ngettext
from ..json_text import JsonTextError, is_whole, parse_json
from ..match_words import key_source, record_error_text
from ..paths import blocked_by, os_words, read_regular
from .atomic import atomic_create_text, atomic_write_text, move_aside, rename_to_free_name
from .history import (
    HUMAN,
    MAX_RECORD_BYTES,
    HistoryEntry,
    HistoryFileError,
    HistoryTally,
    MatchNumbers,
    check_moment,
    entry_from_match,
    number_matches,
    read_history,
    read_newest,
    saved_names,
    stood_in_saved,
    tally_history,
)
from .lock import LOCK_FILE, AutosaveLock
from .paths import AUTOSAVE_FILE, data_dir

# 3: the match inside may be an engine record of format 2 (a redeal no longer voids a final
# lap), which golf-tui before it cannot replay; so that version leaves the file alone as newer
# instead of setting it aside as damaged. Its fields are those of format 2.
FORMAT = 3
KIND = "golf-tui autosave"
MAX_SAVE_BYTES = MAX_RECORD_BYTES  # a match record, as a history file's: read no more than this
NAMES_PER_SECOND = 1000  # history files of matches finished in one second: ``<stamp>-<n>.json``


# An unfinished match moved aside, never to be lost: ``newer-N`` where a golf-tui that could not
# read it made room for a new match (``Store.set_aside_newer``, and older golf-tuis the same), and
# ``other-N`` where the player resumed another match in its place (``Store.bring_back``), and
# ``replaced-N`` where a new match took its place (``Store.set_aside_replaced``)
ASIDE = re.compile(re.escape(AUTOSAVE_FILE) + r"\.(?:newer|other|replaced)-[0-9]+")


class SaveError(Exception):
    """A save file that cannot be used. ``moved_to`` says where a damaged file was put;
    ``newer``: the file is a newer golf-tui's, left in place (a new match's first save moves it
    aside, ``Store.set_aside_newer``)."""

    def __init__(self, message: str, moved_to: Path | None = None, *,
                 newer: bool = False) -> None:
        super().__init__(message)
        self.moved_to = moved_to
        self.newer = newer


@dataclass(frozen=True)
class SavedMatch:
    """A match read back from the autosave, with who sits where and the table settings."""

    match: Match
    seats: tuple[tuple[str, str], ...]  # (name, kind) per seat; kind "human" or a bot kind
    settings: dict[str, Any] = field(default_factory=dict)
    saved_at: str = ""
    # moves dropped from a damaged save read up to its last good move (``Store._up_to_good``)
    dropped: int = 0

    @property
    def result_pending(self) -> bool:
        """The last action ended a deal and its result was not seen before the save (the
        settings' ``result_seen`` is not the deal dealt after it): resuming shows it again."""
        seen = self.settings.get("result_seen")
        return self.match.deal_just_ended and not (is_whole(seen) and seen == self.match.deals)


@dataclass(frozen=True)
class AutosaveInfo:
    """Enough to offer "Resume Kari, Ola and Siri?", "Sexkortsgolf, hole 4 of 9"."""

    players: tuple[str, ...]
    ruleset: str
    hole: int  # the hole being played
    holes: int | None
    saved_at: str
    # where the match stands when the last action ended a deal and its result was not seen
    # (``SavedMatch.result_pending``, shown again on resuming): "scored" after a scored hole
    # (the one before ``hole``), "void" after a void deal of ``hole``; "" in the middle of a
    # deal, or at its start once the result before it was seen
    result: str = ""
    # the name of the file it is kept in where that is not the autosave: a match moved aside
    # (``Store.aside_saves``), "autosave.json.newer-1"
    aside: str = ""
    # which match it is: its seats (name, kind), seed and ruleset, to tell whether a match
    # asked for on the command line is this one (``same_match``)
    seats: tuple[tuple[str, str], ...] = ()
    seed: int | None = None
    rules: Ruleset | None = field(default=None, compare=False, repr=False)
    # moves dropped from a damaged save offered up to its last good move (``Store.load``): the
    # offer says when that save was made, as it does of two matches offered together
    dropped: int = 0
    # how it stands, to tell two saved matches apart (``standing``): each player's total once a
    # hole is scored (else empty), the turns played in the deal being played, whose turn it is
    # (a name; empty once the match is over), and the opening that player makes now ("peek"
    # or "flip", the ruleset's kind; "" past it): a player's opening comes with their first
    # turn, so turns may have been played before it
    totals: tuple[int, ...] = ()
    turns: int = 0
    to_play: str = ""
    opening: str = ""
    # whether any move is played in it (the computers' too): a new match that takes its place
    # keeps one aside (``Store.set_aside_replaced``), and one with none is simply replaced, so
    # the words that say what Start does to it say which
    played: bool = True

    def same_match(self, seats: tuple[tuple[str, str], ...], rules: Ruleset,
                   seed: int | None) -> bool:
        """Whether a match of ``seats``, ``rules`` and ``seed`` is this one begun again: the
        same players in the same seats, of the same kinds, the same ruleset with the same
        rules, and the same seed (a quick start run again from the shell's history)."""
        return (seed is not None and seed == self.seed and seats == self.seats
                and self.rules is not None and rules == self.rules)

    def people_first(self) -> tuple[str, ...]:
        """The players as the offer names them: the people, then the computers, each in seat
        order ("Resume Anna, Bo and Bot 1?": "Resume Bot 1, Anna and Bo?" read as if the match
        were the computer's). In seat order where the seats are not known."""
        if len(self.seats) != len(self.players):
            return self.players
        people = [n for n, (_name, kind) in zip(self.players, self.seats, strict=True)
                  if kind == HUMAN]
        bots = [n for n, (_name, kind) in zip(self.players, self.seats, strict=True)
                if kind != HUMAN]
        return (*people, *bots)

    def prompt(self) -> str:
        """The offer in two lines: whose match, and where it stands ("Resume Kari, Ola and
        Siri?" over "swedish-6, hole 4 of 9"). As one sentence it was longer than the box's
        line at 80 columns in Norwegian after a void deal, and wrapped in the middle of a
        phrase; a line break of its own keeps each part whole (a long list of names wraps
        between them)."""
        question = _("Resume %(who)s?") % {"who": and_list(self.people_first())}
        return f"{question}\n{self.where()}"

    def saved_words(self, *, seconds: bool = False) -> str:
        """When it was saved, to tell two saved matches apart ("saved 2026-12-01 20:15"; to the
        second where two were saved in one minute); empty for a save that does not say (an
        older golf-tui's format 1)."""
        from .history import local_minute

        if not self.saved_at:
            return ""
        return _("saved %(when)s") % {"when": local_minute(self.saved_at, seconds=seconds)}

    def standing(self) -> str:
        """How the match stands, as a player at its table would know it: the totals so far
        ("Kari 12, Ola 15"), or before any hole is scored, how far the deal has gone ("3 turns
        played, Ola to play", "1 turn played, Ola to play (opening peeks)"). Two saved matches
        of the same players and ruleset, saved in the same minute, read alike without it.
        "opening peeks, Anna next" said of a deal where Kari had peeked and played a turn read
        as if nothing had been played; of a flip opening, it said peeks."""
        from ..breakdown import minus

        if self.totals:
            return ", ".join(_("%(name)s %(total)s") % {"name": name, "total": minus(total)}
                             for name, total in zip(self.players, self.totals, strict=False))
        if not self.to_play:
            return ""
        args = {"n": self.turns, "name": self.to_play}
        if self.opening == "flip" and self.turns:
            return ngettext("%(n)d turn played, %(name)s to play (opening flips)",
                            "%(n)d turns played, %(name)s to play (opening flips)",
                            self.turns) % args
        if self.opening and self.turns:
            return ngettext("%(n)d turn played, %(name)s to play (opening peeks)",
                            "%(n)d turns played, %(name)s to play (opening peeks)",
                            self.turns) % args
        if self.opening == "flip":
            return _("opening flips, %(name)s next") % args
        if self.opening:
            return _("opening peeks, %(name)s next") % args
        if not self.turns:
            return _("no turn played yet, %(name)s to play") % {"name": self.to_play}
        return ngettext("%(n)d turn played, %(name)s to play",
                        "%(n)d turns played, %(name)s to play", self.turns) % {
            "n": self.turns, "name": self.to_play}

    def where(self) -> str:
        """Where the match stands: "Sexkortsgolf, hole 4 of 9", "Sexkortsgolf, after hole 3 of
        9" (saved on its result), "Sexkortsgolf, hole 4 of 9, after a void deal": the
        ruleset by its name (``presets.ruleset_name``), or as saved where it does not read."""
        from ..presets import ruleset_name

        shown = self.ruleset if self.rules is None else ruleset_name(self.rules)
        args = {"ruleset": shown, "hole": self.hole, "holes": self.holes}
        if self.result == "scored":
            args["hole"] = self.hole - 1
            if self.holes:
                return _("%(ruleset)s, after hole %(hole)d of %(holes)d") % args
            return _("%(ruleset)s, after hole %(hole)d") % args
        if self.result == "void":
            if self.holes:
                return _("%(ruleset)s, hole %(hole)d of %(holes)d, after a void deal") % args
            return _("%(ruleset)s, hole %(hole)d, after a void deal") % args
        if self.holes:
            return _("%(ruleset)s, hole %(hole)d of %(holes)d") % args
        return _("%(ruleset)s, hole %(hole)d") % args


def deal_print(match: Match) -> str:
    """A short fingerprint of the match's first deal: the cards of every grid, the stock and
    the discard pile as its seed and ruleset shuffle them. The save holds the seed and the
    moves, not the cards, so a hand-edited seed replayed another match (or failed on a move
    its cards do not allow); the fingerprint saved beside them tells that the seed deals other
    cards than the match was played with (``Store._parse``)."""
    first = Match.start(match.ruleset, match.players, match.seed).hole
    pack = first.table.pack
    cards = [*(c for grid in first.grids for c in grid), *first.stock, first.discard_top]
    text = " ".join(pack[c].code() for c in cards)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _first_deal(record: Any) -> str | None:
    """``deal_print`` of a match record's first deal, its moves left out; None where even that
    cannot be read (the record's own fault is said then)."""
    if not isinstance(record, dict):
        return None
    try:
        return deal_print(match_from_dict({**record, "actions": []}))
    except (MatchFormatError, ValueError, TypeError, KeyError, RecursionError):
        return None


def _deal_mismatch() -> MatchFormatError:
    # the value is not shown: a hand's edit may be anything (a number of 5,000 digits, a
    # direction override), and two hashes tell a player nothing
    return MatchFormatError(_(
        "'deal' does not match the cards its 'seed' deals: the seed or the ruleset was"
        " changed, and the match would replay with other cards"))


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _moment(when: str) -> str:
    """``when`` if it is a moment a history file may hold (``history.check_moment``), else
    now: an older golf-tui's autosave may have no ``saved_at``, or a hand may have spoilt it."""
    try:
        return check_moment(when) if when else _now()
    except HistoryFileError:
        return _now()


def _newer_match(data: dict[str, Any]) -> bool:
    """Whether a save of a format this version reads holds a match record of a newer engine
    format: a newer golf-tui's, kept for it, not damage."""
    save_version = data.get("format")
    match = data.get("match") if is_whole(save_version) and save_version >= 2 else None
    version = match.get("format") if isinstance(match, dict) else None
    return is_whole(version) and version > MATCH_FORMAT


def migrate(data: dict[str, Any], source: str) -> dict[str, Any]:
    """Bring a save's data up to FORMAT, or raise SaveError for a newer one."""
    version = data.get("format")
    if not is_whole(version):  # true is no version 1
        raise MatchFormatError(_("'format' is missing or not a whole number"))
    if version < 1:  # no golf-tui wrote it: not to be read as the current format
        raise MatchFormatError(_("'format' is %(version)d: golf-tui saves are of format 1 to"
                                 " %(format)d") % {"version": version, "format": FORMAT})
    if version > FORMAT or _newer_match(data):
        if version <= FORMAT:  # a match record of a newer engine format, in a save we read
            raise SaveError(_(
                "%(file)s was written by a newer golf-tui (its match record is of format"
                " %(version)d; this version reads up to %(format)d). It has been left as it is;"
                " update golf-tui to resume it. Starting a new match here moves it aside first;"
                " it is never overwritten."
            ) % {"file": source, "version": data["match"]["format"], "format": MATCH_FORMAT},
                newer=True)
        raise SaveError(_(
            "%(file)s was written by a newer golf-tui (save format %(version)d; this version"
            " reads up to %(format)d). It has been left as it is; update golf-tui to resume it."
            " Starting a new match here moves it aside first; it is never overwritten."
        ) % {"file": source, "version": version, "format": FORMAT}, newer=True)
    if version == 1:  # format 1: the engine's match record alone, every seat human
        players = data.get("players")
        if not isinstance(players, list):
            raise MatchFormatError(_("'players' must be a list"))
        data = {"format": FORMAT, "kind": KIND, "saved_at": "", "match": data,
                "seats": [{"name": str(p), "kind": HUMAN} for p in players], "settings": {}}
    return data


class Store:
    """The autosave and the history, under one directory (``data_dir()`` by default)."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else data_dir()
        self.lock = AutosaveLock(self.root / LOCK_FILE)
        # what ``load`` last said of a save it read up to its last good move (the damaged
        # file moved aside): the caller tells the player, and sets it back to None
        self.repaired: str | None = None

    @property
    def autosave_path(self) -> Path:
        return self.root / AUTOSAVE_FILE

    @property
    def history_dir(self) -> Path:
        return self.root / "history"

    # --- the match in progress ----------------------------------------------------------------

    def save(self, match: Match, seats: tuple[tuple[str, str], ...],
             settings: dict[str, Any] | None = None) -> None:
        """Write the autosave atomically; a finished match is moved to the history instead."""
        if match.finished:
            self.record_finished(match, seats, settings=settings)
            self.clear_autosave()
            return
        self._write(match, seats, settings)

    def keep_finished(self, match: Match, seats: tuple[tuple[str, str], ...],
                      settings: dict[str, Any] | None = None) -> None:
        """Write a finished match to the autosave, as it ended: its history file could not be
        written (``Session.saver``), and the autosave before its last action could be played
        on to another end. It is never offered to resume: ``file_finished`` puts it in the
        history the next time the autosave is looked at."""
        self._write(match, seats, settings)

    def _write(self, match: Match, seats: tuple[tuple[str, str], ...],
               settings: dict[str, Any] | None, saved_at: str = "") -> None:
        data = {
            "format": FORMAT, "kind": KIND, "saved_at": saved_at or _now(),
            "seats": [{"name": n, "kind": k} for n, k in seats],
            "settings": settings or {}, "match": match_to_dict(match),
            "deal": deal_print(match),
        }  # fmt: skip
        atomic_write_text(self.autosave_path, json.dumps(data, ensure_ascii=False))

    def set_aside_newer(self) -> Path | None:
        """Before a new match's first save: move a newer golf-tui's autosave, which this version
        cannot read and must not overwrite, to ``autosave.json.newer-N``, and say where (None:
        there was none). Raises OSError when the file is there but cannot be read or moved, so
        that the save fails rather than replaces it."""
        path = self.autosave_path
        try:
            raw = read_regular(path, MAX_SAVE_BYTES)
        except FileNotFoundError:
            return None
        if len(raw) > MAX_SAVE_BYTES:  # damaged, not newer: load() moves it aside
            return None
        try:
            data = parse_json(raw)
        except JsonTextError:  # damaged, not newer: load() moves such a file aside
            return None
        version = data.get("format") if isinstance(data, dict) else None
        if not is_whole(version) or (version <= FORMAT and not _newer_match(data)):
            return None
        return move_aside(path, "newer")

    def set_aside_replaced(self) -> tuple[SavedMatch, Path] | None:
        """Before a new match's first save: move the unfinished match the autosave holds (one
        with a move played) to ``autosave.json.replaced-N``, offered again at start-up beside
        the autosave (``aside_saves``), so a new match never loses it; the match and where it
        went (None: there was none, or it does not read: ``load`` has said so). Every one is kept
        (none is removed: each is an unfinished match, offered in its turn). Raises OSError
        when it cannot be moved, so that the save fails rather than replaces it."""
        path = self.autosave_path
        try:
            saved = self._parse(read_regular(path, MAX_SAVE_BYTES), str(path))
        except FileNotFoundError:
            return None
        except (OSError, SaveError, MatchFormatError, ValueError, TypeError, KeyError,
                RecursionError):
            return None
        if saved.match.finished or not saved.match.actions:
            return None  # nothing played: nothing to lose
        moved = move_aside(path, "replaced")
        return saved, moved

    def clear_autosave(self) -> None:
        self.autosave_path.unlink(missing_ok=True)

    def autosave_version(self) -> tuple[int, int, int] | None:
        """Which autosave file is there (None: none): every save replaces the file, so another
        golf-tui's save since this was taken gives another value."""
        try:
            st = self.autosave_path.stat()
        except OSError:
            return None
        return st.st_ino, st.st_mtime_ns, st.st_size

    def finished_saved(self) -> SavedMatch | None:
        """The finished match the autosave holds (``keep_finished``, or an older golf-tui's
        save of a finished match), None when it holds none, an unfinished one, or one that
        cannot be read (``load`` says why, and moves a damaged one aside); reads only."""
        path = self.autosave_path
        try:
            raw = read_regular(path, MAX_SAVE_BYTES)
            saved = self._parse(raw, str(path))
        except (OSError, SaveError, MatchFormatError, ValueError, TypeError, KeyError):
            return None
        return saved if saved.match.finished else None

    def file_finished(self) -> tuple[SavedMatch, HistoryEntry] | None:
        """Put the finished match the autosave holds (``finished_saved``) in the history, dated
        when it was saved (as it ended), and remove it from the autosave: the match and its
        history entry; None when the autosave holds no finished match. Raises OSError when the
        history file cannot be written (the autosave is left as it is) or the autosave cannot
        be removed. The caller holds the autosave's lock."""
        saved = self.finished_saved()
        if saved is None:
            return None
        entry = self.record_finished(saved.match, saved.seats, saved.saved_at, saved.settings)
        self.clear_autosave()
        return saved, entry

    def load(self) -> SavedMatch | None:
        """The unfinished saved match, None when there is none, or when the autosave holds a
        finished match (``keep_finished``: it goes to the history, ``file_finished``, and is
        never resumed). A damaged file is moved aside and a SaveError says where; a newer
        format raises SaveError and stays in place."""
        path = self.autosave_path
        source = str(path)
        try:
            raw = read_regular(path, MAX_SAVE_BYTES)  # no more: a 2 GB file is not read whole
        except FileNotFoundError:
            return None
        except OSError as e:
            # what it means, not only why: "cannot read: Is a directory" left the player to
            # guess that there is no match to resume, nor will be until the folder goes
            reason = blocked_by(e, path) or os_words(e)
            if path.is_dir():
                message = _("%(file)s: cannot read: %(reason)s. No saved match can be resumed"
                            " from it, and no match can be saved until that folder is moved or"
                            " removed.")
            else:
                message = _("%(file)s: cannot read: %(reason)s. No saved match can be resumed"
                            " from it.")
            raise SaveError(message % {"file": source, "reason": reason}) from None
        try:
            saved = self._parse(raw, source)
            return None if saved.match.finished else saved
        except SaveError:
            raise
        except (MatchFormatError, ValueError, TypeError, KeyError) as e:
            # the reasons of the save's own are worded here; the engine's record has codes
            why = record_error_text(e) if isinstance(e, MatchFormatError) else str(e)
            kept = self._up_to_good(raw, source, e) if isinstance(e, MatchFormatError) else None
            try:
                moved = move_aside(path, "corrupt")
            except OSError as moving:  # an immutable file, a read-only directory
                raise SaveError(
                    _("The autosave %(file)s could not be read (%(reason)s). It could not be"
                      " moved aside (%(problem)s).")
                    % {"file": source, "reason": why, "problem": os_words(moving)},
                ) from None
            if kept is not None:
                saved, dropped = kept
                try:  # the moves that replay are the autosave now, to be resumed: saved when
                    # they were (a time of now would say the match was played on now)
                    self._write(saved.match, saved.seats, saved.settings,
                                _moment(saved.saved_at) if saved.saved_at else "")
                except OSError:
                    pass  # the whole file is aside: said as any damaged save is
                else:
                    self.repaired = ngettext(
                        "The autosave %(file)s could not be read whole (%(reason)s). It was"
                        " moved to %(moved)s; the match is offered up to its last good move,"
                        " %(n)d move dropped.",
                        "The autosave %(file)s could not be read whole (%(reason)s). It was"
                        " moved to %(moved)s; the match is offered up to its last good move,"
                        " %(n)d moves dropped.", dropped) % {
                        "file": source, "reason": why, "moved": moved, "n": dropped}
                    if saved.match.finished:
                        return None
                    return dataclasses.replace(saved, dropped=dropped)
            raise SaveError(
                _("The autosave %(file)s could not be read (%(reason)s). It was moved to"
                  " %(moved)s.") % {"file": source, "reason": why, "moved": moved}, moved,
            ) from None

    def _up_to_good(self, raw: bytes, source: str,
                    error: MatchFormatError) -> tuple[SavedMatch, int] | None:
        """A save whose only fault is an action (hand-edited, "swap:9"; one not legal where it
        stands) read up to the action before it: the match as those moves leave it and how
        many were dropped; None where the fault is another, or no move before it replays.
        The settings that name a deal or a seat of the moves dropped (an opening peek hidden,
        a result seen) are left out."""
        index = error.params.get("index")
        if error.code not in ("off_grid", "not_an_action_code", "illegal_action") or (
                not is_whole(index)) or not isinstance(index, int) or index < 2:
            return None
        try:
            data = migrate(parse_json(raw), source)
            actions = data["match"]["actions"]
            dropped = len(actions) - (index - 1)
            data["match"]["actions"] = actions[:index - 1]
            settings = data.get("settings")
            if isinstance(settings, dict):
                data["settings"] = {k: v for k, v in settings.items()
                                    if k not in ("peek_hidden", "result_seen")}
            saved = self._parse(json.dumps(data).encode(), source)
        except (SaveError, MatchFormatError, JsonTextError, ValueError, TypeError, KeyError,
                RecursionError):
            return None
        return saved, dropped

    def _parse(self, raw: bytes, source: str) -> SavedMatch:
        if len(raw) > MAX_SAVE_BYTES:
            raise MatchFormatError(_("larger than %(bytes)d bytes") % {"bytes": MAX_SAVE_BYTES})
        if not raw.strip():
            raise MatchFormatError(_("the file is empty"))
        try:
            data = parse_json(raw)
        except JsonTextError as e:
            raise MatchFormatError(str(e)) from None
        if not isinstance(data, dict):
            raise MatchFormatError(_("expected a JSON object"))
        data = migrate(data, source)
        try:
            match = match_from_dict(data.get("match"), key_source("match"))
        except MatchFormatError:
            # a changed seed deals other cards, on which a move may not be legal: said as
            # the seed's change, not as that move (where the first deal can be read)
            dealt = _first_deal(data.get("match")) if "deal" in data else None
            if dealt is not None and data["deal"] != dealt:
                raise _deal_mismatch() from None
            raise
        if "deal" in data:  # an older golf-tui's save has none: it is read as it is
            dealt = deal_print(match)
            if data["deal"] != dealt:
                raise _deal_mismatch()
        seats_raw = data.get("seats")
        if not isinstance(seats_raw, list) or len(seats_raw) != len(match.players):
            raise MatchFormatError(_("'seats' must list one seat per player"))
        seats = []
        for seat, name in zip(seats_raw, match.players, strict=True):
            if not isinstance(seat, dict) or seat.get("name") != name:
                raise MatchFormatError(_("'seats' does not match the players"))
            kind = seat.get("kind", HUMAN)
            if kind != HUMAN and kind not in BOT_KINDS:
                raise MatchFormatError(_("seat %(name)s has an unknown kind %(kind)s")
                                       % {"name": repr(name), "kind": repr(kind)})
            seats.append((name, str(kind)))
        names = saved_names(match.players, MatchFormatError)
        if names != match.players:
            match = dataclasses.replace(match, players=names)
            seats = [(name, kind) for name, (_old, kind) in zip(names, seats, strict=True)]
        settings = data.get("settings")
        if not isinstance(settings, dict):
            settings = {}
        return SavedMatch(match, tuple(seats), settings, str(data.get("saved_at", "")))

    def peek(self) -> AutosaveInfo | None:
        """A summary of the autosave for the resume offer (None when there is none).
        Damaged files raise SaveError like ``load``."""
        saved = self.load()
        return None if saved is None else self._info(saved)

    @staticmethod
    def _info(saved: SavedMatch) -> AutosaveInfo:
        m = saved.match
        result = ""
        if saved.result_pending:
            result = "void" if m.results[-1].scores is None else "scored"
        h = m.hole
        return AutosaveInfo(m.players, m.ruleset.name, m.hole_number, m.holes_to_play,
                            saved.saved_at, result, seats=saved.seats, seed=m.seed,
                            rules=m.ruleset, dropped=saved.dropped,
                            totals=m.totals if m.scored_holes() else (), turns=h.turns,
                            to_play="" if m.finished else m.players[h.current],
                            opening=m.ruleset.opening.kind if h.phase == OPENING else "",
                            played=bool(m.actions))

    def aside_saves(self) -> list[AutosaveInfo]:
        """The unfinished matches moved aside (``ASIDE``) that this version can resume, each
        with the name of its file (``AutosaveInfo.aside``), the last saved first. Only read:
        one that cannot be read, a newer golf-tui's still, or a finished one, is passed by and
        left as it is."""
        try:
            names = sorted(p.name for p in self.root.iterdir() if ASIDE.fullmatch(p.name))
        except OSError:
            return []
        found = []
        for name in names:
            path = self.root / name
            try:
                saved = self._parse(read_regular(path, MAX_SAVE_BYTES), str(path))
            except (OSError, SaveError, MatchFormatError, ValueError, TypeError, KeyError,
                    RecursionError):
                continue
            if not saved.match.finished:
                found.append(dataclasses.replace(self._info(saved), aside=name))
        found.sort(key=lambda info: _moment(info.saved_at) if info.saved_at else "",
                   reverse=True)
        return found

    def players_in(self, path: Path) -> tuple[str, ...] | None:
        """The players of the match saved in ``path`` (a save moved aside: "The saved match
        of Kari and Ola was moved to …"), None where it cannot be read. Only reads."""
        try:
            return self._parse(read_regular(path, MAX_SAVE_BYTES), str(path)).match.players
        except (OSError, SaveError, MatchFormatError, ValueError, TypeError, KeyError,
                RecursionError):
            return None

    def bring_back(self, name: str) -> Path | None:
        """Make the match moved aside as ``name`` (``aside_saves``) the autosave, to be resumed:
        the autosave there now, if any, is first moved aside as ``autosave.json.other-N``
        (offered in its turn, never lost), and where it went is returned (None: there was
        none). The caller holds the autosave's lock. Raises OSError where a file cannot be
        moved; the autosave is then as it was."""
        if not ASIDE.fullmatch(name):
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), name)
        chosen = self.root / name
        if not chosen.is_file():
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(chosen))
        moved = move_aside(self.autosave_path, "other") if self.autosave_path.exists() else None
        try:
            rename_to_free_name(chosen, self.autosave_path)
        except OSError:
            if moved is not None:  # the autosave back where it was
                with contextlib.suppress(OSError):
                    rename_to_free_name(moved, self.autosave_path)
            raise
        return moved

    # --- finished matches ---------------------------------------------------------------------

    def record_finished(self, match: Match, seats: tuple[tuple[str, str], ...],
                        finished_at: str = "",
                        settings: dict[str, Any] | None = None) -> HistoryEntry:
        """Write a finished match's history file; ``finished_at``: when it ended (a date and
        time with its offset from UTC, as ``saved_at`` is), now when it is not one;
        ``settings``: the table's, as saved (the holes a computer played for a person:
        ``stood_in``)."""
        kinds = tuple(k for _, k in seats)
        stood_in = stood_in_saved(settings or {}, kinds, match.hole_number)
        entry = entry_from_match(match, kinds, _moment(finished_at), stood_in)
        stamp = entry.finished_at.replace(":", "").replace("-", "").replace("+", "_")
        text = json.dumps(entry.to_json(), ensure_ascii=False)
        # the first free name: taken only if no other golf-tui took it meanwhile. Only a
        # name that is there is taken: any other failure (the history a file, a read-only or
        # full disk) is raised at once, and the names to try are few, so this never spins.
        for n in range(NAMES_PER_SECOND):
            path = self.history_dir / f"{stamp}-{n}.json"
            try:
                atomic_create_text(path, text)
            except OSError as e:
                if isinstance(e, FileExistsError) and os.path.lexists(path):
                    continue
                if e.filename is None or os.fsdecode(e.filename).endswith(".tmp"):
                    e.filename = str(path)  # named after the history file, not its temporary one
                raise
            return entry
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))

    def history(self) -> tuple[list[HistoryEntry], list[str]]:
        """Finished matches, oldest first, and a message for each damaged file moved aside.
        Raises HistoryUnreadable when the history directory cannot be read at all. Each
        entry keeps what is listed; its match record is read again when asked for
        (``HistoryEntry.record``)."""
        return read_history(self.history_dir)

    def numbers(self, entries: list[HistoryEntry]) -> MatchNumbers:
        """``history``'s ``entries`` each by ``golf-tui history``'s number, and the files in
        the order of the numbers, those moved aside where they stood
        (``history.number_matches``)."""
        return number_matches(self.history_dir, entries)

    def tally(self, accept: Callable[[HistoryEntry], bool] | None = None,
              ) -> tuple[HistoryTally, list[str]]:
        """The statistics of ``history``'s matches (``HistoryTally.stats``), counted file by
        file, no match kept, and its messages; raises as it does. ``accept``: only the
        matches it accepts are counted (``golf-tui stats --preset``)."""
        return tally_history(self.history_dir, accept)

    def newest(self, count: int) -> tuple[list[HistoryEntry], list[str], bool]:
        """``history`` of the ``count`` newest matches only (``history.read_newest``), and
        whether there are more."""
        return read_newest(self.history_dir, count)
