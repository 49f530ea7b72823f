"""The autosave: round trips, versions, damaged files moved aside, and resume after a kill."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from golf_tui.engine import Match, legal_actions, match_to_dict, play
from golf_tui.presets import load_ruleset
from golf_tui.storage import AutosaveInfo, SaveError, Store

SEATS = (("Kari", "human"), ("Ola", "human"), ("Siri", "normal"))


def _match(steps: int, seed: int = 3) -> Match:
    m = Match.start(load_ruleset("swedish-6"), [n for n, _ in SEATS], seed)
    rng = random.Random(seed)
    for _ in range(steps):
        m = play(m, rng.choice(legal_actions(m.hole)))
    return m


def test_round_trip_keeps_match_seats_and_settings(tmp_path: Path) -> None:
    store = Store(tmp_path)
    m = _match(80)
    store.save(m, SEATS, {"handover": "always"})
    saved = store.load()
    assert saved is not None
    assert saved.match.actions == m.actions
    assert saved.match.hole == m.hole
    assert saved.seats == SEATS
    assert saved.settings == {"handover": "always"}


def test_no_autosave_is_none(tmp_path: Path) -> None:
    assert Store(tmp_path).load() is None
    assert Store(tmp_path).peek() is None


def test_resume_prompt_names_players_ruleset_and_hole(tmp_path: Path) -> None:
    store = Store(tmp_path)
    m = _match(120)
    store.save(m, SEATS)
    info = store.peek()
    assert info is not None
    assert info.prompt() == f"Resume Kari, Ola and Siri?\nSexkortsgolf, hole {m.hole_number} of 9"


def test_resume_prompt_names_the_people_before_the_computers(tmp_path: Path) -> None:
    """A computer in the first seat: "Resume Bot 1, Anna and Bo?" read as if the match were
    the computer's. The people come first, then the computers, each in seat order."""
    store = Store(tmp_path)
    seats = (("Bot 1", "normal"), ("Anna", "human"), ("Bot 2", "hard"), ("Bo", "human"))
    m = Match.start(load_ruleset("swedish-6"), [n for n, _ in seats], 3)
    store.save(m, seats)
    info = store.peek()
    assert info is not None
    assert info.prompt().startswith("Resume Anna, Bo, Bot 1 and Bot 2?\n")
    assert info.players == ("Bot 1", "Anna", "Bot 2", "Bo")  # the seats stay as they are


def test_resume_prompt_says_a_saved_hole_result_is_where_the_match_stands(
        tmp_path: Path) -> None:
    """Saved on a hole's result (the last action ended hole 1: resuming shows that result
    again), the offer does not say "hole 2 of 9", a hole not yet begun, but after hole 1; one
    action into hole 2 it does."""
    store = Store(tmp_path)
    m = _match(84)
    assert m.deal_just_ended and m.hole_number == 2 and m.results[-1].scores is not None
    store.save(m, SEATS)
    info = store.peek()
    assert info is not None and info.result == "scored"
    assert info.prompt() == "Resume Kari, Ola and Siri?\nSexkortsgolf, after hole 1 of 9"
    store.save(_match(85), SEATS)
    info = store.peek()
    assert info is not None
    assert info.prompt() == "Resume Kari, Ola and Siri?\nSexkortsgolf, hole 2 of 9"


def test_resume_prompt_after_a_void_deal(tmp_path: Path) -> None:
    """Saved on a void deal's result (danish-6 redeals when the stock runs out), the hole is
    the same one dealt again: the offer says so."""
    m = Match.start(load_ruleset("danish-6"), [n for n, _ in SEATS], 75)
    rng = random.Random(75)
    for _ in range(368):
        m = play(m, rng.choice(legal_actions(m.hole)))
    assert m.deal_just_ended and m.results[-1].scores is None
    store = Store(tmp_path)
    store.save(m, SEATS)
    info = store.peek()
    assert info is not None and info.result == "void"
    assert info.prompt() == (f"Resume Kari, Ola and Siri?\nSekskorts-Golf, hole {m.hole_number} of"
                             f" {m.holes_to_play}, after a void deal")


