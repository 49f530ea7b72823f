"""The heap bench plays its keys and reads the collector, with the workaround and with
Textual's own cache put back (its baseline); the numbers themselves are the bench's to give."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from textual._styles_cache import StylesCache

from golf_tui.app import render_cache

BENCH = Path(__file__).resolve().parents[2] / "bench" / "heap.py"


@pytest.mark.parametrize("textual_cache", [False, True])
def test_a_child_reads_the_collector_every_so_many_keys(
        textual_cache: bool, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("bench_heap", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    # the child's baseline puts Textual's method back: this process gets the workaround back
    monkeypatch.setattr(StylesCache, "get_inner_outer", StylesCache.get_inner_outer)
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    bench.child(24, 8, textual_cache)
    readings = json.loads(capsys.readouterr().out)
    assert [made for made, _objects, _seconds in readings] == [8, 16, 24]
    assert all(objects > 1000 and seconds > 0 for _made, objects, seconds in readings)
    textual_s = StylesCache.__dict__["get_inner_outer"] is render_cache.TEXTUAL_INNER_OUTER
    assert textual_s is textual_cache
