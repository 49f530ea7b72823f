"""The matches ``golf-tui history`` and ``golf-tui stats`` read, and the options that choose among
them: the history read, each file that cannot be used reported on stderr (``_load``, counted as
read: ``_counted``), and the filters (``Filters``: ``--preset``, ``--since``, ``--until``,
``--player``, a player found as ``stats NAME`` finds one: ``seat_named``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, TypeVar

from ..argparse_words import Once
from ..i18n import _, pgettext
from .errors import OptionError

if TYPE_CHECKING:
    from ..storage import HistoryEntry
    from ..storage.history import HistoryTally


T = TypeVar("T")

EXIT_UNREADABLE = 2  # as for any file golf-tui cannot use (a damaged ruleset, --resume's save)


def _add_filters(p: argparse.ArgumentParser) -> None:
    """The options both commands choose matches by (``Filters``)."""
    date = pgettext("a placeholder in --help", "DATE")
    p.add_argument("--preset", metavar=pgettext("a placeholder in --help", "NAME"), action=Once,
                   help=_("only the matches of this ruleset, by the name the list shows"
                          " (a preset's, as --ruleset takes it)"))
    p.add_argument("--since", type=_date, metavar=date, action=Once,
                   help=_("only the matches finished on or after this date (YYYY-MM-DD, or"
                          " YYYY-MM-DD HH:MM), in local time as the list shows it"))
    p.add_argument("--until", type=_date, metavar=date, action=Once,
                   help=_("only the matches finished on or before this date (as --since)"))


def _date(text: str) -> str:
    """``--since``'s and ``--until``'s value as the list writes a moment ("2026-12-06",
    "2026-12-06 20:15"), "T" for the space too; argparse.ArgumentTypeError for any other."""
    said = text.strip().replace("T", " ", 1)
    for form, length in (("%Y-%m-%d", 10), ("%Y-%m-%d %H:%M", 16)):
        with suppress(ValueError):
            if len(said) == length:
                return datetime.strptime(said, form).strftime(form)
    raise argparse.ArgumentTypeError(
        _("not a date: %(value)r (write it as %(example)s, or with the time as %(time)s)")
        # the time as --help writes it, quoted as a shell needs it ("T" for the space is taken too)
        % {"value": text, "example": "2026-12-06", "time": '"2026-12-06 20:15"'})


def _count(text: str) -> int:
    """``--last``'s value: a whole number above 0; argparse.ArgumentTypeError for any other."""
    with suppress(ValueError):
        if int(text) > 0:
            return int(text)
    raise argparse.ArgumentTypeError(_("not a whole number above 0: %(value)r")
                                     % {"value": text})


def seat_named(name: str, kind: str, wanted: str) -> bool:
    """Whether a seat (its name and kind) is the player ``wanted`` names, as ``stats NAME``
    finds one: a person as the setup compares two names, or typed without its letters
    (``names.same_typed``); a computer by its level, in this language or in English."""
    from ..names import name_key, same_typed
    from ..storage.history import HUMAN, computer_name

    if kind == HUMAN:
        return same_typed(name, wanted)
    return name_key(wanted) in (name_key(computer_name(kind)), name_key(computer_name(kind, "en")))


def plays_in(e: HistoryEntry, wanted: str) -> bool:
    """Whether the player ``wanted`` names sat in match ``e`` (``seat_named``)."""
    return any(seat_named(name, e.kinds[seat], wanted) for seat, name in enumerate(e.players))


def no_player_called(name: str) -> str:
    """What ``stats NAME`` and ``history --player NAME`` say of a name no finished match has
    (exit status 2 for both: a name mistyped is not an empty answer)."""
    return _("no finished match has a player called %(name)r") % {"name": name}


@dataclass
class Filters:
    """The matches ``history`` and ``stats`` are asked for: of one ruleset (``preset``),
    finished between two dates, local time (``since``, ``until``, as ``_date`` writes
    them), with a player (``player``: ``history`` only). ``seen``: the rulesets of the
    matches read, to tell a ``--preset`` no match has from one that is no ruleset at all."""

    preset: str | None = None
    since: str | None = None
    until: str | None = None
    player: str | None = None
    seen: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, args: argparse.Namespace, command: str) -> Filters:
        """The filters ``args`` give; OptionError for a player of no name, or ``--since``
        after ``--until``."""
        f = cls(getattr(args, "preset", None), getattr(args, "since", None),
                getattr(args, "until", None), getattr(args, "player", None))
        if f.player is not None and not f.player.strip():
            raise OptionError(_("%(option)s: the player's name is empty")
                              % {"option": "--player"}, command)
        if f.preset is not None and not f.preset.strip():
            raise OptionError(_("%(option)s: the ruleset's name is empty")
                              % {"option": "--preset"}, command)
        if f.since is not None and f.until is not None and f.since[:len(f.until)] > f.until:
            raise OptionError(_("--since %(since)s is after --until %(until)s")
                              % {"since": f.since, "until": f.until}, command)
        return f

    @property
    def given(self) -> bool:
        return any(v is not None for v in (self.preset, self.since, self.until, self.player))

    def accepts(self, e: HistoryEntry) -> bool:
        self.seen.add(e.ruleset)
        when = e.finished_local
        return ((self.preset is None or e.ruleset == self.preset.strip())
                and (self.since is None or when >= self.since)
                and (self.until is None or when[:len(self.until)] <= self.until)
                and (self.player is None or plays_in(e, self.player)))

    def check_preset(self, command: str) -> None:
        """OptionError where ``--preset`` names neither a preset nor a ruleset any match
        read was played by: a mistyped name, not a ruleset no match was played by yet."""
        from ..presets import preset_names

        name = None if self.preset is None else self.preset.strip()
        if name is not None and name not in preset_names() and name not in self.seen:
            raise OptionError(_("%(option)s: no preset or ruleset of the history is called"
                                " %(value)r (presets: %(presets)s)")
                              % {"option": "--preset", "value": self.preset,
                                 "presets": ", ".join(preset_names())}, command)

    def words(self) -> str:
        """What the filters chose, for ``stats``' heading: "ruleset norwegian-4, from
        2026-12-01, to 2026-12-06"."""
        parts = []
        if self.preset is not None:
            parts.append(_("ruleset %(name)s") % {"name": self.preset.strip()})
        if self.since is not None:
            parts.append(_("from %(date)s") % {"date": self.since})
        if self.until is not None:
            parts.append(_("to %(date)s") % {"date": self.until})
        return ", ".join(parts)


def _load() -> list[HistoryEntry] | None:
    """The finished matches, each damaged file reported on stderr (the rest are used); None,
    reported, when the history cannot be read at all."""
    from ..storage import Store  # not at the top: the game does not need it

    return _reported(lambda: Store().history())


def _counted(accept: Callable[[HistoryEntry], bool] | None = None) -> HistoryTally | None:
    """``_load``'s matches (those ``accept`` accepts) counted as each file is read, none kept
    (``Store.tally``)."""
    from ..storage import Store

    return _reported(lambda: Store().tally(accept))


def _reported(read: Callable[[], tuple[T, list[str]]]) -> T | None:
    """What ``read`` read, its sentences on stderr; None, said why, when the history could not
    be read at all."""
    from ..storage import HistoryUnreadable

    try:
        got, problems = read()
    except HistoryUnreadable as e:
        print(f"golf-tui: {e}", file=sys.stderr)
        return None
    for p in problems:
        print(f"golf-tui: {p}", file=sys.stderr)
    return got
