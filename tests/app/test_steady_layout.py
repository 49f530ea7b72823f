"""The table's form stays put while a match is played at one terminal size: a narration or a
banner that needs two lines must not shrink the cards for a turn (issue: swedish-6, eight
players, 80×24, full cards one turn and compact the next). A resize refits the table at once,
also when it happens under another screen."""

from __future__ import annotations

import asyncio

import pytest

from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import DRAW_STOCK
from golf_tui.i18n import set_language

from ..conftest import toasts
from .conftest import Driver, footer_settled, make_app, screen_text


def test_the_cards_keep_their_form_from_turn_to_turn_at_80x24() -> None:
    app = make_app("swedish-6", 8, holes=2, seed=5, handover="never",
                   bots={i: "normal" for i in range(1, 8)})

    async def scenario() -> tuple[set[tuple[int, int]], set[int], int]:
        async with app.run_test(size=(80, 24)) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            grids: set[tuple[int, int]] = set()
            lines_needed: set[int] = set()
            banners = 0
            table = driver.table()
            while not table.ctrl.match.finished:
                assert driver.steps < 1000
                await driver.step()
                if app.screen is not table:
                    continue
                grids.add((table.own.region.y, table.own.region.height))
                # what the last move's narration needs (the recap cuts it to the rows there
                # are, to leave the count of the moves before it in sight)
                lines_needed.add(table.narration.lines_for(80, table.ctrl.line))
                banners += bool(table.banner.text)
            return grids, lines_needed, banners

    grids, lines_needed, banners = asyncio.run(scenario())
    assert 2 in lines_needed  # a move's line needed two lines: the case that shrank the cards
    assert banners  # and a final lap was announced
    assert len(grids) == 1, grids


def test_a_resize_and_back_refits_at_once() -> None:
    """80×24 → 60×16 (too small for eight players) → 80×24: the cards are back in their form
    with no key pressed."""
    app = make_app("swedish-6", 8, seed=5, handover="never")

    async def scenario() -> tuple[str, bool, str]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen) and table.fitted is not None
            before = table.fitted.size
            await pilot.resize_terminal(60, 16)
            await pilot.pause()
            small = table.too_small
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            return before, small, table.fitted.size if not table.too_small else "too small"

    before, small, after = asyncio.run(scenario())
    assert small and after == before == "medium"


def test_a_resize_under_a_hand_over_refits_the_table() -> None:
    """The terminal shrinks while a hand-over covers the table: the table it uncovers asks for
    a larger terminal at once, and grows back when the terminal does."""
    app = make_app("swedish-6", 8, seed=5, handover="always")

    async def scenario() -> tuple[bool, bool, str]:
        async with app.run_test(size=(80, 24)) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            table = driver.table()
            while table.fitted is None or not isinstance(app.screen, HandoverScreen):
                await driver.step()
            await pilot.resize_terminal(60, 16)
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is table
            small = table.too_small
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            grown = not table.too_small
            return small, grown, table.fitted.size

    small, grown, after = asyncio.run(scenario())
    assert small and grown and after == "medium"


def test_no_move_is_made_while_the_table_is_too_small() -> None:
    """danish-6 at 100×30: draw, shrink to 50×15 (the table is covered by the message), press
    x: the drawn card stays in hand and the footer offers no move; back at 100×30, x throws it
    away."""
    from golf_tui.app.widgets.footer import FittingFooter

    app = make_app("danish-6", 2, seed=3, handover="never")

    async def scenario() -> tuple[bool, bool, set[str], bool, list[str]]:
        async with app.run_test(size=(100, 30)) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            table = driver.table()
            await driver.until_legal(DRAW_STOCK)
            await pilot.press("d")
            await pilot.pause()
            assert table.ctrl.table_view().held is not None
            await pilot.resize_terminal(50, 15)
            await pilot.pause()
            small = table.too_small
            await pilot.press("x", "1", "enter", "left", "enter")
            await pilot.pause()
            holding = table.ctrl.table_view().held is not None
            said = toasts(app)
            footer = {str(k.action) for k in table.query_one(FittingFooter).shown_keys()}
            await pilot.resize_terminal(100, 30)
            await pilot.pause()
            await pilot.press("x")
            await pilot.pause()
            thrown = table.ctrl.table_view().held is None
            return small, holding, footer, thrown, said

    small, holding, footer, thrown, said = asyncio.run(scenario())
    assert small and holding
    # the key says why it does nothing (the prompt line is covered too)
    assert said and set(said) == {"Make the terminal larger to play on: the table does not fit."}
    assert not footer & {"throw", "place(0)", "draw", "take"}, footer
    assert thrown


