"""Playing by mouse (a trackpad): what a click, or a double click, does where it lands.

The presses are posted to the app as the terminal's driver posts them (``conftest.click_at``), so
they go through ``GolfApp.on_event`` as real ones do: Pilot's ``click`` hands them to the screen
directly, past the app's checks."""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button
from textual.widgets._footer import FooterKey
from textual.widgets._toast import Toast

from golf_tui.app import timings
from golf_tui.app.app import GolfApp
from golf_tui.app.glyphs import card_name
from golf_tui.app.screens.handover import ELSEWHERE, WAITING, WAITING_CLICK, HandoverScreen
from golf_tui.app.screens.scorecard import ScorecardScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.card import CardBox
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.engine import DRAW_STOCK, TAKE_DISCARD, THROW_AWAY

from .conftest import centre, click_at, make_app, screen_text


async def point_at(pilot: Pilot[Any], widget: Widget) -> None:
    """The pointer moved onto ``widget`` (its middle), as the terminal reports a move."""
    x, y = centre(widget)
    pilot.app.post_message(events.MouseMove(widget, x, y, 0, 0, 0, False, False, False,
                                            screen_x=x, screen_y=y))
    await pilot.pause()


def footer_key(screen: Any, action: str) -> FooterKey:
    (key,) = [k for k in screen.query(FooterKey) if k.action == action and k.region.width]
    return key


async def settled(pilot: Pilot[Any]) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def test_a_double_click_on_the_hand_over_does_not_play_at_the_table() -> None:
    """The hand-over's box lies over the stock at 120×40: its double click took the hand-over
    down and drew from the stock (here refused: the opening comes first) unseen."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        x, y = 40, 17  # inside the box, over the stock of the table below
        await click_at(pilot, (x, y), (x, y))
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert app.get_widget_at(x, y)[0] is table.piles.stock
        assert table.hint == ""  # no word of a draw refused: the second press was dropped


async def test_a_double_click_on_close_does_not_press_the_key_beneath() -> None:
    """The scorecard's "esc Close" sits where the table's footer has its first keys: the second
    press of a double click flipped a card."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen) and table.ctrl.at_keys_to_act()
        actions = len(table.ctrl.match.actions)
        await click_at(pilot, footer_key(table, "scorecard"))
        await settled(pilot)
        scorecard = app.screen
        assert isinstance(scorecard, ScorecardScreen)
        x, y = centre(footer_key(scorecard, "close"))
        await click_at(pilot, (x, y), (x, y))
        await settled(pilot)
        assert app.screen is table
        assert isinstance(app.get_widget_at(x, y)[0], FooterKey)  # a move's key lies beneath
        assert len(table.ctrl.match.actions) == actions
        # a press of its own, a moment later, is taken
        await click_at(pilot, table.own.boxes[0])
        await settled(pilot)
        assert len(table.ctrl.match.actions) == actions + 1


# a cell aside, or far: onto the first of the cards beneath (its flip is the opening's move)
@pytest.mark.parametrize("drift", [(1, 0), (0, 1), (-1, -1), (2, 8)])
async def test_a_double_click_that_drifts_does_not_play_at_the_table(
        drift: tuple[int, int]) -> None:
    """A double click whose second press drifted a cell (press at (32,12), the next 80 ms
    later at (33,12)) took the hand-over down and drew from the stock beneath: only presses
    in the same cell counted as one double click. A second press within the double-click
    time lands nowhere, wherever it is, once the first took a screen down."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        x, y = 40, 17  # inside the box, over the stock of the table below
        second = (x + drift[0], y + drift[1])
        await click_at(pilot, (x, y), second, apart=0.08)
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.hint == ""  # the second press was dropped: nothing refused, nothing made
        assert not table.ctrl.match.actions


@pytest.mark.parametrize("drift", [(1, 0), (-1, 0), (12, 0)])
async def test_a_double_click_on_close_that_drifts_does_not_press_a_key_beneath(
        drift: tuple[int, int]) -> None:
    """The second press of a double click on the scorecard's "esc Close", a cell to the side,
    pressed the table's footer key there ("d Draw")."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen) and table.ctrl.at_keys_to_act()
        actions = len(table.ctrl.match.actions)
        await pilot.press("s")
        await settled(pilot)
        scorecard = app.screen
        assert isinstance(scorecard, ScorecardScreen)
        x, y = centre(footer_key(scorecard, "close"))
        await click_at(pilot, (x, y), (x + drift[0], y + drift[1]), apart=0.08)
        await settled(pilot)
        assert app.screen is table
        assert len(table.ctrl.match.actions) == actions
        assert table.hint == ""


