"""A preset file that does not read (a damaged installation, a preset edited by hand and got
wrong): the setup still opens with the presets that do, names the broken one once, and a preset
that breaks while the setup is up is named at Start instead of taking the game down; every
command names it as it names a ruleset file's problem, never with a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

import golf_tui.presets as presets
from golf_tui.engine import RulesetError
from golf_tui.presets import load_ruleset, preset_names

SHIPPED = preset_names()


@pytest.fixture
def preset_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the shipped presets, used as the game's, to damage."""
    shipped = Path(str(presets._preset_dir()))
    folder = tmp_path / "rulesets"
    folder.mkdir()
    for name in SHIPPED:
        (folder / f"{name}.toml").write_bytes((shipped / f"{name}.toml").read_bytes())
    monkeypatch.setattr(presets, "_preset_dir", lambda: folder)
    return folder


@pytest.mark.parametrize("kind", ["folder", "loop"])
def test_a_preset_that_is_no_file_is_named_not_a_traceback(preset_dir: Path, kind: str) -> None:
    """A folder named like a preset, or a symbolic link that leads round in a loop, in the
    presets' folder: an OSError came out of every command that read it (``rulesets`` too)."""
    if kind == "folder":
        (preset_dir / "zz.toml").mkdir()
    else:
        (preset_dir / "zz.toml").symlink_to(preset_dir / "yy.toml")
        (preset_dir / "yy.toml").symlink_to(preset_dir / "zz.toml")
    with pytest.raises(RulesetError, match=r"^preset zz: cannot read: "):
        load_ruleset("zz")
