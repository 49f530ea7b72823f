"""``golf-tui history`` and ``golf-tui stats``: finished matches and per-player statistics in the
terminal (``--json`` for machines)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from .argparse_words import Once
from .i18n import _, decimal, ngettext, pgettext

if TYPE_CHECKING:
    from .storage import HistoryEntry, PlayerStats
    from .storage.history import HistoryTally

T = TypeVar("T")

EXIT_UNREADABLE = 2  # as for any file golf-tui cannot use (a damaged ruleset, --resume's save)


def add_parsers(sub: Any) -> None:
    h = sub.add_parser("history", help=_("list finished matches (newest last)"))
    h.add_argument("--json", action="store_true", help=_("print a JSON array"))
    h.add_argument("--show", type=int, metavar="N", action=Once,
                   help=_("print the scorecard of match N"))
    s = sub.add_parser("stats", help=_("statistics per player name"))
    s.add_argument("name", nargs="?", metavar=pgettext("a placeholder in --help", "name"),
                   help=_("only this player"))
    s.add_argument("--json", action="store_true", help=_("print a JSON array"))


def _load() -> list[HistoryEntry] | None:
    """The finished matches, each damaged file reported on stderr (the rest are used); None,
    reported, when the history cannot be read at all."""
    from .storage import Store  # not at the top: the game does not need it

    return _reported(lambda: Store().history())


def _counted() -> HistoryTally | None:
    """``_load``'s matches counted as each file is read, none kept (``Store.tally``)."""
    from .storage import Store

    return _reported(lambda: Store().tally())


def _reported(read: Callable[[], tuple[T, list[str]]]) -> T | None:
    """What ``read`` read, its sentences on stderr; None, said why, when the history could not
    be read at all."""
    from .storage import HistoryUnreadable

    try:
        got, problems = read()
    except HistoryUnreadable as e:
        print(f"golf-tui: {e}", file=sys.stderr)
        return None
    for p in problems:
        print(f"golf-tui: {p}", file=sys.stderr)
    return got


def _won_by(e: HistoryEntry) -> str:
    return _("won by %(winners)s") % {"winners": " & ".join(e.winner_labels())}


def cmd_history(args: argparse.Namespace) -> int:
    entries = _load()
    if entries is None:
        return EXIT_UNREADABLE
    if args.show is not None:
        if not 1 <= args.show <= len(entries):
            print("golf-tui: " + _("there is no match %(number)d (history has %(count)d)")
                  % {"number": args.show, "count": len(entries)}, file=sys.stderr)
            return 2
        e = entries[args.show - 1]
        if args.json:
            print(json.dumps(e.summary(), ensure_ascii=False))
            return 0
        names = [e.seat_label(seat) for seat in range(len(e.players))]
        width = max(len(p) for p in names)
        print("  ".join([e.finished_local, e.ruleset, e.length_text(),
                         *e.house_rule_titles()]))
        print(" " * width + "".join(f"{i + 1:>5}" for i in range(len(e.holes)))
              + "  " + _("total"))
        for seat, name in enumerate(names):
            row = "".join(f"{h[seat]:>5}" for h in e.holes)
            star = " *" if seat in e.winners else ""
            print(f"{name:<{width}}{row}  {e.totals[seat]:>5}{star}")
        print("* " + _won_by(e))
        return 0
    if args.json:
        print(json.dumps([e.summary() for e in entries], ensure_ascii=False))
        return 0
    if not entries:
        print(_("No finished matches yet."))
        return 0
    for i, e in enumerate(entries, 1):
        totals = ", ".join(f"{e.seat_label(seat)} {t}" for seat, t in enumerate(e.totals))
        won = _won_by(e)
        print(f"{i:>3}. {e.finished_local}  {e.ruleset}, {e.length_text()}"
              f"  {won}  ({totals})")
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    from .names import name_key
    from .storage.history import HUMAN, computer_name

    if args.name is not None and not args.name.strip():  # "" listed every player
        print("golf-tui: " + _("stats: the player's name is empty: give a name, or leave it out"
                               " to list every player"), file=sys.stderr)
        return 2
    tally = _counted()
    if tally is None:
        return EXIT_UNREADABLE
    stats = tally.stats()
    if args.name is not None:
        # as at the table, names that differ only in case (or in invisible characters, or in a
        # look-alike letter of another alphabet) are one
        wanted = name_key(args.name)
        # a level by its name in this language or in English ("hard bot", as the docs and
        # --json write it): in Swedish "hard bot" was no player
        stats = [s for s in stats if name_key(s.name) == wanted
                 or (s.kind != HUMAN and name_key(computer_name(s.kind, "en")) == wanted)]
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
    if not stats:
        print(_("No finished matches yet."))
        return 0
    for s in stats:
        print(stats_head(s))
        for r in s.rulesets:
            print("  " + _("%(ruleset)s: %(matches)s, %(wins)s; mean hole score %(mean)s over"
                           " %(holes)s; best hole %(best_hole)s; best match %(best_match)s")
                  % {"ruleset": r.ruleset, "matches": matches_text(r.matches),
                     "wins": wins_text(r.wins), "mean": mean_text(r.mean_hole),
                     "holes": holes_text(r.holes),
                     "best_hole": "–" if r.best_hole is None else r.best_hole,
                     "best_match": best_match_text(r.best_match)})
    return 0


def stats_head(s: PlayerStats) -> str:
    """A player's first line of ``golf-tui stats``. A computer level's ("hard bot: …") ends in
    "(bot level)": a person may be called "hard bot" too, and only the JSON's ``kind`` told
    the two lines apart. The words end the line, after the numbers, where no name reaches."""
    from .storage.history import HUMAN

    values = {"name": s.name, "matches": matches_text(s.matches), "wins": wins_text(s.wins)}
    if s.kind == HUMAN:
        return _("%(name)s: %(matches)s, %(wins)s") % values
    return _("%(name)s: %(matches)s, %(wins)s (bot level)") % values


def matches_text(n: int) -> str:
    return ngettext("%(n)d match", "%(n)d matches", n) % {"n": n}


def wins_text(n: int) -> str:
    return ngettext("%(n)d win", "%(n)d wins", n) % {"n": n}


def holes_text(n: int) -> str:
    return ngettext("%(n)d hole", "%(n)d holes", n) % {"n": n}


def mean_text(mean: float | None) -> str:
    """A mean hole score as both the terminal and the app show it: one decimal."""
    return "–" if mean is None else decimal(mean, 1)


def best_match_text(best: dict[int, int], sep: str = ", ") -> str:
    """The lowest total per length of match: "188 (9 holes), 31 (1 hole)"."""
    return sep.join(_("%(total)d (%(holes)s)") % {"total": total, "holes": holes_text(holes)}
                    for holes, total in best.items()) or "–"


COMMANDS = {"history": cmd_history, "stats": cmd_stats}
