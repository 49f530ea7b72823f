"""The table: the grid of the player at the keys, everyone else's grids, the piles, the banner,
the narration and the prompt, laid out for the terminal's size (``layout.fit``).

This module builds and draws the screen; ``table_keys`` holds the keys and clicks and
``table_flow`` the flow of play. The table's widgets are built only when first needed: when a
hand-over screen comes first, nothing behind it is built until the player has the keys.
"""

from __future__ import annotations

from pathlib import PurePath
from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import ActiveBinding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.message import Message
from textual.widgets import Static

from ...breakdown import minus
from ...engine import visible_pairs
from ...i18n import N_, NP_, _, current_language, decimal, ngettext
from ...i18n import translated as translated_text
from ...presets import ruleset_name
from ..glyphs import card_label
from ..layout import Fit, fit, talk_width
from ..prompts import prompt
from ..widgets.banner import Banner
from ..widgets.footer import PALETTE, FittingFooter, beside
from ..widgets.grid import OwnGrid
from ..widgets.opponents import (
    KNOCKED,
    OUT,
    OpponentsPanel,
    Seat,
    dealer_mark,
    pending_words,
    shorten,
)  # fmt: skip
from ..widgets.piles import Piles
from ..widgets.status import InfoLine, StatusBar
from .table_flow import TableFlow
from .table_keys import BINDINGS, NOTE_SECONDS, PAUSED, TableKeys, translated
from .too_small import TOO_SMALL

if TYPE_CHECKING:
    from textual.timer import Timer
    from textual.worker import Worker

    from ...engine import Action, SeatView
    from ..controller import Controller, RecapLine
    from ..hints import Hint

PEEKED = N_("+%(points)d for peeking")  # the own grid's title; an opponent's box: "12 +3"
# Three short lines, each centred: what to do (``TOO_SMALL``), the size needed, the size now.
# Each says one thing and fits 30 columns, so a narrow terminal breaks none of them in the middle
# of a thought (one sentence of both once broke "this table" / "needs 60×13." at 40 columns).
NEEDS = N_("This table needs %(need_width)d×%(need_height)d.")
NOW = N_("(now %(width)d×%(height)d)")

STATUS = N_("Golf · %(ruleset)s · hole %(hole)s · dealer %(dealer)s")
# the status line where the dealer's name would be cut to less than its first and last letters
STATUS_SHORT = N_("Golf · %(ruleset)s · hole %(hole)s")
# the status line in fewer words, where no frame on the table marks the dealer (``status_left``)
STATUS_HOLE = N_("hole %(hole)s · dealer %(dealer)s")
# the same where it does not fit whole, with the language's shortest word for the dealer (in
# Danish "giver", where "kortgiver" says it best but "giver Mette" alone read "gives Mette")
STATUS_HOLE_TIGHT = NP_("the status line in tight room: the shortest word for the dealer",
                        "hole %(hole)s · dealer %(dealer)s")
STATUS_DEALER = N_("dealer %(dealer)s")
# the status line's right end during a computer's turn (paused too): whose turn, and the pace
# that + and - set, shown while it matters; the note of a new pace stood two seconds only
TURN_PACE = N_("%(turn)s · %(seconds)s s per move")
# at the pace of 0 s ("0.0 s per move" read as if the moves were not shown)
TURN_NO_WAIT = N_("%(turn)s · no wait between moves")
# While ``w`` holds the computers: on a computer's turn "Bot 1's turn · paused", its pace after
# where the left part keeps its room (the pace says how soon the moves come once they go on);
# on a person's own turn, that the bots wait once it is over. Only the prompt said "Paused",
# and the status line's pace read as if they played on.
TURN_PAUSED = N_("%(turn)s · paused")
BOTS_PAUSED = N_("%(turn)s · bots paused")


def paired_positions(v: SeatView, seat: int) -> tuple[int, ...]:
    """The positions of ``seat``'s face-up cards in a pair already made (a column whole and of
    one rank, or two of a rank anywhere: ``engine.visible_pairs``, the scoring's own rules),
    marked on the table while the hole is played. Face-down cards are None in the view, so a
    pair with a card still face down is not one yet, for its owner too."""
    return tuple(sorted(p for group in visible_pairs(v.ruleset, v.grids[seat]) for p in group))


