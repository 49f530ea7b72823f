"""Matches (the rules specification, RULES.md §3 "match end", §5): dealer rotation, the first
player, voided deals, the end by holes or by a target score, shared wins; plus determinism and the
JSON round trip."""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys

import pytest
from golf_helpers import PRESETS, ruleset, stacked

from golf_tui.engine import (
    DRAW_STOCK,
    KNOCK,
    PEEKS,
    THROW_AWAY,
    IllegalAction,
    Match,
    MatchFormatError,
    Ruleset,
    legal_actions,
    match_from_json,
    match_to_dict,
    match_to_json,
    parse_action,
    play,
    replay,
)
from golf_tui.engine.match import MAX_VOIDS
from golf_tui.engine.ruleset import MAX_HOLES
from golf_tui.engine.table import FORMAT

PEEK_OPEN = ("peek:2", "peek:3")


def stacked_match(rules: Ruleset, grids: list[str], stock: str, discard: str,
                  dealer: int | None = None, fill: bool = True) -> Match:
    h = stacked(rules, grids, stock, discard, dealer=dealer, fill=fill)
    return Match(h.table, tuple(f"p{i}" for i in range(len(grids))), 7, h)


def run_match(m: Match, *codes: str) -> Match:
    for code in codes:
        m = play(m, parse_action(code))
    return m


def random_match(rules: Ruleset, players: int, seed: int, moves: int | None = None, *,
                 record: int = FORMAT) -> Match:
    m = Match.start(rules, [f"p{i}" for i in range(players)], seed, record=record)
    rng = random.Random(seed)
    while not m.finished and (moves is None or len(m.actions) < moves):
        m = play(m, rng.choice(legal_actions(m.hole)))
    return m


class TestDealerAndHoles:
    def test_first_hole_dealt_by_seat_0_and_seat_1_starts(self) -> None:
        m = Match.start(ruleset("swedish-6"), ["a", "b", "c"], 1)
        assert (m.hole.dealer, m.hole.first, m.hole.current, m.hole_number) == (0, 1, 1, 1)

    @pytest.mark.parametrize("players", range(2, 9))
    def test_seating_names_the_first_dealer_and_player(self, players: int) -> None:
        """``engine.seating`` (what the app uses before a match is built) says what the deal
        does, at every table size."""
        from golf_tui.engine.seating import FIRST_DEALER, first_to_act

        m = Match.start(ruleset("swedish-6"), [f"p{i}" for i in range(players)], 1)
        assert m.hole.dealer == FIRST_DEALER
        assert m.hole.first == m.hole.current == first_to_act(players)

    def test_deal_passes_left_each_hole(self) -> None:
        m = stacked_match(ruleset("norwegian-4"), ["K 3 / A 2", "Q 4 / 5 6", "J 9 / 8 7"],
                          "5 6 7 8", "9", dealer=2)
        m = run_match(m, *PEEK_OPEN, "knock", *PEEK_OPEN, "draw", "throw", *PEEK_OPEN, "draw",
                      "throw")
        assert m.results[-1].hole == 1 and m.results[-1].dealer == 2 and m.results[-1].first == 0
        assert m.hole_number == 2 and m.hole.dealer == 0 and m.hole.first == m.hole.current == 1

    def test_voided_deal_keeps_its_number_and_dealer(self) -> None:
        m = stacked_match(ruleset("danish-6"), ["K 3 5 / A 2 4", "Q 4 6 / 5 6 7"], "8", "9",
                          fill=False)
        m = run_match(m, "flip:0", "flip:1", "draw", "throw", "flip:0", "flip:1")
        void = m.results[-1]
        assert void.ending == "redeal" and void.scores is None and void.hole == 1
        assert m.hole_number == 1 and m.deals == 2 and m.hole.dealer == 1 and not m.finished
        assert m.totals == (0, 0)


