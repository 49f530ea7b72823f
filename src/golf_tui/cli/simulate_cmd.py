"""``golf-tui simulate``: one match between bots, hole by hole, or a series of them (in worker
processes with ``--jobs``), each kind's results in a table; Ctrl+C stops a series with what was
played. The matches themselves are ``golf_tui.simulate``'s, which imports the engine: it is
imported when the command runs."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..i18n import N_, _, and_list, decimal, ngettext, percent
from .errors import EXIT_INTERRUPTED, EXIT_TERMINATED, OptionError, UsageError
from .plain import json_out
from .rulesets_cmd import command_ruleset

if TYPE_CHECKING:
    from .workers import Pending, Workers

T = TypeVar("T")
R = TypeVar("R")

# How each hole of a simulated match ended, for the text output (the JSON keeps the codes).
ENDINGS = {
    "knock": N_("knock"),
    "all_face_up": N_("all face up"),
    "empty_stock": N_("empty stock"),
    "redeal": N_("redeal"),
}


def _bot_kinds(text: str | None) -> list[str] | None:
    """The kinds ``--bots`` names, in seat order; None when it is not given."""
    if text is None:
        return None
    from ..app.setup_model import bot_kind_named
    from ..bots import BOT_KINDS

    kinds = []
    for word in text.split(","):
        kind = bot_kind_named(word)  # "hard", or "vanskelig", "svår", as --players takes it
        if kind is None:
            raise OptionError(_("--bots: no bot %(kind)s (kinds: %(kinds)s)")
                              % {"kind": repr(word.strip().casefold()),
                                 "kinds": ", ".join(BOT_KINDS)},
                              "simulate")
        kinds.append(kind)
    return kinds


def _kind_name(kind: str) -> str:
    """A bot kind in the current language, as ``--bots`` reads it ("vanskelig" for ``hard``
    in Norwegian): the text output's words. The ``--json`` output keeps the English kinds."""
    from ..app.setup_model import bot_kind_name

    return bot_kind_name(kind)


def _seat_names(kinds: Sequence[str]) -> list[str]:
    """The seats of a match between ``kinds`` as the text output names them: the kind in the
    current language and the seat's number ("vanskelig-1", where the report has "hard-1")."""
    return [f"{_kind_name(kind)}-{seat}" for seat, kind in enumerate(kinds, 1)]


