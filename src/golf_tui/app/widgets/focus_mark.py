"""The focus in text: a cell at the start of a line of a form that shows ``▶`` (``>`` in ASCII)
while something on the line has the focus, and a blank otherwise, so that nothing moves when
the focus does; and a button bracketed while it has the focus (``MarkedButton``).

Textual marks focus by colour alone (a grey background), which a screen reader, NO_COLOR or a
copy of the screen as text (``tmux capture-pane -p``) does not show: the setup's fields looked
the same focused or not, and the buttons of the match over, the resume and quit questions were
told apart by colour or reverse alone."""

from __future__ import annotations

from typing import Any

from textual.app import RenderResult
from textual.content import Content
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Button, Static

FOCUS_MARK = "▶"  # ``>`` in ASCII (``ascii_signs``)


class FocusMark(Static):
    """The first cell of a line that holds focusable fields (``mark_focus`` lights it)."""

    DEFAULT_CSS = """
    FocusMark { width: 1; min-width: 1; height: 1; color: $accent; text-style: bold; }
    """

    def __init__(self) -> None:
        super().__init__(" ", markup=False)
        self.lit = False

    def light(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update(FOCUS_MARK if lit else " ")


def line_mark(widget: Widget | None) -> FocusMark | None:
    """The mark of the line holding ``widget``: the first of its ancestors (itself included)
    with a ``FocusMark`` among its children. None: a widget on no marked line."""
    node: DOMNode | None = widget
    while isinstance(node, Widget):
        for child in node.children:
            if isinstance(child, FocusMark):
                return child
        node = node.parent
    return None


def mark_focus(root: Widget, focused: Widget | None) -> None:
    """Every ``FocusMark`` under ``root`` blank but the one of the line holding ``focused``."""
    lit = line_mark(focused)
    for mark in root.query(FocusMark).results(FocusMark):
        mark.light(mark is lit)


class MarkedButton(Button):
    """A button bracketed ``[Play again]`` while it has the focus, `` Play again `` otherwise:
    the brackets take the cells of Textual's padding of the label, so nothing moves. Textual
    marks the button in focus by colour or reverse alone.

    A ``default`` button (the answer Enter gives where no button has the focus: the start-up's
    Resume, while its text has the focus for its scroll keys) is bracketed while no button
    has the focus, as the button Enter presses: the box said "Enter resumes" with no button
    marked, where every other question brackets the one Enter presses.

    A button that never takes the focus (``can_focus`` off: a seat's ↑ ↓ ✕) draws its label
    alone, unpadded; one on a line of a form with a ``FocusMark`` (the setup's "+ Add player")
    is marked by that ``▶`` alone, as every other field of the form is: the brackets too marked
    it twice. A button with no mark of its own line (Start, below the form) keeps them."""

    def __init__(self, *args: Any, default: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.default = default
        self.styles.line_pad = 0  # (Textual's CSS refuses a line-pad of 0; inline it is taken)

    def on_mount(self) -> None:
        if self.default:  # the focus anywhere on the screen says whether Enter presses it
            self.watch(self.screen, "focused", self._focus_moved, init=False)

    def _focus_moved(self) -> None:
        self.refresh(layout=False)

    def presses_on_enter(self) -> bool:
        """Whether Enter presses this button: it has the focus, or it is the ``default`` and
        no button has it (Enter is the screen's then, which gives the default's answer)."""
        if self.has_focus:
            return True
        return self.default and self.is_attached \
            and not isinstance(self.screen.focused, Button)

    def render(self) -> RenderResult:
        label = super().render()
        if not self.can_focus or not isinstance(label, Content):
            return label
        bracketed = self.presses_on_enter() and line_mark(self) is None
        left, right = ("[", "]") if bracketed else (" ", " ")
        return Content.assemble(left, label, right)

    def on_focus(self) -> None:
        self.refresh(layout=False)

    def on_blur(self) -> None:
        self.refresh(layout=False)
