"""A refused move at the table says why in the player's language (issue 6): the engine's
refusal code is looked up in the catalog; an unknown code falls back to the English reason."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from textual.pilot import Pilot

from golf_tui.app.app import GolfApp
from golf_tui.app.refusals import REFUSALS, TURN_WAITS_FOR, refusal_text
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.piles import Piles
from golf_tui.engine import DRAW_STOCK, REFUSAL_CODES, Action, Hole, IllegalAction, Match, play
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset

from .conftest import make_app, screen_text


async def past_the_openings(pilot: Pilot[Any]) -> TableScreen:
    """Both players' opening peeks made: the table, at the first turn of the player at the
    keys."""
    await pilot.press("enter", "3", "4", "enter")  # the opening peeks
    await pilot.pause()
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    while not table.ctrl.at_keys_to_act():  # the other player's opening
        await pilot.press("3", "4", "enter")
        await pilot.pause()
    return table



def test_every_engine_code_has_a_message() -> None:
    assert set(REFUSAL_CODES) - set(REFUSALS) - set(TURN_WAITS_FOR) == {"not_an_action"}


def test_unknown_code_falls_back_to_the_english_reason() -> None:
    set_language("nb")
    assert refusal_text(IllegalAction("something new is wrong", "brand_new")) == (
        "Something new is wrong.")
    assert refusal_text(IllegalAction("the discard pile is empty", "discard_empty")) == (
        "Avkastbunken er tom.")


def test_a_refused_move_in_norwegian_says_why_in_norwegian() -> None:
    async def run() -> None:
        set_language("nb")
        app = make_app("norwegian-4", 2, seed=2)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "3", "4", "enter", "d")  # the opening peeks, then draw
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            assert DRAW_STOCK not in table.ctrl.table_view().legal
            # a click on the stock with a card in hand: a second draw (the d key is disabled)
            table.query_one(Piles).post_message(Piles.StockPressed())
            await pilot.pause()
            assert table.hint == ("Du kan ikke trekke fra trekkbunken nå: du har et kort på hånden "
                                  "(bytt det inn i rutenettet eller kast det).")
            assert "Du kan ikke trekke fra trekkbunken" in " ".join(screen_text(app).split())

    asyncio.run(run())


def test_a_move_is_put_to_the_rules_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A person's move is applied once: the engine's refusal is the check (it was applied once
    to ask whether it was allowed and again to make it), and a refused one still says why."""
    import golf_tui.app.controller as controller

    applied: list[Action] = []
    engine_apply = controller.apply

    def counted(h: Hole, action: Action) -> Hole:
        applied.append(action)
        return engine_apply(h, action)

    async def run() -> None:
        app = make_app("norwegian-4", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await past_the_openings(pilot)
            monkeypatch.setattr(controller, "apply", counted)
            assert table.act(DRAW_STOCK)
            assert applied == [DRAW_STOCK]
            applied.clear()
            assert not table.act(DRAW_STOCK)  # a card in hand: no second draw
            assert applied == [DRAW_STOCK]
            assert table.hint == ("You cannot draw from the stock now: you hold a card (swap it"
                                  " into your grid or throw it away).")

    asyncio.run(run())


@pytest.mark.parametrize(("key", "reason"), [
    # a reason that does not say what the turn waits for is followed by the prompt
    ("x", "A card taken from the discard pile must be swapped into your grid. Put the A♦ face"
          " down in your grid (1–4)."),
    ("k", "You cannot knock now: you hold a card (swap it into your grid)."),
    # norwegian-4 has no flip as a turn: "cannot flip now" would say a flip came later
    ("f", "This ruleset does not allow a flip as a turn. Put the A♦ face down in your grid"
          " (1–4)."),
    ("d", "You cannot draw from the stock now: you hold a card (swap it into your grid)."),
])
def test_a_disabled_move_key_says_why(key: str, reason: str) -> None:
    """After taking the discard, x, k, f and d are not allowed: each says why in place of the
    prompt (they used to do nothing), and the card stays in hand."""
    async def run() -> tuple[str, str, bool]:
        app = make_app("norwegian-4", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await past_the_openings(pilot)
            await pilot.press("t")
            await pilot.pause()
            await pilot.press(key)
            await pilot.pause()
            held = table.ctrl.table_view().held is not None
            return table.hint, " ".join(screen_text(app).split()), held

    hint, text, held = asyncio.run(run())
    assert hint == reason and reason in text and held


async def _to_regular_turn(app: GolfApp, pilot: object) -> TableScreen:
    """The table, once both players' opening flips (1 and 2) are played through the keys: the
    next regular turn."""
    await pilot.pause()  # type: ignore[attr-defined]
    table = app.screen
    assert isinstance(table, TableScreen)
    while table.ctrl.table_view().phase == "opening":
        await pilot.press("1", "2")  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]
    return table


async def _hints(app: GolfApp, pilot: Pilot[None], table: TableScreen, *keys: str) -> list[str]:
    """The reason each of ``keys`` gives in front of the prompt, pressed one after the other
    (each checked to be on screen)."""
    hints = []
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
        assert table.hint in " ".join(screen_text(app).split())
        hints.append(table.hint)
    return hints


def test_every_refused_key_says_why_and_replaces_the_last_reason() -> None:
    """swedish-6 at the start of a turn: p says peeking is not allowed; 7 (off the 2×3 grid)
    and Enter (no card picked) used to do nothing, leaving p's reason on screen as if it were
    theirs. Each now says its own reason in its place."""
    async def run() -> list[str]:
        app = make_app("swedish-6", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await _to_regular_turn(app, pilot)
            return await _hints(app, pilot, table, "p", "7", "p", "enter")

    no_peeking = ("This ruleset does not allow peeking at your cards. Draw from the stock (d)"
                  " or take the K♥ (t).")
    assert asyncio.run(run()) == [
        no_peeking,
        "Your grid has no card 7. Draw (d) or take the discard (t) first, then choose a"
        " position.",
        no_peeking,
        "No card is picked for Enter: pick one with the arrow keys first. Draw from the stock"
        " (d) or take the K♥ (t).",  # the prompt follows: the keys do it too
    ]


def test_a_digit_off_a_two_by_two_grid_says_so() -> None:
    async def run() -> str:
        app = make_app("norwegian-4", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "3", "4", "enter", "9")
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            return table.hint

    # no digit chooses a card at the start of a turn: what comes first, the knock too
    assert asyncio.run(run()) == ("Your grid has no card 9. Draw (d) or take the discard (t)"
                                  " first, then choose a position; or knock (k).")


def test_enter_on_a_card_at_the_start_of_a_turn_names_the_knock_too() -> None:
    """norwegian-4 lets a turn be a knock: → then Enter before drawing said "Draw (d) or take
    the discard (t) first, then choose a position." and left the knock out, and the arrow
    keys' way to the piles."""
    async def run() -> tuple[str, str]:
        app = make_app("norwegian-4", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter", "3", "4", "enter", "right", "enter")
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            return table.hint, " ".join(screen_text(app).split())

    hint, text = asyncio.run(run())
    # the arrows that picked the card reach the piles too: Up from the top row
    assert hint == ("Draw (d) or take the discard (t) first, then choose a position; or knock"
                    " (k). Up from the top row reaches the piles.") and hint in text


def test_a_digit_off_the_grid_names_the_keys_that_choose_a_card_now() -> None:
    """danish-6 with flip-after-discard, a card thrown away: only the face-down cards may be
    flipped, and 7 said "its keys are 1–6" (1 and 2 are face up since the opening)."""
    async def run() -> tuple[str, str]:
        app = make_app("danish-6", 2, seed=2, handover="never", house=("flip-after-discard",))
        async with app.run_test(size=(80, 24)) as pilot:
            table = await _to_regular_turn(app, pilot)
            await pilot.press("d", "x")
            await pilot.pause()
            assert table.ctrl.table_view().phase == "must_flip"
            await pilot.press("7")
            await pilot.pause()
            return table.hint, " ".join(screen_text(app).split())

    hint, text = asyncio.run(run())
    assert hint == "Your grid has no card 7: press 3–6." and hint in text


def test_keys_during_a_held_opening_peek_ask_for_enter_first() -> None:
    """While the opening peek waits for Enter, a key of no move now (x) or a digit says to hide
    the cards first (they did nothing); Enter then hides them and the reason goes. (d, t and k
    hide them and move: ``test_peek_all.py``.)"""
    async def run() -> tuple[str, str, str]:
        app = make_app("norwegian-4", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("3", "4", "x")
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            assert table.ctrl.reveal_holds
            after_x = table.hint
            await pilot.press("2")
            await pilot.pause()
            after_2 = table.hint
            await pilot.press("enter")
            await pilot.pause()
            return after_x, after_2, table.hint

    hide = "Press Enter to hide your cards first."
    # x is refused whether the cards are hidden or not: that reason, not "hide them first"
    nothing = "You cannot throw a card away now: draw a card or take the discard first."
    assert asyncio.run(run()) == (nothing, hide, "")


def test_a_knock_in_the_final_lap_while_the_peek_is_held_says_why_not() -> None:
    """The first player knocks; the second peeks and presses k: "Press Enter to hide your cards
    first" read as if k would knock once they were hidden; nobody may knock in the final lap."""
    async def run() -> str:
        app = make_app("norwegian-4", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("3", "4", "k", "k")  # the first player peeks, then knocks
            await pilot.pause()
            await pilot.press("3", "4")  # the second's opening peek, held
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen) and table.ctrl.reveal_holds
            await pilot.press("k")
            await pilot.pause()
            return table.hint

    assert asyncio.run(run()).startswith("Nobody may knock during the final lap.")


@pytest.mark.parametrize(("ruleset", "house", "keys", "reason"), [
    ("danish-6", ("flip-as-turn",), ("f",),
     "You are choosing a card to flip already: press 1–6."),
    ("norwegian-6", (), ("x", "f"),
     "You are choosing a card to flip already: press 1–6."),
    ("norwegian-4", (), ("escape", "p"),
     "You are choosing a card to peek at already: press 3 or 4."),
])
def test_f_or_p_while_a_card_is_being_chosen_says_so(
        ruleset: str, house: tuple[str, ...], keys: tuple[str, ...], reason: str) -> None:
    """In a flip opening f did nothing: silently, or (norwegian-6, after x) putting the prompt
    back, as if it were allowed; the digits choose the card. It says so now, in place of any
    earlier key's reason (x's: the opening comes first)."""
    async def run() -> tuple[str, str]:
        app = make_app(ruleset, 2, seed=2, handover="never", house=house)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
            return table.hint, " ".join(screen_text(app).split())

    hint, text = asyncio.run(run())
    assert hint == reason and reason in text
    assert "the opening comes first" not in text


def test_esc_and_arrows_take_a_stale_reason_away() -> None:
    """A reason stands for the key that was refused: Esc (cancelling a flip) or an arrow (moving
    the cursor) does something, so the prompt comes back."""
    async def run() -> list[tuple[str, str]]:
        app = make_app("norwegian-6", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await _to_regular_turn(app, pilot)
            seen = []
            for keys in (("f", "1", "escape"), ("k", "right")):
                for key in keys:
                    await pilot.press(key)
                    await pilot.pause()
                    if key != keys[-1]:
                        refused = table.hint
                seen.append((refused, table.hint))
            return seen

    (flip_refused, after_esc), (knock_refused, after_arrow) = asyncio.run(run())
    assert flip_refused == "That card is already face up. Flip a card: press 3–6 (Esc to cancel)"
    assert knock_refused.startswith("This ruleset has no knocking. Draw from the stock (d)")
    assert after_esc == after_arrow == ""


@pytest.mark.parametrize(("preset", "hint"), [
    ("swedish-6", "Draw (d) or take the discard (t) first, then choose a position."),
    ("norwegian-6", "Draw (d), take the discard (t) or flip a card (f) first, then choose a"
                    " position."),
])
def test_a_digit_at_the_start_of_a_turn_names_every_move_that_comes_first(
        preset: str, hint: str) -> None:
    """norwegian-6 lets a flip be the whole turn: a digit pressed before choosing a move says
    so too (it named only drawing and taking)."""
    async def run() -> tuple[str, str]:
        app = make_app(preset, 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await _to_regular_turn(app, pilot)
            await pilot.press("3")
            await pilot.pause()
            return table.hint, " ".join(screen_text(app).split())

    shown, text = asyncio.run(run())
    assert shown == hint and hint in text


def test_a_paid_peek_at_a_card_on_show_is_refused_not_charged() -> None:
    """With the peek penalty, p 1 shows the card; p 1 again would cost a second point for a
    card still on screen: it is refused, and nothing is charged."""
    from golf_tui.engine import Peek

    async def run() -> tuple[str, int, int]:
        app = make_app("norwegian-4", 2, seed=3, handover="never", house=("peek-penalty",))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            for key in ("3", "4", "enter", "p", "1"):
                await pilot.press(key)
                await pilot.pause()
            assert set(table.ctrl.reveal) == {0}
            paid = sum(isinstance(a, Peek) for a in table.ctrl.match.actions)
            await pilot.press("p", "1")
            await pilot.pause()
            again = sum(isinstance(a, Peek) for a in table.ctrl.match.actions)
            return table.hint, paid, again

    hint, paid, again = asyncio.run(run())
    assert again == paid
    assert hint == ("That card is on show already: another peek would cost a point for nothing."
                    " Peek at a card, +1 point each: press 2–4 (Esc to cancel)")


def test_keys_that_try_to_take_a_move_back_say_there_is_no_undo() -> None:
    """u, ctrl+z and Backspace did nothing and said nothing, and Esc with a drawn card in hand
    said "Nothing to cancel": a newcomer trying to put the card back learns that Golf has no
    undo, what the turn waits for, and the card stays in hand."""
    async def run() -> list[tuple[str, bool]]:
        app = make_app("swedish-6", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await _to_regular_turn(app, pilot)
            seen = []
            for key in ("u", "d", "ctrl+z", "backspace", "escape"):
                await pilot.press(key)
                await pilot.pause()
                seen.append((table.hint, table.ctrl.table_view().held is not None))
            return seen

    seen = asyncio.run(run())
    no_undo = "There is no undo: a move stands once it is made."
    assert seen[0] == (f"{no_undo} Draw from the stock (d) or take the K♥ (t).", False)
    assert seen[1][0] == ""
    held = seen[2][0]
    assert held.startswith(f"{no_undo} Put the ") and held.endswith("or throw it away (x).")
    assert seen[2:] == [(held, True)] * 3


def test_a_key_the_table_does_not_bind_says_so() -> None:
    """z, a or [ at the table did nothing and said nothing: a newcomer trying keys learns that
    the key does nothing and where the keys are listed (D, with Caps Lock on, asks about it),
    then what the turn waits for, as a refused move says it; a bound key still does its work."""
    async def run() -> tuple[list[str], str]:
        app = make_app("swedish-6", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await _to_regular_turn(app, pilot)
            hints = await _hints(app, pilot, table, "z", "A", "left_square_bracket", "D")
            await pilot.press("d")
            await pilot.pause()
            return hints, table.hint

    hints, after_d = asyncio.run(run())
    waits = "Draw from the stock (d) or take the K♥ (t)."  # what the turn waits for follows
    assert hints == [*(f"The {key} key does nothing here: ? lists the keys. {waits}"
                       for key in "zA["),
                     "The D key does nothing here: is Caps Lock on? The table's keys are lower "
                     f"case. {waits}"]
    assert after_d == ""


def test_every_key_the_table_does_not_bind_says_so_and_replaces_the_last_reason() -> None:
    """Tab said why it does nothing; F5, ctrl+s, Home, PageDown or Delete after it said nothing,
    and Tab's reason stayed as if it answered them. Each says it does nothing, named as the
    keys lists name keys ("ctrl+s", "PgDn"), a keyboard's F5 and Del rather than Textual's
    "f5" and "del" (a re-check); alt+a is not the a key."""
    keys = ["tab", "f5", "ctrl+s", "ctrl+o", "ctrl+n", "ctrl+l", "home", "pagedown", "delete",
            "alt+a"]

    async def run() -> list[str]:
        app = make_app("swedish-6", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await _to_regular_turn(app, pilot)
            return await _hints(app, pilot, table, *keys)

    hints = asyncio.run(run())
    waits = "Draw from the stock (d) or take the K♥ (t)."
    assert hints[0].startswith("Tab does nothing at the table")
    named = ["F5", "ctrl+s", "ctrl+o", "ctrl+n", "ctrl+l", "Home", "PgDn", "Del", "alt+a"]
    assert hints[1:] == [f"The {key} key does nothing here: ? lists the keys. {waits}"
                         for key in named]


def test_a_refused_card_says_what_to_do_next() -> None:
    """A reason that does not say what the turn waits for is followed by the prompt it stands
    in place of. In a flip opening, Enter on a card already turned up (the arrow keys' cursor
    left on it) said only "That card is already face up.", and the footer offered only Enter:
    nothing on screen said which keys turn the next card."""
    async def run() -> tuple[str, str, str]:
        app = make_app("swedish-6", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            # the cursor on 1: turn it up; the cursor goes on to 2; back to 1, and again
            await pilot.press("right", "enter", "left", "enter")
            await pilot.pause()
            return table.hint, " ".join(screen_text(app).split()), table.ctrl.table_view().phase

    hint, text, phase = asyncio.run(run())
    assert hint == "That card is already face up. Flip 1 card: press 2–6"
    assert hint in text and phase == "opening"


def test_enter_is_offered_only_for_a_picked_card_that_has_a_move() -> None:
    """The arrow keys' card turned up with Enter in a flip opening: the footer went on offering
    Enter for it, though Enter could only be refused there. Enter goes from the footer (the
    digits stay, as they stand beside it while it is offered), and Enter says why and what to
    do."""
    async def run() -> tuple[str, str, str, str]:
        app = make_app("swedish-6", 2, seed=2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            await pilot.press("right")  # the cursor on 1, face down: Enter turns it up
            await pilot.pause()
            picked = screen_text(app).splitlines()[-1]
            await pilot.press("enter")
            await pilot.pause()
            assert table.cursor == 1  # on to the next card to turn, and Enter with it
            assert "⏎ Flip top-middle" in screen_text(app).splitlines()[-1]
            await pilot.press("left")  # back on the card turned up
            await pilot.pause()
            turned = screen_text(app).splitlines()[-1]
            await pilot.press("enter")
            await pilot.pause()
            return picked, turned, table.hint, table.ctrl.table_view().phase

    picked, turned, hint, phase = asyncio.run(run())
    assert "123456 Flip  ⏎ Flip top-left" in picked
    assert "⏎" not in turned and "23456 Flip" in turned
    assert hint == "That card is already face up. Flip 1 card: press 2–6"
    assert phase == "opening"


@pytest.mark.parametrize(("lang", "preset", "words"), [
    ("sv", "swedish-6", "Du kan inte dra från draghögen nu: först ska du vända upp 2 kort."),
    ("sv", "norwegian-4", "Du kan inte dra från draghögen nu: först ska du titta på 2 av dina"
                          " nedersta kort."),
    ("nb", "swedish-6", "Du kan ikke trekke fra trekkbunken nå: først må du snu 2 kort."),
    ("da", "swedish-6", "Du kan ikke trække fra trækbunken nu: først skal du vende 2 kort."),
    ("en", "swedish-6", "You cannot draw from the stock now: first flip 2 cards face up."),
    ("en", "norwegian-4", "You cannot draw from the stock now: first peek at 2 of your bottom"
                          " cards."),
])
def test_a_move_before_the_opening_says_which_cards_come_first(lang: str, preset: str,
                                                                words: str) -> None:
    """"Du kan inte dra från draghögen nu: först kommer öppningen": a child does not know the
    rules' word for it. The refusal says what to do, and with how many cards ("först ska du
    vända upp 2 kort"), from what the engine says is left."""
    match = Match.start(load_ruleset(preset), ["Elsa", "Nils"], 1)
    with pytest.raises(IllegalAction) as refused:
        play(match, DRAW_STOCK)
    set_language(lang)
    assert refusal_text(refused.value) == words
