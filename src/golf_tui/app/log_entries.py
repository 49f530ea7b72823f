"""The lines of the table's log and of the recap, as data. A line is kept as a way to write it
(``Told``), not as text: in the current language, naming only the cards its reader may see now, in
fewer words where the room is short. ``LogEntry`` is one line of the log (what one action did, or
a new deal), ``RecapLine`` one line of the recap, and ``_told_again`` leaves out the lines the
same player's next line tells again. The controller writes them (``Recording._record``);
``LogAndRecap`` and ``PassOn`` read them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from ..engine import Card
from .narration import move_forms

Shown = Callable[[Card], bool] | None  # which cards a line may name (None: every card)


class Told(Protocol):
    """A line as a way to write it, in the current language: naming only the cards ``shown``
    allows (the log, later), in fewer words with ``short`` (``narrate``'s ``short``: 1 fewer, 2
    fewer still; a line with no fewer words is the same)."""

    def __call__(self, shown: Shown = None, short: int = 0) -> str: ...


def _forms(told: Told, shown: Shown = None) -> tuple[str, ...]:
    """``told`` and its fewer words, fullest first (``narration.move_forms``)."""
    return move_forms(lambda short: told(shown, short))


def _plain(line: Callable[[], str]) -> Told:
    """A line with no cards and no fewer words (a new deal's, the match's winner) as a
    ``Told``."""

    def told(shown: Shown = None, short: int = 0) -> str:
        return line()

    return told


@dataclass(frozen=True)
class LogEntry:
    """One line of the table's log: what one action did, or a new deal."""

    deal: int  # the match's deal it belongs to (``Match.deals``)
    seat: int | None  # who acted; None for the table itself (a new deal)
    write: Told  # the line in the current language, naming only cards shown
    take: bool = False  # a take from the discard pile, which the placing line tells again
    draw: bool = False  # a draw from the stock, which the placing or throwing line implies
    opening: bool = False  # the opening peek, the same for everyone (left out of the recap)
    thrown: bool = False  # a throw-away, whose line says the card was drawn from the stock
    # this line tells the same player's line before it again, which the log and the recap
    # leave out: a placing tells the take or the draw, a throw-away the draw, the flip after a
    # throw-away the throw ("…threw away the 3♥ and flipped the 6♥")
    folds: bool = False
    # the table's note that a saved match goes on: no move, so not in the recap (it stood in
    # for the narration there, and the last move was told twice)
    resumed: bool = False
    # the table's note that a person left it or came back (``Controller.hand_over``): no move
    # either, so it stands between no lines of one, but news, which the recap tells; made at
    # the end of the seat's own turn (``after_move``), the narration tells it with that move
    seat_change: bool = False
    after_move: bool = False
    # an opening flip: the line of its player's opening flips so far, this one the last,
    # which the recap tells in place of theirs, a whole opening one move (the log keeps a
    # line a flip; a computer's narration is this line, a person's tells the flip alone)
    together: Told | None = None
    # made by a computer playing for a person who left the table (``hand_over``): not the
    # person's own move, which their recap, back at the table, starts after (``_told``)
    stand_in: bool = False


class RecapLine(NamedTuple):
    """One line of the recap (``Controller.recap``): its text, and how many moves it tells,
    which the table counts for the moves it has no room for ("3 earlier moves: l Log"), and
    the same in fewer words, shortest last (none where it has none: ``narrate``'s ``short``),
    for a recap that has no room for every move told in full (``TableScreen._recap_text``)."""

    text: str
    moves: int  # 1; 0 for a new deal's line
    shorter: tuple[str, ...] = ()
    # the last move of the player at the keys themselves, before the others': told first
    # where the rows have room for every line in full (the card that left their grid), else
    # left out, uncounted (it is no move since their last turn)
    own: bool = False

    @property
    def forms(self) -> tuple[str, ...]:
        """The line and its fewer words, fullest first."""
        return (self.text, *self.shorter)


def _told_again(entries: list[LogEntry],
                kind: Callable[[LogEntry, LogEntry], bool]) -> list[LogEntry]:
    """``entries`` less those that the same player's next line tells again: ``kind(entry,
    next)`` (``LogEntry.folds``, a player's opening flips). The note of a resumed match is no
    line of a move and stands between none: a turn saved halfway ("Ola drew a card from the
    stock", and then, resumed, "…drew a card from the stock and put it top-left") was told
    twice, and counted as two moves."""
    kept: list[LogEntry] = []
    after: LogEntry | None = None  # the next line that tells a move
    for entry in reversed(entries):
        if not (after is not None and after.seat == entry.seat and kind(entry, after)):
            kept.append(entry)
        if not (entry.resumed or entry.seat_change):
            after = entry
    return kept[::-1]
