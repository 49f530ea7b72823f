"""The app keeps the match safe: autosave after every action, the resume offer, resuming behind a
hand-over, save failures that do not stop play, and damaged or newer saves that do not stop the
app."""

from __future__ import annotations

import asyncio
import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path
from subprocess import CompletedProcess

import pytest
from resilience_helpers import play, play_saved, quick_config, step, table_of
from textual import events
from textual.widgets import Static

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.resume import ResumeScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.session import Session, bare_session
from golf_tui.engine import DrawStock, Knock
from golf_tui.i18n import set_language
from golf_tui.storage import Store

# A match of Kari and Ola played 5 or 8 random steps, saved as it went (``play_saved``): the
# files it leaves, made once a module for the tests that start from such a save
# (``saved_5``, ``saved_8``); each such test's home gets a copy of its own. Playing it again in
# each of 20 tests was a fifth of the file's time.
_SAVES = {"saved_5": 5, "saved_8": 8}
_SAVED: dict[int, tuple[Path, list[object]]] = {}


def _saved_files(steps: int, factory: pytest.TempPathFactory) -> tuple[Path, list[object]]:
    if steps not in _SAVED:
        home = factory.mktemp(f"saved-{steps}")
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("GOLF_TUI_HOME", str(home))
            set_language("en")
            actions = asyncio.run(play(GolfApp(quick_config(), session=bare_session(home)),
                                       steps))
        assert actions
        _SAVED[steps] = (home, actions)
    return _SAVED[steps]


@pytest.fixture
def session(tmp_path: Path, request: pytest.FixtureRequest,
            tmp_path_factory: pytest.TempPathFactory) -> Session:
    """The test's session (tests/resilience/conftest.py), its home holding a copy of a saved
    match's files first where the test asks for one (``saved_5``, ``saved_8``)."""
    for name, steps in _SAVES.items():
        if name in request.fixturenames:
            shutil.copytree(_saved_files(steps, tmp_path_factory)[0], tmp_path,
                            dirs_exist_ok=True)
    return bare_session(tmp_path)


@pytest.fixture
def saved_5(session: Session) -> list[object]:
    """The actions of the match saved after 5 random steps (in the test's home)."""
    return list(_SAVED[5][1])


@pytest.fixture
def saved_8(session: Session) -> list[object]:
    """The actions of the match saved after 8 random steps (in the test's home)."""
    return list(_SAVED[8][1])


def drawn(keys: Static) -> str:
    """The words of the offer's keys line, its rows joined again by the spaces it was broken
    at (``KeyText`` breaks its text into rows itself)."""
    return " ".join(str(keys.render()).split("\n"))


async def test_every_action_is_saved(make_app: Callable[..., GolfApp], session: Session) -> None:
    """After each step the autosave holds exactly the actions played so far."""
    actions = await play_saved(make_app, 16)
    assert len(actions) > 8
    saved = session.store.load()
    assert saved is not None and list(saved.match.actions) == actions
    assert saved.seats == (("Kari", "human"), ("Ola", "human"))
    assert saved.settings["handover"] == "auto"


