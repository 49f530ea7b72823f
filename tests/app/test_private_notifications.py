"""The tests read Textual's private list of notifications (``App._notifications``) in one
place, ``tests/conftest.py`` (``toasts``), which says why: Textual 8.2.8 has no public way to
list the toasts on screen, and fourteen files read it each their own way."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
HOME = TESTS / "conftest.py"
PRIVATE = re.compile(r"\._notifications\b")


def test_the_tests_read_textuals_notifications_in_one_place() -> None:
    elsewhere = [f"{path.relative_to(TESTS)}:{n}" for path in sorted(TESTS.rglob("*.py"))
                 if path not in (HOME, Path(__file__).resolve())
                 for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if PRIVATE.search(line)]
    assert not elsewhere, elsewhere
    assert PRIVATE.search(HOME.read_text(encoding="utf-8"))
