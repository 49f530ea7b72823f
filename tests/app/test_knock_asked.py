"""A knock is asked before it is made.

A knock cannot be taken back, and `k` sits beside `l` (the log): one key knocked at once, on a
first turn too, before the draw, with two cards never seen, and a play-tester knocked by mistake.
Now `k` asks, as `f` and `p` ask which card: the prompt says what a knock means now (with the
knock penalty where that house rule is on), the footer offers "k/⏎ Knock" and Esc; `k` again or
Enter knocks, and Esc, an arrow, a digit or another move takes the question back, saying so.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from golf_tui.app.app import GolfApp
from golf_tui.app.prompts import (
    KNOCK_ASKED,
    KNOCK_KEYS,
    KNOCK_PENALTY,
    KNOCK_PENALTY_SHORT,
    knock_question,
)  # fmt: skip
from golf_tui.app.screens.deliberate import TOO_SOON
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.screens.table_keys import NO_KNOCK, NOTHING_TO_CANCEL
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.engine import Knock
from golf_tui.i18n import LANGUAGES, set_language
from golf_tui.i18n import _ as tr

from .conftest import Clock, click_at, key_made, make_app, press_at, press_each, screen_text
from .test_language_table import fitted_cuts, offered, until
from .test_mouse import footer_key, settled


def table_of(app: GolfApp) -> TableScreen:
    screen = app.screen
    assert isinstance(screen, TableScreen), screen
    return screen


def flat(text: str) -> str:
    return " ".join(text.split())


def knocks(table: TableScreen) -> int:
    return sum(isinstance(a, Knock) for a in table.ctrl.match.actions)


async def at_a_knock(pilot: Pilot[Any]) -> TableScreen:
    """Norwegian four-card, Kari and Ola: both peek and play a turn; Ola may knock now (the
    language table's moment, ``test_language_table._norwegian_knock``)."""
    await press_each(pilot, *["enter", "3", "4", "enter", "d", "1"] * 2, "enter")
    table = table_of(pilot.app)  # type: ignore[arg-type]
    assert table.ctrl.at_keys_to_act() and Knock() in table.ctrl.table_view().legal
    assert table.armed is None and not table.ctrl.reveal_holds
    return table


async def press(pilot: Pilot[Any], *keys: str) -> None:
    """Each key read and dealt with before the next (``press_each``: one wait a key, where
    ``pilot.press`` and a pause after it waited three times)."""
    await press_each(pilot, *keys)


async def press_when(pilot: Pilot[Any], clock: Clock, seconds: float, *keys: str) -> None:
    """``keys`` pressed ``seconds`` after the clock's last moment, each a moment after the one
    before (as ``conftest.press_at``), each read and dealt with before the next with one wait
    (``press_each``)."""
    clock.on(seconds)
    await press_each(pilot, *keys)


async def resized(pilot: Pilot[Any], table: TableScreen, size: tuple[int, int]) -> None:
    """The knock asked taken back (Esc), the terminal made ``size``, and back once the footer
    has its keys fitted to the new width: for the question to be asked again there."""
    await press(pilot, "escape")
    assert table.armed is None and knocks(table) == 0, size
    await pilot.resize_terminal(*size)
    footer = table.query_one(FittingFooter)
    await until(pilot, lambda: footer.size.width == size[0] and footer.fitted)


# One table for both sizes (a table each before, played to the same knock): the question
# asked at 80×24, then taken back (Esc), the terminal made 60×20, and asked again there.
@pytest.mark.parametrize("house", [(), ("knock-penalty",)])
@pytest.mark.parametrize("lang", list(LANGUAGES))
async def test_k_asks_and_the_question_fits(lang: str, house: tuple[str, ...]) -> None:
    """k makes no knock: it asks, in every language, the question, the keys that answer it
    and the footer's "k/⏎ Knock" and Esc whole at 80×24 and at 60×20 (where the question with
    the knock penalty is said in fewer words: in full, it was cut before the keys), the other
    moves out of the footer."""
    set_language(lang)
    app = make_app("norwegian-4", 2, seed=2, house=house)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_a_knock(pilot)
        seat = table.ctrl.current
        for size in ((80, 24), (60, 20)):
            if (app.size.width, app.size.height) != size:
                await resized(pilot, table, size)
            await press(pilot, "k")
            assert knocks(table) == 0 and table.ctrl.current == seat, size
            assert table.armed == "knock", size
            v = table.ctrl.table_view()
            asked = table.prompt.text
            assert asked in (knock_question(v), knock_question(v, short=True)), (size, asked)
            assert flat(asked) in flat(screen_text(app)) and asked.endswith(tr(KNOCK_KEYS)), size
            assert ("+10" in asked) == bool(house), (size, asked)
            shown = offered(table)
            assert {"knock", "cancel", "keys"} <= shown and not {"draw", "take"} & shown, (
                size, shown)
            assert "k/⏎" in screen_text(app).splitlines()[-1], size
            assert await fitted_cuts(pilot) == [], size


@pytest.mark.parametrize("answer", ["k", "enter"])
async def test_k_again_or_enter_knocks(answer: str) -> None:
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_a_knock(pilot)
        seat = table.ctrl.current
        await press(pilot, "k")
        assert knocks(table) == 0
        await press(pilot, answer)
        assert knocks(table) == 1 and table.ctrl.match.hole.knocker == seat


async def test_enter_knocks_whatever_card_the_cursor_was_on() -> None:
    """The arrows' cursor on the stock, then k: the cursor is not drawn while the knock is
    asked, and Enter knocks (it does not draw); the footer names no other Enter."""
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_a_knock(pilot)
        await press(pilot, "left", "up", "k")
        assert table.cursor == "stock" and table.cursor_shown is None
        assert table.enter_label() is None and not table.piles.stock.has_class("-selected")
        await press(pilot, "enter")
        assert knocks(table) == 1 and table.ctrl.table_view().held is None


async def test_esc_takes_the_question_back_and_says_so() -> None:
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_a_knock(pilot)
        await press(pilot, "left", "k", "escape")
        assert knocks(table) == 0 and table.armed is None
        assert table.hint.startswith(tr(NO_KNOCK) + " Draw from the stock (d)"), table.hint
        assert table.cursor == table.cursor_shown == 0  # where it was before the question
        assert {"draw", "take", "knock"} <= offered(table) and "k/⏎" not in screen_text(app)
        await press(pilot, "escape", "escape")  # the cursor, then nothing
        assert table.hint.startswith(tr(NOTHING_TO_CANCEL)), table.hint
        await press(pilot, "k", "k")  # asked again, and knocked
        assert knocks(table) == 1


@pytest.mark.parametrize(("keys", "then"), [
    (("d",), "Put the "),  # another move: made, and the knock not
    (("left",), "Draw from the stock (d)"),  # the arrows' cursor shown
    (("3",), "Draw (d) or take the discard (t) first, then choose a position"),
])
async def test_another_key_of_the_turn_takes_the_question_back(keys: tuple[str, ...],
                                                               then: str) -> None:
    """A move, an arrow or a card's number is no answer to the question: the knock is not made,
    and the line says so before what it says next."""
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_a_knock(pilot)
        await press(pilot, "k", *keys)
        assert knocks(table) == 0 and table.armed is None
        assert table.hint.startswith(f"{tr(NO_KNOCK)} {then}"), table.hint
        assert flat(table.hint) in flat(screen_text(app))
        if keys == ("d",):
            assert table.ctrl.table_view().held is not None
            await press(pilot, "k")  # no knock with a card in hand, asked or not
            assert knocks(table) == 0 and table.armed is None


async def test_a_key_that_does_nothing_leaves_the_question_where_it_is_still_asked() -> None:
    """A key nothing binds says so, and the question follows it: still asked, Enter knocks. A
    refused move (x, no card in hand) says why in place of the prompt, which would hide the
    question: the question is taken back, saying so first."""
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_a_knock(pilot)
        await press(pilot, "k", "z")
        assert table.armed == "knock" and table.hint.endswith(tr(KNOCK_KEYS)), table.hint
        assert table.hint.startswith("The z key does nothing here"), table.hint
        await press(pilot, "x")
        assert table.armed is None and knocks(table) == 0
        assert table.hint == f"{tr(NO_KNOCK)} You cannot throw a card away now: draw a card or" \
                             " take the discard first.", table.hint
        await press(pilot, "k", "enter")
        assert knocks(table) == 1


async def test_the_knock_penalty_is_told_where_that_house_rule_is_on() -> None:
    """With the knock penalty the question says what it costs (in full where the prompt has
    the room, at 120×40; in fewer words at 80×24); without it, nothing of a penalty. (With
    it, one table for both sizes: asked at 120×40, taken back, the terminal made 80×24, asked
    again there.)"""
    for house, sizes in ((("knock-penalty",), ((120, 40), (80, 24))), ((), ((120, 40),))):
        app = make_app("norwegian-4", 2, seed=2, house=house)
        async with app.run_test(size=sizes[0]) as pilot:
            table = await at_a_knock(pilot)
            for size in sizes:
                if (app.size.width, app.size.height) != size:
                    await resized(pilot, table, size)
                await press(pilot, "k")
                text = flat(screen_text(app))
                full = tr(KNOCK_PENALTY) % {"points": 10, "tie": tr("a tie counts as lowest")}
                short = tr(KNOCK_PENALTY_SHORT) % {"points": 10}
                if not house:
                    assert "penalty" not in text and "score 0" not in text
                    assert tr(KNOCK_ASKED) in text, text
                elif size == (120, 40):
                    assert f"{tr(KNOCK_ASKED)} {full} {tr(KNOCK_KEYS)}" in text, text
                else:
                    assert short in text, text
                assert table.armed == "knock", size


async def test_k_at_the_opening_peek_hides_the_cards_and_asks() -> None:
    """k while the opening peek's cards are on show hides them, as d and t do, and asks: the
    first turn's knock, with two cards never seen, is the one most easily made by mistake."""
    app = make_app("norwegian-4", 2, seed=3, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = table_of(app)
        await press(pilot, "enter")  # both bottom cards peeked at, held on show
        assert table.ctrl.reveal_holds
        await press(pilot, "k")
        assert not table.ctrl.reveal_holds and table.ctrl.reveal == {}
        assert table.armed == "knock" and knocks(table) == 0
        await press(pilot, "k")
        assert knocks(table) == 1


async def test_a_click_on_the_knock_key_asks_and_a_second_knocks() -> None:
    """The footer's key, clicked, asks as k does; clicked again ("k/⏎ Knock"), it knocks. A
    click on the stock while the knock is asked draws, and the knock is not made."""
    for second in ("knock", "stock"):
        app = make_app("norwegian-4", 2, seed=2)
        async with app.run_test(size=(80, 24)) as pilot:
            table = await at_a_knock(pilot)
            await click_at(pilot, footer_key(table, "knock"))
            await settled(pilot)
            assert table.armed == "knock" and knocks(table) == 0
            if second == "knock":
                await click_at(pilot, footer_key(table, "knock"))
                await settled(pilot)
                assert knocks(table) == 1
            else:
                await click_at(pilot, table.piles.stock)
                await settled(pilot)
                assert knocks(table) == 0 and table.ctrl.table_view().held is not None
                assert table.hint.startswith(tr(NO_KNOCK)), table.hint


async def test_the_keys_screen_says_k_asks_first() -> None:
    from .test_keys_help import keys_screen_text

    text = await keys_screen_text("norwegian-4")
    assert "k asks first, then k again or Enter knocks and Esc does not" in text, text


async def asked_at_leisure(pilot: Pilot[Any], clock: Clock) -> TableScreen:
    """``at_a_knock``'s keys two seconds apart on a clock that stands still between them
    (``event_clock``: the reading time and the hand-over's quiet moment as shipped), then k:
    the knock asked."""
    await pilot.pause()
    for key in [*["enter", "3", "4", "enter", "d", "1"] * 2, "enter", "k"]:
        await press_at(pilot, clock, 2.0, key)
    table = table_of(pilot.app)  # type: ignore[arg-type]
    assert table.armed == "knock" and knocks(table) == 0, screen_text(pilot.app)  # type: ignore[arg-type]
    return table


def bells(app: GolfApp, monkeypatch: pytest.MonkeyPatch) -> list[None]:
    """The bells the app rings from now on."""
    rung: list[None] = []
    monkeypatch.setattr(app, "bell", lambda: rung.append(None))
    return rung


def too_quick_asked(table: TableScreen) -> bool:
    """The knock still asked, no knock made, and the line says the answer came too quick, then
    the question."""
    return (table.armed == "knock" and knocks(table) == 0
            and table.hint.startswith(tr(TOO_SOON)) and table.hint.endswith(tr(KNOCK_KEYS)))


@pytest.mark.parametrize("answer", ["k", "enter"])
async def test_an_answer_made_too_soon_does_not_knock(event_clock: Clock, answer: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """k double-tapped (or k and Enter) knocked in one go, the very slip the question is there
    for: the answer 0.1 s after k, sooner than anyone could read the question, knocks not. It
    says "Too quick: press that key again." (and rings the bell), the question after it and
    still asked; the same key ``FINAL_TIME`` (0.8 s) after that one knocks."""
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await asked_at_leisure(pilot, event_clock)
        rung = bells(app, monkeypatch)
        await press_at(pilot, event_clock, 0.1, answer)
        assert too_quick_asked(table), table.hint
        assert rung and flat(table.hint) in flat(screen_text(app))
        await press_at(pilot, event_clock, 0.8, answer)
        assert knocks(table) == 1


async def test_a_held_k_repeating_late_knocks_not(event_clock: Clock) -> None:
    """The knock's answer waits ``FINAL_TIME``, longer than the reading time: a held k's first
    repeat comes as late as 0.66 s after the press at terminals' defaults, and at 0.6 s, after
    the reading time, it knocked. A k pressed again 0.8 s after the last repeat knocks."""
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await asked_at_leisure(pilot, event_clock)
        await press_at(pilot, event_clock, 0.6, "k")
        assert too_quick_asked(table), table.hint
        for _repeat in range(10):
            await press_at(pilot, event_clock, 0.035, "k")
        assert too_quick_asked(table), table.hint
        await press_at(pilot, event_clock, 0.8, "k")
        assert knocks(table) == 1


async def test_a_held_k_asks_and_knocks_only_pressed_again(event_clock: Clock) -> None:
    """k held down (its first repeat 0.25 s after it, then every 35 ms): it asks, and no
    repeat knocks, however long it is held, each starting the wait again. Let go, and pressed
    again a moment later, k knocks."""
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await asked_at_leisure(pilot, event_clock)
        await press_at(pilot, event_clock, 0.25, "k")
        for _repeat in range(15):
            await press_at(pilot, event_clock, 0.035, "k")
        assert too_quick_asked(table), table.hint
        await press_at(pilot, event_clock, 0.8, "k")
        assert knocks(table) == 1


async def test_an_answer_is_timed_by_its_key_not_by_when_it_is_handed_on(
        event_clock: Clock) -> None:
    """Enter made 0.1 s after k, handed on 5 s later (a loaded machine): made too soon all
    the same, it knocks not."""
    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await asked_at_leisure(pilot, event_clock)
        made = event_clock.now  # k's
        event_clock.on(5.0)
        app.post_message(key_made("enter", made + 0.1))
        await pilot.pause()
        await pilot.pause()
        assert too_quick_asked(table), table.hint


async def test_an_answer_clicked_too_soon_is_called_a_click(event_clock: Clock) -> None:
    """"k Knock" clicked, then "k/⏎ Knock" clicked 0.65 s later (sooner than ``FINAL_TIME``):
    it knocks not, and said "Too quick: press that key again." to a player who had pressed
    no key. It says to click again; clicked again a moment later, it knocks."""
    from golf_tui.app.screens.deliberate import TOO_SOON_CLICK

    app = make_app("norwegian-4", 2, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in [*["enter", "3", "4", "enter", "d", "1"] * 2, "enter"]:
            await press_at(pilot, event_clock, 2.0, key)
        table = table_of(app)
        for wait in (2.0, 0.65):
            event_clock.on(wait)
            await click_at(pilot, footer_key(table, "knock"), time=event_clock.now)
            await settled(pilot)
        assert table.armed == "knock" and knocks(table) == 0, table.hint
        assert table.hint.startswith(tr(TOO_SOON_CLICK)), table.hint
        assert not table.hint.startswith(tr(TOO_SOON))
        event_clock.on(0.8)
        await click_at(pilot, footer_key(table, "knock"), time=event_clock.now)
        await settled(pilot)
        assert knocks(table) == 1
