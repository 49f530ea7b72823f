"""Helpers for the bot tests: the rulesets every level must handle, quick bots, and holes
played to a chosen point."""

from __future__ import annotations

import random
from collections.abc import Callable

from golf_tui.bots import Bot, HardBot, make_bot
from golf_tui.engine import Hole, Match, Ruleset, play, view
from golf_tui.presets import load_ruleset, preset_names

HOUSE_RULES: list[tuple[str, tuple[str, ...]]] = [
    ("norwegian-4", ("knock-penalty",)),
    ("norwegian-4", ("pair-bonus",)),
    ("norwegian-4", ("jokers",)),
    ("norwegian-4", ("peek-penalty",)),
    ("norwegian-4", ("face-up",)),
    ("norwegian-4", ("knock-penalty", "pair-bonus", "jokers", "peek-penalty", "face-up")),
    ("norwegian-6", ("jokers",)),
    ("swedish-6", ("jokers", "double-pairs")),
    ("danish-6", ("jokers=minus-5",)),
    ("danish-6", ("flip-after-discard",)),
    ("danish-6", ("flip-as-turn",)),
    ("danish-6", ("four-of-a-kind", "two-decks")),
    ("danish-6", ("final-lap", "flip-after-discard", "flip-as-turn")),
    ("nine-card", ("jokers",)),
]
RULESETS: list[tuple[str, tuple[str, ...]]] = [(p, ()) for p in preset_names()] + HOUSE_RULES
LEVELS = ("random", "easy", "normal", "hard")
QUICK_BUDGET = 150  # the hard player's thinking budget in tests: same code, fewer rollouts


def ruleset(preset: str, house: tuple[str, ...] = (), holes: int | None = None) -> Ruleset:
    rules = [f"match.holes={holes}"] if holes is not None else []
    return load_ruleset(preset, house, rules)


def bot(kind: str, seed: int) -> Bot:
    """A bot of ``kind``; the hard one with the quick test budget."""
    if kind == "hard":
        return HardBot(seed, budget=QUICK_BUDGET, min_worlds=1)
    return make_bot(kind, seed)


def ruleset_id(case: tuple[str, tuple[str, ...]]) -> str:
    preset, house = case
    return "+".join((preset, *house))


def hole_at(rs: Ruleset, players: int, seed: int, steps: int,
            watch: Callable[[Hole], None] | None = None) -> tuple[Hole, list[Bot]]:
    """A hole of a match between normal players, ``steps`` actions in (or at its last action),
    and the bots that watched it, each having observed every view of its seat. ``watch`` sees
    the hole before every action."""
    m = Match.start(rs, [f"p{i}" for i in range(players)], seed)
    bots = [make_bot("normal", seed * 10 + i) for i in range(players)]
    for _ in range(steps):
        h = m.hole
        if watch is not None:
            watch(h)
        for i, b in enumerate(bots):
            if i != h.current:
                b.observe(view(h, i))
        nxt = play(m, bots[h.current].choose(view(h, h.current)))
        if nxt.deals != m.deals or nxt.finished:
            break
        m = nxt
    return m.hole, bots


def shuffle_hidden(h: Hole, seat: int, rng: random.Random) -> Hole:
    """The same hole as ``seat`` sees it, with every card it cannot see moved around: the others'
    face-down cards, its own face-down cards it has not seen, the stock order and the reshuffle
    seed."""
    positions: list[tuple[int, int]] = []
    for s, grid in enumerate(h.grids):
        hidden = ~h.face_up[s] & (~h.seen[s] if s == seat else -1)
        positions += [(s, p) for p in range(len(grid)) if hidden >> p & 1]
    cards = [h.grids[s][p] for s, p in positions] + list(h.stock)
    if h.held >= 0 and h.current != seat and h.held_from == 1:
        positions.append((-1, -1))
        cards.append(h.held)
    rng.shuffle(cards)
    grids = [list(g) for g in h.grids]
    held = h.held
    for (s, p), card in zip(positions, cards, strict=False):
        if s < 0:
            held = card
        else:
            grids[s][p] = card
    stock = tuple(cards[len(positions):])
    return h._replace(grids=tuple(tuple(g) for g in grids), stock=stock, held=held,
                      seed=rng.getrandbits(63))
