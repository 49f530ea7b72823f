"""The catalogs and the rules pages of every language ship in the wheel and work from an
installed copy. Built offline like tests/cli/test_packaging.py; GOLF_SKIP_WHEEL=1 skips it."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(os.environ.get("GOLF_SKIP_WHEEL") == "1", reason="GOLF_SKIP_WHEEL=1")
def test_wheel_ships_catalogs_and_translated_pages(tmp_path: Path) -> None:
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
        for lang in ("nb", "sv", "da"):
            assert f"golf_tui/locale/{lang}/LC_MESSAGES/golf_tui.mo" in names
            assert f"golf_tui/rules_docs/{lang}/common.md" in names
            assert f"golf_tui/rules_docs/{lang}/danish-6.md" in names
        zf.extractall(tmp_path / "site")
    site = str(tmp_path / "site")
    probe = (
        "import golf_tui.i18n as i, golf_tui.rules_text as r;"
        "from golf_tui.presets import load_ruleset;"
        f"assert i.__file__.startswith({site!r}), i.__file__;"
        "i.set_language('da');"
        "print(i._('No finished matches yet.'), i.rank_label('J'));"
        "print(r.rules_markdown(load_ruleset('swedish-6'), 'sv').splitlines()[0])"
    )
    out = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, "
                          f"{site!r}); exec({probe!r})"],
                         capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["Ingen færdigspillede spil endnu. B",
                                       "# Sexkortsgolf på svenskt vis (swedish-6, ”Sexkortsgolf”)"]
