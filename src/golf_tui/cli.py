"""The ``golf-tui`` command: the game by default, plus tools that use the engine without a screen.

Bad input never produces a traceback: it prints one message naming the problem and exits with
status 2.

Importing this module loads neither the engine nor pydantic: each command imports what it uses,
and a quick start by a preset's name is checked without them (``quick_start``), so the game's
first frame is not kept waiting for them.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import difflib
import json
import os
import re
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from . import argparse_words, cli_history
from .argparse_words import Once
from .engine.errors import RulesetError
from .i18n import (
    LANGUAGES,
    N_,
    NP_,
    _,
    and_list,
    current_language,
    decimal,
    detect_language,
    ngettext,
    percent,
    pgettext,
    set_language,
    translation,
)
from .presets import file_hint, is_path, load_ruleset, preset_names

if TYPE_CHECKING:
    from multiprocessing.pool import AsyncResult, Pool

    from .app.config import GameConfig, QuickStart
    from .app.session import Session
    from .engine import Card, ParseError, Ruleset

T = TypeVar("T")
R = TypeVar("R")

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # as a shell reports a command stopped by Ctrl+C


class UsageError(Exception):
    """Input the command cannot use; the message says why."""


class OptionError(UsageError):
    """A mistake in how the command line is written (an option given twice, or where it does not
    apply, or without the one it needs; a value out of an option's range): told as argparse
    tells its own mistakes, after the usage lines of the command it is about (``command``; None:
    the game's), and with the same exit status. "golf-tui --seed 3 simulate --seed 4" said only
    "golf-tui: --seed given twice" where "--seed 3 --seed 4" showed the usage first."""

    def __init__(self, message: str, command: str | None = None) -> None:
        super().__init__(message)
        self.command = command


def _ruleset_help(default: str) -> str:
    return _("a preset name (see 'golf-tui rulesets') or a ruleset TOML file"
             " (default: %(preset)s)") % {"preset": default}


def _placeholder(english: str) -> str:
    """A placeholder of the --help text (``KEY=VALUE``, ``NAMES``) in the current language, so
    that the usage lines and the epilog name the same word the player reads around them."""
    return {
        "NAMES": pgettext("a placeholder in --help", "NAMES"),
        "NAME|FILE": pgettext("a placeholder in --help", "NAME|FILE"),
        "NAME[=OPTION]": pgettext("a placeholder in --help", "NAME[=OPTION]"),
        "KEY=VALUE": pgettext("a placeholder in --help", "KEY=VALUE"),
        "COMMAND": pgettext("a placeholder in --help", "COMMAND"),
        "KIND,KIND,…": pgettext("a placeholder in --help", "KIND,KIND,…"),
        "name": pgettext("a placeholder in --help", "name"),
        "grid": pgettext("a placeholder in --help", "grid"),
        "SEED": pgettext("a placeholder in --help", "SEED"),
    }[english]


# A command's copies of the game's options have no default of their own (SUPPRESS): given
# before the command, the game's option stands for the command's (``options_before``). The
# repeatable ones collect into a name of their own, to be added to those given before; the
# others too, so that one given on both sides of the name is refused, not settled by the last.
AFTER = "_after"


def _add_house_options(p: argparse.ArgumentParser, helped: bool = True) -> None:
    """``helped``: the usual words; else those of ``rulesets``, where both work with ``show``
    only (listed with no words, nobody could tell what they did there)."""
    p.add_argument("--house", action="append", dest="house" + AFTER, default=argparse.SUPPRESS,
                   metavar=_placeholder("NAME[=OPTION]"),
                   help=_("switch on a house rule the ruleset offers (repeatable)") if helped
                   else _("with 'show': the ruleset with this house rule on (repeatable)"))
    p.add_argument("--rule", action="append", dest="rule" + AFTER, default=argparse.SUPPRESS,
                   metavar=_placeholder("KEY=VALUE"),
                   help=_("override any ruleset field, dotted keys for nested ones, e.g."
                          " --rule knock_penalty.enabled=true (repeatable)") if helped
                   else _("with 'show': the ruleset with this field set, e.g."
                          " --rule match.holes=3 (repeatable)"))


def _add_ruleset_options(p: argparse.ArgumentParser, default: str = "swedish-6") -> None:
    p.add_argument("--ruleset", default=argparse.SUPPRESS, metavar=_placeholder("NAME|FILE"),
                   dest="ruleset" + AFTER, action=Once, help=_ruleset_help(default))
    _add_house_options(p)


def _add_lang_option(p: argparse.ArgumentParser, top: bool = False) -> None:
    # Every command takes --lang, so that it works after the command's name too; main() has
    # already applied it before the parser (and its help) was built.
    # once, as every option but --house and --rule: before the command's name ("lang") and
    # after it ("lang_after") too (``options_before``)
    # The default as main() chooses it: the game, the language chosen in it (settings.json)
    # first; a command, the environment's alone, as other programs (docs/i18n.md)
    default = (_("the language to speak: %(languages)s (default: the language the game"
                 " remembers, else the one LC_ALL, LC_MESSAGES or LANG names, else English)."
                 " Remembered: the language a match is started in from the setup screen"
                 " (--lang's too), and one chosen on the setup screen or in the command palette;"
                 " a match started with --players or --resume leaves it as it was. The commands"
                 " follow only the environment, as other programs do")
               if top else
               _("the language to speak: %(languages)s (default: from LC_ALL, LC_MESSAGES or"
                 " LANG, else English; as other programs do, the commands follow the"
                 " environment, not the language chosen in the game)"))
    p.add_argument("--lang", choices=list(LANGUAGES), default=None if top else argparse.SUPPRESS,
                   action=Once, dest="lang" if top else "lang" + AFTER,
                   help=default % {"languages": ", ".join(f"{code} ({name})" for code, name
                                                          in LANGUAGES.items())})


DESCRIPTION = N_("Golf, the card game, in a terminal: hot-seat play for 2–8 players.")
PLAY_EPILOG = N_("""\
Without a command, golf-tui opens the game at the setup screen, which remembers the last setup.
Name the players to skip it and start at the table:

  golf-tui --ruleset swedish-6 --players "Kari,Ola,Siri"
  golf-tui --ruleset danish-6 --house jokers=minus-5 --house final-lap --players "Kari,bot:hard"
  golf-tui --ruleset my-rules.toml --players "Kari,Ola" --seed 42 --ascii

--players is a comma-separated list in turn order (the first player deals first). A seat written
'bot:KIND' is a computer player of that kind: easy, normal, hard, or random (any legal move);
'bot' alone is a normal one. Bots are named Bot 1, Bot 2, ... Every other entry is a person's
name (1-16 characters, all different).
The options --ruleset, --house, --rule, --seed and --handover need --players; --ascii and
--no-ascii need --players or --resume. At the setup screen the same choices are on screen.

Each COMMAND below has its own --help.""")
COMMAND_EPILOG = N_("""\
Before a COMMAND's name, --ruleset, --house, --rule, --seed and --players count as the
command's own where it has them (golf-tui --ruleset danish-6 score "8 2 Q / 8 K A"); an option
the command does not have is refused.""")


def _add_play_options(p: argparse.ArgumentParser) -> None:
    play = p.add_argument_group(_("quick start (skip the setup screen)"))
    play.add_argument("--players", metavar=_placeholder("NAMES"), action=Once,
                      help=_('players in turn order, e.g. "Kari,Ola,bot:hard" (see below)'))
    play.add_argument("--ruleset", default=None, metavar=_placeholder("NAME|FILE"), action=Once,
                      help=_ruleset_help("swedish-6"))
    play.add_argument("--house", action="append", default=[], metavar=_placeholder("NAME[=OPTION]"),
                      help=_("switch on a house rule the ruleset offers (repeatable)"))
    play.add_argument("--rule", action="append", default=[], metavar=_placeholder("KEY=VALUE"),
                      help=_("override any ruleset field, e.g. --rule match.holes=3"
                             " (repeatable)"))
    play.add_argument("--seed", type=int, default=None, metavar="N", action=Once,
                      help=_("seed the deals, to replay the same match"))
    play.add_argument("--handover", type=handover_choice, default=None,
                      metavar="{" + ",".join(handover_words().values()) + "}", action=Once,
                      help=_("when the hand-over screen covers the table: whenever the keys"
                             " pass to another person (auto), before every turn of a person"
                             " (always), or never; without it, as the setup last saved it (auto"
                             " at first)"))
    play.add_argument("--ascii", action=argparse.BooleanOptionalAction, default=None,
                      help=_("ASCII cards (7h, ##) for terminals without suit glyphs;"
                             " --no-ascii: suit glyphs where the setup last saved ASCII,"
                             " and on TERM=linux or vt* (without either, as the setup last"
                             " saved, else ASCII on TERM=linux or vt*; always ASCII where the"
                             " locale is not UTF-8, or with TERM=dumb)"))
    play.add_argument("--resume", action="store_true", default=None,
                      help=_("go straight back to the unfinished match saved last time"))


# --handover's choices, as its help names them in each language ("før hver tur for en person
# (alltid), eller aldri"): "--handover alltid" was refused, "choose from 'auto', 'always',
# 'never'". Each is taken in any of the languages, the English too, in any case.
HANDOVER_CONTEXT = "a --handover choice"
# Translators: a word --handover takes, as its help names it ("before every turn of a person
# (always), or never"): the same word in both
HANDOVER_WORDS = (NP_("a --handover choice", "auto"), NP_("a --handover choice", "always"),
                  NP_("a --handover choice", "never"))


def handover_words(lang: str | None = None) -> dict[str, str]:
    """Each --handover mode (``config.HANDOVERS``, in their order) and its word in ``lang``
    (default: the current language)."""
    words = translation(lang)
    return {mode: words.pgettext(HANDOVER_CONTEXT, mode)
            for mode in (m.split("\x04", 1)[1] for m in HANDOVER_WORDS)}


def handover_choice(text: str) -> str:
    """``--handover``'s value as its mode: the English word or any language's, in any case.

    Raises argparse.ArgumentTypeError naming the words it takes."""
    said = text.strip().casefold()
    for lang in LANGUAGES:
        for mode, word in handover_words(lang).items():
            if said in (mode, word.casefold()):
                return mode
    shown = dict.fromkeys([*handover_words().values(), *handover_words("en")])
    raise argparse.ArgumentTypeError(
        _("invalid choice: %(value)r (choose from %(choices)s)")
        % {"value": text, "choices": ", ".join(repr(word) for word in shown)})


def play_config(args: argparse.Namespace) -> GameConfig | None:
    """The match the top-level options ask for, or None to open the setup screen.

    Raises UsageError / RulesetError with a message for the user on bad input."""
    from .app.config import GameConfig
    from .app.setup_model import check_setup, parse_players

    if args.players is None:
        given = [o for o, v in (("--ruleset", args.ruleset), ("--house", args.house),
                                ("--rule", args.rule), ("--seed", args.seed is not None),
                                (_ascii_option(args), args.ascii is not None),
                                ("--handover", args.handover))
                 if v]
        if given == [_ascii_option(args)]:  # the one of them --resume also takes
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
    from .app.terminal import unicode_here

    return GameConfig(ruleset=checked.ruleset, seats=seats, seed=args.seed,
                      handover=args.handover or "auto",
                      ascii=bool(args.ascii) or not unicode_here())


SEAT_PROBLEMS_SHOWN = 10  # a table of eight has fewer, whole; 3,000 names printed 80 kB


def _ascii_option(args: argparse.Namespace) -> str:
    """``--ascii`` or ``--no-ascii``, as given."""
    return "--no-ascii" if args.ascii is False else "--ascii"


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
    from .app.config import QuickStart
    from .app.setup_model import parse_players, quick_check

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
    from .app.terminal import unicode_here

    return QuickStart(preset, seats, checked.opening_peek, seed=args.seed,
                      handover=args.handover or "auto",
                      ascii=bool(args.ascii) or not unicode_here())


# argparse's errors give what was typed whole: a quoted value longer than this is cut to it and
# "…", and so is a word (an unknown option) twice as long.
SHOWN_CHARS = 40


class Parser(argparse.ArgumentParser):
    """argparse's parser (its commands' too), whose errors cut a long value: "--seed" followed
    by 5,000 digits, or an unknown option as long, filled the terminal with them."""

    def error(self, message: str) -> NoReturn:
        message = re.sub(rf"'([^']{{{SHOWN_CHARS}}})[^']+'", "'\\1…'", message)
        super().error(re.sub(rf"(\S{{{2 * SHOWN_CHARS}}})\S+", "\\1…", message))

    def refuse(self, message: str) -> NoReturn:
        """Tell golf-tui's own message (an ``OptionError``'s) as :meth:`error` tells argparse's,
        but whole: it quotes what was typed its own way, and the cut, made for argparse's
        quoting, took two quoted words for one ("'x' … 'golf-tui rulesets show'")."""
        super().error(message)


def build_parser() -> argparse.ArgumentParser:
    """The command line parser, its help in the current language (set it first)."""
    argparse_words.install()
    parser = Parser(
        prog="golf-tui",
        description=_(DESCRIPTION),
        epilog=_(PLAY_EPILOG) + "\n\n" + _(COMMAND_EPILOG),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_lang_option(parser, top=True)
    _add_play_options(parser)
    sub = parser.add_subparsers(dest="command", metavar=_placeholder("COMMAND"))

    rs = sub.add_parser("rulesets", help=_("list presets, show one, or print the JSON schema"))
    # Not argparse's choices: "golf-tui rulesets norwegian-6" shows that preset (cmd_rulesets).
    rs.add_argument("action", nargs="?", metavar="{list,show,schema}", default="list",
                    help=_("what to do (default: list); a preset name or a ruleset file in"
                           " its place shows it, as 'show NAME' does"))
    rs.add_argument("name", nargs="?", metavar=_placeholder("name"),
                    help=_("preset name or ruleset file (for 'show')"))
    _add_house_options(rs, helped=False)

    sc = sub.add_parser("score",
                        help=_('score one grid, e.g. golf-tui score "8 2 Q / 8 K A"'))
    _add_ruleset_options(sc)
    sc.add_argument("grid", metavar=_placeholder("grid"),
                    help=_("rows top to bottom separated by '/', ranks A 2 … 10 J Q K JK;"
                           " 1 is an ace too, so a ten is 10"))
    sc.add_argument("--json", action="store_true", help=_("print a JSON object"))

    sim = sub.add_parser("simulate", help=_("play a whole match between bots"))
    seed = _placeholder("SEED")  # argparse's own was the option's name: --seed SEED in Swedish
    _add_ruleset_options(sim)
    sim.add_argument("--players", type=int, default=argparse.SUPPRESS, metavar="N", action=Once,
                     dest="players" + AFTER,
                     help=_("number of seats (default: one per --bots kind, else 4)"))
    sim.add_argument("--holes", type=int, default=None, metavar="N", action=Once,
                     help=_("holes in the match (default: the ruleset's)"))
    sim.add_argument("--seed", type=int, default=argparse.SUPPRESS, metavar=seed, action=Once,
                     dest="seed" + AFTER,
                     help=_("seed for the deals and the bots (default: 0)"))
    sim.add_argument("--bots", default=None, metavar=_placeholder("KIND,KIND,…"), action=Once,
                     help=_("one player kind per seat, comma-separated: random, easy, normal or"
                            " hard (default: all random)"))
    sim.add_argument("--matches", type=int, default=1, metavar="N", action=Once,
                     help=_("play N matches, seeds %(seed)s, %(seed)s+1, …, one line each,"
                            " then each kind's wins and mean hole score (default: 1, shown"
                            " hole by hole)") % {"seed": seed})
    sim.add_argument("--rotate", action="store_true",
                     help=_("move the line-up one seat on in each match, so that every kind"
                            " sits in every seat"))
    sim.add_argument("--jobs", type=int, default=1, metavar="N", action=Once,
                     help=_("play the matches of a series in N processes at once, at most one"
                            " per match and per CPU core (the same matches, the same output;"
                            " default: 1)"))
    sim.add_argument("--json", action="store_true", help=_("print one JSON object"))
    cli_history.add_parsers(sub)
    for command in sub.choices.values():
        _add_lang_option(command)
    return parser


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
                option = _ascii_option(args)
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
    "invalid choice: 'norwegian-4'"), which hides the real mistake. After a command's name only
    that command's options count, and the command says so, with its own usage: "golf-tui
    history --ruleset x" was refused in the words of the whole program, and "history --shwo 3"
    offered "--ruleset", an option history does not have."""
    commands = _commands(parser)
    every = [parser, *commands.values()]
    current, known = parser, _long_options(*every)
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


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Each command's name and its parser."""
    return {name: sub for a in parser._actions if isinstance(a, argparse._SubParsersAction)
            for name, sub in a.choices.items()}


