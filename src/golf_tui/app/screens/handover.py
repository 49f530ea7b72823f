"""The hand-over screen: it covers the table and shows nothing but whose turn it is, until the
named player, alone at the screen, presses Enter (or clicks)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...i18n import N_, _


class HandoverScreen(Screen[None]):
    """"Pass to Ola — press Enter when only Ola is looking"."""

    CSS_PATH = "../styles/handover.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", N_("I am ready"), priority=True),
    ]

    def __init__(self, name: str, note: str = "") -> None:
        super().__init__()
        self.player = name
        self.note = note

    def compose(self) -> ComposeResult:
        with Vertical(id="handover"):
            args = {"name": self.player}
            yield Static(_("Pass to %(name)s") % args, id="handover-name", markup=False)
            yield Static(_("Press Enter when only %(name)s is looking") % args,
                         id="handover-hint", markup=False)
            if self.note:
                yield Static(self.note, id="handover-note", markup=False)

    def action_ready(self) -> None:
        self.dismiss(None)

    def on_click(self) -> None:
        self.dismiss(None)
