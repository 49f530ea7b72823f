"""A refusal joined to the prompt wrapped at 80 columns with its last key hint alone on a row
of its own: "… Flip 2 cards: press" / "1–6", "… Put the 10♣ in your grid" / "(1–6).". Textual
breaks a line at any space (a no-break space too): the table's lines break their text into rows
themselves (``wrap.rows``), a key hint kept with the word before it, and the lines the table
gives a text (``InfoLine.lines_for``) are the rows drawn."""

from __future__ import annotations

import asyncio

import pytest
from textual.content import Content

from golf_tui.app.wrap import rows
from golf_tui.i18n import set_language

from .conftest import make_app, said, screen_text
from .test_language_table import table_of


@pytest.mark.parametrize(("text", "width", "expected"), [
    ("You cannot throw a card away now: the opening comes first. Flip 2 cards: press 1–6", 78,
     ["You cannot throw a card away now: the opening comes first. Flip 2 cards:", "press 1–6"]),
    ("This ruleset does not allow peeking at your cards. Put the 10♣ in your grid (1–6).", 78,
     ["This ruleset does not allow peeking at your cards. Put the 10♣ in your", "grid (1–6)."]),
    ("Remember these — Enter hides them; so does a move (d, t or k)", 58,
     ["Remember these — Enter hides them; so does", "a move (d, t or k)"]),
    ("Tab does nothing: use the arrow keys. Draw from the stock (d), take the 4♥ (t).", 58,
     ["Tab does nothing: use the arrow keys. Draw from the", "stock (d), take the 4♥ (t)."]),
    ("Kari drew from the stock. 3 earlier moves: l Log", 43,
     ["Kari drew from the stock. 3 earlier", "moves: l Log"]),
    ("Tasten z gjør ingenting her: ? viser tastene.", 32,
     ["Tasten z gjør ingenting", "her: ? viser tastene."]),
])
def test_a_key_hint_stays_with_the_word_before_it(text: str, width: int,
                                                  expected: list[str]) -> None:
    assert rows(text, width) == expected


def test_words_without_a_key_hint_break_as_textual_breaks_them() -> None:
    text = ("Ola drew the 7♠ from the stock and put it top-left; the Q♦ went to the discard"
            " pile.\nKari took the 7♠ from the discard pile.")
    for width in range(8, 90):
        assert rows(text, width) == [row.plain.rstrip() for row in Content(text).wrap(width)]


def test_words_glued_wider_than_the_row_break_at_their_spaces() -> None:
    """A hint glued to a word too long for the row is broken as Textual would break it."""
    assert rows("Abcdefghij (t)", 8) == ["Abcdefgh", "ij (t)"]
    assert rows("a b (d, t or k)", 6) == ["a b", "(d, t", "or k)"]


# The opening of danish-6 (flips) with a card refused, and after taking the discard a peek
# refused ("This ruleset does not allow peeking…"), the card's places after it.
OPENING = {"en": "x", "nb": "t", "sv": "x", "da": "d"}


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_a_refusal_at_80_columns_ends_on_more_than_a_key_hint(lang: str) -> None:
    set_language(lang)
    app = make_app("danish-6", 2, seed=5, handover="never")

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = table_of(app)
            for keys, hint in (((OPENING[lang],), "1–6"), (("1", "2", "1", "2", "t", "p"),
                                                            "(1–6).")):
                await pilot.press(*keys)
                await pilot.pause()
                assert table.hint and table.prompt.text.endswith(hint), table.prompt.text
                region = table.prompt.region  # the prompt's rows on the screen
                screen = screen_text(app).splitlines()[region.y:region.bottom]
                drawn = [row.strip() for row in screen]
                assert " ".join(drawn) == table.prompt.text == said(table.prompt)  # whole
                # the key hint with the word before it
                assert len(drawn) == 2 and drawn[-1].endswith(" " + hint), drawn
                # the lines the table gives the prompt are those drawn
                assert table.prompt.lines_for(80) == table.prompt.lines == len(drawn)
                assert str(table.prompt.render()).split("\n") == drawn

    asyncio.run(run())
