"""A terminal made small and then large again (a laptop plugged into a projector, the window
dragged) shows each screen as it was at that size before."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest
from textual.app import App
from textual.containers import VerticalScroll

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.help import KeysScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.widgets import footer as footer_module
from golf_tui.app.widgets.footer import FittingFooter, FooterRow
from golf_tui.engine import DRAW_STOCK
from golf_tui.i18n import set_language

from ..screens.screen_host import ScreenHost, finished_match
from .conftest import Driver, all_read, footer_settled, make_app, screen_text


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


async def test_the_footer_spreads_its_keys_again_back_at_80x24() -> None:
    """At 80×24 the Norwegian table's keys fit as wide apart as Textual draws them; after the
    terminal was 300×80 and 80×24 again they stayed drawn close together ("d Trekk t Ta k
    Bank …") with nine cells to spare at the end of the row."""
    set_language("nb")
    app = make_app("norwegian-4", 3, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await Driver(pilot).until_legal(DRAW_STOCK)
        await all_read(app, pilot)
        before = screen_text(app).splitlines()[-1]
        assert "d Trekk  t Ta" in before  # as wide apart as Textual draws them
        await pilot.resize_terminal(300, 80)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await footer_settled(app, pilot)
        assert screen_text(app).splitlines()[-1] == before


def _footer_app(screen: str) -> App[Any]:
    if screen == "setup":
        return GolfApp()
    if screen == "result":
        m = finished_match()
        return ScreenHost(lambda: HoleResultScreen(m, m.results[0], animations=False))
    return make_app("norwegian-4", 3, handover="never")


@pytest.mark.parametrize(("screen", "lang", "size"), [
    ("table", "en", (80, 24)), ("table", "sv", (80, 24)), ("table", "da", (80, 24)),
    ("table", "nb", (60, 20)), ("setup", "nb", (80, 24)), ("setup", "sv", (80, 24)),
    ("result", "da", (60, 20))])
async def test_a_footer_resized_back_is_drawn_as_a_new_one(
        screen: str, lang: str, size: tuple[int, int], own_home: None) -> None:
    """Whatever the screen and language, a footer at a size after the terminal was 300×80 is
    the footer a new app draws at that size: spread where its keys fit so (the table's at 80×24
    stayed close together in English and Danish too), close together where they fit only so
    (the setup's in Norwegian: no cell to spare), and never cut."""
    set_language(lang)
    app = _footer_app(screen)
    async with app.run_test(size=size) as pilot:
        if screen == "table":
            await Driver(pilot).until_legal(DRAW_STOCK)
        await footer_settled(app, pilot)
        before = screen_text(app).splitlines()[-1]  # type: ignore[arg-type]
        await pilot.resize_terminal(300, 80)
        await pilot.pause()
        await pilot.resize_terminal(*size)
        await footer_settled(app, pilot)
        assert screen_text(app).splitlines()[-1] == before  # type: ignore[arg-type]


def _fits_seen(monkeypatch: pytest.MonkeyPatch) -> list[tuple[bool, int]]:
    """Whether the row was tight and how many cells it ran over, each time the footer measured
    it after a layout (``FittingFooter.fit``)."""
    seen: list[tuple[bool, int]] = []
    fit = FittingFooter.fit

    def noted(self: FittingFooter, row: FooterRow) -> None:
        if row is self.row and not row.fitted:
            seen.append((row.tight, row.virtual_size.width - row.size.width))
        fit(self, row)

    monkeypatch.setattr(FittingFooter, "fit", noted)
    return seen


async def _peek_row_at_60x20() -> tuple[bool, bool, int]:
    """Seven players at 200×60, made 60×20 as the opening's peek begins: the row ("34 Peek ⏎
    OK …") fits only close together, where its group's words take cells the keys do not.
    Whether the row is fitted and tight then, and how many cells it runs over."""
    app = make_app("norwegian-4", 7, seed=3, handover="never")
    async with app.run_test(size=(200, 60)) as pilot:
        await Driver(pilot).settle()
        footer = app.screen.query_one(FittingFooter)
        await pilot.resize_terminal(60, 20)
        await footer_settled(app, pilot)
        return footer.fitted, footer.tight, footer.overflow


async def test_a_tight_row_is_not_spread_where_its_group_s_words_leave_no_room(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The room a tight row leaves was counted from its keys alone, not the words of its group
    ("Peek"): spread, the peek's row ran two cells past the edge ("? Key▏") until it was
    measured again. Whether it fits spread is measured before it is spread."""
    seen = _fits_seen(monkeypatch)
    assert await _peek_row_at_60x20() == (True, True, 0)  # fitted, tight, nothing over
    first_tight = next(i for i, (tight, _over) in enumerate(seen) if tight)
    assert all(tight for tight, _over in seen[first_tight:]), seen


async def test_a_row_spread_that_does_not_fit_is_tightened_once_and_for_all(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A row spread on a measure that is wrong (here made to say that everything fits) runs
    over once laid out: it is drawn close together again, and stays so, not spread again on
    the same measure after every layout."""
    monkeypatch.setattr(footer_module, "_row_width", lambda row: 0)
    seen = _fits_seen(monkeypatch)
    assert await _peek_row_at_60x20() == (True, True, 0)  # fitted, tight, nothing over
    first_tight = next(i for i, (tight, _over) in enumerate(seen) if tight)
    after = seen[first_tight:]
    spread_again = [over for (was, _), (tight, over) in pairwise(after)
                    if was and not tight]
    assert spread_again == [2], seen  # spread once, found two cells over, tightened for good


async def test_a_row_spread_again_is_fitted_only_once_laid_out_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Under load the fit after a row was spread can come before the layout that spreads it
    (here the fit is called for at once, not after the next refresh): the row, laid out still
    tight, measured narrow enough, and a measure that was wrong (here: everything fits) left it
    spread two cells past the edge. It counts as fitted only once laid out as it measures."""
    monkeypatch.setattr(footer_module, "_row_width", lambda row: 0)
    after_refresh = FooterRow.call_after_refresh

    def hasty(self: FooterRow, callback: Any, *args: Any) -> bool:
        if self.spread and not self.tight and not self.settling:
            return self.call_later(callback, *args)  # before the layout of its keys spread
        return after_refresh(self, callback, *args)

    monkeypatch.setattr(FooterRow, "call_after_refresh", hasty)
    assert await _peek_row_at_60x20() == (True, True, 0)  # fitted, tight, nothing over


@pytest.mark.parametrize(("screen", "lang"), [("setup", "nb"), ("table", "en")])
async def test_a_footer_fitted_before_its_layout_waits_for_it(
        screen: str, lang: str, own_home: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a loaded machine a fit could come before the layout of the row's last change: back
    at 80×24 from 300×80, the setup's row in Norwegian, measured still as wide as its keys
    were before they came closer, lost the keys to move a player, with 26 cells to spare; the
    table's counted the log's key it had hidden and was drawn close together. (Here each fit
    is called for at once, not after the next refresh, as it came then; one that waits for a
    layout waits.) It waits for a layout that shows the row as it is."""
    set_language(lang)
    app = _footer_app(screen)
    after_refresh = FooterRow.call_after_refresh

    def hasty(self: FooterRow, callback: Any, *args: Any) -> bool:
        if self.waited:
            return after_refresh(self, callback, *args)
        return self.call_later(callback, *args)

    async with app.run_test(size=(80, 24)) as pilot:
        if screen == "table":
            await Driver(pilot).until_legal(DRAW_STOCK)
        await footer_settled(app, pilot)
        before = screen_text(app).splitlines()[-1]  # type: ignore[arg-type]
        monkeypatch.setattr(FooterRow, "call_after_refresh", hasty)
        await pilot.resize_terminal(300, 80)
        await footer_settled(app, pilot)
        await pilot.resize_terminal(80, 24)
        await footer_settled(app, pilot)
        assert screen_text(app).splitlines()[-1] == before  # type: ignore[arg-type]


async def test_a_key_hidden_on_a_stale_measure_comes_back_where_it_fits(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A row measured before its layout caught up can hide a key it has room for. Such a key
    comes back once the row is measured as it is, and whether it fits is measured from its text
    and style, not from its last layout (here made to say every hidden key is 200 cells wide,
    as a key laid out in another style or at another time can be): on that, the scorecard's key
    stayed hidden with the room for it left empty at the end of the row."""
    app = make_app("norwegian-4", 3, handover="never")
    async with app.run_test(size=(100, 24)) as pilot:
        await Driver(pilot).until_legal(DRAW_STOCK)
        await footer_settled(app, pilot)
        before = screen_text(app).splitlines()[-1]
        footer = app.screen.query_one(FittingFooter)
        row = footer.row
        assert row is not None and not footer.hidden and "Scores" in before, before
        laid_out = footer_module._width
        monkeypatch.setattr(footer_module, "_width",
                            lambda key: laid_out(key) if key.display else 200)
        for key in row.query(footer_module.FooterKey):
            if key.action == "scorecard":
                key.display = False
        row.hidden, row.fitted, row.restored = ("scorecard",), False, False
        footer.refit(row)
        await footer_settled(app, pilot)
        assert footer.hidden == ()
        assert screen_text(app).splitlines()[-1] == before
