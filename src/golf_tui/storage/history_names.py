"""The names of a finished match's seats: ``HUMAN``, the kind of a person's seat (any other is a
computer player's level), the players' names of a saved match checked and cleaned as the setup
keeps them (``saved_names``: the history's and the autosave's), and the statistics' name for every
computer player of one level (``computer_name``: "hard bot")."""

from __future__ import annotations

from ..i18n import _, translation
from ..names import clean_name, has_control, name_key, typed_key

HUMAN = "human"  # a seat kind in the history; any other is a computer player's level


def saved_names(names: tuple[str, ...], error: type[Exception]) -> tuple[str, ...]:
    """The players' names of a saved match as the setup keeps them (``names.clean_name``): a
    file written by hand or by an older golf-tui may hold invisible characters, left out here
    as they are at the setup. Raises ``error`` for a name with control characters (it would
    be printed as it is: by ``golf-tui history``, into the terminal), a name of nothing but
    invisible characters, and two names that are one (``names.name_key``): they look the
    same (an older golf-tui took "Kari" and "Kаri", with a Cyrillic "а", for two)."""
    seen: dict[str, int] = {}
    for n, name in enumerate(names, start=1):
        if has_control(name):
            raise error(_("the name of player %(n)d holds control characters") % {"n": n})
        key = name_key(name)
        if not key:
            raise error(_("player %(n)d has no name") % {"n": n})
        if key in seen:
            first = names[seen[key] - 1]
            if typed_key(first) == typed_key(name):
                raise error(_("players %(first)d and %(second)d are both called %(name)s")
                            % {"first": seen[key], "second": n, "name": clean_name(name)})
            raise error(_("the names of players %(first)d and %(second)d look the same"
                          " (%(name)s and %(other)s)")
                        % {"first": seen[key], "second": n, "name": clean_name(first),
                           "other": clean_name(name)})
        seen[key] = n
    return tuple(clean_name(name) for name in names)


def computer_name(kind: str, lang: str | None = None) -> str:
    """The statistics' name for every computer player of level ``kind`` ("hard bot": the words
    under a computer's grid at the table, ``widgets.opponents.LEVEL_BOT``), in ``lang``
    (default: the current language)."""
    say = translation(lang).gettext
    return say("%(level)s bot") % {"level": say(kind)}
