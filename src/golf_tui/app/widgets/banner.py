"""The banner across the table for the final lap ("Kari knocked — one more turn each for Ola and
Siri") and for the end of a hole. Empty (but keeping its line, so the table does not jump) when
there is nothing to announce."""

from __future__ import annotations

from .status import InfoLine


class Banner(InfoLine):
    """An announcement, marked with a ``!`` before it so it does not rely on colour (a mark,
    as a warning sign is: one at either end, "! Elsa har alla kort uppvända — en tur till var
    för Nils !", read in every language as a sentence with its punctuation upside down, and
    "! Kari knocked — last turn. !" ended twice). The table gives it
    a fixed number of lines for the terminal's size (its row, ``#banner-row``, keeps them); an
    announcement too long for them (a final lap with eight players on a small terminal) gives
    way to the first of its shorter forms that fits (the number of turns left rather than the
    names, which the opponents' boxes make clear; at 60 columns that number alone), and one
    too long even in its shortest form is cut at a word's end (``InfoLine.cut``)."""

    DEFAULT_CSS = """
    Banner { content-align: center middle; text-align: center; text-style: bold; }
    Banner.-shown { background: $warning 30%; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.forms: tuple[str, ...] = ()

    @property
    def long(self) -> str:
        """The announcement in full ("": none)."""
        return self.forms[0] if self.forms else ""

    def announce(self, text: str, *shorter: str) -> None:
        """Show ``text``, or the first of its ``shorter`` forms (fullest first) that fits the
        banner's lines, else the shortest."""
        self.forms = (text, *(form for form in shorter if form)) if text else ()
        self._choose()

    def fit_to(self, width: int, lines: int) -> None:
        super().fit_to(width, lines)
        self._choose()

    def _choose(self) -> None:
        text = self.long
        if self.width:
            text = next((form for form in self.forms
                         if self.lines_for(self.width, marked(form)) <= self.lines),
                        self.forms[-1] if self.forms else "")
        shown = marked(text) if text else ""
        self.say(shown)
        self.set_class(bool(text), "-shown")
        if self.width:  # its row keeps the lines it may take; the coloured band only the text's
            self.styles.height = min(self.lines, self.lines_for(self.width, shown))


def marked(text: str) -> str:
    """``text`` as the banner shows it: after its mark."""
    return f"! {text}"
