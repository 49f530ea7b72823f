"""Computer players. A bot sees only its seat's view (``engine.view``) and what it saw itself
earlier in the hole, and returns one of the view's legal actions.

``make_bot(kind, seed)`` builds one by name; ``BOT_KINDS`` lists the names: ``random`` (the
baseline), ``easy`` (a forgetful beginner), ``normal`` (sound heuristics) and ``hard`` (search).
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, tell_standings
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot
from .random_bot import RandomBot
from .steady import choose_steadily

_FACTORIES: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}
BOT_KINDS: tuple[str, ...] = tuple(_FACTORIES)


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for a match played with ``seed``: the same at the table
    and in ``golf-tui simulate``, so that a match replays move for move in either."""
    return seed * 1_000 + seat


def make_bot(kind: str, seed: int) -> Bot:
    """A new bot of ``kind`` whose choices depend only on its views and ``seed``."""
    try:
        factory = _FACTORIES[kind]
    except KeyError:
        raise ValueError(f"no bot {kind!r} (kinds: {', '.join(BOT_KINDS)})") from None
    return factory(seed)


__all__ = [
    "BOT_KINDS", "Bot", "EasyBot", "HardBot", "NormalBot", "RandomBot", "bot_seed",
    "choose_steadily",
    "make_bot", "tell_standings",
]
