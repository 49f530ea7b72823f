"""The Match history and Player statistics screens fit the terminal: at 60×20, 80×24 and 120×40
every column shows without scrolling sideways, the winner and every player's total (all eight)
included, and a long cell wraps rather than being cut."""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import DataTable

from golf_tui import i18n
from golf_tui.app.app import GolfApp
from golf_tui.app.screens.history import HistoryScreen
from golf_tui.app.screens.stats import SHORT_COLUMNS, StatsScreen
from golf_tui.breakdown import minus
from golf_tui.cli.history import holes_text, mean_text
from golf_tui.engine import Match
from golf_tui.i18n import LANGUAGES, set_language
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store, player_stats
from golf_tui.storage.history import computer_name

EIGHT = (("Kari", "human"), ("Bot 1", "normal"), ("Bot 2", "normal"), ("Bot 3", "normal"),
         ("Ola", "human"), ("Bot 4", "hard"), ("Bot 5", "easy"), ("Bot 6", "random"))


@cache
def _match(ruleset: str, seats: tuple[tuple[str, str], ...], seed: int,
           house: tuple[str, ...] = ()) -> Match:
    """A whole match simulated (a Match is immutable: simulated once, for every test that
    records it; the eight players' nine holes were a second of each test's set-up)."""
    m = simulate(load_ruleset(ruleset, list(house)), len(seats), seed)
    return Match(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
                 m.results, m.actions, m.finished)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    three = (("Kari", "human"), ("Bot 1", "hard"), ("Ola", "human"))
    store.record_finished(_match("danish-6", three, 4, ("jokers=minus-5", "four-of-a-kind")),
                          three)
    store.record_finished(_match("nine-card", EIGHT, 5), EIGHT)  # the newest: listed first
    return store


def _text(app: GolfApp) -> str:
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system=None, record=True)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens, simplify=True))
    return console.export_text()


async def _shown_unscrolled(screen: Screen[object], size: tuple[int, int]) -> str:
    """The text of ``screen`` shown at ``size``, once its table is checked to need no sideways
    scrolling."""
    app = GolfApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await app.push_screen(screen)
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert table.virtual_size.width <= table.scrollable_content_region.width
        return _text(app)


async def _pushed_unscrolled(app: GolfApp, pilot: Pilot[None], screen: Screen[object]) -> str:
    """The text of ``screen`` put up (and taken down again) in ``app``, once its table is
    checked to need no sideways scrolling."""
    await app.push_screen(screen)
    await pilot.pause()
    table = screen.query_one(DataTable)
    assert table.virtual_size.width <= table.scrollable_content_region.width, _text(app)
    text = _text(app)
    await app.pop_screen()
    return text


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_history_fits_with_every_total_and_the_winner(
        store: Store, size: tuple[int, int]) -> None:
    entries, _ = store.history()
    nine = entries[-1]
    text = await _shown_unscrolled(HistoryScreen(store), size)
    # each player on a line of their own, with the level of a computer and the total
    for seat, total in enumerate(nine.totals):
        label = nine.seat_label(seat)
        assert re.search(rf"{re.escape(label)} +{total}\b", text), (label, total, text)
    winners = " & ".join(nine.winner_labels())
    # the ruleset by its name, not the file's "nine-card"
    (first,) = [line for line in text.splitlines() if "Nine-card Golf" in line]
    assert winners in first, text  # beside the match, on its first line
    assert "9 holes" in text and "nine-card" not in text
    assert "Bot 1 (normal)" in text and "Bot 4 (hard)" in text
    assert "Sekskortsgolf +" not in text and "+1" not in text


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_statistics_fit_without_cutting_a_number(
        store: Store, size: tuple[int, int]) -> None:
    """At 80 columns "Sekskorts-Golf · Jokers −5, Four of a kind" took three lines of the
    names' column beside the full headings: the short ones leave it room for two."""
    text = await _shown_unscrolled(StatsScreen(store), size)
    full = size[0] >= 120
    for heading in (("Player", "Matches", "Wins", "Mean hole", "Best hole", "Best match") if full
                    else ("Player", "Played", "Won", "Mean", "Best", "match")):
        assert heading in text, text
    assert "(9 holes)" in text  # the best match, whole
    names = [re.split(r" {2,}", line.strip("│ "))[0] for line in text.splitlines()]
    at = next(n for n, name in enumerate(names) if name.startswith("Sekskorts-Golf ·"))
    label = "Sekskorts-Golf · Jokers −5, Four of a kind"
    assert (names[at] if full else f"{names[at]} {names[at + 1]}") == label, text


