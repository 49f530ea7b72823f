"""The hand-over screen: it covers the table and shows nothing but whose turn it is, until the
named player, alone at the screen, presses Enter (or clicks its box).

Only a left click on the box goes on: any click anywhere did, so a stray one (or the departing
player's click on the footer's Pause or the stock, landing on a hand-over that had just come up)
passed the keys to the next player unseen. A click beside the box says, for a moment, where to
click (``ELSEWHERE``); a right or middle click does nothing.

A quick start (``golf-tui --players …``) shows the first hand-over before its match is built: the
screen is put up ``held``, an Enter or a click while it is held is kept, and ``release`` (the match
is ready) lets it through.

The table's other keys do not reach the covered table: q asks to quit, as at the table, and each
of the rest says why it does nothing, in a line of the box.

It takes Enter (or a click on its box) only after a quiet moment (``timings.QUIET_TIME``
without a key or a click, the move's own key counted): the keys of the person who has just played
(Enter Enter 0.45 s apart after the move) do not pass it. A key it drops says whom it waits for
(``WAITING``): "Too quick: press that key again." asked the person who had just played to
press again, and the second press passed it. The other keys get their usual answer at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.timer import Timer
from textual.widgets import Static

from ...i18n import N_, _, ngettext
from .. import timings
from .deliberate import Deliberate
from .relabel import Relabelled
from .too_small import TOO_SMALL
from .unbound import binds

if TYPE_CHECKING:  # the controller loads the engine and pydantic: not before the first frame
    from ..controller import RecapLine

# The note of a hand-over into a hole's first turn when the ruleset opens with a peek.
OPENING_PEEK_NOTE = N_("Your opening peek comes first.")
# The note of the hand-over into the first turn of a person back at the table, when the computer
# that played for them saw some of their face-down cards (``Controller.away_seen``).
AWAY_NOTE = N_("First, the cards the computer saw for you while you were away.")


def earlier(n: int) -> str:
    """The box's count of the moves before those it lists, which it has no room for: the
    table's words ("3 earlier moves: l Log") said ``l`` as if it worked under the box."""
    return ngettext("%(n)d earlier move: l Log after Enter",
                    "%(n)d earlier moves: l Log after Enter", n) % {"n": n}


# The note of the hand-over into a resumed match's first human turn.
RESUMING_NOTE = N_("Resuming the saved match.")
FRAME = 10  # the box's border and padding across (handover.tcss)
TIGHT_FRAME = 4  # the same in a terminal too low for the box as it is (``-tight``)
# In a terminal too small for the box even without its blank lines (30×8 after a move), the
# move and the note give way to ``TOO_SMALL``: what is left says whose turn it is, and Enter
# works.
# The widest the last move's line makes the box (its own cells): a longer one wraps in it (a
# move after which the stock was shuffled anew runs to 150 cells)
MOVE_WIDTH = 56
MOVE_ROWS = 2  # the rows the move's line takes in the box, in fewer words if need be
# The table's keys (``table_keys.BINDINGS``) but Enter and q: the table is covered, so each says
# why it does nothing (a test keeps this in step with the table's keys).
TABLE_KEYS = ("d,t,x,k,f,p,1,2,3,4,5,6,7,8,9,left,right,up,down,escape,u,ctrl+z,backspace,"
              "space,w,plus,minus,tab,shift+tab,"
              "l,h,s,r,question_mark,f1")
COVERED = N_("The table's keys work once %(name)s has pressed Enter.")
# The hint: how to go on, by key or by a click on the box.
HINT = N_("Press Enter or click here when only %(name)s is looking")
# The hint in fewer words, for a terminal too low for it whole (``fitted``): Enter goes on.
SHORT_HINTS = (N_("Enter when only %(name)s is looking"), N_("Press Enter"))
# A click beside the box, which does not go on: said in the box for ``TOO_SOON_SHOWN`` seconds.
ELSEWHERE = N_("Click in this box, or press Enter, to go on.")
# An Enter (or a click on the box) made too soon, most likely by the person who has just played:
# said in the box for ``TOO_SOON_SHOWN`` seconds. Whom the box waits for, and who goes on: never
# "press that key again", which the person at the keys did, and passed the box.
WAITING = N_("Waiting for %(name)s: pass to %(name)s, who then presses Enter.")
WAITING_CLICK = N_("Waiting for %(name)s: pass to %(name)s, who then clicks here.")
# What the box's last row says for a moment (``SAY``): it is there, as wide and as tall as the
# longest of these, whether it says one or nothing. A line added when one was said grew the box
# by a row: a click just above it, which said "click in this box", landed on the box grown
# under it when made again, and passed the keys on.
SAID = (ELSEWHERE, WAITING, WAITING_CLICK)
SAY = "handover-say"


