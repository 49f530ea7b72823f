"""``golf-tui history`` and ``golf-tui stats``: finished matches and per-player statistics in the
terminal (``--json`` for machines)."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import textwrap
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar

from rich.cells import cell_len

from ..argparse_words import Once
from ..card_rows import BLOCK, hole_rows, row_label, target_end_words
from ..i18n import _, and_list, decimal, ngettext, pgettext
from .errors import OptionError

if TYPE_CHECKING:
    from ..storage import HistoryEntry, PlayerStats
    from ..storage.history import HistoryTally

T = TypeVar("T")

EXIT_UNREADABLE = 2  # as for any file golf-tui cannot use (a damaged ruleset, --resume's save)


def add_parsers(sub: Any) -> None:
    h = sub.add_parser("history", help=_("list finished matches (newest last)"))
    h.add_argument("--json", action="store_true", help=_("print a JSON array"))
    h.add_argument("--show", type=int, metavar="N", action=Once,
                   help=_("print the scorecard of match N"))
    _add_filters(h)
    h.add_argument("--player", metavar=pgettext("a placeholder in --help", "NAME"), action=Once,
                   help=_("only the matches this player played in (named as for 'stats NAME')"))
    h.add_argument("--last", type=_count, metavar="N", action=Once,
                   help=_("only the last N matches (of those the other options leave)"))
    s = sub.add_parser("stats", help=_("statistics per player name"))
    s.add_argument("name", nargs="?", metavar=pgettext("a placeholder in --help", "name"),
                   help=_("only this player"))
    s.add_argument("--json", action="store_true", help=_("print a JSON array"))
    _add_filters(s)


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
        % {"value": text, "example": "2026-12-06", "time": "2026-12-06T20:15"})


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
                and (self.player is None or any(
                    seat_named(name, e.kinds[seat], self.player)
                    for seat, name in enumerate(e.players))))

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


# Joins the words of a name or a title where a line is wrapped (``_kept``), a space again once
# it is (``_unglued``): "won by Bot" ended a line of ``golf-tui history``, "1 (hard)" began the
# next, and "+" stood alone. No name or title holds it (control characters are refused).
GLUE = "\x00"


def _kept(text: str) -> str:
    """``text`` as one word to ``textwrap``: a name, a title, a length."""
    return text.replace(" ", GLUE)


def _unglued(lines: list[str]) -> list[str]:
    return [line.replace(GLUE, " ") for line in lines]


def _won_by(e: HistoryEntry) -> str:
    """"won by Siri and Jonas": the winners in the language's list words, as the scorecard;
    each winner's label kept whole where the line is wrapped (``_kept``), and the first with
    the words around it ("won by" whole: a line ended in "won by", or "won", and the name
    began the next)."""
    words = _kept(_("won by %(winners)s") % {"winners": WINNERS})
    return words.replace(WINNERS, and_list([_kept(w) for w in e.winner_labels()]))


WINNERS = "\x01"  # where the winners go in "won by …", until its words are glued


def _house_rules(e: HistoryEntry, tally: HistoryTally | None = None) -> str:
    """The match's house rules as the app's history lists them ("+ Peek penalty, Jokers",
    "+ own rules" where ``--rule`` changed its play), with two spaces before them; "" when it
    had none. Each title kept whole, the "+" with the first (``_kept``)."""
    titles = e.house_rule_words(tally)
    return "  +" + GLUE + ", ".join(_kept(t) for t in titles) if titles else ""


def _numbered(entries: list[HistoryEntry]) -> list[tuple[int, HistoryEntry]]:
    """Each match with its number: its file's place among the history's files, those moved
    aside as damaged too (``Store.numbered_files``), so that a number written down keeps
    meaning the same match; in the order of the numbers."""
    from ..storage import Store

    numbers = {path.name: n for n, path in enumerate(Store().numbered_files(), 1)}
    last = len(numbers)
    got = []
    for e in entries:
        n = numbers.get(e.path.name) if e.path is not None else None
        if n is None:  # its file gone since (not one golf-tui moves): after the rest
            last += 1
            n = last
        got.append((n, e))
    return sorted(got, key=lambda pair: pair[0])


def _no_match(number: int, numbered: list[tuple[int, HistoryEntry]]) -> str:
    """Why ``--show number`` has no match to show: no file has that number, or its file was
    moved aside as damaged, or cannot be read (said above it, on stderr, as it was read)."""
    from ..storage import Store

    files = Store().numbered_files()
    if not 1 <= number <= len(files):
        return _("there is no match %(number)d (history has %(count)d)") % {
            "number": number, "count": max([len(files), *(n for n, _e in numbered)])}
    path = files[number - 1]
    if not path.name.endswith(".json"):
        return _("match %(number)d cannot be shown: its file was moved aside as damaged, to"
                 " %(path)s") % {"number": number, "path": path}
    return _("match %(number)d cannot be shown: its file %(path)s cannot be used now") % {
        "number": number, "path": path}


def cmd_history(args: argparse.Namespace) -> int:
    filters = Filters.of(args, "history")
    entries = _load()
    if entries is None:
        return EXIT_UNREADABLE
    numbered = _numbered(entries)
    if filters.given or args.last is not None:
        if args.show is not None:
            raise OptionError(_("--show takes a match's number alone: the filters do not"
                                " change it"), "history")
        numbered = [(n, e) for n, e in numbered if filters.accepts(e)]
        filters.check_preset("history")
        if args.last is not None:
            numbered = numbered[-args.last:]
        if not numbered and not args.json:
            print(_("No finished match is left by these options.") if entries
                  else _("No finished matches yet."))
            return 0
    if args.show is not None:
        shown = [e for n, e in numbered if n == args.show]
        if not shown:
            print("golf-tui: " + _no_match(args.show, numbered), file=sys.stderr)
            return 2
        e = shown[0]
        from ..engine import MatchFormatError

        try:  # as the app's scorecard: a hand-edited file whose record says otherwise is refused
            e.rebuild()
        except MatchFormatError as problem:
            print("golf-tui: " + _("match %(number)d cannot be shown: %(problem)s")
                  % {"number": args.show, "problem": problem}, file=sys.stderr)
            return EXIT_UNREADABLE
        if args.json:
            print(json.dumps(e.summary(), ensure_ascii=False))
            return 0
        print("\n".join(scorecard_lines(e, out_width())))
        return 0
    if args.json:
        from ..storage.history import HistoryTally

        counted = HistoryTally()  # each ruleset read once, not once a match
        print(json.dumps([e.summary(counted) for _n, e in numbered], ensure_ascii=False))
        return 0
    if not entries:
        print(_("No finished matches yet."))
        return 0
    from ..storage.history import HistoryTally

    width, tally = out_width(), HistoryTally()
    for i, e in numbered:  # the numbers of the whole list: --show takes them
        print("\n".join(list_lines(i, e, width, tally)))
    if any(e.stood_in for _n, e in numbered):
        print("\n".join(stood_in_legend(width)))
    return 0


# The width ``golf-tui history`` lays its lines out in: a terminal's where it is narrower, else
# this (piped, the same layout wherever it goes, but where ``COLUMNS`` says narrower). An
# 18-hole scorecard's rows were 101 characters, the list's lines up to 122 with eight players,
# each wrapped mid-row at 80.
WIDTH = 80


def out_width() -> int:
    """``WIDTH``, or the terminal's width where stdout is a narrower terminal; piped, the width
    ``COLUMNS`` gives where it is narrower (a terminal's width is read from it first too).
    ``COLUMNS=60 golf-tui stats | less`` laid out 80 wide: piped output ignored it."""
    try:
        tty = sys.stdout.isatty()
    except (AttributeError, ValueError, OSError):  # replaced, or closed
        tty = False
    if not tty:
        return min(WIDTH, _columns() or WIDTH)
    return max(1, min(WIDTH, shutil.get_terminal_size((WIDTH, 24)).columns))


def _columns() -> int | None:
    """The width ``COLUMNS`` sets, or None where it is unset or no positive whole number (as
    ``shutil.get_terminal_size`` reads it: "abc" or 0 is no width)."""
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:
        return None
    return columns if columns > 0 else None


def _rjust(text: str, width: int) -> str:
    return " " * (width - cell_len(text)) + text


# After a total in ``golf-tui history``'s list: a computer played some of that person's holes
# (``HistoryEntry.stood_in``), as the statistics screen marks their matches
STOOD_IN = "*"


def stood_in_legend(width: int) -> list[str]:
    """The line under a list with a ``STOOD_IN`` in it."""
    return _wrapped(STOOD_IN + " " + _("A computer played some holes for this player."),
                    width, "", "  ")


def stood_in_lines(e: HistoryEntry, width: int) -> list[str]:
    """Under a scorecard: for whom a computer played, in which holes."""
    lines = []
    for seat, holes in enumerate(e.stood_in):
        if holes:
            lines += _wrapped(ngettext("A computer played for %(name)s in hole %(holes)s.",
                                       "A computer played for %(name)s in holes %(holes)s.",
                                       len(holes))
                              % {"name": _kept(e.seat_label(seat)),
                                 "holes": and_list([str(h) for h in holes])}, width, "", "  ")
    return _unglued(lines)


def list_lines(number: int, e: HistoryEntry, width: int,
               tally: HistoryTally | None = None) -> list[str]:
    """A match's line of ``golf-tui history`` within ``width`` cells: when, ruleset and length,
    its house rules (as the app's history: "+ Peek penalty", "+ own rules": ``tally``
    keeps what it worked out for the next), who won, each player's total.
    Where they do not all fit on one line, the totals go under it, indented, a player and their
    total never split over two lines."""
    head = (f"{number:>3}. {e.finished_local}  {e.ruleset}, {_kept(e.length_text())}"
            f"{_house_rules(e, tally)}  {_won_by(e)}")
    totals = [f"{e.seat_label(seat)} {_minus(t)}{STOOD_IN * bool(e.stood_in and e.stood_in[seat])}"
              for seat, t in enumerate(e.totals)]
    whole = f"{head}  ({', '.join(totals)})".replace(GLUE, " ")
    if cell_len(whole) <= width:
        return [whole]
    indent = " " * 5  # under the date
    lines = _unglued(textwrap.wrap(head, width, subsequent_indent=indent,
                                   break_long_words=False))
    line = ""
    for i, piece in enumerate(totals):
        piece += "," if i < len(totals) - 1 else ""
        if line and cell_len(f"{indent}{line} {piece}") > width:
            lines.append(indent + line)
            line = piece
        else:
            line = f"{line} {piece}" if line else piece
    lines.append(indent + line)
    return lines


def scorecard_lines(e: HistoryEntry, width: int) -> list[str]:
    """``golf-tui history --show``: the match (when, ruleset, length, its house rules on a line
    of their own, "own rules" among them where ``--rule`` changed its play, as the list says
    it: ``HistoryEntry.house_rule_words``), then its scorecard as the app's: nine holes to a
    row, "Out" and "In" when it runs two rows, the totals on the last, each heading over its
    numbers; fewer holes to a row where ``width`` is too narrow for nine. The winners' totals
    starred."""
    lines = [textwrap.fill(f"{e.finished_local}  {e.ruleset}  {e.length_text()}", width,
                           subsequent_indent="  ", break_long_words=False)]
    titles = e.house_rule_words()
    if titles:
        lines += _unglued(textwrap.wrap(
            _("House rules: %(titles)s") % {"titles": ", ".join(_kept(t) for t in titles)},
            width, subsequent_indent="  ", break_long_words=False))
    names = [e.seat_label(seat) for seat in range(len(e.players))]
    count = len(e.holes)
    name_w = max(cell_len(n) for n in [_("Hole"), *names])
    cell = max([2, len(str(count)), *(len(str(s)) for h in e.holes for s in h)])
    total_w = max(cell_len(_("Total")), *(len(str(t)) for t in e.totals))
    block_w = max(cell_len(_("Out")), cell_len(_("In")),
                  *(len(str(sum(h[seat] for h in part))) for part in (e.holes[:BLOCK],
                                                                      e.holes[BLOCK:])
                    for seat in range(len(names))))
    star = " *"

    def rows(block: int) -> list[range]:
        return hole_rows(count, block) or [range(1, 1)]

    def wide(block: int, gap: int) -> int:
        labels = row_label(0, len(rows(block)), block) is not None
        return (name_w + min(block, count) * (gap + cell) + (gap + block_w) * labels
                + gap + total_w + len(star))

    block, gap = BLOCK, 2
    if wide(block, gap) > width:
        gap = 1
    while wide(block, gap) > width and block > 1:
        block -= 1
    blocks = rows(block)
    sep = " " * gap
    for i, holes in enumerate(blocks):
        last = i == len(blocks) - 1
        label = row_label(i, len(blocks), block)
        head = [_("Hole") + " " * (name_w - cell_len(_("Hole")))]
        head += [sep + f"{h:>{cell}}" for h in holes]
        if label:
            head.append(sep + _rjust(label, block_w))
        if last:
            head.append(sep + _rjust(_("Total"), total_w))
        if i:
            lines.append("")
        lines.append("".join(head).rstrip())
        for seat, name in enumerate(names):
            row = [name + " " * (name_w - cell_len(name))]
            row += [sep + f"{_minus(e.holes[h - 1][seat]):>{cell}}" for h in holes]
            if label:
                row.append(sep + f"{_minus(sum(e.holes[h - 1][seat] for h in holes)):>{block_w}}")
            if last:
                row.append(sep + f"{_minus(e.totals[seat]):>{total_w}}")
                if seat in e.winners:
                    row.append(star)
            lines.append("".join(row).rstrip())
    target = e.target
    if target is not None:  # who reached it, and when, or nobody in the most holes: as the app
        reached = [names[seat] for seat, t in enumerate(e.totals) if t >= target]
        lines.append(textwrap.fill(target_end_words(reached, target, count), width,
                                   subsequent_indent="  ", break_long_words=False))
    lines += _unglued(textwrap.wrap("* " + _won_by(e), width, subsequent_indent="  ",
                                    break_long_words=False))
    return lines + stood_in_lines(e, width)


def cmd_stats(args: argparse.Namespace) -> int:
    from ..storage.history import HUMAN, NOBODY_NAMED

    if args.name is not None and not args.name.strip():  # "" listed every player
        raise OptionError(_("the player's name is empty: give a name, or leave it out to list"
                            " every player"), "stats")
    filters = Filters.of(args, "stats")
    tally = _counted(filters.accepts if filters.given else None)
    if tally is None:
        return EXIT_UNREADABLE
    filters.check_preset("stats")
    stats = tally.stats()
    if args.name is not None:
        # as at the table, names that differ only in case (or in invisible characters, or in a
        # look-alike letter of another alphabet) are one; and a name is found as typed without
        # its letters ("Aase" or "Ase" for Åse, "Soren" for Søren: ``names.same_typed``); a
        # level by its name in this language or in English ("hard bot", as the docs and
        # --json write it): in Swedish "hard bot" was no player
        stats = [s for s in stats if seat_named(s.name, HUMAN, args.name)
                 or (s.kind != HUMAN and seat_named("", s.kind, args.name))]
        if not stats:
            levels = tally.levels_seated_as(args.name)
            message = _("no finished match has a player called %(name)r") % {"name": args.name}
            if levels:  # "Bot 1" is a seat; its statistics are its level's ("random bot")
                message += ": " + _("bots are counted by level: try %(levels)s") \
                    % {"levels": ", ".join(repr(level) for level in levels)}
            print("golf-tui: " + message, file=sys.stderr)
            return 2
    if args.json:
        print(json.dumps([s.to_json() for s in stats], ensure_ascii=False))
        return 0
    width = out_width()
    if filters.given:  # which matches these are
        print("\n".join(_wrapped(_("Matches counted: %(filters)s") % {
            "filters": filters.words()}, width, "", "  ")))
    if not stats:
        print(_("No finished match is left by these options.") if filters.given
              else _(NOBODY_NAMED) if tally.counted else _("No finished matches yet."))
        return 0
    for s in stats:
        print("\n".join(stats_lines(s, width)))
    return 0


def stats_lines(s: PlayerStats, width: int) -> list[str]:
    """A player's lines of ``golf-tui stats`` within ``width`` cells (as ``golf-tui history``'s):
    the player's line, then one per ruleset, indented, broken between its "; " parts where it
    does not fit, each further line indented under the ruleset's; a part wider than the line
    breaks between its words, never within one. At 80 columns the ruleset lines ran 100-115
    characters, and the terminal broke them mid-word ("best ho" / "le 21")."""
    lines = _wrapped(stats_head(s), width, "", "    ")
    for r in s.rulesets:
        line = _("%(ruleset)s: %(matches)s, %(wins)s; mean hole score %(mean)s over"
                 " %(holes)s; best hole %(best_hole)s; best match %(best_match)s") \
            % {"ruleset": r.label(), "matches": matches_text(r.matches),
               "wins": wins_text(r.wins), "mean": mean_text(r.mean_hole),
               "holes": holes_text(r.holes),
               "best_hole": "–" if r.best_hole is None else _minus(r.best_hole),
               "best_match": best_match_text(r.best_match)}
        lines += _parts_lines(line.split("; "), width, "  ", "    ")
    return lines


def _wrapped(text: str, width: int, first: str, hang: str) -> list[str]:
    """``text`` broken between its words only (a ruleset's "norwegian-4" whole, too)."""
    return textwrap.wrap(text, width, initial_indent=first, subsequent_indent=hang,
                         break_long_words=False, break_on_hyphens=False) or [first]


def _parts_lines(parts: list[str], width: int, first: str, hang: str) -> list[str]:
    """``parts`` joined by "; " on as few lines as they fit, the first line indented ``first``,
    the rest ``hang``; a line broken after a part keeps its ";"."""
    lines: list[str] = []
    line = ""
    for i, part in enumerate(parts):
        part += ";" if i < len(parts) - 1 else ""
        indent = hang if lines else first
        if line and cell_len(f"{line} {part}") <= width:
            line = f"{line} {part}"
            continue
        if line:
            lines.append(line)
            indent = hang
        *whole, line = _wrapped(part, width, indent, hang)
        lines += whole
    lines.append(line)
    return lines


def stats_head(s: PlayerStats) -> str:
    """A player's first line of ``golf-tui stats``. A computer level's ("hard bot: …") ends in
    "(bot level)": a person may be called "hard bot" too, and only the JSON's ``kind`` told
    the two lines apart. The words end the line, after the numbers, where no name reaches."""
    from ..storage.history import HUMAN

    values = {"name": s.name, "matches": matches_text(s.matches), "wins": wins_text(s.wins)}
    if s.kind == HUMAN and s.stood_in:
        # the matches are theirs (won or lost); the holes the computer played are not in
        # their mean or best hole (``RulesetStats.stood_in``)
        return _("%(name)s: %(matches)s, %(wins)s (%(stood_in)s)") % {
            **values, "stood_in": stood_in_text(s.stood_in)}
    if s.kind == HUMAN:
        return _("%(name)s: %(matches)s, %(wins)s") % values
    return _("%(name)s: %(matches)s, %(wins)s (bot level)") % values


def matches_text(n: int) -> str:
    return ngettext("%(n)d match", "%(n)d matches", n) % {"n": n}


def stood_in_text(n: int) -> str:
    """"2 with a computer standing in": of a person's matches, those in which a computer
    played some holes for them (they left the table)."""
    return ngettext("%(n)d with a computer standing in", "%(n)d with a computer standing in",
                    n) % {"n": n}


def wins_text(n: int) -> str:
    return ngettext("%(n)d win", "%(n)d wins", n) % {"n": n}


def holes_text(n: int) -> str:
    return ngettext("%(n)d hole", "%(n)d holes", n) % {"n": n}


def _minus(n: int) -> str:
    """``breakdown.minus``, loaded when a number is written: breakdown brings the engine (and
    pydantic), which the quick start's first frame, importing this module, must not load."""
    from ..breakdown import minus

    return minus(n)


def mean_text(mean: float | None) -> str:
    """A mean hole score as both the terminal and the app show it: one decimal, below 0 with
    the minus sign the scorecard writes ("−1.5")."""
    return "–" if mean is None else decimal(mean, 1).replace("-", "\u2212")


def best_match_text(best: dict[int, int], sep: str = ", ") -> str:
    """The lowest total per length of match: "188 (9 holes), 31 (1 hole)"."""
    return sep.join(_("%(total)s (%(holes)s)") % {"total": _minus(total),
                                                  "holes": holes_text(holes)}
                    for holes, total in best.items()) or "–"


COMMANDS = {"history": cmd_history, "stats": cmd_stats}