def _long_options(*parsers: argparse.ArgumentParser) -> list[str]:
    return sorted({o for p in parsers for o in p._option_string_actions if o.startswith("--")})


def _takes_value(parsers: Sequence[argparse.ArgumentParser], option: str) -> bool:
    """Whether ``option`` reads the token after it as its value (``--seed 3``, not ``--json``)."""
    return any(action.nargs != 0 for p in parsers
               if (action := p._option_string_actions.get(option)) is not None)


def _ruleset(args: argparse.Namespace, extra_rules: Sequence[str] = ()) -> object:
    return load_ruleset(args.ruleset, args.house, [*args.rule, *extra_rules], typed=True)


RULESETS_ACTIONS = ("list", "show", "schema")


def _rulesets_action(args: argparse.Namespace) -> None:
    """Read ``golf-tui rulesets NAME`` (a preset or a ruleset file) as ``rulesets show NAME``:
    what a player who names a ruleset means. Another word is refused, naming the actions and
    the presets, and the nearest of them."""
    word = args.action
    if word in RULESETS_ACTIONS:
        return
    presets = preset_names()
    if word in presets or is_path(word):
        if args.name is not None:
            raise OptionError(_("%(extra)r after %(name)r: show one ruleset at a time")
                              % {"extra": args.name, "name": word}, "rulesets")
        args.action, args.name = "show", word
        return
    message = (_("%(word)r is neither an action (%(actions)s) nor a preset (%(presets)s)")
               % {"word": word, "actions": ", ".join(RULESETS_ACTIONS),
                  "presets": ", ".join(presets)})
    close = next(iter(difflib.get_close_matches(word, [*RULESETS_ACTIONS, *presets], 1)), None)
    hint = file_hint(word)
    if hint:
        message += "; " + hint
    elif close is not None:
        wanted = close if close in RULESETS_ACTIONS else f"show {close}"
        message += " " + _("(did you mean 'golf-tui rulesets %(words)s'?)") % {"words": wanted}
    raise OptionError(message, "rulesets")


