"""The table's words for a key that did nothing (why, in place of the prompt: ``BOTS_TURN``,
``NO_UNDO``, ``UNBOUND``…, with their fewer words, ``_SHORT``) and for the bots' pace (``PACES``,
``pace_note``), and what the keys are read by: the moves by name (``GAME_ACTIONS``), the keys of
a refused move (``REFUSED_KEYS``), the piles under the arrow keys' cursor (``PILE_SPOTS``), the
keys that still work while the table does not fit (``LOOK_UP``). Marked with N_, said in the
current language where they are shown."""

from __future__ import annotations

from ...engine import DRAW_STOCK, KNOCK, TAKE_DISCARD, THROW_AWAY, Action
from ...i18n import N_, _, decimal
from ..hints import Hint

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
# Each in fewer words, for a status line with less room (``StatusBar.note``): beside a computer's
# turn at 60 columns the whole note lost its end, "the fastest", in Norwegian, Swedish and Danish
NO_WAIT_SHORTER = (N_("Bots' pace: no wait, the fastest"), N_("Bots' pace: the fastest"))
SLOWEST_SHORTER = (N_("Bots' pace: the slowest"),)
PACE_SHORTER = (N_("Bots' pace: %(seconds)s s"),)
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


def pace_note(pace: float, step: int) -> tuple[str, ...]:
    """The note of a pace set by a step faster (``step`` < 0) or slower: the seconds a move,
    and whether no step goes further that way; then the same in fewer words, shortest last."""
    if pace <= PACES[0]:
        return tuple(_(words) for words in (NO_WAIT, *NO_WAIT_SHORTER))
    slowest = step > 0 and pace >= PACES[-1]
    forms = (SLOWEST, *SLOWEST_SHORTER) if slowest else (PACE, *PACE_SHORTER)
    seconds = {"seconds": decimal(pace, 1)}
    return tuple(_(words) % seconds if "%(seconds)s" in words else _(words) for words in forms)
