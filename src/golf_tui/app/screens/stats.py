"""The statistics screen: per player name, matches, wins, mean hole score per ruleset, best
hole and best match, drawn from the history."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Footer, Static

from ...i18n import N_, _, decimal
from ...storage import PlayerStats, Store, player_stats
from .relabel import Relabelled

COLUMNS = (N_("Player"), N_("Matches"), N_("Wins"), N_("Mean hole score"), N_("Best hole"),
           N_("Best match"))


def stats_row(s: PlayerStats) -> tuple[str, str, str, str, str, str]:
    means = ", ".join(f"{r} {decimal(m, 2)}" for r, m in s.mean_hole.items()) or "–"
    best_hole = "–" if s.best_hole is None else str(s.best_hole)
    best = "–" if s.best_match is None else f"{s.best_match[0]} ({s.best_match[1]})"
    return (s.name, str(s.matches), str(s.wins), means, best_hole, best)


class StatsScreen(ModalScreen[None], Relabelled[None]):
    """Every player name in the history, by name."""

    CSS_PATH = "../styles/history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", N_("Close"))]

    def __init__(self, store: Store) -> None:
        super().__init__()
        entries, self.problems = store.history()
        self.stats = player_stats(entries)

    def compose(self) -> ComposeResult:
        with Vertical(id="history-box") as box:
            box.border_title = _("Player statistics")
            box.border_subtitle = _("Esc: close")
            for problem in self.problems:
                yield Static(problem, classes="history-note", markup=False)
            if not self.stats:
                yield Static(_("No finished matches yet."), id="history-empty", markup=False)
            else:
                table: DataTable[str] = DataTable(id="stats-table", cursor_type="row")
                table.add_columns(*(_(c) for c in COLUMNS))
                for s in self.stats:
                    table.add_row(*stats_row(s))
                yield table
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
