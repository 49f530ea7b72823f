"""The presets ship inside the wheel as golf_tui/rulesets/*.toml and load from an installed copy,
not only from the source checkout. The wheel is built offline (no index, no build isolation)
with the hatchling already installed; set GOLF_SKIP_WHEEL=1 where even that is impossible."""

from __future__ import annotations

from pathlib import Path
from typing import Any

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