class TestVoidsInARow:
    """Eight random players of danish-6 on one deck have a stock of 3 after the deal: nearly every
    deal runs out of stock before anyone turns a grid face up. ``golf-tui simulate`` voided hole 1
    for ever; a hole is voided at most ``MAX_VOIDS`` times in a row."""

    RULES = ("danish-6", ["decks.large_from=9", "match.holes=2"])

    def _play(self, seed: int, record: int = FORMAT, limit: int = 3_000) -> Match:
        """The match played at random for at most ``limit`` actions."""
        name, rules = self.RULES
        m = Match.start(ruleset(name, rules=rules), [f"p{i}" for i in range(8)], seed,
                        record=record)
        rng = random.Random(seed)
        while not m.finished and len(m.actions) < limit:
            m = play(m, rng.choice(legal_actions(m.hole)))
        return m

    @staticmethod
    def _runs(m: Match) -> list[int]:
        """The voids in a row before each scored deal."""
        runs, n = [], 0
        for r in m.results:
            if r.scores is None:
                n += 1
            else:
                runs.append(n)
                n = 0
        return runs

    @pytest.mark.parametrize("seed", [1, 2, 3])
    def test_the_deal_after_the_last_void_is_scored_as_it_stands(self, seed: int) -> None:
        m = self._play(seed)
        assert m.finished
        assert max(self._runs(m)) == MAX_VOIDS  # the test still meets the cap
        assert all(n <= MAX_VOIDS for n in self._runs(m))
        for i, r in enumerate(m.results):
            if r.scores is not None and i >= MAX_VOIDS and all(
                    v.scores is None for v in m.results[i - MAX_VOIDS : i]):
                assert r.ending in ("empty_stock", "all_face_up")
                assert r.hole == m.results[i - 1].hole and r.dealer == m.results[i - 1].dealer
        assert sum(1 for r in m.results if r.scores is not None) == 2
        assert match_from_json(match_to_json(m)).results == m.results
        assert match_to_dict(m)["format"] == FORMAT

    def test_a_format_3_record_replays_its_voids_in_a_row(self) -> None:
        """Before format 4 a hole was voided each time its stock ran out. A record of then
        replays as it was played, and stays format 3 as it goes on."""
        old = self._play(1, record=3, limit=400)
        assert not old.finished and old.redeals > MAX_VOIDS
        record = match_to_dict(old)
        assert record["format"] == 3
        back = match_from_json(json.dumps(record))
        assert back.results == old.results and match_to_dict(back)["format"] == 3
        for version in (1, 2):  # older ones too (and by format 1's rules)
            assert match_from_json(json.dumps({**record, "format": version})).redeals > MAX_VOIDS


class TestMatchEnd:
    def test_by_holes(self) -> None:
        rules = ruleset("norwegian-4", rules=["match.holes=1"])
        m = stacked_match(rules, ["K 3 / A 2", "Q 4 / 5 6"], "5 6 7 8", "9")
        m = run_match(m, *PEEK_OPEN, "knock", *PEEK_OPEN, "draw", "throw")
        assert m.finished and m.totals == (6, 25) and m.winners == (0,)
        with pytest.raises(IllegalAction, match="match is over"):
            play(m, parse_action("draw"))

    @pytest.mark.parametrize(("target", "finished"), [(25, True), (26, False)])
    def test_by_target(self, target: int, finished: bool) -> None:
        rules = ruleset("norwegian-4", "to-100", rules=[f"match.target={target}"])
        m = stacked_match(rules, ["K 3 / A 2", "Q 4 / 5 6"], "5 6 7 8", "9")
        m = run_match(m, *PEEK_OPEN, "knock", *PEEK_OPEN, "draw", "throw")
        assert m.finished is finished and m.totals == (6, 25)
        assert m.holes_to_play is None

    @pytest.mark.parametrize(("hole", "finished"), [(MAX_HOLES - 1, False), (MAX_HOLES, True)])
    def test_a_target_no_total_reaches_ends_after_the_most_holes(self, hole: int,
                                                                  finished: bool) -> None:
        """Totals that fall hole after hole never reach the target: the match still ends, after
        as many holes as a match of holes may have, and the lowest total wins."""
        rules = ruleset("norwegian-4", "to-100")
        m = stacked_match(rules, ["K 3 / A 2", "Q 4 / 5 6"], "5 6 7 8", "9")
        m = run_match(dataclasses.replace(m, hole_number=hole),
                      *PEEK_OPEN, "knock", *PEEK_OPEN, "draw", "throw")
        assert m.finished is finished and m.totals == (6, 25)
        assert m.winners == (0,)

    def test_shared_win(self) -> None:
        rules = ruleset("norwegian-4", rules=["match.holes=1"])
        m = stacked_match(rules, ["K 3 / A 2", "K 2 / 3 A", "Q Q / Q Q"], "5 6 7 8", "9")
        m = run_match(m, *PEEK_OPEN, "knock", *PEEK_OPEN, "draw", "throw", *PEEK_OPEN,
                      "draw", "throw")
        assert m.finished and m.totals == (6, 6, 40) and m.winners == (0, 1)

    @pytest.mark.parametrize("name", PRESETS)
    def test_whole_random_matches_end_after_the_holes(self, name: str) -> None:
        m = random_match(ruleset(name, rules=["match.holes=3"]), 3, seed=11)
        assert m.finished and len(m.scored_holes()) == 3
        assert [r.hole for r in m.scored_holes()] == [1, 2, 3]
        assert [r.dealer for r in m.scored_holes()] == [0, 1, 2]


