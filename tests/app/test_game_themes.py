"""The game's own themes (``themes.GAME_THEMES``): registered, listed first by the palette's
theme picker, remembered like Textual's, and readable in full colour: every text of the table
(cards, suits, frames, names, the footer) at WCAG's 3:1 at least on what it is drawn on. (In 16
colours: ``test_few_colour_themes``, which takes them with Textual's.)"""

from __future__ import annotations

import colorsys

import pytest
from rich.color import EIGHT_BIT_PALETTE, ColorSystem
from rich.color import Color as RichColor
from textual.color import Color, rgb_to_lab
from textual.command import DiscoveryHit
from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.palette import Themes
from golf_tui.app.settings_file import known_theme
from golf_tui.app.themes import GAME_THEMES, theme_title
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
        # each by the name the player reads (``themes.theme_title``), not its id
        assert listed[: 1 + len(NAMES)] == ["Dark", *map(theme_title, NAMES)], listed
        assert len(listed) == len(app.available_themes)
        # the game's themes say what they look like, as the docs do ("felt" was listed bare)
        helps = {hit.text: hit.help for hit in [h async for h in provider.discover()]
                 if isinstance(hit, DiscoveryHit)}
        assert helps["Felt"] == "A green baize table, cream cards, red suits", helps
        assert helps["Dark"] == "The theme in use", helps
        app.theme = "felt"
        helps = {hit.text: hit.help for hit in [h async for h in provider.discover()]
                 if isinstance(hit, DiscoveryHit)}
        assert helps["Felt"] == "The theme in use. A green baize table, cream cards, red suits"
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


def in_256(color: RichColor | None) -> tuple[int, int, int]:
    """The colour a 256-colour terminal (tmux without COLORTERM) shows for ``color``: Rich
    rounds it to one of the palette's, as the app's output does."""
    assert color is not None
    number = color.downgrade(ColorSystem.EIGHT_BIT).number
    assert number is not None
    r, g, b = EIGHT_BIT_PALETTE[number]
    return r, g, b


def hue(rgb: tuple[int, int, int]) -> float | None:
    """HSV's hue in degrees, None for a grey."""
    h, s, _v = colorsys.rgb_to_hsv(*(c / 255 for c in rgb))
    return None if s < 0.05 else h * 360


def cream_or_white(rgb: tuple[int, int, int]) -> bool:
    """A light colour of no hue, or a yellow's (cream): never a pink's or red's (hue near 0)."""
    found = hue(rgb)
    return sum(rgb) / 3 > 190 and (found is None or 30 <= found <= 75)


def red(rgb: tuple[int, int, int]) -> bool:
    found = hue(rgb)
    return found is not None and (found <= 15 or found >= 345)


@pytest.mark.parametrize("colours", ["truecolor", "256"])
async def test_felt_s_cards_are_cream_and_its_suits_red_in_256_colours(
        monkeypatch: pytest.MonkeyPatch, colours: str) -> None:
    """A play-tester in tmux without COLORTERM (256 colours) saw felt's cream card faces pink
    (224), the red suits salmon (210) and the backs pink (217): a ♣ and a ♦ looked alike, both
    pinkish on the green. The faces (their black suits and ranks) are cream or white there as
    in full colour, the red suits red, the backs apart from both."""
    if colours == "256":
        monkeypatch.delenv("COLORTERM")
    app = make_app("nine-card", 4, bots={i: "normal" for i in range(1, 4)})
    async with app.run_test(size=(120, 40)) as pilot:
        app.theme = "felt"
        _driver, table = await at_the_draw(pilot)
        await pilot.pause()
        assert app.console.color_system == colours
        assert not app.has_class("-few-colours")
        found: list[Cell] = []
        for widget in [*table.query(OpponentGrid), table.query_one(OwnGrid),
                       table.query_one(Piles)]:
            found += text_cells(app, widget.region)
        black = [c for c in found if c[2] in "♠♣"]
        reds = [c for c in found if c[2] in "♥♦"]
        backs = [c for c in found if c[2] in "▚▒"]
        assert black and reds and backs
        show = in_256 if colours == "256" else (lambda c: c.get_truecolor() if c else (0, 0, 0))
        faces = {show(c[3].color) for c in black}
        suits = {show(c[3].color) for c in reds}
        patterns = {show(c[3].color) for c in backs}
        assert all(cream_or_white(rgb) for rgb in faces), faces
        assert all(red(rgb) for rgb in suits), suits
        assert not faces & suits and not faces & patterns, (faces, suits, patterns)


async def test_felt_s_drop_down_lists_stand_out_from_the_table_in_256_colours(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An open list of the setup was drawn in colour 23 on the table's 22 (both dark green),
    and its words ran into the text beside it ("Two decks alwaOff"): its background is of a
    lightness of its own, in 256 colours and in full colour."""
    monkeypatch.delenv("COLORTERM")
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.theme = "felt"
        field = app.screen.query_one("#length", Select)
        field.focus()
        await pilot.press("enter")
        await pilot.pause()
        overlay = field.query_one(SelectOverlay)
        assert overlay.region.area
        backgrounds = {c[3].bgcolor for c in text_cells(app, overlay.region)}
        table = app.screen.styles.background.rich_color
        for colour in backgrounds:
            assert colour is not None
            for shown in (in_256, lambda c: c.get_truecolor()):
                apart = abs(lightness(shown(colour)) - lightness(shown(table)))
                assert apart >= 10, (shown(colour), shown(table), round(apart, 1))


def lightness(rgb: tuple[int, int, int]) -> float:
    return float(rgb_to_lab(Color(*rgb)).L)
