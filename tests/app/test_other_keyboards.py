"""Keys from other keyboards and terminals: a keypad's Enter, which tmux (and some terminals)
send as a newline, read by Textual as ctrl+j; Caps Lock on; keys Textual names after a
keyboard the player does not have."""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual._xterm_parser import XTermParser
from textual.keys import _character_to_key
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.resume import ReplaceFromSetupScreen, ResumeScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.setup_model import MAX_NAME
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.i18n import set_language
from golf_tui.storage import AutosaveInfo

from .conftest import Driver, all_read, keys_together, make_app, screen_text

# what a keypad's Enter is in tmux: "\n", ctrl+j to Textual (``KEY_CHARS`` gives its character)
KP_ENTER = "ctrl+j"


def names(app: GolfApp) -> list[str]:
    return [row.player_name for row in app.screen.query(SeatRow)]


@pytest.mark.usefixtures("own_home")
async def test_a_keypad_enter_ends_a_name_in_the_setup() -> None:
    """Kari, the keypad's Enter, Ola: two names, as with Enter (it went on as KariOla)."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await keys_together(app, pilot, *"Kari", KP_ENTER, *"Ola")
        assert names(app)[:2] == ["Kari", "Ola"]
        assert isinstance(app.screen.focused, Input) and app.screen.focused.value == "Ola"


@pytest.mark.usefixtures("own_home")
async def test_a_keypad_enter_presses_the_button_in_focus() -> None:
    """On a button (Start), the keypad's Enter presses it, as Enter does."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.set_focus(screen.query_one("#start"))
        await keys_together(app, pilot, KP_ENTER)
        await pilot.pause()
        assert app.screen is not screen


async def test_a_keypad_enter_passes_the_handover_and_peeks() -> None:
    """A keypad-only player gets past the first hand-over, and Enter's all-at-once opening
    peek works with it too."""
    app = make_app("norwegian-4", 2, handover="auto")
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        assert isinstance(app.screen, HandoverScreen)
        await keys_together(app, pilot, KP_ENTER)
        await driver.settle()
        table = app.screen
        assert isinstance(table, TableScreen)
        await keys_together(app, pilot, KP_ENTER)
        assert table.ctrl.reveal_holds  # the opening's cards peeked at, held on show


# --- Caps Lock at a question ------------------------------------------------------------------


async def _asked(app: GolfApp, pilot: Pilot[None]) -> TableScreen:
    await pilot.pause()
    table = app.screen
    assert isinstance(table, TableScreen)
    await keys_together(app, pilot, "q")
    assert isinstance(app.screen, ConfirmQuitScreen)
    return table


