"""The table's log (key ``l``): every line the table has told in this hole, newest last, so that
a player who looked away, or waited through seven computer players, can catch up. The lines
since the player at the keys last moved stand out. Escape or ``l`` closes it.

Every line is narration, written from public views only, and it names a card only while that
card is still in sight (``Controller.log_lines``), so the log shows nothing the player at the
keys may not see."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from ...i18n import N_, _
from .beside import ClosedBeside
from .relabel import Relabelled

if TYPE_CHECKING:
    from ..controller import Controller


def log_text(ctrl: Controller) -> Text:
    """The log in the current language; the lines since the player at the keys last moved in
    bold, after a marker line."""
    lines = ctrl.log_lines()
    text = Text()
    marked = False
    for line, recent in lines:
        if recent and not marked and len(text):
            text.append(_("— since your last move —") + "\n", style="italic")
            marked = True
        text.append(line + "\n", style="bold" if recent else "")
    text.rstrip()
    return text


class LogScreen(ClosedBeside, Relabelled[None]):
    """What happened at the table so far, over it."""

    AUTO_FOCUS = "#log-box"  # a screen composed not at all (the app leaving) focuses nothing

    CSS_PATH = "../styles/log.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
        Binding("l", "close", N_("Close"), show=False),
    ]

    def __init__(self, ctrl: Controller) -> None:
        super().__init__()
        self._ctrl = ctrl

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="log-box") as box:
            box.border_title = self._title()
            box.border_subtitle = _("Esc or l: close")
            yield Static(log_text(self._ctrl), id="log-lines")
        yield Footer()

    def on_mount(self) -> None:
        for box in self.query("#log-box").results(VerticalScroll):  # none: composed not at all
            self.call_after_refresh(box.scroll_end, animate=False, immediate=True)

    def follow_log(self) -> None:
        """Show the line of the move just made (one chosen before the log opened, or the next
        deal's under a hole's result), staying at the newest line if the log was scrolled
        there. The computer players wait while the log covers the table."""
        box = self.query_one("#log-box", VerticalScroll)
        at_end = box.scroll_y >= box.max_scroll_y
        box.border_title = self._title()
        self.query_one("#log-lines", Static).update(log_text(self._ctrl))
        if at_end:
            self.call_after_refresh(box.scroll_end, animate=False, immediate=True)

    def _title(self) -> str:
        return _("What happened in hole %(number)d") % {"number": self._ctrl.log_hole()}

    def action_close(self) -> None:
        self.dismiss(None)
