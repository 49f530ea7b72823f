"""One line telling what just changed on the table ("Ola took the 5♦ from the discard pile…").

Narration is built from *public* views only (``view(hole, None)``), plus the ruleset, so it
cannot name a card that lies face down: a card swapped face down is "the drawn card" or "the card
from the discard pile", while the card going to the discard pile is public and named. The log,
written again later, names only the cards still in sight: any other is "a card no longer in
sight", in fewer words too, so that it reads as the rule it is (the app does not remember for
the players), not as a card the app forgot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..breakdown import minus
from ..engine import (
    POSITION_NAMES,
    Action,
    Card,
    DrawStock,
    Flip,
    Knock,
    Match,
    Peek,
    SeatView,
    Swap,
    TakeDiscard,
    ThrowAway,
    visible_pairs,
)  # fmt: skip
from ..i18n import N_, _, and_list, ngettext, pgettext
from .glyphs import card_name

ENDING_WORDS = {
    "knock": N_("the final lap after the knock is over"),
    "all_face_up": N_("a grid is all face up"),
    "empty_stock": N_("the stock ran out"),
    "redeal": N_("the stock ran out: the deal is void and dealt again"),
}
# the engine's position names (English), marked here so that they are translated where shown
PLACES = (
    N_("top-left"), N_("top-middle"), N_("top-right"), N_("middle-left"), N_("centre"),
    N_("middle-right"), N_("bottom-left"), N_("bottom-middle"), N_("bottom-right"),
)  # fmt: skip


def join_names(names: list[str]) -> str:
    """``"Ola"``, ``"Ola and Siri"``, ``"Ola, Siri and Per"``."""
    if len(names) <= 1:
        return "".join(names)
    return _("%(first)s and %(last)s") % {"first": ", ".join(names[:-1]), "last": names[-1]}


def narrate(
    who: str,
    action: Action,
    before: SeatView,
    after: SeatView,
    *,
    took_from_discard: bool = False,
    drew: bool = False,
    ascii: bool = False,
    shown: Callable[[Card], bool] | None = None,
    peeked: tuple[int, ...] = (),
    flipped: tuple[int, ...] = (),
    short: int = 0,
) -> str:
    """The line for ``action`` by the seat that was to act in ``before``. Both views must be
    public (seat None). ``took_from_discard``: this swap follows a take in the same turn;
    ``drew``: it follows a draw from the stock, which its line tells too ("drew the 5♣ from the
    stock and put it bottom-left"; "put the 5♣ bottom-left" alone left the draw to a line of
    its own, cut from the catch-up's room first). A flip the rules ask for after a throw-away
    tells the throw too ("drew from the stock, threw away the 3♥ and flipped the 6♥"), as a
    throw-away tells the draw: the throw's own "must now flip a card" is stale once it is made.
    ``shown``: the cards the line may still name (the log, later); any other is "a card no
    longer in sight".
    ``peeked``: the positions this seat has just looked at this turn before ``action`` (in the
    opening, or paid for), which a peek names with its own ("peeked at the cards bottom-left
    and ...", "(+2 for the hole)"): every peek is told.
    ``flipped``: the positions this seat has just flipped in the opening before ``action``,
    which an opening flip names with its own, by their cards alone ("flipped the 5♣, the K♥
    and the 2♦": a computer's opening, told as one move).

    A move after which the next turn began with a reshuffle (the stock had run out) says so:
    at a table everyone sees the discard pile become the new stock, and the piles on screen
    change at once (stock 0 to 41, discard 42 to 1) with nothing else to explain it.

    ``short``: 1, the same move in fewer words, for a line too narrow for the long one ("Bot 2
    drew a card, put it face down bottom-right, threw away 9♠."): the long line's verbs in its
    order, fewer of its words (the long one "Bot 2 drew a card from the stock, put it face down
    bottom-right and threw away the 9♠."), the cards without "the" (``move_forms``), still a
    sentence ("Ola: discard pile card face down top-left; Q♥ thrown away." read as a list of
    nouns; "put the discard face down", beside the long line's "took a card from the discard
    pile and put it face down", read as another move); 2: fewer still where a long name leaves
    no room even for those, a card put face down without where it came from ("Ola (bot) put a
    card face down top-left, threw away 7♠."), peeks one after another by their number
    ("peeked at 3 cards (+3)"); 3: who, where and the card thrown away alone ("Ola (bot) put a
    card top-left, threw away 7♠."), for the recap's row beside its count of earlier moves,
    which cut the move short before that card. A move whose line is short already is told as
    it is."""
    line = _narrate(who, action, before, after, took_from_discard=took_from_discard,
                    drew=drew, ascii=ascii, shown=shown, peeked=peeked, flipped=flipped,
                    short=short)
    if short < 2 and (pair := pair_made(action, before, after)):
        line += " " + pair
    if after.phase != "over" and after.stock_count > before.stock_count:
        # the long line's words, fewer of them: "became the new stock" beside "was shuffled
        # into a new stock" read as two things happening
        line += " " + (_("The discard pile was shuffled into a new stock.") if short else
                       _("The stock ran out: the discard pile, except its top card, was"
                         " shuffled into a new stock."))
    return line


# A move that made a pair among the mover's face-up cards: the column (``visible_pairs``'
# columns), or, a pair anywhere (a house rule), where the other card is.
PAIR_IN_COLUMN = {
    2: (N_("A pair in the left column."), N_("A pair in the right column.")),
    3: (N_("A pair in the left column."), N_("A pair in the middle column."),
        N_("A pair in the right column.")),
}
# a column of three, a nine-card grid's: "Et par i venstre kolonne." beside the breakdown's
# "E♣ E♥ E♦: tre ens, 0" told a Danish table three cards were two
THREE_IN_COLUMN = (N_("Three of a kind in the left column."),
                   N_("Three of a kind in the middle column."),
                   N_("Three of a kind in the right column."))


def pair_made(action: Action, before: SeatView, after: SeatView) -> str:
    """"A pair in the middle column." where ``action`` (a swap or a flip) made a pair among its
    seat's face-up cards, the scoring's own (``engine.visible_pairs``); "" otherwise. The own
    grid marked it by a double frame alone, and the move line never said "pair".

    The move's own pair only: a move that ends the hole leaves every card face up in ``after``
    (the hole's reveal, no move's), so the grid is taken as the move left it, its other cards
    face up only where they were before it ("put a card face down top-right" was credited with
    the pair in the bottom row that the reveal turned up)."""
    if not isinstance(action, Swap | Flip):
        return ""
    rules, seat = before.ruleset, before.current
    grid = after.grids[seat]
    if after.phase == "over":
        placed_up = isinstance(action, Flip) or rules.placement == "face_up"
        was_up = [card is not None for card in before.grids[seat]]
        grid = tuple(card if (placed_up if p == action.pos else was_up[p]) else None
                     for p, card in enumerate(grid))
    old = set(visible_pairs(rules, before.grids[seat]))
    new = [g for g in visible_pairs(rules, grid) if g not in old]
    if not new:
        return ""
    group = next((g for g in new if action.pos in g), new[0])
    rows, cols = rules.shape
    columns = {p % cols for p in group}
    if len(columns) == 1 and len(group) == rows and cols in PAIR_IN_COLUMN:
        return _((THREE_IN_COLUMN if rows == 3 else PAIR_IN_COLUMN[cols])[columns.pop()])
    names = POSITION_NAMES[rules.shape]
    others = [_(names[p]) for p in group if p != action.pos] or [_(names[p]) for p in group]
    # two named where the move changed neither card of the pair (a swap away from three of a
    # rank): "with the card top-left and bottom-right" read as one card
    return ngettext("A pair with the card %(where)s.", "A pair with the cards %(where)s.",
                    len(others)) % {"where": join_names(others)}


def move_forms(line: Callable[[int], str]) -> tuple[str, ...]:
    """A move's line (``line(short)``, ``narrate``'s ``short``, 0 to 3) and its fewer words,
    fullest first, a shorter one left out where it is the same: for ``InfoLine.say``, which
    shows the first that fits its lines."""
    return tuple(dict.fromkeys(line(short) for short in (0, 1, 2, 3)))


def _narrate(
    who: str,
    action: Action,
    before: SeatView,
    after: SeatView,
    *,
    took_from_discard: bool,
    drew: bool,
    ascii: bool,
    shown: Callable[[Card], bool] | None,
    peeked: tuple[int, ...],
    flipped: tuple[int, ...] = (),
    short: int = 0,
) -> str:
    """``narrate``'s line for the action itself."""

    def unseen(card: Card | None) -> bool:
        """Whether the line may no longer name ``card`` (gone face down since, or back into
        the stock)."""
        return card is not None and shown is not None and not shown(card)

    def label(card: Card | None) -> str:
        """A card as the sentence names it, article included: "the 7♥", or, where the line
        may no longer name it, "a card no longer in sight" (the sentences have no article of
        their own for it: in a language without one before a card, "7♥" or "et kort …")."""
        if unseen(card):
            return _("a card no longer in sight")
        if short:  # "9♠ thrown away": fewer words name the card alone
            return card_name(card, ascii=ascii)
        # Translators: a card named in a sentence ("the 7♥", "the joker")
        return pgettext("a card in a sentence", "the %(card)s") % {
            "card": card_name(card, ascii=ascii)}

    rules = before.ruleset
    names = POSITION_NAMES[rules.shape]
    seat = before.current
    args: dict[str, object] = {"who": who}
    if isinstance(action, Swap | Flip | Peek):
        args["where"] = _(names[action.pos])
    if isinstance(action, DrawStock):
        return _("%(who)s drew a card from the stock.") % args
    if isinstance(action, TakeDiscard):
        args["card"] = label(before.discard_top)
        return _("%(who)s took %(card)s from the discard pile.") % args
    if isinstance(action, Swap):
        went = after.discard_top
        args["gone"] = label(went)
        if short:
            face_up = rules.placement == "face_up"
            args["card"] = label(after.grids[seat][action.pos]) if face_up else ""
            if short > 2 and not face_up and went is not None:
                return _("%(who)s put a card %(where)s, threw away %(gone)s.") % args
            if short > 1 and not face_up and went is not None:
                return _("%(who)s put a card face down %(where)s, threw away %(gone)s.") % args
            return _short_swap(face_up, took_from_discard, drew, went is not None) % args
        if rules.placement == "face_up":
            args["card"] = label(after.grids[seat][action.pos])
            if took_from_discard and went is not None:
                return _("%(who)s took %(card)s from the discard pile, put it %(where)s and"
                         " threw away %(gone)s.") % args
            if took_from_discard:
                return _("%(who)s took %(card)s from the discard pile and put it"
                         " %(where)s.") % args
            if drew and went is not None:
                return _("%(who)s drew %(card)s from the stock, put it %(where)s and threw"
                         " away %(gone)s.") % args
            if drew:
                return _("%(who)s drew %(card)s from the stock and put it %(where)s.") % args
            if went is not None:
                return _("%(who)s put %(card)s %(where)s and threw away %(gone)s.") % args
            return _("%(who)s put %(card)s %(where)s.") % args
        if took_from_discard:
            if went is not None:
                return _("%(who)s took a card from the discard pile, put it face down"
                         " %(where)s and threw away %(gone)s.") % args
            return _("%(who)s took a card from the discard pile and put it face down"
                     " %(where)s.") % args
        if drew and went is not None:
            return _("%(who)s drew a card from the stock, put it face down %(where)s and"
                     " threw away %(gone)s.") % args
        if drew:
            return _("%(who)s drew a card from the stock and put it face down"
                     " %(where)s.") % args
        if went is not None:
            return _("%(who)s put the drawn card face down %(where)s and threw away"
                     " %(gone)s.") % args
        return _("%(who)s put the drawn card face down %(where)s.") % args
    if isinstance(action, ThrowAway):
        args["card"] = label(after.discard_top)
        # only a card drawn from the stock can be thrown away; the line says where it came
        # from, so that the log leaves out the draw's own line (``Controller.log_lines``)
        if after.phase == "must_flip" and after.current == seat:
            if short:
                return _("%(who)s drew and threw away %(card)s; must flip a card.") % args
            if unseen(after.discard_top):
                return _("%(who)s drew from the stock, threw away %(card)s and must now flip"
                         " a card.") % args
            return _("%(who)s drew %(card)s from the stock, threw it away and must now flip"
                     " a card.") % args
        if short:
            return _("%(who)s drew and threw away %(card)s.") % args
        if unseen(after.discard_top):
            # "drew a card no longer in sight from the stock" read as if it was out of sight
            # when drawn: everyone saw it, and it has gone face down since
            return _("%(who)s drew from the stock and threw away %(card)s.") % args
        return _("%(who)s drew %(card)s from the stock and threw it away.") % args
    if isinstance(action, Knock):
        return _("%(who)s knocked.") % args
    if isinstance(action, Flip) and before.phase == "opening" and flipped:
        args["cards"] = join_names([label(after.grids[seat][p]) for p in (*flipped, action.pos)])
        return _("%(who)s flipped %(cards)s.") % args
    if isinstance(action, Flip):
        args["card"] = label(after.grids[seat][action.pos])
        if before.phase == "start" and short:
            return _("%(who)s flipped %(card)s %(where)s.") % args
        if before.phase == "start":  # a flip as the whole turn, not an opening's or a must-flip
            return _("%(who)s used the turn to flip %(card)s %(where)s.") % args
        if before.phase == "must_flip":  # the throw-away before it is told with it
            args["gone"] = label(before.discard_top)
            if short:
                return _("%(who)s threw away %(gone)s, flipped %(card)s %(where)s.") % args
            if unseen(before.discard_top):
                return _("%(who)s drew from the stock, threw away %(gone)s and flipped"
                         " %(card)s %(where)s.") % args
            return _("%(who)s drew %(gone)s from the stock, threw it away and flipped"
                     " %(card)s %(where)s.") % args
        return _("%(who)s flipped %(card)s %(where)s.") % args
    if isinstance(action, Peek):
        # a match begun before record format 3 may pay for one card twice in a turn: that card
        # is named once, "twice" ("top-left and top-left" read as two cards)
        places = _peek_places(names, (*peeked, action.pos))
        args["where"] = join_names(places)
        cards = len(places) > 1
        if short and before.phase == "opening":
            # Translators: no card is named in English; where your language names it, say
            # "the card" or "the cards" by the number of places ("tittet på kortet øverst til
            # høyre", "tittet på kortene nederst til venstre og nederst til høyre")
            return ngettext("%(who)s peeked at %(where)s.", "%(who)s peeked at %(where)s.",
                            len(places)) % args
        if short:
            args["points"] = rules.peek_penalty.points * (len(peeked) + 1)
            if short > 1 and cards:  # three or four places named were too long a line
                args["n"] = len(places)
                return _("%(who)s peeked at %(n)d cards (+%(points)s).") % args
            # Translators: as "%(who)s peeked at %(where)s.": "the card" or "the cards"
            return ngettext("%(who)s peeked at %(where)s (+%(points)s).",
                            "%(who)s peeked at %(where)s (+%(points)s).", len(places)) % args
        if before.phase == "opening" and cards:
            return _("%(who)s peeked at the cards %(where)s.") % args
        if before.phase == "opening":
            return _("%(who)s peeked at a card %(where)s.") % args
        args["points"] = rules.peek_penalty.points * (len(peeked) + 1)
        if cards:
            return _("%(who)s peeked at the cards %(where)s (+%(points)s for the hole).") % args
        return _("%(who)s peeked at the card %(where)s (+%(points)s for the hole).") % args
    args["action"] = str(action)
    return _("%(who)s played %(action)s.") % args


def _peek_places(names: Sequence[str], looks: Sequence[int]) -> list[str]:
    """Each place looked at, in the order first looked at, once: one looked at again (a match
    played by the rules before record format 3 paid for it twice) with how often ("top-left
    twice")."""
    counts: dict[int, int] = {}
    for pos in looks:
        counts[pos] = counts.get(pos, 0) + 1
    places = []
    for pos, n in counts.items():
        place = _(names[pos])
        if n == 2:
            # Translators: a card peeked at twice in one turn: "Kari peeked at the card
            # top-left twice (+2 for the hole)"
            place = _("%(place)s twice") % {"place": place}
        elif n > 2:
            place = ngettext("%(place)s %(n)d time", "%(place)s %(n)d times", n) % {
                "place": place, "n": n}
        places.append(place)
    return places


def _short_swap(face_up: bool, took: bool, drew: bool, went: bool) -> str:
    """The fewer words of a swap (``narrate``'s ``short``), to fill in with ``who``, ``card``
    (face up), ``where`` and ``gone``: where the card came from is left out when it is named
    (everyone saw it), told when it went face down unnamed: "drew a card" (a draw is from the
    stock), "took the discard", as the take's key says it ("took a card" read as a card from
    the stock at a Norwegian pub night: "Trond tok et kort, la det …")."""
    if face_up:
        if went:
            return _("%(who)s put %(card)s %(where)s, threw away %(gone)s.")
        return _("%(who)s put %(card)s %(where)s.")
    if took and went:
        return _("%(who)s took the discard, put it face down %(where)s, threw away %(gone)s.")
    if took:
        return _("%(who)s took the discard, put it face down %(where)s.")
    if drew and went:
        return _("%(who)s drew a card, put it face down %(where)s, threw away %(gone)s.")
    if drew:
        return _("%(who)s drew a card, put it face down %(where)s.")
    if went:
        return _("%(who)s put the drawn card face down %(where)s, threw away %(gone)s.")
    return _("%(who)s put the drawn card face down %(where)s.")


def final_lap_banner(v: SeatView, players: list[str], *, short: bool = False,
                     shortest: bool = False) -> str:
    """The banner while a final lap runs, naming who still gets a turn; empty otherwise.
    ``short``: the number of turns left instead of the names, for a banner too narrow for them;
    ``shortest``: that number alone, without "before the hole ends", for a banner too narrow
    even for that (one line at 60 columns cut "…2 more turns before the…", losing its end)."""
    if v.lap_left is None or v.closer is None or v.phase == "over":
        return ""
    left = [players[(v.current + i) % v.players] for i in range(v.lap_left)]
    args = {"name": players[v.closer], "others": join_names(left), "n": len(left)}
    if v.knocker is not None:
        if not left:
            return _("%(name)s knocked — last turn.") % args
        if shortest:
            return ngettext("%(name)s knocked — %(n)d more turn",
                            "%(name)s knocked — %(n)d more turns", len(left)) % args
        if short:
            return ngettext("%(name)s knocked — %(n)d more turn before the hole ends",
                            "%(name)s knocked — %(n)d more turns before the hole ends",
                            len(left)) % args
        return ngettext("%(name)s knocked — one more turn for %(others)s",
                        "%(name)s knocked — one more turn each for %(others)s",
                        len(left)) % args
    if not left:
        return _("%(name)s's cards are all face up — last turn.") % args
    if shortest:
        return ngettext("%(name)s's cards are all face up — %(n)d more turn",
                        "%(name)s's cards are all face up — %(n)d more turns", len(left)) % args
    if short:
        return ngettext("%(name)s's cards are all face up — %(n)d more turn before the hole ends",
                        "%(name)s's cards are all face up — %(n)d more turns before the hole"
                        " ends", len(left)) % args
    return ngettext("%(name)s's cards are all face up — one more turn for %(others)s",
                    "%(name)s's cards are all face up — one more turn each for %(others)s",
                    len(left)) % args


def last_turn_words(v: SeatView, players: list[str]) -> str:
    """The hand-over's line while a final lap runs (``v`` public, the seat to act the one the
    keys are passed to): who closed the hole and that this turn is the next player's last;
    empty otherwise. Public facts only, as the banner's: the hand-over is read before the right
    person looks, and it told only the last move (a computer's), so Kari learnt that Ola had
    knocked only once the table showed."""
    if v.lap_left is None or v.closer is None or v.phase == "over":
        return ""
    args = {"name": players[v.closer]}
    if v.knocker is not None:
        return _("%(name)s knocked: this is your last turn.") % args
    return _("%(name)s's cards are all face up: this is your last turn.") % args


def ending_banner(ending: str, closer: str | None, final_lap: bool = False, *,
                  short: bool = False) -> str:
    """The banner shown as a hole ends. ``final_lap``: an all-face-up ending waits for everyone
    else's last turn, so the move that ends it is the last of the lap, not the closer's (said
    as a knock's end is: "…cards are all face up" alone read as that move's doing). ``short``:
    a lap's end without the closer's name, for a banner too narrow for it (60 columns cut
    "…and everyone has had a last…", losing that the hole is over)."""
    lap_over = closer is not None and (ending == "knock"
                                       or (ending == "all_face_up" and final_lap))
    if short and lap_over:
        return _("Everyone has had a last turn — the hole is over")
    if short and ending == "redeal":
        return _("The stock ran out — the deal is dealt again")
    if ending == "all_face_up" and closer is not None and final_lap:
        return _("%(name)s's cards are all face up and everyone has had a last turn — the hole"
                 " is over") % {"name": closer}
    if ending == "all_face_up" and closer is not None:
        return _("%(name)s's cards are all face up — the hole is over") % {"name": closer}
    if ending == "knock" and closer is not None:
        return _("%(name)s knocked and everyone has had a last turn — the hole is over") % {
            "name": closer}
    words = ENDING_WORDS.get(ending)
    return _("The hole is over: %(why)s") % {"why": _(words) if words else ending}


def winner_words(match: Match, ascii: bool = False) -> str:
    """``Kari wins with 23!`` or ``Kari and Ola share the win with 23!``; a score below zero
    with the minus sign the scorecard writes (``breakdown.minus``: "−3", "-3" in ``ascii``)."""
    names = [match.players[s] for s in match.winners]
    score = minus(match.totals[match.winners[0]], ascii)
    if len(names) == 1:
        return _("%(name)s wins with %(score)s!") % {"name": names[0], "score": score}
    return _("%(names)s share the win with %(score)s!") % {"names": and_list(names),
                                                             "score": score}
