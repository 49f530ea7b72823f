"""The prompt of the match over (and of a hole's result and the saved match's offer, the same
``KeyText``): a refused key's reason before "Choose Play again (a), New setup (n) or Quit (q)."
wrapped with "(q)." alone on a row at some widths, Textual breaking at any space. It breaks
as the table's lines do (``wrap.rows``): a key hint stays with the word before it."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from textual.widget import Widget

from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.wrap import HINT
from golf_tui.i18n import set_language

from .screen_host import ScreenHost, finished_match


def rows_on_screen(app: ScreenHost, widget: Widget) -> list[str]:
    """The rows ``widget`` takes on the screen, as drawn."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      color_system=None, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens, simplify=True))
    lines = console.export_text().splitlines()
    region = widget.content_region
    return [line[region.x:region.right].strip() for line in lines[region.y:region.bottom]]


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_a_refused_key_s_reason_and_the_choices_wrap_with_each_key_by_its_word(
        lang: str) -> None:
    set_language(lang)
    m = finished_match()
    broken = 0  # prompts that took more than a row
    for width in (60, 61, 62, 78, 79, 80, 81):
        app = ScreenHost(lambda: MatchOverScreen(m))
        async with app.run_test(size=(width, 24)) as pilot:
            await pilot.pause()
            prompt = app.screen.query_one("#over-prompt")
            for key in ("z", "h", "d"):  # no key, the pile's (gone), a move's (over)
                await pilot.press(key)
                await pilot.pause()
                drawn = rows_on_screen(app, prompt)
                assert " ".join(drawn) == str(prompt.content)  # whole, in as many rows
                for row in drawn[1:]:
                    assert not HINT.fullmatch(row.split(" ")[0]), (width, key, drawn)
                broken += len(drawn) > 1
    assert broken  # the rows were tried


async def test_a_resize_breaks_the_prompt_anew() -> None:
    """The rows are broken at the width the prompt has now, not at the one it had."""
    set_language("en")
    app = ScreenHost(lambda: MatchOverScreen(finished_match()))
    async with app.run_test(size=(100, 24)) as pilot:
        await pilot.pause()
        prompt = app.screen.query_one("#over-prompt")
        await pilot.press("h")
        await pilot.pause()
        wide = rows_on_screen(app, prompt)
        for width in (60, 100):
            await pilot.resize_terminal(width, 24)
            await pilot.pause()
            drawn = rows_on_screen(app, prompt)
            assert " ".join(drawn) == str(prompt.content)
            assert prompt.content_size.height == len(drawn)
            assert drawn == wide if width == 100 else len(drawn) > len(wide)
            assert drawn[-1] != "(q)."
