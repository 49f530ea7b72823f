"""What the terminal can draw: whether to fall back to ASCII cards and frames."""

from __future__ import annotations

from collections.abc import Mapping


def unicode_ok(environ: Mapping[str, str]) -> bool:
    """False for a terminal that should not be sent suit glyphs and box drawing: ``TERM=dumb``,
    a plain ``C``/``POSIX`` locale, or a locale naming a charset other than UTF-8. An unset
    locale says nothing, so it keeps Unicode."""
    if environ.get("TERM") == "dumb":
        return False
    loc = environ.get("LC_ALL") or environ.get("LC_CTYPE") or environ.get("LANG") or ""
    if loc in ("C", "POSIX"):
        return False
    _, dot, charset = loc.partition(".")
    charset = charset.partition("@")[0].lower().replace("-", "")
    return not dot or charset == "utf8"
