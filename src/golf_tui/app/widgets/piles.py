"""The stock (a back and its count), the discard pile's top card, and the card in hand — the last
shown with its identity only when the view carries it (a stock card: only to the player who drew
it). Clicking the stock draws; clicking the discard pile takes it or throws the drawn card away."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ...engine import SeatView
from .card import BACK, EMPTY, FACE, CardBox


class Piles(Horizontal):
    """Stock, discard pile and hand, side by side, each under a one-line label."""

    DEFAULT_CSS = """
    Piles { width: auto; height: auto; }
    Piles > Vertical { width: 11; height: auto; }
    Piles .pile-label { width: 100%; height: 1; }
    Piles CardBox { margin: 0 0 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.stock = CardBox("stock")
        self.discard = CardBox("discard")
        self.held = CardBox("held")
        self.stock_label = Static("Stock", classes="pile-label")
        self.discard_label = Static("Discard", classes="pile-label")
        self.held_label = Static("", classes="pile-label")

    def compose(self) -> ComposeResult:
        with Vertical():
            yield self.stock_label
            yield self.stock
        with Vertical():
            yield self.discard_label
            yield self.discard
        with Vertical():
            yield self.held_label
            yield self.held

    def set_compact(self, compact: bool) -> None:
        for box in (self.stock, self.discard, self.held):
            box.set_compact(compact)

    def show(self, v: SeatView, *, name: str, at_keys: bool, ascii: bool) -> None:
        """``name``: the seat to act; ``at_keys``: that seat is the player at the keys."""
        self.stock_label.update(f" Stock {v.stock_count}")
        self.stock.show(None, kind=BACK if v.stock_count else EMPTY, ascii=ascii, corner="")
        top = v.discard_top
        self.discard_label.update(f" Discard {len(v.discard)}")
        self.discard.show(top, kind=FACE if top is not None else EMPTY, ascii=ascii, corner="")
        if v.held_from is None or v.phase == "over":
            self.held_label.update(" In hand")
            self.held.show(None, kind=EMPTY, ascii=ascii, corner="")
            return
        who = "You" if at_keys else name
        verb = "drew" if v.held_from == "stock" else "took"
        self.held_label.update(f" {who} {verb}")
        self.held.show(
            v.held, kind=FACE if v.held is not None else BACK, ascii=ascii, selected=at_keys,
            corner="",
        )  # fmt: skip
