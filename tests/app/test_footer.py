"""The table's footer: new keys are not restyled one by one when the keys change.

Textual's ``FooterKey`` starts compact and is then bound to its footer's style, so every key
was restyled twice each time the screen's keys changed (every turn): with eight players on nine
cards that was a tenth of the time a turn took to draw."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from textual.app import App
from textual.dom import DOMNode
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets._footer import FooterKey

from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.setup import QUIT
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.footer import PALETTE, ROWS_KEPT, FittingFooter, FooterRow, together
from golf_tui.i18n import set_language

from ..screens.screen_host import ScreenHost, finished_match
from .conftest import Pondering, at_the_draw, make_app, setup_shown


async def _table_after(pilot: Pilot[Any], *keys: str) -> tuple[TableScreen, FittingFooter]:
    """Press ``keys``, then the table and its footer."""
    await pilot.press(*keys)
    await pilot.pause()
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    return table, table.query_one(FittingFooter)


def test_changed_keys_are_not_restyled_one_by_one(monkeypatch: pytest.MonkeyPatch) -> None:
    async def scenario() -> None:
        app = make_app("nine-card", 8, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(8):  # every player's opening flips
                await pilot.press("1", "5", "9")
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            footer = app.screen.query_one(FittingFooter)
            old_keys = set(footer.shown_keys())
            restyled: list[DOMNode] = []
            update_styles = App.update_styles

            def record(self: App[Any], node: DOMNode, animate: bool = True) -> None:
                restyled.append(node)
                update_styles(self, node, animate)

            monkeypatch.setattr(App, "update_styles", record)
            await pilot.press("d")  # drawing changes the keys: the places, "Throw away"
            await pilot.pause()
            await pilot.pause()
            keys = list(footer.shown_keys())
            assert old_keys.isdisjoint(keys)
            assert any(key.action == "throw" for key in keys)
            assert [n for n in restyled if isinstance(n, FooterKey)] == []
            for key in keys:  # as Textual leaves them: only the palette's key is compact
                palette = key.has_class("-command-palette")
                assert key.compact == key.has_class("-compact") == palette

    asyncio.run(scenario())


def test_a_set_of_keys_shown_before_comes_back_without_a_remount() -> None:
    """A refresh that leaves the same keys keeps them; a move that changes them (drawing: the
    places and "Throw away") shows others; the next player's turn to draw brings back the very
    keys shown for the first one."""

    async def scenario() -> None:
        app = make_app("swedish-6", 2, handover="never")
        async with app.run_test(size=(100, 30)) as pilot:
            table, footer = await _table_after(pilot, "1", "5")  # Ola's opening flips
            to_draw = footer.shown_keys()
            assert any(key.action == "draw" for key in to_draw)
            table.refresh_bindings()
            await pilot.pause()
            assert footer.shown_keys() == to_draw
            await pilot.press("d")
            await pilot.pause()
            placing = footer.shown_keys()
            assert set(placing).isdisjoint(to_draw)
            assert any(key.action == "throw" for key in placing), [k.action for k in placing]
            await pilot.press("2", "1", "5")  # Ola places it; Kari's opening flips
            await pilot.pause()
            # Kari's turn to draw: the same keys as Ola's
            assert "Kari's turn" in str(table.status.right.render())
            assert footer.shown_keys() == to_draw
            assert all(key.is_attached for key in to_draw)
            shown = [row for row in footer.query(FooterRow) if row.display]
            assert shown == [footer.row]

    asyncio.run(scenario())


def test_only_so_many_sets_of_keys_are_kept() -> None:
    async def scenario() -> None:
        app = make_app("swedish-6", 2, handover="never")
        async with app.run_test(size=(100, 30)) as pilot:
            # both openings, then Ola's turn
            table, footer = await _table_after(pilot, "1", "5", "d", "x", "1", "5")
            first = next(iter(footer.rows.values()))
            for n in range(ROWS_KEPT):  # sets of keys never shown before
                footer.show_keys(("made up", n), table.active_bindings)
                await pilot.pause()
            assert len(footer.rows) == ROWS_KEPT == len(footer.query(FooterRow))
            assert not first.is_attached  # the least recently shown went
            await pilot.press("d")  # a real move still shows its keys
            await pilot.pause()
            assert any(key.action == "throw" for key in footer.shown_keys())

    asyncio.run(scenario())


def test_a_click_on_a_key_in_the_footer_plays_it() -> None:
    async def scenario() -> None:
        app = make_app("swedish-6", 2, handover="never")
        async with app.run_test(size=(100, 30)) as pilot:
            table, footer = await _table_after(pilot, "1", "5")  # Ola's opening flips
            draw = next(key for key in footer.shown_keys() if key.action == "draw")
            assert table.ctrl.table_view().held is None
            await pilot.click(draw)
            await pilot.pause()
            assert table.ctrl.table_view().held is not None  # Ola drew from the stock

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "da", "sv", "nb"])
def test_the_keys_fit_from_the_first_frame(lang: str) -> None:
    """At 80 columns in Danish the match-over screen's footer showed "? Ta" cut off at the
    right edge, then fitted itself ("? Taster"): the keys were fitted only once laid out and
    drawn. Every layout of the screen, the first included, has them on the line, drawn closer
    together, the palette's key too (Norwegian and Swedish hid it: their a says "Igjen" and
    "Igen" there, the button above it "Spill igjen")."""
    set_language(lang)
    m = finished_match()
    seen: list[tuple[int, tuple[str, ...], bool]] = []

    def make() -> MatchOverScreen:
        screen = MatchOverScreen(m)

        def laid_out(_screen: Screen[Any]) -> None:
            footer = screen.query_one(FittingFooter)
            if footer.row is not None and footer.shown_keys():
                seen.append((footer.overflow, footer.hidden, footer.tight))

        screen.screen_layout_refresh_signal.subscribe(app, laid_out)
        return screen

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            footer = app.screen.query_one(FittingFooter)
            for _ in range(50):  # a loaded machine: Pilot's pause may come back before the fit
                await pilot.pause()
                if footer.fitted:
                    break
            assert footer.fitted and footer.tight
            assert footer.hidden == ()
            assert seen and seen == [(0, footer.hidden, True)] * len(seen)

    app = ScreenHost(make)
    asyncio.run(scenario())


def test_the_keys_fit_again_when_the_terminal_grows_back_from_too_small() -> None:
    """Eight players on nine cards, a card drawn: at 80 columns every key fits. Made too
    small for the table (60×24) and then 72×26, the footer ran "? Keys" off the right edge
    under the palette's key: the new row's fit and the resize's ran as two chains, and one
    measured the other's change on the layout before it."""

    async def scenario() -> None:
        app = make_app("nine-card", 8, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(8):  # every player's opening flips
                await pilot.press("1", "5", "9")
            table, footer = await _table_after(pilot, "d")
            # the log's key goes first, where the row has no room for it as it is
            assert footer.fitted and footer.overflow == 0 and footer.hidden in ((), ("log",))
            for size in ((60, 24), (72, 26)):
                await pilot.resize_terminal(*size)
                for _ in range(4):
                    await pilot.pause()
            for _ in range(20):  # a loaded machine lays the new size out a few idle moments later
                if footer.region.width == 72 and footer.fitted:
                    break
                await pilot.pause()
            assert table.query_one(FittingFooter) is footer
            assert footer.fitted
            assert footer.overflow == 0
            # closer together, the palette's too (the log's key gone first)
            assert footer.hidden in ((), ("log",)) and footer.tight
            assert any(key.action == "keys" and key.display for key in footer.shown_keys())

    asyncio.run(scenario())


def test_the_setup_s_keys_fit_a_narrow_terminal() -> None:
    """At 60 columns the setup's footer ran "^n Add playe" off the right edge: its keys are
    drawn closer together; a player row's keys to move it go first (at 60 only they do), then
    Quit's and the row's Remove (at 40), and the keys of the Add player and Start buttons and
    the palette's stay. (60 columns, then the terminal made 40: an app each before.)"""
    from golf_tui.app.app import GolfApp

    async def scenario() -> None:
        app = GolfApp()
        async with app.run_test(size=(60, 20)) as pilot:
            failures = []
            moves = together("move(-1)", "move(1)")  # a player row's, first (Quit stays)
            for width, hides in ((60, (moves,)), (40, (moves, QUIT, "remove"))):
                if app.size.width != width:
                    await pilot.resize_terminal(width, 20)
                for _ in range(4):
                    await pilot.pause()
                footer = app.screen.query_one(FittingFooter)
                if not (footer.fitted and footer.overflow == 0 and footer.tight
                        and footer.hidden == hides):
                    failures.append(f"{width} columns: fitted {footer.fitted}, overflow"
                                    f" {footer.overflow}, tight {footer.tight}, hidden"
                                    f" {footer.hidden} (not {hides})")
            assert not failures, "\n".join(failures)

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("ascii", [False, True])
def test_below_sixty_columns_the_setup_keeps_the_keys_to_begin_and_the_palette(
        lang: str, ascii: bool, own_home: None) -> None:
    """Below 60 columns the setup's footer lost ^q Quit and then the palette's key, whose list
    has Quit, while a player's "^r Remove" stayed (its ✕ removes the player too): at 40
    columns nothing on the screen said how to leave, and below 38 in Swedish "^n Ny spelare"
    went before it. Down to 40 columns, in every language, Unicode or ASCII, with a name in
    focus: Start, Add player and the palette's key stay, whole; Remove goes after Quit; and
    ctrl+q, not shown, still quits.

    At 80 columns first (``quit_key_at_80_columns``), then the terminal made 59, 50 and 40
    columns wide (an app each before): ctrl+q at 59 and 50 asks the app to exit (``App.exit``
    recorded, the app left running), at 40 it quits."""
    from golf_tui.app.app import GolfApp

    set_language(lang)

    async def scenario() -> None:
        app = GolfApp(ascii=ascii)
        exits: list[int] = []
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(4):
                await pilot.pause()
            if ascii:
                app.add_class("-ascii")  # as on the Linux console
                app.screen.refresh_bindings()
                for _ in range(4):
                    await pilot.pause()
            assert quit_key_at_80_columns(app, nothing_hidden=(lang, ascii) == ("en", False)) \
                == []
            really_exit = app.exit
            failures = []
            for width in (59, 50, 40):
                await pilot.resize_terminal(width, 24)
                for _ in range(4):
                    await pilot.pause()
                footer = app.screen.query_one(FittingFooter)
                if not (footer.fitted and footer.overflow == 0):
                    failures.append(f"{width}: fitted {footer.fitted}, overflow"
                                    f" {footer.overflow}, hidden {footer.hidden}")
                shown = {key.action for key in footer.shown_keys() if key.display}
                palette = any(key.display and key.has_class("-command-palette")
                              for key in footer.shown_keys())
                if not ({"start", "add_player"} <= shown and palette):
                    failures.append(f"{width}: shown {shown}, palette {palette}, hidden"
                                    f" {footer.hidden}")
                hidden = footer.hidden
                if "remove" in hidden and QUIT not in hidden[:hidden.index("remove")]:
                    failures.append(f"{width}: remove hidden before quit: {hidden}")
                if "remove" not in {key.action for key in footer.shown_keys()}:  # a name's
                    failures.append(f"{width}: no remove key for the name in focus")
                app.exit = (really_exit if width == 40  # type: ignore[method-assign]
                            else lambda return_code=0, message=None: exits.append(return_code))
                await pilot.press("ctrl+q")
                await pilot.pause()
                if width != 40 and exits != [0]:
                    failures.append(f"{width}: ctrl+q did not quit ({exits})")
                exits.clear()
            assert not failures, "\n".join(failures)
        assert not app.is_running

    asyncio.run(scenario())


def quit_key_at_80_columns(app: Any, nothing_hidden: bool) -> list[str]:
    """At 80 columns, a name in focus, the setup's quit key, a line for what is wrong:

    - In ASCII ("^Up Move up ^Down Move down", where Unicode has "^↑ ^↓") at 80 columns, the
      footer of a player row in focus had no room left for ^q Quit, which went first: the keys
      to move a player go before it (the row's own buttons move it too). Every key fits, and
      ^q Quit is shown beside the keys of the name, the buttons and the palette.
    - ``nothing_hidden`` (English, Unicode): a newcomer looked for the way out of the setup: at
      80×24 its footer shows ^q Quit, beside the keys of the name in focus, the buttons and
      the palette, and hides nothing."""
    footer = app.screen.query_one(FittingFooter)
    shown = {key.action for key in footer.shown_keys() if key.display}
    problems = []
    if not (footer.fitted and footer.overflow == 0):
        problems.append(f"fitted {footer.fitted}, overflow {footer.overflow}")
    if not {QUIT, "remove", "start", "add_player"} <= shown:
        problems.append(f"shown {shown}, hidden {footer.hidden}")
    if nothing_hidden and footer.hidden != ():
        problems.append(f"hidden {footer.hidden}")
    return problems


def keys_at_sixty_columns(app: ScreenHost) -> set[str]:
    """The actions whose keys the footer of ``app``'s screen shows at 60×20, once it has
    fitted them with nothing running over."""

    async def scenario() -> set[str]:
        async with app.run_test(size=(60, 20)) as pilot:
            for _ in range(4):
                await pilot.pause()
            footer = app.screen.query_one(FittingFooter)
            assert footer.fitted and footer.overflow == 0, footer.hidden
            return {key.action for key in footer.shown_keys() if key.display}

    return asyncio.run(scenario())


@pytest.mark.parametrize("animations", [True, False])
def test_the_hole_result_s_keys_fit_sixty_columns(animations: bool) -> None:
    """At 60×20 in Swedish the hole result's footer ran "? Tangenter" under the palette's key
    ("? Tangent▏^p palett"): it was Textual's footer, which lets keys run off. It fits as the
    table's does: the palette's key goes first; Enter's and "?" stay."""
    from golf_tui.app.screens.summary import HoleResultScreen

    set_language("sv")
    m = finished_match()
    host = ScreenHost(lambda: HoleResultScreen(m, m.results[0], animations=animations))
    assert "look('keys')" in keys_at_sixty_columns(host)


def test_the_log_s_key_shows_where_the_row_has_room_for_it_as_it_is() -> None:
    """With seven bots at 100 columns a turn's footer had room to spare, and "l Log" was not
    in it while the catch-up lines had no room for the bots' moves. It shows where the row has
    room for it; where it has not, it goes before the other keys are drawn closer together
    (a turn's moves keep their room at 80 columns)."""
    async def scenario() -> None:
        app = make_app("nine-card", 8, handover="never")
        async with app.run_test(size=(100, 30)) as pilot:
            _table, footer = await _table_after(pilot, "1", "5", "9")
            await pilot.pause()
            log = [k for k in footer.shown_keys() if k.action == "log"]
            assert log and log[0].display and not footer.tight
            assert footer.overflow == 0
            await pilot.resize_terminal(60, 30)  # no room for it: it goes, before the others
            await pilot.pause()
            await pilot.pause()
            assert "log" in footer.hidden and footer.overflow == 0
            assert footer.hidden[0] == "log"

    asyncio.run(scenario())


def test_the_keys_under_the_too_small_message_fit_forty_columns() -> None:
    """A computer's turn under "Make the terminal larger" at 40 columns: the footer ran "?
    Tangenter" off the right edge in Swedish ("? Tangente"; paused, "? Tang"), once the keys
    to look things up had gone and nothing was left on its list to hide. A key that does not
    fit goes whole (the skip's and the pause's before "? Keys", which lists them all).
    Every language in turn, switched to under the message, running and then paused (p pressed
    at 80 columns, as before the terminal was made small): an app each before."""

    async def scenario() -> None:
        app = make_app("norwegian-6", 3, bots={1: "easy", 2: "easy"}, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            _driver, table = await at_the_draw(pilot)
            table.ctrl.bots[1] = bot = Pondering()  # thinks through the test: the keys stay
            await pilot.press("d", "x")  # Kari's move: Ola's turn
            await pilot.pause()
            failures: list[str] = []
            try:
                assert table.ctrl.current == 1
                for paused in (False, True):
                    if paused:
                        await pilot.resize_terminal(80, 24)
                        await pilot.pause()
                        await pilot.press("p")
                    await pilot.resize_terminal(40, 24)
                    for _ in range(4):
                        await pilot.pause()
                    for lang in ("en", "da", "sv", "nb"):
                        app.switch_language(lang)
                        for _ in range(4):
                            await pilot.pause()
                        assert table.too_small and table.ctrl.current == 1
                        footer = table.query_one(FittingFooter)
                        shown = [key.action for key in footer.shown_keys() if key.display]
                        if not (footer.fitted and footer.overflow == 0 and "keys" in shown):
                            failures.append(f"{lang}{', paused' if paused else ''}: fitted"
                                            f" {footer.fitted}, overflow {footer.overflow},"
                                            f" shown {shown}")
                    app.switch_language("en")
            finally:
                bot.go.set()
            assert not failures, "\n".join(failures)

    asyncio.run(scenario())


def test_the_match_over_s_keys_fit_sixty_and_forty_columns() -> None:
    """At 60×20 in Swedish the match-over screen's footer ran "? Tangenter" off the right
    edge ("? Tangente"): with the palette's, the scorecard's and the rules' keys gone, the
    choices and the log's key were still two cells too wide. The log's key goes next; the
    choices and "?" stay (Swedish and Danish).

    At 40 columns the match-over screen's keys are too many even with every key on its list
    gone: the rest ran off the right edge, cut mid-word ("q Afsl" in Danish). The keys that do
    not fit go whole, from the right; "?" (the keys screen) lists them (every language).

    One screen, each language switched to in turn (the screen relabelled, as the palette's
    switch does), at 60×20 and then 40×20: a screen each before."""
    m = finished_match()
    app = ScreenHost(lambda: MatchOverScreen(m))

    async def scenario() -> None:
        failures = []
        async with app.run_test(size=(60, 20)) as pilot:
            for width, langs in ((60, ("sv", "da")), (40, ("en", "da", "sv", "nb"))):
                for lang in langs:
                    if app.size.width != width:
                        await pilot.resize_terminal(width, 20)
                    set_language(lang)
                    app.screen.refresh_language()  # type: ignore[attr-defined]
                    for _ in range(4):
                        await pilot.pause()
                    footer = app.screen.query_one(FittingFooter)
                    shown = [key for key in footer.shown_keys() if key.display]
                    actions = {key.action for key in shown}
                    where = f"{lang} at {width} columns"
                    if not (footer.fitted and footer.overflow == 0):
                        failures.append(f"{where}: fitted {footer.fitted}, overflow"
                                        f" {footer.overflow}, hidden {footer.hidden}")
                    if width == 60 and not {"choose('again')", "choose('setup')",
                                            "look('keys')"} <= actions:
                        failures.append(f"{where}: shown {actions}")
                    if width == 40 and not (shown and shown[0].action == "choose('again')"):
                        failures.append(f"{where}: shown first {[k.action for k in shown]}")
        assert not failures, "\n".join(failures)

    asyncio.run(scenario())


def test_every_language_keeps_the_same_keys_at_eighty_columns(own_home: None) -> None:
    """At 80×24 the Swedish setup's footer had no "^q Avsluta" and, after a draw, the table's
    no "l Logg", where Norwegian and Danish kept them: "Flytta upp", "Flytta ned" and
    "Tangenter" took their room ("Upp", "Ned" and "Hjälp" now). Each language switched to in
    turn at the table after the draw, and a setup put up over it in each (a match each
    before)."""

    async def scenario() -> None:
        app = make_app("swedish-6", 2, handover="never")
        failures = []
        async with app.run_test(size=(80, 24)) as pilot:
            await _table_after(pilot, "1", "5", "1", "5")  # both openings
            table, footer = await _table_after(pilot, "d")
            for lang in ("nb", "sv", "da"):
                app.switch_language(lang)
                for _ in range(3):
                    await pilot.pause()
                assert app.screen is table
                if not (footer.fitted and footer.overflow == 0
                        and "log" not in footer.hidden and PALETTE not in footer.hidden):
                    failures.append(f"{lang}, the table: fitted {footer.fitted}, overflow"
                                    f" {footer.overflow}, hidden {footer.hidden}")
                setup = await setup_shown(app, pilot)
                for _ in range(4):
                    await pilot.pause()
                shown = setup.query_one(FittingFooter)
                if not (shown.fitted and shown.overflow == 0 and shown.hidden == ()):
                    failures.append(f"{lang}, the setup: fitted {shown.fitted}, overflow"
                                    f" {shown.overflow}, hidden {shown.hidden}")
                app.pop_screen()
                await pilot.pause()
        assert not failures, "\n".join(failures)

    asyncio.run(scenario())


async def test_a_covered_tables_footer_waits_for_the_table_and_does_not_spin(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A language switched while the scorecard covers the table gives the table's footer a new
    row, which cannot be laid out under the scorecard: it asked for a fit after every refresh,
    some 265 times a second, until the scorecard closed (the game used a core all the while).
    It waits for the table instead, and fits the row when the table is back."""
    fits = 0
    fit_now = FittingFooter._fit_now

    def counted(self: FittingFooter, row: FooterRow) -> None:
        nonlocal fits
        fits += 1
        fit_now(self, row)

    monkeypatch.setattr(FittingFooter, "_fit_now", counted)
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        footer = table.query_one(FittingFooter)
        await pilot.press("s")  # the scorecard over the table
        await pilot.pause()
        assert app.screen is not table
        try:
            app.switch_language("nb")
            await pilot.pause()
            fits = 0
            for _ in range(3):
                await pilot.pause()
            assert fits < 10, fits
            await pilot.press("escape")
            await pilot.pause()
            await pilot.pause()
            assert app.screen is table
            row = footer.row
            assert row is not None and row.fitted
            assert row.virtual_size.width <= row.size.width
        finally:
            set_language("en")