class HandoverScreen(Deliberate[None], Relabelled[None]):
    """"Pass to Ola — press Enter or click here when only Ola is looking", under it the last
    move as the table told it (``move``)."""

    CSS_PATH = "../styles/handover.tcss"
    QUIET = True  # an Enter only after a quiet moment (``Deliberate.QUIET``)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", N_("I am ready"), priority=True),
        # q quits (asking first during a match), as at the table and on a hole's result
        Binding("q", "app.quit_game", N_("Quit"), show=False),
        Binding(TABLE_KEYS, "covered", show=False),
    ]

    def __init__(self, name: str, note: str = "", *, held: bool = False,
                 move: Callable[[], tuple[str, ...]] | None = None,
                 lap: Callable[[], str] | None = None,
                 since: Callable[[], list[RecapLine]] | None = None) -> None:
        """``note``: a line under the hint, in English (marked with ``N_``): it is shown in the
        current language, and follows a language switch. ``move``: the line of the move just
        made, in public words and the current language, and its fewer words, fullest first
        (``Controller.move_to_pass_on``): the player who made it saw this screen come at once,
        and never which card left their grid; everyone sees it, and the move was public. The
        box shows the first form that fits two of its rows (``_move_text``), as the table
        does its rows: the same fewer words, never the long line wrapped onto three or
        four. ``lap``: in a final lap, that it is the named player's last turn and why ("Ola
        knocked: this is your last turn.", ``Controller.lap_to_pass_on``), public words in the
        current language, under the name: the move told alone was a computer's, and the knock
        before it came out only after Enter. ``since``: the moves before it since the named
        player's own last one (``Controller.since_to_pass_on``), public words too, each with
        its fewer words: as many of the newest as the box has room for go above the move,
        one row each where one of its forms fits one, and a row counting those left out
        (``_with_since``), where the box fits whole with them; a person who left the table or
        came back is a row of its own among them, where it came."""
        super().__init__()
        self.player = name
        self.note = note
        self.move = move
        self.lap = lap
        self.since = since
        self.held = held  # the player's Enter waits until ``release``
        self.ready_pressed = False
        self.covered = False  # one of the table's keys was pressed: the box says why
        self.early = False  # a key made too soon was dropped: the box says so, a moment
        self._early_said = ""  # what the box says of it (a key or a click), as composed
        self.elsewhere = False  # a click beside the box: the box says where to click, a moment
        self._elsewhere_last = False  # said after the key made too soon: it is what shows
        self._elsewhere_timer: Timer | None = None
        self._fitted_for: tuple[int, int] | None = None  # the size the box was composed for

    def release(self) -> None:
        """No longer held: an Enter (or click) that came while it was is acted on now."""
        self.held = False
        if self.ready_pressed and self.is_current:
            self.dismiss(None)

    def _lines(self, move: str) -> list[tuple[str, str]]:
        """The box's lines, the move's (and those before it) ``move``."""
        args = {"name": self.player}
        lines = [("handover-name", _("Pass to %(name)s") % args)]
        if self.lap is not None and (lap := self.lap()):
            lines.append(("handover-lap", lap))
        if move:
            lines.append(("handover-move", move))
        lines.append(("handover-hint", _(HINT) % args))
        if self.note:
            lines.append(("handover-note", _(self.note)))
        if self.covered:
            lines.append(("handover-covered", _(COVERED) % args))
        # the last row: what a click beside the box, or a key made too soon, says (the one
        # said last), else nothing; there either way, so the box stays where it was
        said = (ELSEWHERE if self.elsewhere and (self._elsewhere_last or not self.early)
                else self.too_soon_said if self.early else "")
        lines.append((SAY, _(said) % args if said else ""))
        return lines

    def _with_since(self, size: tuple[int, int]) -> tuple[list[tuple[str, str]], int]:
        """The box's lines with as many of the newest moves before the last (``since``) as
        fit above it, each in the first of its forms that fits one row, else its fewest words
        wrapped, the box whole (its blank lines and its last row kept: ``fitted``); and how
        many. Moves left out are counted in a row above them, as the recap counts them
        ("1 earlier move: l Log after Enter": the box covers the table, whose key ``l`` is):
        a move that did not fit went untold, with rows free, and nobody knew it had been made.
        None fit: the last move alone, as before."""
        move = self._move_text()
        since = self.since() if self.since is not None else []
        width = max(1, min(MOVE_WIDTH, size[0] - FRAME))
        rows = [fullest(line.forms, width) for line in since]
        for n in range(len(rows), -1, -1):
            left = sum(line.moves for line in since[:len(rows) - n])
            listed = [*([earlier(left)] if left else []), *rows[len(rows) - n:]]
            if not listed:
                break
            lines = self._lines("\n".join([*listed, *([move] if move else [])]))
            shown, tight, reserved = fitted(lines, *size, name=self.player)
            if shown == lines and not tight and reserved:
                return lines, len(listed)
        return self._lines(move), 0

    def compose(self) -> ComposeResult:
        self._fitted_for = size = (self.app.size.width, self.app.size.height)
        lines, since = self._with_since(size)
        self._early_said = self.too_soon_said
        lines, tight, reserved = fitted(lines, *size, name=self.player)
        self.set_class(tight, "-tight")
        frame = TIGHT_FRAME if tight else FRAME
        box = Vertical(id="handover")
        # as wide as its longest line (each line is centred in it), the move's at most
        # MOVE_WIDTH (it wraps), the last row as wide as the longest it may say; narrower
        # terminals wrap
        box.styles.width = _longest(lines, self.player) + frame
        inner = _inner(lines, self.app.size.width, frame, self.player)
        with box:
            for id, text in lines:
                line = Static(text, id=id, markup=False)
                if id == SAY and reserved:  # as tall as the most it may say takes
                    line.styles.height = _say_rows(inner, self.player)
                if id == "handover-move" and since:  # a list of moves, read down its left
                    line.styles.text_align = "left"
                yield line

    async def on_resize(self) -> None:
        """Another size: the box is fitted to it again (``fitted``)."""
        size = (self.app.size.width, self.app.size.height)
        if self._fitted_for is not None and size != self._fitted_for and self.is_mounted:
            await self.relabel()

    def _move_text(self) -> str:
        """The move's first form that fits ``MOVE_ROWS`` rows of the box at its widest
        (``MOVE_WIDTH``, less in a narrower terminal), else its fewest words (wrapped)."""
        forms = self.move() if self.move is not None else ("",)
        width = max(1, min(MOVE_WIDTH, self.app.size.width - FRAME))
        return next((f for f in forms if len(Content(f).wrap(width)) <= MOVE_ROWS), forms[-1])

    def say_too_soon(self, shown: bool) -> None:
        """A key made too soon, or typed before the hand-over was up (2 Enter k together:
        Kari's card, then an Enter and a knock meant for the table), was dropped: the box says
        so for a moment, under the hint (``Deliberate.too_soon``)."""
        if self.early != shown or (shown and self._early_said != self.too_soon_said) or (
                shown and self._elsewhere_last):
            self.early = shown
            self._elsewhere_last = False
            if self.is_mounted:
                self.call_later(self.relabel)

    def too_soon_words(self, *, click: bool) -> str:
        """Whom the box waits for (``WAITING``), not "Too quick: press that key again."."""
        return WAITING_CLICK if click else WAITING

    def takes(self, event: events.Key) -> bool:
        """Only what passes the box is held back when made too soon: Enter. q asks to quit at
        once, as ctrl+q does anywhere ("Quit the match?" waits for its own answer), and the
        table's keys (and the keys nothing takes) say at once that they wait for Enter."""
        bound = [self.active_bindings.get(key) for key in (event.key, *event.aliases)]
        return any(each is not None and each.binding.action == "ready" for each in bound)

    def action_ready(self) -> None:
        if self.held:
            self.ready_pressed = True
            return
        self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        """A left click on the box goes on, as Enter does; one beside it says where to click
        (for ``TOO_SOON_SHOWN`` seconds); a right or middle click does nothing."""
        if event.button != 1:
            return
        boxes = self.query("#handover")
        if boxes and boxes.first().region.contains_point(event.screen_offset):
            self.action_ready()
        else:
            self.say_elsewhere(True)

    def say_elsewhere(self, shown: bool) -> None:
        """Show (or take away) ``ELSEWHERE`` in the box: shown, for ``TOO_SOON_SHOWN`` seconds
        from the last click beside it."""
        if self._elsewhere_timer is not None:
            self._elsewhere_timer.stop()
            self._elsewhere_timer = None
        if shown:
            self._elsewhere_timer = self.set_timer(timings.TOO_SOON_SHOWN,
                                                   lambda: self.say_elsewhere(False))
        if self.elsewhere != shown or (shown and not self._elsewhere_last):
            self.elsewhere = shown
            self._elsewhere_last = shown
            if self.is_mounted:
                self.call_later(self.relabel)

    async def on_key(self, event: events.Key) -> None:
        """Any other key nothing here takes (D with Caps Lock on, z, F2) says what the table's
        keys do: they wait for Enter (it said nothing). A key typed ahead never gets here: it
        is dropped, and "too soon" said (``GolfApp._read``)."""
        if not binds(self, event):
            await self.action_covered()

    async def action_covered(self) -> None:
        """A key of the table's: say, under the hint, that the table's keys wait for the named
        player (the box is composed again, as wide as its lines)."""
        if not self.covered:
            self.covered = True
            await self.relabel()


