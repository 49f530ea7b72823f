"""The colours the app works out from a theme's: a switch's box that stands out from what it is
drawn on (``switch_box``), by the distance the eye sees between two colours (``_delta_e``);
the game's marks, frames and quiet words in shades that keep WCAG's contrast on the
background and the surface (``readable_shade``, ``faded_foreground``, ``faded_shade``), and
such a colour as drawn, for text the game styles itself (``solid``)."""

from __future__ import annotations

import math

from textual.color import Color, ColorParseError, rgb_to_lab

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


# WCAG's least contrast ratios: text, and a frame, a frame's title or a large mark
TEXT_CONTRAST = 4.5
MARK_CONTRAST = 3.0


def contrast(a: Color, b: Color) -> float:
    """WCAG's contrast ratio of two opaque colours, 1 to 21."""
    def luminance(c: Color) -> float:
        def channel(x: int) -> float:
            v = x / 255
            return v / 12.92 if v <= 0.03928 else float(((v + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _grounds(colours: dict[str, str]) -> list[Color] | None:
    """The colours the game's words and frames are drawn on (the screen's background, the
    boxes' surface); None for an ANSI theme's, the terminal's own, which cannot be measured."""
    grounds = [Color.parse(colours[name]) for name in ("background", "surface")]
    return grounds if all(map(_measurable, grounds)) else None


def _keeps(colour: Color, grounds: list[Color], need: float, alpha: float = 1.0) -> bool:
    """Whether ``colour`` at ``alpha`` keeps ``need`` against each of ``grounds`` as drawn
    on it."""
    return all(contrast(g.blend(colour, alpha), g) >= need for g in grounds)


def _measurable(colour: Color) -> bool:
    """An opaque colour of the theme's own (not the terminal's ANSI one)."""
    return colour.a >= 1 and colour.ansi is None


def readable_shade(colours: dict[str, str], name: str, *, light: bool, need: float) -> str:
    """The theme's colour ``name`` where it keeps ``need`` against the background and the
    surface, else the first of its darker (a light theme) or lighter shades that does (by
    twentieths, at most half-way to black or white), else the foreground: atom-one-light's
    success green (the best hole) was 2.8:1 on its background, textual-light's orange accent
    (the boxes' frames and titles) 1.4:1 on its surface."""
    grounds = _grounds(colours)
    if grounds is None:
        return colours[name]
    base = Color.parse(colours[name])
    if not _measurable(base):
        return colours[name]
    for step in range(11):  # as far as half-way to black or white
        colour = base.darken(step / 20) if light else base.lighten(step / 20)
        if _keeps(colour, grounds, need):
            return colours[name] if step == 0 else colour.hex
    return colours["foreground"]


def faded_foreground(colours: dict[str, str], least: float, *, need: float) -> str:
    """The foreground faded as far as ``least`` (0 to 1) where that keeps ``need`` against the
    background and the surface, else less faded: Textual's ``$text-muted`` (60%) was 2.8:1 in
    the light themes, a frame in ``$foreground 40%`` 1.7:1 in solarized."""
    grounds = _grounds(colours)
    foreground = Color.parse(colours["foreground"])
    if grounds is None or not _measurable(foreground):
        return f"{colours['foreground']} {round(least * 100)}%"
    for step in range(round(least * 20), 21):
        alpha = step / 20
        if _keeps(foreground, grounds, need, alpha):
            return f"{colours['foreground']} {round(alpha * 100)}%"
    return colours["foreground"]


def solid(value: str, ground: str) -> str | None:
    """A theme variable's colour (``"#839496 66%"``) as drawn on ``ground``, for text the game
    styles itself (Rich's styles know no alpha); None for an ANSI theme's colours."""
    colour, _, alpha = value.partition(" ")
    try:
        parsed, under = Color.parse(colour), Color.parse(ground)
        fraction = float(alpha.rstrip("%")) / 100 if alpha else 1.0
    except (ColorParseError, ValueError):  # one Textual reads and this does not: the caller's
        return None
    if parsed.ansi is not None or not _measurable(under):
        return None
    return under.blend(parsed, fraction).hex


def faded_shade(colours: dict[str, str], name: str, alpha: float, *, light: bool,
                need: float) -> str:
    """The theme's colour ``name`` at ``alpha`` where that keeps ``need`` against the background
    and the surface, else as ``readable_shade`` gives it (unfaded): a card back's frame, the
    primary at 70%, was 2.3:1 in solarized-light and 2:1 in flexoki."""
    grounds = _grounds(colours)
    colour = Color.parse(colours[name])
    if grounds is None or not _measurable(colour) or _keeps(colour, grounds, need, alpha):
        return f"{colours[name]} {round(alpha * 100)}%"
    return readable_shade(colours, name, light=light, need=need)
