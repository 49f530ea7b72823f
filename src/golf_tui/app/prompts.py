"""The prompt line: one sentence telling the player at the keys what they may do now, written from
the view's legal actions (the engine decides what is legal; this only puts it in words)."""

from __future__ import annotations

from ..engine import (
    DRAW_STOCK,
    KNOCK,
    POSITION_NAMES,
    TAKE_DISCARD,
    THROW_AWAY,
    Action,
    Flip,
    Peek,
    SeatView,
    Swap,
)  # fmt: skip
from ..i18n import N_, _, ngettext
from .glyphs import card_name

REMEMBER = N_("Remember these — they will be hidden when you press Enter")
# The same, where the turn's first move may be made at once: its key hides them first (the
# opening peek's cards, at the start of the turn that follows it).
REMEMBER_OR_MOVE = N_("Remember these — Enter hides them; so does a move (%(keys)s)")
# the keys of those moves: d, t and k (where knocking is allowed), in that order
HIDING_MOVES = ((DRAW_STOCK, "d"), (TAKE_DISCARD, "t"), (KNOCK, "k"))
# What a click can do now (``click_prompt``), said after a click that did nothing.
CLICK_FLIP = N_("Click one of your face-down cards to flip it.")
CLICK_PEEK = N_("Click one of your face-down cards to peek at it.")
CLICK_PEEK_BOTTOM = N_("Click one of your bottom cards to peek at it.")
CLICK_DRAW_OR_TAKE = N_("Click the stock to draw, or the discard pile to take the %(card)s.")
CLICK_DRAW = N_("Click the stock to draw.")
CLICK_TAKE = N_("Click the discard pile to take the %(card)s.")
CLICK_PLACE_OR_THROW = N_("Click one of your cards to put the %(card)s there, or the discard pile"
                          " to throw it away.")
CLICK_PLACE = N_("Click one of your cards to put the %(card)s there.")
# k asks before it knocks (``TableKeys.action_knock``): a knock cannot be taken back, and k sits
# beside l (the log); one key knocked at once, on a first turn too, with two cards never seen.
# The question says what a knock means now, and the keys that answer it; in fewer words for a
# line that would cut it (60 columns, or after a refused key's reason).
KNOCK_ASKED = N_("Knock? Everyone else gets one more turn, then the hole ends.")
KNOCK_ASKED_SHORT = N_("Knock? Everyone else gets one more turn.")
# with the knock-penalty house rule, after the question; ``tie``: "a tie counts as lowest" or
# "a tie is not lowest", as the rules say it (``rules_text.describe_knock_penalty``)
KNOCK_PENALTY = N_("Knock penalty: you score 0 for the hole if yours is the lowest score,"
                   " else +%(points)d (%(tie)s).")
KNOCK_PENALTY_SHORT = N_("You score 0 if lowest, else +%(points)d.")
KNOCK_KEYS = N_("k or Enter to knock, Esc to cancel")


def keys_for(positions: list[int]) -> str:
    """``"1–6"`` for a full run of positions, ``"1, 3 or 5"`` otherwise."""
    nums = [p + 1 for p in sorted(positions)]
    if not nums:
        return ""
    if len(nums) > 2 and nums == list(range(nums[0], nums[-1] + 1)):
        return f"{nums[0]}–{nums[-1]}"
    if len(nums) == 1:
        return str(nums[0])
    return _("%(first)s or %(last)s") % {"first": ", ".join(map(str, nums[:-1])),
                                         "last": nums[-1]}


def _or(parts: list[str]) -> str:
    """``"a, b or c"``, as it is."""
    if len(parts) == 1:
        return parts[0]
    return _("%(first)s or %(last)s") % {"first": ", ".join(parts[:-1]), "last": parts[-1]}


def opening_all(v: SeatView) -> tuple[int, ...] | None:
    """The cards one key peeks at in an opening peek (Enter, so that a player who would peek
    at each of them anyway needs no key for each): every card the opening lets the seat of
    ``v`` peek at, where it owes a peek at every one of them (None otherwise: a choice among
    them is the player's to make card by card)."""
    if v.phase != "opening":
        return None
    legal = v.legal
    peeks = tuple(a.pos for a in legal if isinstance(a, Peek))
    if not peeks or len(peeks) != len(legal) or len(peeks) != v.opening_left:
        return None
    return peeks


def either(parts: list[str]) -> str:
    """``"a, b or c"`` with the first letter in upper case and a full stop."""
    text = _or(parts)
    return text[0].upper() + text[1:] + "."


