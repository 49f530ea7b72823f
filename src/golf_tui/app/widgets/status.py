"""The one-line bars around the table: the status line at the top (ruleset, hole, dealer, whose
turn), the narration of the last change and the prompt saying what to do next."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult, RenderResult
from textual.containers import Horizontal
from textual.content import Content

from ..ascii_signs import ascii_text, line_cut
from ..wrap import rows
from .steady import SteadyText


class CutLine(SteadyText):
    """One line of text; a text too long for it ends in "…" (its styles' ``text-overflow``),
    in ASCII mode in ``line_cut``'s "...": drawn one cell for one cell, a "…" is a full stop,
    and a name cut short ("dealer Kristoffer-M…") would read as the whole name ("dealer
    Kristoffer-M.")."""

    def render(self) -> RenderResult:
        drawn = super().render()
        width = self.content_size.width
        cut = line_cut(ascii=True)
        if (not isinstance(drawn, Content) or width <= len(cut) or drawn.cell_length <= width
                or not self.app.has_class("-ascii")):
            return drawn
        return drawn.truncate(width - len(cut)).rstrip() + cut


class StatusBar(Horizontal):
    """``Golf · swedish-6 · hole 3 of 9 · dealer Siri`` left, ``Kari's turn`` right.

    A passing note (the computers' new pace, skipping ahead) takes the left part's place while it
    lasts (``note``): up here it covers no card, no narration and no prompt, as a toast did at
    the bottom of the screen, and whose turn it is stays in sight."""

    DEFAULT_CSS = """
    StatusBar { height: 1; width: 100%; background: $panel; }
    StatusBar > #status-left {
        width: 1fr; height: 1; padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis;
    }
    StatusBar > #status-left.-note { text-style: bold; color: $text-accent; }
    StatusBar > #status-right { width: auto; height: 1; padding: 0 1; text-style: bold; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.left = CutLine(id="status-left", fixed=True)  # the width left, one line
        self.right = SteadyText(id="status-right")  # as wide as its words
        self.title = ""  # the left part when no note stands
        self.noted = ""  # the note standing in its place ("": none)
        self.shorter: tuple[str, ...] = ()  # the note in fewer words, fullest first
        self.said_right = ""  # the right part shown
        self.unpaced = ""  # the right part without the bots' pace ("": it has none)
        self.width = 0  # the terminal's width the bar was last shown for (0: its own)

    def compose(self) -> ComposeResult:
        yield self.left
        yield self.right

    @staticmethod
    def left_room(width: int, right: str) -> int:
        """The cells the left part has for its words in a bar ``width`` cells wide whose right
        part says ``right``: each part has a cell of padding each side (``DEFAULT_CSS``)."""
        return width - cell_len(right) - 4

    def show(self, left: str, right: str, width: int | None = None, unpaced: str = "") -> None:
        """``left`` and ``right`` in a bar ``width`` cells wide (default: as wide as it is);
        ``unpaced``: ``right`` without the bots' pace, which a note of the pace says itself."""
        self.title, self.said_right, self.unpaced = left, right, unpaced
        self.width = self.width if width is None else width
        self._draw()

    def note(self, text: str, *shorter: str) -> None:
        """Show ``text`` in place of the left part until ``note("")``, or where it does not fit
        beside the right part, the first of its ``shorter`` forms (fullest first) that does,
        else the shortest: "Bjørn gikk fra bordet: en bot spiller for Bjørn." was cut beside
        "Bjørn (bot) har turen · 0,5 s per trekk" at 80 columns."""
        self.noted, self.shorter = text, shorter
        self.left.set_class(bool(text), "-note")
        self._draw()

    def _draw(self) -> None:
        note, right = self.fitted()
        self.left.set_text(note or self.title)
        self.right.set_text(right)

    def note_shown(self) -> str:
        """The form of the note that the left part shows ("": no note)."""
        return self.fitted()[0]

    def fitted(self) -> tuple[str, str]:
        """The form of the note the left part shows ("": no note) and the right part beside it:
        the first form that fits beside the whole right part, else beside the right part
        without the bots' pace (``unpaced``), which a note of the pace says anyway: "Botenes
        tempo: ingen venting mellom trekke…" lost "raskest", its point, beside "Ola (bot) har
        turen · ingen venting mellom trekkene" at 60 columns. Neither: the shortest form."""
        if not self.noted:
            return "", self.said_right
        forms = (self.noted, *self.shorter)
        width = self.width or self.size.width
        if not width:
            return self.noted, self.said_right
        for right in dict.fromkeys((self.said_right, self.unpaced or self.said_right)):
            room = self.left_room(width, right)
            form = next((form for form in forms if cell_len(form) <= room), None)
            if form is not None:
                return form, right
        return forms[-1], self.unpaced or self.said_right


# what a line cut at a word's end leaves off before the cut mark: "face up —…" reads as
# "face up…" does, and "pile,…" as a list going on
TRAILING = " ,;:—–"


def word_cut(text: str, room: int) -> str:
    """The start of ``text`` that fits ``room`` cells, ending at a word's end where there is
    one in the second half of the room: a line cut mid-word ("from the discar…") reads as a
    word the game does not know, and a name cut short as another name. A word longer than
    half the room (a long name alone) is cut where the room ends."""
    if cell_len(text) <= room:
        return text.rstrip()
    start = Content(text).truncate(room).plain
    if text[len(start):len(start) + 1] == " ":  # the room ends at a word's end
        return start.rstrip(TRAILING) or start
    space = start.rfind(" ")
    if space >= 0 and cell_len(start[:space]) * 2 >= room:
        return start[:space].rstrip(TRAILING) or start[:space]
    return start.rstrip()


class InfoLine(SteadyText):
    """A line of plain text (narration or prompt); markup is never interpreted. The table gives
    it a width and a number of lines (``fit_to``); a text that needs more is cut short with
    ``…`` at the end of its last line, unless it has fewer words that fit (``say``'s
    ``shorter``: a move's line, "Bot 2: stock card face down bottom-right; 9♠ thrown away"
    where "…; the 9♠…" was cut off before the card thrown away). Zero lines hide it. Its size
    is its styles' (the width of the screen, the lines given), whatever its text: a new text
    is drawn without a layout.

    In ASCII mode the text is written as ``ascii_text`` writes it before it is wrapped, and the
    cut is ``line_cut``'s ``...``: drawn one cell for one cell, a "…" would be a full stop, and
    a move cut short ("the Q♠ went…") would read as a whole sentence ("the Qs went.")."""

    DEFAULT_CSS = """
    InfoLine { height: 1; width: 100%; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, fixed=True)
        self.text = ""
        self.shorter: tuple[str, ...] = ()  # the text in fewer words, fullest first (``say``)
        self.width = 0  # the terminal's width it is shown at; 0: not fitted yet
        self.lines = 1  # the lines it has

    def say(self, text: str, *shorter: str) -> None:
        """Show ``text``, or where it needs more lines than the line has, the first of its
        ``shorter`` forms (fullest first) that fits them; else the shortest, cut short."""
        self.text = text
        self.shorter = shorter
        self._show()

    def fitting(self, width: int, lines: int) -> str:
        """The first of the forms (``say``) that fits ``lines`` lines of a terminal ``width``
        cells wide, else the shortest."""
        forms = (self.text, *self.shorter)
        return next((f for f in forms if self.lines_for(width, f) <= lines), forms[-1])

    def lines_within(self, width: int, room: int) -> int:
        """The lines the form shown in at most ``room`` lines takes (``fitting``), at most
        ``room``: a shorter form that fits one line leaves no empty row above it."""
        return min(room, self.lines_for(width, self.fitting(width, room)))

    def lines_for(self, width: int, text: str | None = None) -> int:
        """Lines ``text`` (this line's own by default) needs in a terminal ``width`` cells wide,
        broken into rows as it is drawn (``_wrapped``)."""
        return max(1, len(self._wrapped(self._drawn(self.text if text is None else text), width)))

    def _ascii(self) -> bool:
        return self.is_attached and self.app.has_class("-ascii")

    def _drawn(self, text: str) -> str:
        """``text`` as this terminal writes it (``ascii_text`` in ASCII mode)."""
        return ascii_text(text, self._ascii())

    def fit_to(self, width: int, lines: int) -> None:
        """Show the text in ``lines`` lines of a terminal ``width`` cells wide."""
        if (width, lines) == (self.width, self.lines):
            return
        self.width, self.lines = width, lines
        self.styles.height = lines
        self.display = lines > 0
        self.set_class(lines > 1, "-wrapped")
        self._show()

    @staticmethod
    def _wrapped(text: str, width: int) -> list[str]:
        """The rows ``text`` takes in a terminal ``width`` cells wide (its padding left out),
        broken where ``wrap.rows`` breaks it: never before a key hint."""
        return rows(text, width - 2) if text else []

    def cut(self, text: str, width: int, lines: int, note: str = "") -> str:
        """``text`` as this line shows it in ``lines`` lines of a terminal ``width`` cells wide:
        whole if it fits, else its first lines, the last ending in the cut mark (``…``, in
        ASCII mode ``...``). The table cuts an older line of a recap with it, to fit the lines
        the newer ones leave (``TableScreen._recap_text``). ``note``: ends the last line after
        a space, the text cut shorter to leave it room ("4 earlier moves: l Log")."""
        drawn = self._drawn(text)
        end = " " + self._drawn(note) if note else ""
        whole = self._wrapped(drawn + end, width)
        if len(whole) <= lines:  # in its rows: Textual would break them before a key hint
            return "\n".join(whole)
        wrapped = self._wrapped(drawn, width)
        kept = wrapped[:lines]
        if kept:
            cut = line_cut(self._ascii())
            room = max(1, width - 2 - len(cut) - cell_len(end))  # the padding, cut and note
            # the last line kept, and the first word of the next: where the cut falls
            rest = wrapped[len(kept)] if len(wrapped) > len(kept) else ""
            kept[-1] = word_cut(f"{kept[-1]} {rest}", room) + cut + end
        return "\n".join(kept)

    def _show(self) -> None:
        if not self.width:
            self.set_text(self._drawn(self.text))
            return
        self.set_text(self.cut(self.fitting(self.width, self.lines), self.width, self.lines))
