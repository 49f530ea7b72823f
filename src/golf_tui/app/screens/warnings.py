"""The Warnings screen (the palette's "Warnings"): every warning of this run, oldest first, each
with the time it was given, so that one gone from the screen (its toast lasts half a minute, and
only one shows at a time) can be read again. Escape closes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.events import ScreenResume
from textual.widgets import Footer, Static

from ...i18n import N_, _
from ..notes import PathsBroken
from .beside import ClosedBeside
from .relabel import Relabelled

if TYPE_CHECKING:
    from ..app_notes import Warned


class WarningsScreen(ClosedBeside, Relabelled[None]):
    """The warnings given so far, over the screen they were given on."""

    AUTO_FOCUS = "#warnings-box"
    CSS_PATH = "../styles/warnings.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
    ]

    def __init__(self, warnings: list[Warned]) -> None:
        """``warnings``: the app's own list, which grows as warnings come (``follow_warnings``)."""
        super().__init__()
        self._warnings = warnings
        self._listed = 0  # how many it lists

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="warnings-box") as box:
            box.border_title = _("Warnings")
            box.border_subtitle = _("Esc: close")
            yield from self._lines()
        yield Footer()

    def _lines(self) -> ComposeResult:
        self._listed = len(self._warnings)
        if not self._warnings:
            yield Static(_("No warnings"), id="warnings-none", markup=False)
        for n, warned in enumerate(self._warnings, start=1):
            yield Static(f"{n}. {warned.at:%H:%M:%S}", classes="warning-when", markup=False)
            yield Static(PathsBroken(warned.message), classes="warning-text")

    async def follow_warnings(self) -> None:
        """A warning given while the screen is up: listed at once."""
        box = self.query_one("#warnings-box", VerticalScroll)
        await box.remove_children()
        await box.mount_all(list(self._lines()))

    def on_screen_resume(self, event: ScreenResume) -> None:
        """Back on top (a screen put up over it is gone): the warnings given meanwhile too."""
        super().on_screen_resume(event)
        if self._listed != len(self._warnings) and self.is_mounted:
            self.call_later(self.follow_warnings)

    def action_close(self) -> None:
        self.dismiss(None)
