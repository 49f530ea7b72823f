"""Hand-edited and damaged history files: each costs only itself, with one sentence naming the
file and the field, never a traceback (in ``golf-tui history``, its ``--json`` and the app's
Match history). A file from a newer golf-tui is left where it is."""

from __future__ import annotations

import errno
import json
from collections.abc import Callable
from pathlib import Path
from subprocess import CompletedProcess
from typing import Any

import pytest

from golf_tui.app.screens import history as history_screen
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store, history_entry
from golf_tui.storage import history as history_module
from golf_tui.storage.history import MAX_RECORD_BYTES
from history_helpers import match_history

from ..conftest import toasts


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """Two finished two-player matches in the history of a home of the test's own."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    for seed in (1, 2):
        store.record_finished(simulate(load_ruleset("norwegian-4"), 2, seed),
                              (("random-1", "human"), ("random-2", "human")))
    return store


def _edit(store: Store, name: str = "edited.json", **changes: Any) -> Path:
    """The first entry, copied to a file of its own (``name``) with ``changes`` made by hand."""
    first = sorted(store.history_dir.glob("*.json"))[0]
    data = json.loads(first.read_text("utf-8"))
    data.update(changes)
    edited = store.history_dir / name
    edited.write_text(json.dumps(data), "utf-8")
    return edited


def _lowest(store: Store) -> tuple[list[int], list[int]]:
    data = json.loads(sorted(store.history_dir.glob("*.json"))[0].read_text("utf-8"))
    return data["totals"], data["winners"]


# (the change made by hand, the field the message must name)
EDITS: dict[str, tuple[dict[str, Any], str]] = {
    "winner-out-of-range": ({"winners": [5]}, "'winners' names seat 5"),
    "winner-negative": ({"winners": [-1]}, "'winners' names seat -1"),
    "winner-not-lowest": ({"winners": []}, "'winners' are not the players with the lowest"),
    "winner-a-text": ({"winners": ["0"]}, "'winners'"),
    "totals-edited": ({"totals": [99, 99]}, "'totals' are not the sums of the hole scores"),
    "totals-too-few": ({"totals": [3]}, "'totals' should have one entry per player (2), not 1"),
    "players-too-many": ({"players": ["A", "B", "C"]},
                         "'kinds' should have one entry per player (3), not 2"),
    "players-not-texts": ({"players": [1, 2]}, "'players'"),
    "hole-too-short": ({"holes": [[1]]}, "'holes' should have one entry per player (2), not 1"),
    "hole-a-text": ({"holes": [["x", 1]]}, "'holes'"),
    # was listed as "0 holes (short match)", every player a winner
    "no-holes": ({"holes": [], "totals": [0, 0], "winners": [0, 1]}, "'holes' is empty"),
    "finished-at-not-a-time": ({"finished_at": "yesterday"}, "'finished_at'"),
    "finished-at-a-number": ({"finished_at": 5}, "'finished_at'"),
    # astimezone() raised OverflowError: history, --show and the Match history crashed
    "finished-at-past-the-calendar": ({"finished_at": "9999-12-31T23:59:59-12:00"},
                                      "'finished_at' is not a date golf-tui can show"),
    "finished-at-before-the-calendar": ({"finished_at": "0001-01-01T00:00:00+14:00"},
                                        "'finished_at' is not a date golf-tui can show"),
    # golf-tui writes the moment in UTC: a time without its zone is not one
    "finished-at-without-a-zone": ({"finished_at": "2026-01-01T12:00:00"},
                                   "'finished_at' has no offset from UTC"),
    "ruleset-a-number": ({"ruleset": 5}, "'ruleset'"),
    "house-rules-not-a-list": ({"house_rules": "jokers"}, "'house_rules'"),
    "match-not-an-object": ({"match": [1]}, "'match'"),
    # printed as they are by history, --show and stats: an escape reached the terminal
    "ruleset-with-an-escape": ({"ruleset": "\x1b]0;pwned\x07swedish-6"},
                               "'ruleset' holds a control character (U+001B)"),
    "house-rule-with-an-escape": ({"house_rules": ["\x1b[31mjokers"]},
                                  "'house_rules' holds a control character (U+001B)"),
    "kind-with-an-escape": ({"kinds": ["human", "\x1b[2Jhard"]},
                            "'kinds' holds a control character (U+001B)"),
    # a level this version does not have: was counted as "godlike bot … (bot level)"
    "kind-unknown": ({"kinds": ["human", "godlike"]},
                     "'kinds' names an unknown kind for player 2: 'godlike' (kinds: human,"
                     " random, easy, normal, hard)"),
    "kind-a-level-in-capitals": ({"kinds": ["HARD", "human"]},
                                 "'kinds' names an unknown kind for player 1: 'HARD'"),
    "ruleset-turned-around": ({"ruleset": "\u202eswedish-6"},
                              "'ruleset' holds a control character (U+202E)"),
    "no-format": ({"format": None}, "'format'"),
    "older-format": ({"format": 0}, "'format'"),
}


@pytest.mark.parametrize("kind", sorted(EDITS))
def test_a_hand_edited_entry_is_skipped_with_one_clean_sentence(kind: str, store: Store) -> None:
    changes, field = EDITS[kind]
    if kind == "winner-not-lowest":  # the other player: a seat that exists, but did not win
        totals, winners = _lowest(store)
        changes = {"winners": [1 - winners[0]]} if totals[0] != totals[1] else {"winners": []}
        field = "'winners'"
    edited = _edit(store, **changes)
    entries, problems = store.history()
    assert len(entries) == 2
    assert len(problems) == 1
    problem = problems[0]
    assert field in problem
    assert problem.startswith(f"History file {edited}: ") and problem.count(str(edited)) == 2
    assert problem.endswith(f"it was moved to {edited}.corrupt-1.")  # the name, once, then where
    assert "Error" not in problem  # no Python repr
    assert not edited.exists() and edited.with_name("edited.json.corrupt-1").exists()


UNREADABLE = {
    "not-json": b'{"format": 1,', "not-utf8": b"\xff\xfe{}", "a-list": b"[1, 2]",
    # json.loads: RecursionError, and a plain ValueError (Python's limit on digits), which
    # crashed every command and the Match history instead of costing only this file
    "nested-too-deeply": b"[" * 100_000 + b"]" * 100_000,
    "long-number": b'{"format": 2, "totals": [1' + b"0" * 5000 + b", 0]}",
}


@pytest.mark.parametrize("kind", sorted(UNREADABLE))
def test_an_unreadable_entry_is_named_once(kind: str, store: Store) -> None:
    edited = store.history_dir / "edited.json"
    edited.write_bytes(UNREADABLE[kind])
    entries, problems = store.history()
    assert len(entries) == 2 and len(problems) == 1
    assert problems[0].startswith(f"History file {edited}: ")
    assert problems[0].endswith(f"it was moved to {edited}.corrupt-1.")
    assert "Error" not in problems[0] and "set_int_max_str_digits" not in problems[0]
    assert edited.with_name("edited.json.corrupt-1").read_bytes() == UNREADABLE[kind]


def test_a_newer_entry_is_left_in_place_and_said_to_need_a_newer_golf_tui(store: Store) -> None:
    edited = _edit(store, format=3, something_new=True)
    entries, problems = store.history()
    assert len(entries) == 2
    assert problems == [f"History file {edited}: it was written by a newer golf-tui (history"
                        " format 3; this version reads up to 2); it is left as it is, for that"
                        " version, and not shown here."]
    assert edited.exists() and not list(store.history_dir.glob("*.corrupt-*"))
    assert store.history()[1] == problems  # and said again next time, still in place


@pytest.mark.parametrize("error", [
    PermissionError(errno.EACCES, "Permission denied"), OSError(errno.EIO, "Input/output error"),
    OSError(errno.EMFILE, "Too many open files"),
])  # fmt: skip
def test_an_entry_that_cannot_be_read_now_is_left_in_place(
        store: Store, monkeypatch: pytest.MonkeyPatch, error: OSError) -> None:
    """A file the system would not let be read (no permission, a disk error, too many files
    open) was moved aside as damaged: it dropped out of the history for good, though nothing
    was wrong with it. It is left where it is, and shown once it can be read. (A monkeypatch:
    the tests may run as root, whom chmod does not stop.)"""
    first = sorted(store.history_dir.glob("*.json"))[0]
    read_regular = history_entry.read_regular

    def refuse(path: Path, limit: int | None = None) -> bytes:
        if path == first:
            raise error
        return read_regular(path, limit)

    monkeypatch.setattr(history_entry, "read_regular", refuse)
    entries, problems = store.history()
    assert len(entries) == 1
    assert problems == [f"History file {first}: cannot read: {error.strerror}; it is left as"
                        " it is and not shown here."]
    assert not list(store.history_dir.glob("*.corrupt-*"))
    monkeypatch.setattr(history_entry, "read_regular", read_regular)
    assert len(store.history()[0]) == 2 and not store.history()[1]


def test_an_entry_gone_since_the_listing_is_not_said_to_be_left_in_place(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another golf-tui moved a damaged file aside between this one's listing and its reading
    (or the player deleted it): there is nothing left to show or to say. It was "cannot read:
    No such file or directory; it is left as it is". A link to nothing is still said."""
    first = sorted(store.history_dir.glob("*.json"))[0]
    read_regular = history_entry.read_regular

    def gone_first(path: Path, limit: int | None = None) -> bytes:
        if path == first:
            path.rename(path.with_name(path.name + ".corrupt-1"))  # as another golf-tui
        return read_regular(path, limit)

    monkeypatch.setattr(history_entry, "read_regular", gone_first)
    entries, problems = store.history()
    assert len(entries) == 1 and problems == []
    monkeypatch.setattr(history_entry, "read_regular", read_regular)
    dangling = store.history_dir / "link.json"
    dangling.symlink_to(store.history_dir / "nowhere.json")
    entries, problems = store.history()
    # the file moved aside reads (it was only renamed here): it is taken back, and said so
    assert len(entries) == 2
    assert problems == ["1 finished match that had been moved aside as damaged can be read now"
                        " and is back in the history.",
                        f"History file {dangling}: cannot read: No such file or directory; it"
                        " is left as it is and not shown here."]


