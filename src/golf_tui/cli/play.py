"""``golf-tui`` without a command: the game, at the setup screen, straight at the table
(``--players``), or back in the saved match (``--resume``).

The engine, pydantic and the app are imported only when used: a quick start by a preset's name
is checked without them (``quick_start``), so the game's first frame is not kept waiting."""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..i18n import _, ngettext
from ..presets import is_path, preset_names
from .checks import ascii_option
from .errors import OptionError, UsageError

if TYPE_CHECKING:
    from ..app.config import GameConfig, QuickStart
    from ..app.session import Session

def play_config(args: argparse.Namespace) -> GameConfig | None:
    """The match the top-level options ask for, or None to open the setup screen.

    Raises UsageError / RulesetError with a message for the user on bad input."""
    from ..app.config import GameConfig
    from ..app.setup_model import check_setup, parse_players

    if args.players is None:
        given = [o for o, v in (("--ruleset", args.ruleset), ("--house", args.house),
                                ("--rule", args.rule), ("--seed", args.seed is not None),
                                (ascii_option(args), args.ascii is not None),
                                ("--handover", args.handover))
                 if v]
        if given == [ascii_option(args)]:  # the one of them --resume also takes
            raise OptionError(_("%(option)s needs --players or --resume (or leave it out and "
                                "choose at the setup screen)") % {"option": given[0]})
        if given:
            raise OptionError(ngettext(
                "%(options)s needs --players (or leave it out and choose at the setup screen)",
                "%(options)s need --players (or leave them out and choose at the setup screen)",
                len(given)) % {"options": ", ".join(given)})
        return None
    try:
        seats = parse_players(args.players)
    except ValueError as e:
        raise UsageError(str(e)) from None
    # "--ruleset ''" is no preset, not the default one: refused, as an empty --house is
    preset = "swedish-6" if args.ruleset is None else args.ruleset
    checked = check_setup(preset, args.house, seats, args.rule,
                          by_name=True)  # as simulate and the other commands call it
    if not checked.ok or checked.ruleset is None:
        raise UsageError(_seat_problems(checked.problems))
    from ..app.terminal import unicode_here

    return GameConfig(ruleset=checked.ruleset, seats=seats, seed=args.seed,
                      handover=args.handover or "auto",
                      ascii=bool(args.ascii) or not unicode_here())


SEAT_PROBLEMS_SHOWN = 10  # a table of eight has fewer, whole; 3,000 names printed 80 kB


def _seat_problems(problems: Sequence[str]) -> str:
    """The problems of ``--players`` in one message: all of a table's, the first of a flood
    (the table's own problems come first, ``check_seats``), then how many more."""
    words = [p.rstrip(".") for p in problems[:SEAT_PROBLEMS_SHOWN]]
    more = len(problems) - SEAT_PROBLEMS_SHOWN
    if more > 0:
        words.append(ngettext("…and %(count)d more problem", "…and %(count)d more problems",
                              more) % {"count": more})
    return "; ".join(words)


def quick_start(args: argparse.Namespace) -> QuickStart | None:
    """The match the top-level options ask for, checked without building its ruleset, when that
    can be done: ``--players`` with a shipped preset by name, no ``--house``, no ``--rule``. The
    game then shows its first screen before loading the engine. None: use ``play_config``.

    Raises UsageError with the message ``play_config`` gives for the same bad input."""
    from ..app.config import QuickStart
    from ..app.setup_model import parse_players, quick_check

    preset = "swedish-6" if args.ruleset is None else args.ruleset
    if (args.players is None or args.house or args.rule or is_path(preset)
            or preset not in preset_names()):  # an unknown one: refused by ``load_ruleset``
        return None
    try:
        seats = parse_players(args.players)
    except ValueError as e:
        raise UsageError(str(e)) from None
    checked = quick_check(preset, seats, by_name=True)
    if checked is None:
        return None
    if checked.problems:
        raise UsageError(_seat_problems(checked.problems))
    from ..app.terminal import unicode_here

    return QuickStart(preset, seats, checked.opening_peek, seed=args.seed,
                      handover=args.handover or "auto",
                      ascii=bool(args.ascii) or not unicode_here())


