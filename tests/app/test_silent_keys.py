"""Keys that did nothing and said nothing: on the hand-over screen, during a computer player's
turn, on a hole's result and on the match over. Each now does what it does at the table (q asks
to quit; the log, the scorecard, the rules and the keys open over a hole's result and over the
match over) or says why it does nothing, as a refused key at the table does."""

from __future__ import annotations

from typing import Any

import pytest
from textual.command import CommandPalette
from textual.pilot import Pilot

from golf_tui.app.app import GolfApp
from golf_tui.app.screens import handover as handover_screen
from golf_tui.app.screens import table_keys
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.help import KeysScreen, LookUp, RulesScreen
from golf_tui.app.screens.log import LogScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.over_keys import MatchOverKeysScreen
from golf_tui.app.screens.scorecard import ScorecardScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.grid import OwnGrid
from golf_tui.i18n import _, set_language

from .conftest import make_app, press_each, screen_text
from .test_bots_wait import a_computer_thinking, until_idle

# Norwegian four-card, Kari and Ola: Ola (first) peeks and knocks, Kari peeks, draws and throws
# the card away, which ends hole 1 (as in test_handover_after_result).
HOLE_ONE = ["enter", "3", "4", "enter", "k", "k", "enter", "3", "4", "enter", "d", "x"]



def words(app: GolfApp) -> str:
    """The frame's words, the hand-over box's border taken out, on one line."""
    return " ".join(screen_text(app).replace("║", " ").split())


async def press(pilot: Pilot[Any], *keys: str) -> None:
    """Each key read and dealt with before the next (``press_each``: one wait a key, where
    ``pilot.press`` and a pause after it waited three times)."""
    await press_each(pilot, *keys)


async def first_hand_over(pilot: Pilot[Any]) -> HandoverScreen:
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, HandoverScreen)
    return screen


# --- the hand-over ---------------------------------------------------------------------------


def _keys(bindings: Any) -> set[str]:
    return {key for b in bindings if hasattr(b, "key")  # a Binding, not a tuple
            for key in b.key.split(",")}


def test_the_hand_over_answers_every_key_of_the_table() -> None:
    """Every key the table binds reaches the hand-over's own bindings: Enter (ready), q (quit)
    or the list of the table's keys that say why they do nothing."""
    covered = set(handover_screen.TABLE_KEYS.split(","))
    assert _keys(table_keys.BINDINGS) - covered == {"enter", "q"}


def test_the_hole_result_answers_every_key_of_the_table_but_the_arrows() -> None:
    """The result's bindings (its own, the look-ups, q, the move keys it refuses,
    ``over.MOVE_KEYS``, and Up and Down, which scroll it, ``over.SCROLL_KEYS``) keep in step
    with the table's; only Left and Right are left (nothing there scrolls sideways), and Tab,
    Textual's focus key there as on the match over."""
    missing = _keys(table_keys.BINDINGS) - _keys(HoleResultScreen.BINDINGS)
    assert missing == {"left", "right", "tab", "shift+tab"}


@pytest.mark.parametrize("key", ["q", "ctrl+q"])
async def test_q_on_a_hand_over_asks_to_quit_as_at_the_table(key: str) -> None:
    """q did nothing on the hand-over, though it quits (asking first) at the table and on the
    match-over screen; n goes back to the hand-over, which still covers the table."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        handover = await first_hand_over(pilot)
        await press(pilot, key)
        assert isinstance(app.screen, ConfirmQuitScreen)
        await press(pilot, "n")
        assert app.screen is handover and app.is_running


@pytest.mark.parametrize("key", ["d", "5", "s", "r", "l", "h", "question_mark", "space",
                                 "escape", "left", "plus", "tab"])
async def test_a_table_key_on_a_hand_over_says_the_table_waits_for_the_player(key: str) -> None:
    """The hand-over covers the table: a key of the table's says that its keys work once the
    named player has pressed Enter, under the hint, and nothing is played or opened."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        handover = await first_hand_over(pilot)
        said = "The table's keys work once Ola has pressed Enter."
        assert said not in words(app)
        await press(pilot, key)
        assert app.screen is handover and handover.covered
        assert said in words(app)
        assert "Press Enter or click here when only Ola is looking" in words(app)
        await press(pilot, "enter")
        table = app.screen
        assert isinstance(table, TableScreen) and table.ctrl.match.actions == ()