def test_a_resize_leaves_the_pile_line_as_it_was_and_the_grid_whole() -> None:
    """The discard pile's line (h) came back on every resize, shown or not, over the bottom
    edge of the player's own grid, and kept saying the pile of the turn it was last drawn."""
    app = make_app("swedish-6", 8, seed=5, handover="never")

    async def scenario() -> list[tuple[bool, bool]]:
        seen = []
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            for show in (False, True, False):
                if table.show_history != show:
                    await pilot.press("h")
                    await pilot.pause()
                await pilot.resize_terminal(100, 30)
                await pilot.pause()
                own = table.own.region
                inside = own.bottom <= table.history.region.y or not table.history.display
                seen.append((table.history.display, inside))
                await pilot.resize_terminal(80, 24)
                await pilot.pause()
        return seen

    assert asyncio.run(scenario()) == [(False, True), (True, True), (False, True)]


@pytest.mark.parametrize(("lang", "now"), [("en", "(now 50×14)"), ("nb", "(nå 50×14)"),
                                           ("sv", "(nu 50×14)"), ("da", "(nu 50×14)")])
def test_the_too_small_message_is_centred_and_keeps_the_size_together(lang: str,
                                                                       now: str) -> None:
    """At 50×14 the message is centred, every line of it, and "(now 50×14)" is never broken
    in two (Danish broke it as "(nu" / "50×14).")."""
    set_language(lang)
    app = make_app("swedish-6", 2, handover="never")

    async def scenario() -> str:
        async with app.run_test(size=(50, 14)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TableScreen) and app.screen.too_small
            return screen_text(app)

    lines = [line.rstrip() for line in asyncio.run(scenario()).splitlines()[:-1]]  # no footer
    shown = [line for line in lines if line.strip()]
    assert any(line.strip() == now for line in shown), shown
    for line in shown:
        left = len(line) - len(line.lstrip())
        right = 50 - len(line)
        assert abs(left - right) <= 1, (line, left, right)


@pytest.mark.parametrize("size", [(40, 12), (30, 10), (60, 12)])
def test_the_too_small_message_reads_in_whole_phrases(size: tuple[int, int]) -> None:
    """At 40×12 the message once broke as "Make the terminal larger: this table" / "needs
    60×13.", and the footer offered the discard pile's key, whose line is under the message.
    Each phrase now has a centred line of its own, kept off the edges, and the footer offers
    only what works there, on one line."""
    width, height = size
    app = make_app("norwegian-4", 2, handover="never")

    async def scenario() -> str:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TableScreen) and app.screen.too_small
            return screen_text(app)

    *body, footer = [line.rstrip() for line in asyncio.run(scenario()).splitlines()]
    shown = [line for line in body if line.strip()]
    assert [line.strip() for line in shown] == [
        "Make the terminal larger", "This table needs 60×13.", f"(now {width}×{height})"]
    for line in shown:
        left, right = len(line) - len(line.lstrip()), width - len(line)
        assert left >= 1 and right >= 1 and abs(left - right) <= 1, (line, left, right)
    keys = footer.split()
    if keys[:2] == ["l", "Log"]:  # the log's key, where the row has room for it (60 columns)
        keys = keys[2:]
    assert keys[:4] == ["s", "Scores", "r", "Rules"] and len(footer) <= width, footer


def test_the_too_small_note_goes_when_the_table_fits_again() -> None:
    """A move's key on a terminal too small for the table says "Make the terminal larger…" in
    a toast; grown back to 160×50 the table showed under that toast, which still said it did
    not fit, for the rest of its seconds. It goes with the message it answered."""
    app = make_app("swedish-6", 2, seed=3, handover="never")

    async def scenario() -> tuple[list[str], list[str]]:
        async with app.run_test(size=(160, 50)) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            await pilot.resize_terminal(50, 14)
            await pilot.pause()
            await pilot.press("d")
            await pilot.pause()
            small = toasts(app)
            await pilot.resize_terminal(160, 50)
            await pilot.pause()
            return small, toasts(app)

    small, grown = asyncio.run(scenario())
    assert small == ["Make the terminal larger to play on: the table does not fit."]
    assert grown == []


@pytest.mark.parametrize("keys", [(), ("enter", "d")], ids=["peek", "drawn"])
def test_a_resize_lays_the_piles_out_as_the_next_key_does(keys: tuple[str, ...]) -> None:
    """200×60 → 60×20 with seven players: the compact piles' labels kept the large form's
    widths until the next key, and the piles with the grid under them moved sideways then
    (indent 6, then 2). What the resize shows is what a new render of the table shows."""
    app = make_app("norwegian-4", 7, seed=3, handover="never")

    async def scenario() -> tuple[str, str]:
        async with app.run_test(size=(200, 60)) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            table = driver.table()
            await pilot.press(*keys)
            await pilot.pause()
            await pilot.resize_terminal(60, 20)
            # the footer's keys are fitted in a few steps, a layout each: read once it is done
            await footer_settled(app, pilot)
            assert table.fitted is not None and table.fitted.size == "compact"
            resized = screen_text(app)
            table.render_table()
            await pilot.pause()
            return resized, screen_text(app)

    resized, rendered = asyncio.run(scenario())
    assert "Stock" in resized
    assert resized == rendered
