"""The moves' keys: which are enabled now (``check_action``, asking the view's legal actions),
the piles' moves (d, t, x, Enter or a click on a pile: ``act_on_pile``), a card chosen by digit,
Enter or click (``pick``), the flip and peek armed, and Enter (hiding the cards peeked at, or the
opening peek at every card at once). Cards held on show are hidden first, and not by a key made
too soon to have read them (``too_soon``). Mixed into ``TableKeys``."""

from __future__ import annotations

from ...engine import DRAW_STOCK, TAKE_DISCARD, THROW_AWAY, Action, Flip, Peek
from ...i18n import _
from .. import timings
from ..hints import Hint
from ..prompts import keys_for, opening_all, position_first
from .key_state import KeyState
from .table_words import (
    GAME_ACTIONS,
    HIDE_FIRST,
    HIDING,
    LOOK_UP,
    OFF_GRID,
    OFF_GRID_FIRST,
    POSITIONAL,
    STOCK,
    no_knock,
)  # fmt: skip


class KeyMoves(KeyState):
    """The moves' keys (mixed into ``TableKeys``)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        ctrl = self.ctrl
        if self.too_small and action not in LOOK_UP:
            return action == "refuse"  # a move's key says why it does nothing
        if self.too_small and action == "history":
            # the pile's line is under the message: its key is offered only to take the line
            # away, which may let the table fit (showing it would ask for a row more)
            return self.show_history
        if action == "skip":  # on a human's turn it would only crowd the footer out of 80 columns
            return ctrl.is_bot(ctrl.current) and not ctrl.match.finished
        if action == "go_on":  # w goes on when paused, on any turn ("ahead": a person's own)
            if not self.paused or ctrl.match.finished:
                return False
            return not parameters or not ctrl.is_bot(ctrl.current)
        if action == "pause":  # on a computer's turn (shown), else ahead (unshown)
            if self.paused or ctrl.match.finished or not ctrl.bots:
                return False
            return ctrl.is_bot(ctrl.current) == (not parameters)
        if action == "pace":
            return bool(ctrl.bots) and not ctrl.match.finished
        if action in ("history", "log", "scorecard", "rules", "keys"):
            return True
        mine = ctrl.at_keys_to_act() and not self.busy
        if action == "enter":  # a knock asked: Enter knocks
            return mine and (ctrl.reveal_holds or self.armed == "knock"
                             or self.cursor_move() is not None
                             or (self.cursor is None and self._peek_all() is not None))
        if action in ("refuse", "explain") and (mine or self._bots_turn()):
            return True  # a key that does nothing says why (a held peek: Enter comes first)
        if mine and ctrl.reveal_holds and action in HIDING:  # hides the peek, then moves
            return GAME_ACTIONS[action] in ctrl.table_view().legal
        if not mine or ctrl.reveal_holds:
            return False
        v = ctrl.table_view()
        if action in GAME_ACTIONS:
            return GAME_ACTIONS[action] in v.legal
        if action == "arm":
            kind = Flip if parameters[0] == "flip" else Peek
            has = any(isinstance(a, kind) for a in v.legal)
            only = all(isinstance(a, kind) for a in v.legal)
            return has and not only and self.armed != parameters[0]
        if action == "cancel":  # else ``refuse`` says there is nothing to cancel
            return self.armed is not None or self.cursor is not None
        if action == "move":
            return True
        if action in POSITIONAL:
            pos = int(str(parameters[0]))
            if pos >= self.size_:
                return False  # ``explain`` says so
            meant = ctrl.positional(v, self.armed, pos)
            wanted = {"place": "Swap", "flip": "Flip", "peek": "Peek"}[action]
            return meant is not None and type(meant).__name__ == wanted and meant in v.legal
        return True

    def action_draw(self) -> None:
        if self.hide_then():
            self.act_on_pile(DRAW_STOCK)

    def action_take(self) -> None:
        if self.hide_then():
            self.act_on_pile(TAKE_DISCARD)

    def hide_then(self) -> bool:
        """A move's key pressed while the opening peek's cards are held on show: they are
        hidden first (as Enter hides them, the save saying so), and drawn hidden, before the
        move is made (its key does both in one go: d after the peek, not Enter and d). False
        where the key came too soon to be meant for the cards shown (``too_soon``): it does
        nothing, and the move waits for a key made once they could be read."""
        if not self.ctrl.reveal_holds:
            return True
        if self.too_soon():
            return False
        self.ctrl.dismiss_reveal()
        self.render_table()
        return True

    def too_soon(self) -> bool:
        """A key that would hide the cards just peeked at came sooner than anyone could read
        them (``timings.READING_TIME`` since they were shown, or since the last key that
        came too soon): the second of a double Enter, or a held one, which peeked at the
        opening's cards with its first press and would have hidden them unseen with the next.
        It says so, as a question's key made too soon does ("Too quick: press that key
        again.", the prompt after it): Enter then d a quarter of a second apart drew nothing,
        and nothing said why."""
        from . import deliberate

        now = timings.event_clock()
        if not timings.READING_TIME or now >= self.held_from + timings.READING_TIME:
            return False
        self.held_from = now
        words = deliberate.TOO_SOON_CLICK if deliberate.clicked(self) else deliberate.TOO_SOON
        self.say(Hint(_(words)))
        return True

    def _note_held(self) -> None:
        """The move just made left cards held on show: keys to hide them count from now."""
        if self.ctrl.reveal_holds:
            self.held_from = timings.event_clock()

    def _peek_all(self) -> tuple[int, ...] | None:
        """The cards Enter peeks at in one go in an opening peek (``prompts.opening_all``),
        for the player at the keys; None where it peeks at none."""
        if not self.ctrl.at_keys_to_act() or self.armed is not None:
            return None
        return opening_all(self.ctrl.table_view())

    def peek_all(self, cards: tuple[int, ...]) -> None:
        """Enter at the opening peek: a peek at each of ``cards``, one after another, as their
        digits would make them (one narration line tells them all)."""
        for pos in cards:
            if not self.ctrl.at_keys_to_act() or not self.act(Peek(pos)):
                break
        self._note_held()

    def action_throw(self) -> None:
        self.act_on_pile(THROW_AWAY)

    def act_on_pile(self, action: Action) -> None:
        """A pile's move (by its key, Enter on it or a click); with the arrow keys' cursor on a
        pile, the cursor goes back to the grid once the move is made and the turn goes on
        (a card to place, or a flip after a discard), under the pile it was on. A knock asked
        is not made: the line says so before the prompt (``NO_KNOCK``)."""
        ctrl = self.ctrl
        turn = ctrl.turn
        asked = self.armed == "knock"
        made = self.act(action)
        if not (made and ctrl.at_keys_to_act() and ctrl.turn == turn):
            return
        if isinstance(self.cursor, str):
            self.cursor = self._below(self.cursor)
            self.render_table()
        if asked:
            self.say(no_knock())

    def _below(self, spot: str) -> int:
        """The grid's top-row position under a pile: the stock's first, the discard pile's
        second (a grid has two columns at least)."""
        return 0 if spot == STOCK else min(1, self.cols - 1)

    def pile_move(self, spot: str) -> Action:
        """The move of a pile (Enter on it, a click): the stock draws; the discard pile throws
        the card in hand away where that is a move, else takes its top card."""
        if spot == STOCK:
            return DRAW_STOCK
        return THROW_AWAY if THROW_AWAY in self.ctrl.table_view().legal else TAKE_DISCARD

    def action_arm(self, kind: str) -> None:
        unknocked = self._unknock()
        self.armed = kind
        self.say(no_knock() if unknocked else None)

    def pick(self, pos: int, *, keep_cursor: bool = False) -> None:
        """A grid position was chosen by digit, Enter or click: its move, or why it has none
        in place of the prompt (a knock asked is taken back then: ``say``)."""
        v = self.ctrl.table_view()
        meant = None
        why: Hint | None
        if bots_turn := self._bots_turn():
            why = bots_turn
        elif self.ctrl.reveal_holds:
            why = Hint(_(HIDE_FIRST), prompt_follows=False)
        elif pos >= self.size_:
            legal = [p for p in range(self.size_)
                     if (a := self.ctrl.positional(v, self.armed, p)) is not None
                     and a in v.legal]
            first = _(OFF_GRID_FIRST) % {"key": pos + 1}
            why = (Hint(_(OFF_GRID) % {"key": pos + 1, "keys": keys_for(legal)},
                        prompt_follows=False) if legal
                   else Hint(f"{first} {position_first(v)}", first, prompt_follows=False))
        else:
            self.cursor = pos if keep_cursor else None
            meant = self.ctrl.positional(v, self.armed, pos)
            why = self._first_then(v) if meant is None else None
        if meant is None:
            self.say(why)
            return
        if self.act(meant) and keep_cursor and isinstance(meant, Flip | Peek):
            self._cursor_to_next_choice(pos)
        self._note_held()

    def _cursor_to_next_choice(self, pos: int) -> None:
        """After Enter flipped or peeked at the card under the cursor, with more of them to
        choose in the same turn (the opening's flips and peeks), the cursor goes on to the next
        one: left on the card just seen, Enter there said "You have already peeked at that
        card", under a prompt that offered "Enter on it"."""
        if not self.ctrl.at_keys_to_act() or self.cursor != pos:
            return
        chosen = sorted({a.pos for a in self.ctrl.table_view().legal
                         if isinstance(a, Flip | Peek)})
        if chosen and pos not in chosen:
            self.cursor = next((p for p in chosen if p > pos), chosen[0])
            self.render_table()

    def action_place(self, pos: int) -> None:
        self.pick(pos)

    def action_flip(self, pos: int) -> None:
        self.pick(pos)

    def action_peek(self, pos: int) -> None:
        self.pick(pos)

    def action_explain(self, pos: int) -> None:
        self.pick(pos)

    def action_enter(self) -> None:
        if self.ctrl.reveal_holds:
            if self.too_soon():
                return
            self.ctrl.dismiss_reveal()
            self.say(None)
        elif self.armed == "knock":  # the question's answer, wherever the cursor was
            self.action_knock()
        elif isinstance(self.cursor, str):
            self.act_on_pile(self.pile_move(self.cursor))
        elif self.cursor is not None:
            self.pick(self.cursor, keep_cursor=True)
        elif (cards := self._peek_all()) is not None:
            self.peek_all(cards)
