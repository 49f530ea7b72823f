"""Statistics keep a ruleset played with house rules apart from it as it ships: a peek penalty
adds points, jokers at −5 take them away, so a norwegian-4 match with the peek penalty spoiled
the player's plain norwegian-4 mean hole score and best hole. A house rule of the match's length
alone (18 holes, to 100) is no other game: a best match is per length already. A preset whose
play ``--rule`` changed (a king worth 5) is counted apart too, as "own rules"."""

from __future__ import annotations

import dataclasses
import io
import itertools
import json
import re
from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import DataTable

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.stats import StatsScreen, ruleset_cell, stats_layout
from golf_tui.cli import main
from golf_tui.engine import Match
from golf_tui.i18n import _, set_language
from golf_tui.presets import load_ruleset, preset_names
from golf_tui.simulate import simulate
from golf_tui.storage import HistoryEntry, Store, player_stats
from golf_tui.storage.history import HistoryTally, RulesetStats, entry_from_match

PEOPLE = (("Kari", "human"), ("Ola", "human"))


def _match(ruleset: str, seed: int, house: tuple[str, ...] = (),
           rules: tuple[str, ...] = ()) -> Match:
    m = simulate(load_ruleset(ruleset, list(house), list(rules)), len(PEOPLE), seed)
    return Match(m.table, tuple(n for n, _ in PEOPLE), m.seed, m.hole, m.hole_number, m.deals,
                 m.results, m.actions, m.finished)


def _entry(ruleset: str, seed: int, house: tuple[str, ...] = (),
           rules: tuple[str, ...] = ()) -> HistoryEntry:
    return entry_from_match(_match(ruleset, seed, house, rules), ("human", "human"),
                            f"2026-01-{seed:02d}T12:00:00+00:00")


def _kari(entries: list[HistoryEntry]) -> dict[str, RulesetStats]:
    (kari,) = [s for s in player_stats(entries) if s.name == "Kari"]
    return {r.key: r for r in kari.rulesets}


def _sums(entries: list[HistoryEntry]) -> tuple[int, int, int]:
    """Kari's holes, points and best hole over ``entries``."""
    scores = [h[0] for e in entries for h in e.holes]
    return len(scores), sum(scores), min(scores)


def test_house_rules_that_change_play_count_apart_and_those_of_length_do_not() -> None:
    plain, long = _entry("norwegian-4", 1), _entry("norwegian-4", 2, ("18-holes",))
    peek = _entry("norwegian-4", 3, ("peek-penalty",))
    peek_long = _entry("norwegian-4", 4, ("18-holes", "peek-penalty"))
    both = _entry("norwegian-4", 5, ("peek-penalty", "jokers"))
    both_again = _entry("norwegian-4", 6, ("jokers", "peek-penalty"))  # named in another order
    danish = _entry("danish-6", 7, ("jokers=minus-3", "final-lap"))
    lines = _kari([plain, long, peek, peek_long, both, both_again, danish])
    assert list(lines) == ["danish-6+final-lap+jokers=minus-3", "norwegian-4",
                           "norwegian-4+peek-penalty", "norwegian-4+jokers+peek-penalty"]
    for key, entries in (("norwegian-4", [plain, long]),
                         ("norwegian-4+peek-penalty", [peek, peek_long]),
                         ("norwegian-4+jokers+peek-penalty", [both, both_again]),
                         ("danish-6+final-lap+jokers=minus-3", [danish])):
        r = lines[key]
        holes, points, best = _sums(entries)
        assert (r.matches, r.holes, r.best_hole) == (len(entries), holes, best), key
        assert r.mean_hole == points / holes, key
    assert lines["norwegian-4"].best_match == {18: long.totals[0], 9: plain.totals[0]}
    assert lines["norwegian-4+peek-penalty"].best_match == {18: peek_long.totals[0],
                                                            9: peek.totals[0]}
    assert (lines["norwegian-4"].house_rules, lines["norwegian-4"].own_rules) == ((), False)
    assert lines["danish-6+final-lap+jokers=minus-3"].house_rules == ("final-lap",
                                                                      "jokers=minus-3")
    # the titles in the current language, in the order the ruleset offers them
    assert [r.label() for r in lines.values()] == [
        "danish-6 · Jokers −3, Final lap", "norwegian-4", "norwegian-4 · Peek penalty",
        "norwegian-4 · Jokers, Peek penalty"]
    set_language("nb")
    assert lines["norwegian-4+peek-penalty"].label() == "norwegian-4 · Tittestraff"


