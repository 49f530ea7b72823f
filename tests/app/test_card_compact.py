"""A card in the compact form (a grid too large for drawn cards) is six cells: its position,
then the label, in "(…)" while the player's own peek shows it and in "[…]" under the cursor.
The brackets hug the label: "(9♥) ", never "(9♥ )"."""

from __future__ import annotations

import pytest

from golf_tui.app.widgets.card import BACK, FACE, CardBox
from golf_tui.engine import Card, Rank, Suit


def compact(card: Card | None, kind: str = FACE, **flags: bool) -> str:
    box = CardBox(pos=2)
    box.set_size("compact")
    box.show(card, kind=kind, ascii=False, **flags)
    return box.render().plain


NINE = Card(Rank("9"), Suit("h"), 0)
TEN = Card(Rank("10"), Suit("s"), 1)


@pytest.mark.parametrize(("card", "flags", "shown"), [
    (NINE, {}, "3 9♥  "),
    (NINE, {"revealed": True}, "3(9♥) "),
    (NINE, {"selected": True}, "3[9♥] "),
    (TEN, {"revealed": True}, "3(10♠)"),
    (TEN, {}, "3 10♠ "),
])  # fmt: skip
def test_the_brackets_hug_the_label(card: Card, flags: dict[str, bool], shown: str) -> None:
    assert compact(card, **flags) == shown


def test_a_back_keeps_its_six_cells() -> None:
    assert len(compact(None, BACK)) == 6


@pytest.mark.parametrize("kind", [FACE, BACK])
def test_the_position_is_dim_beside_the_label(kind: str) -> None:
    """"3 2♠" beside the 2: the position number is dimmed so it does not read as a 32."""
    box = CardBox(pos=2)
    box.set_size("compact")
    box.show(Card(Rank("2"), Suit("s"), 0) if kind == FACE else None, kind=kind, ascii=False)
    text = box.render()
    dim_cells = {i for span in text.spans if "dim" in str(span.style)
                 for i in range(span.start, span.end)}
    assert dim_cells == {0}
    assert text.plain[0] == "3"