class TestDeterminism:
    @pytest.mark.parametrize("name", PRESETS)
    def test_same_seed_and_actions_same_match_whatever_global_random_does(
        self, name: str
    ) -> None:
        rules = ruleset(name, rules=["match.holes=2"])
        random.seed(12345)
        first = random_match(rules, 4, seed=3)
        random.seed(999)
        for _ in range(1000):
            random.random()
        again = replay(rules, first.players, first.seed, first.actions)
        random.shuffle(list(range(10)))
        third = random_match(rules, 4, seed=3)
        for m in (again, third):
            assert m.actions == first.actions
            assert m.results == first.results and m.hole == first.hole and m.finished

    def test_different_seeds_deal_differently(self) -> None:
        rules = ruleset("swedish-6")
        a = Match.start(rules, ["a", "b"], 1).hole
        b = Match.start(rules, ["a", "b"], 2).hole
        assert a.grids != b.grids

    def test_a_fresh_interpreter_deals_the_same(self) -> None:
        code = (
            "from golf_tui.engine import Match; from golf_tui.presets import load_ruleset;"
            "print(Match.start(load_ruleset('nine-card'), ['a','b','c'], 42).hole.grids)"
        )
        outs = {
            subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True, env={"PYTHONHASHSEED": seed}).stdout
            for seed in ("1", "2")
        }
        assert len(outs) == 1
        here = Match.start(ruleset("nine-card"), ["a", "b", "c"], 42).hole.grids
        assert outs == {f"{here}\n"}


