"""Leaving: quitting (asking first during a match, and not twice over), a new match in place of
the one running, and what the quit question says of the match's save. Mixed into ``GolfApp``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import App

from .screens import links

if TYPE_CHECKING:
    from .screens.confirm import ConfirmQuitScreen
    from .screens.table import TableScreen
    from .session import Session


class Quitting(App[None]):
    """Quitting and leaving a match (mixed into ``GolfApp``, which sets these up)."""

    session: Session | None
    table: TableScreen | None

    if TYPE_CHECKING:  # provided by GolfApp

        def show_setup(self) -> None:
            ...

    def match_running(self) -> bool:
        return self.table is not None and not self.table.ctrl.match.finished

    def action_quit_game(self) -> None:
        """ctrl+q (q at the table, ctrl+c, the palette's Quit): quit, asking first during a
        match; a question already up is not asked again over it. Asked again at the question
        (a second ctrl+q), it quits, as y does (``ConfirmQuitScreen.asked_again``)."""
        if not self.match_running():
            self._exit_keeping_setup()
            return
        question = self._asking()
        if question is self.screen:
            question.asked_again()
            return
        if question is not None:  # under the palette opened over it: not asked again over it
            if not question.for_new:
                self.exit()  # its yes
            return

        def confirmed(answer: object) -> None:
            if answer is True or answer == "yes":
                self.exit()

        self.push_screen(links.confirm_quit_screen(self.match_saved(),
                                                   kept_out=self._kept_out(),
                                                   resumes_from=self._resumes_from()),
                         confirmed)

    def _exit_keeping_setup(self, return_code: int = 0) -> None:
        """Quit; a setup open (under the palette or its keys too) keeps what was filled in for
        the next start (``SetupScreen.remember_on_quit``). A file that cannot be written does not
        keep the game from quitting, and a settings file broken by hand while the setup was
        open is kept aside: said on the terminal once the game has left it (a toast would go
        with the game), a line each."""
        said: list[str] = []
        for screen in reversed(self.screen_stack):
            remember = getattr(screen, "remember_on_quit", None)
            if callable(remember):
                failed = remember(said.append)
                if failed is not None:
                    from .settings import setup_not_saved

                    said.append(setup_not_saved(*failed))
                break
        # Textual prints the first message given to ``exit`` only: the lines in one
        message = Text("\n".join(f"golf-tui: {line}" for line in said)) if said else None
        self.exit(return_code=return_code, message=message)

    def action_help_quit(self) -> None:
        """ctrl+c, when it copies no selected text: quit as ctrl+q does. (Textual's own answer,
        "Press … to quit", looks for a binding to its ``quit`` action, which the game has not.)"""
        self.action_quit_game()

    def _asking(self) -> ConfirmQuitScreen | None:
        """"Quit the match?" (or "Leave the match for a new one?") if it is up already."""
        from .screens.confirm import ConfirmQuitScreen

        return next((s for s in reversed(self.screen_stack)
                     if isinstance(s, ConfirmQuitScreen)), None)

    def match_saved(self) -> bool:
        """Whether the running match is saved, to be resumed later."""
        return self.session is not None and not self.session.save_failed

    def _resumes_from(self) -> tuple[int, int] | None:
        """Where the next start resumes the running match when its saves fail: the hole of
        its last save that worked and the moves made since (None: it has no save at all)."""
        if self.session is None or self.session.last_good is None or self.table is None:
            return None
        hole, saved = self.session.last_good
        return hole, max(0, len(self.table.ctrl.match.actions) - saved)

    def match_end_seen(self) -> None:
        """The match-over screen is up: its end is seen (``Session.finish_seen``)."""
        if self.session is not None:
            self.session.finish_seen()

    def _kept_out(self) -> tuple[str, int] | None:
        """Why the running match is not saved, when that is no failure (``Session.kept_out``)."""
        return None if self.session is None else self.session.kept_out

    def action_new_match(self) -> None:
        """Leave this match for the setup (asking first while it runs)."""
        if not self.match_running():
            self.show_setup()
            return
        if self._asking() is not None:
            return

        def confirmed(answer: object) -> None:
            if answer is True or answer == "yes":
                self.show_setup()

        played = self.table is not None and bool(self.table.ctrl.match.actions)
        self.push_screen(links.confirm_quit_screen(self.match_saved(), for_new=True,
                                                   kept_out=self._kept_out(),
                                                   resumes_from=self._resumes_from(),
                                                   played=played),
                         confirmed)
