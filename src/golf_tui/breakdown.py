"""A grid's score in words, in the player's language: the one place that words a breakdown.

The engine scores a grid into numbers and codes (``GridScore``: the cancelled groups, the
values, a bonus's ``bonus_reason``, the peeks, a knock's ``knock_reason`` and whom the knock was
measured against); it has no language (``docs/i18n.md``). :func:`breakdown_lines` says it step
by step through the catalog, with the local rank letters, for ``golf-tui score`` (and the
English lines of its ``--json``) and, in its short form, for a hole's result at the table
(``app/widgets/hole_grid.py``). Each step has one wording: a pair "7♥ 7♣: pair, 0", the cards
left "other cards: …" beside a cancelled group, "everything cancelled: 0", the bonus by its
code (:data:`BONUS_WORDS`), "2 peeks: +2", the knock by its code (:func:`knock_words`).

A number below 0 is written with the minus sign (U+2212: "−2"), as the rules, the ruleset
descriptions and the setup write it; the hyphen in ``ascii`` ("-2"). ``minus``, ``signed`` and
``sum_words`` write numbers so, for the whole game.

Pure standard library plus the engine: no Textual, no Rich.
"""

from __future__ import annotations

from collections.abc import Sequence

from .engine import Card, GridScore
from .engine.scoring import (
    BONUS_DOUBLE_PAIRS,
    BONUS_FOUR_OF_A_KIND,
    KNOCK_LOWEST,
    KNOCK_NOT_LOWEST,
    KNOCK_TIED,
)
from .i18n import N_, rank_label, translation

MINUS = "\u2212"  # "−", not the hyphen "-"

BONUS_WORDS = {
    BONUS_DOUBLE_PAIRS: N_("double pairs"),
    BONUS_FOUR_OF_A_KIND: N_("four of a kind"),
}
"""The words for each of the engine's ``BONUS_REASONS`` (a test checks that none is missing)."""


def minus(n: int, ascii: bool = False) -> str:
    """``n`` as the game writes it: "−2" (the hyphen in ``ascii``), "3"."""
    return f"{MINUS if not ascii else '-'}{-n}" if n < 0 else str(n)


def signed(n: int, ascii: bool = False) -> str:
    """``n`` with its sign always: "+3", "−10" (the hyphen in ``ascii``), "+0"."""
    return minus(n, ascii) if n < 0 else f"+{n}"


def sum_words(values: Sequence[int], ascii: bool = False) -> str:
    """``"5 + 9 − 2 + 1"``: a sum as written by hand, not ``"5 + 9 + −2 + 1"`` (the hyphen in
    ``ascii``)."""
    first, *rest = values
    sign = "-" if ascii else MINUS
    return minus(first, ascii) + "".join(f" {sign} {-v}" if v < 0 else f" + {v}" for v in rest)


def card_text(card: Card, ascii: bool = False, lang: str | None = None) -> str:
    """``"7♥"`` with the local rank letter (``"D♠"`` for a Norwegian queen; ``"7h"`` in
    ``ascii``); the rank alone when the card has no suit (a joker, or parsed from ``"7"``)."""
    suit = "" if card.suit is None else card.suit.value if ascii else card.suit.glyph
    return rank_label(card.rank.value, lang) + suit


def bonus_words(code: str, lang: str | None = None) -> str:
    """A bonus's reason (``GridScore.bonus_reason``) in words: "double pairs"; a code this
    module does not know stays as it is."""
    words = BONUS_WORDS.get(code)
    return code if words is None else translation(lang).gettext(words)


