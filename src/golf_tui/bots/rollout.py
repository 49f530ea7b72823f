"""Playing a determinised hole to its end with the normal heuristics, fast.

In a rollout every seat plays the normal player's policy from what that seat would know in the
sampled world: its face-up cards and the face-down cards it has looked at. Scores are computed
with the bots' own grid estimate, which is exact once every card is known, and the engine's knock
rule (``tests/bots/test_scores_match_engine.py`` holds them to the engine's ``score_hole``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..engine import (
    DRAW_STOCK,
    KNOCK,
    SWAPS,
    TAKE_DISCARD,
    THROW_AWAY,
    Action,
    Flip,
    Hole,
    Swap,
    ThrowAway,
    apply,
    legal_actions,
)
from ..engine.hole import FROM_DISCARD, FROM_STOCK
from ..engine.scoring import knock_adjustment
from .heuristics import (
    FORCE,
    HOLDING,
    NORMAL,
    START,
    Situation,
    Style,
    decide,
    knock_limit,
    pressure_after,
)
from .knowledge import (
    BONUS_NONE,
    ENDING_OFF,
    PAIRS_COLUMN,
    PAIRS_NONE,
    Rules,
    column_deltas,
    estimate,
    hidden_value,
)

MAX_TURNS = 400  # a hole that runs longer is scored as it stands
TIE_SPREAD = 1.5  # points: a match decided by the last hole still counts a near tie as half won


def hole_situation(h: Hole, r: Rules, unknown: float, pool: tuple[int, ...] = (),
                   public: Sequence[int] = (), base: float | None = None,
                   style: Style | None = None) -> Situation:
    """The decision ``h`` asks of the seat to act, as that seat knows the sampled world (with
    ``pool``, the unplaced cards by rank, when the caller knows them). ``public``: by seat, the
    face-down positions whose card everybody knows (taken from the discard pile and put there),
    which the normal player's notes count in the others' estimates. ``base``: the mean unseen
    card the others' hidden cards are estimated from, when the seat values its own unknown
    cards (``unknown``) otherwise (``Style.count_kept``). ``style``: the style that will
    decide (without noise), which lets the others' estimates be skipped where they cannot matter:
    a knock out of its reach, with no going out to weigh (the others are then left empty)."""
    seat = h.current
    rank_of = r.rank_of
    size = r.size
    grid = h.grids[seat]
    up = h.face_up[seat]
    known = up | h.seen[seat]
    mine = [rank_of[grid[p]] if known >> p & 1 else -1 for p in range(size)]
    down = list(_face_down(size)[up])
    players = len(h.grids)
    rounds = h.turns / players
    others: list[float] = []
    final_lap = h.lap_left >= 0
    # The others' scores matter only to knock or to go out: skip them otherwise (the hot path).
    going_out = r.ending and r.face_up_placement and len(down) == 1
    knocking = r.knock and h.phase == START
    if knocking and not going_out and style is not None and not style.noise:
        knocking = rounds >= FORCE or estimate(r, mine, unknown, style.see_pairs) <= knock_limit(
            r, rounds, style)
    if not final_lap and (knocking or going_out):
        hidden = unknown if base is None else base
        if not r.face_up_placement:
            hidden = hidden_value(hidden, r.pack_low + 1.0, rounds)
        others = _others(h, r, hidden, public)
    top = h.discard[0] if h.discard is not None else -1
    return Situation(
        rules=r, phase=h.phase, mine=mine, down=down, others=others, unknown=unknown,
        top=rank_of[top] if top >= 0 else -1, held=rank_of[h.held] if h.held >= 0 else -1,
        from_stock=h.held_from == 1, final_lap=final_lap, legal=legal_actions(h),
        rounds=rounds, pool=pool,
    )  # fmt: skip


def _others(h: Hole, r: Rules, hidden: float, public: Sequence[int]) -> list[float]:
    """The estimates of the other seats' grids, in seat order without the seat to act: each
    face-down card (but those in ``public``) at ``hidden``, plus the peek penalties paid."""
    rank_of, values, size = r.rank_of, r.values, r.size
    pairless = r.pairs == PAIRS_NONE
    out = []
    for s in range(len(h.grids)):
        if s != h.current:
            g, u = h.grids[s], h.face_up[s]
            if public:
                u |= public[s]
            if pairless:  # ``estimate`` without pairs, inline: the four-card hot path
                points = sum([values[rank_of[g[p]]] if u >> p & 1 else hidden
                              for p in range(size)])
            else:
                points = estimate(r, [rank_of[g[p]] if u >> p & 1 else -1 for p in range(size)],
                                  hidden)
            out.append(points + h.peeks[s] * r.peek_penalty)
    return out


_FACE_DOWN: dict[int, list[tuple[int, ...]]] = {}


def _face_down(size: int) -> list[tuple[int, ...]]:
    """By face-up bits, the face-down positions of a grid of ``size`` cards (worked out once)."""
    table = _FACE_DOWN.get(size)
    if table is None:
        table = _FACE_DOWN[size] = [tuple(p for p in range(size) if not up >> p & 1)
                                    for up in range(1 << size)]
    return table


def rollout(h: Hole, r: Rules, unknown: float, own: int = -1, style: Style = NORMAL,
            pool: tuple[int, ...] = (), public: Sequence[int] = (),
            own_unknown: float | None = None) -> tuple[Hole, int]:
    """``h`` played on with the normal policy until the hole ends (or runs too long), and the
    number of actions that took (the unit of the hard player's thinking budget). Seat ``own``
    (the searching player) plays ``style`` instead, as it will really play later in the hole,
    weighing draws against ``pool`` (the cards it could not place when it searched: close
    enough for the rest of a hole). Every seat values its unknown cards at the mean of the cards
    it cannot see, as the normal player does from its view (kept up to date as cards come into
    sight and go out of it); seat ``own`` adds what ``own_unknown`` adds to ``unknown`` when it
    searched (``Style.count_kept``). ``public`` (see ``hole_situation``) is kept up to date as
    cards are put face down, so every seat judges the others as the normal player would."""
    limit = h.turns + MAX_TURNS
    steps = 0
    known = list(public) if public and not r.face_up_placement else []
    kept = 0.0 if own_unknown is None else own_unknown - unknown
    count_kept = style.count_kept and not r.face_up_placement
    values, rank_of = r.values, r.rank_of
    ranks = _out_of_sight(h, r)  # kept up to date below, with their points and number
    hidden = float(sum(n * v for n, v in zip(ranks, values, strict=True)))
    count = sum(ranks)
    looked: list[tuple[tuple[int, ...], int, list[int], int] | None] = [None] * len(h.grids)
    fast = pairless_face_down(r)
    fast_own = fast and not style.noise
    columns = plain_columns(r)
    while not h.over and h.turns < limit:
        seat = h.current
        # The cards nobody but the seat to act can see: its face-down cards it has looked at
        # (remembered by seat until its grid changes), and a stock card in its hand.
        grid, bits = h.grids[seat], h.seen[seat] & ~h.face_up[seat]
        mind = looked[seat]
        if mind is None or mind[0] is not grid or mind[1] != bits:
            cards = [rank_of[grid[p]] for p in range(len(grid)) if bits >> p & 1]
            mind = looked[seat] = (grid, bits, cards, sum(values[k] for k in cards))
        only, points = mind[2], mind[3]
        if h.held >= 0 and h.held_from == FROM_STOCK:
            k = rank_of[h.held]
            only, points = [*only, k], points + values[k]
        total, n = hidden - points, count - len(only)
        mean = total / n if n > 0 else unknown
        action: Action | None = None
        if seat == own:
            seen: tuple[int, ...] = ()
            if pool:
                left = list(ranks)
                for k in only:
                    left[k] -= 1
                seen = tuple(left)
            mine = (_left_for_me(h, r, seat, total, n, known) if count_kept and n > 0
                    else mean + kept)
            if fast_own:
                action = decide_pairless(h, r, mine, style, known, seen, mean)
            if action is None:
                action = decide(hole_situation(h, r, mine, seen, known, mean, style), style)
        else:
            if fast:
                action = decide_pairless(h, r, mean, NORMAL, known)
            elif columns:
                action = decide_columns(h, r, mean)
            if action is None:
                action = decide(hole_situation(h, r, mean, (), known, None, NORMAL), NORMAL)
        if isinstance(action, Swap):
            if known:
                bit = 1 << action.pos
                known[seat] = (known[seat] | bit if h.held_from == FROM_DISCARD
                               else known[seat] & ~bit)
            if not h.face_up[seat] >> action.pos & 1:  # the card it replaces comes into sight
                k = rank_of[h.grids[seat][action.pos]]
                hidden -= values[k]
                count -= 1
                ranks[k] -= 1
            if (h.held_from == FROM_DISCARD) != r.face_up_placement:  # the new card changes
                k = rank_of[h.held]  # sight: out of it, or (from the stock) into it
                step = 1 if h.held_from == FROM_DISCARD else -1
                hidden += step * values[k]
                count += step
                ranks[k] += step
        elif isinstance(action, (ThrowAway, Flip)):
            k = rank_of[h.held if isinstance(action, ThrowAway) else h.grids[seat][action.pos]]
            hidden -= values[k]
            count -= 1
            ranks[k] -= 1
        shuffled = h.reshuffles
        h = apply(h, action)
        if h.reshuffles != shuffled:  # the discard pile went back out of sight
            for c in h.stock:
                k = rank_of[c]
                hidden += values[k]
                count += 1
                ranks[k] += 1
        steps += 1
    return h, steps


def pairless_face_down(r: Rules) -> bool:
    """Whether ``decide_pairless`` serves the ruleset: no pairs, cards placed face down, no turn
    spent flipping a card (norwegian-4 and its house rules but the pair bonus and face up)."""
    return (r.pairs == PAIRS_NONE and not r.face_up_placement and not r.flip_as_turn
            and not r.flip_after_discard)


def decide_pairless(h: Hole, r: Rules, unknown: float, style: Style = NORMAL,
                    public: Sequence[int] = (), pool: tuple[int, ...] = (),
                    base: float | None = None) -> Action | None:
    """What ``style`` (without noise) does in ``h``, ``decide(hole_situation(h, r, unknown, pool,
    public, base, style), style)``, where ``pairless_face_down(r)``, worked out without building
    the ``Situation``: the hot path of a four-card rollout. The same numbers, summed in the same
    order, so the same action to the last bit (``test_rollout_fidelity``); None outside the
    start of a turn and the placing of a card (the opening: ``decide`` knows it)."""
    phase = h.phase
    if phase != START and phase != HOLDING:
        return None
    seat = h.current
    values, rank_of = r.values, r.rank_of
    grid = h.grids[seat]
    known = h.face_up[seat] | h.seen[seat]
    worth = [values[rank_of[grid[p]]] if known >> p & 1 else unknown for p in range(r.size)]
    if phase == HOLDING:  # ``_place``: the least change, the first position of it
        v = values[rank_of[h.held]]
        deltas = [v - w for w in worth]
        best = min(deltas)
        if h.held_from == FROM_STOCK and not best < -style.swap_gain:
            return THROW_AWAY
        return SWAPS[deltas.index(best)]
    players = len(h.grids)
    rounds = h.turns / players
    if r.knock and h.lap_left < 0:  # ``_should_knock``, with the others as ``hole_situation``
        mine = sum(worth)
        if rounds >= FORCE:
            return KNOCK
        if mine <= knock_limit(r, rounds, style):
            hidden = hidden_value(unknown if base is None else base, r.pack_low + 1.0, rounds)
            best_other = min(_others(h, r, hidden, public))
            margin = (style.knock_margin + (2.0 if r.knock_penalty else 0.0)
                      - pressure_after(rounds))
            if mine + margin <= best_other:
                return KNOCK
    if h.discard is not None:  # ``best_gain`` by ``_shortcut``, against ``draw_gain``
        offset = -max(worth)
        gain = values[rank_of[h.discard[0]]] + offset
        if style.draw_odds and pool:
            total = 0
            saved = 0.0
            for k, n in enumerate(pool):
                if n:
                    best = values[k] + offset
                    if best < -style.swap_gain:
                        saved += n * best
                    total += n
            if gain < (saved / total if total else 0.0) - style.take_edge:
                return TAKE_DISCARD
        elif gain <= -style.take_gain:
            return TAKE_DISCARD
    return DRAW_STOCK


def plain_columns(r: Rules) -> bool:
    """Whether ``decide_columns`` serves the ruleset: column pairs without a bonus on two or
    three rows, and no knock (the six- and nine-card presets; a turn spent flipping a card is
    weighed only where going out is in reach, which ``decide_columns`` leaves to ``decide``)."""
    return (r.pairs == PAIRS_COLUMN and r.bonus_kind == BONUS_NONE and r.rows in (2, 3)
            and not r.knock)


def decide_columns(h: Hole, r: Rules, unknown: float) -> Action | None:
    """What the normal player does in ``h``, ``decide(hole_situation(h, r, unknown), NORMAL)``,
    where ``plain_columns(r)``, worked out without building the ``Situation``: the hot path of
    the other seats in a six- or nine-card rollout. The same numbers in the same order, so the
    same action (``test_rollout_fidelity``); None where going out is in reach (the last
    face-down card, which weighs the others' grids) and outside the start of a turn and the
    placing of a card: ``decide`` knows those."""
    phase = h.phase
    if (phase != START and phase != HOLDING) or h.turns >= FORCE * len(h.grids):
        return None  # (a hole that long puts cards on face-down ones: ``decide`` knows how)
    seat = h.current
    up = h.face_up[seat]
    if (r.ending != ENDING_OFF and r.face_up_placement and h.lap_left < 0
            and len(_face_down(r.size)[up]) == 1):
        return None
    legal = legal_actions(h)
    if len(legal) == 1:
        return legal[0]
    rank_of = r.rank_of
    grid = h.grids[seat]
    known = up | h.seen[seat]
    mine = [rank_of[grid[p]] if known >> p & 1 else -1 for p in range(r.size)]
    if phase == HOLDING:  # ``_place``: the least change, the first position of it
        deltas = column_deltas(r, mine, rank_of[h.held], unknown)
        best = min(deltas)
        if h.held_from == FROM_STOCK and not best < -NORMAL.swap_gain:
            return THROW_AWAY
        return SWAPS[deltas.index(best)]
    if (h.discard is not None and TAKE_DISCARD in legal  # ``best_gain``: no shortcut with pairs
            and min(column_deltas(r, mine, rank_of[h.discard[0]], unknown)) <= -NORMAL.take_gain):
        return TAKE_DISCARD
    return DRAW_STOCK


def _out_of_sight(h: Hole, r: Rules) -> list[int]:
    """By rank, how many cards nobody can see: not on the discard pile, not face up, not in a
    hand that took them from the discard pile."""
    rank_of = r.rank_of
    out = [0] * len(r.values)
    for k in rank_of:
        out[k] += 1
    node = h.discard
    while node is not None:
        out[rank_of[node[0]]] -= 1
        node = node[1]
    for grid, up in zip(h.grids, h.face_up, strict=True):
        if up:
            for p, card in enumerate(grid):
                if up >> p & 1:
                    out[rank_of[card]] -= 1
    if h.held >= 0 and h.held_from == FROM_DISCARD:
        out[rank_of[h.held]] -= 1
    return out


def _left_for_me(h: Hole, r: Rules, seat: int, total: float, count: int,
                 known: Sequence[int]) -> float:
    """What ``seat`` values its own unknown cards at with ``Style.count_kept``, worked out as
    ``notes.situation`` does: the points of the cards it cannot see (``total``, ``count``), less
    the others' face-down cards (those everybody saw go in, ``known``, at their value, the rest
    at what players keep), shared among the cards left."""
    mean = total / count
    players = len(h.grids)
    hidden = hidden_value(mean, r.pack_low + 1.0, h.turns / players)
    values, rank_of, size = r.values, r.rank_of, r.size
    for s in range(players):
        if s == seat:
            continue
        down = ~h.face_up[s]
        sure = known[s] if known else 0
        grid = h.grids[s]
        for p in range(size):
            if down >> p & 1:
                count -= 1
                total -= values[rank_of[grid[p]]] if sure >> p & 1 else hidden
    return total / count if count > 0 else mean


def scores(h: Hole, r: Rules) -> list[float] | None:
    """Each seat's points for the hole as it stands (None for a voided deal)."""
    if h.ending == "redeal":
        return None
    rank_of = r.rank_of
    out = [
        estimate(r, [rank_of[c] for c in grid], 0.0) + h.peeks[s] * r.peek_penalty
        for s, grid in enumerate(h.grids)
    ]
    k = h.knocker
    if k >= 0:  # the engine's own knock rule (its switch is ``enabled``, not the points)
        change = knock_adjustment(r.ruleset, out, k)
        if change is not None:
            out[k] += change[0]
    return out


def reward(h: Hole, r: Rules, seat: int) -> float:
    """How good the hole's end is for ``seat``: the others' mean score minus its own."""
    points = scores(h, r)
    if points is None:
        return 0.0
    mine = points[seat]
    return (sum(points) - mine) / (len(points) - 1) - mine


def match_reward(h: Hole, r: Rules, seat: int, totals: Sequence[int], holes_left: int,
                 spread: float) -> float:
    """``seat``'s chance of winning the match when the hole ends as ``h`` (``match_value``; a
    voided deal changes nothing)."""
    points = scores(h, r) or [0.0] * len(totals)
    return match_value(points, seat, totals, holes_left, spread)


def match_value(points: Sequence[float], seat: int, totals: Sequence[int], holes_left: int,
                spread: float) -> float:
    """``seat``'s chance of ending the match with the lowest total when a hole ends with
    ``points``: from the totals after it, and ``holes_left`` more holes, over each of which the
    score difference between two players varies by ``spread`` points (standard deviation). The
    other players are taken one at a time (a tie counts half)."""
    mine = totals[seat] + points[seat]
    sd = math.sqrt(holes_left * spread * spread + TIE_SPREAD * TIE_SPREAD) * math.sqrt(2.0)
    chance = 1.0
    for other, (total, p) in enumerate(zip(totals, points, strict=True)):
        if other != seat:
            chance *= 0.5 * (1.0 + math.erf((total + p - mine) / sd))
    return chance