def test_a_preset_whose_play_rule_changed_counts_apart_but_not_its_length_or_seats() -> None:
    plain = _entry("norwegian-4", 1)
    short = _entry("norwegian-4", 2, rules=("match.holes=2", "players.max=6"))
    kings = _entry("norwegian-4", 3, rules=("values.K=5",))
    peek_kings = _entry("norwegian-4", 4, ("peek-penalty",), ("values.K=5",))
    # a --rule that sets what the preset has already changes nothing
    same = _entry("norwegian-4", 5, rules=("values.K=0",))
    lines = _kari([plain, short, kings, peek_kings, same])
    assert list(lines) == ["norwegian-4", "norwegian-4+(own rules)",
                           "norwegian-4+peek-penalty+(own rules)"]
    assert [r.matches for r in lines.values()] == [3, 1, 1]
    assert lines["norwegian-4"].best_match == {9: min(plain.totals[0], same.totals[0]),
                                               2: short.totals[0]}
    assert [r.label() for r in lines.values()] == [
        "norwegian-4", "norwegian-4 · own rules", "norwegian-4 · Peek penalty, own rules"]
    set_language("da")
    assert lines["norwegian-4+peek-penalty+(own rules)"].label() == \
        "norwegian-4 · Kigstraf, egne regler"


def test_no_shipped_house_rule_is_taken_for_rules_of_ones_own() -> None:
    """Every preset with each house rule it offers (each option), as the setup plays it: its
    own line, named by the house rule, or the preset's where it sets the match's length."""
    for name in preset_names():
        for key, rule in load_ruleset(name).house_rules.items():
            for choice in [f"{key}={o}" for o in rule.options] or [key]:
                rules = load_ruleset(name, [choice])
                e = HistoryEntry("2026-01-01T12:00:00+00:00", name, rules.active_house_rules,
                                 ("Kari", "Ola"), ("human", "human"), ((1, 2),), (1, 2), (0,),
                                 {"ruleset": rules.model_dump(mode="json")})
                (r,) = _kari([e]).values()
                length = all(k.startswith("match.") for k in rule.changes) and not rule.options
                assert r.key == (name if length else f"{name}+{choice}"), (name, choice)


def test_a_match_whose_ruleset_does_not_read_counts_by_its_house_rules_as_saved() -> None:
    """A hand-edited ruleset in the record: its house rules as the entry names them, those of
    the preset's length still none."""
    peek = _entry("norwegian-4", 1, ("peek-penalty", "18-holes"))
    record = json.loads(json.dumps(peek.to_json()))
    record["match"]["ruleset"]["grid"] = "9x9"
    broken = HistoryEntry(peek.finished_at, peek.ruleset, peek.house_rules, peek.players,
                          peek.kinds, peek.holes, peek.totals, peek.winners, record["match"])
    (r,) = _kari([broken]).values()
    assert (r.key, r.label()) == ("norwegian-4+peek-penalty", "norwegian-4 · peek-penalty")


def test_a_match_saved_without_house_rules_counts_as_the_plain_preset() -> None:
    """A record whose ruleset names no house rules switched on (as one saved before they were)
    is the preset as it ships."""
    plain = _entry("norwegian-4", 1)
    record = json.loads(json.dumps(plain.to_json()))
    del record["match"]["ruleset"]["active_house_rules"]
    old = HistoryEntry(plain.finished_at, plain.ruleset, (), plain.players, plain.kinds,
                       plain.holes, plain.totals, plain.winners, record["match"])
    assert list(_kari([old, _entry("norwegian-4", 2)])) == ["norwegian-4"]


