"""A reason in place of the prompt is handed over as data (``hints.Hint``: the reason, its
fewer words or None, whether the prompt follows), and the table composes what it shows from
that and the prompt in full or in fewer words: the first that fits of (1) the reason and the
prompt, (2) the reason and the prompt in fewer words, (3) the reason in fewer words and the
prompt, then the prompt in fewer words, (4) the reason alone, then in fewer words. It used to
cut the prompt off the end of the text shown and look the reason's fewer words up by their
translation."""

from __future__ import annotations

import asyncio

import pytest

from golf_tui.app.hints import Hint
from golf_tui.app.prompts import prompt
from golf_tui.app.refusals import REFUSALS
from golf_tui.app.refusals import WRONG_TIME as REFUSALS_WRONG_TIME
from golf_tui.app.screens import table_keys
from golf_tui.app.screens.table import TableScreen
from golf_tui.i18n import _, ngettext, set_language

from .conftest import make_app, said
from .test_language_table import table_of


def test_a_reason_with_fewer_words_has_every_form_fullest_first() -> None:
    hint = Hint("Long reason.", "Short.")
    assert hint.forms("Do this in full.", "Do this.") == (
        "Long reason. Do this in full.", "Long reason. Do this.",
        "Short. Do this in full.", "Short. Do this.",
        "Long reason.", "Short.")


def test_a_reason_without_fewer_words_keeps_its_words() -> None:
    assert Hint("Long reason.").forms("Do this in full.", "Do this.") == (
        "Long reason. Do this in full.", "Long reason. Do this.", "Long reason.")


def test_a_prompt_without_fewer_words_is_not_said_twice() -> None:
    assert Hint("Why.", "W.").forms("Do it.", "Do it.") == (
        "Why. Do it.", "W. Do it.", "Why.", "W.")


def test_a_reason_that_says_what_to_do_or_a_turn_not_yours_has_no_prompt_after_it() -> None:
    assert Hint("Press Enter first.", prompt_follows=False).forms("Do it.", "Do.") == (
        "Press Enter first.",)
    assert Hint("Why.", "W.").forms("", "") == ("Why.", "W.")  # a computer's turn


# The forms in the order the table tries them (the module's docstring)
FULL, SHORT_PROMPT, SHORT_REASON, BOTH_SHORT, REASON_ALONE = range(5)


def first_that_fits(table: TableScreen, reason: str, short: str | None) -> tuple[int, str]:
    """Which form of ``reason`` (``short``: its fewer words) and the prompt now the prompt's
    lines hold first, composed here from the words (not by ``Hint``)."""
    v = table.ctrl.table_view()
    full, fewer = (prompt(v, armed=table.armed, reveal_holds=False, ascii=False, short=s)
                   for s in (False, True))
    forms = [(FULL, f"{reason} {full}"), (SHORT_PROMPT, f"{reason} {fewer}")]
    if short is not None:
        forms += [(SHORT_REASON, f"{short} {full}"), (BOTH_SHORT, f"{short} {fewer}")]
    forms += [(REASON_ALONE, reason)]
    assert table.fitted is not None
    width, room = table.app.size.width, table.fitted.talk_lines
    return next(((i, t) for i, t in forms if table.prompt.lines_for(width, t) <= room),
                forms[-1])


def opening_peek_keys() -> list[tuple[str, str, str | None]]:
    """Keys refused at the opening peek: the reason, and its fewer words (None: none)."""
    return [
        ("z", _(table_keys.UNBOUND) % {"key": "z"}, _(table_keys.UNBOUND_SHORT) % {"key": "z"}),
        ("D", _(table_keys.CAPS) % {"key": "D"}, _(table_keys.CAPS_SHORT) % {"key": "D"}),
        ("u", _(table_keys.NO_UNDO), _(table_keys.NO_UNDO_SHORT)),
        ("space", _(table_keys.YOUR_TURN), _(table_keys.YOUR_TURN_SHORT)),
        ("escape", _(table_keys.NOTHING_TO_CANCEL), None),
        ("f", _(REFUSALS["opening_is_peek"]), None),  # a refused move's reason
    ]


# What each of those keys shows at the opening peek (norwegian-4, Kari, Ola and a computer):
# at 80×24 every reason with the whole prompt; at 60×20 the peek's two lines leave room for
# the reason with the prompt in fewer words, or only for the reason in fewer words (Caps Lock's
# long reason; nb: space's too). The Norwegian prompt, "eller Enter for alle" longer since Enter
# peeks at every card, leaves room at 60x20 for fewer words on both sides, and beside
# "a refused move" for its reason alone.
CHOSEN = {
    ("en", (80, 24)): [FULL] * 6,
    ("nb", (80, 24)): [FULL] * 6,
    ("en", (60, 20)): [SHORT_PROMPT, SHORT_REASON, SHORT_PROMPT, SHORT_PROMPT, FULL, FULL],
    ("nb", (60, 20)): [BOTH_SHORT, BOTH_SHORT, SHORT_REASON, BOTH_SHORT, SHORT_PROMPT,
                       REASON_ALONE],
}


