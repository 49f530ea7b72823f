"""The resume offer at start-up: "Resume Kari, Ola & Siri — swedish-6, hole 4 of 9?".

Dismisses with ``"resume"`` or ``"new"``; starting a new match replaces the saved one, and the
screen says so before the choice is made.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Footer, Static

from ...i18n import N_, _
from ...storage import AutosaveInfo
from .relabel import Relabelled


class ResumeScreen(Relabelled[str]):
    """Offers the unfinished match, with a line for any problem met while looking for it."""

    CSS_PATH = "../styles/resume.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,r", "choose('resume')", N_("Resume"), priority=True),
        Binding("n", "choose('new')", N_("New match")),
        Binding("escape", "choose('new')", N_("New match"), show=False),
    ]

    def __init__(self, info: AutosaveInfo, notes: list[str] | None = None) -> None:
        super().__init__()
        self.info = info
        self.notes = notes or []

    def compose(self) -> ComposeResult:
        with Vertical(id="resume"):
            with VerticalScroll(id="resume-body"):
                yield Static(self.info.prompt(), id="resume-prompt", markup=False)
                yield Static(_("Starting a new match replaces this saved one."),
                             id="resume-hint", markup=False)
                for note in self.notes:
                    yield Static(note, classes="resume-note", markup=False)
            with Horizontal(id="resume-buttons"):
                yield Button(_("Resume"), id="resume-yes", variant="primary", compact=True)
                yield Button(_("New match"), id="resume-no", compact=True)
        yield Footer()

    def on_resize(self, event: events.Resize) -> None:
        # The text scrolls, the buttons stay: on a short terminal with long notes the box would
        # otherwise push its buttons off the screen. Rows kept: the border (2), the buttons
        # and the gap above them (2), the footer (1).
        self.query_one("#resume-body").styles.max_height = max(1, event.size.height - 5)

    @on(Button.Pressed, "#resume-yes")
    def _yes(self) -> None:
        self.dismiss("resume")

    @on(Button.Pressed, "#resume-no")
    def _no(self) -> None:
        self.dismiss("new")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
