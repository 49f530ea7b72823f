"""The presets ship inside the wheel as golf_tui/rulesets/*.toml and load from an installed copy,
not only from the source checkout. The wheel is built offline (no index, no build isolation)
with the hatchling already installed; set GOLF_SKIP_WHEEL=1 where even that is impossible."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PRESETS = {"norwegian-4", "norwegian-6", "swedish-6", "danish-6", "nine-card"}


@pytest.mark.skipif(os.environ.get("GOLF_SKIP_WHEEL") == "1", reason="GOLF_SKIP_WHEEL=1")
def test_wheel_contains_the_presets(tmp_path: Path) -> None:
    pytest.importorskip("hatchling", reason="building needs hatchling (offline: no isolation)")
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--no-index", "-w", str(tmp_path / "dist"), str(ROOT)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout + build.stderr
    (wheel,) = (tmp_path / "dist").glob("golf_tui-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        shipped = {n.removeprefix("golf_tui/rulesets/").removesuffix(".toml")
                   for n in names if n.startswith("golf_tui/rulesets/") and n.endswith(".toml")}
        assert shipped == PRESETS
        for name in PRESETS:
            local = (ROOT / "rulesets" / f"{name}.toml").read_bytes()
            assert zf.read(f"golf_tui/rulesets/{name}.toml") == local
        assert "golf_tui/engine/hole.py" in names
        zf.extractall(tmp_path / "site")
    # Load the presets from the unpacked wheel alone: importlib.resources, not the checkout.
    probe = (
        "import golf_tui.presets as p, sys;"
        f"assert p.__file__.startswith({str(tmp_path / 'site')!r}), p.__file__;"
        "print(sorted(p.preset_names()), p.load_ruleset('danish-6').name)"
    )
    out = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, "
                          f"{str(tmp_path / 'site')!r}); exec({probe!r})"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"{sorted(PRESETS)} danish-6"
