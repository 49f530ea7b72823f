"""Players' names as the game keeps and compares them: what a name may hold, and when two names
are one. Shared by the setup, the quick start's ``--players``, the settings file and the saved
matches (the standard library only: the quick start's first frame imports it).

A name is kept as it shows: without surrounding spaces, its accents composed (NFC), a run of
spaces of any kind (a no-break space, an ideographic one) one plain space, and without the
characters that show nothing (Unicode's format characters, category Cf, and the other default
ignorables: zero-width spaces and joiners, direction marks and overrides, variation selectors,
fillers). "Kari" followed by a zero-width space is "Kari". Emoji keep what makes them: the
zero-width joiner between two pictographs (a family of three), the variation selector after
one (a red heart, a keycap digit) and the tags of a subdivision flag (Scotland's). Rich
measures those sequences as the terminal draws them, so the frames stay square; a joiner
anywhere else would make it count the letter after it as no cell at all.

Two names are one when they differ only in case or in the way they were typed (compatibility
forms too: a full-width "Ｋａｒｉ" is "Kari"): ``name_key``. So are two that look the same
because a letter of another script looks like a Latin one ("Kаri" with a Cyrillic "а", a
Greek "Κ"): each such letter is read as that Latin letter (``latin_lookalike``), by Unicode's
confusables (the ``confusable-homoglyphs`` package, loaded the first time a name holds a letter
that is not Latin). Nothing else is: "Kåri" is not "Kari", "Оля" is not "Olya", and a digit is
not a letter ("0la" and "Ola" read differently in a terminal's font), nor one Latin letter
another ("Ida" and "lda").

Control characters (tabs, escapes, line breaks) and lone surrogates are refused, not removed
(``has_control``): a name is printed as it is by ``golf-tui history``, where an escape would
reach the terminal."""

from __future__ import annotations

import unicodedata
from functools import cache

# What a name (and a ruleset's text) may not hold: the engine's, which checks a ruleset's texts
# with them; the game has them from here.
from .engine.text import first_control as first_control
from .engine.text import has_control as has_control

# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt), as ranges.
_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
    (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)  # fmt: skip
ZWJ = "\u200d"
PRESENTATION = ("\ufe0e", "\ufe0f")  # text and emoji presentation selectors
KEYCAP = "\u20e3"
BLACK_FLAG = "\U0001f3f4"  # a subdivision flag is this, tags, and the cancel tag
TAGS = (0xE0020, 0xE007F)
BLANK = "\u2800"  # the braille pattern without dots: a letter that shows nothing, like a space


def invisible(ch: str) -> bool:
    """A character that shows nothing: a format character or another default ignorable."""
    o = ord(ch)
    return unicodedata.category(ch) == "Cf" or any(lo <= o <= hi for lo, hi in _IGNORABLE)


def pictographic(ch: str) -> bool:
    """An emoji or a symbol that may be drawn as one (near enough to Unicode's
    Extended_Pictographic for deciding which joiners and selectors a name keeps). Not a
    braille pattern: none is one, and the blank one is kept as a space."""
    o = ord(ch)
    return (0x1F000 <= o <= 0x1FBFF or (0x2100 <= o <= 0x2BFF and not 0x2800 <= o <= 0x28FF)
            or ch in "\u00a9\u00ae\u203c\u2049\u3030\u303d\u3297\u3299")  # (c) (r) !! ?! ...


def _kept(text: str, i: int, kept: str) -> bool:
    """Whether the invisible ``text[i]`` belongs to the emoji before it (``kept``: the name so
    far, as kept)."""
    ch, before = text[i], kept[-1:]
    after = text[i + 1:i + 2]
    if ch == ZWJ:
        last = kept.rstrip("".join(PRESENTATION))[-1:]
        return bool(last) and pictographic(last) and bool(after) and pictographic(after)
    if ch in PRESENTATION:
        return bool(before) and (pictographic(before) or (before in "0123456789#*"
                                                          and after == KEYCAP))
    if TAGS[0] <= ord(ch) <= TAGS[1]:
        head = kept.rstrip("".join(chr(t) for t in range(TAGS[0], TAGS[1] + 1)))
        return head.endswith(BLACK_FLAG) and not (before and ord(before) == TAGS[1])
    return False


