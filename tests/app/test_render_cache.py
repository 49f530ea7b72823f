"""Removed widgets' rendered lines go with them (``render_cache``: Textual's cache of
``StylesCache.get_inner_outer`` kept every drawn widget's ``StylesCache``, Textualize/textual#6665),
and the two styles it gives are the same as Textual's own."""

from __future__ import annotations

import gc

from textual._styles_cache import StylesCache
from textual.app import App, ComposeResult
from textual.color import Color
from textual.containers import Vertical
from textual.widgets import Label

from golf_tui.app import render_cache


class Rebuilds(App[None]):
    """A list of styled lines, built anew again and again (as the table's log is)."""

    CSS = "Label { background: $panel; color: $text; }"

    def compose(self) -> ComposeResult:
        yield Vertical(id="list")


def _styles_caches() -> int:
    gc.collect()
    return sum(isinstance(o, StylesCache) for o in gc.get_objects())


async def test_the_lines_of_removed_widgets_are_let_go() -> None:
    assert render_cache.BOUND  # Textual 8.2 caches the method by the widget's cache
    app = Rebuilds()
    async with app.run_test(size=(40, 20)) as pilot:
        box = app.query_one("#list")
        await pilot.pause()
        before = _styles_caches()
        for round_ in range(30):
            await box.remove_children()
            await box.mount_all(Label(f"line {round_}.{i}") for i in range(10))
            await pilot.pause()
            app.screen._compositor.render_update(full=True)  # every line drawn
        after = _styles_caches()
    # ten lines a round, thirty rounds: 300 widgets drawn and removed, none kept
    assert after - before <= 10, (before, after)


def test_the_styles_are_textual_s_own() -> None:
    plain = StylesCache.get_inner_outer
    for base, background in ((Color(10, 20, 30), Color(200, 100, 50, 0.5)),
                             (Color(0, 0, 0), Color(255, 255, 255))):
        inner, outer = plain(StylesCache(), base, background)
        assert inner.background == base + background
        assert outer.background == base
        assert plain(StylesCache(), base, background) == (inner, outer)
