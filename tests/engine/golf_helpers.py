"""Helpers for the engine tests: stacking a deck from text, playing action codes, and the
invariants every reachable state must keep (used by the unit, stateful and golden tests)."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache

from golf_tui.breakdown import breakdown_lines
from golf_tui.engine import (
    DRAW_STOCK,
    ENDINGS,
    FLIPS,
    KNOCK,
    PEEKS,
    REFUSAL_CODES,
    SWAPS,
    TAKE_DISCARD,
    THROW_AWAY,
    Action,
    Card,
    Flip,
    Hole,
    IllegalAction,
    Knock,
    Peek,
    Ruleset,
    RulesetError,
    SeatView,
    Swap,
    Table,
    apply,
    check,
    legal_actions,
    parse_action,
    parse_card,
    score_hole,
    stack,
    view,
)  # fmt: skip
from golf_tui.engine.hole import FROM_DISCARD, FROM_STOCK, HOLDING, OVER, START
from golf_tui.presets import load_ruleset, preset_names

PRESETS = tuple(preset_names())  # every preset: a new one is played by the tests that use it

# Every action the engine knows, plus a few out-of-range positions: the pool illegal ones come from.
ALL_ACTIONS: tuple[Action, ...] = (
    (DRAW_STOCK, TAKE_DISCARD, THROW_AWAY, KNOCK) + SWAPS + FLIPS + PEEKS
    + (Swap(-1), Swap(9), Flip(-1), Peek(-1), Peek(12))
)  # fmt: skip


def ruleset(name: str, *house: str, rules: Sequence[str] = ()) -> Ruleset:
    return load_ruleset(name, house=list(house), rules=list(rules))


class Stacker:
    """Hands out physical cards of a table by rank text (``"K"``, ``"8h"``, ``"JK"``), each once."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.used: set[int] = set()

    def card(self, text: str) -> int:
        want = parse_card(text)
        for c in self.table.pack:
            if c.uid in self.used or c.rank is not want.rank:
                continue
            if want.suit is not None and c.suit is not want.suit:
                continue
            self.used.add(c.uid)
            return c.uid
        raise LookupError(f"no {text} left in the pack")

    def cards(self, text: str) -> list[int]:
        return [self.card(w) for w in text.replace("/", " ").split()]

    def rest(self) -> list[int]:
        left = [c.uid for c in self.table.pack if c.uid not in self.used]
        self.used.update(left)
        return left


def stacked(rules: Ruleset, grids: Sequence[str], stock: str = "", discard: str = "",
            dealer: int | None = None, fill: bool = True) -> Hole:
    """A hole dealt as written: grids as ``"K 3 / A 2"`` per seat, stock and discard as rank
    lists with the top card last. With ``fill`` every unused card goes under the stock, so the
    whole pack is in play (needed for conservation checks). The dealer defaults to the last seat,
    so seat 0 plays first."""
    table = Table(rules, len(grids))
    s = Stacker(table)
    g = [s.cards(text) for text in grids]
    top = s.cards(stock)
    pile = s.cards(discard)
    bottom = s.rest() if fill else []
    return stack(table, g, bottom + top, pile, len(grids) - 1 if dealer is None else dealer)


def run(h: Hole, *codes: str) -> Hole:
    """Apply action codes in order (``"draw"``, ``"swap:3"``...)."""
    for code in codes:
        h = apply(h, parse_action(code))
    return h


def ranks(h: Hole, uids: Iterable[int]) -> list[str]:
    return [h.table.pack[u].rank.value for u in uids]


def grid_ranks(h: Hole, seat: int) -> list[str]:
    return ranks(h, h.grids[seat])


def refuses(h: Hole, code: str | Action) -> str:
    """Assert the action is refused with IllegalAction; say why. (A refusal cannot change the
    state: a hole is a value, which ``check_state`` holds it to.)"""
    action = parse_action(code) if isinstance(code, str) else code
    try:
        apply(h, action)
    except IllegalAction as e:
        assert e.code in REFUSAL_CODES, (e.code, str(e))
        return str(e)
    raise AssertionError(f"{code} was allowed")


