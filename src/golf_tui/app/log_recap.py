"""The narration line, the banner, the log and the recap, as the table reads them: the line and
the banner the last move left (``line``, ``banner``, and the fewer words of each for a narrow
table), the log of the deal being played (``log_lines``: a card named only while everyone can see
it), the line of a new deal (``_log_deal``), and the recap that opens a turn (``recap``: what
happened since the player at the keys last moved). Mixed into ``Controller``; each move's lines are
written by ``Recording._record``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import Card, view
from ..i18n import _
from .log_entries import LogEntry, RecapLine, Shown, Told, _forms, _plain, _told_again
from .table_reading import Reading


class LogAndRecap(Reading):
    """The narration, the log and the recap (mixed into ``Controller``, which sets these up)."""

    keys: int | None
    log: list[LogEntry]
    _line: Told
    _move: Told
    _banner: Callable[[], str]
    _banner_shorter: Callable[[], tuple[str, ...]]

    if TYPE_CHECKING:  # provided by AtTheKeys

        def at_keys_to_act(self) -> bool:
            ...

    @property
    def line(self) -> str:
        """The narration of the last change, in the current language."""
        return self._line()

    @property
    def line_forms(self) -> tuple[str, ...]:
        """``line`` and the same in fewer words, fullest first (``narrate``'s ``short``): the
        narration shows the first that fits its lines (``InfoLine.say``). A line that ends a
        hole ("…; the hole is over") has the move alone in fewer words last: the banner's row
        says the hole is over."""
        forms = _forms(self._line)
        if self._line is self._move or not self._banner():
            return forms
        alone = self._move(None, 2)
        return forms if alone in forms else (*forms, alone)

    @property
    def banner(self) -> str:
        """The final-lap or end-of-hole banner (empty when there is none), in the current
        language."""
        return self._banner()

    @property
    def banner_short(self) -> str:
        """The banner's short form (the number of turns left in place of names), or empty."""
        return next(iter(self._banner_shorter()), "")

    @property
    def banner_forms(self) -> tuple[str, ...]:
        """The banner and its shorter forms, fullest first (``Banner.announce``): a final lap's
        names, then the number of turns left before the hole ends, then that number alone."""
        return (self._banner(), *self._banner_shorter())

    def _log_deal(self) -> Callable[[], str]:
        """Log the hole being dealt now and return its line: a hole dealt again after a void
        deal says so (it is the same hole, not a new one)."""
        m = self.match
        args = {"number": m.hole_number, "count": m.holes_to_play,
                "dealer": m.players[m.hole.dealer]}
        again = m.redeals > 0

        def line() -> str:
            if again and m.holes_to_play:
                return _("%(dealer)s dealt hole %(number)d of %(count)d again.") % args
            if again:
                return _("%(dealer)s dealt hole %(number)d again.") % args
            if m.holes_to_play:
                return _("Hole %(number)d of %(count)d: %(dealer)s dealt a new hole.") % args
            return _("Hole %(number)d: %(dealer)s dealt a new hole.") % args

        self.log.append(LogEntry(m.deals, None, _plain(line)))
        return line

    def log_lines(self) -> list[tuple[str, bool]]:
        """The log of the deal being played, oldest first, in the current language: (line,
        whether it came after the last move of the player at the keys). A line names a card
        only while everyone can see it (face up, on the discard pile, taken from it): a card
        that has gone face down since, or back into the stock, is "a card no longer in sight".
        Lines of earlier deals are left out, as the narration line drops them: their cards are
        dealt again. Once the card taken from the discard pile or drawn from the stock is placed,
        the line of the take or the draw is left out: the placing line tells it too ("drew the
        5♣ from the stock and put it bottom-left"); so is a draw's once its card is thrown away
        ("drew from the stock and threw away the 7♥"), and a throw-away's once the flip it asked
        for is made ("…threw away the 3♥ and flipped the 6♥ bottom-right").

        From a hole's last move until its result has been seen (``clear_ending``), the next
        deal is not in the log yet: the log is still the hole just played's, naming all its
        cards, which its end turned face up for everyone."""
        deal, over = self._logged_deal()
        entries, after_mine = self._told(deal)
        since = len(entries) if after_mine is None else after_mine
        shown: Shown = None if over else self._in_sight()
        return [(e.write(shown), i >= since) for i, e in enumerate(entries)]

    def recap(self) -> list[RecapLine]:
        """What happened since the player at the keys last moved, oldest first, the last line the
        narration, the others as the log words them (naming only the cards still in sight), a
        player's opening flips in one line: for the start of their turn, so that a player who
        looked away while the others played (a hand-over covers the table from all but the
        player at the keys) catches up without opening the log. Each line with the moves it
        tells (``RecapLine``): one, a whole opening too; none for a new deal. Empty once they
        have acted this turn (their opening peek is no act: after it the recap tells the
        others' moves before it, the peek last), or when it is not their turn, or when the
        narration alone tells it (one line). Their own last move comes first (``RecapLine.
        own``), for the table to tell where its rows have room for every line in full."""
        if not self.at_keys_to_act():
            return []
        deal, over = self._logged_deal()
        if over:
            return []
        entries, after_mine = self._told(deal)  # a draw, a take: told by the line after
        # an opening is one move: its last flip's line tells the flips before it
        told = _told_again(entries[after_mine or 0:], lambda e, after: e.together is not None
                           and after.together is not None)
        # the others' opening peeks, at the same cards for everyone, tell nothing; nor does the
        # note of a resumed match, which is no move. The player's own opening peek, just made,
        # is the narration: what the others did before it is still to be told (it was only
        # while they peeked, and the first turn of a hole is when they most need it); a deal
        # and nothing else since is no news beside the peek: the first to play sees the peek.
        # A person who left the table or came back is news (``LogEntry.seat_change``); made at
        # the end of their turn, the narration tells it after their move, for both lines.
        since = [e for e in told if not (e.opening or e.resumed)]
        peeked = bool(told) and told[-1].opening and told[-1].seat == self.keys
        narrated = 2 if since and since[-1].after_move else 1
        shown = self._in_sight()
        # their own last move, which the others' turns pushed off the table's rows: at 100×30
        # with two bots the line saying which card left their grid was gone by their turn
        mine = entries[after_mine - 1] if after_mine and not peeked else None
        own = [] if mine is None or not since else [
            RecapLine(text, 0, tuple(shorter), own=True)
            for text, *shorter in [_forms(mine.write, shown)]]
        if (len(since) < narrated + 1 - peeked and not own) or (
                peeked and all(e.seat is None and not e.seat_change for e in since)):
            return []
        earlier = since if peeked else since[:-narrated]
        lines = [(_forms(e.together or e.write, shown), int(e.seat is not None))
                 for e in earlier]
        return [*own, *(RecapLine(text, moves, tuple(shorter))
                        for (text, *shorter), moves in [*lines, (self.line_forms, 1)])]

    def _in_sight(self) -> Shown:
        """Which cards a line of the log may name: those everyone can see now."""
        seen = {c.uid for c in view(self.match.hole, None).known_cards()}

        def in_sight(card: Card) -> bool:
            return card.uid in seen

        return in_sight

    def _told(self, deal: list[LogEntry]) -> tuple[list[LogEntry], int | None]:
        """The entries of ``deal`` as the log tells them (less the lines the same player's next
        tells again: ``LogEntry.folds``), and the
        index of the first after the last move of the player at the keys (None: they have not
        moved in this deal; their opening peek is no move: it ends no turn). A person back at
        the table made none of the moves a computer made for them (``LogEntry.stand_in``):
        their recap tells those too, from their own last move (or the deal's start)."""
        entries = _told_again(deal, lambda _e, after: after.folds)
        mine = [i for i, e in enumerate(entries)
                if e.seat is not None and e.seat == self.keys and not e.opening
                and not e.stand_in]
        return entries, mine[-1] + 1 if mine else None

    def log_hole(self) -> int:
        """The number of the hole the log tells of (``log_lines``)."""
        m = self.match
        _deal, over = self._logged_deal()
        return m.results[-1].hole if over and m.results else m.hole_number

    def _logged_deal(self) -> tuple[list[LogEntry], bool]:
        """The entries of the deal the log tells of, and whether that deal is over: the current
        deal's, or, until the next deal is logged, the last one's."""
        deal = [e for e in self.log if e.deal == self.match.deals]
        if deal or not self.log:
            return deal, False
        return [e for e in self.log if e.deal == self.log[-1].deal], True