DAMAGE = ["edited", "long-number", "nested-too-deeply", "past-the-calendar", "2-gb"]


def _damage(store: Store, kind: str, name: str = "edited.json") -> tuple[Path, str]:
    """A bad entry (file ``name``) beside the good ones, and the start of what is said
    about it."""
    if kind == "edited":
        return _edit(store, name, winners=[5]), "'winners' names seat 5"
    if kind == "past-the-calendar":
        return (_edit(store, name, finished_at="9999-12-31T23:59:59-12:00"),
                "'finished_at' is not a date golf-tui can show")
    edited = store.history_dir / name
    if kind == "2-gb":  # was read whole into memory; sparse: it takes no room on disk
        with edited.open("wb") as f:
            f.truncate(2 << 30)
        return edited, f"larger than {MAX_RECORD_BYTES} bytes"
    edited.write_bytes(UNREADABLE[kind])
    return edited, "not valid JSON"


@pytest.mark.parametrize("args", [["history"], ["history", "--show", "1"], ["stats"]])
def test_no_escape_from_a_history_file_reaches_the_terminal(
        args: list[str], store: Store, golf_here: Callable[..., CompletedProcess[str]]) -> None:
    """A hand-edited ruleset, house rule or computer level holding an escape was printed as it
    is (the terminal's title set, its colours changed): such a file is moved aside."""
    first = sorted(store.history_dir.glob("*.json"))[0]
    data = json.loads(first.read_text("utf-8"))
    data.update(ruleset="\x1b]0;pwned\x07norwegian-4", house_rules=["\x1b[31mx"],
                kinds=["\x1b[2Jhard", "human"])
    first.write_text(json.dumps(data), "utf-8")
    done = golf_here(*args)
    assert "\x1b" not in done.stdout and "\x1b" not in done.stderr
    assert "holds a control character (U+001B)" in done.stderr


