"""The setup screen's keys: F1 (and ? outside a name) lists them, from the bindings the screen
and its seats really have; shift+↑/↓ reorder as ctrl+↑/↓ do and shift+Delete removes as ctrl+r
does, for terminals that keep those."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.widgets import Checkbox, Input, Select

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.setup_keys import SetupKeysScreen, key_text
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.app.setup_model import switch_rules
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.presets import load_ruleset

from ..app.conftest import screen_text
from ..conftest import toasts
from .screen_host import ScreenHost


def setup(*names: str) -> ScreenHost:
    settings = Settings(seats=[SeatSetting(name=n) for n in names], ruleset="swedish-6")
    return ScreenHost(lambda: SetupScreen(settings, remember=False))


def flat(app: Any) -> str:
    """The screen's words in one line, the box's borders and the wrapping gone."""
    return " ".join(screen_text(app).replace("│", " ").split())


async def test_f1_lists_every_key_the_setup_binds() -> None:
    """F1 from a name (where ? is part of the name) opens the list; every binding of the
    screen and of a seat is on it with its keys, and Escape closes it. ? and F1 did nothing."""
    app = setup("Kari", "Ola")
    async with app.run_test(size=(100, 60)) as pilot:  # tall enough for the whole list
        await pilot.pause()
        app.screen.query_one(SeatRow).focus_name()  # filled in: Start has the focus
        await pilot.pause()
        assert isinstance(app.screen.focused, Input)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, SetupKeysScreen)
        text = flat(app)
        for binding in (*SetupScreen.BINDINGS, *SeatRow.BINDINGS):
            assert isinstance(binding, Binding)
            assert f"{key_text(binding.key)} {binding.tooltip}" in text, binding
        assert "ctrl+↑ / shift+↑ Move this player one place earlier" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_question_mark_is_part_of_a_name_and_opens_the_keys_elsewhere() -> None:
    app = setup("Kari", "Ola")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        field = app.screen.query_one(SeatRow).query_one(Input)
        app.screen.query_one(SeatRow).focus_name()  # filled in: Start has the focus
        await pilot.press("end", "question_mark")
        await pilot.pause()
        assert field.value == "Kari?" and isinstance(app.screen, SetupScreen)
        app.screen.query_one("#ascii", Checkbox).focus()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, SetupKeysScreen)


async def test_shift_arrows_move_the_focused_player_too() -> None:
    """For terminals that keep ctrl+↑/↓ for themselves (the ▲ ▼ buttons take no focus)."""
    app = setup("Kari", "Ola", "Siri")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        list(app.screen.query(SeatRow))[2].focus_name()
        await pilot.press("shift+up")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Kari", "Siri", "Ola"]
        await pilot.press("shift+down")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Kari", "Ola", "Siri"]


async def test_shift_delete_removes_the_focused_player_too() -> None:
    """For terminals that keep ctrl+r for themselves; Delete alone still deletes in the name."""
    app = setup("Kari", "Ola", "Siri", "Per")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        rows[1].focus_name()
        await pilot.press("home", "delete")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Kari", "la", "Siri", "Per"]
        await pilot.press("shift+delete")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Kari", "Siri", "Per"]
        rows[2].query_one(Select).focus()  # from the kind as well as the name
        await pilot.pause()
        await pilot.press("shift+delete")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Kari", "Per"]


def test_key_text() -> None:
    assert key_text("ctrl+up,shift+up") == "ctrl+↑ / shift+↑"
    assert key_text("f1,question_mark") == "F1 / ?"
    assert key_text("ctrl+r,shift+delete") == "ctrl+r / shift+Delete"
    assert key_text("escape") == "Esc"  # as the boxes' "Esc: close" write it


async def test_the_key_is_shown_above_the_form_and_a_click_opens_the_list() -> None:
    """The footer has no room for F1 at 80 columns: the title line names it instead."""
    app = setup("Kari", "Ola")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "F1 keys" in screen_text(app).splitlines()[0]
        await pilot.click("#keys-hint")
        await pilot.pause()
        assert isinstance(app.screen, SetupKeysScreen)


async def test_escape_says_which_keys_start_and_quit() -> None:
    """Esc on the form did nothing, and a newcomer's q to leave went into a name: it now says
    that ctrl+s starts and ctrl+q quits, and the form is left as it was. With a choice open,
    Esc only closes the choice."""
    app = setup("Kari", "Ola")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        seat = app.screen.query(SeatRow).last()
        seat.query_one(Select).focus()
        await pilot.press("enter")
        await pilot.pause()
        assert seat.query_one(Select).expanded
        await pilot.press("escape")
        await pilot.pause()
        assert not seat.query_one(Select).expanded and not app.screen.query("Toast")
        app.screen.query_one(SeatRow).query_one(Input).focus()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        said = [" ".join(str(t.render()).split()) for t in app.screen.query("Toast")]
        assert said == ["Nothing to close here: ctrl+s starts the match, ctrl+q quits, F1 lists "
                        "the keys."]
        assert [r.query_one(Input).value for r in app.screen.query(SeatRow)] == ["Kari", "Ola"]


async def test_escape_says_so_whichever_field_has_the_focus() -> None:
    """F1 lists Esc as "Nothing to close on this screen": it says so from every field Tab
    reaches (a name, a choice, a switch, the ruleset list, the text under the rules where it
    runs past the screen, Start), not only from a name."""
    base = load_ruleset("danish-6")
    every = [f"{key}={next(iter(base.house_rules[key].options))}"
             if base.house_rules[key].options else key for key in switch_rules(base)]
    settings = Settings(seats=[SeatSetting(name=n) for n in ("Kari", "Ola")],
                        ruleset="danish-6", house_rules={"danish-6": every})
    app = ScreenHost(lambda: SetupScreen(settings, remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        seat = screen.query(SeatRow).first()
        fields = [seat.query_one(Input), seat.query_one(Select),
                  *(screen.query_one(f"#{name}") for name in (
                      "add-player", "handover-mode", "ascii", "presets", "ruleset-info",
                      "start"))]
        assert all(field in screen.focus_chain for field in fields)
        for widget in fields:
            app.clear_notifications()
            screen.set_focus(widget)
            await pilot.press("escape")
            await pilot.pause()
            said = toasts(app)
            assert said == ["Nothing to close here: ctrl+s starts the match, ctrl+q quits, F1 "
                            "lists the keys."], widget
            assert app.screen is screen


async def test_f1_says_first_that_the_lowest_total_wins() -> None:
    """A newcomer read every ruleset's summary on the setup and never learnt whether many
    points were good or bad: the setup's F1 says it above the keys."""
    app = setup("Kari", "Ola")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, SetupKeysScreen)
        text = flat(app)
        assert "the lowest total wins" in text, text
        assert text.index("lowest total wins") < text.index("Move this player"), text


async def test_f1_says_what_each_click_does() -> None:
    """The setup's list said nothing of the mouse: what a click on a name, a seat's ↑ ↓ ✕, the
    buttons, the lists, "F1 keys" and the key bar does."""
    app = setup("Kari", "Ola")
    async with app.run_test(size=(100, 80)) as pilot:  # tall enough for the whole list
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, SetupKeysScreen)
        text = flat(app)
    for line in ("With the mouse a name type in it; a name nobody typed (\"Player 2\") is"
                 " selected whole",
                 "↑ ↓ ✕ move that player up or down the turn order, or remove them",
                 "\"+ Add player\" adds a player, \"Start ▶\" starts the match",
                 "one on a checkbox ticks or unticks it",
                 "F1 keys above the form: this list",
                 "key bar a key there does what pressing it does; ^p (bottom right): the"
                 " command palette"):
        assert line in text, (line, text)
