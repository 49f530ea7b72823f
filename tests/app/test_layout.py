"""The table's forms by terminal size (pure arithmetic, no app): every preset fits 80×24 with
its most players, big cards where there is room, and a clear "too small" below the minimum."""

from __future__ import annotations

import pytest

from golf_tui.app.layout import (
    CARD_HEIGHT,
    CARD_WIDTH,
    CHROME,
    LARGER,
    MAX_TALK_LINES,
    MORE_TALK_LINES,
    NARROW,
    PILE_WIDTH,
    SIZES,
    TALK_SPARE,
    Fit,
    box_height,
    box_width,
    fit,
    grid_width,
    main_height,
    opponent_rows,
    per_row,
    share_spare,
)
from golf_tui.app.widgets.card import CARD_INNER
from golf_tui.presets import load_ruleset, preset_names

PRESETS = preset_names()
# the sizes the table had before the larger ones (``LARGER``): every form up to 160×50
BEFORE = tuple(s for s in SIZES if s not in LARGER)


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


@pytest.mark.parametrize("size", [(59, 24), (60, 16), (59, 10)])
def test_too_small_names_the_least_size(size: tuple[int, int]) -> None:
    """Eight players at swedish-6: the table draws at 60×17 (narrow boxes), so the message asks
    for that, not for the 21 lines of the compact boxes' form that does not fit."""
    f = fit(*size, players=8, rows=2, cols=3)
    assert not f.fits and (f.need_width, f.need_height) == (60, 17)
    assert fit(60, 17, players=8, rows=2, cols=3).fits


@pytest.mark.parametrize("preset", PRESETS)
def test_the_least_size_is_least(preset: str) -> None:
    """Every preset and count of players, with and without the discard history: the size the
    message names fits; one column narrower fits at no height, one line fewer does not fit."""
    rules = load_ruleset(preset)
    rows, cols = rules.shape
    for players in range(rules.players.min, rules.players.max + 1):
        for extra in (0, 1):
            f = fit(40, 8, players=players, rows=rows, cols=cols, extra=extra)
            assert not f.fits
            w, h = f.need_width, f.need_height
            assert fit(w, h, players=players, rows=rows, cols=cols, extra=extra).fits
            assert not fit(w, h - 1, players=players, rows=rows, cols=cols, extra=extra).fits
            assert not fit(w - 1, 200, players=players, rows=rows, cols=cols, extra=extra).fits


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


SHAPES = [(2, 2), (2, 3), (3, 3)]


def test_up_to_80x24_the_table_is_as_it_was() -> None:
    """At 80×24 and below the opponents keep their compact boxes at the top, and the form is the
    one the table had before their framed cards (worked out here as it was then). Only where
    that found no form do narrow boxes (``NARROW``) take fewer rows, if then a form fits."""
    for width in range(60, 81):
        for height in range(12, 25):
            for rows, cols in SHAPES:
                for players in range(2, 9):
                    for extra in (0, 1):
                        f = fit(width, height, players=players, rows=rows, cols=cols,
                                extra=extra)
                        where = (width, height, rows, cols, players, extra)
                        fixed = CHROME + extra + opponent_rows(players - 1, cols, width) * (
                            rows + 2)
                        was = next((size for size in BEFORE
                                    if fixed + main_height(rows, size) <= height), None)
                        if was is None and f.fits:
                            assert f.opponents == NARROW and f.lead == 0, where
                            narrow = opponent_rows(players - 1, cols, width, NARROW)
                            assert narrow < opponent_rows(players - 1, cols, width), where
                            fixed = CHROME + extra + narrow * (rows + 2)
                            was = next(size for size in BEFORE
                                       if fixed + main_height(rows, size) <= height)
                            assert f.per_row == per_row(players - 1, cols, width, NARROW)
                        else:
                            assert (f.opponents, f.lead) == ("compact", 0), where
                            assert f.per_row == per_row(players - 1, cols, width), where
                        assert f.fits == (was is not None), where
                        if f.fits:
                            need = fixed + main_height(rows, f.size)
                            assert (f.size, f.need_height) == (was, need), where
                            assert (f.banner_lines, f.talk_lines) == share_spare(
                                height - need), where


def test_opponents_get_framed_cards_where_there_is_room() -> None:
    """Four players on six cards: compact opponents at 100×30 (the own grid's big cards take the
    room), one-line framed cards at 120×35, the two-line ones from 120×36; eight players at
    140×45 in medium frames four and three to a row; eight on nine cards stay compact there."""
    assert fit(100, 30, players=4, rows=2, cols=3).opponents == "compact"
    assert fit(120, 35, players=4, rows=2, cols=3).opponents == "medium"
    f = fit(120, 36, players=4, rows=2, cols=3)
    assert (f.size, f.opponents, f.per_row) == ("big", "large", 3)
    f = fit(140, 45, players=8, rows=2, cols=3)
    assert (f.size, f.opponents, f.per_row) == ("big", "medium", 4)
    f = fit(140, 45, players=8, rows=3, cols=3)
    assert (f.size, f.opponents) == ("big", "compact")
    assert fit(200, 60, players=8, rows=3, cols=3).opponents == "large"


