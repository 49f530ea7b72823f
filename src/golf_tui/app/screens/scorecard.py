"""The scorecard, any time during a match (key ``s``): players × holes, totals, the leader starred.
Escape or ``s`` closes it."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ...engine import Match, Ruleset
from ..widgets.scorecard_table import Scorecard


def house_rule_titles(ruleset: Ruleset) -> list[str]:
    """The active house rules by their titles (an option's title when it has one)."""
    titles = []
    for active in ruleset.active_house_rules:
        key, _, option = active.partition("=")
        rule = ruleset.house_rules.get(key)
        if rule is None:
            titles.append(active)
        elif option and option in rule.options:
            titles.append(rule.options[option].title)
        else:
            titles.append(rule.title)
    return titles


def match_caption(match: Match) -> str:
    """``Sexkortsgolf · swedish-6 · 3 of 9 holes played``, the house rules on a second line."""
    r = match.ruleset
    played = sum(1 for h in match.results if h.scores is not None)
    planned = match.holes_to_play
    length = (f"{played} of {planned} holes played" if planned is not None
              else f"{played} holes played · first to {r.match.target}")
    caption = f"{r.title or r.name} · {r.name} · {length}"
    titles = house_rule_titles(r)
    return caption + (f"\nHouse rules: {', '.join(titles)}" if titles else "")


class ScorecardScreen(ModalScreen[None]):
    """The match so far on a golf scorecard, over the table."""

    CSS_PATH = "../styles/scorecard.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("s", "close", "Close", show=False),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__()
        self._match = match

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="scorecard-box") as box:
            box.border_title = "Scorecard"
            box.border_subtitle = "Esc or s to close"
            yield Static(match_caption(self._match), id="scorecard-caption")
            with Center():
                yield Scorecard(self._match, id="scorecard")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
