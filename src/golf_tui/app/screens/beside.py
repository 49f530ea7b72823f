"""Boxes to read over the screen beneath (the keys, the rules, the scorecard, the log, the
warnings, a finished match's history and the statistics): a click beside the box, on the screen
it dims, closes it, as it closes the command palette. With the mouse alone they closed only
through the footer's "esc Close", and a click beside the box did nothing."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen


class ClosedBeside(ModalScreen[None]):
    """A box over the screen beneath, closed by Esc (``action_close``) or a click beside it.

    Textual stops a key's bindings at a modal screen, short of the app's: ctrl+c, which the
    app turns into the quit question when no text is selected (``GolfApp.action_help_quit``),
    did nothing and said nothing over a box. Here it copies the text selected with the mouse,
    as the screen's own binding did, and otherwise asks too."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+c", "copy_or_quit", show=False),
    ]

    def action_copy_or_quit(self) -> None:
        selected = self.get_selected_text()
        if selected:
            self.app.copy_to_clipboard(selected)
        else:
            self.app.action_help_quit()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:  # not the box nor anything in it: the dimmed screen beneath
            event.stop()
            self.action_close()
