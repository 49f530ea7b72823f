"""Finished matches and the statistics drawn from them.

Each finished match is its own JSON file in the history directory, so a damaged file costs only
itself: it is moved aside and reported, and the rest of the history still loads. Every field is
checked on load (``_entry_from_json``), so what is listed and counted can be trusted; a file of a
newer format is left where it is and reported.

An entry read from a file keeps what is listed, not its match record (the actions, about 47 kB a
match in memory: 10,000 matches took 470 MB); a scorecard reads the record again
(``HistoryEntry.record``). The statistics are added up file by file (``tally_history``).
"""

from __future__ import annotations

import json
import os
import re
from collections import defaultdict
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any

from ..bots import BOT_KINDS
from ..engine import (
    Match,
    MatchFormatError,
    Ruleset,
    RulesetError,
    match_from_dict,
    match_to_dict,
)
from ..engine.ruleset import AS_SAVED
from ..i18n import N_, _, half_up, ngettext, translation
from ..json_text import JsonTextError, is_whole, parse_json
from ..names import clean_name, default_number, first_control, has_control, name_key, typed_key
from ..paths import os_problem, os_words, read_regular
from .atomic import move_aside, rename_to_free_name

# 2: the match record inside may be of the engine's format 2, which golf-tui before it cannot
# replay, so that version leaves the file alone as newer. The fields are those of format 1.
FORMAT = 2
READS = (1, 2)

# The most bytes a history file (or the autosave, ``autosave.MAX_SAVE_BYTES``) may hold: a larger
# one is refused after reading only this much, not read whole into memory (a 2 GB file in the
# history folder). Measured: an 18-hole match of eight is 10-40 kB (nine-card the largest), a
# 99-hole one, the longest a ruleset allows, about 210 kB; this is some 20 times that.
MAX_RECORD_BYTES = 4_000_000

HUMAN = "human"  # a seat kind in the history; any other is a computer player's level


@dataclass(frozen=True)
class HistoryEntry:
    finished_at: str
    ruleset: str
    house_rules: tuple[str, ...]
    players: tuple[str, ...]
    kinds: tuple[str, ...]
    holes: tuple[tuple[int, ...], ...]  # per scored hole, each seat's score
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    # the whole match record, where it is kept: a match just finished. One read from a file
    # keeps only its ruleset (``rules``) and where it is (``path``), and reads it again
    match: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    rules: Any = field(default=None, repr=False, compare=False)  # shared by equal rulesets
    path: Path | None = field(default=None, repr=False, compare=False)
    # per seat, the numbers of the holes a computer played some of for that person (they left
    # the table: ``Controller.stood_in``); () where none did (and in a file without the key)
    stood_in: tuple[tuple[int, ...], ...] = ()

    def own_hole(self, seat: int, hole: int) -> bool:
        """Whether the person at ``seat`` played all of hole ``hole`` (numbered from 1)
        themselves: no computer made any of their moves in it."""
        return not self.stood_in or hole not in self.stood_in[seat]

    @property
    def saved_ruleset(self) -> Any:
        """The match record's ruleset, as saved (not checked: it may not read)."""
        return self.rules if self.match is None else self.match.get("ruleset")

    @property
    def finished_local(self) -> str:
        """When the match ended, to the minute, in this computer's time zone ("2026-12-03
        20:15"). The file keeps the moment in UTC, so a history read in another zone (or
        after the clocks change) still says when it was there; a stamp that is not a moment
        is shown as it is written."""
        return local_minute(self.finished_at)

    def winner_names(self) -> list[str]:
        return [self.players[w] for w in self.winners]

    def seat_label(self, seat: int) -> str:
        """A player's name, with a computer's level: "Bot 1" is only where a computer sat, a
        hard one in one match and a normal one in the next ("Bot 1 (hard)")."""
        kind = self.kinds[seat]
        name = self.players[seat]
        return name if kind == HUMAN else _("%(name)s (%(level)s)") % {"name": name,
                                                                      "level": _(kind)}

    def winner_labels(self) -> list[str]:
        return [self.seat_label(w) for w in self.winners]

    @property
    def hole_count(self) -> int:
        """How many holes were scored: the match's length (a void deal is not a hole)."""
        return len(self.holes)

    @property
    def target(self) -> int | None:
        """The total that ended the match, for a match played to a target ("to 100")."""
        rules = self.saved_ruleset
        end = rules.get("match") if isinstance(rules, dict) else None
        if isinstance(end, dict) and end.get("end") == "target" and is_whole(end.get("target")):
            return int(end["target"])
        return None

    @property
    def short(self) -> bool:
        """A match of fewer holes than its ruleset's standard (``--rule match.holes=1``): its
        totals are not to be set beside a full match's."""
        from ..presets import shipped_match

        return self.target is None and self.hole_count < shipped_match(self.ruleset).holes

    def length_text(self) -> str:
        """"9 holes", "1 hole (short match)", "12 holes (to 100)"."""
        holes = ngettext("%(n)d hole", "%(n)d holes", self.hole_count) % {"n": self.hole_count}
        if self.target is not None:
            return _("%(holes)s (to %(target)d)") % {"holes": holes, "target": self.target}
        return _("%(holes)s (short match)") % {"holes": holes} if self.short else holes

    def house_rule_titles(self) -> list[str]:
        """The match's house rules by their titles in the current language ("Jokers"), or as
        saved (``jokers=minus-3``) if its ruleset does not read."""
        from ..ruleset_words import house_rule_titles

        try:
            return house_rule_titles(Ruleset.model_validate(self.saved_ruleset,
                                                            context=AS_SAVED))
        except ValueError:
            return list(self.house_rules)

    def house_rule_words(self, tally: HistoryTally | None = None) -> list[str]:
        """``house_rule_titles``, then "own rules" where ``--rule`` changed how the match was
        played (as the statistics, which count it apart, name it: ``RulesetStats.label``):
        the history listed such a match as the preset as it ships. ``tally`` keeps what it
        worked out for the next entry (``HistoryTally.played``), the ruleset read once: it
        was read twice an entry, for the titles and for "own rules"."""
        from ..ruleset_words import house_rule_titles

        (_name, _apart, own), rules = (tally if tally is not None else HistoryTally()).played(self)
        words = list(self.house_rules) if rules is None else house_rule_titles(rules)
        if own:
            words.append(_("own rules"))
        return words

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "finished_at": self.finished_at, "ruleset": self.ruleset,
            "house_rules": list(self.house_rules), "players": list(self.players),
            "kinds": list(self.kinds), "holes": [list(h) for h in self.holes],
            "totals": list(self.totals), "winners": list(self.winners), "match": self.record(),
            # written only where a computer stood in: other files are as they were
            **({"stood_in": [list(h) for h in self.stood_in]} if self.stood_in else {}),
        }  # fmt: skip

    def summary(self, tally: HistoryTally | None = None) -> dict[str, Any]:
        """What ``golf-tui history --json`` prints per match: every field of its file but
        ``format`` and ``match`` (``stood_in`` too, where the file has it), then
        ``winner_names``, ``hole_count``, ``short``, and ``own_rules``: the fields ``--rule``
        changed how it was played by, dotted, with their values as played (``{}``: none; the
        text list's "own rules"). ``tally``: as for ``house_rule_words``."""
        return {
            "finished_at": self.finished_at, "ruleset": self.ruleset,
            "house_rules": list(self.house_rules), "players": list(self.players),
            "kinds": list(self.kinds), "holes": [list(h) for h in self.holes],
            "totals": list(self.totals), "winners": list(self.winners),
            **({"stood_in": [list(h) for h in self.stood_in]} if self.stood_in else {}),
            "winner_names": self.winner_names(), "hole_count": self.hole_count,
            "short": self.short,
            "own_rules": (tally if tally is not None else HistoryTally()).rule_changes(self),
        }  # fmt: skip

    def _source(self) -> str:
        """The entry as a message names it: its file, where it has one (a UTC moment named
        none a player could find: "history entry of 2026-12-06T20:51:51+00:00")."""
        if self.path is not None:
            return _("history file %(file)s") % {"file": self.path}
        return _("history entry of %(when)s") % {"when": self.finished_at}

    def _disagrees(self) -> MatchFormatError:
        source = self._source()
        return MatchFormatError(
            _("%(source)s: its match record does not agree with its players and scores")
            % {"source": source}, source=source)

    def record(self) -> dict[str, Any]:
        """The whole match record: the one kept, or its file's, read again and checked as the
        listing's was. MatchFormatError names the file and why when it cannot be read now
        (moved, damaged, a newer golf-tui's since the listing), and says that the record does
        not agree when the file now holds another match."""
        if self.match is not None:
            return self.match
        if self.path is None:
            raise self._disagrees()
        try:
            again = _read_entry(self.path, None)
        except HistoryFileError as e:
            raise MatchFormatError(_("history file %(file)s: %(problem)s")
                                   % {"file": self.path, "problem": e}) from None
        if again != self or again.match is None:
            raise self._disagrees()
        return again.match

    def rebuild(self) -> Match:
        """The whole match, replayed, for its scorecard: the match the entry's own fields
        describe, or MatchFormatError (a hand-edited file whose match record has more seats
        than its players, or other scores, would show another match, or none; a file that
        cannot be read again: ``record``)."""
        source = self._source()
        m = match_from_dict(self.record(), source)
        holes = tuple(tuple(s.total for s in r.scores) for r in m.results if r.scores is not None)
        # the names too: "Bo" renamed "Bob" in ``players`` alone was listed as Bob's match and
        # shown as Bo's scorecard in the app
        if tuple(clean_name(n) for n in m.players) != self.players or holes != self.holes:
            raise self._disagrees()
        return m


