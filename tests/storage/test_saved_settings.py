"""A save's table settings come back only when they are of the right kind: a value of another
kind (true for a pace, a number for a switch) gives the default, never a coerced value."""

from __future__ import annotations

import math

import pytest

from golf_tui.app.session import config_from_saved
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import SavedMatch


def _saved(settings: dict[str, object]) -> SavedMatch:
    match = simulate(load_ruleset("swedish-6"), 2, 7)
    return SavedMatch(match, (("Kari", "human"), ("Ola", "human")), settings)


@pytest.mark.parametrize("delay", [True, False, math.nan, -1, 11, "2", None])
def test_a_pace_of_the_wrong_kind_or_size_gives_the_default(delay: object) -> None:
    assert config_from_saved(_saved({"bot_delay": delay})).bot_delay == 0.8


@pytest.mark.parametrize("delay", [0, 0.3, 2, 10])
def test_a_pace_in_range_comes_back(delay: float) -> None:
    assert config_from_saved(_saved({"bot_delay": delay})).bot_delay == delay


def test_switches_come_back_only_as_true_or_false() -> None:
    config = config_from_saved(_saved({"ascii": 1, "animations": 0, "handover": "sometimes"}))
    assert config.ascii is False and config.animations is True and config.handover == "auto"
    config = config_from_saved(_saved({"ascii": True, "animations": False,
                                       "handover": "never"}))
    assert config.ascii is True and config.animations is False and config.handover == "never"
