"""The status line at the top of the table: which match, which hole, who deals, whose turn. Where
it does not fit, it gives up what says least first, never the part that tells the dealer apart
from the others ("dealer Bot…" with eight bots named "Bot 1" to "Bot 8" told nothing)."""

from __future__ import annotations

import asyncio
import random

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.table import TableScreen, status_left
from golf_tui.app.widgets.opponents import OpponentGrid
from golf_tui.engine import Action, Knock, SeatView
from golf_tui.presets import load_ruleset

from .conftest import Driver, quick_choice, screen_text

BOTS = tuple(f"Bot {i}" for i in range(1, 9))
ARGS = {"ruleset": "nine-card", "hole": "1 of 1"}


def test_the_dealers_name_is_cut_as_the_opponents_frames_cut_it() -> None:
    """One cell short of the whole line, the dealer's name keeps its digit, as the opponents'
    boxes show it: "Bot8" without the space, then "B…8"; in ASCII mode cut with "~"."""
    full = "Golf · nine-card · hole 1 of 1 · dealer Bot 8"
    assert status_left(ARGS, "Bot 8", len(full), BOTS) == full
    assert status_left(ARGS, "Bot 8", len(full) - 1, BOTS) == full[:-5] + "Bot8"
    assert status_left(ARGS, "Bot 8", len(full) - 2, BOTS) == full[:-5] + "B…8"
    assert status_left(ARGS, "Bot 8", len(full) - 2, BOTS, ascii=True) == full[:-5] + "B~8"


def test_with_no_room_for_a_useful_name_the_dealer_part_goes() -> None:
    """Too narrow for the name's first and last letters and the cut mark: the line leaves the
    dealer out (the "(D)" by a name says who deals) rather than end in "dealer B…"."""
    full = "Golf · nine-card · hole 1 of 1 · dealer Bot 8"
    assert status_left(ARGS, "Bot 8", len(full) - 3, BOTS) == "Golf · nine-card · hole 1 of 1"
    assert status_left(ARGS, "Ola", len(full) - 3, BOTS) == "Golf · nine-card · hole 1 of 1"
    short_name = "Golf · nine-card · hole 1 of 1 · dealer Ola"
    assert status_left(ARGS, "Ola", len(short_name), BOTS) == short_name


def test_a_short_name_is_not_cut_to_two_letters() -> None:
    """One cell short for "Kari", the line said "dealer Ka…", which reads as another name, to
    save one cell: the dealer part goes. A longer name cut at its end keeps three letters."""
    full = "Golf · nine-card · hole 1 of 1 · dealer Kari"
    names = ("Kari", "Ola", "Siri")
    assert status_left(ARGS, "Kari", len(full) - 1, names) == "Golf · nine-card · hole 1 of 1"
    longer = "Golf · nine-card · hole 1 of 1 · dealer Kristoffer"
    assert status_left(ARGS, "Kristoffer", len(longer) - 6, names) == longer[:-10] + "Kri…"


def test_eight_bots_at_60_columns_name_the_dealer_by_its_digit() -> None:
    """The play-tester's table: eight seats named "Bot 1" to "Bot 8" on nine cards at 60×20.
    The status line is "… dealer Bot1  Bot 3's turn", not "… dealer Bot…"; wider, it is whole
    again (the line is fitted to the terminal's width as it changes)."""

    async def scenario() -> None:
        rules = load_ruleset("nine-card", [], rules=["match.holes=1"])
        seats = tuple(Seat(name) for name in BOTS)
        app = GolfApp(GameConfig(rules, seats, seed=3, animations=False, bot_delay=0.0))
        async with app.run_test(size=(60, 20)) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            while not isinstance(app.screen, TableScreen):  # the hand-over to the first
                await driver.step()
            table = app.screen
            v = table.ctrl.table_view()
            dealer, turn = table.ctrl.names[v.dealer], table.ctrl.names[v.current]
            top = screen_text(app).splitlines()[0]
            # the ruleset's name ("Nine-card Golf", no longer "nine-card") leaves no room for
            # the dealer beside it: the line leaves the dealer to its frame's "(D)"
            assert "dealer Bot…" not in top and "dealer B…" not in top, top
            assert (f"dealer Bot{dealer[-1]}  {turn}'s turn" in top
                    or "Golf · Nine-card Golf · hole 1 of 1 " in top), top
            await pilot.resize_terminal(100, 30)
            await pilot.pause()
            assert f"dealer {dealer}  " in screen_text(app).splitlines()[0]

    asyncio.run(scenario())


def test_where_no_frame_marks_the_dealer_the_line_keeps_them_in_fewer_words() -> None:
    """A narrow box whose bottom edge says "knocked" has no room for "(D)": the line then
    gives up "Golf" and the ruleset's name before the dealer ("hole 1 of 1 · dealer Bot8"),
    then the hole ("dealer Bot8"). Where a frame marks the dealer, the dealer goes first."""
    full = "Golf · nine-card · hole 1 of 1 · dealer Bot 8"
    short = "Golf · nine-card · hole 1 of 1"
    assert status_left(ARGS, "Bot 8", len(full) - 4, BOTS, told=False) == (
        "hole 1 of 1 · dealer Bot 8")
    assert status_left(ARGS, "Bot 8", len(full) - 4, BOTS) == short
    assert status_left(ARGS, "Bot 8", 24, BOTS, told=False) == "hole 1 of 1 · dealer B…8"
    assert status_left(ARGS, "Bot 8", 12, BOTS, told=False) == "dealer Bot 8"
    assert status_left(ARGS, "Bot 8", 11, BOTS, told=False) == "dealer Bot8"
    assert status_left(ARGS, "Bot 8", 5, BOTS, told=False) == short  # cut at its end
    # a frame marks the dealer: the hole rather than the dealer alone
    assert status_left(ARGS, "Bot 8", 12, BOTS) == short