@pytest.mark.parametrize(("lang", "said"), [
    ("nb", "Bordets taster virker når Ola har trykket Enter."),
    ("sv", "Bordets tangenter fungerar när Ola har tryckt Enter."),
    ("da", "Bordets taster virker, når Ola har trykket Enter."),
])
async def test_the_hand_over_says_it_in_the_players_language(lang: str, said: str) -> None:
    set_language(lang)
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await first_hand_over(pilot)
        await press(pilot, "d")
        assert said in words(app)


# --- a computer player's turn ----------------------------------------------------------------


async def test_a_move_key_in_a_computer_turn_says_whose_turn_it_is() -> None:
    """While Ola, a computer player, has the turn, a move's key (or Enter, or an arrow) did
    nothing: each says whose turn it is and which key skips ahead, in place of the prompt,
    until Ola's move; nothing is played meanwhile."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        moves = len(table.ctrl.match.actions)
        said = "Ola (bot) has the turn: space skips ahead."
        # (p pauses the computers on their turn: test_pause.py)
        for key in ("d", "t", "k", "3", "enter", "x", "f", "left", "down", "tab"):
            table.said = None
            await press(pilot, key)
            assert table.hint == said, key
        assert said in words(app)
        assert len(table.ctrl.match.actions) == moves
        bot.go.set()
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) > moves and table.hint == ""


async def test_a_click_on_the_grid_in_a_computer_turn_says_so_too() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        table.query_one(OwnGrid).post_message(OwnGrid.Chosen(0))
        await pilot.pause()
        assert table.hint == "Ola (bot) has the turn: space skips ahead."
        bot.go.set()
        await until_idle(pilot)


async def test_the_skip_key_still_skips_in_a_computer_turn() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        await press(pilot, "d", "space")
        assert table.skip
        bot.go.set()
        await until_idle(pilot)


# --- a hole's result -------------------------------------------------------------------------


async def hole_result(pilot: Pilot[Any]) -> HoleResultScreen:
    await pilot.pause()
    await press(pilot, *HOLE_ONE)
    screen = pilot.app.screen
    assert isinstance(screen, HoleResultScreen)
    return screen


async def test_the_tables_look_ups_open_over_a_hole_result() -> None:
    """l, s, r and ? (F1) did nothing on the result, which covers the table: they open the
    log (still the hole just played's), the scorecard, the rules and the keys over it, as at
    the table; q asks to quit. Escape (n for the question) comes back to the result."""
    app = make_app("norwegian-4", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        result = await hole_result(pilot)
        for key, shown in (("l", LogScreen), ("s", ScorecardScreen), ("r", RulesScreen),
                           ("question_mark", KeysScreen), ("f1", KeysScreen),
                           ("q", ConfirmQuitScreen)):
            await press(pilot, key)
            assert isinstance(app.screen, shown), key
            if isinstance(app.screen, LookUp):  # centred (help.tcss)
                box = app.screen.query_one(".help-box").region
                assert box.x > 0 and abs(box.x - (80 - box.right)) <= 1, (key, box)
            if key == "l":
                assert "Ola knocked." in words(app)
            await press(pilot, "n" if key == "q" else "escape")
            assert app.screen is result, key


async def test_a_table_key_on_a_hole_result_says_why_before_the_prompt() -> None:
    """The table's other keys said nothing on the result: each says why, and what Enter does
    still follows; a key that does something (l) takes the reason away."""
    over = "The hole is over. Press Enter to deal the next hole."
    pile = ("The discard pile went with the hole: the log (l) tells every move. Press Enter to"
            " deal the next hole.")
    app = make_app("norwegian-4", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        result = await hole_result(pilot)
        for key, said in (("d", over), ("h", pile), ("5", over), ("h", pile), ("escape", over),
                          ("plus", over), ("space", over)):
            await press(pilot, key)
            assert app.screen is result and said in words(app), key
            other = pile if said == over else over
            assert other.split(".")[0] not in words(app)  # the last key's reason only
        await press(pilot, "l", "escape")
        assert "The hole is over." not in words(app)
        assert "Press Enter to deal the next hole." in words(app)


async def test_a_look_up_during_the_reveal_turns_every_grid_first(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The scorecard over a result still revealing would tell the scores of grids still face
    down: s turns them all first, as Enter does."""
    from golf_tui.app.screens import summary

    from .test_early_keys import all_shown
    from .test_early_keys import hole_result as revealing

    # the grids turn an hour apart: at the shipped 0.35 s a loaded machine turned all eight
    # (2.8 s) before the look, and "s" had nothing left to turn
    monkeypatch.setattr(summary, "REVEAL_STEP", 3600)
    app = make_app("nine-card", 8)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = revealing(animations=True)
        await app.push_screen(screen)
        await pilot.pause()
        assert not all_shown(screen)
        await press(pilot, "s")
        assert isinstance(app.screen, ScorecardScreen) and all_shown(screen)


# --- the match over ---------------------------------------------------------------------------


async def match_over(pilot: Pilot[Any]) -> MatchOverScreen:
    """A match of one hole, played to its end (``make_app(..., holes=1)``)."""
    await pilot.pause()
    await press(pilot, *HOLE_ONE, "enter")
    screen = pilot.app.screen
    assert isinstance(screen, MatchOverScreen)
    return screen


def test_the_match_over_answers_every_key_of_the_table_but_tab_and_the_arrows() -> None:
    """Left and Right are left to the buttons, as Tab is (it goes from button to button);
    every other key of the table's is bound: a choice (q quits here), a scroll key (Up, Down),
    a look-up, or a key that says the match is over, Enter among them (a button in the focus,
    once Tab has put it there, takes it first)."""
    missing = _keys(table_keys.BINDINGS) - _keys(MatchOverScreen.BINDINGS)
    assert missing == {"left", "right", "tab", "shift+tab"}


async def test_the_tables_look_ups_open_over_the_match_over() -> None:
    """l, s, r and ? (F1) did nothing at the match over, though they open the log, the
    scorecard, the rules and the keys over a hole's result: they do here too, the log still
    the last hole's, the keys the match over's own. Escape comes back to the match over as it
    was, its choices there."""

    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        over = await match_over(pilot)
        for key, shown in (("l", LogScreen), ("s", ScorecardScreen), ("r", RulesScreen),
                           ("question_mark", MatchOverKeysScreen), ("f1", MatchOverKeysScreen)):
            await press(pilot, key)
            assert isinstance(app.screen, shown), key
            if isinstance(app.screen, LookUp):  # centred (help.tcss)
                box = app.screen.query_one(".help-box").region
                assert box.x > 0 and abs(box.x - (80 - box.right)) <= 1, (key, box)
            if key == "l":
                assert "Ola knocked." in words(app)
            await press(pilot, "escape")
            assert app.screen is over, key
            assert app.focused is None  # as it was: no button chosen
        await press(pilot, "a")
        assert app.screen is not over and app.table is not None
        assert app.table.ctrl.match.actions == ()  # a new match: play again


async def test_the_match_overs_footer_lists_the_look_ups() -> None:
    """As on a hole's result, the footer names l, s, r and ?: in Norwegian too, at 80
    columns, where only the palette's key gives way."""
    from golf_tui.app.widgets.footer import PALETTE, FittingFooter

    set_language("nb")
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await match_over(pilot)
        await pilot.pause()
        footer = app.screen.query_one(FittingFooter)
        shown = {key.key for key in footer.shown_keys() if key.display}
        assert {"a", "n", "q", "l", "s", "r", "question_mark"} <= shown
        assert footer.hidden in ((), (PALETTE,)) and footer.overflow == 0
        assert "? Taster" in words(app)


async def test_a_table_key_at_the_match_over_says_the_match_is_over() -> None:
    """The table's other keys said nothing at the match over: each says that the match is over
    and which keys choose what comes next, in a line under the choices (none before); a key
    that does something (l) takes the reason away. Nothing is chosen meanwhile."""
    choose = "Choose Play again (a), New setup (n) or Quit (q)."
    over_said = "The match is over. " + choose
    pile = "The discard pile went with the hole: the log (l) tells every move. " + choose
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(80, 24)) as pilot:
        over = await match_over(pilot)
        assert choose not in words(app)
        for key, said in (("d", over_said), ("h", pile), ("5", over_said), ("escape", over_said),
                          ("plus", over_said), ("space", over_said)):
            await press(pilot, key)
            assert app.screen is over and said in words(app), key
            other = pile if said == over_said else over_said
            assert other.split(".")[0] not in words(app)  # the last key's reason only
        await press(pilot, "l", "escape")
        assert app.screen is over and choose not in words(app)


