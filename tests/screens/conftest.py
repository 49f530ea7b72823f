"""Every screen test runs in English, with its own empty data folder (settings, saves)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    yield tmp_path  # in English: tests/conftest.py
