"""A pair already made among face-up cards is marked on the table while the hole is played
(DESIGN.md's "Q♣/Q♦: pair"; a play-tester: "a column pair isn't marked until the hole ends"):
the own grid's cards in a double frame (``=`` sides in ASCII mode, ``=Q♣=`` compact), an
opponent's bracketed (``[Q♣]``) or, framed, in a double frame; nothing before the pair is made,
nothing for a face-down card, and nothing on the table moves when the mark appears."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot

from golf_tui.app.screens.table import TableScreen, paired_positions
from golf_tui.app.widgets.card import FACE, CardBox
from golf_tui.app.widgets.framed import Paint, framed_cards
from golf_tui.app.widgets.opponents import card_line
from golf_tui.engine import Action, Card, SeatView, Swap, TakeDiscard, parse_card
from golf_tui.presets import load_ruleset

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
        # "=" sides, not "#": "#Ks   #" read as a card half face down
        assert lines[0] == "+=====+ +-----+" and lines[1].startswith("=Ks   = |")
        assert lines[4] == "+=====+ +-----+" and lines[5].startswith("=Kd   = |")
    else:
        assert lines[0] == "╔═════╗ ╭─────╮" and lines[1].startswith("║K♠   ║ │")
        assert lines[4] == "╔═════╗ ╭─────╮" and lines[5].startswith("║K♦   ║ │")
    assert "╔" not in plain and "+=====+" not in plain


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


# swedish-6 is left to danish-6 here (it was both): the same 2×3 grids with column pairs, the
# same boxes and places at 80×24 for two and eight players; they differ in how a hole ends,
# which the marks do not read, and danish-6's holes are the shorter.
@pytest.mark.parametrize("players", [2, 8])
@pytest.mark.parametrize(("preset", "house"), [
    ("norwegian-4", ()), ("norwegian-4", ("face-up", "pair-bonus")), ("norwegian-6", ()),
    ("danish-6", ()), ("nine-card", ())])
async def test_every_preset_marks_its_pairs_at_80x24(preset: str, house: tuple[str, ...],
                                                     players: int) -> None:
    """A hole of each preset at 80×24, two and eight players (the others computers): after
    every move the marks on the own grid and in the opponents' boxes are the pairs made among
    face-up cards (none ever where every card lies face down), and nothing moves. Eight, or
    as many as the preset takes (norwegian-6: six)."""
    players = min(players, load_ruleset(preset, list(house)).players.max)
    app = make_app(preset, players, holes=1, seed=11, house=house,
                   bots={i: "normal" for i in range(1, players)})
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        await driver.settle()
        table = driver.table()
        places: set[tuple[object, ...]] = set()
        made = 0
        while not table.ctrl.match.results:
            assert driver.steps < 600, "the hole did not end"
            if app.screen is table:
                v = table.ctrl.table_view()
                me = table.ctrl.seat_shown
                marked = [box.pos for box in table.own.boxes if box.has_class("-paired")]
                assert marked == list(paired_positions(v, me))
                theirs = sum(len(paired_positions(v, s)) for s in range(players) if s != me)
                # the boxes' text (the piles bracket a card drawn, in their compact form)
                text = "".join(str(box.content) for box in table.opponents.boxes)
                assert text.count("[") == theirs, screen_text(app)
                made += len(marked) + theirs
                places.add((*(b.region for b in table.own.boxes),
                            *(b.region for b in table.opponents.boxes)))
            await driver.step(pairing)
        assert len(places) == 1, places
        rules = table.ctrl.match.ruleset
        if rules.pairs == "none" or (preset == "norwegian-4" and "face-up" not in house):
            assert not made  # no pairs, or every grid card face down all hole
        elif rules.shape == (2, 3):
            assert made  # column pairs come quickly: some were marked (nine-card's are rarer)


async def a_pair_made(pilot: Pilot[Any], *, to_act: bool = False,
                      first: Callable[[list[Any]], None] | None = None
                      ) -> tuple[TableScreen, list[Any]]:
    """Played on (``pairing``) until the own grid on show has a pair, with the person at the
    keys to act if ``to_act``: the table and the paired cards' boxes (those the cursor is not on,
    whose frame is the cursor's). ``first`` is shown the boxes at the first moment a pair is
    on show, whoever is to act (where the play stops without ``to_act``)."""
    app = pilot.app
    driver = Driver(pilot)
    await driver.settle()
    table = driver.table()

    def paired(to_act: bool) -> list[Any]:
        if app.screen is not table or not table.built or (
                to_act and not table.ctrl.at_keys_to_act()):
            return []
        return [b for b in table.own.boxes if b.has_class("-paired")
                and not b.has_class("-selected")]

    while not paired(to_act):
        if first is not None and paired(False):
            first(paired(False))
            first = None
        assert driver.steps < 400, "no pair made"
        assert not table.ctrl.match.results, "the hole ended without a pair"
        await driver.step(pairing)
    if first is not None:
        first(paired(to_act))
    return table, paired(to_act)


def without_key(edge: str) -> str:
    """A card's bottom edge with its position key (" 3 ", ``CardBox``) drawn over in the
    edge's own line: "+= 3 =+" is "+=====+"."""
    return re.sub(r"(\S) \d (?=\S)", lambda m: m.group(1) * 4, edge)


