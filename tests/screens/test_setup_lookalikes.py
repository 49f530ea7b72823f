"""The setup screen and names that look the same because a letter of another alphabet looks
like a Latin one: "Kari" and "Kаri" (a Cyrillic "а") would get two hand-overs nobody can tell
apart ("Pass to Kari"), so Start refuses them and says why; names that only look alike in
part (an accent, a whole name in another alphabet) are two players."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Static

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.app.widgets.seat_row import SeatRow

from .screen_host import NO_RESULT, ScreenHost

CYRILLIC_A = "\u0430"


def settings(*names: str) -> Settings:
    return Settings(seats=[SeatSetting(name=n) for n in names], ruleset="swedish-6")


def problems(app: ScreenHost) -> str:
    box = app.screen.query_one("#problems", Static)
    return f"{box.render()}\n{box.tooltip or ''}"


def start_disabled(app: ScreenHost) -> bool:
    return app.screen.query_one("#start", Button).disabled


@pytest.mark.parametrize(
    "other", [f"K{CYRILLIC_A}ri", "\u041aari", "\u039aari", "\u041a\u0430r\u0456"]
)  # Cyrillic К, Greek Κ, Cyrillic і
async def test_a_name_with_a_look_alike_letter_is_refused_and_said_so(other: str) -> None:
    app = ScreenHost(lambda: SetupScreen(settings("Kari", other), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert f"Seats 1 and 2: Kari and {other} look the same" in problems(app)
        assert start_disabled(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.result is NO_RESULT


async def test_a_look_alike_letter_typed_into_a_name_is_refused() -> None:
    """Typed key by key into the second seat's name, as a play-tester would."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", ""), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        list(app.screen.query(SeatRow))[1].focus_name()
        await pilot.pause()
        await pilot.press("K", CYRILLIC_A, "r", "i")
        await pilot.pause()
        assert f"Kari and K{CYRILLIC_A}ri look the same" in problems(app)
        assert start_disabled(app)


@pytest.mark.parametrize("names", [
    ("Kari", "K\u00e5ri"),  # Kåri
    ("Ola", "Ol\u00e4"),  # Olä
    ("\u041e\u043b\u044f", "Olya"),  # Оля, in Cyrillic
    ("\u039d\u03af\u03ba\u03b7", "\u0395\u03bb\u03ad\u03bd\u03b7", "Nikh"),  # Νίκη, Ελένη
    ("0la", "Ola"),  # a digit zero is not a letter O
])  # fmt: skip
async def test_names_that_differ_to_the_eye_are_two_players(names: tuple[str, ...]) -> None:
    app = ScreenHost(lambda: SetupScreen(settings(*names), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not start_disabled(app), problems(app)
