"""The one-line bars around the table: the status line at the top (ruleset, hole, dealer, whose
turn), the narration of the last change and the prompt saying what to do next."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Static


class StatusBar(Horizontal):
    """``Golf · swedish-6 · hole 3 of 9 · dealer Siri`` left, ``Kari's turn`` right."""

    DEFAULT_CSS = """
    StatusBar { height: 1; width: 100%; background: $panel; }
    StatusBar > #status-left {
        width: 1fr; height: 1; padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis;
    }
    StatusBar > #status-right { width: auto; height: 1; padding: 0 1; text-style: bold; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.left = Static("", id="status-left")
        self.right = Static("", id="status-right")

    def compose(self) -> ComposeResult:
        yield self.left
        yield self.right

    def show(self, left: str, right: str) -> None:
        self.left.update(left)
        self.right.update(right)


class InfoLine(Static):
    """A line of plain text (narration or prompt); markup is never interpreted. Text too long
    for one line takes up to ``MAX_LINES`` (the table makes room for them), so nothing is cut
    off."""

    MAX_LINES = 2
    DEFAULT_CSS = """
    InfoLine { height: 1; width: 100%; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("", id=id, markup=False)
        self.text = ""

    def say(self, text: str) -> None:
        self.text = text
        self.update(text)

    def lines_for(self, width: int) -> int:
        """Lines the text needs in a terminal ``width`` cells wide, wrapped as Textual wraps
        it (at most ``MAX_LINES``)."""
        wrapped = len(Content(self.text).wrap(max(1, width - 2)))
        return min(self.MAX_LINES, max(1, wrapped))

    def set_lines(self, lines: int) -> None:
        self.styles.height = lines
        self.set_class(lines > 1, "-wrapped")
