"""Where the notifications go, and how a warning is fitted into the room there.

Textual stacks its notifications (toasts) at the bottom right of every screen, over whatever is
there: the hand-over's "Press Enter when only Ola is looking", the table's prompt, the footer.
Here the toasts go where the screen shows nothing to read (``free_area``): the screen is looked
at as it is laid out now, every widget that shows something to read is taken as covering its
region (a widget with no children shown, one with a frame, a footer), and the toasts go into the
largest room left that shows the whole warning (else as much of it as fits), lowest and
rightmost first. At 80×24 that is beside the player's own grid at the table, above or below the
hand-over's box, beside the setup's ruleset facts.

A warning longer than the room is cut after as many lines as fit, and its last line says where
the whole of it can be read (``fit``): the Warnings screen of the palette.

Textual's private parts used (Textual is pinned below 9): the toast rack each screen holds
(``ToastRack``, id ``textual-toastrack``), placed here through its public ``styles``; and the
app's ``_unnotify`` (``GolfApp`` takes down one warning's toast with it and learns with it that
a toast was clicked away).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from textual.content import Content
from textual.errors import NoWidget
from textual.geometry import Region

from ..i18n import _

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.widget import Widget

RACK_ID = "textual-toastrack"  # Textual's id for a screen's toast rack
MAX_WIDTH = 56  # a toast is at most this wide: longer lines are harder to read
MIN_WIDTH = 24  # a room narrower than this is no room for a toast
MIN_HEIGHT = 3  # a title and two lines
FRAME = 3  # a toast's coloured edge and its padding, across (app.tcss)
GAP = 1  # columns kept clear beside what the screen shows


@dataclass(frozen=True)
class Room:
    """Where the toasts go: a region of the screen, and the widest a toast there is."""

    region: Region

    @property
    def width(self) -> int:
        return min(self.region.width, MAX_WIDTH)


def _framed(widget: Widget) -> tuple[bool, bool, bool, bool]:
    """Which edges of ``widget`` have a border (top, right, bottom, left)."""
    return tuple(edge[0] not in ("", "none", "hidden")  # type: ignore[return-value]
                 for edge in widget.styles.border)


def must_read(widget: Widget) -> bool:
    """Whether ``widget`` shows something the player reads, all over its region: a widget with
    no children shown (a line of text, a card, a button, a list), a box (a border all round:
    its border and padding are part of it), a footer."""
    from textual.widgets import Footer

    if isinstance(widget, Footer) or all(_framed(widget)):
        return True
    return not any(child.display for child in widget.children)


def _shown(screen: Screen[object]) -> Iterator[Region]:
    """The regions of ``screen`` that show something to read (its toasts left out): the widgets
    that must be read, and the lines of a border on some sides only (a pane's edge)."""
    stack = list(screen.children)
    while stack:
        widget = stack.pop()
        if widget.id == RACK_ID or not widget.display:
            continue
        whole = must_read(widget)
        edges = () if whole else _framed(widget)
        if whole or any(edges):
            try:
                geometry = screen.find_widget(widget)
            except NoWidget:  # not on the screen (scrolled away, or not laid out yet)
                continue
            region = geometry.region.intersection(geometry.clip)
            if whole:
                if region:
                    yield region
                continue
            x, y, width, height = geometry.region
            strips = (Region(x, y, width, 1), Region(x + width - 1, y, 1, height),
                      Region(x, y + height - 1, width, 1), Region(x, y, 1, height))
            for edge, strip in zip(edges, strips, strict=True):
                if edge and (part := strip.intersection(geometry.clip)):
                    yield part
        stack.extend(widget.children)


def free_cells(screen: Screen[object]) -> list[list[bool]]:
    """Row by row, whether each cell of ``screen`` shows nothing to read (with ``GAP`` columns
    kept clear on either side of what it shows)."""
    width, height = screen.size
    free = [[True] * width for _row in range(height)]
    for region in _shown(screen):
        left, right = max(region.x - GAP, 0), min(region.right + GAP, width)
        for y in range(max(region.y, 0), min(region.bottom, height)):
            free[y][left:right] = [False] * max(right - left, 0)
    return free


def rooms(free: list[list[bool]]) -> Iterator[Region]:
    """The largest free rectangles (each as tall as it can be for its width, and as wide as it
    can be for its height), at least ``MIN_WIDTH`` × ``MIN_HEIGHT``."""
    if not free:
        return
    heights = [0] * len(free[0])
    for y, row in enumerate(free):
        heights = [h + 1 if cell else 0 for h, cell in zip(heights, row, strict=True)]
        stack: list[tuple[int, int]] = []  # (first column, height) of the rectangles open
        for x, h in enumerate([*heights, 0]):
            start = x
            while stack and stack[-1][1] >= h:
                start, top = stack.pop()
                if x - start >= MIN_WIDTH and top >= MIN_HEIGHT:
                    yield Region(start, y - top + 1, x - start, top)
            if h and (not stack or stack[-1][1] < h):
                stack.append((start, h))


@lru_cache(maxsize=512)  # asked again at every layout while a warning stands
def lines(title: str, message: str, width: int) -> int:
    """How many lines a toast ``width`` wide takes for ``title`` and ``message``."""
    return len(Content(f"{title}\n{message}" if title else message).wrap(max(width - FRAME, 1)))


def free_area(screen: Screen[object], title: str, message: str) -> Room | None:
    """Where the toasts go on ``screen``: the room that shows the whole of ``message`` under
    ``title``, else as much of it as can be shown; the lowest, then the rightmost, of equals.
    With no room at all (a terminal too small for the table, whose message stands in the
    middle): the right half of the bottom third, above the footer. None: not even that."""
    best: tuple[tuple[int, int, int, int], Region] | None = None
    needed: dict[int, int] = {}
    for region in rooms(free_cells(screen)):
        width = min(region.width, MAX_WIDTH)
        if width not in needed:
            needed[width] = lines(title, message, width)
        shown = min(needed[width], region.height)
        score = (shown == needed[width], shown * (width - FRAME), region.bottom, region.right)
        if best is None or score > best[0]:
            best = score, region
    if best is not None:
        return Room(best[1])
    width, height = screen.size
    low = Region(width // 2, height - 1 - height // 3, width - width // 2, height // 3)
    return Room(low) if low.width >= MIN_WIDTH // 2 and low.height >= 2 else None


def fit(title: str, message: str, width: int, height: int) -> str:
    """``message`` as a toast ``width`` × ``height`` shows it under ``title``: whole if it fits,
    else its first lines (whole lines of the message while they fit: a settings file's
    problem each) and a last one saying where all of it can be read."""
    if lines(title, message, width) <= height:
        return message
    more = _("… all of it: ctrl+p, Warnings")
    room = height - (1 if title else 0) - lines("", more, width)
    kept: list[str] = []
    for part in message.split("\n"):
        if lines("", "\n".join([*kept, part]), width) > room:
            break
        kept.append(part)
    if not kept:  # not even the first line fits whole: as much of it as does
        wrapped = Content(message).wrap(max(width - FRAME, 1))
        kept = [line.plain.rstrip() for line in wrapped[:max(room, 1)]]
    return "\n".join([*kept, more])