def equals_sides(app: Any, paired: list[Any]) -> list[str]:
    """--ascii: the own grid's pair is framed "+=====+" with "=" sides ("=4h   ="), never "#"
    ones, which read as a card half face down ("#4h  3#" beside "####3"), nor the cursor's
    "|" ones. A line for each box of ``paired`` drawn otherwise."""
    lines = screen_text(app).splitlines()
    problems = []
    for box in paired:
        x, y, w, h = box.region
        drawn = [line[x:x + w] for line in lines[y:y + h]]
        if not (drawn[0] == "+" + "=" * (w - 2) + "+" and without_key(drawn[-1]) == drawn[0]
                and all(row[0] == row[-1] == "=" for row in drawn[1:-1])):
            problems.append(f"{box.pos}: {drawn}")
    return problems


async def cursor_on_a_pair_and_off(pilot: Pilot[Any], pair_side: str, plain_side: str,
                                   first: Callable[[list[Any]], None] | None = None
                                   ) -> list[tuple[list[str], str]]:
    """A pair made; the cursor put on a paired card, then on a card in no pair: each card's
    rows as drawn under the cursor, with the side its rows should have. ``first``: as
    ``a_pair_made``'s."""
    table, paired = await a_pair_made(pilot, to_act=True, first=first)
    plain = next(b for b in table.own.boxes if not b.has_class("-paired"))
    seen = []
    for box, side in ((paired[0], pair_side), (plain, plain_side)):
        table.cursor = box.pos
        table.render_table()
        await pilot.pause()
        assert box.has_class("-selected")
        x, y, w, h = box.region
        seen.append(([line[x:x + w] for line in screen_text(pilot.app).splitlines()[y:y + h]],
                     side))
    return seen


async def test_the_cursor_has_its_own_mark_in_ascii_and_keeps_a_pairs_sides() -> None:
    """--ascii: the cursor's frame is "*" ("+*****+", "*" sides), a pair's "=": the cursor was
    "+=====+" with "|" sides, a pair's look but for its sides, and on a paired card it hid the
    "=" sides, so that the card under it read as any other. On a pair it keeps them.

    On the way, at the first pair made (where the play stopped before, an app of its own):
    the own grid's pair framed "+=====+" with "=" sides (``equals_sides``)."""
    app = make_app("swedish-6", 2, holes=1, seed=5, ascii=True)
    first: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await cursor_on_a_pair_and_off(
            pilot, "=", "*", first=lambda paired: first.extend(["seen",
                                                                 *equals_sides(app, paired)]))
        assert first == ["seen"], "the first pair made:\n" + "\n".join(first[1:])
        for drawn, side in seen:
            w = len(drawn[0])
            assert drawn[0] == "+" + "*" * (w - 2) + "+" and without_key(drawn[-1]) == drawn[0], \
                drawn
            assert all(row[0] == row[-1] == side for row in drawn[1:-1]), drawn


