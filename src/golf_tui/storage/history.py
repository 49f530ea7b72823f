"""Finished matches and the statistics drawn from them.

Each finished match is its own JSON file in the history directory, so a damaged file costs only
itself: it is moved aside and reported, and the rest of the history still loads.
"""

from __future__ import annotations

import json
import statistics
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..bots import BOT_KINDS
from ..engine import Match, MatchFormatError, match_from_dict, match_to_dict
from ..i18n import _
from .atomic import move_aside

FORMAT = 1


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
    match: dict[str, Any] = field(repr=False, compare=False)

    @property
    def finished_local(self) -> str:
        """When the match ended, to the minute, in this computer's time zone ("2026-12-03
        20:15"). The file keeps the moment in UTC, so a history read in another zone (or
        after the clocks change) still says when it was there; a stamp that is not a moment
        is shown as it is written."""
        try:
            moment = datetime.fromisoformat(self.finished_at)
        except ValueError:
            return self.finished_at[:16].replace("T", " ")
        if moment.tzinfo is not None:
            moment = moment.astimezone()
        return moment.strftime("%Y-%m-%d %H:%M")

    def winner_names(self) -> list[str]:
        return [self.players[w] for w in self.winners]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "finished_at": self.finished_at, "ruleset": self.ruleset,
            "house_rules": list(self.house_rules), "players": list(self.players),
            "kinds": list(self.kinds), "holes": [list(h) for h in self.holes],
            "totals": list(self.totals), "winners": list(self.winners), "match": self.match,
        }  # fmt: skip

    def summary(self) -> dict[str, Any]:
        """The listing fields (what ``golf-tui history --json`` prints per match)."""
        data = self.to_json()
        del data["match"], data["format"]
        data["winner_names"] = self.winner_names()
        return data

    def rebuild(self) -> Match:
        """The whole match, replayed, for its scorecard."""
        return match_from_dict(self.match, f"history entry of {self.finished_at}")


def entry_from_match(m: Match, kinds: tuple[str, ...], finished_at: str) -> HistoryEntry:
    holes = tuple(tuple(s.total for s in r.scores) for r in m.results if r.scores is not None)
    return HistoryEntry(finished_at, m.ruleset.name, m.ruleset.active_house_rules, m.players,
                        kinds, holes, m.totals, m.winners, match_to_dict(m))


def _entry_from_json(data: Any, source: str) -> HistoryEntry:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise MatchFormatError(f"{source}: not a golf-tui history entry (format {FORMAT})")
    try:
        players = tuple(str(p) for p in data["players"])
        entry = HistoryEntry(
            str(data["finished_at"]), str(data["ruleset"]),
            tuple(str(h) for h in data["house_rules"]), players,
            tuple(str(k) for k in data["kinds"]),
            tuple(tuple(int(s) for s in hole) for hole in data["holes"]),
            tuple(int(t) for t in data["totals"]), tuple(int(w) for w in data["winners"]),
            dict(data["match"]),
        )  # fmt: skip
    except (KeyError, TypeError, ValueError) as e:
        raise MatchFormatError(f"{source}: damaged history entry ({e!r})") from None
    if len(entry.totals) != len(players) or any(len(h) != len(players) for h in entry.holes):
        raise MatchFormatError(f"{source}: scores do not match the players")
    return entry


def read_history(directory: Path) -> tuple[list[HistoryEntry], list[str]]:
    entries: list[HistoryEntry] = []
    problems: list[str] = []
    if not directory.is_dir():
        return entries, problems
    for path in sorted(directory.glob("*.json")):
        try:
            data = json.loads(path.read_bytes().decode("utf-8"))
            entries.append(_entry_from_json(data, str(path)))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, MatchFormatError) as e:
            moved = move_aside(path, "corrupt")
            problems.append(_("%(file)s: could not be read (%(reason)s); moved to %(moved)s")
                            % {"file": path, "reason": e, "moved": moved})
    entries.sort(key=lambda e: e.finished_at)
    return entries, problems


HUMAN = "human"  # a seat kind in the history; any other is a computer player's level


def computer_name(kind: str) -> str:
    """The statistics' name for every computer player of level ``kind`` ("hard bot": the words
    under a computer's grid at the table, ``widgets.opponents.LEVEL_BOT``)."""
    return _("%(level)s bot") % {"level": _(kind)}


@dataclass(frozen=True)
class PlayerStats:
    """One person's record, by name, or every computer seat of one level's together (``kind``
    then names the level, and each seat of a match counts as a match played)."""

    name: str
    matches: int
    wins: int
    mean_hole: dict[str, float]  # per ruleset
    holes: dict[str, int]  # holes played per ruleset
    best_hole: int | None
    best_match: tuple[int, str] | None  # (total, ruleset)
    kind: str = HUMAN

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "kind": self.kind, "matches": self.matches, "wins": self.wins,
            "mean_hole_score": {k: round(v, 2) for k, v in self.mean_hole.items()},
            "holes": self.holes, "best_hole": self.best_hole,
            "best_match": None if self.best_match is None
            else {"total": self.best_match[0], "ruleset": self.best_match[1]},
        }  # fmt: skip


def player_stats(entries: list[HistoryEntry]) -> list[PlayerStats]:
    """Statistics per person, by name, then per level of computer player: a computer seat's
    name ("Bot 2") says only where it sat, so its seats are counted with their level's."""
    Key = tuple[str, str]  # (kind, name): the name only for a person
    scores: dict[Key, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    matches: dict[Key, int] = defaultdict(int)
    wins: dict[Key, int] = defaultdict(int)
    best_match: dict[Key, tuple[int, str]] = {}
    for e in entries:
        for seat, name in enumerate(e.players):
            kind = e.kinds[seat] if seat < len(e.kinds) else HUMAN
            key = (HUMAN, name) if kind == HUMAN else (kind, "")
            matches[key] += 1
            wins[key] += seat in e.winners
            scores[key][e.ruleset].extend(h[seat] for h in e.holes)
            total = (e.totals[seat], e.ruleset)
            if key not in best_match or total < best_match[key]:
                best_match[key] = total
    out = []
    for key in sorted(matches, key=lambda k: (k[0] != HUMAN, k[1], _level_order(k[0]))):
        kind, name = key
        per = scores[key]
        every = [s for v in per.values() for s in v]
        out.append(PlayerStats(
            name if kind == HUMAN else computer_name(kind), matches[key], wins[key],
            {r: statistics.fmean(v) for r, v in sorted(per.items()) if v},
            {r: len(v) for r, v in sorted(per.items())},
            min(every) if every else None, best_match.get(key), kind,
        ))  # fmt: skip
    return out


def _level_order(kind: str) -> tuple[int, str]:
    """Computer levels weakest first; a level this version does not know, after them."""
    return (BOT_KINDS.index(kind), "") if kind in BOT_KINDS else (len(BOT_KINDS), kind)
