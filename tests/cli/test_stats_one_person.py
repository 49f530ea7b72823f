"""Statistics count a person once whatever the case or form their name was typed in: the setup
takes "Kari", "kari", "KARI" with a zero-width space and a full-width "Ｋａｒｉ" for one name
(``names.name_key``), so ``golf-tui stats`` and the app's *Player statistics* show one line for
them, under the spelling of the most recent match. Computer players stay counted by level."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from golf_tui.cli import main
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store, autosave

# oldest first; the last spelling is the one shown
SPELLINGS = ("Kari", "KARI\u200b", "\uff2b\uff41\uff52\uff49", "kari")
LEVELS = ("hard", "normal", "hard", "easy")  # "Bot 1" at each match


def _match(seats: tuple[tuple[str, str], ...], seed: int) -> Match:
    m = simulate(load_ruleset("norwegian-4", rules=["match.holes=1"]), len(seats), seed)
    return Match(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
                 m.results, m.actions, m.finished)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """Four 1-hole matches a minute apart: Kari (spelled four ways), Ola, and "Bot 1" of a
    changing level."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    moments = iter(datetime(2026, 5, 1, 12, n, tzinfo=UTC).isoformat(timespec="seconds")
                   for n in range(len(SPELLINGS)))
    monkeypatch.setattr(autosave, "_now", lambda: next(moments))
    store = Store()
    for seed, (kari, level) in enumerate(zip(SPELLINGS, LEVELS, strict=True), 1):
        seats = ((kari, "human"), ("Bot 1", level), ("Ola", "human"))
        store.record_finished(_match(seats, seed), seats)
    return store


def _kari_record(store: Store) -> tuple[int, int]:
    """Kari's matches and wins, counted from the history's files."""
    entries, problems = store.history()
    assert not problems and len(entries) == len(SPELLINGS)
    return len(entries), sum(0 in e.winners for e in entries)


def test_stats_show_one_line_per_person(store: Store,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    matches, wins = _kari_record(store)
    assert main(["stats"]) == 0
    heads = [line.split(":")[0] for line in capsys.readouterr().out.splitlines()
             if not line.startswith(" ")]
    # by name whatever its case: "kari" before "Ola"
    assert heads == ["kari", "Ola", "easy bot", "normal bot", "hard bot"], heads
    assert main(["stats", "--json"]) == 0
    rows = {(r["kind"], r["name"]): r for r in json.loads(capsys.readouterr().out)}
    assert list(rows) == [("human", "kari"), ("human", "Ola"), ("easy", "easy bot"),
                          ("normal", "normal bot"), ("hard", "hard bot")]
    kari = rows["human", "kari"]
    assert (kari["matches"], kari["wins"]) == (matches, wins)
    assert kari["holes"] == {"norwegian-4": len(SPELLINGS)}
    assert rows["hard", "hard bot"]["matches"] == 2


@pytest.mark.parametrize("asked", ["Kari", "kari", "KARI\u200b", "\uff2b\uff41\uff52\uff49"])
def test_stats_name_prints_the_person_once(store: Store, capsys: pytest.CaptureFixture[str],
                                           asked: str) -> None:
    matches, wins = _kari_record(store)
    assert main(["stats", asked]) == 0
    out = capsys.readouterr().out
    heads = [line for line in out.splitlines() if not line.startswith(" ")]
    assert heads == [f"kari: {matches} matches, {wins} win{'' if wins == 1 else 's'}"], out


async def test_the_app_shows_one_line_per_person(
    store: Store, stats_screen_names: Callable[..., Awaitable[list[str]]]
) -> None:
    names = await stats_screen_names(store, (100, 30))
    people = [n.split("\n")[0] for n in names if not n.startswith(" ")]
    assert people == ["kari", "Ola", "Bot levels:", "easy bot", "normal bot", "hard bot"], names
