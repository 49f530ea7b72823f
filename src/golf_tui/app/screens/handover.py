"""The hand-over screen: it covers the table and shows nothing but whose turn it is, until the
named player, alone at the screen, presses Enter (or clicks).

A quick start (``golf-tui --players …``) shows the first hand-over before its match is built: the
screen is put up ``held``, an Enter or a click while it is held is kept, and ``release`` (the match
is ready) lets it through."""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Static

from ...i18n import N_, _
from .deliberate import Deliberate
from .relabel import Relabelled

# The note of a hand-over into a hole's first turn when the ruleset opens with a peek.
OPENING_PEEK_NOTE = N_("Your opening peek comes first.")
# The note of the hand-over into a resumed match's first human turn.
RESUMING_NOTE = N_("Resuming the saved match.")
FRAME = 10  # the box's border and padding across (handover.tcss)


class HandoverScreen(Deliberate[None], Relabelled[None]):
    """"Pass to Ola — press Enter when only Ola is looking"."""

    CSS_PATH = "../styles/handover.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", N_("I am ready"), priority=True),
    ]

    def __init__(self, name: str, note: str = "", *, held: bool = False) -> None:
        """``note``: a line under the hint, in English (marked with ``N_``): it is shown in the
        current language, and follows a language switch."""
        super().__init__()
        self.player = name
        self.note = note
        self.held = held  # the player's Enter waits until ``release``
        self.ready_pressed = False

    def release(self) -> None:
        """No longer held: an Enter (or click) that came while it was is acted on now."""
        self.held = False
        if self.ready_pressed and self.is_current:
            self.dismiss(None)

    def compose(self) -> ComposeResult:
        args = {"name": self.player}
        lines = [("handover-name", _("Pass to %(name)s") % args),
                 ("handover-hint", _("Press Enter when only %(name)s is looking") % args)]
        if self.note:
            lines.append(("handover-note", _(self.note)))
        box = Vertical(id="handover")
        # as wide as its longest line (each line is centred in it); narrower terminals wrap
        box.styles.width = max(cell_len(text) for _id, text in lines) + FRAME
        with box:
            for id, text in lines:
                yield Static(text, id=id, markup=False)

    def action_ready(self) -> None:
        if self.held:
            self.ready_pressed = True
            return
        self.dismiss(None)

    def on_click(self) -> None:
        self.action_ready()
