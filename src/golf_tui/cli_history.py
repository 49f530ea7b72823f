"""``golf-tui history`` and ``golf-tui stats``: finished matches and per-player statistics in the
terminal (``--json`` for machines)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from .i18n import _, decimal, ngettext

if TYPE_CHECKING:
    from .storage import HistoryEntry, Store


def add_parsers(sub: Any) -> None:
    h = sub.add_parser("history", help=_("list finished matches (newest last)"))
    h.add_argument("--json", action="store_true", help=_("print a JSON array"))
    h.add_argument("--show", type=int, metavar="N", help=_("print the scorecard of match N"))
    s = sub.add_parser("stats", help=_("statistics per player name"))
    s.add_argument("name", nargs="?", help=_("only this player"))
    s.add_argument("--json", action="store_true", help=_("print a JSON array"))


def _load() -> tuple[Store, list[Any]]:
    from .storage import Store  # here, not at the top: the game's start-up does not need it

    store = Store()
    entries, problems = store.history()
    for p in problems:
        print(f"golf-tui: {p}", file=sys.stderr)
    return store, entries


def _won_by(e: HistoryEntry) -> str:
    return _("won by %(winners)s") % {"winners": " & ".join(e.winner_names())}


def cmd_history(args: argparse.Namespace) -> int:
    _store, entries = _load()
    if args.show is not None:
        if not 1 <= args.show <= len(entries):
            print("golf-tui: " + _("there is no match %(number)d (history has %(count)d)")
                  % {"number": args.show, "count": len(entries)}, file=sys.stderr)
            return 2
        e = entries[args.show - 1]
        if args.json:
            print(json.dumps(e.summary(), ensure_ascii=False))
            return 0
        width = max(len(p) for p in e.players)
        print("  ".join([e.finished_local, e.ruleset, *e.house_rules]))
        print(" " * width + "".join(f"{i + 1:>5}" for i in range(len(e.holes)))
              + "  " + _("total"))
        for seat, name in enumerate(e.players):
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
        totals = ", ".join(f"{p} {t}" for p, t in zip(e.players, e.totals, strict=True))
        won = _won_by(e)
        print(f"{i:>3}. {e.finished_local}  {e.ruleset:11}"
              f"  {won}  ({totals})")
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    from .storage import player_stats

    _store, entries = _load()
    stats = player_stats(entries)
    if args.name:
        stats = [s for s in stats if s.name == args.name]
        if not stats:
            levels = _levels_seated_as(entries, args.name)
            message = _("no finished match has a player called %(name)r") % {"name": args.name}
            if levels:  # "Bot 1" is a seat; its statistics are its level's ("random bot")
                message += ": " + _("computer players are counted by level: try %(levels)s") \
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
        means = ", ".join(f"{r} {decimal(m, 1)}" for r, m in s.mean_hole.items())
        best = f"{s.best_match[0]} ({s.best_match[1]})" if s.best_match else "–"
        matches = ngettext("%(n)d match", "%(n)d matches", s.matches) % {"n": s.matches}
        wins = ngettext("%(n)d win", "%(n)d wins", s.wins) % {"n": s.wins}
        print(_("%(name)s: %(matches)s, %(wins)s; mean hole score %(means)s;"
                " best hole %(best_hole)s; best match %(best_match)s")
              % {"name": s.name, "matches": matches, "wins": wins, "means": means,
                 "best_hole": s.best_hole, "best_match": best})
    return 0


def _levels_seated_as(entries: list[HistoryEntry], name: str) -> list[str]:
    """The statistics' names of the computer players that sat as ``name`` in any match."""
    from .storage.history import HUMAN, computer_name

    kinds = [e.kinds[seat] for e in entries for seat, player in enumerate(e.players)
             if player == name and seat < len(e.kinds) and e.kinds[seat] != HUMAN]
    return [computer_name(kind) for kind in dict.fromkeys(kinds)]


COMMANDS = {"history": cmd_history, "stats": cmd_stats}