async def test_the_pointer_on_a_peeked_card_leaves_its_mark() -> None:
    """After a click the pointer rests on the card clicked: on the card just peeked at, the
    pointer's frame (round, as a face-up card's) took the place of the peek's dashed one."""
    app = make_app("norwegian-4", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await click_at(pilot, (40, 12))  # the hand-over
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        card = table.own.boxes[2]  # bottom-left: the opening peek's
        await click_at(pilot, card)
        await settled(pilot)
        await point_at(pilot, card)
        assert card.mouse_hover and card.has_class("-revealed")
        assert card.styles.border.top[0] == "dashed"


MARKS = {"-revealed": "dashed", "-selected": "heavy"}


async def test_the_pointer_leaves_every_mark_in_every_style() -> None:
    """The same in ASCII mode, in 16 colours and in a light theme there: each style's rule for
    the pointer came after, or weighed more than, the marks' rules."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        boxes, compact = {}, {}
        for mark in MARKS:
            boxes[mark], compact[mark] = CardBox(), CardBox()
            boxes[mark].set_classes(["-face", "-large", mark])
            compact[mark].set_classes(["-face", "-compact", mark])  # one line: no frame
            await app.screen.mount(boxes[mark], compact[mark])
        await pilot.pause()
        for few, light in ((False, False), (True, False), (True, True)):
            app.set_class(few, "-few-colours")
            if light:
                app.theme = "textual-light"  # once: a theme restyles every widget
            for ascii in (False, True):
                app.set_class(ascii, "-ascii")
                for mark, line in MARKS.items():
                    await point_at(pilot, boxes[mark])
                    assert boxes[mark].mouse_hover
                    assert boxes[mark].styles.border.top[0] == line, (ascii, few, light, mark)
                    await point_at(pilot, compact[mark])
                    assert compact[mark].styles.border.top[0] in ("", "none"), (
                        ascii, few, light, mark)


async def test_a_click_beside_a_look_up_closes_it() -> None:
    """The scorecard, the keys (and the rules) and the log close with a click on the table they
    dim, as the palette does (their only way by mouse was the footer's "esc Close"); a click
    in the box leaves it open."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        # (the rules are a look-up as the keys are: left out, they take a second to build)
        for key, box in (("s", "#scorecard-box"), ("question_mark", "#help-box"),
                         ("l", "#log-box")):
            await pilot.press(key)
            await settled(pilot)
            look_up = app.screen
            assert look_up is not table
            await click_at(pilot, look_up.query_one(box))
            await settled(pilot)
            assert app.screen is look_up, key
            await click_at(pilot, (1, 1))  # beside the box: the table, dimmed
            await settled(pilot)
            assert app.screen is table, key
        assert table.hint == ""  # nothing reached the table


async def test_a_click_that_makes_no_move_says_where_a_click_does() -> None:
    """A click on an opponent's grid or on the card in hand did nothing and said nothing: it
    says what was clicked and where a click makes a move now, and makes none. A click on a
    pile's label is one on its pile ("Stock 38" did nothing)."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        ctrl = table.ctrl
        other = ctrl.names[1 - ctrl.current]
        actions = len(ctrl.match.actions)
        await click_at(pilot, table.opponents.boxes[0])
        await settled(pilot)
        assert table.hint == (f"That grid is {other}'s. "
                              "Click one of your face-down cards to flip it.")
        await click_at(pilot, table.piles.held)
        await settled(pilot)
        assert table.hint.startswith("Your hand is empty. Click one of your face-down")
        assert len(ctrl.match.actions) == actions
        while ctrl.table_view().phase != "start":  # the opening's flips, both players'
            v = ctrl.table_view()
            down = next(p for p, card in enumerate(v.grids[v.current]) if card is None)
            await click_at(pilot, table.own.boxes[down])
            await settled(pilot)
        await click_at(pilot, table.piles.stock_label)
        await settled(pilot)
        v = ctrl.table_view()
        assert v.phase == "holding" and v.held is not None
        await click_at(pilot, table.piles.held)
        await settled(pilot)
        card = card_name(v.held)
        assert table.hint == (f"That is the card in your hand. Click one of your cards to put"
                              f" the {card} there, or the discard pile to throw it away.")
        assert "That is the card in your hand." in screen_text(app)  # in the prompt's line
        await click_at(pilot, table.piles.discard_label)
        await settled(pilot)
        assert ctrl.match.actions[-1] == THROW_AWAY and table.hint == ""


async def test_a_click_on_framed_opponents_cards_says_what_a_compact_one_does() -> None:
    """On a large terminal the opponents' grids are framed cards: a click on one of those
    cards, or between them, is one on the grid, as on a compact grid at 100×30."""
    said = []
    for size in ((100, 30), (140, 45)):
        app = make_app("swedish-6", 3, handover="never")
        async with app.run_test(size=size) as pilot:
            await settled(pilot)
            table = app.screen
            assert isinstance(table, TableScreen)
            assert table.fitted is not None
            framed = table.fitted.opponents != "compact"
            assert framed == (size == (140, 45))
            box = table.opponents.boxes[1]
            region = box.region
            # the first card's middle (framed: inside its own frame), and the gap between the
            # first two cards' frames
            spots = [(region.x + 4, region.y + 2)]
            if framed:
                spots.append((region.x + 9, region.y + 3))
            for x, y in spots:
                assert app.get_widget_at(x, y)[0] is box
                table.said = None
                await click_at(pilot, (x, y))
                await settled(pilot)
                said.append(table.hint)
    assert said[0].startswith("That grid is ") and said[1:] == [said[0]] * 2, said


def words(app: Any) -> str:
    return " ".join(screen_text(app).replace("║", " ").split())


async def test_only_a_left_click_on_the_hand_over_box_passes_the_keys() -> None:
    """Any click anywhere took the hand-over down: a stray one beside the box (or the departing
    player's click on the footer's Pause or the stock, landing on a hand-over just come up)
    passed the keys to the next player unseen, and so did a right click. Only a left click on
    the box does now; one beside it says where to click, and the others say nothing."""
    app = make_app("swedish-6", 3, holes=2, bots={2: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        handover = app.screen
        assert isinstance(handover, HandoverScreen)
        assert "Press Enter or click here when only" in words(app)
        box = handover.query_one("#handover")
        middle = centre(box)
        for x, y, button in ((1, 1, 3), (*middle, 3), (*middle, 2), (98, 28, 2)):
            await click_at(pilot, (x, y), button=button)
            await settled(pilot)
            assert app.screen is handover, (x, y, button)
        assert ELSEWHERE not in words(app)  # a right or middle click says nothing
        for x, y in ((1, 1), (98, 28), (box.region.x - 1, middle[1])):
            await click_at(pilot, (x, y))
            await settled(pilot)
            assert app.screen is handover, (x, y)
            assert ELSEWHERE in words(app)
        box = handover.query_one("#handover")  # composed anew, where it was
        await click_at(pilot, (box.region.x + 1, box.region.y + 1))  # its edge is the box's
        await settled(pilot)
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (44, 16)])
async def test_a_click_beside_the_box_made_again_does_not_pass_the_keys(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """A click just above the hand-over's box said "Click in this box…" in a line that grew
    the box by a row, up into the cell clicked: the same click made again landed on the box
    and passed the keys on. The box keeps its place and size whatever it says for a moment
    (that, or a click or a key made too soon)."""
    app = make_app("norwegian-4", 3, holes=1, seed=5)
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        handover = app.screen
        assert isinstance(handover, HandoverScreen)
        region = handover.query_one("#handover").region
        spots = [(region.x + region.width // 2, region.y - 1),
                 (region.x + region.width // 2, region.bottom)]
        if region.x:  # room beside it
            spots.append((region.x - 1, region.y + region.height // 2))
        for x, y in spots:
            for _twice in range(2):
                await click_at(pilot, (x, y))
                await settled(pilot)
                assert app.screen is handover, (x, y)
                assert ELSEWHERE in words(app)
                assert handover.query_one("#handover").region == region, (x, y)
        monkeypatch.setattr(timings, "READING_TIME", 60.0)
        handover.read_again()
        for keys in ("click", "enter"):
            if keys == "click":
                await click_at(pilot, spots[0])
            else:
                await pilot.press("enter")
            await settled(pilot)
            assert app.screen is handover
            said = (WAITING_CLICK if keys == "click" else WAITING) % {"name": handover.player}
            assert said in words(app)
            assert ELSEWHERE not in words(app)  # the last said shows
            assert handover.query_one("#handover").region == region, keys


async def test_a_click_on_a_pile_hides_the_peeked_cards_and_makes_its_move() -> None:
    """With the opening peek's cards held on show, d hides them and draws in one go (the
    prompt: "so does a move (d, t or k)"); a click on the stock only hid them. It draws now,
    as a click on the discard pile takes its card."""
    for pile, move in (("stock", DRAW_STOCK), ("discard", TAKE_DISCARD)):
        app = make_app("norwegian-4", 3, holes=1, seed=5)
        async with app.run_test(size=(100, 30)) as pilot:
            await settled(pilot)
            assert isinstance(app.screen, HandoverScreen)
            await click_at(pilot, app.screen.query_one("#handover"))
            await settled(pilot)
            table = app.screen
            assert isinstance(table, TableScreen)
            ctrl = table.ctrl
            for card in (2, 3):
                await click_at(pilot, table.own.boxes[card])
                await settled(pilot)
            assert ctrl.reveal_holds
            actions = len(ctrl.match.actions)
            await click_at(pilot, getattr(table.piles, pile))
            await settled(pilot)
            assert not ctrl.reveal_holds
            assert ctrl.match.actions[actions:] == (move,), pile
            assert ctrl.table_view().phase == "holding"


async def test_only_the_left_button_plays_a_card_or_a_pile() -> None:
    """A right click (a touchpad's two-finger tap) on a face-down card at the opening flipped
    it, as a left one does; a middle click too. Neither makes a move now, nor says a word."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        ctrl = table.ctrl
        spots = [table.own.boxes[0], table.piles.stock, table.piles.stock_label,
                 table.piles.discard, table.opponents.boxes[0]]
        for widget in spots:
            for button in (2, 3):
                await click_at(pilot, widget, button=button)
                await settled(pilot)
                assert not ctrl.match.actions, (widget, button)
                assert table.hint == "", (widget, button)
        await click_at(pilot, table.own.boxes[0])  # the left one flips it
        await settled(pilot)
        assert len(ctrl.match.actions) == 1


async def held_handover(app: GolfApp, pilot: Pilot[None],
                        monkeypatch: pytest.MonkeyPatch) -> HandoverScreen:
    """The first hand-over, up for a minute before anything answers it."""
    await settled(pilot)
    handover = app.screen
    assert isinstance(handover, HandoverScreen)
    monkeypatch.setattr(timings, "READING_TIME", 60.0)
    handover.read_again()  # nothing answers it for a minute
    return handover


async def test_a_click_made_too_soon_is_called_a_click(monkeypatch: pytest.MonkeyPatch) -> None:
    """A click dropped as made too soon said "that key was not taken". At a hand-over it says
    who clicks (``WAITING_CLICK``), and of a key, who presses Enter."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(100, 30)) as pilot:
        handover = await held_handover(app, pilot, monkeypatch)
        name = {"name": handover.player}
        await click_at(pilot, handover.query_one("#handover"))
        await settled(pilot)
        assert app.screen is handover
        assert WAITING_CLICK % name in words(app)
        await pilot.press("enter")
        await settled(pilot)
        assert app.screen is handover
        assert WAITING % name in words(app)
        assert "clicks here" not in words(app)


async def test_a_right_or_middle_click_made_too_soon_says_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the left button answers the hand-over; a right or middle click does nothing there,
    yet made within its reading time it said "Too soon: that click was not taken.", as if it
    would have done something a moment later. It says nothing now, and the left one still
    says it."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(100, 30)) as pilot:
        handover = await held_handover(app, pilot, monkeypatch)
        middle = centre(handover.query_one("#handover"))
        for button in (3, 2):
            await click_at(pilot, middle, button=button)
            await settled(pilot)
            assert app.screen is handover, button
            assert "Waiting for" not in words(app), button
        await click_at(pilot, middle)
        await settled(pilot)
        assert app.screen is handover
        assert WAITING_CLICK % {"name": handover.player} in words(app)


async def test_the_same_refusal_clicked_twice_is_one_note() -> None:
    """↑ on the first seat clicked twice stacked two identical notes ("This player is first
    in the turn order already."): the second takes the first one's place. Another note still
    goes beside it."""
    app = GolfApp()
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        up = app.screen.query(SeatRow).first().query_one(".up", Button)
        for _click in range(3):
            await pilot.click(up)
            await pilot.pause()
        assert [str(t._notification.message) for t in app.screen.query(Toast)] == [
            "This player is first in the turn order already."]
        app.notify("Something else.", severity="warning", timeout=3)
        await pilot.click(up)
        await pilot.pause()
        assert sorted(str(t._notification.message) for t in app.screen.query(Toast)) == [
            "Something else.", "This player is first in the turn order already."]
