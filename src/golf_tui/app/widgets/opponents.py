"""Everyone else's grid, compact but readable: face-up cards by rank and suit, face-down cards as
backs, the name and running total in the frame (with the peek penalty taken so far this hole:
"Kari · 12 +3"), markers for the dealer, the seat to act and the knocker (in words and symbols,
never by colour alone), and the face-up cards in a pair already made, bracketed as a hole's
result brackets them (``[Q♣]``) or, framed, in a double frame (``+=+`` top and bottom in ASCII).

The cards are a line of text per row of the grid (``compact``; ``narrow``, one space between the
cards, where the table would not fit otherwise), or, where the terminal has room
(``layout.fit``), framed cards of the piles' sizes (``medium``, ``large``, ``big``) drawn as
text in the same box (``framed``): one widget per opponent either way, the frame's words and a
click the same."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.containers import Container
from textual.content import Content
from textual.message import Message

from ...breakdown import minus
from ...engine import Card
from ...i18n import N_, _, current_language, ngettext, pgettext
from ..ascii_signs import CUT, ascii_text, name_cut
from ..glyphs import card_label, face_style
from ..layout import NARROW, box_width
from ..setup_model import bot_kind_name, bot_kinds
from .card import dim_text, suit_red
from .framed import Paint, framed_cards, paint
from .steady import SteadyText

KNOCKED = N_("knocked")
OUT = N_("out")
BOT = N_("bot")
# a computer player's level in its frame, from the bot kinds' names (``setup_model``)
LEVEL_BOT = N_("%(level)s bot")
# A change of who plays a seat asked for during its turn, which comes once that turn is over
# (``Controller.pending``): said where the seat's name is (its box's bottom edge, the own grid's
# title), fullest first, until it is made or called off. Only the palette's entry said so.
PENDING = {
    "bot": (N_("→ bot after this turn"), N_("→ bot")),
    "back": (N_("→ back after this turn"), N_("→ back")),
}
TITLE_FRAME = 6  # cells of a box's top edge that a title cannot use: the corners, "─ " and " ─"


def shorten(name: str, room: int, rivals: tuple[str, ...] = (), *, ascii: bool = False) -> str:
    """``name`` in at most ``room`` cells, cut with ``name_cut``'s mark (at least one letter
    and the "…"; in ASCII mode "~", ``ascii_signs`` says why): at its end, or in its middle
    where the end's cut would read like one of ``rivals`` (the other names at the table) cut the
    same way: "Kristoffer Hansen" and "Kristoffer Olsen" become "Kris…ansen" and "Kris…Olsen",
    not "Kristoff…" both; where even those read alike (four Maries called "Marie Hansen",
    "Marie Larsen", …, in four cells) or keep one letter of the end ("Ma…g"), its first letter
    and the part that differs ("M…Ha", "M…Be"). A name ending in a number that fits without
    the space before it is written so rather than cut: "Bot1" for "Bot 1" reads as a name,
    where "Bo…1" and "Bo…2" read as one name cut short twice (unless another name at the
    table reads the same)."""
    if cell_len(name) <= room:
        return name
    squeezed = _squeezed(name)
    if (squeezed != name and cell_len(squeezed) <= room
            and not any(_squeezed(r) == squeezed for r in rivals if r != name)):
        return squeezed
    mark = name_cut(ascii)
    cut = _end_cut(name, room, mark)
    others = [r for r in rivals if r != name]
    if not any(_end_cut(r, room, mark) == cut for r in others):
        return cut
    # the middle cut that reads like none of the others' (a longer end where the ends are alike
    # too: "Marg…ansen" and "Marg…ensen" rather than "Marg…nsen" twice)
    tails = range(1, room - len(mark))
    tried = [_middle_cut(name, room, tail, mark) for tail in tails]
    theirs = {_middle_cut(r, room, tail, mark) for r in others for tail in tails}
    default = _middle_cut(name, room, mark=mark)
    middle = default if default not in theirs else next(
        (c for c in reversed(tried) if c not in theirs), None)
    if middle is not None and cell_len(middle.rpartition(mark)[2]) > 1:
        return middle
    # the end's last letter alone tells little ("Ma…g" beside "Ma…l"): the part that differs
    # where it has two letters ("M…Be" beside "M…Da")
    differs = _differing_cut(name, room, others, mark)
    theirs |= {_end_cut(r, room, mark) for r in others}
    for r in others:
        theirs.add(_differing_cut(r, room, [o for o in (*others, name) if o != r], mark) or "")
    if differs is not None and differs not in theirs and (
            middle is None or cell_len(differs.rpartition(mark)[2]) > 1):
        return differs
    return middle or default


def _squeezed(name: str) -> str:
    """``name`` without the space before a number that ends it ("Bot1"), else as it is."""
    words, _space, number = name.rpartition(" ")
    return words + number if words and number.isdigit() else name


def _differing_cut(name: str, room: int, others: Sequence[str], mark: str) -> str | None:
    """The first letter of ``name``, ``mark`` and as much as fits of what follows the longest
    start it shares with one of ``others`` ("M…Ha" for "Marie Hansen" beside "Marie Larsen");
    None where nothing follows it."""
    shared = max((_shared_start(name, r) for r in others), default=0)
    rest = name[shared:].lstrip()
    if not shared or not rest:
        return None
    cut = name[0] + mark
    for letter in rest:
        if cell_len(cut) + cell_len(letter) > room:
            break
        cut += letter
    return cut if cut != name[0] + mark else None


def _shared_start(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def _end_cut(name: str, room: int, mark: str = CUT) -> str:
    if cell_len(name) <= room:
        return name
    cut = name[:-1]
    while len(cut) > 1 and cell_len(cut) + len(mark) > room:
        cut = cut[:-1]
    return cut + mark


def _middle_cut(name: str, room: int, tail_cells: int | None = None, mark: str = CUT) -> str:
    """The start and the end of ``name`` around ``mark``, the end given the extra cell if any
    (or ``tail_cells`` cells of it, the start the rest)."""
    head, tail = "", ""
    i, j = 0, len(name)
    room -= len(mark)
    while i < j:
        if tail_cells is None:
            take_tail = cell_len(tail) < cell_len(head)
        else:
            take_tail = cell_len(tail) < tail_cells
            if not take_tail and cell_len(head) + cell_len(tail) + cell_len(name[i]) > room:
                break
        piece = name[j - 1] if take_tail else name[i]
        if cell_len(head) + cell_len(tail) + cell_len(piece) > room:
            break
        if take_tail:
            tail, j = piece + tail, j - 1
        else:
            head, i = head + piece, i + 1
    # no space beside the mark ("Pl… 1"): its cell goes to the start ("Pla…1")
    if tail[:1] == " " and len(tail) > 1:
        tail = tail.lstrip()
        while i < j and cell_len(head) + cell_len(tail) + cell_len(name[i]) <= room:
            head, i = head + name[i], i + 1
    return (head.rstrip() or name[0]) + mark + tail


@dataclass(frozen=True)
class Seat:
    """What one opponent box shows. ``notes``: untranslated words (``KNOCKED``, ``OUT``),
    translated when shown; ``bot``: the computer player's kind (None for a person);
    ``peeked``: the points this hole's peeks will add to the seat's score (public, as the
    totals are); ``peeks``: whether the table has the peek penalty, so that the box keeps room
    for them all match long; ``paired``: the positions of face-up cards in a pair already
    made (``engine.visible_pairs``); ``point_a_peek``: whether a peek costs one point, so that
    the points count the peeks ("+2 peeks" for one peek at two points each was wrong)."""

    seat: int
    name: str
    total: int
    cards: tuple[Card | None, ...]  # None: face down
    dealer: bool
    to_act: bool
    notes: tuple[str, ...] = ()
    bot: str | None = None
    rivals: tuple[str, ...] = ()  # the other names at the table (``shorten``)
    peeked: int = 0
    peeks: bool = False
    paired: tuple[int, ...] = ()
    point_a_peek: bool = True
    pending: str | None = None  # a change waiting for the end of its turn (``PENDING``'s key)


def dealer_mark() -> str:
    """The dealer's mark beside a name, "(D)" in English: the languages say it by their own
    word for the dealer ("giver", "givare"), where "D" is the queen's letter on a card."""
    return pgettext("the dealer's mark beside a player's name", "(D)")


