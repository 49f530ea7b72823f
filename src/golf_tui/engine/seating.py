"""Who deals and who plays first (docs/rules/common.md, "The deal"): the first seat in the list
deals the first hole, the player on the dealer's left plays first, and the deal passes one seat
to the left. Plain integers and no pydantic, so the app can name the first player before the
ruleset models are loaded."""

from __future__ import annotations

FIRST_DEALER = 0
"""The seat that deals the first hole of a match."""


def left_of(seat: int, players: int) -> int:
    """The seat on the left of ``seat`` at a table of ``players``: the next to deal or to play."""
    return (seat + 1) % players


def first_to_act(players: int) -> int:
    """The seat that plays first in a new match: the first dealer's left."""
    return left_of(FIRST_DEALER, players)
