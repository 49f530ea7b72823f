"""The button in focus, and the command palette's highlighted command, marked in text: a
screen reader, NO_COLOR or the screen copied as text (``tmux capture-pane -p``) showed the
buttons of the match over, the resume and quit questions alike, focus being colour or reverse
alone. The mark takes cells kept for it, so no button moves when the focus does."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.screen import Screen
from textual.widgets import Button

from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.resume import ResumeScreen
from golf_tui.storage import AutosaveInfo

from ..screens.screen_host import ScreenHost, finished_match
from .conftest import make_app, screen_text


def bracketed(text: str, label: str) -> bool:
    return f"[{label}]" in text


SCREENS: dict[str, Callable[[], Screen[object]]] = {
    "match over": lambda: MatchOverScreen(finished_match()),
    "resume": lambda: ResumeScreen(AutosaveInfo(("Kari", "Ola"), "swedish-6", 1, 9, "")),
    "quit": lambda: ConfirmQuitScreen(),
}


@pytest.mark.parametrize("name", list(SCREENS))
async def test_the_button_in_focus_is_bracketed(name: str) -> None:
    """Each button in focus in turn: it alone reads ``[label]``, and every label stays where
    it was, the brackets in the cells Textual pads a label with."""
    app = ScreenHost(SCREENS[name])  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        buttons = list(app.screen.query(Button).results(Button))
        assert len(buttons) >= 2, name
        labels = [str(button.label) for button in buttons]
        places: dict[str, set[tuple[int, int]]] = {label: set() for label in labels}
        for button in buttons:
            button.focus()
            await pilot.pause()
            text = screen_text(app)  # type: ignore[arg-type]
            for other, label in zip(buttons, labels, strict=True):
                assert bracketed(text, label) is (other is button), (name, label, text)
                row = text.splitlines()[other.region.y]
                places[label].add((other.region.y, row.index(label)))
        for label, where in places.items():
            assert len(where) == 1, (name, label, where)  # never moved


async def test_the_palette_marks_its_highlighted_command() -> None:
    """ctrl+p: the highlighted command has ``▶`` before it, in its padding, and the mark
    follows the highlight; no command moves."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        first = screen_text(app).splitlines()
        await pilot.press("down")
        await pilot.pause()
        second = screen_text(app).splitlines()
    marked = [[i for i, line in enumerate(text) if line.startswith("▶ ")]
              for text in (first, second)]
    assert len(marked[0]) == 1 and len(marked[1]) == 1, (first, second)
    assert marked[1][0] > marked[0][0]  # down: the next command
    for i in (marked[0][0], marked[1][0]):
        assert first[i][2:] == second[i][2:]  # the command itself where it was


async def test_the_button_enter_presses_is_bracketed_while_no_button_has_the_focus() -> None:
    """The start-up's offer opens with its text in the focus (its scroll keys), and Enter
    resumes: no button was bracketed, where every other question brackets the one Enter
    presses. Resume is, until Tab puts the focus on a button (that one is then), and again once
    the focus is back on the text."""
    app = ScreenHost(SCREENS["resume"])  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen.focused, Button)
        text = screen_text(app)  # type: ignore[arg-type]
        assert bracketed(text, "Resume") and not bracketed(text, "New match"), text
        await pilot.press("tab")
        await pilot.pause()
        assert isinstance(app.screen.focused, Button)
        assert str(app.screen.focused.label) == "Resume"
        assert bracketed(screen_text(app), "Resume")  # type: ignore[arg-type]
        await pilot.press("tab")
        await pilot.pause()
        text = screen_text(app)  # type: ignore[arg-type]
        assert bracketed(text, "New match") and not bracketed(text, "Resume"), text
        app.screen.query_one("#resume-body").focus()
        await pilot.pause()
        text = screen_text(app)  # type: ignore[arg-type]
        assert bracketed(text, "Resume") and not bracketed(text, "New match"), text
        await pilot.press("enter")
        await pilot.pause()
        assert app.result == "resume"
