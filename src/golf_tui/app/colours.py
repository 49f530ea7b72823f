"""The colours the app works out from a theme's: a switch's box that stands out from what it is
drawn on (``switch_box``), by the distance the eye sees between two colours (``_delta_e``);
the game's marks, frames and quiet words in shades that keep WCAG's contrast on the
background and the surface (``readable_shade``, ``faded_foreground``, ``faded_shade``), and
such a colour as drawn, for text the game styles itself (``solid``)."""

from __future__ import annotations

import math

from textual.color import Color, ColorParseError, rgb_to_lab
from textual.constants import DIM_FACTOR

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
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _luminance(colour: Color) -> float:
    """WCAG's relative luminance of an opaque colour, 0 to 1."""
    def channel(x: int) -> float:
        v = x / 255
        return v / 12.92 if v <= 0.03928 else float(((v + 0.055) / 1.055) ** 2.4)
    return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)


# What the game's words and frames are drawn on: the screen's background, the boxes' surface
GROUNDS = ("background", "surface")
# ... and a selected card's marks, on its ground (``with_selection``)
SELECTED = "selected-card"
CARD_GROUNDS = (*GROUNDS, SELECTED)
SELECTED_TINT = 0.15  # the accent over the background (card.py, ``CardBox.-selected``)


def with_selection(colours: dict[str, str]) -> dict[str, str]:
    """``colours`` and the ground of a selected card (``SELECTED``: the accent at 15% over the
    background), which its frame and a back's pattern keep their contrast on: rose-pine-dawn's
    selected back was 2.7:1 there, though 3:1 on the background."""
    background, accent = Color.parse(colours["background"]), Color.parse(colours["accent"])
    if not (_measurable(background) and _measurable(accent)):
        return {**colours, SELECTED: colours["background"]}
    return {**colours, SELECTED: background.blend(accent, SELECTED_TINT).hex}


# a table's column headers are drawn on the panel, in focus tinted with the foreground at 5%
HEADER_TINT = 0.05


def panel_text(colours: dict[str, str], *, light: bool, need: float) -> str:
    """The foreground, or a shade of it that keeps ``need`` on the panel (the table's status
    line), tinted with the foreground too (a table's column headers in focus: ``HEADER_TINT``):
    atom-one-dark's foreground was 3.2:1 there, tokyo-night's 4.0:1."""
    panel, foreground = Color.parse(colours["panel"]), Color.parse(colours["foreground"])
    if not (_measurable(panel) and _measurable(foreground)):
        return colours["foreground"]
    tinted = {**colours, "tinted-panel": panel.blend(foreground, HEADER_TINT).hex}
    return readable_shade(tinted, "foreground", light=light, need=need,
                          on=("panel", "tinted-panel"))


def palette_colours(colours: dict[str, str], *, light: bool, need: float) -> dict[str, str]:
    """The command palette's words on its ground (the panel a shade darker in a dark theme, the
    surface in a light one, as Textual draws it) and on the command highlighted there (the
    blurred cursor over that ground: the search field has the focus): ``palette-text``, a
    command's name, the cursor's words where they keep ``need`` on the highlight, else a
    lighter (a dark theme) or darker shade (atom-one-dark's was 2.9:1 there), the same on every
    line so that a name never reads fainter than its help; ``palette-help``, a command's help
    and the search field's placeholder, a solid colour faded from the names' as far as keeps
    ``need`` on both grounds (Textual's dim was 2.1:1 on the highlight in atom-one-dark, the
    placeholder 2.8:1 in catppuccin-frappe); ``palette-help-style``, the help not bold, not
    dimmed again. An ANSI theme's are Textual's."""
    ground = Color.parse(colours["surface" if light else "panel-darken-1"])
    cursor = Color.parse(colours["block-cursor-blurred-background"])
    words = Color.parse(colours["block-cursor-blurred-foreground"])
    if not all(map(_measurable, (ground, cursor.with_alpha(1), words))):
        return {"palette-text": colours["block-cursor-blurred-foreground"],
                "palette-help": "transparent", "palette-help-style": "dim not bold"}
    highlight = ground.blend(cursor.with_alpha(1), cursor.a)
    names = Color.parse(_readable_on(words, highlight, light=light, need=need))
    faintest = next((shade for shade in (ground.blend(names, step / 20)
                                         for step in range(10, 20))
                     if all(contrast(shade, g) >= need for g in (ground, highlight))),
                    names)  # solid: the same colour on the ground and the highlight
    return {"palette-text": names.hex, "palette-help": faintest.hex,
            "palette-help-style": "not bold"}


