"""The setup screen inside the running game: what the palette offers there, the rules of the
ruleset chosen, the way back from a match ("New match" asks in its own words, the setup shows
the players just used, its hand-over choice keeps its own look), refused keys that say why, and
default names in the language spoken."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, OptionList, Select, Static

from golf_tui.app.app import GolfApp
from golf_tui.app.commands import GolfCommands
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.help import RulesScreen
from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.setup_saving import not_carried_over
from golf_tui.app.settings import SeatSetting, Settings, save_settings
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset

from ..conftest import toasts
from .conftest import Driver, make_app, screen_text

pytestmark = pytest.mark.usefixtures("own_home")


async def palette_titles(app: GolfApp) -> set[str]:
    provider = GolfCommands(app.screen)
    return {hit.text async for hit in provider.discover() if hit.text is not None}


async def setup_from_a_match(app: GolfApp, pilot: Pilot[None]) -> SetupScreen:
    """The table of ``app``, left for a new match through the palette's command (confirmed)."""
    await pilot.pause()
    app.action_new_match()
    await pilot.pause()
    confirm = app.screen
    assert isinstance(confirm, ConfirmQuitScreen)
    # it says what it does: a new match, not "Quit" (which sounds like closing the game)
    assert str(confirm.query_one("#yes", Button).label) == "New match (y)"
    await pilot.press("y")
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    return app.screen


async def test_the_setup_offers_no_match_commands_and_the_chosen_rules() -> None:
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        titles = await palette_titles(app)
        assert "Rules" in titles
        assert not titles & {"New match", "Scorecard", "What happened"}
        await pilot.press("ctrl+p")  # the palette is the screen shown while it searches
        await pilot.pause()
        await pilot.press(*"rules")
        await pilot.pause()
        assert "Rules" in await palette_titles(app)
        await pilot.press("escape")
        await pilot.pause()
        presets = app.screen.query_one("#presets", OptionList)
        presets.highlighted = presets.get_option_index("norwegian-4")
        await pilot.pause()
        app.action_show_rules()
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen._ruleset.name == "norwegian-4"


async def test_a_match_offers_its_commands_and_its_own_rules() -> None:
    app = make_app("danish-6", 2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert {"New match", "Scorecard", "What happened", "Rules"} <= await palette_titles(app)


async def test_the_language_spoken_is_not_offered_as_a_switch() -> None:
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        titles = {c.title for c in app.get_system_commands(app.screen)}
    assert "Language: English" not in titles
    assert {"Language: Norsk bokmål", "Language: Svenska", "Language: Dansk"} <= titles


async def test_new_setup_shows_the_players_just_used() -> None:
    """A quick start's players are not the remembered setup's: "New match" shows the ones who
    were playing, with their kinds, ruleset and house rules."""
    save_settings(Settings(seats=[SeatSetting(name="Old"), SeatSetting(name="Setup")]))
    app = make_app("norwegian-4", 3, bots={2: "hard"}, house=("jokers",))
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await setup_from_a_match(app, pilot)
        rows = list(setup.query(SeatRow))
        assert [(r.player_name, r.kind) for r in rows] == [
            ("Kari", "human"), ("Ola", "human"), ("Siri", "hard")]
        assert setup.chosen_ruleset().name == "norwegian-4"
        assert "jokers" in setup.chosen_ruleset().active_house_rules
        assert app.warnings == []  # a preset and its house rules: all of it carried over


@pytest.mark.paints  # what it reads is in the frames painted
async def test_new_setup_from_the_match_over_never_paints_the_table_beneath() -> None:
    """After n at the match over the bare table beneath it showed for most of a second, until
    the setup (slow to build) was composed: now the terminal keeps the match over until the
    setup is painted (``GolfApp.cover``). Spied on where Textual paints (``App._display``, also
    called headless), counting the paints a batch update holds back as none."""
    app = make_app("norwegian-4", 2, holes=1)
    painted: list[str] = []
    paint = app._display

    def spy(screen: Any, renderable: Any) -> None:
        if renderable is not None and not app._batch_count:
            painted.append(type(screen).__name__)
        paint(screen, renderable)

    app._display = spy  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        driver = Driver(pilot)
        while not isinstance(app.screen, MatchOverScreen):
            await driver.step()
        await driver.settle()
        painted.clear()
        await pilot.press("n")
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, SetupScreen) and app.screen.is_mounted:
                break
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert painted and set(painted) == {"SetupScreen"}, painted


