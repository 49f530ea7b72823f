"""The history screen: every finished match (date, ruleset and length, players with their
totals, winners); Enter on one shows its scorecard, the match rebuilt from its record. Damaged
history files have already been moved aside by the store; they are listed as notes above the
table.

Every column fits the screen's width: long cells wrap within their column, and each player's
total stands on its own line beside the name, so nothing needs scrolling sideways and eight
players' totals all show. Below 68 columns (60: the smallest terminal supported) the four
columns do not fit: the date and time leave their column ("Finished") and stand, dim, under the
match's ruleset and length."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Resize
from textual.widgets import DataTable, Footer, Static

from ...breakdown import minus
from ...card_rows import STOOD_IN, STOOD_IN_LEGEND, stood_in_sentences
from ...engine import MatchFormatError
from ...i18n import N_, _, and_list, ngettext
from ...match_words import record_error_text
from ...presets import name_for
from ...storage import HistoryEntry, HistoryUnreadable, Store
from ...storage.history import HistoryTally
from ..colours import faint_rich
from ..setup_model import MAX_NAME
from ..widgets.row_table import RowTable
from .beside import ClosedBeside
from .relabel import Relabelled
from .too_small import TOO_SMALL

MAX_WIDTH = 120  # the box's max-width (styles/history.tcss)
# The least width of the history's and the statistics' lists: narrower (a phone held upright)
# the history's box cut "Kari 299" to "Kari 29" and the statistics wrapped a name a letter a
# line; there they say so (``too_narrow``) in place of the list.
LEAST_WIDTH = 60
NEEDS_COLUMNS = N_("This list needs %(need)d columns (now %(width)d).")
FRAME = 4 + 2  # the box's border and padding, and the table's scrollbar
PLAYERS_MAX = 32  # a name of 16 characters with a level, and a total


NARROW_REST = 44  # Match, Players and Winner: 12, 20 and 12 at least
PLAYERS_ROOMY = 26  # Players' width that a longer Winner may not take: "Bot 6 (tilfældig) 124"


def history_widths(width: int) -> tuple[int, int, int, int]:
    """The widths of the columns Finished, Match, Players and Winner on a screen ``width``
    wide: the date over the time when narrow, the rest shared out. Where the four do not fit,
    Finished is 0 wide: the date goes under the match (``narrow``), the rest shares its
    room."""
    inner = min(width, MAX_WIDTH) - FRAME - 2 * len(COLUMNS)  # each cell pads 1 a side
    when = 16 if inner >= 96 else 10
    if inner - when < NARROW_REST:
        when, inner = 0, inner + 2  # and its padding
    rest = max(inner - when, NARROW_REST)
    match = max(12, rest // 4)
    # a winner's name of 16 whole where Players keeps room for one with a level and a total
    # (at 80 columns "Kristoffer-Magnu" was broken after 14)
    winner = max(match, min(MAX_NAME, rest - match - PLAYERS_ROOMY))
    players = min(rest - match - winner, PLAYERS_MAX)  # a total near its name
    match += (rest - match - winner - players) // 2
    return when, match, players, rest - match - players


def shown_ruleset(entry: HistoryEntry) -> str:
    """The match's ruleset by its name ("Sexkortsgolf (Sverige)", ``presets.name_for``), its
    title as its record has it."""
    saved = entry.saved_ruleset
    title = saved.get("title") if isinstance(saved, dict) else getattr(saved, "title", "")
    return name_for(entry.ruleset, title if isinstance(title, str) else "")


def entry_row(entry: HistoryEntry, widths: tuple[int, int, int, int] = (16, 22, 46, 22),
              tally: HistoryTally | None = None,
              dim: str = "dim") -> tuple[Text, Text, Text, Text]:
    """Date, ruleset (with its length and house rules, and "own rules" where ``--rule`` changed
    its play: ``HistoryEntry.house_rule_words``), each player with their total, winners: one
    row of the list, each cell wrapped to its column; with no room for the date (its width 0),
    the date and time under the match, in ``dim`` (the screen's: the theme's faint words,
    ``colours.faint_rich``)."""
    when_width, _match_width, players_width, _winner_width = widths
    date, _space, time = entry.finished_local.partition(" ")
    when = Text(date + ("\n" if when_width < len(entry.finished_local) else " ") + time)
    match = Text()
    match.append(shown_ruleset(entry), style="bold")
    match.append("\n" + entry.length_text())
    rules = entry.house_rule_words(tally)
    if rules:
        match.append("\n+ " + ", ".join(rules), style="italic")
    if not when_width:
        match.append("\n" + when.plain, style=dim)
    players = Text()
    totals_width = max(len(str(t)) for t in entry.totals)
    # a total a computer played some holes of marked as ``golf-tui history`` marks it (its
    # legend under the table: ``STOOD_IN_LEGEND``), the others' totals kept in line with it
    marked = len(STOOD_IN) if any(entry.stood_in) else 0
    for seat, total in enumerate(entry.totals):
        label = entry.seat_label(seat)
        pad = max(1, players_width - len(label) - totals_width - marked)
        mark = STOOD_IN if entry.stood_in_for(seat) else ""
        if seat:
            players.append("\n")
        players.append(label + " " * pad + f"{minus(total):>{totals_width}}"
                       + f"{mark:<{marked}}", style="bold" if seat in entry.winners else "")
    winners = Text()
    winners.append(and_list(entry.winner_labels()), style="bold")  # "Siri and Jonas"
    return when, match, players, winners


COLUMNS = (N_("Finished"), N_("Match"), N_("Players and totals"), N_("Winner"))


# The most matches the list shows, the newest: a history of thousands took seconds to read and
# lay out (10,000: 11 s), and the list is read from the top. ``golf-tui history`` lists all.
SHOWN = 200


def read_history(store: Store, newest: int) -> tuple[list[HistoryEntry], list[str], bool]:
    """The ``newest`` finished matches (oldest first), their files alone read, each keeping what
    its row shows (its match record is read again for its scorecard: ``HistoryEntry.rebuild``),
    a sentence per file that could not be used, and whether the history could be read at all:
    when not, its one problem is all there is to show, not "No finished matches yet". Where
    there are more matches, a last sentence says so."""
    try:
        entries, problems, more = store.newest(newest)
        if more:
            problems.append(ngettext(
                "Only the newest match is listed here: golf-tui history lists them all.",
                "Only the %(n)d newest matches are listed here: golf-tui history lists them"
                " all.", newest) % {"n": newest})
    except HistoryUnreadable as e:
        return [], [str(e)], False
    return entries, problems, True


def too_narrow(width: int) -> ComposeResult:
    """In place of a list on a screen narrower than ``LEAST_WIDTH``: what width it needs."""
    yield Static(_(TOO_SMALL) + "\n" + _(NEEDS_COLUMNS) % {"need": LEAST_WIDTH, "width": width},
                 id="history-narrow", markup=False)


def problem_notes(problems: list[str]) -> ComposeResult:
    """A line a problem found reading the history, above the table of this screen and of the
    statistics (``StatsScreen``): docked, the table's max-height is what they leave."""
    if problems:
        with Vertical(classes="history-notes"):
            for problem in problems:
                yield Static(problem, classes="history-note", markup=False)


