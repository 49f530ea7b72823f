"""The colours the app works out from a theme's: a switch's box that stands out from what it is
drawn on (``switch_box``), by the distance the eye sees between two colours (``_delta_e``)."""

from __future__ import annotations

import math

from textual.color import Color, rgb_to_lab

# ΔE (CIELAB) from which a switch's box stands out from the switch's own colour (``switch_box``):
# dracula's and textual-light's panel, 2.8 from their surface, could hardly be made out
SWITCH_APART = 5.0


def switch_box(colours: dict[str, str], *, light: bool) -> str:
    """The colour of a switch's box (``$switch-box``, app.tcss): the theme's panel, as Textual
    draws it, where that stands out from the switch's surface (``SWITCH_APART``), else the
    first of the panel's darker (a light theme) or lighter shades that does. The solarized
    themes' panel is their surface: an unticked switch's ``▐ ▌`` was drawn in the colour it
    stood on, and nothing showed there was a switch to tick (in 16 colours ``few_colours``
    already gave it a grey of its own)."""
    surface = Color.parse(colours["surface"])
    shades = ["panel", *(f"panel-{'darken' if light else 'lighten'}-{n}" for n in (1, 2, 3))]
    found = colours[shades[-1]]
    for shade in shades:
        colour = Color.parse(colours[shade])
        if colour.a == 0 or surface.a == 0:  # an ANSI theme's: the terminal's own
            return colours[shade]
        if _delta_e(colour, surface) >= SWITCH_APART:
            return colours[shade]
    return found


def _delta_e(a: Color, b: Color) -> float:
    la, lb = rgb_to_lab(a), rgb_to_lab(b)
    return math.dist((la.L, la.a, la.b), (lb.L, lb.a, lb.b))
