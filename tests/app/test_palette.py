"""The command palette of the running game: Textual's own commands that the game has its own of
are not offered twice, its Quit asks first during a match, and every entry is in the current
language."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from textual import events
from textual.command import CommandList, CommandPalette
from textual.pilot import Pilot
from textual.widgets import Input, LoadingIndicator, Select
from textual.widgets._footer import FooterKey
from textual.worker import WorkerCancelled

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.help import KeysScreen, RulesScreen
from golf_tui.app.screens.palette import Palette
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.themes import GAME_THEMES, theme_title
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.i18n import current_language, set_language, translation

from .conftest import make_app, palette_listed, run_from_palette, screen_text

pytestmark = pytest.mark.usefixtures("own_home")


def palette_keys(app: GolfApp) -> list[FooterKey]:
    """The palette keys in the footer of the screen shown (one, once it is built)."""
    fitting = app.screen.query(FittingFooter)  # a fitting one's: only its row shown counts
    shown = fitting.first().shown_keys() if fitting else app.screen.query(FooterKey)
    return [k for k in shown if k.has_class("-command-palette")]


def palette_key(app: GolfApp) -> tuple[str, str | None]:
    """The palette key in the footer of the screen shown: its label and its tooltip."""
    keys = palette_keys(app)
    assert len(keys) == 1
    tooltip = keys[0].tooltip
    return keys[0].description, tooltip if tooltip is None else str(tooltip)


async def test_no_command_is_offered_twice() -> None:
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
    # Textual's theme picker and keys panel: the game's "Theme: choose…" and "Keys for the
    # table" (GolfCommands) are the ones offered
    assert "Theme" not in titles and "Keys" not in titles
    assert {"Quit", "Screenshot", "Match history", "Language: Svenska"} <= set(titles)
    assert len(titles) == len(set(titles))


async def test_quit_from_the_palette_asks_first_during_a_match() -> None:
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"quit")
        await pilot.pause()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        assert app.is_running
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmQuitScreen) and app.is_running


async def test_the_palettes_keys_over_the_keys_list_open_no_second_one() -> None:
    """? at the table, then the palette's "Keys for the table": a second keys list went up on
    the first, and the first Esc seemed to do nothing. One is open, and Esc closes it."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        await run_from_palette(pilot, "keys for")
        assert sum(isinstance(s, KeysScreen) for s in app.screen_stack) == 1
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
async def test_textuals_commands_are_in_the_current_language(lang: str) -> None:
    t = translation(lang)
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        set_language(lang)
        commands = {c.title: c.help for c in app.get_system_commands(app.screen)}
    assert t.gettext("Quit") in commands and t.gettext("Screenshot") in commands
    assert "Quit" not in commands and "Screenshot" not in commands
    assert commands[t.gettext("Screenshot")] == t.gettext(
        "Save a picture of the screen as an SVG file")


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_enter_on_an_empty_palette_opens_the_rules_in_every_language(lang: str) -> None:
    """ctrl+p, then Enter with nothing typed: the palette lists its entries in one order in
    every language, the rules first and Quit last. It listed Textual's provider's commands first,
    by their translated titles: Enter asked "Quit the match?" in Norwegian, Swedish and Danish
    ("Avslutt", "Avsluta", "Afslut" first) and switched to Danish in English."""
    t = translation(lang)
    set_language(lang)
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        listed = await palette_listed(pilot, at_least=11)
        titles = [str(listed.get_option_at_index(i).prompt).split("\n")[0]
                  for i in range(listed.option_count)]
        assert titles[:4] == [t.gettext(title) for title in
                              ("Rules", "Scorecard", "What happened", "Keys for the table")]
        assert titles[-1] == t.gettext("Quit")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert current_language() == lang


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
async def test_the_palette_and_its_key_follow_the_language(lang: str) -> None:
    """Its key in the table's footer, the search field's hint, and the theme picker's, after a
    switch in the middle of a match."""
    t = translation(lang)
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.switch_language(lang)
        await pilot.pause()
        assert palette_key(app) == (t.gettext("palette"), t.gettext("Open the command palette"))
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        assert app.screen.query_one(Input).placeholder == t.gettext("Search for commands…")
        await pilot.press("escape")
        await pilot.pause()
        app.search_themes()
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        assert app.screen.query_one(Input).placeholder == t.gettext("Search for themes…")