def fullest(forms: tuple[str, ...], width: int) -> str:
    """Of a move's ``forms`` (fullest first), the first that fits one row ``width`` cells wide,
    else the first that fits the two a move may wrap to, else the fewest words. Wrapped, a
    move's fewest words dropped what a fuller form fitted in the same two rows ("Kari put a
    card top-right, …" for "Kari put a card face down top-right, …")."""
    def rows(form: str) -> int:
        return len(Content(form).wrap(width))

    return next((f for f in forms if rows(f) == 1),
                next((f for f in forms if rows(f) <= MOVE_ROWS), forms[-1]))


def _longest(lines: list[tuple[str, str]], name: str) -> int:
    """The cells across of the longest of ``lines``: the move's at most ``MOVE_WIDTH``, the
    last row's (``SAY``) the longest it may say (of ``name``, the player the box waits for)."""
    return max(min(cell_len(text), MOVE_WIDTH) if id == "handover-move"
               else _say_width(name) if id == SAY else cell_len(text) for id, text in lines)


def _inner(lines: list[tuple[str, str]], width: int, frame: int, name: str) -> int:
    """The cells across inside the box for ``lines`` in a terminal ``width`` wide."""
    return max(1, min(_longest(lines, name) + frame, width) - frame)


def _said(name: str) -> list[str]:
    """What the last row (``SAY``) may say, in the current language, of ``name``."""
    return [_(text) % {"name": name} if "%(name)s" in text else _(text) for text in SAID]