def clean_name(raw: str) -> str:
    """A name as it is kept (the module's docstring says what that is); control characters
    stay, for ``has_control`` to refuse."""
    if raw.isascii() and raw.isprintable():  # nothing invisible, only spaces blank: at C speed
        return " ".join(raw.split())  # (a history of 10,000 matches read a quarter faster)
    return _clean(raw)


def clean_part(raw: str) -> str:
    """A piece of a name (a line pasted into one) as ``clean_name`` keeps it, but for the spaces
    at its ends: one is kept there, for what is typed before or after it ("Kari" and a pasted
    " Nord" are "Kari Nord")."""
    return _clean(raw, strip=False)


def _clean(raw: str, *, strip: bool = True) -> str:
    """``clean_name`` a character at a time, for any text (``strip`` False: ``clean_part``)."""
    text = unicodedata.normalize("NFC", raw)
    kept = ""
    for i, ch in enumerate(text):
        if invisible(ch) and not _kept(text, i, kept):
            continue
        if unicodedata.category(ch) == "Zs" or ch == BLANK:
            ch = " "
            if kept.endswith(" "):
                continue
        kept += ch
    # composed again: a character left out may have stood between a letter and its accent
    return unicodedata.normalize("NFC", kept.strip() if strip else kept)


def name_key(name: str) -> str:
    """What two names must not share: ``clean_name`` without case and compatibility forms, and
    with each letter of another script that looks like a Latin one read as that letter."""
    return _folded(latin_lookalike(unicodedata.normalize("NFKC", clean_name(name))))


def typed_key(name: str) -> str:
    """``name_key`` but for the look-alike letters: two names that share it differ only in
    case or in the way they were typed; two that share only ``name_key`` look the same."""
    return _folded(unicodedata.normalize("NFKC", clean_name(name)))


def _folded(text: str) -> str:
    return unicodedata.normalize("NFKC", text.casefold())


# How a letter is written without it, on a keyboard that lacks it: the ways people type it,
# the longest first (Danes and Norwegians write "Aase" for Åse, "Soeren" or "Soren" for Søren;
# Germans "Mueller" for Müller). A letter not here is its letter without accents (Unicode's
# decomposition: é an e), or itself.
SPELLINGS: dict[str, tuple[str, ...]] = {
    "å": ("aa", "a"), "ø": ("oe", "o"), "æ": ("ae",), "ä": ("ae", "a"), "ö": ("oe", "o"),
    "ü": ("ue", "u"), "œ": ("oe",), "ß": ("ss",), "þ": ("th",), "ð": ("d",), "đ": ("d",),
    "ł": ("l",), "ı": ("i",),
}  # fmt: skip


def letter_spellings(char: str) -> tuple[str, ...]:
    """The ways ``char`` is typed in plain letters, the longest first, in its case ("Å":
    "Aa", "A"; "é": "e"; "k": "k"). The one folding the palette's search and
    ``golf-tui stats NAME`` share."""
    spelt = SPELLINGS.get(char.lower())
    if spelt is None:
        return ("".join(c for c in unicodedata.normalize("NFKD", char)
                        if not unicodedata.combining(c)) or char,)
    return tuple(s.capitalize() for s in spelt) if char.isupper() else spelt


def spellings(text: str, limit: int = 256) -> set[str]:
    """Every way ``text`` may be typed in plain letters (``letter_spellings``): "Åse" is
    "Aase" and "Ase". Past ``limit`` ways (a long name of such letters), the letters after
    are taken in their longest form only."""
    out = {""}
    for char in text:
        spelt = letter_spellings(char)
        if len(out) * len(spelt) > limit:
            spelt = spelt[:1]
        out = {head + s for head in out for s in spelt}
    return out


