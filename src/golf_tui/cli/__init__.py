"""The ``golf-tui`` command: the game by default, plus tools that use the engine without a screen.

Bad input never produces a traceback: it prints one message naming the problem and exits with
status 2.

Importing this package loads neither the engine nor pydantic: each command imports what it uses,
and a quick start by a preset's name is checked without them (``play.quick_start``), so the
game's first frame is not kept waiting for them.

One module a job: ``parser`` builds the command line and ``checks`` checks what argparse cannot;
``language`` chooses the language before either; ``play`` is the game, ``rulesets_cmd``,
``score``, ``simulate_cmd`` and ``history`` the commands; ``errors`` the mistakes they refuse
input with; ``plain`` writes what the terminal's encoding cannot hold in ASCII. ``main`` runs
them.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from ..engine.errors import RulesetError
from ..i18n import current_language, set_language
from . import history
from .checks import check_options, check_utf8, command_named, command_parsers, options_before
from .errors import EXIT_INTERRUPTED, EXIT_USAGE, OptionError, UsageError
from .language import choose_language
from .parser import Parser, build_parser
from .plain import plain_streams
from .play import cmd_play, play_config, quick_start, read_pastes_whole, table_settings
from .rulesets_cmd import cmd_rulesets
from .score import cmd_score
from .simulate_cmd import cmd_simulate

# What other code and the tests import from ``golf_tui.cli``; the rest from its own module.
__all__ = [
    "COMMANDS",
    "OptionError",
    "UsageError",
    "build_parser",
    "choose_language",
    "cmd_play",
    "main",
    "play_config",
    "quick_start",
    "read_pastes_whole",
    "table_settings",
]

COMMANDS = {
    "rulesets": cmd_rulesets, "score": cmd_score, "simulate": cmd_simulate,
    **history.COMMANDS,
}  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    plain_streams()
    set_language(choose_language(argv, os.environ))
    parser = build_parser()
    if command_named(parser, argv) is None:
        # the game speaks the language chosen in it (settings.json) rather than the
        # environment's, from its first word on: its --help and argparse's errors too
        language = choose_language(argv, os.environ, game=True)
        if language != current_language():
            set_language(language)
            parser = build_parser()  # its help is written in the language set
    check_options(parser, argv)
    args = parser.parse_args(argv)
    try:
        options_before(args)
        check_utf8(args)
        return COMMANDS.get(args.command or "", cmd_play)(args)
    except OptionError as e:  # argparse's way: the usage lines, the message, exit status 2
        command = command_parsers(parser).get(e.command or "", parser)
        assert isinstance(command, Parser)
        command.refuse(str(e))
    except (UsageError, RulesetError, ValueError) as e:
        print(f"golf-tui: {e}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # output piped into a pager or head that closed early
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:  # Ctrl+C during a long simulation: no traceback
        print(file=sys.stderr)
        return EXIT_INTERRUPTED
