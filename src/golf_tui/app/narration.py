"""One line telling what just changed on the table ("Ola took the 5♦ from the discard pile…").

Narration is built from *public* views only (``view(hole, None)``), plus the ruleset, so it
cannot name a card that lies face down: a card swapped face down is "the drawn card" or "the card
from the discard pile", while the card going to the discard pile is public and named.
"""

from __future__ import annotations

from ..engine import (
    POSITION_NAMES,
    Action,
    DrawStock,
    Flip,
    Knock,
    Peek,
    SeatView,
    Swap,
    TakeDiscard,
    ThrowAway,
)  # fmt: skip
from .glyphs import card_label

ENDING_WORDS = {
    "knock": "the final lap after the knock is over",
    "all_face_up": "a grid is all face up",
    "empty_stock": "the stock ran out",
    "redeal": "the stock ran out: the deal is void and dealt again",
}


def join_names(names: list[str]) -> str:
    """``"Ola"``, ``"Ola and Siri"``, ``"Ola, Siri and Per"``."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def narrate(
    who: str,
    action: Action,
    before: SeatView,
    after: SeatView,
    *,
    took_from_discard: bool = False,
    ascii: bool = False,
) -> str:
    """The line for ``action`` by the seat that was to act in ``before``. Both views must be
    public (seat None). ``took_from_discard``: this swap follows a take in the same turn."""

    def label(card: object) -> str:
        return card_label(card, ascii=ascii)  # type: ignore[arg-type]

    rules = before.ruleset
    names = POSITION_NAMES[rules.shape]
    seat = before.current
    if isinstance(action, DrawStock):
        return f"{who} drew a card from the stock."
    if isinstance(action, TakeDiscard):
        return f"{who} took the {label(before.discard_top)} from the discard pile."
    if isinstance(action, Swap):
        where = names[action.pos]
        went = after.discard_top
        gone = f"; the {label(went)} went to the discard pile." if went is not None else "."
        if rules.placement == "face_up":
            placed = after.grids[seat][action.pos]
            if took_from_discard:
                took = f"{who} took the {label(placed)} from the discard pile"
                return f"{took} and put it {where}{gone}"
            return f"{who} put the {label(placed)} {where}{gone}"
        source = "the card from the discard pile" if took_from_discard else "the drawn card"
        return f"{who} put {source} face down {where}{gone}"
    if isinstance(action, ThrowAway):
        line = f"{who} threw the {label(after.discard_top)} away"
        if after.phase == "must_flip" and after.current == seat:
            return line + " and must now turn a card face up."
        return line + "."
    if isinstance(action, Knock):
        return f"{who} knocked."
    if isinstance(action, Flip):
        return f"{who} turned up the {label(after.grids[seat][action.pos])} {names[action.pos]}."
    if isinstance(action, Peek):
        if before.phase == "opening":
            return f"{who} looked at a card {names[action.pos]}."
        points = rules.peek_penalty.points
        return f"{who} peeked at the card {names[action.pos]} (+{points} for the hole)."
    return f"{who} played {action}."


def final_lap_banner(v: SeatView, players: list[str]) -> str:
    """The banner while a final lap runs, naming who still gets a turn; empty otherwise."""
    if v.lap_left is None or v.closer is None or v.phase == "over":
        return ""
    left = [players[(v.current + i) % v.players] for i in range(v.lap_left)]
    closer = players[v.closer]
    head = f"{closer} knocked" if v.knocker is not None else f"{closer}'s cards are all face up"
    if not left:
        return f"{head} — last turn."
    return f"{head} — one more turn each for {join_names(left)}"


def ending_banner(ending: str, closer: str | None) -> str:
    """The banner shown as a hole ends."""
    if ending == "all_face_up" and closer is not None:
        return f"{closer}'s cards are all face up — the hole is over"
    if ending == "knock" and closer is not None:
        return f"{closer} knocked and everyone has had a last turn — the hole is over"
    return f"The hole is over: {ENDING_WORDS.get(ending, ending)}"