@pytest.mark.parametrize(("result", "holes", "words"), [
    ("scored", 2, "after hole 1 of 2"), ("scored", None, "after hole 1"),
    ("void", 2, "hole 2 of 2, after a void deal"), ("void", None, "hole 2, after a void deal"),
    ("", None, "hole 2"),
])
def test_resume_prompt_words(result: str, holes: int | None, words: str) -> None:
    info = AutosaveInfo(("Kari", "Ola"), "norwegian-4", 2, holes, "", result)
    assert info.prompt() == f"Resume Kari and Ola?\nnorwegian-4, {words}"  # no ruleset read
    info = AutosaveInfo(("Kari", "Ola"), "norwegian-4", 2, holes, "", result,
                        rules=load_ruleset("norwegian-4"))
    assert info.prompt() == f"Resume Kari and Ola?\nFirekortsgolf, {words}"  # by its name


def test_finished_match_goes_to_history_and_clears_autosave(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save(_match(10), SEATS)
    m = _match(0)
    rng = random.Random(1)
    while not m.finished:
        m = play(m, rng.choice(legal_actions(m.hole)))
    store.save(m, SEATS)
    assert not store.autosave_path.exists()
    entries, problems = store.history()
    assert problems == []
    assert [e.totals for e in entries] == [m.totals]
    assert entries[0].rebuild().totals == m.totals


DAMAGE = {
    "empty": b"",
    "truncated": None,  # filled in from a real save
    "binary": bytes(range(256)) * 4,
    "latin-1": "{\"format\": 2, \"x\": \"bl\xe5\"}".encode("latin-1"),
    "not an object": b"[1, 2, 3]",
    "wrong types": json.dumps({"format": 2, "seats": "Kari", "match": 5}).encode(),
    "missing match": json.dumps({"format": 2, "seats": []}).encode(),
    "bad action": None,
    # json.loads raises RecursionError here, which stopped the game at start-up
    "nested too deeply": b"[" * 100_000 + b"]" * 100_000,
    # a plain ValueError (Python's limit on digits), not a JSONDecodeError
    "a number of 5,001 digits": b'{"format": 3, "seed": 1' + b"0" * 5000 + b"}",
    "format true": None,  # was read as format 1: a bool is no version
    "format 0": None,  # no golf-tui wrote it: was read as the current format
    "format -2": None,
    "ruleset a text": None,
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_autosave_is_moved_aside_not_deleted(tmp_path: Path, kind: str) -> None:
    store = Store(tmp_path)
    store.save(_match(30), SEATS)
    good = store.autosave_path.read_bytes()
    raw = DAMAGE[kind]
    if kind == "truncated":
        raw = good[: len(good) // 2]
    elif kind == "bad action":
        data = json.loads(good)
        # the first: a bad action after good ones is read up to it (the tests below)
        data["match"]["actions"][0] = "swap:42"
        raw = json.dumps(data).encode()
    elif kind == "format true":
        raw = json.dumps(json.loads(good) | {"format": True}).encode()
    elif kind in ("format 0", "format -2"):
        raw = json.dumps(json.loads(good) | {"format": int(kind.split()[1])}).encode()
    elif kind == "ruleset a text":
        data = json.loads(good)
        data["match"]["ruleset"] = "swedish-6"
        raw = json.dumps(data).encode()
    assert raw is not None
    store.autosave_path.write_bytes(raw)
    with pytest.raises(SaveError) as err:
        store.load()
    moved = err.value.moved_to
    assert moved is not None and moved.read_bytes() == raw
    assert str(moved) in str(err.value)
    assert str(err.value).startswith(f"The autosave {store.autosave_path} could not be read (")
    if kind == "format true":
        assert "'format' is missing or not a whole number" in str(err.value)
    if kind in ("format 0", "format -2"):
        assert f"'format' is {kind.split()[1]}: golf-tui saves are of format 1 to 3" in str(
            err.value)
    if kind == "ruleset a text":  # said "must be a table, e.g.  = { … }", naming no key
        assert "the ruleset in key 'match': must be a table of ruleset keys, e.g. {" in str(
            err.value)
    assert not store.autosave_path.exists()
    assert store.load() is None  # the app then starts normally


@pytest.mark.parametrize(("code", "why"), [
    ("swap:9", "no position 10 in a 2×3 grid, which has positions 1–6 (codes count from 0)"),
    ("flip:6", "no position 7 in a 2×3 grid, which has positions 1–6 (codes count from 0)"),
    ("peek:0000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000000000000000000012",
     "no position 13 in a 2×3 grid, which has positions 1–6 (codes count from 0)"),
    ("fly:2", "not an action code"),
    ("knock", "not legal at that point of the match: This ruleset has no knocking"),
], ids=["off-grid", "off-a-3x3-grid", "a-long-number", "no-code", "refused"])
def test_a_bad_action_is_named_with_its_number_and_what_is_wrong(
        tmp_path: Path, code: str, why: str) -> None:
    """One bad action at the end of a good save: "'swap:9' is not an action code" was all it
    said, of an action code whose position is not in that grid, nor which of the actions. The
    moves before it replay: the match is offered up to them (it was set aside whole, as
    damaged), the file as it was kept aside."""
    store = Store(tmp_path)
    m = Match.start(load_ruleset("danish-6"), ["Kari", "Ola"], 5)
    rng = random.Random(5)
    for _ in range(56):
        m = play(m, rng.choice(legal_actions(m.hole)))
    store.save(m, (("Kari", "human"), ("Ola", "human")))
    data = json.loads(store.autosave_path.read_text())
    data["match"]["actions"].append(code)
    store.autosave_path.write_text(json.dumps(data))
    raw = store.autosave_path.read_bytes()
    saved = store.load()
    assert saved is not None and saved.match.actions == m.actions
    said = store.repaired
    assert said is not None
    assert (f"could not be read whole (key 'match': action 57, {code!r}: {why}). It was moved"
            " to") in said
    assert said.endswith("the match is offered up to its last good move, 1 move dropped.")
    moved = tmp_path / "autosave.json.corrupt-1"
    assert str(moved) in said and moved.read_bytes() == raw
    again = store.load()  # the autosave holds the good moves now
    assert again is not None and again.match.actions == m.actions


def test_a_bad_action_in_the_middle_drops_the_moves_from_it(tmp_path: Path) -> None:
    """A hand-edited action in the middle of a save: the moves before it are offered, the
    number of those dropped said; a settings' deal or seat of the moves dropped is left out."""
    store = Store(tmp_path)
    m = Match.start(load_ruleset("danish-6"), ["Kari", "Ola"], 5)
    rng = random.Random(5)
    for _ in range(30):
        m = play(m, rng.choice(legal_actions(m.hole)))
    store.save(m, (("Kari", "human"), ("Ola", "human")),
               {"handover": "always", "peek_hidden": [1, 0], "result_seen": 1})
    data = json.loads(store.autosave_path.read_text())
    data["match"]["actions"][20] = "swap:9"
    store.autosave_path.write_text(json.dumps(data))
    saved = store.load()
    assert saved is not None and saved.match.actions == m.actions[:20]
    assert saved.settings == {"handover": "always"}
    assert store.repaired is not None and store.repaired.endswith(", 10 moves dropped.")


def test_a_save_whose_first_action_is_bad_is_set_aside(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save(_match(5), SEATS)
    data = json.loads(store.autosave_path.read_text())
    data["match"]["actions"][0] = "swap:9"
    store.autosave_path.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        store.load()
    assert not store.autosave_path.exists() and store.repaired is None


def test_newer_format_is_refused_and_left_in_place(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save(_match(5), SEATS)
    data = json.loads(store.autosave_path.read_text())
    data["format"] = 99
    store.autosave_path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="newer golf-tui"):
        store.load()
    assert store.autosave_path.exists()


def test_a_match_record_of_a_newer_engine_format_is_kept_as_newer(tmp_path: Path) -> None:
    """Like a newer save format: left where it is for the newer golf-tui, not moved aside as
    damaged."""
    store = Store(tmp_path)
    store.save(_match(5), SEATS)
    data = json.loads(store.autosave_path.read_text())
    data["match"]["format"] = 99
    store.autosave_path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=re.escape("newer golf-tui (its match record is of format"
                                                  " 99; this version reads up to 4)")):
        store.load()
    assert store.autosave_path.exists() and not list(tmp_path.glob("*.corrupt-*"))


def test_format_1_engine_record_is_migrated(tmp_path: Path) -> None:
    store = Store(tmp_path)
    m = _match(40)
    store.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    record = match_to_dict(m) | {"format": 1}  # what golf-tui wrote then
    store.autosave_path.write_text(json.dumps(record))
    saved = store.load()
    assert saved is not None
    assert saved.match.actions == m.actions
    assert saved.seats == tuple((n, "human") for n in m.players)


def test_damaged_history_entry_costs_only_itself(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for seed in (1, 2):
        m = _match(0, seed)
        rng = random.Random(seed)
        while not m.finished:
            m = play(m, rng.choice(legal_actions(m.hole)))
        store.record_finished(m, SEATS)
    first = sorted(store.history_dir.glob("*.json"))[0]
    first.write_bytes(b"\x00garbage")
    entries, problems = store.history()
    assert len(entries) == 1
    assert len(problems) == 1 and str(first) in problems[0]
    assert list(store.history_dir.glob("*.corrupt-*"))


CHILD = """
import random, sys
from pathlib import Path
from golf_tui.engine import Match, legal_actions, play
from golf_tui.presets import load_ruleset
from golf_tui.storage import Store
store = Store(Path(sys.argv[1]))
saved = store.load()
seats = (("Kari", "human"), ("Ola", "human"), ("Siri", "normal"))
m = saved.match if saved else Match.start(load_ruleset("swedish-6"), ["Kari", "Ola", "Siri"], 11)
rng = random.Random(len(m.actions))
while not m.finished:
    m = play(m, legal_actions(m.hole)[int(rng.random() * 1000) % len(legal_actions(m.hole))])
    store.save(m, seats)
    print(len(m.actions), flush=True)
"""


def test_killed_at_random_moments_loses_at_most_the_action_in_flight(tmp_path: Path) -> None:
    """Kill a process that saves after every action, many times, and resume each time."""
    rng = random.Random(2026)
    store = Store(tmp_path)
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    kills = 0
    for _ in range(12):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)],
                                 stdout=subprocess.PIPE, text=True, env=env)
        assert child.stdout is not None
        last = None
        for _ in range(rng.randint(1, 60)):
            line = child.stdout.readline()
            if not line:
                break
            last = int(line)
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        kills += 1
        saved = store.load()  # never a damaged file
        if saved is None:  # the match was finished and moved to the history
            assert store.history()[0]
            break
        if last is not None:
            assert len(saved.match.actions) >= last
    assert kills >= 1
    assert not list(tmp_path.glob("*.corrupt-*"))


def test_resume_prompt_and_damage_message_follow_the_language(tmp_path: Path) -> None:
    from golf_tui.i18n import current_language, set_language

    store = Store(tmp_path)
    m = _match(120)
    store.save(m, SEATS)
    before = current_language()
    try:
        set_language("nb")
        info = store.peek()
        assert info is not None
        assert info.prompt() == (f"Fortsette med Kari, Ola og Siri?\nSekskortsgolf (Sverige), hull"
                                 f" {m.hole_number} av 9")
        store.autosave_path.write_bytes(b"{")
        with pytest.raises(SaveError, match="kunne ikke leses"):
            store.load()
    finally:
        set_language(before)


def test_a_save_edited_in_notepad_keeps_its_match(tmp_path: Path) -> None:
    """A hand-edited save written back with a byte order mark (Notepad's "UTF-8") was moved
    aside as damaged ("Unexpected UTF-8 BOM"), its match no longer offered; a ruleset file with
    one was already read. The mark is not part of the JSON."""
    store = Store(tmp_path)
    m = _match(40)
    store.save(m, SEATS)
    store.autosave_path.write_bytes(b"\xef\xbb\xbf" + store.autosave_path.read_bytes())
    saved = store.load()
    assert saved is not None and saved.match.actions == m.actions
    assert list(tmp_path.glob("autosave.json.*")) == []
