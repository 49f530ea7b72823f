"""Warnings and notes: each toast goes where it covers nothing the player must read, on every
screen at 80×24; warnings come one at a time, the one shown saying how many more wait; a
settings file with many bad values is one warning; the palette's Warnings screen lists every
warning of the run, to read again.

Textual stacked its toasts at the bottom right: over the hand-over's "Press Enter when only Ola
is looking", the table's prompt and footer; ten of them (a settings file with nine bad values)
pushed the first off the screen, and one gone was gone for good."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.content import Content
from textual.errors import NoWidget
from textual.geometry import Region
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Static

from golf_tui.app.app import GolfApp
from golf_tui.app.commands import offered
from golf_tui.app.notes import FRAME, break_paths, fit, lines
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.screens.warnings import WarningsScreen
from golf_tui.app.session import bare_session

from .conftest import Driver, make_app, screen_text

SIZE = (80, 24)
# a warning as long as a settings file's with nine bad values
LONG = "\n".join(["Settings file /home/kari/.config/golf-tui/settings.json: 9 values could"
                  " not be used:"] + [f"• 'key{n}': must be true or false; used"
                                      " instead: off." for n in range(9)])
BAD_SETTINGS = {"seats": [{"name": ""}], "ruleset": "nope", "house_rules": {"x": ["y"]},
                "handover": "sometimes", "ascii": "yes", "animations": 1, "theme": "neon",
                "bot_delay": 99, "language": "xx"}


def toasts(app: GolfApp) -> list[Widget]:
    return list(app.screen.query("Toast"))


def read_here(screen: Screen[Any]) -> list[tuple[Widget, Region]]:
    """Every widget of ``screen`` showing something to read, with the part of it on the
    screen: the widgets with nothing inside them (text, cards, buttons, lists) and footers."""
    found = []
    for widget in screen.query("*"):
        if widget.id == "textual-toastrack" or any(
                a.id == "textual-toastrack" for a in widget.ancestors):
            continue
        if not (isinstance(widget, Footer) or not any(c.display for c in widget.children)):
            continue
        if not widget.display or not widget.visible:
            continue
        try:
            geometry = screen.find_widget(widget)
        except NoWidget:  # not on the screen
            continue
        region = geometry.region.intersection(geometry.clip)
        if region and not (isinstance(widget, Static) and not str(widget.render()).strip()):
            found.append((widget, region))
    return found


def assert_clear(app: GolfApp) -> Widget:
    """One toast, whole on the screen, over nothing to read; that toast."""
    shown = toasts(app)
    assert len(shown) == 1, shown
    toast = shown[0]
    box = toast.region
    assert Region(0, 0, *app.size).contains_region(box), box
    covered = [w for w, region in read_here(app.screen) if region.overlaps(box)]
    assert covered == [], (box, covered)
    return toast


async def test_a_long_warning_leaves_the_hand_over_instruction_readable() -> None:
    app = make_app("swedish-6", 2, handover="always")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        app.warn(LONG)
        await pilot.pause()
        toast = assert_clear(app)
        hint = app.screen.query_one("#handover-hint").region
        assert not toast.region.overlaps(app.screen.query_one("#handover").region)
        assert hint and not toast.region.overlaps(hint)


async def test_a_long_warning_leaves_the_table_readable() -> None:
    """The prompt, the narration, the footer, the cards and the piles stay in sight; the
    warning, cut to the room it has, says where the whole of it can be read."""
    app = make_app("swedish-6", 4, handover="never")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await Driver(pilot).settle()
        table = app.screen
        assert isinstance(table, TableScreen)
        app.warn(LONG)
        await pilot.pause()
        toast = assert_clear(app)
        for part in ("#prompt", "#narration", "#status", "#own CardBox", "#piles CardBox"):
            for widget in table.query(part):
                assert not toast.region.overlaps(widget.region), part
        text = str(toast.render())
        assert text.startswith("Warning\nSettings file") and "ctrl+p, Warnings" in text


async def test_the_resume_offer_keeps_clear() -> None:
    from golf_tui.app.screens.resume import ResumeScreen
    from golf_tui.storage import AutosaveInfo

    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.push_screen(ResumeScreen(AutosaveInfo(("Kari", "Ola"), "swedish-6", 1, 9, "")))
        app.warn(LONG)
        await pilot.pause()
        toast = assert_clear(app)
        assert not toast.region.overlaps(app.screen.query_one("#resume").region)


async def test_the_setup_keeps_clear(tmp_path: Path) -> None:
    """A damaged settings file's warning at start-up: beside the setup's fields."""
    (tmp_path / "settings.json").write_text(json.dumps(BAD_SETTINGS))
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert_clear(app)
        for _n in range(3):  # the players' list grows into the warning's place: it moves
            await pilot.press("ctrl+n")
        await pilot.pause()
        assert_clear(app)


async def test_with_eight_players_the_setups_warning_is_whole_over_the_ruleset_text() -> None:
    """Eight players at 80×24 leave the form no room for a warning but a strip beside "+ Add
    player": it was squeezed there to "Start plays" and "… all of it". It stands whole over
    the ruleset's description (read once), and over nothing else to read."""
    from golf_tui.app.screens.setup import SetupScreen

    warning = ("Start plays Firekortsgolf without the last match's --rule match.holes=2, which"
               " cannot be set here.")
    app = GolfApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        for _n in range(6):
            await pilot.press("ctrl+n")
        await pilot.pause()
        app.warn(warning)
        await pilot.pause()
        shown = toasts(app)
        assert len(shown) == 1
        box = shown[0].region
        assert " ".join(str(shown[0].render()).split()) == f"Warning {warning}"
        covered = [w for w, region in read_here(setup) if region.overlaps(box)]
        assert [w.id for w in covered] == ["ruleset-info"]