@pytest.mark.parametrize(("lang", "size"), list(CHOSEN))
def test_a_refused_key_at_the_opening_peek_says_the_fullest_form_that_fits(
        lang: str, size: tuple[int, int]) -> None:
    set_language(lang)
    app = make_app("norwegian-4", 3, seed=3, bots={2: "normal"}, handover="never")

    async def run() -> list[int]:
        chosen = []
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            table = table_of(app)
            assert table.ctrl.table_view().phase == "opening" and table.ctrl.at_keys_to_act()
            for key, reason, short in opening_peek_keys():
                await pilot.press(key)
                await pilot.pause()
                form, text = first_that_fits(table, reason, short)
                assert table.prompt.text == text, key
                assert said(table.prompt) == text, key  # whole
                chosen.append(form)
        return chosen

    assert asyncio.run(run()) == CHOSEN[lang, size]


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_with_a_card_in_hand_at_60x20_a_reason_gives_way_in_its_order(lang: str) -> None:
    """danish-6 with a throw that means a flip: the prompt with a card in hand has no fewer
    words and takes most of the two lines. Space's reason is said in its fewer words before
    it ("No bots play at this table."); in nb k's reason, which has none, stands alone (the
    prompt comes back with the next key), and so does z's: in its fewer words before the
    prompt it would need a third row, "(1–6)" kept with "rutenettet" (``wrap.rows``); in en
    both are whole with the prompt."""
    set_language(lang)
    app = make_app("danish-6", 2, seed=11, house=("flip-after-discard",), handover="never")
    keys = [
        ("space", _(table_keys.NO_BOTS), _(table_keys.NO_BOTS_SHORT)),
        ("k", _(REFUSALS["no_knocking"]), None),
        ("z", _(table_keys.UNBOUND) % {"key": "z"}, _(table_keys.UNBOUND_SHORT) % {"key": "z"}),
    ]

    async def run() -> list[int]:
        chosen = []
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.press("1", "5", "1", "5", "d")
            await pilot.pause()
            table = table_of(app)
            assert table.ctrl.table_view().held is not None
            for key, reason, short in keys:
                await pilot.press(key)
                await pilot.pause()
                form, text = first_that_fits(table, reason, short)
                assert table.prompt.text == text, key
                assert said(table.prompt) == text, key
                chosen.append(form)
        return chosen

    expected = {"en": [SHORT_REASON, FULL, FULL],
                "nb": [SHORT_REASON, REASON_ALONE, REASON_ALONE]}
    assert asyncio.run(run()) == expected[lang]


def test_a_language_switch_takes_an_earlier_keys_reason_away() -> None:
    """The reason was said in the language before: it stayed, English, in place of the
    Norwegian prompt (and composed now, the prompt after it would be in the new language)."""
    app = make_app("norwegian-4", 3, seed=3, bots={2: "normal"}, handover="never")

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = table_of(app)
            await pilot.press("z")
            await pilot.pause()
            assert table.hint.startswith("The z key does nothing here")
            app.switch_language("nb")
            await pilot.pause()
            v = table.ctrl.table_view()
            assert table.hint == ""
            assert table.prompt.text == prompt(v, armed=None, reveal_holds=False, ascii=False)
            assert table.prompt.text.startswith("Titt på")

    asyncio.run(run())


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
def test_a_refusal_in_the_opening_is_followed_by_the_opening_s_prompt(
        size: tuple[int, int]) -> None:
    """danish-6's flip opening: x said "You cannot throw away a card now: the opening comes
    first." and Enter with no card picked "No card is picked for Enter: pick one with the
    arrow keys first.", neither saying which keys flip, and the prompt that did was gone until
    the next key. Both are followed by the prompt, in the first form that fits."""
    app = make_app("danish-6", 2, seed=3, handover="never")

    async def run() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            table = table_of(app)
            assert table.ctrl.table_view().phase == "opening" and table.ctrl.at_keys_to_act()
            first = ngettext("first flip %(n)d card face up", "first flip %(n)d cards face up",
                             2) % {"n": 2}
            reasons = {"x": _(REFUSALS_WRONG_TIME["throw"]) + ": " + first + ".",
                       "enter": _(table_keys.NO_CARD_PICKED)}
            for key, reason in reasons.items():
                await pilot.press(key)
                await pilot.pause()
                form, text = first_that_fits(table, reason, None)
                assert form in (FULL, SHORT_PROMPT), (key, table.prompt.text)
                assert table.prompt.text == text, key
                assert "1" in text.removeprefix(reason)  # the keys that flip

    asyncio.run(run())
