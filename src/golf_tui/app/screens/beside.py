"""Boxes to read over the screen beneath (the keys, the rules, the scorecard, the log, the
warnings, a finished match's history and the statistics): a click beside the box, on the screen
it dims, closes it, as it closes the command palette. With the mouse alone they closed only
through the footer's "esc Close", and a click beside the box did nothing."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.containers import ScrollableContainer
from textual.geometry import Size
from textual.screen import ModalScreen, Screen

from ...i18n import N_
from .unbound import binds, box_said


def copy_selected(screen: Screen[Any]) -> bool:
    """Copy the text selected with the mouse on ``screen`` (ctrl+c's first meaning, as
    Textual's own binding has it); False when there is none."""
    selected = screen.get_selected_text()
    if not selected:
        return False
    screen.app.copy_to_clipboard(selected)
    return True


class ClosedBeside(ModalScreen[None]):
    """A box over the screen beneath, closed by Esc (``action_close``) or a click beside it.

    Textual stops a key's bindings at a modal screen, short of the app's: ctrl+c, which the
    app turns into the quit question when no text is selected (``GolfApp.action_help_quit``),
    did nothing and said nothing over a box. Here it copies the text selected with the mouse,
    as the screen's own binding did, and otherwise asks too.

    q, which quits at the table, on a hand-over, on a hole's result and on the match over (the
    keys list says "q / ctrl+q: quit (asks first during a match)"), did nothing over a box of
    the match's: it quits as it does beneath, asking first while the match runs (n goes back to
    the box; Esc and the box's own key close it). Without a match (the setup's keys, a box
    opened from the setup), where q is typed into names, it stays unbound."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+c", "copy_or_quit", show=False),
        # Esc here too, though each box binds it again: a key keeps its first place in the
        # footer, so that it reads "esc Close  q Quit" (Textual merges the classes' bindings)
        Binding("escape", "close", N_("Close")),
        Binding("q", "quit_match", N_("Quit")),
    ]

    _refitted_to: Size | None = None  # the size the boxes' scrollbars were last put away for

    def __init__(self) -> None:
        super().__init__()
        self._foot: dict[int, str] = {}  # each box's own foot line, as composed

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "quit_match":
            return getattr(self.app, "table", None) is not None  # a match is on beneath
        return True

    def action_quit_match(self) -> None:
        quit_game = getattr(self.app, "action_quit_game", None)  # GolfApp's: asks first
        if callable(quit_game):
            quit_game()

    def action_copy_or_quit(self) -> None:
        if not copy_selected(self):
            self.app.action_help_quit()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_key(self, event: events.Key) -> None:
        """A key nothing here takes (R or S with Caps Lock on, an F-key) did nothing and said
        nothing: the box's foot says so before how to close it, in the table's words ("The
        F2 key does nothing here. Esc: close"), asking about Caps Lock where the key's lower
        case does something here."""
        if binds(self, event):
            return
        boxes = [box for box in self.query("*") if box.border_subtitle]
        if not boxes:
            return
        box = boxes[0]
        foot = self._foot.setdefault(id(box), str(box.border_subtitle))
        box.border_subtitle = f"{box_said(self, event)} {foot}"

    def on_resize(self, event: events.Resize) -> None:
        """A box as high as its text (``height: auto``) is laid out anew without its scrollbar,
        given back where the text needs it. Textual measures such a box's height with its text
        as wide as the box, but wraps the text two columns narrower while the scrollbar shows,
        and keeps the scrollbar while the text so wrapped is taller than the box: the keys of
        eight players, which scrolled at 80×24, kept their scrollbar when the terminal grew
        back to 300×80, wrapped a line longer than the box made for them, the last line out of
        sight. (A screen hears of a resize twice, the second time laid out anew: only the first
        is read.)"""
        if event.size == self._refitted_to:
            return
        self._refitted_to = event.size
        boxes = [box for box in self.query(ScrollableContainer)
                 if box.styles.is_auto_height and box.show_vertical_scrollbar]
        for box in boxes:
            box.show_vertical_scrollbar = False
        if boxes:
            self.call_after_refresh(self._scrollbars_given_back, boxes)

    @staticmethod
    def _scrollbars_given_back(boxes: list[ScrollableContainer]) -> None:
        """The scrollbar back on each of ``boxes`` whose text, laid out as wide as the box, is
        taller than it (Textual looks again only where a box's size or its text's changes)."""
        for box in boxes:
            if box.virtual_size.height > box.container_size.height:
                box.show_vertical_scrollbar = True

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:  # not the box nor anything in it: the dimmed screen beneath
            event.stop()
            self.action_close()
