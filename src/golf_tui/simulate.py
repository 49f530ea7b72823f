"""Matches between computer players, without a screen: the engine of ``golf-tui simulate`` and of
the bot benchmarks. Every bot is fed only its own seat's views."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .bots import Bot, make_bot, tell_standings
from .engine import Hole, Match, Ruleset, play, view


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for a match played with ``seed``."""
    return seed * 1_000 + seat


def play_match(ruleset: Ruleset, bots: Sequence[Bot], seed: int,
               names: Sequence[str] | None = None) -> Match:
    """Play a whole match with one bot per seat."""
    players = list(names) if names else [f"{b.kind}-{i + 1}" for i, b in enumerate(bots)]
    return play_on(Match.start(ruleset, players, seed), bots)


def play_on(m: Match, bots: Sequence[Bot], until: Callable[[Match], bool] | None = None,
            watch: Callable[[Hole], None] | None = None) -> Match:
    """Play ``m`` on from the start of a hole with one bot per seat, to its end or to the first
    hole for which ``until`` holds (not played). The bots are shown the scorecard as each hole
    begins; ``watch`` sees the hole before every action."""
    deals = None
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
        seat = h.current
        for i, bot in enumerate(bots):
            if i != seat:
                bot.observe(view(h, i))
        if watch is not None:
            watch(h)
        m = play(m, bots[seat].choose(view(h, seat)))
    return m


def simulate(ruleset: Ruleset, players: int, seed: int,
             kinds: Sequence[str] | None = None) -> Match:
    """Play a match between bots of ``kinds`` (one per seat; default: all random)."""
    kinds = list(kinds) if kinds else ["random"] * players
    if len(kinds) != players:
        raise ValueError(f"--bots names {len(kinds)} player kinds for {players} players")
    ruleset.check_players(players)
    bots = [make_bot(k, bot_seed(seed, i)) for i, k in enumerate(kinds)]
    return play_match(ruleset, bots, seed)


def match_report(m: Match) -> dict[str, Any]:
    """The JSON object printed by ``golf-tui simulate --json``."""
    return {
        "ruleset": m.ruleset.name,
        "house_rules": list(m.ruleset.active_house_rules),
        "seed": m.seed,
        "players": list(m.players),
        "holes": [
            {
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
            for r in m.results
            for cols in [m.table.cols]
        ],
        "totals": list(m.totals),
        "winners": list(m.winners),
        "turns": sum(r.turns for r in m.results),
    }
