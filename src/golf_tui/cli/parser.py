"""Building the command line parser: the game's options, each command's, and their help, in the
current language (``build_parser``); ``--handover``'s words in every language.

The checks argparse cannot make are in ``checks.py``."""

from __future__ import annotations

import argparse
import re
from typing import NoReturn

from .. import __version__, argparse_words
from ..argparse_words import Once
from ..i18n import LANGUAGES, N_, NP_, _, pgettext, translation
from . import history


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
    parser.add_argument("--version", action="version", version=f"golf-tui {__version__}",
                        help=_("print golf-tui's version and exit"))
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
    history.add_parsers(sub)
    for command in sub.choices.values():
        _add_lang_option(command)
    return parser
