"""Matches between computer players, without a screen: the engine of ``golf-tui simulate`` and of
the bot benchmarks. Every bot is fed only its own seat's views."""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import Bot, bot_seed, make_bot, tell_standings
from .engine import Hole, HoleResult, Match, Ruleset, play, view

# A hole this long may never end: ``play_on`` says so once. (A hole voided again and again
# cannot be: the engine voids one at most ``engine.match.MAX_VOIDS`` times in a row.)
LONG_TURNS = 2_000


def play_match(ruleset: Ruleset, bots: Sequence[Bot], seed: int,
               names: Sequence[str] | None = None,
               long: Callable[[Match, int], None] | None = None,
               hole_over: Callable[[Match], None] | None = None) -> Match:
    """Play a whole match with one bot per seat (``long``, ``hole_over``: see ``play_on``)."""
    players = list(names) if names else [f"{b.kind}-{i + 1}" for i, b in enumerate(bots)]
    return play_on(Match.start(ruleset, players, seed), bots, long=long, hole_over=hole_over)


def play_on(m: Match, bots: Sequence[Bot], until: Callable[[Match], bool] | None = None,
            watch: Callable[[Hole], None] | None = None,
            long: Callable[[Match, int], None] | None = None,
            hole_over: Callable[[Match], None] | None = None) -> Match:
    """Play ``m`` on from the start of a hole with one bot per seat, to its end or to the first
    hole for which ``until`` holds (not played). The bots are shown the scorecard as each hole
    begins; ``watch`` sees the hole before every action. ``long`` is told, once, ``(m, turns)``
    when a hole has run ``LONG_TURNS`` turns (rules and players that may never finish it): the
    caller may warn, and play goes on.
    ``hole_over`` is given the match each time a deal ends (its result the last of
    ``m.results``), so that a caller can show the holes as they are played."""
    deals = None
    told = False
    while not m.finished:
        if m.deals != deals:  # a hole begins
            if deals is not None:
                for bot in bots:
                    bot.new_hole()
            deals = m.deals
            if until is not None and until(m):
                break
            tell_standings(bots, m)
        h = m.hole
        if long is not None and not told and h.turns >= LONG_TURNS:
            told = True
            long(m, h.turns)
        seat = h.current
        for i, bot in enumerate(bots):
            if i != seat:
                bot.observe(view(h, i))
        if watch is not None:
            watch(h)
        played = len(m.results)
        m = play(m, bots[seat].choose(view(h, seat)))
        if hole_over is not None and len(m.results) > played:
            hole_over(m)
    return m


def simulate(ruleset: Ruleset, players: int, seed: int,
             kinds: Sequence[str] | None = None,
             long: Callable[[Match, int], None] | None = None,
             hole_over: Callable[[Match], None] | None = None) -> Match:
    """Play a match between bots of ``kinds`` (one per seat; default: all random); ``long``,
    ``hole_over``: see ``play_on``."""
    kinds = list(kinds) if kinds else ["random"] * players
    if len(kinds) != players:
        raise ValueError(f"--bots names {len(kinds)} player kinds for {players} players")
    bots = [make_bot(k, bot_seed(seed, i)) for i, k in enumerate(kinds)]
    ruleset.check_players(players)
    return play_match(ruleset, bots, seed, long=long, hole_over=hole_over)


def warn_long(m: Match, turns: int) -> None:
    """Say on standard error that hole ``m.hole_number`` of the match with seed ``m.seed`` may
    never end (``golf-tui simulate``'s ``long``)."""
    import sys

    from .i18n import _

    values = {"seed": m.seed, "hole": m.hole_number, "turns": turns}
    print(_("golf-tui: seed %(seed)d, hole %(hole)d has run %(turns)d turns without ending;"
            " with these rules and players it may never end (Ctrl+C stops)") % values,
          file=sys.stderr, flush=True)


def rotated(kinds: Sequence[str], shift: int) -> list[str]:
    """The line-up ``kinds`` moved ``shift`` seats on: ``kinds[0]`` sits in seat ``shift``."""
    n = len(kinds)
    return [kinds[(seat - shift) % n] for seat in range(n)]


def hole_scores(m: Match) -> list[list[int]]:
    """Every scored hole of ``m``: one score a seat."""
    return [[s.total for s in r.scores] for r in m.scored_holes() if r.scores is not None]


