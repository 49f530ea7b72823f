"""A terminal closed on the last hole's result ("Press Enter to see the final result.") left the
match in the history, and the next start showed the bare setup without a word: the players never
saw how it ended. The next start says so, once; a match whose end was seen says nothing."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from resilience_helpers import quick_config, step, table_of

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.session import UNSEEN_DIR, UNSEEN_FILE, Session
from golf_tui.storage import Store

OVER = "The match of Kari and Ola (Firekortsgolf) is over: "


def _notes(session: Session) -> list[str]:
    """The notes kept in the data directory (one a match, beside its lock file)."""
    folder = session.store.root / UNSEEN_DIR
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


async def _play_to_the_end(app: GolfApp, *, see_it: bool,
                           meanwhile: Callable[[], object] = lambda: None) -> str:
    """Play the one-hole match to its last result (and, ``see_it``, to the match over); the
    winner's words as the match-over screen would say them. norwegian-4: a random knock soon
    ends it, where random play of swedish-6 took 14 s to turn every card up."""
    rng = random.Random(3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(400):
            table = table_of(app)
            if (table is not None and table.ctrl.match.finished
                    and isinstance(app.screen, HoleResultScreen)):
                break
            await step(pilot, rng)
        table = table_of(app)
        assert table is not None and table.ctrl.match.finished
        match = table.ctrl.match
        meanwhile()  # before its end is seen
        if see_it:
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, MatchOverScreen)
    names = [match.players[s] for s in match.winners]
    return f"{' and '.join(names)} {'won' if len(names) == 1 else 'shared the win'} with"


async def _start_notices(session: Session) -> list[str]:
    """The notices of a fresh start (a session of its own, as a new golf-tui has)."""
    app = GolfApp(None, session=Session(session.store, session.settings_file))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
    return app.notices


async def test_a_match_over_not_seen_is_told_at_the_next_start_once(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    won = await _play_to_the_end(make_app(quick_config("norwegian-4", holes=1)), see_it=False)
    assert not session.store.autosave_path.exists()  # in the history, as before
    notices = await _start_notices(session)
    told = [n for n in notices if n.startswith(OVER)]
    assert len(told) == 1 and won in told[0], notices
    assert "Match history" in told[0]
    assert not _notes(session)  # nor its lock file
    assert not [n for n in await _start_notices(session) if n.startswith(OVER)]


async def test_a_match_over_seen_is_not_told_again(make_app: Callable[..., GolfApp],
                                                    session: Session) -> None:
    await _play_to_the_end(make_app(quick_config("norwegian-4", holes=1)), see_it=True)
    assert not _notes(session)
    assert not [n for n in await _start_notices(session) if n.startswith(OVER)]


async def test_a_match_over_seen_leaves_an_older_copy_s_note(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """An older golf-tui on the same data (its one note, ``UNSEEN_FILE``) finished its match
    after this one, and was closed on its last result: its note stays when this one's match
    over comes up, and is told."""
    path = session.store.root / UNSEEN_FILE
    theirs = ('{"players": ["Siri", "Per"], "ruleset": "norwegian-4", "winners": ["Per"],'
              ' "score": 12}')
    await _play_to_the_end(make_app(quick_config("norwegian-4", holes=1)), see_it=True,
                           meanwhile=lambda: path.write_text(theirs))
    assert path.read_text() == theirs
    told = [n for n in await _start_notices(session) if n.startswith("The match of Siri")]
    assert len(told) == 1 and "Per won with 12" in told[0]


def test_a_damaged_note_is_removed_without_a_word(session: Session) -> None:
    path = session.store.root / UNSEEN_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"players": ["Kari\\u001b[2J"], "ruleset": "x", "winners": ["Kari"],'
                    ' "score": 3}')
    assert session.unseen_finishes() == [] and not path.exists()


def test_a_note_of_a_golf_tui_gone_is_told_and_one_of_a_running_one_is_not(
        session: Session) -> None:
    """The lock beside a note says whether its golf-tui still runs (the operating system lets
    it go with the process, as the autosave's)."""
    from golf_tui.storage.lock import FileLock

    folder = session.store.root / UNSEEN_DIR
    folder.mkdir(parents=True)
    note = ('{"players": ["%s", "Per"], "ruleset": "norwegian-4", "winners": ["Per"],'
            ' "score": 12}')
    (folder / "gone.json").write_text(note % "Siri")
    (folder / "gone.lock").write_text("")  # no process holds it
    (folder / "running.json").write_text(note % "Åse")
    running = FileLock(folder / "running.lock")
    assert running.acquire() is None
    try:
        told = session.unseen_finishes()
    finally:
        running.release()
    assert len(told) == 1 and told[0].startswith("The match of Siri and Per"), told
    assert _notes(session) == ["running.json", "running.lock"]


async def test_two_copies_closed_on_their_last_results_are_both_told(
        make_app: Callable[..., GolfApp], session: Session,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Two golf-tuis on one data directory, each left on its last hole's result and closed
    there: the second note was written over the first, and the first match's end was never
    told."""
    let_go = getattr(session, "notes_let_go", lambda: None)
    monkeypatch.setattr(session, "notes_let_go", lambda: None, raising=False)  # still runs
    await _play_to_the_end(make_app(quick_config("norwegian-4", holes=1)), see_it=False)
    other = Session(Store(session.store.root), session.settings_file)
    three = quick_config("norwegian-4", kinds=("human", "human", "human"), holes=1)
    await _play_to_the_end(GolfApp(three, session=other), see_it=False)
    let_go()  # the first one closed too
    told = [n for n in await _start_notices(session) if " is over: " in n]
    assert len(told) == 2, told
    assert {t.split(" (")[0] for t in told} == {"The match of Kari and Ola",
                                                "The match of Kari, Ola and Siri"}
    assert not [n for n in await _start_notices(session) if " is over: " in n]


async def test_a_copy_starting_does_not_tell_the_match_another_still_shows(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """A second golf-tui started while the first sits on its match's last result: it said how
    that match ended (the first copy's players were told by the other's screen), and the note
    was gone. It says nothing of it; the note stays for the first copy's own end."""
    told_there: list[str] = []

    def another_starts() -> None:
        there = Session(Store(session.store.root), session.settings_file)
        there.tell_unseen_finish()
        told_there.extend(there.found_so_far)

    won = await _play_to_the_end(make_app(quick_config("norwegian-4", holes=1)), see_it=False,
                                 meanwhile=another_starts)
    assert not told_there
    told = [n for n in await _start_notices(session) if n.startswith(OVER)]  # closed on it
    assert len(told) == 1 and won in told[0], told
