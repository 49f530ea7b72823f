"""A saved match moved aside as ``autosave.json.newer-N`` (a golf-tui that could not read it made
room for a match of its own) is offered again by this one, beside the match saved since or
alone: it was silently forgotten, and renaming it back, as the old message advised, replaced the
match saved since. The file is made here as that build makes it (renamed, not rewritten)."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from resilience_helpers import play_saved, table_of

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.resume import ResumeScreen
from golf_tui.app.session import Session
from golf_tui.breakdown import minus
from golf_tui.cli import main
from golf_tui.engine import DrawStock, Flip, Match, Peek, Swap, legal_actions, play
from golf_tui.presets import load_ruleset
from golf_tui.storage import AutosaveInfo, Store


def _players(path: Path) -> list[str]:
    return list(json.loads(path.read_text())["match"]["players"])


async def _two_matches(make_app: Callable[..., GolfApp], session: Session) -> tuple[Path, list]:
    """Kari and Ola's norwegian-4 moved aside as an older golf-tui moves it, and Kari, Ola and
    Siri's swedish-6 saved since: the path of the first, and its actions."""
    first = await play_saved(make_app, 8, preset="norwegian-4")
    aside = session.store.root / "autosave.json.newer-1"
    session.store.autosave_path.rename(aside)
    await play_saved(make_app, 6, kinds=("human", "human", "human"))
    return aside, first


async def test_the_match_moved_aside_is_offered_beside_the_saved_one(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    aside, first = await _two_matches(make_app, session)
    store = session.store
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen) and screen.other is not None
        prompt = str(screen.query_one("#resume-prompt").render())
        other = str(screen.query_one("#resume-other").render())
        assert prompt.startswith("Resume Kari, Ola and Siri?\nSexkortsgolf, hole 1 of 2 · saved 20")
        assert other.startswith("Or the other saved match: Kari and Ola\nFirekortsgolf, hole 1 of 2"
                                " · saved 20")
        assert "autosave.json.newer-1 by an older golf-tui" in other
        assert "o" in screen.active_bindings
        await pilot.press("o")
        await pilot.pause()
        table = table_of(app)
        assert table is not None
        assert table.ctrl.match.players == ("Kari", "Ola")
        assert list(table.ctrl.match.actions) == first
        moved = store.root / "autosave.json.other-1"
        assert any(f"The saved match of Kari, Ola and Siri was moved to {moved}," in w.message
                   for w in app.warnings), app.notices
    assert not aside.exists()
    assert _players(store.autosave_path) == ["Kari", "Ola"]
    assert _players(store.root / "autosave.json.other-1") == ["Kari", "Ola", "Siri"]
    # next time, the one not chosen is offered beside it, as it was
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen) and screen.other is not None
        assert screen.info.players == ("Kari", "Ola")
        assert screen.other.players == ("Kari", "Ola", "Siri")
        assert screen.other.aside == "autosave.json.other-1"