@cache
def local_minute(stamp: str, *, seconds: bool = False) -> str:
    """A moment golf-tui wrote (``finished_at``, an autosave's ``saved_at``), to the minute, in
    this computer's time zone ("2026-12-03 20:15"), or to the second ("2026-12-03 20:15:07");
    a stamp that is not a moment is shown as it is written."""
    try:
        moment = datetime.fromisoformat(stamp)
        if moment.tzinfo is not None:
            # a moment near the ends of the calendar may not exist in this zone
            # ("9999-12-31T23:59:59-12:00"): OverflowError, or OSError from the platform
            moment = moment.astimezone()
    except (ValueError, OverflowError, OSError):
        return stamp[:19 if seconds else 16].replace("T", " ")
    return moment.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")


def entry_from_match(m: Match, kinds: tuple[str, ...], finished_at: str,
                     stood_in: dict[int, set[int]] | None = None) -> HistoryEntry:
    """``stood_in``: a person's seat → the holes a computer played some of for them."""
    holes = tuple(tuple(s.total for s in r.scores) for r in m.results if r.scores is not None)
    per_seat = tuple(tuple(sorted(h for h in (stood_in or {}).get(seat, ())
                                  if 1 <= h <= len(holes) and kinds[seat] == HUMAN))
                     for seat in range(len(m.players)))
    return HistoryEntry(finished_at, m.ruleset.name, m.ruleset.active_house_rules, m.players,
                        kinds, holes, m.totals, m.winners, match_to_dict(m), path=None,
                        stood_in=per_seat if any(per_seat) else ())


def stood_in_saved(settings: dict[str, Any], kinds: tuple[str, ...],
                   last_hole: int) -> dict[int, set[int]]:
    """An autosave's ``"stood_in": [[seat, [hole, ...]], ...]`` (``Controller.stood_in``): the
    holes a computer played some of for a person. A row that is not a person's seat and hole
    numbers up to ``last_hole`` is passed over (an older save has none: the person's)."""
    found: dict[int, set[int]] = {}
    rows = settings.get("stood_in")
    for row in rows if isinstance(rows, list) else ():
        if not (isinstance(row, list) and len(row) == 2 and isinstance(row[1], list)):
            continue
        seat, holes = row
        if is_whole(seat) and 0 <= seat < len(kinds) and kinds[seat] == HUMAN:
            found.setdefault(seat, set()).update(
                h for h in holes if is_whole(h) and 1 <= h <= last_hole)
    return {seat: holes for seat, holes in found.items() if holes}


