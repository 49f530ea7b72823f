"""On a very large terminal the setup and a hole's result sit in the middle of the screen, as
the match over does; up to 120×40 they are laid out as they were (the snapshots at 80×24 and
120×40 show it), at 100×30 too."""

from __future__ import annotations

from textual.geometry import Region
from textual.widget import Widget

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.settings import Settings

from .screen_host import ScreenHost, finished_match, partial_match

SIZES = [(200, 60), (250, 70), (100, 30), (80, 24)]


def span(widgets: list[Widget]) -> Region:
    """The region the widgets take together."""
    return Region.from_union([w.region for w in widgets])


def assert_middle(inner: Region, outer: Region, *, across: bool, down: bool,
                  below: int = 0) -> None:
    """``inner`` (and ``below`` lines of margin under it) in the middle of ``outer`` (to a
    cell) across and/or down; else at its top left."""
    left, right = inner.x - outer.x, outer.right - inner.right
    top, bottom = inner.y - outer.y, outer.bottom - inner.bottom - below
    assert (abs(left - right) <= 1 and left > 1) if across else left <= 1, (inner, outer)
    assert (abs(top - bottom) <= 1 and top > 1) if down else top <= 1, (inner, outer)


async def test_the_setup_sits_in_the_middle_of_a_very_large_terminal() -> None:
    app = ScreenHost(lambda: SetupScreen(Settings(), remember=False))
    async with app.run_test(size=SIZES[0]) as pilot:
        for size in SIZES:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            body = app.screen.query_one("#setup-body")
            panes = [app.screen.query_one("#players-pane"), app.screen.query_one("#rules-pane")]
            large = size[0] > 120
            if not large:  # the panes fill the body, as they did
                assert span(panes) == body.region, size
                continue
            # each pane as high as what it holds, the two together in the middle
            assert all(p.region.height == p.virtual_size.height for p in panes), size
            assert_middle(span(panes), body.region, across=True, down=True)


async def test_a_hole_result_sits_in_the_middle_of_a_very_large_terminal() -> None:
    m = finished_match("swedish-6", 4)
    app = ScreenHost(lambda: HoleResultScreen(partial_match(m, 1), m.results[0],
                                              animations=False))
    async with app.run_test(size=SIZES[0]) as pilot:
        for size in SIZES:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            screen = app.screen
            # the grids' body and the scorecard under it (out of the body: under 41 rows the
            # grids scroll above it, the card in sight)
            main = screen.query_one("#summary-main")
            parts = [screen.query_one("#summary-grids"), screen.query_one("#summary-scorecard")]
            inner = span(parts)
            content = main.content_region.shrink((0, 1, 0, 1))  # the body's and card's padding
            if size[0] > 120:
                # four grids fill 200 columns: nothing to move across there
                assert_middle(inner, content, across=size[0] > 210, down=True, below=1)
            else:  # at the top left, as it was
                assert_middle(inner, content, across=False, down=False)
