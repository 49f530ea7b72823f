"""The engine is pure Python: it imports nothing of the game's outside ``golf_tui.engine``,
and nothing from outside the standard library but pydantic (rulesets) and what pydantic itself
loads (STYLE.md, example 1). Textual, Rich, the catalogs, the game's files: none of them.

The layers above it import in one direction too: nothing of the engine, the bots, the storage
or the top-level modules (the words, presets, paths) imports the app, not even inside a
function."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import golf_tui

PRESET = Path(__file__).parents[2] / "rulesets" / "swedish-6.toml"
PACKAGE = Path(golf_tui.__file__).parent

# Every engine module imported, a ruleset built from a preset's data by the engine alone (as
# ``presets.load_ruleset`` gives it the data), a match played, viewed, written and read back.
# Pydantic is put to use first, on a model of its own, so that what it loads itself is known.
CODE = """
import json, sys, tomllib
from pathlib import Path
start = set(sys.modules)
import pydantic
class Probe(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(frozen=True)
    n: int = 0
Probe.model_validate({"n": 1}).model_dump(mode="json")
Probe.model_json_schema()
with_pydantic = set(sys.modules)
import importlib, pkgutil
import golf_tui.engine as engine
for info in pkgutil.iter_modules(engine.__path__):
    importlib.import_module(f"golf_tui.engine.{info.name}")
from golf_tui.engine import (
    Match, customise, legal_actions, match_from_json, match_to_json, play, view,
)
data = tomllib.loads(Path(sys.argv[1]).read_text("utf-8"))
data.pop("tagline", None)
m = Match.start(customise(data, "swedish-6", ["jokers"]), ["a", "b"], 1)
for _ in range(40):
    m = play(m, legal_actions(m.hole)[-1])
view(m.hole, 0)
match_from_json(match_to_json(m)).ruleset.model_json_schema()
print(json.dumps({"pydantic": sorted(with_pydantic - start),
                  "engine": sorted(set(sys.modules) - with_pydantic)}))
"""


def _top(module: str) -> str:
    return module.split(".")[0]


def _third_party(modules: list[str]) -> set[str]:
    # _sysconfigdata_*: the standard library's build data (sysconfig), named by platform
    return {_top(m) for m in modules
            if _top(m) not in sys.stdlib_module_names and not m.startswith("_sysconfigdata")}


def test_the_engine_imports_only_itself_the_standard_library_and_pydantic() -> None:
    out = subprocess.run([sys.executable, "-c", CODE, str(PRESET)], capture_output=True,
                         text=True, check=True)
    loaded = json.loads(out.stdout)
    engine = loaded["engine"]
    assert "golf_tui.engine.view" in engine and "pydantic" in loaded["pydantic"]  # it ran
    ours = [m for m in engine if _top(m) == "golf_tui"]
    # golf_tui itself: the package, which only names the version
    assert [m for m in ours if m != "golf_tui" and not m.startswith("golf_tui.engine.")
            and m != "golf_tui.engine"] == []
    allowed = {"pydantic", "pydantic_core"} | _third_party(loaded["pydantic"])
    assert _third_party(engine) - {"golf_tui"} <= allowed, sorted(
        _third_party(engine) - {"golf_tui"} - allowed)


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
        "golf_tui.engine.errors", "golf_tui.engine.seating", "golf_tui.engine.lazy")]


STORAGE_LAZY = """
import json, sys
import golf_tui.storage
from golf_tui.storage.lock import FileLock
print(json.dumps(sorted(sys.modules)))
"""


def test_the_storage_package_loads_its_modules_on_first_use() -> None:
    """``golf_tui.storage`` is cheap too: its file lock comes without the autosave, the
    history, the bots, the engine's models or pydantic (the quick start takes it before its
    first frame, to tell a finished match's end that was never seen)."""
    out = subprocess.run([sys.executable, "-c", STORAGE_LAZY], capture_output=True, text=True,
                         check=True)
    modules = json.loads(out.stdout)
    assert "golf_tui.storage.lock" in modules  # the probe really ran
    assert "pydantic" not in modules
    assert not [m for m in modules if m.startswith(("golf_tui.storage.", "golf_tui.engine.",
                                                    "golf_tui.bots"))
                and m not in ("golf_tui.storage.lock", "golf_tui.engine.lazy")]


@pytest.mark.parametrize("package", ["golf_tui.engine", "golf_tui.storage"])
def test_every_public_name_is_its_module_s_object(package: str) -> None:
    import importlib

    lazy = importlib.import_module(package)
    where = lazy._WHERE  # the table the lazy lookup uses
    assert sorted(where) == sorted(lazy.__all__)
    for name, module in where.items():
        assert getattr(lazy, name) is getattr(
            importlib.import_module(f"{package}.{module}"), name), name
    assert sorted(set(dir(lazy)) & set(where)) == sorted(where)
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        lazy.Nothing  # noqa: B018 -- the lookup is what is tested
    if package == "golf_tui.engine":
        assert lazy.RulesetError is importlib.import_module(
            "golf_tui.engine.customise").RulesetError


@pytest.mark.parametrize(("name", "other"), [("view", "SeatView"),
                                             ("customise", "parse_override")])
def test_a_submodule_does_not_hide_a_function_of_its_name(name: str, other: str) -> None:
    """``view`` and ``customise`` are each a function and a module: importing the module first
    (as ``SeatView`` does, and ``presets``) must leave ``from golf_tui.engine import view`` the
    function."""
    code = (f"import golf_tui.engine.{name}\nfrom golf_tui.engine import {other}, {name}\n"
            f"import golf_tui.engine as e\nprint(callable({name}), e.{name} is {name},"
            f" type({name}).__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True", "function"]


def _imported(path: Path) -> set[str]:
    """Every module ``path`` imports, at any depth of the file (a function's own import too),
    by its absolute name."""
    package = ".".join(("golf_tui", *path.relative_to(PACKAGE).parent.parts))
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            base = base[:len(base) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)  # from . import app
    return names


def test_nothing_below_the_app_imports_it() -> None:
    """The engine, the bots, the storage and the top-level modules never reach up into
    ``golf_tui.app`` (the autosave's words for a refused move came from the table's module)."""
    layers = ("engine", "bots", "storage")
    below = [*PACKAGE.glob("*.py"), *(p for d in layers for p in (PACKAGE / d).rglob("*.py"))]
    assert PACKAGE / "match_words.py" in below and PACKAGE / "storage" / "autosave.py" in below
    reaching_up = {p.relative_to(PACKAGE).as_posix(): sorted(m for m in _imported(p)
                                                             if m == "golf_tui.app"
                                                             or m.startswith("golf_tui.app."))
                   for p in below}
    assert {p: m for p, m in reaching_up.items() if m} == {}
