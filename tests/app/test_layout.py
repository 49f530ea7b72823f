"""The table's forms by terminal size (pure arithmetic, no app): every preset fits 80×24 with
its most players, big cards where there is room, and a clear "too small" below the minimum."""

from __future__ import annotations

import pytest

from golf_tui.app.layout import fit, per_row
from golf_tui.presets import load_ruleset

PRESETS = ["norwegian-4", "norwegian-6", "swedish-6", "danish-6", "nine-card"]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40), (160, 50)])
def test_every_preset_fits_from_80x24(preset: str, size: tuple[int, int]) -> None:
    rules = load_ruleset(preset)
    for players in range(rules.players.min, rules.players.max + 1):
        f = fit(*size, players=players, rows=rules.shape[0], cols=rules.shape[1])
        assert f.fits, (preset, players, size)
        assert f.need_height <= size[1]


def test_sizes_grow_with_the_terminal() -> None:
    """Swedish six-card, four players: the DESIGN sketch's large cards at 80×24, big ones at
    120×40; nine-card with eight players shrinks the own grid to the compact form at 80×24."""
    assert fit(80, 24, players=4, rows=2, cols=3).size == "large"
    assert fit(120, 40, players=4, rows=2, cols=3).size == "big"
    assert fit(80, 24, players=8, rows=3, cols=3).size == "compact"
    assert fit(80, 24, players=8, rows=2, cols=3).size == "medium"
    assert fit(120, 40, players=8, rows=3, cols=3).size == "big"


def test_opponents_are_evened_out_over_rows() -> None:
    assert per_row(7, 3, 80) == 4  # 4 + 3
    assert per_row(7, 3, 120) == 4  # not 6 + 1
    assert per_row(3, 3, 120) == 3


def test_too_small() -> None:
    f = fit(60, 16, players=8, rows=3, cols=3)
    assert not f.fits and f.need_height > 16


def test_spare_lines_go_to_the_talk_and_the_banner_in_turn() -> None:
    """One line each when there is none to spare; then a second line for the narration and
    prompt, one for the banner, and so on up to four and three."""
    from golf_tui.app.layout import share_spare

    assert [share_spare(n) for n in range(6)] == [
        (1, 2), (1, 3), (2, 3), (2, 4), (3, 4), (3, 4)]
    f = fit(80, 24, players=8, rows=2, cols=3)
    assert (f.size, f.banner_lines, f.talk_lines) == ("medium", 1, 2)
    f = fit(80, 24, players=4, rows=2, cols=3)
    assert (f.size, f.banner_lines, f.talk_lines) == ("large", 1, 3)
