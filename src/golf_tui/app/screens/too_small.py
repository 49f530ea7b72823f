"""What a screen says in place of itself when the terminal is too small for it: the same first
line on every screen (the table, the hand-over, the history and the statistics), then what that
screen needs, in words of its own."""

from __future__ import annotations

from ...i18n import N_

TOO_SMALL = N_("Make the terminal larger")
