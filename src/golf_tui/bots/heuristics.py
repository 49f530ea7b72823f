"""The heuristic player every level is built on: keep low cards, make pairs the ruleset counts,
take the discard when it clearly helps, knock or go out only when ahead.

It decides from a ``Situation``: the seat's own grid as rank indexes (unknown = -1), estimates of
the other grids, the top discard and the card in hand. The normal player fills it from a view; the
hard player's rollouts fill it from a determinised hole, so both run this same code. A ``Style``
sets how carefully it plays (the beginner adds noise and overlooks pairs).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import DRAW_STOCK, FLIPS, KNOCK, SWAPS, TAKE_DISCARD, THROW_AWAY, Action, Flip, Peek
from .knowledge import ENDING_IMMEDIATE, ENDING_OFF, PAIRS_NONE, Rules, estimate, placement_deltas

OPENING, START, HOLDING, MUST_FLIP = range(4)  # the engine's phase numbers
PHASES = {"opening": OPENING, "start": START, "holding": HOLDING, "must_flip": MUST_FLIP}
_NEVER = 1e6  # a move so bad it is taken only when nothing else is legal


@dataclass(slots=True)
class Situation:
    """One seat's decision, in the terms the heuristics use."""

    rules: Rules
    phase: int
    mine: list[int]  # own grid by position: rank index, -1 unknown
    down: list[int]  # own face-down positions
    others: list[float]  # estimated scores of the other seats
    unknown: float  # expected points of a card the seat cannot place
    top: int  # rank index of the top discard, -1 for none
    held: int  # rank index of the card in hand, -1 for none
    from_stock: bool
    final_lap: bool  # someone knocked or went out: this is the last turn
    legal: tuple[Action, ...]
    rounds: float = 0.0  # turns played in the hole per player
    pool: tuple[int, ...] = ()  # by rank index, how many cards the seat cannot place (if known)
    short: bool = False  # a deal after a voided one whose stock may run out first (``hurry``)


PATIENCE = 6.0  # rounds before the wish to end the hole grows
URGENCY = 0.5  # points of margin given up per round after that
FORCE = 20.0  # rounds after which the hole is ended at the first chance (it must end)


def forced(s: Situation) -> bool:
    """Whether the hole is to be ended at the first chance: it has run ``FORCE`` rounds, or it
    replaces a voided deal and its stock may run out before the seat's grid is done
    (``Situation.short``)."""
    return s.rounds >= FORCE or s.short


def hurry(redeals: int, stock: int, players: int, down: int, dealt: int, dealt_down: int
          ) -> bool:
    """``Situation.short``: this deal replaces ``redeals`` voided ones (the stock running out
    voids a deal) and its ``stock`` may not last until the seat has filled its ``down``
    face-down cards, one a turn, with a round to spare. Careful players void deal after deal
    where the stock is short from the start (eight players on nine cards: ``dealt``, the stock
    after the deal, is 31 cards for ``dealt_down``, six face-down cards each): there the bots
    hurry the deal after the first void, ending it as soon as they can, without drawing where
    the discard will do. Elsewhere (a Danish deal voided now and then) a hurry costs the
    hurrying seat points, so they wait for a second void in a row. The first deal of a hole is
    played as ever."""
    if redeals <= 0 or stock >= players * (down + 1):
        return False
    return redeals >= 2 or dealt < players * (dealt_down + 1)


def _pressure(s: Situation) -> float:
    """Points of lead no longer asked for to end the hole: a long hole must end somehow."""
    return pressure_after(s.rounds)


def pressure_after(rounds: float) -> float:
    return max(0.0, rounds - PATIENCE) * URGENCY


@dataclass(frozen=True, slots=True)
class Style:
    """How carefully the heuristics play."""

    noise: float = 0.0  # spread of the error added to every judgement, in points
    see_pairs: bool = True
    take_gain: float = 2.0  # points a discard must save before it is taken instead of a draw
    swap_gain: float = 0.01  # points a stock card must save before it goes into the grid
    knock_margin: float = 1.0  # points ahead of the best other grid needed to knock
    knock_limit: float = 2.4  # knock only when the grid is worth at most this per card
    out_margin: float = 2.0  # points ahead needed to go out before the others' final lap
    # Weigh the discard against what a draw saves on average (over the cards the seat cannot
    # place, ``Situation.pool``; a drawn card that saves nothing is thrown away) instead of
    # asking a fixed ``take_gain``. The discard must beat the draw by ``take_edge`` points.
    draw_odds: bool = False
    take_edge: float = 0.0
    # Where cards go face down the others keep their low ones, so the cards the seat cannot see
    # in their grids are worth less than the average unseen card, and its own face-down cards
    # and the stock more: value its own unknown cards at what is left (``notes.situation``).
    count_kept: bool = False


NORMAL = Style()