@pytest.mark.parametrize("handover", ["auto", "always", "never"])
async def test_resume_starts_behind_a_hand_over(make_app: Callable[..., GolfApp],
                                                 session: Session, handover: str) -> None:
    """The resumed table is covered by a hand-over in every mode; a card drawn before the save
    is shown only after it (in "auto" and "always" nobody even holds the keys until then)."""
    app = make_app(quick_config(handover=handover))
    rng = random.Random(2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = table_of(app)
        assert table is not None
        # past the opening, to the first turn that may draw (it took 12 random steps first)
        while not (table.ctrl.at_keys_to_act() and not table.ctrl.reveal_holds
                   and DrawStock() in table.ctrl.table_view().legal):
            await step(pilot, rng)
        table.act(DrawStock())
        await pilot.pause()
        assert table.ctrl.match.hole.held >= 0  # saved with a card drawn
    saved = session.store.load()
    assert saved is not None
    resumed = make_app(resume=saved)
    async with resumed.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(resumed.screen, HandoverScreen)
        table = table_of(resumed)
        assert table is not None
        if handover != "never":
            assert table.ctrl.keys is None
            assert table.ctrl.table_view().held is None
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(resumed.screen, TableScreen)
        assert table.ctrl.keys == saved.match.hole.current
        assert list(table.ctrl.match.actions) == list(saved.match.actions)


async def test_start_offers_the_unfinished_match(make_app: Callable[..., GolfApp],
                                                  session: Session) -> None:
    """Without a config, an autosave is offered first; Resume goes back to the table."""
    actions = await play_saved(make_app, 10)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert app.screen.info.prompt() == "Resume Kari and Ola?\nSexkortsgolf, hole 1 of 2"
        await pilot.press("r")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and list(table.ctrl.match.actions) == actions


async def test_a_key_too_soon_at_the_resume_offer_says_why(
        make_app: Callable[..., GolfApp], session: Session, answers_at_once: float,
        monkeypatch: pytest.MonkeyPatch, saved_5: list[object]) -> None:
    """An r typed the moment the offer appears is no answer (``Deliberate``), and says so
    under the buttons for a moment rather than doing nothing without a word; the offer stays
    and a deliberate r resumes."""
    from golf_tui.app import timings

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        offer = app.screen
        assert isinstance(offer, ResumeScreen)
        monkeypatch.setattr(timings, "READING_TIME", answers_at_once)
        offer.on_screen_suspend(events.ScreenSuspend())  # shown again: its reading time anew
        offer.on_screen_resume(events.ScreenResume())
        soon = events.Key("r", "r")  # the moment it shows again
        soon.time += 0.1  # and a moment later, however long the machine takes over the pause
        await pilot.pause()
        app.post_message(soon)
        await pilot.pause()
        assert app.screen is offer
        keys = offer.query_one("#resume-keys", Static)
        assert keys.display and "Too quick: press that key again." in drawn(keys)
        offer.too_soon_over()  # as its timer does, TOO_SOON_SHOWN seconds on
        await pilot.pause()
        assert not keys.display
        late = events.Key("r", "r")
        # a reading time after the one too soon, which started the wait again: made 0.1 s
        # ahead of the clock, it could be later than this one, made now, where the test ran
        # quicker than that (the late r was then too soon too)
        late.time = max(late.time, soon.time) + answers_at_once
        app.post_message(late)
        await pilot.pause()
        assert table_of(app) is not None


async def test_q_at_the_resume_offer_quits_and_keeps_the_save(
        make_app: Callable[..., GolfApp], session: Session, saved_5: list[object]) -> None:
    """q quits there as everywhere else (it did nothing); the save is offered again next time.
    The footer names it."""
    before = session.store.autosave_path.read_bytes()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        shown = [b.binding.description for b in app.screen.active_bindings.values()
                 if b.binding.key == "q" and b.binding.show]
        assert shown == ["Quit"]
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running
    assert session.store.autosave_path.read_bytes() == before


@pytest.mark.parametrize("other", [False, True])
@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_the_resume_offer_has_a_quit_button_that_fits(
        make_app: Callable[..., GolfApp], session: Session, lang: str, other: bool,
        saved_5: list[object]) -> None:
    """docs/saving.md lists Quit among the offer's choices, but the box had only Resume and New
    match (q was the footer's alone). Its button quits and keeps the save; at 80×24 every button
    is whole on one row inside the box, in every language, with the other saved match's too."""
    from golf_tui.i18n import set_language

    before = session.store.autosave_path.read_bytes()
    app = make_app()
    set_language(lang)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ResumeScreen)
            if other:  # as offered beside a match an older golf-tui moved aside
                screen = ResumeScreen(screen.info, other=screen.info)
                await app.push_screen(screen, app._resume_chosen)
                await pilot.pause()
            box = screen.query_one("#resume").region
            buttons = list(screen.query("#resume-buttons Button"))
            assert [b.id for b in buttons][-1] == "resume-quit"
            assert len(buttons) == (4 if other else 3)
            assert len({b.region.y for b in buttons}) == 1
            for button in buttons:
                assert box.contains_region(button.region)
                assert button.region.width >= len(str(button.label))
            await pilot.click(buttons[-1])
            await pilot.pause()
            assert not app.is_running
    finally:
        set_language("en")
    assert session.store.autosave_path.read_bytes() == before


