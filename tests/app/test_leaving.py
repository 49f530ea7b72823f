"""A person leaves the table in the middle of a match ("Ola has to catch the bus"): from the
command palette a computer plays their seat, and they take it back later. The computer's turns
need no hand-over, nobody is shown the leaving person's cards, the save keeps the seat a
computer's, and the log says who left and who came back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.command import CommandPalette

from golf_tui.app.app import GolfApp
from golf_tui.app.commands import palette
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.session import Session, bare_session, stand_ins
from golf_tui.engine import DrawStock
from golf_tui.i18n import set_language, translation
from golf_tui.presets import load_ruleset
from golf_tui.storage import SavedMatch

from .conftest import Driver, at_the_draw, make_app, palette_listed, run_from_palette


def resumed(session: Session) -> GolfApp:
    """The app resuming the match ``session`` saved (its lock let go, as at a new start)."""
    saved = session.store.load()
    assert saved is not None
    session.store.lock.release()
    return GolfApp(None, session=session, resume=saved)


def run(app: GolfApp, title: str) -> None:
    """Run the palette's entry ``title``, as the table's palette offers it now."""
    table = app.table
    assert table is not None
    offers = {offer.title: offer for offer in palette(app, table)}
    assert title in offers, sorted(offers)
    offers[title].run()


async def chosen(pilot: Any, words: str = "") -> None:
    """In the chooser of the level that "A computer plays for Ola…" opened, type ``words`` and
    press Enter once its search has put its first find on top (none typed: Enter takes the one
    highlighted as it opened, normal)."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, CommandPalette)
    if words:
        await pilot.press(*words)
        await pilot.pause()
    await palette_listed(pilot, words)
    await pilot.press("enter")
    await pilot.pause()


async def leaves(pilot: Any, name: str = "Ola", words: str = "") -> None:
    """The palette's "A computer plays for Ola…" run, and a level chosen (``chosen``)."""
    run(pilot.app, f"A computer plays for {name}…")
    await chosen(pilot, words)


def titles(app: GolfApp) -> set[str]:
    assert app.table is not None
    return {offer.title for offer in palette(app, app.table)}


async def until_at_keys(driver: Driver, name: str) -> TableScreen:
    """Play on until ``name`` is at the keys to act (past the hand-over); the table."""
    table = driver.table()
    ctrl = table.ctrl
    while not (ctrl.at_keys_to_act() and ctrl.names[ctrl.current] == name
               and driver.app.screen is table and not ctrl.reveal_holds):
        assert driver.steps < 2000
        await driver.step()
    return table


async def at_the_keys(pilot: Any, name: str) -> tuple[Driver, Controller, int]:
    """From the draw, play on until ``name`` is at the keys: the driver, the controller and
    Ola's seat."""
    driver, table = await at_the_draw(pilot)
    await until_at_keys(driver, name)
    return driver, table.ctrl, table.ctrl.names.index("Ola")


async def ola_leaves(driver: Driver, at_keys: str) -> tuple[Controller, int]:
    """Play on until ``at_keys`` is at the keys, then run the palette's "A computer plays for
    Ola…" (at the normal level): the controller and Ola's seat."""
    await until_at_keys(driver, at_keys)
    await leaves(driver.pilot)
    await driver.settle()
    ctrl = driver.table().ctrl
    return ctrl, ctrl.names.index("Ola")


async def play_watching(driver: Driver, steps: int, handed: list[str]) -> None:
    """``steps`` steps of play, the name of every hand-over met noted in ``handed``."""
    for _ in range(steps):
        ctrl = driver.table().ctrl
        # a computer's seat is never the one the table draws as its own
        assert all(ctrl.seat_shown != seat for seat in ctrl.stand_ins)
        screen = driver.app.screen
        if isinstance(screen, HandoverScreen) and (not handed or handed[-1] is not screen):
            handed.append(screen.player)
        await driver.step()


