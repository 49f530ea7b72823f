"""Keys that do nothing where they are pressed: whether anything takes a key, and its name in
"The … key does nothing here" (the table, a hole's result and the match over, the boxes read
over them: the keys, the rules, the scorecard, the log).

A key nothing takes said nothing on most screens (D, z, F2 at the hand-over; R, S or an F-key
over the rules or the scorecard; an F-key on a hole's result): each says so now, in the
table's words, with the Caps Lock question for an upper-case letter whose lower case does
something there."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from textual import events
from textual._ansi_sequences import ANSI_SEQUENCES_KEYS
from textual._keyboard_protocol import FUNCTIONAL_KEYS
from textual.keys import _character_to_key, format_key
from textual.screen import Screen

from ...i18n import N_, _
from ..ascii_signs import ascii_key
from .bindings import bindings_of, bound_here

# A box read over the screen (``beside.ClosedBeside``): the key, and how to close the box after
# it (the box's own line at its foot: "Esc: close")
BOX = N_("The %(key)s key does nothing here.")
BOX_CAPS = N_("The %(key)s key does nothing here: is Caps Lock on?")
# A key whose name cannot be known (``spoken``): Textual misread it
SOME_KEY = N_("That key does nothing here.")


def binds(screen: Screen[Any], event: events.Key) -> bool:
    """Whether a binding of the widget in focus, of one around it, of the screen's or of the
    app's takes ``event``, whether or not it is enabled now; or it is no key to speak of: a
    terminal that reports every key (the kitty keyboard protocol, which Textual asks for)
    reports Shift, Ctrl or Caps Lock pressed alone, on the way to a key that is one."""
    if event.key in LONE_MODIFIERS or event.key in LOCKS:
        return True
    return bound_here(screen, (event.key, *event.aliases))


# Textual's names of the keys a keyboard labels otherwise, as the keys lists write them
NAMED = {"pageup": "PgUp", "pagedown": "PgDn", "delete": "Del", "insert": "Ins", "home": "Home",
         "end": "End", "escape": "Esc", "backspace": "Backspace", "enter": "Enter",
         "tab": "Tab", "up": "↑", "down": "↓", "left": "←", "right": "→"}
# the keypad's keys in the kitty keyboard protocol (``kp_…``) and xterm's keypad 5 with NumLock
# off ("\x1b[E": Textual's kp_begin), by what the key shows
KEYPAD_KEYS = {"begin": "5", "decimal": ".", "divide": "/", "multiply": "*", "subtract": "-",
               "add": "+", "equal": "=", "separator": ",", "page_up": "PgUp",
               "page_down": "PgDn", "enter": "Enter"}
KEYPAD = N_("keypad %(key)s")
MODIFIERS = ("ctrl", "alt", "shift", "super", "hyper", "meta")
# the lock keys, pressed alone: reported as keys by a terminal that reports every key
LOCKS = frozenset({"caps_lock", "num_lock", "scroll_lock"})
# A modifier pressed alone, as the kitty keyboard protocol reports it: Textual 8.2.8's
# ``_keyboard_protocol.MODIFIER_FUNCTIONAL_KEYS``, written out here because Textual 8.2.6
# (pyproject allows it) has no such name, and importing it stopped `golf-tui` at its start
# with an ImportError (tests/app/test_older_textual.py keeps the two the same where it has it).
LONE_MODIFIERS = frozenset({f"{side}_{key}" for side in ("left", "right")
                            for key in ("shift", "control", "alt", "super", "hyper", "meta")}
                           | {"iso_level3_shift", "iso_level5_shift"})
UNKNOWN_KEY = "unknown"  # what GolfApp makes of the rest of an escape sequence Textual misread


@cache
def _alt_signs() -> dict[str, str | None]:
    """The signs Textual makes of Alt and a digit (or - =), as a Mac's Option key types them:
    Alt+5 (ESC 5) is read as the infinity sign. Each is named by its key ("alt+5"); one that
    two keys make (§: Alt+6 and Alt+§) by none."""
    out: dict[str, str | None] = {}
    for sequence, sign in ANSI_SEQUENCES_KEYS.items():
        if isinstance(sign, str) and len(sequence) == 2 and sequence[0] == "\x1b":
            out[sign] = None if sign in out else f"alt+{sequence[1]}"
    return out


def _kitty_key(char: str) -> str | None:
    """The name of a key of the kitty keyboard protocol that Textual made a character of (a
    private-use one: keypad 5 with NumLock off, 57427), or None."""
    code = ord(char)
    return FUNCTIONAL_KEYS.get(f"{code}u") or FUNCTIONAL_KEYS.get(f"{code}~")


def spoken(event: events.Key) -> str | None:
    """``event``'s key as a player would recognise it, modifiers as words ("ctrl+s",
    "shift+←", "alt+Backspace", "keypad 5", "F5"); None where the key pressed cannot be known."""
    key, char = event.key, event.character
    if key == UNKNOWN_KEY:
        return None
    if key == "ctrl+w" and char is None:  # ESC DEL: Textual's word-erasing ctrl+w
        key = "alt+backspace"
    elif char is not None and char in _alt_signs() and key == _character_to_key(char):
        named = _alt_signs()[char]
        if named is None:
            return None
        key = named
    *mods, base = key.split("+")
    if len(base) == 1 and (kitty := _kitty_key(base)) is not None:
        base = kitty  # a keypad key Textual has no name for, as a character of its own
    if len(base) == 1:
        if not base.isprintable():
            return None
        name = base
    elif (char is not None and len(char) == 1 and char.isprintable() and not char.isspace()
          and not mods and _character_to_key(char) == base):
        name = char  # a sign, as it shows (Textual names it: left_square_bracket)
    elif base.startswith("kp_"):
        rest = base[3:]
        name = _(KEYPAD) % {"key": KEYPAD_KEYS.get(rest) or NAMED.get(rest) or rest}
    elif base in NAMED:
        name = NAMED[base]
    elif base == "space":
        name = _("space")
    elif re.fullmatch(r"f\d+", base):
        name = base.upper()
    else:
        name = format_key(base)  # a sign's name (left_square_bracket): the sign
    order = {mod: i for i, mod in enumerate(MODIFIERS)}
    return "+".join([*sorted(mods, key=lambda mod: order.get(mod, len(order))), name])


def named(screen: Screen[Any], event: events.Key) -> tuple[str | None, bool]:
    """``event``'s key as "The … key does nothing here" names it (``spoken``; None where it
    cannot be known), and whether it is an upper-case letter whose lower case ``screen``
    binds (Caps Lock on?)."""
    char = event.character
    plain = (event.is_printable and char is not None and len(char) == 1
             and not char.isspace()  # "The   key": space is named (``spoken``)
             and char not in _alt_signs()
             and ("+" not in event.key or event.key == f"shift+{char.lower()}"))
    if not plain or char is None:  # alt+a is not "a"
        name = spoken(event)
        ascii = screen.app.has_class("-ascii")
        return (ascii_key(name) if ascii and name is not None else name), False
    lower = char.lower()
    caps = char != lower and bool(bindings_of((screen, screen.app), (lower,)))
    return char, caps


def box_said(screen: Screen[Any], event: events.Key) -> str:
    """What a box read over the screen says of a key nothing there takes."""
    key, caps = named(screen, event)
    if key is None:
        return _(SOME_KEY)
    return _(BOX_CAPS if caps else BOX) % {"key": key}