def earlier(n: int, *, short: bool = False) -> str:
    """The recap's note that ``n`` older moves did not fit (``TableScreen._recap_text``),
    naming the key of the log, which has them; ``short``: in fewer words, beside a move that
    leaves no room for the long ones ("(7 more: l Log)")."""
    if short:
        return ngettext("(%(n)d more: l Log)", "(%(n)d more: l Log)", n) % {"n": n}
    return ngettext("%(n)d earlier move: l Log", "%(n)d earlier moves: l Log", n) % {"n": n}


def status_left(args: dict[str, str], dealer: str, room: int, names: tuple[str, ...] = (),
                *, ascii: bool = False, told: bool = True, framed: str | None = None) -> str:
    """The status line's left part in ``room`` cells, in the first of its forms that fits:
    whole; with the dealer's name cut as the opponents' frames cut it ("dealer Bot8", "dealer
    Kri…", ``opponents.shorten``), if that keeps its first and last letters, or three letters
    at least; without the dealer ("Golf · nine-card · hole 1 of 1") where ``told``; the hole
    and the dealer ("hole 3 of 9 · dealer Bot4"); else without the dealer, which the line cuts
    short at its end. Cut at its end alone, the line said "dealer Bot…" with eight bots at 60
    columns: which one, it no longer told; and "Golf · swedish-6 · hole 1 …" where "hole 1 of
    9 · dealer Bot 1" fitted.

    ``told``: whether a frame on the table marks the dealer ("(D)" by a name). Where none does
    (a narrow box whose bottom edge has room for "knocked" alone), the line gives up the game's
    and the ruleset's names before the dealer's, and the hole too ("dealer Bot4").

    ``framed``: the dealer's name as the dealer's frame shows it (``OpponentGrid``), if one
    does. A cut name is that one, or where the line has more room a longer cut of it, never a
    shorter one: at 60×20 with eight bots the line said "dealer B…1" beside a frame's "Bot1"."""
    line = _with_dealer(STATUS, args, dealer, room, names, ascii=ascii, framed=framed)
    short = _(STATUS_SHORT) % args
    if line is None and told and cell_len(short) <= room:
        return short
    # a form of the hole whole before a cut name in any ("kortgiver", then "giver" in Danish)
    for forms in ((STATUS_HOLE, STATUS_HOLE_TIGHT), () if told else (STATUS_DEALER,)):
        for cut in (False, True):
            for form in forms:
                line = line or _with_dealer(form, args, dealer, room, names, ascii=ascii,
                                            cut=cut, framed=framed)
    return line or short


def _with_dealer(form: str, args: dict[str, str], dealer: str, room: int,
                 names: tuple[str, ...], *, ascii: bool, cut: bool = True,
                 framed: str | None = None) -> str | None:
    """``form`` with the dealer's name in ``room`` cells, whole or (``cut``) cut
    (``status_left``); None where it does not fit, or a cut would not tell the dealer, or would
    not be the dealer's frame's cut (``framed``)."""
    full = translated_text(form) % {**args, "dealer": dealer}
    if cell_len(full) <= room:
        return full
    if not cut:
        return None
    spare = room - cell_len(translated_text(form) % {**args, "dealer": ""})
    least = min(cell_len(dealer), cell_len(dealer[:1]) + 1 + cell_len(dealer[-1:]))
    if framed is not None and framed != dealer and cell_len(framed) > spare:
        return None  # a cut shorter than the frame's: another name beside it ("B…1", "Bot1")
    if spare >= least:
        short = shorten(dealer, spare, names, ascii=ascii)
        # a cut at the end keeps three letters at least: "dealer Ka…" for Kari read as
        # another name, for the one cell it saved
        if short.endswith(dealer[-1:]) or len(short) - 1 >= 3:
            return translated_text(form) % {**args, "dealer": short}
    return None


