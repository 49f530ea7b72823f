"""A golf scorecard: players down the side, holes across, totals at the end, the leader starred.

Laid out like a paper card: nine holes to a block, "Out" after the front nine and "In" after the
back nine when a match runs longer. Used by the scorecard, hole result and match over screens.
"""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Static

from ...breakdown import minus
from ...card_rows import BLOCK, hole_rows, row_label, target_end_words
from ...engine import Match
from ...i18n import NP_, _, and_list, translated
from ..glyphs import best_mark, empty_mark
from .card import dim_text


def hole_scores(match: Match, upto: int | None = None) -> list[list[int]]:
    """Per scored hole (up to hole ``upto``), every seat's score; voided deals left out."""
    return [[s.total for s in r.scores] for r in match.results
            if r.scores is not None and (upto is None or r.hole <= upto)]


def totals(match: Match, scores: list[list[int]]) -> list[int]:
    return [sum(hole[seat] for hole in scores) for seat in range(len(match.players))]


def leaders(match: Match, upto: int | None = None) -> tuple[int, ...]:
    """Seats with the lowest total; none before the first hole is scored."""
    scores = hole_scores(match, upto)
    if not scores:
        return ()
    sums = totals(match, scores)
    return tuple(seat for seat, t in enumerate(sums) if t == min(sums))


# A player's place in the final standings, as a column of the match over's card: lowest total
# first, a place shared by equal totals marked (``places``). The card listed the players in
# seat order, "Bot 1 113" above "Bot 2 90", and nobody read as second or third.
PLACES = (NP_("a place in the final standings", "1st"),
          NP_("a place in the final standings", "2nd"),
          NP_("a place in the final standings", "3rd"),
          NP_("a place in the final standings", "4th"),
          NP_("a place in the final standings", "5th"),
          NP_("a place in the final standings", "6th"),
          NP_("a place in the final standings", "7th"),
          NP_("a place in the final standings", "8th"))
SHARED_PLACE = NP_("a place players share with equal totals", "=%(place)s")  # "=3rd"


def ranking(sums: list[int]) -> list[int]:
    """The seats by place: lowest total first, equal totals in seat order."""
    return sorted(range(len(sums)), key=lambda seat: (sums[seat], seat))


def places(sums: list[int]) -> list[str]:
    """Every seat's place, by its total: "1st", "2nd", "=3rd", "=3rd", "5th" (two totals equal
    share the place, and the next is the one after both)."""
    words = []
    for total in sums:
        place = sum(1 for other in sums if other < total)  # 0 for the lowest
        word = translated(PLACES[place]) if place < len(PLACES) else str(place + 1)
        if sums.count(total) > 1:
            word = translated(SHARED_PLACE) % {"place": word}
        words.append(word)
    return words


def lead_words(match: Match, lead: tuple[int, ...], finished: bool) -> str:
    """"Kari leads", "Kari and Ola share the lead"; at the end "Kari won", "... share the
    win"."""
    names = and_list([match.players[s] for s in lead])
    tied = len(lead) > 1
    if finished:
        return (_("%(names)s share the win") if tied else _("%(names)s won")) % {"names": names}
    return (_("%(names)s share the lead") if tied else _("%(names)s leads")) % {"names": names}


def target_words(match: Match, finished: bool) -> str:
    """A match to a target: the rule while it runs ("a total of 100 points ends the match;
    lowest wins": "first to 100" read as if reaching 100 won); at its end, what
    happened ("Kari reached 100 points after 12 holes; lowest total wins")."""
    target = match.ruleset.match.target
    if not finished:
        return _("a total of %(target)d points ends the match; lowest wins") % {
            "target": target}
    reached = [name for name, total in zip(match.players, match.totals, strict=True)
               if total >= target]
    return target_end_words(reached, target, len(hole_scores(match)))


