"""The table's keys and clicks: the bindings (named in the footer, enabled only when the engine
lists their action as legal for the player at the keys, via ``check_action``) and what each key,
click or widget intent means. Everything that changes the match goes through ``act``, which asks
the controller; nothing here changes the match itself.

``TableKeys`` is made of parts, each in its own module, on the state they share (``KeyState``,
key_state.py): the moves' keys (``KeyMoves``, key_moves.py), the arrow keys' cursor
(``TableCursor``, table_cursor.py), the knock's question (``KnockQuestion``, knock_question.py),
why a key did nothing (``TableHints``, table_hints.py), clicks (``TableClicks``,
table_clicks.py), and the bots' pace and the look-ups (``PaceAndLookUps``, pace_look_ups.py).
The bindings are table_bindings.py's, the words table_words.py's; every name imported from here
still is (``BINDINGS``, ``translated``, ``NO_UNDO``...).
"""

from __future__ import annotations

from .key_moves import KeyMoves
from .knock_question import KnockQuestion
from .pace_look_ups import PaceAndLookUps
from .table_bindings import (
    ARMED_HIDES,
    BINDINGS,
    FLIP,
    KNOCK_KEY_DISPLAY,
    PEEK,
    PLACE,
    bound_keys,
    translated,
)  # fmt: skip
from .table_clicks import TableClicks
from .table_cursor import TableCursor
from .table_hints import TableHints
from .table_words import (
    BOTS_TURN,
    CAPS,
    CAPS_SHORT,
    CHOOSING,
    DISCARD,
    GAME_ACTIONS,
    GO_ON_AHEAD,
    GROUP_CLICKED,
    GROUP_PRESS,
    HAND_EMPTY,
    HIDE_FIRST,
    HIDING,
    IN_HAND,
    LOOK_UP,
    NO_BOTS,
    NO_BOTS_SHORT,
    NO_CARD_PICKED,
    NO_KNOCK,
    NO_KNOCK_SHORT,
    NO_TAB,
    NO_TAB_SHORT,
    NO_UNDO,
    NO_UNDO_SHORT,
    NO_WAIT,
    NOTE_SECONDS,
    NOTHING_TO_CANCEL,
    OFF_GRID,
    OFF_GRID_FIRST,
    PACE,
    PACES,
    PAUSED,
    PAUSED_AHEAD,
    PAUSED_AHEAD_SHORT,
    PEEK_NOT_PAUSE,
    PILE_SPOTS,
    POSITIONAL,
    REFUSED_KEYS,
    SLOWEST,
    STOCK,
    THEIR_GRID,
    UNBOUND,
    UNBOUND_SHORT,
    UNKNOWN,
    UNKNOWN_SHORT,
    UP_TO_PILES,
    YOUR_TURN,
    YOUR_TURN_SHORT,
    no_knock,
    pace_note,
)  # fmt: skip


class TableKeys(KeyMoves, TableCursor, KnockQuestion, TableHints, TableClicks,
                PaceAndLookUps):
    """The key and click handlers of the table screen (mixed into ``TableScreen``)."""


__all__ = ["ARMED_HIDES", "BINDINGS", "BOTS_TURN", "CAPS", "CAPS_SHORT", "CHOOSING", "DISCARD",
           "FLIP", "GAME_ACTIONS", "GO_ON_AHEAD", "GROUP_CLICKED", "GROUP_PRESS", "HAND_EMPTY",
           "HIDE_FIRST", "HIDING", "IN_HAND", "KNOCK_KEY_DISPLAY", "LOOK_UP", "NOTE_SECONDS",
           "NOTHING_TO_CANCEL", "NO_BOTS", "NO_BOTS_SHORT", "NO_CARD_PICKED", "NO_KNOCK",
           "NO_KNOCK_SHORT", "NO_TAB", "NO_TAB_SHORT", "NO_UNDO", "NO_UNDO_SHORT", "NO_WAIT",
           "OFF_GRID", "OFF_GRID_FIRST", "PACE", "PACES", "PAUSED", "PAUSED_AHEAD",
           "PAUSED_AHEAD_SHORT", "PEEK", "PEEK_NOT_PAUSE", "PILE_SPOTS", "PLACE", "POSITIONAL",
           "REFUSED_KEYS", "SLOWEST", "STOCK", "THEIR_GRID", "UNBOUND", "UNBOUND_SHORT", "UNKNOWN",
           "UNKNOWN_SHORT", "UP_TO_PILES", "YOUR_TURN", "YOUR_TURN_SHORT", "TableKeys",
           "bound_keys", "no_knock", "pace_note", "translated"]
