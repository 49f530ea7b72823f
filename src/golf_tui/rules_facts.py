"""What the common page's ``<!-- only: KEYS -->`` marks ask about a table: each key read from the
ruleset's fields (``knock``, ``flip_as_turn``, ``redeal``, ...; ``_facts``), and whether a line's
KEYS hold, ``!`` before one for "not", all of them needed (``_has``). ``page`` marks what only
the page itself shows (it lists every ruleset's variants)."""

from __future__ import annotations

from .engine.ruleset import Ruleset

_FACE_VALUES = {str(n): n for n in range(3, 11)}


def _jokers_by_house_rule(r: Ruleset) -> bool:
    """Whether a house rule switched on gives ``r`` its jokers (the presets' "Jokers")."""
    for active in r.active_house_rules:
        key, _sep, option = active.partition("=")
        rule = r.house_rules.get(key)
        if rule is None:
            continue
        chosen = rule.options[option].changes if option in rule.options else {}
        if {**rule.changes, **chosen}.get("jokers_per_deck"):
            return True
    return False


def _facts(r: Ruleset) -> dict[str, bool]:
    """What the common page's ``<!-- only: KEY -->`` marks ask about a table playing ``r``."""
    decks = max(r.decks_for(n) for n in range(r.players.min, r.players.max + 1))
    points: dict[str, int] = {str(code): n for code, n in r.values.items()}
    pairs = r.pairs != "none"
    opening = r.opening.count > 0
    return {
        # how a hole ends, and whether it can have a final lap (after a knock or a grid gone up)
        "knock": r.knock,
        "final_lap": r.all_face_up == "final_lap",
        "immediate": r.all_face_up == "immediate",
        "last_turns": r.knock or r.all_face_up == "final_lap",
        # what an empty stock does
        "reshuffle": r.empty_stock == "reshuffle",
        "redeal": r.empty_stock == "redeal",
        "end_hole": r.empty_stock == "end_hole",
        # the opening and a turn
        "opening": opening,
        "peek_opening": opening and r.opening.kind == "peek",
        "flip_opening": opening and r.opening.kind == "flip",
        "flip_as_turn": r.flip_as_turn,
        "flip_after_discard": r.flip_after_discard,
        "peek_penalty": r.peek_penalty.enabled,
        "face_up": r.placement == "face_up",
        "face_down": r.placement == "face_down",
        # a face-down card of your own you have seen: remembering it is up to you
        "memory": (r.placement == "face_down" or (opening and r.opening.kind == "peek")
                   or r.peek_penalty.enabled),
        # the cards
        "decks": decks > 1,
        "jokers": r.jokers_per_deck > 0,
        # jokers a house rule brought (else the ruleset's own), at a negative value
        "house_jokers": (r.jokers_per_deck > 0 and _jokers_by_house_rule(r)
                         and r.values["JK"] < 0),
        "own_jokers": r.jokers_per_deck > 0 and not _jokers_by_house_rule(r),
        # the cards' points as the presets count them (else the table of points gives this
        # ruleset's, ``card_rows``)
        "ace_one": r.values["A"] == 1,
        "face_values": all(points[code] == n for code, n in _FACE_VALUES.items()),
        "jack_queen_ten": r.values["J"] == r.values["Q"] == 10,
        "king_zero": r.values["K"] == 0,
        "jokers_pair": r.jokers_pair,
        "two_plus": r.values["2"] == 2,
        "two_minus": r.values["2"] == -2,
        # scoring: "steps" when a grid's score is more than the sum of its cards
        "pairs": pairs,
        "column_pairs": r.pairs == "column",
        # a column of three cancels (nine-card): two 2s in a column never do, three do
        "threes": r.pairs == "column" and r.shape[0] == 3,
        "pairs_anywhere": r.pairs == "anywhere",
        "bonus": r.two_pair_bonus.kind != "none",
        "knock_penalty": r.knock_penalty.enabled,
        "steps": pairs or r.peek_penalty.enabled or r.knock_penalty.enabled,
        # the end of the match
        "holes": r.match.end == "holes",
        "target": r.match.end == "target",
        "page": False,
    }


def _has(facts: dict[str, bool], keys: str) -> bool:
    """Whether a table with ``facts`` has what an ``<!-- only: KEYS -->`` line describes: every
    key true (a key after ``!`` false)."""
    wanted = {key.removeprefix("!"): not key.startswith("!") for key in keys.split()}
    unknown = sorted(set(wanted) - set(facts))
    if unknown:  # every key is checked, not only those before the first one false
        raise ValueError(f"docs/rules: unknown key {unknown[0]!r} in <!-- only: {keys} -->")
    return all(facts[key] == value for key, value in wanted.items())
