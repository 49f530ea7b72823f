"""At 60×20 the narration and the prompt share two lines. The prompt kept one of them for the
narration and was cut short ("…or throw it away (x) and…" lost "flip a card", "…bank (k)
eller titt…" the peek): it says what the player must do next, so it is whole in every
language. It takes the narration's line only when even its fewer words need it (the start of
a turn says "Draw (d)" for "Draw from the stock (d)"); the log keeps the narration."""

from __future__ import annotations

import asyncio

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.ascii_signs import ascii_text
from golf_tui.app.prompts import prompt
from golf_tui.app.screens.table_keys import (
    CAPS,
    CAPS_SHORT,
    NO_BOTS,
    NO_BOTS_SHORT,
    UNBOUND,
    UNBOUND_SHORT,
)
from golf_tui.engine import Match, Peek, apply, legal_actions, view
from golf_tui.i18n import LANGUAGES, _, set_language
from golf_tui.presets import load_ruleset

from .conftest import make_app, said
from .test_language_table import cut_texts, table_of
from .test_throw_then_flip import THEN_FLIP


def talk_cut(app: GolfApp) -> list[str]:
    """The prompt's and the narration's problems of ``cut_texts`` (the status line of a long
    language is cut at 60 columns, as it may be)."""
    return [p for p in cut_texts(app) if p.startswith(("prompt", "narration"))]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_throw_that_means_a_flip_is_said_whole_at_60x20(lang: str) -> None:
    """With a card in hand, and after space's, Esc's and u's reasons too: those stood alone at
    60 columns in nb/sv/da ("Det går inte att ångra: ett drag står fast när det är gjort."), and
    where to put the card was gone until the next key. The reason is said in fewer words ("Det
    går inte att ångra.") with the prompt, whole."""
    set_language(lang)
    app = make_app("danish-6", 2, seed=11, house=("flip-after-discard",), handover="never")

    async def run() -> None:
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.press("1", "5", "1", "5", "d")
            await pilot.pause()
            table = table_of(app)
            assert table.prompt.text.endswith(THEN_FLIP[lang])
            assert said(table.prompt) == table.prompt.text
            assert talk_cut(app) == []
            for key in ("space", "escape", "u"):
                await pilot.press(key)
                await pilot.pause()
                text = table.prompt.text
                assert text.endswith(THEN_FLIP[lang]) and text != table.hint, (key, text)
                assert said(table.prompt) == text  # whole
            assert talk_cut(app) == []

    asyncio.run(run())


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_start_of_a_turn_with_peeks_is_whole_beside_the_narration_at_60x20(
        lang: str) -> None:
    set_language(lang)
    app = make_app("norwegian-4", 2, seed=3, house=("peek-penalty",), handover="never")

    async def run() -> None:
        async with app.run_test(size=(60, 20)) as pilot:
            table = table_of(app)
            for _ in range(8):  # both openings: a peek at each bottom card, then Enter
                await pilot.pause()
                v = table.ctrl.table_view()
                if table.ctrl.reveal_holds:
                    await pilot.press("enter")
                elif v.phase == "opening":
                    await pilot.press(str(next(a.pos for a in v.legal if isinstance(a, Peek))
                                          + 1))
            await pilot.pause()
            v = table.ctrl.table_view()
            assert v.phase == "start" and table.ctrl.at_keys_to_act()
            short = prompt(v, armed=None, reveal_holds=False, ascii=False, short=True)
            assert table.prompt.text == short
            assert said(table.prompt) == short  # whole
            assert table.narration.display  # and the narration keeps its line
            assert talk_cut(app) == []

    asyncio.run(run())


def test_fewer_words_only_for_the_draw() -> None:
    rs = load_ruleset("norwegian-4", ["peek-penalty", "knock-penalty"])
    h = Match.start(rs, ["Kari", "Ola"], 3).hole
    while view(h, h.current).phase != "start":  # the view's phase by name (the hole's an int)
        h = apply(h, legal_actions(h)[0])
    v = view(h, h.current)
    full = prompt(v, armed=None, reveal_holds=False, ascii=False)
    short = prompt(v, armed=None, reveal_holds=False, ascii=False, short=True)
    assert full.startswith("Draw from the stock (d), take the ")
    assert short == full.replace("Draw from the stock (d)", "Draw (d)")