def cmd_rulesets(args: argparse.Namespace) -> int:
    from .engine import Ruleset

    _rulesets_action(args)
    if args.action != "show" and args.name:
        raise OptionError(_("'rulesets %(action)s' takes no name (did you mean 'golf-tui"
                            " rulesets show %(name)s'?)") % {"action": args.action,
                                                             "name": args.name}, "rulesets")
    if args.action != "show" and (args.house or args.rule):
        raise OptionError(_("%(option)s works with 'golf-tui rulesets show' only")
                          % {"option": "--house" if args.house else "--rule"}, "rulesets")
    if args.action == "schema":
        print(json.dumps(Ruleset.model_json_schema(), indent=2, ensure_ascii=False))
        return 0
    if args.action == "show":
        if not args.name:
            raise OptionError(_("rulesets show: name a preset or a ruleset file"), "rulesets")
        r = load_ruleset(args.name, args.house, args.rule, typed=True)
        print(json.dumps(r.model_dump(mode="json"), indent=2, ensure_ascii=False))
        return 0
    for name in preset_names():
        r = load_ruleset(name)
        players = _("%(min)d–%(max)d players") % {"min": r.players.min, "max": r.players.max}
        print(f"{name:12} {_(r.title):16} {players}  {_(r.description)}")
        for key, rule in r.house_rules.items():
            options = f" [{'|'.join(rule.options)}]" if rule.options else ""
            print(f"{'':14}--house {key}{options}: {_(rule.description)}")
    return 0