class TestSerialise:
    @pytest.mark.parametrize("name", PRESETS)
    @pytest.mark.parametrize("moves", [0, 7, None])
    def test_round_trip(self, name: str, moves: int | None) -> None:
        rules = ruleset(name, *list(ruleset(name).house_rules)[:1], rules=["match.holes=2"])
        m = random_match(rules, 3, seed=5, moves=moves)
        text = match_to_json(m)
        back = match_from_json(text)
        assert back.ruleset == m.ruleset and back.players == m.players and back.seed == m.seed
        assert back.actions == m.actions and back.results == m.results and back.hole == m.hole
        assert (back.hole_number, back.deals, back.finished) == (m.hole_number, m.deals,
                                                                 m.finished)
        assert match_to_json(back) == text

    @staticmethod
    def _lap_met_an_empty_stock(void_lap: bool) -> Match:
        """A danish-6 match for four with a final lap (3 holes, random play) in which the stock
        ran out during a final lap at least once."""
        rules = ruleset("danish-6", "final-lap", rules=["match.holes=3"])
        for seed in range(100):
            m = random_match(rules, 4, seed, record=1 if void_lap else FORMAT)
            if any(r.closer is not None and r.ending in ("redeal", "empty_stock")
                   for r in m.results):
                return m
        raise AssertionError("no seed of 100 ran a final lap out of stock")

    @pytest.mark.parametrize("text", ['{"format": 1' + "0" * 5000 + "}", "[" * 100_000,
                                      '{"format": 3', "null"],
                             ids=["a long number", "nested deep", "cut short", "null"])
    def test_text_that_is_no_record_is_refused_by_name(self, text: str) -> None:
        """A number longer than Python reads (int's digit limit: a ValueError, no JSON error)
        escaped as ValueError; it is a MatchFormatError naming the source, as the others are."""
        with pytest.raises(MatchFormatError) as e:
            match_from_json(text, "save.json")
        assert str(e.value).startswith("save.json: ")

    def test_a_format_1_record_replays_its_voided_final_laps(self) -> None:
        """Before format 2 a redeal also voided a hole whose final lap met an empty stock. A
        record of then replays as it was played and stays format 1 as it goes on."""
        old = self._lap_met_an_empty_stock(void_lap=True)
        assert any(r.scores is None and r.closer is not None for r in old.results)
        record = match_to_dict(old)
        assert record["format"] == 1
        back = match_from_json(json.dumps(record))
        assert back.results == old.results and back.hole == old.hole
        assert match_to_dict(back)["format"] == 1

    def test_new_records_score_a_final_lap_with_an_empty_stock(self) -> None:
        m = self._lap_met_an_empty_stock(void_lap=False)
        assert any(r.scores is not None and r.closer is not None and r.ending == "empty_stock"
                   for r in m.results)
        assert all(r.closer is None for r in m.results if r.scores is None)
        assert match_to_dict(m)["format"] == FORMAT
        assert match_from_json(match_to_json(m)).results == m.results

    LOOK_TWICE = ("peek:2", "peek:3", "peek:1", "peek:1", "draw", "throw")

    def test_a_format_2_record_replays_a_card_paid_for_twice_in_one_turn(self) -> None:
        """Before format 3 a card looked at under the peek penalty could be paid for again in
        the same turn (easy players did). A record of then replays as it was played, charges
        both looks, and stays format 2 as it goes on; a format 3 record may not do that."""
        rules = ruleset("norwegian-4", "peek-penalty")
        actions = [parse_action(c) for c in self.LOOK_TWICE]
        old = replay(rules, ["a", "b"], 5, actions, record=2)
        assert old.hole.peeks == (0, 2)  # seat 1, left of the dealer, plays first
        record = match_to_dict(old)
        assert record["format"] == 2
        back = match_from_json(json.dumps(record))
        assert back.hole == old.hole and match_to_dict(back)["format"] == 2
        with pytest.raises(MatchFormatError) as e:
            match_from_json(json.dumps({**record, "format": FORMAT}))
        assert e.value.code == "illegal_action" and "on show already" in str(e.value)

    def test_an_old_record_is_written_back_as_the_newest_format_playing_it_alike(self) -> None:
        """docs/saving.md said an older record "is written back in its own format": a format 1
        record of a peek-penalty match comes back as format 2 (formats 1 and 2 differ only under
        the redeal rule), and still charges both looks; a redeal match's format 2 as format 3."""
        rules = ruleset("norwegian-4", "peek-penalty")
        old = replay(rules, ["a", "b"], 5, [parse_action(c) for c in self.LOOK_TWICE], record=2)
        record = {**match_to_dict(old), "format": 1}
        back = match_from_json(json.dumps(record))
        assert back.hole.peeks == (0, 2) and match_to_dict(back)["format"] == 2
        redeal = random_match(ruleset("danish-6"), 2, seed=1, moves=12)
        assert redeal.ruleset.empty_stock == "redeal"
        back = match_from_json(json.dumps({**match_to_dict(redeal), "format": 2}))
        assert match_to_dict(back)["format"] == 3
        back = match_from_json(json.dumps({**match_to_dict(redeal), "format": 1}))
        assert match_to_dict(back)["format"] == 1

    def test_an_old_record_whose_rules_did_not_change_is_written_as_new(self) -> None:
        """A format 2 record without the peek penalty plays as a new one, and is one."""
        m = random_match(ruleset("norwegian-4"), 2, seed=1, moves=12)
        record = {**match_to_dict(m), "format": 2}
        assert match_to_dict(match_from_json(json.dumps(record)))["format"] == FORMAT

    @pytest.mark.parametrize(
        ("mutate", "words"),
        [
            (lambda d: d.update(format=5), ["format 5"]),
            (lambda d: d.pop("seed"), ["missing key 'seed'"]),
            (lambda d: d.update(seed="x"), ["'seed'"]),
            (lambda d: d.update(seed=True), ["'seed'"]),  # JSON's true is not seed 1
            (lambda d: d.update(players="ab"), ["'players'"]),
            (lambda d: d.update(players=["a", "a", "b"]), ["different"]),
            (lambda d: d.update(players=["solo"]), ["not 1"]),
            (lambda d: d.update(actions=["draw", "dance"]), ["'dance'"]),
            (lambda d: d.update(actions=["draw"] * 3), ["cannot draw", "opening"]),
            # swedish-6 has no knocking: said before the part of the turn (ac0d1b7)
            (lambda d: d.update(actions=["knock"] * 3), ["no knocking"]),
            (lambda d: d.update(actions=[3]), ["'actions'"]),
            (lambda d: d["ruleset"].update(grid="5x5"), ["ruleset", "'grid'"]),
            (lambda d: d["ruleset"].update(cheat=True), ["'cheat'"]),
            (lambda d: d.update(ruleset=[]), ["ruleset"]),
        ],
    )  # fmt: skip
    def test_corrupted_records_are_refused(self, mutate: object, words: list[str]) -> None:
        m = random_match(ruleset("swedish-6", rules=["match.holes=1"]), 3, seed=2, moves=10)
        data = json.loads(json.dumps(match_to_dict(m)))
        mutate(data)  # type: ignore[operator]
        with pytest.raises(MatchFormatError) as e:
            match_from_json(json.dumps(data), source="save.json")
        assert str(e.value).startswith("save.json")
        for word in words:
            assert word in str(e.value)

    @pytest.mark.parametrize("text", ["", "{", "[1, 2]", "null", "[" * 100_000, '"match"'])
    def test_not_json_or_not_an_object(self, text: str) -> None:
        with pytest.raises(MatchFormatError):
            match_from_json(text)



