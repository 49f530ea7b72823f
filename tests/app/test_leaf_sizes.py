"""A widget with nothing inside it that changes size costs one layout, not two (leaf_sizes.py),
and still gets its new size; a box that scrolls what it holds still learns what it holds."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

import golf_tui.app  # noqa: F401  (applies the patch, as every screen of the game has it)
from golf_tui.app.leaf_sizes import lay_out_leaves_once


class Leaves(App[None]):
    CSS = "#word { width: auto; height: auto; } #box { height: 4; }"

    def compose(self) -> ComposeResult:
        yield Static("one", id="word")
        with VerticalScroll(id="box"):
            yield Static("a", id="held")


def count_layouts(screen: Screen[Any]) -> list[int]:
    """A list that grows by one at each layout of ``screen``."""
    layouts: list[int] = []
    refresh_layout = screen._refresh_layout

    def counted(*args: Any, **kwargs: Any) -> None:
        layouts.append(1)
        refresh_layout(*args, **kwargs)

    screen._refresh_layout = counted  # type: ignore[method-assign]
    return layouts


async def test_a_word_grown_longer_is_laid_out_once_at_its_new_size() -> None:
    app = Leaves()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        word = app.query_one("#word", Static)
        assert word.size.width == 3
        layouts = count_layouts(app.screen)
        word.update("one two three")
        await pilot.pause()
        await pilot.pause()
        assert word.size.width == len("one two three")
        assert word.virtual_size == word.size
        assert len(layouts) == 1, f"{len(layouts)} layouts for one word's new size"


async def test_a_box_that_scrolls_still_learns_how_much_it_holds() -> None:
    app = Leaves()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        box = app.query_one("#box", VerticalScroll)
        assert box.max_scroll_y == 0
        app.query_one("#held", Static).update("\n".join("abcdefghij"))
        await pilot.pause()
        await pilot.pause()
        assert box.virtual_size.height == 10
        assert box.max_scroll_y == 10 - box.scrollable_content_region.height > 0


def test_patched_once_however_often_asked() -> None:
    patched = Widget._size_updated
    lay_out_leaves_once()
    assert Widget._size_updated is patched
    assert getattr(patched, "_golf_leaves_once", False)