def _grounds(colours: dict[str, str], on: tuple[str, ...] = GROUNDS) -> list[Color] | None:
    """The theme's colours ``on`` (``GROUNDS``: the screen's background, the boxes' surface);
    None for an ANSI theme's, the terminal's own, which cannot be measured."""
    grounds = [Color.parse(colours[name]) for name in on]
    return grounds if all(map(_measurable, grounds)) else None


def _keeps(colour: Color, grounds: list[Color], need: float, alpha: float = 1.0) -> bool:
    """Whether ``colour`` at ``alpha`` keeps ``need`` against each of ``grounds`` as drawn
    on it."""
    return all(contrast(g.blend(colour, alpha), g) >= need for g in grounds)


def _measurable(colour: Color) -> bool:
    """An opaque colour of the theme's own (not the terminal's ANSI one)."""
    return colour.a >= 1 and colour.ansi is None


def _fade(colour: Color, grounds: list[Color], need: float, least: float, *,
          own: bool = False) -> float | None:
    """The least alpha, from ``least`` up by twentieths, at which ``colour`` keeps ``need`` on
    each of ``grounds`` as drawn there (``own``: or its own contrast there, where that is
    less); None where not even the whole colour does."""
    for step in range(round(least * 20), 21):
        alpha = step / 20
        if all(contrast(g.blend(colour, alpha), g)
               >= (min(need, contrast(colour, g)) if own else need) for g in grounds):
            return alpha
    return None


def _starkest(ground: Color) -> str:
    """White or black, whichever stands out more on ``ground`` (one of them keeps 4.5:1 on
    any colour)."""
    return max((Color(255, 255, 255), Color(0, 0, 0)), key=lambda c: contrast(c, ground)).hex


def readable_shade(colours: dict[str, str], name: str, *, light: bool, need: float,
                   on: tuple[str, ...] = GROUNDS) -> str:
    """The theme's colour ``name`` where it keeps ``need`` against the background and the
    surface (or the colours ``on``), else the first of its darker (a light theme) or lighter
    shades that does (by twentieths, at most half-way to black or white), else the foreground:
    atom-one-light's success green (the best hole) was 2.8:1 on its background, textual-light's
    orange accent (the boxes' frames and titles) 1.4:1 on its surface, atom-one-light's gold
    (the footer's keys) 1.8:1 on its panel."""
    grounds = _grounds(colours, on)
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
    return faded(colours, "foreground", least, need=need)


def faded(colours: dict[str, str], name: str, least: float, *, need: float,
          on: tuple[str, ...] = GROUNDS) -> str:
    """The theme's colour ``name`` faded as far as ``least`` (0 to 1) where that keeps ``need``
    against the background and the surface (or the colours ``on``), else less faded (as far as
    not at all: ``name`` should keep ``need`` itself). A key or button that does nothing now:
    Textual's dim (66%) and its disabled button's 60% were 1.5:1 to 2.3:1 in solarized."""
    grounds = _grounds(colours, on)
    colour = Color.parse(colours[name])
    if grounds is None or not _measurable(colour):
        return f"{colours[name]} {round(least * 100)}%"
    alpha = _fade(colour, grounds, need, least)
    return colours[name] if alpha is None else f"{colours[name]} {round(alpha * 100)}%"


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