@pytest.mark.parametrize(("lang", "no", "yes"), [("en", "N", "Y"), ("nb", "N", "J")])
async def test_caps_lock_answers_the_quit_question(lang: str, no: str, yes: str) -> None:
    """q at the table, then N with Caps Lock on: back at the table; q and Y (J in Norwegian):
    the app quits. Both did nothing and said nothing."""
    set_language(lang)
    app = make_app(handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _asked(app, pilot)
        await keys_together(app, pilot, no)
        assert app.screen is table and app.is_running
        await _asked(app, pilot)
        await keys_together(app, pilot, yes)
    assert app.return_code == 0


@pytest.mark.parametrize(("key", "choice"), [("R", "resume"), ("N", "new"), ("Q", "quit"),
                                             ("O", "other")])
async def test_caps_lock_chooses_at_the_resume_offer(key: str, choice: str) -> None:
    info = AutosaveInfo(("Kari", "Ola"), "swedish-6", 1, 9, "")
    other = AutosaveInfo(("Siri", "Per"), "swedish-6", 2, 9, "")
    chosen: list[str | None] = []
    app = GolfApp(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ResumeScreen(info, other=other), chosen.append)
        await pilot.pause()
        await keys_together(app, pilot, key)
        assert chosen == [choice]


async def test_caps_lock_chooses_before_replacing_from_the_setup() -> None:
    info = AutosaveInfo(("Kari", "Ola"), "swedish-6", 1, 9, "")
    chosen: list[str | None] = []
    app = GolfApp(None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReplaceFromSetupScreen(info, "Kari & Ola"), chosen.append)
        await pilot.pause()
        await keys_together(app, pilot, "Z")  # a letter no answer's: it says so
        assert chosen == [] and "The Z key does nothing here." in screen_text(app)
        await keys_together(app, pilot, "B")
        assert chosen == ["back"]


# Norwegian four-card, Kari and Ola: one hole played to its end
HOLE_ONE = ["enter", "3", "4", "enter", "k", "k", "enter", "3", "4", "enter", "d", "x"]


async def hole_one_played(pilot: Pilot[Any], *then: str) -> Screen[Any]:
    """``HOLE_ONE`` played (and ``then``), each key taken before the next: the screen on top."""
    await pilot.pause()
    for each in [*HOLE_ONE, *then]:
        await pilot.press(each)
        await pilot.pause()
    return pilot.app.screen


@pytest.mark.parametrize(("key", "choice"), [("A", "again"), ("N", "setup"), ("Q", "quit")])
async def test_caps_lock_chooses_at_the_match_over(key: str, choice: str) -> None:
    """A, N, Q choose as a, n, q; L still asks about Caps Lock (a look-up, as at the table)."""
    app = make_app("norwegian-4", 2, holes=1)
    chosen: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        over = await hole_one_played(pilot, "enter")
        assert isinstance(over, MatchOverScreen)
        await keys_together(app, pilot, "L")
        assert app.screen is over and "is Caps Lock on?" in screen_text(app)
        over.dismiss = chosen.append  # type: ignore[assignment,method-assign]
        await keys_together(app, pilot, key)
        assert chosen == [choice]


# --- a letter and its accent typed apart ------------------------------------------------------


def _typed(*chars: str) -> list[events.Key]:
    """Keys as the terminal's reader makes them of ``chars``: a combining accent is a key of
    its own ("combining_ring_above"), after its letter."""
    return [events.Key(c if c.isalnum() else _character_to_key(c), c) for c in chars]


async def _name_field(app: GolfApp, pilot: Pilot[None]) -> Input:
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    field = app.screen.focused
    assert isinstance(field, Input)
    return field


@pytest.mark.usefixtures("own_home")
async def test_a_letter_and_its_combining_accent_are_one_character_of_a_name() -> None:
    """A, then U+030A (shown "Å"): one character, which one Backspace takes away whole (it
    took the ring alone, leaving A); typed before the end, the cursor stays after it."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        field = await _name_field(app, pilot)
        for key in _typed(*"sa", "\u030a", "s", "a"):
            app.post_message(key)
        await all_read(app, pilot)
        assert field.value == "s\u00e5sa" and field.cursor_position == 4
        field.cursor_position = 2
        for key in _typed("e", "\u0301"):  # é, in the middle
            app.post_message(key)
        await all_read(app, pilot)
        assert field.value == "s\u00e5\u00e9sa" and field.cursor_position == 3
        await keys_together(app, pilot, "backspace", "backspace")
        assert field.value == "ssa" and field.cursor_position == 1


@pytest.mark.usefixtures("own_home")
async def test_a_combining_accent_on_the_last_letter_a_name_may_have_is_taken() -> None:
    """A name of ``MAX_NAME`` characters, the last an A: the ring typed after it makes it Å,
    no longer (it was refused as one character too many); another letter is refused."""
    app = GolfApp()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        field = await _name_field(app, pilot)
        for key in _typed(*("x" * (MAX_NAME - 1)), "A", "\u030a"):
            app.post_message(key)
        await all_read(app, pilot)
        assert field.value == "x" * (MAX_NAME - 1) + "\u00c5"
        assert "at most" not in screen_text(app)
        for key in _typed("y"):
            app.post_message(key)
        await all_read(app, pilot)
        assert field.value == "x" * (MAX_NAME - 1) + "\u00c5"


# --- keys that did nothing and said nothing ----------------------------------------------------

COVERED = "The table's keys work once Ola has pressed Enter."


@pytest.mark.parametrize("key", ["D", "z", "f2"])
async def test_any_key_at_the_handover_says_what_to_press(key: str) -> None:
    """d said that the table's keys wait for Enter; D, z and F2 left the box as it was."""
    app = make_app("norwegian-4", 2, handover="auto")
    async with app.run_test(size=(80, 24)) as pilot:
        await Driver(pilot).settle()
        assert isinstance(app.screen, HandoverScreen) and COVERED not in flat(app)
        await keys_together(app, pilot, key)
        assert isinstance(app.screen, HandoverScreen) and COVERED in flat(app)


def flat(app: GolfApp) -> str:
    """The frame's words on one line, the boxes' borders taken out."""
    return " ".join(screen_text(app).replace("║", " ").replace("│", " ").split())


@pytest.mark.parametrize(("opener", "said"), [
    ("r", ["The R key does nothing here: is Caps Lock on? Esc or r: close",
           "The S key does nothing here. Esc or r: close",
           "The F2 key does nothing here. Esc or r: close"]),
    ("s", ["The R key does nothing here. Esc or s: close",
           "The S key does nothing here: is Caps Lock on? Esc or s: close",
           "The F2 key does nothing here. Esc or s: close"]),
    ("question_mark", ["The R key does nothing here. Esc or ?: close",
                       "The S key does nothing here. Esc or ?: close",
                       "The F2 key does nothing here. Esc or ?: close"]),
])
async def test_a_key_that_does_nothing_over_a_page_says_so(opener: str, said: list[str]) -> None:
    """The rules, the scorecard and the keys said nothing of R, S (Caps Lock on) or an F-key:
    the box's foot says so, before how to close it; Caps Lock is asked about where the lower
    case closes the box, and the foot names that key (the rules' said "is Caps Lock on? Esc:
    close", not that r closes them)."""
    app = make_app("norwegian-4", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        await keys_together(app, pilot, opener)
        page = app.screen
        assert page is not table
        for key, words in zip(("R", "S", "f2"), said, strict=True):
            await keys_together(app, pilot, key)
            assert app.screen is page and words in flat(app), (key, flat(app))


async def test_an_f_key_at_the_hole_result_says_it_does_nothing() -> None:
    app = make_app("norwegian-4", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        result = await hole_one_played(pilot)
        assert isinstance(result, HoleResultScreen)
        await keys_together(app, pilot, "f2")
        assert app.screen is result
        assert ("The F2 key does nothing here: ? lists the keys. Press Enter to deal the next"
                " hole.") in flat(app)


# --- keys named as the player pressed them ------------------------------------------------------


def from_terminal(sequence: str) -> list[events.Key]:
    """The keys Textual's reader makes of ``sequence``, as a terminal sends it: in one read,
    so made at one time. (Made one after the other, two keys were once 5 ms apart or more, on
    a full run's loaded machine: the app took ESC O E for an ESC O and a separate E.)"""
    parser = XTermParser()
    keys = [e for e in [*parser.feed(sequence), *parser.feed("")] if isinstance(e, events.Key)]
    for key in keys[1:]:
        key.time = keys[0].time
    return keys


async def said_at_the_table(sequences: list[str], lang: str = "en") -> list[str]:
    """The reason the table gives for each of ``sequences``, sent one after the other."""
    set_language(lang)
    app = make_app("swedish-6", 2, seed=2, handover="never")
    said = []
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = app.screen
        assert isinstance(table, TableScreen)
        for sequence in sequences:
            for key in from_terminal(sequence):
                app.post_message(key)
            await all_read(app, pilot)
            said.append(table.hint.split(":")[0])
    return said


async def test_keys_are_named_as_the_player_pressed_them() -> None:
    """Keypad 5 with NumLock off was "kp_begin"; Alt+5 and Alt+1 were "∞" and "¡" (a Mac's
    Option signs); Alt+Backspace was "^w"; ctrl and shift were "^→" beside "shift+←"."""
    said = await said_at_the_table(["\x1b[E", "\x1b5", "\x1b1", "\x1b\x7f", "\x1b[1;5C",
                                    "\x1b[1;2D", "\x1b[15~", "\x1b[1;3A", "\x17", "z"])
    assert said == ["The keypad 5 key does nothing here", "The alt+5 key does nothing here",
                    "The alt+1 key does nothing here", "The alt+Backspace key does nothing here",
                    "The ctrl+→ key does nothing here", "The shift+← key does nothing here",
                    "The F5 key does nothing here", "The alt+↑ key does nothing here",
                    "The ctrl+w key does nothing here", "The z key does nothing here"]


async def test_a_key_textual_misreads_is_named_by_no_wrong_name() -> None:
    """ESC O E (keypad 5 in xterm's application mode), which Textual reads as alt+shift+o and
    an E: no E was pressed, and the key cannot be known; Alt+6 and Alt+§ both read as §."""
    said = await said_at_the_table(["\x1bOE", "z", "\x1b6"])
    assert said == ["That key does nothing here", "The z key does nothing here",
                    "That key does nothing here"]


async def test_alt_and_a_letter_at_the_hole_result_keeps_its_alt() -> None:
    """Alt+k on the hole's result was "Tasten k" in Norwegian, k being a key of the table's."""
    set_language("nb")
    app = make_app("norwegian-4", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(await hole_one_played(pilot), HoleResultScreen)
        for key in from_terminal("\x1bk"):
            app.post_message(key)
        await all_read(app, pilot)
        assert "Tasten alt+k gjør ingenting her" in flat(app)


async def test_keys_of_the_kitty_keyboard_protocol_are_named_and_shift_alone_says_nothing() -> None:
    """A terminal that reports every key (the kitty protocol, which Textual asks for) reports
    Shift and Caps Lock pressed alone: no key to speak of, they leave the last reason as it was
    ("The left_shift key does nothing here" before every capital letter); keypad 5 with NumLock
    off, a private-use character to Textual, is keypad 5; Alt+k and Alt+Backspace keep their
    alt."""
    said = await said_at_the_table(["z", "\x1b[57441u", "\x1b[57358u", "\x1b[57427u",
                                    "\x1b[107;3u", "\x1b[127;3u"])
    assert said == ["The z key does nothing here"] * 3 + [
        "The keypad 5 key does nothing here", "The alt+k key does nothing here",
        "The alt+Backspace key does nothing here"]
