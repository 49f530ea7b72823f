"""Help over the table: the keys (``?``/F1) and the rules of the table being played (``r``).

The rules text comes from ``golf_tui.rules_text`` (the pages in ``docs/rules``); should that be
missing, a short summary is generated from the ruleset's own fields."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown, Static

from ...engine import Ruleset

TURN_KEYS: list[tuple[str, str]] = [
    ("d", "draw from the stock"),
    ("t", "take the top card of the discard pile"),
    ("1–9", "choose a grid position (laid out like the grid, below)"),
    ("arrows, Enter", "move to a position and choose it; a mouse click does the same"),
    ("x", "throw the drawn card away"),
    ("k", "knock (where the rules allow it)"),
    ("f", "flip a face-down card (where the rules allow it)"),
    ("p", "peek at one of your face-down cards, for a penalty"),
]
ANY_TIME_KEYS: list[tuple[str, str]] = [
    ("s", "scorecard"),
    ("r", "rules of this table"),
    ("h", "discard pile history"),
    ("+ / -", "computer players faster / slower"),
    ("space", "skip a computer player's pause"),
    ("? / F1", "this list of keys"),
    ("ctrl+p", "command palette: new match, rules, scorecard, theme"),
    ("ctrl+q", "quit (asks first during a match)"),
]


def position_layout(rows: int, cols: int) -> str:
    """The digit keys as they sit on the grid: ``1 2 3 / 4 5 6``, one row a line."""
    return "\n".join(" ".join(str(r * cols + c + 1) for c in range(cols)) for r in range(rows))


def keys_table(title: str, keys: list[tuple[str, str]]) -> Table:
    table = Table(title=title, title_justify="left", title_style="bold", box=None,
                  show_header=False, padding=(0, 2, 0, 0))
    table.add_column(no_wrap=True, justify="right", min_width=8)
    table.add_column()
    for key, words in keys:
        table.add_row(Text().append(f" {key} ", style="bold reverse"), words)
    return table


class KeysScreen(ModalScreen[None]):
    """Every key of the table, with the position keys drawn like the grid."""

    CSS_PATH = "../styles/help.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("question_mark,f1", "close", "Close", show=False),
    ]

    def __init__(self, ruleset: Ruleset | None = None) -> None:
        super().__init__()
        self._ruleset = ruleset

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box", classes="help-box") as box:
            box.border_title = "Keys"
            box.border_subtitle = "Esc to close"
            yield Static(keys_table("On your turn", TURN_KEYS))
            yield Static(self._layouts(), classes="layouts")
            yield Static(keys_table("Any time", ANY_TIME_KEYS))
        yield Footer()

    def _layouts(self) -> Table:
        shapes = [self._ruleset.shape] if self._ruleset else [(2, 2), (2, 3), (3, 3)]
        table = Table(box=None, show_header=True, header_style="bold", padding=(0, 4, 0, 0),
                      title="Position keys", title_justify="left", title_style="bold")
        for rows, cols in shapes:
            table.add_column(f"{rows}×{cols} grid")
        table.add_row(*(Text(position_layout(r, c)) for r, c in shapes))
        return table

    def action_close(self) -> None:
        self.dismiss(None)


def summary_markdown(r: Ruleset) -> str:
    """A short description of a ruleset made from its fields (used when no rules text exists)."""
    rows, cols = r.shape
    values = ", ".join(f"{k} {v:+d}" if v < 0 else f"{k} {v}" for k, v in r.values.items()
                       if k != "JK" or r.jokers_per_deck)
    lines = [
        f"# {r.title or r.name} ({r.name})", "", r.description, "",
        f"- **Grid:** {rows} rows of {cols}; {r.players.min}–{r.players.max} players.",
        f"- **Opening:** {r.opening.kind} {r.opening.count}.",
        f"- **Cards swapped in lie** {r.placement.replace('_', ' ')}.",
        f"- **Card values:** {values}.",
        f"- **Pairs:** {r.pairs}.",
        f"- **Knock:** {'allowed' if r.knock else 'not allowed'}.",
        f"- **A grid all face up:** {r.all_face_up.replace('_', ' ')}.",
        f"- **Empty stock:** {r.empty_stock.replace('_', ' ')}.",
        f"- **Match:** {r.match.describe()}.",
    ]
    if r.active_house_rules:
        lines += ["", "## House rules in play", ""]
        for active in r.active_house_rules:
            key = active.split("=")[0]
            rule = r.house_rules.get(key)
            lines.append(f"- **{rule.title if rule else key}:**"
                         f" {rule.description if rule else active}")
    return "\n".join(lines)


def rules_markdown(ruleset: Ruleset) -> str:
    """The rules of ``ruleset`` from the docs, or the generated summary."""
    try:
        from ...rules_text import rules_markdown as from_docs
    except ImportError:
        return summary_markdown(ruleset)
    try:
        return from_docs(ruleset)
    except (OSError, ValueError):
        return summary_markdown(ruleset)


class RulesScreen(ModalScreen[None]):
    """The rules of the table being played, with its house rules."""

    CSS_PATH = "../styles/help.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("r", "close", "Close", show=False),
    ]

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__()
        self._ruleset = ruleset

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="rules-box", classes="help-box") as box:
            box.border_title = f"Rules · {self._ruleset.title or self._ruleset.name}"
            box.border_subtitle = "Esc to close"
            yield Markdown(rules_markdown(self._ruleset), id="rules-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-box").focus()

    def action_close(self) -> None:
        self.dismiss(None)
