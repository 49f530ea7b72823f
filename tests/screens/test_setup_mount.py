"""The setup screen mounts without doing its work once a seat: the form is checked once, after
every seat is in, and the form is not styled all over again for its width and height."""

from __future__ import annotations

from typing import Any

import pytest
from textual.dom import DOMNode
from textual.widgets import Input, Select, Static

import golf_tui.app.screens.setup_checks as setup_checks
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.app.setup_model import Checked
from golf_tui.app.widgets.seat_row import SeatRow

from .screen_host import ScreenHost

EIGHT = ["Player 2", "Player 2", "Siri", "Per", "Liv", "Nils", "Ane", "Tor"]


def counted_checks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that grows by one at each check of the seats (``setup_model.check_seats``)."""
    calls: list[int] = []
    check = setup_checks.check_seats

    def counting(*args: Any) -> Checked:
        calls.append(1)
        return check(*args)

    monkeypatch.setattr(setup_checks, "check_seats", counting)
    return calls


async def test_the_form_is_checked_once_as_eight_seats_mount(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Once, not once a field (19 times for eight seats): after the seats nobody named are
    named after their numbers, so the two "Player 2" are no clash. A name or a kind changed
    is checked again, once."""
    checks = counted_checks(monkeypatch)
    seats = [SeatSetting(name=n) for n in EIGHT]
    app = ScreenHost(lambda: SetupScreen(Settings(seats=seats, ruleset="danish-6"),
                                         remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        assert [r.player_name for r in rows][:2] == ["Player 1", "Player 2"]
        assert len(checks) == 1
        assert "Ready: 8 players" in str(app.screen.query_one("#problems", Static).render())
        rows[2].query_one(Input).value = "Siv"
        await pilot.pause()
        assert len(checks) == 2
        rows[3].query_one(Select).value = "random"
        await pilot.pause()
        assert len(checks) == 3


async def test_the_form_is_styled_for_its_size_as_it_is_composed() -> None:
    """At 80×24 the rules pane closes up (``-short``): the class is there as the form is
    composed, not added once it is in, which styled every widget of the form again."""
    restyled: list[str] = []
    app = ScreenHost(lambda: SetupScreen(Settings(), remember=False))
    update_styles = app.update_styles

    def recording(node: DOMNode, animate: bool = True) -> None:
        restyled.append(node.id or "")
        update_styles(node, animate)

    app.update_styles = recording  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        body = app.screen.query_one("#setup-body")
        assert body.has_class("-short") and not body.has_class("-narrow")
        assert "setup-body" not in restyled
        await pilot.resize_terminal(70, 30)
        await pilot.pause()
        assert body.has_class("-narrow") and not body.has_class("-short")