def _look_or_throw(m: Match) -> Match:
    """The opening look at one bottom card, or a turn: a stock card drawn and thrown away."""
    if m.hole.phase == 0:
        return play(m, next(a for a in legal_actions(m.hole) if a in PEEKS))
    return play(play(m, DRAW_STOCK), THROW_AWAY)


def test_a_hole_the_stock_ends_in_the_final_lap_keeps_who_knocked() -> None:
    """Four-card with ``empty_stock = "end_hole"``: a knock with one card left in the stock, the
    next player draws it, and the third's turn finds the stock empty. The hole ends
    "empty_stock", and its result still says the closer knocked (not that they went out)."""
    rules = ruleset("norwegian-4", rules=["empty_stock=end_hole"])
    m = Match.start(rules, ["Kari", "Ola", "Siri"], 5)
    while len(m.hole.stock) > 1 or m.hole.phase == 0:
        m = _look_or_throw(m)
    knocker = m.hole.current
    m = play(m, KNOCK)
    while not m.results:
        m = _look_or_throw(m)
    result = m.results[0]
    assert (result.ending, result.closer, result.knocker) == ("empty_stock", knocker, knocker)


def test_a_result_keeps_which_cards_lay_face_up_when_play_stopped() -> None:
    """Every card is turned face up to score a hole, but the result says which lay face up
    before that (``HoleResult.face_up``): the hole's result shows those while the others are
    still being turned. Danish six-card ends the moment a grid is all face up: the closer's
    grid is all face up, the others' as they were before that move."""
    rules = ruleset("danish-6")
    rng = random.Random(4)
    m = Match.start(rules, ["Kari", "Ola", "Siri"], 8)
    while True:
        before = m.hole
        m = play(m, rng.choice(legal_actions(before)))
        if m.results:
            break
    result = m.results[0]
    full = (1 << 6) - 1
    assert result.ending == "all_face_up" and result.closer is not None
    for seat in range(3):
        expected = full if seat == result.closer else before.face_up[seat]
        assert result.face_up[seat] == expected, seat
    assert any(mask != full for mask in result.face_up)


def test_a_knock_in_four_card_leaves_every_card_face_down_until_the_reveal() -> None:
    rules = ruleset("norwegian-4")
    m = Match.start(rules, ["Kari", "Ola"], 8)
    while not m.results:
        knock = m.hole.turns >= 2 and m.hole.phase != 0 and m.hole.knocker < 0
        m = play(m, KNOCK) if knock else _look_or_throw(m)
    assert m.results[0].ending == "knock"
    assert m.results[0].face_up == (0, 0)
