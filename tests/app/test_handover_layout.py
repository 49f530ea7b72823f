"""The hand-over screen keeps every word in a narrow terminal: a long name (16 characters, the
most a name may have) in the longest translation of its hint wraps, and nothing is cut off."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.i18n import LANGUAGES, _, set_language
from golf_tui.presets import load_ruleset

LONG = "Abcdefghijklmnop"


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("size", [(60, 20), (44, 16)])
def test_a_long_name_wraps_and_is_never_cut(lang: str, size: tuple[int, int],
                                            text_of: Callable[[GolfApp], str]) -> None:
    async def scenario() -> None:
        set_language(lang)
        try:
            config = GameConfig(load_ruleset("norwegian-4"), (Seat("Ola"), Seat(LONG)), seed=1,
                                animations=False, bot_delay=0.0)
            app = GolfApp(config)
            async with app.run_test(size=size) as pilot:
                await pilot.pause()
                for _step in range(30):  # Ola's hand-over, her peek, her turn
                    if isinstance(app.screen, HandoverScreen) and app.screen.player == LONG:
                        break
                    await pilot.press("enter")
                    await pilot.pause()
                    table = app.screen_stack[1] if len(app.screen_stack) > 1 else None
                    ctrl = getattr(table, "ctrl", None)
                    if ctrl is not None and ctrl.at_keys_to_act() and ctrl.current == 0:
                        await pilot.press("d", "x")
                        await pilot.pause()
                assert isinstance(app.screen, HandoverScreen) and app.screen.player == LONG
                words = " ".join(text_of(app).replace("║", " ").split())
                hint = _("Press Enter or click here when only %(name)s is looking") % {"name": LONG}
                note = _("Your opening peek comes first.")
                assert " ".join(hint.split()) in words
                assert " ".join(note.split()) in words
        finally:
            set_language("en")

    asyncio.run(scenario())
