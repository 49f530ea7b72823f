"""Views carry the last action and its seat: public at a real table, even a face-down swap."""

from __future__ import annotations

from golf_tui.engine import Match, Swap, TakeDiscard, legal_actions, play, view
from golf_tui.presets import load_ruleset


def test_every_seat_sees_where_the_last_card_went() -> None:
    m = Match.start(load_ruleset("norwegian-4"), ["a", "b", "c"], 5)
    assert all(view(m.hole, s).last_action is None for s in range(3))
    while m.hole.phase != 1:  # do the first seat's opening peeks
        m = play(m, legal_actions(m.hole)[0])
    seat = m.hole.current
    m = play(m, TakeDiscard())
    m = play(m, Swap(1))
    for s in (None, 0, 1, 2):
        v = view(m.hole, s)
        assert (v.last_seat, v.last_action) == (seat, Swap(1))
        # the card itself went face down: only its owner's memory may hold it
        assert v.grids[seat][1] is None
        assert (1 in v.memory) == (s == seat)


def test_last_action_survives_a_json_round_trip() -> None:
    from golf_tui.engine import match_from_json, match_to_json

    m = Match.start(load_ruleset("swedish-6"), ["a", "b"], 2)
    for _ in range(9):
        m = play(m, legal_actions(m.hole)[-1])
    again = match_from_json(match_to_json(m))
    assert again.hole.last_action == m.hole.last_action is not None
    assert again.hole == m.hole
