"""A negative total at the table has the minus sign (U+2212) the hole's result and the
scorecard write ("Bot 1 · −2"), not the hyphen ("Bot 1 · -2"); ASCII cards keep the hyphen."""

from __future__ import annotations

from typing import Any

import pytest

from golf_tui.app.widgets.opponents import Seat, frame_title
from golf_tui.engine.match import Match

from .conftest import at_the_draw, make_app, screen_text


def _seat(total: int) -> Seat:
    return Seat(1, "Bot 1", total, (None,) * 4, dealer=False, to_act=False)


@pytest.mark.parametrize(("total", "ascii", "shown"), [
    (-2, False, "Bot 1 · \u22122"), (-2, True, "Bot 1 · -2"), (3, False, "Bot 1 · 3")])
def test_an_opponent_s_total(total: int, ascii: bool, shown: str) -> None:
    title, _below = frame_title("", _seat(total), 30, ascii=ascii)
    assert title == shown


@pytest.mark.parametrize("ascii", [False, True])
async def test_the_table_writes_a_negative_total_as_the_scorecard_does(
        ascii: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    def below_zero(self: Any) -> tuple[int, ...]:
        return tuple(-2 - seat for seat in range(len(self.players)))

    monkeypatch.setattr(Match, "totals", property(below_zero))
    app = make_app("swedish-6", 2, ascii=ascii)
    async with app.run_test(size=(100, 30)) as pilot:
        _driver, table = await at_the_draw(pilot)
        table.render_table()
        await pilot.pause()
        me = table.ctrl.seat_shown
        sign, other, dot = ("-", "\u2212", "|") if ascii else ("\u2212", "-", "·")
        text = screen_text(app)
        assert f"total {sign}{2 + me}" in text  # the own grid's title
        assert f"{dot} {sign}{2 + (1 - me)}" in text  # the opponent's box
        assert f"total {other}" not in text and f"{dot} {other}{2 + (1 - me)}" not in text
