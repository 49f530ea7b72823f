"""A terminal made small and then large again (a laptop plugged into a projector, the window
dragged) shows each screen as it was at that size before."""

from __future__ import annotations

from textual.containers import VerticalScroll

from golf_tui.app.screens.help import KeysScreen
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.engine import DRAW_STOCK

from .conftest import Driver, all_read, make_app, screen_text


async def test_the_keys_list_loses_its_scrollbar_when_the_terminal_grows_back() -> None:
    """The keys list of eight players at 300×80, shrunk to 80×24 (where it scrolls) and grown
    back, kept the scrollbar it needed at 80×24: its text wrapped two columns short of the box,
    a line longer than the box made for it, and the last line ("★ the best hole, and the
    match's winner") was out of sight behind a scrollbar that had not been there before."""
    app = make_app("swedish-6", 8, handover="never")
    async with app.run_test(size=(300, 80)) as pilot:
        await Driver(pilot).until_legal(DRAW_STOCK)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        box = app.screen.query_one("#help-box", VerticalScroll)
        before = screen_text(app)
        assert not box.show_vertical_scrollbar  # the whole list fits 80 lines
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert box.show_vertical_scrollbar  # 24 lines do not hold it
        await pilot.resize_terminal(300, 80)
        await pilot.pause()
        await pilot.pause()
        assert not box.show_vertical_scrollbar
        assert screen_text(app) == before


async def test_the_tables_keys_are_fitted_when_it_shows_again_not_under_a_box() -> None:
    """Eight players at 60×20, the rules open over the table, the terminal 300×80 and 60×20
    again: the table's footer, covered, was fitted to a row it measured as last laid out,
    which no layout changed under the box, and hid its keys one after another; closed, the
    rules left the table with "d Draw t Take" alone, or no key at all (one run in three). It
    is fitted once the table shows, as it was before."""
    app = make_app("swedish-6", 8, handover="never")
    async with app.run_test(size=(60, 20)) as pilot:
        table = await Driver(pilot).until_legal(DRAW_STOCK)
        footer = table.query_one(FittingFooter)
        before = screen_text(app).splitlines()[-1]
        await pilot.press("r")
        await pilot.pause()
        for size in ((300, 80), (60, 20)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert (footer.hidden, footer.tight) == ((), False)  # nothing decided under the box
        await pilot.press("escape")
        await all_read(app, pilot)
        for _ in range(5):
            await pilot.pause()
        assert screen_text(app).splitlines()[-1] == before
