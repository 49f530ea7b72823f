"""The grid of the player at the keys: cards numbered like the digit keys, in the size the
terminal allows (see ``layout``). A click on a card posts ``OwnGrid.Chosen``; the screen decides
what that means now."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message

from ...engine import Card
from .card import BACK, FACE, CardBox
from .steady import SteadyText


class OwnGrid(Vertical):
    """Title line plus ``rows`` × ``cols`` card boxes."""

    DEFAULT_CSS = """
    OwnGrid { width: auto; height: auto; padding: 0 1; }
    OwnGrid > .grid-title { width: auto; height: 1; text-style: bold; }
    OwnGrid > Horizontal { width: auto; height: auto; }
    OwnGrid CardBox { margin: 0 1 0 0; }
    OwnGrid.-big CardBox { margin: 0 2 0 0; }  /* layout.CARD_GAP */
    """

    class Chosen(Message):
        """The player clicked the card at grid position ``pos``."""

        def __init__(self, pos: int) -> None:
            super().__init__()
            self.pos = pos

    def __init__(self, rows: int, cols: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows, self.cols = rows, cols
        self.title = SteadyText(classes="grid-title")
        self.boxes = [CardBox("grid", p) for p in range(rows * cols)]

    def compose(self) -> ComposeResult:
        yield self.title
        for r in range(self.rows):
            with Horizontal():
                yield from self.boxes[r * self.cols : (r + 1) * self.cols]

    def set_size(self, size: str) -> None:
        self.set_class(size in ("big", "huge"), "-big")
        for box in self.boxes:
            box.set_size(size)

    def on_card_box_pressed(self, message: CardBox.Pressed) -> None:
        message.stop()
        self.post_message(self.Chosen(message.box.pos))

    def show(
        self,
        title: str,
        cards: Sequence[Card | None],
        *,
        reveal: Mapping[int, Card],
        cursor: int | None,
        ascii: bool,
        paired: Collection[int] = (),
    ) -> None:
        """``cards``: the view's grid (None face down); ``reveal``: own face-down cards shown
        once after a peek; ``paired``: the positions of face-up cards in a pair already made
        (``engine.visible_pairs``), marked on the card."""
        self.title.set_text(title)
        for pos, box in enumerate(self.boxes):
            card = cards[pos]
            shown = card if card is not None else reveal.get(pos)
            box.show(
                shown,
                kind=FACE if shown is not None else BACK,
                ascii=ascii,
                selected=pos == cursor,
                revealed=card is None and shown is not None,
                paired=card is not None and pos in paired,
            )
