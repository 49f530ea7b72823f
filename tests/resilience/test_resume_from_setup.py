"""The setup offers the unfinished match saved back (``widgets/saved_match.py``): a line above
Start naming it, ctrl+o (in a name too) and a palette entry, each resuming it as the start-up's
Resume does. A play-tester pressed Escape at the start-up's offer, and from the setup there was
no way back to the match but quitting; nor after New match during a match, whose question said
it "stays saved until the new match starts"."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from resilience_helpers import play_saved, quick_config, step, table_of
from textual import events
from textual.widgets import Input, Static

from golf_tui.app import commands
from golf_tui.app.app import GolfApp
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.resume import ReplaceSavedScreen, ResumeFromSetupScreen, ResumeScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.session import Session, bare_session
from golf_tui.engine import Match, legal_actions, play
from golf_tui.presets import load_ruleset
from golf_tui.storage import Store

from ..conftest import toasts


async def _setup_from_the_offer(app: GolfApp, pilot: Any) -> SetupScreen:
    """Escape at the start-up's offer: the setup."""
    await pilot.pause()
    assert isinstance(app.screen, ResumeScreen)
    await pilot.press("escape")
    await pilot.pause()
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    return setup


async def _setup_by_new_match(app: GolfApp, pilot: Any) -> SetupScreen:
    """New match (the palette's) during a match, and yes: the setup."""
    app.action_new_match()
    await pilot.pause()
    assert isinstance(app.screen, ConfirmQuitScreen)
    await pilot.press("y")
    await pilot.pause()
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    return setup


def _line(setup: SetupScreen) -> str:
    return str(setup.query_one("#saved-words", Static).render())


@pytest.mark.parametrize("how", ["ctrl+o", "click"])
async def test_escape_at_the_offer_leaves_a_way_back_from_the_setup(
        how: str, make_app: Callable[..., GolfApp], session: Session) -> None:
    """The setup names the saved match above Start, and ctrl+o in the first name, or a click
    on its button, resumes it: the table, every action there, nothing typed into the name."""
    actions = await play_saved(make_app, 10)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await _setup_from_the_offer(app, pilot)
        assert _line(setup) == "Saved match: Kari and Ola · Sexkortsgolf, hole 1 of 2"
        assert "^o Resume" in str(setup.query_one("#resume-saved").render())
        first = setup.query(Input).first()
        first.focus()  # the names are filled in: the setup opened on Start
        await pilot.pause()
        assert app.focused is first
        if how == "click":
            await pilot.click("#resume-saved")
        else:
            await pilot.press("ctrl+o")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and list(table.ctrl.match.actions) == actions
        assert setup not in app.screen_stack and first.value == "Kari"