class HistoryFileError(Exception):
    """A history file that cannot be used; the message says which field and why, without the
    file's name (``read_history`` names it once)."""


class NewerHistoryError(HistoryFileError):
    """A history file written by a newer golf-tui: left where it is, for that version."""


class HistoryFileNotRead(HistoryFileError):
    """A history file the system would not let be read now (no permission, a disk error, too
    many files open): nothing says it is damaged, so it is left where it is."""


class HistoryUnreadable(Exception):
    """The history directory is there but cannot be read at all (a file stands in its place,
    it may not be listed): the message names it and why. Not "no finished matches"."""


def _texts(data: dict[str, Any], key: str) -> tuple[str, ...]:
    value = data.get(key)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise HistoryFileError(_("'%(field)s' is missing or not a list of texts")
                               % {"field": key})
    return tuple(value)


def _shown_as_written(text: str, key: str) -> None:
    """Refuse a text that ``golf-tui history`` and ``stats`` would print as it is (the
    ruleset's name, a house rule, a computer's level) holding a control character or a
    direction override: an escape in it reached the terminal (its colours, its title). Raises
    HistoryFileError."""
    char = first_control(text)
    if char is not None:
        raise HistoryFileError(_("'%(field)s' holds a control character (U+%(code)04X)")
                               % {"field": key, "code": ord(char)})


def saved_names(names: tuple[str, ...], error: type[Exception]) -> tuple[str, ...]:
    """The players' names of a saved match as the setup keeps them (``names.clean_name``): a
    file written by hand or by an older golf-tui may hold invisible characters, left out here
    as they are at the setup. Raises ``error`` for a name with control characters (it would
    be printed as it is: by ``golf-tui history``, into the terminal), a name of nothing but
    invisible characters, and two names that are one (``names.name_key``): they look the
    same (an older golf-tui took "Kari" and "Kаri", with a Cyrillic "а", for two)."""
    seen: dict[str, int] = {}
    for n, name in enumerate(names, start=1):
        if has_control(name):
            raise error(_("the name of player %(n)d holds control characters") % {"n": n})
        key = name_key(name)
        if not key:
            raise error(_("player %(n)d has no name") % {"n": n})
        if key in seen:
            first = names[seen[key] - 1]
            if typed_key(first) == typed_key(name):
                raise error(_("players %(first)d and %(second)d are both called %(name)s")
                            % {"first": seen[key], "second": n, "name": clean_name(name)})
            raise error(_("the names of players %(first)d and %(second)d look the same"
                          " (%(name)s and %(other)s)")
                        % {"first": seen[key], "second": n, "name": clean_name(first),
                           "other": clean_name(name)})
        seen[key] = n
    return tuple(clean_name(name) for name in names)


def _known_kinds(kinds: tuple[str, ...]) -> None:
    """Refuse a seat's kind that is neither a person nor a computer level of this version
    (``"godlike"`` by hand): it was listed and counted as a level ("godlike bot … (bot level)"),
    as if a match had been played against one. Raises HistoryFileError."""
    for n, kind in enumerate(kinds, start=1):
        if kind != HUMAN and kind not in BOT_KINDS:
            raise HistoryFileError(
                _("'%(field)s' names an unknown kind for player %(n)d: %(kind)s (kinds:"
                  " %(kinds)s)") % {"field": "kinds", "n": n, "kind": repr(kind),
                                    "kinds": ", ".join((HUMAN, *BOT_KINDS))})


