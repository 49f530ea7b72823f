"""The game's own themes (``themes.GAME_THEMES``): registered, listed first by the palette's
theme picker, remembered like Textual's, and readable in full colour: every text of the table
(cards, suits, frames, names, the footer) at WCAG's 3:1 at least on what it is drawn on. (In 16
colours: ``test_few_colour_themes``, which takes them with Textual's.)"""

from __future__ import annotations

import pytest
from rich.color import Color as RichColor
from textual.command import DiscoveryHit

from golf_tui.app.screens.palette import Themes
from golf_tui.app.settings_file import known_theme
from golf_tui.app.themes import GAME_THEMES
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.app.widgets.grid import OwnGrid
from golf_tui.app.widgets.opponents import OpponentGrid
from golf_tui.app.widgets.piles import Piles

from .conftest import at_the_draw, make_app
from .test_few_colour_themes import Cell, text_cells

NAMES = [theme.name for theme in GAME_THEMES]
LEAST = 3.0  # WCAG's least for large or bold text


def luminance(color: RichColor) -> float:
    r, g, b = color.get_truecolor()

    def channel(c: int) -> float:
        c_ = c / 255
        return c_ / 12.92 if c_ <= 0.03928 else ((c_ + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(cell: Cell) -> float:
    style = cell[3]
    assert style.color is not None and style.bgcolor is not None, cell
    low, high = sorted((luminance(style.color), luminance(style.bgcolor)))
    return (high + 0.05) / (low + 0.05)


async def test_the_game_s_themes_are_listed_first_and_remembered() -> None:
    assert NAMES == ["felt"]
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert set(NAMES) <= set(app.available_themes)
        app.theme = "textual-dark"
        provider = Themes(app.screen)
        listed = [hit.text for hit in [h async for h in provider.discover()]
                  if isinstance(hit, DiscoveryHit)]
        # the theme in use first (the picker highlights it), then the game's, then Textual's
        assert listed[: 1 + len(NAMES)] == ["textual-dark", *NAMES], listed
        assert len(listed) == len(app.available_themes)
        # the game's themes say what they look like, as the docs do ("felt" was listed bare)
        helps = {hit.text: hit.help for hit in [h async for h in provider.discover()]
                 if isinstance(hit, DiscoveryHit)}
        assert helps["felt"] == "A green baize table, cream cards, red suits", helps
        assert helps["textual-dark"] == "The theme in use", helps
        app.theme = "felt"
        helps = {hit.text: hit.help for hit in [h async for h in provider.discover()]
                 if isinstance(hit, DiscoveryHit)}
        assert helps["felt"] == "The theme in use. A green baize table, cream cards, red suits"
    assert all(known_theme(name) for name in NAMES)  # the settings file keeps it


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])  # cards as text, and framed
@pytest.mark.parametrize("theme", NAMES)
async def test_a_game_theme_is_readable_in_full_colour(monkeypatch: pytest.MonkeyPatch,
                                                       theme: str, size: tuple[int, int]) -> None:
    monkeypatch.setenv("COLORTERM", "truecolor")
    app = make_app("nine-card", 4, bots={i: "normal" for i in range(1, 4)})
    async with app.run_test(size=size) as pilot:
        app.theme = theme
        _driver, table = await at_the_draw(pilot)
        await pilot.pause()
        assert not app.has_class("-few-colours")
        parts: dict[str, list[Cell]] = {}
        for grid in [g for g in table.query(OpponentGrid) if g.region.area]:
            found = text_cells(app, grid.region)
            parts.setdefault("opponents", []).extend(found)
            parts.setdefault("red faces", []).extend(c for c in found if c[2] in "♥♦")
        own = table.query_one(OwnGrid)
        parts["own grid"] = text_cells(app, own.region)
        piles = text_cells(app, table.query_one(Piles).region)
        # an empty place ("In hand" before a draw) is drawn faint on purpose, in every theme
        parts["piles"] = [c for c in piles if c[2] not in "╭╮╰╯─│"]
        parts["red faces"] += [c for c in piles if c[2] in "♥♦"]
        parts["footer"] = [c for c in text_cells(app, table.query_one(FittingFooter).region)
                           if c[2].isalnum()]
        for part, found in parts.items():
            assert found, (theme, part)
            low = min(found, key=ratio)
            assert ratio(low) >= LEAST, (theme, part, low[2], low[3], round(ratio(low), 2))