def frame_title(mark: str, s: Seat, width: int, *, ascii: bool = False) -> tuple[str, bool]:
    """The title in the top edge of a box ``width`` cells wide, and whether the dealer's "(D)"
    went to the bottom edge instead. The frame would cut a long title at its end and lose the
    total: "(D)" moves down when the whole name does not fit beside it, and a name too long
    even then is shortened."""
    mark, name, rest, below = _title_parts(mark, s, width, ascii=ascii)
    return f"{mark}{name}{rest}", below


def _title_parts(mark: str, s: Seat, width: int, *,
                 ascii: bool) -> tuple[str, str, str, bool]:
    """``frame_title``'s title in parts: the mark, the name, the rest ("(D)", the total)."""
    room = width - TITLE_FRAME - cell_len(mark)
    # "−2" with the minus sign, as the hole's result and the scorecard write it
    total = f" · {minus(s.total, ascii)}" + (f" +{s.peeked}" if s.peeked else "")
    # the peeks' points said as theirs where the whole name has room beside them ("Anna · 89
    # +1 peek"): "+1" alone after the total read as nothing in particular
    if s.peeked and s.point_a_peek:
        said = f" · {minus(s.total, ascii)} " + peeks_cost(s.peeked)
        if cell_len(s.name + said) <= room:
            total = said
    # a narrow box (``layout.NARROW``) too small for a letter of the name, "…" and its last
    # letter ("B…2": "Bot 1" and "Bot 2" told apart) beside the total: the mark gives way first
    # (the heavy frame still marks the seat to act), then the " · " before the total, then the
    # space before the peeks ("K…i 12+3")
    least = min(cell_len(s.name),
                cell_len(s.name[:1]) + len(name_cut(ascii)) + cell_len(s.name[-1:]))
    if mark and room - cell_len(total) < least:
        room += cell_len(mark)
        mark = ""
    for long, short in ((" · ", " "), (" +", "+")):
        if room - cell_len(total) < least:
            total = total.replace(long, short, 1)
    dealer = " " + dealer_mark() if s.dealer else ""
    below = bool(dealer) and cell_len(s.name + dealer + total) > room
    if below:
        dealer = ""
    name = shorten(s.name, room - cell_len(dealer + total), s.rivals, ascii=ascii)
    return mark, name, dealer + total, below


