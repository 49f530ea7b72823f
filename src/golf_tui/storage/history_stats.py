"""The statistics drawn from the history: per person, by name, and per level of computer player,
each ruleset apart and each set of house rules it was played with (``RulesetStats``,
``PlayerStats``), added up an entry at a time, no entry kept (``HistoryTally``; ``player_stats``
of a list of entries). A seat's default name ("Player 3") is nobody's, and not counted."""

from __future__ import annotations

from collections import defaultdict
from contextlib import suppress
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from ..bots import BOT_KINDS
from ..engine import Ruleset, RulesetError
from ..engine.customise import dotted_fields
from ..engine.ruleset import AS_SAVED
from ..i18n import N_, _, half_up
from ..names import default_number, name_key
from .history_names import HUMAN, computer_name
from .history_rules import _own, _play_of

if TYPE_CHECKING:
    from .history_entry import HistoryEntry


# ``golf-tui stats --json`` keys a statistics line by the ruleset's name, then, where it was
# played with house rules, each as saved ("jokers=minus-3"), by name, then, where ``--rule``
# changed how it is played, this, each after a "+" ("norwegian-4+peek-penalty"); a "+" or "%" of a
# name is written %2B or %25 (no preset's has one). No key is another's: a house rule as saved
# has no space without an "=" (its key has neither), so none is this; no name has a "+" left.
OWN_RULES_KEY = "(own rules)"


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
        # ``house_rules`` are sorted by name, so those the ruleset does not offer stay so
        return [house_rule_words(self.rules, active)[0]
                for active in self.rules.in_offered_order(self.house_rules)]

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
def nobody_named(name: str) -> bool:
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
        them named by nobody ("Player 3": ``nobody_named``)."""
        return self._added

    def add(self, e: HistoryEntry, rank: Rank | None = None) -> None:
        """Count ``e``; ``rank``: where it stands among the rest (default: by its finish,
        then in the order added, as ``read_history`` sorts)."""
        if rank is None:
            rank = (e.finished_at, self._added)
        self._added += 1
        self.seated(e, rank)
        played, rules = self.played(e)
        for seat, name in enumerate(e.players):
            kind = e.kinds[seat] if seat < len(e.kinds) else HUMAN
            if kind == HUMAN and nobody_named(name):
                # "Player 3" names a seat, not a person: whoever sat there that evening, and
                # renumbered when the deal passes on (the next setup lists from the new
                # dealer). Counted by that name, two people made one "Player 3" line
                continue
            key = (HUMAN, name_key(name)) if kind == HUMAN else (kind, "")
            if key not in self._spelled or self._spelled[key][0] <= rank:
                self._spelled[key] = (rank, name)
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
            if e.stood_in_for(seat):  # won or lost all the same; no best match of theirs
                sums.stood_in += 1
            elif e.holes:
                total = e.totals[seat]
                sums.best[e.hole_count] = min(total, sums.best.get(e.hole_count, total))

    def seated(self, e: HistoryEntry, rank: Rank) -> None:
        """Note which computer level sat as which seat name in ``e`` (``levels_seated_as``),
        nothing counted: ``add`` does it for each match, ``golf-tui history --player`` alone
        (the levels to name where a seat's name finds no match)."""
        for seat, name in enumerate(e.players):
            kind = e.kinds[seat] if seat < len(e.kinds) else HUMAN
            if kind != HUMAN:
                levels = self._seated[name_key(name)]
                if kind not in levels or rank < levels[kind]:
                    levels[kind] = rank

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
        played, was = dotted_fields(_play_of(rules)), dotted_fields(_play_of(shipped))
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