def position_first(v: SeatView) -> str:
    """Why a position key does nothing at the start of a turn, and what to do first: every
    move of the turn that leads to choosing a card ("Draw (d), take the discard (t) or flip a
    card (f) first, then choose a position."), and a knock where it is allowed ("…; or knock
    (k).")."""
    legal = v.legal
    parts = []
    if DRAW_STOCK in legal:
        parts.append(_("draw (d)"))
    if TAKE_DISCARD in legal:
        parts.append(_("take the discard (t)"))
    if any(isinstance(a, Flip) for a in legal):
        parts.append(_("flip a card (f)"))
    if any(isinstance(a, Peek) for a in legal):
        parts.append(_("peek (p)"))
    if not parts:
        parts.append(_("draw (d)"))
    moves = {"moves": either(parts)[:-1]}
    if KNOCK in legal:  # the turn's other move, which chooses no position
        return _("%(moves)s first, then choose a position; or knock (k).") % moves
    return _("%(moves)s first, then choose a position.") % moves


def prompt(v: SeatView, *, armed: str | None, reveal_holds: bool, ascii: bool,
           short: bool = False, cursor: bool = False) -> str:
    """What the seat of ``v`` (the one to act, at the keys) should do next. ``short``: in
    fewer words where there are some to spare, for a table whose prompt would otherwise cover
    the narration or follow a refused key's reason (the start of a turn says "draw (d)" for
    "draw from the stock (d)", the opening peek leaves out "(each of them); only you see
    them"). ``cursor``: the arrows' cursor is on a card, so Enter chooses that card: the
    opening peek offers Enter on one card, not Enter for all of them."""
    if reveal_holds:
        if moves := [key for action, key in HIDING_MOVES if action in v.legal]:
            return _(REMEMBER_OR_MOVE) % {"keys": _or(moves)}
        return _(REMEMBER)
    legal = v.legal
    flips = [a.pos for a in legal if isinstance(a, Flip)]
    peeks = [a.pos for a in legal if isinstance(a, Peek)]
    if armed == "knock" and KNOCK in legal:
        return knock_question(v, short=short)
    # every choice of a card says its keys the same way: "…: press 3, 4 or 6"
    if armed == "flip":
        return _("Flip a card: press %(keys)s (Esc to cancel)") % {
            "keys": keys_for(flips)}
    if armed == "peek":
        points = v.ruleset.peek_penalty.points  # 1 in the presets; a ruleset may say more
        return ngettext("Peek at a card, +%(points)s point each: press %(keys)s (Esc to cancel)",
                        "Peek at a card, +%(points)s points each: press %(keys)s (Esc to cancel)",
                        points) % {"points": points, "keys": keys_for(peeks)}
    if v.phase == "opening":
        if flips:
            n = v.opening_left
            return ngettext("Flip %(n)d card: press %(keys)s",
                            "Flip %(n)d cards: press %(keys)s", n) % {
                "n": n, "keys": keys_for(flips)}
        keys = {"keys": keys_for(peeks)}
        one = len(peeks) == 1
        # Enter peeks at every card left (``opening_all``), or with the arrows' cursor on a card
        # at that card (``TableKeys``): said in every form (it was dropped at the first arrow
        # key, and after the first of two peeks)
        all_left = opening_all(v) is not None and not cursor
        enter_on = "it" if one and (cursor or all_left) else "one" if cursor else ""
        if short and all_left and not one:  # 60 columns: with a refused key's reason, or
            return _("Peek at your bottom cards: press %(keys)s, or Enter for all") % keys
        if short and enter_on == "it":  # beside the narration
            # "press 4, or Enter on it" left "it" unsaid: the one card left, by its number
            return _("Peek at bottom card %(keys)s: press %(keys)s or Enter") % keys
        if short and enter_on:
            return _("Peek at your bottom cards: press %(keys)s, or Enter on one") % keys
        if short:
            return _("Peek at your bottom cards: press %(keys)s") % keys
        if all_left and not one:
            return _("Peek at your bottom cards: press %(keys)s, or Enter for all; only you"
                     " see them") % keys
        if enter_on == "it":
            return _("Peek at bottom card %(keys)s, the last one: press %(keys)s or Enter; only"
                     " you see it") % keys
        if enter_on:
            return _("Peek at your bottom cards: press %(keys)s (each of them), or Enter on"
                     " one; only you see them") % keys
        if one:
            return _("Peek at your bottom cards: press %(keys)s; only you see them") % keys
        return _("Peek at your bottom cards: press %(keys)s (each of them); only you see"
                 " them") % keys
    if v.phase == "must_flip":
        return _("Flip one of your face-down cards: press %(keys)s") % {
            "keys": keys_for(flips)}
    if v.phase == "start":
        top = card_name(v.discard_top, ascii=ascii) if v.discard_top is not None else ""
        parts = []
        if DRAW_STOCK in legal:
            parts.append(_("draw (d)") if short else _("draw from the stock (d)"))
        if TAKE_DISCARD in legal and top:
            parts.append(_("take the %(card)s (t)") % {"card": top})
        if KNOCK in legal:
            parts.append(_("knock (k)"))
        if flips:
            parts.append(_("flip a card (f)"))
        if peeks:
            parts.append(_("peek (p)"))
        return either(parts) if parts else ""
    if v.phase == "holding":
        swaps = [a.pos for a in legal if isinstance(a, Swap)]
        args = {"card": card_name(v.held, ascii=ascii) if v.held is not None else _("the card"),
                "keys": keys_for(swaps)}
        throw = THROW_AWAY in legal
        then_flip = throw and v.throw_means_flip  # "flip after discard": say it before the x
        if v.ruleset.placement == "face_down":
            if then_flip:
                return _("Put the %(card)s face down in your grid (%(keys)s) or throw it away"
                         " (x) and flip a card.") % args
            if throw:
                return _("Put the %(card)s face down in your grid (%(keys)s) or throw it away"
                         " (x).") % args
            return _("Put the %(card)s face down in your grid (%(keys)s).") % args
        if then_flip:
            return _("Put the %(card)s in your grid (%(keys)s) or throw it away (x) and flip a"
                     " card.") % args
        if throw:
            return _("Put the %(card)s in your grid (%(keys)s) or throw it away (x).") % args
        return _("Put the %(card)s in your grid (%(keys)s).") % args
    return ""