async def test_new_setup_says_it_cannot_set_what_rule_changed() -> None:
    """A match played with ``--rule match.holes=2``: the setup shows norwegian-4 and its 9
    holes, and Start would play those; it said nothing of the 2 holes left behind."""
    app = make_app("norwegian-4", 2, holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await setup_from_a_match(app, pilot)
        await pilot.pause()
        assert setup.chosen_ruleset().match.holes == 9
        assert [w.message for w in app.warnings] == [
            "Start plays Firekortsgolf without the last match's --rule match.holes=2, which"
            " cannot be set here."]


async def test_the_new_setup_warning_says_what_start_does_first_at_60x20() -> None:
    """Three ``--rule`` changes at 60×20: the toast has a title and two lines there. It began
    with the list ("The last match's --rule / pairs=anywhere, --rule" and where to read all of
    it) and said nothing of what Start does; what Start plays comes first now, the whole
    warning in the palette's Warnings, as the toast's last line says."""
    rules = load_ruleset("norwegian-4", rules=["match.holes=2", "knock_penalty.enabled=true",
                                               "pairs=anywhere"])
    config = GameConfig(rules, (Seat("Kari"), Seat("Ola")), seed=3, animations=False,
                        bot_delay=0.0)
    app = GolfApp(config)
    async with app.run_test(size=(60, 20), notifications=True) as pilot:
        await setup_from_a_match(app, pilot)
        await pilot.pause()
        (warning,) = [w.message for w in app.warnings]
        assert warning.startswith("Start plays Firekortsgolf without the last match's --rule")
        for change in ("pairs=anywhere", "knock_penalty.enabled=true", "match.holes=2"):
            assert f"--rule {change}" in warning
        (toast,) = app.screen.query("Toast")
        shown = str(toast.render()).split("\n")
        assert shown[0] == "Warning" and shown[-1] == "… all of it: ctrl+p, Warnings", shown
        assert " ".join(shown[1:-1]).startswith("Start plays Firekortsgolf without"), shown


async def test_new_setup_says_it_cannot_offer_a_ruleset_file(tmp_path: Path) -> None:
    """A match played with ``--ruleset mine.toml``: the setup starts from the preset last
    chosen there, and says so."""
    save_settings(Settings(seats=[SeatSetting(name="Kari"), SeatSetting(name="Ola")],
                           ruleset="danish-6"))
    mine = tmp_path / "mine.toml"
    mine.write_text('extends = "swedish-6"\nname = "mine"\ntitle = "Min golf"\n',
                    encoding="utf-8")
    config = GameConfig(load_ruleset(str(mine)), (Seat("Kari"), Seat("Ola")), seed=3,
                        animations=False, bot_delay=0.0)
    app = GolfApp(config)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await setup_from_a_match(app, pilot)
        await pilot.pause()
        assert setup.chosen_ruleset().name == "danish-6"
        assert [w.message for w in app.warnings] == [
            "Min golf, the last match's own ruleset, is not offered here: Start plays"
            " Sekskorts-Golf."]


def test_what_a_new_setup_cannot_carry_over_is_named_as_rule_takes_it() -> None:
    """Each setting the match changed, as ``--rule`` takes it (a word bare, as typed)."""
    played = load_ruleset("norwegian-4", ["jokers"], ["match.holes=2", "pairs=anywhere"])
    config = GameConfig(played, (Seat("Kari"), Seat("Ola")))
    assert not_carried_over(config, Settings()) == (
        "Start plays Firekortsgolf without the last match's --rule pairs=anywhere, --rule"
        " match.holes=2, which cannot be set here.")
    same = GameConfig(load_ruleset("norwegian-4", ["jokers"]), config.seats)
    assert not_carried_over(same, Settings()) == ""


async def test_the_hand_over_choice_keeps_its_look_after_a_hand_over() -> None:
    """The hand-over screen's box (a double border round ``#handover``) once drew round the
    setup's hand-over choice too, after the first hand-over of a match: the two shared an id."""
    app = make_app("swedish-6", 2, handover="always")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert any(isinstance(s, HandoverScreen) for s in app.screen_stack)
        setup = await setup_from_a_match(app, pilot)
        choice = setup.query_one("#handover-mode", Select)
        assert choice.styles.border_top[0] in ("", "none", "hidden")
        assert choice.outer_size.height == 1


@pytest.mark.parametrize(("seats", "key", "message"), [
    (8, "ctrl+n", "A table seats at most 8 players."),
    (2, "ctrl+r", "A match needs at least 2 players."),
    (2, "shift+delete", "A match needs at least 2 players."),  # ctrl+r's other key said nothing
])
async def test_a_refused_seat_key_says_why(seats: int, key: str, message: str) -> None:
    save_settings(Settings(seats=[SeatSetting(name=f"P{i}") for i in range(seats)]))
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one(SeatRow).focus_name()  # filled in: Start has the focus
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        assert len(app.screen.query(SeatRow)) == seats
        assert toasts(app) == [message]


async def test_the_rulesets_facts_follow_the_match_length_chosen() -> None:
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        info = app.screen.query_one("#ruleset-info", Static)
        assert "9 holes" in str(info.render())
        app.screen.query_one("#length", Select).value = "18-holes"
        await pilot.pause()
        assert "18 holes" in str(info.render())
        assert "9 holes" not in str(info.render())


async def test_default_names_follow_the_language() -> None:
    """Seats nobody named are "Player 2" in English and "Spiller 2" in Norwegian, both ways; a
    name somebody typed stays."""
    save_settings(Settings(seats=[SeatSetting(name="Spiller 1"), SeatSetting(name="Kari"),
                                  SeatSetting(name="Spelare 3")]))
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        names = [r.player_name for r in app.screen.query(SeatRow)]
        assert names == ["Player 1", "Kari", "Player 3"]
        app.screen.query_one("#language", Select).value = "nb"
        await pilot.pause()
        await pilot.pause()
        names = [r.player_name for r in app.screen.query(SeatRow)]
        assert names == ["Spiller 1", "Kari", "Spiller 3"]
    set_language("en")


async def test_tab_goes_round_the_setup_and_reaches_start_with_a_visible_stop_each_time() -> None:
    """The rules pane scrolls with its fields; it is no tab stop of its own (it showed no
    focus, and up/down there only scrolled)."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        stops = []
        for _ in range(16):
            assert app.focused is not None
            stops.append(app.focused.id)
            await pilot.press("tab")
            await pilot.pause()
        assert "rules-pane" not in stops
        assert "start" in stops and "presets" in stops and "length" in stops


async def test_the_scorecard_is_as_wide_as_its_card_on_a_wide_terminal() -> None:
    app = make_app("swedish-6", 3)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        app.action_show_scorecard()
        await pilot.pause()
        box = app.screen.query_one("#scorecard-box")
        assert 50 <= box.outer_size.width < 100  # it took all 160 columns
        lines = screen_text(app).splitlines()
        assert any("Hole" in line and "Total" in line for line in lines)  # one row of 9 holes


async def test_an_empty_history_offers_no_scorecard_key() -> None:
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.action_show_history()
        await pilot.pause()
        box = app.screen.query_one("#history-box")
        assert "No finished matches yet." in screen_text(app)
        assert str(box.border_subtitle) == "Esc: close"


@pytest.mark.parametrize("size", [(100, 30), (44, 16)])
async def test_the_resume_boxs_buttons_are_centred(size: tuple[int, int]) -> None:
    from golf_tui.app.screens.resume import ResumeScreen
    from golf_tui.storage import AutosaveInfo

    app = GolfApp(None)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.push_screen(ResumeScreen(AutosaveInfo(("A", "B"), "swedish-6", 1, 9, "")))
        await pilot.pause()
        box = app.screen.query_one("#resume").region
        buttons = [b.region for b in app.screen.query(Button)]
        left = min(r.x for r in buttons) - box.x
        right = box.right - max(r.right for r in buttons)
        assert abs(left - right) <= 1, (left, right)


async def test_the_setups_passing_note_does_not_follow_onto_the_table() -> None:
    """Esc at the setup says which keys start and quit, for a few seconds: started at once,
    the note sat on the table, where it meant nothing."""
    app = GolfApp()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.query("Toast")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not isinstance(app.screen, SetupScreen)
        assert not app.screen.query("Toast")


def test_a_files_ruleset_titled_as_the_preset_played_next_is_not_named_twice(
        tmp_path: Path) -> None:
    """A file that keeps its preset's name and title, with a house rule of its own: "Sexkortsgolf,
    the last match's own ruleset, is not offered here: Start plays Sexkortsgolf." named one
    title twice, as if nothing changed."""
    mine = tmp_path / "mine.toml"
    mine.write_text('extends = "swedish-6"\n[house_rules.big]\ntitle = "Big"\ndescription = "d"\n'
                    'changes = { "two_pair_bonus.value" = -20 }\n', encoding="utf-8")
    config = GameConfig(load_ruleset(str(mine), ["big"]), (Seat("Kari"), Seat("Ola")))
    assert not_carried_over(config, Settings()) == (
        "The last match's own ruleset is not offered here: Start plays the preset"
        " Sexkortsgolf.")


async def test_ctrl_c_in_a_name_the_setup_selected_quits() -> None:
    """The setup opens with the first name selected (typing replaces it), so ctrl+c copied
    "Player 1" and said nothing, as often as it was pressed: the game seemed not to hear it.
    The name selected by taking the focus is no selection of the player's: ctrl+c quits, as
    everywhere else with nothing selected."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        field = app.focused
        assert isinstance(field, Input) and field.selected_text == field.value
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert not app.is_running


async def test_ctrl_c_still_copies_what_the_player_selected_in_a_name() -> None:
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        field = app.focused
        assert isinstance(field, Input)
        await pilot.press("end", "shift+left", "shift+left")
        await pilot.pause()
        assert field.selected_text == field.value[-2:]
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert app.is_running and app.clipboard == field.value[-2:]
        await pilot.press("home", "shift+end", "ctrl+c")  # the whole name, by the player
        await pilot.pause()
        assert app.is_running and app.clipboard == field.value


# Norwegian four-card, Kari and Ola: the one hole of the match (Kari throws away the last card)
ONE_HOLE = ["enter", "3", "4", "enter", "k", "k", "enter", "3", "4", "enter", "d", "x", "enter"]


@pytest.mark.usefixtures("own_home")
async def test_a_stray_key_at_the_setup_after_a_match_keeps_the_names() -> None:
    """The veteran's n (New setup) at the match over, pressed twice, then ctrl+s: the first name
    had the focus, all of it selected, so the second n replaced "Kari" and the match began with
    a player called "n". A setup filled in puts the focus on Start, no name selected: the
    stray keys change nothing, and ctrl+s plays Kari and Ola again (Ola first: the match
    finished, so the deal has passed to her)."""
    app = make_app("norwegian-4", 2, holes=1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for key in ONE_HOLE:
            await pilot.press(key)
            await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen), screen_text(app)
        assert setup.focused is setup.query_one("#start", Button)
        name = setup.query_one(SeatRow).query_one(Input)
        assert name.value == "Ola" and not name.selected_text
        await pilot.press("n", "s")
        await pilot.pause()
        assert [row.player_name for row in setup.query(SeatRow)] == ["Ola", "Kari"]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen), screen_text(app)
        assert app.config is not None and app.config.names == ("Ola", "Kari")


@pytest.mark.usefixtures("own_home")
async def test_a_fresh_setup_focuses_the_first_name_to_type_it() -> None:
    """With no player remembered (the names are the seats' defaults) the names are there to be
    typed: the first has the focus, and what is typed replaces it."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.focused is setup.query_one(SeatRow).query_one(Input)
        await pilot.press(*"Kari")
        await pilot.pause()
        assert setup.query(SeatRow).first().player_name == "Kari"
