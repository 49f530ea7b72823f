"""A move is put to the rules once: the controller applies it to the hole (to check it and to tell
what it did) and goes on from that hole (``engine.advance``); it used to hand the move to
``play``, which applied it again. The same for a resumed match told again (``_replay``)."""

from __future__ import annotations

import random
import sys

import pytest

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.engine import Action, Hole, Match, legal_actions, play
from golf_tui.engine import apply as engine_apply
from golf_tui.presets import load_ruleset


def count_applies(monkeypatch: pytest.MonkeyPatch) -> list[Action]:
    """Every call of the engine's ``apply`` from outside the hole module (whose own checks use
    it), wherever it was imported: the controller's modules and the match's ``play``."""
    applied: list[Action] = []

    def counted(h: Hole, action: Action) -> Hole:
        applied.append(action)
        return engine_apply(h, action)

    for name, module in list(sys.modules.items()):
        if (name.startswith("golf_tui.") and name != "golf_tui.engine.hole"
                and getattr(module, "apply", None) is engine_apply):
            monkeypatch.setattr(module, "apply", counted)
    return applied


def config(preset: str = "swedish-6") -> GameConfig:
    rules = load_ruleset(preset, rules=["match.holes=2"])
    seats = (Seat("Kari", "human"), Seat("Ola", "human"))
    return GameConfig(rules, seats, seed=5, handover="never")  # type: ignore[arg-type]


@pytest.mark.parametrize("preset", ["swedish-6", "norwegian-4"])
def test_a_move_made_at_the_table_is_applied_once(monkeypatch: pytest.MonkeyPatch,
                                                   preset: str) -> None:
    """Every move of a whole hole, its last (which scores it and deals the next) too."""
    c = Controller(config(preset))
    applied = count_applies(monkeypatch)
    rng = random.Random(1)
    while c.match.hole_number == 1:
        action = rng.choice(legal_actions(c.match.hole))
        applied.clear()
        c.apply(action)
        assert applied == [action]


def test_a_resumed_match_applies_each_move_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The saved deal told again (``_replay``) as the earlier deal is replayed: once a move."""
    rng = random.Random(2)
    m = Match.start(config().ruleset, ["Kari", "Ola"], 5)
    while m.hole_number == 1 or len(m.actions) < 80:
        m = play(m, rng.choice(legal_actions(m.hole)))
    applied = count_applies(monkeypatch)
    c = Controller(config(), m)
    assert c.match == m and c.log[-1].resumed
    assert len(applied) == len(m.actions)
