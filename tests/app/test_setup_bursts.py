"""Keys that reach the setup together go where they would go typed one by one.

Kari ⏎ Ola ⏎ Siri ⏎ arriving at once (a fast typist, a paste without bracketed paste, a script
driving tmux) went into the first name, whole: Textual hands each key to the widget in focus as
it reads it, and the focus moved only once that widget got to the Enter, after the keys behind
it had all gone to the same name. ``keys_together`` posts its keys together, as one read of the
terminal delivers them; ``pilot.press`` waits for the app between keys, as slow typing."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Button, Input

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.widgets.seat_row import SeatRow, typed_keys

from ..conftest import toasts
from .conftest import all_read, keys_together

pytestmark = pytest.mark.usefixtures("own_home")
T = TypeVar("T")


def names(app: GolfApp) -> list[str]:
    return [row.player_name for row in app.screen.query(SeatRow)]


async def setup(pilot: Pilot[None], at_add: bool = False) -> SetupScreen:
    """The setup screen, up; ``at_add``: with "+ Add player" in focus (a paste there adds)."""
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, SetupScreen)
    if at_add:
        screen.set_focus(screen.query_one("#add-player", Button))
        await pilot.pause()
    return screen


async def slowly_and_together(keys: Sequence[str],
                              end: Callable[[GolfApp, SetupScreen], T]) -> tuple[T, T]:
    """What ``end`` reads of a fresh setup after ``keys`` typed one by one (``pilot.press``),
    and of another after the same keys arriving together (``keys_together``)."""
    ends = []
    for together in (False, True):
        app = GolfApp()
        async with app.run_test(size=(100, 30)) as pilot:
            screen = await setup(pilot)
            if together:
                await keys_together(app, pilot, *keys)
            else:
                await pilot.press(*keys)
                await pilot.pause()
            ends.append(end(app, screen))
    return ends[0], ends[1]


async def test_names_and_enters_together_fill_one_name_each() -> None:
    """Two seats, three names: the third is typed on "+ Add player" and adds its player; the
    last Enter leads to "+ Add player" again and starts nothing."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup(pilot)
        await keys_together(app, pilot, *"Kari", "enter", *"Ola", "enter", *"Siri", "enter")
        assert names(app) == ["Kari", "Ola", "Siri"]
        assert app.screen is screen and screen.focused is screen.query_one("#add-player")


async def test_a_burst_ends_where_slow_typing_ends() -> None:
    """The same keys typed one by one, then together on a fresh setup: the same names, the
    same focus, the cursor where it was."""
    keys = [*"Kari", "enter", *"Ola", "enter", *"Siri", "backspace", "tab", "shift+tab", *"xy"]

    def end(app: GolfApp, screen: SetupScreen) -> tuple[list[str], str, int, str]:
        field = screen.focused
        assert isinstance(field, Input)
        return names(app), field.value, field.cursor_position, field.selected_text

    slowly, together = await slowly_and_together(keys, end)
    # shift+tab came back to the new name selected whole, as Tab does: xy replaced it
    assert slowly == together == (["Kari", "Ola", "xy"], "xy", 2, "")


async def test_tab_and_backspace_in_a_burst_act_in_turn() -> None:
    """A key's binding (Tab's, Backspace's) ran only once the key had come back up from the
    name: the letters behind it were in by then."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await setup(pilot)
        # the first name, its kind, the second name
        await keys_together(app, pilot, *"Kari", "backspace", "n", "tab", "tab", *"Ola")
        assert names(app) == ["Karn", "Ola"]


async def test_enter_and_a_name_on_add_player_rename_the_player_it_adds() -> None:
    """Enter on "+ Add player" adds "Player 3" and selects its name: the letters after it
    replace it, as typed slowly, and do not add a player each."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup(pilot)
        screen.set_focus(screen.query_one("#add-player", Button))
        await pilot.pause()
        await keys_together(app, pilot, "enter", *"Per", "enter", "ctrl+n", *"Liv")
        assert names(app) == ["Player 1", "Player 2", "Per", "Liv"]


