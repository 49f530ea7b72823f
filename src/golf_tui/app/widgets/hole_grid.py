"""One grid at the end of a hole: every card face up with its value, cancelled groups bracketed,
and the score explained in words (pairs, bonus, peeks, the knock: ``breakdown.breakdown_lines``
in its short form). Before its turn in a staggered reveal it shows card backs only, and nothing
of its score: no brackets, no best-hole mark."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.text import Text
from textual.content import Content
from textual.widgets import Static

from ...breakdown import breakdown_lines, minus
from ...engine import Card, GridScore
from ...i18n import _
from ..glyphs import best_mark, card_label, face_style
from .card import dim_text, suit_red


def _card_text(card: Card | None, ascii: bool, cancelled: bool, no_color: bool = False,
               red: str = "red") -> Text:
    """``" 7♥  "`` or, in a cancelled group, ``"[7♥ ]"``: five cells wide either way, the
    label where a ten's is, the padding inside the brackets, so that every "]" and the value
    after it stand in one column ("[J♣]  0" under "[10♦] 0" read as a column off); a red suit
    in ``red`` (``suit_red``)."""
    label = card_label(card, ascii=ascii)
    style = face_style(card, no_color=no_color, red=red)
    text = Text("[" if cancelled else " ")
    text.append(label, style=style + (" reverse" if cancelled else ""))
    text.pad_right(4 - text.cell_len)
    text.append("]" if cancelled else " ")
    return text


FRAME = 4  # a panel's round frame and its padding, a cell of each either side
LABEL_FRAME = 6  # around a frame's title: the corner and a line either side, and a space
WORDS_WRAP = 26  # a longer line of words (a knock's) may wrap: three 30-cell panels fit 100 columns


class HoleGrid(Static):
    """A player's grid revealed and scored; ``reveal()`` turns the cards face up. Until then
    it shows the cards that lay face up when play stopped (``face_up``, a bitmask of positions),
    as the table did, and backs for the others."""

    DEFAULT_CSS = """
    HoleGrid {
        height: auto;
        border: round $foreground 40%;
        border-title-style: bold;
        padding: 0 1;
    }
    HoleGrid.-best { border: round $success; }
    HoleGrid.-closer { border-title-color: $accent; }
    """

    def __init__(self, name: str, cards: tuple[Card, ...], cols: int, score: GridScore | None,
                 *, note: str = "", best: bool = False, ascii: bool = False,
                 revealed: bool = True, face_up: int = 0,
                 names: Sequence[str] | None = None) -> None:
        """``names``: the players in seat order, for the knocker's grid to name whom the knock
        was measured against (``GridScore.knock_against``)."""
        super().__init__()
        self._names = names
        self._cards, self._cols, self._score, self._ascii = cards, cols, score, ascii
        self._face_up = face_up
        self._revealed = revealed
        self._best = best
        self._crowned = revealed  # the best-hole mark: once every grid is face up (``crown``)
        # the name as typed: a frame's title is read as markup unless it is Content
        self.border_title = Content(name + (f" · {note}" if note else ""))
        self.set_class(bool(note), "-closer")

    def on_mount(self) -> None:
        self._draw()

    @property
    def revealed(self) -> bool:
        return self._revealed

    def reveal(self) -> None:
        self._revealed = True
        self._draw()

    def crown(self) -> None:
        """Every grid is face up: the best hole may say so (before, it told the others' grids
        still face down that they scored more)."""
        self._crowned = True
        self._draw()

    def _draw(self) -> None:
        best = self._best and self._revealed and self._crowned
        self.set_class(best, "-best")
        self.border_subtitle = best_mark(self._ascii) + " " + _("best hole") if best else ""
        self.update(self.render_grid())

    def render_grid(self) -> RenderableType:
        return Group(*self._lines(self._revealed, self.app.no_color, suit_red(self.app),
                                  dim=dim_text(self.app)))

    def _lines(self, revealed: bool, no_color: bool = False, red: str = "red", *,
               dim: str = "dim") -> list[Text]:
        """The grid's lines: its cards a row a line (face up where ``revealed``), then its
        score in words. ``dim``: the style of each card's points, the theme's dimmed text
        (``$dim-text``, 3:1 on the background: Textual's dim was 2.6:1 in solarized)."""
        score = self._score
        gone = {p for g in score.cancelled for p in g} if score and revealed else set()
        rows: list[Text] = []
        for start in range(0, len(self._cards), self._cols):
            line = Text()
            for pos in range(start, start + self._cols):
                if pos > start:  # between two cards, none after the last (it took cells)
                    line.append("  ")
                shown = revealed or self._face_up >> pos & 1
                card = self._cards[pos] if shown else None
                line.append_text(_card_text(card, self._ascii, pos in gone, no_color, red))
                if revealed and score is not None:
                    value = 0 if pos in gone else score.values[pos]
                    line.append(f"{minus(value, self._ascii):>2}", style=dim)
            rows.append(line)
        if score is None:
            rows.append(Text(_("void deal: not scored"), style="italic"))
        elif not revealed:
            rows.append(Text("…", style="dim"))
        else:
            for words in breakdown_lines(score, short=True, ascii=self._ascii,
                                         names=self._names):
                rows.append(Text(words, style="italic"))
            rows.append(Text(_("Hole score %(total)s") % {"total": minus(score.total, self._ascii)},
                             style="bold"))
        return rows

    def width_needed(self) -> int:
        """The panel's width for its lines face up, its title and its best-hole mark to fit
        whole: the hole result makes its columns as narrow as its grids need (a knock's 46
        cells in every panel gave eight players' grids of 28 cells two columns at 100x30 where
        three fit). A row of cards never wraps; a line of words longer than ``WORDS_WRAP``
        wraps at a space instead of taking a column away (a knock at 80x24: two grids side by
        side, its line on two, not one grid above the other)."""
        lines = self._lines(True)
        rows = -(-len(self._cards) // self._cols)
        widths = [line.cell_len for line in lines[:rows]]
        widths += [min(line.cell_len, WORDS_WRAP) for line in lines[rows:]]
        # a frame's label keeps a cell of the frame at either end and a space either side
        labels = [cell_len(str(self.border_title or ""))]
        if self._best:
            labels.append(cell_len(best_mark(self._ascii) + " " + _("best hole")))
        return max(max(widths) + FRAME, max(labels) + LABEL_FRAME)