async def test_a_computer_plays_for_ola_without_a_hand_over_and_she_comes_back() -> None:
    """Three people; Ola leaves at Kari's turn: from then on her seat is played by a computer
    player, with no "Pass to Ola" (Driver checks after every step that no face-down card is
    shown). "Ola plays again" gives her seat back, and her next turn begins with her hand-over."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, ctrl, ola = await at_the_keys(pilot, "Kari")
        assert "A computer plays for Ola…" in titles(app) and "Ola plays again" not in titles(app)
        await leaves(pilot)
        await driver.settle()
        assert ctrl.is_bot(ola) and ctrl.stand_ins == {ola: "normal"}
        assert ola not in ctrl.humans
        assert "Ola plays again" in titles(app) and "A computer plays for Ola…" not in titles(app)
        lines = [line for line, _after in ctrl.log_lines()]
        assert "Ola left the table: a computer plays for Ola." in lines
        assert "Ola left the table" in ctrl.line
        moves_before = sum(1 for _ in ctrl.match.actions)
        handed: list[Any] = []
        await play_watching(driver, 30, handed)  # 60 before
        assert "Ola" not in [getattr(h, "player", h) for h in handed]
        # the order is Kari, Ola, Siri: each hand-over to Siri came after Ola's seat moved
        assert handed.count("Siri") >= 2, handed
        assert len(ctrl.match.actions) > moves_before + 6  # Ola's seat moved on its own
        # the scorecard and the names keep her name; while a computer plays, "(bot)"
        assert ctrl.names[ola] == "Ola" and ctrl.who(ola) == "Ola (bot)"
        await driver.until_legal(DrawStock())  # a person at the keys: Ola's seat not to act
        assert ctrl.current != ola
        run(app, "Ola plays again")
        await driver.settle()
        assert not ctrl.is_bot(ola) and not ctrl.stand_ins
        assert "Ola is back." in [line for line, _after in ctrl.log_lines()]
        handed = []
        while ctrl.current != ola or not isinstance(app.screen, HandoverScreen):
            assert driver.steps < 2000
            assert not ctrl.match.finished
            await driver.step()
        assert isinstance(app.screen, HandoverScreen) and app.screen.player == "Ola"


async def test_with_one_person_left_auto_stops_handing_over() -> None:
    """Kari and Ola, hand-overs on "auto": once Ola has left, Kari is the only person at the
    table and plays on without a hand-over before each of her turns (one, at most, right after
    Ola left, since Ola held the keys)."""
    app = make_app("swedish-6", 2, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, _table = await at_the_draw(pilot)
        ctrl, ola = await ola_leaves(driver, "Kari")
        assert ctrl.is_bot(ola) and ctrl.humans == (1 - ola,)
        handed: list[Any] = []
        turns = 0
        for _ in range(30):  # Kari's draw and move, the computer's turn: turns > 4 by 15
            if ctrl.match.finished:
                break
            if ctrl.at_keys_to_act():
                turns += 1
            await play_watching(driver, 1, handed)
        assert turns > 4
        assert len(handed) <= 1, handed


async def test_on_her_own_turn_it_starts_at_her_next_turn() -> None:
    """Asked while Ola is taking her turn, the change waits for its end: she finishes her move,
    and the computer plays her next turn. The note says so."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, _table = await at_the_draw(pilot)
        ctrl, ola = await ola_leaves(driver, "Ola")
        assert not ctrl.is_bot(ola) and ctrl.keys == ola
        assert "A computer plays for Ola from their next turn." in driver.text
        assert "Ola plays on" in titles(app)  # to change her mind
        turn = ctrl.turn
        while ctrl.turn == turn:
            await driver.step()
        assert ctrl.is_bot(ola)
        assert "Ola left the table" in ctrl.line
        assert "Ola (bot)" not in ctrl.line  # the move before it was hers, not the computer's
        # she held the keys: they are taken from her, and her seat is drawn as an opponent's
        # (the table's own grid is a person's), until the next person's hand-over
        assert ctrl.keys is None and ctrl.seat_shown != ola
        assert not ctrl.reveal
        await driver.step()  # the computer plays her turn; the next person's comes
        while not isinstance(app.screen, HandoverScreen):
            assert ctrl.seat_shown != ola
            await driver.step()
        assert app.screen.player != "Ola"


async def test_changed_mind_on_her_own_turn_she_plays_on() -> None:
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        await until_at_keys(driver, "Ola")
        await leaves(pilot)
        run(app, "Ola plays on")
        await driver.settle()
        assert "Ola plays on." in driver.text
        turn = ctrl.turn
        while ctrl.turn == turn:
            await driver.step()
        assert not ctrl.is_bot(ola)


