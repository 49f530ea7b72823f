"""What the app keeps through the session (``session.Session``) for later: every move autosaved
(``_on_change``, the controller's hook), the pace and the theme chosen, the setup's settings and
its note of the deal passed on. Without a session nothing is written. Mixed into ``GolfApp``."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App

from .config import GameConfig

if TYPE_CHECKING:
    from textual.theme import Theme

    from ..engine import Match
    from .controller import Controller
    from .screens.table import TableScreen
    from .session import Session


class Remembered(App[None]):
    """The autosave hook and the choices remembered (mixed into ``GolfApp``, which sets these
    up)."""

    config: GameConfig | None
    session: Session | None
    table: TableScreen | None

    if TYPE_CHECKING:  # provided by ``app_notes.Warnings``

        def warn(self, message: str, *, toast: bool = True, first: bool = False,
                 saved: bool = False) -> None:
            ...

        def warn_first(self, message: str) -> None:
            ...

        def kept_aside(self, note: str, full: str) -> None:
            ...

    def settings_not_saved(self, error: OSError, path: Path) -> None:
        """The setup could not write the settings file: one warning a run."""
        if self.session is not None:
            self.session.settings_not_saved(error, path)
        else:
            from .settings import settings_not_saved

            self.warn(settings_not_saved(error, path))

    def settings_read_again(self, tell: Callable[[str], None] | None = None) -> None:
        """The setup's Start, or the game quitting from the setup, is about to save its
        choices: a settings file left unusable by a hand's edit since this run read it is kept
        aside and said (by ``tell``, else a warning), and this run's settings (the pace, the
        theme, the language) saved in its place first, which the setup's save keeps where its
        form has none (``Session.settings_read_again``). The save moved it aside without a
        word and took the defaults' pace and theme."""
        if self.session is not None:
            self.session.settings_read_again(tell)

    def _theme_changed(self, theme: Theme) -> None:
        if self.session is not None:
            self.session.remember(theme=theme.name)

    def on_table_screen_pace_changed(self, message: TableScreen.PaceChanged) -> None:
        """+ or - at the table: the new pace is the match's from now on (Play again keeps it),
        is remembered for the next match, and is saved with this one at once, so that resuming
        it brings it back."""
        if self.config is not None:
            self.config = dataclasses.replace(self.config, bot_delay=message.pace)
        if self.session is None:
            return
        self.session.remember(bot_delay=message.pace)
        table = self.table
        if table is not None and table.ctrl.on_change is not None \
                and not table.ctrl.match.finished:
            table.ctrl.on_change(table.ctrl.match)

    def deal_passed_said(self) -> None:
        """The setup has said why its list starts from the next dealer (``Settings.deal_passed``):
        said once, the note is forgotten, and the next start shows that list as it was last
        seen, without a word."""
        if self.session is not None:
            self.session.remember(deal_passed=None)

    def _on_change(self, config: GameConfig, ctrl: Controller) -> Any:
        """The controller's ``on_change``: the autosave, with the pace as +/- left it, the
        opening peek last hidden and the deal whose hole result before it was seen; and once
        the match has finished, the deal passed on in the setup remembered."""
        if self.session is None:
            return None

        def live() -> dict[str, Any]:
            # ``self.config`` is the match being played (set before its first save), its pace
            # kept up to date by ``on_table_screen_pace_changed``
            state: dict[str, Any] = {"bot_delay": (self.config or config).bot_delay}
            if ctrl.peek_hidden is not None:
                state["peek_hidden"] = list(ctrl.peek_hidden)
            if ctrl.result_seen is not None:
                state["result_seen"] = ctrl.result_seen
            if ctrl.paused:  # w paused the computer players: a resumed match is paused too
                state["paused"] = True
            if ctrl.stand_ins:  # the people's seats a computer plays for
                state["stand_ins"] = [[seat, kind] for seat, kind in
                                      sorted(ctrl.stand_ins.items())]
            if ctrl.seat_changes:  # when, so that a resumed log names each move's player
                state["seat_changes"] = [list(change) for change in ctrl.seat_changes]
            if ctrl.stood_in:  # the holes a computer played for a person: not in their stats
                state["stood_in"] = [[seat, sorted(holes)] for seat, holes in
                                     sorted(ctrl.stood_in.items())]
            if ctrl.pending:  # asked for during the turn being played, made at its end
                state["pending"] = [[seat, kind, *turn] for seat, (kind, turn) in
                                    sorted(ctrl.pending.items())]
            return state

        save = self.session.saver(config, self.warn_first, live,
                                  partial(self.warn, first=True, saved=True), self.kept_aside)
        session = self.session
        passed = False

        def on_change(match: Match) -> None:
            nonlocal passed
            save(match)
            if match.finished and not passed:
                # the deal passes once the match has finished, once: the setup remembered
                # for the next start lists the players from the next dealer on, as Play again
                # and New setup do (a couple changing preset every evening kept one dealer)
                passed = True
                session.remember_players(config.dealt_on(), passed=True)

        return on_change