async def test_new_match_during_a_match_offers_it_back_in_the_palette(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """New match, y: the setup offers the match just left, in the palette too ("Resume the
    saved match: Kari and Ola"), which resumes it behind a hand-over, as the start-up does."""
    actions = await play_saved(make_app, 10)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        while isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        setup = await _setup_by_new_match(app, pilot)
        assert _line(setup) == "Saved match: Kari and Ola · Sexkortsgolf, hole 1 of 2"
        offers = [o for o in commands.palette(app, setup) if "saved match" in o.title]
        assert [o.title for o in offers] == ["Resume the saved match: Kari and Ola"]
        assert offers[0].help == "Sexkortsgolf, hole 1 of 2: go on where it was left (ctrl+o)"
        await offers[0].run()  # type: ignore[misc]
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        table = table_of(app)
        assert table is not None and list(table.ctrl.match.actions) == actions


async def test_a_new_match_started_replaces_the_offer(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """Start at the setup replaces the saved match (kept aside): the next setup offers the new
    one first (here left at once for the setup), the one kept aside beside it ("2 saved
    matches"); a setup without a save offers nothing, and its ctrl+o says so."""
    await play_saved(make_app, 6)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await _setup_from_the_offer(app, pilot)
        setup.query(Input).first().focus()  # the names are filled in: it opened on Start
        await pilot.pause()
        assert isinstance(app.focused, Input)
        await pilot.press("ctrl+u", *"Xan", "ctrl+s")
        await pilot.pause()
        assert table_of(app) is not None
        saved = session.store.load()
        assert saved is not None and saved.match.players[0] == "Xan"
        setup = await _setup_by_new_match(app, pilot)
        assert _line(setup).startswith("2 saved matches: Xan and Ola · ")
    session.store.clear_autosave()
    # the match replaced is kept aside, offered at a start (test_same_match_asked_again.py)
    replaced = session.store.root / "autosave.json.replaced-1"
    assert replaced.is_file()
    replaced.unlink()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen) and setup.saved_offer is None
        assert not setup.query("#saved-match")
        assert not [o for o in commands.palette(app, setup) if "saved match" in o.title]
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.screen is setup
        assert toasts(app) == [
            "No unfinished match is saved: there is nothing to resume."]


@pytest.mark.parametrize("since", ["damaged", "gone"])
async def test_a_save_damaged_or_gone_since_the_offer_is_said_and_no_longer_offered(
        since: str, make_app: Callable[..., GolfApp], session: Session) -> None:
    """ctrl+o once the save can no longer be resumed: a warning says why, the setup stays and
    offers it no more (its line gone)."""
    await play_saved(make_app, 6)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await _setup_from_the_offer(app, pilot)
        if since == "damaged":
            session.store.autosave_path.write_text("{ damaged")
        else:
            session.store.clear_autosave()
        before = len(app.warnings)
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.screen is setup and table_of(app) is None
        assert not setup.query("#saved-match") and setup.saved_offer is None
        said = [w.message for w in app.warnings[before:]]
        assert len(said) == 1
        if since == "gone":
            assert said[0].startswith("The saved match is no longer there")


async def test_a_key_typed_as_the_offer_goes_away_is_not_typed_into_a_name(
        make_app: Callable[..., GolfApp], session: Session, tmp_path: Path) -> None:
    """Escape at the offer, then r at once: the setup, a second in the making on a slow machine,
    was not up yet, and the r went into the first name ("Kari" became "r"). No players are
    remembered here, so the setup opens in the first name, all of it selected to be typed over
    (a setup filled in opens on Start, where no stray key changes a name)."""
    await play_saved(make_app, 6)
    session.settings_file.unlink()  # the players the match remembered: forgotten
    app = GolfApp(session=bare_session(tmp_path))  # the same autosave, no settings
    show_setup = app.show_setup

    def then_a_key() -> None:
        show_setup()  # the setup is on the stack, not up yet: r comes now
        app.post_message(events.Key("r", "r"))

    app.show_setup = then_a_key  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await _setup_from_the_offer(app, pilot)
        await pilot.pause()
        first = setup.query(Input).first()
        assert app.focused is first and app.screen is setup
        assert first.value == "Player 1"  # not "r"
        await pilot.press("x")  # a key typed once it is up is typed
        await pilot.pause()
        assert first.value == "x"


async def test_a_newer_golf_tuis_save_is_said_once_and_not_offered(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """The start-up finds it unusable and says so; the setup that follows asks again, and
    must not say it a second time, nor offer it."""
    path = session.store.autosave_path
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": 99, "kind": "golf-tui autosave"}))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen) and setup.saved_offer is None
        assert len([w for w in app.warnings if "newer golf-tui" in w.message]) == 1


def _save_as(store: Store, name: str, match: Match, saved_at: str) -> None:
    """``match`` of Kari and Ola saved as the file ``name`` (one moved aside), at ``saved_at``."""
    store.save(match, (("Kari", "human"), ("Ola", "human")))
    data = json.loads(store.autosave_path.read_text())
    data["saved_at"] = saved_at
    (store.root / name).write_text(json.dumps(data))
    store.autosave_path.unlink()


def _played(steps: int) -> Match:
    m = Match.start(load_ruleset("swedish-6"), ["Kari", "Ola"], 3)
    rng = random.Random(steps)
    for _ in range(steps):
        m = play(m, rng.choice(legal_actions(m.hole)))
    return m


async def test_matches_kept_aside_are_offered_at_the_setup_as_at_the_start(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """Two matches kept aside (a new match took the place of each) and none in the autosave
    (the last one finished): the start-up offers both, but the setup said "nothing to resume"
    and its palette offered none, until golf-tui was started again. It offers them as the
    start-up does: its line names the last saved and how many there are, and ctrl+o (the
    palette's entry too) puts up the start-up's box, each within reach; Back (Escape) leaves
    the setup as it was, and the one chosen is resumed, the other kept."""
    store = session.store
    store.root.mkdir(parents=True, exist_ok=True)
    _save_as(store, "autosave.json.replaced-1", _played(4), "2026-12-03T12:00:00+00:00")
    _save_as(store, "autosave.json.replaced-2", _played(6), "2026-12-04T12:00:00+00:00")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await _setup_from_the_offer(app, pilot)
        assert _line(setup) == "2 saved matches: Kari and Ola · Sexkortsgolf, hole 1 of 9"
        offers = [o for o in commands.palette(app, setup) if "saved match" in o.title]
        assert [(o.title, o.help) for o in offers] == [
            ("Resume a saved match",
             "2 unfinished matches are saved: choose which (ctrl+o)")]
        await pilot.press("ctrl+o")
        await pilot.pause()
        box = app.screen
        assert isinstance(box, ResumeFromSetupScreen)
        assert box.info.aside == "autosave.json.replaced-2"
        assert box.other is not None and box.other.aside == "autosave.json.replaced-1"
        await pilot.press("escape")  # Back to the setup, as it was
        await pilot.pause()
        assert app.screen is setup and setup.saved_offer is not None
        await offers[0].run()  # type: ignore[misc]
        await pilot.pause()
        assert isinstance(app.screen, ResumeFromSetupScreen)
        await pilot.press("o")  # the other: the older one
        await pilot.pause()
        table = table_of(app)
        assert table is not None and len(table.ctrl.match.actions) == 4
    kept = sorted(p.name for p in store.root.glob("autosave.json*"))
    assert kept == ["autosave.json", "autosave.json.replaced-2"]


async def test_the_match_a_new_one_replaced_is_offered_once_that_one_finished(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """The play-tester's way: a match quit with moves played; a quick start, Start the new
    match (the box said the saved one "is kept, not lost"); that match finished, New setup:
    ctrl+o said "No unfinished match is saved". The setup offers the match kept aside, and
    ctrl+o resumes it, every move."""
    actions = await play_saved(make_app, 8)
    app = make_app(quick_config(kinds=("easy", "easy"), holes=1, seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplaceSavedScreen)
        await pilot.press("n")  # Start the new match: the saved one kept aside
        rng = random.Random(2)
        for _ in range(200):
            if isinstance(app.screen, MatchOverScreen):
                break
            await step(pilot, rng)
        assert isinstance(app.screen, MatchOverScreen)
        await pilot.press("n")  # New setup
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert _line(setup) == "Saved match: Kari and Ola · Sexkortsgolf, hole 1 of 2"
        await pilot.press("ctrl+o")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and list(table.ctrl.match.actions) == actions
    assert not list(session.store.root.glob("autosave.json.*-*"))  # it is the autosave again