def test_the_hole_is_not_cut_where_it_fits_with_the_dealer() -> None:
    """At 60 columns during a computer's turn the line has 27 cells: "Golf · swedish-6 ·
    hole 1 …" said neither the holes to play nor the dealer, where "hole 1 of 9 · dealer
    Bot 1" fits whole."""
    args = {"ruleset": "swedish-6", "hole": "1 of 9"}
    assert status_left(args, "Bot 1", 27, BOTS) == "hole 1 of 9 · dealer Bot 1"
    assert status_left(args, "Bot 1", 30, BOTS) == "Golf · swedish-6 · hole 1 of 9"


def test_a_dealer_who_knocked_in_a_narrow_box_is_named_by_the_line() -> None:
    """Eight players of long names at 60×20: the dealer knocks, and the narrow box's bottom
    edge has room for "knocked" alone, not "(D)" beside it. The status line, which left the
    dealer out while the "(D)" showed, names the dealer then, cut short."""

    def choose(rng: random.Random, v: SeatView) -> Action:
        if v.current == v.dealer and Knock() in v.legal:
            return Knock()
        action = quick_choice(rng, v)
        return action if action != Knock() else next(a for a in v.legal if a != Knock())

    async def scenario() -> None:
        rules = load_ruleset("norwegian-4", [], rules=["match.holes=1"])
        seats = tuple(Seat(f"{letter}bcdefghijklmnop") for letter in "ABCDEFGH")
        app = GolfApp(GameConfig(rules, seats, seed=3, handover="never", animations=False,
                                 bot_delay=0.0))
        async with app.run_test(size=(60, 20)) as pilot:
            driver = Driver(pilot)
            await driver.settle()
            table = driver.table()
            dealer = table.ctrl.names[table.ctrl.table_view().dealer]
            top = screen_text(app).splitlines()[0]
            assert "(D)" in screen_text(app), top
            while table.ctrl.table_view().knocker is None:
                await driver.step(choose)
            boxes = [b for b in app.screen.query(OpponentGrid) if "knocked" in
                     str(b.border_subtitle)]
            assert [str(b.border_subtitle) for b in boxes] == ["knocked"]
            assert "(D)" not in screen_text(app)
            top = screen_text(app).splitlines()[0]
            assert f"hole 1 of 1 · dealer {dealer[:8]}" in top, top

    asyncio.run(scenario())


def test_the_danish_dealer_is_kortgiver_and_giver_in_tight_room() -> None:
    """A Danish family read "hul 1 af 9 · giver Mette" as "gives Mette": the line says
    "kortgiver" where it fits whole, and the shorter "giver" where only that keeps the name
    whole (at 60 columns during a computer's turn the line has 27 cells), before any cut."""
    from golf_tui.i18n import set_language

    set_language("da")
    args = {"ruleset": "swedish-6", "hole": "1 af 9"}
    assert status_left(args, "Mette", 60) == "Golf · swedish-6 · hul 1 af 9 · kortgiver Mette"
    assert status_left(args, "Bot 1", 40, BOTS, told=False) == "hul 1 af 9 · kortgiver Bot 1"
    assert status_left(args, "Bot 1", 27, BOTS) == "hul 1 af 9 · giver Bot 1"
    assert status_left(args, "Bot 1", 23, BOTS) == "hul 1 af 9 · giver Bot1"
    assert status_left(args, "Bot 1", 11, BOTS, told=False) == "giver Bot 1"


def test_the_line_cuts_the_dealer_as_the_dealers_frame_does() -> None:
    """Eight bots at 60×20: the line said "hole 1 of 1 · dealer B…8" (or in Danish "giver
    B…8") while the dealer's frame said "Bot8". Given the frame's cut, the line uses that one
    or none of its own: the dealer whole where a shorter form has room, else no dealer."""
    assert status_left(ARGS, "Bot 8", 24, BOTS, told=False) == "hole 1 of 1 · dealer B…8"
    assert status_left(ARGS, "Bot 8", 24, BOTS, told=False, framed="Bot8") == "dealer Bot 8"
    assert status_left(ARGS, "Bot 8", 25, BOTS, told=False, framed="Bot8") == (
        "hole 1 of 1 · dealer Bot8")
    full = "Golf · nine-card · hole 1 of 1 · dealer Bot 8"
    assert status_left(ARGS, "Bot 8", len(full) - 2, BOTS, framed="Bot8") == (
        "Golf · nine-card · hole 1 of 1")
    # a frame that shows the name whole leaves the line its own cut
    assert status_left(ARGS, "Bot 8", 24, BOTS, told=False, framed="Bot 8") == (
        "hole 1 of 1 · dealer B…8")