def peeks_cost(points: int) -> str:
    """What an opponent's peeks this hole add to their score, as their frame says it where it
    has room: "+1 peek", "+3 peeks" (a point a peek, as the presets have it)."""
    return ngettext("+%(points)d peek", "+%(points)d peeks", points) % {"points": points}


def _mark(to_act: bool, ascii: bool) -> str:
    """The title's sign for the seat to act."""
    return ("> " if ascii else "▶ ") if to_act else ""


def _level(s: Seat) -> list[str]:
    """A computer player's level in words ("hard bot"); nothing for a person."""
    return [_(LEVEL_BOT) % {"level": bot_kind_name(s.bot)}] if s.bot is not None else []


def _levels(s: Seat) -> list[list[str]]:
    """A computer player's level in ever shorter words: "normal bot", then "bot". Never the
    level alone: "(G) normal" at a Danish table did not read as a computer's box, beside a
    "(G) svær bot" that fitted."""
    if s.bot is None:
        return [[]]
    return [_level(s), [_(BOT)]]


def _widest_level(s: Seat) -> int:
    """How much wider than ``s``'s "normal bot" the widest level's is ("tilfældig bot" in
    Danish): a box keeps a level where every level would fit, so that computers' boxes of one
    width read alike (a "(G) bot" beside a "(G) svær bot" read as a different kind of box)."""
    if s.bot is None:
        return 0
    widest = max(cell_len(_(LEVEL_BOT) % {"level": bot_kind_name(kind)})
                 for kind in {*bot_kinds(), s.bot})
    return widest - cell_len(_level(s)[0])


def roomy_width(s: Seat, cols: int) -> int:
    """How wide ``s``'s box should be, room allowing, for the frame to keep what would
    otherwise be cut or dropped all match long: the whole name with the mark of the seat to act
    and a two-digit total (and the peeks' "+8" where the table has the peek penalty: "Spi… 5 ·
    24 +1" at 100 columns, with room to spare), and below, the dealer's "(D)" with the level
    ("(D) normal bot"), or the level with a knock or a grid gone out ("random bot · knocked").
    The same width all match long, whatever happens: the boxes keep it from turn to turn."""
    title = f"{_mark(True, False)}{s.name} · 88" + (" +8" if s.peeks else "")
    # room for the widest level's words: a level is kept where every level fits
    level = " ".join(_level(s)) + " " * _widest_level(s)
    news = [" · ".join(w for w in (level, note_words(n)) if w) for n in (KNOCKED, OUT)]
    words = [title, " ".join([dealer_mark(), level]), *news] if level else [title]
    return max(box_width(cols), TITLE_FRAME + max(cell_len(w) for w in words))


