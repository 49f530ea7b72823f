"""ASCII mode (``--ascii``, the setup's box, a terminal without Unicode) draws nothing but ASCII
on any screen the game shows: the setup and its keys, the hand-over, the table (with an opening
peek, every preset, two and eight players, 80x24 and larger), the keys, the rules with house
rules, the scorecard, the log, the pile, the palette, the quit question, a note and a toast, a
hole's result, the match over, the match history and the player statistics; in English,
Norwegian, Swedish and Danish.

The letters of a language (æ, ø, å, ä, ö, é) are the language's own and stay: only signs,
punctuation, arrows, suits and lines are replaced."""

from __future__ import annotations

import unicodedata
from functools import partial
from typing import Any

import pytest
from textual.command import CommandPalette
from textual.containers import ScrollableContainer
from textual.widget import Widget

from golf_tui.app.app import GolfApp
from golf_tui.app.ascii_signs import is_letter
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.i18n import set_language
from golf_tui.storage import Store

from ..screens.screen_host import finished_match
from .conftest import Driver, make_app, palette_listed, press_each, screen_text


def foreign(text: str) -> set[str]:
    """The characters of ``text`` a terminal without Unicode cannot draw, less the letters of
    a language (and the accents a letter may be written with)."""
    return {ch for ch in text if ord(ch) >= 128 and not is_letter(ch)}


class Seen:
    """Every screen looked at, and the characters out of ASCII each showed, with a line."""

    def __init__(self, app: GolfApp) -> None:
        self.app = app
        self.screens: set[str] = set()
        self.bad: dict[str, str] = {}

    def look(self, label: str = "") -> str:
        text = screen_text(self.app)
        name = label or type(self.app.screen).__name__
        self.screens.add(name)
        for ch in foreign(text):
            line = next(line for line in text.splitlines() if ch in line)
            self.bad.setdefault(ch, f"{name}: {line.strip()}")
        return text

    async def scroll_through(self, pilot: Any) -> None:
        """Look at every page of the screen's scrolling box, top to bottom."""
        self.look()
        boxes = [w for w in self.app.screen.query(Widget)
                 if isinstance(w, ScrollableContainer) and w.max_scroll_y > 0]
        for box in boxes:
            while box.scroll_y < box.max_scroll_y:
                box.scroll_to(y=box.scroll_y + max(1, box.size.height - 1), animate=False,
                              immediate=True)
                await pilot.pause()
                self.look()

    def check(self) -> None:
        assert not self.bad, "not ASCII:\n" + "\n".join(
            f"{ch!r} U+{ord(ch):04X} {unicodedata.name(ch, '?')} in {where}"
            for ch, where in sorted(self.bad.items()))


async def look_up_everything(seen: Seen, pilot: Any) -> None:
    """At the table: the keys, the rules, the scorecard, the log, the palette and the quit
    question, each closed again; then the pile, a note (the computers' pace) and a toast."""
    app = seen.app
    for key, close in (("question_mark", "escape"), ("r", "escape"), ("s", "escape"),
                       ("l", "escape"), ("ctrl+p", "escape"),
                       ("ctrl+q", "n")):
        await press_each(pilot, key)
        assert not isinstance(app.screen, TableScreen), key
        if key == "ctrl+p":  # its commands listed (a worker of its own) before it is read
            await palette_listed(pilot)
        await seen.scroll_through(pilot)
        await press_each(pilot, close)
        assert isinstance(app.screen, TableScreen), key
    for key, label in (("h", "pile"), ("h", ""), ("plus", "pace note")):
        await press_each(pilot, key)
        seen.look(label)
    app.screenshot()  # its toast: "Screenshot saved: ..."
    await pilot.pause()
    assert app.screen.query("Toast")
    seen.look("toast")


async def play_match(seen: Seen, pilot: Any) -> None:
    """Play the match to its end, looking at every screen on the way; the table's look-ups at
    the first turn that is a person's."""
    app = seen.app
    driver = Driver(pilot, check_privacy=False)
    await driver.settle()
    looked_up = False
    while not isinstance(app.screen, MatchOverScreen):
        assert driver.steps < 2000, "the match did not move on"
        screen = app.screen
        peeking = isinstance(screen, TableScreen) and screen.ctrl.reveal_holds
        seen.look("opening peek" if peeking else "")
        if isinstance(screen, TableScreen) and screen.ctrl.at_keys_to_act() and not looked_up:
            await look_up_everything(seen, pilot)
            looked_up = True
        await driver.step()
    seen.look()


