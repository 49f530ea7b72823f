"""The end of a hole: every grid face up with its score explained, then the scorecard with the
new row. The reveal is staggered (one grid at a time) when animations are on, a grid not yet
turned showing the cards that lay face up when play stopped (``HoleResult.face_up``), as the
table did; Enter, Space or a click on the result during it shows everything at once. Only
Enter (or the footer's Continue) continues (a click on the result after the reveal says so):
Space is the table's skip-ahead key, and a player tapping it through the computers' last turns
must not skip the result as well.

The result covers the table, and the table's keys that look things up work over it as over the
table: the log (it is still the hole's just played), the scorecard, the rules and the keys open
over the result, and q asks to quit. Every other key of the table says why it does nothing, in
front of the prompt, the reason answering only the last key (``over.py``, shared with the match
over)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Vertical
from textual.css.scalar import Scalar
from textual.events import Click
from textual.scrollbar import ScrollBar
from textual.timer import Timer
from textual.widgets import Footer, Static

from ...engine import HoleResult, Match
from ...i18n import N_, _
from .. import timings
from ..layout import evened
from ..widgets.footer import PALETTE, FittingFooter
from ..widgets.hole_grid import HoleGrid
from ..widgets.key_text import KeyText
from ..widgets.scorecard_table import Scorecard, Standings
from .deliberate import Deliberate
from .over import LOOK_UPS, QUIT, REFUSED, SCROLL, SCROLL_KEYS, Over, Scroller
from .relabel import Relabelled, ready_for_actions

REVEAL_STEP = 0.35  # seconds between two grids turning face up
# A grid's panel is as wide as this result's grids need (``HoleGrid.width_needed``: the longest
# line of any of them and its frame, a knock's long line wrapping at a space instead of taking
# a column away), and the columns are as many as fit it. A fixed 38 cells, for the longest line
# any grid could have, gave eight players' grids of 28 cells two columns of 47 at 100x30, five
# grids of eight in sight, where three columns fit. A panel widens to share out the row, up to
# this: a wider one only grows emptier, its cards at its left edge (two players on 250 columns
# had panels of 125 cells, 30 of them used), so the grids keep to it and leave the rest blank.
MAX_PANEL_WIDTH = 52
SCROLLBAR = 2  # the body's scroll bar, as wide as Textual draws one
# Under 41 rows the scorecard takes what it needs (every player's row, the target's note) where
# that leaves the grids this many lines (a panel of three rows of cards whole), else half the
# room: at 80x24 eight players' card, at most half, showed six rows, the last two scrolled away.
GRIDS_ROOM = 6
HOLE_OVER = N_("The hole is over.")
# A click on the result (once every grid is turned: before, it shows them all, as Enter does).
NO_CLICKS = N_("The result takes no clicks: click Continue at the bottom to go on.")


def ending_words(match: Match, result: HoleResult) -> str:
    """How the hole ended, in one line."""
    closer = match.players[result.closer] if result.closer is not None else None
    if result.ending == "knock" and closer:
        return _("%(name)s knocked") % {"name": closer}
    if result.ending == "all_face_up" and closer:
        return _("%(name)s went out") % {"name": closer}  # by a flip or by a card put face up
    if result.ending == "empty_stock" and closer:  # in the final lap: the hole still counts
        return _("%(name)s ended it; the stock ran out in the final lap") % {"name": closer}
    if result.ending == "empty_stock":
        return _("the stock ran out")
    if result.ending == "redeal":
        return _("the stock ran out: this deal is void")
    return _("the hole is over")


def hole_heading(match: Match, result: HoleResult) -> str:
    planned = match.holes_to_play
    ending = ending_words(match, result)
    if planned is not None:
        return _("Hole %(hole)d of %(planned)d · %(ending)s") % {
            "hole": result.hole, "planned": planned, "ending": ending}
    return _("Hole %(hole)d · %(ending)s") % {"hole": result.hole, "ending": ending}


class _Main(Scroller):
    """The grids' body and the scorecard under it: when its height changes (the prompt below
    wraps a refused key's reason, the standings above wrap), the body's room is fitted again
    (``HoleResultScreen._fit_body``), or the card's last row went out of sight."""

    def on_resize(self) -> None:  # Textual calls ``Scroller.on_resize`` as well
        fit = getattr(self.screen, "_fit_body", None)
        if callable(fit):
            self.call_after_refresh(fit)