# The rank letters players of each language may type (upper case), and the engine's code for
# each. K is K everywhere; the English letters are accepted in every language too.
LOCAL_RANK_INPUT: dict[str, dict[str, str]] = {
    "nb": {"E": "A", "KN": "J", "D": "Q"},
    "sv": {"E": "A", "KN": "J", "D": "Q"},
    "da": {"E": "A", "B": "J", "D": "Q"},
}
_SUIT_INPUT = set("cdhs♣♦♥♠♧♢♡♤")


def local_card_codes(text: str, lang: str | None = None) -> str:
    """``text`` (a grid) with the local rank letters of ``lang`` (default: the current language)
    turned into the engine's codes: ``"E Kn D / Dh 2 B"`` reads as ``"A J Q / Qh 2 J"``.

    Only a whole card word changes (a local letter, optionally with a suit); anything else is
    left for the engine's parser to accept or to refuse."""
    letters = LOCAL_RANK_INPUT.get(lang or current_language())
    if not letters:
        return text

    def card(word: str) -> str:
        rank, suit = word, ""
        if len(word) > 1 and word[-1].lower() in _SUIT_INPUT:
            rank, suit = word[:-1], word[-1]
        code = letters.get(rank.upper())
        return word if code is None else code + suit

    out: list[str] = []
    word = ""
    for ch in text + " ":
        if ch.isspace() or ch in ",/":
            if word:
                out.append(card(word))
                word = ""
            out.append(ch)
        else:
            word += ch
    return "".join(out)[:-1]