def decide(s: Situation, style: Style, rng: random.Random | None = None) -> Action:
    """The action this style takes in ``s`` (one of ``s.legal``)."""
    legal = s.legal
    if len(legal) == 1:
        return legal[0]
    if s.phase == HOLDING:
        return _place(s, style, rng)
    if s.phase == START:
        return _start(s, style, rng)
    if isinstance(legal[0], Peek):  # the opening peek: look at every card offered
        return legal[0]
    return _flip(s)


def placements(s: Situation, card: int, style: Style = NORMAL,
               rng: random.Random | None = None) -> list[tuple[float, int]]:
    """(change in the estimate, position) for putting ``card`` at each position, best first.
    Going out while not clearly ahead is ruled out (costs ``_NEVER``)."""
    deltas = placement_deltas(s.rules, s.mine, card, s.unknown, style.see_pairs)
    last = s.down[0] if _can_go_out(s) and len(s.down) == 1 else -1
    out: list[tuple[float, int]] = []
    for p, delta in enumerate(deltas):
        if rng is not None and style.noise:
            delta += rng.gauss(0.0, style.noise)
        if p == last:
            delta += _going_out(s, card, style)
        out.append((delta, p))
    out.sort()
    return out


def _going_out(s: Situation, card: int, style: Style) -> float:
    """What putting ``card`` on the last face-down card adds to its change in the estimate:
    a little when the seat is then clearly ahead, ``_NEVER`` when it is not."""
    mine = s.mine
    last = s.down[0]
    old = mine[last]
    mine[last] = card
    after = estimate(s.rules, mine, s.unknown, style.see_pairs)
    mine[last] = old
    return -0.5 if _ahead(s, after, style.out_margin) else _NEVER


def best_placement(s: Situation, card: int, style: Style = NORMAL,
                   rng: random.Random | None = None) -> tuple[float, int]:
    """The first of ``placements`` (the least change, the first position of it), worked out
    without putting the rest in order: the rollouts' hot path."""
    if rng is not None and style.noise:
        return placements(s, card, style, rng)[0]
    deltas = placement_deltas(s.rules, s.mine, card, s.unknown, style.see_pairs)
    if _can_go_out(s) and len(s.down) == 1:
        deltas[s.down[0]] += _going_out(s, card, style)
    best = min(deltas)
    return best, deltas.index(best)


def best_gain(s: Situation, card: int, style: Style = NORMAL,
              rng: random.Random | None = None) -> float:
    """The change in the estimate from putting ``card`` at its best position: the first of
    ``placements``; without pairs, simply the card's value less the grid's worst."""
    cut = _shortcut(s, style, rng) if _pairless(s, style) else None
    if cut is not None:
        return s.rules.values[card] + cut[0]
    return best_placement(s, card, style, rng)[0]


def _pairless(s: Situation, style: Style) -> bool:
    """Whether pairs count for nothing in the style's estimate (the ruleset has none, or the
    style overlooks them)."""
    return s.rules.pairs == PAIRS_NONE or not style.see_pairs


def _shortcut(s: Situation, style: Style, rng: random.Random | None = None
              ) -> tuple[float, set[int]] | None:
    """(offset, ranks): a card of any rank but ``ranks`` changes the estimate, at its best
    position, by its value plus ``offset``. Such a card pairs with nothing, so where it goes
    does not depend on what it is: the rollouts' hot path, the draw odds, weighs one card of
    the kind instead of every rank. None with noise or a last face-down card to go out on
    (the estimate after the card decides whether going out is allowed)."""
    if (rng is not None and style.noise) or (len(s.down) == 1 and _can_go_out(s)):
        return None
    values = s.rules.values
    if _pairless(s, style):
        return -max(values[k] if k >= 0 else s.unknown for k in s.mine), set()
    present = {k for k in s.mine if k >= 0}
    lone = next(k for k in range(len(values)) if k not in present)
    return best_placement(s, lone, style)[0] - values[lone], present


def _can_go_out(s: Situation) -> bool:
    r = s.rules
    return r.ending != ENDING_OFF and r.face_up_placement and not s.final_lap


def _ahead(s: Situation, mine: float, margin: float) -> bool:
    """Whether ending the hole with ``mine`` points is a good idea: before a final lap the others
    still improve, so the margin is larger; an immediate end needs only the lead."""
    if not s.others or forced(s):
        return True
    need = (0.0 if s.rules.ending == ENDING_IMMEDIATE else margin) - _pressure(s)
    return mine + need < min(s.others)


def _place(s: Situation, style: Style, rng: random.Random | None) -> Action:
    if s.from_stock and s.rules.flip_after_discard and _only_flips_end(s):
        return THROW_AWAY  # and turn a card up
    if s.short and s.down and _can_go_out(s):  # every turn fills a face-down card
        return SWAPS[_forced_position(s, style)]
    best, pos = best_placement(s, s.held, style, rng)
    if not s.from_stock or best < -style.swap_gain:
        return SWAPS[pos]
    if forced(s) and s.down and _can_go_out(s):  # a hole must end
        return SWAPS[_forced_position(s, style)]
    return THROW_AWAY


