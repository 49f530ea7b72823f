"""Scoring one grid (the rules specification, RULES.md §5), as a breakdown in codes and numbers.

Order: cancel pairs (column or anywhere), sum what is left, add the two-pair bonus, add peek
penalties, then adjust the knocker. The total always equals the sum of the breakdown's parts.
The engine has no language: a bonus or a knock says why by a code (``BONUS_REASONS``,
``KNOCK_REASONS``), as ``IllegalAction.code`` does; ``golf_tui.breakdown`` words it all.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from .cards import Card, Rank
from .ruleset import Ruleset

POSITION_NAMES = {
    (2, 2): ("top-left", "top-right", "bottom-left", "bottom-right"),
    (2, 3): ("top-left", "top-middle", "top-right", "bottom-left", "bottom-middle", "bottom-right"),
    (3, 3): ("top-left", "top-middle", "top-right", "middle-left", "centre", "middle-right",
             "bottom-left", "bottom-middle", "bottom-right"),
}  # fmt: skip


# Why a grid has a bonus (``GridScore.bonus_reason``): two or more pair columns (Swedish
# double pairs, ``two_pair_bonus.kind = "any"``), two pair columns of one rank (Danish four of
# a kind, ``"same_rank"``).
BONUS_DOUBLE_PAIRS = "double_pairs"
BONUS_FOUR_OF_A_KIND = "four_of_a_kind"
BONUS_REASONS = (BONUS_DOUBLE_PAIRS, BONUS_FOUR_OF_A_KIND)
"""Every ``GridScore.bonus_reason`` but "" (no bonus)."""

# How the knocker's score was adjusted (``GridScore.knock_reason``): the lowest score, so the
# hole scores 0; tied for the lowest where a tie counts as lowest, 0 too; not the lowest (tied
# where a tie is not lowest, or above), the penalty added.
KNOCK_LOWEST = "lowest"
KNOCK_TIED = "tied"
KNOCK_NOT_LOWEST = "not_lowest"
KNOCK_REASONS = (KNOCK_LOWEST, KNOCK_TIED, KNOCK_NOT_LOWEST)
"""Every ``GridScore.knock_reason`` but "" (no adjustment)."""


@dataclass(frozen=True, slots=True)
class GridScore:
    """How one grid scored, step by step, in numbers and codes: the groups of positions that
    count 0 together (``cancelled``), the values of the others (``counted``, ``card_total``),
    the bonus and its code (``bonus_reason``, one of ``BONUS_REASONS`` or ""), the peeks and
    their penalty, and the knocker's adjustment, its code (``knock_reason``, one of
    ``KNOCK_REASONS`` or "") and whom the knock was measured against (``knock_against``:
    the seat and its subtotal, as ``knock_rival`` found them). ``golf_tui.breakdown`` words it."""

    cards: tuple[Card, ...]
    values: tuple[int, ...]
    cancelled: tuple[tuple[int, ...], ...]
    card_total: int
    bonus: int = 0
    bonus_reason: str = ""
    peeks: int = 0
    peek_penalty: int = 0
    knock_adjustment: int = 0
    knock_reason: str = ""
    knock_against: tuple[int, int] | None = None

    @property
    def subtotal(self) -> int:
        """Score before the knock adjustment (what decides whether the knocker is lowest)."""
        return self.card_total + self.bonus + self.peek_penalty

    @property
    def total(self) -> int:
        return self.subtotal + self.knock_adjustment

    @property
    def counted(self) -> tuple[int, ...]:
        """Positions whose value counts (not in a cancelled group)."""
        gone = {p for group in self.cancelled for p in group}
        return tuple(p for p in range(len(self.cards)) if p not in gone)

    def to_json(self) -> dict[str, object]:
        return {
            "cards": [c.code() for c in self.cards],
            "values": list(self.values),
            "cancelled": [list(g) for g in self.cancelled],
            "card_total": self.card_total,
            "bonus": self.bonus,
            "bonus_reason": self.bonus_reason,
            "peeks": self.peeks,
            "peek_penalty": self.peek_penalty,
            "knock_adjustment": self.knock_adjustment,
            "knock_reason": self.knock_reason,
            "knock_against": None if self.knock_against is None else list(self.knock_against),
            "total": self.total,
        }


def pairs_with(rules: Ruleset, rank: Rank) -> bool:
    """Whether cards of ``rank`` cancel when they pair (jokers only where ``jokers_pair``)."""
    return rank is not Rank.JOKER or rules.jokers_pair


def columns(rules: Ruleset) -> tuple[tuple[int, ...], ...]:
    """The positions of each column of a grid, left to right, each top row first."""
    rows, cols = rules.shape
    return tuple(tuple(r * cols + c for r in range(rows)) for c in range(cols))


def peek_points(rules: Ruleset) -> int:
    """What one look under the peek penalty adds to a hole's score (0 without the rule)."""
    return rules.peek_penalty.points if rules.peek_penalty.enabled else 0


def _column_groups(rules: Ruleset, cards: Sequence[Card | None]) -> list[tuple[int, ...]]:
    """Whole columns of one rank (a face-down card, None, makes none)."""
    groups = []
    for column in columns(rules):
        ranks = {card.rank if (card := cards[p]) is not None else None for p in column}
        rank = ranks.pop() if len(ranks) == 1 else None
        if rank is not None and pairs_with(rules, rank):
            groups.append(column)
    return groups


