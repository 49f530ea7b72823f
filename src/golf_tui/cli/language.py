"""The language a run speaks, chosen before the parser is built (its help is written in it):
``--lang``, else the game's remembered one, else the environment's."""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence

from ..i18n import LANGUAGES, detect_language


def choose_language(argv: Sequence[str], environ: Mapping[str, str], *,
                    game: bool = False) -> str:
    """The language for this run: ``--lang`` if it names one; else, for the game (``game``:
    no command named), the one chosen in it (``settings.json``), if any; else the
    environment's.

    Read before the parser is built, because the parser's help is written in that language."""
    early = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    early.add_argument("--lang")
    try:
        known, _rest = early.parse_known_args(list(argv))
    except argparse.ArgumentError:  # "--lang" without a value: the real parser will say so
        known = argparse.Namespace(lang=None)
    if known.lang in LANGUAGES:
        return str(known.lang)
    if game:
        remembered = remembered_language()
        if remembered is not None:
            return remembered
    return detect_language(environ)


def remembered_language() -> str | None:
    """The language saved in ``settings.json`` by the game, if any (read, never validated or
    repaired here: the game does that when it opens). A file that is missing, unreadable or
    damaged gives None (``read_settings_file`` never raises)."""
    from ..app.settings_file import read_settings_file, settings_path

    return read_settings_file(settings_path()).text("language")