async def test_the_resume_offer_stays_a_readable_width_on_a_very_wide_terminal(
        make_app: Callable[..., GolfApp], session: Session, saved_5: list[object]) -> None:
    """The box is as wide as its lines, and the line a key that does nothing adds ("The z key
    does nothing here. Choose Resume (r), …") made it 131 columns wide at 300×80 (186 in
    Swedish with two saved matches), its words in one long line across a projector's screen:
    it is at most 120 wide and wraps (up to 120 columns the terminal's width caps it, as
    before)."""
    app = make_app()
    async with app.run_test(size=(300, 80)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen)
        box = screen.query_one("#resume")
        await pilot.press("z")
        await pilot.pause()
        keys = screen.query_one("#resume-keys", Static)
        assert keys.display and "The z key does nothing here." in drawn(keys)
        assert box.region.width <= 120, box.region
        assert keys.region.right <= box.region.right
        assert abs(box.region.x - (300 - box.region.right)) <= 1  # in the middle still


@pytest.mark.parametrize("start", ["offer", "quick"])
async def test_a_key_that_does_nothing_at_the_resume_offer_names_the_keys(
        start: str, make_app: Callable[..., GolfApp], session: Session,
        saved_5: list[object]) -> None:
    """x, space or an arrow did nothing without a word: the box says which keys choose
    (as the match over does), and a choice still works after it."""
    from golf_tui.app.config import QuickStart, Seat

    quick = QuickStart("swedish-6", (Seat("Xan"), Seat("Yrsa")), seed=9)
    app = make_app() if start == "offer" else make_app(quick=quick)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen)
        keys = screen.query_one("#resume-keys", Static)
        assert not keys.display
        new = "New match" if start == "offer" else "Start the new match"
        enter = "resumes" if start == "offer" else "starts the new match"
        # each named, as every other screen names a key (it said "That key does nothing here")
        for key, name in (("x", "x"), ("X", "X"), ("z", "z"), ("space", "space"),
                          ("5", "5")):
            await pilot.press(key)
            await pilot.pause()
            assert keys.display and drawn(keys) == (
                f"The {name} key does nothing here. Choose Resume (r), {new} (n) or Quit (q)."
                f" Enter {enter}, or presses the button Tab moved to.")
            assert app.screen is screen
        await pilot.press("r")
        await pilot.pause()
        assert table_of(app) is not None