@pytest.mark.parametrize("ascii", [False, True])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_key_that_does_nothing_is_said_whole_at_60x20(lang: str, ascii: bool) -> None:
    """z (no key) and D (Caps Lock on?) at the opening peek, whose prompt takes two lines at
    60 columns: "The z key does nothing here: ? lists the keys. Peek at your bottom cards:
    press 3 or 4 (each of them); only…" was cut. The reason is said whole in fewer words, the
    prompt after it where it fits; at 100 columns the whole of both."""
    set_language(lang)
    app = make_app("norwegian-4", 2, seed=3, house=("peek-penalty",), handover="never",
                   ascii=ascii)

    async def run() -> None:
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            table = table_of(app)
            for key, why, fewer in (("z", UNBOUND, UNBOUND_SHORT), ("D", CAPS, CAPS_SHORT)):
                await pilot.press(key)
                await pilot.pause()
                text = table.prompt.text
                assert text.startswith((_(why) % {"key": key}, _(fewer) % {"key": key}))
                assert said(table.prompt) == ascii_text(text, ascii)  # whole
            await pilot.resize_terminal(100, 30)
            await pilot.pause()
            assert table.prompt.text == table.hint
            assert table.hint.startswith(_(CAPS) % {"key": "D"})
            assert table.hint.endswith(prompt(table.ctrl.table_view(), armed=None,
                                              reveal_holds=False, ascii=ascii))

    asyncio.run(run())


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_reason_before_a_long_prompt_is_said_whole_at_60x20(lang: str) -> None:
    """Space at a table of people at the start of a turn with a knock and a peek: "No bots
    play at this table: …" and "Draw from the stock (d), take…, knock (k) or peek (p)." need
    three lines, and the peek was cut. The prompt after the reason says the draw in fewer
    words, or after the reason in fewer words ("No bots play at this table."), or the reason
    stands alone, whole."""
    set_language(lang)
    app = make_app("norwegian-4", 2, seed=3, house=("peek-penalty", "knock-penalty"),
                   handover="never")

    async def run() -> None:
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.press("3", "4", "enter", "3", "4", "enter")  # both openings
            await pilot.pause()
            table = table_of(app)
            assert table.ctrl.table_view().phase == "start" and table.ctrl.at_keys_to_act()
            await pilot.press("space")
            await pilot.pause()
            text = table.prompt.text
            assert text.startswith((_(NO_BOTS), _(NO_BOTS_SHORT))) and text != table.hint
            assert said(table.prompt) == text
            assert talk_cut(app) == []

    asyncio.run(run())


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_opening_peek_follows_a_refused_key_at_60x20(lang: str) -> None:
    """At the opening peek, whose prompt takes two lines at 60 columns, a refused key's reason
    stood alone (nb: "z gjør ingenting (? viser tastene)."; en: space's "Space skips the bots'
    turns, and this turn is yours."): the prompt was gone until the next key. The peek is said
    in fewer words after the reason ("Peek at your bottom cards: press 3 or 4"), whole; with
    no reason and no narration, the whole of it."""
    set_language(lang)
    app = make_app("norwegian-4", 3, seed=3, bots={2: "normal"}, handover="never")

    async def run() -> None:
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            table = table_of(app)
            v = table.ctrl.table_view()
            assert v.phase == "opening" and table.ctrl.at_keys_to_act()
            peeks = tuple(prompt(v, armed=None, reveal_holds=False, ascii=False, short=short)
                          for short in (False, True))  # the whole prompt where it fits
            assert not table.narration.text and table.prompt.text == peeks[0]  # room for it
            for key in ("z", "D", "space", "escape", "u"):
                await pilot.press(key)
                await pilot.pause()
                text = table.prompt.text
                assert text not in peeks and text.endswith(peeks), (key, text)
                assert said(table.prompt) == text  # whole
            assert talk_cut(app) == []

    asyncio.run(run())
