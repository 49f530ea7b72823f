"""The history directory: each finished match its own JSON file, so that a damaged file costs only
itself. Reading it (``read_history``, the newest only: ``read_newest``; counted file by file,
none kept: ``tally_history``), a damaged file moved aside and reported, one of a newer format or
not to be read now left where it is; the files in the order of their numbers
(``numbered_files``), and each match read by its number (``number_matches``); and files moved
aside that read now taken back (``take_back``)."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import _, ngettext
from ..paths import os_problem, os_words
from .atomic import move_aside, rename_to_free_name
from .history_checks import HistoryFileError, HistoryFileNotRead, NewerHistoryError
from .history_entry import HistoryEntry, _read_entry
from .history_stats import HistoryTally


class HistoryUnreadable(Exception):
    """The history directory is there but cannot be read at all (a file stands in its place,
    it may not be listed): the message names it and why. Not "no finished matches"."""


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


@dataclass(frozen=True)
class MatchNumbers:
    """``golf-tui history``'s numbers, from one listing of the history (``number_matches``):
    ``files``, the history's files in the order of the numbers (``numbered_files``: match
    ``n``'s is ``files[n - 1]``, one moved aside too), and ``numbered``, each match read with
    its number, in the order of the numbers."""

    files: tuple[Path, ...]
    numbered: tuple[tuple[int, HistoryEntry], ...]

    def entry(self, number: int) -> HistoryEntry | None:
        """Match ``number``, where it was read; None where no file has that number, or its
        file was moved aside or could not be used (``file`` says which)."""
        return next((e for n, e in self.numbered if n == number), None)

    def file(self, number: int) -> Path | None:
        """The file that has ``number``; None where none has."""
        return self.files[number - 1] if 1 <= number <= len(self.files) else None

    @property
    def count(self) -> int:
        """The highest number: the files', or a match's whose file has gone since it was read."""
        return max([len(self.files), *(n for n, _e in self.numbered)])


def number_matches(directory: Path, entries: list[HistoryEntry]) -> MatchNumbers:
    """``entries`` (read from ``directory``) each with its number: its file's place among the
    history's files, those moved aside as damaged too (``numbered_files``), so that a number
    written down keeps meaning the same match. An entry whose file has gone since it was read
    (not one golf-tui moves) comes after the rest. The one place the numbers are made: the
    list, ``--show N`` and ``--json`` all take them from here."""
    files = tuple(numbered_files(directory))
    numbers = {path.name: n for n, path in enumerate(files, 1)}
    last = len(files)
    got = []
    for e in entries:
        n = numbers.get(e.path.name) if e.path is not None else None
        if n is None:
            last += 1
            n = last
        got.append((n, e))
    return MatchNumbers(files, tuple(sorted(got, key=lambda pair: pair[0])))


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