@pytest.mark.parametrize("few", [False, True])
async def test_the_cursor_on_a_pair_keeps_its_double_sides(few: bool) -> None:
    """Unicode, as ASCII does (above): the cursor's heavy line across ("┏━━━━━┓") and the
    pair's double sides ("║") under it, in 16 colours too; a card in no pair has the heavy
    frame all round. The heavy frame all round hid the pair where the player was looking."""
    app = make_app("swedish-6", 2, holes=1, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        app.set_class(few, "-few-colours")
        for drawn, side in await cursor_on_a_pair_and_off(pilot, "║", "┃"):
            w = len(drawn[0])
            assert drawn[0][1:-1] == "━" * (w - 2), drawn
            assert without_key(drawn[-1])[1:-1] == drawn[0][1:-1], drawn
            assert all(row[0] == row[-1] == side for row in drawn[1:-1]), drawn


@pytest.mark.parametrize("preset", ["swedish-6", "danish-6"])
def test_the_move_that_makes_a_pair_says_so(preset: str) -> None:
    """The move line of a swap or flip that makes a pair among the mover's face-up cards says
    "A pair in the … column." (the own grid marked it by its frame alone); no other line says
    "pair"."""
    from golf_tui.app.narration import narrate
    from golf_tui.engine import Match, play, view

    rng = random.Random(7)
    told = 0
    for seed in range(6):
        m = Match.start(load_ruleset(preset), ["Kari", "Ola"], seed)
        while not m.results:
            hole = m.hole
            seat = hole.current
            before = view(hole, None)
            action = pairing(rng, view(hole, seat))
            m = play(m, action)
            after = view(m.hole, None) if not m.results else None
            if after is None:
                break
            line = narrate("Kari", action, before, after)
            made = set(paired_positions(after, seat)) - set(paired_positions(before, seat))
            if made:
                assert " A pair in the " in line and line.endswith(" column."), line
                told += 1
            else:
                assert "pair" not in line.replace("discard pile", ""), line
    assert told


@pytest.mark.parametrize("ascii", [False, True])
async def test_the_keys_list_explains_the_marks(ascii: bool) -> None:
    """The keys list (?) says what the table's marks mean, each as drawn now: a face-down
    card, a pair's brackets and frame, the cursor's frame, the dealer's mark, the best hole."""
    from golf_tui.app.screens.help import KeysScreen

    app = make_app("swedish-6", 2, seed=2, handover="never", ascii=ascii)
    async with app.run_test(size=(100, 60)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        text = screen_text(app)
        assert "Marks on the table" in text, text
        for mark, words in ((("##" if ascii else "▒▒"), "a face-down card"),
                            ("[Qc]" if ascii else "[Q♣]", "in a pair already made"),
                            ("=Qc=" if ascii else "║Q♣║", "a double frame"),
                            ("*Qc*" if ascii else "┃Q♣┃", "a heavy frame"),
                            ("(D)", "the dealer"), ("*" if ascii else "★", "the best hole")):
            row = next((line for line in text.splitlines() if words in line), "")
            assert mark in row, (mark, row)


@pytest.mark.parametrize("ascii", [False, True])
async def test_the_keys_lists_marks_write_the_card_as_the_table_does(ascii: bool) -> None:
    """A Danish tester read "[Q♣]" on the keys page where the table prints the queen "D♣": the
    marks' card is written in the language's letters, as the table writes it."""
    from golf_tui.i18n import set_language

    set_language("da")
    app = make_app("swedish-6", 2, seed=2, handover="never", ascii=ascii)
    async with app.run_test(size=(100, 60)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        text = screen_text(app)
        queen = "Dc" if ascii else "D♣"
        for mark in (f"[{queen}]", f"={queen}=" if ascii else f"║{queen}║",
                     f"*{queen}*" if ascii else f"┃{queen}┃"):
            assert mark in text, (mark, text)
        assert "Q♣" not in text and "Qc" not in text, text
