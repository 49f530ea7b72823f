"""Hole result, scorecard, match over, keys, rules and quit-confirm screens on a tiny host app."""

from __future__ import annotations

import dataclasses
import io
import re

import pytest
from rich.console import Console
from textual.content import Content
from textual.geometry import Region
from textual.widgets import Markdown, Static

from golf_tui.app.glyphs import best_mark
from golf_tui.app.screens.confirm import ConfirmQuitScreen
from golf_tui.app.screens.help import KeysScreen, RulesScreen, summary_markdown
from golf_tui.app.screens.match_over import MatchOverScreen, winner_words
from golf_tui.app.screens.scorecard import ScorecardScreen, match_caption
from golf_tui.app.screens.summary import HoleResultScreen, hole_heading
from golf_tui.app.widgets.hole_grid import HoleGrid
from golf_tui.app.widgets.scorecard_table import leaders, places, scorecard
from golf_tui.breakdown import breakdown_lines
from golf_tui.engine import GridScore, HoleResult, Match
from golf_tui.engine.table import Table
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate

from .screen_host import NO_RESULT, ScreenHost, finished_match, partial_match


def screen_text(app: ScreenHost) -> str:
    """Every Static's content on the current screen as plain text, joined."""
    console = Console(width=200, record=True, file=io.StringIO(), color_system=None)
    for static in app.screen.query(Static):
        content = static.content
        console.print(str(content) if isinstance(content, str | Content) else content)
    return console.export_text()


def visible_words(app: ScreenHost) -> str:
    """The words of the frame in sight (what scrolling would show is not there), lines
    joined."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      color_system=None)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens, simplify=True))
    return " ".join(console.export_text().split())


async def test_hole_result_reveals_at_once_without_animations() -> None:
    """Animations off: every grid face up at once, hole scores shown, Enter dismisses None."""
    m = finished_match()
    result = m.results[0]
    app = ScreenHost(lambda: HoleResultScreen(partial_match(m, 1), result, animations=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        grids = list(app.screen.query(HoleGrid))
        assert len(grids) == 4 and all(g.revealed for g in grids)
        text = screen_text(app)
        assert result.scores is not None
        for score in result.scores:
            assert f"Hole score {score.total}" in text
        assert "Hole 1 of 9" in text
        await pilot.press("enter")
        await pilot.pause()
    assert app.result is None


async def test_staggered_reveal_is_skippable() -> None:
    """Animations on: grids start face down; the first Enter shows all, the second continues."""
    m = finished_match()
    app = ScreenHost(lambda: HoleResultScreen(m, m.results[-1], animations=True))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not all(g.revealed for g in app.screen.query(HoleGrid))
        await pilot.press("enter")
        await pilot.pause()
        assert all(g.revealed for g in app.screen.query(HoleGrid))
        assert app.result is NO_RESULT
        await pilot.press("enter")
        await pilot.pause()
    assert app.result is None


@pytest.fixture(autouse=True)
def reveal_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reveal's timer turns a grid an hour apart: the tests turn them (a key, or the
    timer's step called), and a loaded machine's slow idle moment no longer turns some before
    the first look (five of eight grids were face up at it in a full run)."""
    from golf_tui.app.screens import summary

    monkeypatch.setattr(summary, "REVEAL_STEP", 3600)


def grid_text(grid: HoleGrid) -> str:
    console = Console(width=200, record=True, file=io.StringIO(), color_system=None)
    console.print(grid.render_grid())
    return console.export_text()


@pytest.mark.parametrize(("preset", "players"), [("norwegian-4", 4), ("swedish-6", 8)])
async def test_a_grid_still_face_down_gives_nothing_of_its_score_away(
    preset: str, players: int
) -> None:
    """While the reveal runs, a face-down grid shows no best-hole mark and no pair brackets,
    and the scorecard (with the hole's row) waits until every grid is face up."""
    m = finished_match(preset, players)
    scored = [r for r in m.results if r.scores]
    # a hole with a pair cancelled where the ruleset has them (four-card Golf has none)
    result = next((r for r in scored if any(s.cancelled for s in r.scores or ())), scored[0])
    pairs = any(s.cancelled for s in result.scores or ())
    assert pairs or preset == "norwegian-4"
    app = ScreenHost(lambda: HoleResultScreen(partial_match(m, result.hole), result,
                                              animations=True))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        hidden = [g for g in screen.query(HoleGrid) if not g.revealed]
        assert len(hidden) >= players - 1
        for grid in hidden:
            assert not grid.has_class("-best") and not grid.border_subtitle
            assert "[" not in grid_text(grid)
            assert "best" not in screen_text(app)
        assert not any(w.display for w in screen.query(".scores"))
        await pilot.press("enter")
        await pilot.pause()
        assert all(w.display for w in screen.query(".scores"))
        assert any(g.has_class("-best") for g in screen.query(HoleGrid))
        assert pairs == ("[" in "".join(grid_text(g) for g in screen.query(HoleGrid)))


@pytest.mark.parametrize(("preset", "players"), [("norwegian-4", 2), ("swedish-6", 8)])
async def test_the_best_hole_is_marked_only_once_every_grid_is_face_up(
    preset: str, players: int
) -> None:
    """A best-hole mark on the first grids turned told everyone that the grids still face down
    scored more."""
    m = finished_match(preset, players)
    result = next(r for r in m.results if r.scores)
    app = ScreenHost(lambda: HoleResultScreen(partial_match(m, result.hole), result,
                                              animations=True))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HoleResultScreen)
        while not all(g.revealed for g in screen.query(HoleGrid)):
            assert not any(g.has_class("-best") or g.border_subtitle
                           for g in screen.query(HoleGrid))
            screen._reveal_next()  # the reveal's timer, one step at a time
            await pilot.pause()
        assert any(g.has_class("-best") for g in screen.query(HoleGrid))


