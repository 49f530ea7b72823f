"""A grid's score in words, in the current language: what ``golf-tui score`` prints.

The engine's ``GridScore.lines()`` stays English (the engine has no language; see
``docs/i18n.md``); :func:`breakdown_lines` says the same thing, line for line, through the
catalog, with the local rank letters. In English its output is identical to ``lines()``.

The engine's reasons for a bonus or a knock adjustment are English texts; :func:`reason_text`
translates them (the one mapping, used by the result screen too).

A number below 0 is written with the minus sign (U+2212: "−2"), as the rules, the ruleset
descriptions and the setup write it; the engine's ``lines()`` and ``--json`` keep the hyphen
("-2"), for whatever reads them. ``minus``, ``signed`` and ``sum_words`` write numbers so, for
``golf-tui score`` and the hole's result (``app/widgets/hole_grid.py``).

Pure standard library plus the engine: no Textual, no Rich.
"""

from __future__ import annotations

from .engine import Card, GridScore
from .i18n import N_, _, ngettext, rank_label

# The engine's reasons for a bonus or a knock adjustment, marked so that they are translated
# where they are shown. The English text is the engine's, exactly.
ENGINE_REASONS = (
    N_("double pairs"),
    N_("four of a kind"),
    N_("knocked with the lowest score: hole scores 0"),
    N_("knocked without the lowest score"),
    N_("knocked tied for the lowest score: hole scores 0"),
)


MINUS = "\u2212"  # "−", not the hyphen "-"


def minus(n: int, ascii: bool = False) -> str:
    """``n`` as the game writes it: "−2" (the hyphen in ``ascii``), "3"."""
    return f"{MINUS if not ascii else '-'}{-n}" if n < 0 else str(n)


def signed(n: int, ascii: bool = False) -> str:
    """``n`` with its sign always: "+3", "−10" (the hyphen in ``ascii``), "+0"."""
    return minus(n, ascii) if n < 0 else f"+{n}"


def sum_words(values: list[int] | tuple[int, ...]) -> str:
    """``"5 + 9 − 2 + 1"``: a sum as written by hand (the engine's ``sum_text`` with the minus
    sign), not ``"5 + 9 + −2 + 1"``."""
    first, *rest = values
    return minus(first) + "".join(f" {MINUS} {-v}" if v < 0 else f" + {v}" for v in rest)


def reason_text(text: str) -> str:
    """An engine reason (``GridScore.bonus_reason``/``knock_reason``) in the current language;
    a text the engine did not use when this was written stays as it is."""
    return _(text) if text in ENGINE_REASONS else text


def card_text(card: Card) -> str:
    """``"7♥"`` with the local rank letter (``"D♠"`` for a Norwegian queen); the rank alone when
    the card has no suit, as parsed from ``"7"``."""
    suit = card.suit.glyph if card.suit is not None else ""
    return rank_label(card.rank.value) + suit


def breakdown_lines(score: GridScore) -> list[str]:
    """The breakdown in words, one line per step: the cancelled groups, the counted cards, the
    bonus, the peeks, the knock and the total. In English, ``score.lines()`` with the minus
    sign for the hyphen of a number below 0."""
    out: list[str] = []
    for group in score.cancelled:
        names = " + ".join(card_text(score.cards[p]) for p in group)
        # The words the hole's result uses at the table (``widgets.hole_grid``).
        words = _("%(cards)s: pair, 0") if len(group) == 2 else _("%(cards)s: set, 0")
        out.append(words % {"cards": names})
    counted = score.counted
    if counted:
        parts = sum_words([score.values[p] for p in counted])
        out.append(_("cards: %(values)s = %(total)s") % {"values": parts,
                                                          "total": minus(score.card_total)})
    else:
        out.append(_("cards: everything cancelled, 0"))
    if score.bonus:
        out.append(f"{reason_text(score.bonus_reason)}: {signed(score.bonus)}")
    if score.peek_penalty:
        # Translators: the English keeps "peek(s)" for every number, as the engine writes it.
        out.append(ngettext("%(n)d peek(s): %(points)s", "%(n)d peek(s): %(points)s", score.peeks)
                   % {"n": score.peeks, "points": signed(score.peek_penalty)})
    if score.knock_reason:
        out.append(f"{reason_text(score.knock_reason)}: {signed(score.knock_adjustment)}")
    out.append(_("total: %(total)s") % {"total": minus(score.total)})
    return out
