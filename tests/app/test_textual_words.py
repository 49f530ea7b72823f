"""Textual's own words in the footer: an open Select's Escape said "esc Dismiss menu" in every
language (Textual's binding, which the game's ``translate_bindings`` never saw)."""

from __future__ import annotations

import pytest
from textual.widgets import Select

from golf_tui.app.screens.bindings import TEXTUAL_WORDS
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.i18n import set_language

from ..screens.screen_host import ScreenHost
from .conftest import screen_text

CLOSE = {"en": "Dismiss menu", "nb": "Lukk", "sv": "Stäng", "da": "Luk"}


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_an_open_choice_says_esc_closes_it_in_the_language(lang: str) -> None:
    set_language(lang)
    settings = Settings(seats=[SeatSetting(name=n) for n in ("Kari", "Ola")],
                        ruleset="swedish-6", language=lang)
    app = ScreenHost(lambda: SetupScreen(settings, remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        select = app.screen.query(SeatRow).last().query_one(Select)
        select.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert select.expanded
        footer = app.screen.query_one(FittingFooter)
        words = [str(key.description) for key in footer.shown_keys() if key.display]
        assert CLOSE[lang] in words
        last = screen_text(app).splitlines()[-1]
        assert f"esc {CLOSE[lang]}" in last
        if lang != "en":
            assert not any(english in last for english in TEXTUAL_WORDS)


def test_textual_still_spells_its_words_so() -> None:
    """Were a later Textual to reword them, its footer keys would be English again."""
    from textual.command import CommandPalette
    from textual.widgets._select import SelectOverlay

    shown = {b.description for cls in (SelectOverlay, CommandPalette)
             for group in (cls._merged_bindings.key_to_bindings.values()
                           if cls._merged_bindings else ())
             for b in group if b.show}
    assert shown == set(TEXTUAL_WORDS)