def same_typed(name: str, typed: str) -> bool:
    """Whether ``typed`` is ``name`` (as ``name_key`` compares them) or ``name`` as typed
    without its letters: "Aase", "ase" and "Ase" are Åse, "Soren" Søren, "Aero" and "Aerø"
    Ærø; "Ida" is not "Ada"."""
    a, b = name_key(name), name_key(typed)
    return a == b or not spellings(a).isdisjoint(spellings(b))


def latin_lookalike(text: str) -> str:
    """``text`` with each letter of another script that looks like a Latin letter (Cyrillic
    "а", "К", Greek "Ο") that Latin letter, and an accented one its base's look-alike with
    the accent ("ё" is "ë"). Without such letters, ``text`` as it is, the confusables not
    loaded: a name of Latin letters (with or without accents) is told so by its characters'
    names ("LATIN SMALL LETTER A WITH RING ABOVE")."""
    if text.isascii() or not any(_maybe_foreign(c) for c in text):
        return text
    table = _lookalikes()
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", text).translate(table))


def _maybe_foreign(ch: str) -> bool:
    """Whether ``ch`` may be a letter of a script other than Latin (the confusables say)."""
    return unicodedata.category(ch)[0] == "L" and not unicodedata.name(ch, "").startswith(
        "LATIN ")


@cache
def _lookalikes() -> dict[int, str]:
    """Each letter of a script other than Latin that Unicode's confusables say looks like a
    Latin letter → that letter: one of the same case where there is one ("Ι", Greek capital
    iota, is "I", not the "l" both are confused with), else one in ASCII, else the first.
    Built once (about 0.1 s: the package reads its data when imported). Without its data
    (the package missing, or its ``CONFUSABLE_DATA`` directory wrong or damaged) none: names
    are compared as before it, and nobody's setup stops at a keystroke."""
    try:
        from confusable_homoglyphs import (  # type: ignore[import-untyped]  # no type hints
            categories,
            confusables,
        )
    except (ImportError, OSError, ValueError):  # JSONDecodeError is a ValueError
        return {}

    data: dict[str, list[dict[str, str]]] = confusables.confusables_data

    def alias(ch: str) -> str:
        return str(categories.alias(ch))

    def letter(ch: str) -> bool:
        return len(ch) == 1 and unicodedata.category(ch)[0] == "L"

    table: dict[int, str] = {}
    for ch, found in data.items():
        if not letter(ch) or alias(ch) in ("LATIN", "COMMON", "INHERITED"):
            continue
        # what ch is confused with (Unicode's prototype, "l" for "Ι"), and what else is
        near = [d["c"] for d in found if letter(d["c"])]
        near += [d["c"] for n in near for d in data.get(n, ()) if letter(d["c"])]
        latin = sorted({c for c in near if alias(c) == "LATIN"},
                       key=lambda c: (unicodedata.category(c) != unicodedata.category(ch),
                                      not c.isascii(), c))
        if latin:
            table[ord(ch)] = latin[0]
    return table


def default_number(name: str, pattern: str = "Player %(n)d") -> int | None:
    """The number of a default name in any language ("Spiller 2": 2), or None for a name
    somebody typed. ``pattern`` "Bot %(n)d" for a computer's ("Bot 2": 2). (The setup names a
    seat nobody named so, ``setup_model.default_name``; the statistics count no person by such
    a name, ``storage.history.HistoryTally``.)"""
    from .i18n import LANGUAGES, translation

    for code in LANGUAGES:
        local = translation(code).gettext(pattern)
        head, _sep, tail = local.partition("%(n)d")
        number = name[len(head):len(name) - len(tail)] if name.startswith(head) \
            and name.endswith(tail) and len(name) > len(head) + len(tail) else ""
        if number.isascii() and number.isdigit() and not number.startswith("0"):
            return int(number)
    return None