async def test_a_scorecard_from_the_history_names_each_computer_with_its_level(
        store: Store) -> None:
    """"Bot 1" was a hard player in one match and a normal one in the next: the scorecard opened
    from the list names them as the list does."""
    app = GolfApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await app.push_screen(HistoryScreen(store))
        await pilot.pause()
        await pilot.press("enter")  # the newest match, eight players on nine cards
        await pilot.pause()
        text = _text(app)
    assert "Scorecard" in text and "Total" in text, text
    for label in ("Bot 1 (normal)", "Bot 4 (hard)", "Bot 5 (easy)", "Bot 6 (random)"):
        assert label in text, (label, text)
    assert "Kari (" not in text  # a person is named as they are


async def test_at_60_columns_in_every_language_nothing_needs_scrolling_sideways(
        store: Store) -> None:
    """The smallest terminal (60×20): the statistics' best hole and best match (a play-tester
    found them only by scrolling sideways in Swedish) and the history's winner and dates all
    show, in each language; the best matches under their ruleset, the dates under their match."""
    entries, _ = store.history()
    stats = player_stats(entries)
    app = GolfApp()
    async with app.run_test(size=(60, 20)) as pilot:
        for lang in LANGUAGES:
            set_language(lang)
            text = await _pushed_unscrolled(app, pilot, StatsScreen(store))
            for heading in ("Best hole", "Best match"):
                for word in i18n._(heading).split():
                    assert word in text, (lang, word, text)
            # the first lines: Kari's danish-6 with jokers at −5 and four of a kind, those
            # under its name, whole words, its numbers beside the name's first line
            (ruleset,) = [r for r in stats[0].rulesets if r.ruleset == "danish-6"]
            (best,) = ruleset.best_match.values()
            mean = mean_text(ruleset.mean_hole)
            first = ruleset.shown_name()[:8]  # (the name's first line: "Sekskorts-")
            assert re.search(rf"{re.escape(first)}\S* ·? +{ruleset.matches} +{ruleset.wins} +"
                             rf"{mean} +{ruleset.best_hole} +{best}\b", text), (lang, text)
            for word in " ".join(ruleset.house_rule_titles()).split():
                assert re.search(rf"│ +(\S+ )*{re.escape(word)}\b", text), (lang, word, text)
            assert holes_text(9) in text, (lang, text)  # under its total, where it does not fit
            text = await _pushed_unscrolled(app, pilot, HistoryScreen(store))
            newest = entries[-1]
            assert " & ".join(newest.winner_labels()) in text, (lang, text)
            for entry in entries[-2:]:  # the two on the first screen
                date, _space, time = entry.finished_local.partition(" ")
                assert date in text and time in text, (lang, text)


