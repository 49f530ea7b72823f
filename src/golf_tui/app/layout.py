"""Which form of the table fits a terminal size.

Top to bottom the table is: status line, the opponents' grids (as many to a row as the width
allows), the banner, the piles (stock, discard pile, drawn card) in a row, the grid of the
player at the keys, the narration, the prompt and the footer. The size of the cards in the
piles and in the own grid changes with the terminal: ``big`` cards when there is room
(``huge`` ones with room to spare, below), then ``large`` (the DESIGN sketch at 80×24),
``medium`` (one line of text inside a frame) and ``compact`` (one line, no frame). Below the
smallest form the table shows one message asking for a larger terminal, naming the least size
the table fits (``least``: the smallest width, and the lines it needs at that width). Pure
arithmetic, no Textual: it is tested on its own.

The opponents' cards are ``compact`` (a line of text per row of cards) until the own grid has
its size: only then, with the lines the banner and the talk can use at most still theirs, do
they get the largest framed size that fits too (``OPPONENT_SIZES``: ``large`` or ``medium``;
``big`` only beside ``huge``), never larger than the own grid's. Where no form fits with
compact boxes (eight players at 60×20: three rows of them), ``NARROW`` boxes may take fewer rows
(four and three to a row), the name in their frame shortened sooner. On a terminal larger than
the DESIGN sketch's 80×24, half the lines left over after all that (two for each player beyond
two, up to ``MORE_TALK_LINES``) go to the narration and prompt, a third of the rest above the
opponents (``lead``), the rest around the piles and the own grid: a tall terminal shows the
table in its middle, not hugging the top.

Where the terminal has room beyond all of that (the ``big`` form with its opponents' frames, the
banner's and talk's most lines and all the talk's more lines), the own grid and the piles get
``huge`` cards (``LARGER``) and the opponents the largest frames that fit beside them, ``big``
at most (``_larger``): from 42 lines with two players on four or six cards, two more for each
player beyond (50 with six or more), and from 53 lines on nine cards (61). Up to 120×40 no
table gets them.

The form depends on the terminal's size and the match (and the discard history the player opens
with ``h``), never on the text of the moment: a narration that wraps must not shrink the cards
for one turn and grow them back the next. The form is chosen with one line each for the banner,
the narration and the prompt; the lines it leaves over go to them (``banner_lines``,
``talk_lines``: the narration and the prompt share theirs), and a text longer than its lines is
cut short (the log, ``l``, keeps every narration whole).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

CHROME = 5  # status line, banner, narration, prompt, footer
# Lines left over after the chosen form go, one at a time, to the narration and prompt (which
# share them) and to the banner: first a second line for a long prompt or narration, then one
# for the banner (a final lap names everyone still to play), and so on up to these.
MAX_TALK_LINES = 4  # the narration's and the prompt's together
MAX_BANNER_LINES = 3
# On a terminal larger than the DESIGN sketch's, the narration and prompt may take this many more
# lines, from what the table leaves over beyond the most above
MORE_TALK_LINES = 8
MIN_WIDTH = 60
# The narration, the prompt and the pile line are at most this wide, in the middle under the
# table: on a projector's 300 columns they sat in the bottom left corner, a hundred columns from
# the cards, a recap's lines running on across the screen. Up to it they take the whole width.
TALK_WIDTH = 120
SIZES = ("huge", "big", "large", "medium", "compact")
# outer width and height of one card (frame included) and the gap after it, per size
CARD_WIDTH = {"huge": 11, "big": 9, "large": 7, "medium": 7, "compact": 6}
CARD_HEIGHT = {"huge": 7, "big": 5, "large": 4, "medium": 3, "compact": 1, "narrow": 1}
CARD_GAP = {"huge": 2, "big": 2, "large": 1, "medium": 1, "compact": 1}
PILE_WIDTH = {"huge": 17, "big": 15, "large": 13, "medium": 13, "compact": 17}
# the sizes beyond ``big`` (``huge``): only for a table with room for them beyond everything
# the ``big`` form shows, the talk's most lines included (``_larger``)
LARGER = ("huge",)
# the opponents' card sizes, largest first (``compact``: the cards as text, no frames): never
# the own grid's size from ``big`` up, so that it stands out from theirs (``big`` only beside a
# ``huge`` own grid)
OPPONENT_SIZES = ("big", "large", "medium", "compact")
# the opponents' cards as text in the narrowest box (one space between cards, one before them,
# no minimum for the name): only where the ``compact`` boxes' rows leave no form that fits and
# these take fewer rows (eight players at 60×20: four and three to a row, not three, three, one)
NARROW = "narrow"
NARROW_BOX = 14  # the name's room in its top edge: "Kari · 12", "K… · 105"
SKETCH = (80, 24)  # the DESIGN sketch's terminal: the table is laid out as there up to it
# the banner's and the talk's lines beyond their one and two: the opponents' frames take none
TALK_SPARE = MAX_BANNER_LINES - 1 + MAX_TALK_LINES - 2


def talk_width(width: int) -> int:
    """The narration's, the prompt's and the pile line's width on a terminal ``width`` wide."""
    return min(width, TALK_WIDTH)