async def test_the_palette_entry_found_by_typing() -> None:
    """ctrl+p and the entry's words typed: the seat is handed over."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, ctrl, ola = await at_the_keys(pilot, "Kari")
        await run_from_palette(pilot, "computer plays for ola")
        await chosen(pilot)
        await driver.settle()
        assert isinstance(app.screen, TableScreen)
        assert ctrl.is_bot(ola)


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
async def test_the_entries_and_the_log_line_are_translated(lang: str) -> None:
    t = translation(lang)
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        await until_at_keys(driver, "Kari")
        set_language(lang)
        try:
            leave = t.gettext("A computer plays for %(name)s…") % {"name": "Ola"}
            assert leave != "A computer plays for Ola…"
            run(app, leave)
            await pilot.pause()
            # the chooser's levels are the setup's words for them
            listed = await palette_listed(pilot, at_least=3)
            first = str(listed.get_option_at_index(0).prompt).splitlines()
            assert first[0] == t.gettext("normal").capitalize()
            helped = t.gettext("A computer at this level plays for %(name)s") % {"name": "Ola"}
            assert helped != "A computer at this level plays for Ola" and helped in first
            await chosen(pilot)
            await driver.settle()
            left = t.gettext("%(name)s left the table: a computer plays for %(name)s.") % {
                "name": "Ola"}
            assert left != "Ola left the table: a computer plays for Ola."
            assert left in [line for line, _after in table.ctrl.log_lines()]
            back = t.gettext("%(name)s plays again") % {"name": "Ola"}
            assert back in titles(app)
        finally:
            set_language("en")


# --- saving ------------------------------------------------------------------------------------


@pytest.fixture
def session(tmp_path: Path, own_home: None) -> Session:
    return bare_session(tmp_path)


def config() -> GameConfig:
    seats = (Seat("Kari"), Seat("Ola"), Seat("Siri"))
    return GameConfig(load_ruleset("swedish-6", rules=["match.holes=3"]), seats, seed=3,
                      animations=False, bot_delay=0.0)


async def test_the_save_keeps_the_seat_a_computers_and_resume_goes_on_so(
    session: Session,
) -> None:
    """The autosave after the change holds it: resumed, Ola's seat is still played by the
    computer, at its level, and her name is still hers in the save (the history counts the match
    as hers). "Ola plays again" after the resume gives it back, and the save says so too."""
    app = GolfApp(config(), session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        await until_at_keys(driver, "Kari")
        ola = table.ctrl.names.index("Ola")
        await leaves(pilot)
        await driver.settle()
    saved = session.store.load()
    assert saved is not None
    assert saved.settings["stand_ins"] == [[ola, "normal"]]
    assert saved.seats[ola] == ("Ola", "human")
    session.store.lock.release()
    app = GolfApp(None, session=session, resume=saved)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = driver.table()
        ctrl = table.ctrl
        assert ctrl.is_bot(ola) and ctrl.bot_kind(ola) == "normal" and ola not in ctrl.humans
        handed: list[Any] = []
        await play_watching(driver, 20, handed)  # 40 before
        assert "Ola" not in handed
        assert "Siri" in handed, handed  # after Ola's seat moved (Kari, Ola, Siri)
        await driver.until_legal(DrawStock())  # a person to act: not Ola's seat
        run(app, "Ola plays again")
        await driver.settle()
        assert not ctrl.is_bot(ola)
    again = session.store.load()
    assert again is not None and "stand_ins" not in again.settings


def saved_with(settings: dict[str, Any]) -> SavedMatch:
    from golf_tui.engine import Match

    c = config()
    match = Match.start(c.ruleset, list(c.names), 3)
    return SavedMatch(match, (("Kari", "human"), ("Ola", "human"), ("Bot", "hard")), settings,
                      "")


@pytest.mark.parametrize("value", [
    None, "Ola", [[1]], [[1, "godlike"]], [[7, "easy"]], [[-1, "easy"]], [[2, "easy"]],
    [[True, "easy"]], [[1.5, "easy"]], [["1", "easy"]], {"1": "easy"},
])  # fmt: skip
def test_a_bad_stand_in_in_a_save_is_passed_over(value: object) -> None:
    """A hand-edited or damaged "stand_ins" never crashes the resume: a pair that is not a
    person's seat and a level this version has is left out (the person plays the seat)."""
    assert stand_ins(saved_with({"stand_ins": value})) == {}


