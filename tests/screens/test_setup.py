"""The setup screen driven by keys and clicks: players, presets, house rules, validation, Start."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, OptionList, Select, Static
from textual.widgets._footer import FooterKey
from textual.widgets._select import SelectCurrent, SelectOverlay

from golf_tui.app.config import GameConfig
from golf_tui.app.screens.relabel import ready_for_actions
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import (
    SeatSetting,
    Settings,
    load_settings,
    load_settings_report,
    settings_path,
)
from golf_tui.app.setup_model import (
    MAX_NAME,
    bot_kind_note,
    new_seat_name,
    offered_bot_kinds,
    seat_names,
    switch_rules,
)
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.i18n import set_language, translation
from golf_tui.presets import load_ruleset, preset_names

from ..conftest import toasts
from .screen_host import NO_RESULT, ScreenHost, frame_lines


def settings(*names: str, ruleset: str = "swedish-6", **kw: object) -> Settings:
    return Settings(seats=[SeatSetting(name=n) for n in names], ruleset=ruleset, **kw)  # type: ignore[arg-type]


def drawn(widget: Widget) -> list[str]:
    """The lines of ``widget`` as drawn, in plain text."""
    return [widget.render_line(y).text for y in range(widget.size.height)]


async def relabelled(app: ScreenHost, pilot: Pilot[None], lang: str) -> None:
    """The setup on top shown in ``lang``, as a switch of language elsewhere (the palette)
    shows it (``SetupScreen.refresh_language``): back once it is composed and filled in anew."""
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    set_language(lang)
    screen.refresh_language()
    language = screen.query_one("#language", Select)
    for _ in range(100):  # the form composed anew focuses the language's field
        await pilot.pause()
        if ready_for_actions(screen) and not language.is_attached and screen.focused is not None \
                and screen.focused.id == "language":
            break
    else:
        raise AssertionError("the setup was not relabelled")
    await pilot.pause()


def problems(app: ScreenHost) -> str:
    return str(app.screen.query_one("#problems", Static).render())


def start_disabled(app: ScreenHost) -> bool:
    """Whether Start is off: its button disabled, and ^s dimmed in the footer with it."""
    disabled = app.screen.query_one("#start", Button).disabled
    assert (app.screen.check_action("start", ()) is None) == disabled
    return disabled


async def test_start_dismisses_the_config_on_screen() -> None:
    """Three named players and a preset with a house rule give exactly that GameConfig."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola")))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+n")
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        assert len(rows) == 3
        rows[2].query_one(Input).value = "Siri"
        rows[1].query_one(Select).value = "random"
        presets = app.screen.query_one("#presets", OptionList)
        presets.highlighted = presets.get_option_index("danish-6")
        await pilot.pause()
        jokers = next(s for s in app.screen.query(".house-choice").results(Select)
                      if s.name == "jokers")
        jokers.value = "jokers=minus-5"
        flip = next(c for c in app.screen.query(".house-switch").results(Checkbox)
                    if c.name == "final-lap")
        flip.value = True
        await pilot.pause()
        assert not start_disabled(app), problems(app)
        await pilot.click("#start")
        await pilot.pause()
    config = app.result
    assert isinstance(config, GameConfig)
    assert config.names == ("Kari", "Ola", "Siri")
    assert [s.kind for s in config.seats] == ["human", "random", "human"]
    assert config.ruleset.name == "danish-6"
    assert set(config.ruleset.active_house_rules) == {"jokers=minus-5", "final-lap"}
    assert config.ruleset.values["JK"] == -5
    assert config.ruleset.all_face_up == "final_lap"


