"""Leaving the table, what a play-tester found at eight seats: a person back at the table is
shown, once, the face-down cards the computer saw for them (its opening peek, the cards it
placed face down); a person gone when their turn comes can be handed to a computer from their
hand-over, and a turn not begun is the computer's at once; the palette finds "Cæcilie" typed
"Cae"."""

from __future__ import annotations

from typing import Any

import pytest
from textual.command import CommandList, CommandPalette
from textual.fuzzy import Matcher
from textual.widgets import Input

from golf_tui.app.app import GolfApp
from golf_tui.app.commands import found, plain_letters
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.screens.handover import AWAY_NOTE, HandoverScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import Action, DrawStock, Knock, view
from golf_tui.presets import load_ruleset

from .conftest import Driver, at_the_draw, make_app
from .test_leaving import chosen, run, titles, until_at_keys

KARI, OLA, SIRI = 0, 1, 2


def level_chooser(app: GolfApp) -> str:
    """The hint of the chooser of the level "A computer plays for Ola…" opened ("The level of
    the computer that plays for Ola…"); "" where it is not up."""
    if not isinstance(app.screen, CommandPalette):
        return ""
    return str(app.screen.query_one(Input).placeholder)


def four_cards() -> GameConfig:
    return GameConfig(load_ruleset("norwegian-4", rules=["match.holes=2"]),
                      (Seat("Kari"), Seat("Ola"), Seat("Siri")), seed=3, animations=False,
                      bot_delay=0.0)


def person_move(ctrl: Controller) -> Action:
    """A person's move that never knocks (so the hole goes on)."""
    return next(a for a in ctrl.bot_view().legal if not isinstance(a, Knock))


def play_turn(ctrl: Controller) -> None:
    """The seat to act plays its whole turn: a computer's choice, or a person's move."""
    turn = ctrl.turn
    while ctrl.turn == turn and not ctrl.match.finished:
        seat = ctrl.current
        if ctrl.is_bot(seat):
            ctrl.apply(ctrl.bots[seat].choose(ctrl.bot_view()))
        else:
            ctrl.apply(person_move(ctrl))


def test_back_at_the_table_she_is_shown_once_what_the_computer_saw_for_her() -> None:
    """Ola leaves before her first turn: the computer makes her opening peek and places cards
    for her. Back, her first turn opens (after her hand-over, whose note says why) with those
    cards shown, held until Enter, as a peek is; hidden, they are not shown again, not after a
    resume either; once she has moved they are hers to remember."""
    c = four_cards()
    ctrl = Controller(c)
    assert ctrl.current == OLA
    ctrl.hand_over(OLA)
    assert ctrl.is_bot(OLA)
    for _ in range(4):  # her opening and two more of her turns, the computer's
        play_turn(ctrl)
        while ctrl.current != KARI:
            play_turn(ctrl)
        play_turn(ctrl)
        assert ctrl.current == OLA and not ctrl.match.results
    play_turn(ctrl)  # the computer's last turn for her
    seen = view(ctrl.match.hole, OLA).memory
    assert len(seen) >= 2  # the opening peek at least
    assert ctrl.current == SIRI
    ctrl.take_back(OLA)  # on Siri's turn
    assert not ctrl.is_bot(OLA)
    play_turn(ctrl)  # Siri's
    play_turn(ctrl)  # Kari's
    assert ctrl.current == OLA
    assert ctrl.begin_turn() == "Ola"  # her hand-over
    assert ctrl.away_seen_next()
    # quit here and resumed: the same cards, after the same hand-over
    resumed = Controller(c, ctrl.match, peek_hidden=ctrl.peek_hidden,
                         seat_changes=list(ctrl.seat_changes))
    resumed.take_keys()
    assert resumed.reveal == seen and resumed.reveal_holds
    ctrl.take_keys()
    assert ctrl.reveal == seen and ctrl.reveal_holds
    ctrl.dismiss_reveal()
    assert not ctrl.reveal and not ctrl.away_seen()
    again = Controller(c, ctrl.match, peek_hidden=ctrl.peek_hidden,
                       seat_changes=list(ctrl.seat_changes))
    assert not again.away_seen_next()
    again.take_keys()
    assert not again.reveal and not again.reveal_holds
    play_turn(ctrl)  # her own move: what she knows now is what she saw
    while ctrl.current != OLA:
        play_turn(ctrl)
    ctrl.take_keys()
    assert not ctrl.reveal and not ctrl.away_seen()


