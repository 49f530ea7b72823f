"""The prompt line: one sentence telling the player at the keys what they may do now, written from
the view's legal actions (the engine decides what is legal; this only puts it in words)."""

from __future__ import annotations

from ..engine import (
    DRAW_STOCK,
    KNOCK,
    TAKE_DISCARD,
    THROW_AWAY,
    Flip,
    Peek,
    SeatView,
    Swap,
)  # fmt: skip
from .glyphs import card_label

REMEMBER = "Remember these — they will be hidden when you press Enter"


def keys_for(positions: list[int]) -> str:
    """``"1–6"`` for a full run of positions, ``"1, 3 or 5"`` otherwise."""
    nums = [p + 1 for p in sorted(positions)]
    if not nums:
        return ""
    if len(nums) > 2 and nums == list(range(nums[0], nums[-1] + 1)):
        return f"{nums[0]}–{nums[-1]}"
    if len(nums) == 1:
        return str(nums[0])
    return ", ".join(map(str, nums[:-1])) + " or " + str(nums[-1])


def prompt(v: SeatView, *, armed: str | None, reveal_holds: bool, ascii: bool) -> str:
    """What the seat of ``v`` (the one to act, at the keys) should do next."""
    if reveal_holds:
        return REMEMBER
    legal = v.legal
    flips = [a.pos for a in legal if isinstance(a, Flip)]
    peeks = [a.pos for a in legal if isinstance(a, Peek)]
    if armed == "flip":
        return f"Turn which card face up? ({keys_for(flips)}, Esc to cancel)"
    if armed == "peek":
        points = v.ruleset.peek_penalty.points
        return f"Peek at which card? (+{points} point each; {keys_for(peeks)}, Esc to cancel)"
    if v.phase == "opening":
        if flips:
            n = v.opening_left
            return f"Turn {n} card{'s' if n != 1 else ''} face up: press {keys_for(flips)}"
        also = "" if len(peeks) == 1 else " (each of them)"
        return f"Look at your bottom cards: press {keys_for(peeks)}{also}; only you see them"
    if v.phase == "must_flip":
        return f"Turn one of your face-down cards face up: press {keys_for(flips)}"
    if v.phase == "start":
        top = card_label(v.discard_top, ascii=ascii) if v.discard_top is not None else ""
        parts = []
        if DRAW_STOCK in legal:
            parts.append("draw from the stock (d)")
        if TAKE_DISCARD in legal and top:
            parts.append(f"take the {top} (t)")
        if KNOCK in legal:
            parts.append("knock (k)")
        if flips:
            parts.append("flip a card (f)")
        if peeks:
            parts.append("peek (p)")
        text = ", ".join(parts[:-1]) + (" or " if len(parts) > 1 else "") + parts[-1]
        return text[0].upper() + text[1:] + "."
    if v.phase == "holding":
        swaps = [a.pos for a in legal if isinstance(a, Swap)]
        held = card_label(v.held, ascii=ascii) if v.held is not None else "the card"
        where = keys_for(swaps)
        if v.ruleset.placement == "face_down":
            head = f"Put the {held} in place of {where} (unseen until discarded)"
            tail = ""
        else:
            head = f"Put the {held} in your grid ({where})"
            tail = ""
        if THROW_AWAY in legal:
            head += " or throw it away (x)"
        return head + tail + "."
    return ""