@pytest.mark.parametrize("args", [["stats"], ["history"]])
def test_a_level_golf_tui_does_not_have_is_no_player(
        args: list[str], store: Store, golf_here: Callable[..., CompletedProcess[str]]) -> None:
    """A hand-edited level ("godlike") was listed as a real one: "godlike bot: 1 match, 0 wins
    (bot level)" in ``stats``, "random-2 (godlike)" in ``history``. The file is bad like any
    other: named with its field, moved aside, the rest shown."""
    edited = _edit(store, kinds=["human", "godlike"])
    done = golf_here(*args)
    assert done.returncode == 0, done.stderr
    assert "godlike" not in done.stdout
    assert done.stderr == (f"golf-tui: History file {edited}: 'kinds' names an unknown kind for"
                           " player 2: 'godlike' (kinds: human, random, easy, normal, hard); it"
                           f" was moved to {edited}.corrupt-1.\n")
    assert ("won by" if args == ["history"] else "2 matches") in done.stdout


@pytest.mark.parametrize("kind", DAMAGE)
@pytest.mark.parametrize("args", [["history"], ["history", "--json"], ["stats"],
                                  ["stats", "--json"], ["history", "--show", "1"]])
def test_the_commands_skip_a_bad_entry(args: list[str], kind: str, store: Store,
                                       golf_here: Callable[..., CompletedProcess[str]]) -> None:
    edited, problem = _damage(store, kind)
    done = golf_here(*args)
    assert done.returncode == 0, done.stderr
    out, err = done.stdout, done.stderr
    assert err.startswith(f"golf-tui: History file {edited}: {problem}")
    if args == ["history", "--json"]:
        assert len(json.loads(out)) == 2
    if args == ["history"]:
        assert out.count("won by") == 2


