"""Names of the most characters a name may have (16) never cost the table what it must show:
an opponent's frame keeps the total (the name is shortened, the dealer's "(D)" may move to the
bottom edge, where a computer player's level and "knocked" stand too, as much as fits), and the
status line keeps the dealer's name, shortened, before whose turn it is."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest
from rich.cells import cell_len

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.layout import NARROW, box_width
from golf_tui.app.widgets.opponents import (
    KNOCKED,
    TITLE_FRAME,
    OpponentGrid,
    dealer_mark,
    frame_subtitle,
    frame_title,
    note_words,
    roomy_width,
    shorten,
)  # fmt: skip
from golf_tui.app.widgets.opponents import Seat as Shown
from golf_tui.breakdown import minus
from golf_tui.i18n import _, set_language
from golf_tui.presets import load_ruleset

LONG = ["Abcdefghijklmnop", "Bcdefghijklmnopq", "Cdefghijklmnopqr", "Defghijklmnopqrs"]


@pytest.mark.parametrize("name", ["Bot 1", "Åsa", "Abcdefghijklmnop", "日本語の名前です"])
@pytest.mark.parametrize("mark", ["", "▶ ", ">"])
@pytest.mark.parametrize("dealer", [False, True])
@pytest.mark.parametrize("total", [0, 45, 123, -12])
@pytest.mark.parametrize("cols", [2, 3])
def test_the_title_fits_its_frame_and_keeps_the_total(name: str, mark: str, dealer: bool,
                                                      total: int, cols: int) -> None:
    width = box_width(cols)
    title, below = frame_title(mark, Shown(0, name, total, (), dealer, bool(mark)), width)
    points = minus(total)  # "−12", with the minus sign, as the scorecard writes it
    assert cell_len(title) <= width - TITLE_FRAME
    assert title.startswith(mark) and title.endswith(f" · {points}")
    shown = title.removeprefix(mark).removesuffix(f" · {points}").removesuffix(" (D)")
    assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1]))
    assert dealer == (below or "(D)" in title)
    if below:  # "(D)" leaves the top edge only for a name that would not fit beside it
        assert cell_len(f"{mark}{name} (D) · {points}") > width - TITLE_FRAME


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("bot", [None, "random", "easy", "normal", "hard"])
@pytest.mark.parametrize("dealer_below", [False, True])
@pytest.mark.parametrize("knocked", [False, True])
@pytest.mark.parametrize("cols", [2, 3])
def test_the_bottom_edge_fits_and_keeps_who_knocked(lang: str, bot: str | None,
                                                    dealer_below: bool, knocked: bool,
                                                    cols: int) -> None:
    """A computer player's level ("hard bot") shows where it fits beside the other words; the
    knock never gives way, the level first and then "(D)" do."""
    set_language(lang)
    width = box_width(cols)
    seat = Shown(0, "Bot 1", 0, (), True, False, (KNOCKED,) if knocked else (), bot)
    words = frame_subtitle(seat, dealer_below, width)
    assert cell_len(words) <= width - TITLE_FRAME
    assert words.endswith(note_words(KNOCKED)) == knocked
    if bot is None:
        assert words == " · ".join([dealer_mark()] * dealer_below
                                   + [note_words(KNOCKED)] * knocked)
    else:
        level = _("%(level)s bot") % {"level": _(bot)}
        assert _("bot") in words.split()  # it reads as a computer's box, always
        if not knocked:  # alone, every level fits the narrowest frame
            assert words == level
    if dealer_below and not knocked and bot is None:
        assert words.startswith(dealer_mark())


@pytest.mark.parametrize(("lang", "level", "knocked"), [
    ("en", "random", "knocked"), ("nb", "tilfeldig", "banket"), ("sv", "slumpvis", "knackat"),
    ("da", "tilfældig", "banket"),
])
def test_the_level_and_the_knock_are_kept_apart(lang: str, level: str, knocked: str) -> None:
    """A computer player who knocked read "random knocked" ("tilfeldig banket": knocked at
    random) where "random bot knocked" did not fit: the level and the event are set apart,
    "bot · knocked" (never the level without its "bot"), in every box from the narrowest (8
    players at 80×24) up."""
    set_language(lang)
    assert _("random") == level and note_words(KNOCKED) == knocked
    seat = Shown(0, "Bot 1", 0, (), False, False, (KNOCKED,), "random")
    said = {frame_subtitle(seat, False, width) for width in range(box_width(2), 40)}
    assert f"bot · {knocked}" in said and f"{level} · {knocked}" not in said, said
    assert all(w == knocked or w.endswith(" · " + knocked) for w in said), said
    assert frame_subtitle(seat, False, roomy_width(seat, 2)) == f"{level} bot · {knocked}"
    narrowest = frame_subtitle(seat, True, box_width(2))
    assert narrowest.endswith(knocked) and cell_len(narrowest) <= box_width(2) - TITLE_FRAME


def test_a_roomy_box_shows_the_whole_name_to_act_and_with_peeks() -> None:
    """Names were cut with room to spare: "Spi… 5 · 24 +1" at 100 columns (the peeks' "+1"
    had no room kept for it), "▶ Ola Nordmann H… · 23" with a single opponent at 80 columns
    (nor had the mark of the seat to act). A box as wide as ``roomy_width`` asks holds both."""
    peeking = Shown(4, "Spiller 5", 24, (), False, False, peeked=1, peeks=True)
    assert frame_title("", peeking, roomy_width(peeking, 2))[0] == "Spiller 5 · 24 +1"
    ola = Shown(1, "Ola Nordmann Hansen", 23, (), True, True)
    assert frame_title("▶ ", ola, roomy_width(ola, 3)) == ("▶ Ola Nordmann Hansen · 23", True)
    assert roomy_width(Shown(0, "Kari", 0, (), True, False), 2) == box_width(2)


def test_a_dealing_computer_keeps_its_level() -> None:
    """A computer's box that deals with a two-digit total ("Bot 1 (D) · 12" is a cell too long
    for the title of the narrowest box) showed "(D) bot", dropping its level; then "(D)
    normal", which a Danish family did not read as a computer ("(G) normal" beside a "(G) svær
    bot"): the level with its "bot", and the status line says who deals."""
    width = box_width(3)
    for kind in ("normal", "random", "hard"):
        seat = Shown(1, "Bot 1", 12, (), True, False, (), kind)
        title, below = frame_title("", seat, width)
        assert below and title == "Bot 1 · 12"
        assert frame_subtitle(seat, below, width) == f"{kind} bot"


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("dealer_below", [False, True])
@pytest.mark.parametrize("knocked", [False, True])
def test_a_computers_box_reads_as_one_at_every_width(lang: str, dealer_below: bool,
                                                     knocked: bool) -> None:
    """At 100×30 with six players a Danish normal bot dealing read "(G) normal", its "bot"
    lost, while "(G) svær bot" fitted: at every width each level keeps its "bot", never the
    level alone, and the levels are cut alike (one level's box says what another's does)."""
    set_language(lang)
    notes = (KNOCKED,) if knocked else ()
    for width in range(box_width(2), 40):
        shapes = set()
        for kind in ("random", "easy", "normal", "hard"):
            seat = Shown(1, "Bot 1", 12, (), True, False, notes, kind)
            words = frame_subtitle(seat, dealer_below, width)
            split = words.split()
            assert _("bot") in split, (width, words)
            if _(kind) in split:
                assert f"{_(kind)} {_('bot')}" in words, (width, words)
            shapes.add(words.replace(f"{_(kind)} ", "LEVEL "))
        assert len(shapes) == 1, (width, shapes)