class _CardBox(Scroller):
    """The scorecard under the grids: its title and its header stay in sight while its rows
    scroll under them (under 41 rows; ``summary.tcss`` docks them). Eight players' card at
    80x24 scrolled whole, and its rows from Per on were rows of numbers without the header
    that says which hole each is."""

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        for head in self.query(".card-head").results(Scorecard):
            head.scrolled(round(new))


class HoleResultScreen(Over[None], Deliberate[None], Relabelled[None]):
    """All grids revealed and scored, then the scorecard row; dismisses with None."""

    CSS_PATH = "../styles/summary.tcss"
    # beyond 120×40 the body sits in the middle of the screen, as the match over's does
    # (summary.tcss): on 200×60 it filled the top left and left the rest empty
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (121, "-wide")]  # noqa: RUF012 (Textual's type)
    VERTICAL_BREAKPOINTS = [(0, "-short"), (41, "-tall")]  # noqa: RUF012
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "continue", N_("Continue"), priority=True),
        Binding("space", "show_all", N_("Show all"), show=False, priority=True),
        *SCROLL_KEYS,
        *LOOK_UPS,
        QUIT,
        *REFUSED,
    ]
    OVER = HOLE_OVER
    PROMPT = "summary-prompt"
    SCROLLERS = ("summary-top", "summary-main", "summary-body", "summary-card")

    def __init__(self, match: Match, result: HoleResult, ascii: bool = False, *,
                 animations: bool = True, hurry: bool = False,
                 last_move: Callable[[], str] | None = None) -> None:
        """``hurry``: the computer players will hurry the next deal if its stock runs short
        (``bots.notes.will_hurry``): a void deal says so. ``last_move``: the table's line for
        the move that ended the hole, in the current language (the result covers the table
        the moment that move is made, so it is told here)."""
        super().__init__()
        self._match, self._result, self._ascii = match, result, ascii
        self._last_move = last_move
        self._hurry = hurry
        self._animations = animations
        self._revealed = 0  # grids turned face up so far, in seat order, while animating
        self._timer: Timer | None = None

    def compose(self) -> ComposeResult:
        m, r = self._match, self._result
        yield Static(hole_heading(m, r), id="summary-title", markup=False)
        # the last move and the totals scroll in a box of their own where they take more than
        # their share (summary.tcss): at 30x10 in Norwegian they and the heading took 7 of 10
        # lines, the screen scrolled, its scroll bar in the footer's row, the prompt cut
        with Scroller(id="summary-top"):
            if self._last_move is not None:
                yield Static(self._last_move(), id="summary-last-move", markup=False)
            if r.scores is not None:
                # who leads and every total, above the grids: on a small screen the scorecard
                # below them is out of sight (like it, it waits for every grid to turn face up)
                yield Standings(m, r.hole, self._ascii, id="summary-standings",
                                classes="scores")
        # the body (grids) and the scorecard under it: under 41 rows the body scrolls on its
        # own and the card stays in sight below it (at 80x24 three players' grids, one of two
        # pairs and a bonus, left the card's header and first row in sight, the other rows
        # below the screen); from 41 rows the two sit together in the middle
        with _Main(id="summary-main"):
            with Scroller(id="summary-body"):
                if r.scores is None:
                    note = _("Nobody scores this deal. The same dealer deals the hole again.")
                    if self._hurry:
                        note += " " + _("If the stock runs short again, the bots will hurry to"
                                        " finish the deal.")
                    yield Static(note, id="void-note", markup=False)
                best = min(s.total for s in r.scores) if r.scores else None
                with Grid(id="summary-grids"):
                    for seat, cards in enumerate(r.grids):
                        score = r.scores[seat] if r.scores else None
                        note = ""
                        if seat == r.closer:
                            note = _("knocked") if seat == r.knocker else _("went out")
                        yield HoleGrid(
                            m.players[seat], cards, m.table.cols, score, note=note,
                            best=score is not None and score.total == best, ascii=self._ascii,
                            revealed=not self._animations or seat < self._revealed,
                            face_up=r.face_up[seat] if r.face_up else 0,
                            names=m.players,
                        )
            if r.scores is not None:
                # the new row would tell the scores of grids still face down: it waits
                with _CardBox(id="summary-card", classes="scores"):
                    with Vertical(id="summary-card-top"):
                        yield Static(_("Scorecard"), classes="section-title")
                        # who leads is said above the grids (``Standings``), not again here
                        # the row of holes that holds this one, with the totals (``focus``)
                        yield Scorecard(m, current=r.hole, lead_note=False, part="head",
                                        focus=True, end_note=False, id="summary-card-head",
                                        classes="card-head")
                    with Vertical(id="summary-card-rows"):
                        yield Scorecard(m, current=r.hole, lead_note=False, part="rows",
                                        focus=True, end_note=False, id="summary-scorecard")
        yield KeyText(self.prompt(), id="summary-prompt")
        # on one line, as at the table: Textual's footer ran "? Tangenter" under the palette's
        # key at 60 columns in Swedish; the scroll keys' (where something does not fit) go last,
        # Enter's key and "?" stay
        yield FittingFooter((PALETTE, "look('scorecard')", "look('rules')", "look('log')",
                             SCROLL))

    def next_step(self) -> str:
        """What Enter does now."""
        if self._animations:
            return _("Revealing… press Enter to show all")
        last = self._match.finished and self._result is self._match.results[-1]
        if self._result.scores is None:
            return _("Press Enter to deal again.")
        if last:
            return _("Press Enter to see the final result.")
        return _("Press Enter to deal the next hole.")

    def on_mount(self) -> None:
        self._show_scores()
        self._fit_columns(self.size.width)
        self.call_after_refresh(self._fit_body)
        if self._animations:
            self._timer = self.set_interval(REVEAL_STEP, self._reveal_next)

    def on_resize(self) -> None:
        self._fit_columns(self.size.width)
        self.call_after_refresh(self._fit_body)

    async def relabel(self) -> None:
        await super().relabel()  # the grids turned so far stay face up: see ``compose``
        self._show_scores()
        self._fit_columns(self.size.width)

    def _show_scores(self) -> None:
        """The scorecard shows once every grid is face up."""
        for widget in self.query(".scores"):
            widget.display = not self._animations
        self.call_after_refresh(self._fit_body)

    def _fit_body(self) -> None:
        """Under 41 rows the grids take at most the room the scorecard leaves below them, and
        scroll there when they need more (the card stays in sight, right under the grids: with
        the body filling the room it stood at the foot of a screen, lines away from them)."""
        found = self.query("#summary-body").results(Scroller) if self.is_mounted else ()
        body = next(iter(found), None)
        if body is None:  # gone, or not there yet: taken down, or composed anew (a language)
            return
        card = next(iter(self.query("#summary-card").results(Scroller)), None)
        if self.has_class("-tall"):
            body.styles.max_height = None
            if card is not None:
                card.styles.max_height = None  # summary.tcss's
            return
        main = self.query_one("#summary-main").size.height
        if card is not None and card.display:
            needed = sum(part.outer_size.height for part in card.children)
            most = max(main // 2, min(needed, main - GRIDS_ROOM))
            if card.styles.max_height != Scalar.from_number(most):
                card.styles.max_height = most
                self.call_after_refresh(self._fit_body)  # the body's room, once it is laid out
                return
        below = card.outer_size.height if card is not None and card.display else 0
        body.styles.max_height = max(main - below, 3)

    def _fit_columns(self, width: int) -> None:
        found = self.query("#summary-grids").results(Grid)
        grid = next(iter(found), None)
        if grid is None:  # gone: taken down, or composed anew (a language), before its mount
            return
        panels = list(self.query(HoleGrid).results(HoleGrid))
        seats = len(panels)
        panel = max((g.width_needed() for g in panels), default=1)
        # the room beside the body's padding and a scroll bar (it comes when the grids are
        # more than the room holds, and took two cells of three columns that fitted without)
        room = width - 2 - SCROLLBAR
        # evened out over the rows that takes, as the table's opponents are: eight players on
        # 250 columns in rows of 4 and 4, not 6 and 2
        columns = evened(seats, (room + 1) // (panel + 1))  # gutters of 1
        grid.styles.grid_size_columns = columns
        widest = max(MAX_PANEL_WIDTH, panel)
        if columns > 1:  # every column as wide: the room's cells left over stay blank
            # (Textual shares them out one a column: at 80x24 three players' panels were 25,
            # 25 and 26 cells, the frames' right edges out of line); the room keeps the
            # scroll bar's, so that its coming and going leaves the widths as they are
            widest = min(widest, (room - (columns - 1)) // columns)
        grid.styles.max_width = columns * (widest + 1) - 1

    def _hidden(self) -> list[HoleGrid]:
        return [g for g in self.query(HoleGrid).results(HoleGrid) if not g.revealed]

    def _reveal_next(self) -> None:
        if not ready_for_actions(self):
            # composing again (a language switch): no grids to turn, no prompt to tell, and
            # with none hidden the reveal ended there, its prompt line not found (the timer
            # goes on: the next step turns the grid after those composed face up)
            return
        hidden = self._hidden()
        if hidden:
            hidden[0].reveal()
            self._revealed += 1
        if len(hidden) <= 1:
            self._finish_reveal(by_itself=True)

    def _finish_reveal(self, *, by_itself: bool = False) -> None:
        """Every grid face up, the scores and the prompt shown; ``by_itself``: the last grid
        turned by the timer, not shown by a key or a click."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        for grid in self._hidden():
            grid.reveal()
        for grid in self.query(HoleGrid).results(HoleGrid):
            grid.crown()
        self._animations = False
        self._show_scores()
        self.show_prompt()
        # Enter now deals the next hole, where a moment ago it showed everything: an Enter
        # pressed for that (as the last grid turned, or the one that showed them all, and a
        # second of a double press) must not pass the result unread, however the reveal ended.
        # A key made before now is no answer, nor one made within the reading time after the
        # whole result is drawn (``Deliberate.read_again``): the result needs a fresh Enter.
        # Ended by itself, the wait is ``FINAL_TIME``: an Enter pressed to hurry the turning
        # as it finished (0.3 s after, or so) was meant for "show all", and dealt the next
        # hole with the results unseen. Shown by Enter, the player has what they asked for.
        self.read_again(timings.final_wait() if by_itself else None)

    def action_show_all(self) -> None:
        if self._animations:
            self._why = ""  # the key did something: an earlier key's reason would read as its
            self._finish_reveal()
        else:  # a tap more of the skip key than the computers' turns needed
            self.action_refuse()

    def before_look(self) -> None:
        """Every grid is turned before a look-up opens, so that the scorecard tells no score
        early."""
        if self._animations:
            self._finish_reveal()

    def on_click(self, event: Click) -> None:
        """A click on the result, not on its footer's keys (or a scroll bar): during the
        reveal it shows every grid, as Enter does; after it, the prompt line says where a click
        goes on (it did nothing and said nothing)."""
        widget = event.widget
        if widget is None or any(isinstance(node, (Footer, ScrollBar))
                                 for node in widget.ancestors_with_self):
            return
        if self._animations:
            self._why = ""
            self._finish_reveal()
        else:
            self._why = NO_CLICKS
            self.show_prompt()

    def action_continue(self) -> None:
        if self._animations:
            self._why = ""
            self._finish_reveal()
        else:
            self.dismiss(None)
