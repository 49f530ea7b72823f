"""How many of a card a deal can hold (``Ruleset.most_dealt``, which ``golf score`` refuses a grid
by) against the cards the engine really deals, for one and two decks, with jokers and without."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from golf_helpers import ruleset

from golf_tui.engine import Rank, Suit, Table, deal


@pytest.mark.parametrize(
    ("name", "house", "rules", "decks", "jokers"),
    [
        ("norwegian-4", (), (), 1, 0),  # one deck at every table size
        ("norwegian-4", ("jokers",), (), 1, 2),
        ("swedish-6", (), ("decks.large_count=1",), 1, 0),
        ("swedish-6", ("jokers",), (), 2, 4),  # a second deck from five players on
        ("danish-6", ("two-decks",), (), 2, 0),  # two decks at every table size
        ("danish-6", ("two-decks", "jokers"), (), 2, 4),
    ],
)
def test_most_dealt_is_what_the_largest_deal_holds(name: str, house: tuple[str, ...],
                                                   rules: tuple[str, ...], decks: int,
                                                   jokers: int) -> None:
    r = ruleset(name, *house, rules=rules)
    assert r.most_decks == decks
    # Every card a deal puts on the table (grids, stock, discard), counted at each table size;
    # the most of a card any deal holds is what ``most_dealt`` must say.
    by_card: Counter[tuple[Rank, Suit | None]] = Counter()
    by_rank: Counter[Rank] = Counter()
    for players in range(r.players.min, r.players.max + 1):
        hole = deal(Table(r, players), 0, random.Random(players))
        uids = [u for grid in hole.grids for u in grid] + [*hole.stock, *hole.discard_pile()]
        assert sorted(uids) == list(range(len(hole.table.pack)))
        cards = [hole.table.card(u) for u in uids]
        for key, n in Counter((c.rank, c.suit) for c in cards).items():
            by_card[key] = max(by_card[key], n)
        for rank, n in Counter(c.rank for c in cards).items():
            by_rank[rank] = max(by_rank[rank], n)
    for rank in Rank:
        assert r.most_dealt(rank) == by_rank[rank], rank
        for suit in Suit:
            assert r.most_dealt(rank, suit) == by_card[rank, suit], (rank, suit)
    # and in plain numbers: one of a card and four of a rank a deck, the jokers without a suit
    assert r.most_dealt(Rank.QUEEN, Suit.HEARTS) == decks
    assert r.most_dealt(Rank.ACE) == 4 * decks
    assert r.most_dealt(Rank.JOKER) == jokers
    assert r.most_dealt(Rank.JOKER, Suit.SPADES) == 0
