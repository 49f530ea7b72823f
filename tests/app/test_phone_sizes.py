"""A phone's terminal (Termux, or Blink over SSH): small, and another shape when the phone
turns or its keyboard opens. Every screen fits it or says what size it needs."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.screen import Screen
from textual.widgets import Button

from golf_tui.app.screens.help import KeysScreen, RulesDocument, RulesScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.setup_keys import SetupKeysScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset

from ..screens.screen_host import ScreenHost, finished_match, frame_lines
from .conftest import make_app, palette_listed, screen_text


@pytest.mark.parametrize(("size", "language"), [((40, 20), "en"), ((45, 35), "en"),
                                                ((50, 16), "sv"), ((30, 10), "nb")])
async def test_the_match_overs_buttons_all_show_on_a_phone(size: tuple[int, int],
                                                           language: str) -> None:
    """At 45 columns (a phone held upright) the match over's Quit was cut to "Qu", at 40 it was
    off the screen: the three buttons kept the room they take at 80 columns. They close up,
    and where even so they do not fit side by side they stand one under the other."""
    set_language(language)
    app = ScreenHost(lambda: MatchOverScreen(finished_match()))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        buttons = list(app.screen.query("#over-buttons Button").results(Button))
        assert len(buttons) == 3
        for button in buttons:
            button.scroll_visible(animate=False)
            await pilot.pause()
            label = str(button.label)
            # whole on the screen, its label and a cell either side
            assert button.region.right <= size[0] - 2, (label, button.region)
            assert button.region.width >= len(label) + 2, (label, button.region)
        rows = {(b.region.y, b.region.x) for b in buttons}
        assert len(rows) == 3  # none drawn over another


def words_read(lines: list[str]) -> str:
    """The lines inside a box's frame, run together as they are read: one space between words."""
    return " ".join(" ".join(line.strip(" │╭╮╰╯─▁▂▃▄▅▆▇█") for line in lines).split())


@pytest.mark.parametrize(("screen", "key", "words"), [
    (lambda: KeysScreen(load_ruleset("swedish-6")), "d", "draw from the stock"),
    (SetupKeysScreen, "Tab / shift+Tab", "Go to the next / previous field"),
])
async def test_a_keys_list_says_what_each_key_does_on_a_phone(
        screen: Callable[[], Screen[None]], key: str, words: str) -> None:
    """At 30 columns (a phone held upright, large text) the keys lists showed the keys alone:
    their column kept its width and left what each key does none. At 40 the words had 8 to
    10 cells, a word or two a line. Where the words have too little room beside the keys, each
    key's words go under it."""
    app = ScreenHost(screen)
    async with app.run_test(size=(30, 300)) as pilot:
        await pilot.pause()
        text = words_read(frame_lines(app))
        assert f"{key} {words}" in text, text


async def test_the_palette_lists_more_commands_with_the_keyboard_open() -> None:
    """A phone on its side with its keyboard open has some 12 lines: the command palette kept
    Textual's 3 empty lines above its search field, and listed two commands. On a short
    terminal the field is at the top."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 12)) as pilot:
        await pilot.pause()
        await pilot.press("colon")
        await palette_listed(pilot, at_least=4)
        await pilot.pause()
        assert app.screen.query_one("#--input").region.y == 0
        shown = [line for line in frame_lines(app)  # type: ignore[arg-type]
                 if line.startswith(("▶ ", "  ")) and line.strip()]
        assert len(shown) >= 6, shown  # 3 commands, each a title and its help line


# Norwegian four-card, Kari and Ola: the keys that end hole 1 with Kari's throw-away
# (``test_handover_after_result.HOLE_ONE``).
HOLE_ONE = ["enter", "3", "4", "enter", "k", "k", "enter", "3", "4", "enter", "d", "x"]


async def test_a_hole_results_prompt_and_footer_show_whole_at_30x10(
        answers_at_once: float) -> None:
    """At 30×10 in Norwegian the heading, the move that ended the hole and the totals took
    more lines than the screen has: the screen scrolled, its scroll bar sat in the footer's
    row and the prompt was cut to "Trykk Enter for å dele ut". The move and the totals scroll
    in a box of their own where they take too much room; the footer's row is the footer's."""
    set_language("nb")
    app = make_app("norwegian-4", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in HOLE_ONE:
            await pilot.press(key)
            await pilot.pause()
        assert isinstance(app.screen, HoleResultScreen)
        await pilot.resize_terminal(30, 10)
        for _ in range(4):
            await pilot.pause()
        lines = screen_text(app).splitlines()
        assert app.screen.max_scroll_y == 0, lines  # the screen itself does not scroll
        assert " ".join(lines[-1].split()) == "⏎ Fortsett ↑↓ Rull ? Taster", lines
        prompt = " ".join(" ".join(lines[-3:-1]).split())
        assert prompt == "Trykk Enter for å dele ut neste hull.", lines


@pytest.mark.parametrize("language", ["en", "nb", "da"])  # the Swedish title has no "( )"
async def test_the_rules_keep_a_headings_words_whole_at_30_columns(language: str) -> None:
    """At 30 columns the rules' text had 15 cells (the box's padding and the document's, 2 a
    side each): the heading's '("Sexkortsgolf")' was cut before its ")", alone on a line. The
    document keeps no padding of its own there."""
    set_language(language)
    app = ScreenHost(lambda: RulesScreen(load_ruleset("swedish-6")))
    async with app.run_test(size=(30, 300)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert app.screen.query_one(RulesDocument).filled
        read = [line.strip(" │╭╮╰╯─▁▂▃▄▅▆▇█") for line in frame_lines(app)]
        named = [line for line in read if "Sexkortsgolf" in line and line.startswith("(")]
        assert named and named[0].endswith(")"), read[:12]
        assert not [line for line in read if line in {")", "(", ").", "),"}]
