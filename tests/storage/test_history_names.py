"""Two golf-tuis finishing a match in the same second each keep their own history file: the
name is taken only if it is free at the moment of writing, not when it was looked at."""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from golf_tui.engine import Match, legal_actions, play
from golf_tui.presets import load_ruleset
from golf_tui.storage import Store, atomic

SEATS = (("Kari", "human"), ("Ola", "human"))
OTHER = '{"written by": "the other golf-tui"}'


def _finished() -> Match:
    m = Match.start(load_ruleset("swedish-6", rules=["match.holes=1"]), [n for n, _ in SEATS], 5)
    rng = random.Random(5)
    while not m.finished:
        m = play(m, rng.choice(legal_actions(m.hole)))
    return m


def _other_copy_finishes_meanwhile(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Once this copy has chosen a name and begun writing, another copy writes that name."""
    taken: list[Path] = []
    real = atomic.tempfile.mkstemp

    def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
        prefix = str(kwargs.get("prefix", ""))
        if not taken and prefix.endswith("-0.json."):
            path = Path(kwargs["dir"]) / prefix[1:-1]
            path.write_text(OTHER, encoding="utf-8")
            taken.append(path)
        return real(*args, **kwargs)

    monkeypatch.setattr(atomic.tempfile, "mkstemp", mkstemp)
    return taken


def _check_both_kept(store: Store, taken: list[Path]) -> None:
    assert len(taken) == 1
    assert taken[0].read_text(encoding="utf-8") == OTHER  # not overwritten
    files = sorted(store.history_dir.glob("*.json"))
    assert [f.name[-7:] for f in files] == ["-0.json", "-1.json"]
    ours = json.loads(files[1].read_text(encoding="utf-8"))
    assert ours["players"] == ["Kari", "Ola"]
    assert not list(store.history_dir.glob(".*.tmp"))  # no temporary file left behind


def test_a_name_taken_while_writing_is_not_overwritten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    taken = _other_copy_finishes_meanwhile(monkeypatch)
    store.record_finished(_finished(), SEATS)
    _check_both_kept(store, taken)


def test_without_hard_links_the_name_is_reserved_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file system with no hard links (FAT): an exclusive create reserves the name."""
    def no_link(src: Any, dst: Any, **_options: Any) -> None:
        raise OSError(errno.EPERM, os.strerror(errno.EPERM))

    monkeypatch.setattr(atomic.os, "link", no_link)
    store = Store(tmp_path)
    store.record_finished(_finished(), SEATS)  # a free name: written
    assert len(list(store.history_dir.glob("*-0.json"))) == 1
    for f in store.history_dir.glob("*.json"):
        f.unlink()
    taken = _other_copy_finishes_meanwhile(monkeypatch)
    store.record_finished(_finished(), SEATS)
    _check_both_kept(store, taken)
