"""The hand-over into a final lap's turn says that it is the next player's last turn, and why
(a knock, a grid all face up), in public words: it told only the last move (a computer's), and
Kari learnt that Ola had knocked only once she had taken the keys. Before the lap, nothing of
the kind."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from golf_tui.app.narration import last_turn_words
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.engine import KNOCK, Action, Match, SeatView, view
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset

from .conftest import Driver, make_app, quick_choice, screen_text


def knocking(rng: random.Random, v: SeatView) -> Action:
    """Knock at once where the rules allow it, else a quick move."""
    return KNOCK if KNOCK in v.legal else quick_choice(rng, v)


async def lap_handovers(ruleset: str, bots: dict[int, str], choose: object) -> list[str]:
    """Plays a hole of three players, handing over; the text of each hand-over's box put up
    while a final lap runs (and checks the others say nothing of a last turn)."""
    app = make_app(ruleset, 3, holes=1, seed=3, bots=bots)
    seen: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        while not driver.table().ctrl.match.results:
            assert driver.steps < 600, "the hole did not end"
            screen = app.screen
            if isinstance(screen, HandoverScreen):
                lap = view(driver.table().ctrl.match.hole, None)
                text = screen_text(app)
                if lap.lap_left is not None and lap.closer is not None:
                    assert "this is your last turn" in text, text
                    seen.append(text)
                else:
                    assert "last turn" not in text, text
            await driver.step(choose)  # type: ignore[arg-type]
    return seen


async def test_the_handover_after_a_knock_says_it_is_the_last_turn() -> None:
    """Four-card Golf, Kari and Ola at one screen with a computer: Ola knocks at once, the
    computer plays, and Kari's hand-over says Ola knocked and that this is Kari's last turn."""
    seen = await lap_handovers("norwegian-4", {2: "hard"}, knocking)
    assert seen, "no hand-over in the final lap"
    assert any("Ola knocked: this is your last turn." in text and "Pass to Kari" in text
               for text in seen), seen


async def test_the_handover_after_a_grid_all_face_up_says_it_is_the_last_turn() -> None:
    """Swedish six-card, three people: the player who turned their last card starts a final
    lap, and every hand-over in it says so."""
    seen = await lap_handovers("swedish-6", {}, quick_choice)
    assert seen, "no hand-over in the final lap"
    assert all("cards are all face up: this is your last turn." in text for text in seen), seen


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_the_last_turn_words_are_translated(lang: str) -> None:
    """The words are the language's own."""
    v = view(Match.start(load_ruleset("norwegian-4"), ["Kari", "Ola", "Siri"], 3).hole, None)
    set_language(lang)
    for knocker in (0, None):
        lap = replace(v, lap_left=2, closer=0, knocker=knocker)
        words = last_turn_words(lap, ["Kari", "Ola", "Siri"])
        assert words.startswith("Kari") and "last turn" not in words, words


async def test_the_handover_after_a_knock_tells_it_once() -> None:
    """The hand-over just after a person's knock says it once, in the last-turn line: Siri's
    read "Ola knocked: this is your last turn." and then, as the last move, "Ola knocked."."""
    seen = await lap_handovers("norwegian-4", {0: "hard"}, knocking)
    after = [text for text in seen if "Pass to Siri" in text]
    assert after and all(text.count("knocked") == 1 for text in after), seen


async def test_the_handover_after_a_real_move_in_the_lap_still_tells_it() -> None:
    """A move made in the lap since the knock (the computer's) is told under the lap's line."""
    seen = await lap_handovers("norwegian-4", {2: "hard"}, knocking)
    after = [text for text in seen if "Pass to Kari" in text]
    assert after and all("Siri (bot)" in text for text in after), seen
