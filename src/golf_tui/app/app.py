"""The Golf app: setup (or a given config) → the table → the match-over choice, round and round.

The app only moves between screens; the table screen and its controller run the match.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from .config import GameConfig, Seat

if TYPE_CHECKING:
    from textual.command import Provider
from .controller import Controller
from .screens import links
from .screens.table import TableScreen


def golf_commands() -> type[Provider]:
    """The palette's game commands, imported when the palette first opens (start-up speed)."""
    from .commands import GolfCommands

    return GolfCommands


def default_config() -> GameConfig:
    """Used when no setup screen is available: two players, Swedish six-card."""
    from ..presets import load_ruleset

    return GameConfig(load_ruleset("swedish-6"), (Seat("Kari"), Seat("Ola")))


class GolfApp(App[None]):
    """Hot-seat Golf. With a ``config`` the first match starts at once; without, setup first."""

    TITLE = "Golf"
    COMMANDS = App.COMMANDS | {golf_commands}
    CSS_PATH = "styles/app.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit_game", "Quit", priority=True, show=False),
    ]

    def __init__(self, config: GameConfig | None = None) -> None:
        super().__init__()
        self.config = config
        self.table: TableScreen | None = None

    def on_mount(self) -> None:
        if self.config is not None:
            self.start_match(self.config)
        else:
            self.show_setup()

    # --- moving between screens ------------------------------------------------------------

    def show_setup(self) -> None:
        screen = links.setup_screen()
        if screen is None:
            self.start_match(self.config or default_config())
            return
        self._replace(screen, self._setup_done)

    def _setup_done(self, config: GameConfig | None) -> None:
        if config is None:
            self.exit()
            return
        self.start_match(config)

    def start_match(self, config: GameConfig) -> None:
        self.config = config
        self.table = TableScreen(Controller(config))
        self._replace(self.table)

    def _replace(self, screen: Screen[Any], callback: Any = None) -> None:
        """Show ``screen`` as the only screen above the default one."""
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(screen, callback)

    def on_table_screen_match_done(self, message: TableScreen.MatchDone) -> None:
        if message.choice == "quit":
            self.exit()
        elif message.choice == "again" and self.config is not None:
            seed = None if self.config.seed is None else self.config.seed + 1
            self.start_match(dataclasses.replace(self.config, seed=seed))
        else:
            self.table = None
            self.show_setup()

    # --- quitting and commands -------------------------------------------------------------

    def match_running(self) -> bool:
        return self.table is not None and not self.table.ctrl.match.finished

    def action_quit_game(self) -> None:
        if not self.match_running():
            self.exit()
            return

        def confirmed(answer: object) -> None:
            if answer is True or answer == "yes":
                self.exit()

        self.push_screen(links.confirm_quit_screen(), confirmed)

    def action_new_match(self) -> None:
        """Leave this match for the setup (asking first while it runs)."""
        if not self.match_running():
            self.show_setup()
            return

        def confirmed(answer: object) -> None:
            if answer is True or answer == "yes":
                self.table = None
                self.show_setup()

        self.push_screen(links.confirm_quit_screen(), confirmed)

    def action_show_rules(self) -> None:
        ruleset = self.table.ctrl.match.ruleset if self.table else None
        if ruleset is not None:
            self.push_screen(links.rules_screen(ruleset))

    def action_show_scorecard(self) -> None:
        if self.table is not None:
            self.push_screen(links.scorecard_screen(self.table.ctrl.match))

    def action_show_keys(self) -> None:
        self.push_screen(links.keys_screen(self.table.ctrl.match.ruleset if self.table else None))