def _say_width(name: str) -> int:
    return max(cell_len(text) for text in _said(name))


def _say_rows(inner: int, name: str) -> int:
    """The rows the last row (``SAY``) takes ``inner`` cells across: as many as the longest it
    may say wraps to."""
    return max(len(Content(text).wrap(inner)) for text in _said(name))


def _rows(lines: list[tuple[str, str]], width: int, frame: int, gaps: bool, name: str,
          reserved: bool = True) -> int:
    """The rows the box takes for ``lines`` in a terminal ``width`` wide: its border, its
    padding and blank lines (``gaps``, as handover.tcss has them) and each line wrapped, the
    last row (``SAY``) as many as the longest it may say (``reserved``) or its own."""
    inner = _inner(lines, width, frame, name)
    rows = sum(_say_rows(inner, name) if id == SAY and reserved
               else len(Content(text).wrap(inner)) for id, text in lines)
    if gaps:  # the padding above (below, the last row is), a blank line before each line
        rows += 1 + sum(id in SPACED for id, _text in lines)
    return rows + 2  # the border


SPACED = ("handover-lap", "handover-move", "handover-hint", "handover-note", "handover-covered")


def fitted(lines: list[tuple[str, str]], width: int, height: int, name: str = "",
           ) -> tuple[list[tuple[str, str]], bool, bool]:
    """The lines the box shows in a terminal ``width`` × ``height``, whether without its
    blank lines (tight), and whether its last row (``SAY``) is there as tall as the longest it
    may say, said or not (reserved): all of them as they are where they fit, else without the
    blank lines; else without room kept for the last row (a note then grows the box, as it
    did before: 30×8 has no row to spare); where even that is too tall (30×8 after a move),
    whose turn it is and how to go on, and that the terminal is too small in place of the
    move and the notes. At 30×8 the box was cut to "Pass to Kari" and the move, with a
    scrollbar's piece beside it."""
    if _rows(lines, width, FRAME, gaps=True, name=name) <= height:
        return lines, False, True
    if _rows(lines, width, TIGHT_FRAME, gaps=False, name=name) <= height:
        return lines, True, True
    unsaid = [line for line in lines if line[0] != SAY or line[1]]
    if _rows(unsaid, width, TIGHT_FRAME, gaps=False, name=name, reserved=False) <= height:
        return unsaid, True, False
    kept = [line for line in lines if line[0] in ("handover-name", "handover-hint")]
    heads = [line for line in kept if line[0] == "handover-name"]
    # then the hint in fewer words, under whose turn it is: at 20×5 (three rows inside the
    # box) the three lines above took five, and the box lost its bottom line
    tries = [[*kept, ("handover-small", _(TOO_SMALL))], kept,
             *([*heads, ("handover-hint", _(hint) % {"name": name})] for hint in SHORT_HINTS)]
    for shown in tries:
        if _rows(shown, width, TIGHT_FRAME, gaps=False, name=name, reserved=False) <= height:
            return shown, True, False
    return tries[-1], True, False
