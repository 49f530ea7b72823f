"""What a computer player works with: the ruleset compiled to plain ints, and score estimates of
grids whose cards are partly unknown.

Cards become rank indexes (0 = A … 12 = K, 13 = joker) so that estimates cost a few microseconds;
an unknown card is -1 and counts as ``unknown`` points (usually the mean of the cards the seat
cannot place). The estimate follows the scoring order of the rules specification (RULES.md §5):
pairs, sum, two-pair bonus. Once every card is known it is the engine's score exactly
(``tests/bots/test_scores_match_engine.py``), and ``Rules`` takes what the engine has worked out
of the ruleset from the engine's own helpers (``engine.scoring``, ``engine.table``), so that the
two cannot read a rule differently.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine import Card, Rank, Ruleset
from ..engine.ruleset import ALL_RANK_CODES
from ..engine.scoring import columns, pairs_with, peek_points
from ..engine.table import ALL_FACE_UP

JOKER = ALL_RANK_CODES.index("JK")
PAIRS_NONE, PAIRS_COLUMN, PAIRS_ANYWHERE = 0, 1, 2
BONUS_NONE, BONUS_ANY, BONUS_SAME_RANK = 0, 1, 2
# what a grid all face up does, as the engine's ``Table.all_face_up`` holds it
ENDING_OFF, ENDING_LAP, ENDING_IMMEDIATE = (
    ALL_FACE_UP["off"], ALL_FACE_UP["final_lap"], ALL_FACE_UP["immediate"])
_RANK_INDEX = {code: i for i, code in enumerate(ALL_RANK_CODES)}


@dataclass(frozen=True, slots=True)
class Rules:
    """A ruleset as a bot reads it: every knob that changes a decision, as plain values."""

    ruleset: Ruleset = field(repr=False, compare=False)  # what they were compiled from
    size: int
    rows: int
    cols: int
    columns: tuple[tuple[int, ...], ...]
    values: tuple[int, ...]  # points by rank index
    pairable: tuple[bool, ...]  # by rank index
    pairs: int
    bonus_kind: int
    bonus: int
    knock: bool
    # What a knocker without the lowest score risks, for the heuristics' margin: the knock
    # penalty's points, 0 when it is off. Not the rule's switch: with 0 points the rule still
    # scores the lowest knocker 0, which hole scores take from ``scoring.knock_adjustment``.
    knock_penalty: int
    ending: int  # what an all-face-up grid does
    face_up_placement: bool
    flip_as_turn: bool
    flip_after_discard: bool
    peek_penalty: int  # points per look, 0 when off (``scoring.peek_points``)
    rank_of: tuple[int, ...]  # rank index by card uid
    pack_mean: float  # mean points of the whole pack
    pack_low: int  # points of the lowest card in the pack (no joker's unless jokers are in)

    def value_of(self, card: Card) -> int:
        return self.values[self.rank_of[card.uid]]


_CACHE: dict[tuple[int, int], tuple[Ruleset, Rules]] = {}


def compile_rules(ruleset: Ruleset, pack: Sequence[Card]) -> Rules:
    """``ruleset`` for a table with ``pack`` (cached: a match builds this once)."""
    key = (id(ruleset), len(pack))
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is ruleset:
        return hit[1]
    rows, cols = ruleset.shape
    values = tuple(ruleset.values[code] for code in ALL_RANK_CODES)  # type: ignore[index]
    rank_of = tuple(_RANK_INDEX[c.rank.value] for c in pack)
    kp = ruleset.knock_penalty
    rules = Rules(
        ruleset=ruleset, size=ruleset.grid_size, rows=rows, cols=cols, columns=columns(ruleset),
        values=values,
        pairable=tuple(pairs_with(ruleset, Rank(code)) for code in ALL_RANK_CODES),
        pairs={"none": PAIRS_NONE, "column": PAIRS_COLUMN, "anywhere": PAIRS_ANYWHERE}[
            ruleset.pairs],
        bonus_kind={"none": BONUS_NONE, "any": BONUS_ANY, "same_rank": BONUS_SAME_RANK}[
            ruleset.two_pair_bonus.kind],
        bonus=ruleset.two_pair_bonus.value,
        knock=ruleset.knock, knock_penalty=kp.points if kp.enabled else 0,
        ending=ALL_FACE_UP[ruleset.all_face_up],
        face_up_placement=ruleset.placement == "face_up",
        flip_as_turn=ruleset.flip_as_turn, flip_after_discard=ruleset.flip_after_discard,
        peek_penalty=peek_points(ruleset),
        rank_of=rank_of,
        pack_mean=sum(values[r] for r in rank_of) / len(rank_of),
        pack_low=min(values[r] for r in rank_of),
    )  # fmt: skip
    if len(_CACHE) > 64:
        _CACHE.clear()
    _CACHE[key] = (ruleset, rules)
    return rules


def estimate(r: Rules, ranks: Sequence[int], unknown: float, see_pairs: bool = True) -> float:
    """Expected points of a grid (rank indexes, -1 unknown at ``unknown`` points). Pairs and the
    two-pair bonus count only among known cards; ``see_pairs=False`` ignores them (a beginner)."""
    values = r.values
    pairs = r.pairs if see_pairs else PAIRS_NONE
    if pairs == PAIRS_NONE:
        return sum([values[k] if k >= 0 else unknown for k in ranks])
    if pairs == PAIRS_ANYWHERE:
        total = 0.0
        counts: dict[int, int] = {}
        for k in ranks:
            if k < 0:
                total += unknown
            else:
                counts[k] = counts.get(k, 0) + 1
        pairable = r.pairable
        for k, n in counts.items():
            total += values[k] * (n % 2 if pairable[k] else n)
        return total
    if r.bonus_kind == BONUS_NONE and r.rows == 2:  # the six-card hot path, inline
        pairable = r.pairable
        total = 0.0
        for a, b in r.columns:
            ka, kb = ranks[a], ranks[b]
            if not (ka >= 0 and kb == ka and pairable[ka]):
                total += (0.0 + (values[ka] if ka >= 0 else unknown)
                          + (values[kb] if kb >= 0 else unknown))
        return total
    if r.bonus_kind == BONUS_NONE and r.rows == 3:  # the nine-card hot path, inline
        pairable = r.pairable
        total = 0.0
        for a, b, c in r.columns:
            ka, kb, kc = ranks[a], ranks[b], ranks[c]
            if not (ka >= 0 and kb == ka and kc == ka and pairable[ka]):
                total += (0.0 + (values[ka] if ka >= 0 else unknown)
                          + (values[kb] if kb >= 0 else unknown)
                          + (values[kc] if kc >= 0 else unknown))
        return total
    total = 0.0
    paired: list[int] = []
    for col in r.columns:
        points, rank = _column(r, ranks, col, unknown)
        total += points
        if rank >= 0:
            paired.append(rank)
    return total + _bonus(r, paired)


def _column(r: Rules, ranks: Sequence[int], col: tuple[int, ...], unknown: float
            ) -> tuple[float, int]:
    """(points, rank of the pair or -1) of one column under column pairs."""
    first = ranks[col[0]]
    if first >= 0 and r.pairable[first]:
        for p in col[1:]:
            if ranks[p] != first:
                break
        else:
            return 0.0, first
    values = r.values
    points = 0.0
    for p in col:
        k = ranks[p]
        points += values[k] if k >= 0 else unknown
    return points, -1


def _bonus(r: Rules, paired: list[int]) -> int:
    if len(paired) < 2 or r.bonus_kind == BONUS_NONE:
        return 0
    if r.bonus_kind == BONUS_ANY or len(set(paired)) < len(paired):
        return r.bonus
    return 0


def placement_deltas(r: Rules, ranks: list[int], card: int, unknown: float,
                     see_pairs: bool = True) -> list[float]:
    """By position, how the estimate of ``ranks`` changes when ``card`` replaces what lies there
    (the same numbers as calling ``estimate`` before and after, computed column by column)."""
    pairs = r.pairs if see_pairs else PAIRS_NONE
    values = r.values
    if pairs == PAIRS_NONE:
        v = values[card]
        return [v - (values[k] if k >= 0 else unknown) for k in ranks]
    if pairs == PAIRS_ANYWHERE:
        now = estimate(r, ranks, unknown)
        out = []
        for p, old in enumerate(ranks):
            ranks[p] = card
            out.append(estimate(r, ranks, unknown) - now)
            ranks[p] = old
        return out
    if r.bonus_kind == BONUS_NONE and r.rows in (2, 3):
        return column_deltas(r, ranks, card, unknown)
    columns = r.columns
    before = [_column(r, ranks, col, unknown) for col in columns]
    with_bonus = r.bonus_kind != BONUS_NONE
    bonus_now = _bonus(r, [k for _, k in before if k >= 0]) if with_bonus else 0
    deltas = [0.0] * r.size
    for c, col in enumerate(columns):
        for p in col:
            old = ranks[p]
            ranks[p] = card
            points, rank = _column(r, ranks, col, unknown)
            ranks[p] = old
            delta = points - before[c][0]
            if with_bonus:
                paired = [k for j, (_, k) in enumerate(before) if j != c and k >= 0]
                if rank >= 0:
                    paired.append(rank)
                delta += _bonus(r, paired) - bonus_now
            deltas[p] = delta
    return deltas


def column_deltas(r: Rules, ranks: list[int], card: int, unknown: float) -> list[float]:
    """``placement_deltas`` under column pairs without a bonus, for two or three rows: the
    six- and nine-card hot path. Each column is worked out inline, its points summed in the same
    order as ``_column`` does, so the numbers are exactly the same as the general code's."""
    values, pairable = r.values, r.pairable
    v = values[card]
    pairs = pairable[card]
    deltas = [0.0] * r.size
    if r.rows == 2:
        for a, b in r.columns:
            ka, kb = ranks[a], ranks[b]
            xa = values[ka] if ka >= 0 else unknown
            xb = values[kb] if kb >= 0 else unknown
            now = 0.0 if ka >= 0 and kb == ka and pairable[ka] else 0.0 + xa + xb
            deltas[a] = (0.0 if pairs and kb == card else 0.0 + v + xb) - now
            deltas[b] = (0.0 if pairs and ka == card else 0.0 + xa + v) - now
        return deltas
    for a, b, c in r.columns:
        ka, kb, kc = ranks[a], ranks[b], ranks[c]
        xa = values[ka] if ka >= 0 else unknown
        xb = values[kb] if kb >= 0 else unknown
        xc = values[kc] if kc >= 0 else unknown
        now = (0.0 if ka >= 0 and kb == ka and kc == ka and pairable[ka]
               else 0.0 + xa + xb + xc)
        deltas[a] = (0.0 if pairs and kb == card and kc == card else 0.0 + v + xb + xc) - now
        deltas[b] = (0.0 if pairs and ka == card and kc == card else 0.0 + xa + v + xc) - now
        deltas[c] = (0.0 if pairs and ka == card and kb == card else 0.0 + xa + xb + v) - now
    return deltas


def mean_value(r: Rules, cards: Sequence[Card]) -> float:
    """Mean points of ``cards`` (the pack's mean when there are none)."""
    if not cards:
        return r.pack_mean
    values, rank_of = r.values, r.rank_of
    return sum(values[rank_of[c.uid]] for c in cards) / len(cards)


def hidden_value(mean: float, low: float, turns: float) -> float:
    """What a card another player keeps face down is probably worth: players replace their high
    cards, so the longer they have played the hole the lower their hidden cards (never below the
    value of a good low card)."""
    return max(low, mean - 0.45 * turns)
