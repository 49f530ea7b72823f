"""The screen bench's options do what they say (its timings are too slow for the suite: the
work it times is stood in for here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from golf_tui.app import timings

BENCH = Path(__file__).resolve().parents[2] / "bench" / "tui.py"
SHIPPED = {"READING_TIME": timings.READING_TIME, "QUIET_TIME": timings.QUIET_TIME}  # unpatched


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

    async def bare(*_args: Any) -> list[float]:
        return [0.005, 0.005]

    monkeypatch.setattr(bench, "bare_keypress_times", bare)
    monkeypatch.setattr(sys, "argv", ["tui.py", "--runs", "1", "--presses", "2", "--moves", "0"])
    bench.main()
    out = capsys.readouterr().out
    assert "keypress to repaint on the table: median 15.0 ms" in out
    assert "× bare 3.0" in out  # against the baseline measured in the same run
    assert "a move to repaint" not in out


def test_the_setup_bench_times_each_key_on_a_setup_of_eight(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``bench/setup.py`` times as many keys of each kind as asked, each moving the focus or
    typing into a name (a key that changed nothing would never be timed: it waits for it)."""
    import asyncio

    spec = importlib.util.spec_from_file_location("bench_setup", BENCH.parent / "setup.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    times = asyncio.run(bench.key_times(3))
    assert {kind: len(t) for kind, t in times.items()} == {"tab": 3, "letter": 3}
    assert all(t > 0 for ts in times.values() for t in ts)


def test_the_setup_bench_adds_and_removes_the_eighth_seat_again_and_again(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``--mounts 2`` (the bench's default is 20): the second ctrl+r came within FINAL_TIME of the
    first, was refused as too quick, and the bench stopped on its assertion of seven seats."""
    import asyncio

    spec = importlib.util.spec_from_file_location("bench_setup", BENCH.parent / "setup.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    shipped = SHIPPED["READING_TIME"]
    monkeypatch.setattr(timings, "READING_TIME", shipped)  # put back after, whatever happens
    times = asyncio.run(bench.key_times(1, mounts=2))
    assert {kind: len(t) for kind, t in times.items()} == {"tab": 1, "letter": 1, "mount": 2,
                                                           "add": 2}
    assert shipped == timings.READING_TIME  # the bench put it back itself


def test_the_move_bench_passes_the_hand_overs(monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    """With the hand-overs on, the bench's Enter at each hand-over is taken: the hand-over
    waits for a quiet moment after the move's key (``timings.QUIET_TIME``), and the bench,
    which set only the reading time aside, stopped with "the key 'enter' played no move"."""
    import asyncio

    spec = importlib.util.spec_from_file_location("bench_tui", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    for name, seconds in SHIPPED.items():  # as the bench finds them (the suite's are 0)
        monkeypatch.setattr(timings, name, seconds)
    times = asyncio.run(asyncio.wait_for(
        bench.move_times(*bench.MOVE_TABLES[0], 1, "always"), 120))
    assert times["back"] and all(t > 0 for t in times["back"])


def test_the_setup_benchs_baseline_times_the_same_kinds_on_a_bare_form() -> None:
    """The bare Textual form the setup bench compares with, in the same run: each kind timed as
    often as golf-tui's setup is."""
    import asyncio

    spec = importlib.util.spec_from_file_location("bench_setup", BENCH.parent / "setup.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    times = asyncio.run(bench.bare_times(2, mounts=1))
    assert {kind: len(t) for kind, t in times.items()} == {"tab": 2, "letter": 2, "mount": 1,
                                                           "add": 1}
    assert all(t > 0 for ts in times.values() for t in ts)