async def test_new_match_keeps_the_save_until_it_starts(make_app: Callable[..., GolfApp],
                                                        session: Session,
                                                        saved_5: list[object]) -> None:
    """'New match' opens the setup and leaves the autosave until a new match starts."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
    assert session.store.autosave_path.exists()


@pytest.mark.parametrize("tabs", [0, 1, 2, 3])
async def test_enter_presses_the_button_in_focus_at_the_resume_offer(
        make_app: Callable[..., GolfApp], session: Session, tabs: int,
        saved_5: list[object]) -> None:
    """Enter alone resumes; Tab to "New match" and Enter: a new match, as the button in focus
    says (Enter resumed whatever was in focus), the save kept until it starts. The footer names
    r for Resume (it said "⏎ Resume" while Enter pressed New match)."""
    actions = saved_5
    before = session.store.autosave_path.read_bytes()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        for _n in range(tabs):
            await pilot.press("tab")
        await pilot.pause()
        focused = app.focused
        assert focused is not None
        assert focused.id == ["resume-body", "resume-yes", "resume-no", "resume-quit"][tabs]
        # the footer does not say Enter resumes, which it does not on "New match": r does
        shown = {b.binding.key: b.binding.description for b in app.screen.active_bindings.values()
                 if b.binding.show}
        assert shown.get("r") == "Resume" and "enter" not in shown
        await pilot.press("enter")
        await pilot.pause()
        if tabs == 2:
            assert type(app.screen).__name__ == "SetupScreen"
            assert session.store.autosave_path.read_bytes() == before
        elif tabs == 3:  # Quit: the save as it was, offered again next time
            assert not app.is_running
            assert session.store.autosave_path.read_bytes() == before
        else:
            table = table_of(app)
            assert table is not None and list(table.ctrl.match.actions) == actions


async def test_a_failing_save_warns_once_and_play_goes_on(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """A data directory that cannot be written: one warning, the match still plays."""
    session.store.root.parent.mkdir(parents=True, exist_ok=True)
    session.store.root.write_text("a file where the directory should be")
    app = make_app(quick_config())
    assert len(await play(app, 12, seed=3)) > 5
    warnings = [n for n in app.notices if n.startswith("Could not save the match")]
    assert len(warnings) == 1
    # the cause, named: not the system's bare "Not a directory" about a file inside it
    assert warnings[0].startswith(f"Could not save the match: {session.store.root} is not a"
                                  " directory. ")


async def test_a_damaged_save_is_moved_aside_and_reported(make_app: Callable[..., GolfApp],
                                                          session: Session) -> None:
    """A truncated autosave: the app opens the setup and says where the file went."""
    path = session.store.autosave_path
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 2, "kind": "golf-tui autosave", "match": {"rul')
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
    assert not path.exists()
    moved = list(path.parent.glob("autosave.json.corrupt-*"))
    assert len(moved) == 1
    assert any(str(moved[0]) in n for n in app.notices)


async def test_a_newer_save_is_left_alone(make_app: Callable[..., GolfApp],
                                          session: Session) -> None:
    """A save from a newer golf-tui: a clear message, and the file stays where it is."""
    path = session.store.autosave_path
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": 99, "kind": "golf-tui autosave"}))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
    assert path.exists()
    assert any("newer golf-tui" in n for n in app.notices)


async def test_theme_is_remembered(make_app: Callable[..., GolfApp], session: Session,
                                   tmp_path: Path) -> None:
    """A theme chosen while playing is saved at once and comes back next run."""
    app = make_app(quick_config())
    async with app.run_test(size=(100, 30)) as pilot:
        app.theme = "nord"
        await pilot.pause()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["theme"] == "nord"
    again = GolfApp(quick_config(), session=Session(session.store, tmp_path / "settings.json"))
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert again.theme == "nord"


async def _asked(app: GolfApp, ask: Callable[[], None], steps: int = 3) -> str:
    """The words of the question ``ask`` puts while a match runs (``steps`` of it played, a
    move among them: 3 show what 8 did), answered "no"."""
    rng = random.Random(4)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for _ in range(steps):
            await step(pilot, rng)
        table = table_of(app)
        assert table is not None and bool(table.ctrl.match.actions) == bool(steps)
        ask()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        words = str(app.screen.query_one("#confirm-text", Static).render())
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmQuitScreen) and app.is_running
    return words


async def test_quitting_says_the_match_is_saved(make_app: Callable[..., GolfApp],
                                               session: Session) -> None:
    app = make_app(quick_config())
    words = await _asked(app, app.action_quit_game)
    assert "Quit the match?" in words and "It is saved" in words
    assert session.store.autosave_path.exists()


async def test_leaving_for_a_new_match_says_what_becomes_of_it(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """"It stays saved until the new match starts" read as if it were lost then: it is kept
    aside, and offered again. A match with no move played is not kept: the new one takes its
    place, and the question says so."""
    app = make_app(quick_config())
    words = await _asked(app, app.action_new_match)
    assert "Leave the match for a new one?" in words
    assert "It stays saved: the new match keeps it aside, and golf-tui offers it again." in words
    session.store.clear_autosave()  # (else the match asked for asks first)
    app = make_app(quick_config())
    words = await _asked(app, app.action_new_match, steps=0)
    assert "No move is played in it yet: the new match takes its place." in words


async def test_quitting_a_match_that_could_not_be_saved_says_so(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    session.store.root.parent.mkdir(parents=True, exist_ok=True)
    session.store.root.write_text("a file where the directory should be")
    app = make_app(quick_config())
    words = await _asked(app, app.action_quit_game)
    assert "cannot be resumed" in words and "It is saved" not in words


async def test_quitting_after_saves_failed_says_where_it_resumes(
        make_app: Callable[..., GolfApp], session: Session,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves that fail after some worked (a full disk, an immutable folder): the warning says
    the save before can still be resumed, and so does the quit box, with the hole of that save
    and no count of the moves lost (it counted engine actions: a draw and a throw-away were two;
    "It could not be saved, so it cannot be resumed." was not so: the next start
    offers the match from its last good save)."""
    import errno
    import os

    from golf_tui.storage import autosave

    real, full = autosave.atomic_write_text, [False]

    def write(path: Path, text: str) -> None:
        if full[0]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        real(path, text)

    monkeypatch.setattr(autosave, "atomic_write_text", write)
    app = make_app(quick_config())
    rng = random.Random(4)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for _ in range(6):
            await step(pilot, rng)
        table = table_of(app)
        assert table is not None
        good = len(table.ctrl.match.actions)
        full[0] = True
        while len(table.ctrl.match.actions) < good + 3:
            await step(pilot, rng)
        lost = len(table.ctrl.match.actions) - good
        app.action_quit_game()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        words = str(app.screen.query_one("#confirm-text", Static).render())
    saved = session.store.load()
    assert saved is not None and len(saved.match.actions) == good
    assert "cannot be resumed" not in words
    said = " ".join(words.split())
    assert (f"The moves since its last save (on hole {saved.match.hole_number}) could not be"
            " saved: golf-tui resumes it from that save, without them.") in said
    # no count: the lost are engine actions (a draw and its throw-away are two), not moves
    assert f"{lost} moves" not in said