async def test_the_hole_result_and_the_match_over_keep_clear() -> None:
    app = make_app("norwegian-4", 2, holes=1, handover="never",
                   bots={0: "random", 1: "random"})
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        driver = Driver(pilot, check_privacy=False)
        await driver.settle()
        app.warn(LONG)
        seen = set()
        for _step in range(300):
            name = type(app.screen).__name__
            if name in ("HoleResultScreen", "MatchOverScreen") and name not in seen:
                seen.add(name)
                await pilot.pause()
                assert_clear(app)
            if name == "MatchOverScreen":
                break
            if name == "HoleResultScreen":
                await pilot.press("enter")
                await driver.settle()
            else:
                await driver.step()
        assert seen == {"HoleResultScreen", "MatchOverScreen"}


async def test_many_bad_settings_are_one_warning(tmp_path: Path) -> None:
    """Nine bad values: one warning naming the file, then each value (which, why, what is used
    instead); one toast."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(BAD_SETTINGS))
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert len(toasts(app)) == 1
    assert len(app.notices) == 1
    lines = app.notices[0].splitlines()
    assert lines[0] == "Settings file: 9 values could not be used:"
    assert [line.split(":")[0] for line in lines[1:-1]] == [
        f"• '{key}'" if key != "house_rules" else "• 'house_rules' entry 'y' of 'x'"
        for key in BAD_SETTINGS]
    assert "'bot_delay': used instead: 0.8; must be at most 10." in (
        app.notices[0])
    assert "'seats': used instead: Player 1 and Player 2; player 1 has no name." in (
        app.notices[0])
    assert lines[-1] == (f"The original file is kept as {path}.bad; the settings file now holds"
                         " only the values that could be used.")


async def test_bad_settings_are_warned_of_once_and_the_original_is_kept(tmp_path: Path) -> None:
    """The values that could not be used were named at every start until a match was saved:
    the file was copied aside but not rewritten. Now the original is kept as settings.json.bad
    and settings.json holds what could be used (and the keys this version does not know), so
    the next start says nothing."""
    path = tmp_path / "settings.json"
    original = {**BAD_SETTINGS, "ascii": True, "from_a_newer_golf_tui": [1, 2]}
    path.write_text(json.dumps(original))
    for start in (1, 2):
        app = GolfApp(session=bare_session(tmp_path))
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await pilot.pause()
            assert app.session.settings.ascii is True
        settings_notices = [n for n in app.notices if "Settings file" in n]
        assert len(settings_notices) == (1 if start == 1 else 0), (start, app.notices)
    assert json.loads((tmp_path / "settings.json.bad").read_text()) == original
    # the house rules of a preset that does not exist are left off, each
    assert json.loads(path.read_text()) == {"house_rules": {}, "ascii": True,
                                            "from_a_newer_golf_tui": [1, 2]}
    assert sorted(p.name for p in tmp_path.iterdir() if "settings" in p.name) == [
        "settings.json", "settings.json.bad"]


def test_a_settings_file_saved_since_it_was_read_is_not_rewritten(tmp_path: Path) -> None:
    """Another golf-tui saved its settings between this one's reading and its clean-up: that
    file is left as it is (the clean-up would write this one's older values over it)."""
    from golf_tui.app.settings import settings_from_read
    from golf_tui.app.settings_file import read_settings_file

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"handover": "sometimes", "ascii": True}))
    read = read_settings_file(path)
    path.write_text(json.dumps({"ascii": False}))  # saved by the other golf-tui
    settings, problems = settings_from_read(read, path)
    assert settings.ascii is True
    assert json.loads(path.read_text()) == {"ascii": False}
    assert problems[0].splitlines()[-1] == f"The original file is kept as {path}.bad."


