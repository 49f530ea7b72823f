"""``golf-tui stats``: per-player statistics (``stats_lines``, or ``--json``), and the words for
them the app's statistics screen shares (``matches_text``, ``mean_text``, ``best_match_text``)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ..i18n import _, decimal, ngettext
from .errors import OptionError
from .history_filters import (
    EXIT_UNREADABLE,
    Filters,
    _counted,
    no_player_called,
    plays_in,
    seat_named,
)
from .plain import json_out
from .wrapping import _minus, _parts_lines, _wrapped, out_width

if TYPE_CHECKING:
    from ..storage import HistoryEntry, PlayerStats


def cmd_stats(args: argparse.Namespace) -> int:
    from ..storage.history import HUMAN, NOBODY_NAMED, nobody_named

    if args.name is not None and not args.name.strip():  # "" listed every player
        raise OptionError(_("the player's name is empty: give a name, or leave it out to list"
                            " every player"), "stats")
    filters = Filters.of(args, "stats")
    # whether the player named is in any match read, the filters aside: where the filters
    # leave none of theirs, "no finished match has a player called 'Ann'" was untrue
    named_outside = False

    def accepts(e: HistoryEntry) -> bool:
        nonlocal named_outside
        if args.name is not None and not named_outside:
            named_outside = plays_in(e, args.name)
        return filters.accepts(e)

    tally = _counted(accepts if filters.given else None)
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
            message = no_player_called(args.name)
            if nobody_named(args.name):
                # "Player 3" in any language names a seat, not a person: such seats are left
                # out of the statistics on purpose (``NOBODY_NAMED``), which the message said
                # nothing of
                message = _("%(name)r is a seat's default name, not a person's: seats nobody"
                            " named are not counted in the statistics") % {"name": args.name}
            elif named_outside:  # the player has matches, none of them left by the options
                message = _("no match with a player called %(name)r is left by these options"
                            " (%(filters)s)") \
                    % {"filters": filters.words(), "name": args.name}
            if levels:  # "Bot 1" is a seat; its statistics are its level's ("random bot")
                message += ": " + _("bots are counted by level: try %(levels)s") \
                    % {"levels": ", ".join(repr(level) for level in levels)}
            print("golf-tui: " + message, file=sys.stderr)
            return 2
    if args.json:
        print(json_out([s.to_json() for s in stats]))
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


def mean_text(mean: float | None) -> str:
    """A mean hole score as both the terminal and the app show it: one decimal, below 0 with
    the minus sign the scorecard writes ("−1.5")."""
    return "–" if mean is None else decimal(mean, 1).replace("-", "\u2212")


def best_match_text(best: dict[int, int], sep: str = ", ") -> str:
    """The lowest total per length of match: "188 (9 holes), 31 (1 hole)"."""
    return sep.join(_("%(total)s (%(holes)s)") % {"total": _minus(total),
                                                  "holes": holes_text(holes)}
                    for holes, total in best.items()) or "–"
