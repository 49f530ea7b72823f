"""A pair already made among face-up cards is marked on the table while the hole is played
(DESIGN.md's "Q♣/Q♦: pair"; a play-tester: "a column pair isn't marked until the hole ends"):
the own grid's cards in a double frame (``#`` sides in ASCII mode, ``=Q♣=`` compact), an
opponent's bracketed (``[Q♣]``) or, framed, in a double frame; nothing before the pair is made,
nothing for a face-down card, and nothing on the table moves when the mark appears."""

from __future__ import annotations

import random

import pytest
from rich.cells import cell_len

from golf_tui.app.screens.table import paired_positions
from golf_tui.app.widgets.card import FACE, CardBox
from golf_tui.app.widgets.framed import Paint, framed_cards
from golf_tui.app.widgets.opponents import card_line
from golf_tui.engine import Action, Card, SeatView, Swap, TakeDiscard, parse_card

from .conftest import Driver, make_app, quick_choice, screen_text


def pairing(rng: random.Random, v: SeatView) -> Action:
    """A move that makes a column pair where one can be made, else a quick one."""
    assert v.seat is not None
    rows, cols = v.ruleset.shape
    grid = v.grids[v.seat]

    def spot(card: Card | None) -> int | None:
        """The face-down place in a column whose other cards are face up and of ``card``'s
        rank (the place that makes the column whole)."""
        if card is None:
            return None
        for c in range(cols):
            column = [r * cols + c for r in range(rows)]
            down = [p for p in column if grid[p] is None]
            up = [grid[p] for p in column if grid[p] is not None]
            if len(down) == 1 and up and all(u is not None and u.rank == card.rank for u in up):
                return down[0]
        return None

    if v.held is not None and (pos := spot(v.held)) is not None and Swap(pos) in v.legal:
        return Swap(pos)
    if TakeDiscard() in v.legal and spot(v.discard_top) is not None:
        return TakeDiscard()
    return quick_choice(rng, v)


@pytest.mark.parametrize("ascii", [False, True])
async def test_the_table_marks_a_pair_once_it_is_made(ascii: bool) -> None:
    """Two players, each making column pairs: after every move the own grid's marked cards
    and the opponent's bracketed ones are exactly the pairs made among face-up cards, for
    the player at the keys and for the other; none before the first pair, and the cards and
    boxes where they were."""
    app = make_app("swedish-6", 2, holes=1, seed=5, ascii=ascii)
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = driver.table()
        places: set[tuple[object, ...]] = set()
        own_seen = opponent_seen = 0
        while not table.ctrl.match.results:
            assert driver.steps < 400, "the hole did not end"
            if app.screen is table:
                v = table.ctrl.table_view()
                me = table.ctrl.seat_shown
                own = paired_positions(v, me)
                theirs = paired_positions(v, 1 - me)
                marked = [box.pos for box in table.own.boxes if box.has_class("-paired")]
                assert marked == list(own)
                text = screen_text(app)
                assert text.count("[") == text.count("]") == len(theirs), text
                if not ascii:
                    assert text.count("╔") == len(own), text
                own_seen += bool(own)
                opponent_seen += bool(theirs)
                places.add((table.own.region, *(b.region for b in table.own.boxes),
                            *(b.region for b in table.opponents.boxes)))
            await driver.step(pairing)
        assert own_seen and opponent_seen  # pairs were made, on both sides of the table
        assert len(places) == 1, places  # and nothing moved when they were marked


def labels_at(line: str) -> list[int]:
    """The cells where a card's label starts in a line of an opponent's cards."""
    cells, at, word = [], 0, False
    for ch in line:
        starts = ch not in " []" and not word
        if starts:
            cells.append(at)
        word = ch not in " []"
        at += cell_len(ch)
    return cells


@pytest.mark.parametrize("narrow", [False, True])
@pytest.mark.parametrize("ascii", [False, True])
def test_an_opponents_paired_cards_are_bracketed_in_place(narrow: bool, ascii: bool) -> None:
    cards = [parse_card("Q♣"), None, parse_card("10♥")]
    plain = card_line(cards, range(3), (), narrow=narrow, ascii=ascii).plain
    marked = card_line(cards, range(3), (0, 2), narrow=narrow, ascii=ascii).plain
    q, back, ten = ("Qc", "##", "10h") if ascii else ("Q♣", "▒▒", "10♥")
    if narrow:  # a ten's "]" would take the cell before the next card: left out
        assert marked == f"[{q}] {back} [{ten}"
    else:
        assert marked == f"[{q}]  {back}  [{ten}]"
    assert "[" not in plain and q in plain and ten in plain
    assert labels_at(plain) == labels_at(marked)  # the labels stay where they were
    # as wide as the box's cards and the padding before them were (a compact box's last "]"
    # in the padding after them, which is there for it)
    assert cell_len(plain) == (12 if narrow else 14)
    assert cell_len(marked) == (12 if narrow else 15)


def test_a_face_down_place_is_never_bracketed() -> None:
    line = card_line([None, parse_card("5♠")], range(2), (0,), narrow=False, ascii=False)
    assert "[" not in line.plain


@pytest.mark.parametrize("ascii", [False, True])
def test_an_opponents_framed_paired_cards_have_a_double_frame(ascii: bool) -> None:
    colours = Paint("#888888", "#888888", "#0000ff", "#ff0000")
    cards = [parse_card("K♠"), None, parse_card("K♦"), parse_card("3♣")]
    plain = framed_cards(cards, 2, "large", ascii=ascii, colours=colours).plain
    paired = framed_cards(cards, 2, "large", ascii=ascii, colours=colours, paired=(0, 2)).plain
    assert [cell_len(line) for line in plain.split("\n")] \
        == [cell_len(line) for line in paired.split("\n")]
    lines = paired.split("\n")
    if ascii:
        assert lines[0] == "#     # +-----+" and lines[1].startswith("#Ks   # |")
        assert lines[4] == "#     # +-----+" and lines[5].startswith("#Kd   # |")
    else:
        assert lines[0] == "╔═════╗ ╭─────╮" and lines[1].startswith("║K♠   ║ │")
        assert lines[4] == "╔═════╗ ╭─────╮" and lines[5].startswith("║K♦   ║ │")
    assert "╔" not in plain and "#     #" not in plain


async def test_the_own_compact_card_shows_its_pair_and_the_cursor_wins() -> None:
    """A compact card (no frame) in a pair: "=K♠="; the cursor's brackets over it."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        box = CardBox("grid", 0)
        await app.screen.mount(box)
        box.set_size("compact")
        card = parse_card("K♠")
        box.show(card, kind=FACE, ascii=False, paired=True)
        await pilot.pause()
        assert box.render().plain == "1=K♠= " and box.has_class("-paired")
        box.show(card, kind=FACE, ascii=False, paired=True, selected=True)
        assert box.render().plain == "1[K♠] "
        box.show(card, kind=FACE, ascii=False)
        assert box.render().plain == "1 K♠  " and not box.has_class("-paired")
