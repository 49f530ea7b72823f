"""A prompt of the screens after a hole, the match or at a saved match's offer (a refused key's
reason and the keys to choose with: "The match is over. Choose Play again (a), New setup (n) or
Quit (q)."), in as many rows as it needs, broken as the table's lines break: a key hint stays
with the word before it (``wrap.rows``). Textual breaks at any space and left "(q)." alone on
a row at some widths."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import RenderResult
from textual.geometry import Size
from textual.visual import VisualType
from textual.widgets import Static

from ..wrap import rows


class KeyText(Static):
    """Plain text (never markup), broken into rows at the width it is drawn at; its height
    (``height: auto``) and its width (``width: auto``) are those of the rows."""

    def __init__(self, text: str = "", *, id: str | None = None) -> None:
        super().__init__(text, id=id, markup=False)
        self.text = text

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        self.text = str(content)
        super().update(content, layout=layout)

    def render(self) -> RenderResult:
        width = self.content_size.width
        return "\n".join(rows(self.text, width)) if width and self.text else self.text

    def get_content_width(self, container: Size, viewport: Size) -> int:
        # the text on one row (its styles' max-width keeps it to the room there is): the rows
        # drawn last, at another width, would be the width of another terminal's
        return max((cell_len(line) for line in self.text.split("\n")), default=0)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(rows(self.text, width)) if width and self.text else 0