async def test_a_finished_match_filed_at_start_up_is_news_titled_saved(
        tmp_path: Path) -> None:
    """A finished match the history could not take when it ended, filed at the next start:
    good news, titled "Saved" and coloured as information, not a toast titled "Warning"; it
    is still listed on the Warnings screen with the rest."""
    from golf_tui.engine import match_to_dict
    from golf_tui.presets import load_ruleset
    from golf_tui.simulate import simulate

    store = bare_session(tmp_path).store
    store.root.mkdir(parents=True)
    finished = simulate(load_ruleset("norwegian-4"), 2, 7)
    store.autosave_path.write_text(json.dumps({
        "format": 2, "kind": "golf-tui autosave", "saved_at": "2026-03-01T12:00:00+00:00",
        "seats": [{"name": name, "kind": "normal"} for name in finished.players],
        "settings": {}, "match": match_to_dict(finished)}))
    players = " and ".join(finished.players)
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        toast = assert_clear(app)
        text = str(toast.render())
        assert text.startswith(f"Saved\nThe match of {players} finished on "), text
        assert text.endswith(" is now in the history."), text
        assert toast.has_class("-information") and not toast.has_class("-warning")
        assert app.notices[-1].endswith(" is now in the history.")


async def test_saving_again_is_news_after_the_warning_that_it_failed() -> None:
    """A save works again after a failure: the failure's warning goes, and the news that the
    match is saved again is titled "Saved", before a warning still waiting ("+1 more")."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await Driver(pilot).settle()
        app.warn("A later warning.")
        app.warn_first("Could not save the match.")
        await pilot.pause()
        toast = assert_clear(app)
        assert str(toast.render()).startswith("Warning (+1 more: ctrl+p, Warnings)\nCould not")
        app.withdraw("Could not save the match.")
        app.warn("The match is saved again.", first=True, saved=True)
        await pilot.pause()
        toast = assert_clear(app)
        assert str(toast.render()) == ("Saved (+1 more: ctrl+p, Warnings)\n"
                                       "The match is saved again.")
        assert toast.has_class("-information")
        await pilot.click(toast)
        await pilot.pause()
        toast = assert_clear(app)
        assert str(toast.render()) == "Warning\nA later warning."
        assert toast.has_class("-warning")


async def test_warnings_come_one_at_a_time() -> None:
    """Three warnings: one toast, saying two more wait; clicked away, the next."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await Driver(pilot).settle()
        for word in ("first", "second", "third"):
            app.warn(f"The {word} warning.")
        await pilot.pause()
        toast = assert_clear(app)
        assert str(toast.render()) == "Warning (+2 more: ctrl+p, Warnings)\nThe first warning."
        await pilot.click(toast)
        await pilot.pause()
        toast = assert_clear(app)
        assert str(toast.render()) == "Warning (+1 more: ctrl+p, Warnings)\nThe second warning."
        app.withdraw("The second warning.")
        await pilot.pause()
        toast = assert_clear(app)
        assert str(toast.render()) == "Warning\nThe third warning."
        assert app.notices == ["The first warning.", "The second warning.", "The third warning."]