async def test_a_key_bound_to_nothing_says_so_at_the_hole_result_and_the_match_over() -> None:
    """z did nothing and said nothing at the end of a hole or the match, where the table says
    why: it says so, as the table does, with what to do after it; L (Caps Lock) asks about
    Caps Lock; the palette's : still opens the palette."""
    app = make_app("norwegian-4", 2, holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        for over, next_step in ((await hole_result(pilot), "Press Enter to deal the next hole."),
                                (None, "Choose Play again (a), New setup (n) or Quit (q).")):
            if over is None:
                await press(pilot, "enter", *HOLE_ONE, "enter")
                over = app.screen
                assert isinstance(over, MatchOverScreen)
            await press(pilot, "z")
            assert app.screen is over
            assert f"The z key does nothing here: ? lists the keys. {next_step}" in words(app)
            await press(pilot, "L")
            assert "The L key does nothing here: is Caps Lock on?" in words(app)
            assert "The z key" not in words(app)
            await press(pilot, "colon")
            assert isinstance(app.screen, CommandPalette)
            await press(pilot, "escape")
            assert app.screen is over


def test_the_words_are_in_every_catalog() -> None:
    for lang in ("nb", "sv", "da"):
        set_language(lang)
        assert _("%(name)s has the turn: space skips ahead.") != (
            "%(name)s has the turn: space skips ahead.")
        assert _("The discard pile went with the hole: the log (l) tells every move.") != (
            "The discard pile went with the hole: the log (l) tells every move.")
        assert _("Choose Play again (a), New setup (n) or Quit (q).") != (
            "Choose Play again (a), New setup (n) or Quit (q).")


# --- Esc at the table ------------------------------------------------------------------------


async def regular_turn(pilot: Pilot[Any]) -> TableScreen:
    """The table at Kari's first regular turn (norwegian-6: a flip can be a turn), both
    openings (1 and 2) played through the keys."""
    await pilot.pause()
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    while table.ctrl.table_view().phase == "opening":
        await press(pilot, "1", "2")
    return table


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Nothing to cancel (q quits). Draw from the stock (d), take the"),
    ("nb", "Ingenting å avbryte (q avslutter). Trekk fra trekkbunken (d), "),
    ("sv", "Inget att avbryta (q avslutar). Dra från draghögen (d), "),
    ("da", "Intet at annullere (q afslutter). Træk fra trækbunken (d), "),
])
async def test_esc_with_nothing_to_cancel_says_so_before_what_the_turn_waits_for(
        lang: str, said: str) -> None:
    """Esc takes back a flip or peek waiting for its card; with none, it did nothing and said
    nothing. It says there is nothing to cancel (and that q quits), then the prompt it stands
    in place of. With a drawn card in hand it says that there is no undo: the card cannot go
    back."""
    set_language(lang)
    app = make_app("norwegian-6", 2, seed=2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await regular_turn(pilot)
        await press(pilot, "escape")
        assert table.hint.startswith(said)
        assert table.hint in words(app)
        await press(pilot, "f")  # a flip waits for its card: Esc takes it back, as before
        assert table.armed == "flip" and table.hint == ""
        await press(pilot, "escape")
        assert table.armed is None and table.hint == ""
        await press(pilot, "d", "escape")
        held = table.ctrl.table_view().held
        assert held is not None and table.hint.startswith(_(table_keys.NO_UNDO))
        assert table.hint.endswith("(x).")


async def test_esc_puts_away_the_card_picked_with_the_arrows() -> None:
    """The arrows pick a card for Enter (and the footer offers Enter for the digits): Esc
    takes the pick back, as it takes back a flip waiting for its card."""
    app = make_app("norwegian-6", 2, seed=2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await regular_turn(pilot)
        await press(pilot, "d", "left")
        assert table.cursor is not None
        await press(pilot, "escape")
        assert table.cursor is None and table.hint == ""
        await press(pilot, "escape")
        assert table.hint.startswith("There is no undo: a move stands once it is made. Put the ")


async def test_u_while_a_flip_waits_for_its_card_says_so_before_the_flips_prompt() -> None:
    """u with a flip waiting for its card: "There is no undo" was followed by the prompt of a
    turn with nothing chosen ("Draw from the stock (d), … or flip a card (f)."), while the
    digits flipped; at 60 columns it had no fewer words. The prompt it stands in place of
    follows, and Esc still takes the flip back."""
    app = make_app("norwegian-6", 2, seed=2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await regular_turn(pilot)
        await press(pilot, "f")
        armed = table.prompt.text
        assert table.armed == "flip" and armed.startswith("Flip a card: press ")
        await press(pilot, "u")
        assert table.hint == f"{_(table_keys.NO_UNDO)} {armed}"
        assert table.prompt.text == table.hint and table.armed == "flip"
        await press(pilot, "escape")
        assert table.armed is None and table.hint == ""


# --- the bots' keys on a human's turn ---------------------------------------------------------


@pytest.mark.parametrize("key", ["space", "plus", "minus"])
async def test_the_bots_keys_at_a_table_without_bots_say_so(key: str) -> None:
    """Space (skip ahead) and + / - (the bots' pace) at a table of people did nothing and said
    nothing, and the last key's reason stayed in place of the prompt as if it answered them:
    they say there are no bots here, before what the turn waits for."""
    app = make_app("norwegian-6", 2, seed=2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await regular_turn(pilot)
        await press(pilot, "escape")  # a reason in place of the prompt, for another key
        await press(pilot, key)
        assert table.hint.startswith(_(table_keys.NO_BOTS)), table.hint
        assert "Draw from the stock (d)" in table.hint and table.hint in words(app)


async def test_space_on_a_persons_turn_says_it_skips_only_the_bots_turns() -> None:
    """A tap of space more than the computers' turns needed reached the person's turn and did
    nothing there: it says that space skips the bots' turns, before what the turn waits for."""
    app = make_app("norwegian-6", 2, seed=2, handover="never", bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        table = await regular_turn(pilot)
        assert not table.ctrl.is_bot(table.ctrl.current)
        await press(pilot, "space")
        assert table.hint.startswith(_(table_keys.YOUR_TURN)), table.hint
        assert "Draw from the stock (d)" in table.hint and table.hint in words(app)
        await press(pilot, "plus")  # the pace changes on a person's turn too: a reason goes
        assert table.hint == ""
