"""The engine is pure Python: importing it must not load Textual or Rich (STYLE.md, example 1)."""

from __future__ import annotations

import json
import subprocess
import sys

CODE = """
import json, sys
import golf_tui.engine
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
Match.start(load_ruleset("swedish-6"), ["a", "b"], 1)
print(json.dumps(sorted(sys.modules)))
"""


def test_engine_imports_without_textual_or_rich() -> None:
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=True)
    modules = json.loads(out.stdout)
    assert "golf_tui.engine" in modules and "pydantic" in modules  # the probe really ran
    loaded = [m for m in modules if m.split(".")[0] in ("textual", "rich")]
    assert loaded == []
    assert not [m for m in modules if m.startswith(("golf_tui.app", "golf_tui.bots"))]
