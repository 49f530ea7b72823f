"""History files an older golf-tui moved aside as damaged are taken back when this one reads them.

A golf-tui before history format 2 read each newer history file as "not a golf-tui history entry
(format 1)" and moved it aside as ``<name>.json.corrupt-1``: after a short downgrade the history
looked empty to every version, this one too. The files here are named as that build names them
(``atomic.move_aside`` then and now: ``name.corrupt-N``); no old build is run.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golf_tui.cli import main
from golf_tui.storage import Store
from history_helpers import match_history, record

SEATS = (("Kari", "human"), ("Ola", "human"))


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    record(store, "norwegian-4", SEATS, 3)
    record(store, "swedish-6", SEATS, 4)
    return store


def _moved_aside_by_the_old_build(store: Store) -> dict[str, bytes]:
    """Each history file renamed as the older golf-tui renamed it: its name and bytes."""
    kept = {}
    for path in sorted(store.history_dir.iterdir()):
        kept[path.name] = path.read_bytes()
        path.rename(path.with_name(path.name + ".corrupt-1"))
    return kept


def test_files_moved_aside_by_an_older_golf_tui_come_back_once(store: Store) -> None:
    before, _ = store.history()
    kept = _moved_aside_by_the_old_build(store)
    entries, problems = store.history()
    assert entries == before and len(entries) == 2
    assert problems == ["2 finished matches that had been moved aside as damaged can be read"
                        " now and are back in the history."]
    assert {p.name: p.read_bytes() for p in store.history_dir.iterdir()} == kept
    assert store.history() == (before, [])  # said once


def test_a_file_that_does_not_read_stays_aside_untouched(store: Store) -> None:
    damaged = store.history_dir / "20260101T120000_0000-0.json.corrupt-1"
    damaged.write_text('{"format": 2, "finished_at": "nope"}')
    newer = store.history_dir / "20260101T120000_0000-1.json.corrupt-2"
    newer.write_text('{"format": 99}')
    entries, problems = store.history()
    assert len(entries) == 2 and problems == []
    assert damaged.read_text() == '{"format": 2, "finished_at": "nope"}'
    assert newer.read_text() == '{"format": 99}'
    assert not (store.history_dir / "20260101T120000_0000-0.json").exists()


def test_the_same_match_aside_and_in_place_counts_once_and_the_copy_goes(store: Store) -> None:
    """A copy whose match the history holds already is removed at the first reading: it
    stayed, and every start read it again, to the same end."""
    before, _ = store.history()
    files = {p.name: p.read_bytes() for p in store.history_dir.iterdir()}
    first = sorted(store.history_dir.iterdir())[0]
    copy = first.with_name(first.name + ".corrupt-1")
    copy.write_bytes(first.read_bytes())
    entries, problems = store.history()
    assert entries == before and problems == []
    assert not copy.exists()
    assert {p.name: p.read_bytes() for p in store.history_dir.iterdir()} == files
    tally, _ = store.tally()
    assert [s.matches for s in tally.stats()] == [2, 2]


def test_a_copy_with_a_match_the_history_has_not_is_taken_back(store: Store) -> None:
    """The same players and scores, finished at another moment: another match, not removed."""
    first = sorted(store.history_dir.iterdir())[0]
    data = json.loads(first.read_text())
    data["finished_at"] = data["finished_at"].replace(":00", ":01", 1)
    assert data["finished_at"] != json.loads(first.read_text())["finished_at"]
    copy = first.with_name(first.name + ".corrupt-1")
    copy.write_text(json.dumps(data))
    entries, problems = store.history()
    assert len(entries) == 3 and len(problems) == 1  # "… is back in the history."
    assert not copy.exists()
    assert len(list(store.history_dir.glob("*.json"))) == 3


def test_a_copy_that_does_not_read_stays_beside_the_match_it_was(store: Store) -> None:
    first = sorted(store.history_dir.iterdir())[0]
    damaged = first.read_bytes()[:-20]  # cut short: no entry, whatever match it was
    copy = first.with_name(first.name + ".corrupt-1")
    copy.write_bytes(damaged)
    entries, _problems = store.history()
    assert len(entries) == 2
    assert copy.read_bytes() == damaged


def test_a_name_taken_by_another_match_gives_the_next_free_one(store: Store) -> None:
    record(store, "danish-6", SEATS, 5)
    one, two, three = sorted(store.history_dir.iterdir())
    stamp = "20260101T120000_0000"
    aside = store.history_dir / f"{stamp}-0.json.corrupt-1"
    one.rename(aside)
    two.rename(store.history_dir / f"{stamp}-0.json")  # other matches have the name now,
    three.rename(store.history_dir / f"{stamp}-1.json")  # and the next
    entries, problems = store.history()
    assert len(entries) == 3 and len(problems) == 1
    assert sorted(p.name for p in store.history_dir.iterdir()) == [
        f"{stamp}-0.json", f"{stamp}-1.json", f"{stamp}-2.json"]


def test_the_cli_says_how_many_on_stderr(store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    _moved_aside_by_the_old_build(store)
    assert main(["stats"]) == 0
    out, err = capsys.readouterr()
    assert "Kari: 2 matches" in out
    assert err == ("golf-tui: 2 finished matches that had been moved aside as damaged can be"
                   " read now and are back in the history.\n")
    assert main(["history"]) == 0
    out, err = capsys.readouterr()
    assert out.count("won by") == 2 and err == ""


async def test_the_history_screen_says_it_in_a_note(store: Store) -> None:
    _moved_aside_by_the_old_build(store)
    async with match_history() as (_app, _pilot, screen):
        assert len(screen.entries) == 2
        notes = [str(n.render()) for n in screen.query(".history-note")]
        assert len(notes) == 1 and notes[0].startswith("2 finished matches that had been")