def test_only_what_she_has_not_seen_is_shown() -> None:
    """Ola makes her opening peek herself, and her move, and leaves; the computer plays one
    turn for her, a card drawn and placed face down over one she knew. Back, she is shown that
    card alone: the others she saw herself."""
    from golf_tui.engine import Swap

    c = four_cards()
    ctrl = Controller(c)
    ctrl.take_keys()
    while ctrl.bot_view().phase == "opening":
        ctrl.apply(person_move(ctrl))
    ctrl.apply(DrawStock())
    v = ctrl.bot_view()
    ctrl.apply(next(a for a in v.legal if isinstance(a, Swap) and v.grids[OLA][a.pos] is None))
    mine = view(ctrl.match.hole, OLA).memory
    assert len(mine) >= 2
    ctrl.hand_over(OLA)
    assert ctrl.is_bot(OLA)
    while ctrl.current != OLA:
        play_turn(ctrl)
    ctrl.apply(DrawStock())  # the computer's turn for her, made here
    drawn = ctrl.bot_view().held
    pos = min(mine)
    ctrl.apply(Swap(pos))
    assert view(ctrl.match.hole, OLA).memory[pos] == drawn != mine[pos]
    ctrl.take_back(OLA)
    while ctrl.current != OLA:
        play_turn(ctrl)
    ctrl.take_keys()
    assert ctrl.reveal == {pos: drawn} and ctrl.reveal_holds


async def test_her_hand_over_says_it_and_the_table_shows_them() -> None:
    """In the app: the hand-over back to Ola says the computer's cards come first, and her
    table shows them (Driver's privacy check allows only them) until Enter."""
    app = make_app("norwegian-4", 3, holes=2)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        await until_at_keys(driver, "Kari")
        run(app, "A computer plays for Ola…")
        await chosen(pilot)
        await driver.settle()
        # the next hole: the computer makes her opening peek
        while ctrl.match.deals < 2 or not view(ctrl.match.hole, ola).memory:
            await driver.step()
        await until_at_keys(driver, "Kari")
        run(app, "Ola plays again")
        await driver.settle()
        while not isinstance(app.screen, HandoverScreen) or app.screen.player != "Ola":
            await driver.step()
        assert app.screen.note == AWAY_NOTE
        await driver.step()  # Enter
        assert ctrl.keys == ola and ctrl.reveal_holds
        assert ctrl.reveal == view(ctrl.match.hole, ola).memory
        assert "Remember these" in driver.text
        await driver.step()  # Enter hides them
        assert not ctrl.reveal and ctrl.at_keys_to_act()


async def test_on_her_hand_over_a_computer_takes_her_turn_at_once() -> None:
    """The hand-over "Pass to Ola" is up and Ola is gone: the palette offers "A computer plays
    for Ola…" there, and chosen, the computer plays that turn; the next hand-over is the next
    person's."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        while not (isinstance(app.screen, HandoverScreen) and app.screen.player == "Ola"):
            await driver.step()
        actions = len(ctrl.match.actions)
        assert "Ola" in await first_found(pilot, "computer plays for ola")
        await pilot.press("enter")
        await chosen(pilot)
        await driver.settle()
        assert ctrl.is_bot(ola) and ctrl.keys != ola
        while ctrl.current == ola:
            await driver.step()
        assert len(ctrl.match.actions) > actions  # the computer played her turn
        while not isinstance(app.screen, HandoverScreen):
            await driver.step()
        assert app.screen.player != "Ola"


async def test_after_her_hand_over_with_nothing_done_the_computer_takes_the_turn() -> None:
    """Ola pressed Enter on her hand-over, and has done nothing yet: "A computer plays for
    Ola…" is at once (nobody else plays her turn, seeing her draw); once she has drawn, it is
    from her next turn."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        await driver.until_turn_again(ola)  # the start of a turn of hers, nothing done
        run(app, "A computer plays for Ola…")
        await chosen(pilot)
        await driver.settle()
        assert ctrl.is_bot(ola) and ctrl.keys is None
        assert not ctrl.pending
        assert "Ola left the table: a computer plays for Ola." in [
            line for line, _after in ctrl.log_lines()]
        while ctrl.current == ola:
            await driver.step()
        await until_at_keys(driver, "Siri")
        run(app, "Ola plays again")
        await driver.settle()
        await until_at_keys(driver, "Ola")
        await driver.press("d")
        await driver.settle()
        run(app, "A computer plays for Ola…")
        await chosen(pilot)
        await driver.settle()
        assert not ctrl.is_bot(ola)
        assert "A computer plays for Ola from their next turn." in driver.text


