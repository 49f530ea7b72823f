"""A history file or an autosave larger than any match golf-tui writes (``MAX_RECORD_BYTES``) is
refused after reading only that much, never read whole into memory (a 2 GB file in the history
folder): the message names the file and the limit, the file is moved aside as a damaged one is
(never deleted), and the rest of the history still loads."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from golf_tui.engine import Match
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import SaveError, Store, history_entry
from golf_tui.storage import autosave as autosave_module
from golf_tui.storage.history import MAX_RECORD_BYTES

SEATS = (("Kari", "human"), ("Ola", "normal"))


def _finished(store: Store, seed: int) -> None:
    store.record_finished(simulate(load_ruleset("norwegian-4"), 2, seed), SEATS)


def _padded(text: bytes) -> bytes:
    """Valid JSON, one byte over the limit: what it holds is not what refuses it."""
    return text + b" " * (MAX_RECORD_BYTES + 1 - len(text))


def _sparse(path: Path, size: int = 2 << 30) -> None:
    """A file of ``size`` bytes that takes no room on disk."""
    with path.open("wb") as f:
        f.truncate(size)


def test_a_history_file_over_the_limit_is_moved_aside_and_the_rest_loads(
        tmp_path: Path) -> None:
    store = Store(tmp_path)
    for seed in (1, 2):
        _finished(store, seed)
    first = sorted(store.history_dir.glob("*.json"))[0]
    big = store.history_dir / "big.json"
    body = _padded(first.read_bytes())
    big.write_bytes(body)
    entries, problems = store.history()
    assert len(entries) == 2
    assert problems == [f"History file {big}: larger than {MAX_RECORD_BYTES} bytes; it was moved"
                        f" to {big}.corrupt-1."]
    assert (store.history_dir / "big.json.corrupt-1").read_bytes() == body  # nothing lost
    assert store.history() == (entries, [])  # said once: it is no longer in the listing


def test_an_autosave_over_the_limit_is_moved_aside(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save(Match.start(load_ruleset("norwegian-4"), [n for n, _ in SEATS], 1), SEATS)
    assert store.load() is not None  # a good save, until it is padded
    store.autosave_path.write_bytes(_padded(store.autosave_path.read_bytes()))
    with pytest.raises(SaveError) as err:
        store.load()
    assert str(err.value) == (f"The autosave {store.autosave_path} could not be read (larger than"
                              f" {MAX_RECORD_BYTES} bytes). It was moved to {err.value.moved_to}.")
    assert err.value.moved_to is not None and err.value.moved_to.stat().st_size > MAX_RECORD_BYTES


@pytest.mark.parametrize("which", ["history", "autosave", "autosave before a new match"])
def test_a_2_gb_file_is_not_read_whole(which: str, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Every read of such a file stops one byte past the limit (a read without a limit would
    take 2 GB of memory: it is refused before it begins)."""
    store = Store(tmp_path)
    _finished(store, 1)
    read: list[int] = []

    def spy(real: Callable[[Path, int | None], bytes]) -> Callable[[Path, int | None], bytes]:
        def read_regular(path: Path, limit: int | None = None) -> bytes:
            assert limit is not None and limit <= MAX_RECORD_BYTES, f"{path} read whole"
            raw = real(path, limit)
            read.append(len(raw))
            return raw
        return read_regular

    for module in (history_entry, autosave_module):
        monkeypatch.setattr(module, "read_regular", spy(module.read_regular))
    if which == "history":
        big = store.history_dir / "huge.json"
        _sparse(big)
        entries, problems = store.history()
        assert len(entries) == 1 and len(problems) == 1
        assert problems[0].startswith(f"History file {big}: larger than {MAX_RECORD_BYTES}")
        assert (store.history_dir / "huge.json.corrupt-1").stat().st_size == 2 << 30
    else:
        _sparse(store.autosave_path)
        if which == "autosave":
            with pytest.raises(SaveError, match=f"larger than {MAX_RECORD_BYTES} bytes"):
                store.load()
        else:  # no newer golf-tui's save: left for load() to move aside
            assert store.set_aside_newer() is None
            assert store.autosave_path.stat().st_size == 2 << 30
    assert read and max(read) == MAX_RECORD_BYTES + 1
