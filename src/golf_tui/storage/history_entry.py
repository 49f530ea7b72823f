"""A finished match as the history keeps it (``HistoryEntry``): made from a match just finished
(``entry_from_match``), written as JSON (``to_json``), and read back from its file with every
field checked (``_read_entry``, ``_entry_from_json``), so that what is listed and counted can be
trusted. An entry read from a file keeps what is listed, not its match record (the actions, about
47 kB a match in memory: 10,000 matches took 470 MB); a scorecard reads the record again
(``HistoryEntry.record``)."""

from __future__ import annotations

import json
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import (
    Match,
    MatchFormatError,
    Ruleset,
    match_from_dict,
    match_to_dict,
)
from ..engine.ruleset import AS_SAVED
from ..i18n import _, ngettext
from ..json_text import JsonTextError, is_whole, parse_json
from ..names import clean_name
from ..paths import os_words, read_regular
from .history_checks import (
    HistoryFileError,
    HistoryFileNotRead,
    NewerHistoryError,
    _known_kinds,
    _numbers,
    _per_player,
    _shown_as_written,
    _texts,
    check_moment,
    local_minute,
)
from .history_names import HUMAN, saved_names
from .history_stats import HistoryTally

# 2: the match record inside may be of the engine's format 2, which golf-tui before it cannot
# replay, so that version leaves the file alone as newer. The fields are those of format 1.
FORMAT = 2
READS = (1, 2)

# The most bytes a history file (or the autosave, ``autosave.MAX_SAVE_BYTES``) may hold: a larger
# one is refused after reading only this much, not read whole into memory (a 2 GB file in the
# history folder). Measured: an 18-hole match of eight is 10-40 kB (nine-card the largest), a
# 99-hole one, the longest a ruleset allows, about 210 kB; this is some 20 times that.
MAX_RECORD_BYTES = 4_000_000


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

    def stood_in_for(self, seat: int) -> tuple[int, ...]:
        """The holes (numbered from 1) a computer played some of for the person at ``seat``,
        () where it played none (a computer's seat, a file without ``stood_in``): whether a
        computer stood in for them (the mark by their total in the app's history and
        ``golf-tui history``, the statistics' count), and in which holes (the scorecard's
        lines, ``own_hole``)."""
        return self.stood_in[seat] if seat < len(self.stood_in) else ()

    def own_hole(self, seat: int, hole: int) -> bool:
        """Whether the person at ``seat`` played all of hole ``hole`` (numbered from 1)
        themselves: no computer made any of their moves in it."""
        return hole not in self.stood_in_for(seat)

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