def _refuse_with_resume(args: argparse.Namespace) -> None:
    """The saved match has its players, ruleset, seed and hand-over: an option that would set
    one was ignored without a word. (--ascii and --no-ascii are honoured: the resumed match is
    drawn in ASCII, or with suit glyphs.)

    Raises OptionError naming every such option given."""
    given = [option for option, value in (
        ("--players", args.players is not None), ("--ruleset", args.ruleset is not None),
        ("--house", args.house), ("--rule", args.rule), ("--seed", args.seed is not None),
        ("--handover", args.handover is not None)) if value]
    if given:
        raise OptionError(_("--resume continues the saved match: leave out %(options)s")
                          % {"options": ", ".join(given)})


def table_settings(args: argparse.Namespace, ascii_cards: bool,
                   session: Session) -> dict[str, Any]:
    """The table settings of a match asked for on the command line: ``--handover`` and
    ``--ascii`` (``--no-ascii``) where given, else the remembered ones (``settings.json``, as
    the setup left them); animations have no option and are always the remembered choice.
    ``ascii_cards``: ASCII as the command line and the terminal ask for it (``quick_start``,
    ``play_config``); without ``--ascii`` or ``--no-ascii``, the player's choice, or where none
    was made the terminal's guess (``Session.early_table``: ASCII on the Linux console).
    Nothing here is saved: the options are for this match only."""
    remembered = session.early_table()
    return {"handover": args.handover or remembered["handover"],
            "ascii": ascii_cards or (remembered["ascii"] if args.ascii is None else False),
            "animations": remembered["animations"]}


def read_pastes_whole() -> None:
    """Have Textual read a bracketed paste whole, escapes and all (``app.paste_parser``). It
    stands in for a reader private to Textual: a Textual whose reader is not where it was
    reads pastes its own way, and the game still starts."""
    try:
        from ..app import paste_parser

        paste_parser.install()
    except (ImportError, AttributeError):
        pass


def cmd_play(args: argparse.Namespace) -> int:
    """Open the game: at the setup screen (after offering an unfinished match), straight at the
    table with ``--players``, or back in the saved match with ``--resume``."""
    if args.resume:
        _refuse_with_resume(args)
    quick = None if args.resume else quick_start(args)
    config = None if args.resume or quick is not None else play_config(args)
    # imported here so that the other commands stay quick
    from ..app.app import GolfApp
    from ..app.session import Session
    from ..app.terminal import not_a_terminal, screen_stream

    session = Session()
    saved = None
    told: list[str] = []  # said on standard error already
    if args.resume:
        known = len(session.problems)
        saved = session.resume()
        if saved is None:
            found = session.problems[known:]
            if session.filed_message in found:  # a finished match filed: told, not a reason
                print(f"golf-tui: {session.filed_message}", file=sys.stderr)
                told.append(session.filed_message)
                found.remove(session.filed_message)
            asides = [] if found else session.store.aside_saves()
            if asides:
                # the one unfinished match there is, moved aside (by an older golf-tui, or by a
                # "Resume the other"): resumed as the start-up's offer resumes it, made the
                # autosave first (the last saved of several, the one that offer names)
                saved = session.resume(asides[0])
                found = [p for p in session.problems[known:] if p != session.filed_message]
            if saved is None:
                raise UsageError(found[0] if found
                                 else _("there is no unfinished match to resume"))
    # the table settings the command line leaves out are the remembered ones (the setup's)
    if quick is not None:
        quick = dataclasses.replace(quick, **table_settings(args, quick.ascii, session))
    if config is not None:
        config = session.with_remembered(
            dataclasses.replace(config, **table_settings(args, config.ascii, session)))
    missing = not_a_terminal(sys.__stdin__, screen_stream(), os.environ)
    if missing is not None:  # checked last, so that every mistake above is told first
        # and what was done to the files meanwhile, shown at the table else: a damaged
        # autosave moved aside and its good moves saved in its place went without a word
        # (the next start resumes those moves and says nothing of the ones dropped)
        for problem in session.found_so_far:
            if problem not in told:
                print(f"golf-tui: {problem}", file=sys.stderr)
        raise UsageError(missing)
    app = GolfApp(config, session=session, resume=saved, quick=quick,
                  ascii=args.ascii)
    read_pastes_whole()
    app.run()
    if app.start_failed is not None:
        raise UsageError(app.start_failed)
    return 0 if app.return_code is None else app.return_code
