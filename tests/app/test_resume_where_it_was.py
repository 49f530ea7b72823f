"""A resumed match goes on where it was, as the people at the table saw it: an opening peek not
acted on yet is shown again (to its player, after the hand-over), a computer's turn is watched
from the human's seat with the hole's log told again, and a hole's result the save was taken on
comes back first."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.glyphs import card_label
from golf_tui.app.screens.handover import OPENING_PEEK_NOTE, HandoverScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.session import Session, bare_session, table_settings
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.engine import DRAW_STOCK, KNOCK, PEEKS, SWAPS
from golf_tui.presets import load_ruleset
from golf_tui.storage import SavedMatch

from .conftest import assert_private, screen_text


def quick_config(preset: str, kinds: tuple[str, ...] = ("human", "human"),
                 holes: int = 2) -> GameConfig:
    seats = tuple(Seat(name, kind) for name, kind in zip(("Kari", "Ola", "Siri"), kinds,
                                                         strict=False))
    return GameConfig(load_ruleset(preset, rules=[f"match.holes={holes}"]), seats, seed=5,
                      animations=False, bot_delay=0.0)


@pytest.fixture
def session(tmp_path: Path, own_home: None) -> Session:
    return bare_session(tmp_path)


@pytest.fixture
def make_app(session: Session) -> Callable[..., GolfApp]:
    def build(**kw: Any) -> GolfApp:
        return GolfApp(None, session=session, **kw)

    return build


def table_of(app: GolfApp) -> TableScreen | None:
    return next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)


def _saved(session: Session, ctrl: Controller) -> SavedMatch:
    seats = tuple((s.name, s.kind) for s in ctrl.config.seats)
    session.store.save(ctrl.match, seats, table_settings(ctrl.config))
    saved = session.store.load()
    assert saved is not None
    return saved


async def test_an_opening_peek_saved_is_shown_again_after_the_hand_over(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Quit (or crash) while the opening peek is on screen: the save holds both peeks, so the
    look is used up. After the hand-over to Ola, and only then, her two cards are shown again,
    as fresh ("Remember these"), and hidden by Enter."""
    ctrl = Controller(quick_config("norwegian-4"))
    ola = ctrl.current
    ctrl.take_keys()
    ctrl.apply(PEEKS[2])
    ctrl.apply(PEEKS[3])
    peeked = [card_label(ctrl.reveal[p]) for p in (2, 3)]
    app = make_app(resume=_saved(session, ctrl))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen)
        assert screen.player == "Ola" and screen.note == OPENING_PEEK_NOTE
        table = table_of(app)
        assert table is not None and table.ctrl.keys is None and not table.ctrl.reveal
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert table.ctrl.keys == ola and table.ctrl.reveal_holds
        text = screen_text(app)
        assert all(label in text for label in peeked), text
        assert "Remember these" in text
        assert_private(app)
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        assert not table.ctrl.reveal and not any(label in text for label in peeked)
        assert table.ctrl.at_keys_to_act()


