"""A match as JSON and back. The record is (ruleset, players, seed, actions): replaying it
rebuilds every state exactly, so nothing is lost and nothing derived is stored twice.

Each format differs from the one before in one rule only. Format 2: under ``empty_stock =
"redeal"`` a stock that runs out during a final lap no longer voids the hole. Format 3: under the
peek penalty a card looked at this turn may not be paid for again in the same turn. Format 4:
under ``empty_stock = "redeal"`` a hole is voided at most ``MAX_VOIDS`` times in a row. An older
record replays as it was played (``Table.record``), so a match goes on by the rules it began
with, and is written back as the newest format that plays it by those rules (``_played_by``): a
format 1 record of a peek-penalty match without the redeal rule comes back as format 2, the
formats differing only under that rule; a record whose ruleset has none of these rules is read
as format 4."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from .actions import Action, parse_action, position_in
from .customise import RulesetError, validation_problems
from .errors import Problem
from .hole import IllegalAction
from .match import Match, replay
from .ruleset import AS_SAVED, Ruleset
from .table import FORMAT

FIRST_FORMAT = 1

# Why a match record cannot be read back, for a caller that words it in another language
# (``golf_tui/match_words.py``); the English message is the error's text.
RECORD_PROBLEMS = (
    "not_an_object",  # the record is not a JSON object
    "unknown_format",  # params: version (as written, quoted), first, last (the formats read)
    "missing_key",  # params: key
    "players_not_names",
    "seed_not_integer",
    "actions_not_codes",
    "ruleset",  # its ruleset does not validate: ``problems`` says why, one per line
    # the three below name the action: params index (its number in the list, from 1) and text
    # (the code as written, quoted)
    "not_an_action_code",
    "off_grid",  # a position the grid has not; params also pos (its digits, from 0), shown (the
    # same counted from 1, as players count), rows, cols, last (from 0), size
    "illegal_action",  # an action the rules refuse then: ``cause`` is the IllegalAction
    "player_count",  # params: ruleset, min, max, players (a count its ruleset does not allow)
    "same_names",  # two players of one name
)


class MatchFormatError(ValueError):
    """A match record that cannot be read back, with a message saying why. ``code`` (one of
    RECORD_PROBLEMS, or "" for a reason told in the message only), ``source`` (where the record
    is) and ``params`` say the same for a caller that words it itself; a ruleset's ``problems``
    and a refused action (``cause``) come along too."""

    def __init__(self, message: str, code: str = "", source: str = "",
                 params: Mapping[str, object] | None = None,
                 problems: tuple[Problem, ...] = (), cause: Exception | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.source = source
        self.params: Mapping[str, object] = params or {}
        self.problems = problems
        self.cause = cause


def _counted_from_one(digits: str) -> str:
    """A code's position (digits, counted from 0) as players count it, from 1: "9" → "10".
    Worked on the digits, so a number of any length (a hand's edit) is no problem for int()."""
    head = digits.rstrip("9")
    nines = len(digits) - len(head)
    if not head:
        return "1" + "0" * nines
    return head[:-1] + str(int(head[-1]) + 1) + "0" * nines


def match_to_dict(m: Match) -> dict[str, Any]:
    return {
        "format": m.table.record,
        "ruleset": m.ruleset.model_dump(mode="json"),
        "players": list(m.players),
        "seed": m.seed,
        "actions": [str(a) for a in m.actions],
    }


def match_to_json(m: Match) -> str:
    return json.dumps(match_to_dict(m), ensure_ascii=False, separators=(",", ":"))


def match_from_dict(data: Any, source: str = "match") -> Match:
    """Rebuild a match; every problem raises MatchFormatError naming ``source``."""

    def refuse(english: str, code: str, **params: object) -> MatchFormatError:
        return MatchFormatError(f"{source}: {english}", code, source, params)

    if not isinstance(data, dict):
        raise refuse("expected a JSON object", "not_an_object")
    version = data.get("format")
    if type(version) is not int or not FIRST_FORMAT <= version <= FORMAT:
        raise refuse(f"format {version!r} is not between {FIRST_FORMAT} and {FORMAT}",
                     "unknown_format", version=repr(version), first=FIRST_FORMAT, last=FORMAT)
    missing = [key for key in ("ruleset", "players", "seed", "actions") if key not in data]
    if missing:
        raise refuse(f"missing key {missing[0]!r}", "missing_key", key=missing[0])
    try:
        ruleset = Ruleset.model_validate(data["ruleset"], context=AS_SAVED)
    except ValidationError as e:
        problems = validation_problems(e, f"{source} ruleset")
        raise MatchFormatError(str(RulesetError.of(*problems)), "ruleset", source,
                               problems=problems) from None
    players = data["players"]
    seed = data["seed"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise refuse("'players' must be a list of names", "players_not_names")
    if type(seed) is not int:  # JSON's true is a bool, not seed 1
        raise refuse("'seed' must be an integer", "seed_not_integer")
    codes = data["actions"]
    if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        raise refuse("'actions' must be a list of action codes", "actions_not_codes")
    if len(set(players)) != len(players):
        raise refuse("player names must be different", "same_names")
    try:
        ruleset.check_players(len(players))
    except ValueError as e:
        raise refuse(str(e), "player_count", ruleset=ruleset.name, min=ruleset.players.min,
                     max=ruleset.players.max, players=len(players)) from None
    # each action named by its number in the list and its code: "'swap:9' is not an action
    # code" was all it said of one out of range, which is an action code, of another grid
    actions: list[Action] = []
    rows, cols = ruleset.shape
    for index, code in enumerate(codes, 1):
        pos = position_in(code)  # digits: a number of any length, never too long for int()
        if pos is not None and (len(pos) > 2 or int(pos) >= rows * cols):
            # counted from 1, as the table shows positions to players ("positions 0–5" read
            # as a count no player was ever shown); the code's own number counts from 0
            shown = _counted_from_one(pos)
            raise refuse(f"action {index}, {code!r}: no position {shown} in a {rows}×{cols}"
                         f" grid, which has positions 1–{rows * cols} (codes count from 0)",
                         "off_grid", index=index, text=repr(code), pos=pos, shown=shown,
                         rows=rows, cols=cols, last=rows * cols - 1, size=rows * cols)
        try:
            actions.append(parse_action(code))
        except ValueError:
            raise refuse(f"action {index}, {code!r}: not an action code", "not_an_action_code",
                         index=index, text=repr(code)) from None
    try:
        return replay(ruleset, players, seed, actions, record=_played_by(version, ruleset))
    except IllegalAction as e:
        index = e.index or 0
        code = codes[index - 1] if index else ""
        raise MatchFormatError(
            f"{source}: action {index}, {code!r}: not legal at that point of the match: {e}",
            "illegal_action", source, {"index": index, "text": repr(code)}, cause=e,
        ) from None
    except ValueError as e:  # a check of the engine's with no code of its own
        raise MatchFormatError(f"{source}: {e}", "", source) from None


def _played_by(version: int, ruleset: Ruleset) -> int:
    """The format whose rules a record of ``version`` replays by: the oldest format's rules
    that differ from today's for this ruleset, else today's."""
    if version < 2 and ruleset.empty_stock == "redeal":
        return version
    if version < 3 and ruleset.peek_penalty.enabled:
        return 2
    if version < 4 and ruleset.empty_stock == "redeal":
        return 3
    return FORMAT


def match_from_json(text: str, source: str = "match") -> Match:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise MatchFormatError(f"{source}: not valid JSON: {e}") from None
    except RecursionError:  # json recurses per nesting level
        raise MatchFormatError(f"{source}: not a match record: nested too deeply") from None
    except ValueError:  # int(): more digits than sys.get_int_max_str_digits() allows
        raise MatchFormatError(f"{source}: not valid JSON: a number of more than"
                               f" {sys.get_int_max_str_digits()} digits") from None
    return match_from_dict(data, source)
