"""Textual's private bindings (``DOMNode._bindings``, ``_merged_bindings``) are read and written
in one place, ``screens/bindings.py``, which says why (Textual 8 has no public way to read one
node's bindings): the same scan of them was written in five modules."""

from __future__ import annotations

import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "golf_tui"
HOME = SRC / "app" / "screens" / "bindings.py"
PRIVATE = re.compile(r"\._bindings\b|\b_merged_bindings\b")


def test_textuals_private_bindings_are_touched_in_one_module() -> None:
    elsewhere = [f"{path.relative_to(SRC)}:{n}" for path in sorted(SRC.rglob("*.py"))
                 if path != HOME
                 for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if PRIVATE.search(line)]
    assert not elsewhere, elsewhere
    assert PRIVATE.search(HOME.read_text(encoding="utf-8"))