class HistoryScreen(ClosedBeside, Relabelled[None]):
    """Finished matches, newest first."""

    CSS_PATH = "../styles/history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
        Binding("enter", "open", N_("Scorecard"), show=False),
    ]

    def __init__(self, store: Store) -> None:
        super().__init__()
        entries, self.problems, self.readable = read_history(store, SHOWN)
        self.entries = list(reversed(entries))
        self._widths = (0, 0, 0, 0)
        self._narrow = 0  # the width that ``too_narrow`` says, or 0: the list is shown

    def compose(self) -> ComposeResult:
        with Vertical(id="history-box") as box:
            box.border_title = _("Match history")
            box.border_subtitle = (_("Enter: scorecard · Esc: close") if self.entries
                                   else _("Esc: close"))
            yield from problem_notes(self.problems)
            if not self.entries:
                if self.readable:
                    yield Static(_("No finished matches yet."), id="history-empty",
                                 markup=False)
            elif self.app.size.width < LEAST_WIDTH:
                self._narrow = self.app.size.width
                yield from too_narrow(self._narrow)
            else:
                self._narrow = 0
                table = RowTable(id="history-table", opens_on_click=True)
                widths = history_widths(self.app.size.width)
                self._widths = widths
                shown = [i for i, width in enumerate(widths) if width]  # narrow: no date
                for i in shown:
                    table.add_column(_(COLUMNS[i]), width=widths[i])
                tally = HistoryTally()  # how each ruleset was played, worked out once
                dim = faint_rich(self.app.theme_variables)  # on the box's surface
                for entry in self.entries:
                    row = entry_row(entry, widths, tally, dim)
                    table.add_row(*(row[i] for i in shown), height=None)
                yield table
                if any(any(entry.stood_in) for entry in self.entries):  # docked: always shown
                    yield Static(f"{STOOD_IN} {_(STOOD_IN_LEGEND)}", id="history-stood-in",
                                 markup=False)
        yield Footer()

    def on_resize(self, event: Resize) -> None:
        """The columns follow the screen's width (the cursor stays on its match)."""
        narrow = event.size.width if event.size.width < LEAST_WIDTH else 0
        if self.entries and (history_widths(event.size.width) != self._widths
                             or narrow != self._narrow):
            self._narrow = narrow
            self._widths = history_widths(event.size.width)
            self.call_later(self.relabel)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.open(event.cursor_row)

    def action_open(self) -> None:
        for table in self.query(DataTable):  # none below ``LEAST_WIDTH``
            self.open(table.cursor_row)

    def open(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        from . import links

        entry = self.entries[index]
        try:
            match = entry.rebuild()
        except MatchFormatError as e:
            self.notify(_("This match cannot be shown: %(problem)s")
                        % {"problem": record_error_text(e)},
                        severity="warning", markup=False)
            return
        # named as in the list, a computer with its level: "Bot 1" was a hard one in this
        # match and may be a normal one in the next
        labels = tuple(entry.seat_label(seat) for seat in range(len(match.players)))
        # for whom a computer played, as the list's "*" and ``golf-tui history --show`` say
        notes = stood_in_sentences(labels, entry.stood_in_for)
        self.app.push_screen(links.scorecard_screen(dataclasses.replace(match, players=labels),
                                                    notes))

    def action_close(self) -> None:
        self.dismiss(None)
