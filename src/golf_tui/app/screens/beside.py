"""Boxes to read over the screen beneath (the keys, the rules, the scorecard, the log, the
warnings, a finished match's history and the statistics): a click beside the box, on the screen
it dims, closes it, as it closes the command palette. With the mouse alone they closed only
through the footer's "esc Close", and a click beside the box did nothing."""

from __future__ import annotations

from textual import events
from textual.screen import ModalScreen


class ClosedBeside(ModalScreen[None]):
    """A box over the screen beneath, closed by Esc (``action_close``) or a click beside it."""

    def action_close(self) -> None:
        self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:  # not the box nor anything in it: the dimmed screen beneath
            event.stop()
            self.action_close()
