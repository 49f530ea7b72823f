"""Scoring one grid (the rules specification, RULES.md §5), with a breakdown a person can read.

Order: cancel pairs (column or anywhere), sum what is left, add the two-pair bonus, add peek
penalties, then adjust the knocker. The total always equals the sum of the breakdown's parts.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, Rank
from .ruleset import Ruleset

POSITION_NAMES = {
    (2, 2): ("top-left", "top-right", "bottom-left", "bottom-right"),
    (2, 3): ("top-left", "top-middle", "top-right", "bottom-left", "bottom-middle", "bottom-right"),
    (3, 3): ("top-left", "top-middle", "top-right", "middle-left", "centre", "middle-right",
             "bottom-left", "bottom-middle", "bottom-right"),
}  # fmt: skip


def sum_text(values: Sequence[int]) -> str:
    """``"5 + 9 - 2 + 1"``: a sum as written by hand, not ``"5 + 9 + -2 + 1"``."""
    first, *rest = values
    return str(first) + "".join(f" - {-v}" if v < 0 else f" + {v}" for v in rest)


@dataclass(frozen=True, slots=True)
class GridScore:
    """How one grid scored. ``cancelled`` holds groups of positions that count 0 together."""

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

    def lines(self) -> list[str]:
        """The breakdown in words, one line per step."""
        out: list[str] = []
        for group in self.cancelled:
            names = " + ".join(str(self.cards[p]) for p in group)
            out.append(f"{names}: {'pair' if len(group) == 2 else 'set'}, 0")
        counted = self.counted
        if counted:
            parts = sum_text([self.values[p] for p in counted])
            out.append(f"cards: {parts} = {self.card_total}")
        else:
            out.append("cards: everything cancelled, 0")
        if self.bonus:
            out.append(f"{self.bonus_reason}: {self.bonus:+d}")
        if self.peek_penalty:
            out.append(f"{self.peeks} peek(s): {self.peek_penalty:+d}")
        if self.knock_reason:
            out.append(f"{self.knock_reason}: {self.knock_adjustment:+d}")
        out.append(f"total: {self.total}")
        return out

    def to_json(self) -> dict[str, object]:
        return {
            "cards": [c.code() for c in self.cards],
            "values": list(self.values),
            "cancelled": [list(g) for g in self.cancelled],
            "card_total": self.card_total,
            "bonus": self.bonus,
            "peek_penalty": self.peek_penalty,
            "knock_adjustment": self.knock_adjustment,
            "total": self.total,
            "lines": self.lines(),
        }


def _pairs_with(rules: Ruleset, rank: Rank) -> bool:
    return rank is not Rank.JOKER or rules.jokers_pair


def _column_groups(rules: Ruleset, cards: Sequence[Card | None]) -> list[tuple[int, ...]]:
    """Whole columns of one rank (a face-down card, None, makes none)."""
    rows, cols = rules.shape
    groups = []
    for c in range(cols):
        column = tuple(r * cols + c for r in range(rows))
        ranks = {card.rank if (card := cards[p]) is not None else None for p in column}
        rank = ranks.pop() if len(ranks) == 1 else None
        if rank is not None and _pairs_with(rules, rank):
            groups.append(column)
    return groups


def _anywhere_groups(rules: Ruleset, cards: Sequence[Card | None]) -> list[tuple[int, ...]]:
    """Two cards of a rank, in the order of their positions (face-down ones, None, left out)."""
    by_rank: dict[Rank, list[int]] = defaultdict(list)
    for pos, card in enumerate(cards):
        if card is not None and _pairs_with(rules, card.rank):
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
        return rules.two_pair_bonus.value, "double pairs"
    ranks = [cards[g[0]].rank for g in groups]
    if len(set(ranks)) < len(ranks):
        return rules.two_pair_bonus.value, "four of a kind"
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
    penalty = peeks * rules.peek_penalty.points if rules.peek_penalty.enabled else 0
    return GridScore(tuple(cards), values, tuple(groups), card_total, bonus, reason, peeks, penalty)


# The knocker's ``GridScore.knock_reason`` (words a screen may also read as a code).
KNOCK_LOWEST = "knocked with the lowest score: hole scores 0"
KNOCK_NOT_LOWEST = "knocked without the lowest score"
KNOCK_TIED = "knocked tied for the lowest score: hole scores 0"  # where a tie counts as lowest


def knock_rival(scores: Sequence[GridScore], knocker: int) -> tuple[int, int] | None:
    """Whom the knocker is measured against (``apply_knock``): the seat first in seat order
    with the lowest of the others' subtotals (peeks included), and that subtotal; None without
    another player."""
    others = [(s.subtotal, seat) for seat, s in enumerate(scores) if seat != knocker]
    if not others:
        return None
    low, seat = min(others)
    return seat, low


def apply_knock(rules: Ruleset, scores: list[GridScore], knocker: int) -> list[GridScore]:
    """Adjust the knocker's score: 0 with the lowest subtotal (or tied for it, where a tie
    counts as lowest), else subtotal plus the penalty."""
    kp = rules.knock_penalty
    rival = knock_rival(scores, knocker)
    if not kp.enabled or rival is None:
        return scores
    mine, low = scores[knocker].subtotal, rival[1]
    lowest = mine < low or (kp.tie_counts_as_lowest and mine == low)
    if lowest:
        adjustment, reason = -mine, KNOCK_LOWEST if mine < low else KNOCK_TIED
    else:
        adjustment, reason = kp.points, KNOCK_NOT_LOWEST
    out = list(scores)
    s = scores[knocker]
    out[knocker] = GridScore(s.cards, s.values, s.cancelled, s.card_total, s.bonus,
                             s.bonus_reason, s.peeks, s.peek_penalty, adjustment, reason)
    return out
