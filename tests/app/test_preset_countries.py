"""The setup's ruleset list at 80×24, where only the chosen preset's tagline has room (every
tagline pushed the rules text out of sight): Sekskortsgolf, Sexkortsgolf and Sekskorts-Golf read
nearly the same there, so each line names its preset's country, from its tagline."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.setup import country_of
from golf_tui.i18n import set_language

from .conftest import screen_text

pytestmark = pytest.mark.usefixtures("own_home")


def first_lines(app: GolfApp) -> dict[str | None, str]:
    presets = app.screen.query_one("#presets", OptionList)
    return {option.id: str(option.prompt).split("\n")[0] for option in presets.options}


def test_a_preset_s_country_is_its_tagline_s_first_words() -> None:
    assert country_of("Norway · flip as a turn") == "Norway"
    assert country_of("Sverige · dra varje tur") == "Sverige"
    assert country_of("a tagline without a place") == ""


@pytest.mark.parametrize(("lang", "countries"), [
    ("en", ("Norway", "Sweden", "Denmark")),
    ("da", ("Norge", "Sverige", "Danmark")),
])
async def test_the_six_card_presets_name_their_country_at_80x24(
        lang: str, countries: tuple[str, str, str]) -> None:
    """Each line names its country, and the rules text's last line stays in sight."""
    set_language(lang)
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = first_lines(app)
        for name, country in zip(("norwegian-6", "swedish-6", "danish-6"), countries,
                                 strict=True):
            assert country in lines[name], lines
        assert "2–8" in screen_text(app)  # "2–8 players · 9 holes", the rules text's end


async def test_with_every_tagline_shown_the_list_names_the_presets() -> None:
    """From 27 lines every tagline (country first) is under its title: the line keeps the
    preset's name, the one ``--ruleset`` takes."""
    app = GolfApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        lines = first_lines(app)
        assert all(name in line for name, line in lines.items() if name), lines