def cmd_simulate(args: argparse.Namespace) -> int:
    from ..engine import Match, Ruleset
    from ..engine.ruleset import MAX_HOLES
    from ..simulate import (
        hole_report,
        match_report,
        rotated,
        series_match,
        series_report,
        simulate,
        warn_long,
    )

    extra = [f"match.holes={args.holes}"] if args.holes is not None else []
    if args.holes is not None and not 1 <= args.holes <= MAX_HOLES:
        raise OptionError(_("--holes must be from 1 to %(max)d") % {"max": MAX_HOLES},
                          "simulate")
    if args.matches < 1:
        raise OptionError(_("--matches must be at least 1"), "simulate")
    if args.jobs < 1:
        raise OptionError(_("--jobs must be at least 1"), "simulate")
    ruleset = command_ruleset(args, extra)
    assert isinstance(ruleset, Ruleset)
    if args.holes is not None and ruleset.match.end != "holes":  # it would be set, and unused
        raise UsageError(_("--holes: %(ruleset)s plays each match to %(target)d points, not for"
                           " a number of holes (leave out --holes, or add --rule"
                           " match.end=holes)")
                         % {"ruleset": ruleset.name, "target": ruleset.match.target})
    kinds = _bot_kinds(args.bots)
    players = args.players if args.players is not None else len(kinds) if kinds else 4
    try:  # first: "--bots names 2 player kinds for 1 players" hid that no table seats one
        ruleset.check_players(players)  # the engine decides; the message is in the language
    except ValueError:
        raise UsageError(_("%(ruleset)s is for %(min)d–%(max)d players, not %(n)d")
                         % {"ruleset": ruleset.name, "min": ruleset.players.min,
                            "max": ruleset.players.max, "n": players}) from None
    if kinds is not None and len(kinds) != players:
        raise UsageError(ngettext("--bots names %(kinds)d player kind for %(players)d players",
                                  "--bots names %(kinds)d player kinds for %(players)d players",
                                  len(kinds)) % {"kinds": len(kinds), "players": players})
    lineup = kinds or ["random"] * players
    if args.matches == 1:
        shown = 0
        names = _seat_names(lineup)

        def hole_over(m: Match) -> None:
            """Each hole's line as soon as it is played: eight hard players on nine cards
            take minutes a match, which went by in silence."""
            nonlocal shown
            for r in m.results[shown:]:
                print(_hole_line(names, hole_report(r, m.table.cols)), flush=True)
            shown = len(m.results)

        try:
            played_one = simulate(ruleset, players, args.seed, lineup, long=warn_long,
                                  hole_over=None if args.json else hole_over)
        except KeyboardInterrupt:
            _say_interrupted_early()
            return EXIT_INTERRUPTED
        report = match_report(played_one)
        print(json_out(report) if args.json
              else "\n".join(_match_lines(report, names)[len(report["holes"]):]))
        return 0
    # Made one by one as they are played: a huge --matches runs until Ctrl+C, unlisted.
    tasks = ((ruleset, players, args.seed + i, rotated(lineup, i) if args.rotate else lineup)
             for i in range(args.matches))
    from .workers import WorkerLost

    played: list[tuple[list[str], dict[str, Any]]] = []
    widths = len(str(args.matches)), len(str(args.seed + args.matches - 1))
    processes = worker_count(args.jobs, args.matches)
    pool = None
    lost = False
    ended: list[int] = []  # SIGTERM, once it came: the series ends as at Ctrl+C
    try:
        with _ended_by_sigterm(ended):
            pool = _pool(processes) if processes > 1 else None  # starting it can take a while
            for task, report in in_order(series_match, tasks, pool, ahead=2 * processes):
                # a match counted is a match shown, and the other way round
                with _ctrl_c_held():
                    played.append((list(task[3]), report))
                    if not args.json:
                        print(_series_line(report, _seat_names(task[3]), len(played), widths),
                              flush=True)
    except KeyboardInterrupt:
        if not played:
            _say_interrupted_early(not ended)
            if not args.json:  # --json still prints its (empty) report, as promised
                return EXIT_TERMINATED if ended else EXIT_INTERRUPTED
    except WorkerLost as e:  # the OOM killer, say: the series ends with what was played
        lost = True
        print("golf-tui: " + str(e), file=sys.stderr)
    finally:
        if pool is not None:
            pool.terminate()  # at once: after Ctrl+C the matches still being played are dropped
            pool.join()
    if args.json:
        report = series_report(ruleset, played, lineup, args.rotate, args.seed, args.matches)
        print(json_out(report))
    else:  # exact numbers, each rounded once, half up, to the table's places
        report = series_report(ruleset, played, lineup, args.rotate, args.seed, args.matches,
                               places=None)
        print("\n" + "\n".join(_summary_lines(report, lost)))
    if lost:
        return 1
    if len(played) == args.matches:
        return 0
    return EXIT_TERMINATED if ended else EXIT_INTERRUPTED


def _say_interrupted_early(echoed: bool = True) -> None:
    # On a new line where the terminal has echoed ^C after the last line of output.
    print(("\n" if echoed else "") + "golf-tui: " + _("interrupted before any match finished"),
          file=sys.stderr)


def _held_signals() -> list[int]:
    """Ctrl+C, and SIGTERM where there is one to hold (``kill``, ``timeout``, a service
    manager stopping the command)."""
    import signal

    return [signal.SIGINT, *([signal.SIGTERM] if hasattr(signal, "SIGTERM") else [])]


@contextlib.contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Ctrl+C (SIGINT) or SIGTERM during the block takes effect when it ends."""
    import signal

    caught: list[int] = []
    before = {number: signal.signal(number, lambda number, frame: caught.append(number))
              for number in _held_signals()}
    try:
        yield
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)
    for number in caught:
        signal.raise_signal(number)  # each to its own handler, outside the block


@contextlib.contextmanager
def _ended_by_sigterm(ended: list[int]) -> Iterator[None]:
    """SIGTERM during the block ends it as Ctrl+C does (``KeyboardInterrupt``), noted in
    ``ended``: ``timeout 3600 golf-tui simulate --matches 1000000 > out.txt`` printed no
    summary of the hour's matches, the process killed where it stood."""
    import signal

    if not hasattr(signal, "SIGTERM"):
        yield
        return

    def end(number: int, frame: object) -> None:
        ended.append(number)
        raise KeyboardInterrupt

    before = signal.signal(signal.SIGTERM, end)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


def worker_count(jobs: int, matches: int) -> int:
    """The worker processes ``--jobs`` gets: no more than there are matches to play or cores
    to play them on (more would only wait, and use memory)."""
    return max(1, min(jobs, matches, os.cpu_count() or 1))