def test_shorten() -> None:
    assert shorten("Kari", 4) == "Kari"
    assert shorten("Abcdefghijklmnop", 6) == "Abcde…"
    assert shorten("Abcdefghijklmnop", 1) == "A…"  # at least a letter, whatever the room
    assert cell_len(shorten("日本語の名前です", 7)) <= 7


def test_names_alike_at_the_start_stay_apart_when_shortened() -> None:
    """Two players called Kristoffer are told apart by the end of their names."""
    table = ("Kristoffer Hanse", "Kristoffer Olsen", "Kari")
    cut = [shorten(name, 9, table) for name in table[:2]]
    assert cut[0] != cut[1] and all(cell_len(c) <= 9 for c in cut), cut
    assert cut == ["Kris…anse", "Kris…lsen"]
    assert shorten("Alexandra Berg", 9, table) == "Alexandr…"  # nobody alike: cut at the end
    # ends alike too: the ends grow until each reads like nobody else's
    three = ("Margrethe Hansen", "Margrethe Larsen", "Margrethe Jensen")
    cuts = [shorten(name, 9, three) for name in three]
    assert len(set(cuts)) == 3 and all(cell_len(c) <= 9 for c in cuts), cuts
    assert cell_len(shorten("日本語の名前です", 7, ("日本語の名前だよ",))) <= 7


