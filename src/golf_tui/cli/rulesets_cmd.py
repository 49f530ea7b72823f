"""``golf-tui rulesets``: list the presets, show one (or a ruleset file), or print the JSON
schema; and the ruleset a command's options ask for (``command_ruleset``)."""

from __future__ import annotations

import argparse
import difflib
from collections.abc import Sequence

from ..engine.errors import RulesetError
from ..i18n import _
from ..presets import file_hint, folder_problem, is_path, load_ruleset, preset_names
from .errors import OptionError
from .plain import json_out


def command_ruleset(args: argparse.Namespace, extra_rules: Sequence[str] = ()) -> object:
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
    from ..engine import Ruleset

    _rulesets_action(args)
    if args.action != "show" and args.name:
        raise OptionError(_("'rulesets %(action)s' takes no name (did you mean 'golf-tui"
                            " rulesets show %(name)s'?)") % {"action": args.action,
                                                             "name": args.name}, "rulesets")
    if args.action != "show" and (args.house or args.rule):
        raise OptionError(_("%(option)s works with 'golf-tui rulesets show' only")
                          % {"option": "--house" if args.house else "--rule"}, "rulesets")
    if args.action == "schema":
        print(json_out(Ruleset.model_json_schema(), indent=2))
        return 0
    if args.action == "show":
        if not args.name:
            raise OptionError(_("rulesets show: name a preset or a ruleset file"), "rulesets")
        r = load_ruleset(args.name, args.house, args.rule, typed=True)
        print(json_out(r.model_dump(mode="json"), indent=2))
        return 0
    problems = [problem for problem in [folder_problem()] if problem]
    for name in preset_names():
        try:
            r = load_ruleset(name)
        except RulesetError as e:  # listed after the others: it hid the presets after it
            problems.append(str(e))
            continue
        players = _("%(min)d–%(max)d players") % {"min": r.players.min, "max": r.players.max}
        print(f"{name:12} {_(r.title):16} {players}  {_(r.description)}")
        for key, rule in r.house_rules.items():
            options = f" [{'|'.join(rule.options)}]" if rule.options else ""
            print(f"{'':14}--house {key}{options}: {_(rule.description)}")
    if problems:
        raise RulesetError("\n".join(problems))
    return 0
