"""The scorecard, any time during a match (key ``s``): players × holes, totals, the leader starred.
Escape or ``s`` closes it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.measure import Measurement
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, VerticalScroll
from textual.widgets import Footer, Static

from ...engine import Match
from ...i18n import N_, _, ngettext
from ...presets import ruleset_name
from ...ruleset_words import house_rule_titles
from ...storage.history import own_rules
from ..widgets.scorecard_table import Scorecard, scorecard
from .beside import ClosedBeside
from .relabel import Relabelled


def match_caption(match: Match) -> str:
    """``Sexkortsgolf · swedish-6 · 3 of 9 holes played``, the house rules on a second line; a
    match to a target says "4 holes played · to 100, lowest wins" while it runs (not "first to
    100": the lowest total wins), "12 holes played (to 100)" once it is over, as the history
    names it."""
    r = match.ruleset
    played = sum(1 for h in match.results if h.scores is not None)
    planned = match.holes_to_play
    if planned is not None:
        length = ngettext("%(played)d of %(planned)d hole played",
                          "%(played)d of %(planned)d holes played", planned) % {
            "played": played, "planned": planned}
    elif match.finished:  # who reached the target, and when, is told under the card
        length = ngettext("%(played)d hole played (to %(target)d)",
                          "%(played)d holes played (to %(target)d)", played) % {
            "played": played, "target": r.match.target}
    else:
        length = ngettext("%(played)d hole played · to %(target)d, lowest wins",
                          "%(played)d holes played · to %(target)d, lowest wins", played) % {
            "played": played, "target": r.match.target}
    caption = f"{ruleset_name(r)} · {length}"
    titles = house_rule_titles(r)
    if own_rules(r):  # as the history and the statistics say it
        titles.append(_("own rules"))
    if not titles:
        return caption
    return caption + "\n" + _("House rules: %(titles)s") % {"titles": ", ".join(titles)}


class ScorecardScreen(ClosedBeside, Relabelled[None]):
    """The match so far on a golf scorecard, over the table."""

    CSS_PATH = "../styles/scorecard.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
        Binding("s", "close", N_("Close"), show=False),
    ]

    def __init__(self, match: Match, notes: Sequence[str] = ()) -> None:
        """``notes``: lines under the card (a match of the history: for whom a computer
        played, in which holes, as ``golf-tui history --show`` says it)."""
        super().__init__()
        self._match = match
        self._notes = tuple(notes)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="scorecard-box") as box:
            box.styles.width = self._width()
            box.border_title = _("Scorecard")
            box.border_subtitle = _("Esc or s: close")
            yield Static(match_caption(self._match), id="scorecard-caption",
                         markup=False)
            with Center():
                yield Scorecard(self._match, id="scorecard")
            if self._notes:
                yield Static("\n".join(self._notes), id="scorecard-notes", markup=False)
        yield Footer()

    def _width(self) -> int:
        """The card's own width: its widest form or its caption, with the frame (padding 2 a
        side, borders, a scrollbar's column). An auto width would take the whole screen: the
        Center inside it is as wide as it may be. The box's max-width (100%) caps it."""
        console = self.app.console
        card = Measurement.get(console, console.options.update(max_width=10_000),
                               scorecard(self._match)).maximum
        caption = max(cell_len(line) for line in match_caption(self._match).splitlines())
        return max(card, caption) + 7

    def action_close(self) -> None:
        self.dismiss(None)