def test_a_name_ending_in_a_number_loses_its_space_before_it_is_cut() -> None:
    """Seven computers at 60×20 have four cells for a name: "Bot1" to "Bot7" read as names,
    where "Bo…1" to "Bo…7" read as one name cut short seven times. A name that reads the same
    without the space ("Bot1" beside "Bot 1") keeps the cut; other names keep their spaces."""
    bots = tuple(f"Bot {i}" for i in range(1, 8))
    assert [shorten(n, 4, bots) for n in bots] == [f"Bot{i}" for i in range(1, 8)]
    assert shorten("Bot 1", 4, bots, ascii=True) == "Bot1"
    assert shorten("Bot 1", 3, bots) == "B…1"  # three cells: the cut keeps the number
    assert shorten("Bot 1", 4, ("Bot1", "Bot 1")) != "Bot1"
    assert shorten("Ola Nordmann", 11) == "Ola Nordma…"
    width = box_width(3, NARROW)
    titles = [frame_title("", Shown(0, n, 0, (), False, False, rivals=bots), width)[0]
              for n in bots]
    assert titles == [f"Bot{i} · 0" for i in range(1, 8)]


def test_a_cut_in_the_middle_leaves_no_space_beside_its_mark() -> None:
    """"Pl… 1" spent a cell on a space: the start gets it ("Pla…1")."""
    players = tuple(f"Player {i}" for i in range(1, 9))
    assert [shorten(n, 5, players) for n in players] == [f"Pla…{i}" for i in range(1, 9)]


def test_many_names_alike_keep_the_part_that_differs() -> None:
    """Eight Maries in a narrow box's four cells were "Ma…n" four times ("Marie Hansen",
    "Marie Larsen", …): where the start and the end read alike, or the end is one letter, the
    cut keeps the first letter and the part that differs ("M…Ha"), "Kristoffer Hansen" and
    "Kristoffer Olsen" too."""
    maries = tuple(f"Marie {n}" for n in ("Hansen", "Larsen", "Jensen", "Olsen", "Berg",
                                          "Dahl", "Lund", "Moe"))
    for room in (4, 5, 6):
        cuts = [shorten(n, room, maries) for n in maries]
        assert len(set(cuts)) == len(maries) and all(cell_len(c) <= room for c in cuts), cuts
    assert shorten("Marie Hansen", 4, maries) == "M…Ha"
    # where the end's last letter alone would tell them apart, the part that differs still
    # reads better: "M…Be" and "M…Da", not "Ma…g" and "Ma…l"
    assert [shorten(n, 4, maries) for n in ("Marie Berg", "Marie Dahl")] == ["M…Be", "M…Da"]
    table = ("Kristoffer Hansen", "Kristoffer Olsen", "Kristine", "Kristian", "Kari")
    assert [shorten(n, 4, table) for n in table[:2]] == ["K…Ha", "K…Ol"]


async def test_opponents_called_alike_are_told_apart_at_80x24() -> None:
    seats = (Seat("Kari"), Seat("Ola"), Seat("Kristoffer Hanse"), Seat("Kristoffer Olsen"),
             *(Seat(f"Bot {i}", "normal") for i in range(1, 5)))  # Ola at the keys
    config = GameConfig(load_ruleset("nine-card"), seats, seed=2, handover="never",
                        animations=False, bot_delay=0.0)
    app = GolfApp(config)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = {str(box.border_title) for box in app.screen.query(OpponentGrid)}
    kristoffers = [t for t in titles if t.startswith(("Kris", "▶ Kris"))]
    assert len(kristoffers) == 2 and all("…" in t for t in kristoffers), titles
    assert len({t.split(" · ")[0] for t in kristoffers}) == 2, titles