PARSE_PROBLEMS = {
    "empty_card": N_("empty card"),
    # Translators: %(token)s is the word typed, quoted; name the local rank letters here.
    "not_a_card": N_("%(token)s is not a card: use A 2 3 4 5 6 7 8 9 10 J Q K or JK (1 is an ace"
                     " too, so a ten is 10), optionally with a suit (8h, 8♥)"),
    "joker_with_suit": N_("%(token)s: a joker has no suit"),
    "empty_row": N_("%(token)s: every row needs at least one card (rows are separated by /)"),
    "ragged_rows": N_("%(token)s: every row must have the same number of cards"),
}


def parse_problem(e: ParseError, typed: str) -> str:
    """What is wrong with a grid, in the current language (``typed``: the grid as given)."""
    message = PARSE_PROBLEMS.get(e.reason)
    if message is None:
        return str(e)
    token = typed if e.reason in ("empty_row", "ragged_rows") else e.token
    return _(message) % {"token": repr(token)}


def more_than_dealt(ruleset: Ruleset, cards: Sequence[Card]
                    ) -> tuple[Card, int, int, int] | None:
    """The first card of ``cards`` that the ruleset's pack holds fewer of than ``cards`` do,
    as (the card, how many ``cards`` has, the most decks the ruleset plays with, how many they
    hold); None when the grid can be dealt. A card with a suit counts against its rank and
    suit, one without against its rank (``Ruleset.most_dealt`` says how many the pack holds;
    ``score`` refuses a joker first when the ruleset has none, with ``no_jokers``)."""
    for card in cards:
        same = sum(1 for c in cards if c.rank is card.rank
                   and (card.suit is None or c.suit is card.suit))
        most = ruleset.most_dealt(card.rank, card.suit)
        if same > most:
            return card, same, ruleset.most_decks, most
    return None


