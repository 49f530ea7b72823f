"""A computer's move that cannot take the table down with it.

A bot is code like any other, and a hard player's search walks sampled worlds no test has seen. If
``choose`` raises, or returns a move its view does not allow, the table must not end (the app would
close on an error in a worker thread) nor wait for a move that never comes: ``choose_steadily``
plays the normal player's heuristic in its place, or failing that the first legal move, and says
what went wrong so that the table can tell the players."""

from __future__ import annotations

from ..engine import Action, SeatView
from .base import Bot
from .normal import NormalBot


def choose_steadily(bot: Bot, view: SeatView) -> tuple[Action, str | None]:
    """``bot``'s choice for ``view``, and None; or, when it fails, a legal move in its place and
    what went wrong (the exception's type and message, or the move refused)."""
    try:
        action = bot.choose(view)
    except Exception as e:  # any error of a bot's: the table goes on
        problem = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
    else:
        if action in view.legal:
            return action, None
        problem = f"{action!r} is not a legal move"
    try:
        fallback = NormalBot(0).choose(view)
    except Exception:  # the view itself is odd: take what it allows
        fallback = view.legal[0]
    return (fallback if fallback in view.legal else view.legal[0]), problem
