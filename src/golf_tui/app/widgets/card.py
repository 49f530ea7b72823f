"""One card on the table: a face, a back, or an empty place, large or compact, clickable.

The widget is told a ``Card`` only when that card may be shown to the player at the keys; a
face-down card is given as None and drawn as a back, so its identity never reaches the screen.
"""

from __future__ import annotations

from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from ...engine import Card
from ..glyphs import card_label, is_red

EMPTY = "empty"
FACE = "face"
BACK = "back"


class CardBox(Widget):
    """A card in a grid position (``pos``) or on a pile (``slot`` "stock", "discard", "held")."""

    DEFAULT_CSS = """
    CardBox {
        width: 7;
        height: 4;
        border: round $foreground 40%;
        padding: 0;
    }
    CardBox.-back { color: $primary-lighten-1; }
    CardBox.-face { color: $foreground; text-style: bold; }
    CardBox.-red { color: $error-lighten-1; }
    CardBox.-empty { border: round $foreground 15%; color: $foreground 40%; }
    CardBox.-selected { border: double $accent; }
    CardBox.-revealed { border: dashed $warning; }
    CardBox.-compact { width: 7; height: 1; border: none; padding: 0; }
    CardBox.-compact.-selected { background: $accent 30%; }
    CardBox:hover { border: round $accent; }
    CardBox.-compact:hover { background: $accent 20%; }
    """

    class Pressed(Message):
        """The card was clicked."""

        def __init__(self, box: CardBox) -> None:
            super().__init__()
            self.box = box

    def __init__(self, slot: str = "grid", pos: int = -1, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.slot = slot
        self.pos = pos
        self._card: Card | None = None
        self._kind = EMPTY
        self._corner = str(pos + 1) if pos >= 0 else ""
        self._ascii = False
        self._selected = False
        self._state: tuple[object, ...] = ()

    def show(
        self,
        card: Card | None,
        *,
        kind: str,
        ascii: bool,
        selected: bool = False,
        revealed: bool = False,
        corner: str | None = None,
    ) -> None:
        """Set what the box shows. ``kind``: "face" (``card`` is shown), "back" or "empty"."""
        if kind != FACE:
            card = None  # a back or an empty place never carries a card
        if corner is not None:
            self._corner = corner
        state = (card, kind, ascii, selected, revealed, self._corner)
        if state == self._state:
            return
        self._state = state
        self._card, self._kind, self._ascii, self._selected = card, kind, ascii, selected
        flags = {f"-{kind}": True, "-red": card is not None and is_red(card),
                 "-selected": selected, "-revealed": revealed,
                 "-compact": self.has_class("-compact")}
        self.set_classes(name for name, on in flags.items() if on)  # one style update
        self.refresh()

    def set_compact(self, compact: bool) -> None:
        self.set_class(compact, "-compact")

    def render(self) -> Text:
        corner = self._corner
        if self._kind == FACE:
            label = card_label(self._card, ascii=self._ascii)
        elif self._kind == BACK:
            label = card_label(None, ascii=self._ascii)
        else:
            label = ""
        if self.has_class("-compact"):
            left, right = ("[", "]") if self._selected else (" ", " ")
            body = f"{left}{label:^3}{right}" if label else "  ·  "
            return Text(f"{corner:>1}{body}"[:7])
        if self._kind == BACK:
            pattern = (label * 3)[:5]
            return Text(f"{pattern[:4]}{corner[-1:] or pattern[4]}\n{pattern}")
        if self._kind == FACE:
            return Text(f"{label:<4}{corner[-1:]:>1}\n{label:>5}")
        return Text(f"{'':4}{corner[-1:]:>1}\n")

    def on_click(self) -> None:
        self.post_message(self.Pressed(self))
