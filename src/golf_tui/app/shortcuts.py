"""The app's look-ups and the bots' pace, each an action the palette (and a key) runs: the
rules, the scorecard, the log, the history, the statistics, the keys; the computer players
faster, slower, paused or going on, as the table's +, - and p. Mixed into ``GolfApp``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.app import App

from .palette_commands import PACE_STEPS
from .screens import links

if TYPE_CHECKING:
    from ..engine import Ruleset
    from .screens.table import TableScreen
    from .session import Session


class Shortcuts(App[None]):
    """The look-ups and the bots' pace (mixed into ``GolfApp``, which sets these up)."""

    session: Session | None
    table: TableScreen | None

    def match_over_shown(self) -> bool:
        """Whether the match over is shown (under the palette, or under a look-up opened over
        it): the palette's entries follow it (``commands.AT_MATCH_OVER``)."""
        from .screens.match_over import MatchOverScreen

        return any(isinstance(screen, MatchOverScreen) for screen in self.screen_stack)

    def _setup_ruleset(self) -> Ruleset | None:
        """The ruleset chosen at the setup shown (under the palette, while that is open)."""
        for screen in reversed(self.screen_stack):
            chosen = getattr(screen, "chosen_ruleset", None)
            if callable(chosen):
                result: Ruleset = chosen()
                return result
        return None

    def action_bots_faster(self) -> None:
        """The palette's Bots' pace: faster, the table's + (its note says the new pace)."""
        self._bots_pace("bots_faster")

    def action_bots_slower(self) -> None:
        """The palette's Bots' pace: slower, the table's -."""
        self._bots_pace("bots_slower")

    def action_pause_bots(self) -> None:
        """The palette's Pause the bots: the table's p on a computer's turn."""
        table = self.table
        if table is not None and table.check_action("pause", ()):
            table.action_pause()

    def action_bots_go_on(self) -> None:
        """The palette's Let the bots play on: p again, once paused."""
        table = self.table
        if table is not None and table.check_action("go_on", ()):
            table.action_go_on()

    def _bots_pace(self, action: str) -> None:
        table, step = self.table, PACE_STEPS[action]
        if table is not None and table.check_action("pace", (step,)):
            table.action_pace(step)

    def action_show_rules(self) -> None:
        ruleset = self.table.ctrl.match.ruleset if self.table else self._setup_ruleset()
        if ruleset is not None:
            self.push_screen(links.rules_screen(
                ruleset, self.table.ctrl.match.table if self.table else None))

    def action_show_scorecard(self) -> None:
        if self.table is not None:
            self.push_screen(links.scorecard_screen(self.table.ctrl.match))

    def action_show_log(self) -> None:
        if self.table is not None:
            self.push_screen(links.log_screen(self.table.ctrl))

    def _store(self) -> Any:
        from ..storage import Store

        return self.session.store if self.session is not None else Store()

    def action_show_history(self) -> None:
        from .screens.history import HistoryScreen

        self.push_screen(HistoryScreen(self._store()))

    def action_show_stats(self) -> None:
        from .screens.stats import StatsScreen

        self.push_screen(StatsScreen(self._store()))

    def action_show_keys(self) -> None:
        """The keys of the screen shown: the match over's there (its ``?`` and the palette's
        entry agree), else the table's. Over a keys list already shown (? then the palette's
        entry) nothing more opens: a second one on it left the first Esc seeming to do
        nothing."""
        if self.match_over_shown():
            keys = links.match_over_keys_screen()
        elif self.table is None:
            keys = links.keys_screen()
        else:
            ctrl = self.table.ctrl
            keys = links.keys_screen(ctrl.match.ruleset, bool(ctrl.bots))
        if type(self.screen) is not type(keys):
            self.push_screen(keys)
