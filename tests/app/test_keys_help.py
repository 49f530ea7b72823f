"""The keys screen (? / F1) tells the table as it is: the position keys of the grid played (1–4 on
a 2×2 grid, not 1–9) and, on the ctrl+p line, everything the command palette offers there, taken
from the palette's own lists. The prompts that ask for a card name its keys in one form; the
first arrow key shows the cursor on the card likeliest to be chosen."""

from __future__ import annotations

from typing import Any

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.commands import offered
from golf_tui.app.prompts import prompt
from golf_tui.app.screens.help import KeysScreen, grouped, opening_keys
from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import DRAW_STOCK, Flip, Peek
from golf_tui.i18n import current_language
from golf_tui.presets import load_ruleset

from .conftest import Driver, make_app, screen_text


def flat(text: str) -> str:
    """The screen's words in one line, the box's borders and the wrapping gone."""
    return " ".join(text.replace("│", " ").replace("▎", " ").split())


def no_hand_overs(*args: Any, **kw: Any) -> GolfApp:
    """``make_app`` without hand-overs: the keys screen and the cursor read no hand-over mode
    (help.py names none), and the way to the first draw takes half the steps without them."""
    return make_app(*args, handover="never", **kw)


_KEYS_SCREENS: dict[tuple[object, ...], str] = {}


async def keys_screen_text(preset: str, house: tuple[str, ...] = (),
                           bots: dict[int, str] | None = None) -> str:
    """The keys screen's words, opened with ? at the first player's turn of a seeded match of
    two (``no_hand_overs``). The same table shows the same screen: read once for the tests
    that check it for different words (five read four-card Golf's), in the language spoken
    when it is asked for (a test that speaks another reads its own)."""
    key = (current_language(), preset, house, tuple(sorted((bots or {}).items())))
    if key not in _KEYS_SCREENS:
        app = no_hand_overs(preset, 2, house=house, bots=bots)
        async with app.run_test(size=(100, 40)) as pilot:
            await Driver(pilot).until_legal(DRAW_STOCK)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, KeysScreen)
            _KEYS_SCREENS[key] = flat(screen_text(app))
    return _KEYS_SCREENS[key]


@pytest.mark.parametrize(("preset", "keys"), [("norwegian-4", "1–4"), ("swedish-6", "1–6"),
                                              ("nine-card", "1–9")])
async def test_the_position_keys_are_those_of_the_grid(preset: str, keys: str) -> None:
    text = await keys_screen_text(preset)
    assert f"{keys} choose a grid position" in text
    if keys != "1–9":
        assert "1–9" not in text


@pytest.mark.parametrize(("preset", "house", "shown", "hidden"), [
    ("danish-6", (), {"d", "t", "x"}, {"k", "f", "p"}),
    ("norwegian-4", (), {"k"}, {"f", "p"}),
    ("norwegian-4", ("peek-penalty",), {"k", "p"}, {"f"}),
    ("norwegian-6", (), {"f"}, {"k", "p"}),
    ("danish-6", ("flip-as-turn",), {"f"}, {"k", "p"}),
])
async def test_only_the_keys_the_rules_can_use_are_listed(
        preset: str, house: tuple[str, ...], shown: set[str], hidden: set[str]) -> None:
    """No knock key where nobody may knock, no peek key without the peek penalty, no flip key
    where no card is ever turned by choice."""
    text = await keys_screen_text(preset, house)
    words = {"d": "draw from the stock", "t": "take the top card", "x": "throw the drawn card",
             "k": "knock", "f": "flip a face-down card", "p": "peek at one of your"}
    for key in shown:
        assert f"{key} {words[key]}" in text, (key, text)
    for key in hidden:
        assert words[key] not in text, (key, text)


async def test_the_knock_key_says_what_a_knock_does() -> None:
    """"k knock (where the rules allow it)" named the move only: a newcomer pressed k to learn
    what it did, and a knock cannot be taken back."""
    text = await keys_screen_text("norwegian-4")
    assert "k knock: everyone else gets one more turn, then the hole ends" in text, text