def _numbers(value: Any, key: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(is_whole(v) for v in value):
        raise HistoryFileError(_("'%(field)s' is missing or not a list of whole numbers")
                               % {"field": key})
    return tuple(value)


def _per_player(values: tuple[Any, ...], key: str, players: int) -> None:
    if len(values) != players:
        raise HistoryFileError(_("'%(field)s' should have one entry per player (%(players)d),"
                                 " not %(count)d")
                               % {"field": key, "count": len(values), "players": players})


def check_moment(finished_at: Any) -> str:
    """``finished_at`` as golf-tui writes it: a date and time with its offset from UTC (a
    moment, shown in the computer's own zone), and one that exists in every zone: golf-tui
    shows it in local time, and "9999-12-31T23:59:59-12:00" is past the end of the calendar
    there."""
    try:
        if not isinstance(finished_at, str):
            raise ValueError(finished_at)
        moment = datetime.fromisoformat(finished_at)
    except ValueError:
        raise HistoryFileError(_("'finished_at' is missing or not a date and time")) from None
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise HistoryFileError(_("'finished_at' has no offset from UTC (golf-tui writes the"
                                 " moment, e.g. %(example)s)")
                               % {"example": "2026-01-01T12:00:00+00:00"})
    try:
        (moment - _EDGE).astimezone()
        (moment + _EDGE).astimezone()
    except (OverflowError, OSError, ValueError):
        raise HistoryFileError(_("'finished_at' is not a date golf-tui can show (%(value)s)")
                               % {"value": finished_at}) from None
    return finished_at


_EDGE = timedelta(days=2)  # more than any zone's offset from UTC, either way


def _entry_from_json(data: Any, path: Path | None = None,
                     shared: dict[str, Any] | None = None) -> HistoryEntry:
    """A history entry, every field checked: the listing, the statistics and the scorecard
    index and add these values without checking again. Raises HistoryFileError.

    With ``shared`` (the rulesets read so far, by their JSON), the entry keeps its match
    record's ruleset, as the ruleset read before it where they are equal, and ``path``, not
    the record."""
    if not isinstance(data, dict):
        raise HistoryFileError(_("it is not a JSON object"))
    version = data.get("format")
    if is_whole(version) and version > FORMAT:
        raise NewerHistoryError(_("it was written by a newer golf-tui (history format"
                                  " %(version)d; this version reads up to %(format)d)")
                                % {"version": version, "format": FORMAT})
    if not is_whole(version) or version not in READS:
        raise HistoryFileError(_("'format' is missing or not a golf-tui history format"))
    finished_at = check_moment(data.get("finished_at"))
    ruleset = data.get("ruleset")
    if not isinstance(ruleset, str) or not ruleset:
        raise HistoryFileError(_("'%(field)s' is missing or not a text") % {"field": "ruleset"})
    _shown_as_written(ruleset, "ruleset")
    players = _texts(data, "players")
    if not players:
        raise HistoryFileError(_("'players' is empty"))
    players = saved_names(players, HistoryFileError)
    kinds = _texts(data, "kinds")
    house_rules = _texts(data, "house_rules")
    for key, texts in (("kinds", kinds), ("house_rules", house_rules)):
        for text in texts:
            _shown_as_written(text, key)
    _per_player(kinds, "kinds", len(players))
    _known_kinds(kinds)
    holes_raw = data.get("holes")
    if not isinstance(holes_raw, list):
        raise HistoryFileError(_("'%(field)s' is missing or not a list of whole numbers")
                               % {"field": "holes"})
    if not holes_raw:  # a match ends only after a scored hole
        raise HistoryFileError(_("'holes' is empty: a finished match has at least one hole"))
    holes = tuple(_numbers(h, "holes") for h in holes_raw)
    for hole in holes:
        _per_player(hole, "holes", len(players))
    totals = _numbers(data.get("totals"), "totals")
    _per_player(totals, "totals", len(players))
    if holes and totals != tuple(sum(column) for column in zip(*holes, strict=True)):
        raise HistoryFileError(_("'totals' are not the sums of the hole scores"))
    winners = _numbers(data.get("winners"), "winners")
    for seat in winners:
        if not 0 <= seat < len(players):
            raise HistoryFileError(_("'winners' names seat %(seat)d, but the seats are numbered"
                                     " 0 to %(last)d") % {"seat": seat, "last": len(players) - 1})
    if sorted(set(winners)) != [i for i, t in enumerate(totals) if t == min(totals)]:
        raise HistoryFileError(_("'winners' are not the players with the lowest total"))
    match = data.get("match")
    if not isinstance(match, dict):
        raise HistoryFileError(_("'%(field)s' is missing or not a JSON object")
                               % {"field": "match"})
    winners = tuple(sorted(set(winners)))
    stood_in = _stood_in(data, kinds, len(holes))
    if shared is None:
        return HistoryEntry(finished_at, ruleset, house_rules, players, kinds, holes, totals,
                            winners, match, path=path, stood_in=stood_in)
    rules = match.get("ruleset")
    with suppress(RecursionError, ValueError):  # nested as deeply as JSON reads: kept apart
        rules = shared.setdefault(json.dumps(rules), rules)
    return HistoryEntry(finished_at, ruleset, house_rules, players, kinds, holes, totals,
                        winners, None, rules, path, stood_in)


def _stood_in(data: dict[str, Any], kinds: tuple[str, ...],
              holes: int) -> tuple[tuple[int, ...], ...]:
    """The optional ``stood_in``: per seat, the numbers of the holes (1 to ``holes``) a
    computer played some of for that person; none for a computer's seat. A file without it
    (any before it) is every hole the person's: (). Raises HistoryFileError."""
    if "stood_in" not in data:
        return ()
    value = data["stood_in"]
    if not isinstance(value, list) or not all(isinstance(v, list) for v in value):
        raise HistoryFileError(_("'%(field)s' is not a list of lists of hole numbers")
                               % {"field": "stood_in"})
    per_seat = tuple(_numbers(v, "stood_in") for v in value)
    _per_player(per_seat, "stood_in", len(kinds))
    for seat, numbers in enumerate(per_seat):
        bad = [n for n in numbers if not 1 <= n <= holes]
        if bad:
            raise HistoryFileError(_("'%(field)s' names hole %(hole)d, but the match had"
                                     " %(count)d") % {"field": "stood_in", "hole": bad[0],
                                                      "count": holes})
        if numbers and kinds[seat] != HUMAN:
            raise HistoryFileError(_("'%(field)s' names holes of player %(n)d, a computer"
                                     " player") % {"field": "stood_in", "n": seat + 1})
    return tuple(tuple(sorted(set(n))) for n in per_seat) if any(per_seat) else ()


def _read_entry(path: Path, shared: dict[str, Any] | None) -> HistoryEntry:
    """The entry of the file at ``path`` (``_entry_from_json``)."""
    try:
        raw = read_regular(path, MAX_RECORD_BYTES)
    except OSError as e:
        raise HistoryFileNotRead(_("cannot read: %(reason)s")
                                 % {"reason": os_words(e)}) from None
    if len(raw) > MAX_RECORD_BYTES:  # no match golf-tui writes is near: moved aside, as damage
        raise HistoryFileError(_("larger than %(limit)d bytes") % {"limit": MAX_RECORD_BYTES})
    try:
        data = parse_json(raw)
    except JsonTextError as e:
        raise HistoryFileError(str(e)) from None
    return _entry_from_json(data, path, shared)


def read_history(directory: Path) -> tuple[list[HistoryEntry], list[str]]:
    """Every usable entry, oldest first, and one sentence per file that is not: a damaged one is
    moved aside (``.corrupt-N``), one from a newer golf-tui or one that cannot be read now is
    left where it is. No directory
    is no match yet; one that cannot be listed raises HistoryUnreadable."""
    entries, problems, _more = read_newest(directory, None)
    return entries, problems


def read_newest(directory: Path, count: int | None) -> tuple[list[HistoryEntry], list[str], bool]:
    """``read_history`` of the newest files only: read newest first, by name (golf-tui names each
    after the moment its match finished, in UTC), until ``count`` entries are usable (None: all),
    and whether files are left unread. A screen that shows a few hundred matches read a history
    of thousands whole: 10,000 files took seconds and hundreds of megabytes."""
    entries: list[HistoryEntry] = []
    problems, more = _scan(directory, count, entries.append)
    if count is not None:  # read newest first: by name again, so that matches finished in
        entries.reverse()  # one second (``-0``, ``-1``) stand as in read_history, not swapped
    entries.sort(key=lambda e: e.finished_at)
    return entries, problems, more


def _name_order(path: Path) -> tuple[str, int]:
    """Where a history file's name puts it: ``<stamp>-<n>.json`` by its moment, then by ``n``
    as a number (the eleventh match of a second, ``-10``, comes after ``-9``, not before
    ``-2``)."""
    stamp, _dash, n = path.stem.rpartition("-")
    return (stamp, int(n)) if stamp and n.isdigit() else (path.stem, -1)


def numbered_files(directory: Path) -> list[Path]:
    """The history's files in the order of their numbers (``golf-tui history``'s, from 1):
    each match's file by its name, and one moved aside (``.corrupt-N``: damaged, or an older
    golf-tui's mistake) where it stood, by the name it had, so that a number written down
    keeps meaning the same match when a file before it is moved aside (match 4 was shown as
    3). A file left for a newer golf-tui or not readable now keeps its number too. [] where
    the directory cannot be listed."""
    try:
        names = os.listdir(directory)
    except OSError:
        return []
    where: dict[str, str] = {}
    for name in sorted(names):
        found = _ASIDE.fullmatch(name)
        if name.endswith(".json"):
            where[name] = name  # its own name before a copy moved aside
        elif found is not None:
            where.setdefault(found.group(1), name)
    return [directory / where[name] for name in sorted(where, key=lambda n: _name_order(Path(n)))]


def tally_history(directory: Path, accept: Callable[[HistoryEntry], bool] | None = None,
                  ) -> tuple[HistoryTally, list[str]]:
    """``player_stats`` of every usable entry (of those ``accept`` accepts, where given:
    ``golf-tui stats --since``), added up file by file, none kept, and ``read_history``'s
    sentences. Raises HistoryUnreadable as it does."""
    tally = HistoryTally()

    def add(e: HistoryEntry) -> None:
        if accept is None or accept(e):
            tally.add(e)

    problems, _more = _scan(directory, None, add)
    return tally, problems


def _scan(directory: Path, count: int | None,
          keep: Callable[[HistoryEntry], None]) -> tuple[list[str], bool]:
    """``read_newest``'s reading: each usable entry given to ``keep`` as it is read (all, by
    name; or the newest first until ``count`` are), a sentence per file that is not, and
    whether files are left unread."""
    try:
        names = [p.name for p in directory.iterdir()]
    except FileNotFoundError:  # no match has finished yet
        return [], False
    except OSError as e:  # a file where the directory should be; no permission to list it
        raise HistoryUnreadable(_("Could not read the history: %(reason)s.")
                                % {"reason": os_problem(e, directory / "-")}) from None
    recovered = take_back(directory, names)
    paths = sorted((directory / name for name in names if name.endswith(".json")),
                   key=_name_order)
    told: list[tuple[Path, str]] = []
    shared: dict[str, Any] = {}
    unread = len(paths)
    kept = 0
    for path in paths if count is None else reversed(paths):
        if count is not None and kept >= count:
            break
        unread -= 1
        try:
            entry = _read_entry(path, shared)
        except NewerHistoryError as e:
            told.append((path, _("History file %(file)s: %(problem)s; it is left as it is, for"
                                 " that version, and not shown here.")
                         % {"file": path, "problem": e}))
        except HistoryFileNotRead as e:
            if not os.path.lexists(path):  # gone since the listing (moved aside elsewhere)
                continue
            told.append((path, _("History file %(file)s: %(problem)s; it is left as it is and"
                                 " not shown here.") % {"file": path, "problem": e}))
        except HistoryFileError as e:
            try:
                where = _("it was moved to %(path)s") % {"path": move_aside(path, "corrupt")}
            except OSError as moving:
                where = _("it could not be moved aside (%(reason)s)") % {
                    "reason": os_words(moving)}
            told.append((path, _("History file %(file)s: %(problem)s; %(where)s.")
                         % {"file": path, "problem": e, "where": where}))
        else:
            keep(entry)
            kept += 1
    problems = [problem for _path, problem in sorted(told)]
    if recovered:
        # by whom is not known: an older golf-tui that could not read a newer file, or this
        # one before the file was repaired ("an older golf-tui" was said of both)
        problems.insert(0, ngettext(
            "%(n)d finished match that had been moved aside as damaged can be read now and is"
            " back in the history.",
            "%(n)d finished matches that had been moved aside as damaged can be read now and"
            " are back in the history.", recovered) % {"n": recovered})
    return problems, unread > 0


# A history file moved aside as damaged (``atomic.move_aside``: ``name.json.corrupt-N``), by this
# golf-tui or an older one: a golf-tui before history format 2 took every newer file for damage
_ASIDE = re.compile(r"(.+\.json)\.corrupt(?:-[0-9]+)?")


def take_back(directory: Path, names: list[str]) -> int:
    """Put back in the history each file moved aside as damaged (``_ASIDE``) that reads as a
    usable entry now, adding its new name to ``names``; how many were. A golf-tui before
    history format 2 read a newer file as no history entry and moved it aside, and the
    history looked empty to every golf-tui after it: a short downgrade lost it all.

    The file gets its own name back where that is free, else the next free one of its second
    (``<stamp>-<n>.json``). Where a file of the history there holds the same match already
    (``_free_name_for``), the copy moved aside is removed: its match is in the history, whose
    file keeps every field of it, and it is not counted twice (it stayed, and was read again at
    every start). A file that does not read (damaged, a newer golf-tui's, not to be read now)
    is left where it is, untouched."""
    recovered = 0
    for name in sorted(names):
        found = _ASIDE.fullmatch(name)
        if found is None:
            continue
        aside = directory / name
        try:
            entry = _read_entry(aside, None)
        except HistoryFileError:  # damaged for this version too, newer, or not readable now
            continue
        target = _free_name_for(directory, found.group(1), entry)
        if target is KNOWN:
            with suppress(OSError):  # a read-only folder: it stays aside, as it was
                aside.unlink()
            continue
        if target is None:
            continue
        try:
            rename_to_free_name(aside, target)
        except OSError:  # taken meanwhile, a read-only folder: it stays aside, as it was
            continue
        names.append(target.name)
        recovered += 1
    return recovered


# ``_free_name_for``: the match is in the history already, in a file of its second
KNOWN = Path("-")


def _free_name_for(directory: Path, name: str, entry: HistoryEntry) -> Path | None:
    """Where a file moved aside goes back to (``take_back``): ``name`` where no file has it,
    else the next name of its second that none has; ``KNOWN`` where a file there, before the
    first free name, holds the same match (every field the history reads, and the whole match
    record: it is in the history already); None where no name is free."""
    stem = name.removesuffix(".json")
    stamp, _dash, n = stem.rpartition("-")
    if not (stamp and n.isdigit()):
        stamp, n = stem, "-1"
    candidates = [name, *(f"{stamp}-{k}.json" for k in range(int(n) + 1, int(n) + 1001))]
    for candidate in candidates:
        path = directory / candidate
        if not os.path.lexists(path):
            return path
        try:
            there = _read_entry(path, None)
        except HistoryFileError:
            continue
        if there == entry and there.match == entry.match:
            return KNOWN
    return None


def computer_name(kind: str, lang: str | None = None) -> str:
    """The statistics' name for every computer player of level ``kind`` ("hard bot": the words
    under a computer's grid at the table, ``widgets.opponents.LEVEL_BOT``), in ``lang``
    (default: the current language)."""
    say = translation(lang).gettext
    return say("%(level)s bot") % {"level": say(kind)}


# ``golf-tui stats --json`` keys a statistics line by the ruleset's name, then, where it was
# played with house rules, each as saved ("jokers=minus-3"), by name, then, where ``--rule``
# changed how it is played, this, each after a "+" ("norwegian-4+peek-penalty"); a "+" or "%" of a
# name is written %2B or %25 (no preset's has one). No key is another's: a house rule as saved
# has no space without an "=" (its key has neither), so none is this; no name has a "+" left.
OWN_RULES_KEY = "(own rules)"
# The ruleset keys ``--rule`` may change without the match being counted apart: who may sit, and
# the match's length (a best match is per length already), with what only names the ruleset
NOT_OF_PLAY = frozenset({"name", "title", "description", "players", "match", "house_rules",
                         "active_house_rules"})


def _key_part(text: str) -> str:
    return text.replace("%", "%25").replace("+", "%2B")


@dataclass(frozen=True)
class RulesetStats:
    """One player's record in one ruleset as it was played: card values differ between rulesets
    (a 2 is +2 in one and −2 in another), and house rules change them too (jokers at −5, a peek
    penalty's points), so hole scores are compared only within one ruleset with one set of
    house rules (``house_rules``; those of the match's length aside: a match's total is compared
    only with matches of as many holes, ``best_match``: holes played → the lowest total), and
    matches whose rules ``--rule`` changed beyond their length apart from those (``own_rules``:
    presets only; a ruleset file's own changes cannot be told from its rules)."""

    ruleset: str
    matches: int
    wins: int
    holes: int
    mean_hole: float | None
    best_hole: int | None
    best_match: dict[int, int]  # longest first
    house_rules: tuple[str, ...] = ()  # as saved ("jokers=minus-3"), by name
    own_rules: bool = False
    # the ruleset of the last match counted, read (an engine ``Ruleset``), for the house rules'
    # titles; None where it does not read
    rules: Any = field(default=None, repr=False, compare=False)
    # matches in which a computer played some holes for the person (they left the table):
    # counted in ``matches`` and ``wins``, but not their holes (``holes``, ``mean_hole``,
    # ``best_hole``) nor their totals (``best_match``)
    stood_in: int = 0

    @property
    def key(self) -> str:
        """``golf-tui stats --json``'s name of the line (``OWN_RULES_KEY``): the ruleset's name
        where it was played as it ships ("norwegian-4"), with its house rules where it was not
        ("norwegian-4+peek-penalty")."""
        parts = [_key_part(self.ruleset), *(_key_part(h) for h in self.house_rules)]
        return "+".join([*parts, OWN_RULES_KEY] if self.own_rules else parts)

    def house_rule_titles(self) -> list[str]:
        """The house rules by their titles in the current language, as the ruleset offers them
        ("Jokers −5", "Four of a kind"), or as saved where its ruleset does not read."""
        from ..ruleset_words import house_rule_words

        if self.rules is None:
            return list(self.house_rules)
        order = list(self.rules.house_rules)
        ranked = sorted(self.house_rules, key=lambda a: (
            order.index(a.partition("=")[0]) if a.partition("=")[0] in order else len(order), a))
        return [house_rule_words(self.rules, active)[0] for active in ranked]

    def label(self, name: str | None = None) -> str:
        """The line's name in the current language: "norwegian-4", "norwegian-4 · Peek penalty",
        "danish-6 · Jokers −5, Final lap", "norwegian-4 · own rules"; with ``name`` in the
        ruleset's stead (the statistics screen's: ``shown_name``)."""
        name = self.ruleset if name is None else name
        words = self.house_rule_titles()
        if self.own_rules:
            # Translators: a ruleset played with rules changed on the command line (--rule), in
            # the statistics: "norwegian-4 · own rules", "norwegian-4 · Peek penalty, own rules"
            words.append(_("own rules"))
        return f"{name} · {', '.join(words)}" if words else name

    def shown_name(self) -> str:
        """The ruleset's name as players read it (``presets.ruleset_name``: "Sexkortsgolf
        (Sverige)" in Swedish, not "swedish-6"), or as saved where its ruleset does not
        read."""
        from ..presets import ruleset_name

        return self.ruleset if self.rules is None else ruleset_name(self.rules)


@dataclass(frozen=True)
class PlayerStats:
    """One person's record, by name, or every computer seat of one level's together (``kind``
    then names the level, and each seat of a match counts as a match played)."""

    name: str
    matches: int
    wins: int
    rulesets: tuple[RulesetStats, ...]  # by ruleset name, each played as it ships first
    kind: str = HUMAN

    @property
    def stood_in(self) -> int:
        """Of ``matches``, those in which a computer played some holes for the person."""
        return sum(r.stood_in for r in self.rulesets)

    def to_json(self) -> dict[str, Any]:
        per = self.rulesets
        return {
            # a level's name in English, as the rest of --json: "hard bot", not "svår bot"
            "name": self.name if self.kind == HUMAN else computer_name(self.kind, "en"),
            "kind": self.kind, "matches": self.matches, "wins": self.wins,
            "matches_stood_in": self.stood_in,
            "mean_hole_score": {r.key: float(half_up(r.mean_hole, 2)) for r in per
                                if r.mean_hole is not None},
            "holes": {r.key: r.holes for r in per},
            "best_hole": {r.key: r.best_hole for r in per if r.best_hole is not None},
            "best_match": [{"ruleset": r.key, "holes": holes, "total": total}
                           for r in per for holes, total in r.best_match.items()],
            # what each key above stands for
            "rulesets": {r.key: {"ruleset": r.ruleset, "house_rules": list(r.house_rules),
                                 "own_rules": r.own_rules} for r in per},
        }  # fmt: skip


def player_stats(entries: list[HistoryEntry]) -> list[PlayerStats]:
    """Statistics per person, by name, then per level of computer player: a computer seat's
    name ("Bot 2") says only where it sat, so its seats are counted with their level's. Each
    ruleset apart, and each set of house rules it was played with (``RulesetStats``); within
    one, a best match among matches of as many holes.

    Two names that the setup takes for one (``names.name_key``: "Kari" and "kari", a
    full-width "Ｋａｒｉ") are one person, shown as the most recent match (the last of
    ``entries``, oldest first) spelled the name. A name nobody typed ("Player 3", in any
    language) is nobody's: such seats are left out (``HistoryTally.add``)."""
    tally = HistoryTally()
    for n, e in enumerate(entries):
        tally.add(e, ("", n))
    return tally.stats()


@cache
def _nobody_named(name: str) -> bool:
    """Whether ``name`` is a seat's default, "Player 3" in any language (``names.
    default_number``): a name nobody typed, which the statistics count as nobody's."""
    return default_number(name) is not None


# What the statistics say where finished matches were counted, but none of a player with a
# typed name (nor of a computer)
NOBODY_NAMED = N_("No finished match has a player with a typed name yet: \"Player 3\" names a"
                  " seat, not a person, and is not counted.")


Rank = tuple[str, int]  # where an entry stands in the history: (finished_at, as read)
_Key = tuple[str, str]  # (kind, name_key(name)): the name only for a person
# A statistics line's rules: the ruleset's name, its house rules that count apart (as saved, by
# name) and whether ``--rule`` changed how it is played
_Played = tuple[str, tuple[str, ...], bool]


@dataclass(slots=True)
class _Sums:
    """One player's record in one ruleset, as added up so far."""

    matches: int = 0
    wins: int = 0
    holes: int = 0
    points: int = 0  # the hole scores' sum
    best_hole: int | None = None
    best: dict[int, int] = field(default_factory=dict)  # holes played → the lowest total
    stood_in: int = 0  # matches in which a computer played some holes for the person
    rules: Any = None  # the most recent match's ruleset, read: ``RulesetStats.rules``
    latest: Rank | None = None


class HistoryTally:
    """``player_stats`` added up an entry at a time, no entry kept (``tally_history``): a
    history of 10,000 matches was held whole to be counted. ``stats`` gives what
    ``player_stats`` of the entries, oldest first, gives."""

    def __init__(self) -> None:
        self._sums: dict[_Key, dict[_Played, _Sums]] = defaultdict(lambda: defaultdict(_Sums))
        # a saved ruleset's id (kept: its id is no other's while it is) → it, and how it played
        self._played: dict[tuple[int, str, tuple[str, ...]], tuple[Any, _Played, Any]] = {}
        self._presets: dict[tuple[str, tuple[str, ...]], Any] = {}  # as shipped, or None
        self._spelled: dict[_Key, tuple[Rank, str]] = {}  # as the most recent match wrote it
        self._seated: dict[str, dict[str, Rank]] = defaultdict(dict)  # a computer seat's
        self._added = 0  # name's key → its levels → the first match it sat as that level

    @property
    def counted(self) -> int:
        """How many matches were added: the statistics may still be empty, every player of
        them named by nobody ("Player 3": ``_nobody_named``)."""
        return self._added

    def add(self, e: HistoryEntry, rank: Rank | None = None) -> None:
        """Count ``e``; ``rank``: where it stands among the rest (default: by its finish,
        then in the order added, as ``read_history`` sorts)."""
        if rank is None:
            rank = (e.finished_at, self._added)
        self._added += 1
        played, rules = self.played(e)
        for seat, name in enumerate(e.players):
            kind = e.kinds[seat] if seat < len(e.kinds) else HUMAN
            if kind == HUMAN and _nobody_named(name):
                # "Player 3" names a seat, not a person: whoever sat there that evening, and
                # renumbered when the deal passes on (the next setup lists from the new
                # dealer). Counted by that name, two people made one "Player 3" line
                continue
            key = (HUMAN, name_key(name)) if kind == HUMAN else (kind, "")
            if key not in self._spelled or self._spelled[key][0] <= rank:
                self._spelled[key] = (rank, name)
            if kind != HUMAN:
                levels = self._seated[name_key(name)]
                if kind not in levels or rank < levels[kind]:
                    levels[kind] = rank
            sums = self._sums[key][played]
            if sums.latest is None or sums.latest <= rank:
                sums.rules, sums.latest = rules, rank
            sums.matches += 1
            sums.wins += seat in e.winners
            # a person's own holes only: not those a computer played (some of) for them
            own = [hole[seat] for n, hole in enumerate(e.holes, 1) if e.own_hole(seat, n)]
            for score in own:
                sums.points += score
                if sums.best_hole is None or score < sums.best_hole:
                    sums.best_hole = score
            sums.holes += len(own)
            if len(own) < len(e.holes):  # won or lost all the same; no best match of theirs
                sums.stood_in += 1
            elif e.holes:
                total = e.totals[seat]
                sums.best[e.hole_count] = min(total, sums.best.get(e.hole_count, total))

    def played(self, e: HistoryEntry) -> tuple[_Played, Any]:
        """The rules ``e`` was played by (``_Played``) and its ruleset, read (None where it does
        not read). Worked out once per ruleset: the history's equal rulesets are one object.
        The statistics count a match whose ``--rule`` changed more than its length apart
        ("own rules"), and the history says so."""
        saved = e.saved_ruleset
        at = (id(saved), e.ruleset, e.house_rules)
        known = self._played.get(at)
        if known is not None and known[0] is saved:
            return known[1], known[2]
        try:
            rules: Any = Ruleset.model_validate(saved, context=AS_SAVED)
        except (ValueError, RecursionError):  # a hand's: its house rules as the entry names them
            rules = None
        active = e.house_rules if rules is None else rules.active_house_rules
        offered = rules.house_rules if rules is not None else getattr(
            self._preset(e.ruleset, ()), "house_rules", {})
        apart = tuple(sorted({a for a in active if (rule := offered.get(a.partition("=")[0]))
                              is None or not rule.match_length_only}))
        shipped = None if rules is None else self._preset(e.ruleset, tuple(active))
        own = _own(rules, shipped)
        played = (e.ruleset, apart, own)
        self._played[at] = (saved, played, rules)
        return played, rules

    def rule_changes(self, e: HistoryEntry) -> dict[str, Any]:
        """The fields of ``e``'s ruleset, dotted ("values.K"), whose values ``--rule`` changed
        from the preset's with its house rules as this version ships it, beyond the match's
        length (``NOT_OF_PLAY``), each as played: what makes "own rules"; {} where none did."""
        (_name, _apart, own), rules = self.played(e)
        if not own:
            return {}
        shipped = self._preset(e.ruleset, tuple(rules.active_house_rules))
        played, was = _dotted(_play_of(rules)), _dotted(_play_of(shipped))
        return {key: value for key, value in played.items()
                if key not in was or was[key] != value}

    def _preset(self, name: str, house: tuple[str, ...]) -> Any:
        """Preset ``name`` with ``house`` switched on, as this version ships it; None where
        ``name`` is no preset or it has no such house rules."""
        from ..presets import load_ruleset, preset_names

        if (name, house) not in self._presets:
            shipped = None
            if name in preset_names():
                # a house rule it no longer offers, two at odds; a preset that does not read
                with suppress(RulesetError, OSError):
                    shipped = load_ruleset(name, house)
            self._presets[name, house] = shipped
        return self._presets[name, house]

    def stats(self) -> list[PlayerStats]:
        """People by name, whatever its case ("Ann", "bo", "Cy": casefolded, then as
        spelled; "bo" came after "Dee"), then computer players weakest level first; each
        one's rulesets by name, each played as it ships first, then with house rules (fewest
        first), then with rules of its own."""
        def order(key: _Key) -> tuple[bool, str, str, str, tuple[int, str]]:
            kind, folded = key
            spelled = self._spelled[key][1] if kind == HUMAN else ""
            return (kind != HUMAN, spelled.casefold(), spelled, folded, _level_order(kind))

        out = []
        for key in sorted(self._sums, key=order):
            kind, name = key[0], self._spelled[key][1]
            per = []
            for played in sorted(self._sums[key], key=_played_order):
                sums = self._sums[key][played]
                ruleset, house, own = played
                per.append(RulesetStats(
                    ruleset, sums.matches, sums.wins, sums.holes,
                    # as statistics.fmean gave it: an exact sum of whole numbers, divided once
                    sums.points / sums.holes if sums.holes else None, sums.best_hole,
                    {n: sums.best[n] for n in sorted(sums.best, reverse=True)},
                    house, own, sums.rules, sums.stood_in,
                ))  # fmt: skip
            out.append(PlayerStats(name if kind == HUMAN else computer_name(kind),
                                   sum(r.matches for r in per), sum(r.wins for r in per),
                                   tuple(per), kind))
        return out

    def levels_seated_as(self, name: str) -> list[str]:
        """The statistics' names of the computer players that sat as ``name`` in any match,
        in the order of the first match each did."""
        levels = self._seated.get(name_key(name), {})
        return [computer_name(kind) for kind in sorted(levels, key=levels.__getitem__)]


def _level_order(kind: str) -> tuple[int, str]:
    """Computer levels weakest first; a level this version does not know (none read from a
    history file: ``_known_kinds``), after them."""
    return (BOT_KINDS.index(kind), "") if kind in BOT_KINDS else (len(BOT_KINDS), kind)


def _played_order(played: _Played) -> tuple[str, bool, int, tuple[str, ...]]:
    """A ruleset as it ships first, then with house rules, fewest first, then with rules of its
    own."""
    ruleset, house, own = played
    return ruleset, own, len(house), house


def own_rules(rules: Ruleset) -> bool:
    """Whether ``rules`` play otherwise than the preset they name, with their house rules, as
    this version ships it (``--rule`` changes beyond the match's length): "own rules" in the
    history, the statistics and the app's scorecards. A ruleset of a file is its own already."""
    from ..presets import load_ruleset, preset_names

    if rules.name not in preset_names():
        return False
    try:
        shipped = load_ruleset(rules.name, list(rules.active_house_rules))
    except (RulesetError, OSError):  # a house rule it no longer offers, two at odds, a preset
        return False  # that does not read: nothing to compare with
    return _own(rules, shipped)


def _own(rules: Ruleset | None, shipped: Ruleset | None) -> bool:
    return rules is not None and shipped is not None and _play_of(rules) != _play_of(shipped)


def _play_of(rules: Ruleset) -> dict[str, Any]:
    """What of ``rules`` decides how a hole is played and scored (``NOT_OF_PLAY`` aside)."""
    return {k: v for k, v in rules.model_dump(mode="json").items() if k not in NOT_OF_PLAY}


def _dotted(fields: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """``fields`` with each nested object's fields named by their path: {"values.K": 5}."""
    out: dict[str, Any] = {}
    for key, value in fields.items():
        if isinstance(value, dict) and value:
            out.update(_dotted(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out
