"""The rules at the smallest terminal (60×20): a code block wider than the box (the command line
``golf-tui score --ruleset swedish-6 "2 K 7 / 2 K 7"`` was one, before the game left it out)
wraps within it. Textual's fence
scrolls sideways with no scrollbar, so its end was out of sight with nothing saying so."""

from __future__ import annotations

from textual.app import App
from textual.widgets.markdown import MarkdownFence

from golf_tui.app.screens.help import RulesScreen
from golf_tui.presets import load_ruleset


async def test_every_code_block_shows_whole_at_60_columns() -> None:
    app: App[None] = App()
    async with app.run_test(size=(60, 20)) as pilot:
        screen = RulesScreen(load_ruleset("swedish-6"))
        await app.push_screen(screen)
        for _turn in range(100):  # the document is built in its own queue: on a loaded
            if not screen.query("#rules-loading"):  # machine, after more than one idle moment
                break
            await pilot.pause()
        await pilot.pause()
        fences = list(screen.query(MarkdownFence))
        assert fences  # the worked examples' grids
        for fence in fences:
            assert fence.virtual_size.width <= fence.scrollable_content_region.width, fence.code