async def test_the_match_history_screen_skips_a_bad_entry(store: Store) -> None:
    """Every kind of bad entry at once, each in a file of its own (one app, not one a kind):
    each is named, and only the two good ones are listed."""
    bad = [_damage(store, kind, f"{kind}.json") for kind in DAMAGE]
    async with match_history() as (app, pilot, screen):
        assert len(screen.entries) == 2
        assert len(screen.problems) == len(bad), screen.problems
        for edited, problem in bad:
            assert any(str(edited) in p and problem in p for p in screen.problems), edited
        await pilot.press("enter")
        await pilot.pause()
        assert app.is_running


def _one_seat_fewer(store: Store) -> dict[str, Any]:
    """The first entry as a hand might shorten it: its lists of one seat, its match record of
    both (every field the listing checks agrees with the others)."""
    first = sorted(store.history_dir.glob("*.json"))[0]
    data = json.loads(first.read_text("utf-8"))
    holes = [hole[:1] for hole in data["holes"]]
    return {"players": data["players"][:1], "kinds": data["kinds"][:1], "holes": holes,
            "totals": [sum(hole[0] for hole in holes)], "winners": [0]}


async def test_an_entry_whose_match_record_does_not_agree_is_not_shown(store: Store) -> None:
    """Its scorecard is rebuilt from the match record: one of more seats than the file lists
    crashed the Match history (IndexError) on Enter; one cut short showed other scores than
    the list. The entry is listed (its own fields agree), its scorecard refused in a note."""
    _edit(store, "fewer.json", finished_at="2099-01-01T00:00:00+00:00", **_one_seat_fewer(store))
    first = sorted(store.history_dir.glob("2*.json"))[0]
    data = json.loads(first.read_text("utf-8"))
    data["match"]["actions"] = data["match"]["actions"][:3]
    _edit(store, "cut.json", finished_at="2098-01-01T00:00:00+00:00", match=data["match"])
    async with match_history() as (app, pilot, screen):
        assert len(screen.entries) == 4
        # newest first: the two edited ones, each refused in the newest note (an older one
        # may make way for it where no room shows both whole: notes.NoteBoard._fitted)
        for row, name in ((0, "fewer.json"), (1, "cut.json")):
            screen.open(row)
            await pilot.pause()
            assert app.is_running and app.screen is screen
            note = toasts(app)[-1]
            assert note.startswith("This match cannot be shown: history file "
                                   f"{store.history_dir / name}: "), note
            assert "does not agree" in note


async def test_a_scorecard_reads_its_match_record_when_it_opens(store: Store) -> None:
    """The listing keeps no match record (10,000 matches held 470 MB of them): the scorecard
    reads its file again when it opens. One damaged, gone or replaced by another match since
    the list was read is refused in a note naming the file, and the list stays."""
    entries, _problems = store.history()
    assert all(e.match is None and e.path is not None for e in entries)
    assert [e.rebuild().totals for e in entries] == [e.totals for e in entries]
    async with match_history() as (app, pilot, screen):
        second, first = (e.path for e in screen.entries)  # listed newest first
        assert isinstance(first, Path) and isinstance(second, Path)
        first.write_text("{", "utf-8")  # damaged since the list was read
        second.unlink()  # gone
        for row, said in ((0, f"{second}: cannot read: "), (1, f"{first}: not valid JSON")):
            screen.open(row)
            await pilot.pause()
            assert app.is_running and app.screen is screen
            note = toasts(app)[-1]  # the newest (an older one may make way for it)
            assert note.startswith(f"This match cannot be shown: history file {said}"), note
        assert first.exists()  # left for the next reading to move aside, as damage is
        store.record_finished(simulate(load_ruleset("norwegian-4"), 2, 3),
                              (("random-1", "human"), ("random-2", "human")))
        (newer,) = set(store.history_dir.glob("*.json")) - {first}
        newer.rename(first)  # another match in its place
        screen.open(1)
        await pilot.pause()
        note = toasts(app)[-1]
        assert note.startswith(f"This match cannot be shown: history file {first}: "), note
        assert "does not agree" in note
        assert app.screen is screen


