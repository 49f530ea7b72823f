"""The autosave holds the seed and the moves, not the cards: a hand-edited seed replayed another
match (or stopped at a move its cards do not allow, named as that move). A fingerprint of the
first deal saved beside them (``"deal"``) tells that the seed deals other cards: the save is
damaged, named so, and set aside as any other damage. A save without one (an older golf-tui's)
is read as it is."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from golf_tui.engine import Match, legal_actions, play
from golf_tui.presets import load_ruleset
from golf_tui.storage import SaveError, Store

SEATS = (("Kari", "human"), ("Ola", "human"))


def _saved(tmp_path: Path, steps: int) -> Store:
    store = Store(tmp_path)
    m = Match.start(load_ruleset("swedish-6"), [n for n, _ in SEATS], 3)
    rng = random.Random(3)
    for _ in range(steps):
        m = play(m, rng.choice(legal_actions(m.hole)))
    store.save(m, SEATS)
    return store


def _edit(store: Store, key: str, value: object) -> bytes:
    data = json.loads(store.autosave_path.read_text())
    if key == "deal":
        data["deal"] = value
    else:
        data["match"][key] = value
    raw = json.dumps(data).encode()
    store.autosave_path.write_bytes(raw)
    return raw


@pytest.mark.parametrize("steps", [1, 30], ids=["one-move", "thirty-moves"])
def test_a_changed_seed_is_a_damaged_save(tmp_path: Path, steps: int) -> None:
    """Whether the moves replay on the other cards (one move: a draw) or not (thirty): the
    seed's change is said, not a move, and the file is set aside whole."""
    store = _saved(tmp_path, steps)
    raw = _edit(store, "seed", 4)
    with pytest.raises(SaveError) as caught:
        store.load()
    message = str(caught.value)
    assert "'deal' does not match the cards its 'seed' deals: the seed or the ruleset was changed" \
        in message
    assert "action" not in message.split("(", 1)[1]
    moved = tmp_path / "autosave.json.corrupt-1"
    assert caught.value.moved_to == moved and moved.read_bytes() == raw
    assert not store.autosave_path.exists() and store.repaired is None


def test_a_changed_fingerprint_is_a_damaged_save(tmp_path: Path) -> None:
    store = _saved(tmp_path, 5)
    _edit(store, "deal", "0123456789ab")
    with pytest.raises(SaveError, match="'deal' does not match the cards its 'seed' deals"):
        store.load()


def test_a_save_without_a_fingerprint_is_read_as_it_is(tmp_path: Path) -> None:
    """An older golf-tui's save: no fingerprint, the seed as it is; and resaved, it has one."""
    store = _saved(tmp_path, 5)
    data = json.loads(store.autosave_path.read_text())
    assert isinstance(data["deal"], str) and len(data["deal"]) == 12
    data.pop("deal")
    store.autosave_path.write_text(json.dumps(data))
    saved = store.load()
    assert saved is not None and len(saved.match.actions) == 5
    store.save(saved.match, saved.seats)
    assert json.loads(store.autosave_path.read_text())["deal"] == data_deal(tmp_path)


def data_deal(tmp_path: Path) -> str:
    """The fingerprint a fresh save of the same match has."""
    fresh = _saved(tmp_path / "fresh", 5)
    return str(json.loads(fresh.autosave_path.read_text())["deal"])


def test_the_seed_changed_is_said_in_the_players_language(tmp_path: Path) -> None:
    from golf_tui import i18n

    store = _saved(tmp_path, 5)
    _edit(store, "seed", 4)
    i18n.set_language("sv")
    with pytest.raises(SaveError) as caught:
        store.load()
    assert "'deal' stämmer inte med korten som 'seed' delar ut" in str(caught.value)
    assert "fröet eller regeluppsättningen har ändrats" in str(caught.value)
