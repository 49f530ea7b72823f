"""Shared set-up for the bot tests: the helper module on the path, and no wall clock in the hard
player's search."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def _no_wall_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hard player stops searching after ``SAFETY_SECONDS`` whatever its budget, a guard
    against a pathological machine. On a busy test machine that cut searches short, so a test of
    the budget or of same-seed decisions could fail by the clock alone."""
    import golf_tui.bots.hard as hard

    monkeypatch.setattr(hard, "SAFETY_SECONDS", 60.0)