@pytest.mark.parametrize("rows,cols", SHAPES)
def test_framed_opponents_leave_the_rest_as_it_was(rows: int, cols: int) -> None:
    """Framed opponents never shrink the own grid, never take the banner's and the talk's
    lines, are never larger than the own grid's cards, and their rows fit the terminal."""
    for width in range(80, 221, 7):
        for height in range(24, 71, 3):
            for players in range(2, 9):
                f = fit(width, height, players=players, rows=rows, cols=cols)
                fixed = CHROME + opponent_rows(players - 1, cols, width) * (rows + 2)
                was = next(size for size in BEFORE if fixed + main_height(rows, size) <= height)
                # the own grid's size as with compact boxes (or larger: ``test_larger_cards``)
                assert f.fits and (f.size == was or (was == "big" and f.size in LARGER))
                if f.opponents == "compact":
                    continue
                where = (width, height, players)
                assert SIZES.index(f.opponents) >= SIZES.index(f.size), where
                assert height - f.need_height >= TALK_SPARE, where
                rest = height - f.need_height - TALK_SPARE
                more = min(MORE_TALK_LINES, rest // 2, 2 * (players - 2))
                if f.size in LARGER:  # all of the talk's more lines: ``test_larger_cards``
                    more = min(MORE_TALK_LINES, 2 * (players - 2))
                assert (f.banner_lines, f.talk_lines) == (3, 4 + more), where
                others = players - 1
                n = f.per_row
                assert n * (box_width(cols, f.opponents) + 1) - 1 <= width, where
                boxes = -(-others // n) * box_height(rows, f.opponents)
                assert f.need_height == CHROME + boxes + main_height(rows, f.size), where
                assert f.need_height + TALK_SPARE + more + f.lead <= height, where


def test_framed_boxes_are_evened_out_over_rows() -> None:
    """Seven opponents in frames: as many to a row as fit, evened out (4 and 3, not 5 and 2)."""
    assert box_width(3, "large") == 27 and box_width(2, "medium") == 19
    assert per_row(7, 3, 140, "large") == 4
    assert per_row(7, 3, 200, "large") == 7
    assert per_row(5, 3, 120, "medium") == 3  # 3 + 2, not 4 + 1


def test_a_tall_terminal_shows_the_table_in_its_middle() -> None:
    """Beyond 80×24 the lines to spare go, half of them (two for each player beyond two, up to
    ``MORE_TALK_LINES``), to the narration and prompt, and a third of the rest above the
    opponents; two players' table is as it was."""
    f = fit(200, 60, players=4, rows=2, cols=3)
    spare = 60 - f.need_height - TALK_SPARE
    assert f.talk_lines == MAX_TALK_LINES + 4  # two more for each of the two players beyond two
    assert f.lead == (spare - (f.talk_lines - MAX_TALK_LINES)) // 3 > 0
    f = fit(80, 24, players=2, rows=2, cols=2)
    assert f.lead == 0 and f.talk_lines <= MAX_TALK_LINES
    f = fit(200, 60, players=2, rows=2, cols=3)
    assert f.talk_lines == MAX_TALK_LINES and f.lead == (60 - f.need_height - TALK_SPARE) // 3


def test_a_large_terminal_tells_more_of_what_the_computers_did() -> None:
    """Eight players on six cards at 120×40: the start of a turn has room for the last of the
    seven others' moves, not three lines (more of the recap); at 80×24 it stays as it was."""
    assert fit(120, 40, players=8, rows=2, cols=3).talk_lines == 7  # six lines to tell
    assert fit(80, 24, players=8, rows=2, cols=3).talk_lines <= MAX_TALK_LINES
    assert fit(100, 40, players=3, rows=2, cols=3).talk_lines == MAX_TALK_LINES + 2


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_fits_at_60x20(preset: str) -> None:
    """The smallest terminal the table is laid out for: every preset with any number of its
    players, eight too (seven opponents in narrow boxes four and three to a row: three rows of
    compact ones left no room for the own grid)."""
    rules = load_ruleset(preset)
    rows, cols = rules.shape
    for players in range(rules.players.min, rules.players.max + 1):
        f = fit(60, 20, players=players, rows=rows, cols=cols)
        assert f.fits and f.need_width <= 60 and f.need_height <= 20, (preset, players)
        n = f.per_row
        assert n * (box_width(cols, f.opponents) + 1) - 1 <= 60, (preset, players)
    if rules.players.max == 8:
        assert fit(60, 20, players=8, rows=rows, cols=cols).per_row == 4


@pytest.mark.parametrize("preset", PRESETS)
def test_larger_cards_only_beyond_120x40(preset: str) -> None:
    """The cards beyond ``big`` (``LARGER``) need room beyond all the rest: no preset with any
    of its players gets them up to 120×40, nor the snapshots' tables at 140×45 and 160×50 (four
    and eight players on six cards, three on nine), so those look as they did; two players on
    six cards get them from 132×43, and at 200×55 two on nine cards and four on six do, the
    opponents then in the largest frames that fit, never the own grid's."""
    rules = load_ruleset(preset)
    rows, cols = rules.shape
    for players in range(rules.players.min, rules.players.max + 1):
        for size in [(80, 24), (100, 30), (120, 40)]:
            f = fit(*size, players=players, rows=rows, cols=cols)
            assert f.size not in LARGER, (preset, players, size)
    assert fit(140, 45, players=4, rows=2, cols=3).size == "big"
    assert fit(140, 45, players=8, rows=2, cols=3).size == "big"
    assert fit(160, 50, players=3, rows=3, cols=3).size == "big"
    assert fit(132, 43, players=2, rows=2, cols=3).size == "huge"
    f = fit(200, 55, players=2, rows=3, cols=3)
    assert (f.size, f.opponents) == ("huge", "large")  # "big" frames: 56 lines
    f = fit(200, 55, players=4, rows=2, cols=3)
    assert (f.size, f.opponents, f.per_row) == ("huge", "big", 3)
    assert fit(200, 55, players=8, rows=3, cols=3).size == "big"


def test_the_sizes_agree_with_the_cards_drawn() -> None:
    """A framed card's outer size is its inside (``card.CARD_INNER``) and the frame: the
    layout counts on the size ``CardBox`` and the opponents' framed text draw."""
    for size, (inner, lines) in CARD_INNER.items():
        assert (CARD_WIDTH[size], CARD_HEIGHT[size]) == (inner + 2, lines + 2), size


@pytest.mark.parametrize("rows,cols", SHAPES)
@pytest.mark.parametrize("extra", [0, 1])
def test_larger_cards_only_where_they_fit(rows: int, cols: int, extra: int) -> None:
    """A larger own grid (``LARGER``) is chosen exactly where the terminal has room for it with
    everything the ``big`` form shows: its opponents' cards (at that size or larger, never the
    own grid's), the banner's and the talk's most lines and all the talk's more lines; its
    grid, piles and the opponents' rows fit the width; and nothing else changes size."""
    for width in range(80, 281, 9):
        for height in range(24, 91, 2):
            for players in range(2, 9):
                where = (width, height, players, extra)
                f = fit(width, height, players=players, rows=rows, cols=cols, extra=extra)
                big = _big_form(width, height, players, rows, cols, extra)
                more = min(MORE_TALK_LINES, 2 * (players - 2))
                others = players - 1
                if big.size == "big":
                    theirs = opponent_rows(others, cols, width, big.opponents) * box_height(
                        rows, big.opponents)
                    need = big.need_height + main_height(rows, "huge") - main_height(rows, "big")
                    room = (need + TALK_SPARE + more <= height and grid_width(cols, "huge") <= width
                            and width >= 3 * PILE_WIDTH["huge"])
                    assert big.need_height == (CHROME + extra + theirs
                                               + main_height(rows, "big")), where
                else:
                    room = False
                assert (f.size == "huge") == room, where
                if f.size != "huge":
                    assert f == big, where  # as without the larger sizes
                    continue
                assert SIZES.index(f.opponents) <= SIZES.index(big.opponents), where
                assert SIZES.index(f.opponents) > SIZES.index(f.size), where  # never its own
                boxes = opponent_rows(others, cols, width, f.opponents) * box_height(
                    rows, f.opponents)
                assert f.need_height == (CHROME + extra + boxes
                                         + main_height(rows, "huge")), where
                assert f.need_height + TALK_SPARE + more + f.lead <= height, where
                assert (f.banner_lines, f.talk_lines) == (3, MAX_TALK_LINES + more), where
                assert f.per_row * (box_width(cols, f.opponents) + 1) - 1 <= width, where
                assert f.per_row == per_row(others, cols, width, f.opponents), where


def _big_form(width: int, height: int, players: int, rows: int, cols: int,
              extra: int) -> Fit:
    """The form ``fit`` chooses without the sizes beyond ``big``."""
    from golf_tui.app import layout

    saved = layout._larger
    layout._larger = lambda f, *_args, **_kw: f  # type: ignore[assignment]
    try:
        return fit(width, height, players=players, rows=rows, cols=cols, extra=extra)
    finally:
        layout._larger = saved  # type: ignore[assignment]
