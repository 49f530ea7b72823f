"""The Golf app: setup (or a given config) → the table → the match-over choice, round and round.

The app only moves between screens; the table screen and its controller run the match. With a
``Session`` (``golf-tui`` passes one) it also keeps the match safe: an unfinished match is offered
at start-up, every action is autosaved, and the theme and pace are remembered. Without one
(tests, embedding) nothing is read or written.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterable
from functools import partial
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen

from ..i18n import LANGUAGES, _, set_language
from .config import GameConfig, Seat
from .terminal import unicode_ok

if TYPE_CHECKING:
    from textual.command import Provider
    from textual.theme import Theme

    from ..storage import SavedMatch
    from .session import Session
from .controller import Controller
from .screens import links
from .screens.handover import HandoverScreen
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
    CSS_PATH: ClassVar[list[str | PurePath]] = ["styles/app.tcss", "styles/ascii.tcss"]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit_game", "Quit", priority=True, show=False),
    ]

    def __init__(self, config: GameConfig | None = None, *, session: Session | None = None,
                 resume: SavedMatch | None = None) -> None:
        """``config`` starts at the table; ``resume`` goes on with a saved match; with neither,
        an unfinished match in the session is offered, then the setup."""
        super().__init__()
        self.config = config
        self.session = session
        self.resume = resume
        self.table: TableScreen | None = None
        self.notices: list[str] = []  # every message shown as a notification, for tests

    def on_mount(self) -> None:
        self.set_class(not unicode_ok(os.environ) or bool(self.config and self.config.ascii),
                       "-ascii")
        session = self.session
        if session is not None:
            if session.settings.theme and session.settings.theme in self.available_themes:
                self.theme = session.settings.theme
            self.theme_changed_signal.subscribe(self, self._theme_changed)
        if self.resume is not None:
            self.start_resumed(self.resume)
        elif self.config is not None:
            self.start_match(self.config)
        elif session is not None and (info := session.offer()) is not None:
            from .screens.resume import ResumeScreen

            self._replace(ResumeScreen(info, list(session.problems)), self._resume_chosen)
        else:
            self.show_setup()
        if session is not None:
            for problem in session.problems:
                self.warn(problem)

    def warn(self, message: str) -> None:
        """A problem the player should know about, shown until dismissed (and recorded)."""
        self.notices.append(message)
        self.notify(message, severity="warning", timeout=30, markup=False)

    def _theme_changed(self, theme: Theme) -> None:
        if self.session is not None:
            self.session.remember(theme=theme.name)

    def _remember_pace(self) -> None:
        if self.session is not None and self.table is not None:
            self.session.remember(bot_delay=self.table.pace)

    def on_unmount(self) -> None:
        self._remember_pace()

    def _resume_chosen(self, choice: str | None) -> None:
        if choice == "resume" and self.session is not None:
            saved = self.session.resume()
            if saved is not None:
                self.start_resumed(saved)
                return
            self.warn(self.session.problems[-1])
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
        if self.session is not None:
            config = self.session.with_remembered(config)
        self.start_match(config)

    def _on_change(self, config: GameConfig) -> Any:
        """The controller's ``on_change``: the autosave (and the pace, which +/- may change)."""
        if self.session is None:
            return None
        save = self.session.saver(config, self.warn)

        def changed(match: Any) -> None:
            save(match)
            self._remember_pace()

        return changed

    def start_match(self, config: GameConfig) -> None:
        """A new match; its first save replaces any unfinished one."""
        self.config = config
        self.set_class(config.ascii or not unicode_ok(os.environ), "-ascii")
        ctrl = Controller(config, on_change=self._on_change(config))
        if ctrl.on_change is not None:
            ctrl.on_change(ctrl.match)
        self.table = TableScreen(ctrl)
        self._replace(self.table)

    def start_resumed(self, saved: SavedMatch) -> None:
        """Go on with a saved match. Nobody holds the keys until the hand-over, so the table
        shows only what everyone may see; the player to act gets it through a hand-over."""
        from .session import config_from_saved

        config = config_from_saved(saved)
        self.config = config
        ctrl = Controller(config, saved.match, on_change=self._on_change(config))
        ctrl.keys = None
        self.table = TableScreen(ctrl)
        self._replace(self.table)
        if config.handover == "never" and not ctrl.is_bot(ctrl.current):
            # the table takes the keys at once in this mode: cover it for this first turn
            self.push_screen(HandoverScreen(ctrl.match.players[ctrl.current],
                                            _("Resuming the saved match.")))

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

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand(_("Match history"), _("Finished matches and their scorecards"),
                            self.action_show_history)
        yield SystemCommand(_("Player statistics"), _("Matches, wins and best scores per player"),
                            self.action_show_stats)
        for code, name in LANGUAGES.items():
            yield SystemCommand(_("Language: %(name)s") % {"name": name},
                                _("Change the language of the game"),
                                partial(self.switch_language, code))

    def switch_language(self, code: str) -> None:
        """Speak ``code`` from now on, remember it, and show every screen in it at once; the
        match itself is left exactly as it was."""
        set_language(code)
        if self.session is not None:
            self.session.remember(language=code)
        screens = list(self.screen_stack)
        if self.table is not None and self.table not in screens:
            screens.append(self.table)
        for screen in screens:
            refresh = getattr(screen, "refresh_language", None)
            if callable(refresh):
                refresh()

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
        self.push_screen(links.keys_screen(self.table.ctrl.match.ruleset if self.table else None))
