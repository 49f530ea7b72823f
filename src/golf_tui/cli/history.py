"""``golf-tui history`` and ``golf-tui stats``: finished matches and per-player statistics in the
terminal (``--json`` for machines). Their options (``add_parsers``) and commands (``COMMANDS``);
the names other code imports, from the modules that hold them: ``history_list`` (the list and a
match's scorecard), ``stats_cmd`` (the statistics, and the words the app's statistics share),
``history_filters`` (the matches read and the options choosing among them) and ``wrapping`` (the
width and the wrapping both lay their lines out by)."""

from __future__ import annotations

from typing import Any

from ..argparse_words import Once
from ..i18n import _, pgettext
from .history_filters import (
    EXIT_UNREADABLE,
    Filters,
    _add_filters,
    _count,
    seat_named,
)
from .history_list import (
    WINNERS,
    cmd_history,
    list_lines,
    scorecard_lines,
    stood_in_legend,
    stood_in_lines,
)
from .stats_cmd import (
    best_match_text,
    cmd_stats,
    holes_text,
    matches_text,
    mean_text,
    stats_head,
    stats_lines,
    stood_in_text,
    wins_text,
)
from .wrapping import GLUE, WIDTH, out_width

__all__ = [
    "COMMANDS",
    "EXIT_UNREADABLE",
    "GLUE",
    "WIDTH",
    "WINNERS",
    "Filters",
    "add_parsers",
    "best_match_text",
    "cmd_history",
    "cmd_stats",
    "holes_text",
    "list_lines",
    "matches_text",
    "mean_text",
    "out_width",
    "scorecard_lines",
    "seat_named",
    "stats_head",
    "stats_lines",
    "stood_in_legend",
    "stood_in_lines",
    "stood_in_text",
    "wins_text",
]


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


COMMANDS = {"history": cmd_history, "stats": cmd_stats}
