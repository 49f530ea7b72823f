"""The banner across the table for the final lap ("Kari knocked — one more turn each for Ola and
Siri") and for the end of a hole. Empty (but keeping its line, so the table does not jump) when
there is nothing to announce."""

from __future__ import annotations

from textual.widgets import Static


class Banner(Static):
    """A one-line announcement, marked with ``!`` so it does not rely on colour."""

    DEFAULT_CSS = """
    Banner {
        width: 100%;
        height: 1;
        content-align: center middle;
        text-style: bold;
    }
    Banner.-shown { background: $warning 30%; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("", id=id, markup=False)

    def announce(self, text: str) -> None:
        self.update(f"! {text} !" if text else "")
        self.set_class(bool(text), "-shown")
