"""Textual's command palette, dismissed once like the game's own screens (``once.py``).

Its own ``dismiss`` (on Escape, a click beside it, a command chosen) popped whatever screen was
on top by then: a key queued for it after a hand-over or a hole's result went up over it took
that screen down instead, and with it, once, the table. And its search, a worker started on
every change of the search field, failed when it started after the palette had been taken down
or was taken down while it searched (a key typed into it as the app quit). Imported when the
palette first opens."""

from __future__ import annotations

import inspect
from typing import Any

from textual import work
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches

from .once import DismissedOnce

COMMANDS = "-commands"  # the class of the palette of ctrl+p (the theme picker is one too)


class Palette(CommandPalette, DismissedOnce[Any]):
    """The palette of ctrl+p and of the theme picker."""

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        if not self.query(CommandList):
            return  # taken down already: there is no list left to fill
        search = inspect.unwrap(CommandPalette._gather_commands)  # Textual's own, not a worker
        try:
            await search(self, search_value)
        except NoMatches:
            if self.query(CommandList):
                raise  # the palette is still up: a fault of its own
            # taken down while it searched: nothing is left to show the results in
