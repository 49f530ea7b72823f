"""A bracketed paste holding an escape is read whole, as one paste (``paste_parser``).

Textual's reader took the escape inside a paste for the start of a key: ``Xy ESC[1m Zw`` pasted
into a name typed "^[1mZw" and then pasted "Xy" ("^[1mZwXy"), and ``Ol TAB a ESC[31m Red``,
refused for its tab ("Nothing was pasted"), still typed "^[31mRed" into the name."""

from __future__ import annotations

import pytest
from textual import events
from textual.message import Message

from golf_tui.app.app import GolfApp
from golf_tui.app.paste_parser import PasteParser
from golf_tui.app.widgets.seat_row import SeatRow

from ..conftest import toasts
from .conftest import all_read

pytestmark = pytest.mark.usefixtures("own_home")

PASTES = ["\x1b[200~Xy\x1b[1mZw\x1b[201~", "\x1b[200~Ol\ta\x1b[31mRed\x1b[201~"]


def read(data: str, *, one_at_a_time: bool = False) -> list[Message]:
    parser = PasteParser()
    chunks = list(data) if one_at_a_time else [data]
    return [token for chunk in chunks for token in parser.feed(chunk)]


@pytest.mark.parametrize("one_at_a_time", [False, True])
def test_a_paste_holding_an_escape_is_one_paste_and_no_keys(one_at_a_time: bool) -> None:
    tokens = read("".join(PASTES) + "q", one_at_a_time=one_at_a_time)
    assert [(type(t).__name__, getattr(t, "text", None) or getattr(t, "key", None))
            for t in tokens] == [("Paste", "Xy\x1b[1mZw"), ("Paste", "Ol\ta\x1b[31mRed"),
                                 ("Key", "q")]


def test_keys_outside_a_paste_are_read_as_before() -> None:
    tokens = read("a\x1b[Ab\x1b[200~\x1b[201~c", one_at_a_time=True)
    assert [getattr(t, "key", None) for t in tokens] == ["a", "up", "b", None, "c"]
    assert isinstance(tokens[3], events.Paste) and tokens[3].text == ""


@pytest.mark.parametrize("data", PASTES)
async def test_a_pasted_name_holding_an_escape_pastes_nothing(data: str) -> None:
    """What the terminal sends, read as the game reads it, into the first name: the name stays
    as it was, and the note says why."""
    app = GolfApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for token in read(data):
            app.post_message(token)
        await all_read(app, pilot)
        assert [row.player_name for row in app.screen.query(SeatRow)] == ["Player 1",
                                                                         "Player 2"]
        assert any("cannot hold control characters" in note for note in toasts(app))


def test_a_textual_without_that_reader_still_starts_the_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``PasteParser`` stands in for a reader private to Textual: where it is not (another
    Textual 8.x), the game starts with Textual's own reader instead of failing to import."""
    import sys

    from textual.drivers import linux_driver

    from golf_tui.cli import read_pastes_whole

    monkeypatch.delitem(sys.modules, "golf_tui.app.paste_parser", raising=False)
    monkeypatch.setitem(sys.modules, "textual._xterm_parser", None)  # importing it fails
    before = linux_driver.XTermParser  # type: ignore[attr-defined]
    read_pastes_whole()
    assert linux_driver.XTermParser is before  # type: ignore[attr-defined]
