"""The hand-over screen tells the move just made, in public words, and above it the moves since
the next player's last turn where it has room (counting those it has none for): the player who
made a move saw "Pass to …" come at once and never which card left their grid (only the next
player's narration told it). Never a private card, and no move that belongs to another hole or
to before a resume."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from textual.app import App
from textual.widgets import Static

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller, RecapLine
from golf_tui.app.glyphs import card_label
from golf_tui.app.screens.handover import HandoverScreen, fullest
from golf_tui.engine import DrawStock, Swap, view
from golf_tui.i18n import LANGUAGES, set_language
from golf_tui.presets import load_ruleset

from .conftest import Driver, make_app


def _text(static: Static) -> str:
    return str(static.content)


@pytest.mark.parametrize("lang", list(LANGUAGES))
async def test_the_handover_tells_the_move_just_made_and_names_no_card_put_face_down(
        lang: str, text_of: Callable[[GolfApp], str]) -> None:
    """Four-card Golf puts a drawn card face down: "Pass to Ola", and under it the move as the
    table tells it ("Kari put a card face down …; the 7♥ went to the discard pile"), every word
    of it in sight at 60x20 (it wraps), the card put face down not named. The match's first
    hand-over has no move to tell."""
    set_language(lang)
    try:
        app = make_app("norwegian-4", 2, seed=5, handover="auto")
        async with app.run_test(size=(60, 20)) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            assert isinstance(app.screen, HandoverScreen)
            assert not app.screen.query("#handover-move")  # nothing was played yet
            placed = None  # the card drawn from the stock and put face down
            while placed is None:
                assert driver.steps < 200, "no card drawn was put face down"
                ctrl = driver.table().ctrl
                hole = ctrl.match.hole
                drawn = isinstance(ctrl.match.actions[-1:] and ctrl.match.actions[-1], DrawStock)
                held = hole.held
                await driver.step()
                if (drawn and held >= 0 and isinstance(ctrl.match.actions[-1], Swap)
                        and isinstance(app.screen, HandoverScreen)):
                    placed = card_label(hole.table.pack[held])
            line = _text(app.screen.query_one("#handover-move", Static))
            assert line == ctrl.last_move
            assert placed not in line, (placed, line)
            shown = " ".join(text_of(app).replace("║", " ").split())
            assert " ".join(line.split()) in shown, shown
            assert placed not in shown, (placed, shown)
    finally:
        set_language("en")


def _controller(preset: str = "swedish-6") -> Controller:
    seats = (Seat("Kari"), Seat("Ola"))
    return Controller(GameConfig(load_ruleset(preset), seats, seed=11))


def _play(ctrl: Controller, rng: random.Random) -> bool:
    """One legal action; True when it ended the hole."""
    v = view(ctrl.match.hole, ctrl.current)
    return ctrl.apply(rng.choice(v.legal)).result is not None


def test_no_move_of_the_last_hole_is_passed_on_but_one_before_a_resume_is() -> None:
    """The move to tell on a hand-over is this deal's: none before the first move, the last
    move once there is one, none on the next hole's first hand-over (the move that ended the
    last hole was told on its result). A resumed match's first hand-over tells the last move
    before the save, as the hand-over did before it (it told none: the note that the saved
    match goes on was taken for the last move)."""
    ctrl = _controller()
    assert ctrl.move_to_pass_on() is None
    rng = random.Random(1)
    assert not _play(ctrl, rng)
    move = ctrl.move_to_pass_on()
    assert move is not None and move()[0] == ctrl.last_move and move()[0].startswith("Ola")
    assert ctrl.move_to_pass_on() is not None
    resumed = Controller(ctrl.config, match=ctrl.match)
    again = resumed.move_to_pass_on()
    assert again is not None and again() == move()
    while not _play(ctrl, rng):
        pass
    ctrl.clear_ending()
    assert ctrl.move_to_pass_on() is None
    _play(ctrl, rng)
    assert ctrl.move_to_pass_on() is not None


class _Host(App[None]):
    def on_mount(self) -> None:
        self.push_screen(HandoverScreen("Siri", move=lambda: (LONG_MOVE,)))


LONG_MOVE = ("Ola put the 10♦ bottom-right; the K♣ went to the discard pile. The stock ran out:"
             " the discard pile, except its top card, was shuffled into a new stock.")


async def test_a_long_move_wraps_in_the_box_at_60x20(text_of: Callable[[App[None]], str]
                                                     ) -> None:
    """A move after which the stock was shuffled anew runs to 150 cells: it wraps in the box,
    which keeps to the screen, every word in sight."""
    app = _Host()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#handover")
        assert box.region.width <= 60 and box.region.bottom <= 20, box.region
        assert app.screen.query_one("#handover-move").region.height >= 3
        shown = " ".join(text_of(app).replace("║", " ").split())
        assert LONG_MOVE in shown and "Pass to Siri" in shown, shown


async def test_the_handover_tells_the_moves_since_the_next_persons_last_turn(
        text_of: Callable[[GolfApp], str]) -> None:
    """Kari and Ola with a computer after each at 80×24: the box told only the move just made,
    a computer's, and the moves before it since the next person's turn went untold until the
    table showed. It tells them, oldest first, each on a row, above the last move, in public
    words (the driver's privacy check reads the box too)."""
    app = make_app("swedish-6", 4, seed=3, bots={1: "easy", 3: "hard"}, handover="auto")
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        seen = 0
        while seen < 3:
            assert driver.steps < 300, "no hand-over told moves before the last"
            await driver.step()
            screen = app.screen
            if not isinstance(screen, HandoverScreen) or screen.since is None:
                continue
            ctrl = driver.table().ctrl
            since = screen.since()
            move = screen.move() if screen.move is not None else ()
            told = _text(screen.query_one("#handover-move", Static)).split("\n")
            assert len(since) >= 2  # a computer's move and the person's before the last
            rows = told[:-1] if move and len(told) > len(since) else told
            assert len(rows) >= len(since)  # all of them: 80×24 has the room
            for row, line in zip(rows[-len(since):], since, strict=True):
                assert row in line.forms, (row, line)
            assert " ".join(told[len(since):]) in (*move, ctrl.last_move)
            shown = " ".join(text_of(app).replace("║", " ").split())
            assert all(" ".join(row.split()) in shown for row in rows), shown
            seen += 1


async def test_a_move_too_long_for_one_row_is_listed_wrapped_not_left_out(
        text_of: Callable[[GolfApp], str]) -> None:
    """Kari, Ola and Siri with a computer (Per) at 80×24: the box passing to Ola listed the
    computer's move and Kari's, and not Siri's, whose fewest words (78 cells) take two rows of
    the box, with six rows free above it. It wraps; where a move is left out, a row says how
    many."""
    app = make_app("norwegian-4", 4, seed=3, bots={3: "hard"}, handover="auto")
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        for keys in (("enter", "enter", "d", "1"), ("enter", "enter", "t", "2"),
                     ("enter", "enter", "d", "x")):
            for key in keys:
                await driver.press(key)
                await driver.settle()
        while not (isinstance(app.screen, HandoverScreen) and app.screen.player == "Ola"):
            assert driver.steps < 50
            await driver.step()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.since is not None
        since = screen.since()
        assert [line.text.split()[0] for line in since] == ["Siri", "Per"], since
        told = _text(screen.query_one("#handover-move", Static)).split("\n")
        assert len(told) == 3 and told[0] in since[0].forms, told  # Siri's, wrapped
        shown = " ".join(text_of(app).replace("║", " ").split())
        assert all(" ".join(row.split()) in shown for row in told), shown


def test_a_person_leaving_or_back_is_a_row_where_it_came_and_the_stand_ins_moves_listed(
        ) -> None:
    """Ola leaves after her move, a computer plays one turn for her, and she is back before
    Siri's move: the hand-over to her told "Ola is back." glued to Kari's move, the last,
    after Siri's that came after it, and not the computer's move for her (taken for her own
    last move). Each note is a row of its own where it came, the computer's move among them."""
    c = GameConfig(load_ruleset("norwegian-4"), (Seat("Kari"), Seat("Ola"), Seat("Siri")),
                   seed=3, animations=False, bot_delay=0.0)
    ctrl = Controller(c)
    kari, ola, siri = 0, 1, 2
    assert ctrl.current == ola

    def turn(seat: int) -> None:
        assert ctrl.current == seat
        turn = ctrl.turn
        while ctrl.turn == turn:
            ctrl.apply(ctrl.bot_view().legal[0])

    turn(ola)
    ctrl.hand_over(ola)
    turn(siri)
    turn(kari)
    turn(ola)  # the computer's, for her
    ctrl.take_back(ola)
    turn(siri)
    turn(kari)
    since = ctrl.since_to_pass_on()
    assert since is not None
    rows = [line.text for line in since()]
    assert [line.moves for line in since()] == [0, 1, 1, 1, 0, 1], rows
    assert rows[0] == "Ola left the table: a computer plays for Ola.", rows
    assert rows[3].startswith("Ola (bot) "), rows
    assert rows[4] == "Ola is back.", rows
    assert rows[5].startswith("Siri "), rows
    move = ctrl.move_to_pass_on()
    assert move is not None
    assert move()[0].startswith("Kari ") and "back" not in move()[0], move()


class _Many(App[None]):
    def on_mount(self) -> None:
        rows = [RecapLine(f"Siri (bot) drew a card from the stock, number {i}, and put it"
                          " face down bottom-left.", 1) for i in range(9)]
        self.push_screen(HandoverScreen("Ola", move=lambda: ("Kari knocked.",),
                                        since=lambda: [RecapLine("Ola is back.", 0), *rows]))


async def test_moves_the_box_has_no_room_for_are_counted(text_of: Callable[[App[None]], str]
                                                         ) -> None:
    """Nine moves of two rows each before the last at 80×24: the box lists the newest it has
    room for, and a row above them counts the moves left out (the note of a person back is no
    move): nobody takes the box for all that happened."""
    app = _Many()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#handover")
        assert box.region.bottom <= 24, box.region
        told = _text(app.screen.query_one("#handover-move", Static)).split("\n")
        listed = sum("number" in row for row in told)
        assert 0 < listed < 9, told
        moves = f"{9 - listed} earlier move{'s' if 9 - listed > 1 else ''}"
        assert told[0] == f"{moves}: l Log after Enter"  # l works once Enter took the box away
        shown = " ".join(text_of(app).replace("║", " ").split())
        assert told[0] in shown and "Kari knocked." in shown, shown


def test_a_move_that_wraps_keeps_the_fullest_form_the_two_rows_fit() -> None:
    """The box lists a move in one row, or wraps it over two: where no form fitted one row it
    wrapped the fewest words, "face down" dropped, where a fuller form fitted the same rows."""
    forms = ("Kari drew a card from the stock, put it face down top-right and threw away a card"
             " no longer in sight.",
             "Kari put a card face down top-right, threw away a card no longer in sight.",
             "Kari put a card top-right, threw away a card no longer in sight.")
    assert fullest(forms, 40) == forms[1]
    assert fullest(forms, 70) == forms[2]  # one row rather than two
    assert fullest(forms, 20) == forms[2]  # none fits two rows: the fewest words
