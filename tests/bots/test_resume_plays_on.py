"""A resumed match plays on as the same match played without a break: the table builds its
computer players anew from the saved actions (``Controller._replay``), and every random draw of a
bot depends only on its seed and where the match is (``bots.draws``), not on how many numbers it
drew before in this process."""

from __future__ import annotations

import pytest
from bot_helpers import bot, ruleset

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.bots.draws import Draws, moment
from golf_tui.engine import Action, Match, replay, view

KINDS = ("easy", "random", "normal", "hard", "easy")
CASES = [
    ("swedish-6", (), 7),
    ("norwegian-4", (), 5),  # face down: what the easy players forgot must come back
    ("danish-6", ("final-lap", "flip-after-discard"), 11),
]


def _play_on(c: Controller) -> tuple[Action, ...]:
    while not c.match.finished:
        c.apply(c.bots[c.current].choose(c.bot_view()))
    return c.match.actions


@pytest.mark.parametrize(("preset", "house", "seed"), CASES, ids=lambda v: str(v))
def test_a_match_resumed_anywhere_plays_on_as_the_unbroken_one(
        monkeypatch: pytest.MonkeyPatch, preset: str, house: tuple[str, ...], seed: int) -> None:
    monkeypatch.setattr("golf_tui.bots.make_bot", bot)  # the hard player's quick budget
    rs = ruleset(preset, house, holes=2)
    config = GameConfig(rs, tuple(Seat(f"Bot {i + 1}", k) for i, k in enumerate(KINDS)),
                        seed=seed)
    whole = _play_on(Controller(config))
    names = config.names
    first_hole = next(i for i in range(1, len(whole) + 1)
                      if replay(rs, names, seed, whole[:i]).deals > 1)
    points = sorted({*range(1, len(whole), 5), first_hole, first_hole + 1})
    assert points[0] > 0 and points[-1] < len(whole)
    for k in points:
        saved = replay(rs, names, seed, whole[:k])  # as the autosave is loaded
        c = Controller(config, saved)
        assert _play_on(c) == whole, f"resumed after action {k} of {len(whole)}"


def test_every_kind_draws_by_where_the_match_is_not_by_what_it_drew_before() -> None:
    """Two bots of a kind and seed, one of which has already decided elsewhere, decide alike;
    the draws of two deals, or of two moments of one, differ."""
    m = Match.start(ruleset("swedish-6"), ["a", "b", "c"], 5)
    v = view(m.hole, m.hole.current)
    for kind in ("random", "easy", "normal", "hard"):
        fresh, used = bot(kind, 3), bot(kind, 3)
        for b in (fresh, used):
            b.standings((0, 0, 0), 0, 0, 2)
        used.choose(v)
        assert used.choose(v) == fresh.choose(v), kind
    d = Draws(3)
    first = d.decision(v).random()
    d.deal = 2
    assert d.decision(v).random() != first
    assert d.at("forget", 0).random() != d.at("forget", 1).random()
    assert moment(v) == moment(view(m.hole, m.hole.current))