def test_a_stand_in_in_a_save_is_read() -> None:
    assert stand_ins(saved_with({"stand_ins": [[1, "hard"], [0, "easy"]]})) == {
        1: "hard", 0: "easy"}
    assert stand_ins(saved_with({})) == {}



# --- the recap, a resumed log, a change asked for and quit before the turn's end -------------


async def until_after(driver: Driver, name: str) -> TableScreen:
    """Play on until ``name`` is to act at the table with a recap to read (others' moves since
    their last one); the table."""
    while True:
        table = await until_at_keys(driver, name)
        if table.ctrl.recap():
            return table
        await driver.step()


def recap_texts(ctrl: Controller) -> list[str]:
    return [line.text for line in ctrl.recap()]


async def test_the_recap_tells_who_left_the_table_and_who_came_back() -> None:
    """Kari hands Ola's seat to a computer at her turn: Siri, the next person at the keys, reads
    it in the recap of what happened since her last move (it was only in the log: a note of no
    move, left out with the note of a resumed match), and the hand-over to her tells it
    before the move after it, a row of its own. Likewise "Ola is back."."""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, _table = await at_the_draw(pilot)
        await until_after(driver, "Siri")
        await driver.step()  # Siri's move: her recap starts after it
        ctrl, _ola = await ola_leaves(driver, "Kari")
        # the hand-over to Siri tells it before the computer's move for Ola, a row of its own
        # where it came
        while not (isinstance(app.screen, HandoverScreen) and app.screen.player == "Siri"):
            assert driver.steps < 2000
            await driver.step()
        assert app.screen.since is not None and app.screen.move is not None
        rows = [line.text for line in app.screen.since()]
        assert "Ola left the table: a computer plays for Ola." in rows, rows
        after = rows[rows.index("Ola left the table: a computer plays for Ola.") + 1:]
        assert any(r.startswith("Ola (bot) ") for r in [*after, app.screen.move()[0]]), rows
        await until_after(driver, "Siri")
        texts = recap_texts(ctrl)
        assert "Ola left the table: a computer plays for Ola." in texts, texts
        assert any("Ola (bot)" in text for text in texts)  # the computer's move after it
        # a note, no move: the table's count of moves left out does not count it
        note = next(line for line in ctrl.recap() if "left the table" in line.text)
        assert note.moves == 0
        run(app, "Ola plays again")
        await driver.settle()
        await until_after(driver, "Kari")
        assert "Ola is back." in recap_texts(ctrl), recap_texts(ctrl)