async def test_esc_takes_the_warning_shown_down_at_the_table() -> None:
    """Esc with nothing to cancel took nothing down: the warning stayed its half minute and
    the prompt said "Nothing to cancel". Now Esc takes it down, as a click does, the next one
    showing; with none shown, Esc says what it said before. Esc that cancels something (a
    card picked with the arrows) cancels it and leaves the warning."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await Driver(pilot).settle()
        table = app.screen
        assert isinstance(table, TableScreen)
        app.warn("The first warning.")
        app.warn("The second warning.")
        await pilot.pause()
        await pilot.press("left")  # a card picked: Esc takes that back first
        await pilot.press("escape")
        await pilot.pause()
        assert table.cursor is None
        assert str(assert_clear(app).render()).endswith("The first warning.")
        await pilot.press("escape")
        await pilot.pause()
        assert str(assert_clear(app).render()) == "Warning\nThe second warning."
        assert "Nothing to cancel" not in table.hint
        await pilot.press("escape")
        await pilot.pause()
        assert toasts(app) == []
        await pilot.press("escape")
        await pilot.pause()
        assert table.hint.startswith("Nothing to cancel")
        assert app.notices == ["The first warning.", "The second warning."]


async def test_esc_takes_the_warning_shown_down_on_the_setup(tmp_path: Path) -> None:
    """On the setup, Esc said only which keys start and quit, with a damaged settings
    file's warning up for half a minute: it takes the warning down first."""
    (tmp_path / "settings.json").write_text(json.dumps(BAD_SETTINGS))
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert [str(t.render()).split("\n")[0] for t in toasts(app)] == ["Warning"]
        await pilot.press("escape")
        await pilot.pause()
        assert toasts(app) == []
        await pilot.press("escape")
        await pilot.pause()
        assert [str(t.render()) for t in toasts(app)] == [
            "Nothing to close here: ctrl+s starts the match, ctrl+q quits, F1 lists the keys."]


async def test_the_warnings_screen_lists_every_warning() -> None:
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await Driver(pilot).settle()
        assert "show_warnings" in [entry.action for entry in offered(app)]
        app.warn("The disk is full.")
        app.warn(LONG)
        await pilot.pause()
        app.action_show_warnings()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WarningsScreen)
        texts = [str(s.render()) for s in screen.query(".warning-text")]
        assert texts == ["The disk is full.", LONG]
        assert toasts(app) == []  # read there: not shown over it
        app.warn("Could not save the match.")  # while it is open: listed at once
        await pilot.pause()
        texts = [str(s.render()) for s in screen.query(".warning-text")]
        assert texts[-1] == "Could not save the match." and toasts(app) == []
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert toasts(app) == []  # all of them read


@pytest.mark.parametrize("lang", ["en", "nb"])
async def test_the_warnings_screen_says_when_there_are_none(lang: str) -> None:
    from golf_tui.i18n import _, set_language

    set_language(lang)
    try:
        app = make_app("swedish-6", 2, handover="never")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.action_show_warnings()
            await pilot.pause()
            none = app.screen.query_one("#warnings-none", Static)
            assert str(none.render()) == _("No warnings")
            assert lang == "en" or _("No warnings") != "No warnings"
    finally:
        set_language("en")


async def test_the_resume_offer_says_the_settings_problems_itself(tmp_path: Path) -> None:
    """The resume offer's box lists the start-up's problems: no toast says them again over
    it (there was no room beside it, and it covered the offer's buttons); the Warnings screen
    has them."""
    first = GolfApp(make_app("swedish-6", 2).config, session=bare_session(tmp_path))
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()  # its first save: an unfinished match to offer
    (tmp_path / "settings.json").write_text(json.dumps(BAD_SETTINGS))
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "ResumeScreen"
        notes = [str(s.render()) for s in app.screen.query(".resume-note")]
        assert len(notes) == 1 and notes[0].startswith("Settings file")
        assert toasts(app) == []
        assert [w.message for w in app.warnings] == notes


