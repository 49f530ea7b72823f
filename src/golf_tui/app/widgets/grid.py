"""The grid of the player at the keys: large cards with their position numbers, or a compact form
when the terminal is small. Clicking a card posts ``CardBox.Pressed``; the screen decides."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ...engine import Card
from .card import BACK, FACE, CardBox


class OwnGrid(Vertical):
    """Title line plus ``rows`` × ``cols`` card boxes, positions numbered like the digit keys."""

    DEFAULT_CSS = """
    OwnGrid { width: auto; height: auto; padding: 0 1; }
    OwnGrid > .grid-title { width: 100%; height: 1; text-style: bold; }
    OwnGrid > Horizontal { width: auto; height: auto; }
    OwnGrid CardBox { margin: 0 1 0 0; }
    """

    def __init__(self, rows: int, cols: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows, self.cols = rows, cols
        self.title = Static("", classes="grid-title")
        self.boxes = [CardBox("grid", p) for p in range(rows * cols)]

    def compose(self) -> ComposeResult:
        yield self.title
        for r in range(self.rows):
            with Horizontal():
                yield from self.boxes[r * self.cols : (r + 1) * self.cols]

    def set_compact(self, compact: bool) -> None:
        self.set_class(compact, "-compact")
        for box in self.boxes:
            box.set_compact(compact)

    def show(
        self,
        title: str,
        cards: Sequence[Card | None],
        *,
        reveal: Mapping[int, Card],
        cursor: int | None,
        ascii: bool,
    ) -> None:
        """``cards``: the view's grid (None face down); ``reveal``: own face-down cards shown
        once after a peek."""
        self.title.update(title)
        for pos, box in enumerate(self.boxes):
            card = cards[pos]
            shown = card if card is not None else reveal.get(pos)
            box.show(
                shown,
                kind=FACE if shown is not None else BACK,
                ascii=ascii,
                selected=pos == cursor,
                revealed=card is None and shown is not None,
            )
