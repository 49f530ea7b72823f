"""A match as JSON and back. The record is (ruleset, players, seed, actions): replaying it
rebuilds every state exactly, so nothing is lost and nothing derived is stored twice.

Format 2 differs from 1 in one rule only: under ``empty_stock = "redeal"`` a stock that runs out
during a final lap no longer voids the hole. A record of format 1 replays as it was played
(``Table.void_lap``) and is written back as format 1, so a match goes on by the rules it began
with."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from .actions import parse_action
from .customize import RulesetError, format_validation
from .hole import IllegalAction
from .match import Match, replay
from .ruleset import Ruleset

FORMAT = 2
VOID_LAP_FORMAT = 1  # the format of a match whose final laps a redeal could void


class MatchFormatError(ValueError):
    """A match record that cannot be read back, with a message saying why."""


def match_to_dict(m: Match) -> dict[str, Any]:
    return {
        "format": VOID_LAP_FORMAT if m.table.void_lap else FORMAT,
        "ruleset": m.ruleset.model_dump(mode="json"),
        "players": list(m.players),
        "seed": m.seed,
        "actions": [str(a) for a in m.actions],
    }


def match_to_json(m: Match) -> str:
    return json.dumps(match_to_dict(m), ensure_ascii=False, separators=(",", ":"))


def match_from_dict(data: Any, source: str = "match") -> Match:
    """Rebuild a match; every problem raises MatchFormatError naming ``source``."""
    if not isinstance(data, dict):
        raise MatchFormatError(f"{source}: expected a JSON object")
    version = data.get("format")
    if type(version) is not int or version not in (VOID_LAP_FORMAT, FORMAT):
        raise MatchFormatError(f"{source}: format {version!r} is not {VOID_LAP_FORMAT} or"
                               f" {FORMAT}")
    try:
        ruleset = Ruleset.model_validate(data["ruleset"])
        players = data["players"]
        seed = data["seed"]
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise MatchFormatError(f"{source}: 'players' must be a list of names")
        if not isinstance(seed, int):
            raise MatchFormatError(f"{source}: 'seed' must be an integer")
        codes = data["actions"]
        if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
            raise MatchFormatError(f"{source}: 'actions' must be a list of action codes")
        void_lap = version == VOID_LAP_FORMAT and ruleset.empty_stock == "redeal"
        return replay(ruleset, players, seed, [parse_action(c) for c in codes],
                      void_lap=void_lap)
    except KeyError as e:
        raise MatchFormatError(f"{source}: missing key {e.args[0]!r}") from None
    except ValidationError as e:
        raise MatchFormatError(format_validation(e, f"{source} ruleset")) from None
    except (IllegalAction, RulesetError, ValueError) as e:
        if isinstance(e, MatchFormatError):
            raise
        raise MatchFormatError(f"{source}: {e}") from None


def match_from_json(text: str, source: str = "match") -> Match:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise MatchFormatError(f"{source}: not valid JSON: {e}") from None
    except RecursionError:  # json recurses per nesting level
        raise MatchFormatError(f"{source}: not a match record: nested too deeply") from None
    return match_from_dict(data, source)