async def test_space_shows_all_but_never_leaves_the_result() -> None:
    """Space is the table's skip-ahead key: tapped through the computers' last turns, it may
    finish the reveal, but the result stays up until Enter."""
    m = finished_match()
    app = ScreenHost(lambda: HoleResultScreen(m, m.results[-1], animations=True))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not all(g.revealed for g in app.screen.query(HoleGrid))
        await pilot.press("space")
        await pilot.pause()
        assert all(g.revealed for g in app.screen.query(HoleGrid))
        await pilot.press("space", "space")
        await pilot.pause()
        assert app.result is NO_RESULT
        assert "Press Enter to see the final result." in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
    assert app.result is None


async def test_knock_penalty_and_pairs_are_explained() -> None:
    """A four-card hole with the knock penalty: the knocker is named and the penalty in words."""
    m = finished_match("norwegian-4", 3, 2, ("knock-penalty",))
    result = next(r for r in m.results if r.scores and any(s.knock_reason for s in r.scores))
    assert result.scores is not None
    knocker = next(s for s in result.scores if s.knock_reason)
    app = ScreenHost(lambda: HoleResultScreen(m, result, animations=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        seat = result.scores.index(knocker)
        low, rival = min((s.subtotal, i) for i, s in enumerate(result.scores) if i != seat)
        name = m.players[rival]
        if knocker.knock_adjustment <= 0:  # lowest: the hole scores 0, said plainly
            assert f"knocked with {knocker.subtotal}, " in text
        else:  # with the comparison in numbers
            assert (f"knocked with {knocker.subtotal}, {name} had {low}:"
                    f" +{knocker.knock_adjustment} penalty" in text)
        assert "hole scores 0:" not in text
        assert any(g.border_title and "knocked" in g.border_title
                   for g in app.screen.query(HoleGrid))
        assert "Hole score" in text


def test_both_knock_outcomes_are_said_plainly() -> None:
    from golf_tui.breakdown import knock_words
    from golf_tui.engine import parse_grid, score_grid
    from golf_tui.engine.scoring import apply_knock

    rules = load_ruleset("norwegian-4", ["knock-penalty"])
    low = score_grid(rules, [c for row in parse_grid("A 2 / 3 4") for c in row])
    high = score_grid(rules, [c for row in parse_grid("K 9 / 8 7") for c in row])
    won = apply_knock(rules, [low, high], 0)[0]
    lost = apply_knock(rules, [high, low], 0)[0]
    assert knock_words(won) == f"knocked with the lowest score: 0 instead of {low.subtotal}"
    assert knock_words(lost) == (f"knocked without the lowest score: "
                                 f"+{lost.knock_adjustment} penalty")


def _knocked(house: list[str], knocker: str, other: str, peeks: int = 0) -> list[GridScore]:
    """The knocker's score (with ``peeks``) against one other player's, after the knock."""
    from golf_tui.engine import parse_grid, score_grid
    from golf_tui.engine.scoring import apply_knock

    rules = load_ruleset("norwegian-4", house)
    mine = score_grid(rules, [c for row in parse_grid(knocker) for c in row], peeks=peeks)
    theirs = score_grid(rules, [c for row in parse_grid(other) for c in row])
    return apply_knock(rules, [mine, theirs], 0)


def test_a_knock_penalty_after_peeks_gives_the_comparison_in_numbers() -> None:
    """Cards 14 and two peeks (16) against Bot 1's 15: the +10 was a puzzle while the line said
    only "knocked without the lowest score" and the knocker's cards added up to less than 15.
    The scores compared are said, as the engine compares them (peeks included); likewise
    for a knocker who was lowest or tied."""
    from golf_tui.breakdown import knock_words
    from golf_tui.engine.scoring import knock_rival

    house = ["knock-penalty", "peek-penalty"]
    lost = _knocked(house, "5 4 / 3 2", "6 4 / 3 2", peeks=2)
    assert lost[0].subtotal == 16 and lost[0].knock_adjustment == 10
    assert lost[0].knock_against == (1, 15)
    assert knock_words(lost[0], ["Kari", "Bot 1"]) == "knocked with 16, Bot 1 had 15: +10 penalty"
    won = _knocked(house, "5 4 / 3 2", "6 4 / 3 2")
    assert knock_words(won[0], ["Kari", "Bot 1"]) == (
        "knocked with 14, the lowest (Bot 1 had 15): 0 instead of 14")
    tied = _knocked(house, "5 4 / 3 2", "6 4 / 3 A", peeks=0)
    assert knock_words(tied[0], ["Kari", "Ola"]) == (
        "knocked with 14, tied with Ola: 0 instead of 14")
    # the lowest of several, the first of them in seat order
    many = [won[1], tied[1], won[0], tied[1]]
    assert knock_rival(many, 2) == (1, 14)


def test_a_knocker_tied_where_a_tie_is_not_lowest_is_told_why_it_is_a_penalty() -> None:
    """With ``tie_counts_as_lowest = false`` a knocker tied for lowest pays: "knocked with 16,
    Ola had 16: +10 penalty" had a player ask why 16 against 16 was a penalty. The tie, and
    that at this table it is not lowest, is said; a knocker above the rival keeps the numbers."""
    from golf_tui.breakdown import knock_words
    from golf_tui.engine import parse_grid, score_grid
    from golf_tui.engine.scoring import apply_knock

    rules = load_ruleset("norwegian-4", ["knock-penalty", "peek-penalty"],
                         ["knock_penalty.tie_counts_as_lowest=false"])
    assert not rules.knock_penalty.tie_counts_as_lowest

    def knocked(knocker: str, other: str, peeks: int = 0) -> list[GridScore]:
        mine = score_grid(rules, [c for row in parse_grid(knocker) for c in row], peeks=peeks)
        theirs = score_grid(rules, [c for row in parse_grid(other) for c in row])
        return apply_knock(rules, [mine, theirs], 0)

    tied = knocked("5 4 / 3 2", "6 4 / 3 3", peeks=2)  # cards 14 and two peeks: 16 against 16
    assert tied[0].subtotal == tied[1].subtotal == 16 and tied[0].knock_adjustment == 10
    names = ["Kari", "Ola"]
    assert knock_words(tied[0], names) == (
        "knocked with 16, tied with Ola; at this table a tie is not lowest: +10")
    above = knocked("5 4 / 3 2", "6 4 / 3 3", peeks=3)  # 17 against 16: the numbers say why
    assert knock_words(above[0], names) == (
        "knocked with 17, Ola had 16: +10 penalty")
    for lang in ("nb", "sv", "da"):
        set_language(lang)
        try:
            words = knock_words(tied[0], names)
            assert "Ola" in words and words.endswith("+10") and "16" in words
            assert words != "knocked with 16, tied with Ola; at this table a tie is not lowest: +10"
        finally:
            set_language("en")


def test_a_knocker_with_0_already_is_not_given_0_instead_of_0() -> None:
    """A knocker whose lowest score was exactly 0 read "knocked with the lowest score: 0 instead
    of 0" (and "tied for the lowest score: 0 instead of 0"): nothing changed, so the score is
    said once."""
    from golf_tui.breakdown import knock_words

    house = ["knock-penalty", "jokers"]
    won = _knocked(house, "K K / K K", "A K / K K")
    tied = _knocked(house, "K K / K K", "K K / K K")
    assert won[0].total == tied[0].total == 0
    assert knock_words(won[0]) == "knocked with the lowest score: 0"
    assert knock_words(tied[0]) == "knocked tied for the lowest score: 0"
    assert knock_words(won[0], ["Kari", "Ola"]) == "knocked with 0, the lowest (Ola had 1)"
    assert knock_words(tied[0], ["Kari", "Ola"]) == "knocked with 0, tied with Ola"
    for lang in ("nb", "sv", "da"):
        set_language(lang)
        try:
            assert "0 " not in knock_words(won[0]).rpartition(":")[2]
            assert str(0) == knock_words(tied[0]).rpartition(": ")[2]
        finally:
            set_language("en")


def test_a_knocker_tied_for_the_lowest_score_is_said_to_be_tied() -> None:
    """Kari knocks with 14 and Ola has 14: a tie counts as lowest, so Kari's hole scores 0, but
    she did not have "the lowest score" (Ola had it too)."""
    from golf_tui.breakdown import knock_words
    from golf_tui.engine import parse_grid, score_grid
    from golf_tui.engine.scoring import apply_knock

    rules = load_ruleset("norwegian-4", ["knock-penalty"])
    assert rules.knock_penalty.tie_counts_as_lowest
    kari = score_grid(rules, [c for row in parse_grid("5 4 / 3 2") for c in row])
    ola = score_grid(rules, [c for row in parse_grid("6 3 / 3 2") for c in row])
    assert kari.subtotal == ola.subtotal == 14
    tied = apply_knock(rules, [kari, ola], 0)[0]
    assert tied.total == 0
    assert knock_words(tied) == "knocked tied for the lowest score: 0 instead of 14"
    # the whole breakdown (``golf-tui score``'s) says it in the same words
    assert "knocked tied for the lowest score: 0 instead of 14" in breakdown_lines(tied)


def test_the_cards_are_other_cards_only_beside_a_cancelled_group() -> None:
    """norwegian-4 cancels nothing: a knocker's breakdown said "other cards: 18" with no other
    cards to speak of. The cards are just "cards" there; beside a pair they are the others."""
    from golf_tui.engine import parse_grid, score_grid

    def lines(ruleset: str, grid: str, peeks: int = 0) -> list[str]:
        rules = load_ruleset(ruleset, ["peek-penalty"] if peeks else [])
        cards = [c for row in parse_grid(grid) for c in row]
        return breakdown_lines(score_grid(rules, cards, peeks=peeks), short=True)

    assert lines("norwegian-4", "Q 4 / 4 K", peeks=2) == ["cards: 18", "2 peeks: +2"]
    assert lines("norwegian-4", "Q 4 / 4 K") == []  # the score alone says it
    assert lines("swedish-6", "7h Qs 5d / 7c Qd 3s")[-1] == "other cards: 8"


def test_breakdown_lines_cover_pairs_bonus_and_ascii() -> None:
    """Pairs, the double-pairs bonus and ASCII labels appear in the words."""
    from golf_tui.engine import parse_grid, score_grid

    rules = load_ruleset("swedish-6", ["double-pairs"])
    cards = [c for row in parse_grid("7h Qs 5d / 7c Qd 3s") for c in row]
    lines = breakdown_lines(score_grid(rules, cards), ascii=True)  # every pair on its line
    assert lines[:2] == ["7h 7c: pair, 0", "Qs Qd: pair, 0"]
    assert "double pairs: -10" in lines


@pytest.mark.parametrize("hurry", [False, True])
async def test_voided_deal_says_so(hurry: bool) -> None:
    """A redealt hole (danish-6 empty stock) is shown as void, without scores."""
    m = finished_match("danish-6", 8, 3)
    voided = [r for r in m.results if r.scores is None]
    if not voided:  # make one: the same grids with no scores
        from dataclasses import replace

        voided = [replace(m.results[0], ending="redeal", scores=None)]
    app = ScreenHost(lambda: HoleResultScreen(m, voided[0], animations=False, hurry=hurry))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "void" in text
        assert "Nobody scores this deal" in text
        # where computer players will hurry the next deal, it says why they play it oddly
        assert ("the bots will hurry to finish the deal" in text) == hurry


async def test_scorecard_marks_the_leader_and_closes() -> None:
    """Players × holes with totals; the leader starred in words too; Escape closes."""
    m = partial_match(finished_match(), 3)
    app = ScreenHost(lambda: ScorecardScreen(m))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        lead = leaders(m)
        assert lead
        assert f"★ {m.players[lead[0]]}" in text
        assert "leads" in text or "share the lead" in text
        assert "3 of 9 holes played" in text
        await pilot.press("escape")
        await pilot.pause()
    assert app.result is None


async def test_scorecard_at_40_columns_keeps_every_hole_and_the_totals() -> None:
    """Too narrow for nine holes in a row even with the columns closer: the card takes two
    rows of holes, the totals at the end of the last one."""
    from ..app.conftest import screen_text as frame_text

    m = finished_match()
    app = ScreenHost(lambda: ScorecardScreen(m))
    async with app.run_test(size=(40, 24)) as pilot:
        await pilot.pause()
        lines = frame_text(app).splitlines()
    heads = [line.split() for line in lines if "Hole" in line]
    assert len(heads) == 2
    holes = [word for head in heads for word in head if word.isdigit()]
    assert holes == [str(h) for h in range(1, 10)]
    assert "Total" in heads[1] and "Total" not in heads[0]
    sums = [sum(r.scores[seat].total for r in m.results if r.scores) for seat in range(4)]
    for name, total in zip(m.players, sums, strict=True):
        rows = [line for line in lines if f" {name} " in line and "won" not in line]
        assert len(rows) == 2 and rows[1].split()[-2] == str(total), (name, rows)
    assert all(len(line) <= 40 for line in lines)


async def test_hole_heading_wraps_in_a_narrow_terminal() -> None:
    """The heading ("Hole 1 of 9 · Siri went out · …") takes two lines rather than
    losing its end."""
    from ..app.conftest import screen_text as frame_text

    m = finished_match()
    heading = hole_heading(partial_match(m, 1), m.results[0])
    assert len(heading) > 22
    app = ScreenHost(lambda: HoleResultScreen(partial_match(m, 1), m.results[0],
                                              animations=False))
    async with app.run_test(size=(24, 24)) as pilot:
        await pilot.pause()
        top = frame_text(app).splitlines()[:2]
    assert " ".join(" ".join(top).split()) == heading


async def test_scorecard_closes_with_s() -> None:
    app = ScreenHost(lambda: ScorecardScreen(finished_match()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
    assert app.result is None


def test_tied_winners_share_the_win() -> None:
    """Equal lowest totals: every winner is named."""
    m = finished_match()
    tied = Match(m.table, m.players, m.seed, m.hole, m.hole_number, m.deals, (), m.actions, True)
    assert winner_words(tied) == "Kari, Ola, Siri and Per share the win with 0!"
    assert winner_words(m).endswith(f"wins with {min(m.totals)}!")


async def test_match_over_choices() -> None:
    """Winner line, final scorecard, and the three ways on: buttons and keys. Each way is
    tried on a match-over screen of its own, put up anew in one app once the one before was
    dismissed (an app a way started five times over the same screen)."""
    m = finished_match()
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=(80, 24)) as pilot:
        for keys, expected in ((["a"], "again"), (["tab", "enter"], "again"),
                               (["tab", "tab", "enter"], "setup"), (["n"], "setup"),
                               (["q"], "quit")):
            if app.result is not NO_RESULT:  # the one before dismissed: a new one put up
                app.result = NO_RESULT
                await app.push_screen(MatchOverScreen(m), app._done)
            await pilot.pause()
            assert isinstance(app.screen, MatchOverScreen), keys
            assert winner_words(m) in screen_text(app), keys
            await pilot.press(*keys)
            await pilot.pause()
            assert app.result == expected, keys


async def test_enter_alone_does_not_start_a_new_match() -> None:
    """Nothing has the focus as the match over opens: Enter (the key that passed every
    hand-over and closed the last hole's result) says how to choose, and a second Enter a
    moment after the first one no longer starts a new match before the winner was read."""
    m = finished_match()
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.focused is None
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MatchOverScreen)
        assert ("The match is over. Choose Play again (a), New setup (n) or Quit (q)."
                in screen_text(app))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MatchOverScreen)  # not dismissed: no choice made


async def test_match_over_names_the_winner_once() -> None:
    """"Bot 1 wins with 41!" above the card, and "★ Bot 1 won" under it, said it twice: the
    line with the score stays; the card still marks the winner's row."""
    m = finished_match()
    winner = m.players[m.winners[0]]
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
    assert winner_words(m) in text
    assert f"{winner} won" not in text and text.count(winner) == 2  # the line and the row
    assert any(line.split()[:3] == [best_mark(False), "1st", winner]
               for line in text.splitlines())


def card_rows(text: str, names: tuple[str, ...]) -> list[list[str]]:
    """The card's rows in the text, each split into its words (the winner's mark dropped)."""
    rows = [line.replace(best_mark(False), " ").split() for line in text.splitlines()]
    return [row for row in rows if len(row) > 2 and row[1] in names]


async def test_match_over_lists_the_players_by_place() -> None:
    """The final card read in seat order ("Bot 1 113" above "Bot 2 90") and named nobody
    second or third: it lists the players lowest total first, each with a place."""
    m = finished_match(players=4, seed=7)
    assert sorted(m.totals) != list(m.totals)  # seat order would not do
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = card_rows(screen_text(app), m.players)
    assert [int(row[-1]) for row in rows] == sorted(m.totals)
    ordinals = ["1st", "2nd", "3rd", "4th"]
    for row in rows:
        total = int(row[-1])
        place = ordinals[sum(t < total for t in m.totals)]
        assert row[0] == (f"={place}" if m.totals.count(total) > 1 else place)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["=1st", "=1st", "3rd", "=4th", "=4th", "6th"]),
    ("nb", ["=1.", "=1.", "3.", "=4.", "=4.", "6."]),
    ("sv", ["=1:a", "=1:a", "3:e", "=4:e", "=4:e", "6:e"]),
    ("da", ["=1.", "=1.", "3.", "=4.", "=4.", "6."]),
])
def test_places_share_a_place_and_skip_the_next(lang: str, expected: list[str]) -> None:
    """Equal totals share a place, marked, and the next total takes the place after both."""
    set_language(lang)
    try:
        assert places([5, 5, 9, 12, 12, 30]) == expected
        assert places([30, 12, 5, 12, 9, 5]) == [expected[i] for i in (5, 3, 0, 3, 2, 0)]
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "again", "setup"), [
    ("en", "Play again: the same players and rules; the next player deals",
     "Back to the setup, for a new match"),
    ("nb", "Spill igjen: de samme spillerne og reglene; neste spiller deler ut",
     "Tilbake til oppsettet, for et nytt parti"),
])
async def test_match_over_buttons_say_what_each_keeps(lang: str, again: str, setup: str) -> None:
    """A newcomer could not tell "Play again" from "New setup" with the mouse: only the keys
    screen said. Each button's tip says it, in the player's language."""
    set_language(lang)
    try:
        app = ScreenHost(lambda: MatchOverScreen(finished_match()))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            tips = {b: str(app.screen.query_one(f"#{b}").tooltip) for b in ("again", "setup")}
    finally:
        set_language("en")
    assert tips == {"again": again, "setup": setup}


