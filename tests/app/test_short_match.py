"""Short matches at the setup: a 3-hole game of an evening took ``--rule match.holes=3`` on the
command line, and New setup afterwards warned that Start would play without it. The setup's
Match length offers 1, 3 and 6 holes, as changes of the preset's holes (not house rules),
remembered with the setup, and a quick start with one of them comes back to the setup as it."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Select, Static

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.setup_saving import not_carried_over, settings_played
from golf_tui.app.settings import (
    Settings,
    load_settings,
    load_settings_report,
    save_settings,
    settings_path,
)
from golf_tui.app.setup_model import build_ruleset
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset, ruleset_name

from .conftest import make_app, screen_text
from .test_setup_flow import setup_from_a_match


def setup_of(app: GolfApp) -> SetupScreen:
    assert isinstance(app.screen, SetupScreen)
    return app.screen


async def test_the_setup_offers_short_matches_and_starts_one() -> None:
    save_settings(Settings(ruleset="norwegian-4"))
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        setup = setup_of(app)
        length = setup.query_one("#length", Select)
        values = [value for _label, value in length._options]
        # shortest first, a match played to a score last: "9, 18, 1, 3, 6 holes" read as
        # jumbled; the preset's own length is still the one chosen
        assert values == ["match.holes=1", "match.holes=3", "match.holes=6", "", "18-holes",
                          "to-100"]
        assert length.value == ""
        # in the box among the other lengths, a short one is its holes: "(short match)" made
        # it too long for the box at 80 columns in every language
        labels = [str(label) for label, _value in length._options]
        assert labels[:5] == ["1 hole", "3 holes", "6 holes", "9 holes", "18 holes"]
        length.value = "match.holes=3"
        await pilot.pause()
        assert "✓ Ready: 2 players · Firekortsgolf · 3 holes (short match)" in str(
            setup.query_one("#problems", Static).render())
        assert "3 holes" in str(setup.query_one("#ruleset-info", Static).render())
        ruleset = setup.chosen_ruleset()
        assert ruleset.match.holes == 3 and ruleset.active_house_rules == ()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.config is not None and app.config.ruleset.match.holes == 3
    assert load_settings().house_rules["norwegian-4"] == ["match.holes=3"]


async def test_the_short_match_is_remembered_and_offered_again() -> None:
    save_settings(Settings(ruleset="norwegian-4",
                           house_rules={"norwegian-4": ["jokers", "match.holes=6"]}))
    _settings, problems = load_settings_report(settings_path())
    assert problems == []
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        setup = setup_of(app)
        assert setup.query_one("#length", Select).value == "match.holes=6"
        ruleset = setup.chosen_ruleset()
        assert ruleset.match.holes == 6 and ruleset.active_house_rules == ("jokers",)
    # a length the setup does not offer is left off, with a word
    save_settings(Settings(ruleset="norwegian-4", house_rules={"norwegian-4": ["match.holes=4"]}))
    settings, problems = load_settings_report(settings_path())
    assert settings.house_rules["norwegian-4"] == []
    assert problems and "match.holes=4" in problems[0]
    assert build_ruleset("norwegian-4", ["match.holes=4"]).ruleset is None


async def test_a_quick_start_of_three_holes_comes_back_as_that_choice() -> None:
    """`--rule match.holes=3`: New setup has it chosen, and no warning that Start plays
    without it; a length the setup does not offer (2 holes) is still warned of."""
    played = load_ruleset("norwegian-4", [], ["match.holes=3"])
    config = GameConfig(played, (Seat("Kari"), Seat("Ola")))
    assert not_carried_over(config, Settings()) == ""
    assert settings_played(config).house_rules["norwegian-4"] == ["match.holes=3"]
    two = GameConfig(load_ruleset("norwegian-4", [], ["match.holes=2"]), config.seats)
    assert "--rule match.holes=2" in not_carried_over(two, Settings())
    # 18 holes cut to 3: the setup cannot show both, so it warns as before
    cut = GameConfig(load_ruleset("norwegian-4", ["18-holes"], ["match.holes=3"]), config.seats)
    assert "--rule match.holes=3" in not_carried_over(cut, Settings())
    app = make_app("norwegian-4", 2, holes=3)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await setup_from_a_match(app, pilot)
        await pilot.pause()
        assert setup.query_one("#length", Select).value == "match.holes=3"
        assert setup.chosen_ruleset().match.holes == 3
        assert not [w.message for w in app.warnings]



async def choose_preset(pilot: object, setup: SetupScreen, name: str) -> None:
    presets = setup.query_one("#presets", OptionList)
    presets.highlighted = presets.get_option_index(name)
    await pilot.pause()  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]


async def test_a_length_set_goes_with_the_player_to_another_preset() -> None:
    """Choosing another preset put the Match length back to 9 holes (or the length remembered
    for that preset), though the player had set it. A length the player set goes with them,
    as the same length in the other preset's words (18 holes is a house rule of each preset, 6
    holes one of norwegian-6, a short match elsewhere), the preset's own 9 holes too; where the
    other preset cannot play it (to 100 points), that preset's own length (it showed the length
    remembered for it, from choices before the last). The other house rules are each preset's
    own, as before."""
    save_settings(Settings(ruleset="norwegian-4",
                           house_rules={"swedish-6": ["jokers", "18-holes"]}))
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        setup = setup_of(app)

        def length() -> object:
            return setup.query_one("#length", Select).value

        setup.query_one("#length", Select).value = "match.holes=3"
        await pilot.pause()
        for preset in ("swedish-6", "danish-6", "norwegian-4"):
            await choose_preset(pilot, setup, preset)
            assert length() == "match.holes=3", preset
            assert setup.chosen_ruleset().match.holes == 3, preset
        setup.query_one("#length", Select).value = "match.holes=6"
        await pilot.pause()
        await choose_preset(pilot, setup, "norwegian-6")
        assert length() == "6-holes"  # its own house rule of 6 holes
        await choose_preset(pilot, setup, "swedish-6")
        assert length() == "match.holes=6"
        assert setup.chosen_ruleset().active_house_rules == ("jokers",)  # its own, kept
        setup.query_one("#length", Select).value = "18-holes"
        await pilot.pause()
        await choose_preset(pilot, setup, "nine-card")
        assert length() == "18-holes"
        await choose_preset(pilot, setup, "norwegian-4")
        assert length() == "18-holes"
        setup.query_one("#length", Select).value = "to-100"
        await pilot.pause()
        await choose_preset(pilot, setup, "swedish-6")  # no game to 100 points: its own
        assert length() == ""  # not 18 holes, nor the 3 holes chosen for it before
        setup.query_one("#length", Select).value = "match.holes=3"
        await pilot.pause()
        await choose_preset(pilot, setup, "danish-6")
        assert length() == "match.holes=3"
        setup.query_one("#length", Select).value = ""  # its own 9 holes, put back
        await pilot.pause()
        for preset in ("swedish-6", "norwegian-4"):  # 9 holes goes with the player too
            await choose_preset(pilot, setup, preset)
            assert length() == "", preset


async def test_a_length_a_house_rule_plays_is_offered_once() -> None:
    """norwegian-6's Match length listed "6 holes" twice: its house rule's and the short
    match's, the same match. The house rule's alone is offered; a short match of 6 holes
    remembered (by the version that offered both) or played by a quick start (``--rule
    match.holes=6``) comes back as that house rule, without a word."""
    save_settings(Settings(ruleset="norwegian-6",
                           house_rules={"norwegian-6": ["jokers", "match.holes=6"]}))
    settings, problems = load_settings_report(settings_path())
    assert problems == []
    assert settings.house_rules["norwegian-6"] == ["jokers", "6-holes"]
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        setup = setup_of(app)
        length = setup.query_one("#length", Select)
        labels = [str(label) for label, _value in length._options]
        assert labels == ["1 hole", "3 holes", "6 holes", "9 holes", "18 holes"]
        assert length.value == "6-holes"
        ruleset = setup.chosen_ruleset()
        assert ruleset.match.holes == 6 and ruleset.active_house_rules == ("jokers", "6-holes")
    played = load_ruleset("norwegian-6", [], ["match.holes=6"])
    config = GameConfig(played, (Seat("Kari"), Seat("Ola")))
    assert not_carried_over(config, Settings()) == ""
    assert settings_played(config).house_rules["norwegian-6"] == ["6-holes"]


async def ready_line(settings: Settings, lang: str, size: tuple[int, int]) -> tuple[str, str]:
    """The setup's Ready line (its problems line, with none) in ``lang`` at ``size``, the
    settings saved as ``settings``, and the name of their ruleset in that language."""
    save_settings(settings)
    set_language(lang)
    try:
        app = GolfApp()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            region = setup_of(app).query_one("#problems", Static).content_region
            line = screen_text(app).splitlines()[region.y][region.x:region.right].rstrip()
            return line, ruleset_name(load_ruleset(settings.ruleset))
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("preset", ["swedish-6", "nine-card"])
async def test_the_ready_line_of_a_short_match_is_whole_at_80_columns(
        lang: str, preset: str) -> None:
    """The Ready line names a short match's holes: "(short match)" beside a long preset's
    title ran past 80 columns ("✓ Klart: 2 spelare · Sexkortsgolf (Sverige) · 3 hål (kort
    p…"); where the words do not fit, it says the holes alone, whole."""
    line, _ = await ready_line(
        Settings(ruleset=preset, house_rules={preset: ["match.holes=3"]}), lang, (80, 24))
    holes = {"en": "3 holes", "nb": "3 hull", "sv": "3 hål", "da": "3 huller"}[lang]
    assert "…" not in line and holes in line, line


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("preset", ["swedish-6", "danish-6"])
async def test_the_ready_line_names_the_ruleset_whole_at_60_columns(lang: str, preset: str
                                                                    ) -> None:
    """At 60 columns the Ready line beside Start names the ruleset whole: where the presets'
    titles are one word, "Sekskortsgolf", the country after it tells them apart, and it was
    cut ("✓ Klar: 2 spillere · Sekskortsgolf (Sve…"); the line leaves out "Ready:" first."""
    line, name = await ready_line(Settings(ruleset=preset), lang, (60, 20))
    assert "…" not in line and line.endswith(name), line