def standings(match: Match, upto: int, width: int, ascii: bool = False) -> Text:
    """The standings after hole ``upto``, lowest total first, in lines of ``width``: "★ Bot 2
    leads · totals: Bot 2 102 (8 this hole) · Bot 1 146 (12) · Kari 238 (31)". A name, its
    total and its hole score stay on one line. Short enough to stand above a hole's result at
    80×24 with eight players, where the scorecard below the grids is out of sight. The first
    bracket says what the brackets hold ("totals (this hole): Bot 1 23 (9)" left a newcomer
    guessing); saying it at every name would cost eight players a line.

    A match to a target that ended with this hole: on a line of its own, who reached it, and
    when (``target_words``): said under the card, it was out of sight below eight players'
    rows at 80x24."""
    scores = hole_scores(match, upto)
    sums = totals(match, scores)
    lead = leaders(match, upto)
    finished = match.finished and len(scores) == len(hole_scores(match))
    pieces: list[Text] = []
    if lead:
        pieces.append(Text(f"{best_mark(ascii)} {lead_words(match, lead, finished)} ·",
                           style="bold"))
    pieces.append(Text(_("totals:")))
    this_hole = scores[-1] if scores else [0] * len(sums)
    order = ranking(sums)
    for i, seat in enumerate(order):
        hole = (_("%(points)s this hole") % {"points": minus(this_hole[seat], ascii)} if i == 0
                else minus(this_hole[seat], ascii))
        piece = Text(f"{match.players[seat]} {minus(sums[seat], ascii)} ({hole})",
                     style="bold" if seat in lead else "")
        if i < len(order) - 1:
            piece.append(" ·")
        pieces.append(piece)
    ending: list[Text] = []  # its words, wrapped at a space as the pieces are
    if finished and match.holes_to_play is None:
        ending = [Text(word, style="italic") for word in target_words(match, True).split()]
    text, line = Text(), 0
    for i, piece in enumerate(pieces + ending):
        if i == len(pieces) or (line and line + 1 + piece.cell_len > width):
            text.append("\n")
            line = 0
        elif line:
            text.append(" ")
            line += 1
        text.append_text(piece)
        line += piece.cell_len
    return text


class Standings(Widget):
    """``standings`` at the widget's own width."""

    DEFAULT_CSS = "Standings { height: auto; }"

    def __init__(self, match: Match, upto: int, ascii: bool = False, *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._match, self._upto, self._ascii = match, upto, ascii

    def text(self, width: int) -> Text:
        return standings(self._match, self._upto, max(width, 1), self._ascii)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.text(width).split())

    def render(self) -> Text:
        return self.text(self.content_size.width)


def _block(match: Match, holes: range, scores: list[list[int]], label: str | None,
           with_total: bool, current: int | None, lead: tuple[int, ...],
           compact: bool = False, ascii: bool = False, before: str | None = None,
           ranked: bool = False, empty: str = "dim") -> Table:
    """One row of holes; ``label``: the heading of its sum ("Out", "In"); ``before``: the
    heading of a first column that sums the holes before it (a focused card, ``_card``);
    ``ranked``: the players by place, lowest total first, each with its place ("1st",
    "=3rd") before the name; ``empty``: the style of a hole not played yet (its "·")."""
    table = Table(box=None, padding=(0, 0, 0, 1) if compact else (0, 1), show_edge=False,
                  header_style="bold", pad_edge=False)
    table.add_column("", no_wrap=True)
    if ranked:
        table.add_column("", no_wrap=True)
    table.add_column(_("Hole"), no_wrap=True, min_width=8)
    if before:
        table.add_column(before, justify="right", style="bold", min_width=4)
    for h in holes:
        style = "reverse" if h == current else ""
        table.add_column(Text(str(h), style=style, justify="right"), justify="right", min_width=3)
    if label:
        table.add_column(label, justify="right", style="bold", min_width=4)
    if with_total:
        table.add_column(_("Total"), justify="right", style="bold", min_width=5)
    sums = totals(match, scores)
    order = ranking(sums) if ranked else range(len(match.players))
    place = places(sums)
    for seat in order:
        name = match.players[seat]
        row: list[RenderableType] = [
            Text(best_mark(ascii) if seat in lead else " ", style="bold")]
        if ranked:
            row.append(Text(place[seat], style="bold" if seat in lead else ""))
        row.append(Text(name, style="bold" if seat in lead else ""))
        if before:
            earlier = scores[: holes.start - 1]
            row.append(Text(minus(sum(s[seat] for s in earlier), ascii), justify="right"))
        for h in holes:
            if h <= len(scores):
                style = "reverse" if h == current else ""
                row.append(Text(minus(scores[h - 1][seat], ascii), style=style,
                                justify="right"))
            else:
                row.append(Text(empty_mark(ascii), style=empty, justify="right"))
        if label:
            block = scores[holes.start - 1 : holes.stop - 1]
            if block:
                row.append(Text(minus(sum(s[seat] for s in block), ascii), justify="right"))
            else:  # none of its holes played: "·" as they are, not "In 0"
                row.append(Text(empty_mark(ascii), style=empty, justify="right"))
        if with_total:
            row.append(Text(minus(sums[seat], ascii), justify="right"))
        table.add_row(*row)
    return table


