"""The history screen: every finished match (date, ruleset, players, winners, totals); Enter on
one shows its scorecard, the match rebuilt from its record. Damaged history files have already
been moved aside by the store; they are listed as notes above the table."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Footer, Static

from ...engine import MatchFormatError
from ...i18n import N_, _
from ...storage import HistoryEntry, Store
from .relabel import Relabelled


def entry_row(entry: HistoryEntry) -> tuple[str, str, str, str, str]:
    """Date, ruleset (with house rules), players, winners, totals: one line of the list."""
    date = entry.finished_local
    rules = entry.ruleset + (f" +{len(entry.house_rules)}" if entry.house_rules else "")
    totals = " ".join(str(t) for t in entry.totals)
    return (date, rules, ", ".join(entry.players), " & ".join(entry.winner_names()), totals)


COLUMNS = (N_("Finished"), N_("Ruleset"), N_("Players"), N_("Winner"), N_("Totals"))


class HistoryScreen(ModalScreen[None], Relabelled[None]):
    """Finished matches, newest first."""

    CSS_PATH = "../styles/history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
        Binding("enter", "open", N_("Scorecard"), show=False),
    ]

    def __init__(self, store: Store) -> None:
        super().__init__()
        entries, self.problems = store.history()
        self.entries = list(reversed(entries))

    def compose(self) -> ComposeResult:
        with Vertical(id="history-box") as box:
            box.border_title = _("Match history")
            box.border_subtitle = (_("Enter: scorecard · Esc: close") if self.entries
                                   else _("Esc: close"))
            for problem in self.problems:
                yield Static(problem, classes="history-note", markup=False)
            if not self.entries:
                yield Static(_("No finished matches yet."), id="history-empty", markup=False)
            else:
                table: DataTable[str] = DataTable(id="history-table", cursor_type="row")
                table.add_columns(*(_(c) for c in COLUMNS))
                for entry in self.entries:
                    table.add_row(*entry_row(entry))
                yield table
        yield Footer()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.open(event.cursor_row)

    def action_open(self) -> None:
        if self.entries:
            self.open(self.query_one(DataTable).cursor_row)

    def open(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        from . import links

        try:
            match = self.entries[index].rebuild()
        except MatchFormatError as e:
            self.notify(_("This match cannot be shown: %(problem)s") % {"problem": e},
                        severity="warning", markup=False)
            return
        self.app.push_screen(links.scorecard_screen(match))

    def action_close(self) -> None:
        self.dismiss(None)
