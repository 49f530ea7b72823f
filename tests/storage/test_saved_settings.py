"""A save's table settings come back only when they are of the right kind: a value of another
kind (true for a pace, a number for a switch) gives the default, never a coerced value."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


_TABLE_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2, 2), st.floats(allow_nan=False),
                          st.sampled_from(["auto", "always", "never", "Always", "", "true"]),
                          st.lists(st.booleans(), max_size=1))


@settings(max_examples=150, deadline=None)
@given(handover=_TABLE_VALUES, ascii_cards=_TABLE_VALUES, animations=_TABLE_VALUES)
def test_the_quick_read_of_the_table_settings_keeps_what_validation_keeps(
        tmp_path_factory: pytest.TempPathFactory, handover: object, ascii_cards: object,
        animations: object) -> None:
    """A quick start reads the hand-over, ASCII and animations settings before the file is
    validated (``SettingsRead.table``); it must take what the validated settings hold, each
    the default where validation drops the value (a 1 is not true, "Always" not a mode)."""
    from golf_tui.app.settings import load_settings
    from golf_tui.app.settings_file import read_settings_file

    path = tmp_path_factory.mktemp("table") / "settings.json"
    given_values = {"handover": handover, "ascii": ascii_cards, "animations": animations}
    path.write_text(json.dumps({k: v for k, v in given_values.items() if v is not None}),
                    encoding="utf-8")
    quick = read_settings_file(path).table()
    validated = load_settings(path)
    assert quick == {"handover": validated.handover, "ascii": validated.ascii,
                     "animations": validated.animations}