async def test_an_opening_peek_hidden_with_enter_is_not_shown_again(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Ola looked, pressed Enter to hide her cards, then quit: the save says the peek was hidden,
    so the resumed match gives her no second look (in four-card golf memory is the game)."""
    app = GolfApp(quick_config("norwegian-4"), session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the hand-over to the first player
        await pilot.pause()
        table = table_of(app)
        assert table is not None
        ctrl = table.ctrl
        await pilot.press("3", "4")
        await pilot.pause()
        assert ctrl.reveal_holds
        peeked = [card_label(ctrl.reveal[p]) for p in (2, 3)]
        await pilot.press("enter")  # hide them
        await pilot.pause()
        assert not ctrl.reveal and ctrl.at_keys_to_act()
        seat, deals = ctrl.current, ctrl.match.deals
    saved = session.store.load()  # written when Enter hid the cards
    assert saved is not None and saved.settings.get("peek_hidden") == [deals, seat]
    app = make_app(resume=saved)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.note != OPENING_PEEK_NOTE
        await pilot.press("enter")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and table.ctrl.keys == seat
        assert not table.ctrl.reveal and not table.ctrl.reveal_holds
        text = screen_text(app)
        assert not any(label in text for label in peeked), text
        assert table.ctrl.at_keys_to_act()


async def test_a_peek_paid_for_is_shown_again_after_the_hand_over(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """With the peek penalty Kari paid a point to look at her top-left card, then quit: after
    the resume she sees it again (until her next action, as before), not a card back for the
    point she paid; the hand-over does not call it an opening peek."""
    config = quick_config("norwegian-4")
    config = GameConfig(load_ruleset("norwegian-4", ["peek-penalty"], rules=["match.holes=2"]),
                        config.seats, seed=5, animations=False, bot_delay=0.0)
    ctrl = Controller(config)
    seat = ctrl.current
    ctrl.take_keys()
    ctrl.apply(PEEKS[2])
    ctrl.apply(PEEKS[3])
    ctrl.dismiss_reveal()
    ctrl.apply(PEEKS[0])  # paid for
    paid = card_label(ctrl.reveal[0])
    app = make_app(resume=_saved(session, ctrl))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.note != OPENING_PEEK_NOTE
        table = table_of(app)
        assert table is not None and not table.ctrl.reveal
        await pilot.press("enter")
        await pilot.pause()
        assert table.ctrl.keys == seat and set(table.ctrl.reveal) == {0}
        assert not table.ctrl.reveal_holds  # no Enter needed: it stays until the next action
        assert paid in screen_text(app)
        assert_private(app)
        await pilot.press("d")
        await pilot.pause()
        assert not table.ctrl.reveal


async def test_a_resumed_turn_keeps_every_key_that_fits_in_the_footer(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """The play-tester's case: after a resume at 80 columns the footer hid the pile's `h` as
    well as the palette's key, measuring the row again before its layout caught up. (Now the
    keys are drawn closer together and the palette's key stays too.)"""
    rules = load_ruleset("norwegian-4", ["face-up", "peek-penalty"], rules=["match.holes=2"])
    config = GameConfig(rules, quick_config("norwegian-4").seats, seed=31, animations=False,
                        bot_delay=0.0)
    ctrl = Controller(config)
    for actions in ((PEEKS[2], PEEKS[3], DRAW_STOCK, SWAPS[0]),
                    (PEEKS[2], PEEKS[3], DRAW_STOCK, SWAPS[3]), (DRAW_STOCK, SWAPS[1])):
        ctrl.take_keys()
        for action in actions:
            ctrl.apply(action)
    app = make_app(resume=_saved(session, ctrl))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        footer = app.screen.query_one(FittingFooter)
        await pilot.pause()
        assert footer.fitted and footer.overflow == 0
        # the log's key goes first, the row having no room for it as it is
        assert footer.hidden in ((), ("log",)) and footer.tight, footer.hidden
        assert [k.key for k in footer.shown_keys() if k.display] == [
            "d", "t", "k", "p", "h", "s", "r", "question_mark", "ctrl+p"]


async def test_one_opening_peek_saved_is_shown_with_the_other_to_make(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Saved between the two peeks: after the hand-over the first card is shown and the prompt
    asks for the second; the peek then goes on as it would have."""
    ctrl = Controller(quick_config("norwegian-4"))
    ctrl.take_keys()
    ctrl.apply(PEEKS[3])
    first = card_label(ctrl.reveal[3])
    app = make_app(resume=_saved(session, ctrl))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and set(table.ctrl.reveal) == {3}
        assert not table.ctrl.reveal_holds
        text = screen_text(app)
        assert first in text and "Peek at bottom card 3" in text, text
        await pilot.press("3")
        await pilot.pause()
        assert set(table.ctrl.reveal) == {2, 3} and table.ctrl.reveal_holds
        assert "peeked at the cards bottom-right and bottom-left" in table.ctrl.line


async def test_peeks_are_not_shown_again_once_acted_on_or_to_another_player(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Ola peeked and knocked: the save ends with Kari to act, whose own peek comes first; no
    card of Ola's is ever shown to her."""
    ctrl = Controller(quick_config("norwegian-4"))
    ctrl.take_keys()
    ctrl.apply(PEEKS[2])
    ctrl.apply(PEEKS[3])
    ola_cards = [card_label(ctrl.reveal[p]) for p in (2, 3)]
    ctrl.hide_reveal()
    ctrl.apply(KNOCK)
    app = make_app(resume=_saved(session, ctrl))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.player == "Kari"
        await pilot.press("enter")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and not table.ctrl.reveal
        text = screen_text(app)
        assert not any(label in text for label in ola_cards)
        assert "Peek at your bottom cards" in text


async def test_resuming_in_a_computers_turn_keeps_the_humans_seat(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Kari against two computers, saved during a computer's turn: the table is Kari's (her
    grid below, not the computer's), the computers play on without a hand-over, and the log
    tells the hole so far, naming no card out of sight."""
    config = quick_config("swedish-6", ("human", "normal", "normal"))
    ctrl = Controller(config)
    rng = random.Random(3)
    moved = False
    while not (moved and ctrl.is_bot(ctrl.current)):
        if not ctrl.is_bot(ctrl.current):
            ctrl.begin_turn()
            moved = True
            ctrl.apply(rng.choice(ctrl.table_view().legal))
        else:
            ctrl.apply(ctrl.bots[ctrl.current].choose(ctrl.bot_view()))
    lines = [line for line, _ in ctrl.log_lines()]
    app = make_app(resume=_saved(session, ctrl))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(app)
        assert table is not None
        assert "Kari · total" in screen_text(app) and table.ctrl.seat_shown == 0
        log = [line for line, _ in table.ctrl.log_lines()]
        assert log[:len(lines)] == lines and len(lines) > 3
        while not table.ctrl.at_keys_to_act():
            assert not isinstance(app.screen, HandoverScreen)
            assert table.ctrl.seat_shown == 0
            await app.workers.wait_for_complete()
            await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert_private(app)


async def test_resuming_on_a_hole_result_shows_it_again(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Saved as hole 1 ended (its result on screen): the result comes back first, for
    everyone, then the hand-over to hole 2's first player."""
    ctrl = Controller(quick_config("norwegian-4", holes=3))
    rng = random.Random(1)
    while not ctrl.match.results:
        ctrl.apply(rng.choice(ctrl.bot_view().legal))
    result = ctrl.match.results[-1]
    app = make_app(resume=_saved(session, ctrl))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HoleResultScreen)
        assert "Hole 1 of 3" in screen_text(app)
        table = table_of(app)
        assert table is not None and table.ctrl.unseen_result == result
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen)
        assert screen.player == ctrl.match.players[ctrl.match.hole.current]
        assert table.ctrl.unseen_result is None and table.ctrl.match.hole_number == 2


async def test_the_resume_offer_on_a_hole_result_says_after_that_hole(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Quit on hole 1's result and start again: the offer says where the match stands, after
    hole 1 (not "hole 2 of 3", which has not begun), and Resume shows that result again."""
    from golf_tui.app.screens.resume import ResumeScreen

    ctrl = Controller(quick_config("norwegian-4", holes=3))
    rng = random.Random(1)
    while not ctrl.match.results:
        ctrl.apply(rng.choice(ctrl.bot_view().legal))
    _saved(session, ctrl)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert "Resume Kari and Ola?" in screen_text(app)
        assert "Firekortsgolf, after hole 1 of 3" in screen_text(app)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, HoleResultScreen)
        assert "Hole 1 of 3" in screen_text(app)


async def test_resuming_after_a_hole_result_was_seen_lands_on_the_next_hand_over(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Kari and Ola finish hole 1, see its result, and quit at the hand-over of hole 2: the
    match resumes at that hand-over (the result was seen; it came back first, one screen
    early), and the offer says hole 2. Saved while the result was still on screen, it still
    comes back first."""
    from golf_tui.app.screens.resume import ResumeScreen

    from .conftest import Driver

    app = GolfApp(quick_config("norwegian-4", holes=3), session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        while not isinstance(app.screen, HoleResultScreen):
            assert driver.steps < 500
            await driver.step()
        on_result = session.store.load()
        assert on_result is not None and on_result.result_pending
        await pilot.press("enter")  # the result closed (no animation: shown whole)
        await pilot.pause()
        handover = app.screen
        assert isinstance(handover, HandoverScreen)
        live = driver.table().ctrl
        log = [line for line, _ in live.log_lines()]
        line = live.line
    at_handover = session.store.load()
    assert at_handover is not None and not at_handover.result_pending
    assert at_handover.match.actions == on_result.match.actions
    assert at_handover.settings.get("result_seen") == at_handover.match.deals

    app = make_app(resume=at_handover)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.player == handover.player
        table = table_of(app)
        assert table is not None and table.ctrl.unseen_result is None
        assert table.ctrl.match.hole_number == 2
        assert [line for line, _ in table.ctrl.log_lines()][:-1] == log
        assert table.ctrl.line == line
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is table and table.ctrl.keys == table.ctrl.current

    app = make_app(resume=on_result)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HoleResultScreen)
        assert "Hole 1 of 3" in screen_text(app)

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert "Firekortsgolf, hole 2 of 3" in screen_text(app)


async def test_the_resumed_hand_over_tells_the_last_move(
    make_app: Callable[..., GolfApp], session: Session
) -> None:
    """Before the save, the hand-over to Kari read "Ola drew a card from the stock and put it
    …"; resumed, it said only that the saved match goes on (the table's note that it does
    was taken for the last move, which it is not) and "Your opening peek comes first.". It
    tells the same move again."""
    ctrl = Controller(quick_config("norwegian-4"))
    ctrl.take_keys()
    ctrl.apply(PEEKS[2])  # Ola's opening peek, then her turn
    ctrl.apply(PEEKS[3])
    ctrl.apply(DRAW_STOCK)
    ctrl.apply(SWAPS[0])
    live = ctrl.move_to_pass_on()
    assert live is not None
    told = live()[0]
    assert "drew a card from the stock" in told
    app = make_app(resume=_saved(session, ctrl))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.player == ctrl.names[ctrl.current]
        assert screen.move is not None and screen.move()[0] == told
        assert " ".join(told.split()[:6]) in " ".join(screen_text(app).split())
