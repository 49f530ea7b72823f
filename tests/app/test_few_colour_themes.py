"""Every built-in theme readable in 16 colours (TERM=xterm, no COLORTERM: the app's
-few-colours), measured as xterm's default palette shows the colours the app sends: a
play-tester with poor colour vision found the opponents' frames, names and scores grey on grey
(dracula, nord, atom-one-dark, catppuccin-frappe and -macchiato, whose dark background came out
grey), red faces red on grey, face-down backs, frames and digits light grey on bright white
(catppuccin-latte, rose-pine-dawn, solarized-light, textual-light, atom-one-light: 1.26:1), and
the footer's key letters cyan on cyan (solarized). Full-colour terminals are left as they were
(the snapshots)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from rich.cells import cell_len
from rich.color import Color as RichColor
from rich.color import ColorSystem, ColorType
from rich.style import Style
from textual.strip import Strip
from textual.theme import BUILTIN_THEMES

from golf_tui.app.few_colours import contrast
from golf_tui.app.themes import GAME_THEMES
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.app.widgets.grid import OwnGrid
from golf_tui.app.widgets.opponents import OpponentGrid
from golf_tui.app.widgets.piles import Piles
from golf_tui.app.widgets.tick import Tick

from .conftest import at_the_draw, make_app, setup_shown
from .test_colours import sixteen_colours

# not the terminal's own; the game's own after Textual's (``themes.GAME_THEMES``)
THEMES = [*sorted(name for name in BUILTIN_THEMES if "ansi" not in name),
          *(theme.name for theme in GAME_THEMES)]
LEAST = 3.0  # WCAG's least for large or bold text


def number(color: RichColor | None) -> int | None:
    """The one of the 16 colours the terminal is sent for ``color``."""
    if color is None or color.type is ColorType.DEFAULT:
        return None
    return color.downgrade(ColorSystem.STANDARD).number


Cell = tuple[int, int, str, Style]


def frame(app: object) -> list[Strip]:
    """The screen as the app draws it now, a strip a row (its filters too: they are what
    reaches the terminal): drawn once for every part read of one frame."""
    return app.screen._compositor.render_strips()  # type: ignore[attr-defined,no-any-return]


def cells(app: object, region: object, strips: list[Strip] | None = None) -> Iterator[Cell]:
    """(x, y, character, style) of each cell of ``region`` as the app draws it (its filters
    too: they are what reaches the terminal), read from ``strips`` (``frame``) if given."""
    strips = frame(app) if strips is None else strips
    for y in range(region.y, region.bottom):  # type: ignore[attr-defined]
        row: list[tuple[str, Style]] = []
        for segment in strips[y]:
            for ch in segment.text:
                row += [(ch, segment.style or Style())] * cell_len(ch)
        for x in range(region.x, region.right):  # type: ignore[attr-defined]
            if x < len(row):
                yield x, y, row[x][0], row[x][1]


def text_cells(app: object, region: object, strips: list[Strip] | None = None) -> list[Cell]:
    return [c for c in cells(app, region, strips) if c[2].strip()]


def ratio(style: Style) -> float:
    fore, back = number(style.color), number(style.bgcolor)
    assert fore is not None and back is not None, style
    return contrast(fore, back)


def worst(found: list[Cell]) -> tuple[float, str]:
    assert found
    low = min(found, key=lambda c: ratio(c[3]))
    return ratio(low[3]), f"{low[2]!r} {number(low[3].color)} on {number(low[3].bgcolor)}"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])  # cards as text, and framed
async def test_every_theme_is_readable_in_16_colours(monkeypatch: pytest.MonkeyPatch,
                                                     size: tuple[int, int]) -> None:
    """Each theme in turn on one table (a switch of theme redraws it all, as the palette's
    does): every failing theme and part is named."""
    sixteen_colours(monkeypatch)
    app = make_app("nine-card", 8, bots={i: "normal" for i in range(1, 8)})
    async with app.run_test(size=size) as pilot:
        _driver, table = await at_the_draw(pilot)
        failures: list[str] = []
        for theme in THEMES:
            app.theme = theme
            await pilot.pause()
            assert app.has_class("-few-colours")
            failures += theme_failures(app, table, theme, size)
        assert not failures, "\n".join(failures)


def theme_failures(app: object, table: object, theme: str, size: tuple[int, int]) -> list[str]:
    """What is unreadable at the table in ``theme``: a line for each part (every part read
    from one frame: the whole screen was drawn again for each part, 17 times a theme)."""
    parts: dict[str, list[Cell]] = {}
    strips = frame(app)
    opponents = [g for g in table.query(OpponentGrid) if g.region.area]  # type: ignore[attr-defined]
    assert len(opponents) == 7
    for grid in opponents:
        found = text_cells(app, grid.region, strips)
        top = grid.region.y
        parts.setdefault("opponent frame", []).extend(
            c for c in found if c[1] == top and c[2] in "╭╮─┏┓━")
        parts.setdefault("opponent name and score", []).extend(
            c for c in found if c[1] == top and c[2].isalnum())
        parts.setdefault("opponent backs", []).extend(c for c in found if c[2] == "▒")
        parts.setdefault("red faces", []).extend(c for c in found if c[2] in "♥♦")
        parts.setdefault("black faces", []).extend(c for c in found if c[2] in "♣♠")
    own = table.query_one(OwnGrid)  # type: ignore[attr-defined]
    backs = [b for b in own.boxes if b.has_class("-back")]
    assert backs
    for box in backs:
        found = text_cells(app, box.region, strips)
        parts.setdefault("own backs", []).extend(c for c in found if c[2] in "▒▚")
        parts.setdefault("own digits", []).extend(c for c in found if c[2].isdigit())
        if size != (80, 24):
            parts.setdefault("own frames", []).extend(c for c in found if c[2] in "╭╮─│")
    piles = table.query_one(Piles)  # type: ignore[attr-defined]
    parts["pile labels"] = [c for c in text_cells(app, piles.region, strips)
                            if c[2].isalpha() or c[2] == "·"]  # "In hand ·"
    parts["red faces"] += [c for c in text_cells(app, piles.region, strips) if c[2] in "♥♦"]
    parts["black faces"] += [c for c in text_cells(app, piles.region, strips) if c[2] in "♣♠"]
    footer = table.query_one(FittingFooter)  # type: ignore[attr-defined]
    parts["footer"] = [c for c in text_cells(app, footer.region, strips) if c[2].isalnum()]
    failures = []
    for part, found in parts.items():
        if not found:
            failures.append(f"{theme}: no {part} drawn")
            continue
        low, what = worst(found)
        if low < LEAST:
            failures.append(f"{theme}: {part} {what} {round(low, 2)}:1")
    # red faces are red (or bright red) where one is readable, never a black face's colour
    # (catppuccin's pastel red came out white as its black faces, flexoki's brick red yellow)
    black = {number(c[3].color) for c in parts["black faces"]}
    for _x, _y, ch, style in parts["red faces"]:
        fore, back = number(style.color), number(style.bgcolor)
        if fore in black or back is None or (
                any(contrast(red, back) >= LEAST for red in (1, 9)) and fore not in (1, 9)):
            failures.append(f"{theme}: red face {ch} in {fore} on {back} (black faces {black})")
    return failures


def test_a_dark_background_is_black_and_a_text_stands_out() -> None:
    """dracula's background #282a36 is Rich's grey (8), black in xterm's lightness; grey text
    on it stays; light grey (7) on bright white becomes grey (8); a block drawn in a
    neighbour's colour is shown as that neighbour's background is, not made to stand out;
    an ANSI theme's colours are the terminal's own, left as they are."""
    from golf_tui.app.few_colours import background_number, sixteen, text_number

    assert RichColor.parse("#282a36").downgrade(ColorSystem.STANDARD).number == 8
    assert background_number((0x28, 0x2A, 0x36)) == 0
    assert background_number((255, 255, 255)) == 15
    assert text_number((0x55, 0x55, 0x55), 0) == 8
    assert text_number((0xC0, 0xC0, 0xC0), 15) == 8
    assert contrast(text_number((0xFF, 0x55, 0x55), 8), 8) >= LEAST
    dark = Style(color="#282a36", bgcolor="#f8f8f2")
    assert sixteen(dark, False).color == RichColor.from_ansi(0)  # the block: as it is
    # a block of a colour apart from its cell's that a background's grey would lose in it
    panel = Style(color="#272727", bgcolor="#1e1e1e")
    assert sixteen(panel, False).color == RichColor.from_ansi(8)
    assert sixteen(panel, False).bgcolor == RichColor.from_ansi(0)
    light = Style(color="#f2e9e1", bgcolor="#fffaf3")
    assert sixteen(light, False).color == RichColor.from_ansi(7)
    same = Style(color="#1e1e1e", bgcolor="#1f1f1f")  # no colour of its own
    assert sixteen(same, False).color == RichColor.from_ansi(0)
    ansi = Style(color="color(4)", bgcolor="color(0)")
    assert sixteen(ansi, True) == ansi


def test_a_colour_keeps_its_hue_and_a_tinted_grey_stays_grey() -> None:
    """catppuccin-mocha's pastel red (Rich's light grey, 7) is bright red on black, flexoki's
    brick red (Rich's brown yellow, 3) red, rose-pine-dawn's dusky red (Rich's grey, 8) red on
    white; a blue no one reads on black its bright blue; rose-pine-dawn's purplish grey text
    and catppuccin's bluish white stay greys."""
    from golf_tui.app.few_colours import text_number

    assert text_number((0xFF, 0xA3, 0xC1), 0) == 9
    assert text_number((0xC6, 0x45, 0x39), 0) == 1
    assert text_number((0x9E, 0x50, 0x67), 15) == 1
    assert text_number((0x00, 0x00, 0xAA), 0) == 12
    assert text_number((0x57, 0x52, 0x79), 15) in (0, 8)
    assert text_number((0xCD, 0xD6, 0xF4), 0) in (7, 15)


@pytest.mark.usefixtures("own_home")
async def test_an_unticked_switch_shows_its_box_in_16_colours(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The box ``▐ ▌`` of a switch that is off is drawn in the theme's panel colour on the
    switch's surface: both came out black on black (textual-dark, dracula, monokai) or white
    on white (rose-pine-dawn), and nothing showed the switch was there to tick. (The solarized
    themes' panel is their surface: their box has a shade of its own now, ``switch_box``, as
    in full colour: ``test_switch_box``.) Each theme in turn on one setup screen."""
    sixteen_colours(monkeypatch)
    app = make_app("nine-card", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await setup_shown(app, pilot)
        failures: list[str] = []
        for theme in THEMES:
            app.theme = theme
            await pilot.pause()
            off = [t for t in screen.query(Tick) if not t.value and t.region.area]
            assert off
            strips = frame(app)
            for tick in off:
                box = [c for c in cells(app, tick.region, strips)
                       if c[2] in "▐▌" and c[1] == tick.region.y]
                if len(box) != 2:
                    failures.append(f"{theme}: {tick.id} box not drawn")
                failures += [f"{theme}: {tick.id} {ch} in {number(style.color)} on its own colour"
                             for _x, _y, ch, style in box
                             if number(style.color) == number(style.bgcolor)]
        assert not failures, "\n".join(failures)


async def test_full_colour_terminals_are_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    from golf_tui.app.few_colours import FEW_COLOURS

    monkeypatch.setenv("COLORTERM", "truecolor")
    app = make_app("nine-card", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.has_class("-few-colours")
        assert FEW_COLOURS not in app.get_line_filters()
