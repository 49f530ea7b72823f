"""A Hypothesis state machine over whole matches: legal moves, refused illegal moves and JSON round
trips interleaved in any order, with the hole invariants checked after every move."""

from __future__ import annotations

from golf_helpers import (
    ALL_ACTIONS,
    PRESETS,
    check_state,
    check_step,
    check_views,
    house_combinations,
    ruleset,
)  # fmt: skip
from hypothesis import note
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from golf_tui.engine import (
    REFUSAL_CODES,
    Hole,
    IllegalAction,
    Match,
    legal_actions,
    match_from_json,
    match_to_json,
    play,
    view,
)  # fmt: skip

PHASE_CODES = {"opening_first", "holding", "holding_taken", "must_flip", "draw_first"}


class MatchMachine(RuleBasedStateMachine):
    match: Match
    lap: dict[str, int]
    checked: Hole | None = None  # the hole whose views were last checked

    @initialize(data=st.data(), seed=st.integers(0, 2**32))
    def start(self, data: st.DataObject, seed: int) -> None:
        name = data.draw(st.sampled_from(PRESETS), label="preset")
        house = data.draw(st.sampled_from(house_combinations(name)), label="house")
        rules = ruleset(name, *house, rules=["match.holes=2", "match.target=25"])
        players = data.draw(st.integers(rules.players.min, rules.players.max), label="players")
        self.match = Match.start(rules, [f"seat{i}" for i in range(players)], seed)
        self.lap = {}

    @precondition(lambda self: not self.match.finished)
    @rule(pick=st.integers(0, 10_000), repeat=st.integers(1, 30))
    def play_legal(self, pick: int, repeat: int) -> None:
        for i in range(repeat):
            if self.match.finished:
                return
            before = self.match
            legal = legal_actions(before.hole)
            action = legal[(pick + 7 * i) % len(legal)]
            self.match = play(before, action)
            if self.match.deals == before.deals and not self.match.finished:
                check_step(before.hole, action, self.match.hole, self.lap)
            else:
                self.lap = {}
            check_state(self.match.hole)

    @precondition(lambda self: not self.match.finished)
    @rule(pick=st.sampled_from(ALL_ACTIONS))
    def illegal_is_refused(self, pick: object) -> None:
        m = self.match
        if pick in legal_actions(m.hole):
            return
        before_view = view(m.hole, m.hole.current)
        try:
            play(m, pick)  # type: ignore[arg-type]
        except IllegalAction as e:
            assert str(e)
            assert e.code in REFUSAL_CODES, (e.code, str(e))
            # a refusal because the turn is elsewhere names the refused action
            assert bool(e.action) == (e.code in PHASE_CODES), (e.code, e.action, str(e))
        else:
            raise AssertionError(f"{pick} was accepted")
        assert view(m.hole, m.hole.current) == before_view
        assert self.match is m

    @rule()
    def round_trip(self) -> None:
        back = match_from_json(match_to_json(self.match))
        note(f"{len(self.match.actions)} actions")
        assert back.hole == self.match.hole
        assert back.results == self.match.results
        assert (back.hole_number, back.deals, back.finished) == (
            self.match.hole_number, self.match.deals, self.match.finished,
        )  # fmt: skip

    @invariant()
    def views_are_honest(self) -> None:
        # A refusal and a round trip leave the match as it was (asserted there), and a hole is
        # immutable: its views, checked once, are checked (two of three rules change nothing,
        # and checking every seat's view again was a third of the test's time).
        if self.match.hole is self.checked:
            return
        check_views(self.match.hole)
        self.checked = self.match.hole


TestMatchMachine = MatchMachine.TestCase