async def test_a_warning_shown_again_after_a_hand_over_keeps_its_place() -> None:
    """The hand-over clears the passing notes and shows the warning again: in its room, not
    pushed down by what the cleared toasts left behind."""
    app = make_app("swedish-6", 2, handover="always")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.warn("The disk is full.")
        await pilot.pause()
        before = assert_clear(app).region
        app.notify("A passing note.")
        app.notify("Another passing note.")
        await pilot.pause()
        app.notes.clear()
        await pilot.pause()
        toast = assert_clear(app)
        assert str(toast.render()) == "Warning\nThe disk is full."
        assert toast.region == before


def toasts_seen(app: GolfApp) -> list[Widget]:
    """The toasts shown on the screen on top and on the screens seen beneath it."""
    return [toast for screen in app.screen_stack for toast in screen.query("Toast")
            if toast.parent is not None and toast.parent.parent is not None
            and toast.parent.parent.display]


async def test_a_warning_shows_once_over_the_palette(tmp_path: Path) -> None:
    """The palette (ctrl+p) over the setup: the warning's toast is shown once, in the palette's
    layer (where a click on it takes it down), not a second time on the setup seen dimmed
    beneath it; the palette closed, it is back in its room on the setup, once."""
    (tmp_path / "settings.json").write_text(json.dumps({"theme": 5, "bot_delay": "x"}))
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        setup = app.screen
        assert len(toasts_seen(app)) == 1
        await pilot.press("ctrl+p", *"war")  # a short list: the setup beneath shows below it
        await pilot.pause()
        assert app.screen is not setup
        assert toasts_seen(app) == toasts(app) and len(toasts(app)) == 1  # the palette's own
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is setup
        assert len(toasts_seen(app)) == 1
        assert_clear(app)


async def test_a_screen_change_left_queued_as_the_app_stops_is_passed_over() -> None:
    """A screen change reaching the toasts after the app has stopped (random keys quit while a
    screen was going up): they subscribed to its layout and Textual raised ``SignalError``."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = Screen[None]()
    assert not app.is_running
    app.notes.screen_changed(screen)  # nothing to place: no error


def test_a_path_longer_than_the_line_is_broken_after_a_slash() -> None:
    """Textual breaks lines between words, and cut a path longer than the toast's line where
    the line ended: "…/autosave.jso" over "n.corrupt-1."."""
    path = "/home/someone/.local/share/golf-tui/autosave.json.corrupt-1"
    message = f"The autosave could not be read (x). It was moved to {path}."
    text = fit("Warning", message, 50, 20)  # 47 cells of text a line
    shown = [line.plain.rstrip() for line in Content(text).wrap(50 - FRAME)]
    assert shown == ["The autosave could not be read (x). It was",
                     "moved to /home/someone/.local/share/golf-tui/",
                     "autosave.json.corrupt-1."]  # not "…/autosave.js" over "on.corrupt-1."
    assert lines("Warning", message, 50) == 1 + len(shown)
    # a Windows path too; words that fit, or have no slash, are left to Textual
    assert break_paths(r"in C:\Users\kari\AppData\Local\golf-tui now", 20) == (
        "in C:\\Users\\kari\\\nAppData\\Local\\\ngolf-tui now")
    assert break_paths("/a/b/c " + "x" * 30, 20) == "/a/b/c " + "x" * 30


def test_a_file_name_longer_than_the_line_breaks_after_a_dot_dash_or_underscore() -> None:
    """A name longer than the toast's line by itself was cut where the line ended, in the
    middle of a word ("my-grandmothers-ve" over "ry-own…"): it breaks after one of its dots,
    dashes or underscores; a name without any is still cut, as there is nowhere else."""
    path = "/home/kari/rulesets/my-grandmothers-very_own.house.rules.toml"
    assert break_paths(path, 20).splitlines() == [
        "/home/kari/rulesets/", "my-grandmothers-", "very_own.house.", "rules.toml"]
    assert break_paths("/tmp/" + "x" * 30, 20) == "/tmp/\n" + "x" * 30


async def test_the_damaged_autosaves_paths_are_not_cut_inside_a_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The warning that a damaged autosave was moved aside, at 100 columns: every line of it
    that ends inside a path ends after a "/" of it."""
    monkeypatch.chdir(tmp_path)
    session = bare_session(Path("home/kari-nordmann/.local/share/golf-tui"))
    store = session.store
    store.root.mkdir(parents=True)
    store.autosave_path.write_text('{"format": 3, "match": 3')
    app = GolfApp(session=session)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        (toast,) = toasts(app)
        message = app.warnings[0].message
        assert str(store.root / "autosave.json.corrupt-1") in message
        shown = [line.plain.rstrip() for line in
                 Content(str(toast.render())).wrap(toast.content_region.width)]
    words = set(message.split())
    assert shown[0] == "Warning" and "".join(shown[1:]).replace(" ", "") == message.replace(
        " ", "")  # all of it
    for line in shown[1:-1]:
        last = line.split()[-1]
        assert last in words or last.endswith("/"), shown