async def test_resuming_the_saved_one_keeps_the_match_moved_aside(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    aside, _first = await _two_matches(make_app, session)
    before = aside.read_bytes()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("r")
        await pilot.pause()
        assert table_of(app) is not None
    assert aside.read_bytes() == before


async def test_a_match_moved_aside_is_offered_alone_where_none_is_saved(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    first = await play_saved(make_app, 8, preset="norwegian-4")
    aside = session.store.root / "autosave.json.newer-2"
    session.store.autosave_path.rename(aside)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen) and screen.other is None
        assert screen.info.aside == "autosave.json.newer-2"
        assert "o" not in screen.active_bindings or not screen.active_bindings["o"].enabled
        await pilot.press("r")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and list(table.ctrl.match.actions) == first
    assert not aside.exists()
    assert _players(session.store.autosave_path) == ["Kari", "Ola"]


def test_only_matches_this_version_can_resume_are_offered(tmp_path: Path) -> None:
    store = Store(tmp_path)
    tmp_path.mkdir(exist_ok=True)
    files = {"autosave.json.newer-1": '{"format": 99}', "autosave.json.newer-2": "not json",
             "autosave.json.corrupt-1": "{}", "autosave.json.other-x": "{}"}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    assert store.aside_saves() == []
    assert {p.name: p.read_text() for p in tmp_path.iterdir()} == files


def _resume_on_the_command_line(session: Session, monkeypatch: pytest.MonkeyPatch) -> GolfApp:
    """``golf-tui --resume`` run on ``session``'s files, its app not run (pytest has no
    terminal): the app it made, the lock it took let go."""
    from golf_tui.app import terminal

    made: list[GolfApp] = []
    monkeypatch.setenv("GOLF_TUI_HOME", str(session.store.root.parent))
    assert Store().root == session.store.root
    monkeypatch.setattr(GolfApp, "run", lambda self, **_kw: made.append(self))
    monkeypatch.setattr(terminal, "not_a_terminal", lambda *_args: None)
    assert main(["--resume"]) == 0
    (app,) = made
    assert app.session is not None
    app.session.store.lock.release()
    return app


async def test_resume_on_the_command_line_resumes_the_match_moved_aside(
        make_app: Callable[..., GolfApp], session: Session,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The one unfinished match there is: it exited 2, saying to start without --resume to
    choose it. Resumed as the start-up's offer resumes it: made the autosave."""
    first = await play_saved(make_app, 8, preset="norwegian-4")
    aside = session.store.root / "autosave.json.newer-1"
    session.store.autosave_path.rename(aside)
    app = _resume_on_the_command_line(session, monkeypatch)
    assert app.resume is not None and list(app.resume.match.actions) == first
    assert not aside.exists()
    assert _players(session.store.autosave_path) == ["Kari", "Ola"]
    assert sorted(p.name for p in session.store.root.glob("autosave.json.*")) == []


async def test_resume_on_the_command_line_resumes_the_autosave_beside_one(
        make_app: Callable[..., GolfApp], session: Session,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With both, the autosave; the match moved aside stays as it is, offered next time."""
    aside, _first = await _two_matches(make_app, session)
    before, saved = aside.read_bytes(), session.store.autosave_path.read_bytes()
    app = _resume_on_the_command_line(session, monkeypatch)
    assert app.resume is not None and app.resume.match.players == ("Kari", "Ola", "Siri")
    assert aside.read_bytes() == before
    assert session.store.autosave_path.read_bytes() == saved
    assert [info.aside for info in Store(session.store.root).aside_saves()] == [aside.name]


SAVED_AT = "2026-12-06T06:58:00+00:00"
KARI_AND_OLA = (("Kari", "human"), ("Ola", "human"))


def _save_as(store: Store, name: str, match: Match, saved_at: str = SAVED_AT) -> None:
    """``match`` saved as the file ``name`` (the autosave or one moved aside), saved at
    ``saved_at``: two saves of one minute, as a quick start run twice makes them."""
    store.save(match, KARI_AND_OLA)
    data = json.loads(store.autosave_path.read_text())
    data["saved_at"] = saved_at
    (store.root / name).write_text(json.dumps(data))
    if name != "autosave.json":
        store.autosave_path.unlink()


def _played(steps: int, choices: int, *, to_hole: int = 1) -> Match:
    """Kari and Ola's swedish-6 of seed 3, ``steps`` random actions (chosen by ``choices``'s
    random moves), or, with ``to_hole``, played until that hole is dealt."""
    m = Match.start(load_ruleset("swedish-6"), ["Kari", "Ola"], 3)
    rng = random.Random(choices)
    while steps > 0 or m.hole_number < to_hole:
        m = play(m, rng.choice(legal_actions(m.hole)))
        steps -= 1
    return m


async def _offer_lines(make_app: Callable[..., GolfApp]) -> tuple[str, str]:
    """The two matches' lines at the start-up's offer, their questions and files left out."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen) and screen.other is not None
        # one match beside the autosave's: no next to show (``m``)
        assert "m" not in screen.active_bindings and not screen.query("#resume-next")
        prompt = str(screen.query_one("#resume-prompt").render()).split("\n")[1:]
        other = str(screen.query_one("#resume-other").render()).split("\n")[1:]
        return "\n".join(prompt), "\n".join(line for line in other if "kept in" not in line)


async def test_two_saves_that_differ_only_in_score_read_apart(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """Two matches of Kari and Ola, swedish-6, each at the start of hole 2, saved in the same
    minute: they read "Sexkortsgolf, hole 2 of 9 · saved …" both; each tells its totals."""
    first, second = _played(0, 1, to_hole=2), _played(0, 2, to_hole=2)
    assert first.hole_number == second.hole_number == 2 and first.totals != second.totals
    store = session.store
    _save_as(store, "autosave.json.replaced-1", first)
    _save_as(store, "autosave.json", second)
    mine, theirs = await _offer_lines(make_app)
    assert mine != theirs
    for line, match in ((mine, second), (theirs, first)):
        kari, ola = (minus(t) for t in match.totals)
        assert line.endswith(f"\nKari {kari}, Ola {ola}"), line


async def test_two_saves_that_differ_only_in_progress_on_hole_1_read_apart(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """The same match begun twice (the same seed), saved in the same minute at two points of
    its first hole: each tells how far the deal has gone, and whose turn it is."""
    first, second = _played(8, 1), _played(12, 1)
    assert first.hole_number == second.hole_number == 1 and not first.results
    store = session.store
    _save_as(store, "autosave.json.replaced-1", first)
    _save_as(store, "autosave.json", second)
    mine, theirs = await _offer_lines(make_app)
    assert mine != theirs
    for line, match in ((mine, second), (theirs, first)):
        turns, name = match.hole.turns, match.players[match.hole.current]
        assert line.endswith(f"\n{turns} turns played, {name} to play"), line


def test_two_saves_that_read_alike_are_told_by_the_second_and_then_the_seed() -> None:
    """Alike in every word shown: the time to the second; alike in that too, the seed."""
    from golf_tui.app.screens.resume import told_apart

    base = AutosaveInfo(("Kari", "Ola"), "swedish-6", 1, 9, SAVED_AT, turns=3, to_play="Ola",
                        seed=3)
    later = dataclasses.replace(base, saved_at="2026-12-06T06:58:40+00:00")
    mine, theirs = told_apart(base, later)
    assert mine != theirs and ":00\n" in mine and ":40\n" in theirs
    mine, theirs = told_apart(base, dataclasses.replace(base, seed=4))
    assert mine.endswith(" · seed 3") and theirs.endswith(" · seed 4")
    assert told_apart(base, dataclasses.replace(base))[0].endswith("3 turns played, Ola to play")


async def test_every_saved_match_can_be_reached(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """Three matches moved aside beside the autosave: only the last saved was offered, the
    others waiting their turn. m shows the next beside the autosave's (after the last, the
    first again), and o resumes the one shown; every other is kept."""
    store = session.store
    for name, steps, saved_at in (("autosave.json.replaced-1", 4, "2026-12-03T12:00:00+00:00"),
                                  ("autosave.json.replaced-2", 6, "2026-12-04T12:00:00+00:00"),
                                  ("autosave.json.other-1", 8, "2026-12-05T12:00:00+00:00"),
                                  ("autosave.json", 10, "2026-12-06T12:00:00+00:00")):
        _save_as(store, name, _played(steps, 1), saved_at)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen) and "m" in screen.active_bindings
        shown = []
        for _ in range(4):
            other = str(screen.query_one("#resume-other").render())
            shown.append(other.split("\n")[0])
            assert "saved 2026-12-0" in other
            await pilot.press("m")
            await pilot.pause()
        assert shown == [f"Or another saved match ({n} of 3): Kari and Ola" for n in (1, 2, 3, 1)]
        await pilot.press("m")  # from the second, the third: the oldest, replaced-1
        await pilot.pause()
        assert screen.other is not None and screen.other.aside == "autosave.json.replaced-1"
        await pilot.press("o")
        await pilot.pause()
        table = table_of(app)
        assert table is not None and len(table.ctrl.match.actions) == 4
    assert not (store.root / "autosave.json.replaced-1").exists()
    kept = sorted(p.name for p in store.root.glob("autosave.json*"))
    assert kept == ["autosave.json", "autosave.json.other-1", "autosave.json.other-2",
                    "autosave.json.replaced-2"]



def _first_moves(ruleset: str, kinds: tuple[type, ...]) -> Match:
    """Anna and Kari's ``ruleset`` of seed 7, the first player's moves of ``kinds`` made in
    turn (each the first of its kind the rules allow, a kind repeated while it is allowed)."""
    m = Match.start(load_ruleset(ruleset), ["Anna", "Kari"], 7)
    for kind in kinds:
        m = play(m, next(a for a in legal_actions(m.hole) if isinstance(a, kind)))
    return m


def _standing(store: Store, match: Match) -> str:
    store.save(match, (("Anna", "human"), ("Kari", "human")))
    info = store.peek()
    assert info is not None
    return info.standing()


def test_the_progress_words_count_the_turns_played_before_an_opening(
        session: Session) -> None:
    """norwegian-4, Anna and Kari, seed 7: Kari peeks, draws and places a card, and quits;
    the offer said "opening peeks, Anna next", as if nothing had been played. Of a flip
    opening it said peeks too."""
    store = session.store
    start = _first_moves("norwegian-4", ())
    first = start.players[start.hole.current]
    assert _standing(store, start) == f"opening peeks, {first} next"
    played = _first_moves("norwegian-4", (Peek, Peek, DrawStock, Swap))
    nxt = played.players[played.hole.current]
    assert played.hole.turns == 1 and nxt != first
    assert _standing(store, played) == f"1 turn played, {nxt} to play (opening peeks)"
    flips = _first_moves("swedish-6", ())
    assert _standing(store, flips) == f"opening flips, {first} next"
    flipped = _first_moves("swedish-6", (Flip, Flip, DrawStock, Swap))
    assert _standing(store, flipped) == f"1 turn played, {nxt} to play (opening flips)"
