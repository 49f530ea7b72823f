"""A new match never replaces a saved one without a yes: a quick start (``--players``) with an
unfinished match saved asks first (resume it, start the new one, or quit), and a save written by
a newer golf-tui, which this version cannot read, is moved aside before the first save of a new
match, never overwritten."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from resilience_helpers import play, play_saved, quick_config, table_of
from textual.widgets import Button

from golf_tui.app.app import GolfApp
from golf_tui.app.config import QuickStart, Seat
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.resume import ReplaceSavedScreen, ResumeScreen
from golf_tui.app.session import Session
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.storage import Store
from golf_tui.storage.autosave import FORMAT

NEWER = {"format": 99, "kind": "golf-tui autosave", "from": "the future"}


def _quick(names: str = "Xan,Yrsa") -> QuickStart:
    return QuickStart("swedish-6", tuple(Seat(n) for n in names.split(",")), seed=9)


def _saved_players(session: Session) -> tuple[str, ...]:
    saved = session.store.load()
    assert saved is not None
    return saved.match.players


@pytest.mark.parametrize("start", ["quick", "config"])
async def test_a_quick_start_asks_before_replacing_an_unfinished_match(
        start: str, make_app: Callable[..., GolfApp], session: Session) -> None:
    """The question names both matches; Quit (q) and Escape leave the save as it was."""
    await play_saved(make_app, 8)
    before = session.store.autosave_path.read_bytes()
    for key in ("q", "escape"):
        app = make_app(quick=_quick()) if start == "quick" else make_app(
            quick_config(kinds=("human", "human", "human")))
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplaceSavedScreen)
            assert screen.info.prompt().startswith("Resume Kari and Ola?\nSexkortsgolf, hole 1")
            # quick_config plays 2 holes (``--rule match.holes=2``): said
            wanted = ("Xan and Yrsa — Sexkortsgolf" if start == "quick"
                      else "Kari, Ola and Siri — Sexkortsgolf, 2 holes")
            assert f"You asked for a new match: {wanted}." in screen.hint()
            assert "Starting it keeps the saved match aside, to be resumed later." in screen.hint()
            await pilot.press(key)
            await pilot.pause()
            assert not app.is_running
        assert session.store.autosave_path.read_bytes() == before


@pytest.mark.parametrize(("house", "rules", "length"), [
    ((), ("match.holes=2",), ", 2 holes"),
    (("18-holes",), (), ", 18 holes"),
    (("to-100",), (), ", to 100 points, lowest total wins"),
    ((), ("match.holes=9",), ""),  # as the preset ships: nothing to add
])
async def test_the_question_names_a_length_apart_from_the_preset_s(
        house: tuple[str, ...], rules: tuple[str, ...], length: str,
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """"You asked for a new match: Kari and Bot 1 — Firekortsgolf." left out a length given with
    ``--rule match.holes=N`` or a length house rule: "— Firekortsgolf, 2 holes"."""
    await play_saved(make_app, 8)
    config = quick_config("norwegian-4", kinds=("human", "hard"))
    config = dataclasses.replace(config, ruleset=load_ruleset("norwegian-4", list(house),
                                                              rules=list(rules)),
                                 seats=(Seat("Kari"), Seat("Bot 1", "hard")))
    app = make_app(config)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplaceSavedScreen)
        assert (f"You asked for a new match: Kari and Bot 1 — Firekortsgolf{length}. Starting it"
                in screen.hint())


async def test_resume_from_the_question_goes_on_with_the_saved_match(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    actions = await play_saved(make_app, 8)
    app = make_app(quick=_quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplaceSavedScreen)
        await pilot.press("r")
        await pilot.pause()
        table = table_of(app)
        assert table is not None
        assert table.ctrl.match.players == ("Kari", "Ola")
        assert list(table.ctrl.match.actions) == actions
    assert _saved_players(session) == ("Kari", "Ola")


@pytest.mark.parametrize(("tabs", "focus", "choice"), [
    ((), "resume-no", "new"),
    (("shift+tab",), "resume-yes", "resume"),
    (("shift+tab", "shift+tab"), "resume-body", "new"),
])
async def test_enter_at_the_question_starts_the_match_just_asked_for(
        tabs: tuple[str, ...], focus: str, choice: str,
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """The player has just asked for a new match (``--players``): Start the new match is the
    default, in focus at first, and Enter starts it (it resumed the old match, the new one
    never started). Enter on Resume (Tab to it) resumes; on the box's text it starts the new
    one, as at first."""
    actions = await play_saved(make_app, 8)
    app = make_app(quick=_quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplaceSavedScreen)
        assert screen.query_one("#resume-no", Button).variant == "primary"
        assert screen.query_one("#resume-yes", Button).variant == "default"
        for key in tabs:
            await pilot.press(key)
        await pilot.pause()
        assert app.focused is not None and app.focused.id == focus
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = table_of(app)
        if choice == "new":
            assert isinstance(app.screen, HandoverScreen)
        else:
            assert table is not None and list(table.ctrl.match.actions) == actions
    assert _saved_players(session) == (("Xan", "Yrsa") if choice == "new" else ("Kari", "Ola"))


@pytest.mark.parametrize("start", ["quick", "config"])
async def test_start_the_new_match_from_the_question_replaces_the_save(
        start: str, make_app: Callable[..., GolfApp], session: Session) -> None:
    await play_saved(make_app, 8)
    app = make_app(quick=_quick()) if start == "quick" else make_app(
        quick_config(kinds=("human", "human", "human")))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplaceSavedScreen)
        await pilot.press("n")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        assert table_of(app) is not None or app.table is not None
    wanted = ("Xan", "Yrsa") if start == "quick" else ("Kari", "Ola", "Siri")
    assert _saved_players(session) == wanted


async def test_a_quick_start_without_a_save_asks_nothing(make_app: Callable[..., GolfApp],
                                                        session: Session) -> None:
    app = make_app(quick=_quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await app.workers.wait_for_complete()
    assert _saved_players(session) == ("Xan", "Yrsa")


async def test_a_damaged_save_met_by_a_quick_start_is_moved_aside_and_reported(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    path = session.store.autosave_path
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 2, "match": 3')
    app = make_app(quick=_quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
    moved = path.with_name("autosave.json.corrupt-1")
    assert moved.read_text() == '{"format": 2, "match": 3'
    assert any(str(moved) in n for n in app.notices)


def _newer_save(session: Session) -> Path:
    path = session.store.autosave_path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(NEWER))
    return path


def _assert_moved_aside(session: Session, app: GolfApp) -> None:
    path = session.store.autosave_path
    moved = path.with_name("autosave.json.newer-1")
    assert json.loads(moved.read_text()) == NEWER  # kept, whole
    assert json.loads(path.read_text())["format"] == FORMAT  # the new match's save beside it
    told = [n for n in app.notices if str(moved) in n]
    assert len(told) == 1 and "newer golf-tui" in told[0] and "autosave.json" in told[0]
    # the notice at start-up came first and said a new match would move it
    first = next(n for n in app.notices if "newer golf-tui (save format 99" in n)
    assert "moves it aside" in first
    assert app.notices.index(first) < app.notices.index(told[0])


async def test_a_newer_save_is_moved_aside_when_a_match_starts_at_the_setup(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """Plain golf-tui: the setup opens with the notice; Start (ctrl+s) keeps the newer save
    beside the new one and says where."""
    _newer_save(session)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert session.store.autosave_path.read_text() == json.dumps(NEWER)  # not yet
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.table is not None
    _assert_moved_aside(session, app)


@pytest.mark.parametrize("start", ["quick", "config"])
async def test_a_newer_save_is_moved_aside_by_a_quick_start(
        start: str, make_app: Callable[..., GolfApp], session: Session) -> None:
    _newer_save(session)
    app = make_app(quick=_quick()) if start == "quick" else make_app(quick_config())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.table is not None
    _assert_moved_aside(session, app)


@pytest.mark.parametrize("start", ["quick", "setup"])
async def test_the_warning_shown_says_where_the_newer_save_went_not_that_it_stays(
        start: str, make_app: Callable[..., GolfApp], session: Session) -> None:
    """Once the new match has moved the newer save aside, the start-up's warning ("It has been
    left as it is … Starting a new match here moves it aside") is no longer true: it is taken
    down, and the warning shown is the one saying where the file went. It stood for its 30
    seconds over the table of a quick start, the true one waiting behind it."""
    _newer_save(session)
    app = make_app(quick=_quick()) if start == "quick" else make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        if start == "setup":
            await pilot.press("ctrl+s")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.table is not None
        shown = [str(t.render()) for t in app.screen.query("Toast")]
        assert len(shown) == 1, shown
        assert shown[0].startswith("Warning\nThe saved match from a newer golf-tui was moved"
                                   " to ")  # and no other warning waits behind it
    _assert_moved_aside(session, app)  # both were said (on the Warnings screen too)


async def test_a_newer_save_that_cannot_be_moved_is_not_overwritten(
        make_app: Callable[..., GolfApp], session: Session,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """When the move fails, the save fails (one warning, play goes on): the file stays."""
    path = _newer_save(session)

    def cannot_move(_store: Store) -> Path | None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Store, "set_aside_newer", cannot_move)
    app = make_app(quick_config())
    await play(app, 6, seed=3)
    assert json.loads(path.read_text()) == NEWER
    assert len([n for n in app.notices if n.startswith("Could not save the match")]) == 1


def test_set_aside_newer_moves_only_a_newer_save(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.set_aside_newer() is None  # no save
    tmp_path.mkdir(exist_ok=True)
    for body in ('{"format": 3}', '{"format": 2}', '{"format": 1}', "not json",
                 '{"format": true}', "[99]"):
        store.autosave_path.write_text(body)
        assert store.set_aside_newer() is None
        assert store.autosave_path.read_text() == body
    store.autosave_path.write_text('{"format": 4}')
    assert store.set_aside_newer() == tmp_path / "autosave.json.newer-1"
    assert not store.autosave_path.exists()
    store.autosave_path.write_text('{"format": 5}')
    assert store.set_aside_newer() == tmp_path / "autosave.json.newer-2"
    # a save this version reads, holding a match record of a newer engine format
    store.autosave_path.write_text('{"format": 3, "match": {"format": 99}}')
    assert store.set_aside_newer() == tmp_path / "autosave.json.newer-3"
    store.autosave_path.write_text('{"format": 3, "match": {"format": true}}')
    assert store.set_aside_newer() is None


async def test_a_saved_match_with_no_move_played_is_said_to_be_replaced(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """A match quit before anyone moved is no match kept aside: the new one takes its place
    (``Store.set_aside_replaced`` keeps only one with a move played). The question said
    "Starting it keeps the saved match aside", and so did the start-up's offer; each says what
    happens, and it does."""
    unplayed = Match.start(load_ruleset("swedish-6"), ["Kari", "Ola"], 3)
    session.store.save(unplayed, (("Kari", "human"), ("Ola", "human")))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen) and not screen.info.played
        assert screen.hint() == ("Starting a new match replaces this one: no move is played in"
                                 " it yet.")
    app = make_app(quick=_quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplaceSavedScreen)
        assert screen.hint() == ("You asked for a new match: Xan and Yrsa — Sexkortsgolf. Starting"
                                 " it replaces the saved match, in which no move is played yet.")
        await pilot.press("n")
        await app.workers.wait_for_complete()
        await pilot.pause()
    assert _saved_players(session) == ("Xan", "Yrsa")
    assert not list(session.store.root.glob("autosave.json.*-*"))  # none kept aside