async def test_a_match_the_history_cannot_take_ends_on_the_match_over_screen(
        make_app: Callable[..., GolfApp], session: Session,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A file where the history directory should be froze the game on the match's last move
    (the history's name loop spun on "File exists"): now the match-over screen comes, with a
    message naming the file, and its keys work (Play again starts the next match)."""
    from golf_tui.storage import autosave

    real, tries = autosave.atomic_create_text, []

    def bounded(path: Path, text: str) -> None:  # a freeze fails the test, it does not hang
        tries.append(path)
        if len(tries) > autosave.NAMES_PER_SECOND + 500:
            raise RuntimeError("the history's writing spins")
        real(path, text)

    monkeypatch.setattr(autosave, "atomic_create_text", bounded)
    history = session.store.history_dir
    history.parent.mkdir(parents=True)
    history.write_text("x")
    app = make_app(quick_config("norwegian-4", holes=1))
    rng = random.Random(1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for _ in range(400):
            if isinstance(app.screen, MatchOverScreen):
                break
            table = table_of(app)
            if (table is not None and app.screen is table and not table.ctrl.reveal_holds
                    and table.ctrl.at_keys_to_act() and not table.busy
                    and Knock() in table.ctrl.table_view().legal):
                table.act(Knock())  # the match's end soonest: its last move is what is tested
                await app.workers.wait_for_complete()
                await pilot.pause()
            else:
                await step(pilot, rng)
        assert isinstance(app.screen, MatchOverScreen)
        assert [n for n in app.notices if "history" in n] == [
            f"Could not save the match to the history: {history} is not a directory. It is"
            " kept, and golf-tui tries again when it next starts or a new match begins."]
        first = table_of(app)
        assert first is not None
        ended = first.ctrl.match
        kept = session.store.finished_saved()  # as it ended: its last action too
        assert kept is not None and kept.match.actions == ended.actions
        assert session.store.load() is None  # never to be resumed
        await pilot.press("a")
        await pilot.pause()
        again = table_of(app)
        assert again is not None and again is not first
        assert not again.ctrl.match.finished
        # the new match's first save tried the history again, then moved it aside
        aside = session.store.autosave_path.with_name("autosave.json.finished-1")
        assert aside.exists()
        assert [n for n in app.notices if str(aside) in n] != []
    assert len(tries) == 2
    assert history.read_text() == "x"


async def test_a_save_with_a_bad_last_action_is_offered_up_to_it(
        make_app: Callable[..., GolfApp], session: Session, saved_8: list[object]) -> None:
    """A hand-edited action ("swap:9") after good ones: the offer names the match as the good
    moves leave it, and its box says how many were dropped and where the file went; Resume
    goes on from there (the whole match was set aside as damaged)."""
    actions = saved_8
    path = session.store.autosave_path
    data = json.loads(path.read_text())
    data["match"]["actions"].append("swap:9")
    path.write_text(json.dumps(data))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen)
        notes = " ".join(str(n.render()) for n in screen.query(".resume-note"))
        assert "1 move dropped" in " ".join(notes.split())
        await pilot.press("r")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and list(table.ctrl.match.actions) == actions
    assert (path.parent / "autosave.json.corrupt-1").exists()


async def test_a_save_read_up_to_its_last_good_move_says_when_it_was_saved(
        make_app: Callable[..., GolfApp], session: Session, saved_8: list[object]) -> None:
    """The offer of a damaged save read up to its last good move says when its moves were
    saved, as the offers of two matches do: it said where the match stands alone, and the
    autosave written from its good moves was dated now, as if played now."""
    path = session.store.autosave_path
    data = json.loads(path.read_text())
    data["match"]["actions"].append("swap:9")
    data["saved_at"] = "2026-03-04T12:00:00+00:00"
    path.write_text(json.dumps(data))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen)
        prompt = str(screen.query_one("#resume-prompt").render())
        assert " · saved 2026-03-04 " in prompt, prompt
    assert json.loads(path.read_text())["saved_at"] == "2026-03-04T12:00:00+00:00"


async def test_resume_without_a_terminal_tells_of_the_moves_dropped(
        make_app: Callable[..., GolfApp], session: Session,
        golf_here: Callable[..., CompletedProcess[str]], saved_8: list[object]) -> None:
    """`golf-tui --resume </dev/null` with a hand-edited action ("swap:9"): only "the game
    needs a terminal…" was said, yet the file was moved aside and its good moves saved in its
    place, and the next start said nothing of the moves dropped."""
    actions = saved_8
    path = session.store.autosave_path
    assert path == Store().autosave_path  # the one golf-tui reads (GOLF_TUI_HOME)
    data = json.loads(path.read_text())
    data["match"]["actions"].append("swap:9")
    path.write_text(json.dumps(data))
    done = golf_here("--lang", "en", "--resume")
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert lines[-1].startswith("golf-tui: the game needs a terminal"), lines
    moved = path.parent / "autosave.json.corrupt-1"
    kept = session.store.load()
    assert moved.exists() and kept is not None and list(kept.match.actions) == actions
    said = " ".join(lines[:-1])
    assert f"The autosave {path} could not be read whole" in said, lines
    assert str(moved) in said and "1 move dropped" in said, lines