def breakdown_lines(score: GridScore, *, short: bool = False, ascii: bool = False,
                    names: Sequence[str] | None = None, lang: str | None = None) -> list[str]:
    """The breakdown in words, one step a line: the cancelled groups, the cards that count,
    the bonus, the peeks, the knock (:func:`knock_words`, the rival named from ``names``, the
    players in seat order) and the total, in ``lang`` (default: the current language).

    ``short`` is the hole's result at the table, where each card's value stands beside it and
    the hole's score under the words: the cancelled groups of one size share a line ("A♠ A♦,
    7♦ 7♥: pairs, 0": at 80×24 a grid of two pairs took a line more, and the scorecard under
    the grids was cut to its first row), the cards that count are given by their total alone
    ("other cards: 8"), and not at all where nothing else is said, and the total is left out.
    ``ascii``: ASCII suit letters and the hyphen for the minus sign."""
    t = translation(lang)
    out: list[str] = []
    groups = [[g] for g in score.cancelled]
    if short:
        groups = [[g for g in score.cancelled if len(g) == size]
                  for size in dict.fromkeys(len(g) for g in score.cancelled)]
    for same in groups:
        cards = ", ".join(" ".join(card_text(score.cards[p], ascii, lang) for p in group)
                          for group in same)
        pair = len(same[0]) == 2
        if len(same) > 1:
            words = (t.gettext("%(cards)s: pairs, 0") if pair
                     else t.gettext("%(cards)s: three of a kind each, 0"))
        else:
            words = (t.gettext("%(cards)s: pair, 0") if pair
                     else t.gettext("%(cards)s: three of a kind, 0"))
        out.append(words % {"cards": cards})
    counted = score.counted
    total = minus(score.card_total, ascii)
    if not counted:
        out.append(t.gettext("everything cancelled: 0"))
    elif not short:
        values = sum_words([score.values[p] for p in counted], ascii)
        # beside a cancelled group the cards that count are the others
        words = (t.gettext("other cards: %(values)s = %(total)s") if score.cancelled else
                 t.gettext("cards: %(values)s = %(total)s"))
        out.append(words % {"values": values, "total": total})
    elif score.cancelled:
        out.append(t.gettext("other cards: %(total)s") % {"total": total})
    elif score.bonus or score.peek_penalty or score.knock_reason:
        # nothing cancelled: every card counts, and "other" would ask "other than what?"
        out.append(t.gettext("cards: %(total)s") % {"total": total})
    if score.bonus:
        out.append(f"{bonus_words(score.bonus_reason, lang)}: {signed(score.bonus, ascii)}")
    if score.peek_penalty:
        out.append(t.ngettext("%(n)d peek: %(points)s", "%(n)d peeks: %(points)s", score.peeks)
                   % {"n": score.peeks, "points": signed(score.peek_penalty, ascii)})
    if score.knock_reason:
        out.append(knock_words(score, names, ascii, lang))
    if not short:
        out.append(t.gettext("total: %(total)s") % {"total": minus(score.total, ascii)})
    return out


def knock_words(score: GridScore, names: Sequence[str] | None = None, ascii: bool = False,
                lang: str | None = None) -> str:
    """The knocker's adjustment (``score.knock_reason``) in plain words, with the comparison
    in numbers where ``names`` (the players in seat order) name the rival (``knock_against``: the
    lowest of the others, peeks included; the first of them in seat order): "knocked with 16,
    Bot 1 had 15: +10 penalty", "knocked with 12, the lowest (Ola had 15): 0 instead of 12",
    "knocked with 14, tied with Ola: 0 instead of 14". With the peek penalty the knocker's
    cards alone (14) did not tell why 14 against 15 was a penalty. A knocker whose score is 0
    already keeps it, said without "0 instead of 0".
    Tied where a tie is not lowest (``tie_counts_as_lowest = false``), "Ola had 16" against 16
    asked why it was a penalty: "knocked with 16, tied with Ola; at this table a tie is not
    lowest: +10" says why.
    Without ``names``: "knocked with the lowest score: 0 instead of 14" and the like, never
    "…: hole scores 0: −14", read as if the hole scored −14. A code this module does not know
    is given as it is."""
    t = translation(lang)
    mine = score.subtotal
    args = {"score": minus(mine, ascii), "points": signed(score.knock_adjustment, ascii)}
    other: int | None = None  # the rival's score, where the rival is named
    if names is not None and score.knock_against is not None:
        seat, other = score.knock_against
        args.update(name=names[seat], other=minus(other, ascii))
    named = other is not None
    code = score.knock_reason
    if code == KNOCK_LOWEST:
        if named:
            return (t.gettext("knocked with %(score)s, the lowest (%(name)s had %(other)s)")
                    % args if mine == 0 else
                    t.gettext("knocked with %(score)s, the lowest (%(name)s had %(other)s):"
                              " 0 instead of %(score)s") % args)
        return (t.gettext("knocked with the lowest score: 0") if mine == 0 else
                t.gettext("knocked with the lowest score: 0 instead of %(score)s") % args)
    if code == KNOCK_TIED:  # Kari 14, Ola 14: no one lower
        if named:
            return (t.gettext("knocked with %(score)s, tied with %(name)s") % args if mine == 0
                    else t.gettext("knocked with %(score)s, tied with %(name)s: 0 instead of"
                                   " %(score)s") % args)
        return (t.gettext("knocked tied for the lowest score: 0") if mine == 0 else
                t.gettext("knocked tied for the lowest score: 0 instead of %(score)s") % args)
    if code == KNOCK_NOT_LOWEST:
        if named and mine == other:  # tied, where a tie is not lowest
            return t.gettext("knocked with %(score)s, tied with %(name)s; at this table a tie"
                             " is not lowest: %(points)s") % args
        if named:
            return (t.gettext("knocked with %(score)s, %(name)s had %(other)s: %(points)s"
                              " penalty") % args)
        return t.gettext("knocked without the lowest score: %(points)s penalty") % args
    return f"{code}: {args['points']}"
