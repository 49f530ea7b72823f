"""The arrow keys' cursor: on the grid's cards and on the piles above its top row
(``action_move``), the move Enter makes there and its words in the footer (``cursor_move``,
``enter_label``), and Esc, which takes back a flip or peek asked, the card picked or a knock
asked. Mixed into ``TableKeys``."""

from __future__ import annotations

from ...engine import Action, Flip, Peek, SeatView
from ..prompts import enter_words
from .key_state import KeyState
from .table_words import DISCARD, PILE_SPOTS, STOCK, no_knock


class TableCursor(KeyState):
    """The arrow keys' cursor (mixed into ``TableKeys``)."""

    def cursor_move(self) -> Action | None:
        """The move Enter makes with the card the arrow keys picked, if that card has one now
        (None too with no card picked): only then does Enter stand in the footer for the
        digits, which a card turned up already in a flip opening left out of it."""
        if self.cursor is None or self.armed == "knock" or not self.ctrl.at_keys_to_act():
            return None
        if isinstance(self.cursor, str):  # a pile: its move, as its key or a click makes it
            pile = self.pile_move(self.cursor)
            return pile if pile in self.ctrl.table_view().legal else None
        v, meant = self._picked(self.cursor)
        return meant if meant is not None and meant in v.legal else None

    def enter_label(self) -> str | None:
        """Enter's words in the footer while the cursor is on a card or a pile with a move
        (``prompts.enter_words``); None otherwise (Enter hides the cards peeked at, or peeks at
        every card of the opening: "OK")."""
        if self.ctrl.reveal_holds or (move := self.cursor_move()) is None:
            return None
        return enter_words(self.ctrl.table_view(), move, ascii=self.ctrl.config.ascii)

    @property
    def cursor_shown(self) -> int | str | None:
        """The arrows' cursor as the table draws it: none while a knock is asked (Enter
        knocks then, whatever card it was on; ``action_knock``)."""
        return None if self.armed == "knock" else self.cursor

    def _picked(self, pos: int) -> tuple[SeatView, Action | None]:
        """The view of the player at the keys, and the move the card at ``pos`` stands for
        now (its digit's; None where the turn has no move of a card)."""
        v = self.ctrl.table_view()
        return v, self.ctrl.positional(v, self.armed, pos)

    def action_cancel(self) -> None:
        """Esc: take back a flip or peek waiting for its card, and the card picked with the
        arrow keys; or a knock asked, and only that (the cursor comes back where it was),
        saying so."""
        if self._unknock():
            self.say(no_knock())
            return
        self.armed = None
        self.cursor = None
        self.say(None)  # an earlier key's reason would read as Esc's

    def action_move(self, dr: int, dc: int) -> None:
        """The first arrow shows the cursor where a choice is likeliest: on the first face-down
        card the rules let the player choose now (four-card Golf's opening peek: the first
        bottom card, not card 1, which it may not look at), else the first face-down card
        (position 1 when all are face up), whichever arrow it was; the next ones move it.
        Above the grid's top row are the piles (``PILE_SPOTS``): the rows go round, piles
        included, and the columns of a row go round within it. A knock asked is taken back
        (saying so), and the cursor moves from where it was before the question."""
        unknocked = self._unknock()
        cursor = self.cursor
        if cursor is None:
            v = self.ctrl.table_view()
            down = [p for p, card in enumerate(v.grids[self.ctrl.current]) if card is None]
            chosen = {a.pos for a in v.legal if isinstance(a, Flip | Peek)}
            self.cursor = next((p for p in down if p in chosen), down[0] if down else 0)
        elif isinstance(cursor, str):
            if dc:
                self.cursor = PILE_SPOTS[(PILE_SPOTS.index(cursor) + dc) % len(PILE_SPOTS)]
            else:  # Down: the top row; Up goes round to the bottom row
                below = self._below(cursor)
                self.cursor = below if dr > 0 else (self.rows - 1) * self.cols + below
        else:
            r, c = divmod(cursor, self.cols)
            if 0 <= r + dr < self.rows:
                self.cursor = (r + dr) * self.cols + (c + dc) % self.cols
            else:  # Up from the top row, or Down from the bottom one round to the top
                self.cursor = STOCK if c == 0 else DISCARD
        # the cursor moved: an earlier key's reason would read as the arrow's
        self.say(no_knock() if unknocked else None)
