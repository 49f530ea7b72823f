"""The screen bench's options do what they say (its timings are too slow for the suite: the
work it times is stood in for here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "tui.py"


def test_moves_0_times_the_keypresses_alone(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """``--moves 0`` (keypresses only, as when timing the key handling) ended in a
    StatisticsError: the median of no moves."""
    spec = importlib.util.spec_from_file_location("bench_tui", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)

    async def times(*_args: Any) -> list[float]:
        return [0.01, 0.02]

    monkeypatch.setattr(bench, "start_once", lambda _child: (0.2, 0.3))
    monkeypatch.setattr(bench, "keypress_times", times)
    monkeypatch.setattr(bench, "move_times", times)
    monkeypatch.setattr(sys, "argv", ["tui.py", "--runs", "1", "--presses", "2", "--moves", "0"])
    bench.main()
    out = capsys.readouterr().out
    assert "keypress to repaint on the table: median 15.0 ms" in out
    assert "a move to repaint" not in out
