"""The stock (a back and its count), the discard pile's top card, and the card in hand — the last
shown with its identity only when the view carries it (a stock card: only to the player who drew
it). A click on the stock posts ``Piles.StockPressed``, on the discard pile
``Piles.DiscardPressed``, on the card in hand (or the place for it) ``Piles.HeldPressed``; a
click on a pile's label, or beside its card, counts as one on its card. The screen turns them into
actions, or says what a click can do now.

The labels never move the row: a long name is cut to the room its pile has, and in the compact
form (labels beside the cards, the row centred over the grid) each label keeps one width for the
whole hole, so the grid below does not shift a column when a count loses a digit or a card is
drawn."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.events import Click
from textual.message import Message

from ...engine import SeatView
from ...i18n import _
from ..layout import CARD_WIDTH, PILE_WIDTH
from .card import BACK, EMPTY, FACE, CardBox
from .opponents import shorten
from .steady import SteadyText

# Cells the compact held card's label may take ("Ola drew"; a longer name is cut to fit).
COMPACT_HELD_ROOM = 14
# Cells from the start of a stock or discard label to the next pile's, at the least: the label,
# then two spaces ("Stock 38" has five in English; "Trækbunke 38" would run into "Afkast").
LABEL_GAP = 2
# Cells between two compact piles (``Piles._compact_fit``): one where the row has no more room.
COMPACT_GAP = 2


class Piles(Horizontal):
    """Stock, discard pile and hand in a row, each under a one-line label (beside it when
    compact)."""

    DEFAULT_CSS = """
    Piles { width: auto; height: auto; }
    Piles > .pile { height: auto; }
    Piles.-compact > .pile { layout: horizontal; }
    Piles .pile-label { width: auto; height: 1; padding: 0 1 0 0; }
    Piles.-compact .pile-label { text-align: right; }
    Piles.-compact > .pile:first-of-type .pile-label { text-align: left; }
    """

    class StockPressed(Message):
        """The stock was clicked."""

    class DiscardPressed(Message):
        """The discard pile was clicked."""

    class HeldPressed(Message):
        """The card in hand (or its empty place) was clicked."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.stock = CardBox("stock")
        self.discard = CardBox("discard")
        self.held = CardBox("held")
        self.stock_label = SteadyText(classes="pile-label")
        self.discard_label = SteadyText(classes="pile-label")
        self.held_label = SteadyText(classes="pile-label")
        self._piles = [Vertical(label, box, classes="pile") for label, box in (
            (self.stock_label, self.stock), (self.discard_label, self.discard),
            (self.held_label, self.held))]
        self._label_cells = (0, 0)  # the stock's and the discard's longest labels this hole
        self.room = 0  # the cells the row may take (0: as many as it needs)
        self.set_size("large")

    def compose(self) -> ComposeResult:
        yield from self._piles

    def set_size(self, size: str, room: int | None = None) -> None:
        """Each pile is ``layout.PILE_WIDTH`` wide (the width the table's fit counts on); compact
        piles hug their label and card, in ``room`` cells (None: as before) where they can."""
        self.size_name = size
        self.room = self.room if room is None else room
        self.set_class(size == "compact", "-compact")
        self._size_piles()
        self._size_labels()
        for box in (self.stock, self.discard, self.held):
            box.set_size(size)

    def _size_piles(self) -> None:
        """The piles' widths for the size and the labels: a long word ("Trækbunke 38") keeps a
        gap before the next label. (Set again with the size alone, after a hand-over, the
        stock's pile lost that gap until the next move, and the row moved a column.)"""
        size = self.size_name
        if size == "compact":
            gap = self._compact_fit()[0]
            for pile in self._piles:
                pile.styles.width = "auto"
                pile.styles.margin = (0, 0 if pile is self._piles[-1] else gap, 0, 0)
            return
        for pile in self._piles:
            pile.styles.margin = (0, 0, 0, 0)
        for pile, cells in zip(self._piles, (*self._label_cells, 0), strict=True):
            pile.styles.width = max(PILE_WIDTH[size], cells + LABEL_GAP)

    def _size_labels(self) -> None:
        """The labels' widths for the size: compact, each keeps one width for the whole hole
        (the stock's and the discard's as their longest count needs, the hand's as its longest
        words); else as their text. (Set in ``show`` alone, a resize to the compact form kept
        the large form's widths until the next key, and the row moved sideways then.)"""
        compact = self.size_name == "compact"
        for label, cells in zip((self.stock_label, self.discard_label), self._label_cells,
                                strict=True):
            label.styles.width = cells + 1 if compact and cells else "auto"
        self.held_label.styles.width = self._held_room() + 1 if compact else "auto"

    def _held_room(self) -> int:
        """Cells the hand's label may take: in the compact form ``COMPACT_HELD_ROOM``, or its
        longest fixed words; else the pile's width less the label's padding."""
        if self.size_name == "compact":
            return self._compact_fit()[1]
        return PILE_WIDTH[self.size_name] - 1

    def _compact_fit(self) -> tuple[int, int]:
        """The compact row's cells between two piles and its hand label's room: two and
        ``COMPACT_HELD_ROOM`` (or the longest fixed words), where the row has ``room`` for
        them; else the label less the cells the row lacks, down to its fixed words, and then one
        cell between the piles. "Trekkbunke 54 … Avkastbunke 1" pushed the card in hand off the
        60 columns of eight players, and "Du trakk" was cut to "Du tra"."""
        fixed = max(cell_len(text) for text in (_("In hand"), _("You drew"), _("You took")))
        room = max(COMPACT_HELD_ROOM, fixed)
        if not self.room or not all(self._label_cells):
            return COMPACT_GAP, room
        card = CARD_WIDTH["compact"]
        for gap in (COMPACT_GAP, 1):
            # each pile's label and the cell after it, its card, and the gap to the next pile
            others = sum(cells + 1 + card + gap for cells in self._label_cells) + 1 + card
            if self.room - others >= fixed:
                return gap, min(room, self.room - others)
        return 1, fixed

    def on_card_box_pressed(self, message: CardBox.Pressed) -> None:
        message.stop()
        self._pressed(message.box.slot)

    def on_click(self, event: Click) -> None:
        """A click on a pile's label or beside its card (the card's own is ``CardBox.Pressed``):
        the pile's, as on its card ("Stock 38" did nothing)."""
        widget = event.widget
        if event.button != 1:  # a right or middle click makes no move (``CardBox.on_click``)
            return
        for pile, label, box in zip(self._piles, (self.stock_label, self.discard_label,
                                                  self.held_label),
                                    (self.stock, self.discard, self.held), strict=True):
            if widget is pile or widget is label:
                event.stop()
                self._pressed(box.slot)
                return

    def _pressed(self, slot: str) -> None:
        message = {"stock": self.StockPressed, "discard": self.DiscardPressed,
                   "held": self.HeldPressed}[slot]
        self.post_message(message())

    def show(self, v: SeatView, *, name: str, at_keys: bool, ascii: bool,
             cursor: str | None = None) -> None:
        """``name``: the seat to act; ``at_keys``: that seat is the player at the keys;
        ``cursor``: the pile the arrow keys' cursor is on ("stock", "discard"), highlighted
        as a grid card under it is."""
        # the most a count can say this hole: the cards not dealt to the grids ("Stock 104"
        # kept a cell for a third digit where eight players' grids leave 56)
        pack = len(v.pack) - sum(len(grid) for grid in v.grids)
        stock = _("Stock %(count)d")
        self.stock_label.set_text(stock % {"count": v.stock_count})
        self.stock.show(None, kind=BACK if v.stock_count else EMPTY, ascii=ascii,
                        selected=cursor == "stock")
        top = v.discard_top
        discard = _("Discard %(count)d")
        self.discard_label.set_text(discard % {"count": len(v.discard)})
        self.discard.show(top, kind=FACE if top is not None else EMPTY, ascii=ascii,
                          selected=cursor == "discard")
        room = self._held_room()
        widest = (cell_len(stock % {"count": pack}), cell_len(discard % {"count": pack}))
        if widest != self._label_cells:
            self._label_cells = widest
            self._size_piles()
        self._size_labels()
        if v.held_from is None or v.phase == "over":
            self.held_label.set_text(_("In hand"))
            self.held.show(None, kind=EMPTY, ascii=ascii)
            return
        if at_keys:
            text = _("You drew") if v.held_from == "stock" else _("You took")
        else:
            verb = _("%(name)s drew") if v.held_from == "stock" else _("%(name)s took")
            spare = room - cell_len(verb % {"name": ""})
            text = verb % {"name": shorten(name, max(1, spare), ascii=ascii)}
        self.held_label.set_text(text)
        self.held.show(v.held, kind=FACE if v.held is not None else BACK, ascii=ascii,
                       held=at_keys)
