"""A key typed as the start-up's resume offer goes away is no key for the setup that replaces
it (``deliberate.UpFirst``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from resilience_helpers import play_saved
from textual import events
from textual.widgets import Input

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.resume import ResumeScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.session import Session


async def _setup_from_the_offer(app: GolfApp, pilot: Any) -> SetupScreen:
    """Escape at the start-up's offer: the setup."""
    await pilot.pause()
    assert isinstance(app.screen, ResumeScreen)
    await pilot.press("escape")
    await pilot.pause()
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    return setup


async def test_a_key_typed_as_the_offer_goes_away_is_not_typed_into_a_name(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """Escape at the offer, then r at once: the setup, a second in the making on a slow machine,
    was not up yet, and the r went into the first name ("Kari" became "r")."""
    await play_saved(make_app, 6)
    app = make_app()
    show_setup = app.show_setup

    def then_a_key() -> None:
        show_setup()  # the setup is on the stack, not up yet: r comes now
        app.post_message(events.Key("r", "r"))

    app.show_setup = then_a_key  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await _setup_from_the_offer(app, pilot)
        await pilot.pause()
        assert isinstance(app.focused, Input) and app.focused.value == "Kari"
        assert app.screen is setup
        await pilot.press("x")  # a key typed once it is up is typed
        await pilot.pause()
        assert app.focused.value == "x"
