"""The message catalogs: which language golf-tui speaks, and the words in it.

Built on the standard library's :mod:`gettext`, domain ``golf_tui``. The catalogs live beside this
module in ``locale/<lang>/LC_MESSAGES/golf_tui.po`` (the compiled ``.mo`` next to each), so they
ship in the wheel with the code. English is the source language and needs no catalog.

``_`` and ``ngettext`` look the current language up *at call time*: code that calls them while
rendering shows the new language as soon as :func:`set_language` has been called. A module-level
constant cannot do that, so mark it with ``N_`` (for extraction only) and pass it through ``_``
where it is shown. See ``docs/i18n.md``.

Pure standard library: importing this module never imports Textual or Rich.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path

DOMAIN = "golf_tui"
SOURCE_LANGUAGE = "en"
LANGUAGES: dict[str, str] = {
    "en": "English",
    "nb": "Norsk bokmål",
    "sv": "Svenska",
    "da": "Dansk",
}
"""Every language golf-tui speaks, by code, with its name in that language."""

LOCALE_DIR = Path(__file__).resolve().parent / "locale"

# Locale names (the part before "_", "." or "@") that mean one of our languages other than its
# own code (a code of LANGUAGES means that language without an entry here). Nynorsk readers
# get bokmål: it is the closest catalog we have, and every Norwegian reads it.
_LOCALE_LANGUAGES = {
    "no": "nb", "nn": "nb", "nor": "nb", "nob": "nb", "nno": "nb",
    "swe": "sv",
    "dan": "da",
    "eng": "en",
}  # fmt: skip
_ENV_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")

_current = SOURCE_LANGUAGE


def translation(lang: str | None = None) -> gettext.NullTranslations:
    """The catalog of ``lang`` (default: the current language); English is the identity.

    It has the usual ``gettext``, ``ngettext`` and ``pgettext`` methods, for text that must be
    in a given language whatever the current one is (``rules_text.rules_markdown(r, lang)``)."""
    return _catalog(_check(lang or _current))


@cache
def _catalog(code: str) -> gettext.NullTranslations:
    if code == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)


def _check(code: str) -> str:
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (languages: {', '.join(LANGUAGES)})")
    return code


def set_language(code: str) -> None:
    """Speak ``code`` from now on (one of :data:`LANGUAGES`); raises ValueError otherwise."""
    global _current
    _current = _check(code)


def current_language() -> str:
    """The code of the language golf-tui speaks now."""
    return _current


def _(message: str) -> str:
    """``message`` in the current language."""
    return translation(_current).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """``singular`` or ``plural``, whichever the current language uses for ``n``, translated."""
    return translation(_current).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where the same English word needs telling apart."""
    return translation(_current).pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it (it is translated where shown)."""
    return message


def NP_(context: str, message: str) -> str:
    """Mark ``message`` in ``context`` for extraction without translating it, as one string
    (gettext's own key for it, the two joined by EOT) that ``translated`` gives in the current
    language, as ``pgettext(context, message)`` would: a footer's label of its own."""
    return f"{context}\x04{message}"


def translated(text: str) -> str:
    """``text`` in the current language: a message marked with ``N_``, or with ``NP_``."""
    if "\x04" in text:
        return pgettext(*text.split("\x04", 1))
    return _(text) if text else text  # _("") would be the catalog's header


def and_list(names: Sequence[str]) -> str:
    """``Kari``, ``Kari and Ola``, ``Kari, Ola and Siri``, with the current language's "and"."""
    if len(names) <= 1:
        return "".join(names)
    return _("%(names)s and %(last)s") % {"names": ", ".join(names[:-1]), "last": names[-1]}


def half_up(value: float, places: int) -> str:
    """``value`` to ``places`` decimals as a person rounds on paper: half up (away from 0), from
    the number as Python writes it (18.25 -> "18.3", 18.35 -> "18.4", -1.25 -> "-1.3"), never
    "-0.0". ``f"{18.25:.1f}"`` gave "18.2": the float is exactly 18.25, and ``format`` rounds
    an exact half to even. Not a finite number, or too long for ``decimal``: as ``format``
    writes it."""
    from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
    from math import isfinite

    if not isfinite(value):
        return f"{value:.{places}f}"
    try:
        exact = Decimal(repr(float(value))).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    except InvalidOperation:  # more digits than decimal's precision
        return f"{value:.{places}f}"
    return f"{exact.copy_abs() if exact == 0 else exact:f}"


def decimal(value: float, places: int | None = None) -> str:
    """``value`` with ``places`` decimals, rounded half up (``half_up``; None: as few as it
    needs, like ``:g``), written with the current language's decimal mark: 11.14 in English,
    11,14 in Norwegian."""
    text = f"{value:g}" if places is None else half_up(value, places)
    # Translators: the decimal mark, "," in most European languages.
    return text.replace(".", pgettext("decimal mark", "."))


def percent(fraction: float, places: int = 1) -> str:
    """``fraction`` as a percentage: 96.2% in English, 96,2 % in Norwegian."""
    # Translators: a percentage; Norwegian, Swedish and Danish put a space before the sign.
    return _("%(number)s%%") % {"number": decimal(fraction * 100, places)}


def language_of_locale(name: str) -> str | None:
    """Our language for a POSIX locale name such as ``nb_NO.UTF-8``, or None if we have none."""
    base = name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
    return _LOCALE_LANGUAGES.get(base) or (base if base in LANGUAGES else None)


def detect_language(environ: Mapping[str, str]) -> str:
    """The language an environment asks for, from LC_ALL, LC_MESSAGES or LANG (the first one
    set wins, as for any POSIX program); English when that names a language we lack, or C/POSIX.
    """
    for variable in _ENV_VARIABLES:
        value = environ.get(variable, "").strip()
        if value:
            return language_of_locale(value) or SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def rank_label(rank_code: str, lang: str | None = None) -> str:
    """The letter(s) players of ``lang`` (default: current) print on a card of ``rank_code``.

    The engine's codes (``A``, ``J``, ``Q``, ``K``, ``JK``) stay English; Norwegian and Swedish
    decks say E, Kn, D, K and Danish ones E, B, D, K (see ``docs/i18n.md``). Number cards keep
    their numbers."""
    t = translation(lang)
    letters = {
        "A": t.pgettext("card rank", "A"),
        "J": t.pgettext("card rank", "J"),
        "Q": t.pgettext("card rank", "Q"),
        "K": t.pgettext("card rank", "K"),
        "JK": t.pgettext("card rank", "JK"),
    }
    return letters.get(rank_code, rank_code)
