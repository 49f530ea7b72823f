"""A phone's terminal (Termux, or Blink over SSH): small, and another shape when the phone
turns or its keyboard opens. Every screen fits it or says what size it needs."""

from __future__ import annotations

import pytest
from textual.widgets import Button

from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.i18n import set_language

from ..screens.screen_host import ScreenHost, finished_match


@pytest.mark.parametrize(("size", "language"), [((40, 20), "en"), ((45, 35), "en"),
                                                ((50, 16), "sv"), ((30, 10), "nb")])
async def test_the_match_overs_buttons_all_show_on_a_phone(size: tuple[int, int],
                                                           language: str) -> None:
    """At 45 columns (a phone held upright) the match over's Quit was cut to "Qu", at 40 it was
    off the screen: the three buttons kept the room they take at 80 columns. They close up,
    and where even so they do not fit side by side they stand one under the other."""
    set_language(language)
    app = ScreenHost(lambda: MatchOverScreen(finished_match()))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        buttons = list(app.screen.query("#over-buttons Button").results(Button))
        assert len(buttons) == 3
        for button in buttons:
            button.scroll_visible(animate=False)
            await pilot.pause()
            label = str(button.label)
            # whole on the screen, its label and a cell either side
            assert button.region.right <= size[0] - 2, (label, button.region)
            assert button.region.width >= len(label) + 2, (label, button.region)
        rows = {(b.region.y, b.region.x) for b in buttons}
        assert len(rows) == 3  # none drawn over another
