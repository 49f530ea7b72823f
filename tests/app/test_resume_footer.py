"""The start-up's resume question, and the two before a new match replaces the saved one, at
the narrowest terminal they are laid out for (44 columns): every key the footer shows is whole
on its line, in every language. Textual's footer let its row run off the right edge ("q Avsl"
in Swedish, the palette's key drawn over the rest); the footer now hides whole keys instead,
and every answer stays a button of the box, in its words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Button
from textual.widgets._footer import FooterKey

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.resume import (
    ReplaceFromSetupScreen,
    ReplaceSavedScreen,
    ResumeScreen,
)
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.i18n import LANGUAGES, set_language
from golf_tui.storage import AutosaveInfo

from .conftest import screen_text

NARROWEST = 44  # the resume box's narrow terminal (resume.py's ``_fit``; test_setup_flow)
SAVED = AutosaveInfo(("Kari", "Ola", "Bot 1"), "norwegian-4", 1, 2, "")
OTHER = AutosaveInfo(("Siri", "Per"), "swedish-6", 4, 9, "")

QUESTIONS: dict[str, Callable[[], ResumeScreen]] = {
    "resume": lambda: ResumeScreen(SAVED),
    "resume-or-other": lambda: ResumeScreen(SAVED, other=OTHER),
    "replace": lambda: ReplaceSavedScreen(SAVED, "Xan & Yrsa — Sexkortsgolf"),
    "replace-from-setup": lambda: ReplaceFromSetupScreen(SAVED, "Xan & Yrsa — Sexkortsgolf"),
}


async def _until(pilot: Pilot[Any], done: Callable[[], bool]) -> None:
    for _ in range(50):
        if done():
            return
        await pilot.pause()
    raise AssertionError("never got there")


async def _put_up(pilot: Pilot[Any], question: str) -> Screen[Any]:
    """``QUESTIONS[question]`` put up over the app, its footer fitted."""
    app = pilot.app
    await pilot.pause()
    screen = QUESTIONS[question]()
    app.push_screen(screen)
    await _until(pilot, lambda: app.screen is screen and all(
        f.fitted for f in screen.query(FittingFooter)))
    await pilot.pause()
    return screen


def _shown(key: FooterKey) -> bool:
    node: Any = key
    while node is not None:
        if not node.display:
            return False
        node = node.parent
    return True


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("question", list(QUESTIONS))
async def test_every_footer_key_is_whole_at_the_narrowest(question: str, lang: str) -> None:
    set_language(lang)
    app = GolfApp(None)
    async with app.run_test(size=(NARROWEST, 16)) as pilot:
        screen = await _put_up(pilot, question)
        rows = screen_text(app).splitlines()
        bottom = rows[-1]
        keys = [k for k in screen.query(FooterKey) if _shown(k)]
        assert keys, bottom  # not every key hidden
        for key in keys:
            assert f"{key.key_display} {key.description}" in bottom, (key.key, bottom)
        # what the footer leaves out, the box's buttons still say, whole
        for button in screen.query(Button):
            assert any(str(button.label) in row for row in rows), button.label


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("question", ["resume", "resume-or-other", "replace"])
async def test_quit_stays_in_the_footer_at_the_narrowest(question: str, lang: str) -> None:
    """q is kept before a long answer's words: at 44 columns in Norwegian and Swedish the quick
    start's question read "r Fortsett n Start det nye partiet", no q."""
    set_language(lang)
    app = GolfApp(None)
    async with app.run_test(size=(NARROWEST, 16)) as pilot:
        screen = await _put_up(pilot, question)
        shown = [k.key for k in screen.query(FooterKey) if _shown(k)]
        assert "q" in shown, (shown, screen_text(app).splitlines()[-1])
