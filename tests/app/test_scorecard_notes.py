"""The line under the scorecard (who leads, who reached the target) wraps to the card's room; it
does not decide how wide the card is. It did: a match to a target that two long names reached
ended with a line wider than 80 columns, and the card, measured with that line, was cut to one
hole a row to make room for it (eight rows of names for each hole on the match over)."""

from __future__ import annotations

import random

from rich.console import Console

from golf_tui.app.widgets.scorecard_table import scorecard
from golf_tui.engine import Match, legal_actions, play
from golf_tui.presets import load_ruleset

NAMES = ["Kari-Marie Nordmann", "Ola-Nordmann Jensen", "Bot 1", "Bot 2"]


def finished_match_to_a_target() -> Match:
    """A four-card match to 40 played with random moves (a knock allowed from the fifth turn),
    ended by at least two totals over 40: the note names them both."""
    rules = load_ruleset("norwegian-4", ["to-100"], ["match.target=40"])
    for seed in range(50):
        rng = random.Random(seed)
        m = Match.start(rules, NAMES, seed)
        while not m.finished:
            moves = [a for a in legal_actions(m.hole)
                     if m.hole.turns >= 4 * len(NAMES) or type(a).__name__ != "Knock"]
            m = play(m, rng.choice(moves))
        if sum(total >= 40 for total in m.totals) >= 2 and len(m.results) >= 2:
            return m
    raise AssertionError("no seed made two totals reach the target")


def test_a_long_note_wraps_under_a_card_of_every_hole() -> None:
    m = finished_match_to_a_target()
    holes = len(m.results)
    console = Console(width=76, record=True)
    console.print(scorecard(m))
    lines = console.export_text().splitlines()
    headers = [line for line in lines if line.split()[:1] == ["Hole"]]
    assert len(headers) == 1, lines  # every hole in one row, as there is room for
    assert headers[0].split() == ["Hole", *map(str, range(1, holes + 1)), "Total"]
    note = " ".join(" ".join(lines[lines.index(headers[0]) + len(NAMES) + 1:]).split())
    assert "reached 40 points" in note and NAMES[0] in note  # all of it, wrapped
    assert all(len(line.rstrip()) <= 76 for line in lines)