class TableScreen(TableKeys, TableFlow):
    """One match at the table, from the first deal to the match-over screen."""

    # the hand-over's styles too: one stylesheet update when the match starts, not two
    CSS_PATH: ClassVar[list[str | PurePath]] = ["../styles/table.tcss", "../styles/handover.tcss"]
    BINDINGS: ClassVar[list[BindingType]] = BINDINGS

    class MatchDone(Message):
        """The match-over screen was closed: ``choice`` is "again", "setup" or "quit"."""

        def __init__(self, choice: str) -> None:
            super().__init__()
            self.choice = choice

    class NotesStale(Message):
        """The table's passing notes (skipping ahead, the computers' pace) are stale: a
        hand-over screen goes up, and they must not sit on it (those shown as toasts, while the
        terminal was too small for the table)."""

    class PaceChanged(Message):
        """+ or - set the computer players' pace (seconds a move) to ``pace``."""

        def __init__(self, pace: float) -> None:
            super().__init__()
            self.pace = pace

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.ctrl = controller
        t = controller.match.table
        self.rows, self.cols, self.size_ = t.rows, t.cols, t.size
        self.players = t.players
        self.armed = None
        self.cursor = None
        self.cursor_turn = None
        # why a key did nothing, shown in place of the prompt (``TableKeys.say``)
        self.said: Hint | None = None
        # the prompt, then in fewer words (``_share_talk``); with a hint, its forms, fullest first
        self._prompts: tuple[str, ...] = ("", "")
        self.show_history = False
        # the player at the keys who asked for the pile's line, and the turn of theirs it is
        # for (None: asked during another's turn, it is for their next): ``_history_stays``
        self.history_for: tuple[int | None, tuple[int, int, int] | None] = (None, None)
        self.busy = False
        self.skip = False
        self.noted = False  # a passing note was shown since the last hand-over
        # a resumed match's changes waiting for the end of a turn, said again once the table
        # shows (``tell_pending``)
        self.pending_untold = bool(controller.pending)
        self._note_timer: Timer | None = None
        # as chosen (settings.json takes 0 to 10 s: 5 s was played at 2, the slowest step)
        self.pace = controller.config.bot_delay
        self.token = 0
        self._keys_shown: object = None
        self._bot_jobs: dict[Worker[tuple[Action, str | None]], tuple[int, float]] = {}
        self._bot_waiting: tuple[int, Action] | None = None
        self._bot_pending: tuple[int, float, Action] | None = None
        self._bot_timer: Timer | None = None
        self.built = False
        self.fitted: Fit | None = None  # the form the table has now (``fit_table``)
        self._fitted_for: tuple[object, ...] | None = None  # what ``fitted`` was fitted for
        # the lines told since the player at the keys last moved, with the moves each tells
        self._recap: list[RecapLine] = []
        # the status line's words: the ruleset's and the hole's, the dealer's name, the right
        # part's forms, fullest first, whether the dealer is the seat at the own grid (its
        # title says "(D)")
        self._status: tuple[dict[str, str], str, tuple[str, ...], bool, str] | None = None

    @property
    def paused(self) -> bool:
        """w stopped the computers' moves until w again (or space): the controller's, which the
        save keeps (``Controller.paused``)."""
        return self.ctrl.paused

    @paused.setter
    def paused(self, paused: bool) -> None:
        self.ctrl.set_paused(paused)

    # --- building --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Vertical(id="table-body")
        yield Static("", id="too-small", markup=False)
        # When a turn's keys crowd the row (a long language, four moves to choose from), the
        # keys to look things up go first: the keys screen lists them all. The palette's goes
        # before the pile's: ctrl+p leads away from the table (a new match, the theme), while
        # the discard pile's history is part of deciding the move (four-card with the peek
        # penalty at 80 columns lost "h Pile" for "^p palette").
        # The log's key shows only where the row has room for it as it is: it goes before the
        # others are drawn closer together (with seven bots at 100 columns it was missing
        # where there was room, while the catch-up lines had no room for their moves).
        # Under "Make the terminal larger" at 40 columns the computers' keys go next, p before
        # space, so that "? Keys" stays whole (it ran off the edge as "? Tangente" in Swedish):
        # the computers wait there anyway, and "?" lists the keys gone.
        # With a card picked by the arrow keys, its Enter stands in for the digits, which show
        # beside it only where they leave every other key its room: they go first.
        # On a person's own turn, "w Go on" (paused ahead) goes before all: the status line
        # says the bots are paused, and the turn's moves are what the player needs now (with
        # it, "123456 Flip" went first in the opening, the cursor on a card, at 80 columns).
        yield FittingFooter(("go_on('ahead')", beside("enter"), PALETTE, "history", "rules",
                             "scorecard", "pause", "go_on", "skip"), spare=("log",))

    def build_table(self) -> None:
        """Mount the table's widgets (once)."""
        if self.built:
            return
        self.built = True
        self.status = StatusBar(id="status")
        self.opponents = OpponentsPanel(self.players - 1, self.cols, id="opponents")
        self.banner = Banner(id="banner")
        self.piles = Piles(id="piles")
        self.own = OwnGrid(self.rows, self.cols, id="own")
        self.history = InfoLine(id="history")
        self.narration = InfoLine(id="narration")
        self.prompt = InfoLine(id="prompt")
        self.query_one("#table-body").mount(
            self.status, Horizontal(self.opponents, id="opponents-row"),
            Vertical(self.banner, id="banner-row"), Vertical(self.piles, self.own, id="main"),
            self.history, Vertical(self.narration, self.prompt, id="talk"),
        )  # fmt: skip
        self.fit_table()

    def on_mount(self) -> None:
        result = self.ctrl.unseen_result
        if result is not None:  # a match resumed from a hole's end: its result first
            self.render_table()
            self.show_result(result)
            return
        self.advance()

    def on_resize(self, event: Resize) -> None:
        self.fit_table(event.size.width, event.size.height)

    def on_screen_resume(self) -> None:
        # a resize while another screen (a hand-over, the log) was on top reached only that one
        self.fit_table()
        self.bots_resume()

    def fit_table(self, width: int | None = None, height: int | None = None) -> None:
        """Lay the table out for the terminal (``width`` × ``height``, the app's size by
        default). The form depends on the size only (``layout.fit``), never on the text shown:
        it must not change from one turn to the next. Fitted again for what it was fitted for
        (a return from a hand-over, the log, the keys list at the same size), only the talk's
        lines are shared again: the rest is as it was."""
        if not self.built:
            return
        width = self.app.size.width if width is None else width
        height = self.app.size.height if height is None else height
        fitted_for = (width, height, self.show_history, current_language())
        if fitted_for == self._fitted_for:
            self._share_talk(talk_width(width))
            return
        self._fitted_for = fitted_for
        f = fit(width, height, players=self.players, rows=self.rows, cols=self.cols,
                extra=1 if self.show_history else 0)
        too_small = self.fitted is not None and not self.fitted.fits
        self.fitted = f
        self.set_class(not f.fits, "-too-small")
        sizes = {"need_width": f.need_width, "need_height": f.need_height,
                 "width": width, "height": height}
        self.query_one("#too-small", Static).update(
            "\n".join((_(TOO_SMALL), _(NEEDS) % sizes, _(NOW) % sizes)))
        self.query_one("#banner-row").styles.height = f.banner_lines
        self.query_one("#talk").styles.height = f.talk_lines
        self.banner.fit_to(width, f.banner_lines)
        # the narration, the prompt and the pile line in the middle, at most ``TALK_WIDTH``
        talk = talk_width(width)
        for line in (self.history, self.query_one("#talk")):
            line.styles.width = talk
            line.styles.margin = (0, 0, 0, (width - talk) // 2)
        self.history.fit_to(talk, 1 if self.show_history else 0)  # only with its row kept
        self._share_talk(talk)
        self.own.set_size(f.size)
        self.piles.set_size(f.size, width - 1)  # ``#piles``' margin: a cell
        self.opponents.fit(width, f.per_row, f.opponents)
        self._show_status(width)  # after the frames, which may mark the dealer or not
        # a tall terminal: a third of the lines to spare above the opponents, the rest around
        # the piles and the own grid (``#main`` centres them)
        self.query_one("#opponents-row").styles.margin = (f.lead, 0, 0, 0)
        if too_small != (not f.fits):  # the game's keys go and come back with the table
            self.refresh_bindings()
            if f.fits:  # "Make the terminal larger…" stayed up over the table for its seconds
                self._drop_notes()
                self.bots_resume()  # a computer's move waited for the table to show

    def _share_talk(self, width: int | None = None) -> None:
        """Share the narration's and the prompt's lines between them: the prompt takes what it
        needs, leaving the narration the rest. A prompt that would leave it no line says it in
        fewer words if they leave it one ("Draw (d), take…" for "Draw from the stock (d),
        take…", ``prompts.prompt``'s ``short``; with no narration to show, the whole of it), and
        so does one that needs more lines than there are (a knock asked with the knock
        penalty at 60×20 was cut short before the keys that answer it); one that needs every
        line even so (a long one
        at 60×20: "…or throw it away (x) and flip a card."), or the reason a key was refused,
        takes them all and covers the narration: what to do next matters more, and the log
        (``l``) keeps the narration. A reason that would be cut even so is said in the first
        of its forms that fits (``hints.Hint.forms``: at 60×20 "The z key does nothing here:
        ? lists the keys." before the opening peek's two lines keeps the peek in fewer
        words)."""
        f = self.fitted
        if f is None:
            return
        width = width or self.narration.width or self.app.size.width
        room = f.talk_lines
        full, *fewer = self._prompts
        text = full
        if self.said is not None:
            text = next((t for t in self._prompts if self.prompt.lines_for(width, t) <= room),
                        self._prompts[-1])
        elif fewer and self.prompt.lines_for(width, full) > room:
            # more lines than there are (a knock asked with the knock penalty at 60×20): in
            # fewer words, whole, rather than cut short
            text = fewer[0]
        elif (fewer and (self._recap or self.narration.text)  # no narration: room to spare
                and self.prompt.lines_for(width, full) >= room
                and self.prompt.lines_for(width, fewer[0]) < room):
            text = fewer[0]
        if text != self.prompt.text:
            self.prompt.say(text)
        need = self.prompt.lines_for(width)
        lines = min(need, room)
        self.prompt.fit_to(width, lines)
        if self._recap:
            recap = self._recap_shown(width, room - lines)
            if len(recap) > 1:
                self.narration.say(self._recap_text(width, room - lines, recap))
            else:  # the narration alone: its own forms, as without a recap
                self.narration.say(*self.ctrl.line_forms)
        # a short narration leaves the lines above it empty (``#talk`` sits at the bottom)
        self.narration.fit_to(width, self.narration.lines_within(width, room - lines))

    def _recap_shown(self, width: int, room: int) -> list[RecapLine]:
        """The recap's lines to tell in ``room`` lines: with the last move of the player at
        the keys (``RecapLine.own``) where the others' moves fit told in full and leave rows
        for it, in the first of its forms that fits them; else without it (the others' moves
        come first: it is no move since)."""
        lines = self.narration.lines_for
        others = [line for line in self._recap if not line.own]
        left = room - sum(lines(width, line.text) for line in others)
        own = [line for line in self._recap if line.own]
        if own and left > 0:
            form = next((f for f in own[0].forms if lines(width, f) <= left), None)
            if form is not None:
                return [own[0]._replace(text=form), *others]
        return others

    def _recap_text(self, width: int, room: int,
                    recap_lines: list[RecapLine] | None = None) -> str:
        """The newest lines of the recap (``Controller.recap``) that fit in ``room`` lines, the
        last one whole or, if even it does not fit, cut short. Where the moves do not all fit
        told in full, each is told in the first of its forms that fits one row (``RecapLine.
        forms``: "Bot 2: stock card face down bottom-right; 9♠ thrown away"), so that none is
        cut before the card thrown away while the next wraps onto two rows. An older line too
        long for the rows the newer ones leave is told in the first of its forms that fits
        them, whole; where none does, it is left out with the moves before it and counted: a
        line cut short ("Siri put the discard face down top-right, threw a…") stopped before
        the card thrown away, the part that tells the player most, and only the newest move
        may be cut short (below), where nothing else fits.

        Lines left out altogether are counted, and the log's key named ("3 earlier moves: l
        Log", ``earlier``): at the end of the last line where it leaves room for it, else on a
        line of its own above the others, where the last line leaves one (with the next older
        move, whole in the first of its forms that fits beside it, in the note's fewer words if
        need be; else the note alone, that move counted in it); else (the newest move
        fills the rows alone: one row at 60×20 or 80×24 with eight players, or beside the pile
        line) after the newest in the first of its forms that leaves room for the note, or
        for the note in fewer words ("(7 more: l Log)"); where none does, the newest is told
        alone, whole (what was thrown away matters more than the count, and the log's key is
        in the footer where it has room), and only a move too long for the rows even in its
        fewest words is cut short for the note. With seven bots the table showed the last
        two moves and nothing said there had been more."""
        lines = self.narration.lines_for
        recap_lines = self._recap if recap_lines is None else recap_lines
        if sum(lines(width, line.text) for line in recap_lines) <= room:
            return "\n".join(line.text for line in recap_lines)  # every move told in full
        recap = [line._replace(text=next((f for f in line.forms if lines(width, f) == 1),
                                         line.forms[-1])) for line in recap_lines]
        told, dropped = self._recap_lines(recap, width, room)
        if not dropped:  # every move told (a new deal's line may give way unsaid)
            return "\n".join(told)
        note = earlier(dropped)
        last = f"{told[-1]} {note}"
        newest = recap[-1].text
        # (where the newest move alone fills more rows than there are, the note at its end
        # would be cut off with it: it is cut shorter for the note below)
        if lines(width, last) == lines(width, told[-1]) <= room:
            return "\n".join([*told[:-1], last])
        if room - 1 >= lines(width, newest):
            told, dropped = self._recap_lines(recap, width, room - 1)
            # the rows left tell the next older move whole, in the first of its forms that
            # fits them beside the count of the others (in the count's fewer words if need
            # be: "så på 2 kort (+2)." kept the peeks' cost that a cut of the fuller form
            # lost), or alone where it is the last; else it is counted with them: a move cut
            # short ("threw…") lost the card thrown away, the part that matters most
            older = recap_lines[len(recap) - len(told) - 1]
            free = room - sum(lines(width, line) for line in told)
            rest = dropped - older.moves
            notes = (earlier(rest), earlier(rest, short=True)) if rest else ("",)
            said = next((f"{form} {n}".rstrip() for form in older.forms for n in notes
                         if lines(width, f"{form} {n}".rstrip()) <= free), None)
            if said is not None:
                return "\n".join([said, *told])
            return "\n".join([*([earlier(dropped)] if dropped else []), *told])
        if room > 0 and len(told) == 1:
            # the newest move fills the rows alone (one row at 60×20, or the pile line's): the
            # first of its forms that leaves room for the note, else for the note in fewer
            # words; else the newest alone, whole where its fewest words fit; else cut
            # shorter for the note, which alone says the log has more
            forms = recap_lines[-1].forms
            for text in forms:
                for said in (note, earlier(dropped, short=True)):
                    if lines(width, f"{text} {said}") <= room:
                        return self.narration.cut(text, width, room, said)
            if lines(width, forms[-1]) <= room:
                return forms[-1]
            return self.narration.cut(forms[-1], width, room, note)
        return "\n".join(told)

    def _recap_lines(self, recap: list[RecapLine], width: int,
                     room: int) -> tuple[list[str], int]:
        """The lines of ``recap`` that fit in ``room`` lines (``_recap_text``), each in the first
        of its forms that fits the rows left, and how many of the moves they tell are left out
        altogether: a line that fits them in none is left out with all before it, never cut."""
        lines = self.narration.lines_for
        told = [recap[-1].text]
        used = lines(width, told[0])
        for line in reversed(recap[:-1]):
            text = next((f for f in line.forms if used + lines(width, f) <= room), None)
            if text is None:
                break
            used += lines(width, text)
            told.insert(0, text)
        left_out = len(recap) - len(told)
        return told, sum(line.moves for line in recap[:left_out])

    def refresh_language(self) -> None:
        """Show everything in the language just set with ``i18n.set_language``. An earlier
        key's reason goes (it was said in the language before, and the prompt after it would
        be in the new one)."""
        self._keys_shown = None
        self.said = None
        self.fit_table()
        if self.built:
            self.render_table()
        self.refresh_bindings()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return translated(super().active_bindings, armed=self.armed,
                          enter=self.enter_label() if self.built else None)

    def match_done(self, choice: str) -> None:
        self.app.post_message(self.MatchDone(choice))

    def notes_stale(self) -> None:
        self.app.post_message(self.NotesStale())

    def pace_changed(self) -> None:
        self.app.post_message(self.PaceChanged(self.pace))

    def seats_changed(self, said: tuple[str, ...], taken_over: bool = False) -> None:
        """A person left the table or came back (``Controller.hand_over``, ``take_back``):
        ``said`` (its forms, fullest first; empty: nothing to say) in a passing note, and the
        table drawn again (the seat's "(bot)", the keys' cards no longer shown when they were
        the leaving person's). ``taken_over``: a computer
        plays the turn of the seat to act at once (its person had done nothing in it yet): its
        hand-over, up, is taken down (``_handed_over`` sees the seat a computer's), and the
        computer plays."""
        if said:
            if self.said is not None:
                self.say(None)
            # in fewer words where it does not fit
            self.pass_note(said[0], NOTE_SECONDS, said[1:])
        if self.built:
            self.render_table()
        self.refresh_bindings()
        if taken_over:
            from .handover import HandoverScreen

            if isinstance(self.app.screen, HandoverScreen):
                self.app.screen.dismiss(None)
            elif not self.busy:
                self.advance()

    def tell_pending(self) -> None:
        """The table shows for the first time since a match was resumed: a change asked for
        before the save, waiting for the end of a turn (``Controller.pending``), is said again
        in a passing note, as when it was asked for."""
        if not self.pending_untold:
            return
        self.pending_untold = False
        if said := self.ctrl.pending_words():
            self.pass_note(said, NOTE_SECONDS)

    # --- drawing ---------------------------------------------------------------------------

    def render_table(self) -> None:
        self.build_table()
        ctrl = self.ctrl
        if self.show_history and not self._history_stays():
            self.show_history = False
            self.fit_table()
            self.refresh_bindings()
        m = ctrl.match
        v = ctrl.table_view()
        ascii = ctrl.config.ascii
        names = ctrl.names
        totals = m.totals
        if m.holes_to_play:
            hole = _("%(number)d of %(count)d") % {"number": m.hole_number,
                                                   "count": m.holes_to_play}
        else:
            hole = str(m.hole_number)
        me = ctrl.seat_shown
        others = [(me + i) % self.players for i in range(1, self.players)]
        self.opponents.show([self._seat(v, s, totals[s]) for s in others], ascii=ascii)
        # after the frames: whether one marks the dealer decides the line's words
        self._status = ({"ruleset": ruleset_name(m.ruleset), "hole": hole}, names[v.dealer],
                        self._status_right(v.current), v.dealer == me,
                        self._status_unpaced(v.current))
        self._show_status()
        at_keys = ctrl.at_keys_to_act()
        title = _("%(name)s · total %(total)s") % {"name": names[me],
                                                   "total": minus(totals[me], ascii)}
        mark = ("> " if ascii else "▶ ") if at_keys else ""
        title = mark + title + (" " + dealer_mark() if v.dealer == me else "")
        if self._peeked(v, me):  # public, as the totals are: the hole's score will carry it
            title += " · " + _(PEEKED) % {"points": self._peeked(v, me)}
        # her leaving, asked during her turn, waits for its end: said where her name is
        title += "".join(f" {words}" for words in pending_words(self._pending(me),
                                                                 ascii=ascii)[:1])
        self.own.show(title, v.grids[me], reveal=ctrl.reveal if ctrl.keys == me else {},
                      cursor=(self.cursor_shown if at_keys and isinstance(self.cursor_shown, int)
                              else None),
                      ascii=ascii, paired=paired_positions(v, me))
        self.piles.show(v, name=names[v.current], at_keys=at_keys, ascii=ascii,
                        cursor=(self.cursor_shown if at_keys and isinstance(self.cursor_shown, str)
                                else None))
        self.banner.announce(*ctrl.banner_forms)
        self.history.display = self.show_history
        if self.show_history:
            pile = " ".join(card_label(c, ascii=ascii) for c in reversed(v.discard))
            self.history.say(_("Discard pile, top first: %(cards)s") % {"cards": pile}
                             if pile else _("The discard pile is empty."))
        self._recap = ctrl.recap()
        if not self._recap:
            self.narration.say(*ctrl.line_forms)
        if self.said is not None:
            self._prompts = self.hint_forms()
        else:
            self._prompts = (self._prompt(v, at_keys), self._prompt(v, at_keys, short=True))
        self._share_talk()
        # the cursor itself too: on it (not on a card Enter may choose) Enter no longer peeks
        # at the opening's cards in one go (``TableKeys.check_action``)
        keys = (at_keys, self.busy, ctrl.reveal_holds, self.armed, v.legal, self.cursor_move(),
                self.cursor is None, m.finished, ctrl.current in ctrl.bots, self.paused)
        if keys != self._keys_shown:  # the footer is rebuilt on every refresh: only on change
            self._keys_shown = keys
            self.refresh_bindings()

    def _history_stays(self) -> bool:
        """Whether the pile's line (``h``) is still shown: it lasts to the end of the turn it
        was asked in, or, asked during another's turn (a computer's), to the end of the next
        turn of the player who asked. The next player did not ask for it, and its row is the
        narration's: kept on, it cut every later player's narration short."""
        ctrl = self.ctrl
        seat, turn = self.history_for
        if turn is not None:
            return ctrl.turn == turn
        if ctrl.at_keys_to_act():
            if ctrl.keys != seat:
                return False
            self.history_for = (seat, ctrl.turn)
        return True

    def _status_right(self, seat: int) -> tuple[str, ...]:
        """The status line's right part, fullest first (``_show_status`` shows the first that
        leaves the left part room for the ruleset and the hole): whose turn it is; on a
        computer's turn its pace, and whether the computers are paused."""
        ctrl = self.ctrl
        if ctrl.match.finished:
            return (_("match over"),)
        turn = self._turn_words(seat)
        if not ctrl.is_bot(seat):
            return (_(BOTS_PAUSED) % {"turn": turn},) if self.paused else (turn,)

        def paced(words: str) -> str:
            if self.pace <= 0:
                return _(TURN_NO_WAIT) % {"turn": words}
            return _(TURN_PACE) % {"turn": words, "seconds": decimal(self.pace, 1)}

        if not self.paused:
            return (paced(turn),)
        paused = _(TURN_PAUSED) % {"turn": turn}
        return (paced(paused), paused)

    def _status_unpaced(self, seat: int) -> str:
        """The status line's right part without the computers' pace, for while a note of the
        pace stands in the left part and does not fit beside the pace said twice ("": the right
        part has no pace to leave out)."""
        if self.ctrl.match.finished or not self.ctrl.is_bot(seat):
            return ""
        turn = self._turn_words(seat)
        return _(TURN_PAUSED) % {"turn": turn} if self.paused else turn

    def _show_status(self, width: int | None = None) -> None:
        """The status line for a terminal ``width`` cells wide (the app's by default): the
        match, the hole and the dealer left (``status_left``), whose turn it is right. The
        dealer is told there in fewer words where no frame marks them: the own grid's title
        says "(D)" whole, an opponent's narrow box may not (``OpponentsPanel.tells_dealer``)."""
        if self._status is None:
            return
        args, dealer, rights, mine, unpaced = self._status
        width = self.app.size.width if width is None else width
        least = cell_len(_(STATUS_SHORT) % args)
        right = next((r for r in rights if self.status.left_room(width, r) >= least),
                     rights[-1])
        left = status_left(args, dealer, self.status.left_room(width, right),
                           tuple(self.ctrl.names), ascii=self.ctrl.config.ascii,
                           told=mine or self.opponents.tells_dealer(),
                           framed=self.opponents.dealer_name())
        self.status.show(left, right, width, unpaced)

    def _seat(self, v: SeatView, seat: int, total: int) -> Seat:
        notes = (KNOCKED,) if v.knocker == seat else ((OUT,) if v.closer == seat else ())
        kind = self.ctrl.bot_kind(seat)
        return Seat(seat, self.ctrl.names[seat], total, v.grids[seat], v.dealer == seat,
                    v.current == seat and v.phase != "over", notes, kind, tuple(self.ctrl.names),
                    self._peeked(v, seat), v.ruleset.peek_penalty.enabled,
                    paired_positions(v, seat), v.ruleset.peek_penalty.points == 1,
                    self._pending(seat))

    def _pending(self, seat: int) -> str | None:
        """The change of who plays ``seat`` waiting for the end of its turn
        (``Controller.pending``): "bot" (its person leaves), "back" (they play again), None."""
        change = self.ctrl.pending.get(seat)
        if change is None:
            return None
        return "bot" if change.kind is not None else "back"

    @staticmethod
    def _peeked(v: SeatView, seat: int) -> int:
        """The points ``seat``'s peeks so far this hole will add to its score."""
        return v.peeks[seat] * v.ruleset.peek_penalty.points

    def _turn_words(self, seat: int) -> str:
        """Whose turn it is, for the status line. A bot a person named says so after the
        turn: "Ola (bot)'s turn" read badly in English."""
        name = self.ctrl.names[seat]
        if self.ctrl.who(seat) == name:  # a person, or a bot whose name says it ("Bot 1")
            return _("%(name)s's turn") % {"name": name}
        return _("%(name)s's turn (bot)") % {"name": name}

    def _prompt(self, v: SeatView, at_keys: bool, *, short: bool = False) -> str:
        if self.ctrl.match.finished:
            return _("The match is over.")
        if not at_keys:
            who = self.ctrl.who(v.current)
            if self.paused and self.ctrl.is_bot(v.current):
                return _(PAUSED)
            if self.ctrl.is_bot(v.current):
                return _("%(name)s is playing… (space: skip ahead, + / -: faster / slower)") % {
                    "name": who}
            return _("Waiting for %(name)s.") % {"name": who}
        return prompt(v, armed=self.armed, reveal_holds=self.ctrl.reveal_holds,
                      ascii=self.ctrl.config.ascii, short=short, cursor=self.cursor is not None)