def cards_width(cols: int, size: str) -> int:
    """A row of ``cols`` cards of ``size`` in an opponent's box, gaps between them."""
    if size == "compact":
        return cols * 5 - 2  # "7♥ " and two spaces between
    if size == NARROW:
        return cols * 4 - 1  # "7♥ " and one space between
    return cols * (CARD_WIDTH[size] + CARD_GAP[size]) - CARD_GAP[size]


def box_width(cols: int, size: str = "compact") -> int:
    """An opponent's box: wide enough for the cards and for a name with its total in the frame
    (the frame and a space each side take 4 cells; ``NARROW``: the frame and a space before
    the cards, and a name shortened sooner)."""
    if size == NARROW:
        return max(NARROW_BOX, cards_width(cols, size) + 3)
    return max(19, cards_width(cols, size) + (6 if size == "compact" else 4))


def box_height(rows: int, size: str = "compact") -> int:
    """An opponent's box: its rows of cards and the frame."""
    return rows * CARD_HEIGHT[size] + 2


def per_row(others: int, cols: int, width: int, size: str = "compact") -> int:
    """How many opponents' boxes go side by side in ``width`` columns: as many as fit, then
    evened out over the rows that takes (7 opponents in two rows: 4 and 3, not 6 and 1)."""
    return evened(others, (width + 1) // (box_width(cols, size) + 1))


def evened(count: int, most: int) -> int:
    """How many of ``count`` boxes to a row, at most ``most``: as few rows as that takes, the
    boxes spread evenly over them (7 at most 6 to a row: 4 and 3, not 6 and 1)."""
    most = max(1, min(count, most))
    rows = -(-count // most) if count else 1
    return max(1, -(-count // rows))


def opponent_rows(others: int, cols: int, width: int, size: str = "compact") -> int:
    return -(-others // per_row(others, cols, width, size)) if others else 0


def grid_width(cols: int, size: str) -> int:
    return cols * (CARD_WIDTH[size] + CARD_GAP[size]) + 2


def main_height(rows: int, size: str) -> int:
    """The piles' row and the own grid (with its title line)."""
    piles = 1 if size == "compact" else 1 + CARD_HEIGHT[size]
    return piles + 1 + rows * CARD_HEIGHT[size]


@dataclass(frozen=True)
class Fit:
    """The chosen form. ``fits`` False: show the message instead of the table, asking for
    ``need_width`` × ``need_height`` (then the least size the table fits, ``least``)."""

    fits: bool
    size: str  # one of SIZES
    per_row: int  # opponents' boxes to a row
    need_width: int
    need_height: int
    banner_lines: int = 1
    talk_lines: int = 2  # the narration's and the prompt's together
    opponents: str = "compact"  # the opponents' card size, one of OPPONENT_SIZES
    lead: int = 0  # blank lines above the opponents (the rest is the piles' and own grid's)


def share_spare(spare: int) -> tuple[int, int]:
    """The banner's lines and the narration's and prompt's (together), given ``spare`` lines
    beyond one each: alternately to the two, the narration and prompt first."""
    banner, talk = 1, 2
    while spare > 0 and (banner < MAX_BANNER_LINES or talk < MAX_TALK_LINES):
        if talk < MAX_TALK_LINES and (talk - 2 <= banner - 1 or banner >= MAX_BANNER_LINES):
            talk += 1
        else:
            banner += 1
        spare -= 1
    return banner, talk


def fit(width: int, height: int, *, players: int, rows: int, cols: int, extra: int = 0) -> Fit:
    """The largest form of the table that fits ``width`` × ``height``; ``extra`` lines are
    taken by optional lines (the discard history). The own grid's size is chosen with the
    opponents compact; their framed cards (``_opponents``) then take lines only beyond the
    banner's and talk's most. The lines to spare go to the banner, narration and prompt
    (``share_spare``), and beyond their most a third above the opponents (``lead``). Where no
    form fits with compact boxes, ``NARROW`` ones may fit in fewer rows. Where no form fits,
    ``need_width`` and ``need_height`` are the least size that does (``least``), not the size
    of a form that does not fit."""
    f = _fit_any(width, height, players=players, rows=rows, cols=cols, extra=extra)
    if f.fits:
        return f
    need_width, need_height = least(players=players, rows=rows, cols=cols, extra=extra)
    return replace(f, need_width=need_width, need_height=need_height)


# no table is this wide or tall at its smallest: ``least`` gives up there (it never does)
LEAST_BOUND = 1000


def least(*, players: int, rows: int, cols: int, extra: int = 0) -> tuple[int, int]:
    """The least terminal the table fits: the smallest width it fits at all, and the fewest
    lines it needs at that width (the message under the smallest form names them)."""
    width = MIN_WIDTH
    while width < LEAST_BOUND and not _fit_any(width, LEAST_BOUND, players=players, rows=rows,
                                               cols=cols, extra=extra).fits:
        width += 1
    height = CHROME
    while height < LEAST_BOUND and not _fit_any(width, height, players=players, rows=rows,
                                                cols=cols, extra=extra).fits:
        height += 1
    return width, height


def _fit_any(width: int, height: int, *, players: int, rows: int, cols: int,
             extra: int) -> Fit:
    """``fit`` with compact boxes, else with ``NARROW`` ones; not fitting, the sizes are those
    of the compact boxes' smallest form."""
    f = _fit(width, height, players=players, rows=rows, cols=cols, extra=extra)
    others = players - 1
    if f.fits or (opponent_rows(others, cols, max(width, MIN_WIDTH), NARROW)
                  >= opponent_rows(others, cols, max(width, MIN_WIDTH))):
        return f
    narrow = _fit(width, height, players=players, rows=rows, cols=cols, extra=extra,
                  opponents=NARROW)
    return narrow if narrow.fits else f


def _fit(width: int, height: int, *, players: int, rows: int, cols: int, extra: int,
         opponents: str = "compact") -> Fit:
    others = players - 1
    opp = opponent_rows(others, cols, max(width, MIN_WIDTH), opponents) * box_height(rows)
    fixed = CHROME + opp + extra
    for size in (s for s in SIZES if s not in LARGER):
        need_width = max(MIN_WIDTH, box_width(cols, opponents), grid_width(cols, size),
                         3 * PILE_WIDTH[size])
        need_height = fixed + main_height(rows, size)
        if need_height <= height and need_width <= width and opponents == NARROW:
            banner, talk = share_spare(height - need_height)
            return Fit(True, size, per_row(others, cols, width, NARROW), need_width,
                       need_height, banner, talk, NARROW)
        if need_height <= height and need_width <= width:
            theirs, opp_height = _opponents(width, height - need_height + opp, size,
                                            others=others, rows=rows, cols=cols)
            need_height += opp_height - opp
            spare = height - need_height
            banner, talk = share_spare(spare)
            # up to the DESIGN sketch's 80×24 the opponents stay at the top, as they always were
            larger = width > SKETCH[0] or height > SKETCH[1]
            rest = max(0, spare - TALK_SPARE) if larger else 0
            # beyond that, half the lines left let the start of a turn tell more of what the
            # others did since (the recap: seven computers' moves), two more for each player
            # beyond two (one other's turn fits the most lines as they are) up to
            # ``MORE_TALK_LINES``
            more = min(MORE_TALK_LINES, rest // 2, 2 * (players - 2))
            talk, lead = talk + more, (rest - more) // 3
            f = Fit(True, size, per_row(others, cols, width, theirs), need_width, need_height,
                    banner, talk, theirs, lead)
            return _larger(f, width, height, players=players, rows=rows, cols=cols,
                           opp=opp_height)
    return Fit(False, "compact", per_row(others, cols, width), need_width, need_height)


def _larger(f: Fit, width: int, height: int, *, players: int, rows: int, cols: int,
            opp: int) -> Fit:
    """``f`` (the ``big`` form, its opponents' boxes ``opp`` lines) with a larger own grid and
    piles (``LARGER``) where the terminal has room for them beyond everything ``f`` shows: the
    opponents' cards at their size in ``f`` or larger, the banner's and talk's most lines and
    the talk's more lines for every player beyond two, all of them (``MORE_TALK_LINES``). The
    opponents then get the largest size that fits with all that, never the own grid's. Up to
    120×40 no table has that room."""
    if f.size != "big":
        return f
    others = players - 1
    more = min(MORE_TALK_LINES, 2 * (players - 2))
    for size in LARGER:
        need_width = max(f.need_width, grid_width(cols, size), 3 * PILE_WIDTH[size])
        base = f.need_height - opp - main_height(rows, "big") + main_height(rows, size)
        if need_width > width or base + opp + TALK_SPARE + more > height:
            continue
        theirs, lines = _opponents(width, height - base - more, size, others=others,
                                   rows=rows, cols=cols)
        need_height = base + lines
        spare = height - need_height
        banner, talk = share_spare(spare)
        rest = spare - TALK_SPARE
        lead = (rest - more) // 3
        return Fit(True, size, per_row(others, cols, width, theirs), need_width, need_height,
                   banner, talk + more, theirs, lead)
    return f


def _opponents(width: int, room: int, own: str, *, others: int, rows: int,
               cols: int) -> tuple[str, int]:
    """The opponents' card size and their boxes' lines, given ``room`` lines for them, the
    banner's and the talk's spare and what else is left: the largest framed size no larger
    than the own grid's ``own`` whose boxes fit with the banner and the talk at their most,
    else ``compact``."""
    for size in (s for s in OPPONENT_SIZES if SIZES.index(s) >= SIZES.index(own)
                 and (s != own or s not in ("big", *LARGER))):
        lines = opponent_rows(others, cols, width, size) * box_height(rows, size)
        if size == "compact" or (box_width(cols, size) + 2 <= width
                                 and lines + TALK_SPARE <= room):
            return size, lines
    raise AssertionError("compact always fits")  # pragma: no cover
