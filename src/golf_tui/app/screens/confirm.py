"""Asking before quitting a running match: a small modal that dismisses True to quit."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ...i18n import N_, _
from .relabel import Relabelled


class ConfirmQuitScreen(ModalScreen[bool], Relabelled[bool]):
    """"Quit the match?" — y / Enter on Quit says yes; n / Escape says no."""

    DEFAULT_CSS = """
    ConfirmQuitScreen { align: center middle; }
    ConfirmQuitScreen > Vertical {
        width: 44; height: auto; padding: 1 2;
        border: thick $error; background: $surface;
    }
    ConfirmQuitScreen Static { width: 100%; text-align: center; }
    ConfirmQuitScreen Horizontal { height: auto; align-horizontal: center; margin-top: 1; }
    ConfirmQuitScreen Button { margin: 0 1; min-width: 12; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Quit")),
        Binding("n,escape", "answer(False)", N_("Keep playing")),
    ]

    def compose(self) -> ComposeResult:
        with Vertical():
            question = _("Quit the match?")
            yield Static(f"[b]{question}[/b]\n" + _("The cards will be put away."),
                         id="confirm-text")
            with Horizontal():
                yield Button(_("Quit (y)"), id="yes", variant="error", compact=True)
                yield Button(_("Keep playing (n)"), id="no", variant="primary", compact=True)

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
