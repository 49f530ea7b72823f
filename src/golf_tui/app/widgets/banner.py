"""The banner across the table for the final lap ("Kari knocked — one more turn each for Ola and
Siri") and for the end of a hole. Empty (but keeping its line, so the table does not jump) when
there is nothing to announce."""

from __future__ import annotations

from .status import InfoLine


class Banner(InfoLine):
    """An announcement, marked with ``!`` so it does not rely on colour. A long one (a final lap
    with eight players) takes up to three lines rather than lose a name."""

    MAX_LINES = 3
    DEFAULT_CSS = """
    Banner { content-align: center middle; text-align: center; text-style: bold; }
    Banner.-shown { background: $warning 30%; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)

    def announce(self, text: str) -> None:
        self.say(f"! {text} !" if text else "")
        self.set_class(bool(text), "-shown")