def _forced_position(s: Situation, style: Style) -> int:
    """Where a stock card that saves nothing goes once a hole has run ``FORCE`` rounds: on the
    face-down card where it does least harm (the first of equals), instead of the discard pile.
    Only turning cards face up ends such a hole, and careful players who throw away every card
    above the average of the unseen ones may never stop: eight normal players on nine cards
    with jokers drew and threw away for thousands of rounds, the low cards all in the grids.
    Every turn then either fills a face-down card or strictly lowers the face-up cards' sum,
    which can happen only so often, so the hole ends."""
    deltas = placement_deltas(s.rules, s.mine, s.held, s.unknown, style.see_pairs)
    return min(s.down, key=lambda p: (deltas[p], p))


def _only_flips_end(s: Situation) -> bool:
    """Whether the hole has run ``FORCE`` rounds where only turning cards up can end it: no
    knock, cards placed face down, and flips (as a turn or after a discard) to turn them up.
    Every card put into the grid lies face down again, so the bot stops putting cards there and
    flips instead, as its turn or after throwing the drawn card away."""
    r = s.rules
    return (forced(s) and not r.knock and not r.face_up_placement and not s.final_lap
            and r.ending != ENDING_OFF and (r.flip_as_turn or r.flip_after_discard))


def _start(s: Situation, style: Style, rng: random.Random | None) -> Action:
    legal = s.legal
    r = s.rules
    if KNOCK in legal and _should_knock(s, style, rng):
        return KNOCK
    if _only_flips_end(s):
        if any(isinstance(a, Flip) for a in legal):
            return _flip(s)
        return DRAW_STOCK  # a discard taken would have to go into the grid, face down
    if s.short and s.top >= 0 and TAKE_DISCARD in legal and s.down and _can_go_out(s):
        return TAKE_DISCARD  # onto a face-down card, and the stock lasts
    if s.top >= 0 and TAKE_DISCARD in legal:
        gain = best_gain(s, s.top, style, rng)
        if style.draw_odds and s.pool:
            if gain < draw_gain(s, style) - style.take_edge:
                return TAKE_DISCARD
        elif gain <= -style.take_gain:
            return TAKE_DISCARD
    if r.flip_as_turn and len(s.down) == 1 and _can_go_out(s):
        mine = estimate(r, s.mine, s.unknown, style.see_pairs)
        flip = FLIPS[s.down[0]]
        if flip in legal and _ahead(s, mine, style.out_margin + 2.0):
            return flip
    return DRAW_STOCK


def draw_gain(s: Situation, style: Style) -> float:
    """The mean change in the estimate from drawing a card (never above 0: a card that saves
    nothing is thrown away), over the cards in ``s.pool``."""
    total = 0
    saved = 0.0
    cut = _shortcut(s, style)
    values = s.rules.values
    for k, n in enumerate(s.pool):
        if n:
            if cut is None or k in cut[1]:
                best = best_placement(s, k, style)[0]
            else:
                best = values[k] + cut[0]
            if best < -style.swap_gain:
                saved += n * best
            total += n
    return saved / total if total else 0.0


def _should_knock(s: Situation, style: Style, rng: random.Random | None) -> bool:
    r = s.rules
    mine = estimate(r, s.mine, s.unknown, style.see_pairs)
    if rng is not None and style.noise:
        mine += rng.gauss(0.0, style.noise)
    if forced(s):
        return True
    margin = style.knock_margin + (2.0 if r.knock_penalty else 0.0) - _pressure(s)
    return mine <= knock_limit(r, s.rounds, style) and (
        not s.others or mine + margin <= min(s.others))


def knock_limit(r: Rules, rounds: float, style: Style) -> float:
    """The most a grid may be estimated at for this style to knock, ``rounds`` into the hole
    (before ``FORCE``): above it the others' estimates do not matter."""
    return style.knock_limit * r.size + pressure_after(rounds)


def _flip(s: Situation) -> Action:
    """Which face-down card to turn up (opening flips, flip after discard): one in the column
    that shows least, so every column soon has a card to pair with; the bottom row first."""
    r = s.rules
    legal = set(s.legal)
    best: tuple[int, int] | None = None
    for p in reversed(s.down):
        if FLIPS[p] not in legal:
            continue
        column = r.columns[p % r.cols]
        shown = sum(1 for q in column if s.mine[q] >= 0)
        if best is None or shown < best[0]:
            best = (shown, p)
    if best is None:
        flips = [a for a in s.legal if isinstance(a, Flip)]
        return flips[0] if flips else s.legal[0]
    return FLIPS[best[1]]
