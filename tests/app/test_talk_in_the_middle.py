"""On a very wide terminal (a projector) the narration and the prompt sit under the table, in a
column of readable width, not in the bottom left corner a hundred columns away from the cards;
up to 120 columns they take the whole width, as they did."""

from __future__ import annotations

from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import DRAW_STOCK

from .conftest import Driver, make_app, screen_text


async def test_the_talk_sits_under_the_table_on_a_very_wide_terminal() -> None:
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(300, 80)) as pilot:
        table = await Driver(pilot).until_legal(DRAW_STOCK)
        assert isinstance(table, TableScreen)
        for width, height in ((300, 80), (120, 40), (80, 24), (200, 60)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            talk = table.query_one("#talk").region
            left, right = talk.x, width - talk.right
            if width > 120:
                assert talk.width == 120 and abs(left - right) <= 1, (width, talk)
            else:  # the whole width, as it was
                assert (talk.x, talk.width) == (0, width), (width, talk)
            # the prompt's words begin where its line does, within the column, unwrapped
            rows = screen_text(app).splitlines()
            said = table.prompt.text
            line = rows[table.prompt.region.y]
            assert line.index(said[:20]) == talk.x + 1, (width, line)
