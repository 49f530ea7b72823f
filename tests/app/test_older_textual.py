"""pyproject allows Textual 8.0 and later 8.x, and 8.0 to 8.2.0 lack private names that 8.2.8
has: the game must start on them all. ``_keyboard_protocol.MODIFIER_FUNCTIONAL_KEYS`` is the one
that was imported (screens/unbound.py): on Textual 8.0.0 the package installed and its commands
ran, but the game stopped with an ImportError."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from textual import _keyboard_protocol

import golf_tui
from golf_tui.app.screens.unbound import LONE_MODIFIERS


def test_the_screens_load_where_textual_names_no_lone_modifiers() -> None:
    """As on Textual 8.0.0: the name taken away before any of the app is imported."""
    probe = ("import textual._keyboard_protocol as k; del k.MODIFIER_FUNCTIONAL_KEYS;"
             "import golf_tui.app.app, golf_tui.app.screens.table, golf_tui.app.screens.unbound")
    site = str(Path(golf_tui.__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [site, *filter(None, [os.environ.get("PYTHONPATH")])])}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         timeout=120, env=env)  # fmt: skip
    assert out.returncode == 0, out.stderr


def test_a_modifier_alone_is_named_as_textual_names_it() -> None:
    assert set(_keyboard_protocol.FUNCTIONAL_KEYS.values()) >= LONE_MODIFIERS
    theirs = getattr(_keyboard_protocol, "MODIFIER_FUNCTIONAL_KEYS", None)
    if theirs is not None:  # Textual 8.2.8; not in 8.0 to 8.2.0
        assert set(theirs) == LONE_MODIFIERS