def note_words(note: str) -> str:
    """A note (``KNOCKED``, ``OUT``) as the frame says it: "knocked" as a state there, which in
    Swedish is "knackat", short enough to keep "bot · " beside it in the narrowest box."""
    if note == KNOCKED:
        return pgettext("a state in an opponent's box", "knocked")
    return _(note)


def pending_words(pending: str | None, *, ascii: bool = False) -> tuple[str, ...]:
    """What a seat's box or title says of the change waiting for the end of its turn
    (``PENDING``), fullest first; nothing where none waits."""
    if pending is None:
        return ()
    return tuple(ascii_text(_(words), ascii) for words in PENDING[pending])


def frame_subtitle(s: Seat, dealer_below: bool, width: int, *, ascii: bool = False) -> str:
    """The bottom edge's words: "(D)" when it left the title, "hard bot" for a computer
    player, then "knocked" or "out", set apart ("random bot · knocked": "random knocked", in
    Norwegian "tilfeldig banket", read as how the seat knocked). What does not fit gives way:
    the dealer's mark first ("normal bot": the status line says who deals then,
    ``OpponentGrid.tells_dealer``), then the level ("(D) bot", "bot"), never its "bot": "(G)
    normal" did not read as a computer's box. A level is kept where the widest level's words
    would fit, so that all computers' boxes of a width read alike. Who knocked, news to
    everyone, never gives way. A change waiting for the end of the seat's turn ("→ bot after
    this turn") comes last, in fewer words ("→ bot") before anything else gives way for it."""
    room = width - TITLE_FRAME
    told = " ".join(note_words(note) for note in s.notes)
    pending = pending_words(s.pending, ascii=ascii) or ("",)
    dealer = [dealer_mark()] if dealer_below else []
    tries = [t for bot in _levels(s) for t in (dealer + bot, bot)] + [[]]
    for waits in dict.fromkeys((pending[0], pending[-1])):
        notes = " · ".join(w for w in (told, waits) if w)
        said = ((" · ".join(w for w in (" ".join(t), notes) if w),
                 _widest_level(s) if s.bot is not None and _level(s)[0] in t else 0)
                for t in tries)
        found = next((w for w, more in said if cell_len(w) + more <= room), None)
        if found is not None:
            return found
    return notes


