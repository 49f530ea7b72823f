"""Textual's command palette, dismissed once like the game's own screens (``once.py``).

Its own ``dismiss`` (on Escape, a click beside it, a command chosen) popped whatever screen was
on top by then: a key queued for it after a hand-over or a hole's result went up over it took
that screen down instead, and with it, once, the table. Imported when the palette first opens."""

from __future__ import annotations

from typing import Any

from textual.command import CommandPalette

from .once import DismissedOnce

PALETTE_ID = "--command-palette"  # Textual's own id for the palette of ctrl+p


class Palette(CommandPalette, DismissedOnce[Any]):
    """The palette of ctrl+p and of the theme picker."""
