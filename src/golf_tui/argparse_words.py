"""argparse's own words ("usage:", "options", its error messages) in golf-tui's languages.

argparse translates them with the names ``_`` and ``ngettext`` it imports from :mod:`gettext`,
which read the process-wide default domain and the environment, not our ``--lang``. :func:`install`
points those two module-level names at our catalog instead. The messages below are copied from
argparse (Python 3.11 to 3.13) and marked so that extraction puts them in our catalog; any other
argparse message stays English. English output is unchanged: the English catalog is the identity.
"""

from __future__ import annotations

import argparse
from typing import Any

from .i18n import N_, _, ngettext

MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ignored explicit argument %r"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
)


def _argparse_gettext(message: str | None) -> str | None:
    # argparse also passes None (a subparser group without a description) through gettext.
    return _(message) if message else message


def install() -> None:
    """Make argparse's own words follow golf-tui's current language (safe to call again)."""
    setattr(argparse, "_", _argparse_gettext)  # noqa: B010 - argparse's gettext hook
    setattr(argparse, "ngettext", ngettext)  # noqa: B010


class Once(argparse.Action):
    """An option that may be given once: a second one is an error, not the winner
    ("--players Kari,Ola --players Siri,Per" played Siri and Per and said nothing). Whether it
    was given is marked beside its value, which may have a default of its own (--matches 1)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        given = f"_given_{self.dest}"
        if getattr(namespace, given, False):
            parser.error(_("%(option)s given twice") % {"option": option_string})
        setattr(namespace, given, True)
        setattr(namespace, self.dest, values)