def key_colours(colours: dict[str, str], *, light: bool) -> dict[str, str]:
    """The footer's keys and words (``footer-key``, ``footer-text``) in shades that keep 4.5:1
    on the footer, and those of a key or button that does nothing now (``-disabled``) faded as
    far as they keep 3:1 (Textual dims a key to 66% and a button to 60%, a seat's ``↑ ↓ ✕``
    to 30% here: ``button-faint``), so that they stay readable and still look dimmer:
    atom-one-light's keys were 1.8:1 on its footer, solarized-light's dimmed ones 1.5:1."""
    footer = ("footer-background",)

    def darker(name: str) -> bool:
        """Whether the colour ``name`` is darker than the footer: its shades darker then (the
        solarized themes' light words on a blue footer get lighter ones, in either)."""
        ground, colour = Color.parse(colours[footer[0]]), Color.parse(colours[name])
        if not (_measurable(ground) and _measurable(colour)):
            return light
        return _luminance(colour) < _luminance(ground)

    def better(shade: str, theirs: str) -> str:
        """``shade``, or the theme's own colour where no shade kept 4.5:1 and the foreground
        it fell back to is fainter still (the solarized themes' cream on their blue footer,
        3.4:1: white there is 3.7:1, their grey 1.3:1)."""
        ground = Color.parse(colours[footer[0]])
        if not _measurable(ground) or not _measurable(Color.parse(colours[theirs])):
            return shade
        ours, own = Color.parse(shade), Color.parse(colours[theirs])
        return shade if contrast(ours, ground) >= contrast(own, ground) else colours[theirs]

    shades = {**colours}
    for shade, theirs in (("footer-key", "footer-key-foreground"),
                          ("footer-text", "footer-description-foreground")):
        shades[shade] = better(readable_shade(colours, theirs, light=darker(theirs),
                                              need=TEXT_CONTRAST, on=footer), theirs)
    return {"footer-key": shades["footer-key"], "footer-text": shades["footer-text"],
            "footer-key-disabled": faded(shades, "footer-key", DIM_FACTOR,
                                         need=MARK_CONTRAST, on=footer),
            "footer-text-disabled": faded(shades, "footer-text", DIM_FACTOR,
                                          need=MARK_CONTRAST, on=footer),
            "button-disabled": faded(colours, "button-foreground", 0.6, need=MARK_CONTRAST),
            "button-faint": faded(colours, "button-foreground", 0.3, need=MARK_CONTRAST)}


def faint(variables: dict[str, str], name: str = "faint-text") -> str:
    """Dimmed words the game writes itself (a preset's tagline, the ruleset's facts), as a
    style in a Textual Content: the theme's ``faint-text`` (``faint_text``), or those for a
    highlighted line (``cursor-faint``, ``cursor-blurred-faint``: ``cursor_colours``), written
    out (a Content's style drops the alpha of a variable's colour, and a colour at an alpha
    there is blended over what the words are drawn on); Textual's dim in an app without it (a
    screen shown by another)."""
    return variables.get(name) or "dim"


def faint_text(colours: dict[str, str], least: float, *, need: float) -> str:
    """Dimmed words in a Textual Content (``faint``): the foreground faded as far as ``least``
    where that keeps ``need`` on the background and the surface, else less faded, never more
    than the foreground keeps itself (solarized's is 4.4:1 on its surface: the words are not
    faded there); as ``faded_foreground``, so never fainter than ``$quiet-text`` where that is
    faded from further than ``least``. Faded less than by Textual's dim, they read better on a
    highlighted line too. Rich's dim for an ANSI theme, which cannot be faded. Textual's dim
    was 2.6:1 in rose-pine-dawn; on the surface of a list in focus (the presets': Textual tints
    it as a table, ``TABLE_FOCUS_TINT``) the shade for the surface alone was 4.2:1 in nord."""
    grounds = _grounds(colours)
    foreground = Color.parse(colours["foreground"])
    if grounds is None or not _measurable(foreground):
        return "dim"
    grounds.append(grounds[-1].blend(foreground, TABLE_FOCUS_TINT))  # a list in focus
    alpha = _fade(foreground, grounds, need, least, own=True)
    return colours["foreground"] if alpha is None else (
        f"{colours['foreground']} {round(alpha * 100)}%")


# Textual's tint of a table or a list in focus (``DataTable:focus``, ``OptionList:focus``:
# ``background-tint: $foreground 5%``)
TABLE_FOCUS_TINT = 0.05


def faint_rich(variables: dict[str, str], ground: str = "surface",
               tint: float = TABLE_FOCUS_TINT) -> str:
    """Dimmed words in a Rich Text (a narrow history's date under its match), which knows no
    alpha: the foreground faded as ``faint_text`` fades it, as drawn on ``ground`` tinted by
    the foreground at ``tint`` (a table in focus: Textual tints it), where it keeps 4.5:1 there
    (or the foreground's own, where that is less); Rich's dim for an ANSI theme, or an app
    without the theme's colours. Textual's dim (66%) was 2.5:1 in solarized-light; the faint
    words' shade for the surface alone 4.2:1 on textual-dark's table in focus. The row under
    the cursor is drawn in the cursor's colour (the table's ``cursor_foreground_priority``)."""
    try:
        foreground = Color.parse(variables["foreground"])
        under = Color.parse(variables[ground]).blend(foreground, tint)
    except (KeyError, ColorParseError):
        return "dim"
    if not (_measurable(foreground) and _measurable(under)):
        return "dim"
    alpha = _fade(foreground, [under], TEXT_CONTRAST, 0.5, own=True)  # as ``faint-text``
    return under.blend(foreground, 1.0 if alpha is None else alpha).hex


