"""The marks of a text cut short, from one place (``ascii_signs.line_cut``, ``name_cut``): a line
(the status line, the narration, the prompt) ends in "…", in ASCII mode in "..."; a name cut to
fit an opponent's frame ends in "…", in ASCII mode in "~"."""

from __future__ import annotations

import asyncio

import pytest
from rich.cells import cell_len
from textual.app import App, ComposeResult

from golf_tui.app.ascii_signs import ascii_text, line_cut, name_cut
from golf_tui.app.widgets.opponents import shorten
from golf_tui.app.widgets.status import CutLine, InfoLine

from .conftest import screen_text

LONG = "dealer Kristoffer-Magnus Abcdefghijklmnop and more"


def test_the_marks() -> None:
    """Drawn one cell for one cell a "…" is a full stop: a line's cut is the three dots
    ``ascii_text`` writes for it, a name's the one cell "~" (a frame has no cells to spare)."""
    assert line_cut(False) == name_cut(False) == "…"
    assert line_cut(True) == ascii_text("…") == "..."
    assert name_cut(True) == "~" and cell_len(name_cut(True)) == cell_len(name_cut(False))
    for ascii in (False, True):
        assert shorten("Kristoffer", 6, ascii=ascii) == "Krist" + name_cut(ascii)


class Lines(App[None]):
    CSS = """
    CutLine { width: 1fr; height: 1; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def compose(self) -> ComposeResult:
        yield CutLine(LONG, id="cut", fixed=True)
        yield InfoLine(id="info")


@pytest.mark.parametrize("ascii", [False, True])
def test_the_status_line_and_the_narration_end_in_the_line_cut(ascii: bool) -> None:
    """The status line's cut (Textual's ``text-overflow`` in Unicode, its own in ASCII) and the
    narration's (``InfoLine``) are the same mark, ``line_cut``'s."""
    async def scenario() -> list[str]:
        app = Lines()
        async with app.run_test(size=(24, 3)) as pilot:
            app.set_class(ascii, "-ascii")
            info = app.query_one(InfoLine)
            info.fit_to(24, 1)
            info.say(LONG)
            app.query_one(CutLine).refresh()
            await pilot.pause()
            return screen_text(app).splitlines()  # type: ignore[arg-type]

    status, narration = asyncio.run(scenario())[:2]
    cut = line_cut(ascii)
    assert status.rstrip().endswith(cut) and status.startswith("dealer Kristoffer"), status
    assert narration.rstrip().endswith(cut) and narration.startswith(" dealer"), narration
    if ascii:
        assert "…" not in status + narration
