"""Choosing the language on the setup screen: the screen is relabelled at once, nothing filled in
is lost, and Start remembers the choice. Catalog text is compared with the catalog itself, so
these tests hold before and after the setup screen's messages are translated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Button, Input, Label, Select, Static

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.i18n import current_language, set_language, translation
from golf_tui.presets import load_ruleset

from .screen_host import ScreenHost

SCANDINAVIAN = ["nb", "sv", "da"]


def two_players() -> Settings:
    return Settings(seats=[SeatSetting(name="Kari"), SeatSetting(name="Ola")],
                    ruleset="swedish-6")


def pane_titles(app: ScreenHost) -> list[str]:
    return [str(label.render()) for label in app.screen.query(".pane-title").results(Label)]


def footer_words(app: ScreenHost) -> set[str]:
    return {binding.description for _key, binding in app.screen._bindings}


async def test_the_choice_starts_at_the_current_language() -> None:
    set_language("sv")
    app = ScreenHost(lambda: SetupScreen(two_players(), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#language", Select).value == "sv"


@pytest.mark.parametrize("lang", SCANDINAVIAN)
async def test_choosing_a_language_relabels_the_screen_at_once(lang: str) -> None:
    t = translation(lang)
    swedish = load_ruleset("swedish-6")
    app = ScreenHost(lambda: SetupScreen(two_players(), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        english_titles = pane_titles(app)
        assert str(app.screen.query_one("#start", Button).label) == "Start ▶"
        app.screen.query(SeatRow).first().query_one(Input).value = "Siri"
        await pilot.pause()

        app.screen.query_one("#language", Select).value = lang
        await pilot.pause()
        await pilot.pause()
        assert current_language() == lang
        screen = app.screen
        assert str(screen.query_one("#start", Button).label) == t.gettext("Start ▶")
        assert str(screen.query_one("#setup-title", Static).render()) == t.gettext(
            "Golf · new match")
        titles = pane_titles(app)
        assert titles == [t.gettext(english) for english in english_titles]
        # The ruleset's own text is already in every catalog: it must have changed.
        assert t.gettext("Ruleset") != "Ruleset" and t.gettext("Ruleset") in titles
        info = str(screen.query_one("#ruleset-info", Static).render())
        assert t.gettext(swedish.description).split()[0] in info
        assert swedish.description.split()[0] not in info
        assert {t.gettext("Start"), t.gettext("Add player")} <= footer_words(app)
        # Nothing filled in is lost, and the choice keeps the focus.
        assert [r.player_name for r in screen.query(SeatRow)] == ["Siri", "Ola"]
        assert screen.query_one("#language", Select).value == lang
        assert screen.focused is screen.query_one("#language", Select)

        app.screen.query_one("#language", Select).value = "en"
        await pilot.pause()
        await pilot.pause()
        assert current_language() == "en"
        assert pane_titles(app) == english_titles
        assert str(app.screen.query_one("#start", Button).label) == "Start ▶"
        assert {"Start", "Add player"} <= footer_words(app)


@pytest.mark.parametrize("lang", SCANDINAVIAN)
async def test_start_remembers_the_language(lang: str, home: Path) -> None:
    app = ScreenHost(lambda: SetupScreen(two_players()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("#language", Select).value = lang
        await pilot.pause()
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
    saved = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == lang
    assert [s["name"] for s in saved["seats"]] == ["Kari", "Ola"]


def settings_saved(home: Path, saved_before: str | None) -> Path:
    """The settings file, holding ``saved_before`` (None: no file)."""
    path = home / "settings.json"
    if saved_before is not None:
        path.write_text(saved_before, encoding="utf-8")
    return path


@pytest.mark.parametrize("saved_before", ['{"language": "nb"}', '{"language": null}', None])
async def test_start_remembers_the_language_the_setup_shows(saved_before: str | None,
                                                           home: Path) -> None:
    """A match started from a setup that shows a language is played in it, whoever chose it
    (``--lang sv``, the environment): Start saves it with the setup's other choices. "golf-tui
    --lang sv" showed "Språk Svenska" all evening, Start kept the file's null, and the next
    start asked about the saved match in English."""
    path = settings_saved(home, saved_before)
    set_language("sv")  # as --lang sv, or LANG=sv_SE.UTF-8
    app = ScreenHost(lambda: SetupScreen(two_players()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query(SeatRow).first().query_one(Input).value = "Elsa"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [s["name"] for s in saved["seats"]] == ["Elsa", "Ola"]
    assert saved["language"] == "sv"


@pytest.mark.parametrize("saved_before", ['{"language": "nb"}', '{"language": null}', None])
async def test_quitting_keeps_a_language_nobody_chose(saved_before: str | None,
                                                      home: Path) -> None:
    """Quitting the setup, no match played, saves the form but not the language it was shown
    in unasked (``--lang en`` to look at something, or LANG=C's English): "nb" stays "nb",
    none stays none, so the environment still decides where nobody chose (docs/i18n.md)."""
    path = settings_saved(home, saved_before)
    set_language("en")  # as --lang en, or LANG=C.UTF-8
    app = ScreenHost(lambda: SetupScreen(two_players()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query(SeatRow).first().query_one(Input).value = "Siri"
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert screen.remember_on_quit() is None
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [s["name"] for s in saved["seats"]] == ["Siri", "Ola"]  # the setup was saved
    before = json.loads(saved_before)["language"] if saved_before is not None else None
    assert saved.get("language") == before


async def test_a_language_chosen_back_is_saved(home: Path) -> None:
    """Chosen in the field, even back to the one it came in (nb, then en), it is saved."""
    path = home / "settings.json"
    path.write_text('{"language": "nb"}', encoding="utf-8")
    set_language("en")
    app = ScreenHost(lambda: SetupScreen(two_players()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for lang in ("da", "en"):
            app.screen.query_one("#language", Select).value = lang
            await pilot.pause()
            await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "en"
