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
forms too: a full-width "Ｋａｒｉ" is "Kari"): ``name_key``. Letters of two scripts that look
alike (a Cyrillic "К") are not told apart from their own.

Control characters (tabs, escapes, line breaks) and lone surrogates are refused, not removed
(``has_control``): a name is printed as it is by ``golf-tui history``, where an escape would
reach the terminal."""

from __future__ import annotations

import unicodedata

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
REFUSED = ("Cc", "Cs", "Zl", "Zp")  # control characters, surrogates, line and paragraph breaks


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
    """What two names must not share: ``clean_name`` without case and compatibility forms."""
    folded = unicodedata.normalize("NFKC", clean_name(name)).casefold()
    return unicodedata.normalize("NFKC", folded)


def has_control(name: str) -> bool:
    """Whether ``name`` holds a control character, a line break or a lone surrogate."""
    if name.isprintable():  # at C speed: all those are unprintable (ruleset loads check many)
        return False
    return any(unicodedata.category(c) in REFUSED for c in name)


# The characters that turn the direction of the text after them (U+202A…U+202E, U+2066…U+2069):
# a name drops them (``clean_name``); in a text kept as written they would turn what follows.
BIDI_CONTROLS = ("LRE", "RLE", "PDF", "LRO", "RLO", "LRI", "RLI", "FSI", "PDI")


def first_control(text: str) -> str | None:
    """The first character of ``text`` that a text shown as written (a ruleset's title or
    description) may not hold: what ``has_control`` refuses, or a direction override."""
    if text.isprintable():  # at C speed: those are all unprintable (Cc, Cs, Zl, Zp, Cf)
        return None
    return next((c for c in text
                 if has_control(c) or unicodedata.bidirectional(c) in BIDI_CONTROLS), None)
