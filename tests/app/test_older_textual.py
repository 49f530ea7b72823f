"""pyproject allows Textual 8.2.6 and any later 8.x, and 8.2.6 lacks a private name that 8.2.8
has: ``_keyboard_protocol.MODIFIER_FUNCTIONAL_KEYS`` (new in 8.2.7), once imported by
screens/unbound.py. On a Textual without it the package installed and its commands ran, but
``golf-tui`` stopped at its start with an ImportError."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from textual import _keyboard_protocol

import golf_tui
from golf_tui.app.screens.unbound import LONE_MODIFIERS


def test_the_screens_load_where_textual_names_no_lone_modifiers() -> None:
    """As on Textual 8.2.6: the name taken away before any of the app is imported."""
    probe = ("import textual._keyboard_protocol as k;"
             "k.__dict__.pop('MODIFIER_FUNCTIONAL_KEYS', None);"
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
    if theirs is not None:  # Textual 8.2.7 and later
        assert set(theirs) == LONE_MODIFIERS