def target_match(target: int = 40, seed: int = 2) -> Match:
    """Norwegian four-card between random bots played to ``target`` (the house rule "Play to
    100", lowered): with the default deals Kari reaches 40 in hole 2, with 48 to Ola's 37."""
    rules = load_ruleset("norwegian-4", ["to-100"], rules=[f"match.target={target}"])
    return dataclasses.replace(simulate(rules, 2, seed), players=("Kari", "Ola"))


def card_words(match: Match) -> str:
    console = Console(width=200, record=True, file=io.StringIO(), color_system=None)
    console.print(scorecard(match))
    return " ".join(console.export_text().split())


class TestAMatchToATarget:
    """A match to a target said "first to 40 points ends the match" on its match-over
    screen, the rule in the future tense: once it is over, the card and its caption say what
    happened; while it runs, the rule."""

    def test_while_it_runs_the_card_tells_the_rule(self) -> None:
        """"first to 40" read as if reaching 40 won: the rule says the lowest total wins."""
        running = partial_match(target_match(), 1)
        words = card_words(running)
        assert "a total of 40 points ends the match; lowest wins" in words
        assert "1 hole played · to 40, lowest wins" in match_caption(running)
        assert "first to" not in words and "first to" not in match_caption(running)

    def test_at_its_end_the_card_tells_who_reached_the_target_and_when(self) -> None:
        m = target_match()
        assert m.finished and m.totals == (48, 37) and len(m.scored_holes()) == 2
        words = card_words(m)
        assert "Kari reached 40 points after 2 holes; lowest total wins" in words
        assert "first to" not in words and "first to" not in match_caption(m)
        assert "2 holes played (to 40)" in match_caption(m)

    async def test_the_match_over_says_what_happened(self) -> None:
        m = target_match()
        app = ScreenHost(lambda: MatchOverScreen(m))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            words = visible_words(app)
        assert "Ola wins with 37!" in words
        assert "2 holes played (to 40)" in words
        assert "Kari reached 40 points after 2 holes; lowest total wins" in words
        assert "first to" not in words

    def test_every_total_that_reached_it_is_named(self) -> None:
        m = target_match(30, seed=1)
        assert m.totals == (32, 41)
        assert "Kari and Ola reached 30 points after 2 holes" in card_words(m)

    def test_a_match_no_total_reached_says_so(self) -> None:
        """A target no total reaches ends the match after the most holes a match may have
        (``engine.match.play``): nobody reached it, and the card does not say anyone did."""
        m = target_match()
        higher = load_ruleset("norwegian-4", ["to-100"], rules=["match.target=1000"])
        table = Table(higher, 2, m.table.record)
        unreached = dataclasses.replace(m, table=table)
        assert unreached.finished
        assert ("nobody reached 1000 points in 2 holes; lowest total wins"
                in card_words(unreached))

    def test_in_norwegian(self) -> None:
        set_language("nb")
        try:
            m = target_match()
            assert "Kari nådde 40 poeng etter 2 hull; lavest sum vinner" in card_words(m)
            assert "2 hull spilt (til 40)" in match_caption(m)
        finally:
            set_language("en")


