"""An opponent's grid as framed cards drawn in text (``OpponentGrid`` on a large terminal): the
lines ``CardBox`` draws inside its frame (``card.card_rows``), in its frame, in its colours
taken from the theme. Text rather than a ``CardBox`` per card: one widget per opponent in every
form, so the box's frame, title and click stay the compact form's, and a table of eight players
on nine cards does not mount 63 more widgets."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.app import App
from textual.color import Color

from ...engine import Card
from ..colours import solid
from ..glyphs import face_style
from ..layout import CARD_GAP
from .card import BACK, CARD_INNER, FACE, card_rows, rich_colour, suit_red

# a framed card's edges: (top-left, top, top-right, side, bottom-left, bottom, bottom-right)
EDGES = {False: "╭─╮│╰─╯", True: "+-+|+-+"}  # CardBox's "round" frame, its ASCII one
# a card in a pair already made: CardBox's "double" frame, and in ASCII as the ASCII filter
# draws it ("=" sides, apart from a back's "#")
PAIRED_EDGES = {False: "╔═╗║╚═╝", True: "+=+=+=+"}


@dataclass(frozen=True)
class Paint:
    """The colours of framed cards drawn as text, as ``CardBox``'s styles give them: a face's
    frame in ``$card-edge``, a back's in ``$card-back-edge`` and its pattern in ``$card-back``
    (the foreground at 70%, the primary colour at 70% and lightened, where those keep 3:1), a
    red face in the suits' red."""

    face_edge: str
    back_edge: str
    back: str
    red: str


def paint(app: App[object]) -> Paint:
    """The app's theme now as ``Paint`` (the 70% blended over the background, as Textual does
    for a frame on the screen's background)."""
    v = app.theme_variables
    ground = Color.parse(v.get("background", "black"))

    def drawn(name: str, theirs: str) -> str:
        """The game's colour ``name`` (``$card-edge``: the theme's ``theirs`` at 70%, or less
        faded where that was faint) as drawn on the background."""
        return rich_colour(solid(v.get(name, ""), v.get("background", ""))
                           or ground.blend(Color.parse(v.get(theirs, "white")), 0.7))

    back = v.get("card-back") or v.get("primary-lighten-1") or v.get("primary", "blue")
    return Paint(drawn("card-edge", "foreground"), drawn("card-back-edge", "primary"),
                 rich_colour(back), suit_red(app))


def framed_cards(cards: Sequence[Card | None], cols: int, size: str, *, ascii: bool,
                 colours: Paint, no_color: bool = False, paired: Sequence[int] = ()) -> Text:
    """An opponent's grid as framed cards of ``size`` in text: a face's rank and suit (no
    position number: the digits pick the own grid's cards), a back's pattern for a face-down
    card (None); a face-up card in a pair already made (``paired``, positions) in a double
    frame, as the own grid's."""
    inner, height = CARD_INNER[size]
    gap = " " * CARD_GAP[size]
    text = Text()
    rows = [cards[i:i + cols] for i in range(0, len(cards), cols)]
    for r, row in enumerate(rows):
        insides = [card_rows(c, FACE if c is not None else BACK, size, ascii=ascii)
                   for c in row]
        frames = [tuple((PAIRED_EDGES if c is not None and r * cols + k in paired
                         else EDGES)[ascii]) for k, c in enumerate(row)]
        edges: list[str] = []
        faces: list[str] = []
        for c in row:
            if c is None:
                edges.append(colours.back_edge)
                faces.append(colours.back)
            else:
                edges.append(colours.face_edge)
                faces.append(face_style(c, no_color=no_color, red=colours.red))
        for n in range(height + 2):
            if r or n:
                text.append("\n")
            for k, inside in enumerate(insides):
                tl, top, tr, side, bl, bottom, br = frames[k]
                if k:
                    text.append(gap)
                if n == 0:
                    text.append(tl + top * inner + tr, style=edges[k])
                elif n == height + 1:
                    text.append(bl + bottom * inner + br, style=edges[k])
                else:
                    text.append(side, style=edges[k])
                    text.append(f"{inside[n - 1]:<{inner}}", style=faces[k])
                    text.append(side, style=edges[k])
    return text