async def test_the_change_after_her_own_move_is_told_once_with_it() -> None:
    """Asked on Ola's own turn, the change comes after her move, and the narration tells both
    ("Ola drew … Ola left the table: …"): the hand-over to the next person says so (it told
    her move alone), and their recap has that as its last line, and not her move a second time
    before it. (She has drawn: a turn not begun yet is the computer's at once.)"""
    app = make_app("swedish-6", 3, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, _table = await at_the_draw(pilot)
        await until_after(driver, "Ola")
        await driver.press("d")
        await driver.settle()
        ctrl, ola = await ola_leaves(driver, "Ola")
        turn = ctrl.turn
        while ctrl.turn == turn:
            await driver.step()
        assert ctrl.is_bot(ola)
        # the hand-over to Siri, which everyone sees, tells it after the move too
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.player == "Siri"
        assert screen.move is not None
        forms = screen.move()
        assert forms[0].startswith("Ola ") and forms[0].endswith(
            "Ola left the table: a computer plays for Ola."), forms
        await until_after(driver, "Siri")
        texts = recap_texts(ctrl)
        # Ola's move, then the note, in one line: the last but the computer's move after it
        told = [text for text in texts if text.startswith("Ola")]
        assert len(told) == 1 and "Ola left the table" in told[0], texts
        assert not told[0].startswith("Ola (bot)")


async def test_resumed_her_own_moves_are_hers_and_the_computers_are_its(
    session: Session,
) -> None:
    """Ola moves, then leaves the table, and the computer moves for her in the same hole; the
    match is quit and resumed. The log of that hole names her own move "Ola" and the computer's
    "Ola (bot)" (both read "Ola (bot)": the replay named every move of the seat as it is
    played now), and tells her leaving between them, as it did before."""
    app = GolfApp(config(), session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        ola = ctrl.names.index("Ola")
        await until_at_keys(driver, "Ola")
        deal = ctrl.match.deals
        turn = ctrl.turn
        while ctrl.turn == turn:
            await driver.step()
        await ola_leaves(driver, "Kari")
        while not any(line.startswith("Ola (bot)") for line, _ in ctrl.log_lines()):
            assert ctrl.match.deals == deal
            await driver.step()
        before = [line for line, _after in ctrl.log_lines()]
    assert ctrl.match.deals == deal
    app = resumed(session)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        ctrl = driver.table().ctrl
        assert ctrl.is_bot(ola)
        lines = [line for line, _after in ctrl.log_lines()]
        assert lines[:len(before)] == before, (lines, before)
        left = lines.index("Ola left the table: a computer plays for Ola.")
        computer = [i for i, line in enumerate(lines) if line.startswith("Ola (bot)")]
        own = [i for i, line in enumerate(lines)
               if line.startswith("Ola ") and i not in computer and i != left]
        assert own and all(i < left for i in own), "\n".join(lines)
        assert computer and all(i > left for i in computer)


async def test_a_change_asked_on_her_turn_and_quit_before_its_end_comes_after_the_resume(
    session: Session,
) -> None:
    """Ola asks for a computer on her own turn (it waits for the turn's end) and the match is
    quit before she has moved: the save keeps the change asked for, so resumed, her turn is hers
    to finish and the computer plays her next one (it was lost: she played on)."""
    app = GolfApp(config(), session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        driver, _table = await at_the_draw(pilot)
        ctrl, ola = await ola_leaves(driver, "Ola")
        assert not ctrl.is_bot(ola) and ctrl.current == ola
        turn = ctrl.turn
    app = resumed(session)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        ctrl = driver.table().ctrl
        assert ctrl.turn == turn and not ctrl.is_bot(ola)
        assert "Ola plays on" in titles(app)  # the palette knows it is coming
        assert isinstance(app.screen, HandoverScreen) and app.screen.player == "Ola"
        while ctrl.turn == turn:
            await driver.step()
        assert ctrl.is_bot(ola) and ctrl.stand_ins == {ola: "normal"}
        assert "Ola left the table" in ctrl.line
    again = session.store.load()
    assert again is not None
    assert again.settings["stand_ins"] == [[ola, "normal"]] and "pending" not in again.settings


def test_a_change_saved_for_a_turn_already_over_is_made_at_the_resume() -> None:
    """A save whose change was asked for in a turn that is over (the save of its end never
    written) makes it as the match resumes: it is not kept for a turn that will not come."""
    from golf_tui.app.controller import Pending

    c = config()
    first = Controller(c)
    ola = 1
    while first.current == ola or first.match.hole.turns == 0:
        first.apply(first.bot_view().legal[0])
    ctrl = Controller(c, first.match, pending={ola: Pending("easy", (0, 0, ola))})
    assert ctrl.is_bot(ola) and ctrl.stand_ins == {ola: "easy"} and not ctrl.pending
    kept = Controller(c, first.match, pending={ola: Pending("easy", ctrl._turn_key())})
    assert not kept.is_bot(ola) and kept.pending == {ola: Pending("easy", kept._turn_key())}


@pytest.mark.parametrize("value", [
    None, "x", [[1, "easy", 0, 0]], [[1, "godlike", 0, 0, 1]], [[7, "easy", 0, 0, 1]],
    [[2, "easy", 0, 0, 1]], [[1, "easy", 0, True, 1]], [[1, "easy", "0", 0, 1]],
])  # fmt: skip
def test_a_bad_pending_change_in_a_save_is_passed_over(value: object) -> None:
    from golf_tui.app.session import pending

    assert pending(saved_with({"pending": value})) == {}


@pytest.mark.parametrize("value", [
    None, "x", [[3, 1, 1, "easy"]], [[3, 1, 1, "godlike", False]], [[3, 1, 2, None, False]],
    [[3, 1, 9, None, False]], [[3, 1, 1, None, 0]], [[-1, 1, 1, None, False]],
    [[3, 1.0, 1, None, False]],
])  # fmt: skip
def test_a_bad_seat_change_in_a_save_is_passed_over(value: object) -> None:
    from golf_tui.app.session import seat_changes

    assert seat_changes(saved_with({"seat_changes": value})) == []


def test_good_pending_and_seat_changes_in_a_save_are_read() -> None:
    from golf_tui.app.controller import Pending, SeatChange
    from golf_tui.app.session import pending, seat_changes

    saved = saved_with({"pending": [[1, None, 2, 5, 1]],
                        "seat_changes": [[3, 1, 1, "hard", False], [9, 1, 1, None, True]]})
    assert pending(saved) == {1: Pending(None, (2, 5, 1))}
    assert seat_changes(saved) == [SeatChange(3, 1, 1, "hard", False),
                                   SeatChange(9, 1, 1, None, True)]


def test_leaving_on_the_holes_last_move_is_told_with_it() -> None:
    """Siri knocks and Ola, on the hole's last turn, asks for a computer: the change comes
    after her move, which ends the hole. The line the hole's result shows (``last_move``) tells
    both (it told her move alone, and the table's log only then said she had left), and the
    log of that hole ends with it; the next deal's first hand-over does not tell it again."""
    from golf_tui.engine import Knock

    c = GameConfig(load_ruleset("norwegian-4", rules=["match.holes=2"]),
                   (Seat("Kari"), Seat("Ola"), Seat("Siri")), seed=3, animations=False,
                   bot_delay=0.0)
    ctrl = Controller(c)
    kari, ola, siri = 0, 1, 2
    assert ctrl.current == ola  # the dealer's left

    def turn(seat: int, knock: bool = False) -> None:
        assert ctrl.current == seat
        turn = ctrl.turn
        while ctrl.turn == turn:
            legal = ctrl.bot_view().legal
            ctrl.apply(Knock() if knock and Knock() in legal
                       else next(a for a in legal if not isinstance(a, Knock)))

    turn(ola)
    turn(siri, knock=True)
    turn(kari)
    ctrl.apply(DrawStock())  # she has begun her turn: the change comes at its end
    assert "from their next turn" in ctrl.hand_over(ola)[0]
    turn(ola)
    assert ctrl.match.results and ctrl.is_bot(ola)
    assert ctrl.last_move.startswith("Ola ") and ctrl.last_move.endswith(
        "Ola left the table: a computer plays for Ola."), ctrl.last_move
    assert ctrl.log_lines()[-1][0] == "Ola left the table: a computer plays for Ola."
    # quit on the result and resumed: the result comes again, and tells it the same
    again = Controller(c, ctrl.match, stand_ins=dict(ctrl.stand_ins),
                       seat_changes=list(ctrl.seat_changes))
    assert again.unseen_result is not None and again.last_move == ctrl.last_move
    assert [line for line, _ in again.log_lines()][:-1] == [
        line for line, _ in ctrl.log_lines()]  # and the note that the match goes on
    ctrl.clear_ending()
    told = ctrl.move_to_pass_on()
    assert told is None or not any("left the table" in form for form in told())


async def test_the_level_is_chosen_after_the_entry_normal_first() -> None:
    """"A computer plays for Ola…" opens a chooser of the level: Normal, highlighted (Enter
    takes it), then Easy and Hard; "hard" typed plays her seat at the hard level, and Esc
    leaves it hers. The palette keeps one entry a person at eight players, not one a level.
    (No hand-overs: the seven turns to Kari's are played faster, and neither the chooser nor
    the palette's entries depend on them.)"""
    app = make_app("norwegian-4", 8, holes=2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        driver, ctrl, ola = await at_the_keys(pilot, "Kari")
        seats = [t for t in titles(app) if "computer plays for" in t or "plays again" in t]
        assert len(seats) == 8, seats
        run(app, "A computer plays for Ola…")
        await pilot.pause()
        chooser = app.screen
        assert isinstance(chooser, CommandPalette)
        listed = await palette_listed(pilot, at_least=3)
        prompts = [str(listed.get_option_at_index(i).prompt) for i in range(3)]
        assert [p.splitlines()[0] for p in prompts] == ["Normal", "Easy", "Hard"], prompts
        assert listed.highlighted == 0
        await pilot.press("escape")
        await driver.settle()
        assert not ctrl.is_bot(ola) and isinstance(app.screen, TableScreen)
        await leaves(pilot, words="hard")
        await driver.settle()
        assert ctrl.stand_ins == {ola: "hard"} and ctrl.bot_kind(ola) == "hard"
        assert type(ctrl.bots[ola]).__name__ == "HardBot"