async def first_found(pilot: Any, words: str) -> str:
    """ctrl+p, ``words`` typed: the palette's first find once its search has put it on top
    ("" for none)."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CommandPalette)
    await pilot.press(*words)
    palette = pilot.app.screen
    for _ in range(200):  # until the words are in its field, and its search is over
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if palette.query_one(Input).value == words and not pilot.app.workers:
            break
    listed = palette.query_one(CommandList)
    if not listed.option_count or listed.highlighted != 0:
        return ""
    return str(listed.get_option_at_index(0).prompt)


def test_a_title_is_found_by_its_plain_letters() -> None:
    """"comp Cae" finds "A computer plays for Cæcilie…" (its "Cæ" marked), "Bjorn" Bjørn's,
    "Dorte" Dörte's; not another's."""
    cae = found(Matcher("comp Cae"), "A computer plays for Cæcilie…")
    assert cae is not None and cae[0] > 0
    assert cae[1].plain == "A computer plays for Cæcilie…"
    assert {cae[1].plain[span.start:span.end] for span in cae[1].spans} >= {"C", "æ"}
    assert found(Matcher("comp Cae"), "A computer plays for Åse…") is None
    assert found(Matcher("Bjorn"), "Bjørn plays again") is not None
    assert found(Matcher("Dorte"), "A computer plays for Dörte…") is not None
    assert found(Matcher("Dorte"), "A computer plays for Doris…") is None
    assert plain_letters("Åse Cæcilie") == ("Aase Caecilie", (0, 0, 1, 2, 3, 4, 5, 5, 6, 7, 8,
                                                             9, 10))


@pytest.mark.parametrize(("typed", "name"), [
    ("Aase", "Åse"), ("Ase", "Åse"), ("aase", "Åse"), ("Soren", "Søren"), ("soren", "Søren"),
    ("Soeren", "Søren"), ("Aerø", "Ærø"), ("Aero", "Ærø"), ("Maenner", "Männer"),
    ("Manner", "Männer"), ("Mueller", "Müller"), ("Muller", "Müller"), ("Oeland", "Öland"),
    ("Oland", "Öland")])
def test_a_name_is_found_as_danes_and_norwegians_type_it(typed: str, name: str) -> None:
    """A Danish family typed "Aase" for Åse, "soren" for Søren and "Aero" or "Aerø" for Ærø on
    a keyboard without those letters (the palette found only "Ase"): å as aa or a, ø and ö as
    oe or o, æ as ae, ä as ae or a, ü as ue or u: their entry comes first."""
    people = ["Åse", "Søren", "Ærø", "Männer", "Müller", "Öland", "Ida", "Ane", "Solveig"]
    hits = {person: found(Matcher(typed), f"A computer plays for {person}…")
            for person in people}
    scores = {person: hit[0] for person, hit in hits.items() if hit is not None}
    assert max(scores, key=lambda person: scores[person]) == name, (typed, scores)


async def test_the_entry_for_a_name_is_found_by_its_plain_letters() -> None:
    """In the palette: "comp Cae" typed finds "A computer plays for Cæcilie…" first, and Enter
    on it asks the level of the computer that plays for her."""
    seats = (Seat("Åse"), Seat("Bjørn"), Seat("Cæcilie"))
    c = GameConfig(load_ruleset("swedish-6", rules=["match.holes=2"]), seats, seed=3,
                   animations=False, bot_delay=0.0)
    app = GolfApp(c)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = driver.table()
        await until_at_keys(driver, "Åse")
        assert "A computer plays for Cæcilie…" in titles(app)
        assert "Cæcilie" in await first_found(pilot, "comp Cae")
        await pilot.press("enter")
        await pilot.pause()
        assert "Cæcilie" in level_chooser(app)
        await chosen(pilot)
        await driver.settle()
        assert table.ctrl.is_bot(2)
        assert isinstance(app.screen, TableScreen)