class OpponentGrid(SteadyText):
    """One opponent's grid in a frame: as wide as it is told, as high as its rows. A click on
    it posts ``OpponentGrid.Pressed`` with the seat shown (the screen says whose grid it is and
    where a click makes a move)."""

    DEFAULT_CSS = """
    OpponentGrid {
        height: auto;
        border: round $foreground 40%;
        border-title-align: left;
        border-subtitle-align: right;
        padding: 0 1;
    }
    OpponentGrid.-to-act { border: heavy $accent; border-title-style: bold; }
    /* framed cards in the middle of a box made wider for a name or a computer's level; the
       cards as text are put in the middle by their padding (``text_padding``) */
    OpponentGrid.-framed { text-align: center; }
    """

    class Pressed(Message):
        """The grid of ``seat`` was clicked."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(self, slot: int, cols: int) -> None:
        super().__init__(id=f"opponent-{slot}")
        self.cols = cols
        self.frame_width = box_width(cols)
        self.styles.width = self.frame_width
        self.size_ = "compact"  # the cards' size (``layout.OPPONENT_SIZES``)
        self._shown: tuple[Seat, bool, str, int, str, str, Paint | None] | None = None
        # the frame marks the seat shown as the dealer, top edge or bottom (a narrow box's
        # bottom edge may have room for "knocked" alone)
        self.tells_dealer = False
        # the name as the title shows it, cut or whole (the status line cuts the dealer's so)
        self.shown_name: str | None = None

    def on_click(self, event: events.Click) -> None:
        # a seat is shown in it; a left click (a right or middle one says nothing)
        if self._shown is not None and event.button == 1:
            self.post_message(self.Pressed(self._shown[0].seat))

    def show(self, s: Seat, *, ascii: bool, width: int | None = None,
             size: str | None = None) -> None:
        """Draw ``s`` in a box ``width`` cells wide with cards of ``size`` (default: as wide
        and as they are)."""
        if width is not None and width != self.frame_width:
            self.frame_width = width
            self.styles.width = width
        width = self.frame_width
        size = self.size_ = size or self.size_
        red = suit_red(self.app)
        colours = None if size in ("compact", NARROW) else paint(self.app)
        key = (s, ascii, current_language(), width, red, size, colours)
        if key == self._shown:
            return
        self._shown = key
        mark = _mark(s.to_act, ascii)
        mark, self.shown_name, rest, dealer_below = _title_parts(mark, s, width, ascii=ascii)
        title = mark + self.shown_name + rest
        subtitle = frame_subtitle(s, dealer_below, width, ascii=ascii)
        # a name is shown as typed: a frame's title is read as markup unless it is Content
        self.border_title = Content(title)
        self.border_subtitle = Content(subtitle)
        # the mark comes first in the bottom edge when it is there
        self.tells_dealer = s.dealer and (not dealer_below or subtitle.startswith(dealer_mark()))
        self.set_class(s.to_act, "-to-act")
        self.set_class(colours is not None, "-framed")
        self.set_class(size == NARROW, "-narrow")
        self.set_class(colours is None, "-text")
        self.styles.padding = ((0, 1) if colours is not None
                               else text_padding(self.cols, width, narrow=size == NARROW))
        if colours is not None:  # framed cards
            self.set_text(framed_cards(s.cards, self.cols, size, ascii=ascii, colours=colours,
                                       no_color=self.app.no_color, paired=s.paired))
            return
        text = Text()
        for r in range(0, len(s.cards), self.cols):
            if r:
                text.append("\n")
            text.append_text(card_line(s.cards[r:r + self.cols], range(r, r + self.cols),
                                       s.paired, narrow=size == NARROW, ascii=ascii,
                                       no_color=self.app.no_color, red=red,
                                       back=dim_text(self.app)))
        self.set_text(text)


def text_padding(cols: int, width: int, *, narrow: bool) -> tuple[int, int, int, int]:
    """The padding of a box ``width`` cells wide (its frame included) that puts ``cols`` cards
    as text (``card_line``) in its middle: half the room the lines leave before them, the rest
    after. A line begins with the cell where a pair's "[" goes and ends with the one where its
    "]" goes (after a two-cell label), so the lines in the middle are the cards in the middle,
    the blank columns either side one apart at most. Every line starts at the same column,
    whatever its cards (centred line by line, a row with a ten would stand a cell apart from
    the others). The cards stood at the left, with the room a name or a computer's level made
    the box wider by (a box is 19 cells at least) all on their right: 1 blank column before
    two cards in a four-card box, 9 after. A ten paired last in its row needs a cell after the
    line for its "]" (``card_line``): there is always one, the room a box has beyond its
    lines being 3 cells at least (``layout.box_width``), the odd one after them (a narrow
    box leaves that "]" out)."""
    slot = 4 if narrow else 5
    line = slot * (cols - 1) + 4
    room = max(0, width - 2 - line)  # inside the frame
    return (0, 0, 0, room // 2)


def card_line(cards: Sequence[Card | None], positions: Sequence[int], paired: Sequence[int], *,
              narrow: bool, ascii: bool, no_color: bool = False, red: str = "red",
              back: str = "dim") -> Text:
    """One row of an opponent's cards as text: each card in a slot of five cells (four in a
    narrow box), the first the cell before its label, so that a card in a pair already made is
    bracketed in place, as a hole's result brackets one: ``" 7♥   [Q♣]  ▒▒"``. Nothing moves
    when a pair is made: a card's label starts where it did. In a narrow box a ten's "]" would
    be the next card's first cell: there it is left out ("[10♥")."""
    slot = 4 if narrow else 5
    text = Text()
    for k, (card, pos) in enumerate(zip(cards, positions, strict=False)):
        label = card_label(card, ascii=ascii)
        style = face_style(card, no_color=no_color, red=red, back=back)
        start = text.cell_len
        if card is None or pos not in paired:
            text.append(" ")
            text.append(f"{label:<3}", style=style)  # the cell after a short label in its style
        else:
            text.append("[")
            text.append(label, style=style)
            if 2 + cell_len(label) <= slot:
                text.append("]")
        # the slot's other cells; the last card's slot as long as its label's cells
        room = 4 if k == len(cards) - 1 else slot
        text.append(" " * max(0, room - (text.cell_len - start)))
    return text