async def test_the_palette_line_lists_what_the_palette_offers() -> None:
    """Every command the palette offers at the table is on the keys screen's ctrl+p line: the
    game's (the log, the keys, the themes…) and the app's (match history, player statistics,
    the languages, quit…)."""
    app = no_hand_overs("swedish-6", 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await Driver(pilot).until_legal(DRAW_STOCK)
        table = app.screen
        assert isinstance(table, TableScreen)
        titles = [e.title for e in offered(app)]
        titles += [str(c.title) for c in app.get_system_commands(table)]
        await pilot.press("question_mark")
        await pilot.pause()
        text = flat(screen_text(app))
        line = text.split("command palette: ")[1]
        for title in grouped(titles):
            assert title in line, title
        for words in ("What happened", "Match history", "Player statistics",
                      "Language: Norsk bokmål / Svenska / Dansk", "Theme: dark / light / choose…"):
            assert words in line, words


def test_grouped_joins_the_titles_of_one_kind() -> None:
    assert grouped(["New match", "Theme: dark / light", "Theme: choose…", "Quit",
                    "Language: Norsk", "Language: Dansk"]) == [
        "New match", "Theme: dark / light / choose…", "Quit", "Language: Norsk / Dansk"]


async def test_every_prompt_for_a_card_names_its_keys_the_same_way() -> None:
    """A flip chosen as the turn (f) asks as the forced flip and the opening do: "…: press
    3, 4 or 6"."""
    app = no_hand_overs("danish-6", 2, house=("flip-as-turn",))
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = await driver.until_legal(DRAW_STOCK)
        v = table.ctrl.table_view()
        down = [a.pos + 1 for a in v.legal if isinstance(a, Flip)]
        assert down
        asked = prompt(v, armed="flip", reveal_holds=False, ascii=False)
        assert asked.startswith("Flip a card: press ")
        assert asked.endswith(" (Esc to cancel)")
        assert all(str(p) in asked for p in down)


@pytest.mark.parametrize("key", ["left", "right", "up", "down"])
async def test_the_first_arrow_shows_the_cursor_on_the_first_face_down_card(key: str) -> None:
    """Nine-card, after the opening flips: whichever arrow comes first, the cursor appears on
    the first face-down card (it used to appear bottom-left, on a card that may be face up)."""
    app = no_hand_overs("nine-card", 2)
    async with app.run_test(size=(100, 40)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = await driver.until_legal(DRAW_STOCK)
        grid = table.ctrl.table_view().grids[table.ctrl.current]
        first_down = next(p for p, card in enumerate(grid) if card is None)
        await pilot.press(key)
        await pilot.pause()
        assert table.cursor == first_down
        assert table.own.query("CardBox")[first_down].has_class("-selected")


BOT_WORDS = ("the bots' pace: faster / slower", "skip ahead to the next person's turn",
             "w pause the bots to look at the table")


@pytest.mark.parametrize("house", [(), ("peek-penalty",)])
async def test_a_table_of_humans_lists_no_bot_keys(house: tuple[str, ...]) -> None:
    """+ / -, space and the pause do nothing where no computer plays: not listed there (and p
    is listed once, for the peek, where the peek penalty is played)."""
    text = await keys_screen_text("norwegian-4", house)
    for words in BOT_WORDS:
        assert words not in text, (words, text)
    assert text.count(" p ") == (1 if house else 0), text


async def test_the_bot_keys_are_listed_where_computers_play() -> None:
    text = await keys_screen_text("swedish-6", bots={1: "normal"})
    for words in BOT_WORDS:
        assert words in text, (words, text)


async def test_p_peeks_and_w_pauses_each_its_own_entry() -> None:
    """Norwegian four-card with the peek penalty and a computer player: p peeks (on your
    turn), w pauses the bots (at any time): one key, one meaning, each listed once (p was both,
    said in one entry)."""
    text = await keys_screen_text("norwegian-4", ("peek-penalty",),
                                bots={1: "normal"})
    assert text.count("pause the bots") == text.count("peek at one of your") == 1, text
    assert "p peek at one of your face-down cards, for a penalty" in text, text
    assert ("w pause the bots to look at the table (on your turn: once it is over); w again"
            " lets them play on") in text, text


@pytest.mark.parametrize(("preset", "line"), [
    ("swedish-6", "1–6 the opening: flip 2 of your cards face up before your first turn"),
    ("norwegian-4", "3 / 4 the opening: look at 2 of your bottom cards before your first turn"
                    " (only you see them)"),
    ("nine-card", "1–9 the opening: flip 3 of your cards face up before your first turn"),
])
async def test_the_opening_keys_of_the_ruleset_are_listed(preset: str, line: str) -> None:
    text = await keys_screen_text(preset)
    assert line in text, text


@pytest.mark.parametrize(("preset", "words"), [
    ("swedish-6", "the opening: flip one of your cards face up before your first turn"),
    ("norwegian-4", "the opening: look at one of your bottom cards before your first turn"
                    " (only you see it)"),
])
def test_an_opening_of_one_card_says_one(preset: str, words: str) -> None:
    """A ruleset whose opening is a single card: "flip one of your cards", not "flip 1"."""
    line = opening_keys(load_ruleset(preset, rules=["opening.count=1"]))
    assert line is not None and line[1] == words


@pytest.mark.parametrize("key", ["left", "down"])
async def test_the_first_arrow_at_the_opening_peek_shows_a_bottom_card(key: str) -> None:
    """Four-card Golf's opening peek: the first arrow shows the cursor on the first bottom card,
    one the player may look at (it showed card 1, which the peek refuses), and Enter there
    peeks at it alone."""
    app = make_app("norwegian-4", 2, handover="never")
    async with app.run_test(size=(100, 40)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = driver.table()
        v = table.ctrl.table_view()
        assert {a.pos for a in v.legal if isinstance(a, Peek)} == {2, 3}
        await pilot.press(key)
        await pilot.pause()
        assert table.cursor == 2
        assert table.own.query("CardBox")[2].has_class("-selected")
        await pilot.press("enter")
        await pilot.pause()
        assert set(table.ctrl.reveal) == {2}
        # on to the other bottom card (left on the one just seen, Enter there was refused)
        assert table.cursor == 3
        assert table.own.query("CardBox")[3].has_class("-selected")
        await pilot.press("enter")
        await pilot.pause()
        assert set(table.ctrl.reveal) == {2, 3}


async def test_enter_through_the_opening_flips_moves_on_card_by_card() -> None:
    """Nine-card's opening flips with the cursor: each Enter flips the card under it and the
    cursor goes on to the next face-down card, so Enter, Enter, Enter makes the three flips."""
    app = make_app("nine-card", 2, handover="never")
    async with app.run_test(size=(100, 40)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = driver.table()
        seat = table.ctrl.current
        await pilot.press("right")
        await pilot.pause()
        assert table.cursor == 0
        for flipped in range(1, 4):
            await pilot.press("enter")
            await pilot.pause()
            grid = table.ctrl.table_view().grids[seat]
            assert [p for p, card in enumerate(grid) if card is not None] == list(range(flipped))
            if flipped < 3:  # on to the next face-down card
                assert table.cursor == flipped


@pytest.mark.parametrize(("rules", "keys"), [
    ([], "(d, t or k)"), (["knock=false", "empty_stock=end_hole"], "(d or t)")])
def test_the_opening_peeks_line_names_the_moves_that_hide_the_cards(rules: list[str],
                                                                   keys: str) -> None:
    """The keys screen at four-card Golf's opening peek said "(d, t) hides them and makes it"
    where the prompt says "(d, t or k)" and k does it: k is named where the rules allow a
    knock, as the prompt names it. The sentence says it plainly: "the key of your move (…)
    hides them and makes it" read as garbled."""
    line = opening_keys(load_ruleset("norwegian-4", rules=rules))
    assert line is not None
    assert f"or press the key of your move {keys} to hide them and make that move" in line[1]


async def test_the_keys_screen_at_the_opening_peek_names_the_keys_the_prompt_names() -> None:
    app = make_app("norwegian-4", 2, handover="never")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the whole bottom row peeked at, held on show
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and "(d, t or k)" in flat(screen_text(app))
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        assert "move (d, t or k) to hide them" in flat(screen_text(app))


def test_the_peek_key_says_where_its_penalty_shows() -> None:
    """"Anna · 89 +1" in a frame, and nothing on the keys screen said what the "+1" was: the
    peek's line says its points show beside the total, as "+1 peek" (or "+1")."""
    from golf_tui.app.screens.help import TURN_KEYS

    words = dict(TURN_KEYS)["p"]
    assert "beside the total" in words and '"+1 peek"' in words, words


async def test_the_keys_list_says_what_each_click_does() -> None:
    """"A mouse click does the same" was all it said: a mouse player could not learn that the
    piles, the key bar, ^p and the hand-over's box are clicked too, nor what a click on a card
    does before a draw and after it. ("With the mouse", as the click handlers do.)"""
    app = no_hand_overs("swedish-6", 2)
    async with app.run_test(size=(100, 80)) as pilot:  # tall enough for the whole list
        await Driver(pilot).until_legal(DRAW_STOCK)
        await pilot.press("question_mark")
        await pilot.pause()
        text = flat(screen_text(app))
    assert "a mouse click does the same" not in text
    for line in ("With the mouse stock draw",
                 "discard pile take its top card; with a card you drew in hand: throw that"
                 " card away",
                 "your cards with a card in hand: put it there;",
                 "before you draw or take, a click only says what to click first",
                 "other grids another player's grid, or the card in your hand: no move",
                 "key bar a key there does what pressing it does (k asks first)",
                 "^p the command palette",
                 "hand-over a click in the box goes on, as Enter does",
                 "The left button; the right and middle ones do nothing at the table."):
        assert line in text, (line, text)
