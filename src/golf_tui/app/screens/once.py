"""Screens that are dismissed once.

Textual's ``Screen.dismiss`` answers the screen's callback and pops whatever screen is on top.
Two events already queued for one screen (two ctrl+s typed at the setup before the first was
handled, two keys that each choose on the match-over screen) would each dismiss it: the second
then answered a callback already answered (``InvalidStateError``), or popped the screen beneath,
or failed on an empty stack. Found by pressing keys at the game faster than it could handle them.
"""

from __future__ import annotations

from textual.app import ScreenStackError
from textual.await_complete import AwaitComplete
from textual.events import ScreenResume
from textual.screen import Screen, ScreenResultType


class DismissedOnce(Screen[ScreenResultType]):
    """A screen whose ``dismiss`` acts only while the screen is on top and not dismissed yet."""

    _dismissed = False

    @property
    def dismissed(self) -> bool:
        """Dismissed already, and not shown again since."""
        return self._dismissed

    def dismiss(self, result: ScreenResultType | None = None) -> AwaitComplete:
        try:
            on_top = self.app.screen is self
        except ScreenStackError:
            on_top = False
        if self._dismissed or not on_top:
            return AwaitComplete()  # answered already: nothing is left to do
        self._dismissed = True
        return super().dismiss(result)

    def on_screen_resume(self, _event: ScreenResume) -> None:
        self._dismissed = False  # shown (again): it may be dismissed once more
