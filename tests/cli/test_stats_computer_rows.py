"""A person may be called "hard bot", the name the statistics give every computer player of
the hard level. Both rows looked the same in ``golf-tui stats`` and on the *Player
statistics* screen (only the JSON's ``kind`` told them apart): a computer level's row is
marked as one, in every language, where no person's name can reach."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import pytest

from golf_tui import i18n
from golf_tui.cli import main
from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store

# the name the statistics give the hard level, in each language, taken by a person
LEVEL = {"en": "hard bot", "nb": "vanskelig bot", "sv": "svår bot", "da": "svær bot"}
MARK = {"en": "bot level", "nb": "botnivå", "sv": "botnivå",
        "da": "botniveau"}


def record(store: Store, person: str) -> None:
    """A 1-hole match of ``person`` against a computer player of the hard level."""
    seats = ((person, "human"), ("Bot 1", "hard"))
    m = simulate(load_ruleset("norwegian-4", rules=["match.holes=1"]), 2, 3)
    m = Match(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
              m.results, m.actions, m.finished)
    store.record_finished(m, seats)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    yield Store()
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_terminal_marks_the_computer_level(store: Store, lang: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    record(store, LEVEL[lang])
    assert main(["--lang", lang, "stats"]) == 0
    heads = [line for line in capsys.readouterr().out.splitlines() if not line.startswith(" ")]
    assert len(heads) == 2 and heads[0] != heads[1], heads
    person, computer = heads
    assert person.startswith(f"{LEVEL[lang]}: ") and MARK[lang] not in person, heads
    assert computer.startswith(f"{LEVEL[lang]}: ") and computer.endswith(f"({MARK[lang]})"), heads
    assert main(["--lang", lang, "stats", LEVEL[lang]]) == 0  # both, told apart
    assert [line for line in capsys.readouterr().out.splitlines()
            if not line.startswith(" ")] == heads


async def test_the_screen_marks_the_computer_level(
    store: Store, stats_screen_names: Callable[..., Awaitable[list[str]]]
) -> None:
    """The level's row stands under a heading of the levels, the person's above it; no
    "(bot level)" in the best match column, where a play-tester read it as a best match."""
    record(store, "hard bot")
    names = await stats_screen_names(store)
    heads = [n for n in names if not n.startswith(" ")]
    assert heads == ["hard bot", "Bot levels:", "hard bot"], names  # each on one line
    rows = [r for r in await stats_screen_names(store, whole=True) if not r.startswith(" ")]
    assert not any("bot level)" in row for row in rows), rows
    assert all(cell == "" for cell in rows[1].split(" | ")[1:]), rows  # a heading, no numbers
    assert rows[2].split(" | ")[-1] == "", rows  # a best match only under it, per ruleset


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_a_level_goes_by_its_english_name_too(store: Store, lang: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """`golf-tui stats "hard bot"`, as the docs write it, said in Swedish that no player has
    that name; and --json, English elsewhere, named the level in the player's language."""
    record(store, "Kari")
    assert main(["--lang", lang, "stats", "hard bot"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{LEVEL[lang]}: ") and f"({MARK[lang]})" in out, out
    assert main(["--lang", lang, "stats", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["name"], r["kind"]) for r in rows] == [("Kari", "human"), ("hard bot", "hard")]