def label_on(colours: dict[str, str], ground: str, *, need: float,
             label_name: str = "button-color-foreground") -> str:
    """A button's label on the theme's colour ``ground`` (a success button's green): Textual's
    (``button-color-foreground``, its black or white at 87%) as drawn there where that keeps
    ``need``, else that colour unfaded where it does (the setup's title in white on
    textual-dark's blue, 4.6:1, not turned black), else white or black, whichever stands out
    more (one of them keeps 4.5:1 on any colour). Textual picks by its own brightness, not by
    WCAG's: textual-dark's white "Start ▶" on its green was 2.96:1."""
    label, under = colours[label_name], Color.parse(colours[ground])
    if not _measurable(under):
        return label
    colour, _, alpha = label.partition(" ")
    if colour == "auto":  # Textual's black or white on the ground, as it picks
        fraction = float(alpha.rstrip("%")) / 100 if alpha else 1.0
        whole = under.get_contrast_text(1.0)
        own: str | None = under.blend(whole, fraction).hex
    else:
        own = solid(label, colours[ground])
        whole = Color.parse(colour).with_alpha(1)
    if own is None:
        return label
    return next((shade for shade in (own, whole.hex)
                 if contrast(Color.parse(shade), under) >= need), _starkest(under))


def cursor_colours(colours: dict[str, str], *, light: bool, need: float) -> dict[str, str]:
    """The words on a highlighted line (the row under a table's cursor, the setup's preset
    highlighted): ``cursor-text``, the cursor's own (``block-cursor-foreground``) where it keeps
    ``need`` on the cursor (``block-cursor-background``), else white or black (``label_on``):
    Textual's were 3.2:1 on the solarized themes' blue, 3.8:1 on textual-dark's;
    ``cursor-blurred-text``, the foreground on the highlight of a list out of focus (the cursor
    at its alpha, ``block-cursor-blurred-background``, over the surface) where it keeps
    ``need`` there, else the first of its lighter (a dark theme) or darker shades that does:
    solarized-dark's was 2.8:1; and dimmed words on either (a preset's tagline) faded from
    those as far as they keep ``need``, ``cursor-faint`` and ``cursor-blurred-faint``: the
    faint words for the background were 2.8:1 there in catppuccin-mocha. The cursor's own
    colours and Rich's dim for an ANSI theme."""
    surface = Color.parse(colours["surface"])
    cursor, blurred = (Color.parse(colours[name]) for name in (
        "block-cursor-background", "block-cursor-blurred-background"))
    foreground = Color.parse(colours["foreground"])
    if not all(map(_measurable, (surface, foreground, cursor.with_alpha(1),
                                 blurred.with_alpha(1)))):
        return {"cursor-text": colours["block-cursor-foreground"], "cursor-faint": "dim",
                "cursor-blurred-text": colours["block-cursor-blurred-foreground"],
                "cursor-blurred-faint": "dim"}
    on_cursor = surface.blend(cursor.with_alpha(1), cursor.a)
    on_blurred = surface.blend(blurred.with_alpha(1), blurred.a)
    text = label_on({**colours, "cursor": on_cursor.hex}, "cursor", need=need,
                    label_name="block-cursor-foreground")
    blurred_text = _readable_on(foreground, on_blurred, light=light, need=need)
    return {"cursor-text": text, "cursor-faint": _faded_on(text, on_cursor, need),
            "cursor-blurred-text": blurred_text,
            "cursor-blurred-faint": _faded_on(blurred_text, on_blurred, need)}


def _readable_on(colour: Color, ground: Color, *, light: bool, need: float) -> str:
    """``colour`` where it keeps ``need`` on ``ground``, else the first of its darker (a light
    theme) or lighter shades that does (by twentieths), else white or black, whichever stands
    out more."""
    for step in range(21):
        shade = colour.darken(step / 20) if light else colour.lighten(step / 20)
        if contrast(shade, ground) >= need:
            return colour.hex if step == 0 else shade.hex
    return _starkest(ground)


def _faded_on(words: str, ground: Color, need: float, least: float = 0.5) -> str:
    """``words`` faded as far as ``least`` where they keep ``need`` on ``ground`` (or their
    own contrast there, where that is less), as a colour at an alpha."""
    colour = Color.parse(words)
    alpha = _fade(colour, [ground], need, least, own=True)
    return colour.hex if alpha is None or alpha == 1 else f"{colour.hex} {round(alpha * 100)}%"
