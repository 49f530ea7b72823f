"""Clicks: the widgets' intents (a card of the own grid, a pile, the card in hand, another
player's grid), counted only when the player at the keys may act (``_clickable``); a click that
makes no move says where one would (``_click_said``), and a refusal answering a click speaks of
clicking (``as_clicked``, ``by_click``). With the footer's clicks on a group's words and on a key
just moved under the pointer. Mixed into ``TableKeys``."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from ...engine import DRAW_STOCK, Action, SeatView
from ...i18n import _
from ..hints import Hint
from ..prompts import click_prompt, keys_for, position_first
from ..widgets.footer import KEYS_MOVED
from ..widgets.grid import OwnGrid
from ..widgets.opponents import OpponentGrid
from ..widgets.piles import Piles
from .key_state import KeyState
from .table_words import DISCARD, GROUP_CLICKED, GROUP_PRESS, HAND_EMPTY, IN_HAND, THEIR_GRID


class TableClicks(KeyState):
    """Clicks (mixed into ``TableKeys``)."""

    def keys_moved(self) -> None:
        """A click on a footer key that had only just come under the pointer did nothing
        (``FittingFooter.moved_under``): the line says so, with the bell, as an answer to the
        knock made too soon does, the prompt after it."""
        self.app.bell()
        self.say(Hint(_(KEYS_MOVED)))

    def _first_then(self, v: SeatView) -> Hint:
        """Why a card chosen at the start of a turn has no move: what to do first. By a click,
        where a click makes a move now (``click_prompt``): "Draw (d), take the discard (t) or
        flip a card (f) first, then choose a position." answered a player who had clicked a
        face-down card, with the keys."""
        where = self._click_words()
        return Hint(where if where is not None else position_first(v), prompt_follows=False)

    def _where_clicks(self) -> str | None:
        """Where a click makes a move now (``prompts.click_prompt``); None where none does."""
        return click_prompt(self.ctrl.table_view(), armed=self.armed,
                            ascii=self.ctrl.config.ascii)

    def _click_words(self) -> str | None:
        """Where a click makes a move now (``_where_clicks``), when what is being answered is
        a click (a card's, a pile's, or a footer key's: ``deliberate.clicked``); None for a
        key, or where no click makes a move."""
        from . import deliberate

        return self._where_clicks() if deliberate.clicked(self) else None

    def as_clicked(self, hint: Hint) -> Hint:
        """A refusal, answering a click: the prompt that follows it, which names keys, is where
        a click makes a move now, where there is such a move (as after a click on an
        opponent's grid, ``_click_said``). For a key, as it is."""
        if not hint.prompt_follows or (where := self._click_words()) is None:
            return hint
        return Hint(f"{hint.reason} {where}", prompt_follows=False)

    @contextlib.contextmanager
    def by_click(self) -> Iterator[None]:
        """While a click on a card, a pile or a grid is answered: what it refuses speaks of
        clicking, as for a footer key's click (the app's one ``answering_click``)."""
        from ..key_flow import KeyFlow

        if not isinstance(self.app, KeyFlow):
            yield
            return
        with self.app.answering_click():
            yield

    def _clickable(self, move: Action | None = None) -> bool:
        """A click counts only when the player at the keys may act (during a computer's turn
        it says whose turn it is, as the keys do); during a held reveal a click dismisses it,
        like Enter, and one on a pile whose ``move`` is allowed then (the stock's draw, the
        discard pile's take) also makes it, as its key (d, t) does: the prompt says "so does
        a move", and a click on the stock only hid the cards."""
        if not (self.ctrl.at_keys_to_act() and not self.busy):
            if bots_turn := self._bots_turn():
                self.say(bots_turn)
            return False
        if self.ctrl.reveal_holds:
            if move is not None and move in self.ctrl.table_view().legal:
                if self.hide_then():
                    self.act_on_pile(move)
            else:
                self.action_enter()
            return False
        return True

    def _clicked(self, answer: Callable[[], object], move: Action | None = None) -> None:
        """A click on a card, a pile or a grid: ``answer`` where it counts (``_clickable``, with
        the pile's ``move``), answered as a click (``by_click``)."""
        with self.by_click():
            if self._clickable(move):
                answer()

    def on_own_grid_chosen(self, message: OwnGrid.Chosen) -> None:
        self._clicked(lambda: self.pick(message.pos))

    def on_piles_stock_pressed(self, _message: Piles.StockPressed) -> None:
        self._clicked(lambda: self.act_on_pile(DRAW_STOCK), DRAW_STOCK)

    def on_piles_discard_pressed(self, _message: Piles.DiscardPressed) -> None:
        move = self.pile_move(DISCARD)
        self._clicked(lambda: self.act_on_pile(move), move)

    def on_piles_held_pressed(self, _message: Piles.HeldPressed) -> None:
        """The card in hand is no move of its own: say where a click makes one."""
        self._clicked(lambda: self._click_said(
            _(IN_HAND) if self.ctrl.table_view().held_from is not None else _(HAND_EMPTY)))

    def on_opponent_grid_pressed(self, message: OpponentGrid.Pressed) -> None:
        """Another player's grid takes no move: say whose it is and where a click makes one."""
        self._clicked(lambda: self._click_said(
            _(THEIR_GRID) % {"name": self.ctrl.names[message.seat]}))

    def group_clicked(self, keys: list[str]) -> None:
        """The words of the footer's group of keys ("Place" after "1234") were clicked: they
        press no key, and said nothing. Where a click makes a move now, and the keys
        (``GROUP_CLICKED``: "… Or press 1–4."); where no click makes one, only the keys
        (``GROUP_PRESS``)."""
        if not self._clickable():
            return
        digits = [int(key) - 1 for key in keys if key.isdigit()]
        named = {"keys": keys_for(digits) if len(digits) == len(keys) else ", ".join(keys)}
        where = self._where_clicks()
        if where is None:
            self.say(Hint(_(GROUP_PRESS) % named, prompt_follows=False))
        else:
            self.say(Hint(f"{where} {_(GROUP_CLICKED) % named}", prompt_follows=False))

    def _click_said(self, what: str) -> None:
        """A click that made no move: what it was on, then where a click makes one now, in
        place of the prompt (as a refused key's reason is)."""
        where = self._where_clicks()
        if where is None:  # no move a click makes: the prompt follows, as after a key
            self.say(Hint(what))
        else:  # where a click makes one, which has no fewer words
            self.say(Hint(f"{what} {where}", prompt_follows=False))