async def test_a_winner_of_sixteen_characters_is_not_broken_at_80_columns(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Winner column was 14 wide at 80 columns: a name of the 16 a name may have was
    broken in two ("Kristoffer-Mag" over "nu")."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    two = (("Kristoffer-Magnu", "human"), ("Bot 1", "random"))
    for seed in range(20):  # one that the person wins
        m = _match("swedish-6", two, seed)
        if m.totals[0] < m.totals[1]:
            break
    store.record_finished(m, two)
    text = await _shown_unscrolled(HistoryScreen(store), (80, 24))
    (first,) = [line for line in text.splitlines() if "Sexkortsgolf" in line]
    assert first.rstrip(" │").endswith("Kristoffer-Magnu"), text


@pytest.mark.parametrize("kind", ["history", "stats"])
async def test_home_and_end_go_to_the_first_and_the_last_row(store: Store, kind: str) -> None:
    """Home and End scrolled the table sideways and left its row cursor where it was: End then
    Enter opened the newest match, not the oldest. Now they go to the first and last row."""
    screen: Screen[object] = HistoryScreen(store) if kind == "history" else StatsScreen(store)
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(screen)
        await pilot.pause()
        table = screen.query_one(DataTable)
        assert table.row_count > 1 and table.cursor_row == 0
        await pilot.press("end")
        assert table.cursor_row == table.row_count - 1
        await pilot.press("home")
        assert table.cursor_row == 0


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (60, 40)])
async def test_a_computer_levels_row_is_one_row(store: Store, size: tuple[int, int]) -> None:
    """"random bot" had "bot level" on a line of its own under it: it read as another player,
    with no matches; then "(bot level)" at the end of its line, in the best match column,
    read as a best match. The levels stand under a heading of their own now, after the
    people, each on one row, and nothing is in the best match column but best matches."""
    text = await _shown_unscrolled(StatsScreen(store), size)
    lines = [line.strip("│ ") for line in text.splitlines()]
    assert "bot level" not in text, text
    heading = lines.index("Bot levels:")
    for level in ("random bot", "easy bot"):  # the first screen's
        (at,) = [n for n, line in enumerate(lines) if line.startswith(level)]
        assert at > heading, text
        # one match, won or not (the seats are seeded random players: who wins is theirs)
        assert re.fullmatch(rf"{level} +1 +[01]", lines[at]), text


async def test_at_60_columns_every_heading_stays_in_its_column(store: Store) -> None:
    """At 60 columns "Best match" (nb "Beste parti") stood under "Player", as if its column
    had broken onto a line of its own, the best matches under the rulesets' names, and a bot
    level's "(botnivå)" in the mean hole's column. Now each heading, over two lines at most,
    stays in its column, in every language, and a level's line has nothing in the best match
    column (it stands under the levels' heading)."""
    app = GolfApp()
    async with app.run_test(size=(60, 24)) as pilot:  # (the levels' heading takes a line)
        for lang in LANGUAGES:
            set_language(lang)
            screen = StatsScreen(store)
            await app.push_screen(screen)
            await pilot.pause()
            lines = _text(app).splitlines()
            columns = list(screen.query_one(DataTable).columns.values())
            await app.pop_screen()
            top = next(i for i, line in enumerate(lines) if line.startswith("╭"))
            header = lines[top + 1 : top + 3]
            levels = [line for line in lines if line.startswith("│  " + computer_name("random"))]
            assert len(levels) == 1, (lang, lines)
            assert any(line.startswith("│  " + i18n._("Bot levels:")) for line in lines)
            heard, x = [], 2  # the box's border and padding
            for column in columns:
                inside = [line[x + 1 : x + 1 + column.width] for line in header]
                for line in header:  # nothing in the padding between two columns
                    assert line[x] == " " == line[x + column.width + 1], (lang, header)
                heard.append(" ".join(" ".join(inside).split()))
                last = levels[0][x + 1 : x + 1 + column.width].strip()
                x += column.width + 2
            words = [i18n.translated(c) for c in SHORT_COLUMNS]
            assert heard == [i18n._("Player"), *words, i18n._("Best match")], (lang, header)
            assert last == "", (lang, lines)  # a best match only, never "(bot level)"


async def test_one_click_on_a_match_opens_its_scorecard(store: Store) -> None:
    """A click on a row only moved the cursor there, and a second opened it: one click opens
    it, as one click takes a preset from the setup's list."""
    from golf_tui.app.screens.scorecard import ScorecardScreen

    app = GolfApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await app.push_screen(HistoryScreen(store))
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert table.cursor_row == 0
        # the older match, Kari, a hard Bot 1 and Ola: its first line
        y = table.header_height + table.ordered_rows[0].height
        await pilot.click(table, offset=(3, y))
        await pilot.pause()
        assert isinstance(app.screen, ScorecardScreen)
        assert "Bot 1 (hard)" in _text(app), _text(app)


