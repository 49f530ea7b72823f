"""Keys that do nothing where they are pressed: whether anything takes a key, and its name in
"The … key does nothing here" (the table, a hole's result and the match over, the boxes read
over them: the keys, the rules, the scorecard, the log).

A key nothing takes said nothing on most screens (D, z, F2 at the hand-over; R, S or an F-key
over the rules or the scorecard; an F-key on a hole's result): each says so now, in the
table's words, with the Caps Lock question for an upper-case letter whose lower case does
something there."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.binding import Binding
from textual.screen import Screen

from ...i18n import N_, _

# Textual's names of keys that a keyboard labels otherwise, as the keys lists write them
KEY_NAMES = {"pgup": "PgUp", "pgdn": "PgDn"}
# A box read over the screen (``beside.ClosedBeside``): the key, and how to close the box after
# it (the box's own line at its foot: "Esc: close")
BOX = N_("The %(key)s key does nothing here.")
BOX_CAPS = N_("The %(key)s key does nothing here: is Caps Lock on?")


def binds(screen: Screen[Any], event: events.Key) -> bool:
    """Whether a binding of the widget in focus, of one around it, of the screen's or of the
    app's takes ``event``, whether or not it is enabled now."""
    keys = (event.key, *event.aliases)
    nodes = (screen.focused.ancestors_with_self if screen.focused is not None
             else (screen, screen.app))
    return any(key in node._bindings.key_to_bindings for node in nodes for key in keys)


def key_name(display: str) -> str:
    """A key nothing binds, named for "The … key does nothing here": as the keys lists and a
    keyboard write it (F5, PgDn, Del, Home), where Textual writes "f5", "pgdn", "del"."""
    if display in KEY_NAMES:
        return KEY_NAMES[display]
    return display.capitalize() if len(display) > 1 and display.isalnum() else display


def named(screen: Screen[Any], event: events.Key) -> tuple[str, bool]:
    """``event``'s key as "The … key does nothing here" names it, and whether it is an
    upper-case letter whose lower case ``screen`` binds (Caps Lock on?)."""
    char = event.character
    if "+" in event.key or not event.is_printable or char is None:  # alt+a is not "a"
        return key_name(screen.app.get_key_display(Binding(event.key, ""))), False
    lower = char.lower()
    caps = char != lower and any(lower in node._bindings.key_to_bindings
                                 for node in (screen, screen.app))
    return char, caps


def box_said(screen: Screen[Any], event: events.Key) -> str:
    """What a box read over the screen says of a key nothing there takes."""
    key, caps = named(screen, event)
    return _(BOX_CAPS if caps else BOX) % {"key": key}
