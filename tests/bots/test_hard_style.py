"""The hard player's own heuristic: it knocks only with a lower grid than the normal player's,
and weighs the discard against the mean saving of a draw (tuned with ``bench/bots.py --styles``)."""

from __future__ import annotations

import dataclasses

import pytest
from bot_helpers import hole_at, ruleset
from hypothesis import given, settings
from hypothesis import strategies as st

from golf_tui.bots.hard import HARD
from golf_tui.bots.heuristics import (
    NORMAL,
    START,
    Situation,
    Style,
    best_gain,
    best_placement,
    decide,
    draw_gain,
    placements,
)
from golf_tui.bots.knowledge import compile_rules, estimate, hidden_value, placement_deltas
from golf_tui.bots.notes import situation
from golf_tui.engine import DRAW_STOCK, KNOCK, TAKE_DISCARD, Match, view

ACE, TWO, FIVE, NINE, QUEEN = 0, 1, 4, 8, 11  # rank indexes (points 1, 2, 5, 9, 10 here)


def _situation(mine: list[int], top: int = -1, pool: tuple[int, ...] = ()) -> Situation:
    rs = ruleset("norwegian-4")
    m = Match.start(rs, ["a", "b", "c", "d"], 1)
    r = compile_rules(rs, view(m.hole, 0).pack)
    return Situation(rules=r, phase=START, mine=mine, down=[0, 1, 2, 3],
                     others=[15.0, 15.0, 15.0], unknown=6.5, top=top, held=-1, from_stock=False,
                     final_lap=False, legal=(DRAW_STOCK, TAKE_DISCARD, KNOCK), rounds=2.0,
                     pool=pool)


def _pool(**counts: int) -> tuple[int, ...]:
    out = [0] * 14
    for name, n in counts.items():
        out[globals()[name]] = n
    return tuple(out)


def test_hard_knocks_later_than_normal() -> None:
    nine = _situation([2, 2, 1, 0])  # 3 + 3 + 2 + 1 = 9 points: normal's limit is 9.6, hard's 8
    assert decide(nine, NORMAL) == KNOCK
    assert decide(nine, HARD) == DRAW_STOCK
    six = _situation([2, 1, 0, 12])  # 3 + 2 + 1 + 0 (a king) = 6 points: both knock
    assert decide(six, NORMAL) == KNOCK
    assert decide(six, HARD) == KNOCK


def test_draw_gain_is_the_mean_saving_of_a_drawn_card() -> None:
    # Known: an ace and a nine; two unknown cards at 6.5. A drawn two replaces the nine (-7); a
    # drawn queen saves nothing anywhere and would be thrown away (0).
    s = _situation([ACE, NINE, -1, -1], pool=_pool(TWO=2, QUEEN=2))
    assert draw_gain(s, HARD) == pytest.approx((2 * -7 + 2 * 0) / 4)
    assert draw_gain(_situation([ACE, NINE, -1, -1], pool=_pool(QUEEN=3)), HARD) == 0.0


def test_discard_is_weighed_against_the_draw() -> None:
    # A five on the discard pile saves 4 points (it replaces the nine).
    rich = _situation([ACE, NINE, -1, -1], top=FIVE, pool=_pool(TWO=4))  # a draw saves 7
    poor = _situation([ACE, NINE, -1, -1], top=FIVE, pool=_pool(TWO=1, QUEEN=3))  # 1.75
    assert decide(rich, NORMAL) == TAKE_DISCARD  # the fixed rule: 4 points is enough
    assert decide(rich, HARD) == DRAW_STOCK
    assert decide(poor, HARD) == TAKE_DISCARD
    # The edge asked of the discard: 4 points against 1.75 passes 2 but not 3.
    assert decide(poor, Style(draw_odds=True, take_edge=2.0)) == TAKE_DISCARD
    assert decide(poor, Style(draw_odds=True, take_edge=3.0)) == DRAW_STOCK
    # Without a pool (a caller that cannot count the cards) the fixed rule decides.
    assert decide(_situation([ACE, NINE, -1, -1], top=FIVE), HARD) == TAKE_DISCARD


def test_situation_pool_counts_the_unseen_cards() -> None:
    rs = ruleset("norwegian-4")
    m = Match.start(rs, ["a", "b", "c", "d"], 7)
    v = view(m.hole, m.hole.current)
    s = situation(v)
    r = s.rules
    assert sum(s.pool) == len(v.unseen_cards())
    assert sum(n * r.values[k] for k, n in enumerate(s.pool)) / sum(s.pool) == pytest.approx(
        s.unknown)


def test_own_unknown_cards_are_worth_what_the_others_did_not_keep() -> None:
    """With face-down placement the others keep low cards, so the hard player values its own
    unknown cards at the unseen points left once the others' face-down cards are counted at
    their estimate: the points add up, and its cards are worth more than the average unseen."""
    h, bots = hole_at(ruleset("norwegian-4"), 4, 5, 24)
    seat = h.current
    v = view(h, seat)
    notes = bots[seat]._notes  # type: ignore[attr-defined]
    plain = situation(v, notes)
    kept = situation(v, notes, count_kept=True)
    r = plain.rules
    unseen = v.unseen_cards()
    hidden = hidden_value(plain.unknown, r.pack_low + 1.0, v.turns / v.players)
    theirs = 0.0
    slots = 0
    for s in range(4):
        if s != seat:
            known = [r.values[r.rank_of[uid]] for uid in notes.known(s)]
            down = len(v.face_down(s))
            theirs += sum(known) + (down - len(known)) * hidden
            slots += down
    left = len(unseen) - slots
    assert kept.unknown * left + theirs == pytest.approx(sum(r.value_of(c) for c in unseen))
    assert kept.unknown > plain.unknown
    assert kept.others == plain.others and kept.pool == plain.pool