@pytest.mark.parametrize(("lang", "commands", "themes"), [
    ("en", "Search for commands...", "Search for themes..."),
    ("nb", "Søk etter kommandoer...", "Søk etter fargetemaer..."),
    ("sv", "Sök efter kommandon...", "Sök efter färgteman..."),
    ("da", "Søg efter kommandoer...", "Søg efter farvetemaer..."),
])
async def test_the_palettes_hint_ends_in_three_dots_in_ascii(
        lang: str, commands: str, themes: str) -> None:
    """In ASCII mode the search field's "…", drawn one cell for one cell, read as a full stop:
    "Search for commands." The hint ends in three dots there, in every language, the theme
    picker's too."""
    set_language(lang)
    try:
        app = make_app("swedish-6", 2, handover="never", ascii=True)
        async with app.run_test(size=(80, 24)) as pilot:
            palette = await open_palette(app, pilot)
            assert palette.query_one(Input).placeholder == commands
            assert commands in screen_text(app)
            await pilot.press("escape")
            await pilot.pause()
            app.search_themes()
            await pilot.pause()
            assert isinstance(app.screen, CommandPalette)
            assert app.screen.query_one(Input).placeholder == themes
            assert themes in screen_text(app)
    finally:
        set_language("en")


async def test_the_setups_palette_key_follows_its_language_choice() -> None:
    t = translation("da")
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert palette_key(app) == ("palette", "Open the command palette")
        app.screen.query_one("#language", Select).value = "da"
        danish = (t.gettext("palette"), t.gettext("Open the command palette"))
        for _ in range(100):  # the setup is composed again in Danish, its footer with it
            await pilot.pause()
            if palette_keys(app) and palette_key(app) == danish:
                break
        assert palette_key(app) == danish


async def open_palette(app: GolfApp, pilot: Pilot[None]) -> Palette:
    """The palette of ctrl+p, once the table is up."""
    await pilot.pause()
    await pilot.press("ctrl+p")
    await pilot.pause()
    palette = app.screen
    assert isinstance(palette, Palette)
    return palette


async def palette_under_a_hand_over(app: GolfApp, pilot: Pilot[None]
                                    ) -> tuple[CommandPalette, HandoverScreen]:
    """The palette opened with ctrl+p, then a hand-over put up over it, as the table does."""
    palette = await open_palette(app, pilot)
    handover = HandoverScreen("Ola")
    await app.push_screen(handover)
    return palette, handover


async def test_ctrl_p_with_the_palette_covered_keeps_the_one() -> None:
    """The palette open when a hand-over goes up over it (the computer player before moved):
    ctrl+p on the hand-over used to crash the game with ``DuplicateIds``."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        palette, _handover = await palette_under_a_hand_over(app, pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert [s for s in app.screen_stack if isinstance(s, CommandPalette)] == [palette]
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is palette


async def test_ctrl_p_right_after_ctrl_q_leaves_cleanly() -> None:
    """At the setup ctrl+q leaves at once; a ctrl+p pressed before the app is gone opened the
    palette, whose search then failed on screens already taken down (found by the fuzz)."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.post_message(events.Key("ctrl+q", None))
        app.post_message(events.Key("ctrl+p", None))
        await pilot.pause()
    assert app.return_code == 0


async def test_the_palette_dismissed_under_a_hand_over_leaves_the_hand_over_up() -> None:
    """An Escape queued for the palette as a hand-over went up over it: Textual's palette
    popped the screen on top, the hand-over (and in a burst of keys, once, the table)."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        palette, handover = await palette_under_a_hand_over(app, pilot)
        palette.dismiss()
        await pilot.pause()
        assert app.screen is handover and palette in app.screen_stack


async def test_a_search_started_as_the_palette_goes_leaves_it_be() -> None:
    """The palette searches in a worker at every change of its field; one started after its
    list was taken down (a key typed into it as the app quit) failed and crashed the game."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        palette = await open_palette(app, pilot)
        await palette.query_one(CommandList).remove()
        palette._gather_commands("rules")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.is_running and app.screen is palette


