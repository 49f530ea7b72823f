"""The game's own colour themes, registered beside Textual's (``GolfApp.__init__``) and listed
first by the palette's theme picker (``screens.palette.Themes``): Textual's stock list alone had
nothing that looked like a card table.

``felt``: a green baize table, cream cards and frames, red suits, light red card backs and a gold
selection. Each colour keeps WCAG's 3:1 against the baize at least (the cream text about 11:1,
the red suits and the gold about 5:1, ``tests/app/test_game_themes.py``); in 16 colours the
game's own filter makes it readable as it does every theme (``few_colours``)."""

from __future__ import annotations

from textual.theme import Theme

FELT = Theme(
    name="felt",
    primary="#F09098",  # the card backs: a deck's red, light enough to show on the baize
    secondary="#7FB08A",
    accent="#E8C15A",  # the selected card, the seat to act: gold
    warning="#F0A848",
    error="#FF7A70",
    success="#8FD694",
    foreground="#F3EBD3",  # cream: the cards' faces and frames, the text
    background="#0A3020",  # the baize
    surface="#0E3A28",
    panel="#17503A",
    dark=True,
    variables={
        "suit-red": "#FF8A80",  # the hearts and diamonds, as bright on the baize as the cream
        "footer-key-foreground": "#E8C15A",
        "block-cursor-background": "#E8C15A",
        "block-cursor-foreground": "#0A3020",
        "input-selection-background": "#E8C15A 35%",
    },
)

GAME_THEMES: tuple[Theme, ...] = (FELT,)