def test_json_keys_cannot_collide() -> None:
    """A ruleset file may be called "norwegian-4+peek-penalty", and a house rule's key may hold
    a "+": each key is still one line's."""
    def key(ruleset: str, house: tuple[str, ...] = (), own: bool = False) -> str:
        return RulesetStats(ruleset, 1, 0, 9, 1.0, 1, {9: 9}, house, own).key

    keys = [key("norwegian-4"), key("norwegian-4", ("peek-penalty",)),
            key("norwegian-4+peek-penalty"), key("norwegian-4", ("peek+penalty",)),
            # a house rule's key has no space, but an option's name may
            key("norwegian-4", own=True), key("norwegian-4", ("x=(own rules)",)),
            key("a%2Bb"), key("a+b"), key("a", ("b",)), key("norwegian-4", ("peek-penalty",), True)]
    assert len(set(keys)) == len(keys), keys
    assert keys[:5] == ["norwegian-4", "norwegian-4+peek-penalty", "norwegian-4%2Bpeek-penalty",
                        "norwegian-4+peek%2Bpenalty", "norwegian-4+(own rules)"]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """Kari and Ola: norwegian-4 as it ships, with the peek penalty (and 18 holes), and with
    jokers and the pair bonus."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    store.record_finished(_match("norwegian-4", 1, ("peek-penalty",)), PEOPLE)
    store.record_finished(_match("norwegian-4", 2), PEOPLE)
    store.record_finished(_match("norwegian-4", 3, ("peek-penalty", "18-holes")), PEOPLE)
    store.record_finished(_match("norwegian-4", 4, ("jokers", "pair-bonus")), PEOPLE)
    return store


def test_the_history_tally_counts_as_player_stats_does(store: Store) -> None:
    entries, _ = store.history()
    tally = HistoryTally()
    for e in entries:
        tally.add(e)
    assert tally.stats() == player_stats(entries)
    counted, problems = store.tally()
    assert (counted.stats(), problems) == (player_stats(entries), [])
    assert [r.key for r in counted.stats()[0].rulesets] == [
        "norwegian-4", "norwegian-4+peek-penalty", "norwegian-4+jokers+pair-bonus"]


def test_stats_json_keeps_the_plain_keys_and_names_each_variant(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    entries, _ = store.history()
    peek, plain, peek_long, pairs = entries
    assert main(["stats", "--json", "Kari"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    keys = ["norwegian-4", "norwegian-4+peek-penalty", "norwegian-4+jokers+pair-bonus"]
    for field in ("mean_hole_score", "holes", "best_hole", "rulesets"):
        assert list(row[field]) == keys, field
    assert row["holes"] == {keys[0]: 9, keys[1]: 27, keys[2]: 9}
    assert row["best_hole"][keys[0]] == min(h[0] for h in plain.holes)
    assert row["best_hole"][keys[1]] == min(h[0] for e in (peek, peek_long) for h in e.holes)
    assert row["best_match"] == [
        {"ruleset": keys[0], "holes": 9, "total": plain.totals[0]},
        {"ruleset": keys[1], "holes": 18, "total": peek_long.totals[0]},
        {"ruleset": keys[1], "holes": 9, "total": peek.totals[0]},
        {"ruleset": keys[2], "holes": 9, "total": pairs.totals[0]}]
    assert row["rulesets"] == {
        keys[0]: {"ruleset": "norwegian-4", "house_rules": [], "own_rules": False},
        keys[1]: {"ruleset": "norwegian-4", "house_rules": ["peek-penalty"],
                  "own_rules": False},
        keys[2]: {"ruleset": "norwegian-4", "house_rules": ["jokers", "pair-bonus"],
                  "own_rules": False}}


def test_stats_text_names_each_variant_by_its_titles_in_the_language(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    def lines() -> list[str]:
        """The player's line and each ruleset's, their wrapped parts (indented 4) joined."""
        joined: list[str] = []
        for line in capsys.readouterr().out.splitlines():
            if line.startswith("    "):
                joined[-1] += " " + line.strip()
            else:
                joined.append(line)
        return joined

    assert main(["stats", "Kari"]) == 0
    kari = lines()
    assert [line.partition(":")[0] for line in kari] == [
        "Kari", "  norwegian-4", "  norwegian-4 · Peek penalty",
        "  norwegian-4 · Pair bonus, Jokers"]
    assert kari[2].startswith("  norwegian-4 · Peek penalty: 2 matches,"), kari
    assert "best match" in kari[2] and "(18 holes)" in kari[2], kari
    assert main(["stats", "--lang", "sv", "Kari"]) == 0
    kari = lines()
    assert kari[2].startswith("  norwegian-4 · Tittstraff: 2 "), kari


def _text(app: GolfApp) -> str:
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system=None, record=True)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens, simplify=True))
    return console.export_text()


@pytest.mark.parametrize("size", [(60, 24), (80, 24), (120, 24)])
async def test_the_app_shows_each_variant_under_the_plain_preset(
        store: Store, size: tuple[int, int]) -> None:
    """Kari's lines: the plain preset first, then each variant, its numbers beside its name and
    its house rules' titles beside it or under it, wrapped within the names' column (13 cells
    at 60 columns, 18 at 80, as wide as the widest line where there is room), each line
    indented as the name."""
    entries, _ = store.history()
    kari = player_stats(entries)[0]
    app = GolfApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await app.push_screen(StatsScreen(store))
        await pilot.pause()
        lines = _text(app).splitlines()
    width = stats_layout(size[0], store.tally()[0].stats()).widths[0]  # as the screen has it
    heading = next(line for line in lines if "│  Player" in line)
    at = heading.index("Player")
    names = [line[at:at + width] for line in lines]
    start = names.index("Kari".ljust(width))
    end = names.index("Ola".ljust(width))
    # nothing wider than the names' column: a space between it and the next
    assert all(line[at + width] == " " for line in lines[start:end]), lines
    # a ruleset's line has its numbers; its titles' lines, none
    cells: list[list[str]] = []
    for name, line in zip(names[start + 1:end], lines[start + 1:end], strict=True):
        assert not name.strip() or re.match(r"(  |· )\S", name), (name, lines)
        if re.match(r" +\d+ +\d+ ", line[at + width:]):
            cells.append([])
        if name.strip():
            cells[-1].append(name.strip())
    shown = [" ".join(cell) for cell in cells]
    # (at 60 columns the best matches' "(18 holes)" leave the name one cell too few:
    # "Firekortsgol" / "f", a word wider than the column broken at its edge)
    assert ["".join(s.replace("·", "").replace(",", "").split()) for s in shown] == [
        "".join(r.label(r.shown_name()).replace("·", "").replace(",", "").split())
        for r in kari.rulesets], lines
    assert shown[0].replace(" ", "") == "Firekortsgolf", lines  # not the file's "norwegian-4"
    # the titles stand beside the name where they fit, with the "·" where it does
    assert (cells[1] == ["Firekortsgolf · Peek penalty"]) == (width >= 30), lines
    assert cells[1][0].startswith("Firekortsgolf ·") == (width >= 17), lines
    # where it does not fit after the name, it starts the titles' first line, in the indent:
    # "norwegian-4" / "Peek" / "penalty" read as the plain preset's line, then two others
    for cell in cells[1:]:  # (after the name's last line, where the name is broken)
        assert any("·" in line for line in cell[:2]) or cell[1].startswith("· "), lines




def test_a_long_label_wraps_within_the_names_column_a_house_rule_a_line() -> None:
    """At 60 columns the names' column is 13 cells wide: each house rule starts a line, as
    indented as the name, a word broken only where it is wider than the column."""
    peek = load_ruleset("norwegian-4", ["peek-penalty"])
    danish = load_ruleset("danish-6", ["jokers=minus-5", "final-lap"])

    def lines(ruleset: str, house: tuple[str, ...], own: bool, rules: object,
              width: int) -> list[str]:
        r = RulesetStats(ruleset, 1, 0, 9, 1.0, 1, {9: 9}, house, own, rules)
        return ruleset_cell(r, width).plain.splitlines()

    set_language("nb")
    # "Firekortsgolf ·" is wider than 15 cells: the "·" stands before the first title, in the
    # indent (without it "Firekortsgolf" / "Tittestraff" read as the plain preset's line)
    assert lines("norwegian-4", ("peek-penalty",), True, peek, 15) == [
        "  Firekortsgolf", "· Tittestraff,", "  egne regler"]
    assert lines("norwegian-4", ("peek-penalty",), True, peek, 18) == [
        "  Firekortsgolf ·", "  Tittestraff,", "  egne regler"]
    assert lines("norwegian-4", ("peek-penalty",), True, peek, 42) == [
        "  Firekortsgolf · Tittestraff, egne regler"]
    set_language("en")
    # a name wider than the column breaks after its hyphen
    assert lines("danish-6", ("final-lap", "jokers=minus-5"), False, danish, 13) == [
        "  Sekskorts-", "  Golf ·", "  Jokers −5,", "  Final lap"]
    assert lines("norwegian-4", ("peek-penalty",), False, peek, 15) == [
        "  Firekortsgolf", "· Peek penalty"]
    # a ruleset that does not read: as saved
    assert lines("norwegian-4", (), True, None, 13) == ["  norwegian-4", "· own rules"]
    long = lines("a-ruleset-of-my-own", ("a-house-rule-of-my-own",), False, None, 13)
    # a word wider than the column breaks after a hyphen ("Sekskorts-" / "Golf"), not at the
    # column's edge ("a-ruleset-o" / "f-my-own")
    assert long == ["  a-ruleset-", "  of-my-own ·", "  a-house-", "  rule-of-my-", "  own"]


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize(("size", "most"), [((120, 40), 1), ((100, 30), 2), ((160, 50), 1)])
async def test_a_long_label_uses_the_room_a_wide_screen_has(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int],
        most: int) -> None:
    """At 120 columns "norwegian-4 · Knock penalty, own rules" took three lines of the names'
    18 cells beside some 50 empty ones in the best matches' column. The names' column is as
    wide as its widest line where the screen has room, the best matches keeping their widest:
    one line at 120 columns and more, two at most at 100 (a title that fits after the name
    stays on its line), in every language."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    store.record_finished(_match("norwegian-4", 1, ("knock-penalty",), ("empty_stock=end_hole",)),
                          PEOPLE)
    set_language(lang)
    (label,) = [r.label(r.shown_name()) for r in player_stats(store.history()[0])[0].rulesets]
    name = label.partition(" · ")[0]
    app = GolfApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await app.push_screen(StatsScreen(store))
        await pilot.pause()
        lines = _text(app).splitlines()
        width = next(iter(app.screen.query_one(DataTable).columns.values())).width
    heading = next(line for line in lines if "│  " + _("Player") in line)
    at = heading.index(_("Player"))
    first = next(i for i, line in enumerate(lines) if line[at:].startswith(f"  {name} ·"))
    cells = [lines[first][at:at + width]]
    for line in lines[first + 1:]:  # its further lines: nothing beside them
        if not line[at:at + width].strip() or line[at + width:].strip(" │"):
            break
        cells.append(line[at:at + width])
    assert len(cells) <= most, lines
    assert " ".join(" ".join(cells).split()) == label, lines
    # the best match whole on the label's first line
    assert re.search(r" \d+ \(\S+ \S+\) *│$", lines[first].rstrip()), lines


