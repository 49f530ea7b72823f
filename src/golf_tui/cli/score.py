"""``golf-tui score``: one grid typed as text (in the local rank letters too), scored by the
engine and its breakdown printed; what is wrong with a grid that cannot be scored, said."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..i18n import N_, _, ngettext, rank_label
from .errors import UsageError
from .plain import json_out
from .rulesets_cmd import command_ruleset

if TYPE_CHECKING:
    from ..engine import Card, ParseError, Ruleset

FACE_RANKS = ("A", "J", "Q", "K")


def local_rank_input(lang: str | None = None) -> dict[str, str]:
    """The rank letters players of ``lang`` (default: the current language) may type, upper
    case, and the engine's code for each: the letters its cards print (``rank_label``, from
    the catalog), so Norwegian and Swedish take E, KN and D, Danish E, B and D, and a language
    added later takes its own with no list here to extend. The English letters are accepted in
    every language too (not in this table); JK is the joker everywhere."""
    return {label: code for code in FACE_RANKS
            if (label := rank_label(code, lang).upper()) != code}


_SUIT_INPUT = set("cdhs♣♦♥♠♧♢♡♤")


def local_card_codes(text: str, lang: str | None = None) -> str:
    """``text`` (a grid) with the local rank letters of ``lang`` (default: the current language)
    turned into the engine's codes: ``"E Kn D / Dh 2 B"`` reads as ``"A J Q / Qh 2 J"``.

    Only a whole card word changes (a local letter, optionally with a suit); anything else is
    left for the engine's parser to accept or to refuse."""
    letters = local_rank_input(lang)
    if not letters:
        return text

    def card(word: str) -> str:
        rank, suit = word, ""
        if len(word) > 1 and word[-1].lower() in _SUIT_INPUT:
            rank, suit = word[:-1], word[-1]
        code = letters.get(rank.upper())
        return word if code is None else code + suit

    out: list[str] = []
    word = ""
    for ch in text + " ":
        if ch.isspace() or ch in ",/":
            if word:
                out.append(card(word))
                word = ""
            out.append(ch)
        else:
            word += ch
    return "".join(out)[:-1]


PARSE_PROBLEMS = {
    "empty_card": N_("empty card"),
    # Translators: %(token)s is the word typed, quoted; name the local rank letters here.
    "not_a_card": N_("%(token)s is not a card: use A 2 3 4 5 6 7 8 9 10 J Q K or JK (1 is an ace"
                     " too, so a ten is 10), optionally with a suit (8h, 8♥)"),
    "joker_with_suit": N_("%(token)s: a joker has no suit"),
    "empty_row": N_("%(token)s: every row needs at least one card (rows are separated by /)"),
    "ragged_rows": N_("%(token)s: every row must have the same number of cards"),
}


def parse_problem(e: ParseError, typed: str) -> str:
    """What is wrong with a grid, in the current language (``typed``: the grid as given)."""
    message = PARSE_PROBLEMS.get(e.reason)
    if message is None:
        return str(e)
    token = typed if e.reason in ("empty_row", "ragged_rows") else e.token
    return _(message) % {"token": repr(token)}


def more_than_dealt(ruleset: Ruleset, cards: Sequence[Card]
                    ) -> tuple[Card, int, int, int] | None:
    """The first card of ``cards`` that the ruleset's pack holds fewer of than ``cards`` do,
    as (the card, how many ``cards`` has, the most decks the ruleset plays with, how many they
    hold); None when the grid can be dealt. A card with a suit counts against its rank and
    suit, one without against its rank (``Ruleset.most_dealt`` says how many the pack holds;
    ``score`` refuses a joker first when the ruleset has none, with ``no_jokers``)."""
    for card in cards:
        same = sum(1 for c in cards if c.rank is card.rank
                   and (card.suit is None or c.suit is card.suit))
        most = ruleset.most_dealt(card.rank, card.suit)
        if same > most:
            return card, same, ruleset.most_decks, most
    return None


def no_jokers(ruleset: Ruleset, joker: str) -> str:
    """Why ``score`` refuses a joker (shown as ``joker``) in a grid of ``ruleset``, which has
    none: the house rule that would give it some is off, or it has none to offer."""
    house = ruleset.jokers_house_rule
    if house is not None:
        return (_("grid: %(card)s: %(ruleset)s has no jokers (the house rule %(house)s is off;"
                  " --house %(house)s switches it on)")
                % {"card": joker, "ruleset": ruleset.name, "house": house})
    return (_("grid: %(card)s: %(ruleset)s has no jokers (jokers_per_deck is 0)")
            % {"card": joker, "ruleset": ruleset.name})


def cmd_score(args: argparse.Namespace) -> int:
    from ..breakdown import MINUS, breakdown_lines, card_text
    from ..engine import ParseError, Ruleset, parse_grid, score_grid

    ruleset = command_ruleset(args)
    assert isinstance(ruleset, Ruleset)
    try:
        rows = parse_grid(local_card_codes(args.grid))
    except ParseError as e:
        raise UsageError(_("grid: %(problem)s") % {"problem": parse_problem(e, args.grid)}
                         ) from None
    r, c = ruleset.shape
    if len(rows) != r or len(rows[0]) != c:
        raise UsageError(
            _("grid: %(ruleset)s uses %(grid)s grids (%(shape)s), not %(given)s")
            % {"ruleset": ruleset.name, "grid": ruleset.grid, "shape": _rows_of(r, c),
               "given": _rows_of(len(rows), len(rows[0]))}
        )
    jokers = [card for row in rows for card in row if card.rank.value == "JK"]
    if jokers and not ruleset.jokers_per_deck:  # the pack has none: none can be dealt
        raise UsageError(no_jokers(ruleset, card_text(jokers[0])))
    too_many = more_than_dealt(ruleset, [card for row in rows for card in row])
    if too_many is not None:
        card, count, decks, most = too_many
        raise UsageError(
            ngettext("grid: %(count)d × %(card)s cannot be dealt: %(ruleset)s plays with one"
                     " deck, which holds %(most)d × %(card)s",
                     "grid: %(count)d × %(card)s cannot be dealt: %(ruleset)s plays with at"
                     " most %(decks)d decks, which hold %(most)d × %(card)s", decks)
            % {"count": count, "card": card_text(card), "ruleset": ruleset.name,
               "decks": decks, "most": most})
    score = score_grid(ruleset, [card for row in rows for card in row])
    if args.json:  # codes and numbers, and the breakdown in English with the hyphen
        lines = [line.replace(MINUS, "-") for line in breakdown_lines(score, lang="en")]
        print(json_out({**score.to_json(), "lines": lines}))
    else:
        print("\n".join(breakdown_lines(score)))
    return 0


def _rows_of(rows: int, cols: int) -> str:
    return ngettext("%(rows)d row of %(cols)d", "%(rows)d rows of %(cols)d", rows) % {
        "rows": rows, "cols": cols}
