"""The hard player: determinised Monte Carlo search over the engine.

For each decision it deals many worlds consistent with its view (``sampling.determinise``), plays
every candidate action in each world and finishes the hole with the normal policy for every seat
(``rollout``), and takes the candidate with the best mean result (the others' mean score minus its
own; if asked to, in the match's last holes plus its chance of winning the match). All candidates
share the same worlds, so they are compared on equal cards. The thinking budget is counted in
rollout actions (``BUDGETS``), not seconds, which keeps a decision deterministic given the seed; a
wall-clock limit (``SAFETY_SECONDS``) only guards against a pathological machine.
"""

from __future__ import annotations

import dataclasses
import random
import time
from typing import TYPE_CHECKING

from ..engine import DRAW_STOCK, KNOCK, SWAPS, TAKE_DISCARD, THROW_AWAY, Action, Flip, SeatView
from ..engine import apply as apply_action
from .draws import Draws
from .heuristics import HOLDING, MUST_FLIP, START, Situation, Style, decide, placements
from .knowledge import mean_value
from .notes import Notes, Tracker, situation
from .rollout import match_reward, reward, rollout
from .sampling import determinise

if TYPE_CHECKING:
    from ..engine import Hole

# Rollout actions per decision, shared among the candidates, by grid size. An action costs more
# on a larger grid (more placements to weigh, longer holes), so larger grids get fewer: each keeps
# the median searched decision near 90-130 ms on this project's 2-core machine (docs/bots.md).
BUDGETS = {4: 11_000, 6: 5_800, 9: 4_400}
MIN_WORLDS = 6  # worlds per decision however long the rollouts
# Worlds at most, enough when rollouts are short (near the end of a hole), when the budget in
# actions does not bind. Four cards: 75, since most four-card decisions stop here and a short
# four-card rollout costs more per action (every seat counts its unseen cards): it sets their
# median, 91-135 ms in three runs on one evening when this machine's speed wandered by a third
# (docs/bots.md, Decision times).
MAX_WORLDS = {4: 75, 6: 120, 9: 120}
SWAP_CANDIDATES = 4  # placements searched when holding a card (the heuristic's best first)
PREFER_NORMAL = 0.75  # points a candidate must gain over the heuristic's choice to replace it
SAFETY_SECONDS = 1.0
CONFIDENCE = 1.5  # standard errors a candidate must gain by to replace the heuristic's choice
# On a large table the budget buys few worlds (eight players on nine cards: 6 to 10), and then a
# lead that clears the bars above is often luck: there a candidate must also gain
# ``FEW_WORLDS_POINTS / worlds`` points (3 at 6 worlds; no change from 24 worlds up).
FEW_WORLDS_POINTS = 18.0
# Playing for the match, off by default (``HardBot(match_holes=MATCH_HOLES)``; docs/bots.md: it
# cost swedish-6 wins): in a match's last holes a rollout's end is worth its hole margin plus its
# chance of winning the match (``match_reward``) times ``WIN_SPREADS`` spreads of a hole.
MATCH_HOLES = 3  # holes, counting the one being played
WIN_SPREADS = 3.0
# How much one hole's score difference between two players varies (standard deviation, points),
# by grid size: measured between normal players on the presets (docs/bots.md).
HOLE_SPREADS = {4: 8.0, 6: 11.5, 9: 15.0}
# The hard player's own heuristic (its default and its policy in its own rollouts): the normal
# one with a stricter knock, and taking the discard only when it saves more than a draw would on
# average; tuned by self-play against three normal players (docs/bots.md). The knock knobs change
# nothing where the ruleset has no knock.
HARD = Style(knock_limit=2.0, draw_odds=True, count_kept=True)