async def test_keys_screen_lists_the_table_keys() -> None:
    app = ScreenHost(lambda: KeysScreen(load_ruleset("nine-card")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for words in ("draw from the stock", "throw the drawn card away", "scorecard",
                      "7 8 9", "ctrl+q"):
            assert words in text
        assert "knock" not in text  # nobody knocks on nine cards
        await pilot.press("f1")
        await pilot.pause()
    assert app.result is None


async def test_rules_screen_shows_the_active_house_rules() -> None:
    """The rules Markdown names the ruleset and its active house rule."""
    rules = load_ruleset("swedish-6", ["double-pairs"])
    app = ScreenHost(lambda: RulesScreen(rules))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one(Markdown)
        await pilot.press("escape")
        await pilot.pause()
    assert app.result is None
    assert "Double pairs" in summary_markdown(rules)


@pytest.mark.parametrize(("lang", "title"), [("en", "Jokers −3"), ("nb", "Jokere −3"),
                                             ("sv", "Jokrar −3"), ("da", "Jokere −3")])
def test_the_summary_names_the_house_rules_option_by_its_title(lang: str, title: str) -> None:
    """The option chosen, by its title in the player's language, as the setup offers it: the
    summary named the house rule alone ("Jokers"), whichever option was played."""
    set_language(lang)
    try:
        summary = summary_markdown(load_ruleset("danish-6", ["jokers=minus-3"]))
    finally:
        set_language("en")
    house = summary.split("\n## ")[-1]
    assert f"- **{title}:** " in house


@pytest.mark.parametrize("preset", ["norwegian-4", "danish-6"])
async def test_the_rules_list_items_start_on_their_bullets_line(preset: str) -> None:
    """A list item's text begins beside its bullet, not on the line below it (a margin meant
    for the keys screen's tables once pushed it down), and headings keep a line above them."""
    from ..app.conftest import screen_text as frame_text

    app = ScreenHost(lambda: RulesScreen(load_ruleset(preset)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = [line.strip("│ ") for line in frame_text(app).splitlines()]
    bullets = [line for line in lines if line.startswith("•")]
    assert len(bullets) >= 3, lines
    assert all(len(line) > 2 for line in bullets), lines
    setup = lines.index("Setup")
    assert lines[setup - 1] == "" and lines[setup + 1] == "" and lines[setup + 2].startswith("•")


async def test_confirm_quit() -> None:
    """Each answer on a question of its own, put up anew in one app once the one before was
    answered."""
    app = ScreenHost(ConfirmQuitScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        for key, expected in (("y", True), ("n", False), ("escape", False), ("enter", False)):
            if app.result is not NO_RESULT:
                app.result = NO_RESULT
                await app.push_screen(ConfirmQuitScreen(), app._done)
            await pilot.pause()
            assert isinstance(app.screen, ConfirmQuitScreen), key
            await pilot.press(key)
            await pilot.pause()
            assert app.result is expected, key


async def test_confirm_quit_fits_a_narrow_terminal() -> None:
    """At 40 columns the box narrows and wraps its text instead of running off the right edge."""
    app = ScreenHost(ConfirmQuitScreen)
    async with app.run_test(size=(40, 16)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("Vertical")
        assert box.region.right <= 40
        text = app.screen.query_one("#confirm-text", Static)
        assert text.region.right <= 40 and text.region.height >= 3  # wrapped, not cut
        for button in app.screen.query("Button"):
            assert button.region.right <= 40, button.id


@pytest.mark.parametrize(("ending", "closer", "words"), [
    ("empty_stock", 2, "p2 ended it; the stock ran out in the final lap"),
    ("empty_stock", None, "the stock ran out"),
    ("redeal", None, "the stock ran out: this deal is void"),
    ("all_face_up", 2, "p2 went out"),  # by a flip or a card put face up: not "turned the last"
])
def test_the_heading_says_how_the_stock_ended_the_hole(ending: str, closer: int | None,
                                                       words: str) -> None:
    """A stock that runs out during the final lap ends a hole that still counts: the heading
    names who ended it, unlike a stock that ran out before anyone did."""

    m = finished_match()
    result = dataclasses.replace(m.results[0], ending=ending, closer=closer)
    heading = hole_heading(partial_match(m, 1), result)
    assert heading == f"Hole 1 of 9 · {words}".replace("p2", m.players[2])


@pytest.mark.parametrize(("preset", "players"), [("swedish-6", 4), ("nine-card", 8)])
async def test_who_leads_and_every_total_show_at_80x24_without_scrolling(
        preset: str, players: int) -> None:
    """Eight players' grids fill more than a screen: the standings stand above them, in sight
    at once, every total and this hole's score beside each name."""
    m = finished_match(preset, players)
    upto = partial_match(m, 3)
    app = ScreenHost(lambda: HoleResultScreen(upto, m.results[2], animations=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = visible_words(app)
    lead = leaders(upto, 3)
    assert len(lead) == 1
    assert f"★ {upto.players[lead[0]]} leads" in shown, shown
    sums = [sum(r.scores[seat].total for r in m.results[:3] if r.scores)
            for seat in range(players)]
    for seat, name in enumerate(upto.players):
        hole = m.results[2].scores[seat].total  # type: ignore[index]
        words = f"{hole} this hole" if seat == lead[0] else str(hole)
        assert f"{name} {sums[seat]} ({words})" in shown, (name, shown)
    assert "totals:" in shown and "totals (this hole)" not in shown, shown


async def test_the_hole_result_says_who_leads_once() -> None:
    """The standings above the grids say who leads; the scorecard below them does not say it
    again (it did, a screen apart at 80x24 and twice in sight on a large one)."""
    m = finished_match("swedish-6", 4)
    upto = partial_match(m, 3)
    app = ScreenHost(lambda: HoleResultScreen(upto, m.results[2], animations=False))
    async with app.run_test(size=(160, 60)) as pilot:
        await pilot.pause()
        shown = visible_words(app)
    assert "Scorecard" in shown and "Total" in shown, shown  # the card itself is there
    assert shown.count(" leads") == 1, shown


async def test_a_knocker_whose_final_lap_the_stock_cut_short_is_said_to_have_knocked() -> None:
    """A hole the stock ended in the final lap (``empty_stock = "end_hole"``): the closer's grid
    is titled by what they did, "knocked", not "went out" (which a four-card grid, face down,
    never did)."""
    m = finished_match("norwegian-4", 3, 2)
    knock = next(r for r in m.results if r.ending == "knock")
    assert knock.knocker == knock.closer is not None
    result = dataclasses.replace(knock, ending="empty_stock")
    app = ScreenHost(lambda: HoleResultScreen(m, result, animations=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = [str(g.border_title) for g in app.screen.query(HoleGrid)]
        assert titles[knock.closer] == f"{m.players[knock.closer]} · knocked"
        assert not any("went out" in t for t in titles)


async def test_a_click_on_the_result_shows_it_all_then_says_where_to_click() -> None:
    """A click on the result did nothing and said nothing: during the reveal it shows every
    grid, as Enter does; after it, the prompt line says that Continue goes on; neither
    continues."""
    m = finished_match()
    app = ScreenHost(lambda: HoleResultScreen(m, m.results[-1], animations=True))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not all(g.revealed for g in app.screen.query(HoleGrid))
        await pilot.click("#summary-body")
        await pilot.pause()
        assert all(g.revealed for g in app.screen.query(HoleGrid))
        await pilot.click("#summary-title")
        await pilot.pause()
        assert app.result is NO_RESULT
        prompt = str(app.screen.query_one("#summary-prompt", Static).content)
        assert prompt == ("The result takes no clicks: click Continue at the bottom to go on."
                          " Press Enter to see the final result.")
        await pilot.press("enter")
        await pilot.pause()
    assert app.result is None


@pytest.mark.parametrize("players", [2, 4])
async def test_hole_result_grids_keep_their_width_on_a_wide_terminal(players: int) -> None:
    """On 250 columns the grids' panels stayed as wide as the screen allowed (two players:
    125 cells each, 30 used), the cards at the left edge of a mostly empty box; they keep to
    a panel's widest and the rest of the width stays blank."""
    from golf_tui.app.screens.summary import MAX_PANEL_WIDTH

    m = finished_match(players=players)
    app = ScreenHost(lambda: HoleResultScreen(partial_match(m, 1), m.results[0],
                                              animations=False))
    async with app.run_test(size=(250, 70)) as pilot:
        await pilot.pause()
        grids = list(app.screen.query(HoleGrid))
        widths = {g.outer_size.width for g in grids}
        need = max(g.width_needed() for g in grids)
        assert len(widths) == 1 and need <= widths.pop() <= MAX_PANEL_WIDTH


async def test_hole_result_rows_of_grids_are_evened_out() -> None:
    """Eight players on 200 columns: six grids fit a row, and the result showed them six and
    two; as the table's opponents, they go four and four."""
    m = finished_match(players=8)
    app = ScreenHost(lambda: HoleResultScreen(partial_match(m, 1), m.results[0],
                                              animations=False))
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.pause()
        grids = list(app.screen.query(HoleGrid))
        assert 6 * (max(g.width_needed() for g in grids) + 1) <= 200 - 4  # six would fit
        lefts = sorted({g.region.x for g in grids})
        tops = [g.region.y for g in grids]
        assert len(lefts) == 4 and len(set(tops)) == 2


async def test_match_over_sits_in_the_middle_of_a_large_terminal() -> None:
    """On 250×70 the match over filled its top 14 lines, under a winner's box 246 cells wide
    that held one short line; its box keeps to 76 cells and the whole sits in the middle. At
    80×24 it is as it was: at the top, the box as wide as the screen allows."""
    m = finished_match()
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=(250, 70)) as pilot:
        await pilot.pause()
        winner = app.screen.query_one("#over-winner").region
        buttons = app.screen.query_one("#over-buttons").region
        assert winner.width == 76 and winner.x == (250 - 76) // 2
        above, below = winner.y, 70 - 1 - buttons.bottom  # the footer's line
        assert abs(above - below) <= 2
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen.query_one("#over-winner").region.y == 3  # padding, title, margin


async def test_a_grid_still_to_turn_shows_the_cards_that_lay_face_up() -> None:
    """While the reveal runs, a grid not turned yet shows the cards that lay face up on the
    table when the hole ended, and backs where cards lay face down: the grid of the player who
    went out, all face up in everyone's sight, was drawn all backs until its turn came."""
    from golf_tui.app.glyphs import card_label

    m = finished_match("swedish-6", 4)
    result = m.results[0]
    closer = result.closer
    assert closer is not None and closer > 0  # turned after the first grid: hidden at first
    app = ScreenHost(lambda: HoleResultScreen(partial_match(m, 1), result, animations=True))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        grids = list(app.screen.query(HoleGrid))
        partly = False
        for seat, grid in enumerate(grids):
            if grid.revealed:
                continue
            text = grid_text(grid)
            mask = result.face_up[seat]
            partly = partly or 0 < mask < (1 << 6) - 1
            for pos, card in enumerate(result.grids[seat]):
                if mask >> pos & 1:
                    assert card_label(card) in text, (seat, pos)
            backs = text.count(card_label(None))
            assert backs == 6 - bin(mask).count("1"), seat
            assert "Hole score" not in text
        assert not grids[closer].revealed and partly


async def test_in_ascii_the_reveal_prompt_keeps_its_three_dots() -> None:
    """ASCII mode drew "Revealing… press Enter" one cell for one cell as "Revealing. press
    Enter"; the prompt is written in ASCII before it is laid out: "Revealing... press Enter"."""
    m = finished_match()
    app = ScreenHost(lambda: HoleResultScreen(m, m.results[-1], True, animations=True))
    app.add_class("-ascii")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Revealing... press Enter to show all" in screen_text(app)


async def test_a_grid_of_two_pairs_leaves_the_whole_scorecard_in_sight_at_80x24() -> None:
    """Three players of norwegian-6, one grid of two pairs, another of one, and the move that
    ended the hole told: at 80x24 the scorecard under the grids showed its first row only, the
    rest to scroll to. The two pairs share a line and no blank line stands around the card."""
    m = finished_match("norwegian-6", 3, 2)  # seeded random players: hole 5 has the pairs
    result = m.results[4]
    assert result.scores is not None
    assert sorted(len(s.cancelled) for s in result.scores) == [0, 1, 2]
    upto = partial_match(m, 5)
    app = ScreenHost(lambda: HoleResultScreen(
        upto, result, animations=False,
        last_move=lambda: "Kari put the 9♠ bottom-right; the 10♦ went to the discard pile."))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        body = app.screen.query_one("#summary-body")
        card = card_region(app)
        assert body.max_scroll_y == 0, body.virtual_size
        assert card.height == 1 + len(upto.players), card  # the header and a row each
        main = app.screen.query_one("#summary-main")  # the body, and the card under it
        assert body.region.bottom <= card.y, (card, body.region)
        assert card.bottom <= main.region.bottom, (card, main.region)
        shown = visible_words(app)
        for grid in app.screen.query(HoleGrid):
            assert grid.region.bottom <= body.region.bottom
        assert "pairs, 0" in shown, shown
        for name in upto.players:
            assert shown.count(name) >= 3, (name, shown)  # standings, grid, scorecard row


def card_region(app: ScreenHost) -> Region:
    """Where the scorecard under the grids is: its header (which stays in sight while its rows
    scroll) and its rows right under it."""
    head = app.screen.query_one("#summary-card-head").region
    rows = app.screen.query_one("#summary-scorecard").region
    assert head.bottom == rows.y, (head, rows)
    return head.union(rows)


def tallest_hole(m: Match) -> int:
    """The index of the scored hole whose grids stand highest two to a row, as at 80x24 (the
    rows' tallest boxes, the ones that explain the most)."""
    def height(result: HoleResult) -> int:
        lines = [len(breakdown_lines(s, short=True)) for s in result.scores or ()]
        return sum(max(lines[row:row + 2]) for row in range(0, len(lines), 2))

    return max((i for i, r in enumerate(m.results) if r.scores),
               key=lambda i: height(m.results[i]))


# each preset with the house rules that explain more in its grids, and a seed whose tallest
# hole is tall (swedish-6's 29: three players' hole 2, Kari's two pairs and the bonus above
# a grid of one pair, as reported)
FULL_HOUSE = {"swedish-6": (("double-pairs",), 29), "danish-6": (("four-of-a-kind",), 5),
              "norwegian-4": (("knock-penalty", "pair-bonus", "peek-penalty"), 5),
              "norwegian-6": ((), 5), "nine-card": ((), 5)}


@pytest.mark.parametrize(("preset", "players", "size"),
                         [(p, n, (80, 24)) for p in FULL_HOUSE for n in (2, 3, 4)]
                         + [("swedish-6", 4, (60, 20))])
async def test_every_players_scorecard_row_is_in_sight_without_scrolling(
        preset: str, players: int, size: tuple[int, int]) -> None:
    """Three players of swedish-6 with double pairs at 80x24: a grid of two pairs and the bonus
    made its box 8 lines high, and the scorecard under the grids showed its header and first
    row, the other rows below the screen, a scroll bar the only hint. The card (every row and
    total) now stays in sight under the grids, on every preset with its house rules, the
    grids scrolling above it when they need more room."""
    house, seed = FULL_HOUSE[preset]
    m = finished_match(preset, players, seed, house)
    index = tallest_hole(m)
    upto = partial_match(m, index + 1)
    app = ScreenHost(lambda: HoleResultScreen(
        upto, m.results[index], animations=False,
        last_move=lambda: "Kari put the 9♠ bottom-right; the 10♦ went to the discard pile."))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        card = card_region(app)
        prompt = screen.query_one("#summary-prompt")
        assert card.height == 1 + players, card  # the header and a row each
        assert card.y > 0 and card.bottom <= prompt.region.y, (card, prompt.region)
        shown = visible_words(app)
        assert "Scorecard Hole" in shown, shown
        totals = [sum(r.scores[seat].total for r in upto.results if r.scores)
                  for seat in range(players)]
        for name, total in zip(upto.players, totals, strict=True):
            assert re.search(rf"{name}( -?\d+| ·)+ {total} ", shown + " "), (name, shown)


async def test_the_scorecard_stays_in_sight_when_the_prompt_wraps_a_reason() -> None:
    """A click on the result puts its reason before the prompt, two lines at 80x24: the room
    under the standings shrank by a line and the card's last row went out of sight (Siri's,
    a scroll bar beside the card)."""
    house, seed = FULL_HOUSE["swedish-6"]
    m = finished_match("swedish-6", 3, seed, house)
    index = tallest_hole(m)
    upto = partial_match(m, index + 1)
    app = ScreenHost(lambda: HoleResultScreen(upto, m.results[index], animations=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#summary-grids")
        await pilot.pause()
        screen = app.screen
        prompt = screen.query_one("#summary-prompt")
        assert prompt.region.height == 2, prompt.region
        card = card_region(app)
        assert card.height == 1 + len(upto.players), card
        assert card.bottom <= prompt.region.y, (card, prompt.region)
        shown = visible_words(app)
        for name in upto.players:
            assert shown.count(name) >= 3, (name, shown)  # standings, grid, scorecard row


@pytest.mark.parametrize("ascii", [False, True])
def test_the_hole_result_writes_minus_as_the_game_does(ascii: bool) -> None:
    """The panels printed "-2" with the hyphen (a card's value, the total, a bonus), where the
    rules and the ruleset descriptions write "−2"; in ASCII mode the hyphen stays."""
    from golf_tui.engine import parse_grid, score_grid

    rules = load_ruleset("swedish-6", ["double-pairs"])
    cards = tuple(c for row in parse_grid("7h Qs 2d / 7c Qd 3s") for c in row)
    score = score_grid(rules, list(cards))
    assert score.total == -9 and score.card_total == 1
    grid = HoleGrid("Kari", cards, 3, score, ascii=ascii)
    text = "\n".join(line.plain for line in grid._lines(True))
    sign = "-" if ascii else "−"
    assert f"{sign}2" in text.splitlines()[0]  # the 2's value beside it
    assert f"double pairs: {sign}10" in text and f"Hole score {sign}9" in text
    if not ascii:
        assert "-" not in text
    low = score_grid(rules, [c for row in parse_grid("7h 2s 2d / 7c Ah As") for c in row])
    assert low.card_total < 0
    assert f"other cards: {sign}{-low.card_total}" in breakdown_lines(low, short=True,
                                                                      ascii=ascii)


def test_the_scorecard_writes_minus_as_the_game_does() -> None:
    """The scorecard under the panels: "−3", as they write it, the total too."""
    from golf_tui.app.widgets.scorecard_table import _block

    m = finished_match("swedish-6", 2, 3)
    below = [[-3, -1]] * len(m.results)  # every hole below 0
    console = Console(width=100, record=True, file=io.StringIO(), color_system=None)
    console.print(_block(m, range(1, len(below) + 1), below, None, True, None, ()))
    card = console.export_text()
    assert "−3" in card and f"−{3 * len(below)}" in card
    assert not re.search(r"-\d", card)


@pytest.mark.parametrize(("house", "rules", "second_line"), [
    ((), ["values.K=-1"], "House rules: own rules"),
    (("peek-penalty",), ["knock_penalty.points=5"], "House rules: Peek penalty, own rules"),
    (("peek-penalty",), ["match.holes=2"], "House rules: Peek penalty"),  # length alone
    ((), ["match.holes=2"], None),
])
def test_the_caption_says_own_rules_as_the_history_does(
        house: tuple[str, ...], rules: list[str], second_line: str | None) -> None:
    """A match whose --rule changes how it plays (beyond its length) is "own rules" on the
    scorecard and the match-over screen, as the history and the statistics name it: the
    caption named the preset as if it had been played as shipped."""
    m = simulate(load_ruleset("norwegian-4", list(house), rules=rules), 2, 3)
    lines = match_caption(m).splitlines()
    assert lines[0].startswith("Firekortsgolf · ")  # the name, not the file's "norwegian-4"
    assert lines[1:] == ([] if second_line is None else [second_line])


@pytest.mark.parametrize("ascii", [False, True])
async def test_a_winner_below_zero_has_the_scorecards_minus(
        ascii: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Bot 1 vinder med -3 point!" had the hyphen above a scorecard writing −3: the winner's
    line writes a score below zero as the scorecard does (the hyphen in ASCII mode)."""
    def below_zero(self: Match) -> tuple[int, ...]:
        return tuple(-3 + seat for seat in range(len(self.players)))

    monkeypatch.setattr(Match, "totals", property(below_zero))
    m = finished_match()
    sign = "-" if ascii else "\u2212"
    assert winner_words(m, ascii) == f"{m.players[0]} wins with {sign}3!"
    monkeypatch.setattr(Match, "totals", property(lambda self: (-3,) * len(self.players)))
    assert winner_words(m, ascii).endswith(f"share the win with {sign}3!")
    monkeypatch.setattr(Match, "totals", property(below_zero))
    if not ascii:
        app = ScreenHost(lambda: MatchOverScreen(m))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            text = screen_text(app)
        assert f"wins with {sign}3!" in text and "-3" not in text, text
