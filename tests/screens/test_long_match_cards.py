"""The scorecard of a long match on the screens that end a hole or the match, and on the
scorecard screen: a play-tester's finds with eighteen holes, a match to 100 and one to 1000.

At 80x24 the match over of an 18-hole match for eight showed the front nine only: every total
but two and the Play again / New setup / Quit buttons needed scrolling, and a 99-hole match's
showed holes 1–36. A match to 100 for eight ended with "… reached 100 points after 6 holes;
lowest total wins" below the card, out of sight. The scorecard said "In 0" before a hole of
the back nine was played."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console
from textual.widget import Widget

from golf_tui.app.screens.match_over import MatchOverScreen
from golf_tui.app.screens.summary import HoleResultScreen
from golf_tui.app.widgets.scorecard_table import scorecard
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate

from .screen_host import ScreenHost, finished_match, frame_lines, partial_match

NAMES = ("Kari", "Ola", "Siri", "Per", "Anne", "Nils", "Liv", "Tor")


async def settled(pilot: Any) -> None:
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


def card_rows(lines: list[str]) -> tuple[list[str], list[list[str]]]:
    """The card's header and the lines under it, split into words."""
    at = next(i for i, line in enumerate(lines) if line.split()[:1] == ["Hole"])
    return lines[at].split(), [line.split() for line in lines[at + 1:]]


def in_sight(app: ScreenHost, widget: Widget) -> bool:
    return widget.region.y >= 0 and widget.region.bottom <= app.size[1] - 1  # over the footer


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_match_over_of_eighteen_holes_shows_every_total_and_the_buttons(
        size: tuple[int, int]) -> None:
    """The back nine after "Out", "In" and "Total": every player's total, and the three
    buttons, in sight without scrolling."""
    m = finished_match("nine-card", 8, 3, ("18-holes",))
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        assert app.screen.query_one("#over-body", Widget).max_scroll_y == 0
        header, rows = card_rows(frame_lines(app))
        assert header[:3] == ["Hole", "Out", "10"] and header[-3:] == ["18", "In", "Total"]
        for seat, name in enumerate(NAMES):
            (row,) = [row for row in rows if name in row[:3]]  # after ★ and the place
            assert row[-1] == str(m.totals[seat]), (name, row)
        for button in ("again", "setup", "quit"):
            assert in_sight(app, app.screen.query_one(f"#{button}", Widget)), button


def capped_match() -> Match:
    """Two players to 1000 who reach it in no fewer holes than the most a match may have:
    99 holes, nobody at 1000."""
    rules = load_ruleset("swedish-6", rules=["match.end=target", "match.target=1000"])
    m = simulate(rules, 2, 5, ["normal", "normal"])
    assert len(m.results) >= 99 and max(m.totals) < 1000
    return Match(m.table, ("Kari", "Ola"), m.seed, m.hole, m.hole_number, m.deals, m.results,
                 m.actions, m.finished)


async def test_a_99_hole_match_over_shows_its_last_holes_and_totals() -> None:
    """The last row of holes (91–99) after the sum of those before it ("1–90") and the totals;
    not holes 1–36 and the rest scrolled away."""
    m = capped_match()
    app = ScreenHost(lambda: MatchOverScreen(m))
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        lines = frame_lines(app)
        header, rows = card_rows(lines)
        assert header == ["Hole", "1–90", *(str(h) for h in range(91, 100)), "Total"], lines
        assert "nobody reached 1000 points in 99 holes" in "\n".join(lines)
        for name, total in zip(m.players, m.totals, strict=True):
            (row,) = [row for row in rows if name in row[:3]]  # after ★ and the place
            assert row[-1] == str(total)
        assert in_sight(app, app.screen.query_one("#quit", Widget))


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_last_hole_of_a_match_to_100_says_who_reached_it_in_sight(
        size: tuple[int, int]) -> None:
    """Eight players to 100: who reached it, and when, is said in sight (under the totals
    above the grids), whatever the grids and the card below take, and the last move's two
    lines above them."""
    m = finished_match("norwegian-4", 8, 9, ("to-100",))
    move = "Siri knocked with a long line that the table told in full, " * 2
    app = ScreenHost(lambda: HoleResultScreen(m, m.results[-1], animations=False,
                                              last_move=lambda: move))
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        text = " ".join(" ".join(frame_lines(app)).split())
        holes = len([r for r in m.results if r.scores])
        assert f"reached 100 points after {holes} holes; lowest total wins" in text, text
        assert text.count("reached 100 points") == 1  # said once: not under the card as well


def back_nine_sums(m: Match) -> list[str]:
    """The "In" column of the scorecard screen's card, a cell per player."""
    console = Console(width=120, file=io.StringIO(), record=True, color_system=None)
    console.print(scorecard(m))
    lines = console.export_text().splitlines()
    back = next(i for i, line in enumerate(lines) if line.split()[:2] == ["Hole", "10"])
    return [lines[back + 1 + seat].split()[-2] for seat in range(len(m.players))]


def test_in_is_a_dot_until_a_hole_of_the_back_nine_is_played() -> None:
    """After hole 3 of 18 the back nine's holes are "·", and so is "In" (it said 0); after hole
    10, "In" is hole 10's score."""
    m = finished_match("norwegian-4", 3, 1, ("18-holes",))
    scored = [i for i, r in enumerate(m.results) if r.scores]
    assert back_nine_sums(partial_match(m, scored[2] + 1)) == ["·"] * 3
    after_ten = partial_match(m, scored[9] + 1)
    assert back_nine_sums(after_ten) == [str(s.total) for s in m.results[scored[9]].scores or ()]