def in_order(play: Callable[[T], R], tasks: Iterable[T], pool: Workers | None,
             ahead: int) -> Iterator[tuple[T, R]]:
    """Each task with ``play(task)``, in the tasks' order. A pool is handed at most ``ahead``
    tasks before their results are read, so an endless series is never queued whole."""
    if pool is None:
        for task in tasks:
            yield task, play(task)
        return
    waiting: deque[tuple[T, Pending[R]]] = deque()
    for task in tasks:
        waiting.append((task, pool.apply_async(play, (task,))))
        if len(waiting) >= ahead:
            first, result = waiting.popleft()
            yield first, result.get()
    while waiting:
        first, result = waiting.popleft()
        yield first, result.get()


def _pool(processes: int) -> Workers:
    """Worker processes for a series; they leave Ctrl+C to this one, which ends them."""
    from .workers import Workers

    return Workers(processes)


def _match_lines(report: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """A simulated match as text, its seats called ``names``: a line a hole, then the totals
    and the winners."""
    lines = [_hole_line(names, hole) for hole in report["holes"]]
    lines.append(_("totals:") + " " + _scores(names, report["totals"]))
    lines.append(_winners(report, names))
    return lines


def _hole_line(names: Sequence[str], hole: Mapping[str, Any]) -> str:
    """One hole of a simulated match (``simulate.hole_report``) as text."""
    scores = hole["scores"] or [_("void")] * len(names)
    ending = ENDINGS.get(hole["ending"])
    ending = _(ending) if ending else hole["ending"]
    if hole["closer"] is not None:  # who knocked or went out
        ending += f" ({names[hole['closer']]})"
    return (_("hole %(number)2d") % {"number": hole["hole"]} + f"  {ending:24} "
            + _scores(names, scores))


def _scores(names: Sequence[str], scores: Sequence[object]) -> str:
    return "  ".join(f"{n}: {s}" for n, s in zip(names, scores, strict=True))


def _winners(report: Mapping[str, Any], names: Sequence[str]) -> str:
    winners = [names[w] for w in report["winners"]]
    # "winners: random-1 and random-2", in the language's list words, as the history's
    return ngettext("winner:", "winners:", len(winners)) + " " + and_list(winners)


def _series_line(report: Mapping[str, Any], names: Sequence[str], number: int,
                 widths: tuple[int, int]) -> str:
    """One match of a series on one line, its seats called ``names``: its number and seed, the
    totals and the winners."""
    return (_("match %(number)s") % {"number": str(number).rjust(widths[0])} + "  "
            + _("seed %(seed)s") % {"seed": str(report["seed"]).ljust(widths[1])} + "  "
            + _scores(names, report["totals"]) + "  " + _winners(report, names))


def _summary_lines(report: Mapping[str, Any], lost: bool = False) -> list[str]:
    """The end of a series: what was played, and a table of each kind's results; ``lost``: it
    ended because a worker process did."""
    done, asked = len(report["matches"]), report["matches_asked"]
    first = report["first_seed"]
    lines = [ngettext("%(ruleset)s: %(n)d match, seeds %(first)d–%(last)d",
                      "%(ruleset)s: %(n)d matches, seeds %(first)d–%(last)d", done)
             % {"ruleset": report["ruleset"], "n": done, "first": first,
                "last": first + done - 1}]
    if done < asked:
        lines.append((_("stopped after %(done)d of %(asked)d matches (a worker process was lost)")
                      if lost else _("interrupted after %(done)d of %(asked)d matches"))
                     % {"done": done, "asked": asked})
    lineup = ",".join(_kind_name(kind) for kind in report["lineup"])
    lines.append(_("line-up: %(kinds)s, moved one seat on each match") % {"kinds": lineup}
                 if report["rotate"] else _("line-up: %(kinds)s") % {"kinds": lineup})
    head = [_("player"), _("matches"), _("wins"), _("win rate (95% CI)"),
            _("mean hole score (95% CI)")]
    rows = [head]
    for kind, t in report["summary"].items():
        lo, hi = t["win_rate_95"]
        half = t["mean_hole_score_95"]
        mean = decimal(t["mean_hole_score"], 2)
        rows.append([_kind_name(kind), str(t["matches"]), decimal(t["wins"]),
                     f"{percent(t['win_rate'])} ({percent(lo)}–{percent(hi)})",
                     mean + ("" if half is None else f" ± {decimal(half, 2)}")])
    widths = [max(len(r[c]) for r in rows) for c in range(len(head))]
    lines.append("")
    for r in rows:
        cells = [r[0].ljust(widths[0])] + [cell.rjust(w) for cell, w in zip(r[1:3], widths[1:3],
                                                                           strict=True)]
        cells += [cell.ljust(w) for cell, w in zip(r[3:], widths[3:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    return lines
