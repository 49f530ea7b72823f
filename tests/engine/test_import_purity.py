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


LAZY = """
import json, sys
import golf_tui.engine
from golf_tui.engine import RulesetError
from golf_tui.engine.seating import first_to_act
print(json.dumps(sorted(sys.modules)))
"""


def test_the_package_loads_its_modules_on_first_use() -> None:
    """``import golf_tui.engine`` is cheap: the error class and the seating rule come without
    pydantic or the rest of the engine (the command line relies on it for its start-up)."""
    out = subprocess.run([sys.executable, "-c", LAZY], capture_output=True, text=True, check=True)
    modules = json.loads(out.stdout)
    assert "golf_tui.engine.errors" in modules and "golf_tui.engine.seating" in modules
    assert "pydantic" not in modules
    assert not [m for m in modules if m.startswith("golf_tui.engine.") and m not in (
        "golf_tui.engine.errors", "golf_tui.engine.seating")]


def test_every_public_name_is_its_module_s_object() -> None:
    import importlib

    import golf_tui.engine as engine

    where = engine._WHERE  # the table the lazy lookup uses
    assert sorted(where) == sorted(engine.__all__)
    for name, module in where.items():
        assert getattr(engine, name) is getattr(
            importlib.import_module(f"golf_tui.engine.{module}"), name), name
    assert engine.RulesetError is importlib.import_module("golf_tui.engine.customize").RulesetError


def test_a_submodule_does_not_hide_a_function_of_its_name() -> None:
    """``view`` is a function and a module: importing the module first (as ``SeatView`` does)
    must leave ``from golf_tui.engine import view`` the function."""
    code = ("import golf_tui.engine.view\nfrom golf_tui.engine import SeatView, view\n"
            "import golf_tui.engine as e\nprint(callable(view), e.view is view,"
            " type(view).__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True", "function"]
