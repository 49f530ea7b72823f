"""A preset that does not read (a damaged installation, a file taken away) leaves the history
and the question before a new match with the engine's length and nothing to compare with; a
programming error met there is not taken for one (``except Exception`` hid every error)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import golf_tui.presets as presets
from golf_tui.app.saved_offers import length_apart
from golf_tui.engine import Match, RulesetError
from golf_tui.storage.history import entry_from_match, own_rules

SWEDISH = presets.load_ruleset("swedish-6", rules=["values.K=5", "match.holes=2"])


def _raising(error: Exception) -> Callable[..., object]:
    def fail(*_args: object, **_kwargs: object) -> object:
        raise error

    return fail


def _asked() -> tuple[str | None, bool, bool]:
    """The length the question names apart, whether the history calls a match of no holes
    short, and whether it says "own rules" of a match with a king worth 5."""
    entry = entry_from_match(Match.start(SWEDISH, ["Kari", "Ola"], 1), ("human", "human"),
                             "2026-01-01T12:00:00+00:00")
    return length_apart(SWEDISH), entry.short, own_rules(SWEDISH)


def test_as_the_presets_ship() -> None:
    assert _asked() == ("2 holes", True, True)


@pytest.mark.parametrize("error", [RulesetError("preset swedish-6: not valid TOML"),
                                   PermissionError(13, "Permission denied")])
def test_a_preset_that_does_not_read(monkeypatch: pytest.MonkeyPatch, error: Exception) -> None:
    monkeypatch.setattr(presets, "preset_data", _raising(error))
    monkeypatch.setattr(presets, "load_ruleset", _raising(error))
    assert _asked() == ("2 holes", True, False)  # the engine's 9 holes; no rules to compare


@pytest.mark.parametrize("name", ["preset_data", "load_ruleset"])
def test_a_programming_error_is_not_hidden(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setattr(presets, name, _raising(TypeError("a bug")))
    with pytest.raises(TypeError, match="a bug"):
        _asked()