@dataclass
class Tally:
    """What the players of one kind did over a series of matches.

    ``matches`` counts seats: a kind with two seats at a table plays two matches each time. A
    win shared by k players counts 1/k to each of them."""

    matches: int = 0
    wins: float = 0.0
    hole_scores: list[int] = field(default_factory=list)

    def add(self, seats: Sequence[int], winners: Sequence[int],
            holes: Sequence[Sequence[int]]) -> None:
        """Count one match in which this kind sat in ``seats``."""
        self.matches += len(seats)
        self.wins += sum(1 for w in winners if w in seats) / len(winners) if winners else 0.0
        self.hole_scores.extend(h[i] for h in holes for i in seats)

    def win_rate(self) -> tuple[float, float, float]:
        """The share of matches won and its 95% interval."""
        return wilson(self.wins, self.matches)

    def mean_score(self) -> tuple[float, float]:
        """The mean hole score and the half-width of its 95% interval (NaN when unknown)."""
        xs = self.hole_scores
        if len(xs) < 2:
            return (float(xs[0]) if xs else math.nan), math.nan
        return statistics.fmean(xs), 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float, float]:
    """The rate ``wins / n`` and its Wilson score interval (95% by default)."""
    if n == 0:
        return math.nan, math.nan, math.nan
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)  # not -0.0% from rounding


def tally_kinds(played: Sequence[tuple[Sequence[str], dict[str, Any]]]) -> dict[str, Tally]:
    """Per kind of player, in the order the kinds first appear: the matches ``played``, each
    given by the kind in every seat and its ``match_report``."""
    out: dict[str, Tally] = {}
    for kinds, report in played:
        holes = [h["scores"] for h in report["holes"] if h["scores"] is not None]
        for kind in dict.fromkeys(kinds):
            seats = [i for i, k in enumerate(kinds) if k == kind]
            out.setdefault(kind, Tally()).add(seats, report["winners"], holes)
    return out


def series_match(job: tuple[Ruleset, int, int, Sequence[str]]) -> dict[str, Any]:
    """The ``match_report`` of one match of a series, ``(ruleset, players, seed, kinds)``: a
    function of its arguments alone, so a pool of processes plays the same matches."""
    ruleset, players, seed, kinds = job
    return match_report(simulate(ruleset, players, seed, kinds, long=warn_long))


# The summary's numbers in the JSON: four decimals (docs/bots.md).
JSON_PLACES = 4


def series_report(ruleset: Ruleset, played: Sequence[tuple[Sequence[str], dict[str, Any]]],
                  lineup: Sequence[str], rotate: bool, first_seed: int,
                  asked: int, places: int | None = JSON_PLACES) -> dict[str, Any]:
    """The JSON object printed by ``golf-tui simulate --matches N --json`` (N > 1): every
    match's own report, and per kind of player its wins and mean hole score with 95%
    intervals. ``asked`` is N; fewer matches are in it when the run was interrupted.

    The summary's numbers are rounded to ``places`` decimals (NaN: None); ``places=None`` keeps
    them exact, for a table that rounds them once, to its own places: 18.12496 rounded to
    four places and then to two was 18.13."""

    def _number(x: float) -> float | None:
        return None if math.isnan(x) else x if places is None else round(x, places)

    summary = {}
    for kind, t in tally_kinds(played).items():
        rate, lo, hi = t.win_rate()
        mean, half = t.mean_score()
        summary[kind] = {
            "matches": t.matches, "wins": round(t.wins, JSON_PLACES), "win_rate": _number(rate),
            "win_rate_95": [_number(lo), _number(hi)], "mean_hole_score": _number(mean),
            "mean_hole_score_95": _number(half), "holes": len(t.hole_scores),
        }
    return {
        "ruleset": ruleset.name,
        "house_rules": list(ruleset.active_house_rules),
        "lineup": list(lineup),
        "rotate": rotate,
        "first_seed": first_seed,
        "matches_asked": asked,
        "matches": [report for _, report in played],
        "summary": summary,
    }


def hole_report(r: HoleResult, cols: int) -> dict[str, Any]:
    """One deal of ``match_report`` (``cols``: the grid's columns)."""
    return {
        "hole": r.hole,
        "dealer": r.dealer,
        "first": r.first,
        "ending": r.ending,
        "closer": r.closer,
        "turns": r.turns,
        "grids": [
            [[c.rank.value for c in grid[row * cols : (row + 1) * cols]]
             for row in range(len(grid) // cols)]
            for grid in r.grids
        ],
        "scores": None if r.scores is None else [s.total for s in r.scores],
    }


def match_report(m: Match) -> dict[str, Any]:
    """The JSON object printed by ``golf-tui simulate --json``."""
    return {
        "ruleset": m.ruleset.name,
        "house_rules": list(m.ruleset.active_house_rules),
        "seed": m.seed,
        "players": list(m.players),
        "holes": [hole_report(r, m.table.cols) for r in m.results],
        "totals": list(m.totals),
        "winners": list(m.winners),
        "turns": sum(r.turns for r in m.results),
    }