def _anywhere_groups(rules: Ruleset, cards: Sequence[Card | None]) -> list[tuple[int, ...]]:
    """Two cards of a rank, in the order of their positions (face-down ones, None, left out)."""
    by_rank: dict[Rank, list[int]] = defaultdict(list)
    for pos, card in enumerate(cards):
        if card is not None and pairs_with(rules, card.rank):
            by_rank[card.rank].append(pos)
    groups = []
    for positions in by_rank.values():
        for i in range(0, len(positions) - 1, 2):
            groups.append((positions[i], positions[i + 1]))
    return sorted(groups)


def _groups(rules: Ruleset, cards: Sequence[Card | None]) -> list[tuple[int, ...]]:
    """The groups that cancel, as the ruleset pairs (``pairs``: columns, anywhere, none)."""
    if rules.pairs == "column":
        return _column_groups(rules, cards)
    if rules.pairs == "anywhere":
        return _anywhere_groups(rules, cards)
    return []


def visible_pairs(rules: Ruleset, cards: Sequence[Card | None]) -> tuple[tuple[int, ...], ...]:
    """The groups already made among a grid's face-up cards in play (``cards`` as a view
    holds them, None face down), by the rules that will cancel them when the hole is scored
    (``score_grid``'s own): a column whole and of one rank where pairs are columns (all three
    cards in a nine-card grid), two of a rank anywhere with the pair-anywhere house rule,
    jokers only where they pair. A face-down card never counts, not even for its owner."""
    if len(cards) != rules.grid_size:
        return ()
    return tuple(_groups(rules, cards))


def _bonus(rules: Ruleset, cards: Sequence[Card], groups: list[tuple[int, ...]]) -> tuple[int, str]:
    kind = rules.two_pair_bonus.kind
    if kind == "none" or len(groups) < 2:
        return 0, ""
    if kind == "any":
        return rules.two_pair_bonus.value, BONUS_DOUBLE_PAIRS
    ranks = [cards[g[0]].rank for g in groups]
    if len(set(ranks)) < len(ranks):
        return rules.two_pair_bonus.value, BONUS_FOUR_OF_A_KIND
    return 0, ""


def score_grid(rules: Ruleset, cards: Sequence[Card], peeks: int = 0) -> GridScore:
    """Score a fully revealed grid (positions top row first), before any knock adjustment."""
    if len(cards) != rules.grid_size:
        raise ValueError(f"a {rules.grid} grid has {rules.grid_size} cards, not {len(cards)}")
    values = tuple(rules.values[c.rank.value] for c in cards)
    groups = _groups(rules, cards)
    gone = {p for g in groups for p in g}
    card_total = sum(v for p, v in enumerate(values) if p not in gone)
    bonus, reason = _bonus(rules, cards, groups)
    penalty = peeks * peek_points(rules)
    return GridScore(tuple(cards), values, tuple(groups), card_total, bonus, reason, peeks, penalty)


def knock_rival(scores: Sequence[GridScore], knocker: int) -> tuple[int, int] | None:
    """Whom the knocker is measured against (``apply_knock``): the seat first in seat order
    with the lowest of the others' subtotals (peeks included), and that subtotal; None without
    another player."""
    others = [(s.subtotal, seat) for seat, s in enumerate(scores) if seat != knocker]
    if not others:
        return None
    low, seat = min(others)
    return seat, low


Points = TypeVar("Points", int, float)


def knock_adjustment(rules: Ruleset, subtotals: Sequence[Points], knocker: int
                     ) -> tuple[Points, str] | None:
    """What the knocker's score changes by, and why (of ``KNOCK_REASONS``), from each subtotal:
    to 0 with the lowest (or tied for it, where a tie counts as lowest), else up by the
    penalty's points, 0 points included. None where nothing changes: the knock penalty is off
    (its switch is ``enabled``, never its points), or nobody else plays. The computer players
    score their rollouts with it too (``bots.rollout.scores``), with subtotals in float."""
    kp = rules.knock_penalty
    if not kp.enabled or len(subtotals) < 2:
        return None
    mine = subtotals[knocker]
    low = min(v for seat, v in enumerate(subtotals) if seat != knocker)
    if mine < low or (kp.tie_counts_as_lowest and mine == low):
        return -mine, KNOCK_LOWEST if mine < low else KNOCK_TIED
    return kp.points, KNOCK_NOT_LOWEST


def apply_knock(rules: Ruleset, scores: list[GridScore], knocker: int) -> list[GridScore]:
    """Adjust the knocker's score: 0 with the lowest subtotal (or tied for it, where a tie
    counts as lowest), else subtotal plus the penalty (``knock_adjustment``); the knocker's
    score keeps the code of the outcome and whom it was measured against (``knock_against``)."""
    change = knock_adjustment(rules, [s.subtotal for s in scores], knocker)
    rival = knock_rival(scores, knocker)
    if change is None or rival is None:
        return scores
    adjustment, reason = change
    out = list(scores)
    s = scores[knocker]
    out[knocker] = GridScore(s.cards, s.values, s.cancelled, s.card_total, s.bonus,
                             s.bonus_reason, s.peeks, s.peek_penalty, adjustment, reason, rival)
    return out