async def test_the_warnings_screen_and_the_resume_offer_break_paths_after_a_slash(
        tmp_path: Path) -> None:
    """A warning naming a path longer than the line, read again on the Warnings screen and
    listed in the resume offer at 60 columns: the path is broken after a "/", never inside a
    name (Textual cut "autosave.json.corrupt-1" where the line ended)."""
    path = "/home/kari-nordmann/.local/share/golf-tui/saved-matches/autosave.json.corrupt-1"
    message = f"The autosave could not be read (x). It was moved to {path}."
    first = GolfApp(make_app("swedish-6", 2).config, session=bare_session(tmp_path))
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()  # its first save: an unfinished match to offer
    app = GolfApp(session=bare_session(tmp_path))
    app.session.problems.append(message)  # as a start-up problem is told
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "ResumeScreen"
        offer = screen_text(app)
        app.action_show_warnings()
        await pilot.pause()
        assert isinstance(app.screen, WarningsScreen)
        listed = screen_text(app)
    words = set(message.split())
    for shown in (offer, listed):
        assert "autosave.json.corrupt-1." in shown, shown
        rows = [row.strip(" │|▐▌") for row in shown.splitlines()]
        cut = [row for row in rows if "/" in row or "corrupt" in row]
        # each line of the path ends after a "/", or where the message ends
        assert len(cut) >= 2 and all(row.endswith("/") or row.split()[-1] in words
                                     or message.endswith(row.split()[-1]) for row in cut), shown


async def test_a_warning_given_first_is_shown_at_once_and_listed_in_order() -> None:
    """A warning given ``first`` (that the match being played is not saved) goes before the
    ones waiting: shown at once, the one shown going back to wait, next after it (and after
    any other given first). The Warnings screen lists them all as they were given."""
    app = make_app("swedish-6", 2, handover="never")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await Driver(pilot).settle()
        app.warn("The first warning.")
        app.warn("The second warning.")
        await pilot.pause()
        app.warn("Not saved.", first=True)
        await pilot.pause()
        assert str(assert_clear(app).render()) == (
            "Warning (+2 more: ctrl+p, Warnings)\nNot saved.")
        app.warn("Not saved either.", first=True)
        await pilot.pause()
        assert str(assert_clear(app).render()).endswith("\nNot saved.")
        shown = []
        for _n in range(4):
            shown.append(str(assert_clear(app).render()).split("\n")[-1])
            await pilot.press("escape")
            await pilot.pause()
        assert shown == ["Not saved.", "Not saved either.", "The first warning.",
                         "The second warning."]
        assert toasts(app) == []
        assert [w.message for w in app.warnings] == [
            "The first warning.", "The second warning.", "Not saved.", "Not saved either."]


