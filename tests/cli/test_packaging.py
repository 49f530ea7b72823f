"""The presets ship inside the wheel as golf_tui/rulesets/*.toml and load from an installed copy,
not only from the source checkout. The wheel is built offline (no index, no build isolation)
with the hatchling already installed; set GOLF_SKIP_WHEEL=1 where even that is impossible."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PRESETS = {"norwegian-4", "norwegian-6", "swedish-6", "danish-6", "nine-card"}


def test_wheel_contains_the_presets(built_wheel: Any) -> None:
    names = built_wheel.names
    shipped = {n.removeprefix("golf_tui/rulesets/").removesuffix(".toml")
               for n in names if n.startswith("golf_tui/rulesets/") and n.endswith(".toml")}
    assert shipped == PRESETS
    for name in PRESETS:
        local = (ROOT / "rulesets" / f"{name}.toml").read_bytes()
        assert built_wheel.read(f"golf_tui/rulesets/{name}.toml") == local
    assert "golf_tui/engine/hole.py" in names
    # Load the presets from the unpacked wheel alone: importlib.resources, not the checkout.
    probe = (
        "import golf_tui.presets as p, sys;"
        f"assert p.__file__.startswith({str(built_wheel.site)!r}), p.__file__;"
        "print(sorted(p.preset_names()), p.load_ruleset('danish-6').name)"
    )
    out = built_wheel.run(probe)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"{sorted(PRESETS)} danish-6"


def test_wheel_ships_what_runs_and_nothing_else(built_wheel: Any) -> None:
    """Every language's compiled catalog, py.typed (the package is typed, mypy --strict) and
    the licence; not the catalogs' .po sources (gettext reads the .mo), the tests, the
    benchmarks, the scripts, nor docs/rules/.keep."""
    from golf_tui.i18n import LANGUAGES

    names = built_wheel.names
    for lang in LANGUAGES:
        if lang != "en":
            assert f"golf_tui/locale/{lang}/LC_MESSAGES/golf_tui.mo" in names
    assert "golf_tui/py.typed" in names
    (licence,) = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
    assert built_wheel.read(licence) == (ROOT / "LICENSE").read_bytes()
    assert [n for n in names if n.endswith(".po")] == []
    assert [n for n in names if n.rsplit("/", 1)[-1] == ".keep"] == []
    assert [n for n in names if not n.startswith(("golf_tui/", "golf_tui-"))] == []


def test_sdist_holds_every_file_the_tests_and_the_build_read(tmp_path: Path) -> None:
    """The sdist builds the wheel and runs the tests: it holds every tracked file of src,
    rulesets, docs, tests, bench and scripts (tests/i18n loads scripts/i18n.py), the README,
    the licence and pyproject.toml. Built with the hatchling of the test extras, offline."""
    pytest.importorskip("hatchling", reason="building needs hatchling (test extras)")
    if os.environ.get("GOLF_SKIP_WHEEL") == "1":
        pytest.skip("GOLF_SKIP_WHEEL=1")
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                             check=False)  # fmt: skip
    if tracked.returncode != 0 or not tracked.stdout:
        pytest.skip("not a git checkout: no list of the tracked files")
    build = subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-t", "sdist", "-d", str(tmp_path)],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout + build.stderr
    (sdist,) = tmp_path.glob("golf_tui-*.tar.gz")
    with tarfile.open(sdist) as tf:
        held = {name.split("/", 1)[1] for name in tf.getnames() if "/" in name}
    wanted = {name for name in tracked.stdout.decode().split("\0")
              if name.startswith(("src/", "rulesets/", "docs/", "tests/", "bench/", "scripts/"))
              or name in {"README.md", "LICENSE", "pyproject.toml"}}
    assert {"LICENSE", "scripts/i18n.py", "pyproject.toml"} <= wanted
    assert sorted(wanted - held) == []


def test_version_is_the_packages_and_said_by_version(capsys: pytest.CaptureFixture[str]) -> None:
    """``golf-tui --version`` says the version pyproject.toml gives the package (a packager's
    first question; it was an unknown option), from ``golf_tui.__version__``, which must not
    drift from it."""
    import tomllib

    import golf_tui
    from golf_tui import cli

    version = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]
    assert golf_tui.__version__ == version
    with pytest.raises(SystemExit) as ended:
        cli.main(["--version"])
    assert ended.value.code == 0
    assert capsys.readouterr().out == f"golf-tui {version}\n"