def test_a_title_that_fits_after_the_name_stays_on_its_line() -> None:
    """A label wider than its column broke before every house rule's title, each on a line of
    its own ("norwegian-4 ·", "Knock penalty,", "own rules" in 39 cells); a title that fits
    whole after the line before it stays there."""
    knock = load_ruleset("norwegian-4", ["knock-penalty"])
    r = RulesetStats("norwegian-4", 1, 0, 9, 1.0, 1, {9: 9}, ("knock-penalty",), True, knock)
    set_language("en")
    assert ruleset_cell(r, 41).plain.splitlines() == ["  Firekortsgolf · Knock penalty,",
                                                      "  own rules"]
    assert ruleset_cell(r, 32).plain.splitlines() == ["  Firekortsgolf · Knock penalty,",
                                                      "  own rules"]
    assert ruleset_cell(r, 31).plain.splitlines() == ["  Firekortsgolf ·",
                                                      "  Knock penalty, own rules"]
    assert ruleset_cell(r, 20).plain.splitlines() == ["  Firekortsgolf ·", "  Knock penalty,",
                                                      "  own rules"]
    three = RulesetStats("danish-6", 1, 0, 9, 1.0, 1, {9: 9},
                         ("jokers=minus-5", "four-of-a-kind", "final-lap"), False,
                         load_ruleset("danish-6", ["jokers=minus-5", "four-of-a-kind",
                                                   "final-lap"]))
    cell = ruleset_cell(three, 46)
    assert cell.plain.splitlines() == ["  Sekskorts-Golf · Jokers −5, Four of a kind,",
                                       "  Final lap"]
    # the titles in italics, the name and its "·" not
    italic = " ".join(cell.plain[s.start:s.end] for s in cell.spans if s.style == "italic")
    assert italic == "Jokers −5, Four of a kind, Final lap"


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_four_house_rules_take_two_lines_at_80_columns(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """A pub night in bokmål: "Firekortsgolf · Bankestraff, Parbonus, Jokere, Tittestraff"
    took five lines of the names' 18 cells for each player, at 80×24. The short headings
    leave the names room for two lines, in every language, nothing scrolled sideways, the
    best match broken after its total at most."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    house = ("knock-penalty", "pair-bonus", "jokers", "peek-penalty")
    store.record_finished(_match("norwegian-4", 1, house), PEOPLE)
    set_language(lang)
    try:
        (r,) = player_stats(store.history()[0])[0].rulesets
        name, label = r.shown_name(), r.label(r.shown_name())
        app = GolfApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.push_screen(StatsScreen(store))
            await pilot.pause()
            table = app.screen.query_one(DataTable)
            assert table.virtual_size.width <= table.scrollable_content_region.width
            width = next(iter(table.columns.values())).width
            lines = _text(app).splitlines()
            heading = next(line for line in lines if "│  " + _("Player") in line)
    finally:
        set_language("en")
    at = heading.index(heading.strip("│ ")[:3])
    names = [line[at:at + width] for line in lines]
    first = next(n for n, line in enumerate(names) if line.startswith(f"  {name} ·"))
    cell = [line.strip() for line in itertools.takewhile(
        lambda line: line.startswith("  ") and line.strip(), names[first:])]
    assert len(cell) <= 2 and " ".join(cell) == label, lines
    assert re.search(rf" {r.best_match[9]}\b", lines[first]), lines


def test_the_history_and_the_statistics_list_a_match_s_house_rules_alike() -> None:
    """A player switched on the final lap before the jokers: the match-over screen and
    ``golf-tui history`` listed "Final lap, Jokers −5", ``golf-tui stats`` "Jokers −5, Final
    lap". Both now follow the ruleset's offer, for a match saved by an older version too."""
    entry = _entry("danish-6", 7, ("final-lap", "jokers=minus-5", "flip-as-turn"))
    titles = ["Jokers −5", "Flip as a turn", "Final lap"]
    assert entry.house_rule_titles() == titles
    (line,) = _kari([entry]).values()
    assert line.house_rule_titles() == titles
    old = json.loads(json.dumps(entry.match))
    old["ruleset"]["active_house_rules"] = ["final-lap", "jokers=minus-5", "flip-as-turn"]
    assert dataclasses.replace(entry, match=old).house_rule_titles() == titles