async def test_the_palette_closed_and_opened_again_at_once() -> None:
    """ctrl+p as the palette just closed is still on its way out: two palettes with Textual's
    one id crashed the game (``DuplicateIds``)."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        closing = await open_palette(app, pilot)
        closing.dismiss()  # off the stack now, taken down a little later
        await app.run_action("command_palette")
        await pilot.pause()
        assert isinstance(app.screen, Palette) and app.screen is not closing
        assert [s for s in app.screen_stack if isinstance(s, Palette)] == [app.screen]



async def test_the_open_palette_does_not_redraw_its_hidden_busy_dots(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual's palette keeps a loading indicator, hidden until a search has taken a moment,
    that asked to be redrawn 16 times a second all the while the palette was open, nobody
    typing (its ``auto_refresh``; found by a helper timing every screen left idle). It turns
    only while it shows."""
    ticks = 0
    automatic_refresh = LoadingIndicator.automatic_refresh

    def counted(self: LoadingIndicator) -> None:
        nonlocal ticks
        ticks += 1
        automatic_refresh(self)

    monkeypatch.setattr(LoadingIndicator, "automatic_refresh", counted)
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        palette = await open_palette(app, pilot)
        await app.workers.wait_for_complete()  # its search for the entries over: not busy
        await pilot.pause()
        dots = palette.query_one(LoadingIndicator)
        assert not dots.has_class("--visible")
        assert dots.auto_refresh is None
        ticks = 0
        await pilot.pause(0.5)  # half a second of the palette left open: 8 redraws asked
        assert ticks == 0
        palette._show_busy = True  # a search taking a while: the dots show, and turn
        await pilot.pause()
        assert dots.has_class("--visible") and dots.auto_refresh
        palette._show_busy = False
        await pilot.pause()
        assert dots.auto_refresh is None


