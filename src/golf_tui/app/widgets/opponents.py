"""Everyone else's grid, compact but readable: face-up cards by rank and suit, face-down cards as
backs, the name and running total in the frame, markers for the dealer, the seat to act and the
knocker (in words and symbols, never by colour alone)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.containers import Container
from textual.widgets import Static

from ...engine import Card
from ..glyphs import card_label, is_red


@dataclass(frozen=True)
class Seat:
    """What one opponent box shows."""

    seat: int
    name: str
    total: int
    cards: tuple[Card | None, ...]  # None: face down
    dealer: bool
    to_act: bool
    note: str  # "knocked", "all face up", ""


def box_width(cols: int) -> int:
    """Wide enough for the cards and for a name with its total in the frame."""
    return max(19, cols * 4 + 6)


class OpponentGrid(Static):
    """One opponent's grid in a frame."""

    DEFAULT_CSS = """
    OpponentGrid {
        height: auto;
        border: round $foreground 40%;
        border-title-align: left;
        border-subtitle-align: right;
        padding: 0 1;
    }
    OpponentGrid.-to-act { border: heavy $accent; border-title-style: bold; }
    """

    def __init__(self, slot: int, cols: int) -> None:
        super().__init__(id=f"opponent-{slot}")
        self.cols = cols
        self.styles.width = box_width(cols)
        self._shown: tuple[Seat, bool] | None = None

    def show(self, s: Seat, *, ascii: bool) -> None:
        if (s, ascii) == self._shown:
            return
        self._shown = (s, ascii)
        marks = ("▶ " if s.to_act else "") if not ascii else (">" if s.to_act else "")
        dealer = " (D)" if s.dealer else ""
        self.border_title = f"{marks}{s.name}{dealer} · {s.total}"
        self.border_subtitle = s.note
        self.set_class(s.to_act, "-to-act")
        text = Text()
        for i, card in enumerate(s.cards):
            if i and i % self.cols == 0:
                text.append("\n")
            label = card_label(card, ascii=ascii)
            style = "" if card is None else ("bold red" if is_red(card) else "bold")
            text.append(f"{label:<3}", style=style)
            if (i + 1) % self.cols:
                text.append(" ")
        self.update(text)


class OpponentsPanel(Container):
    """The opponents' boxes in turn order after the player at the keys, as many to a row as the
    width allows."""

    DEFAULT_CSS = """
    OpponentsPanel { layout: grid; height: auto; grid-gutter: 0 1; grid-rows: auto; }
    """

    def __init__(self, count: int, cols: int, *, id: str | None = None) -> None:
        super().__init__(*(OpponentGrid(i, cols) for i in range(count)), id=id)
        self.cols = cols
        self.count = count

    def per_row(self, width: int) -> int:
        return max(1, min(self.count, (width + 1) // (box_width(self.cols) + 1)))

    def fit(self, width: int) -> int:
        """Lay the boxes out for ``width`` columns; returns the number of rows used."""
        n = self.per_row(width)
        self.styles.grid_size_columns = n
        self.styles.grid_columns = f"{box_width(self.cols)}"
        self.styles.width = n * (box_width(self.cols) + 1) - 1
        return -(-self.count // n) if self.count else 0

    def show(self, seats: Sequence[Seat], *, ascii: bool) -> None:
        for slot, s in enumerate(seats):
            self.query_one(f"#opponent-{slot}", OpponentGrid).show(s, ascii=ascii)