async def test_typing_names_and_ctrl_s_starts() -> None:
    """Names are typed into the focused field, Enter confirms each and goes on to the next
    seat's name; Enter never starts the match, ctrl+s does. Empty, the fields stand for their
    seats' default names (``test_setup_newcomer``)."""
    app = ScreenHost(lambda: SetupScreen(settings("", ""), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Ready: 2 players" in problems(app)
        rows = list(app.screen.query(SeatRow))
        await pilot.press(*"Kari", "enter")
        await pilot.pause()
        assert app.screen.focused is rows[1].query_one(Input)
        await pilot.press(*"Ola", "enter")
        await pilot.pause()
        assert not start_disabled(app), problems(app)
        assert app.result is NO_RESULT and isinstance(app.screen, SetupScreen)
        # from the last seat's name onward, as Tab goes past the seats: to adding a player
        assert app.screen.focused is app.screen.query_one("#add-player", Button)
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert isinstance(app.result, GameConfig)
    assert app.result.names == ("Kari", "Ola")


async def test_enter_in_the_last_name_of_a_full_table_goes_on_to_the_table_settings() -> None:
    """With eight seats "+ Add player" is off, so Enter in the last name goes on to the
    hand-over choice, the next field Tab reaches, and says why, in ctrl+n's words (the name
    typed next went into the hand-over's list without a word). Enter in a name before the
    last says nothing."""
    names = [f"P{i}" for i in range(1, 9)]
    app = ScreenHost(lambda: SetupScreen(settings(*names), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        rows[-2].focus_name()
        await pilot.press("enter")
        await pilot.pause()
        assert not toasts(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.focused is app.screen.query_one("#handover-mode", Select)
        assert app.result is NO_RESULT
        said = toasts(app)
        assert said == ["A table seats at most 8 players."]
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert toasts(app)[-1] == said[0]


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (("Kari", "kari "), "Seats 1 and 2 are both called kari"),
        # one name whether its accent was typed composed (é) or as e + a combining accent
        (("Jos\u00e9", "Jose\u0301"), "Seats 1 and 2 are both called Jos\u00e9"),
        # a name is printed as it is: an escape in it would recolour or clear the terminal
        (("A\x1b[2JX", "Ola"), "Seat 1: a name cannot hold control characters"),
        (("Kari", "Ola\tNils"), "Seat 2: a name cannot hold control characters"),
        # a seat's own name may be another seat's default: the message names the seat by number
        (("", "Ola", "Player 1", "Ola"), "Seats 2 and 4 are both called Ola"),
    ],
)
async def test_bad_names_are_named_and_block_start(names: tuple[str, ...], message: str) -> None:
    """Duplicate (ignoring case and spaces) names and control characters are shown; Start
    refuses. (An empty name is its seat's default: ``test_setup_newcomer``.)"""
    app = ScreenHost(lambda: SetupScreen(settings(*names)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert message in problems(app)
        assert start_disabled(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.result is NO_RESULT
        assert isinstance(app.screen, SetupScreen)


async def test_player_count_outside_the_ruleset() -> None:
    """Seven players are too many for norwegian-6 (2–6): the message says so."""
    names = ("A", "B", "C", "D", "E", "F", "G")
    app = ScreenHost(lambda: SetupScreen(settings(*names, ruleset="norwegian-6")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Sekskortsgolf is for 2–6 players, not 7" in problems(app)
        assert start_disabled(app)
        await pilot.click(".remove")
        await pilot.pause()
        assert len(app.screen.query(SeatRow)) == 6
        assert not start_disabled(app), problems(app)


async def test_eight_seats_at_80x24_show_the_player_count_and_how_many_more() -> None:
    """Four lines fit under the form. The table's problem (too many players) comes first, and
    the last line counts those left out; the list showed four seats' problems and hid the
    count, which kept Start off for no reason in sight."""
    names = ("A", "a", "B", "b", "C", "c", "D", "d")
    app = ScreenHost(lambda: SetupScreen(settings(*names, ruleset="norwegian-6"),
                                         remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#problems", Static)
        lines = problems(app).splitlines()
        # the table's problem says what seats eight (``setup_model._count_problems``)
        assert lines == ["⚠ Sekskortsgolf is for 2–6 players, not 8. Sexkortsgolf and",
                         "  Sekskorts-Golf take up to 8 players.",
                         "⚠ Seats 1 and 2 are both called a.",
                         "…and 3 more problems"]
        assert box.region.height == 4 and box.region.bottom <= 23  # above the footer
        assert "Seats 7 and 8 are both called d." in str(box.tooltip)


async def test_tab_never_leaves_the_focus_out_of_sight() -> None:
    """Eight seats at 80×24 with four lines of problems: the players' pane is taller than the
    space left, so it scrolls to whatever Tab reaches (the language choice was below its
    bottom, focused unseen)."""
    names = ("A", "a", "B", "b", "C", "c", "D", "d")
    app = ScreenHost(lambda: SetupScreen(settings(*names, ruleset="norwegian-6"),
                                         remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert len(problems(app).splitlines()) == 4
        screen = app.screen
        screen.query(SeatRow).first().focus_name()  # filled in: Start had the focus
        await pilot.pause()
        seen = set()
        for _ in range(len(screen.focus_chain) + 1):
            focused = screen.focused
            assert focused is not None
            seen.add(focused.id)
            pane = next((a for a in focused.ancestors
                         if a.id in ("players-pane", "rules-pane")), screen)
            assert pane.region.contains_region(focused.region), focused
            await pilot.press("tab")
            await pilot.pause()
        assert "language" in seen


async def test_a_whole_name_fits_its_field() -> None:
    """A name of 16 characters shows whole, with the cursor after it, even at 80 columns with
    eight seats (the pane scrolling): the field was 11 cells wide and showed "GHIJKLMNOP".
    Wider terminals give the players' pane more room (it was 44 columns at any size). The
    terminal made each size in turn (an app each before)."""
    names = ("", "", "", "A", "a", "B", "b", "ABCDEFGHIJKLMNOP")
    app = ScreenHost(lambda: SetupScreen(settings(*names, ruleset="norwegian-6"),
                                         remember=False))
    failures = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        last = list(app.screen.query(SeatRow))[-1]
        last.focus_name()
        await pilot.pause()
        for size in ((80, 24), (120, 40), (160, 50)):
            if app.size != size:
                await pilot.resize_terminal(*size)
                await pilot.pause()
            assert app.screen.focused is last.query_one(Input)
            field = last.query_one(Input)
            pane = app.screen.query_one("#players-pane").region
            if field.content_region.width < MAX_NAME + 1 or field.scroll_offset.x != 0 or (
                    size[0] > 80 and pane.width <= 47):  # nothing of the name scrolled out
                failures.append(f"{size}: field {field.content_region.width} wide, scrolled"
                                f" {field.scroll_offset.x}, pane {pane.width} wide")
    assert not failures, "\n".join(failures)


async def test_a_house_rule_with_options_lines_up_with_the_switches() -> None:
    """danish-6's Jokers (Off / −2 / −3 / −5) starts in the column of the switches' boxes, not
    one column in, and its choice is whole at 80 columns. Every language in turn (the form
    relabelled; an app each before)."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="danish-6"),
                                         remember=False))
    failures = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for lang in ("en", "nb", "sv", "da"):
            if lang != "en":
                await relabelled(app, pilot, lang)
            title = app.screen.query_one(".choice-title", Label)
            choice = app.screen.query_one(".house-choice", Select)
            switches = list(app.screen.query(".house-switch").results(Checkbox))
            assert switches
            if {title.content_region.x} != {s.region.x for s in switches}:
                failures.append(f"{lang}: the title at {title.content_region.x}, the switches"
                                f" at {sorted({s.region.x for s in switches})}")
            pane = app.screen.query_one("#rules-pane").content_region
            if not pane.contains_region(choice.region):
                failures.append(f"{lang}: the choice {choice.region} out of the pane {pane}")
    assert not failures, "\n".join(failures)


# house rules of their own, after danish-6's settings (``test_a_long_title_…``)
LONG_TITLES = """
[house_rules.jokers]
title = "CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC"
description = "A choice of 40 characters."
changes = { jokers_per_deck = 2 }
default_option = "a"
options.a = { title = "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO", changes = { "values.JK" = -2 } }

[house_rules.short]
title = "Bonus"
description = "A short title, an option of 40 characters."
changes = { "values.K" = 0 }
default_option = "a"
options.a = { title = "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP", changes = { "values.A" = 0 } }

[house_rules.long-match]
title = "LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL"
description = "A match length of 40 characters."
changes = { "match.holes" = 18 }
"""


async def test_a_long_title_keeps_a_blank_before_its_choice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A house rule's title and its option's of 40 characters: the title ran into the choice
    ("CCCC…OOOO ▼", each cut where its column ended). At 80 columns each is cut with "…" and a
    blank stays between them; on a wide terminal both are whole; the choices line up. The
    match length's choice likewise. At 80×24, then the terminal made 200×30 (an app each
    before)."""
    from golf_tui import presets

    shipped = Path(str(presets._preset_dir()))
    for name in preset_names():
        (tmp_path / f"{name}.toml").write_bytes((shipped / f"{name}.toml").read_bytes())
    danish = (shipped / "danish-6.toml").read_text(encoding="utf-8")
    settings_only = danish[:danish.index("[house_rules")].replace('name = "danish-6"',
                                                                 'name = "long-titles"')
    (tmp_path / "long-titles.toml").write_text(settings_only + LONG_TITLES, encoding="utf-8")
    monkeypatch.setattr(presets, "_preset_dir", lambda: tmp_path)
    chosen = {"long-titles": ["jokers=a", "short=a", "long-match"]}
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="long-titles",
                                                  house_rules=chosen), remember=False))
    failures = []
    async with app.run_test(size=(80, 24)) as pilot:
        for size in ((80, 24), (200, 30)):
            if app.size != size:
                await pilot.resize_terminal(*size)
            await pilot.pause()
            lines = frame_lines(app)
            # after the focus's mark, the pane's first column
            pane = app.screen.query_one("#rules-pane").content_region
            rows = [lines[row.region.y][pane.x + 1:pane.right].rstrip()
                    for row in app.screen.query(".choice-row, #match-length")]
            if size[0] == 80:  # each cut with "…", a blank between them
                wanted = [r"C+… O+… ▼", r"Bonus +P+… ▼", r"Match length L+… ▼"]
            else:
                wanted = [r"C{40} O{40} ▼", r"Bonus +P{40} ▼", r"Match length L{40} ▼"]
            if not all(re.fullmatch(w, row) for w, row in zip(wanted, rows, strict=True)) \
                    or rows[0].index("O") != rows[1].index("P"):  # the choices in one column
                failures.append(f"{size}: {rows}")
    assert not failures, "\n".join(failures)


async def test_conflicting_house_rules_show_the_engine_message() -> None:
    """Two house rules setting the same knob: the RulesetError text appears, nothing crashes."""
    remembered = {"norwegian-4": ["face-up", "pair-bonus"]}
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="norwegian-4",
                                                  house_rules=remembered)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not start_disabled(app), problems(app)
        length = app.screen.query_one("#length", Select)
        length.value = "to-100"
        await pilot.pause()
        assert not start_disabled(app)
    # The engine itself refuses a real conflict: 18-holes and 6-holes both set match.holes.
    from golf_tui.app.config import Seat
    from golf_tui.app.setup_model import check_setup

    checked = check_setup("norwegian-6", ["18-holes", "6-holes"], (Seat("a"), Seat("b")))
    assert not checked.ok
    assert "both set 'match.holes'" in checked.problems[0]


# Two house rules for norwegian-4, each fine alone, at odds with its own (Knock penalty, Pair
# bonus): no shipped preset offers two that cannot go together but its match lengths, which
# the setup offers as one choice.
AT_ODDS = """
[house_rules.no-knock]
title = "No knock"
description = "Nobody knocks: the hole ends when the stock runs out."
changes = { knock = false, empty_stock = "end_hole" }

[house_rules.column-pairs]
title = "Column pairs"
description = "Two cards of the same rank in a column count 0 together."
changes = { pairs = "column" }
"""


@pytest.fixture
def at_odds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The shipped presets, norwegian-4 with the house rules of ``AT_ODDS`` too."""
    from golf_tui import presets

    shipped = Path(str(presets._preset_dir()))
    for name in preset_names():
        (tmp_path / f"{name}.toml").write_bytes((shipped / f"{name}.toml").read_bytes())
    with (tmp_path / "norwegian-4.toml").open("a", encoding="utf-8") as f:
        f.write(AT_ODDS)
    monkeypatch.setattr(presets, "_preset_dir", lambda: tmp_path)


def unwrapped(text: str) -> str:
    """The problems under the form as one line each, as wrapped under "⚠ " (``problem_lines``)."""
    return re.sub(r"\n  ", " ", text)


@pytest.mark.usefixtures("at_odds")
async def test_house_rules_at_odds_are_named_as_the_setup_shows_them() -> None:
    """Ticked house rules that cannot go together were told of the ruleset's keys alone
    ("preset norwegian-4: knock_penalty is enabled but knock is not allowed", "preset
    norwegian-4: house rules 'pair-bonus' and 'column-pairs' both set 'pairs'"), which nobody
    ticked. The problem names the ruleset and the rules it is of, by their titles as the
    setup shows them (not the others ticked), in the player's language; two that set one key,
    in the command line's message, which names them so too, with the keys it typed."""
    from golf_tui.app.setup_model import build_ruleset

    remembered = {"norwegian-4": ["knock-penalty", "jokers", "18-holes"]}
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="norwegian-4",
                                                  house_rules=remembered), remember=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert not start_disabled(app), problems(app)
        ticks = {cb.name: cb for cb in app.screen.query(".house-switch").results(Checkbox)}
        ticks["no-knock"].value = True
        await pilot.pause()
        assert start_disabled(app)
        assert unwrapped(problems(app)) == ("⚠ Firekortsgolf with Knock penalty and No knock:"
                                            " knock_penalty is enabled but knock is not allowed")
        ticks["no-knock"].value = False
        ticks["pair-bonus"].value = True
        ticks["column-pairs"].value = True
        await pilot.pause()
        assert unwrapped(problems(app)) == ("⚠ Firekortsgolf: house rules Pair bonus and Column"
                                            " pairs cannot be played together: both set"
                                            " 'pairs'")
    assert build_ruleset("norwegian-4", ["pair-bonus", "column-pairs"], by_name=True).problems \
        == ("preset norwegian-4: house rules Pair bonus ('pair-bonus') and Column pairs"
            " ('column-pairs') cannot be played together: both set 'pairs'",)
    set_language("nb")
    assert build_ruleset("norwegian-4", ["knock-penalty", "no-knock"]).problems == (
        "Firekortsgolf med Bankestraff og No knock: knock_penalty er slått på, men knock er"
        " ikke tillatt",)
    assert build_ruleset("norwegian-4", ["pair-bonus", "column-pairs"]).problems == (
        "Firekortsgolf: husreglene Parbonus og Column pairs kan ikke spilles sammen: begge"
        " setter 'pairs'",)
    # the command line's: the same message, with the keys typed
    assert build_ruleset("norwegian-4", ["pair-bonus", "column-pairs"], by_name=True).problems \
        == ("regelsett norwegian-4: husreglene Parbonus ('pair-bonus') og Column pairs"
            " ('column-pairs') kan ikke spilles sammen: begge setter 'pairs'",)


@pytest.mark.usefixtures("at_odds")
async def test_a_long_problem_wraps_under_the_form() -> None:
    """At 80 columns the line under the form cut the conflict of two house rules ("… the two
    c…"): only the tooltip and ctrl+s said which rules and why. It wraps, under its start, to
    the lines the form leaves, whole, with Start beside it and the footer under it; at a
    width changed, anew. At 80×24 and at 60×20, each then made 100×30 (an app for each of the
    first two before)."""
    wraps = {(80, 24): ["⚠ Firekortsgolf: house rules Pair bonus and Column pairs",
                        "  cannot be played together: both set 'pairs'"],
             (60, 20): ["⚠ Firekortsgolf: house rules Pair bonus",
                        "  and Column pairs cannot be played",
                        "  together: both set 'pairs'"],
             (100, 30): ["⚠ Firekortsgolf: house rules Pair bonus and Column pairs cannot be"
                         " played", "  together: both set 'pairs'"]}
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="norwegian-4"),
                                         remember=False))
    failures = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        ticks = {cb.name: cb for cb in app.screen.query(".house-switch").results(Checkbox)}
        ticks["pair-bonus"].value = True
        ticks["column-pairs"].value = True
        await pilot.pause()
        assert start_disabled(app)
        box = app.screen.query_one("#problems", Static)
        for size in ((80, 24), (100, 30), (60, 20), (100, 30)):
            if app.size != size:
                await pilot.resize_terminal(*size)
                await pilot.pause()
            lines = wraps[size]
            if [line.rstrip() for line in drawn(box)] != lines:
                failures.append(f"{size}: {[line.rstrip() for line in drawn(box)]}")
            if size == (100, 30):
                continue  # (what it was checked for once made this size)
            if box.tooltip is not None:  # nothing left out to hover for
                failures.append(f"{size}: a tooltip {box.tooltip!r}")
            screen = frame_lines(app)
            rows = screen[len(screen) - 1 - len(lines):-1]  # above the footer
            if not (rows[0][1:].startswith(lines[0]) and rows[0].rstrip().endswith("Start ▶")
                    and [row[1:].rstrip() for row in rows[1:]] == lines[1:]):
                failures.append(f"{size}: above the footer {rows}")
    assert not failures, "\n".join(failures)


def test_problems_fill_the_lines_under_the_form_in_their_order() -> None:
    """Each problem wraps within the width; those first in the list that fit are shown whole,
    the last line counts the others. A problem of several lines (two of a ruleset) is as many
    problems: the first alone was on the line, the second after it unseen. One longer than
    every line ends in "…"."""
    from golf_tui.app.setup_model import problem_lines

    long = "Firekortsgolf: house rules Pair bonus and Column pairs cannot be played together"
    assert problem_lines(["a: one\nb: two", "Seat 2 needs a name."], 4, 40) == [
        "⚠ a: one", "⚠ b: two", "⚠ Seat 2 needs a name."]
    assert problem_lines([long, "Seat 1 needs a name.", "Seat 2 needs a name."], 4, 40) == [
        "⚠ Firekortsgolf: house rules Pair bonus", "  and Column pairs cannot be played",
        "  together", "…and 2 more problems"]
    assert problem_lines([long, "Seat 1 needs a name.", "Seat 2 needs a name."], 4, 60) == [
        "⚠ Firekortsgolf: house rules Pair bonus and Column pairs", "  cannot be played together",
        "⚠ Seat 1 needs a name.", "⚠ Seat 2 needs a name."]
    assert problem_lines([long], 2, 30) == ["⚠ Firekortsgolf: house rules",
                                            "  Pair bonus and Column pairs…"]
    assert problem_lines(["x" * 25], 4, 10) == ["⚠ xxxxxxxx", "  xxxxxxxx", "  xxxxxxxx",
                                                "  x"]


@pytest.mark.parametrize(("preset", "house", "names"), [
    ("danish-6", [], ["Kari", "Ola"]),
    ("danish-6", ["jokers=minus-3"], ["Kari", "kari", ""]),  # the same name twice, none
    ("norwegian-4", [], ["A", "B", "C", "D", "E", "F", "G"]),  # too many for the ruleset
    ("norwegian-6", ["18-holes", "6-holes"], ["A"]),  # no ruleset, and too few
    ("nope", [], ["A", "B"]),
])  # fmt: skip
def test_the_seats_are_checked_against_the_ruleset_built(
        preset: str, house: list[str], names: list[str]) -> None:
    """``check_setup`` is ``build_ruleset`` then ``check_seats``: the setup screen builds once
    and checks the seats against that as they change, with the same problems in the same order
    (the ruleset's first)."""
    from golf_tui.app.config import Seat
    from golf_tui.app.setup_model import build_ruleset, check_seats, check_setup

    seats = [Seat(name) for name in names]
    built = build_ruleset(preset, house)
    checked = check_seats(built, seats)
    assert checked == check_setup(preset, house, seats)
    assert checked.ruleset is built.ruleset
    assert checked.problems[:len(built.problems)] == built.problems
    # by name, as the command line: the ruleset's problem in its words too (``ticked_problems``)
    assert check_seats(build_ruleset(preset, house, by_name=True), seats, by_name=True) \
        == check_setup(preset, house, seats, by_name=True)


async def test_move_up_and_down_reorders() -> None:
    """▲ / ▼ swap a player with the neighbour; the order is the turn order."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", "Siri"), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        await pilot.click(rows[2].query_one(".up", Button))
        await pilot.pause()
        await pilot.click(rows[0].query_one(".down", Button))
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Siri", "Kari", "Ola"]
        assert rows[0].query_one(".up", Button).disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert isinstance(app.result, GameConfig)
    assert app.result.names == ("Siri", "Kari", "Ola")


async def test_eight_players_at_most_two_at_least() -> None:
    """Add player stops at eight; the remove buttons stop at two."""
    app = ScreenHost(lambda: SetupScreen(settings("A", "B"), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert all(b.disabled for b in app.screen.query(".remove").results(Button))
        first, last = app.screen.query(SeatRow)
        # keys that would do nothing show dimmed in the footer (None), the others do not
        assert first.check_action("remove", ()) is None and last.check_action("remove", ()) is None
        assert first.check_action("move", (-1,)) is None and first.check_action("move", (1,))
        assert last.check_action("move", (1,)) is None and last.check_action("move", (-1,))
        for _ in range(8):
            await pilot.press("ctrl+n")
            await pilot.pause()
        assert len(app.screen.query(SeatRow)) == 8
        assert app.screen.query_one("#add-player", Button).disabled
        names = [r.player_name for r in app.screen.query(SeatRow)]
        assert len(set(names)) == 8
        assert not start_disabled(app), problems(app)
        # the footer shows ^n dimmed, and the key does nothing
        assert app.screen.check_action("add_player", ()) is None
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert len(app.screen.query(SeatRow)) == 8
        next(app.screen.query(".remove").results(Button)).press()
        await pilot.pause()
        assert len(app.screen.query(SeatRow)) == 7
        assert app.screen.check_action("add_player", ()) is True


async def test_last_setup_is_remembered(home: Path) -> None:
    """Start saves the setup in GOLF_TUI_HOME; the next setup screen starts from it."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", "Siri", ruleset="nine-card")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert settings_path() == home / "settings.json"
    saved = json.loads((home / "settings.json").read_text())
    assert saved["ruleset"] == "nine-card"
    assert [s["name"] for s in saved["seats"]] == ["Kari", "Ola", "Siri"]

    again = ScreenHost(SetupScreen)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert [r.player_name for r in again.screen.query(SeatRow)] == ["Kari", "Ola", "Siri"]
        highlighted = again.screen.query_one("#presets", OptionList).highlighted_option
        assert highlighted is not None and highlighted.id == "nine-card"


async def test_corrupt_settings_file_is_moved_aside(home: Path) -> None:
    """A damaged settings file does not stop the game: it is kept as .bad, defaults are used."""
    (home / "settings.json").write_text("{not json", encoding="utf-8")
    app = ScreenHost(SetupScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Player 1", "Player 2"]
    assert (home / "settings.json.bad").read_text() == "{not json"
    assert load_settings() == Settings()


def test_settings_of_the_wrong_shape_fall_back(home: Path) -> None:
    """Valid JSON with wrong types is also moved aside; unknown keys are ignored."""
    (home / "settings.json").write_text('{"seats": 3}', encoding="utf-8")
    assert load_settings() == Settings()
    assert (home / "settings.json.bad").exists()
    (home / "settings.json").write_text('{"ruleset": "danish-6", "future": 1}')
    assert load_settings().ruleset == "danish-6"


async def test_a_new_seat_is_named_after_its_number() -> None:
    """Seats nobody named are called after their seat ("Player 6" in seat 3 is "Player 3"),
    and so is each one added ("Player 5" in seat 5) while no one else is; one that somebody
    typed ("player 6") makes the new seat take the lowest free number. New seats used to take
    the lowest free number alone: seat 5 got "Player 1"."""
    names = ("Kari", "Player 2", "Player 6", "player 6")
    app = ScreenHost(lambda: SetupScreen(settings(*names), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(3):
            await pilot.press("ctrl+n")
            await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == [
            "Kari", "Player 2", "Player 3", "player 6", "Player 5", "Player 1", "Player 7"]


def test_new_seat_name() -> None:
    assert seat_names(["Kari", "Player 5", "Spelare 9", "Ola"]) == [
        "Kari", "Player 2", "Player 3", "Ola"]
    assert seat_names(["Player 3", "player 1"]) == ["Player 2", "player 1"]
    assert new_seat_name(3, ["Kari", "Ola"]) == "Player 3"
    assert new_seat_name(3, ["player 3 ", "Ola"]) == "Player 1"
    assert new_seat_name(3, ["Player 1", "Player 3"]) == "Player 2"
    assert new_seat_name(3, ["Player 3", "Player 1", "Player 2"]) == "Player 4"


def test_a_computer_nobody_named_is_named_as_the_quick_start_names_it() -> None:
    """A seat turned into a computer kept "Player 5" where the quick start says "Bot 1": a
    default name follows the seat's kind (a computer's, its place among the computers nobody
    named); a typed one stays, and a typed "bot 1" is not given twice."""
    kinds = ["human", "hard", "easy", "human", "random"]
    assert seat_names(["Kari", "Player 2", "Spiller 3", "Bot 2", "Hal"], kinds) == [
        "Kari", "Bot 1", "Bot 2", "Player 4", "Hal"]
    assert seat_names(["Bot 1", "Player 2"], ["human", "hard"]) == ["Player 1", "Bot 1"]
    assert seat_names(["bot 1", "Player 2"], ["human", "hard"]) == ["bot 1", "Bot 2"]


async def test_a_seat_turned_computer_takes_a_computers_name_and_back() -> None:
    """Choosing "Bot: hard" for "Player 2" names it "Bot 1"; Human again, "Player 2"; a name
    somebody typed stays whoever plays the seat."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Player 2", "Ola"), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        for kinds, names in ((("human", "hard", "human"), ["Kari", "Bot 1", "Ola"]),
                             (("easy", "hard", "normal"), ["Kari", "Bot 1", "Ola"]),
                             (("human", "human", "human"), ["Kari", "Player 2", "Ola"])):
            for row, kind in zip(rows, kinds, strict=True):
                row.query_one(Select).value = kind
            await pilot.pause()
            assert [r.player_name for r in rows] == names
            assert [r.kind for r in rows] == list(kinds)


async def test_keys_move_and_remove_the_focused_player() -> None:
    """ctrl+↑ moves the player whose name is focused (focus follows); ctrl+r removes them."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", "Siri"), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        list(app.screen.query(SeatRow))[2].focus_name()
        await pilot.press("ctrl+up", "ctrl+up")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Siri", "Kari", "Ola"]
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Kari", "Ola"]


@pytest.mark.parametrize(("size", "narrow"), [((60, 20), True), ((79, 24), True),
                                              ((80, 24), False), ((120, 40), False)])
async def test_a_narrow_terminal_puts_the_rulesets_under_the_players(
        size: tuple[int, int], narrow: bool) -> None:
    """Beside the players a ruleset pane under 80 columns wraps every ruleset's name; below
    them it has the whole width, and the focus scrolls the one column to what it reaches."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola"), remember=False))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        players = app.screen.query_one("#players-pane").region
        rules = app.screen.query_one("#rules-pane").region
        presets = app.screen.query_one("#presets", OptionList)
        widest = max(len(line) for i in range(presets.option_count)  # a tagline's line too
                     for line in str(presets.get_option_at_index(i).prompt).splitlines())
        if narrow:
            assert rules.y >= players.bottom and rules.width >= size[0] - 2
        else:
            assert rules.x >= players.right and rules.y == players.y
        assert presets.content_region.width >= widest  # each ruleset on one line
        presets.focus()
        await pilot.pause()
        assert presets.region.y < size[1] - 3  # in sight above Start and the footer


async def test_players_added_quickly_are_read_before_they_are_drawn() -> None:
    """ctrl+n pressed again before the row it added has drawn its widgets (a fast typist, or
    keys typed while the game starts): the rows are counted, named, renumbered and changed all
    the same, and show it once drawn. Until the rows kept their own state this crashed."""
    app = ScreenHost(lambda: SetupScreen(settings("A", "B"), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        for _ in range(3):
            screen.action_add_player()  # no pause: each new row composes later
        rows = list(screen.query(SeatRow))
        assert [r.player_name for r in rows] == ["A", "B", "Player 3", "Player 4", "Player 5"]
        rows[-1].set_seat("Siri", "hard")
        assert (rows[-1].player_name, rows[-1].kind) == ("Siri", "hard")
        await pilot.pause()
        rows = list(screen.query(SeatRow))
        assert [r.player_name for r in rows] == ["A", "B", "Player 3", "Player 4", "Siri"]
        last = rows[-1]
        assert last.query_one(Input).value == "Siri" and last.query_one(Select).value == "hard"
        numbers = [str(r.query_one(".seat-number", Label).render()) for r in rows]
        assert numbers == ["1.", "2.", "3.", "4.", "5."]
        assert last.check_action("move", (1,)) is None and last.query_one(".down", Button).disabled
        assert not rows[0].query_one(".down", Button).disabled
        for _ in range(100):  # the focus follows each row as it is drawn: until the last is
            if screen.focused is last.query_one(Input):
                break
            await pilot.pause()
        assert screen.focused is last.query_one(Input)
        assert "5 players" in problems(app)


def _box(tick: Checkbox) -> str:
    """What the box shows between its two halves."""
    return str(tick.render()).split("▌")[0].split("▐")[-1]


async def test_a_switch_that_is_off_shows_an_empty_box() -> None:
    """Not told apart by colour alone: off is an empty box, on an X, and a click or the space
    bar changes both the value and the box."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", animations=True, ascii=False)))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        ascii_cards = app.screen.query_one("#ascii", Checkbox)
        animations = app.screen.query_one("#animations", Checkbox)
        assert (_box(ascii_cards), _box(animations)) == (" ", "X")
        switches = list(app.screen.query(".house-switch").results(Checkbox))
        assert switches and all(_box(s) == " " for s in switches)
        # a house rule's switch (ASCII cards, ticked, draws the form anew in ASCII:
        # test_ascii_setup_drawn.py)
        await pilot.click(switches[0])
        await pilot.pause()
        assert switches[0].value and _box(switches[0]) == "X"
        animations.focus()
        await pilot.press("space")
        await pilot.pause()
        assert not animations.value and _box(animations) == " "


async def test_a_choice_in_focus_shows_it_as_a_switch_does() -> None:
    """Every choice of the setup (a player's kind, the table, the language, a house rule's
    option, the match length) in focus has its value drawn in the cursor's colours, as a switch
    in focus has its label: Textual's own mark only took its background from 11% grey to 15%."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="danish-6"),
                                         remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        tick = screen.query_one("#animations", Checkbox)
        tick.focus()
        await pilot.pause()
        cursor = tick.get_component_rich_style("toggle--label")
        choices = list(screen.query(Select).results(Select))
        assert {"handover-mode", "language", "length"} <= {c.id for c in choices}
        assert any(c.has_class("house-choice") for c in choices)
        assert any(isinstance(c.parent, SeatRow) for c in choices)
        for choice in choices:
            value = choice.query_one(SelectCurrent).query_one("#label", Static)
            resting = value.rich_style
            choice.focus()
            await pilot.pause()
            focused = value.rich_style
            assert focused.bgcolor != resting.bgcolor and focused.bold, choice
            # the cursor's colours, less Textual's 5% tint of a choice in focus
            assert focused.bgcolor is not None and cursor.bgcolor is not None
            ours, theirs = focused.bgcolor.get_truecolor(), cursor.bgcolor.get_truecolor()
            assert sum(abs(a - b) for a, b in zip(ours, theirs, strict=True)) < 40, choice


@pytest.mark.parametrize("seats", [2, 8])
@pytest.mark.parametrize("preset", preset_names())
async def test_every_house_rule_is_in_sight_at_80x24(preset: str, seats: int) -> None:
    """Each house rule is one line and the match length one more: every preset's, danish-6's
    six included, shows whole at 80×24 without scrolling, the start of what the focus is on
    under them. Each rule's description under its switch put norwegian-4's last three rules
    and the match length below the fold, behind a small scrollbar."""
    names = [f"P{i}" for i in range(1, seats + 1)]
    app = ScreenHost(lambda: SetupScreen(settings(*names, ruleset=preset), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        pane = app.screen.query_one("#rules-pane")
        rules = list(app.screen.query(".house-switch, .choice-row"))
        assert len(rules) == len(switch_rules(load_ruleset(preset)))
        for widget in [*rules, app.screen.query_one("#match-length")]:
            assert widget.region.height == 1, widget
            assert pane.region.contains_region(widget.region), widget
        assert pane.scroll_y == 0
        info = app.screen.query_one("#ruleset-info").region
        assert info.y < pane.region.bottom  # the first line of it at least


async def test_the_rule_in_focus_is_described_under_the_rules() -> None:
    """One line a rule leaves no room for what each does: the box under them says it for the
    rule in focus (the mouse finds it in the rule's tooltip), and the ruleset's own
    description once the focus is elsewhere."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="danish-6"),
                                         remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        info = app.screen.query_one("#ruleset-info", Static)
        rules = load_ruleset("danish-6").house_rules
        assert rules["final-lap"].description not in str(info.render())
        assert load_ruleset("danish-6").description in str(info.render())
        final_lap = next(c for c in app.screen.query(".house-switch").results(Checkbox)
                         if c.name == "final-lap")
        assert final_lap.tooltip == rules["final-lap"].description
        final_lap.focus()
        await pilot.pause()
        assert str(info.render()) == f"Final lap: {rules['final-lap'].description}"
        await pilot.press("shift+tab")  # to the next rule up
        await pilot.pause()
        assert str(info.render()).startswith("Four of a kind: ")
        app.screen.query_one("#presets", OptionList).focus()
        await pilot.pause()
        assert load_ruleset("danish-6").description in str(info.render())


async def test_typing_on_after_the_last_name_starts_a_new_player() -> None:
    """Kari ⏎ Ola ⏎ Siri on a fresh setup: Enter in the last name leads to "+ Add player", and
    the letters typed there were lost ("Siri" vanished, the next Enter added "Player 3"). A
    letter there starts a new player's name, the cursor after it; Enter in it goes on to "+ Add
    player" again, and space or Enter there still add a player as the button does."""
    app = ScreenHost(lambda: SetupScreen(Settings(), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*"Kari", "enter", *"Ola", "enter", *"Siri")
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        assert [r.player_name for r in rows] == ["Kari", "Ola", "Siri"]
        field = rows[2].query_one(Input)
        assert app.screen.focused is field
        assert (field.cursor_position, field.selected_text) == (4, "")
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == [
            "Kari", "Ola", "Siri", "Player 4"]
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert isinstance(app.result, GameConfig)
    assert app.result.names == ("Kari", "Ola", "Siri", "Player 4")


async def test_default_names_follow_their_seat_and_typed_ones_stay() -> None:
    """Eight players nobody named, seat 4 removed: seats 4–7 were "Player 5" … "Player 8".
    Names nobody typed follow their seat's number, through removals and moves alike; a typed
    name keeps its place and its spelling."""
    app = ScreenHost(lambda: SetupScreen(settings(*(f"Player {n}" for n in range(1, 9))),
                                         remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = list(app.screen.query(SeatRow))
        rows[3].focus_name()
        await pilot.press("ctrl+r")
        await pilot.pause()
        names = [r.player_name for r in app.screen.query(SeatRow)]
        assert names == [f"Player {n}" for n in range(1, 8)]
        assert [r.query_one(Input).value for r in app.screen.query(SeatRow)] == names
        rows = list(app.screen.query(SeatRow))
        rows[1].focus_name()
        await pilot.press(*"Kari", "ctrl+up")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)][:3] == [
            "Kari", "Player 2", "Player 3"]
        await pilot.click(app.screen.query(SeatRow).first().query_one(".remove", Button))
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == [
            f"Player {n}" for n in range(1, 7)]


async def test_a_name_at_its_longest_says_so() -> None:
    """A name is at most 16 characters: the seventeenth was dropped without a word. Now a
    note says so (once, not at every key pressed), and the empty field says the name the seat
    has while it is empty, its default ("Name" said nothing of that)."""
    app = ScreenHost(lambda: SetupScreen(settings("", "Ola"), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        field = app.screen.query(SeatRow).first().query_one(Input)
        assert field.placeholder == "Player 1"
        app.screen.query(SeatRow).first().focus_name()  # Ola's is filled in: Start has it
        await pilot.press(*"Ola Nordmann Hansen")
        await pilot.pause()
        assert field.value == "Ola Nordmann Han"
        notes = toasts(app)
        assert notes == [f"A name is at most {MAX_NAME} characters."]
        await pilot.press("backspace", *"se")
        await pilot.pause()
        assert field.value == "Ola Nordmann Has"
        assert len(toasts(app)) == 2  # said again: a new attempt past the end


async def test_the_random_player_comes_last_and_says_what_it_is() -> None:
    """The kinds go from the weakest real opponent to the strongest; the random player, a
    baseline for testing, comes last and says it plays any legal move (in the open list; the
    field, too narrow, says "Bot: random")."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola"), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        select = list(app.screen.query(SeatRow))[1].query_one(Select)
        select.focus()
        await pilot.press("enter")
        await pilot.pause()
        overlay = select.query_one(SelectOverlay)
        labels = [line.strip() for line in drawn(overlay)]
        assert labels == ["Human", "Bot: easy", "Bot: normal", "Bot: hard",
                          "Bot: random (any legal move)"]
        await pilot.press("up", "enter")
        await pilot.pause()
        assert select.value == "random"
        assert drawn(select.query_one(SelectCurrent).query_one("#label")) == ["Bot: random"]


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_the_random_players_note_is_translated(lang: str) -> None:
    """Last in every language, with a note in that language."""
    from golf_tui.i18n import set_language

    set_language(lang)
    try:
        assert offered_bot_kinds()[-1] == "random"
        assert bot_kind_note("random") not in ("", "any legal move")
        assert bot_kind_note("hard") == ""
    finally:
        set_language("en")


async def test_a_name_typed_is_checked_without_building_the_ruleset_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Building a ruleset takes tens of milliseconds: each key typed into a name checked the
    names against one built anew. A house rule switched builds it again, and so does Start,
    which takes the ruleset as its file says then."""
    from golf_tui.app import setup_model

    builds: list[tuple[str, tuple[str, ...]]] = []
    real = setup_model.load_ruleset

    def counted(name: str, house: list[str], rules: list[str]) -> object:
        builds.append((name, tuple(house)))
        return real(name, house, rules)

    monkeypatch.setattr(setup_model, "load_ruleset", counted)
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="danish-6"),
                                         remember=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert builds == [("danish-6", ())]  # once while the seats mount (checked 7 times)
        before = len(builds)
        list(app.screen.query(SeatRow))[1].focus_name()
        await pilot.press("end", *"fsson")
        assert list(app.screen.query(SeatRow))[1].player_name == "Olafsson"
        assert len(builds) == before  # the names checked against the ruleset built
        switch = next(c for c in app.screen.query(".house-switch").results(Checkbox)
                      if c.name == "final-lap")
        switch.value = True
        await pilot.pause()
        assert builds[-1] == ("danish-6", ("final-lap",))
        before = len(builds)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert len(builds) == before + 1
        assert isinstance(app.result, GameConfig)
        assert app.result.ruleset.name == "danish-6"


async def test_a_dimmed_seat_button_says_why() -> None:
    """A dimmed ✕ or "+ Add player" did nothing and said nothing: its tip names the limit,
    and so does a click on it, as its key does. The limit is the ruleset chosen's where that is
    the narrower: Sekskortsgolf (2–6) stops adding at six, not at the table's eight."""
    app = ScreenHost(lambda: SetupScreen(settings("A", "B"), remember=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        remove = app.screen.query_one(".remove", Button)
        assert remove.disabled and str(remove.tooltip) == "A match needs at least 2 players."
        await pilot.click(remove)
        await pilot.pause()
        assert toasts(app) == ["A match needs at least 2 players."]
        assert len(app.screen.query(SeatRow)) == 2
        add = app.screen.query_one("#add-player", Button)
        assert str(add.tooltip).startswith("Add a player")
        app.screen.query_one("#presets", OptionList).highlighted = \
            preset_names().index("norwegian-6")
        await pilot.press("ctrl+n", "ctrl+n", "ctrl+n")
        await pilot.pause()
        await pilot.click(add)  # the sixth
        await pilot.pause()
        assert len(app.screen.query(SeatRow)) == 6
        assert add.disabled and str(add.tooltip) == "Sekskortsgolf is for at most 6 players."
        await pilot.click(add)
        await pilot.pause()
        assert toasts(app)[-1] == "Sekskortsgolf is for at most 6 players."
        assert len(app.screen.query(SeatRow)) == 6 and not start_disabled(app)
        assert not remove.disabled and str(remove.tooltip).startswith("Remove this player")
        app.screen.query_one("#presets", OptionList).highlighted = \
            preset_names().index("swedish-6")  # 2–8: there is room again
        await pilot.pause()
        assert not add.disabled and str(add.tooltip).startswith("Add a player")


def brightness(app: ScreenHost, widget: Widget) -> int:
    """How far the colour of the sign ``widget`` draws (its first cell with a colour of its
    own) stands out from the background there: the sum of the differences of red, green and
    blue, as drawn."""
    region = widget.region
    for x in range(region.x, region.right):
        style = app.screen.get_style_at(x, region.y)
        if style.color is not None and style.bgcolor is not None:
            fore, back = style.color.get_truecolor(), style.bgcolor.get_truecolor()
            return sum(abs(a - b) for a, b in zip(fore, back, strict=True))
    raise AssertionError(f"{widget} draws no sign")


async def test_the_first_players_up_and_the_last_players_down_say_why_they_do_nothing() -> None:
    """Row 1's ▲ looked like the others (Textual's dimming drew it brighter than the kind's own
    arrow beside it) and ctrl+↑ there did nothing without a word; so did the last row's ▼ and
    ctrl+↓. Each is dimmed, below the kind's arrow, and its tip, a click and its keys say why;
    nothing moves."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", "Siri"), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first, middle, last = app.screen.query(SeatRow)
        up, down = first.query_one(".up", Button), last.query_one(".down", Button)
        first_already = "This player is first in the turn order already."
        last_already = "This player is last in the turn order already."
        assert up.disabled and str(up.tooltip) == first_already
        assert down.disabled and str(down.tooltip) == last_already
        arrow = first.query_one(Select).query_one(".down-arrow")
        assert brightness(app, up) < brightness(app, arrow) < brightness(
            app, middle.query_one(".up", Button))
        assert brightness(app, down) < brightness(app, arrow)
        said: list[str] = []
        for row, button, keys, why in ((first, up, ("ctrl+up", "shift+up"), first_already),
                                       (last, down, ("ctrl+down", "shift+down"), last_already)):
            await pilot.click(button)
            await pilot.pause()
            row.focus_name()
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
            said += [why] * 3
        assert toasts(app) == said
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Kari", "Ola", "Siri"]
        # the others still move, and say nothing
        middle.focus_name()
        await pilot.press("ctrl+up")
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)] == ["Ola", "Kari", "Siri"]
        assert len(toasts(app)) == len(said)
        assert not middle.query_one(".up", Button).disabled and str(
            middle.query_one(".up", Button).tooltip).startswith("Move earlier")


async def test_a_click_on_a_dimmed_footer_key_says_why_as_its_key_does() -> None:
    """At a full table "+ Add player" and "^n Add player" are both dimmed; a click on the button
    said the table was full, one on the footer's key only rang the bell. It says why, as the
    key does (the first player's "Move up" too), with one bell, and adds or moves no one."""
    app = ScreenHost(lambda: SetupScreen(settings(*"ABCDEFGH"), remember=False))
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        app.screen.query(SeatRow).first().focus_name()  # filled in: Start has the focus
        await pilot.pause()
        bells: list[None] = []
        app.bell = lambda: bells.append(None)  # type: ignore[method-assign]
        keys = {k.action: k for k in app.screen.query(FooterKey) if k.region.width}
        assert keys["add_player"].has_class("-disabled")
        assert app.screen.query_one("#add-player", Button).disabled  # the two alike
        assert keys["move(-1)"].has_class("-disabled") and not keys["move(1)"].has_class(
            "-disabled")
        await pilot.click(keys["add_player"])
        await pilot.pause()
        await pilot.click(keys["move(-1)"])
        await pilot.pause()
        assert toasts(app) == [
            "A table seats at most 8 players.", "This player is first in the turn order already."]
        assert len(bells) == 2
        assert [r.player_name for r in app.screen.query(SeatRow)] == list("ABCDEFGH")
        await pilot.click(keys["move(1)"])  # a key that is not dimmed does what it says
        await pilot.pause()
        assert [r.player_name for r in app.screen.query(SeatRow)][:2] == ["B", "A"]


async def test_a_start_refused_says_the_problems_in_full() -> None:
    """At 60 columns the line under the form cut a problem short ("Sekskortsgolf is for 2–6
    players, no…"), and ctrl+s or a click on the dimmed Start did nothing and said nothing:
    both now say every problem in full, as the Start button's tip does (the lines under the
    form wrap a problem now, but leave out those beyond their four lines)."""
    app = ScreenHost(lambda: SetupScreen(settings(*"ABCDEFG"), remember=False))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        app.screen.query_one("#presets", OptionList).highlighted = \
            preset_names().index("norwegian-6")
        await pilot.pause()
        assert start_disabled(app)
        full = ("Sekskortsgolf is for 2–6 players, not 7. Sexkortsgolf and Sekskorts-Golf"
                " take up to 8 players.")
        shown = "\n".join(line.rstrip() for line in drawn(app.screen.query_one("#problems",
                                                                            Static)))
        assert shown == ("⚠ Sekskortsgolf is for 2–6 players, not\n  7. Sexkortsgolf and"
                         " Sekskorts-Golf\n  take up to 8 players.")  # wrapped, whole
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert toasts(app) == [full]
        assert app.return_value is None and isinstance(app.screen, SetupScreen)
        start = app.screen.query_one("#start", Button)
        assert str(start.tooltip) == full
        app.clear_notifications()
        await pilot.click(start)
        await pilot.pause()
        assert toasts(app) == [full]
        assert isinstance(app.screen, SetupScreen)


async def test_the_ruleset_text_says_what_the_house_rules_ticked_change() -> None:
    """danish-6's description says the hole "ends the moment a grid is all face up": with
    "Final lap" ticked, the box under the rules said so still, and the game played otherwise.
    Under the preset's text comes a line for each house rule ticked, in the form's order, saying
    what it changes as the rules page does (an option by its title); the match length's rule has
    none (the facts' line gives the length). It wraps inside the screen at 60×20 and 80×24, in
    every language: every word of it is drawn, and Tab to the match length shows all of it.
    Each language in turn (the form relabelled at 80×24), at 80×24 and then made 60×20 (an app
    each before)."""
    chosen = ["final-lap", "jokers=minus-3", "18-holes"]  # ticked in another order than shown
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="danish-6",
                                                  house_rules={"danish-6": chosen}),
                                         remember=False))
    failures: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for lang in ("en", "nb", "sv", "da"):
            if app.size != (80, 24):
                await pilot.resize_terminal(80, 24)
            if lang != "en":
                await relabelled(app, pilot, lang)
            for size in ((80, 24), (60, 20)):
                if app.size != size:
                    await pilot.resize_terminal(*size)
                    await pilot.pause()
                failures += [f"{lang} at {size[0]}x{size[1]}: {problem}"
                             for problem in await ruleset_text_problems(app, pilot, lang, size)]
    assert not failures, "\n".join(failures)


async def ruleset_text_problems(app: ScreenHost, pilot: Pilot[None], lang: str,
                                size: tuple[int, int]) -> list[str]:
    """What is wrong with danish-6's text under the rules, Final lap, Jokers −3 and 18 holes
    ticked: a line each."""
    t = translation(lang)
    app.screen.query_one("#presets", OptionList).focus()  # no house rule in focus
    await pilot.pause()
    info = app.screen.query_one("#ruleset-info", Static)
    rules = load_ruleset("danish-6").house_rules
    expected = [
        t.gettext(load_ruleset("danish-6").description),
        # the option's own line, with its value alone (the rule's named −2, −3 and −5)
        f"+ {t.gettext('Jokers −3')}:"
        f" {t.gettext(rules['jokers'].options['minus-3'].description)}",
        f"+ {t.gettext('Final lap')}: {t.gettext(rules['final-lap'].description)}",
        t.gettext("%(min)d–%(max)d players · %(length)s")
        % {"min": 2, "max": 8, "length": t.ngettext("%(n)d hole", "%(n)d holes", 18)
           % {"n": 18}}]
    problems = []
    if str(info.render()).splitlines() != expected:
        problems.append(f"{str(info.render()).splitlines()} (not {expected})")
    if info.region.right > size[0]:
        problems.append(f"its right edge at {info.region.right}")
    lines = [line.strip() for line in drawn(info)]
    if " ".join(lines).split() != " ".join(expected).split():
        problems.append(f"drawn {lines}")
    # Tab to the match length, the last field above it: the whole of it comes in sight,
    # which nothing below it could bring, with the field still there
    length = app.screen.query_one("#length", Select)
    length.focus()
    await pilot.pause()
    await pilot.pause()
    screen = frame_lines(app)
    if str(info.render()).splitlines() != expected:
        problems.append(f"with the length in focus: {str(info.render()).splitlines()}")
    shown = [i for i, row in enumerate(screen) if t.gettext("Match length") in row]
    if not (shown and all(any(line in row for row in screen[shown[0]:]) for line in lines)):
        problems.append("not all of it in sight under the match length:\n" + "\n".join(screen))
    return problems


async def test_unticking_a_house_rule_takes_its_line_away() -> None:
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="danish-6"),
                                         remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        info = app.screen.query_one("#ruleset-info", Static)
        final_lap = next(c for c in app.screen.query(".house-switch").results(Checkbox)
                         if c.name == "final-lap")
        app.screen.query_one("#presets", OptionList).focus()
        final_lap.value = True
        await pilot.pause()
        description = load_ruleset("danish-6").house_rules["final-lap"].description
        assert f"\n+ Final lap: {description}\n" in str(info.render())
        final_lap.value = False
        await pilot.pause()
        assert "Final lap" not in str(info.render())


async def test_rules_pane_keeps_a_width_that_reads_on_a_wide_terminal() -> None:
    """On 250 columns the rules pane took the 185 the players' pane left, the ruleset list's
    highlight running far past its names; it keeps to 100 cells. At 120 it is as wide as
    before."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola")))
    async with app.run_test(size=(250, 70)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#rules-pane").outer_size.width == 100
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        players = app.screen.query_one("#players-pane").outer_size.width
        assert app.screen.query_one("#rules-pane").outer_size.width == 120 - players


def _every_house_rule(preset: str) -> list[str]:
    """Every house rule of ``preset`` on, a rule with options at its first."""
    base = load_ruleset(preset)
    return [f"{key}={next(iter(base.house_rules[key].options))}"
            if base.house_rules[key].options else key for key in switch_rules(base)]


async def test_the_text_under_the_rules_scrolls_by_keys_to_its_end() -> None:
    """danish-6 with every house rule on, at 80×24: its text runs past the screen, cut at "+
    Four of a kind: … earn a" with no key to read on. Tab after the match length goes to it,
    and the arrows and page keys scroll the pane to its last line."""
    house = {"danish-6": _every_house_rule("danish-6")}
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="danish-6",
                                                  house_rules=house), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "2–8 players · 9 holes" not in "\n".join(frame_lines(app))
        app.screen.query_one("#length", Select).focus()
        await pilot.press("tab")
        await pilot.pause()
        info = app.screen.query_one("#ruleset-info", Static)
        assert app.screen.focused is info
        await pilot.press("down", "down")
        await pilot.pause()
        pane = app.screen.query_one("#rules-pane")
        assert pane.scroll_y > 0
        await pilot.press("pagedown", "pagedown")
        await pilot.pause()
        shown = "\n".join(frame_lines(app))
        assert "+ Final lap:" in shown and "2–8 players · 9 holes" in shown
        await pilot.press("home")
        await pilot.pause()
        assert pane.scroll_y == 0


@pytest.mark.parametrize("preset", preset_names())
async def test_tab_stops_only_where_a_player_changes_something(preset: str) -> None:
    """The text under the rules, read-only, is no stop of Tab where it shows whole with the
    match length: Tab goes from the last rule's field on to Start, and Start's shift+Tab back.
    (Where it runs past the screen it is: the test above.) At 80×24, then the terminal made
    44×24 and 120×40 (an app each before)."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset=preset),
                                         remember=False))
    failures = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        for size in ((80, 24), (44, 24), (120, 40)):
            if app.size != size:
                await pilot.resize_terminal(*size)
                await pilot.pause()
            info = screen.query_one("#ruleset-info")
            if info in screen.focus_chain:
                failures.append(f"{size}: the text under the rules is a stop of Tab")
            screen.query_one("#length", Select).focus()
            await pilot.press("tab")
            await pilot.pause()
            tabbed = screen.focused
            await pilot.press("shift+tab")
            await pilot.pause()
            if tabbed is not screen.query_one("#start") \
                    or screen.focused is not screen.query_one("#length"):
                failures.append(f"{size}: Tab from the length to {tabbed}, shift+Tab back to"
                                f" {screen.focused}")
    assert not failures, "\n".join(failures)


async def test_a_choice_of_a_house_rule_does_not_repeat_its_title() -> None:
    """danish-6's jokers read "Jokers   Jokers −5": the choice beside the title says "−5"."""
    house = {"danish-6": ["jokers=minus-5"]}
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="danish-6",
                                                  house_rules=house), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        jokers = next(s for s in app.screen.query(".house-choice").results(Select)
                      if s.name == "jokers")
        assert jokers.value == "jokers=minus-5"
        shown = str(jokers.query_one(SelectCurrent).query_one("#label", Static).render())
        assert shown == "−5"
        row = next(line for line in frame_lines(app) if "−5" in line)
        assert row.count("Jokers") == 1


async def test_a_ruleset_chosen_at_60x20_brings_its_house_rules_into_sight() -> None:
    """Below 80 columns the form scrolls as one: choosing a ruleset with the arrows left its
    house rules below the screen with nothing to say so; the list's title goes to the top,
    the house rules and the match length under it."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="norwegian-4"),
                                         remember=False))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        app.screen.query_one("#theme", Select).focus()  # the players' pane's last field
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.focused is app.screen.query_one("#presets", OptionList)
        await pilot.press("down", "down", "down")
        await pilot.pause()
        shown = "\n".join(frame_lines(app))
        assert "Sekskorts-Golf" in shown  # danish-6, highlighted
        assert "House rules" in shown and "Final lap" in shown and "Match length" in shown


@pytest.mark.usefixtures("at_odds")
async def test_quitting_keeps_the_house_rules_that_go_together(home: Path) -> None:
    """Quitting saves the form as Start would (``remember_on_quit``), but of two house rules
    that cannot be played together only the first: the file reads back without a problem."""
    app = ScreenHost(lambda: SetupScreen(settings("Kari", "Ola", ruleset="norwegian-4")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        ticks = {cb.name: cb for cb in screen.query(".house-switch").results(Checkbox)}
        ticks["pair-bonus"].value = True
        ticks["column-pairs"].value = True
        await pilot.pause()
        assert start_disabled(app)
        assert screen.remember_on_quit() is None
    saved, report = load_settings_report(home / "settings.json")
    assert report == []
    kept = saved.house_rules["norwegian-4"]
    assert ("pair-bonus" in kept) != ("column-pairs" in kept)
    assert [s.name for s in saved.seats] == ["Kari", "Ola"]


@pytest.mark.parametrize(("lang", "said"), [
    ("nb", "Sekskortsgolf (Norge) er for 2–6 spillere, ikke 8. Sekskortsgolf (Sverige) og"
           " Sekskortsgolf (Danmark) tar opptil 8 spillere."),
    ("en", "Sekskortsgolf is for 2–6 players, not 8. Sexkortsgolf and Sekskorts-Golf take up to"
           " 8 players."),
])  # fmt: skip
async def test_too_many_players_names_the_preset_and_what_seats_them(lang: str,
                                                                     said: str) -> None:
    """Eight players at norwegian-6 in bokmål: "⚠ Sekskortsgolf er for 2–6 spillere, ikke 8.",
    where norwegian-6, swedish-6 and danish-6 are all "Sekskortsgolf". It names the preset as
    the list of presets tells them apart, and the presets that do seat eight."""
    set_language(lang)
    names = ("Kari", "Ola", "Siri", "Per", "Liv", "Bjørn", "Ane", "Tor")
    app = ScreenHost(lambda: SetupScreen(settings(*names, ruleset="norwegian-6"),
                                         remember=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert " ".join(problems(app).split()) == f"⚠ {said}"
        assert str(app.screen.query_one("#start", Button).tooltip) == said