def knock_question(v: SeatView, *, short: bool = False) -> str:
    """The prompt while a knock is asked (``KNOCK_ASKED``): what a knock does, the knock
    penalty where that house rule is on, and the keys that answer; ``short``: in fewer words."""
    kp = v.ruleset.knock_penalty
    parts = [_(KNOCK_ASKED_SHORT) if short else _(KNOCK_ASKED)]
    if kp.enabled:
        tie = _("a tie counts as lowest") if kp.tie_counts_as_lowest else _("a tie is not lowest")
        parts.append(_(KNOCK_PENALTY_SHORT if short else KNOCK_PENALTY) % {
            "points": kp.points, "tie": tie})
    parts.append(_(KNOCK_KEYS))
    return " ".join(parts)


def enter_words(v: SeatView, move: Action, *, ascii: bool) -> str:
    """The footer's words for Enter where the arrow keys' cursor is on a card with a move
    (``move``, for the seat of ``v``, at the keys): the move and its card in words, the place
    named as the move lines name it ("Put at top-middle (4♠)", "Flip centre", "Take the Q♦").
    The cursor's heavier frame alone told which card Enter would act on, and the card in hand
    had the same frame: a screen reader, NO_COLOR or ASCII read "⏎ OK" and two boxes alike. A
    face-down card is "face-down card", never what its owner may remember of it: the words name
    the card put on, as "(4♠)" does ("(face down)" read as how the card would lie, and under
    the house rule "New cards face up" it lies face up)."""
    if isinstance(move, Swap | Flip | Peek):
        where = _(POSITION_NAMES[v.ruleset.shape][move.pos])
        if isinstance(move, Flip):
            return _("Flip %(where)s") % {"where": where}
        if isinstance(move, Peek):
            return _("Peek at %(where)s") % {"where": where}
        target = v.grids[v.current][move.pos]
        if target is None:
            return _("Put at %(where)s (face-down card)") % {"where": where}
        return _("Put at %(where)s (%(card)s)") % {"where": where,
                                                   "card": card_name(target, ascii=ascii)}
    if move == DRAW_STOCK:
        return _("Draw")
    if move == TAKE_DISCARD and v.discard_top is not None:
        return _("Take the %(card)s") % {"card": card_name(v.discard_top, ascii=ascii)}
    if move == THROW_AWAY and v.held is not None:
        return _("Throw away the %(card)s") % {"card": card_name(v.held, ascii=ascii)}
    return _("OK")


def click_prompt(v: SeatView, *, armed: str | None, ascii: bool) -> str | None:
    """Where a click makes a move now, for the seat of ``v`` (the one to act, at the keys):
    said after a click that did nothing (an opponent's grid, the card in hand), as the prompt
    says the keys. The moves only the footer's keys start (a knock, a flip or peek as the turn)
    are left out; None where a click makes no move (the prompt says what to do)."""
    legal = v.legal
    flips = any(isinstance(a, Flip) for a in legal)
    peeks = any(isinstance(a, Peek) for a in legal)
    if armed == "flip" and flips:
        return _(CLICK_FLIP)
    if armed == "peek" and peeks:
        return _(CLICK_PEEK)
    if v.phase == "opening" and (flips or peeks):
        return _(CLICK_FLIP) if flips else _(CLICK_PEEK_BOTTOM)
    if v.phase == "must_flip" and flips:
        return _(CLICK_FLIP)
    top = card_name(v.discard_top, ascii=ascii) if v.discard_top is not None else ""
    if v.phase == "start":
        draw, take = DRAW_STOCK in legal, TAKE_DISCARD in legal and bool(top)
        if draw or take:
            text = CLICK_DRAW_OR_TAKE if draw and take else CLICK_DRAW if draw else CLICK_TAKE
            return _(text) % {"card": top} if take else _(text)
    if v.phase == "holding" and any(isinstance(a, Swap) for a in legal):
        card = card_name(v.held, ascii=ascii) if v.held is not None else _("the card")
        text = CLICK_PLACE_OR_THROW if THROW_AWAY in legal else CLICK_PLACE
        return _(text) % {"card": card}
    return None