@cache
def house_combinations(name: str) -> tuple[tuple[str, ...], ...]:
    """Every combination of a preset's house rules (with every option) that builds without a
    conflict."""
    base = load_ruleset(name)
    choices: list[list[str | None]] = []
    for key, rule in base.house_rules.items():
        if rule.options:
            choices.append([None] + [f"{key}={opt}" for opt in rule.options])
        else:
            choices.append([None, key])
    out = []
    for combo in itertools.product(*choices):
        house = tuple(c for c in combo if c is not None)
        try:
            load_ruleset(name, house=list(house))
        except RulesetError:
            continue
        out.append(house)
    return tuple(out)


# --- invariants ---------------------------------------------------------------------------------


def all_cards(h: Hole) -> list[int]:
    cards = [c for g in h.grids for c in g] + list(h.stock) + list(h.discard_pile())
    if h.held >= 0:
        cards.append(h.held)
    return cards


def check_conservation(h: Hole) -> None:
    cards = all_cards(h)
    assert sorted(cards) == list(range(len(h.table.pack))), "a card is missing or doubled"
    assert h.discard_count == len(h.discard_pile())


def allowed_knowledge(h: Hole, seat: int | None) -> set[int]:
    """The uids ``seat`` may know, worked out from the rules rather than from the view code."""
    t = h.table
    known = set(h.discard_pile())
    for s, g in enumerate(h.grids):
        for p in range(t.size):
            if h.face_up[s] >> p & 1 or (s == seat and h.seen[s] >> p & 1):
                known.add(g[p])
    if h.held >= 0 and (h.held_from == FROM_DISCARD or seat == h.current):
        known.add(h.held)
    return known


# The view's field that holds every card of the pack, by design: what a pack holds is no secret.
WHOLE_PACK = "pack"


def cards_in(value: object) -> Iterator[Card]:
    """Every card ``value`` holds: itself, or in a tuple, list, set, table (keys and values) or
    dataclass, at any depth."""
    found: list[Card] = []
    _collect_cards(value, found)
    return iter(found)


# Types that hold no card, skipped at once: the check runs for every seat after every move of
# the stateful and random-play tests, and walking into each of them (generators nested as deep
# as the value, a ``dataclasses`` lookup for each) was most of the stateful test's time.
_NO_CARDS = frozenset({int, str, bool, float, bytes, type(None)})
_FIELDS: dict[type, tuple[str, ...]] = {}