class _Card:
    """The card, with its columns closer together when the room is too narrow for it (long
    names and eighteen holes at 80 columns), so that no column, the totals least of all, is
    dropped; narrower still (a terminal under 60 columns), fewer holes to a row. ``focus``:
    only the row of holes that holds hole ``current`` (the last hole played when None), with
    the total (``_card``)."""

    def __init__(self, match: Match, current: int | None, ascii: bool = False,
                 lead_note: bool = True, focus: bool = False, end_note: bool = True,
                 ranked: bool = False, empty: str = "dim") -> None:
        self._parts = (match, current)
        self._ascii, self._lead_note, self._focus = ascii, lead_note, focus
        self._end_note, self._ranked, self._empty = end_note, ranked, empty
        self._forms: dict[tuple[bool, int], tuple[RenderableType, int]] = {}
        self._holes = _holes_shown(match, hole_scores(match, current))

    def _form(self, console: Console, options: ConsoleOptions, compact: bool, block: int
              ) -> tuple[RenderableType, int]:
        """A form of the card and its width, each built and measured once (Textual measures
        the card, then renders it)."""
        key = (compact, block)
        if key not in self._forms:
            rows, note = _card(*self._parts, compact=compact, block=block, ascii=self._ascii,
                               lead_note=self._lead_note, focus=self._focus,
                               end_note=self._end_note, ranked=self._ranked,
                               empty=self._empty)
            unbounded = options.update(max_width=10_000)  # a measurement is cut to the room
            # the rows of holes only: the note under them wraps to whatever room they leave
            # (measured with them, a long one cut the card to one hole a row)
            width = Measurement.get(console, unbounded, rows).maximum
            card = rows if note is None else Group(*rows.renderables, note)
            self._forms[key] = card, width
        return self._forms[key]

    def _fitting(self, console: Console, options: ConsoleOptions) -> RenderableType:
        room = options.max_width
        card, width = self._form(console, options, False, BLOCK)
        if width <= room:
            return card
        card, width = self._form(console, options, True, BLOCK)
        rows = 1
        while width > room and -(-self._holes // rows) > 1:  # more rows, fewer holes each
            rows += 1
            card, width = self._form(console, options, True, -(-self._holes // rows))
        return card

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._fitting(console, options)

    def lines(self, console: Console, options: ConsoleOptions
              ) -> tuple[list[list[Segment]], list[int]]:
        """The card's lines at the room of ``options``, and which of them are a row of holes'
        header ("Hole 1 2 3 …"), in order."""
        options = options.reset_height()  # every line: the widget's height is the rows'
        card = self._fitting(console, options)
        parts = card.renderables if isinstance(card, Group) else [card]
        lines: list[list[Segment]] = []
        heads: list[int] = []
        for part in parts:
            if isinstance(part, Table):
                heads.append(len(lines))
            lines += console.render_lines(part, options, pad=False)
        return lines, heads

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._fitting(console, options))


class _Part:
    """The card's header and its rows apart, so that the rows may scroll under the header
    (the hole result's, ``summary._CardBox``), in the columns of the same card: the header of
    the row of holes the first row in sight (``top``, counted in the rows) is in, or the rows
    without the first header."""

    def __init__(self, card: _Card, head: bool) -> None:
        self._card, self._head = card, head
        self.top = 0

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines, heads = self._card.lines(console, options)
        if self._head:
            # the rows' first line in sight is the card's line top + 1: the last header above
            # it (a row of holes' own header at the top is in sight under the one above)
            shown = [lines[max((h for h in heads if h <= self.top), default=0)]]
        else:
            shown = lines[1:]
        for line in shown:
            yield from line
            yield Segment.line()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._card)


def scorecard(match: Match, current: int | None = None, *, ascii: bool = False,
              lead_note: bool = True, focus: bool = False) -> RenderableType:
    """The card up to hole ``current`` (the whole card when None), that hole's column
    highlighted; ``ascii``: the leader's mark in ASCII; ``lead_note``: the line under the card
    that says who leads (a screen that says it elsewhere leaves it out); ``focus``: only the
    row of holes that holds that hole (or the last played), with the total."""
    return _Card(match, current, ascii, lead_note, focus)


def _holes_shown(match: Match, scores: list[list[int]]) -> int:
    """The holes the card has columns for: all that are planned, or (a match to a target) those
    scored so far, one at least."""
    planned = match.holes_to_play
    return planned if planned is not None else max(len(scores), 1)


def _card(match: Match, current: int | None, compact: bool = False, block: int = BLOCK,
          ascii: bool = False, lead_note: bool = True, focus: bool = False,
          end_note: bool = True, ranked: bool = False, empty: str = "dim"
          ) -> tuple[Group, Text | None]:
    """The card in rows of ``block`` holes: nine, as on paper, with "Out" and "In" when a match
    runs two blocks; fewer where the room is narrow, and then only the last row has the
    totals. The note under the rows (who leads, the target) comes apart, as it wraps.

    ``focus``: only the row that holds hole ``current`` (the last hole played when None), after
    a column that sums the holes before it ("Out" before the back nine, "1–36" before hole 37)
    and with the total: the screens that end a hole or the match show the hole just played
    and every total at once. The whole card, eight players' rows of eighteen holes or a
    99-hole match's eleven rows, needed scrolling there, hole 17 and the totals out of sight
    (the scorecard screen, ``s``, has it whole). ``end_note``: whether the note says how a
    match to a target ended (the hole result says it in its ``standings``). ``ranked``: the
    players by place, each with it; ``empty``: the style of a hole not played yet
    (``_block``)."""
    scores = hole_scores(match, current)
    lead = leaders(match, current)
    finished = match.finished and len(scores) == len(hole_scores(match))
    planned = match.holes_to_play
    shown = _holes_shown(match, scores)
    blocks = hole_rows(shown, block)
    parts: list[RenderableType] = []
    if focus:
        hole = current if current is not None else max(len(scores), 1)
        i = next((n for n, holes in enumerate(blocks) if hole in holes), len(blocks) - 1)
        holes = blocks[i]
        before = None
        if i:  # "Out" on a card of two rows of nine, else the holes it sums: "1–36"
            before = (row_label(0, len(blocks), block)
                      or f"1{'-' if ascii else '–'}{holes.start - 1}")
        label = row_label(i, len(blocks), block)
        parts.append(_block(match, holes, scores, label, True, current, lead, compact, ascii,
                            before, ranked, empty))
    for i, holes in enumerate(blocks if not focus else ()):
        last = i == len(blocks) - 1
        label = row_label(i, len(blocks), block)
        parts.append(_block(match, holes, scores, label, last, current, lead, compact, ascii,
                            ranked=ranked, empty=empty))
        if not last:
            parts.append(Text(""))
    notes = []
    if lead and lead_note:
        notes.append(f"{best_mark(ascii)} {lead_words(match, lead, finished)}")
    if lead and planned is None and (end_note or not finished):
        notes.append(target_words(match, finished))
    note = Text(" · ".join(notes), style="italic") if notes else None
    return Group(*parts), note


class Scorecard(Static):
    """The scorecard of a match; call ``show(match)`` to refresh it."""

    DEFAULT_CSS = """
    Scorecard { width: auto; height: auto; }
    """

    def __init__(self, match: Match, current: int | None = None, *, lead_note: bool = True,
                 part: str = "", focus: bool = False, end_note: bool = True,
                 ranked: bool = False, **kwargs: str) -> None:
        """``part``: "head" for the card's header only, "rows" for the card without it (a
        ``StickyCard``'s parts), or the whole card; ``focus``: only the row of holes that holds
        hole ``current`` (``scorecard``); ``end_note``: the note under it says how a match to a
        target ended (``_card``); ``ranked``: the players by place, each with it (the match
        over's)."""
        self._match, self._current = match, current
        self._lead_note, self._part, self._focus = lead_note, part, focus
        self._end_note, self._ranked = end_note, ranked
        super().__init__(self._card(False), **kwargs)  # type: ignore[arg-type]

    def _card(self, ascii: bool, empty: str = "dim") -> RenderableType:
        """``empty``: the style of a hole not played yet (``show``)."""
        card = _Card(self._match, self._current, ascii, self._lead_note, self._focus,
                     self._end_note, self._ranked, empty)
        return _Part(card, self._part == "head") if self._part else card

    def scrolled(self, top: int) -> None:
        """The header part: the rows are scrolled to ``top``; it shows the header they are
        under."""
        part = self.content
        if isinstance(part, _Part) and part.top != top:
            part.top = top
            self.refresh()

    def on_mount(self) -> None:
        """The card again in the app's dimmed marks, and the leader's mark in ASCII there."""
        self.show(self._match, self._current)

    def show(self, match: Match, current: int | None = None) -> None:
        self._match, self._current = match, current
        ascii = self.is_attached and self.app.has_class("-ascii")
        # a hole not played yet in the theme's dimmed marks (3:1, where Textual's dim "·" was
        # 2.5:1 in the light themes) as drawn on the card's ground (the scorecard's box is on
        # the surface), once the app is there to say them
        empty = dim_text(self.app, self.background_colors[1].hex) if self.is_attached else "dim"
        self.update(self._card(ascii, empty))
