"""The end of a hole and the end of the match scroll what does not fit them by the scroll keys,
with nothing to find with Tab first, and open at their top.

A play-tester's two finds: a hole's result at 80x24 (nine-card with jokers, four players) cut
its last panel off, its score line out of sight, and PageDown, Down and End did nothing until
Tab had put the focus in the box of the grids; the match over after 18 holes at 60x20 opened
scrolled to its buttons, "★ Match over ★" and who won out of sight above."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widget import Widget
from textual.widgets._footer import FooterKey

from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.widgets.hole_grid import HoleGrid
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate

from .screen_host import ScreenHost, finished_match, partial_match
from .test_result_screens import tallest_hole, visible_words

LAST_MOVE = ("Ola drew the 3♦ from the stock and put it bottom-left; the 8♠ went to the discard"
             " pile.")


def footer_words(app: ScreenHost) -> list[str]:
    """The words of the footer's keys in sight."""
    return [key.description for key in app.screen.query(FooterKey)
            if key.display and key.parent is not None and key.parent.display]


def jokers_result() -> HoleResultScreen:
    """Nine-card with jokers, four players: the hole whose grids explain the most, and the move
    that ended it, as the play-tester had it."""
    m = finished_match("nine-card", 4, 5, ("jokers",))
    index = tallest_hole(m)
    return HoleResultScreen(partial_match(m, index + 1), m.results[index], animations=False,
                            last_move=lambda: LAST_MOVE)


def last_grid_in_sight(app: ScreenHost) -> bool:
    """Whether the last grid's panel stands whole inside the box of the grids in sight."""
    body = app.screen.query_one("#summary-body", Widget)
    last = list(app.screen.query(HoleGrid))[-1]
    return body.region.contains_region(last.region)


async def settled(pilot: Any) -> None:
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


@pytest.mark.parametrize("key", ["pagedown", "down", "end"])
async def test_a_hole_result_that_does_not_fit_scrolls_by_its_keys_at_once(key: str) -> None:
    """At 80x24 the grids do not fit above the scorecard: the last panel is cut off. PageDown,
    Down and End scroll the grids at once (they did nothing until Tab), End to the last panel
    whole; Up, PageUp and Home scroll back; the footer says the screen scrolls."""
    app = ScreenHost(jokers_result)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        body = app.screen.query_one("#summary-body", Widget)
        assert body.max_scroll_y > 0 and not last_grid_in_sight(app)  # the play-tester's case
        assert "Scroll" in footer_words(app), footer_words(app)
        await pilot.press(key)
        await settled(pilot)
        assert body.scroll_y > 0, key
        if key == "end":
            assert body.scroll_y == body.max_scroll_y and last_grid_in_sight(app)
        for back in ("up", "pageup", "home"):
            await pilot.press("end")
            await settled(pilot)
            await pilot.press(back)
            await settled(pilot)
            assert body.scroll_y < body.max_scroll_y, back
        assert body.scroll_y == 0
        await pilot.press("end")
        await settled(pilot)
        await pilot.press("enter")  # Enter still deals the next hole, scrolled or not
        await settled(pilot)
        assert app.result is None and not isinstance(app.screen, HoleResultScreen)


async def test_eight_players_grids_and_card_scroll_as_one_page() -> None:
    """Eight players at 80x20: the grids and the scorecard under them both do not fit (at
    80x24 the card takes the room its rows need, and they fit). Down goes through the grids,
    then on through the card; Up comes back the same way."""
    m = finished_match("nine-card", 8, 5)
    app = ScreenHost(lambda: HoleResultScreen(m, m.results[-1], animations=False))
    async with app.run_test(size=(80, 20)) as pilot:
        await settled(pilot)
        body = app.screen.query_one("#summary-body", Widget)
        card = app.screen.query_one("#summary-card", Widget)
        assert body.max_scroll_y > 0 and card.max_scroll_y > 0
        for _ in range(body.max_scroll_y + card.max_scroll_y):
            await pilot.press("down")
        await settled(pilot)
        assert (body.scroll_y, card.scroll_y) == (body.max_scroll_y, card.max_scroll_y)
        await pilot.press("up")
        await settled(pilot)
        assert (body.scroll_y, card.scroll_y) == (body.max_scroll_y, card.max_scroll_y - 1)
        await pilot.press("home")
        await settled(pilot)
        assert (body.scroll_y, card.scroll_y) == (0, 0)


