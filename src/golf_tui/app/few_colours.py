"""The game in 16 colours (``TERM=xterm``, the app's ``-few-colours`` class), readable in every
theme: every cell's colours as the terminal will show them, each text kept apart from its
background.

Rich turns each colour into one of the 16 by the nearest in its own palette, whose grey (8) is
``#555555`` and light grey (7) ``#aaaaaa``; a terminal draws its own, xterm's ``#7f7f7f`` and
``#e5e5e5``. So a dark theme's background (dracula's ``#282a36``, nord's, atom-one-dark's, two
of catppuccin's) came out grey, where the opponents' frames and names (their faint grey is 8
too) and the red suits all but vanished (1.0:1), and in a light theme on bright white the
frames, the backs ``▒▒`` and the digits on them came out light grey (7 on 15, 1.26:1); a
footer's key letters cyan on cyan (solarized). Patching theme by theme would miss the next
theme; ``FewColours`` fixes the cause, the last thing before the terminal, as Textual's NO_COLOR
filter does:

- a background is Rich's choice, unless that is far lighter or darker than the colour itself
  (L* in CIELAB, ``LIGHTNESS_GAP``): then the grey of the nearest lightness (dracula's dark
  background black, not grey);
- a text is Rich's choice where it stands out from its background by ``MIN_CONTRAST`` (WCAG's
  ratio, with xterm's palette) and a colour of a hue of its own (``CHROMATIC``) keeps its hue
  (a red red or bright red, ``HUES``), else the one of its hue that stands out, else the
  nearest of the 16 colours (in CIELAB) that does: Rich's nearest made catppuccin's pastel red
  suits white as the black ones, rose-pine-dawn's grey as them, flexoki's yellow.

A cell that shows no text of its own (blanks, and the blocks and eighths of a cell that
Textual's tall frames, switches and scrollbars draw in a neighbour's colour) has its colour
shown as a background is, as the neighbour's is, but never in its cell's background's where
the two differed (``fill_number``: an unticked switch's ``▐ ▌``, the panel's grey, came out
black on black, white on white, and nothing showed it could be ticked); the shades and
patterns of a card's back (``▒``, ``▚``) are text. Colours that are the terminal's own
already (an ANSI theme's, the default) are left alone. Full-colour terminals never see this
filter.
"""

from __future__ import annotations

import colorsys
import math
from functools import lru_cache

from rich.color import Color as RichColor
from rich.color import ColorSystem, ColorType
from rich.segment import Segment
from rich.style import Style
from textual.color import Color, rgb_to_lab
from textual.filter import LineFilter