def no_jokers(ruleset: Ruleset, joker: str) -> str:
    """Why ``score`` refuses a joker (shown as ``joker``) in a grid of ``ruleset``, which has
    none: the house rule that would give it some is off, or it has none to offer."""
    house = ruleset.jokers_house_rule
    if house is not None:
        return (_("grid: %(card)s: %(ruleset)s has no jokers (the house rule %(house)s is off;"
                  " --house %(house)s switches it on)")
                % {"card": joker, "ruleset": ruleset.name, "house": house})
    return (_("grid: %(card)s: %(ruleset)s has no jokers (jokers_per_deck is 0)")
            % {"card": joker, "ruleset": ruleset.name})


def cmd_score(args: argparse.Namespace) -> int:
    from .breakdown import MINUS, breakdown_lines, card_text
    from .engine import ParseError, Ruleset, parse_grid, score_grid

    ruleset = _ruleset(args)
    assert isinstance(ruleset, Ruleset)
    try:
        rows = parse_grid(local_card_codes(args.grid))
    except ParseError as e:
        raise UsageError(_("grid: %(problem)s") % {"problem": parse_problem(e, args.grid)}
                         ) from None
    r, c = ruleset.shape
    if len(rows) != r or len(rows[0]) != c:
        raise UsageError(
            _("grid: %(ruleset)s uses %(grid)s grids (%(shape)s), not %(given)s")
            % {"ruleset": ruleset.name, "grid": ruleset.grid, "shape": _rows_of(r, c),
               "given": _rows_of(len(rows), len(rows[0]))}
        )
    jokers = [card for row in rows for card in row if card.rank.value == "JK"]
    if jokers and not ruleset.jokers_per_deck:  # the pack has none: none can be dealt
        raise UsageError(no_jokers(ruleset, card_text(jokers[0])))
    too_many = more_than_dealt(ruleset, [card for row in rows for card in row])
    if too_many is not None:
        card, count, decks, most = too_many
        raise UsageError(
            ngettext("grid: %(count)d × %(card)s cannot be dealt: %(ruleset)s plays with one"
                     " deck, which holds %(most)d × %(card)s",
                     "grid: %(count)d × %(card)s cannot be dealt: %(ruleset)s plays with at"
                     " most %(decks)d decks, which hold %(most)d × %(card)s", decks)
            % {"count": count, "card": card_text(card), "ruleset": ruleset.name,
               "decks": decks, "most": most})
    score = score_grid(ruleset, [card for row in rows for card in row])
    if args.json:  # codes and numbers, and the breakdown in English with the hyphen
        lines = [line.replace(MINUS, "-") for line in breakdown_lines(score, lang="en")]
        print(json.dumps({**score.to_json(), "lines": lines}, ensure_ascii=False))
    else:
        print("\n".join(breakdown_lines(score)))
    return 0


def _rows_of(rows: int, cols: int) -> str:
    return ngettext("%(rows)d row of %(cols)d", "%(rows)d rows of %(cols)d", rows) % {
        "rows": rows, "cols": cols}


# How each hole of a simulated match ended, for the text output (the JSON keeps the codes).
ENDINGS = {
    "knock": N_("knock"),
    "all_face_up": N_("all face up"),
    "empty_stock": N_("empty stock"),
    "redeal": N_("redeal"),
}


def _bot_kinds(text: str | None) -> list[str] | None:
    """The kinds ``--bots`` names, in seat order; None when it is not given."""
    if text is None:
        return None
    from .app.setup_model import bot_kind_named
    from .bots import BOT_KINDS

    kinds = []
    for word in text.split(","):
        kind = bot_kind_named(word)  # "hard", or "vanskelig", "svår", as --players takes it
        if kind is None:
            raise OptionError(_("--bots: no bot %(kind)s (kinds: %(kinds)s)")
                              % {"kind": repr(word.strip().casefold()),
                                 "kinds": ", ".join(BOT_KINDS)},
                              "simulate")
        kinds.append(kind)
    return kinds


