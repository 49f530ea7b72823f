"""Running the ``golf-tui`` command as a real subprocess, the way people run it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

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
