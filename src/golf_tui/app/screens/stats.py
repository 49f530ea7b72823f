"""The statistics screen: per player name (a computer player per level, marked as one),
matches and wins, then a line per ruleset: matches, wins, mean hole score, best hole, and the
best match among matches of as many holes. Card values differ between rulesets, so scores are
never compared across them; the numbers are those ``golf-tui stats`` prints (one decimal).

The columns fit the screen's width (80 columns and up): the best matches wrap, one length a
line, in the last column."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Resize
from textual.widgets import DataTable, Footer, Static

from ...cli_history import best_match_text, mean_text
from ...i18n import N_, _
from ...storage import PlayerStats, Store, player_stats
from ...storage.history import HUMAN, RulesetStats
from .beside import ClosedBeside
from .history import FRAME, MAX_WIDTH, read_history
from .relabel import Relabelled

COLUMNS = (N_("Player"), N_("Matches"), N_("Wins"), N_("Mean hole"), N_("Best hole"),
           N_("Best match"))
NAME_WIDTH = 18  # a name of 16 characters, or a ruleset under it, indented


def stats_widths(width: int) -> tuple[int, ...]:
    """The columns' widths on a screen ``width`` wide: the numbers as wide as their headings,
    the best matches the rest."""
    numbers = [max(cell_len(_(c)), 4) for c in COLUMNS[1:-1]]
    inner = min(width, MAX_WIDTH) - FRAME - 2 * len(COLUMNS)
    return (NAME_WIDTH, *numbers, max(12, inner - NAME_WIDTH - sum(numbers)))


def player_row(s: PlayerStats) -> tuple[Text, ...]:
    """The player's own line: name, matches and wins in all. A computer level's name ("hard
    bot") has "bot level" under it: a person may be called "hard bot" too, and a name
    holds no line break, so no person's row looks like it."""
    name = Text(s.name, style="bold")
    if s.kind != HUMAN:
        name.append("\n" + _("bot level"), style="dim")
    return (name, Text(str(s.matches), justify="right"),
            Text(str(s.wins), justify="right"), Text(), Text(), Text())


def ruleset_row(r: RulesetStats) -> tuple[Text, ...]:
    """One ruleset's line under its player."""
    best_hole = "–" if r.best_hole is None else str(r.best_hole)
    return (Text("  " + r.ruleset), Text(str(r.matches), justify="right"),
            Text(str(r.wins), justify="right"), Text(mean_text(r.mean_hole), justify="right"),
            Text(best_hole, justify="right"), Text(best_match_text(r.best_match, "\n")))


def stats_rows(s: PlayerStats) -> list[tuple[Text, ...]]:
    return [player_row(s), *(ruleset_row(r) for r in s.rulesets)]


class StatsScreen(ClosedBeside, Relabelled[None]):
    """Every player name in the history, by name."""

    CSS_PATH = "../styles/history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", N_("Close"))]

    def __init__(self, store: Store) -> None:
        super().__init__()
        entries, self.problems, self.readable = read_history(store)
        self.stats = player_stats(entries)
        self._widths: tuple[int, ...] = ()

    def compose(self) -> ComposeResult:
        with Vertical(id="history-box") as box:
            box.border_title = _("Player statistics")
            box.border_subtitle = _("Esc: close")
            for problem in self.problems:
                yield Static(problem, classes="history-note", markup=False)
            if not self.stats:
                if self.readable:
                    yield Static(_("No finished matches yet."), id="history-empty",
                                 markup=False)
            else:
                table: DataTable[Any] = DataTable(id="stats-table", cursor_type="row")
                widths = self._widths = stats_widths(self.app.size.width)
                for column, width in zip(COLUMNS, widths, strict=True):
                    table.add_column(_(column), width=width)
                for s in self.stats:
                    for row in stats_rows(s):
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