def test_a_table_of_long_names_at_80x24(text_of: Callable[[GolfApp], str]) -> None:
    async def scenario() -> None:
        seats = (*(Seat(n) for n in LONG), *(Seat(f"b{i}", "normal") for i in range(4)))
        config = GameConfig(load_ruleset("swedish-6"), seats, seed=2, handover="never",
                            animations=False, bot_delay=0.0)
        app = GolfApp(config)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            text = text_of(app)
            status = text.splitlines()[0]
            assert "dealer Abcdefgh" in status and status.rstrip().endswith("'s turn")
            for box in app.screen.query(OpponentGrid):
                assert str(box.border_title).endswith(" · 0"), box.border_title
            assert "(D)" in text  # the dealer is still marked, top edge or bottom

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("bot", ["random", "easy", "normal", "hard"])
def test_a_roomy_box_keeps_the_dealers_level(lang: str, bot: str) -> None:
    """Where the box may be as wide as ``roomy_width`` asks, a computer dealer's frame says
    "(D)" and the level together; a person's short name asks for no more than the usual box."""
    set_language(lang)
    seat = Shown(0, "Bot 1", 0, (), True, False, (), bot)
    width = roomy_width(seat, 2)
    assert frame_subtitle(seat, True, width) == (dealer_mark() + " "
                                                 + _("%(level)s bot") % {"level": _(bot)})
    assert roomy_width(Shown(0, "Kari", 0, (), True, False), 2) == box_width(2)


def test_long_names_show_whole_where_the_table_is_wide(
        text_of: Callable[[GolfApp], str]) -> None:
    """At 160 columns the boxes widen until each long name shows whole with its total; at 80
    columns, four opponents to a row keep the narrow boxes and the names are shortened."""
    async def scenario() -> None:
        seats = (*(Seat(n) for n in LONG), Seat("b0", "normal"))
        config = GameConfig(load_ruleset("swedish-6"), seats, seed=2, handover="never",
                            animations=False, bot_delay=0.0)
        app = GolfApp(config)
        async with app.run_test(size=(160, 40)) as pilot:
            await pilot.pause()
            boxes = list(app.screen.query(OpponentGrid))
            titles = [str(box.border_title) for box in boxes]
            whole = [n for n in LONG for t in titles if t.removeprefix("▶ ").startswith(n)]
            assert len(whole) == 3, titles  # the fourth long name is at the keys
            assert all("…" not in t for t in titles)
            assert {box.outer_size.width for box in boxes} == {roomy_width(
                Shown(0, LONG[0], 0, (), False, False), 3)}
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert {box.outer_size.width for box in boxes} == {box_width(3)}
            assert any("…" in str(box.border_title) for box in boxes)

    asyncio.run(scenario())


@pytest.mark.parametrize("width", [66, 72, 80, 120])
def test_an_eighteen_hole_card_keeps_its_totals(width: int) -> None:
    """Eighteen holes and long names: where the card is too wide for the room its columns move
    closer together, and the "In" and "Total" columns are always there, with every total."""
    from rich.console import Console

    from golf_tui.app.widgets.scorecard_table import scorecard
    from golf_tui.engine import Match

    m = Match.start(load_ruleset("swedish-6", ["18-holes"]), [*LONG[:2], "Bot 1"], 1)
    console = Console(width=width, record=True)
    console.print(scorecard(m))
    lines = console.export_text().splitlines()
    header = next(line for line in lines if "18" in line)
    assert header.rstrip().endswith("In Total") or header.split()[-2:] == ["In", "Total"]
    assert all(cell_len(line.rstrip()) <= width for line in lines)
    rows = [line for line in lines if line.split() and line.split()[0] in LONG]
    # no hole played: "·" under "Out" as under each hole; the last row's totals are 0
    assert len(rows) == 4 and all(row.split()[-1] == "·" for row in rows[:2])
    assert all(row.split()[-1] == "0" for row in rows[2:])
    if width >= 120:  # room enough: the usual spacing
        assert "   1    2" in lines[0]