def _collect_cards(value: object, found: list[Card]) -> None:
    kind = type(value)
    if kind in _NO_CARDS:
        return
    if isinstance(value, Card):
        found.append(value)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:  # a grid's places: cards and Nones, taken here without a call
            if type(item) is Card:
                found.append(item)
            elif type(item) not in _NO_CARDS:
                _collect_cards(item, found)
    elif isinstance(value, Mapping):
        for key, item in value.items():
            _collect_cards(key, found)
            _collect_cards(item, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _FIELDS.get(kind)
        if names is None:
            names = _FIELDS[kind] = tuple(f.name for f in dataclasses.fields(value))
        for name in names:
            _collect_cards(getattr(value, name), found)


def view_cards(v: SeatView) -> set[int]:
    """The uids of the cards a view shows, found in every field of it (but the whole pack),
    so that a field added to ``SeatView`` is checked as soon as it holds a card."""
    found: list[Card] = []
    for f in dataclasses.fields(v):
        if f.name != WHOLE_PACK:
            _collect_cards(getattr(v, f.name), found)
    return {c.uid for c in found}


def check_views(h: Hole) -> None:
    t = h.table
    for seat in [*range(t.players), None]:
        v = view(h, seat)
        allowed = allowed_knowledge(h, seat)
        shown = view_cards(v)
        assert shown <= allowed, f"seat {seat} sees {shown - allowed}"
        assert shown == {c.uid for c in v.known_cards()}, "known_cards leaves out a card shown"
        for s, g in enumerate(v.grids):
            for p, card in enumerate(g):
                if h.face_up[s] >> p & 1:
                    assert card == t.pack[h.grids[s][p]]
                else:
                    assert card is None, f"seat {seat} sees face-down {s}:{p}"
        for p, card in v.memory.items():
            assert seat is not None
            assert not h.face_up[seat] >> p & 1 and h.seen[seat] >> p & 1
            assert card == t.pack[h.grids[seat][p]]
        if h.held >= 0 and h.held_from == FROM_STOCK and seat != h.current:
            assert v.held is None
        assert v.stock_count == len(h.stock)
        assert [c.uid for c in v.discard] == list(h.discard_pile())
        if seat == h.current and not h.over:
            assert v.legal == legal_actions(h)
        else:
            assert v.legal == ()


def check_legality(h: Hole, sample: Iterable[Action] = ALL_ACTIONS) -> None:
    """An action is in legal_actions exactly when apply accepts it."""
    legal = set(legal_actions(h))
    assert len(legal) == len(legal_actions(h)), "legal_actions repeats an action"
    for a in sample:
        why = check(h, a)
        if a in legal:
            assert why is None, f"{a} is listed as legal but refused: {why}"
        else:
            assert why, f"{a} is not listed as legal but was accepted"
    if not h.over:
        assert legal, "a live hole with nothing legal to do"


def check_state(h: Hole) -> None:
    t = h.table
    # every field a value (no list, no dict): nothing, a refused action included, can change a
    # state in place, so the state a refusal leaves is the one it was given
    hash(h)
    check_conservation(h)
    assert len(h.grids) == t.players and all(len(g) == t.size for g in h.grids)
    assert (h.held >= 0) == (h.phase == HOLDING)
    if h.phase == START:
        assert h.stock, "a turn starts with an empty stock"
    if h.knocker >= 0:
        assert t.knock and h.closer == h.knocker
    if h.lap_left >= 0:
        assert h.closer >= 0 and h.lap_left <= t.players - 1
        assert KNOCK not in legal_actions(h)
    if h.over:
        assert h.ending in ENDINGS
        assert all(up == t.full for up in h.face_up)
        check_scores(h)
    else:
        assert h.ending == ""


def check_scores(h: Hole) -> None:
    scores = score_hole(h)
    rules = h.table.ruleset
    if h.ending == "redeal":
        assert scores is None
        return
    assert scores is not None
    for seat, s in enumerate(scores):
        assert s.total == s.card_total + s.bonus + s.peek_penalty + s.knock_adjustment
        assert [c.uid for c in s.cards] == list(h.grids[seat])
        assert list(s.values) == [rules.values[c.rank.value] for c in s.cards]
        assert s.card_total == sum(s.values[p] for p in s.counted)
        for group in s.cancelled:
            assert len({s.cards[p].rank for p in group}) == 1
        assert s.bonus in (0, rules.two_pair_bonus.value)
        assert s.peek_penalty == h.peeks[seat] * rules.peek_penalty.points * (
            rules.peek_penalty.enabled
        )
        if seat != h.knocker:
            assert s.knock_adjustment == 0
        assert breakdown_lines(s, ascii=True)[-1] == f"total: {s.total}"


def check_step(before: Hole, action: Action, after: Hole, lap: dict[str, int]) -> None:
    """What may change from one state to the next. ``lap`` carries, across steps, the turn
    count at which the hole's closer closed it."""
    t = after.table
    n = t.players
    assert before.phase != OVER
    if after.turns == before.turns + 1:
        if not after.over:
            assert after.current == (before.current + 1) % n, "turn order broken"
    else:
        assert after.turns == before.turns
        assert after.current == before.current
    if after.lap_left >= 0 and not after.over:
        assert after.current != after.closer, "the closer got another turn"
    if before.closer < 0 and after.closer >= 0:
        lap["closed_at"] = after.turns
        assert after.closer == before.current
        if isinstance(action, Knock):
            assert after.knocker == before.current
        else:
            assert isinstance(action, Swap | Flip)
            up = before.face_up[before.current] | 1 << action.pos
            assert up == t.full, "went out without a full grid"
            assert after.over or after.face_up[before.current] == t.full
    if after.over:
        closed_at = lap.get("closed_at")
        if after.ending == "knock":
            assert closed_at is not None and after.turns - closed_at == n - 1
        elif after.ending == "all_face_up":
            assert closed_at is not None
            lap_turns = 0 if t.ruleset.all_face_up == "immediate" else n - 1
            assert after.turns - closed_at == lap_turns
        elif after.ending == "redeal":
            assert t.empty_stock == "redeal" and not after.stock
            assert after.closer < 0, "a redeal voided a hole somebody had ended"
        else:
            assert after.ending == "empty_stock" and not after.stock
            assert (t.empty_stock == "end_hole" or after.discard_count <= 1
                    or (t.empty_stock == "redeal" and after.closer >= 0))


def card_text(c: Card | None) -> str:
    return "##" if c is None else c.code()
