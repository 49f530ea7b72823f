"""Every level plays whole matches of every preset and house rule without an illegal action, and
replays exactly given its seed."""

from __future__ import annotations

import pytest
from bot_helpers import LEVELS, RULESETS, bot, ruleset, ruleset_id

from golf_tui.bots import BOT_KINDS, make_bot
from golf_tui.simulate import play_match


def test_registry_has_every_level() -> None:
    assert set(LEVELS) <= set(BOT_KINDS)
    for kind in LEVELS:
        assert make_bot(kind, 1).kind == kind
    with pytest.raises(ValueError, match="no computer player"):
        make_bot("grandmaster", 1)


@pytest.mark.parametrize("case", RULESETS, ids=ruleset_id)
def test_every_level_finishes_a_match(case: tuple[str, tuple[str, ...]]) -> None:
    """A mixed table of all four levels plays a short match to its end (play_match raises on an
    illegal action)."""
    rs = ruleset(*case, holes=2)
    bots = [bot(kind, seat) for seat, kind in enumerate(LEVELS)]
    m = play_match(rs, bots, seed=len(case[1]))
    assert m.finished
    assert len(m.scored_holes()) == 2


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6", "nine-card"])
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_full_match_of_one_level(preset: str, kind: str) -> None:
    """Nine holes between four players of one level."""
    rs = ruleset(preset)
    m = play_match(rs, [bot(kind, s) for s in range(4)], seed=5)
    assert m.finished and len(m.scored_holes()) == 9


@pytest.mark.parametrize("case", [("norwegian-4", ("peek-penalty", "knock-penalty")),
                                  ("danish-6", ("flip-as-turn", "flip-after-discard")),
                                  ("swedish-6", ("double-pairs",))], ids=ruleset_id)
@pytest.mark.parametrize("kind", LEVELS)
def test_deterministic_given_seed(case: tuple[str, tuple[str, ...]], kind: str) -> None:
    """The same seeds replay the same match, action for action."""
    rs = ruleset(*case, holes=1)
    kinds = [kind, "normal", kind]
    first = play_match(rs, [bot(k, 11 + s) for s, k in enumerate(kinds)], seed=4)
    again = play_match(rs, [bot(k, 11 + s) for s, k in enumerate(kinds)], seed=4)
    assert first.actions == again.actions
