"""A terminal closed on the last hole's result ("Press Enter to see the final result.") left the
match in the history, and the next start showed the bare setup without a word: the players never
saw how it ended. The next start says so, once; a match whose end was seen says nothing."""

from __future__ import annotations

import random
from collections.abc import Callable

from resilience_helpers import quick_config, step, table_of

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.session import UNSEEN_FILE, Session

OVER = "The match of Kari and Ola (Firekortsgolf) is over: "


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
    assert not (session.store.root / UNSEEN_FILE).exists()
    assert not [n for n in await _start_notices(session) if n.startswith(OVER)]


async def test_a_match_over_seen_is_not_told_again(make_app: Callable[..., GolfApp],
                                                    session: Session) -> None:
    await _play_to_the_end(make_app(quick_config("norwegian-4", holes=1)), see_it=True)
    assert not (session.store.root / UNSEEN_FILE).exists()
    assert not [n for n in await _start_notices(session) if n.startswith(OVER)]


async def test_a_match_over_seen_leaves_another_copy_s_note(
        make_app: Callable[..., GolfApp], session: Session) -> None:
    """Another golf-tui on the same data finished its match after this one, and was closed on
    its last result: its note stays when this one's match over comes up, and is told."""
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
    assert session.unseen_finish() is None and not path.exists()