async def test_the_screenshot_is_saved_and_said_where_in_the_players_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The palette's Skärmbild saves an SVG in the data folder's screenshots (made for it) and
    says where, in Swedish; where it cannot be saved it says why. (Textual's own saved to
    ~/Downloads, which need not exist, and said "Failed to save screenshot", in English.)"""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    set_language("sv")
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        (command,) = [c for c in app.get_system_commands(app.screen) if c.title == "Skärmbild"]
        # the command waits for the palette to be taken down, as Textual's own does: not here
        monkeypatch.setattr(app, "set_timer", lambda _delay, callback: callback())
        command.callback()
        await pilot.pause()
        (saved,) = (tmp_path / "data" / "screenshots").glob("*.svg")
        assert saved.read_text(encoding="utf-8").startswith("<svg")
        assert app.notices == [f"Skärmbilden sparades: {saved}"]
        blocked = tmp_path / "blocked"
        blocked.write_text("a file where the data folder should be")
        monkeypatch.setenv("GOLF_TUI_HOME", str(blocked))
        assert app.screenshot() is None
        assert app.notices[-1].startswith(
            f"Kunde inte spara skärmbilden i {blocked / 'data' / 'screenshots'}: ")


@pytest.mark.parametrize(("lang", "said"), [("en", "No matches found"), ("nb", "Ingen treff"),
                                            ("sv", "Inga träffar"), ("da", "Ingen resultater")])
async def test_no_matches_is_said_in_the_current_language(
        lang: str, said: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A search that finds nothing: Textual's "No matches found" was English in every
    language. It is said in the palette's language, and again after the search changes."""
    monkeypatch.setattr(CommandPalette, "_NO_MATCHES_COUNTDOWN", 0.01)  # not half a second
    set_language(lang)
    try:
        app = make_app("swedish-6", 2, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            palette = await open_palette(app, pilot)
            for typed in ("zzqx", "backspace"):
                await pilot.press(*([typed] if typed == "backspace" else typed))
                await app.workers.wait_for_complete()
                options = palette.query_one(CommandList)
                for _ in range(100):  # until Textual's timer has put its option up
                    if options.option_count:
                        break
                    await pilot.pause(0.01)
                await pilot.pause()
                assert options.option_count == 1
                prompt = options.get_option_at_index(0).prompt
                assert said in str(getattr(prompt, "renderable", prompt)), typed
                assert said in " ".join(screen_text(app).split())
    finally:
        set_language("en")



async def test_the_palette_at_the_match_over_offers_what_it_opens_there() -> None:
    """At the match over the palette offered the table's "What happened" ("this hole so far")
    and "Keys for the table", whose keys do nothing any more: the log is offered as the last
    hole's, and opens it; the keys are the match over's own, as ``?`` there opens them (it
    opened the table's while the palette offered none)."""
    from golf_tui.app.screens.log import LogScreen
    from golf_tui.app.screens.match_over import MatchOverScreen
    from golf_tui.app.screens.over_keys import MatchOverKeysScreen

    app = make_app("norwegian-4", 2, handover="never")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.table is not None
        over = MatchOverScreen(app.table.ctrl.match)  # as the last hole's result leaves it
        await app.push_screen(over)
        titles = await palette_titles(app, pilot, "")
        assert "What happened in the last hole" in titles and "Scorecard" in titles
        assert "What happened" not in titles and "Keys for the table" not in titles
        assert "Keys for this screen" in titles
        assert "New setup" in titles and "New match" not in titles  # no match to leave
        await pilot.press(*"last", "enter")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is over
        for open_keys in (("question_mark",), ("ctrl+p", *"keys for this", "enter")):
            await pilot.press(*open_keys)
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert isinstance(app.screen, MatchOverKeysScreen), open_keys
            listed = " ".join(screen_text(app).split())
            assert "Play again: the same players and rules" in listed
            assert "draw from the stock" not in listed  # the table's moves: the match is over
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is over


async def test_colon_opens_the_palette_where_no_field_takes_it() -> None:
    """A terminal that keeps ctrl+p for itself (VS Code's opens its Quick Open) leaves ``:``:
    it opens the palette at the table and on the setup outside a name, and the keys lists say
    so; in a name it is a letter of the name."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("colon")
        await pilot.pause()
        assert isinstance(app.screen, Palette)
        await pilot.press("escape", "question_mark")
        await pilot.pause()
        assert "ctrl+p / :" in screen_text(app)
    setup = GolfApp()
    async with setup.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        name = setup.screen.focused
        assert isinstance(name, Input)
        await pilot.press("colon")
        await pilot.pause()
        assert name.value.endswith(":") and not isinstance(setup.screen, Palette)


async def palette_titles(app: GolfApp, pilot: Pilot[None], search: str) -> list[str]:
    """The titles the palette of ctrl+p lists for ``search`` (left open). Only the palette's
    own searches are waited for: a computer player thinking meanwhile goes on thinking."""
    palette = await open_palette(app, pilot)
    await pilot.press(*search)
    for worker in [w for w in app.workers if w.node is palette]:
        with contextlib.suppress(WorkerCancelled):  # a search the next key replaced
            await worker.wait()
    await pilot.pause()
    options = palette.query_one(CommandList)
    titles = []
    for i in range(options.option_count):
        prompt = options.get_option_at_index(i).prompt
        titles.append(str(getattr(prompt, "renderable", prompt)).split("\n")[0])
    return titles


async def test_the_bots_pace_is_in_the_palette_where_its_keys_work() -> None:
    """+ and - (the bots' pace) are in no footer, so a player with a mouse could not change it:
    the palette's Bots slower and Bots faster do what the keys do, note and all, and are
    offered only where those keys work (over the table, not over a look-up opened on it)."""
    app = make_app("swedish-6", 2, bots={1: "normal"}, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None and table.pace == 0.0
        titles = await palette_titles(app, pilot, "bots")
        assert "Bots' pace: faster" in titles and "Bots' pace: slower" in titles
        # chosen by mouse, as a player without the keys would
        options = app.screen.query_one(CommandList)
        await pilot.click(options, offset=(4, 1 + titles.index("Bots' pace: slower") * 2))
        await pilot.pause()
        assert app.screen is table and table.pace == 0.2
        assert "Bots' pace: 0.2 s per move" in screen_text(app)
        await pilot.resize_terminal(100, 60)  # the keys box whole, its palette part in sight
        await pilot.press("question_mark")  # the keys screen lists them under ctrl+p too
        await pilot.pause()
        assert "Bots' pace: faster" in " ".join(screen_text(app).split())
        await pilot.press("escape", "s")  # over the scorecard + and - do nothing: nor do these
        await pilot.pause()
        titles = await palette_titles(app, pilot, "bots")
        assert "Bots' pace: faster" not in titles and "Bots' pace: slower" not in titles


async def test_the_palette_keeps_a_width_that_reads_on_a_wide_terminal() -> None:
    """On 250 columns the palette's search field and list ran the whole width for entries of
    some 50 cells; it keeps to 100, in the middle. At 80 columns it is as wide as the screen."""
    app = make_app("swedish-6", 2, handover="never")
    seen = []
    async with app.run_test(size=(250, 70)) as pilot:
        await pilot.pause()
        for size in ((250, 70), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.press("ctrl+p")
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, Palette)
            box = app.screen.query_one("#--input").region
            seen.append((box.x, box.width))
            await pilot.press("escape")
            await pilot.pause()
    assert seen == [(75, 100), (0, 80)]


async def test_the_bots_pace_entries_say_the_pace_now() -> None:
    """"Bots' pace: faster" said nothing of the pace it steps from: its help line says it, and
    the pace after a step (the palette's help text, as the palette lists it)."""
    from golf_tui.app.commands import palette

    app = make_app("swedish-6", 2, bots={1: "normal"}, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None
        table.pace = 0.8
        helps = {offer.title: offer.help for offer in palette(app, table)}
        assert helps["Bots' pace: faster"].endswith("; now 0.8 s a move")
        assert helps["Bots' pace: slower"].endswith("; now 0.8 s a move")
        await pilot.press("plus")
        await pilot.pause()
        helps = {offer.title: offer.help for offer in palette(app, table)}
        assert helps["Bots' pace: faster"] == ("Less time between the bots' moves (the + key);"
                                               " now 0.6 s a move")
        assert "now" not in helps["Rules"]


async def listed_themes(app: GolfApp, pilot: Pilot[None], query: str = "") -> list[str]:
    """The theme picker's entries (name, and its help after " | " where it has one), opened
    anew and searched for ``query``."""
    app.search_themes()
    await pilot.pause()
    if query:
        await pilot.press(*query)
    listed = await palette_listed(pilot, query)
    entries = [" | ".join(str(listed.get_option_at_index(i).prompt).splitlines())
               for i in range(listed.option_count)]
    await pilot.press("escape")
    await pilot.pause()
    return entries


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_the_theme_picker_marks_the_theme_in_use(lang: str) -> None:
    """The theme picker lists the theme in use first, highlighted (Enter keeps it), and says it
    is the one in use, in a search too; Textual's listed every theme alike, A to Z. The game's
    own themes come next, before Textual's."""
    in_use = translation(lang).gettext("The theme in use")
    set_language(lang)
    try:
        app = make_app("swedish-6", 2, handover="never")
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.pause()
            for theme, title in (("nord", "Nord"), ("dracula", "Dracula")):
                app.theme = theme
                entries = await listed_themes(app, pilot)
                assert entries[0] == f"{title} | {in_use}"
                assert [e for e in entries if in_use in e] == [entries[0]]
                # then the game's own themes, then Textual's, A to Z by the names shown
                ours = [theme_title(t.name) for t in GAME_THEMES]
                # each with what it looks like ("Felt | A green baize table, …")
                assert [e.split(" | ")[0] for e in entries[1 : 1 + len(ours)]] == ours
                assert all(" | " in e for e in entries[1 : 1 + len(ours)])
                rest = entries[1 + len(ours):]
                assert rest == sorted(rest, key=str.casefold)
                assert len(entries) == len(app.available_themes)
            assert (await listed_themes(app, pilot, "dra"))[0] == f"Dracula | {in_use}"
            assert not [e for e in await listed_themes(app, pilot, "nord") if in_use in e]
            app.search_themes()
            await pilot.pause()
            await pilot.press("enter")  # the highlighted entry: the theme in use, kept
            await pilot.pause()
            assert app.theme == "dracula"
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "dark", "light", "terminal"), [
    ("en", "Dark", "Light", "Terminal colours, dark"),
    ("nb", "Mørk", "Lys", "Terminalfarger, mørk"),
    ("sv", "Mörk", "Ljus", "Terminalfärger, mörk"),
    ("da", "Mørk", "Lys", "Terminalfarver, mørk"),
])
async def test_the_theme_picker_names_each_theme_as_the_player_reads_it(
        lang: str, dark: str, light: str, terminal: str) -> None:
    """Textual's picker listed its ids ("textual-dark", "tokyo-night"), a programmer's words: a
    theme that says what it looks like is named in the player's language, a palette of its own
    name as its authors write it. A search finds a theme by its id too (the settings file's
    word), and then shows it after the name; choosing it sets the theme of that id."""
    set_language(lang)
    try:
        app = make_app("swedish-6", 2, handover="never")
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.pause()
            app.theme = "textual-dark"
            names = [entry.split(" | ")[0] for entry in await listed_themes(app, pilot)]
            assert names[0] == dark  # the theme in use
            assert {light, terminal, "Tokyo Night", "Catppuccin Mocha", "Solarized Light",
                    "Rosé Pine", "Atom One Dark"} <= set(names)
            assert not [name for name in names if "-" in name]  # no id among them
            assert (await listed_themes(app, pilot, "textual-l")) == [f"{light} (textual-light)"]
            app.search_themes()
            await pilot.pause()
            await pilot.press(*"textual-l")
            await palette_listed(pilot, "textual-l")
            await pilot.press("enter")
            await pilot.pause()
            assert app.theme == "textual-light"
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "query"), [
    ("en", "computer Siri"), ("en", "computer siri"), ("en", "Siri comp"),
    ("nb", "bot Siri"), ("nb", "bot siri"),
])  # fmt: skip
async def test_the_seat_named_in_the_search_is_first(lang: str, query: str) -> None:
    """ctrl+p, "bot Siri" at a table of eight: the first entry was "En bot spiller for Kari…"
    (the fuzzy search scores by letters, and Kari's matched them better) and Enter started
    replacing Kari. The entries of the seat whose name is typed come first, and Enter takes
    Siri's."""
    t = translation(lang)
    set_language(lang)
    app = make_app("swedish-6", 8, bots={6: "normal", 7: "normal"}, handover="never")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        titles = await palette_titles(app, pilot, query)
        assert titles[0] == t.gettext("A computer plays for %(name)s…") % {"name": "Siri"}
        await palette_listed(pilot, query)
        await pilot.press("enter")
        await pilot.pause()
        placeholder = app.screen.query_one(Input).placeholder
        assert "Siri" in placeholder and "Kari" not in placeholder


@pytest.mark.parametrize(("lang", "query"), [("en", "leave"), ("nb", "gå fra bordet"),
                                             ("sv", "lämnar"), ("da", "går fra")])
async def test_a_search_for_leaving_finds_the_entries_that_do_it(lang: str, query: str) -> None:
    """A player who wants to leave the table types "leave" (nb "gå fra bordet"): the entries
    that let a computer play for someone are titled "A computer plays for Kari…", and the
    leaving is in their help line only, which the search did not read ("No matches found").
    A search whose every word begins a word of an entry's help finds that entry too, after
    those its title answers."""
    t = translation(lang)
    set_language(lang)
    try:
        app = make_app("swedish-6", 3, handover="never")
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            titles = await palette_titles(app, pilot, query)
    finally:
        set_language("en")
    leaving = {t.gettext("A computer plays for %(name)s…") % {"name": name}
               for name in ("Kari", "Ola", "Siri")}
    assert leaving <= set(titles), titles