async def test_the_match_not_saved_is_the_warning_shown(tmp_path: Path) -> None:
    """Everything under a plain file (GOLF_TUI_HOME a file): the start-up's warnings (the
    settings, the autosave) and, as the match starts, the settings not saved came first, and
    "Could not save the match" was the fourth of four, seen after three Escapes. It is the
    one shown as the match starts; the others wait after it."""
    home = tmp_path / "home"
    home.write_text("x\n")
    app = GolfApp(session=bare_session(home))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert "Settings file" in str(toasts(app)[0].render())  # the start-up's first
        await pilot.press("ctrl+s")
        for _n in range(10):
            await pilot.pause()
        shown = " ".join(str(toasts(app)[0].render()).split())
        assert "Could not save the match" in shown, shown
        assert shown.startswith("Warning (+3 more"), shown
        messages = [w.message for w in app.warnings]
        assert len(messages) == 4 and messages[-1].startswith("Could not save the match")


TWELVE = [{"name": f"Player {n}"} for n in range(1, 13)]


@pytest.mark.parametrize(("body", "what", "instead"), [
    ('{"ruleset": "nope"}', "'ruleset'", "used instead: swedish-6"),
    ('{"house_rules": {"norwegian-4": ["nope"]}}', "'house_rules' entry 'nope' of 'norwegian-4'",
     "the house rule is left off"),
    ('{"bot_delay": NaN}', "'bot_delay'", "used instead: 0.8"),
    (json.dumps({"seats": TWELVE}), "players 9 to 12 of 'seats'", "left out"),
    ('{"ruleset": "nope", "bot_delay": NaN}', "'ruleset'", "used instead: swedish-6"),
], ids=["ruleset", "house-rule", "nan", "twelve-seats", "two-values"])
async def test_the_settings_toast_names_the_value_and_what_is_used(
        body: str, what: str, instead: str, tmp_path: Path) -> None:
    """At the setup at 80×24 the toast read "Settings file …/settings.json: 1 value could not
    be used: … all of it: ctrl+p, Warnings": the file's path took its lines, and a long reason
    (the presets, a house rule's words) came before what was used instead. It names the value
    and what is used in its place, in the narrow room eight players leave too."""
    (tmp_path / "settings.json").write_text(body)
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        await pilot.pause()
        toast = assert_clear(app)
        shown = " ".join(str(toast.render()).split())
        assert what in shown and instead in shown, shown
    assert str(tmp_path / "settings.json") in app.notices[0]  # the Warnings screen names it


def test_a_first_line_leading_to_the_others_is_not_shown_alone() -> None:
    """A toast with room for the count of the settings' values dropped and a line more showed
    the count alone ("Settings file: 2 values could not be used:"): the start of the first
    value comes with it. A first line that says something of its own stands alone as before."""
    message = ("Settings file: 2 values could not be used:\n"
               "• 'ruleset': used instead: swedish-6; no preset 'nope' (presets: norwegian-4,"
               " norwegian-6, swedish-6, danish-6, nine-card).\n"
               "• 'bot_delay': used instead: 0.8; NaN is not a number.")
    shown = fit("Warning", message, 46, 4)
    assert shown.splitlines() == ["Settings file: 2 values could not be used:",
                                  "• 'ruleset': used instead: swedish-6; no",
                                  "… all of it: ctrl+p, Warnings"]
    alone = fit("Warning", message.replace("used:", "used."), 46, 4)
    assert alone.splitlines() == ["Settings file: 2 values could not be used.",
                                  "… all of it: ctrl+p, Warnings"]


@pytest.mark.parametrize("ascii", [False, True])
async def test_a_passing_note_naming_a_file_is_not_cut_inside_its_name(ascii: bool) -> None:
    """"Screenshot saved: …" at the table at 80×24: a passing note, which Textual wrapped
    where the line ended, in the middle of the file's name ("…/golf-tui_2026" over
    "-12-06_07-01-06.svg"): its path breaks after a "/", at the width the toast is drawn."""
    app = make_app("norwegian-4", 2, handover="never", ascii=ascii)
    folder = "/tmp/home/data/screenshots/"
    name = "golf-tui_2026-12-06_07-01-06.svg"
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await Driver(pilot).settle()
        app.notify(f"Screenshot saved: {folder}{name}", title="Screenshot", markup=False)
        for _ in range(3):
            await pilot.pause()
        assert len(toasts(app)) == 1
        text = screen_text(app)
    assert name in text and folder in text, text