class OpponentsPanel(Container):
    """The opponents' boxes in turn order after the player at the keys, as many to a row as the
    width allows, spread out when there is room to spare, a last row short of boxes in the
    middle."""

    DEFAULT_CSS = """
    OpponentsPanel { layout: grid; height: auto; grid-gutter: 0 1; grid-rows: auto; }
    """

    def __init__(self, count: int, cols: int, *, id: str | None = None) -> None:
        self.boxes = [OpponentGrid(i, cols) for i in range(count)]
        super().__init__(*self.boxes, id=id)
        self.cols = cols
        self.count = count
        self._room = (0, 1, "compact")  # (width, per row, card size) of the last ``fit``
        self._wanted = box_width(cols)  # the box width the names ask for (``roomy_width``)
        self.box = box_width(cols)
        self._shown: tuple[Sequence[Seat], bool] = ((), False)  # the last ``show``

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, self._new_theme)

    def _new_theme(self, _theme: object) -> None:
        """Their faces' red and their framed cards' colours are drawn in the text: a theme
        picked from the palette would leave them in the old one until the next move."""
        seats, ascii = self._shown
        if seats:
            self.show(seats, ascii=ascii)

    def fit(self, width: int, per_row: int, size: str = "compact") -> None:
        """Lay the boxes out ``per_row`` to a row in ``width`` columns, with cards of ``size``
        (``layout.fit``'s ``opponents``)."""
        self._room = (width, max(1, per_row), size)
        self._layout()

    def _layout(self) -> None:
        """Boxes widened, where the room allows, until every name and level shows whole; the
        room left over spreads them out."""
        width, n, size = self._room
        base = box_width(self.cols, size)
        box = max(base, min(self._wanted, (width - 2 - (n - 1)) // n))
        gap = 1 if n == 1 else max(1, min(4, (width - 2 - n * box) // (n - 1)))
        self.box = box
        self.styles.grid_size_columns = n
        self.styles.grid_columns = f"{box}"
        self.styles.grid_gutter_vertical = gap  # Textual: the gap between columns
        self.styles.width = n * (box + gap) - gap
        # a last row short of boxes sits in the middle under the full ones, as the rows do
        # under the screen (the grid puts it at the left): its boxes moved right by half the room
        # the missing ones would take
        last = (self.count - 1) // n * n
        shift = (n - (self.count - last)) * (box + gap) // 2
        for i, grid in enumerate(self.boxes):
            grid.styles.offset = (shift if i >= last else 0, 0)
        seats, ascii = self._shown
        for grid in self.boxes:
            grid.size_ = size
        for grid, seat in zip(self.boxes, seats, strict=False):
            grid.show(seat, ascii=ascii, width=box, size=size)

    def tells_dealer(self) -> bool:
        """Whether a frame marks the dealer (an opponent's seat deals, and its box has room for
        the mark): else the status line says who deals (``table.status_left``)."""
        return any(box.tells_dealer for box in self.boxes[:len(self._shown[0])])

    def dealer_name(self) -> str | None:
        """The dealer's name as the dealer's frame shows it, whole or cut ("Bot1"); None where
        no frame shows the dealer (the own seat deals)."""
        seats = self._shown[0]
        return next((box.shown_name for box, s in zip(self.boxes, seats, strict=False)
                     if s.dealer), None)

    def show(self, seats: Sequence[Seat], *, ascii: bool) -> None:
        self._shown = (seats, ascii)
        wanted = max((roomy_width(s, self.cols) for s in seats),
                     default=box_width(self.cols))
        if wanted != self._wanted:
            self._wanted = wanted
            self._layout()  # draws the boxes too
            return
        for box, s in zip(self.boxes, seats, strict=True):
            box.show(s, ascii=ascii, width=self.box)
