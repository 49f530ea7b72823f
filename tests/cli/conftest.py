"""Running the ``golf-tui`` command as a real subprocess, the way people run it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

Golf = Callable[..., subprocess.CompletedProcess[str]]


def _script() -> str:
    beside = Path(sys.executable).parent / "golf-tui"
    found = str(beside) if beside.exists() else shutil.which("golf-tui")
    if found is None:
        pytest.skip("the golf-tui console script is not installed")
    return found


@pytest.fixture
def golf() -> Golf:
    """Run ``golf-tui ARGS`` (console script); returns the completed process."""

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([_script(), *args], capture_output=True, text=True, timeout=120,
                              encoding="utf-8")

    return run


@pytest.fixture
def golf_module() -> Golf:
    """Run ``python -m golf_tui ARGS``."""

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "golf_tui", *args], capture_output=True,
                              text=True, timeout=120, encoding="utf-8")

    return run


async def _stats_screen_names(store: Any, size: tuple[int, int] = (80, 24),
                              whole: bool = False) -> list[str]:
    from textual.widgets import DataTable

    from golf_tui.app.app import GolfApp
    from golf_tui.app.screens.stats import StatsScreen

    app = GolfApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await app.push_screen(StatsScreen(store))
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        rows = [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]
        return [" | ".join(row) if whole else row[0] for row in rows]


@pytest.fixture
def stats_screen_names() -> Callable[..., Any]:
    """``await stats_screen_names(store, size=(80, 24), whole=False)``: the first column of the
    *Player statistics* screen over ``store``'s history, row by row (a person's name, a level's,
    or a ruleset's indented under it); ``whole``: every column, joined by " | "."""
    return _stats_screen_names


def endless_series(jobs: str, stop: Callable[[subprocess.Popen[str]], object],
                   **popen: Any) -> tuple[int, list[str], str]:
    """Run ``golf-tui simulate`` of a million one-hole matches between random players, with
    ``--jobs jobs``, in a process of its own (``popen``: more for ``subprocess.Popen``); once
    its first match is printed, ``stop`` it (a signal); read on to its end. Its status, the
    lines it printed and what it wrote to stderr. It is killed if still running two minutes on
    (a stop not obeyed), and its pipes are closed, not left to the garbage collector (a
    ResourceWarning)."""
    args = [sys.executable, "-m", "golf_tui", "simulate", "--ruleset", "norwegian-4",
            "--holes", "1", "--matches", "1000000", "--bots", "random,random", "--jobs", jobs]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            encoding="utf-8", **popen)
    assert proc.stdout is not None and proc.stderr is not None
    watchdog = threading.Timer(120, proc.kill)
    watchdog.start()
    try:
        first = proc.stdout.readline()
        stop(proc)
        # on through the same buffered stream: communicate() would miss what readline() has
        # already buffered
        out, err = proc.stdout.read(), proc.stderr.read()
    except BaseException:  # ``stop`` found it wrong: not left running
        proc.kill()
        raise
    finally:
        watchdog.cancel()
        proc.stdout.close()
        proc.stderr.close()
    return proc.wait(), (first + out).splitlines(), err


def played_in(lines: list[str]) -> int:
    """The matches an ``endless_series`` printed a line for."""
    return len([line for line in lines if line.startswith("match ")])
