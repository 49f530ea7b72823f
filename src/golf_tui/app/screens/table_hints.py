"""Why a key did nothing, said in place of the prompt (``say``, ``hint``): a refused move's reason
(``action_refuse``, ``_why_not``), a bot's turn (``_bots_turn``), a key nothing binds (``on_key``),
each with the prompt that follows it (``_what_now``). Mixed into ``TableKeys``."""

from __future__ import annotations

from textual import events

from ...engine import DRAW_STOCK, TAKE_DISCARD, Action, Flip, Peek
from ...i18n import _
from ..hints import Hint
from ..notes import dismiss_warning
from ..prompts import keys_for, position_first, prompt
from ..refusals import refusal_hint
from .key_state import KeyState
from .table_bindings import bound_keys
from .table_words import (
    BOTS_TURN,
    CAPS,
    CAPS_SHORT,
    CHOOSING,
    GAME_ACTIONS,
    HIDE_FIRST,
    NO_BOTS,
    NO_BOTS_SHORT,
    NO_CARD_PICKED,
    NO_TAB,
    NO_TAB_SHORT,
    NO_UNDO,
    NO_UNDO_SHORT,
    NOTHING_TO_CANCEL,
    PAUSED,
    PEEK_NOT_PAUSE,
    UNBOUND,
    UNBOUND_SHORT,
    UNKNOWN,
    UNKNOWN_SHORT,
    UP_TO_PILES,
    YOUR_TURN,
    YOUR_TURN_SHORT,
    no_knock,
)  # fmt: skip
from .unbound import binds, named