def cmd_simulate(args: argparse.Namespace) -> int:
    from .engine import Match, Ruleset
    from .engine.ruleset import MAX_HOLES
    from .simulate import (
        hole_report,
        match_report,
        rotated,
        series_match,
        series_report,
        simulate,
        warn_long,
    )

    extra = [f"match.holes={args.holes}"] if args.holes is not None else []
    if args.holes is not None and not 1 <= args.holes <= MAX_HOLES:
        raise OptionError(_("--holes must be from 1 to %(max)d") % {"max": MAX_HOLES},
                          "simulate")
    if args.matches < 1:
        raise OptionError(_("--matches must be at least 1"), "simulate")
    if args.jobs < 1:
        raise OptionError(_("--jobs must be at least 1"), "simulate")
    ruleset = _ruleset(args, extra)
    assert isinstance(ruleset, Ruleset)
    if args.holes is not None and ruleset.match.end != "holes":  # it would be set, and unused
        raise UsageError(_("--holes: %(ruleset)s plays each match to %(target)d points, not for"
                           " a number of holes (leave out --holes, or add --rule"
                           " match.end=holes)")
                         % {"ruleset": ruleset.name, "target": ruleset.match.target})
    kinds = _bot_kinds(args.bots)
    players = args.players if args.players is not None else len(kinds) if kinds else 4
    try:  # first: "--bots names 2 player kinds for 1 players" hid that no table seats one
        ruleset.check_players(players)  # the engine decides; the message is in the language
    except ValueError:
        raise UsageError(_("%(ruleset)s is for %(min)d–%(max)d players, not %(n)d")
                         % {"ruleset": ruleset.name, "min": ruleset.players.min,
                            "max": ruleset.players.max, "n": players}) from None
    if kinds is not None and len(kinds) != players:
        raise UsageError(ngettext("--bots names %(kinds)d player kind for %(players)d players",
                                  "--bots names %(kinds)d player kinds for %(players)d players",
                                  len(kinds)) % {"kinds": len(kinds), "players": players})
    lineup = kinds or ["random"] * players
    if args.matches == 1:
        shown = 0

        def hole_over(m: Match) -> None:
            """Each hole's line as soon as it is played: eight hard players on nine cards
            take minutes a match, which went by in silence."""
            nonlocal shown
            for r in m.results[shown:]:
                print(_hole_line(m.players, hole_report(r, m.table.cols)), flush=True)
            shown = len(m.results)

        try:
            played_one = simulate(ruleset, players, args.seed, lineup, long=warn_long,
                                  hole_over=None if args.json else hole_over)
        except KeyboardInterrupt:
            _say_interrupted_early()
            return EXIT_INTERRUPTED
        report = match_report(played_one)
        print(json.dumps(report, ensure_ascii=False) if args.json
              else "\n".join(_match_lines(report)[len(report["holes"]):]))
        return 0
    # Made one by one as they are played: a huge --matches runs until Ctrl+C, unlisted.
    tasks = ((ruleset, players, args.seed + i, rotated(lineup, i) if args.rotate else lineup)
             for i in range(args.matches))
    played: list[tuple[list[str], dict[str, Any]]] = []
    widths = len(str(args.matches)), len(str(args.seed + args.matches - 1))
    processes = worker_count(args.jobs, args.matches)
    pool = None
    try:
        pool = _pool(processes) if processes > 1 else None  # starting it can take a while
        for task, report in in_order(series_match, tasks, pool, ahead=2 * processes):
            with _ctrl_c_held():  # a match counted is a match shown, and the other way round
                played.append((list(task[3]), report))
                if not args.json:
                    print(_series_line(report, len(played), widths), flush=True)
    except KeyboardInterrupt:
        if not played:
            _say_interrupted_early()
            if not args.json:  # --json still prints its (empty) report, as promised
                return EXIT_INTERRUPTED
    finally:
        if pool is not None:
            pool.terminate()  # at once: after Ctrl+C the matches still being played are dropped
            pool.join()
    if args.json:
        report = series_report(ruleset, played, lineup, args.rotate, args.seed, args.matches)
        print(json.dumps(report, ensure_ascii=False))
    else:  # exact numbers, each rounded once, half up, to the table's places
        report = series_report(ruleset, played, lineup, args.rotate, args.seed, args.matches,
                               places=None)
        print("\n" + "\n".join(_summary_lines(report)))
    return 0 if len(played) == args.matches else EXIT_INTERRUPTED


def _say_interrupted_early() -> None:
    # On a new line: the terminal has echoed ^C after the last line of output.
    print("\ngolf-tui: " + _("interrupted before any match finished"), file=sys.stderr)