# Every preset and language, 2, 6 and 8 players, three sizes, and all house rules but the
# norwegian face-up (they were eight tours, three of them only repeating these in other mixes).
TOURS = [
    ("norwegian-4", 2, (80, 24), "en", ("knock-penalty", "peek-penalty", "jokers",
                                        "pair-bonus")),
    ("norwegian-6", 6, (120, 40), "nb", ("jokers",)),
    ("swedish-6", 8, (80, 24), "sv", ("jokers", "double-pairs")),
    ("danish-6", 2, (140, 45), "da", ("jokers=minus-5", "flip-as-turn", "flip-after-discard",
                                      "four-of-a-kind", "final-lap", "two-decks")),
    ("nine-card", 8, (80, 24), "en", ("jokers",)),
]


@pytest.mark.parametrize(("preset", "players", "size", "lang", "house"), TOURS)
async def test_a_whole_match_in_ascii_shows_only_ascii(
        preset: str, players: int, size: tuple[int, int], lang: str, house: tuple[str, ...],
        own_home: None) -> None:
    """A one-hole match with two people at the keys (hand-overs between them) and computers
    in the other seats, house rules on, every screen looked at as it comes up and the table's
    look-ups opened at the first person's turn."""
    set_language(lang)
    bots = {seat: "normal" for seat in range(2, players)}  # two people: hand-overs between
    app = make_app(preset, players, holes=1, seed=5, bots=bots, ascii=True, house=house)
    seen = Seen(app)
    async with app.run_test(size=size, notifications=True) as pilot:
        assert app.has_class("-ascii")
        await play_match(seen, pilot)
    seen.check()
    assert {"HandoverScreen", "TableScreen", "KeysScreen", "RulesScreen", "ScorecardScreen",
            "LogScreen", "Palette", "ConfirmQuitScreen", "pile", "pace note", "toast",
            "HoleResultScreen",
            "MatchOverScreen"} <= seen.screens, seen.screens
    if preset == "norwegian-4":  # the bottom two cards looked at, until Enter hides them
        assert "opening peek" in seen.screens


# Each language once, two at each size (all four at both sizes repeated one another).
@pytest.mark.parametrize(("lang", "size"), [("en", (80, 24)), ("nb", (120, 40)),
                                            ("sv", (120, 40)), ("da", (80, 24))])
async def test_the_setup_history_and_statistics_in_ascii_show_only_ascii(
        lang: str, size: tuple[int, int], own_home: None,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal without Unicode (LANG=C): the setup, a button's tip, its keys (F1), its
    palette and the rules of the ruleset chosen there, the match history and the player
    statistics."""
    for name in ("LC_ALL", "LANG"):
        monkeypatch.setenv(name, "C")
    seats = (("Kari", "human"), ("Ola", "human"), ("Bot 1", "hard"), ("Siri", "human"))
    Store().record_finished(finished_match("danish-6", 4, 7, ("jokers=minus-5",)), seats)
    set_language(lang)
    app = GolfApp()
    seen = Seen(app)
    async with app.run_test(size=size, tooltips=True) as pilot:
        await pilot.pause()
        assert app.has_class("-ascii")
        seen.look()
        await pilot.hover("SeatRow Button.up")  # its tip: "... (ctrl+Up or shift+Up)"
        tip = app.screen.query_one("#textual-tooltip")
        for _ in range(200):  # Textual shows it after a delay of its own
            if tip.display:
                break
            await pilot.pause(0.01)
        await pilot.pause()
        assert tip.display
        seen.look("tooltip")
        await pilot.hover("#setup-title")
        async def rules() -> None:  # the palette's Rules: those of the ruleset chosen
            app.action_show_rules()

        for open_it in (partial(press_each, pilot, "f1"), partial(press_each, pilot, "ctrl+p"),
                        rules):
            await open_it()
            await pilot.pause()
            if isinstance(app.screen, CommandPalette):  # its commands listed (a worker's)
                await palette_listed(pilot)
            await seen.scroll_through(pilot)
            await press_each(pilot, "escape")
        for show in (app.action_show_history, app.action_show_stats):
            show()
            await pilot.pause()
            await seen.scroll_through(pilot)
            await pilot.press("enter")  # a match's scorecard, in the history
            await pilot.pause()
            seen.look()
            while app.screen is not app.screen_stack[1]:
                await press_each(pilot, "escape")
    seen.check()
    assert {"SetupScreen", "tooltip", "SetupKeysScreen", "Palette", "RulesScreen",
            "HistoryScreen", "StatsScreen", "ScorecardScreen"} <= seen.screens, seen.screens
