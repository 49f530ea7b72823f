"""The rules resized while read: a page scrolled to its end stays at its end as its text wraps
anew (80×24 → 60×20 landed mid-text, at the same offset), and one scrolled part way keeps the
block at its top there."""

from __future__ import annotations

from textual.app import App
from textual.containers import VerticalScroll
from textual.widgets import Markdown

from golf_tui.app.screens.help import RulesScreen
from golf_tui.presets import load_ruleset


async def rules_shown(app: App[None], pilot: object) -> tuple[RulesScreen, VerticalScroll]:
    screen = RulesScreen(load_ruleset("swedish-6"))
    await app.push_screen(screen)
    for _turn in range(100):  # the document is built in its own queue
        if not screen.query("#rules-loading"):
            break
        await pilot.pause()  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    return screen, screen.query_one("#rules-box", VerticalScroll)


async def test_the_end_stays_in_sight() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        _screen, box = await rules_shown(app, pilot)
        box.scroll_end(animate=False, immediate=True)
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y > 0
        wide_end = box.max_scroll_y
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert box.max_scroll_y > wide_end  # wrapped to more lines
        assert box.scroll_y == box.max_scroll_y
        await pilot.resize_terminal(80, 24)  # and back
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y == wide_end


async def test_the_heading_at_the_top_stays_at_the_top() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        screen, box = await rules_shown(app, pilot)
        headings = list(screen.query_one(Markdown).query("MarkdownH2"))
        heading = headings[len(headings) // 2]
        box.scroll_to_widget(heading, animate=False, top=True, immediate=True)
        await pilot.pause()
        below = heading.region.y - box.content_region.y  # its margin above it
        assert 0 <= below <= 1 and box.scroll_y < box.max_scroll_y
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert heading.region.y - box.content_region.y == below