class HardBot:
    """Search with the normal player as rollout policy. Deterministic given its seed."""

    kind = "hard"

    def __init__(self, seed: int, budget: int | None = None, min_worlds: int = MIN_WORLDS,
                 match_holes: int = 0) -> None:
        """``budget``: rollout actions per decision (default: ``BUDGETS`` for the grid);
        ``match_holes``: the match's last holes in which it plays for the match too."""
        self._draws = Draws(seed)
        self._notes = Notes()
        self._track = Tracker()
        self._budget = budget
        self._min_worlds = min_worlds
        self.match_holes = match_holes
        self._totals: tuple[int, ...] = ()
        self._holes_left: int | None = None
        self._redeals = 0

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError("the hard player was asked to act with nothing legal to do")
        self._notes.observe(view)
        self._track.observe(view)
        s = situation(view, self._notes, count_kept=HARD.count_kept, fresh=self._track.fresh(),
                      redeals=self._redeals)
        default = decide(s, HARD)
        if len(view.legal) == 1 or view.phase == "opening" or s.short:
            return default  # short: the deal must end, and the rollouts do not hurry
        candidates = _candidates(s, default)
        if len(candidates) == 1:
            return default
        return self._search(view, s, candidates)

    def _search(self, view: SeatView, s: Situation, candidates: list[Action]) -> Action:
        rng = self._draws.decision(view)  # the same worlds whenever this point is reached
        budget = self._budget or BUDGETS.get(s.rules.size, min(BUDGETS.values()))
        cap = MAX_WORLDS.get(s.rules.size, max(MAX_WORLDS.values()))
        gains, squares, worlds = self.weigh(view, s, candidates, rng, budget, cap,
                                            SAFETY_SECONDS)
        # The heuristic's choice stands unless a candidate beats it, on the same worlds, by
        # ``PREFER_NORMAL`` points (more with few worlds) and by ``CONFIDENCE`` standard errors
        # of the paired difference (with a few noisy worlds the best-looking of several
        # candidates is often luck).
        best, _ = leader(gains, squares, worlds, max(PREFER_NORMAL, FEW_WORLDS_POINTS / worlds))
        return candidates[best]

    def weigh(self, view: SeatView, s: Situation, candidates: list[Action], rng: random.Random,
              budget: float, max_worlds: int, seconds: float
              ) -> tuple[list[float], list[float], int]:
        """Every candidate played in the same sampled worlds: by candidate, the sum over the
        worlds of its result minus the first candidate's and the sum of its squares, and the
        number of worlds. Worlds are dealt until ``max_worlds``, or until ``budget`` rollout
        actions are spent (after ``min_worlds`` at least), or after ``seconds``."""
        assert view.seat is not None
        in_grid = {seat: self._notes.known(seat) for seat in self._notes.in_grid}
        public = self._track.public(view.players)  # the others' notes, in the rollouts
        others_unknown = mean_value(s.rules, view.unseen_cards())  # as the others value theirs
        gains = [0.0] * len(candidates)
        squares = [0.0] * len(candidates)
        deadline = time.perf_counter() + seconds
        worlds = steps = 0
        seat, left, totals = view.seat, self._holes_left, self._totals
        late = left is not None and left < self.match_holes and len(totals) == view.players
        spread = HOLE_SPREADS.get(s.rules.size, max(HOLE_SPREADS.values()))
        win = WIN_SPREADS * spread  # points a match won is worth, in the last holes
        while worlds < max_worlds and (worlds < self._min_worlds or steps < budget):
            world = self.deal(view, in_grid, rng)
            worlds += 1
            base = 0.0
            for i, action in enumerate(candidates):
                end, used = rollout(apply_action(world, action), s.rules, others_unknown,
                                    view.seat, HARD, s.pool, public, s.unknown)
                steps += used + 1
                value = reward(end, s.rules, seat)
                if late:
                    value += win * match_reward(end, s.rules, seat, totals, left or 0, spread)
                if i == 0:
                    base = value
                gains[i] += value - base
                squares[i] += (value - base) ** 2
            if time.perf_counter() > deadline:
                break
        return gains, squares, worlds

    def deal(self, view: SeatView, in_grid: dict[int, list[int]], rng: random.Random) -> Hole:
        """One world to search: a whole hole consistent with ``view`` (``determinise``). A
        bench that measures what more knowledge would be worth replaces this."""
        return determinise(view, in_grid, rng, self._track)

    def observe(self, view: SeatView) -> None:
        self._notes.observe(view)
        self._track.observe(view)

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        self._totals = tuple(totals)
        self._holes_left = holes_left
        self._redeals = redeals
        self._draws.deal = deal

    def new_hole(self) -> None:
        self._notes.forget()
        self._track.forget()


def leader(gains: list[float], squares: list[float], worlds: int, bar: float
           ) -> tuple[int, float]:
    """(index, mean gain) of the candidate that beats the first (``weigh``'s sums) by the most,
    among those that beat it by ``bar`` points and by ``CONFIDENCE`` standard errors of the
    paired difference; (0, 0.0) when none does."""
    best, best_gain = 0, 0.0
    for i in range(1, len(gains)):
        mean = gains[i] / worlds
        var = max(0.0, squares[i] / worlds - mean * mean)
        se = (var / max(1, worlds - 1)) ** 0.5
        if mean >= bar and mean >= CONFIDENCE * se and mean > best_gain:
            best, best_gain = i, mean
    return best, best_gain


def _candidates(s: Situation, default: Action) -> list[Action]:
    """The actions worth searching, the heuristic's choice first. Peeks are never searched: a
    sampled world cannot value information, so they would look like pure cost."""
    legal = set(s.legal)
    out = [default]
    if s.phase == START:
        out += [a for a in (DRAW_STOCK, TAKE_DISCARD) if a in legal]
        if KNOCK in legal:
            out.append(KNOCK)
        flips = [a for a in s.legal if isinstance(a, Flip)]
        if flips:  # flipping as a turn: the heuristic's favourite card to turn
            out.append(decide(dataclasses.replace(s, phase=MUST_FLIP, legal=tuple(flips)), HARD))
    elif s.phase == HOLDING:
        free = dataclasses.replace(s, final_lap=True)  # rank going out on the cards alone
        out += [SWAPS[p] for _, p in placements(free, s.held)[:SWAP_CANDIDATES]]
        if THROW_AWAY in legal:
            out.append(THROW_AWAY)
    elif s.phase == MUST_FLIP:
        out += [a for a in s.legal if isinstance(a, Flip)]
    unique: list[Action] = []
    for a in out:
        if a in legal and a not in unique:
            unique.append(a)
    return unique

