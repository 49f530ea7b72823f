"""An unticked switch on the setup screen shows its box in every built-in theme, in full colour:
Textual draws the box ``▐ ▌`` in the theme's panel colour on the switch's surface, and in the
solarized themes the two are one colour (dracula's and textual-light's all but one), so a
switch that was off showed no box, and nothing said there was something to tick
(``GolfApp.switch_box``). The 16-colour case: ``test_few_colour_themes``."""

from __future__ import annotations

import math

import pytest
from textual.color import Color, rgb_to_lab

from golf_tui.app.colours import SWITCH_APART
from golf_tui.app.widgets.tick import Tick

from .conftest import make_app, setup_shown
from .test_few_colour_themes import THEMES, cells


def delta_e(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    la, lb = rgb_to_lab(Color(*a)), rgb_to_lab(Color(*b))
    return math.dist((la.L, la.a, la.b), (lb.L, lb.a, lb.b))


@pytest.mark.usefixtures("own_home")
@pytest.mark.parametrize("theme", THEMES)
async def test_an_unticked_switch_shows_its_box_in_full_colour(
        monkeypatch: pytest.MonkeyPatch, theme: str) -> None:
    monkeypatch.setenv("COLORTERM", "truecolor")
    app = make_app("nine-card", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = theme
        screen = await setup_shown(app, pilot)
        await pilot.pause()
        assert not app.has_class("-few-colours")
        ticks = [t for t in screen.query(Tick) if t.region.area]
        assert {t.value for t in ticks} == {False, True}  # the ASCII box off, Animations on
        for tick in ticks:
            row = [c for c in cells(app, tick.region) if c[1] == tick.region.y]
            sides = [c for c in row if c[2] in "▐▌"]
            assert len(sides) == 2, (theme, tick.id or tick.name)
            for _x, _y, ch, style in sides:
                fore, back = style.color, style.bgcolor
                assert fore is not None and back is not None
                assert fore.triplet is not None and back.triplet is not None
                apart = delta_e(fore.triplet, back.triplet)
                assert apart >= SWITCH_APART, (theme, tick.id or tick.name, ch, apart)
