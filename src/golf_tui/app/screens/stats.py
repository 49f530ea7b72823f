"""The statistics screen: per player name (a computer player per level, marked as one),
matches and wins, then a line per ruleset: matches, wins, mean hole score, best hole, and the
best match among matches of as many holes. Card values differ between rulesets, so scores are
never compared across them; the numbers are those ``golf-tui stats`` prints (one decimal).

The columns fit the screen's width: from 80 columns the best matches wrap, one length a line, in
the last column. Narrower (60 columns), that column would not fit beside the others in any
language, so the best matches move under their ruleset's name, dim, as the Player column's
heading says on its second line ("Best match", dim too), and the numbers' headings wrap at their
spaces; nothing scrolls sideways."""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Resize
from textual.widgets import Footer, Static

from ...cli_history import best_match_text, mean_text
from ...i18n import N_, _
from ...storage import HistoryUnreadable, PlayerStats, Store
from ...storage.history import HUMAN, RulesetStats
from ..widgets.row_table import RowTable
from .beside import ClosedBeside
from .history import FRAME, MAX_WIDTH
from .relabel import Relabelled

COLUMNS = (N_("Player"), N_("Matches"), N_("Wins"), N_("Mean hole"), N_("Best hole"),
           N_("Best match"))
NAME_WIDTH = 18  # a name of 16 characters, or a ruleset under it, indented
BEST_MATCH_WIDTH = 12  # "188 (9 holes)" wraps after its total at most
NARROW_NAME_WIDTH = 13  # "  norwegian-4"; a longer name wraps


def stats_widths(width: int) -> tuple[int, ...]:
    """The columns' widths on a screen ``width`` wide: the numbers as wide as their headings,
    the best matches the rest. Where that column does not fit, five widths: no best match
    column (``narrow``), each number as wide as its heading's longest word, the names the
    rest."""
    numbers = [max(cell_len(_(c)), 4) for c in COLUMNS[1:-1]]
    inner = min(width, MAX_WIDTH) - FRAME - 2 * len(COLUMNS)
    if inner - NAME_WIDTH - sum(numbers) >= BEST_MATCH_WIDTH:
        return (NAME_WIDTH, *numbers, inner - NAME_WIDTH - sum(numbers))
    numbers = [max(max(cell_len(w) for w in _(c).split()), 4) for c in COLUMNS[1:-1]]
    inner += 2  # one column fewer, and its padding
    return (max(NARROW_NAME_WIDTH, inner - sum(numbers)), *numbers)


def narrow(widths: tuple[int, ...]) -> bool:
    """Whether the best matches stand under the rulesets' names (no column of their own)."""
    return len(widths) < len(COLUMNS)


def headings(widths: tuple[int, ...]) -> list[Text]:
    """The columns' headings; narrow, the numbers' wrapped at their spaces and the Player
    column's with "Best match" under it."""
    if not narrow(widths):
        return [Text(_(c)) for c in COLUMNS]
    player = Text(_(COLUMNS[0]))
    player.append("\n" + _(COLUMNS[-1]), style="dim")
    return [player, *(Text(_(c).replace(" ", "\n"), justify="right") for c in COLUMNS[1:-1])]


def player_row(s: PlayerStats, widths: tuple[int, ...] = ()) -> tuple[Text, ...]:
    """The player's own line, in columns ``widths`` wide (``stats_widths``; none: the widest
    form): name, matches and wins in all. A computer level's ("hard bot") says "(bot level)",
    dim, on the same line: a person may be called "hard bot" too. With a best match column
    the words end the line, in that column, as they end ``golf-tui stats``'s. Narrow, they
    follow the name where they fit in its column, else stand in the mean hole's column (empty
    on this line), else (no room on the line in the language) go under the name, indented as
    the best matches under a ruleset's name. (Under the name, at its indent and without
    brackets, they read as another player, called "bot level".)"""
    thin = bool(widths) and narrow(widths)
    name = Text(s.name, style="bold")
    cells = [Text(), Text(), Text()] if not thin else [Text(), Text()]
    if s.kind != HUMAN:
        said = "(" + _("bot level") + ")"
        if not thin:
            cells[-1] = Text(said, style="dim")
        elif cell_len(f"{s.name} {said}") <= widths[0]:
            name.append(" " + said, style="dim")
        elif cell_len(said) <= widths[3]:
            cells[0] = Text(said, style="dim", justify="right")
        else:
            name.append("\n  " + said, style="dim")
    return (name, Text(str(s.matches), justify="right"), Text(str(s.wins), justify="right"),
            *cells)


def ruleset_row(r: RulesetStats, narrow: bool = False) -> tuple[Text, ...]:
    """One ruleset's line under its player; ``narrow``: its best matches under its name, one
    length a line, and no cell of their own."""
    best_hole = "–" if r.best_hole is None else str(r.best_hole)
    best_match = best_match_text(r.best_match, "\n")
    name = Text("  " + r.ruleset)
    if narrow:
        for line in best_match.splitlines():
            name.append("\n  " + line, style="dim")
    row = (name, Text(str(r.matches), justify="right"),
           Text(str(r.wins), justify="right"), Text(mean_text(r.mean_hole), justify="right"),
           Text(best_hole, justify="right"))
    return row if narrow else (*row, Text(best_match))


def stats_rows(s: PlayerStats, widths: tuple[int, ...]) -> list[tuple[Text, ...]]:
    """A player's rows in columns ``widths`` wide (``stats_widths``)."""
    return [player_row(s, widths), *(ruleset_row(r, narrow(widths)) for r in s.rulesets)]


class StatsScreen(ClosedBeside, Relabelled[None]):
    """Every player name in the history, by name."""

    CSS_PATH = "../styles/history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", N_("Close"))]

    def __init__(self, store: Store) -> None:
        super().__init__()
        # counted as each file is read: the history's matches are not kept (10,000: 470 MB)
        self.stats: list[PlayerStats] = []
        self.readable = True
        try:
            tally, self.problems = store.tally()
        except HistoryUnreadable as e:  # its one problem is all there is to show
            self.problems, self.readable = [str(e)], False
        else:
            self.stats = tally.stats()
        self._widths: tuple[int, ...] = ()

    def compose(self) -> ComposeResult:
        with Vertical(id="history-box") as box:
            box.border_title = _("Player statistics")
            box.border_subtitle = _("Esc: close")
            if self.problems:  # docked: the table's max-height is what they leave
                with Vertical(classes="history-notes"):
                    for problem in self.problems:
                        yield Static(problem, classes="history-note", markup=False)
            if not self.stats:
                if self.readable:
                    yield Static(_("No finished matches yet."), id="history-empty",
                                 markup=False)
            else:
                widths = self._widths = stats_widths(self.app.size.width)
                labels = headings(widths)
                table = RowTable(
                    id="stats-table",
                    header_height=max(len(label.plain.splitlines()) for label in labels))
                for label, width in zip(labels, widths, strict=True):
                    table.add_column(label, width=width)
                for s in self.stats:
                    for row in stats_rows(s, widths):
                        table.add_row(*row, height=None)
                yield table
        yield Footer()

    def on_resize(self, event: Resize) -> None:
        """The columns follow the screen's width."""
        if self.stats and stats_widths(event.size.width) != self._widths:
            self._widths = stats_widths(event.size.width)
            self.call_later(self.relabel)

    def action_close(self) -> None:
        self.dismiss(None)
