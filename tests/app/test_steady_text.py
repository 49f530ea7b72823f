"""A move redraws the table's text without laying the screen out for it (``SteadyText``): only
a text that can change its widget's size asks for a layout, and such a text is shown whole."""

from __future__ import annotations

import asyncio
from typing import Any

from textual.app import App, ComposeResult
from textual.widget import Widget

from golf_tui.app.hints import Hint
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.steady import SteadyText

from .conftest import make_app


def _layouts_asked(monkeypatch: Any) -> list[Widget]:
    """The widgets that ask for a layout from now on."""
    asked: list[Widget] = []
    refresh = Widget.refresh

    def recording(self: Widget, *regions: Any, layout: bool = False, **kw: Any) -> Widget:
        if layout:
            asked.append(self)
        return refresh(self, *regions, layout=layout, **kw)

    monkeypatch.setattr(Widget, "refresh", recording)
    return asked


def test_a_turn_drawn_again_asks_no_layout(monkeypatch: Any) -> None:
    """The whole table drawn again for the next turn of the same size: eight players at 80×24,
    the status line, the opponents' boxes, the piles' labels, the grid's title, the narration
    and the prompt (each of which asked for a layout of the whole screen before). Nor does the
    table fitted again at the size it has."""

    async def scenario() -> None:
        app = make_app("nine-card", 8, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            asked = _layouts_asked(monkeypatch)
            table.render_table()
            assert asked == []
            # text changes
            table.said = Hint("A reason to refuse a key, in place of the prompt.")
            table.render_table()
            assert asked == []
            table.fit_table()  # as on every return from a hand-over: the same size, nothing to do
            assert asked == []

    asyncio.run(scenario())


class Line(App[None]):
    def compose(self) -> ComposeResult:
        yield SteadyText("ab", id="auto")


def test_a_longer_text_is_laid_out_and_shown_whole(monkeypatch: Any) -> None:
    async def scenario() -> None:
        app = Line()
        async with app.run_test(size=(20, 3)) as pilot:
            await pilot.pause()
            line = app.query_one(SteadyText)
            line.styles.width = "auto"
            await pilot.pause()
            asked = _layouts_asked(monkeypatch)
            line.set_text("cd")  # as wide: no layout
            assert asked == []
            line.set_text("abcdef")
            assert asked == [line]
            await pilot.pause()
            assert line.size.width == 6 and str(line.render()) == "abcdef"

    asyncio.run(scenario())
