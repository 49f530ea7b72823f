"""A bracketed paste read whole, whatever it holds.

Textual's reader (``XTermParser``, 8.2) takes an escape inside a bracketed paste for the start
of a key's sequence: what follows it, up to the next escape, comes out as keys typed (the escape
itself as a "^"), and only the rest as the paste. A name pasted as ``Xy ESC[1m Zw`` became
"^[1mZwXy" (the keys first), and ``Ol TAB a ESC[31m Red``, refused as a paste for its tab, still
typed "^[31mRed" into the name. ``PasteParser`` reads a paste's escapes as the paste's own: each
is handed to Textual's reader as a stand-in character it keeps in the paste, and the paste comes
out with the escapes back in it, whole, for the name field to refuse as it refuses any text
holding a control character (``seat_row.refused_paste``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual import events
from textual._xterm_parser import XTermParser
from textual.message import Message

ESC = "\x1b"
PASTE_START, PASTE_END = ESC + "[200~", ESC + "[201~"
# what an escape in a paste is while Textual reads it: a noncharacter (for a program's own use,
# never text a terminal sends), read in a paste as any other character
STAND_IN = "\ufdd0"


class PasteParser(XTermParser):
    """Textual's reader, but for the escapes inside a bracketed paste (the module says why)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._in_paste = False
        self._held = ""  # in a paste: an escape read at the end of what came, maybe its end's
        self._tail = ""  # outside one: the end of what came, maybe the start of a paste's start

    def feed(self, data: str) -> Iterable[Message]:
        if not data:  # the end: what was held is read as it is
            held, self._held = self._held, ""
            if held:
                yield from self._pastes(super().feed(held))
            yield from self._pastes(super().feed(data))
            return
        marked = self.marked(data)
        if marked:  # (all of it held: nothing to read yet, and "" would end the reading)
            yield from self._pastes(super().feed(marked))

    def marked(self, data: str) -> str:
        """``data`` with each escape inside a paste (not the one that ends it) the stand-in;
        an escape at its very end, inside a paste, is held until what follows it says which it
        is."""
        text, self._held = self._held + data, ""
        out: list[str] = []
        i = 0
        while i < len(text):
            if self._in_paste:
                j = text.find(ESC, i)
                if j < 0:
                    out.append(text[i:])
                    break
                out.append(text[i:j])
                rest = text[j:j + len(PASTE_END)]
                if rest == PASTE_END:
                    out.append(PASTE_END)
                    self._in_paste = False
                    self._tail = ""
                    i = j + len(PASTE_END)
                elif PASTE_END.startswith(rest):  # cut short: the next read says
                    self._held = rest
                    break
                else:
                    out.append(STAND_IN)
                    i = j + 1
            else:
                seen = self._tail + text[i:]
                k = seen.find(PASTE_START)
                if k < 0:
                    out.append(text[i:])
                    self._tail = next((seen[-n:] for n in range(len(PASTE_START) - 1, 0, -1)
                                       if PASTE_START.startswith(seen[-n:])), "")
                    break
                end = i + k + len(PASTE_START) - len(self._tail)
                out.append(text[i:end])
                self._tail = ""
                self._in_paste = True
                i = end
        return "".join(out)

    @staticmethod
    def _pastes(tokens: Iterable[Message]) -> Iterable[Message]:
        for token in tokens:
            if isinstance(token, events.Paste) and STAND_IN in token.text:
                token = events.Paste(token.text.replace(STAND_IN, ESC))
            yield token


def install() -> None:
    """Have Textual's drivers for Linux and macOS (the full screen and the inline one) read
    with ``PasteParser``."""
    from textual.drivers import linux_driver, linux_inline_driver

    linux_driver.XTermParser = PasteParser  # type: ignore[attr-defined]
    linux_inline_driver.XTermParser = PasteParser  # type: ignore[attr-defined]
