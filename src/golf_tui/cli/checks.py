"""Checking the command line where argparse cannot: an option no part of golf-tui knows
(``check_options``), the game's options written before a command's name (``options_before``),
text that is not UTF-8 (``check_utf8``), and which command a command line names
(``command_named``)."""

from __future__ import annotations

import argparse
import difflib
from collections.abc import Sequence

from ..i18n import _
from ..presets import is_path
from .errors import OptionError, UsageError
from .parser import AFTER


def ascii_option(args: argparse.Namespace) -> str:
    """``--ascii`` or ``--no-ascii``, as given."""
    return "--no-ascii" if args.ascii is False else "--ascii"


# The game's options each command takes as its own, given before the command's name too
# ("golf-tui --ruleset danish-6 score …"); the defaults the commands give them.
SHARED_OPTIONS = {
    "score": ("ruleset", "house", "rule"),
    "simulate": ("ruleset", "house", "rule", "seed", "players"),
    "rulesets": ("house", "rule"),
}
COMMAND_DEFAULTS = {"ruleset": "swedish-6", "seed": 0}
PLAY_OPTIONS = {"players": "--players", "ruleset": "--ruleset", "house": "--house",
                "rule": "--rule", "seed": "--seed", "handover": "--handover", "ascii": "--ascii",
                "resume": "--resume"}


def options_before(args: argparse.Namespace) -> None:
    """Give a command the game's options written before its name, where it has them, and refuse
    the others; repeatable ones given on both sides of the name count all.

    Raises OptionError naming the option that does not apply."""
    if args.command is None:
        return
    given = vars(args)
    shared = SHARED_OPTIONS.get(args.command, ())
    for dest, option in PLAY_OPTIONS.items():
        # left out, each is None or []; --no-ascii is a False given
        if dest not in shared and given.get(dest) not in (None, []):
            if dest == "ascii":
                option = ascii_option(args)
            raise OptionError(_("%(option)s does not apply to 'golf-tui %(command)s'")
                              % {"option": option, "command": args.command}, args.command)
    for dest in ("house", "rule"):
        given[dest] = [*given.get(dest, []), *given.pop(dest + AFTER, [])]
    for dest in ("ruleset", "seed", "players", "lang"):  # "--seed 1 simulate --seed 2": 2
        after = given.pop(dest + AFTER, None)
        if after is not None and given.get(dest) is not None:
            raise OptionError(_("%(option)s given twice")
                              % {"option": PLAY_OPTIONS.get(dest, f"--{dest}")}, args.command)
        if after is not None:
            given[dest] = after
    for dest, default in COMMAND_DEFAULTS.items():
        if dest in shared and given.get(dest) is None:
            given[dest] = default
    if "players" in shared and isinstance(given.get("players"), str):  # the game's, names
        try:
            given["players"] = int(given["players"])
        except ValueError:
            raise OptionError(_("--players: 'golf-tui %(command)s' takes a number of players,"
                                " not %(value)r") % {"command": args.command,
                                                     "value": given["players"]},
                              args.command) from None


# What each argument that is text is called in a message about it.
TEXT_ARGUMENTS = {"players": "--players", "ruleset": "--ruleset", "house": "--house",
                  "rule": "--rule", "bots": "--bots", "grid": "grid", "name": "name",
                  "action": "rulesets"}


def check_utf8(args: argparse.Namespace) -> None:
    """Refuse an argument that is not UTF-8 text, naming it: a terminal sending Latin-1 ("Åse"
    typed as the byte C5) gives Python a lone surrogate for each such byte, and the name was
    refused as holding "control characters (tabs, escapes, line breaks)", the rule with "must be
    text". A file's path may be any bytes: it is not checked.

    Raises UsageError."""
    for dest, option in TEXT_ARGUMENTS.items():
        value = getattr(args, dest, None)
        for text in value if isinstance(value, list) else [value]:
            if (not isinstance(text, str) or text.isprintable()
                    or (dest in ("ruleset", "name") and is_path(text))):
                continue
            if any("\udc80" <= ch <= "\udcff" for ch in text):  # undecodable bytes
                shown = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
                raise UsageError(_("%(option)s: %(text)r is not UTF-8 text (is the terminal set"
                                   " to UTF-8?)") % {"option": option, "text": shown})


# Options people reach for that golf-tui spells otherwise.
SYNONYMS = {"--preset": "--ruleset", "--rules": "--ruleset", "--language": "--lang",
            "--house-rule": "--house"}


def check_options(parser: argparse.ArgumentParser, argv: Sequence[str]) -> None:
    """Stop at an option no part of golf-tui knows, naming it.

    argparse would read its value as the command's name ("golf-tui --preset norwegian-4" says
    "invalid choice: 'norwegian-4'"), which hides the real mistake. Before a command's name
    only the game's options count: ``history --preset`` is none of the game's, and "golf-tui
    --preset x" passed for it. After a command's name only
    that command's options count, and the command says so, with its own usage: "golf-tui
    history --ruleset x" was refused in the words of the whole program, and "history --shwo 3"
    offered "--ruleset", an option history does not have."""
    commands = command_parsers(parser)
    every = [parser, *commands.values()]
    current, known = parser, _long_options(parser)
    value_next = False
    for token in argv:
        if value_next:
            value_next = False
            continue
        if token == "--":
            return
        if current is parser and token in commands:
            current = commands[token]
            known = _long_options(current)
            continue
        if not token.startswith("--"):
            continue
        option = token.split("=", 1)[0]
        meant = [o for o in known if o.startswith(option)]  # argparse takes unique abbreviations
        if meant:
            value_next = "=" not in token and len(meant) == 1 and _takes_value(every, meant[0])
            continue
        hint = SYNONYMS.get(option)
        if hint not in known:
            hint = next(iter(difflib.get_close_matches(option, known, 1)), None)
        message = _("unrecognized arguments: %s") % option
        if hint:
            message += " " + _("(did you mean %(option)s?)") % {"option": hint}
        elif current is not parser:
            message += " " + _("(its options: %(options)s)") % {
                "options": ", ".join(o for o in known if o != "--help")}
        current.error(message)


def command_parsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Each command's name and its parser."""
    return {name: sub for a in parser._actions if isinstance(a, argparse._SubParsersAction)
            for name, sub in a.choices.items()}


def _long_options(*parsers: argparse.ArgumentParser) -> list[str]:
    return sorted({o for p in parsers for o in p._option_string_actions if o.startswith("--")})


def _takes_value(parsers: Sequence[argparse.ArgumentParser], option: str) -> bool:
    """Whether ``option`` reads the token after it as its value (``--seed 3``, not ``--json``)."""
    return any(action.nargs != 0 for p in parsers
               if (action := p._option_string_actions.get(option)) is not None)


def command_named(parser: argparse.ArgumentParser, argv: Sequence[str]) -> str | None:
    """The command ``argv`` names (``score`` in "golf-tui --ruleset danish-6 score …"), read
    as argparse will read it: an option's value is skipped, even one spelled as a command
    (``--players score``); None for the game."""
    commands = command_parsers(parser)
    every = [parser, *commands.values()]
    known = _long_options(*every)
    value_next = False
    for token in argv:
        if value_next:
            value_next = False
        elif token == "--":
            return None
        elif token in commands:
            return token
        elif token.startswith("--"):
            meant = [o for o in known if o.startswith(token.split("=", 1)[0])]
            value_next = "=" not in token and len(meant) == 1 and _takes_value(every, meant[0])
    return None