class TableHints(KeyState):
    """Why a key did nothing (mixed into ``TableKeys``)."""

    def action_refuse(self, move: str) -> None:
        """The key of a move that is not allowed now (or of Enter with nothing to choose): say
        why in place of the prompt, replacing an earlier key's reason (or, with the table
        covered because the terminal is too small, in a notification)."""
        if self.too_small:
            self.app.bell()
            self.noted = True  # a toast that goes once the table fits again (``fit_table``)
            self.notify(_("Make the terminal larger to play on: the table does not fit."),
                        severity="warning", timeout=3)
            return
        if move == "cancel" and dismiss_warning(self.app):
            return  # the warning shown was what there was to take back
        why = self._why_not(move)  # a footer key's click: in click words (``as_clicked``)
        self.say(None if why is None else self.as_clicked(why))

    def _bots_turn(self) -> Hint | None:
        """Why a move's key does nothing while a computer player has the turn (None when none
        has): whose turn it is, and the key that skips ahead to the next human's. While the
        computers are paused, the pause's line itself: Enter, d or Esc then put "Ola (bot) has
        the turn: space skips ahead." in its place, as if they played on, the footer still
        offering "w Go on"."""
        ctrl = self.ctrl
        if ctrl.match.finished or not ctrl.is_bot(ctrl.current):
            return None
        if self.paused:
            return Hint(_(PAUSED), prompt_follows=False)
        return Hint(_(BOTS_TURN) % {"name": ctrl.who(ctrl.current)}, prompt_follows=False)

    def _why_not(self, move: str) -> Hint | None:
        if bots_turn := self._bots_turn():
            if move == "peek" and not self.paused:  # p, which paused the bots once: the
                # key that does (while they are paused, the pause's line: w goes on)
                return Hint(_(PEEK_NOT_PAUSE) % {"name": self.ctrl.who(self.ctrl.current)},
                            prompt_follows=False)
            return bots_turn
        if self.ctrl.reveal_holds:
            # a move the game refuses anyway says so: "hide your cards first" read as if k
            # would knock once they were hidden, in a final lap where nobody may knock
            refused = self.ctrl.refusal(GAME_ACTIONS[move]) if move in GAME_ACTIONS else None
            return Hint(_(HIDE_FIRST), prompt_follows=False) if refused is None \
                else refusal_hint(refused)
        cursor = self.cursor
        if move == "enter" and isinstance(cursor, str):
            # the pile under the cursor has no move now: why, as its key (d, t) would say
            pile_refused = self.ctrl.refusal(self.pile_move(cursor))
            return None if pile_refused is None else refusal_hint(pile_refused)
        if move == "enter" and isinstance(cursor, int):
            # the card picked has no move now (turned up already in a flip opening, or a
            # move comes first): why, as its digit would say
            v, meant = self._picked(cursor)
            refused = None if meant is None else self.ctrl.refusal(meant)
            if refused is None:
                first = position_first(v)
                if DRAW_STOCK in v.legal or TAKE_DISCARD in v.legal:
                    return Hint(f"{first} {_(UP_TO_PILES)}", first, prompt_follows=False)
                return Hint(first, prompt_follows=False)
            return refusal_hint(refused)
        if move == "enter":  # the prompt follows: the digits choose too ("press 1–6")
            return Hint(_(NO_CARD_PICKED))
        if move == "move":  # an arrow is refused only for the reasons above
            return None
        if move == "tab":  # what the turn waits for follows
            return Hint(_(NO_TAB), _(NO_TAB_SHORT))
        if move in ("skip", "pace"):  # what the turn waits for follows
            if self.ctrl.bots:
                return Hint(_(YOUR_TURN), _(YOUR_TURN_SHORT))
            return Hint(_(NO_BOTS), _(NO_BOTS_SHORT))
        if move in ("cancel", "undo"):
            # Esc with a card drawn or taken: the card cannot go back where it came from
            if move == "cancel" and self.ctrl.table_view().held is None:
                return Hint(_(NOTHING_TO_CANCEL))
            return Hint(_(NO_UNDO), _(NO_UNDO_SHORT))
        v = self.ctrl.table_view()
        if move in GAME_ACTIONS:
            action: Action = GAME_ACTIONS[move]
        else:
            kind = Flip if move == "flip" else Peek
            choices = [a.pos for a in v.legal if isinstance(a, kind)]
            if choices:  # f in a flip opening, p while a peek waits: the digits choose
                return Hint(_(CHOOSING[move]) % {"keys": keys_for(choices)},
                            prompt_follows=False)
            down = [p for p, card in enumerate(v.grids[v.current]) if card is None]
            pos = down[0] if down else 0
            action = Flip(pos) if move == "flip" else Peek(pos)
        refused = self.ctrl.refusal(action)
        return None if refused is None else refusal_hint(refused)

    def _what_now(self, *, short: bool = False) -> str:
        """The prompt of the player at the keys, to follow a reason shown in its place ("" when
        it is not their turn); ``short``: in fewer words (``prompts.prompt``). With the cursor
        on a card, as the prompt says it (``TableScreen._prompt``): the opening peek's refusal
        of a top card, Enter on it, offered "or Enter for all", and Enter, the cursor still
        there, only refused it again. While the computers are paused, the pause's line: z
        at a paused table of computers alone left "The z key does nothing here" and nothing
        said how to go on."""
        ctrl = self.ctrl
        if not ctrl.at_keys_to_act():
            return _(PAUSED) if self.paused and ctrl.is_bot(ctrl.current) else ""
        return prompt(ctrl.table_view(), armed=self.armed, reveal_holds=ctrl.reveal_holds,
                      ascii=ctrl.config.ascii, short=short, cursor=self.cursor is not None)

    def say(self, hint: Hint | None) -> None:
        """Show why a key did nothing in place of the prompt (None: the prompt again), replacing
        an earlier key's reason, and draw the table. A reason the prompt does not follow (a
        refused move's, which says what to do itself) would hide a knock asked: the question is
        taken back, and the reason says so first."""
        if hint is not None and not hint.prompt_follows and self._unknock():
            hint = no_knock(hint)
        self.said = hint
        self.render_table()

    def hint_forms(self) -> tuple[str, ...]:
        """What the table shows for ``said``, fullest first (``Hint.forms``: the reason and the
        prompt now, each in full or in fewer words); () with nothing said. ``TableScreen.
        _share_talk`` shows the first that fits the prompt's lines."""
        if self.said is None:
            return ()
        return self.said.forms(self._what_now(), self._what_now(short=True))

    @property
    def hint(self) -> str:
        """The hint in full ("" with none): the reason, then the prompt where it follows."""
        forms = self.hint_forms()
        return forms[0] if forms else ""

    def on_key(self, event: events.Key) -> None:
        """A key nothing at the table binds did nothing and said nothing (F5, Home, ctrl+o, a
        letter), and a reason said for an earlier key stayed as if it answered this one: it says
        so in place of the prompt, named as the footer and the keys screen name keys, and which
        key lists the keys."""
        if event.key in bound_keys() or binds(self, event):
            return
        if self.too_small or not self.built:
            return  # the table's keys are not shown to be found
        key, caps = named(self, event)
        if key is None:  # what the turn waits for follows, as after a refused move
            self.say(Hint(_(UNKNOWN), _(UNKNOWN_SHORT)))
            return
        # what the turn waits for follows, as after a refused move
        why, fewer = (CAPS, CAPS_SHORT) if caps else (UNBOUND, UNBOUND_SHORT)
        self.say(Hint(_(why) % {"key": key}, _(fewer) % {"key": key}))
