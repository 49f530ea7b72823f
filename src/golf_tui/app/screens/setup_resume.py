"""The unfinished match saved, offered back on the setup screen (its line above Start, ctrl+o), and
withdrawn where it can no longer be resumed. Mixed into ``SetupScreen``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen

from ...i18n import _
from ..config import GameConfig
from ..widgets.saved_match import NONE_SAVED, SavedMatchLine

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...storage import AutosaveInfo


class SetupResume(Screen[GameConfig]):
    """The saved match offered back (mixed into ``SetupScreen``, which sets these up)."""

    saved_offer: AutosaveInfo | None
    saved_others: list[AutosaveInfo]
    _not_carried: str

    if TYPE_CHECKING:  # provided by DismissedOnce

        @property
        def dismissed(self) -> bool:
            ...

    def action_resume_saved(self) -> None:
        """ctrl+o, the saved match's button, the palette's entry: the app resumes the match
        offered, or where others wait beside it lets the player choose one as the start-up
        does (``GolfApp.resume_saved``); with none offered, say so: that it is open in
        another golf-tui when it is (``GolfApp.saved_held_elsewhere``; "nothing is saved" was
        wrong then), else that nothing is saved."""
        if self.dismissed:
            return  # started already (ctrl+s, then ctrl+o at once)
        resume = getattr(self.app, "resume_saved", None)
        again = getattr(self.app, "saved_offer_again", None)
        if self.saved_offer is None and callable(again):
            again(self)  # not offered when the setup came up: the golf-tui that had it is gone
        if self.saved_offer is not None and callable(resume):
            resume(self.saved_offer, self.saved_others, self._saved_resumed)
            return
        self.app.bell()
        held = getattr(self.app, "saved_held_elsewhere", None)
        why = held() if callable(held) else None
        self.notify(why or _(NONE_SAVED), severity="warning", timeout=3 if why is None else 6,
                    markup=False)

    def _saved_resumed(self) -> None:
        """A saved match is resumed from here: the warning of what this setup could not carry
        over spoke of Start, not of the match resumed."""
        withdraw = getattr(self.app, "withdraw", None)
        if self._not_carried and callable(withdraw):
            withdraw(self._not_carried)

    def offer_again(self, info: AutosaveInfo, others: Sequence[AutosaveInfo] = ()) -> None:
        """The saved match is offered now (``GolfApp.saved_offer_again``), with ``others``
        beside it: on its line above Start, as a setup that came up with it offers it."""
        self.saved_offer = info
        self.saved_others = list(others)
        self.query(SavedMatchLine).remove()
        self.mount(SavedMatchLine(info, len(self.saved_others)),
                   before=self.query_one("#setup-bottom"))

    def withdraw_offer(self) -> None:
        """The saved match can no longer be resumed (the warning says why): not offered."""
        self.saved_offer = None
        self.saved_others = []
        self.query(SavedMatchLine).remove()
