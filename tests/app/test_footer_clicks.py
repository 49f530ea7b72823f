"""Clicks on the footer's keys and the table: a key that had only just come under the pointer
is not pressed (the footer changes with the turn), and what a click refuses speaks of
clicking."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
import textual.message
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from golf_tui.app import timings
from golf_tui.app.prompts import CLICK_FLIP, click_prompt, position_first
from golf_tui.app.refusals import REFUSALS
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.screens.table_keys import GROUP_CLICKED
from golf_tui.app.widgets.footer import KEYS_MOVED, FittingFooter, SayingLabel
from golf_tui.engine import Knock, Swap
from golf_tui.i18n import _ as tr

from .conftest import Clock, at_the_draw, click_at, make_app
from .test_mouse import settled


def standing(table: TableScreen) -> dict[int, tuple[str, str]]:
    """The footer's keys drawn now, cell by cell: key and action."""
    row = table.query_one(FittingFooter).row
    assert row is not None
    return {x: (key.key, key.action) for key in row.query(FooterKey)
            if key.display and key.region.width
            for x in range(key.region.x, key.region.right)}


async def drawn_on_a_still_clock(pilot: Pilot[Any], monkeypatch: pytest.MonkeyPatch,
                                 shipped: float) -> tuple[TableScreen, Clock, dict[int, Any]]:
    """At the draw, the clock standing still and the waits as shipped: d pressed, the footer's
    keys before it (their cells), and the table."""
    _driver, table = await at_the_draw(pilot)
    clock = Clock(timings.event_clock())  # on from now: the footer's keys drawn so far
    monkeypatch.setattr(textual.message, "_time", SimpleNamespace(get_time=lambda: clock.now))
    monkeypatch.setattr(timings, "READING_TIME", shipped)
    clock.on(5.0)
    await settled(pilot)
    before = standing(table)
    clock.on(5.0)
    await pilot.press("d")
    await settled(pilot)
    assert table.ctrl.table_view().held is not None
    return table, clock, before


async def test_a_click_on_a_key_just_come_under_the_pointer_does_nothing(
        monkeypatch: pytest.MonkeyPatch, answers_at_once: float) -> None:
    """Aimed at "l Log", a click landed on the "3" of "1234 Place" that a draw put there a
    moment before, and placed a card for good. It does nothing now but say so; clicked again
    a moment later (``MOVED_TIME``), the key there is pressed."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        table, clock, before = await drawn_on_a_still_clock(pilot, monkeypatch,
                                                            answers_at_once)
        now = standing(table)
        x = next(x for x, key in now.items() if key[1].startswith("place")
                 and before.get(x, key) != key)
        y = table.query_one(FittingFooter).region.y
        actions = len(table.ctrl.match.actions)
        await click_at(pilot, (x, y), time=clock.now + 0.2)
        await settled(pilot)
        assert len(table.ctrl.match.actions) == actions
        assert table.hint.startswith("The keys changed: click again."), table.hint
        assert KEYS_MOVED == "The keys changed: click again."
        clock.on(timings.MOVED_TIME + 0.1)
        await click_at(pilot, (x, y), time=clock.now)
        await settled(pilot)
        assert isinstance(table.ctrl.match.actions[actions], Swap)  # placed (the bot plays on)


async def test_a_click_on_a_key_that_stayed_where_it_was_is_taken_at_once(
        monkeypatch: pytest.MonkeyPatch, answers_at_once: float) -> None:
    """A key that stood in its cell before the footer changed, and still does, is pressed by a
    click at once: the command palette's key at the right."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        table, clock, before = await drawn_on_a_still_clock(pilot, monkeypatch,
                                                            answers_at_once)
        x = max(standing(table))
        assert before[x] == standing(table)[x] == ("ctrl+p", "command_palette")
        await click_at(pilot, (x, table.query_one(FittingFooter).region.y), time=clock.now)
        await settled(pilot)
        assert app.screen is not table  # the palette is open
        assert not table.hint.startswith("The keys changed")


async def test_a_row_of_keys_shown_again_takes_clicks_once_it_has_stood(
        monkeypatch: pytest.MonkeyPatch, answers_at_once: float) -> None:
    """k, Esc, k: the knock question's keys come back from the rows kept, and were noted
    before their layout (no cells), then never again: every click on them, however late, said
    "The keys changed: click again." A key that has stood MOVED_TIME is pressed."""
    app = make_app("norwegian-4", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        _driver, table = await at_the_draw(pilot)
        clock = Clock(timings.event_clock())
        monkeypatch.setattr(textual.message, "_time", SimpleNamespace(get_time=lambda: clock.now))
        monkeypatch.setattr(timings, "event_clock", lambda: clock.now)
        monkeypatch.setattr(timings, "READING_TIME", answers_at_once)
        for key in ("k", "escape", "k"):
            clock.on(2.0)
            await pilot.press(key)
            await settled(pilot)
        clock.on(5.0)
        x = next(x for x, key in standing(table).items() if key[1] == "knock")
        await click_at(pilot, (x, table.query_one(FittingFooter).region.y), time=clock.now)
        await settled(pilot)
        assert not table.hint.startswith("The keys changed"), table.hint
        assert isinstance(table.ctrl.match.actions[-1], Knock)


async def test_a_card_clicked_at_the_start_of_a_turn_says_where_to_click() -> None:
    """A face-down card clicked at the start of a six-card turn said "Draw (d), take the
    discard (t) or flip a card (f) first, then choose a position.", the keys, to a player
    using the mouse: it says where a click makes a move now. The key 1 still names keys."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        _driver, table = await at_the_draw(pilot)
        where = click_prompt(table.ctrl.table_view(), armed=None, ascii=False)
        assert where is not None
        down = next(pos for pos, card in enumerate(table.ctrl.table_view().grids[0])
                    if card is None)
        await pilot.click(table.own.boxes[down])
        await settled(pilot)
        assert table.hint == where, table.hint
        assert "(d)" not in table.hint
        await pilot.press(str(down + 1))
        await settled(pilot)
        assert table.hint.startswith(position_first(table.ctrl.table_view())), table.hint


async def test_a_refused_card_clicked_says_where_to_click_after_why() -> None:
    """A card turned up already, clicked again in the opening, said why and then the prompt's
    keys ("press 1–6"): after why, it says where to click."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen) and table.ctrl.table_view().phase == "opening"
        await pilot.click(table.own.boxes[0])
        await settled(pilot)
        await pilot.click(table.own.boxes[0])
        await settled(pilot)
        assert table.hint == (f"{tr(REFUSALS['already_face_up'])} {tr(CLICK_FLIP)}"), table.hint
        await pilot.press("1")
        await settled(pilot)
        assert table.hint.startswith(tr(REFUSALS["already_face_up"]))
        assert tr(CLICK_FLIP) not in table.hint


async def test_a_click_on_the_words_of_the_digits_says_what_to_do() -> None:
    """"Place" in the footer's "123456 Place" did nothing and said nothing when clicked: it
    says where a click places the card, and the digits."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        _driver, table = await at_the_draw(pilot)
        await pilot.press("d")
        await settled(pilot)
        row = table.query_one(FittingFooter).row
        assert row is not None
        (words,) = [label for label in row.query(SayingLabel) if label.display]
        await pilot.click(words)
        await settled(pilot)
        where = click_prompt(table.ctrl.table_view(), armed=None, ascii=False)
        assert where is not None
        assert table.hint == f"{where} {tr(GROUP_CLICKED) % {'keys': '1–6'}}", table.hint
        assert not table.ctrl.match.actions or table.ctrl.table_view().held is not None
