"""The catalogs and the rules pages of every language ship in the wheel and work from an
installed copy. Built offline like tests/cli/test_packaging.py; GOLF_SKIP_WHEEL=1 skips it."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def test_wheel_ships_catalogs_and_translated_pages(built_wheel: Any, tmp_path: Path) -> None:
    for lang in ("nb", "sv", "da"):
        assert f"golf_tui/locale/{lang}/LC_MESSAGES/golf_tui.mo" in built_wheel.names
        assert f"golf_tui/rules_docs/{lang}/common.md" in built_wheel.names
        assert f"golf_tui/rules_docs/{lang}/danish-6.md" in built_wheel.names
    site = str(built_wheel.site)
    probe = (
        "import golf_tui.i18n as i, golf_tui.rules_text as r;"
        "from golf_tui.presets import load_ruleset;"
        f"assert i.__file__.startswith({site!r}), i.__file__;"
        "i.set_language('da');"
        "print(i._('No finished matches yet.'), i.rank_label('J'));"
        "print(r.rules_markdown(load_ruleset('swedish-6'), 'sv').splitlines()[0])"
    )
    out = built_wheel.run(probe, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["Ingen færdigspillede spil endnu. B",
                                       "# Sexkortsgolf på svenskt vis"]
