"""The quick start's command run again from the shell's history after the terminal was closed
(the same players, ruleset, rules and seed) offers to resume the match it began, Resume in
focus; and a new match that takes the place of an unfinished saved one keeps that one aside
(``autosave.json.replaced-N``), offered again at the next start: Enter at the question started
the new match and the one begun was gone for good."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from resilience_helpers import play_saved, quick_config, table_of
from textual.widgets import Button

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.resume import ReplaceSavedScreen, ResumeSameScreen, ResumeScreen
from golf_tui.app.session import Session
from golf_tui.engine import Match, legal_actions, play
from golf_tui.presets import load_ruleset
from golf_tui.storage import Store

from ..conftest import toasts


async def test_the_same_match_asked_for_again_offers_to_resume_it(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    actions = await play_saved(make_app, 8, preset="norwegian-4", kinds=("human", "hard"))
    before = session.store.autosave_path.read_bytes()
    app = make_app(quick_config("norwegian-4", kinds=("human", "hard")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeSameScreen)
        assert "You asked for this match: Kari and Ola — Firekortsgolf, 2 holes" in screen.hint()
        assert screen.query_one("#resume-yes", Button).variant == "primary"
        assert app.focused is not None and app.focused.id == "resume-yes"
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = table_of(app)
        assert table is not None and list(table.ctrl.match.actions) == actions
    assert not list(session.store.root.glob("autosave.json.replaced-*"))
    assert json.loads(session.store.autosave_path.read_bytes())["match"]["actions"] == (
        json.loads(before)["match"]["actions"])


async def test_another_seed_is_another_match(make_app: Callable[..., GolfApp],
                                             session: Session) -> None:
    await play_saved(make_app, 8, seed=5)
    app = make_app(quick_config(seed=6))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert type(app.screen) is ReplaceSavedScreen
        assert "keeps the saved match aside" in app.screen.hint()


async def test_a_new_match_keeps_the_one_it_replaces_aside(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    actions = await play_saved(make_app, 8)
    app = make_app(quick_config(kinds=("human", "human", "human")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplaceSavedScreen)
        await pilot.press("enter")  # Start the new match
        await app.workers.wait_for_complete()
        await pilot.pause()
        # the table's note says it is kept and how it comes back, no file's path (a family
        # read "/tmp/home/data/autosave.json.replaced-1" beside the grid for a minute); the
        # Warnings screen has the whole of it
        note = "The earlier match of Kari and Ola is kept, not lost: the next time golf-tui" \
               " starts, it offers it again to resume."
        assert note in app.notices and not any("replaced-1" in n for n in app.notices)
        assert any("was moved to" in w.message and "replaced-1" in w.message
                   for w in app.warnings)
        shown = toasts(app)
        assert note in shown and not any("replaced-1" in n for n in shown)
        assert not app.notes._waiting  # a passing note, not a warning that waits its turn
    aside = session.store.root / "autosave.json.replaced-1"
    assert len(json.loads(aside.read_text())["match"]["actions"]) == len(actions)
    # the next start offers both: the new match, and beside it the one it replaced
    again = make_app()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, ResumeScreen) and screen.other is not None
        assert screen.other.aside == "autosave.json.replaced-1"
        await pilot.press("o")
        await pilot.pause()
        table = table_of(again)
        assert table is not None and list(table.ctrl.match.actions) == actions


def _started(names: tuple[str, ...], seed: int) -> Match:
    match = Match.start(load_ruleset("swedish-6"), names, seed)
    return play(match, legal_actions(match.hole)[0])


def test_every_replaced_match_is_kept(tmp_path: Path) -> None:
    """Eight new matches, each replacing an unfinished one: none of the eight is deleted (an
    unfinished match is never lost; each is offered in its turn)."""
    store = Store(tmp_path)
    for n in range(8):
        store.save(_started(("Kari", "Ola"), n), (("Kari", "human"), ("Ola", "human")))
        assert store.set_aside_replaced() is not None
    kept = sorted(json.loads(p.read_text())["match"]["seed"]
                  for p in tmp_path.glob("autosave.json.replaced-*"))
    assert kept == list(range(8))


def test_a_match_with_nothing_played_is_not_kept(tmp_path: Path) -> None:
    store = Store(tmp_path)
    match = Match.start(load_ruleset("swedish-6"), ("Kari", "Ola"), 1)
    store.save(match, (("Kari", "human"), ("Ola", "human")))
    assert store.set_aside_replaced() is None
