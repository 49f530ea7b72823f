"""Golden playthroughs: one seeded hole per preset, every seat's view at every step, in text.

A change to what any seat may see, to the turn flow or to dealing shows up as a diff against
tests/golden/<preset>.txt. After an intended change, rewrite them with
``GOLF_UPDATE_GOLDEN=1 pytest tests/engine/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from golf_helpers import PRESETS, card_text, check_views, ruleset

from golf_tui.breakdown import breakdown_lines
from golf_tui.engine import Hole, Match, SeatView, apply, score_hole, view

GOLDEN = Path(__file__).parents[1] / "golden"
PLAYERS = {"norwegian-4": 3, "norwegian-6": 3, "swedish-6": 2, "danish-6": 3, "nine-card": 2}
SEED = 2024


def render_view(v: SeatView) -> list[str]:
    cols = v.ruleset.shape[1]
    who = "public" if v.seat is None else f"seat {v.seat}"
    lines = [
        f"  [{who}] phase={v.phase} current={v.current} stock={v.stock_count}"
        f" discard={' '.join(c.code() for c in v.discard) or '-'}"
        f" held={card_text(v.held) if v.held_from else '-'}"
        f"{'(' + v.held_from + ')' if v.held_from else ''}"
        f" knocker={v.knocker} closer={v.closer} lap_left={v.lap_left} turns={v.turns}"
        f" peeks={','.join(map(str, v.peeks))}"
    ]
    for seat, grid in enumerate(v.grids):
        rows = [" ".join(f"{card_text(c):>3}" for c in grid[r:r + cols])
                for r in range(0, len(grid), cols)]
        lines.append(f"    grid {seat}: {' /'.join(rows)}")
    if v.memory:
        lines.append("    memory: " + " ".join(f"{p}={c.code()}" for p, c in
                                             sorted(v.memory.items())))
    if v.legal:
        lines.append("    legal: " + " ".join(str(a) for a in v.legal))
    return lines


def render_state(h: Hole) -> list[str]:
    out: list[str] = []
    for seat in [*range(h.players), None]:
        out.extend(render_view(view(h, seat)))
    return out


def playthrough(name: str) -> str:
    rules = ruleset(name)
    assert name in PLAYERS, f"{name}: give its golden hole's number of players in PLAYERS"
    players = PLAYERS[name]
    h = Match.start(rules, [f"p{i}" for i in range(players)], SEED).hole
    rng = random.Random(SEED)
    lines = [
        f"# golden playthrough: {name}, {players} players, match seed {SEED}, actions from"
        f" random.Random({SEED}) over the acting seat's legal actions",
        "# face-down cards show as ##; memory lists a seat's own face-down cards it knows",
        "",
        f"step 0: dealt by seat {h.dealer}, seat {h.first} starts",
        *render_state(h),
    ]
    step = 0
    while not h.over:
        check_views(h)
        action = rng.choice(view(h, h.current).legal)
        step += 1
        seat = h.current
        h = apply(h, action)
        lines += ["", f"step {step}: seat {seat} {action}", *render_state(h)]
    lines += ["", f"ending: {h.ending}, closer: {h.closer if h.closer >= 0 else None}"]
    scores = score_hole(h)
    for seat, s in enumerate(scores or ()):
        lines.append(f"seat {seat}: " + "; ".join(breakdown_lines(s, ascii=True, lang="en")))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", PRESETS)
def test_golden_playthrough(name: str) -> None:
    path = GOLDEN / f"{name}.txt"
    text = playthrough(name)
    if os.environ.get("GOLF_UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with GOLF_UPDATE_GOLDEN=1"
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{name} playthrough differs from {path}"


def _views(step: str) -> dict[str, tuple[str, dict[int, str]]]:
    """The views of one step of a golden file, by whom ("seat 0", "public"): each one's header
    and its grid lines by seat."""
    views: dict[str, tuple[str, dict[int, str]]] = {}
    who = ""
    for line in step.splitlines():
        if line.startswith("  ["):
            who, header = line[3:].split("] ", 1)
            views[who] = (header, {})
        elif line.startswith("    grid "):
            seat, grid = line.removeprefix("    grid ").split(": ", 1)
            views[who][1][int(seat)] = grid
    return views


@pytest.mark.parametrize("name", PRESETS)
def test_golden_files_show_no_face_down_card_of_another_seat(name: str) -> None:
    """A check on the files themselves, whoever wrote them: at every step each seat sees the
    other seats' grids as the public view shows them (their face-down cards as ##), and, but
    for the seat to act, what is in hand as the public sees it (a card drawn from the stock is
    the drawer's to know)."""
    text = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
    steps = text.split("\n\nstep ")[1:]
    assert len(steps) > 1
    hidden = 0
    for step in steps:
        views = _views(step)
        public_header, public_grids = views.pop("public")
        assert len(views) == PLAYERS[name] and len(public_grids) == PLAYERS[name], step[:40]
        current = int(public_header.split(" current=")[1].split()[0])
        hidden += sum(grid.count("##") for grid in public_grids.values())
        for who, (header, grids) in views.items():
            seat = int(who.removeprefix("seat "))
            others = {s: g for s, g in grids.items() if s != seat}
            assert others == {s: g for s, g in public_grids.items() if s != seat}, (who, step[:40])
            if seat != current:
                assert header == public_header, (who, step[:40])
    assert hidden, "no face-down card in the whole file"
