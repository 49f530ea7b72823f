"""``golf-tui history``: the finished matches listed, each by its number (``list_lines``), or one
match's scorecard (``--show N``: ``scorecard_lines``), or either as JSON (``--json``)."""

from __future__ import annotations

import argparse
import sys
import textwrap
from typing import TYPE_CHECKING

from rich.cells import cell_len

from ..card_rows import (
    BLOCK,
    STOOD_IN,
    STOOD_IN_LEGEND,
    hole_rows,
    row_label,
    stood_in_sentences,
    target_end_words,
)
from ..i18n import _, and_list
from .errors import OptionError
from .history_filters import EXIT_UNREADABLE, Filters, _load, no_player_called, plays_in
from .plain import json_out
from .wrapping import GLUE, _kept, _minus, _rjust, _unglued, _wrapped, out_width

if TYPE_CHECKING:
    from ..storage import HistoryEntry
    from ..storage.history import HistoryTally, MatchNumbers


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


def _no_match(number: int, numbers: MatchNumbers) -> str:
    """Why ``--show number`` has no match to show: no file has that number, or its file was
    moved aside as damaged, or cannot be used (said above it, on stderr, as it was read)."""
    path = numbers.file(number)
    if path is None:
        return _("there is no match %(number)d (history has %(count)d)") % {
            "number": number, "count": numbers.count}
    if not path.name.endswith(".json"):
        return _("match %(number)d cannot be shown: its file was moved aside as damaged, to"
                 " %(path)s") % {"number": number, "path": path}
    return _("match %(number)d cannot be shown: its file %(path)s cannot be used now") % {
        "number": number, "path": path}


def _no_player(name: str, entries: list[HistoryEntry]) -> str:
    """Why ``--player name`` is refused: no match read has that player (the other options
    aside), as ``stats NAME`` says it; a computer's seat name ("Bot 1") with the levels that sat
    as it, which ``--player`` finds computer players by ("random bot")."""
    from ..storage.history import HistoryTally

    seated = HistoryTally()  # the seats' names only, nothing counted
    for n, e in enumerate(entries):
        seated.seated(e, (e.finished_at, n))
    message = no_player_called(name)
    levels = seated.levels_seated_as(name)
    if levels:
        message += ": " + _("bots are found by level: try %(levels)s") % {
            "levels": ", ".join(repr(level) for level in levels)}
    return message


def cmd_history(args: argparse.Namespace) -> int:
    filters = Filters.of(args, "history")
    entries = _load()
    if entries is None:
        return EXIT_UNREADABLE
    from ..storage import Store

    numbers = Store().numbers(entries)  # the history's numbers, made in one place
    numbered = list(numbers.numbered)
    if filters.given or args.last is not None:
        if args.show is not None:
            raise OptionError(_("--show takes a match's number alone: the filters do not"
                                " change it"), "history")
        if filters.player is not None and not any(plays_in(e, filters.player) for e in entries):
            print("golf-tui: " + _no_player(filters.player, entries), file=sys.stderr)
            return 2
        numbered = [(n, e) for n, e in numbered if filters.accepts(e)]
        filters.check_preset("history")
        if args.last is not None:
            numbered = numbered[-args.last:]
        if not numbered and not args.json:
            print(_("No finished match is left by these options.") if entries
                  else _("No finished matches yet."))
            return 0
    if args.show is not None:
        e = numbers.entry(args.show)  # no filter given: the whole list's numbers
        if e is None:
            print("golf-tui: " + _no_match(args.show, numbers), file=sys.stderr)
            return 2
        from ..engine import MatchFormatError

        try:  # as the app's scorecard: a hand-edited file whose record says otherwise is refused
            e.rebuild()
        except MatchFormatError as problem:
            print("golf-tui: " + _("match %(number)d cannot be shown: %(problem)s")
                  % {"number": args.show, "problem": problem}, file=sys.stderr)
            return EXIT_UNREADABLE
        if args.json:
            print(json_out(e.summary()))
            return 0
        print("\n".join(scorecard_lines(e, out_width())))
        return 0
    if args.json:
        from ..storage.history import HistoryTally

        counted = HistoryTally()  # each ruleset read once, not once a match
        print(json_out([e.summary(counted) for _n, e in numbered]))
        return 0
    if not entries:
        print(_("No finished matches yet."))
        return 0
    from ..storage.history import HistoryTally

    width, tally = out_width(), HistoryTally()
    for i, e in numbered:  # the numbers of the whole list: --show takes them
        print("\n".join(list_lines(i, e, width, tally)))
    if any(any(e.stood_in) for _n, e in numbered):
        print("\n".join(stood_in_legend(width)))
    return 0


def stood_in_legend(width: int) -> list[str]:
    """The line under a list with a ``STOOD_IN`` in it."""
    return _wrapped(STOOD_IN + " " + _(STOOD_IN_LEGEND),
                    width, "", "  ")


def stood_in_lines(e: HistoryEntry, width: int) -> list[str]:
    """Under a scorecard: for whom a computer played, in which holes."""
    names = [_kept(e.seat_label(seat)) for seat in range(len(e.players))]
    return _unglued([line for sentence in stood_in_sentences(names, e.stood_in_for)
                     for line in _wrapped(sentence, width, "", "  ")])


def list_lines(number: int, e: HistoryEntry, width: int,
               tally: HistoryTally | None = None) -> list[str]:
    """A match's line of ``golf-tui history`` within ``width`` cells: when, ruleset and length,
    its house rules (as the app's history: "+ Peek penalty", "+ own rules": ``tally``
    keeps what it worked out for the next), who won, each player's total.
    Where they do not all fit on one line, the totals go under it, indented, a player and their
    total never split over two lines."""
    head = (f"{number:>3}. {e.finished_local}  {e.ruleset}, {_kept(e.length_text())}"
            f"{_house_rules(e, tally)}  {_won_by(e)}")
    totals = [f"{e.seat_label(seat)} {_minus(t)}{STOOD_IN * bool(e.stood_in_for(seat))}"
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
    starred, ``★`` as in the app (the list's ``*`` is a computer standing in)."""
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
    from ..app.glyphs import best_mark  # here: glyphs brings the engine's cards

    star = " " + best_mark()  # as the app's scorecard: "*" marks a stood-in in the list

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
    lines += _unglued(textwrap.wrap(best_mark() + " " + _won_by(e), width, subsequent_indent="  ",
                                    break_long_words=False))
    return lines + stood_in_lines(e, width)