def test_counting_kept_cards_changes_nothing_where_cards_go_face_up() -> None:
    h, bots = hole_at(ruleset("swedish-6"), 4, 5, 24)
    v = view(h, h.current)
    notes = bots[h.current]._notes  # type: ignore[attr-defined]
    assert situation(v, notes, count_kept=True).unknown == situation(v, notes).unknown


def test_a_hidden_card_is_never_worth_less_than_the_lowest_card_in_the_pack() -> None:
    """Late in a long hole another player's hidden cards are estimated low, but never below the
    lowest card in the pack plus one: the joker's -5 counts only when jokers are in."""
    for house, low in (((), 0), (("jokers",), -5)):
        rs = ruleset("norwegian-4", house)
        h, _ = hole_at(rs, 4, 2, 6)
        late = view(h._replace(turns=4 * 40), h.current)
        s = situation(late)
        assert s.rules.pack_low == low
        for other in range(4):
            if other != h.current:
                shown = [c for c in late.grids[other] if c is not None]
                floor = len(late.face_down(other)) * (low + 1) + sum(map(s.rules.value_of, shown))
                assert min(s.others) >= floor - 1e-9


@settings(max_examples=300, deadline=None)
@given(case=st.sampled_from([("norwegian-4", ()), ("norwegian-4", ("pair-bonus",)),
                             ("norwegian-4", ("face-up", "jokers")), ("swedish-6", ()),
                             ("swedish-6", ("double-pairs",)), ("danish-6", ("four-of-a-kind",)),
                             ("nine-card", ())]),
       data=st.data())
def test_the_shortcuts_agree_with_weighing_every_position(
        case: tuple[str, tuple[str, ...]], data: st.DataObject) -> None:
    # ``best_gain`` and ``draw_gain`` skip ``placements`` where a card pairs with nothing: they
    # must give what weighing every position for every card gives, and fall back elsewhere.
    # ``best_placement`` is the first placement, found without putting the rest in order.
    preset, house = case
    rs = ruleset(preset, house)
    r = compile_rules(rs, view(Match.start(rs, ["a", "b"], 1).hole, 0).pack)
    mine = data.draw(st.lists(st.integers(-1, 13), min_size=r.size, max_size=r.size))
    down = sorted(data.draw(st.sets(st.integers(0, r.size - 1), min_size=1)))
    pool = tuple(data.draw(st.lists(st.integers(0, 4), min_size=14, max_size=14)))
    s = Situation(rules=r, phase=START, mine=mine, down=down, others=[12.0],
                  unknown=data.draw(st.floats(0.0, 10.0)), top=-1, held=-1, from_stock=False,
                  final_lap=data.draw(st.booleans()), legal=(DRAW_STOCK,), rounds=3.0,
                  pool=pool)
    style = data.draw(st.sampled_from([NORMAL, HARD, Style(see_pairs=False)]))
    card = data.draw(st.integers(0, 13))
    assert best_gain(s, card, style) == placements(s, card, style)[0][0]
    assert best_placement(s, card, style) == placements(s, card, style)[0]
    weighed = [(n, placements(s, k, style)[0][0]) for k, n in enumerate(pool) if n]
    saved = sum(n * best for n, best in weighed if best < -style.swap_gain)
    total = sum(n for n, _ in weighed)
    assert draw_gain(s, style) == pytest.approx(saved / total if total else 0.0, abs=1e-9)


@settings(max_examples=300)
@given(case=st.sampled_from([("norwegian-6", ()), ("swedish-6", ()), ("swedish-6", ("jokers",)),
                             ("danish-6", ()), ("nine-card", ())]),
       data=st.data())
def test_the_inline_column_weighing_is_the_general_one_exactly(
        case: tuple[str, tuple[str, ...]], data: st.DataObject) -> None:
    # Under column pairs without a bonus, ``estimate`` and ``placement_deltas`` work out two- and
    # three-row columns inline (the six- and nine-card hot path). They must give exactly, to the
    # last bit, what the general column-by-column code gives (a grid of any other row count goes
    # there), or the hard player's seeded decisions would change.
    preset, house = case
    rs = ruleset(preset, house)
    r = compile_rules(rs, view(Match.start(rs, ["a", "b"], 1).hole, 0).pack)
    general = dataclasses.replace(r, rows=0)
    mine = data.draw(st.lists(st.integers(-1, 13), min_size=r.size, max_size=r.size))
    unknown = data.draw(st.floats(-5.0, 12.0))
    card = data.draw(st.integers(0, 13))
    assert estimate(r, mine, unknown) == estimate(general, mine, unknown)
    assert (placement_deltas(r, list(mine), card, unknown)
            == placement_deltas(general, list(mine), card, unknown))
