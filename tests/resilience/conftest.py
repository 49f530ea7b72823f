"""Shared set-up for the resilience tests: the helper module on the path and an app whose files
all live under ``tmp_path`` (``async def`` tests run through the hook in tests/conftest.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig
from golf_tui.app.session import Session, bare_session


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never touch the real user directories, whatever a test builds."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))


@pytest.fixture
def session(tmp_path: Path) -> Session:
    return bare_session(tmp_path)


@pytest.fixture
def make_app(session: Session) -> Callable[..., GolfApp]:
    def build(config: GameConfig | None = None, **kw: Any) -> GolfApp:
        return GolfApp(config, session=session, **kw)

    return build


