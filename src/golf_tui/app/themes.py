"""The game's own colour themes, registered beside Textual's (``GolfApp.__init__``) and listed
first by the palette's theme picker (``screens.palette.Themes``) and the setup's Theme choice:
Textual's stock list alone had nothing that looked like a card table.

``felt``: a green baize table, cream cards and frames, red suits, light red card backs and a gold
selection. Each colour keeps WCAG's 3:1 against the baize at least (the cream text about 11:1,
the red suits and the gold about 5:1, ``tests/app/test_game_themes.py``); in 16 colours the
game's own filter makes it readable as it does every theme (``few_colours``).

A terminal of 256 colours (tmux without ``COLORTERM=truecolor``) shows each colour as the
entry Rich rounds it to (``rich.color.Color.downgrade``: each channel to the nearest of the
cube's 0, 95, 135, 175, 215, 255, half-way rounded to even). The colours are picked where they
round to what they mean: the first cream, ``#F3EBD3``, rounded its green down (4.5 to 4) to
the pink 224, its suits' salmon red to 210 and the card backs to the pink 217, and cards, suits
and backs were all one pink on the green; the cream is now 230 (``#ffffd7``), the red suits 203
(``#ff5f5f``), the backs 210 (``#ff8787``). The table's surface and panel round to the baize's
22 or its teal neighbour 23, so an open drop-down menu, drawn on them, showed as no box at all
and its words ran into the text beside it ("Two decks alwaOff"): ``menu`` is a green of its
own (29, ``#00875f``) that tells it from the table (``app.tcss``)."""

from __future__ import annotations

from collections.abc import Iterable

from textual.theme import Theme

from ..i18n import NP_, translated

FELT = Theme(
    name="felt",
    primary="#E87878",  # the card backs (lightened): a deck's red, light enough for the baize
    secondary="#7FB08A",
    accent="#E8C15A",  # the selected card, the seat to act: gold
    warning="#F0A848",
    error="#FF7A70",
    success="#8FD694",
    foreground="#F5F0D8",  # cream: the cards' faces and frames, the text
    background="#0A3020",  # the baize
    surface="#0E3A28",
    panel="#17503A",
    dark=True,
    variables={
        "suit-red": "#FF6B60",  # the hearts and diamonds: red, never the cream's pink in 256
        "menu": "#1F7A55",  # an open drop-down list, a green apart from the baize
        "footer-key-foreground": "#E8C15A",
        "block-cursor-background": "#E8C15A",
        "block-cursor-foreground": "#0A3020",
        "input-selection-background": "#E8C15A 35%",
    },
)

GAME_THEMES: tuple[Theme, ...] = (FELT,)

# What the setup's Theme field and the palette's theme picker call each theme: Textual names a
# theme by its id only ("textual-dark"), which testers read as a programmer's word. A theme that
# says what it looks like is said in the player's language; a palette of its own name (Nord,
# Dracula) is called as its authors write it. The settings file keeps the id, and so does
# ``App.theme``: these are only what the player reads (``theme_title``).
DESCRIBED_THEMES: dict[str, str] = {
    "felt": NP_("a colour theme's name", "Felt"),
    "textual-dark": NP_("a colour theme's name", "Dark"),
    "textual-light": NP_("a colour theme's name", "Light"),
    # the terminal's own 16 colours (Textual's ``ansi``), on its dark or light background
    "ansi-dark": NP_("a colour theme's name", "Terminal colours, dark"),
    "ansi-light": NP_("a colour theme's name", "Terminal colours, light"),
}
NAMED_THEMES: dict[str, str] = {
    "atom-one-dark": "Atom One Dark",
    "atom-one-light": "Atom One Light",
    "catppuccin-frappe": "Catppuccin Frappé",
    "catppuccin-latte": "Catppuccin Latte",
    "catppuccin-macchiato": "Catppuccin Macchiato",
    "catppuccin-mocha": "Catppuccin Mocha",
    "dracula": "Dracula",
    "flexoki": "Flexoki",
    "gruvbox": "Gruvbox",
    "monokai": "Monokai",
    "nord": "Nord",
    "rose-pine": "Rosé Pine",
    "rose-pine-dawn": "Rosé Pine Dawn",
    "rose-pine-moon": "Rosé Pine Moon",
    "solarized-dark": "Solarized Dark",
    "solarized-light": "Solarized Light",
    "tokyo-night": "Tokyo Night",
}


def theme_title(name: str) -> str:
    """The theme ``name`` (its id) as the player reads it: ``DESCRIBED_THEMES`` in the current
    language, ``NAMED_THEMES`` as written; any other (a later Textual's) its id made readable,
    "some-theme" as "Some theme"."""
    if name in DESCRIBED_THEMES:
        return translated(DESCRIBED_THEMES[name])
    if name in NAMED_THEMES:
        return NAMED_THEMES[name]
    words = " ".join(name.replace("_", " ").replace("-", " ").split())
    return words[:1].upper() + words[1:] if words else name


def theme_order(names: Iterable[str]) -> list[str]:
    """``names`` as the palette's theme picker and the setup's Theme choice list them: the
    game's own first, then Textual's, A to Z by the names the player reads (``theme_title``, in
    the current language: "Dark" among the D's, not under "textual-")."""
    ours = [theme.name for theme in GAME_THEMES]
    names = set(names)
    rest = sorted(names.difference(ours), key=lambda name: (theme_title(name).casefold(), name))
    return [name for name in ours if name in names] + rest
