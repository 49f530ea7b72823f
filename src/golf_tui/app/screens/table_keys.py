"""The table's keys and clicks: the bindings (named in the footer, enabled only when the engine
lists their action as legal for the player at the keys, via ``check_action``) and what each key,
click or widget intent means. Everything that changes the match goes through ``act``, which asks
the controller; nothing here changes the match itself."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from textual import events
from textual.binding import ActiveBinding, Binding, BindingType
from textual.screen import Screen

from ...engine import (
    DRAW_STOCK,
    KNOCK,
    TAKE_DISCARD,
    THROW_AWAY,
    Action,
    Flip,
    Peek,
    SeatView,
)  # fmt: skip
from ...i18n import N_, _, decimal
from ..hints import Hint
from ..notes import dismiss_warning
from ..prompts import (
    click_prompt,
    enter_words,
    keys_for,
    opening_all,
    position_first,
    prompt,
)  # fmt: skip
from ..refusals import refusal_hint
from ..widgets.grid import OwnGrid
from ..widgets.opponents import OpponentGrid
from ..widgets.piles import Piles
from .bindings import KEYS_LABEL, translated_active
from .unbound import binds, named

if TYPE_CHECKING:
    from textual.timer import Timer

    from ..controller import Controller
    from ..layout import Fit
    from ..widgets.status import StatusBar

PLACE = Binding.Group(N_("Place"), compact=True)
FLIP = Binding.Group(N_("Flip"), compact=True)
PEEK = Binding.Group(N_("Peek"), compact=True)
# Steps of 0.2 s up to 0.8 s (the default), then wider: two presses of + from 0.8 s halved it
# to 0.2 s, from readable to a blur. settings.json keeps any pace from 0 to 10 s as it was.
PACES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.2, 1.6, 2.4)
NOTE_SECONDS = 2.0  # how long the note of a new pace stands
# The note of + and - (and the palette's entries), in the status line: the pace now, and at
# either end of ``PACES`` that it is the end (the same note again said nothing of why the key
# had changed nothing).
PACE = N_("Bots' pace: %(seconds)s s per move")
# at 0 s: "0.0 s per move, the fastest" read as if the moves were made all at once, unseen;
# each is still drawn, one after the other
NO_WAIT = N_("Bots' pace: no wait between moves, the fastest")
SLOWEST = N_("Bots' pace: %(seconds)s s per move, the slowest")
POSITIONAL = ("place", "flip", "peek", "explain")
GAME_ACTIONS: dict[str, Action] = {"draw": DRAW_STOCK, "take": TAKE_DISCARD, "throw": THROW_AWAY,
                                   "knock": KNOCK}
REFUSED_KEYS = (("d", "draw"), ("t", "take"), ("x", "throw"), ("k", "knock"), ("f", "flip"),
                ("p", "peek"), ("enter", "enter"), ("escape", "cancel"),
                ("left,right,up,down", "move"), ("u,ctrl+z,backspace", "undo"),
                ("space", "skip"), ("plus,minus", "pace"), ("tab,shift+tab", "tab"))
# Why a key did nothing, where the engine has no move to refuse (``action_refuse``, ``pick``).
# A reason with a ``_SHORT`` beside it has fewer words for a line that would cut it with the
# prompt after it (60 columns, a card in hand: ``hints.Hint``'s ``short``).
# A computer player has the turn: the keys of a move wait for the next human turn, which the
# skip key brings at once (the space binding below).
BOTS_TURN = N_("%(name)s has the turn: space skips ahead.")
HIDE_FIRST = N_("Press Enter to hide your cards first.")
# The moves whose key, pressed while the opening peek's cards are on show (held until Enter),
# hides them and makes the move in one go: the hiding comes first, so that nothing the move
# shows is shown beside them (``TableKeys.hide_then``).
HIDING = frozenset({"draw", "take", "knock"})
# The bots' keys (space skips their turns, + / - set their pace) where they have nothing to do:
# a table of people only, or (space) a person's turn; what the turn waits for follows.
NO_BOTS = N_("No bots play at this table: space, + and - are for their turns.")
NO_BOTS_SHORT = N_("No bots play at this table.")
YOUR_TURN = N_("Space skips the bots' turns, and this turn is yours.")
YOUR_TURN_SHORT = N_("Space: this turn is yours.")
# The arrow keys' cursor on a pile, the row above the grid's top row (Up reaches it, Down goes
# back, Left and Right go between the two): Enter there makes the pile's move, as a click on it
# does (the stock draws; the discard pile takes its top card, or with a card drawn throws that
# away). ``TableKeys.cursor`` is one of these or a grid position.
STOCK, DISCARD = "stock", "discard"
PILE_SPOTS = (STOCK, DISCARD)
NO_CARD_PICKED = N_("No card is picked for Enter: pick one with the arrow keys first.")
# after "Draw (d) or take the discard (t) first, …" (Enter on a grid card before the draw): the
# arrows that brought the cursor there reach the piles too
UP_TO_PILES = N_("Up from the top row reaches the piles.")
# Esc with no flip or peek waiting for its card and no card picked with the arrows; the prompt
# it stands in place of follows (what the turn waits for), as a refused move's reason says it.
NOTHING_TO_CANCEL = N_("Nothing to cancel (q quits).")
# A knock asked (k: ``TableKeys.action_knock``) and not made: Esc, an arrow, a position, or
# another move took the question back. Said before the prompt, as a refused key's reason is:
# the question gone without a word read as if the knock had been made.
NO_KNOCK = N_("No knock: your turn goes on.")
NO_KNOCK_SHORT = N_("No knock.")
# The keys a newcomer tries to take a move back with (u, ctrl+z, backspace), and Esc with a card
# in hand: Golf has no undo, and those keys did nothing and said nothing.
NO_UNDO = N_("There is no undo: a move stands once it is made.")
NO_UNDO_SHORT = N_("There is no undo.")
# A digit past the grid's cards: the keys that choose a card now (a flip after a discard: only
# the face-down cards'), or, where none does, what comes first (``prompts.position_first``).
OFF_GRID = N_("Your grid has no card %(key)d: press %(keys)s.")
OFF_GRID_FIRST = N_("Your grid has no card %(key)d.")
# Tab (and shift+Tab), which a newcomer tries to go from card to card with: nothing at the table
# takes the focus (Textual's Tab went nowhere, silently); the arrow keys move the cursor.
NO_TAB = N_("Tab does nothing at the table: the arrow keys move the cursor, Enter chooses.")
NO_TAB_SHORT = N_("Tab does nothing: use the arrow keys.")
# In place of "… is playing…" while p holds the computers' moves (``TableKeys.action_pause``),
# and after a reason said in its place (``TableKeys._what_now``)
PAUSED = N_("Paused — w to go on (space: skip ahead).")
# w on a person's own turn: the bots wait once the turn is over, until w again (or space);
# said where the prompt is (a note in the status line went unseen), the prompt after it
PAUSED_AHEAD = N_("The bots will wait after your move (w: let them play on).")
PAUSED_AHEAD_SHORT = N_("The bots will wait after your move.")
# w again on that turn: the pause is off before it began
GO_ON_AHEAD = N_("The bots will play on after your move.")
# p (the peek's key) on a computer's turn: the pause has a key of its own
PEEK_NOT_PAUSE = N_("%(name)s has the turn: w pauses the bots, space skips ahead.")
# A letter or sign the table binds to nothing (a newcomer tries keys: z, a, n…).
UNBOUND = N_("The %(key)s key does nothing here: ? lists the keys.")
# The same, when the key's lower case is bound: D with Caps Lock on
CAPS = N_("The %(key)s key does nothing here: is Caps Lock on? The table's keys are lower case.")
# Both in fewer words, for a prompt line that would cut them with what the turn waits for after
# them (60 columns: ``hints.Hint``'s ``short``)
UNBOUND_SHORT = N_("%(key)s does nothing (? lists the keys).")
# A key whose name cannot be known (``unbound.spoken``: Textual misread it), as UNBOUND says it
UNKNOWN = N_("That key does nothing here: ? lists the keys.")
UNKNOWN_SHORT = N_("That key does nothing (? lists the keys).")
CAPS_SHORT = N_("%(key)s does nothing: is Caps Lock on?")
CHOOSING = {
    "flip": N_("You are choosing a card to flip already: press %(keys)s."),
    "peek": N_("You are choosing a card to peek at already: press %(keys)s."),
}
# A click on the words of the footer's group of keys ("Place" after "1234"), which press no
# key: where a click makes a move now, then these, with the group's keys ("1–4")
GROUP_CLICKED = N_("Or press %(keys)s.")
GROUP_PRESS = N_("Press %(keys)s, or click one of them.")  # where no click on a card makes one
# A click that makes no move, on an opponent's grid or on the card in hand (or its empty place):
# what it was, then where a click makes a move now (``prompts.click_prompt``).
THEIR_GRID = N_("That grid is %(name)s's.")
IN_HAND = N_("That is the card in your hand.")
HAND_EMPTY = N_("Your hand is empty.")
# The keys that still work while the terminal is too small for the table: they look things up
# (the table's own keys would act on cards no one can see).
LOOK_UP = ("history", "log", "scorecard", "rules", "keys", "skip", "pace", "pause", "go_on")


def no_knock(then: Hint | None = None) -> Hint:
    """What is said once a knock asked is taken back (``NO_KNOCK``), before the prompt, or
    before ``then`` (why the key that took it back did nothing, as it says it)."""
    if then is None:
        return Hint(_(NO_KNOCK), _(NO_KNOCK_SHORT))
    return Hint(f"{_(NO_KNOCK)} {then.reason}", f"{_(NO_KNOCK_SHORT)} {then.short or then.reason}",
                prompt_follows=then.prompt_follows)


def pace_note(pace: float, step: int) -> str:
    """The note of a pace set by a step faster (``step`` < 0) or slower: the seconds a move,
    and whether no step goes further that way."""
    if pace <= PACES[0]:
        return _(NO_WAIT)
    words = SLOWEST if step > 0 and pace >= PACES[-1] else PACE
    return _(words) % {"seconds": decimal(pace, 1)}


def _digit_bindings() -> list[BindingType]:
    out: list[BindingType] = []
    for kind, group in (("place", PLACE), ("flip", FLIP), ("peek", PEEK)):
        out += [Binding(str(i + 1), f"{kind}({i})", group.description, group=group)
                for i in range(9)]
    out += [Binding(str(i + 1), f"explain({i})", "", show=False) for i in range(9)]
    return out


# The descriptions are English (marked with N_); ``translated`` gives the current language's.
BINDINGS: list[BindingType] = [
    Binding("d", "draw", N_("Draw"), tooltip=N_("Draw the top card of the stock")),
    Binding("t", "take", N_("Take"), tooltip=N_("Take the top card of the discard pile")),
    Binding("x", "throw", N_("Throw away"),
            tooltip=N_("Throw the drawn card onto the discard pile")),
    Binding("k", "knock", N_("Knock"), tooltip=N_("Knock: everyone else gets one more turn")),
    Binding("f", "arm('flip')", N_("Flip…"), tooltip=N_("Flip one of your face-down cards")),
    Binding("p", "arm('peek')", N_("Peek…"),
            tooltip=N_("Peek at one of your face-down cards, for a penalty")),
    # w (wait), at any time at a table with bots: stop them to look at the table, and go on.
    # It was p on a computer's turn, the peek's key on a person's own: one key, two meanings,
    # and in rules without peeks p on one's own turn said peeking was not allowed. In the
    # footer during the computers' turns and while paused; on a person's own turn the same
    # key, unshown, has the bots wait once the turn is over. Textual tries the next binding
    # of w while the one before is disabled.
    Binding("w", "pause", N_("Pause"), tooltip=N_("Stop the bots to look at the table")),
    # On a person's own turn, "w Go on" is a key of its own action, which the footer hides
    # before the turn's moves (the opening's "123456 Flip" went first with the cursor on a
    # card): the status line still says the bots are paused.
    Binding("w", "go_on('ahead')", N_("Go on"), tooltip=N_("Let the bots play on")),
    Binding("w", "go_on", N_("Go on"), tooltip=N_("Let the bots play on")),
    Binding("w", "pause('ahead')", show=False),
    *_digit_bindings(),
    Binding("enter", "enter", N_("OK"), key_display="⏎"),
    Binding("escape", "cancel", N_("Cancel"), show=False),
    Binding("left", "move(0,-1)", show=False),
    Binding("right", "move(0,1)", show=False),
    Binding("up", "move(-1,0)", show=False),
    Binding("down", "move(1,0)", show=False),
    Binding("space", "skip", N_("Skip ahead"), tooltip=N_("Play the bots' turns at once")),
    # Not in the footer: with computer players it would not fit 80 columns; the keys screen
    # (? / F1) lists them.
    Binding("plus", "pace(-1)", N_("Faster"), key_display="+", show=False),
    Binding("minus", "pace(1)", N_("Slower"), key_display="-", show=False),
    # in the footer only where the row has room for it as it is (``FittingFooter.spare``)
    Binding("l", "log", N_("Log"), tooltip=N_("What happened so far, newest last")),
    Binding("h", "history", N_("Pile"), tooltip=N_("Show the discard pile, top first")),
    Binding("s", "scorecard", N_("Scores")),
    Binding("r", "rules", N_("Rules")),
    Binding("question_mark,f1", "keys", KEYS_LABEL, key_display="?"),
    # q is no move at the table: it quits, as ctrl+q does (asking first), and as q does on the
    # match-over screen; at the keys screen, not in the footer, which it would crowd.
    Binding("q", "app.quit_game", N_("Quit"), show=False),
    # A move's key when the move is not allowed now: Textual tries a key's next binding when the
    # first is disabled, so these say why (as a digit's ``explain`` does) instead of nothing.
    *(Binding(key, f"refuse('{move}')", show=False) for key, move in REFUSED_KEYS),
]


@cache
def bound_keys() -> frozenset[str]:
    """Every key the table binds, whatever it does now (a disabled move's key says why)."""
    return frozenset(key for b in BINDINGS if isinstance(b, Binding)
                     for key in b.key.split(","))


# Shown in the footer while a flip or peek waits for its card, in place of the other moves
# (which still work): with them, the peek's row ran past 80 columns and lost "? Keys". While a
# knock is asked, the knock's key stays, as one with Enter's: either knocks ("k/⏎ Knock").
ARMED_HIDES = frozenset(GAME_ACTIONS) | {"arm"}
KNOCK_KEY_DISPLAY = "k/⏎"


def translated(bindings: dict[str, ActiveBinding], armed: str | None = None,
               enter: str | None = None) -> dict[str, ActiveBinding]:
    """The screen's active bindings as the footer should show them, in the current language:
    Textual reads a binding's description when the footer is built, so the table hands the
    footer translated copies while its key handling keeps the English originals. ``armed``: a
    flip or peek waits for its card, so the footer offers the positions and Esc instead of the
    other moves; or a knock is asked ("knock"), and the footer offers the knock's key (Enter's
    too, which it shows with it) and Esc. Once the arrow keys have picked a card with a move,
    Enter is enabled and shown after the digits, which still work: the footer keeps them where
    the row has room for them as it is (``footer.beside``; only Enter was shown, and the flip
    opening's "123456 Flip" became "⏎ OK" at the first arrow). ``enter``: Enter's words in
    place of "OK", the move it makes on the card the arrow keys picked (``prompts.
    enter_words``), already in the current language."""
    out = {}
    for key, active in bindings.items():
        shown = translated_active(active)
        b = shown.binding
        knocking = armed == "knock" and b.action in ("knock", "enter")
        if knocking and b.action == "enter":
            b = replace(b, show=False)  # shown with the knock's key: "k/⏎ Knock"
        elif knocking:
            b = replace(b, key_display=KNOCK_KEY_DISPLAY)
        elif armed and b.action.split("(")[0] in ARMED_HIDES:
            b = replace(b, show=False)
        elif armed and b.action == "cancel":
            b = replace(b, show=True)
        if enter and b.action == "enter":
            b = replace(b, description=enter)
        out[key] = shown._replace(binding=b)
    return out


class TableKeys(Screen[None]):
    """The key and click handlers of the table screen (mixed into ``TableScreen``)."""

    ctrl: Controller
    rows: int
    cols: int
    size_: int
    armed: str | None
    cursor: int | str | None  # a grid position, or a pile (``PILE_SPOTS``)
    said: Hint | None  # why the last key did nothing, shown in place of the prompt
    clicking = False  # a click on a card or a pile is being answered (``by_click``)
    busy: bool
    skip: bool
    paused: bool
    noted: bool
    pace: float
    show_history: bool
    history_for: tuple[int | None, tuple[int, int, int] | None]
    fitted: Fit | None
    built: bool
    status: StatusBar
    _note_timer: Timer | None
    # when cards peeked at were last held on show (Textual's event clock): ``too_soon``
    held_from = -math.inf
    # when the knock was asked, or an answer to it made too soon (Textual's event clock): a k
    # or Enter made sooner than the reading time after it does not knock (``_knock_too_soon``)
    knock_from = -math.inf

    @property
    def too_small(self) -> bool:
        """The table is covered by the message asking for a larger terminal."""
        return self.fitted is not None and not self.fitted.fits

    if TYPE_CHECKING:  # provided by TableScreen

        def render_table(self) -> None:
            ...

        def act(self, action: Action) -> bool:
            ...

        def fit_table(self) -> None:
            ...

        def pace_changed(self) -> None:
            ...

        def pace_pending(self) -> None:
            ...

        def bots_resume(self) -> None:
            ...

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
        them (``deliberate.READING_TIME`` since they were shown, or since the last key that
        came too soon): the second of a double Enter, or a held one, which peeked at the
        opening's cards with its first press and would have hidden them unseen with the next."""
        from . import deliberate

        now = deliberate.event_clock()
        if not deliberate.READING_TIME or now >= self.held_from + deliberate.READING_TIME:
            return False
        self.held_from = now
        return True

    def _note_held(self) -> None:
        """The move just made left cards held on show: keys to hide them count from now."""
        if self.ctrl.reveal_holds:
            from . import deliberate

            self.held_from = deliberate.event_clock()

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

    def action_knock(self) -> None:
        """k asks first: a knock cannot be taken back, and k sits beside l (the log). The
        prompt says what a knock means now, and the keys that answer (``prompts.
        knock_question``); k again or Enter knocks, Esc or another move does not. The arrows'
        cursor is not drawn meanwhile (Enter knocks, whatever card it was on), and is where it
        was once the question is gone. Pressed while the opening peek's cards are on show, k
        hides them first, as the moves' keys do. (The computers knock at once: they never
        press k.) An answer made too soon after the question does not knock
        (``_knock_too_soon``)."""
        if not self.hide_then():
            return
        if self.armed == "knock":
            if not self._knock_too_soon():
                self.act(KNOCK)
            return
        self.armed = "knock"
        from . import deliberate

        self.knock_from = deliberate.event_clock()  # asked now: the key that asked is earlier
        self.say(None)  # an earlier key's reason would read as if it answered the question

    def _knock_too_soon(self) -> bool:
        """Whether the k or Enter that would knock now was made (``deliberate.made_at``: when
        it was pressed, not when it is handled) sooner than ``deliberate.FINAL_TIME`` after
        the knock was asked (no wait where the reading time is off), or after the last answer
        made too soon: nobody could have read the question. A double-tapped k asked and knocked
        in one go, and so did a held one, the very slip the question is there for. It does
        not knock, and says so as the questions of the other screens do ("Too quick: press
        that key again.", with a bell), the question still asked after it; the wait starts
        again from that key, so a held k never knocks, and a k or Enter a moment after the
        last does."""
        from . import deliberate

        made = deliberate.made_at(self)
        wait = deliberate.final_wait()
        if not wait or made >= self.knock_from + wait:
            return False
        self.knock_from = max(self.knock_from, made)
        self.app.bell()
        # a click on "k/⏎ Knock" is answered as a click: "press that key again" left a
        # clicking player looking for a key
        words = deliberate.TOO_SOON_CLICK if deliberate.clicked(self) else deliberate.TOO_SOON
        self.say(Hint(_(words)))
        return True

    def keys_moved(self) -> None:
        """A click on a footer key that had only just come under the pointer did nothing
        (``FittingFooter.moved_under``): the line says so, with the bell, as an answer to the
        knock made too soon does, the prompt after it."""
        from . import deliberate

        self.app.bell()
        self.say(Hint(_(deliberate.KEYS_MOVED)))

    def _unknock(self) -> bool:
        """Take back a knock asked (``action_knock``), if one is: whether one was."""
        if self.armed != "knock":
            return False
        self.armed = None
        return True

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

    def action_arm(self, kind: str) -> None:
        unknocked = self._unknock()
        self.armed = kind
        self.say(no_knock() if unknocked else None)

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

    def _first_then(self, v: SeatView) -> Hint:
        """Why a card chosen at the start of a turn has no move: what to do first. By a click,
        where a click makes a move now (``click_prompt``): "Draw (d), take the discard (t) or
        flip a card (f) first, then choose a position." answered a player who had clicked a
        face-down card, with the keys."""
        where = self._click_words()
        return Hint(where if where is not None else position_first(v), prompt_follows=False)

    def _click_words(self) -> str | None:
        """Where a click makes a move now (``prompts.click_prompt``), when what is being
        answered is a click (a card's, a pile's, or a footer key's: ``deliberate.clicked``);
        None for a key, or where no click makes a move."""
        from . import deliberate

        if not (self.clicking or deliberate.clicked(self)):
            return None
        return click_prompt(self.ctrl.table_view(), armed=self.armed,
                            ascii=self.ctrl.config.ascii)

    def as_clicked(self, hint: Hint) -> Hint:
        """A refusal, answering a click: the prompt that follows it, which names keys, is where
        a click makes a move now, where there is such a move (as after a click on an
        opponent's grid, ``_click_said``). For a key, as it is."""
        if not hint.prompt_follows or (where := self._click_words()) is None:
            return hint
        return Hint(f"{hint.reason} {where}", prompt_follows=False)

    @contextlib.contextmanager
    def by_click(self) -> Iterator[None]:
        """While a click on a card or a pile is answered: what it refuses speaks of clicking."""
        before, self.clicking = self.clicking, True
        try:
            yield
        finally:
            self.clicking = before

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

    # --- clicks: the widgets' intents ------------------------------------------------------

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

    def on_own_grid_chosen(self, message: OwnGrid.Chosen) -> None:
        with self.by_click():
            if self._clickable():
                self.pick(message.pos)

    def on_piles_stock_pressed(self, _message: Piles.StockPressed) -> None:
        with self.by_click():
            if self._clickable(DRAW_STOCK):
                self.act_on_pile(DRAW_STOCK)

    def on_piles_discard_pressed(self, _message: Piles.DiscardPressed) -> None:
        with self.by_click():
            if self._clickable(move := self.pile_move(DISCARD)):
                self.act_on_pile(move)

    def on_piles_held_pressed(self, _message: Piles.HeldPressed) -> None:
        """The card in hand is no move of its own: say where a click makes one."""
        if self._clickable():
            held = self.ctrl.table_view().held_from is not None
            self._click_said(_(IN_HAND) if held else _(HAND_EMPTY))

    def on_opponent_grid_pressed(self, message: OpponentGrid.Pressed) -> None:
        """Another player's grid takes no move: say whose it is and where a click makes one."""
        if self._clickable():
            self._click_said(_(THEIR_GRID) % {"name": self.ctrl.names[message.seat]})

    def group_clicked(self, keys: list[str]) -> None:
        """The words of the footer's group of keys ("Place" after "1234") were clicked: they
        press no key, and said nothing. Where a click makes a move now, and the keys
        (``GROUP_CLICKED``: "… Or press 1–4.")."""
        if not self._clickable():
            return
        digits = [int(key) - 1 for key in keys if key.isdigit()]
        named = keys_for(digits) if len(digits) == len(keys) else ", ".join(keys)
        where = click_prompt(self.ctrl.table_view(), armed=self.armed,
                             ascii=self.ctrl.config.ascii)
        if where is None:
            self.say(Hint(_(GROUP_PRESS) % {"keys": named}, prompt_follows=False))
        else:
            self.say(Hint(f"{where} {_(GROUP_CLICKED) % {'keys': named}}",
                          prompt_follows=False))

    def _click_said(self, what: str) -> None:
        """A click that made no move: what it was on, then where a click makes one now, in
        place of the prompt (as a refused key's reason is)."""
        where = click_prompt(self.ctrl.table_view(), armed=self.armed,
                             ascii=self.ctrl.config.ascii)
        if where is None:  # no move a click makes: the prompt follows, as after a key
            self.say(Hint(what))
        else:  # where a click makes one, which has no fewer words
            self.say(Hint(f"{what} {where}", prompt_follows=False))

    # --- pace, panels and other screens ----------------------------------------------------

    def action_pause(self, when: str = "now") -> None:
        """w on a computer's turn: its move waits (``table_flow``'s ``_unseen``) until w is
        pressed again (``action_go_on``) or space skips ahead, and the prompt says so. Skipping
        ahead stops: the player asked to look. On a person's own turn (``when`` "ahead"): the
        bots wait once the turn is over, and a note says so."""
        self.paused = True
        if self.skip:
            self.skip = False
            self.end_note()  # "skipping ahead": no more
        # the key did something: an earlier key's reason would read as its
        self.say(Hint(_(PAUSED_AHEAD), _(PAUSED_AHEAD_SHORT)) if when == "ahead" else None)
        self.refresh_bindings()  # "w Go on" in the footer, on a person's turn too

    def action_go_on(self, when: str = "now") -> None:
        """w again: the computers play on, the move waiting made at the pace from now. On a
        person's own turn (``when`` "ahead"), the line says they will, as w's pause did."""
        self.paused = False
        self.say(Hint(_(GO_ON_AHEAD)) if when == "ahead" else None)
        self.refresh_bindings()
        self.bots_resume()

    def action_skip(self) -> None:
        if self.paused:  # space asks for the bots' turns now: the pause is over
            self.paused = False
            self.render_table()
        if self.skip:  # already skipping: a second press needs no second note
            return
        self.skip = True
        # stands while the computers' turns are skipped (``table_flow``: ``skip_done``)
        self.pass_note(_("Skipping ahead to the next human turn") if self.ctrl.humans
                       else _("Skipping ahead to the end of the hole"), None)  # only computers
        self.pace_pending()  # a move chosen already is made now, not at the end of its pace
        self.bots_resume()  # and one waiting under "Make the terminal larger" too

    def action_pace(self, step: int) -> None:
        # the next step faster or slower from the pace now, which settings.json may have set
        # between two steps (0.3 s: + gives 0.2, - 0.4) or beyond the slowest (5 s: - keeps it)
        if step < 0:
            self.pace = max((p for p in PACES if p < self.pace), default=PACES[0])
        else:
            self.pace = min((p for p in PACES if p > self.pace), default=max(self.pace, PACES[-1]))
        self.pace_changed()
        if self.said is not None:  # the key did something: an earlier key's reason would
            self.say(None)  # read as its
        self.pass_note(pace_note(self.pace, step), NOTE_SECONDS)
        if self.built:  # the status line's pace beside whose turn it is (``TURN_PACE``)
            self.render_table()
        self.pace_pending()  # a move chosen already waits out the new pace, not the old

    def pass_note(self, text: str, seconds: float | None, shorter: tuple[str, ...] = ()
                  ) -> None:
        """A passing note, for ``seconds`` (None: until ``end_note``): in the status line, in
        place of the ruleset and the hole, where it covers nothing (a toast covered the end of
        the prompt), in the first of its ``shorter`` forms that fits where ``text`` does not;
        while the terminal is too small for the table, as a toast."""
        self.noted = True
        if self.too_small or not self.built:
            self.notify(text, timeout=seconds or NOTE_SECONDS, markup=False)
            return
        self.status.note(text, *shorter)
        if self._note_timer is not None:
            self._note_timer.stop()
        self._note_timer = None if seconds is None else self.set_timer(seconds, self.end_note)

    def end_note(self) -> None:
        """Take the passing note off the status line."""
        if self._note_timer is not None:
            self._note_timer.stop()
            self._note_timer = None
        if self.built:
            self.status.note("")

    def action_history(self) -> None:
        """h: the discard pile's line, top card first, for the turn being played (or hidden
        again); asked during a computer's turn, to the end of the asking player's next turn
        (``TableScreen._history_stays``). The turn after that begins without it: it took the
        row of the narration, cut short for every later player, and at one screen the next
        player had not asked for it."""
        self.show_history = not self.show_history
        ctrl = self.ctrl
        self.history_for = (ctrl.keys, ctrl.turn if ctrl.at_keys_to_act() else None)
        self.fit_table()
        self.render_table()
        if self.too_small:
            self.refresh_bindings()  # its key is offered there only while the line is shown

    def action_scorecard(self) -> None:
        from . import links

        self.app.push_screen(links.scorecard_screen(self.ctrl.match))

    def action_log(self) -> None:
        from . import links

        self.app.push_screen(links.log_screen(self.ctrl))

    def action_rules(self) -> None:
        from . import links

        self.app.push_screen(links.rules_screen(self.ctrl.match.ruleset,
                                                   self.ctrl.match.table))

    def action_keys(self) -> None:
        from . import links

        self.app.push_screen(links.keys_screen(self.ctrl.match.ruleset, bool(self.ctrl.bots)))