async def test_a_tall_hole_result_opens_at_its_top_and_scrolls() -> None:
    """From 41 rows the grids and the card scroll together: eight players' at 60x41 (a grid to
    a row) open at the top (the first grid in sight) and the scroll keys scroll them."""
    m = finished_match("nine-card", 8, 5)
    app = ScreenHost(lambda: HoleResultScreen(m, m.results[-1], animations=False))
    async with app.run_test(size=(60, 41)) as pilot:
        await settled(pilot)
        main = app.screen.query_one("#summary-main", Widget)
        assert app.screen.has_class("-tall") and main.max_scroll_y > 0
        assert main.scroll_y == 0
        first = next(iter(app.screen.query(HoleGrid)))
        assert main.region.contains_region(first.region)
        await pilot.press("pagedown")
        await settled(pilot)
        assert main.scroll_y > 0


async def test_the_footer_says_scroll_only_while_something_does_not_fit() -> None:
    """The jokers' result fits 120x40, and the footer names no scrolling; made 80x24, its
    grids no longer fit, and the footer says they scroll; made large again, it no longer does."""
    app = ScreenHost(jokers_result)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert "Continue" in footer_words(app)
        assert "Scroll" not in footer_words(app), footer_words(app)
        await pilot.resize_terminal(80, 24)
        await settled(pilot)
        assert "Scroll" in footer_words(app), footer_words(app)
        await pilot.resize_terminal(120, 40)
        await settled(pilot)
        assert "Scroll" not in footer_words(app), footer_words(app)


def eighteen_holes() -> MatchOverScreen:
    return MatchOverScreen(finished_match("norwegian-4", 2, 7, ("18-holes",)))


def winner_in_sight(app: ScreenHost) -> bool:
    shown = visible_words(app)
    return "Match over" in shown and " wins with " in shown


@pytest.mark.parametrize("size", [(60, 20), (80, 24), (40, 16), (100, 30)])
async def test_the_match_over_opens_showing_who_won(size: tuple[int, int]) -> None:
    """After 18 holes at 60x20 the screen opened scrolled to its buttons, who won out of sight
    above. It opens at its top at every size, no button in the focus (Enter chooses nothing),
    and the scroll keys reach the card and the buttons; Tab scrolls to Play again."""
    app = ScreenHost(eighteen_holes)
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        body = app.screen.query_one("#over-body", Widget)
        assert body.scroll_y == 0 and winner_in_sight(app), visible_words(app)
        assert app.screen.focused is None
        if body.max_scroll_y > 0:
            if size[0] >= 60:  # at 40 columns the footer has room for the choices and ? only
                assert "Scroll" in footer_words(app), footer_words(app)
            await pilot.press("end")
            await settled(pilot)
            assert body.scroll_y == body.max_scroll_y
            await pilot.press("home")
            await settled(pilot)
            assert body.scroll_y == 0
        await pilot.press("tab")
        await settled(pilot)
        again = app.screen.query_one("#again", Widget)
        assert app.screen.focused is again
        assert again.region.y >= 0 and again.region.bottom <= size[1] - 1  # scrolled to
        await pilot.press("enter")
        await settled(pilot)
        assert app.result == "again"


async def test_the_match_over_after_two_holes_fits_and_names_no_scrolling() -> None:
    """A match of two holes at 60x20: all of it in sight, and the footer names no scrolling;
    at 60x14 it no longer fits, and the footer says it scrolls."""
    m = simulate(load_ruleset("norwegian-4", rules=["match.holes=2"]), 2, 7)
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=(60, 20)) as pilot:
        await settled(pilot)
        assert app.screen.query_one("#over-body", Widget).max_scroll_y == 0
        assert winner_in_sight(app), visible_words(app)
        assert "Scroll" not in footer_words(app), footer_words(app)
        await pilot.resize_terminal(60, 14)
        await settled(pilot)
        assert app.screen.query_one("#over-body", Widget).max_scroll_y > 0
        assert "Scroll" in footer_words(app), footer_words(app)


async def test_the_match_over_stays_at_its_top_through_a_language_switch() -> None:
    """Composed anew in Norwegian, it stays at its top, no button in the focus."""
    app = ScreenHost(eighteen_holes)
    try:
        async with app.run_test(size=(60, 20)) as pilot:
            await settled(pilot)
            set_language("nb")
            screen = app.screen
            assert isinstance(screen, MatchOverScreen)
            screen.refresh_language()
            await settled(pilot)
            assert app.screen.query_one("#over-body", Widget).scroll_y == 0
            assert app.screen.focused is None
            assert "Partiet er over" in visible_words(app), visible_words(app)
    finally:
        set_language("en")