@pytest.mark.parametrize("name", ["Bo", "Kari", "Abcdefghijklmnop", "日本語の名前です"])
@pytest.mark.parametrize("mark", ["", "▶ ", ">"])
@pytest.mark.parametrize("total", [0, 12, 105, -12])
@pytest.mark.parametrize("peeked", [0, 3])
def test_a_narrow_box_keeps_a_letter_of_the_name_and_the_total(name: str, mark: str,
                                                               total: int, peeked: int) -> None:
    """The narrowest boxes (eight players at 60×20) have 8 cells for the title: where the
    name would have fewer than a letter, "…" and its last letter ("B…2": bots told apart),
    the mark of the seat to act gives way (its heavy frame stays), then the " · " before the
    total, then the space before the peeks."""
    width = box_width(3, NARROW)
    assert width == box_width(2, NARROW) == 14
    seat = Shown(0, name, total, (), False, bool(mark), peeked=peeked)
    title, _below = frame_title(mark, seat, width)
    points = minus(total) + (f" +{peeked}" if peeked else "")
    least = f"{name[0]}…{name[-1]}" if cell_len(name) > 3 else name
    if cell_len(f"{least} {points.replace(' +', '+')}") <= width - TITLE_FRAME:
        assert cell_len(title) <= width - TITLE_FRAME, title
    # else ("日…す 105+3", 11 cells) the frame cuts the title's end: there is no room
    if not title.endswith(f" {points}"):
        points = points.replace(" +", "+")
    assert title.endswith(f" {points}"), title
    shown = title.removeprefix(mark).removesuffix(f" {points}").removesuffix(" ·")
    assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1])), title
    if cell_len(f"{mark}{least} · {points}") <= width - TITLE_FRAME:
        assert title.startswith(mark) and f" · {points}" in title  # nothing given way


@pytest.mark.parametrize("total", [0, 12, 105, -12])
def test_bots_in_narrow_boxes_are_told_apart(total: int) -> None:
    """Seven computer players at 60×20: "Bot 1" to "Bot 7" each keep the digit that tells
    them apart, to act or not ("▶ B… · 0" and "B… · 105" were everyone's)."""
    bots = tuple(f"Bot {i}" for i in range(1, 8))
    width = box_width(3, NARROW)
    for mark in ("", "▶ "):
        titles = [frame_title(mark, Shown(0, n, total, (), False, bool(mark), rivals=bots),
                              width)[0] for n in bots]
        assert all(cell_len(t) <= width - TITLE_FRAME for t in titles), titles
        assert [t.split()[0 if not t.startswith("▶") else 1][-1] for t in titles] == [
            n[-1] for n in bots], titles


def test_in_ascii_a_name_cut_short_ends_in_a_clear_mark() -> None:
    """ASCII mode drew the "…" of a name cut short as ".", one cell for one cell: "Kristoff."
    read as the whole name. A name there is cut with "~", one cell as "…" is, so that the
    narrowest box keeps its letters and its total."""
    assert shorten("Abcdefghijklmnop", 6, ascii=True) == "Abcde~"
    for room in range(1, 12):  # cut where the "…" cuts it
        for name, rival in (("Kristoffer Hansen", "Kristoffer Olsen"), ("Åsa Berg", "Bo")):
            assert (shorten(name, room, (rival,), ascii=True)
                    == shorten(name, room, (rival,)).replace("…", "~"))
    seat = Shown(0, "Kristoffer-Magnu", 12, (), True, False, peeked=3)
    title, _below = frame_title("", seat, box_width(3, NARROW), ascii=True)
    assert title == "Kr~ 12+3"
    title, below = frame_title(">", Shown(0, "Kristoffer-Magnu", 0, (), True, True), 19,
                               ascii=True)
    assert title == ">Kristof~ · 0" and below


def test_in_ascii_long_names_are_cut_with_clear_marks_at_80x24(
        text_of: Callable[[GolfApp], str]) -> None:
    """The opponents' frames and the status line cut a name with "~" (the status line cuts the
    dealer's name as the frames do, ``table.status_left``): neither ends a name in "." as if it
    were whole ("dealer Abcdefghijk.", "Abcdefgh.")."""
    async def scenario() -> tuple[str, list[str]]:
        seats = (Seat("Abcdefghijklmnop"), Seat("Kristoffer-Magnu"),
                 *(Seat(f"b{i}", "normal") for i in range(6)))
        config = GameConfig(load_ruleset("swedish-6"), seats, seed=2, handover="never",
                            animations=False, bot_delay=0.0, ascii=True)
        app = GolfApp(config)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            titles = [str(box.border_title) for box in app.screen.query(OpponentGrid)]
            return text_of(app).splitlines()[0], titles

    status, titles = asyncio.run(scenario())
    assert "dealer Abcdefghijklmnop" not in status and "dealer Abcdefg" in status
    # cut with "~" (as long as the ruleset's name leaves it: "Sexkortsgolf", no longer
    # "swedish-6", takes three cells more)
    assert "dealer Abcdefghi~  " in status and "p." not in status, status
    assert "Abcdefgh~ · 0" in titles, titles  # Kristoffer-Magnu at the keys
