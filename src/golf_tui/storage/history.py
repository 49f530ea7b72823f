"""Finished matches and the statistics drawn from them: the names other code imports, from the
modules that hold them.

- ``history_entry``: a finished match as the history keeps it (``HistoryEntry``), made from a
  match, written as JSON and read back with every field checked (``_entry_from_json``);
- ``history_checks``: the checks each field is read with, ``HistoryFileError`` and its kinds, and
  the moment a match finished (``check_moment``, ``local_minute``);
- ``history_files``: the history directory, a file per match (``read_history``, ``read_newest``,
  ``tally_history``, ``numbered_files``, ``number_matches``, ``take_back``);
- ``history_stats``: the statistics (``RulesetStats``, ``PlayerStats``, ``HistoryTally``,
  ``player_stats``);
- ``history_rules``: "own rules", a ruleset ``--rule`` changed (``own_rules``);
- ``history_names``: a person's seat (``HUMAN``), the players' names checked (``saved_names``),
  a computer level's name (``computer_name``).
"""

from __future__ import annotations

from .history_checks import (
    HistoryFileError,
    HistoryFileNotRead,
    NewerHistoryError,
    check_moment,
    local_minute,
)
from .history_entry import (
    FORMAT,
    MAX_RECORD_BYTES,
    READS,
    HistoryEntry,
    entry_from_match,
    stood_in_saved,
)
from .history_files import (
    KNOWN,
    HistoryUnreadable,
    MatchNumbers,
    number_matches,
    numbered_files,
    read_history,
    read_newest,
    take_back,
    tally_history,
)
from .history_names import (
    HUMAN,
    computer_name,
    saved_names,
)
from .history_rules import (
    NOT_OF_PLAY,
    own_rules,
)
from .history_stats import (
    NOBODY_NAMED,
    OWN_RULES_KEY,
    HistoryTally,
    PlayerStats,
    Rank,
    RulesetStats,
    nobody_named,
    player_stats,
)

__all__ = [
    "FORMAT",
    "HUMAN",
    "KNOWN",
    "MAX_RECORD_BYTES",
    "NOBODY_NAMED",
    "NOT_OF_PLAY",
    "OWN_RULES_KEY",
    "READS",
    "HistoryEntry",
    "HistoryFileError",
    "HistoryFileNotRead",
    "HistoryTally",
    "HistoryUnreadable",
    "MatchNumbers",
    "NewerHistoryError",
    "PlayerStats",
    "Rank",
    "RulesetStats",
    "check_moment",
    "computer_name",
    "entry_from_match",
    "local_minute",
    "nobody_named",
    "number_matches",
    "numbered_files",
    "own_rules",
    "player_stats",
    "read_history",
    "read_newest",
    "saved_names",
    "stood_in_saved",
    "take_back",
    "tally_history",
]