# xterm's default 16 colours, as a terminal without a palette of its own shows them
XTERM = ((0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
         (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
         (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255))
GREYS = (0, 8, 7, 15)  # black, grey, light grey, white
MIN_CONTRAST = 3.0  # WCAG's least for large or bold text; our frames, names and backs
LIGHTNESS_GAP = 20.0  # L* (0 to 100) a background may move by in Rich's choice
# C* (CIELAB chroma) from which a colour has a hue of its own: the themes' foregrounds, tinted
# greys, reach 24 (rose-pine-dawn's), their pastel reds 35 (rose-pine-dawn's) to 42
CHROMATIC = 30.0
# ΔE (CIELAB) from which a fill and its cell's background are told apart, about the least a
# reader sees: below it a fill is a background's colour, blended (a frame drawn "transparent")
APART = 2.5
# the six hues of the 16 colours, as the sextants of the colour wheel (HSV's hue) from red
HUES = ((1, 9), (3, 11), (2, 10), (6, 14), (4, 12), (5, 13))
# blocks that fill part of a cell in the colour of what is beside it: no text (the shades and
# the diagonal quadrants ▒ ▚ ▞ draw a card's back: text)
FILLS = frozenset(" ▀▁▂▃▄▅▆▇█▉▊▋▌▍▎▏▐▔▕▖▗▘▙▛▜▝▟")


def luminance(number: int) -> float:
    """The relative luminance (WCAG) of xterm's colour ``number``."""

    def linear(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = XTERM[number]
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: int, b: int) -> float:
    """WCAG's contrast ratio of xterm's colours ``a`` and ``b``, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    lab = rgb_to_lab(Color(*rgb))
    return lab.L, lab.a, lab.b


def _distance(rgb: tuple[int, int, int], number: int) -> float:
    (l1, a1, b1), (l2, a2, b2) = _lab(rgb), _lab(XTERM[number])
    return float((l1 - l2) ** 2 + (a1 - a2) ** 2 + (b1 - b2) ** 2)


@lru_cache(maxsize=1024)
def background_number(rgb: tuple[int, int, int]) -> int:
    """The colour a background ``rgb`` is shown in: Rich's, or where that is far lighter or
    darker (``LIGHTNESS_GAP``), the grey nearest in lightness."""
    rich = RichColor.from_rgb(*rgb).downgrade(ColorSystem.STANDARD).number
    assert rich is not None
    lightness = _lab(rgb)[0]
    if abs(_lab(XTERM[rich])[0] - lightness) <= LIGHTNESS_GAP:
        return rich
    return min(GREYS, key=lambda n: abs(_lab(XTERM[n])[0] - lightness))


def hue(rgb: tuple[int, int, int]) -> tuple[int, int] | None:
    """The two of the 16 colours of ``rgb``'s hue (red: red and bright red); None for a grey or
    a tinted one (``CHROMATIC``)."""
    lab = _lab(rgb)
    if math.hypot(lab[1], lab[2]) < CHROMATIC:
        return None
    h = colorsys.rgb_to_hsv(*(c / 255 for c in rgb))[0]
    return HUES[round(h * 6) % 6]


@lru_cache(maxsize=4096)
def fill_number(rgb: tuple[int, int, int], back: tuple[int, int, int]) -> int:
    """The colour a fill (a block or eighth of a cell) of ``rgb`` on ``back`` is shown in: as
    a background is, unless that is ``back``'s own and the two differ (``APART``): then the
    grey nearest in lightness that is not."""
    number, back_number = background_number(rgb), background_number(back)
    if number != back_number or math.dist(_lab(rgb), _lab(back)) < APART:
        return number
    lightness = _lab(rgb)[0]
    return min((n for n in GREYS if n != back_number),
               key=lambda n: abs(_lab(XTERM[n])[0] - lightness))


@lru_cache(maxsize=4096)
def text_number(rgb: tuple[int, int, int], background: int) -> int:
    """The colour a text ``rgb`` is shown in on ``background``: Rich's where it stands out
    (``MIN_CONTRAST``) and is of the colour's hue (``hue``), else the one of that hue nearest in
    lightness that does, else the nearest that stands out. Rich's nearest turns a pastel red
    grey (catppuccin's, as its white text: the red suits like the black), a brick red its
    brown yellow (flexoki's)."""
    rich = RichColor.from_rgb(*rgb).downgrade(ColorSystem.STANDARD).number
    assert rich is not None
    readable = [n for n in range(16) if contrast(n, background) >= MIN_CONTRAST]
    own = hue(rgb)
    if own is not None and (kin := [n for n in own if n in readable]) and rich not in kin:
        return min(kin, key=lambda n: abs(_lab(XTERM[n])[0] - _lab(rgb)[0]))
    if rich in readable:
        return rich
    return min(readable, key=lambda n: _distance(rgb, n))


def _rgb(color: RichColor | None) -> tuple[int, int, int] | None:
    """``color`` as red, green and blue; None where it is no colour of the game's (none, the
    terminal's default, an ANSI theme's own)."""
    if color is None or color.type is not ColorType.TRUECOLOR or color.triplet is None:
        return None
    return color.triplet.red, color.triplet.green, color.triplet.blue


def sixteen(style: Style, text: bool) -> Style:
    """``style`` in the 16 colours (``text``: its cells show text of their own)."""
    over = _overlay(style.color, style.bgcolor, text)
    return style if over is None else style + over


@lru_cache(maxsize=4096)
def _overlay(color: RichColor | None, bgcolor: RichColor | None, text: bool) -> Style | None:
    """What ``sixteen`` lays over a style of these colours; None for nothing. Cached by the
    colours, not by the whole style: a style carries its cell's mouse actions, so nearly every
    segment's is another, and a cache of whole styles cost 7.6 µs a segment, a frame's worth
    (some thousands of segments) 10 to 25 ms more at 80×24."""
    back, fore = _rgb(bgcolor), _rgb(color)
    if back is None:
        return None
    back_number = background_number(back)
    if fore is None:
        return Style(bgcolor=RichColor.from_ansi(back_number))
    fore_number = text_number(fore, back_number) if text else fill_number(fore, back)
    return Style(color=RichColor.from_ansi(fore_number), bgcolor=RichColor.from_ansi(back_number))


class FewColours(LineFilter):
    """Each segment's colours as ``sixteen`` has them."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [segment if segment.control or segment.style is None
                else Segment(segment.text,
                             sixteen(segment.style, not FILLS.issuperset(segment.text)))
                for segment in segments]


FEW_COLOURS = FewColours()
