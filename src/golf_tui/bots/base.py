"""The contract every computer player keeps."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from ..engine import Action, Match, SeatView


class Bot(Protocol):
    """Decides from a view. ``choose`` is called only when the view's seat is to act; it must
    return one of ``view.legal``. ``observe`` lets a bot remember what its seat saw (every view
    of its seat is passed, its own turns and others'); ``new_hole`` forgets the last hole;
    ``standings`` shows it the scorecard, which everyone at the table can read, before each
    deal (``tell_standings``). A bot's random draws depend only on its seed, that deal and its
    view (``draws.Draws``), so that a resumed match, with its bots built anew, plays on as the
    same match played without a break."""

    kind: str

    def choose(self, view: SeatView) -> Action: ...

    def observe(self, view: SeatView) -> None: ...

    def new_hole(self) -> None: ...

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        """Every seat's total before the hole being played, the holes still to play after it
        (None when the match is played to a target score), how many deals of this hole were
        voided in a row just before this one (``Match.redeals``), and the number of the deal
        about to be played in the match, voided ones counted (``Match.deals``)."""


def tell_standings(bots: Iterable[Bot], m: Match) -> None:
    """Show ``bots`` the scorecard of ``m`` as the hole being played begins."""
    totals, left, redeals = m.totals, m.holes_left, m.redeals
    for bot in bots:
        bot.standings(totals, left, redeals, m.deals)
