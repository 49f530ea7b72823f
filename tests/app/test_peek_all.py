"""The opening peek in fewer keys, for players who look at every card of it anyway (norwegian-4
cost four keys a person a hole: the hand-over's Enter, 3, 4 and Enter to hide): Enter at the peek
looks at the whole bottom row at once, and the key of the turn's first move (d, t, k) pressed
while the cards show hides them and makes the move in one go, the hiding first."""

from __future__ import annotations

import pytest

from golf_tui.app.glyphs import card_label
from golf_tui.app.prompts import prompt
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.grid import OwnGrid
from golf_tui.engine import DRAW_STOCK

from .conftest import assert_private, make_app, screen_text


def table_of(app: object) -> TableScreen:
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, TableScreen)
    return screen


async def test_enter_peeks_at_the_whole_bottom_row() -> None:
    app = make_app("norwegian-4", 2, seed=3, handover="never", holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        ctrl = table.ctrl
        seat = ctrl.current
        assert "or Enter for all" in table.prompt.text
        await pilot.press("enter")
        await pilot.pause()
        assert ctrl.current == seat and ctrl.table_view().phase == "start"
        assert sorted(ctrl.reveal) == [2, 3] and ctrl.reveal_holds
        assert ctrl.table_view().memory.keys() >= {2, 3}
        # one line tells both peeks, as 3 and 4 made it
        assert "peeked at the cards bottom-left and bottom-right" in screen_text(app)
        assert table.prompt.text.startswith("Remember these — Enter hides them")


async def test_with_the_cursor_on_a_card_enter_is_offered_for_one_not_for_all() -> None:
    """The arrows' cursor on a card: Enter chooses that card (a top card is refused), so the
    prompt no longer offers Enter for all but Enter on one (it dropped Enter altogether: "press
    3 or 4 (each of them)"), and after one peek Enter on the other."""
    app = make_app("norwegian-4", 2, seed=3, handover="never", holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        await pilot.press("down")
        await pilot.pause()
        assert table.cursor is not None
        assert "Enter for all" not in table.prompt.text
        assert "Peek at your bottom cards" in table.prompt.text
        # Enter on the card under the cursor peeks at it: still said, in each form
        assert table.prompt.text == ("Peek at your bottom cards: press 3 or 4 (each of them),"
                                     " or Enter on one; only you see them")
        v = table.ctrl.table_view()
        assert prompt(v, armed=None, reveal_holds=False, ascii=False, short=True,
                      cursor=True).endswith("press 3 or 4, or Enter on one")
        await pilot.press("4", "left")  # one peeked, the cursor shown again: Enter on the other
        await pilot.pause()
        assert table.ctrl.reveal and table.cursor is not None
        assert table.prompt.text == ("Peek at bottom card 3, the last one: press 3 or Enter;"
                                     " only you see it")
        await pilot.press("escape")
        await pilot.pause()  # Enter peeks at the one left (``test_enter_after_one_peek...``)
        assert table.cursor is None
        assert table.prompt.text == ("Peek at bottom card 3, the last one: press 3 or Enter;"
                                     " only you see it")


async def test_escape_from_the_cursor_offers_enter_for_all_again() -> None:
    app = make_app("norwegian-4", 2, seed=3, handover="never", holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        await pilot.press("down", "escape")
        await pilot.pause()
        assert table.cursor is None and "or Enter for all" in table.prompt.text


async def test_enter_after_one_peek_makes_the_other() -> None:
    app = make_app("norwegian-4", 2, seed=3, handover="never", holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        ctrl = table_of(app).ctrl
        await pilot.press("4", "enter")
        await pilot.pause()
        assert sorted(ctrl.reveal) == [2, 3] and ctrl.table_view().phase == "start"


async def test_a_move_key_hides_the_peek_then_moves() -> None:
    app = make_app("norwegian-4", 2, seed=3, handover="always", holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the hand-over
        await pilot.pause()
        table = table_of(app)
        ctrl = table.ctrl
        seat = ctrl.current
        await pilot.press("enter")
        await pilot.pause()
        peeked = [card_label(ctrl.reveal[p]) for p in (2, 3)]
        assert all(label in screen_text(app) for label in peeked)
        await pilot.press("d")  # not "Press Enter to hide your cards first."
        await pilot.pause()
        assert ctrl.log[-1].seat == seat and ctrl.table_view().held is not None
        assert ctrl.reveal == {} and not ctrl.reveal_holds
        assert ctrl.peek_hidden == (ctrl.match.deals, seat)  # the save knows it was hidden
        text = assert_private(app)
        held = card_label(ctrl.table_view().held)  # type: ignore[arg-type]
        grid = str(table.query_one(OwnGrid).render())
        assert not any(label in grid for label in peeked if label != held), text
        await pilot.press("x")  # the turn ends: the next player's hand-over
        await pilot.pause()
        assert ctrl.current != seat and ctrl.reveal == {}


async def test_t_and_k_hide_and_move_too() -> None:
    """t hides the cards and takes; k hides them and asks first (a knock stands once made),
    and k again knocks."""
    for key, done in (("t", "took"), ("k", "knocked")):
        app = make_app("norwegian-4", 2, seed=3, handover="never", holes=2)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = table_of(app)
            ctrl = table.ctrl
            seat = ctrl.current
            await pilot.press("enter", key)
            await pilot.pause()
            assert ctrl.reveal == {} and not ctrl.reveal_holds, key
            if key == "k":
                assert table.armed == "knock" and ctrl.current == seat
                await pilot.press("k")
                await pilot.pause()
            assert done in ctrl.line and ctrl.log[-1].seat == seat, key


async def test_a_digit_still_asks_for_enter_first() -> None:
    app = make_app("norwegian-4", 2, seed=3, handover="never", holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        await pilot.press("enter", "1")
        await pilot.pause()
        assert table.ctrl.reveal_holds
        assert table.prompt.text.startswith("Press Enter to hide your cards first.")


async def test_the_peek_penalty_is_not_taken_for_the_opening_and_enter_peeks_no_more() -> None:
    """With the peek penalty, the opening's cards seen with Enter cost nothing; a peek later in
    the hole costs its point and shows until the next action, as it did; and Enter at the start
    of a turn does not peek (it is no opening)."""
    app = make_app("norwegian-4", 2, seed=2, handover="never", house=("peek-penalty",), holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        ctrl = table.ctrl
        await pilot.press("enter", "d", "x")  # first player: peek all, draw, throw
        await pilot.pause()
        await pilot.press("enter", "enter")  # second: peek all, hide
        await pilot.pause()
        assert ctrl.table_view().phase == "start" and ctrl.reveal == {}
        assert "for peeking" not in str(table.own.title.render())
        moves = len(ctrl.log)
        await pilot.press("enter")  # no opening now: Enter peeks at nothing
        await pilot.pause()
        assert ctrl.reveal == {} and len(ctrl.log) == moves
        await pilot.press("p", "1")
        await pilot.pause()
        assert list(ctrl.reveal) == [0] and not ctrl.reveal_holds  # shown till the next move
        assert str(table.own.title.render()).endswith("· +1 for peeking")
        await pilot.press("d")
        await pilot.pause()
        assert ctrl.reveal == {} and DRAW_STOCK not in ctrl.table_view().legal


async def test_keys_made_too_soon_do_not_hide_the_cards_unseen(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A double (or held) Enter: the first peeks at both cards, the next would have hidden them
    before anyone could read them. Keys within the reading time of the cards being shown do
    nothing but say so ("Too quick: press that key again."); d waits too (it would hide
    them)."""
    from golf_tui.app import timings

    monkeypatch.setattr(timings, "READING_TIME", 60.0)
    app = make_app("norwegian-4", 2, seed=3, handover="never", holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        ctrl = table_of(app).ctrl
        await pilot.press("enter", "enter", "d")
        await pilot.pause()
        assert sorted(ctrl.reveal) == [2, 3] and ctrl.reveal_holds
        assert ctrl.table_view().held is None
        # and says so, as a question's key made too soon does: the d did nothing without a word
        assert "Too quick: press that key again." in screen_text(app), screen_text(app)
        monkeypatch.setattr(timings, "READING_TIME", 0.0)  # read now
        await pilot.press("d")
        await pilot.pause()
        assert ctrl.reveal == {} and ctrl.table_view().held is not None


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
async def test_a_top_card_refused_with_the_cursor_offers_enter_on_one(
        size: tuple[int, int]) -> None:
    """Enter on a top card in the opening peek is refused, and the prompt after the reason is
    the one with the cursor on a card: it said "or Enter for all", and Enter, the cursor still
    on the top card, only refused it again."""
    app = make_app("norwegian-4", 3, seed=3, handover="never", holes=2, bots={2: "hard"})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        table = table_of(app)
        await pilot.press("right", "up")  # the first arrow: a bottom card; Up: above it
        await pilot.pause()
        assert table.cursor in (0, 1)  # a top card
        for _ in range(2):  # refused, the cursor still there: the same words again
            await pilot.press("enter")
            await pilot.pause()
            said = table.prompt.text
            assert said.startswith("The opening peek is at your bottom row only."), said
            assert "Enter on one" in said and "Enter for all" not in said, said
            assert table.cursor in (0, 1) and not table.ctrl.reveal
        await pilot.press("escape")  # no cursor: Enter is for all again, and does it
        await pilot.pause()
        assert "Enter for all" in table.prompt.text
