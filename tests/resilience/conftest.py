"""Shared set-up for the resilience tests: the helper module on the path, an app whose files all
live under ``tmp_path``, and this folder's ``async def`` tests run on a fresh asyncio loop each."""

from __future__ import annotations

import asyncio
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig
from golf_tui.app.session import Session, bare_session


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    names = pyfuncitem._fixtureinfo.argnames
    kwargs = {name: pyfuncitem.funcargs[name] for name in names}
    asyncio.run(pyfuncitem.obj(**kwargs))
    return True


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