async def test_a_name_typed_faster_than_its_field_appears_is_kept_whole() -> None:
    """Letters arriving together on "+ Add player": the first adds the player, the others wait
    for its name and go on with it, not one player each."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup(pilot)
        screen.set_focus(screen.query_one("#add-player", Button))
        await pilot.pause()
        await keys_together(app, pilot, *"Siri")
        assert names(app) == ["Player 1", "Player 2", "Siri"]
        await pilot.press(*"ne")
        assert names(app) == ["Player 1", "Player 2", "Sirine"]


async def test_a_pasted_list_of_names_fills_one_name_a_line() -> None:
    """A bracketed paste of three lines: one name each, the third a new player; no line break
    in any name, and the last one leads to "+ Add player", starting nothing."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup(pilot)
        app.post_message(events.Paste("Kari\r\nOla\nSiri\n"))
        await all_read(app, pilot)
        assert names(app) == ["Kari", "Ola", "Siri"]
        assert screen.focused is screen.query_one("#add-player")
        app.post_message(events.Paste("Per  Hansen"))  # on "+ Add player": a player more
        await all_read(app, pilot)
        assert names(app) == ["Kari", "Ola", "Siri", "Per Hansen"]
        assert app.screen is screen


@pytest.mark.parametrize("at_add", [False, True])
async def test_a_paste_holding_a_tab_is_refused_as_typing_and_players_refuse_it(
        at_add: bool) -> None:
    """A tab in a pasted name was typed as a space ("Ka ri"), where the setup and --players
    refuse it: nothing is pasted, the names stay, and the note says why."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await setup(pilot, at_add)
        app.post_message(events.Paste("Liv\nKa\tri"))
        await all_read(app, pilot)
        assert names(app) == ["Player 1", "Player 2"]
        assert any("cannot hold control characters" in note for note in toasts(app))


async def test_a_pasted_name_is_cleaned_as_a_typed_one() -> None:
    """A zero-width space pasted in a name is left out, as typed (it was a space: "Ol a",
    kept in settings.json); a no-break space is a space, and runs of them one."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await setup(pilot)
        app.post_message(events.Paste("Ol\u200ba\nKari\u00a0 \u00a0Nord"))
        await all_read(app, pilot)
        assert names(app) == ["Ola", "Kari Nord"]


def test_a_paste_is_typed_a_line_a_name() -> None:
    def typed(text: str) -> list[str]:
        return [key.key for key in typed_keys(text, 0.0)]

    assert typed("Jo\nÅse") == ["J", "o", "enter", "Å", "s", "e"]
    assert typed("A b\r\n\r\n") == ["A", "space", "b", "enter", "enter"]
    assert typed("a? ") == ["a", "question_mark", "space"]
    assert typed("O\u200bla\u2060") == ["O", "l", "a"]  # as clean_name keeps a name
    assert typed(" Nord") == ["space", "N", "o", "r", "d"]  # after "Kari" typed: Kari Nord
    assert typed("") == []


async def test_names_and_ctrl_s_together_start_with_those_names() -> None:
    """ctrl+s acts as the game reads it; the name typed just before it is in all the same
    (the match started with "Player 2"), and the first player takes the keys deliberately."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await setup(pilot)
        await keys_together(app, pilot, *"Kari", "enter", *"Ola", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        assert app.config is not None and app.config.names == ("Kari", "Ola")


async def test_moves_and_removals_in_a_burst_end_where_slow_typing_ends() -> None:
    """ctrl+↓ and ctrl+r act through a message to the setup: the keys after them wait for the
    focus to follow (the x went into the name that had moved away, Liv into a removed one)."""
    keys = [*"Kari", "ctrl+down", "x", "ctrl+n", "ctrl+r", *"Liv"]
    slowly, together = await slowly_and_together(keys, lambda app, _screen: names(app))
    assert slowly == together == ["Player 1", "Liv"]  # x replaced Kari, Liv x


@pytest.mark.parametrize("at_add", [False, True])
async def test_a_pasted_list_longer_than_the_table_leaves_the_rest_of_the_form_alone(
        at_add: bool) -> None:
    """Ten names pasted at a table of eight: the lines past the last seat went on as keys to
    what follows the seats, the hand-over's list first, where "Never" picked "Never (everyone
    sees all)" without a word. The names that fit are typed, the others are named as left
    out, and the form is as it was."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await setup(pilot, at_add)
        before = {w.id: w.value for w in screen.query("#handover-mode, #ascii, #animations")}
        app.post_message(events.Paste("A\nB\nC\nD\nE\nF\nG\nH\nNever\n a\n"))
        await all_read(app, pilot)
        want = [*"ABCDEFGH"] if not at_add else ["Player 1", "Player 2", *"ABCDEF"]
        assert names(app) == want
        after = {w.id: w.value for w in screen.query("#handover-mode, #ascii, #animations")}
        assert after == before and app.screen is screen
        left = "Never, a" if not at_add else "G, H, Never, a"
        assert any(f"left out: {left}" in note for note in toasts(app))