async def test_the_match_history_reads_only_the_newest_files(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A history of thousands was read whole and laid out row by row before the screen showed
    (10,000 matches: 11 s and 840 MB). The screen reads the newest files only, by name, newest
    first, until it has ``SHOWN`` matches (a damaged one takes no place: it is named and moved
    aside as ever), says that ``golf-tui history`` lists them all, and leaves the older files
    unread."""
    monkeypatch.setattr(history_screen, "SHOWN", 3)
    for day in range(1, 5):
        _edit(store, f"2027010{day}T120000_0000-0.json",
              finished_at=f"2027-01-0{day}T12:00:00+00:00")
    damaged = store.history_dir / "20270105T120000_0000-0.json"
    damaged.write_bytes(UNREADABLE["not-json"])
    older = store.history_dir / "20000101T120000_0000-0.json"  # damaged too, but not read
    older.write_bytes(UNREADABLE["not-json"])
    async with match_history() as (_app, _pilot, screen):
        assert [e.finished_at[:10] for e in screen.entries] == [
            "2027-01-04", "2027-01-03", "2027-01-02"]  # newest first
        assert len(screen.problems) == 2, screen.problems
        assert screen.problems[0].startswith(f"History file {damaged}: not valid JSON")
        assert screen.problems[1] == ("Only the 3 newest matches are listed here: golf-tui"
                                      " history lists them all.")
    assert older.exists() and not damaged.exists()
    entries, problems = store.history()  # the whole history, as golf-tui history reads it
    assert len(entries) == 6 and len(problems) == 1 and str(older) in problems[0]


def test_matches_finished_in_one_second_are_listed_in_the_order_they_finished(
        store: Store) -> None:
    """Two matches of one second are ``-0`` and ``-1``: the Match history (the newest files,
    read newest first) swapped them, and Enter on the newest opened the other's scorecard."""
    first, second = sorted(store.history_dir.glob("*.json"))
    data = json.loads(second.read_text("utf-8"))
    data["finished_at"] = json.loads(first.read_text("utf-8"))["finished_at"]
    second.write_text(json.dumps(data), "utf-8")
    every, _problems = store.history()
    newest, _problems, _more = store.newest(5)
    assert [e.path for e in newest] == [e.path for e in every] == [first, second]


@pytest.mark.parametrize("newest_only", [False, True])
def test_matches_finished_in_one_second_keep_their_order(store: Store, newest_only: bool) -> None:
    """Twelve matches of one second (``<stamp>-0`` … ``-11``): oldest first, whether the whole
    history is read (``golf-tui history``) or only the newest (the Match history, which reads
    newest first: two matches of one second came out swapped there, and "-10" sorted before
    "-2")."""
    for n in range(12):
        _edit(store, f"20270101T120000_0000-{n}.json", finished_at="2027-01-01T12:00:00+00:00",
              players=[f"P{n}", "Q"])
    if newest_only:
        entries, problems, more = history_module.read_newest(store.history_dir, 12)
        assert more  # the two older matches of the fixture are left unread
    else:
        entries, problems = store.history()
        entries = entries[2:]  # after the fixture's two
    assert problems == []
    assert [e.players[0] for e in entries] == [f"P{n}" for n in range(12)]


async def test_the_last_match_listed_can_be_reached_under_the_note(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """With more matches than ``SHOWN`` (any history past 200), the note above the list pushed
    a list of the box's full height down under its border and the footer: the oldest match
    listed (its two lines) could not be scrolled into sight. The list ends inside the box, and
    End shows its last row."""
    monkeypatch.setattr(history_screen, "SHOWN", 20)
    for minute in range(21):
        _edit(store, f"20270101T12{minute:02d}00_0000-0.json",
              finished_at=f"2027-01-01T12:{minute:02d}:00+00:00")
    async with match_history() as (_app, pilot, screen):
        assert screen.problems[-1].startswith("Only the 20 newest matches are listed here")
        table = screen.query_one("#history-table")
        box = screen.query_one("#history-box")
        assert table.max_scroll_y > 0  # the list is taller than the room it has
        assert table.region.bottom <= box.content_region.bottom, (table.region, box.region)
        await pilot.press("end")
        await pilot.pause()
        assert table.scroll_y == table.max_scroll_y
