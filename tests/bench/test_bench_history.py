"""The history bench fills a folder golf-tui reads without a problem, and times a process (its
screens and commands are too slow to time in the suite: one read stands in for them)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from golf_tui.storage import Store

BENCH = Path(__file__).resolve().parents[2] / "bench" / "history.py"


def test_the_folder_it_fills_is_a_history_golf_tui_reads(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("bench_history", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.fill(tmp_path, 3) > 0
    entries, problems = Store(tmp_path / "data").history()
    assert len(entries) == 3 and problems == []
    assert len({e.finished_at for e in entries}) == 3  # each finished at a moment of its own
    seconds, wall, megabytes = bench.timed(tmp_path, bench.TIMED["read"], bench.SRC)
    assert 0 < seconds < wall and megabytes > 10  # a Python process takes more than 10 MB
    seconds, wall, _ = bench.timed(tmp_path, ["-c", bench.BASE], bench.SRC)  # the baseline
    assert 0 < seconds < wall
