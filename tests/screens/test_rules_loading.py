"""The rules screen shows at once: "Loading the rules…" on its first frame, the document after
it (building Textual's Markdown takes about a second), and Esc while it loads closes it."""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.widgets.markdown import MarkdownBlock

from golf_tui.app.screens.help import RulesScreen
from golf_tui.presets import load_ruleset

from ..app.conftest import screen_text


async def test_the_first_frame_says_loading_and_the_next_ones_show_the_rules() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = RulesScreen(load_ruleset("swedish-6"))
        await app.push_screen(screen)
        first: list[str] = []
        screen.call_after_refresh(lambda: first.append(screen_text(app)))  # type: ignore[arg-type]
        for _turn in range(100):  # the first refresh after it went up: on a loaded machine,
            await pilot.pause()  # after more than one idle moment
            if first:
                break
        assert "Loading the rules…" in first[0]
        assert "Six-card Golf" not in first[0] and "Setup" not in first[0]  # no document yet
        for _turn in range(100):  # the document is built in its own queue: on a loaded
            if not screen.query("#rules-loading"):  # machine, after more than one idle moment
                break
            await pilot.pause()
        shown = screen_text(app)  # type: ignore[arg-type]
        assert "Loading the rules…" not in shown
        assert "Six-card Golf, Swedish style" in shown and "Setup" in shown


async def test_esc_while_loading_closes_the_rules_before_building_them() -> None:
    app: App[None] = App()
    closed: list[int] = []
    async with app.run_test(size=(80, 24)) as pilot:
        screen = RulesScreen(load_ruleset("swedish-6"))
        await app.push_screen(screen, lambda _: closed.append(len(screen.query(MarkdownBlock))))
        app.post_message(events.Key("escape", None))
        await pilot.pause()
        assert app.screen is not screen
        await pilot.pause()
    assert closed == [0]  # closed once, with no document built, and no error on the way out
