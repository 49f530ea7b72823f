"""What a saved match's settings say, read back: the table settings a save carries and the config
a saved match resumes with (``table_settings``, ``config_from_saved``), and each of the
controller's states a save keeps (the opening peek hidden, the hole result seen, the pause, the
seats a computer plays for, people leaving and coming back, the changes waiting for a turn's
end). A value of the wrong shape is passed over, never raised. With them, the notes that a saved
match was moved aside to make room for another (``_moved_aside``, ``_kept_aside``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..i18n import _, and_list
from ..json_text import is_whole
from .config import GameConfig, Seat, kept_table_settings

if TYPE_CHECKING:
    from ..storage import SavedMatch
    from .controller import Pending, SeatChange


def table_settings(config: GameConfig) -> dict[str, Any]:
    """The table settings a save carries, to come back with the match."""
    return {"handover": config.handover, "ascii": config.ascii,
            "animations": config.animations, "bot_delay": config.bot_delay}


def config_from_saved(saved: SavedMatch) -> GameConfig:
    """The config a saved match resumes with: its seats (computers stay computers) and its
    table settings; a setting of the wrong type falls back to the default."""
    s = saved.settings
    delay = s.get("bot_delay")
    return GameConfig(
        ruleset=saved.match.ruleset,
        seats=tuple(Seat(name, kind) for name, kind in saved.seats),
        seed=saved.match.seed,
        **kept_table_settings(s),
        bot_delay=(float(delay) if (is_whole(delay) or isinstance(delay, float))
                   and 0 <= delay <= 10 else 0.8),  # true is not a second, nor NaN a pace
    )


def peek_hidden(settings: dict[str, Any]) -> tuple[int, int] | None:
    """A save's (deal, seat) whose opening peeks were hidden (``Controller.peek_hidden``);
    None when it has none or it is not two whole numbers."""
    pair = settings.get("peek_hidden")
    if (isinstance(pair, list) and len(pair) == 2
            and all(is_whole(n) for n in pair)):
        return pair[0], pair[1]
    return None


def result_seen(settings: dict[str, Any]) -> int | None:
    """A save's deal whose hole result before it had been seen (``Controller.result_seen``);
    None when it has none or it is not a whole number."""
    deal = settings.get("result_seen")
    return deal if is_whole(deal) else None


def paused(settings: dict[str, Any]) -> bool:
    """Whether a save was taken with the computer players paused (``Controller.paused``): only
    ``true`` is; a save without it (an older golf-tui's) resumes them playing."""
    return settings.get("paused") is True


def stand_ins(saved: SavedMatch) -> dict[int, str]:
    """A save's people's seats a computer plays for (``Controller.stand_ins``), and at which
    level: ``"stand_ins": [[seat, level], ...]`` in its settings. A pair that is not a person's
    seat and a level this version has is passed over (the person plays it)."""
    from ..bots import BOT_KINDS

    pairs = saved.settings.get("stand_ins")
    found: dict[int, str] = {}
    if not isinstance(pairs, list):
        return found
    for pair in pairs:
        if (isinstance(pair, list) and len(pair) == 2 and is_whole(pair[0])
                and 0 <= pair[0] < len(saved.seats) and saved.seats[pair[0]][1] == "human"
                and pair[1] in BOT_KINDS):
            found[pair[0]] = pair[1]
    return found


def _a_change(saved: SavedMatch, seat: Any, kind: Any) -> bool:
    """Whether a saved change of a seat (``seat_changes``, ``pending``) is of a person's seat
    of ``saved`` and to a level this version has, or back to the person (None)."""
    from ..bots import BOT_KINDS

    return (is_whole(seat) and 0 <= seat < len(saved.seats) and saved.seats[seat][1] == "human"
            and (kind is None or kind in BOT_KINDS))


def seat_changes(saved: SavedMatch) -> list[SeatChange]:
    """A save's record of people leaving the table and coming back
    (``Controller.seat_changes``): ``"seat_changes": [[actions, deal, seat, level or null,
    after_move], ...]``. One that is not of a person's seat, a level this version has (or
    null) and whole numbers is passed over: its moves are named as the seat is played now."""
    from .controller import SeatChange

    found: list[SeatChange] = []
    rows = saved.settings.get("seat_changes")
    for row in rows if isinstance(rows, list) else ():
        if not (isinstance(row, list) and len(row) == 5):
            continue
        actions, deal, seat, kind, after_move = row
        if (is_whole(actions) and is_whole(deal) and actions >= 0
                and _a_change(saved, seat, kind) and isinstance(after_move, bool)):
            found.append(SeatChange(actions, deal, seat, kind, after_move))
    return found


def stood_in(saved: SavedMatch) -> dict[int, set[int]]:
    """A save's holes a computer played some of for a person (``Controller.stood_in``,
    ``history.stood_in_saved``)."""
    from ..storage.history import stood_in_saved

    return stood_in_saved(saved.settings, tuple(kind for _name, kind in saved.seats),
                          saved.match.hole_number)


def pending(saved: SavedMatch) -> dict[int, Pending]:
    """A save's changes asked for during the turn being played (``Controller.pending``):
    ``"pending": [[seat, level or null, deal, turns, current], ...]``, made at that turn's end
    once resumed. One that is not of a person's seat, a level this version has (or null) and
    whole numbers is passed over."""
    from .controller import Pending

    found: dict[int, Pending] = {}
    rows = saved.settings.get("pending")
    for row in rows if isinstance(rows, list) else ():
        if not (isinstance(row, list) and len(row) == 5):
            continue
        seat, kind, *turn = row
        if _a_change(saved, seat, kind) and all(is_whole(n) for n in turn):
            found[seat] = Pending(kind, (turn[0], turn[1], turn[2]))
    return found


def _moved_aside(players: Sequence[str], moved: object) -> str:
    """The note that the saved match of ``players`` was moved to ``moved`` (a path) to make
    room for the one started or resumed, and is kept."""
    return _("The saved match of %(players)s was moved to %(moved)s, to make room for this"
             " one; golf-tui offers it again when it starts.") % {
        "players": and_list(players), "moved": moved}


def _kept_aside(players: Sequence[str]) -> str:
    """The table's note that the saved match of ``players`` is kept, and how it comes back,
    with no file's path in it (``_moved_aside`` names the file, for the Warnings screen): "Gemt
    — … blev flyttet til /tmp/home/data/autosave.json.replaced-1 …" stood a minute beside a
    family's grid."""
    return _("The earlier match of %(players)s is kept, not lost: the next time golf-tui"
             " starts, it offers it again to resume.") % {"players": and_list(players)}