@contextlib.contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Ctrl+C (SIGINT) during the block takes effect when it ends."""
    import signal

    caught: list[int] = []
    before = signal.signal(signal.SIGINT, lambda number, frame: caught.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
    if caught:
        raise KeyboardInterrupt


def worker_count(jobs: int, matches: int) -> int:
    """The worker processes ``--jobs`` gets: no more than there are matches to play or cores
    to play them on (more would only wait, and use memory)."""
    return max(1, min(jobs, matches, os.cpu_count() or 1))


def in_order(play: Callable[[T], R], tasks: Iterable[T], pool: Pool | None,
             ahead: int) -> Iterator[tuple[T, R]]:
    """Each task with ``play(task)``, in the tasks' order. A pool is handed at most ``ahead``
    tasks before their results are read, so an endless series is never queued whole."""
    if pool is None:
        for task in tasks:
            yield task, play(task)
        return
    waiting: deque[tuple[T, AsyncResult[R]]] = deque()
    for task in tasks:
        waiting.append((task, pool.apply_async(play, (task,))))
        if len(waiting) >= ahead:
            first, result = waiting.popleft()
            yield first, result.get()
    while waiting:
        first, result = waiting.popleft()
        yield first, result.get()


def _pool(processes: int) -> Pool:
    """Worker processes for a series; they leave Ctrl+C to this one, which stops them."""
    import multiprocessing

    return multiprocessing.get_context("spawn").Pool(processes, initializer=_ignore_ctrl_c)


def _ignore_ctrl_c() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _match_lines(report: Mapping[str, Any]) -> list[str]:
    """A simulated match as text: a line a hole, then the totals and the winners."""
    names = report["players"]
    lines = [_hole_line(names, hole) for hole in report["holes"]]
    lines.append(_("totals:") + " " + _scores(names, report["totals"]))
    lines.append(_winners(report))
    return lines


def _hole_line(names: Sequence[str], hole: Mapping[str, Any]) -> str:
    """One hole of a simulated match (``simulate.hole_report``) as text."""
    scores = hole["scores"] or [_("void")] * len(names)
    ending = ENDINGS.get(hole["ending"])
    ending = _(ending) if ending else hole["ending"]
    if hole["closer"] is not None:  # who knocked or went out
        ending += f" ({names[hole['closer']]})"
    return (_("hole %(number)2d") % {"number": hole["hole"]} + f"  {ending:24} "
            + _scores(names, scores))


def _scores(names: Sequence[str], scores: Sequence[object]) -> str:
    return "  ".join(f"{n}: {s}" for n, s in zip(names, scores, strict=True))


def _winners(report: Mapping[str, Any]) -> str:
    winners = [report["players"][w] for w in report["winners"]]
    # "winners: random-1 and random-2", in the language's list words, as the history's
    return ngettext("winner:", "winners:", len(winners)) + " " + and_list(winners)


def _series_line(report: Mapping[str, Any], number: int, widths: tuple[int, int]) -> str:
    """One match of a series on one line: its number and seed, the totals and the winners."""
    return (_("match %(number)s") % {"number": str(number).rjust(widths[0])} + "  "
            + _("seed %(seed)s") % {"seed": str(report["seed"]).ljust(widths[1])} + "  "
            + _scores(report["players"], report["totals"]) + "  " + _winners(report))


def _summary_lines(report: Mapping[str, Any]) -> list[str]:
    """The end of a series: what was played, and a table of each kind's results."""
    done, asked = len(report["matches"]), report["matches_asked"]
    first = report["first_seed"]
    lines = [ngettext("%(ruleset)s: %(n)d match, seeds %(first)d–%(last)d",
                      "%(ruleset)s: %(n)d matches, seeds %(first)d–%(last)d", done)
             % {"ruleset": report["ruleset"], "n": done, "first": first,
                "last": first + done - 1}]
    if done < asked:
        lines.append(_("interrupted after %(done)d of %(asked)d matches")
                     % {"done": done, "asked": asked})
    lineup = ",".join(report["lineup"])
    lines.append(_("line-up: %(kinds)s, moved one seat on each match") % {"kinds": lineup}
                 if report["rotate"] else _("line-up: %(kinds)s") % {"kinds": lineup})
    head = [_("player"), _("matches"), _("wins"), _("win rate (95% CI)"),
            _("mean hole score (95% CI)")]
    rows = [head]
    for kind, t in report["summary"].items():
        lo, hi = t["win_rate_95"]
        half = t["mean_hole_score_95"]
        mean = decimal(t["mean_hole_score"], 2)
        rows.append([kind, str(t["matches"]), decimal(t["wins"]),
                     f"{percent(t['win_rate'])} ({percent(lo)}–{percent(hi)})",
                     mean + ("" if half is None else f" ± {decimal(half, 2)}")])
    widths = [max(len(r[c]) for r in rows) for c in range(len(head))]
    lines.append("")
    for r in rows:
        cells = [r[0].ljust(widths[0])] + [cell.rjust(w) for cell, w in zip(r[1:3], widths[1:3],
                                                                           strict=True)]
        cells += [cell.ljust(w) for cell, w in zip(r[3:], widths[3:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    return lines


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
        from .app import paste_parser

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
    from .app.app import GolfApp
    from .app.session import Session
    from .app.terminal import not_a_terminal, screen_stream

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


COMMANDS = {
    "rulesets": cmd_rulesets, "score": cmd_score, "simulate": cmd_simulate,
    **cli_history.COMMANDS,
}  # fmt: skip


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
    from .app.settings_file import read_settings_file, settings_path

    return read_settings_file(settings_path()).text("language")


def command_named(parser: argparse.ArgumentParser, argv: Sequence[str]) -> str | None:
    """The command ``argv`` names (``score`` in "golf-tui --ruleset danish-6 score …"), read
    as argparse will read it: an option's value is skipped, even one spelled as a command
    (``--players score``); None for the game."""
    commands = _commands(parser)
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


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
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
        command = _commands(parser).get(e.command or "", parser)
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


if __name__ == "__main__":
    sys.exit(main())