async def test_a_total_a_computer_stood_in_for_is_marked_with_a_legend(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``golf-tui history`` marks the total of a person a computer played some holes for ("*"
    and a legend); the app's Match history showed it as any other, in every language (each
    put up anew in one app, in its language, as the 60-column test does)."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    three = (("Kari", "human"), ("Bot 1", "hard"), ("Ola", "human"))
    store.record_finished(_match("danish-6", three, 4), three, "2026-12-01T20:00:00+00:00",
                          settings={"stood_in": [[2, [1]]]})
    # the newest, listed first: nobody stood in
    store.record_finished(_match("danish-6", three, 5), three, "2026-12-02T20:00:00+00:00")
    entries, _ = store.history()
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for lang in LANGUAGES:
            set_language(lang)
            text = await _pushed_unscrolled(app, pilot, HistoryScreen(store))
            lines = text.splitlines()
            ola = [line for line in lines if re.search(r"Ola +\S*\d", line)]
            kari = [line for line in lines if re.search(r"Kari +\S*\d", line)]
            assert len(ola) == len(kari) == 2, (lang, text)
            assert re.search(rf"Ola +{re.escape(minus(entries[0].totals[2]))}\* ", ola[1]), (
                lang, text)
            assert "*" not in ola[0] + "".join(kari), (lang, text)
            legend = "* " + i18n._("A computer played some holes for this player.")
            assert any(line.strip("│ ").startswith(legend) for line in lines), (lang, text)


async def test_the_scorecard_of_a_match_a_computer_stood_in_says_for_whom(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The list marks Ola's total "*"; the scorecard Enter opens from it showed her total
    unmarked and said nothing, where ``golf-tui history --show`` says in which holes."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    three = (("Kari", "human"), ("Bot 1", "hard"), ("Ola", "human"))
    store.record_finished(_match("danish-6", three, 4), three, "2026-12-01T20:00:00+00:00",
                          settings={"stood_in": [[2, [1, 2]]]})
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(HistoryScreen(store))
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert "A computer played for Ola in holes 1 and 2." in _text(app), _text(app)


async def test_the_row_under_the_cursor_is_underlined_without_colour(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Under NO_COLOR the history's and the statistics' row under the cursor had a lighter grey
    behind it, and the bold its winners and players have: underlined, it has a shape of its
    own, as the setup's lists' highlighted option has."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = GolfApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for screen in (HistoryScreen(store), StatsScreen(store)):
            await app.push_screen(screen)
            await pilot.pause()
            table = screen.query_one(DataTable)
            await pilot.press("down")
            region = table.content_region
            underlined = {y for y in range(region.y, region.bottom)
                          if any(app.screen.get_style_at(x, y).underline
                                 for x in range(region.x, region.right))}
            cursor = table._get_row_region(table.cursor_row)  # (Textual's, header and all)
            top = region.y + cursor.y - int(table.scroll_y)
            rows = set(range(top, top + cursor.height))
            assert underlined == rows, (type(screen).__name__, underlined, rows)
            await app.pop_screen()


@pytest.mark.parametrize("make", [HistoryScreen, StatsScreen])
async def test_below_60_columns_the_lists_say_what_width_they_need(
        store: Store, make: type[HistoryScreen] | type[StatsScreen]) -> None:
    """On a phone held upright (40 columns) the history cut "Kari 299" to "Kari 29" at its
    box's edge, and the statistics wrapped each name a letter a line ("A", "n", "e"): below
    the 60 columns their columns need, each says so, and its list comes back, as it was, on a
    wider terminal."""
    app = GolfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(make(store))
        await pilot.pause()
        before = _text(app)
        await pilot.resize_terminal(40, 20)
        await pilot.pause()
        await pilot.pause()
        text = _text(app)
        assert "This list needs 60 columns (now 40)." in text, text
        assert not app.screen.query(DataTable)
        await pilot.press("enter")  # the history's Enter opens no scorecard of no list
        await pilot.pause()
        assert isinstance(app.screen, make)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert _text(app) == before
