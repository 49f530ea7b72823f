"""Per-seat views: exactly what one seat may know (the rules specification, RULES.md §9).

The screen renders views and computer players decide from them, never from a hole. A view holds
the face-up cards of every grid, the discard pile, the stock's size, the card in hand when that
seat may know it, and the seat's ``memory``: its own face-down cards it has looked at or placed
face down. Memory is what a player must remember; the screen never draws it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from .actions import Action
from .cards import Card
from .frozen import read_only
from .hole import FROM_DISCARD, FROM_STOCK, PHASE_NAMES, Hole, flip_follows_throw, legal_actions
from .ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of a hole. ``seat`` is None for the public view (nobody's secrets)."""

    ruleset: Ruleset
    seat: int | None
    players: int
    current: int
    phase: str
    dealer: int
    first: int
    grids: tuple[tuple[Card | None, ...], ...]  # None: face down
    memory: Mapping[int, Card]  # own face-down position -> card this seat knows lies there
    held: Card | None
    held_from: str | None  # "stock" or "discard" while a card is in hand
    discard: tuple[Card, ...]  # bottom first, top last
    stock_count: int
    knocker: int | None
    closer: int | None
    lap_left: int | None
    ending: str | None
    peeks: tuple[int, ...]
    opening_left: int
    turns: int
    legal: tuple[Action, ...]  # what this seat may do now (empty unless it is to act)
    pack: tuple[Card, ...]
    last_seat: int | None = None  # who took the last action of this hole (public)
    last_action: Action | None = None  # what it was, position included (public)

    @property
    def discard_top(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    def face_down(self, seat: int) -> list[int]:
        return [p for p, c in enumerate(self.grids[seat]) if c is None]

    @property
    def throw_means_flip(self) -> bool:
        """Whether throwing the card in hand away makes the seat to act turn one of its
        face-down cards face up next (the house rule "flip after discard", while more than
        one is face down: ``hole.flip_follows_throw``)."""
        return self.held_from == "stock" and flip_follows_throw(
            self.ruleset.flip_after_discard, len(self.face_down(self.current)))

    def known_cards(self) -> list[Card]:
        """Every card this seat can place: face up, discarded, in hand or remembered."""
        out = [c for grid in self.grids for c in grid if c is not None]
        out.extend(self.discard)
        out.extend(self.memory.values())
        if self.held is not None:
            out.append(self.held)
        return out

    def unseen_cards(self) -> list[Card]:
        """The cards this seat cannot place: somewhere in the stock or face down in a grid."""
        known = Counter(c.uid for c in self.known_cards())
        return [c for c in self.pack if not known[c.uid]]


def view(h: Hole, seat: int | None) -> SeatView:
    """What ``seat`` may know of ``h`` now (``None``: only what everyone may know)."""
    t = h.table
    pack = t.pack
    size = t.size
    grids = tuple(
        tuple(pack[g[p]] if up >> p & 1 else None for p in range(size))
        for g, up in zip(h.grids, h.face_up, strict=True)
    )
    memory: dict[int, Card] = {}
    if seat is not None:
        hidden_seen = h.seen[seat] & ~h.face_up[seat]
        memory = {p: pack[h.grids[seat][p]] for p in range(size) if hidden_seen >> p & 1}
    held: Card | None = None
    held_from: str | None = None
    if h.held >= 0:
        held_from = "stock" if h.held_from == FROM_STOCK else "discard"
        if h.held_from == FROM_DISCARD or seat == h.current:
            held = pack[h.held]
    acting = seat == h.current and not h.over
    return SeatView(
        ruleset=t.ruleset, seat=seat, players=t.players, current=h.current,
        phase=PHASE_NAMES[h.phase], dealer=h.dealer, first=h.first, grids=grids,
        memory=read_only(memory),
        held=held, held_from=held_from, discard=tuple(pack[c] for c in h.discard_pile()),
        stock_count=len(h.stock), knocker=h.knocker if h.knocker >= 0 else None,
        closer=h.closer if h.closer >= 0 else None,
        lap_left=h.lap_left if h.lap_left >= 0 else None, ending=h.ending or None,
        peeks=h.peeks, opening_left=h.opening_left if acting else 0, turns=h.turns,
        legal=tuple(legal_actions(h)) if acting else (), pack=pack,
        last_seat=h.last_seat if h.last_seat >= 0 else None, last_action=h.last_action,
    )  # fmt: skip
