"""One card on the table: a face, a back, or an empty place, in one of five sizes, clickable.

The widget is told a ``Card`` only when that card may be shown to the player at the keys; a
face-down card is given as None and drawn as a back, so its identity never reaches the screen.
Every face carries its rank and suit glyph (``7♥``) in the top line, so colour is never the only
cue; backs are filled with a pattern (``▚``, ``#`` in ASCII mode) no face can be mistaken for.
A face-up card in a pair already made (``engine.visible_pairs``) is ``paired``: a double frame
(``#`` sides in ASCII mode), or ``=Q♣=`` in the compact size, where brackets mark the cursor.
The card in hand of the player at the keys is ``held``: framed in the cursor's colour, but not
in its heavy line, which marks the cursor alone (the two read alike as text: a screen reader,
NO_COLOR, ASCII).
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import App
from textual.color import Color, ColorParseError
from textual.message import Message
from textual.widget import Widget

from ...engine import Card
from ...i18n import current_language
from ..colours import solid
from ..glyphs import back_fill, best_mark, card_label, empty_mark, is_red, suit_text

EMPTY = "empty"
FACE = "face"
BACK = "back"
SIZES = ("huge", "big", "large", "medium", "compact")
# The theme's colour of the red suits: a face's ``-red`` below, and the red faces written as
# text (opponents' grids, the hole's result) through ``suit_red``. Rich's own "red" there was
# another red (the ANSI red: rgb(244,0,95) in truecolour, magenta in 16 colours).
RED_SUIT = "suit-red"  # GolfApp.get_theme_variable_defaults


def suit_red(app: App[object]) -> str:
    """The red suits' colour in the app's theme now, as a Rich colour."""
    variables = app.theme_variables
    return rich_colour(variables.get(RED_SUIT) or variables.get("error-lighten-1", "red"))


def dim_text(app: App[object], ground: str = "") -> str:
    """Dimmed text in the app's theme now (``$dim-text``: 3:1 on the background at least,
    where Textual's dim was 2.6:1 in the solarized themes), as a Rich colour, as drawn on the
    background (or ``ground``: a box's surface); Rich's dim where the theme's colours are the
    terminal's own, and under NO_COLOR."""
    variables = app.theme_variables
    colour = None if app.no_color else solid(variables.get("dim-text", ""),
                                              ground or variables.get("background", ""))
    return colour or "dim"


def rich_colour(colour: str | Color) -> str:
    """A theme's colour as a Rich style names it, for text the game colours itself: the ANSI
    themes' colours are written "ansi_red", which Textual reads and Rich does not (it took
    "bold ansi_red" for a style it could not find, and the game ended with a traceback);
    Rich's name for that colour is "color(1)", the terminal's own red. A colour that does not
    read at all is the terminal's default."""
    try:
        parsed = colour if isinstance(colour, Color) else Color.parse(colour)
    except ColorParseError:
        return "default"
    return parsed.rich_color.name


class CardBox(Widget):
    """A card in a grid position (``pos``) or on a pile (``slot`` "stock", "discard", "held")."""

    DEFAULT_CSS = """
    CardBox {
        width: 7; height: 4; padding: 0;
        border: round $foreground 50%;
        border-subtitle-align: center; border-subtitle-color: $foreground 60%;
    }
    CardBox.-huge { width: 11; height: 7; }
    CardBox.-big { width: 9; height: 5; }
    CardBox.-medium { height: 3; }
    CardBox.-compact { width: 6; height: 1; border: none; }
    CardBox.-face { color: $foreground; text-style: bold; border: round $foreground 70%; }
    CardBox.-face.-red { color: $error-lighten-1; }  /* the game's is RED_SUIT (app.tcss) */
    CardBox.-back { color: $primary-lighten-1; border: round $primary 70%; }
    CardBox.-empty { color: $foreground 40%; border: round $foreground 20%; }
    CardBox.-compact.-face, CardBox.-compact.-back, CardBox.-compact.-empty { border: none; }
    CardBox:hover { border: round $accent; }
    CardBox.-compact:hover { border: none; background: $accent 20%; }
    CardBox.-paired { border: double $foreground 70%; }
    CardBox.-held { border: round $accent; }
    CardBox.-selected { border: heavy $accent; background: $accent 15%; }
    CardBox.-revealed { border: dashed $warning; }
    CardBox.-compact.-selected { border: none; background: $accent 30%; }
    """

    class Pressed(Message):
        """The card was clicked (the grid or the piles turn this into their own intent)."""

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
        # A framed card's position key is in its frame's bottom edge ("╰─ 3 ─╯"), greyed:
        # inside the card, top right, "4♠    3" read as a 3 of something. A compact card (no
        # frame) has it dimmed before the rank ("1 2♠").
        self.border_subtitle = self._corner[-1:]
        self._ascii = False
        self._selected = False
        self._revealed = False
        self._paired = False
        self._held = False
        self._card_size = "large"
        self._state: tuple[object, ...] = ()

    def show(
        self,
        card: Card | None,
        *,
        kind: str,
        ascii: bool,
        selected: bool = False,
        revealed: bool = False,
        paired: bool = False,
        held: bool = False,
    ) -> None:
        """Set what the box shows. ``kind``: "face" (``card`` is shown), "back" or "empty";
        ``paired``: the face is in a pair already made (a back or an empty place never is);
        ``held``: the card in the hand of the player at the keys (``-held``, not ``-selected``:
        the cursor's heavy frame is the cursor's alone)."""
        if kind != FACE:
            card = None  # a back or an empty place never carries a card
            paired = False
        # the language too: a face's rank is written in it ("Q♣" is "D♣" in Danish), and a
        # box told the same card after a switch kept the old letters until its card changed
        state = (card, kind, ascii, selected, revealed, paired, held, current_language())
        if state == self._state:
            return
        self._state = state
        self._card, self._kind, self._ascii = card, kind, ascii
        self._selected, self._revealed, self._paired = selected, revealed, paired
        self._held = held
        self._restyle()

    def set_size(self, size: str) -> None:
        """One of ``SIZES``; see ``layout``."""
        if size != self._card_size:
            self._card_size = size
            self._restyle()

    def _restyle(self) -> None:
        card = self._card
        flags = {f"-{self._kind}": True, f"-{self._card_size}": True,
                 "-red": card is not None and is_red(card),
                 "-selected": self._selected, "-revealed": self._revealed,
                 "-paired": self._paired,
                 # framed sizes only: a compact card has no frame, its label says "You took"
                 "-held": self._held and self._card_size != "compact"}
        self.set_classes(name for name, on in flags.items() if on)  # one style update
        self.refresh()

    def render(self) -> Text:
        corner = self._corner[-1:]
        kind, size, ascii = self._kind, self._card_size, self._ascii
        label = card_label(self._card if kind == FACE else None, ascii=ascii)
        if size == "compact":
            if kind == EMPTY:
                text = f"{corner:>1} {empty_mark(ascii)}  "[:6]
            else:
                left, right = ("[", "]") if self._selected else ("(", ")") if self._revealed \
                    else ("=", "=") if self._paired else (" ", " ")
                text = f"{corner}{left + label + right:<5}"[:6]  # "(9♥) ", not "(9♥ )"
            # the position number dim beside the rank: "1 2♠" is not read as a 12
            return Text.assemble((text[:1], "dim"), text[1:]) if corner else Text(text)
        return Text("\n".join(card_rows(self._card, kind, size, ascii=ascii)))

    def on_click(self, event: events.Click) -> None:
        """A left click only: a right one (a touchpad's two-finger tap) flipped a card."""
        if event.button == 1:
            self.post_message(self.Pressed(self))


# inner width and lines (inside the frame) for the framed sizes
CARD_INNER = {"huge": (9, 5), "big": (7, 3), "large": (5, 2), "medium": (5, 1)}


def card_rows(card: Card | None, kind: str, size: str, *, ascii: bool,
              corner: str = "") -> list[str]:
    """The lines inside the frame of a card of a framed ``size``: a face's rank and suit (and
    ``corner``, a mark top right: none on the table, whose position keys are in the frame's
    bottom edge, ``CardBox``), a back's pattern or an empty place. Drawn by
    ``CardBox`` and, as text, in the opponents' framed grids. The ``huge`` card's five lines are
    the ``big`` one's three with a blank line either side of the suit."""
    width, lines = CARD_INNER[size]
    if kind == EMPTY:
        return [f"{corner:>{width}}"] + [""] * (lines - 1)
    if kind == BACK or card is None:
        fill = back_fill(ascii=ascii)
        return [fill * (width - 1) + (corner or fill)] + [fill * width] * (lines - 1)
    label = card_label(card, ascii=ascii)
    suit = suit_text(card, ascii=ascii) or best_mark(ascii)  # a joker's middle
    rows = [f"{label:<{width - 1}}{corner:>1}"]
    if lines >= 2:
        rows.append(f"{suit:^{width}}")
    if lines >= 3:
        rows.append(f"{label:>{width}}")
    if lines >= 5:  # the suit in the middle of the card, the lines around it blank
        rows[1:2] = ["", rows[1], ""]
    return rows
