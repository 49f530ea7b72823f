"""At 60 columns the banner and the narration lost the end of their sentences mid-word: "! Kari's
cards are all face up — 2 more turns before the…" and "Kari took the joker from the discar…".
A banner gives way to the first of its shorter forms that fits (at 60 columns the number of
turns left alone), and a line that must be cut is cut at a word's end."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from golf_tui.app.ascii_signs import ascii_text
from golf_tui.app.narration import ending_banner, final_lap_banner
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.status import InfoLine, word_cut
from golf_tui.i18n import set_language

from .conftest import make_app, screen_text

MOVE = ("Kari took the joker from the discard pile and put it bottom-left; the 7♠ went to the"
        " discard pile.")


def at_a_word_s_end(shown: str, text: str) -> bool:
    """Whether ``shown`` (one line, cut with "…") is a start of ``text`` ending where a word
    of it ends (a "—" or "," after it may be left off)."""
    start = shown.removesuffix("…")
    return text.startswith(start) and text[len(start):][:1] in (" ", ",", ";", "")


@pytest.mark.parametrize("width", range(30, 100))
def test_a_line_cut_short_ends_at_a_word_s_end(width: int) -> None:
    line = InfoLine()
    for lines in (1, 2):
        shown = line.cut(MOVE, width, lines)
        if shown.replace("\n", " ") == MOVE:  # whole, in its rows
            continue
        last = shown.split("\n")[-1]
        assert last.endswith("…")
        assert at_a_word_s_end(shown.replace("\n", " "), MOVE), shown


def test_a_word_longer_than_half_the_room_is_cut_where_the_room_ends() -> None:
    """A long name alone on the line keeps what fits of it: cut at the space before it, the
    line would say nearly nothing."""
    assert word_cut("Kristoffer-Marius-Johannessen took the joker", 20) == "Kristoffer-Marius-Jo"
    assert word_cut("Kari took the joker", 12) == "Kari took"
    assert word_cut("Kari's cards are all face up — 2 more", 31) == "Kari's cards are all face up"


def table_at_sixty(lang: str, forms: tuple[str, ...] | None = None,
                   lap: dict[str, object] | None = None, *, size: tuple[int, int] = (60, 20),
                   ascii: bool = False) -> tuple[str, str, tuple[str, ...]]:
    """The banner at 60×20 (norwegian-6, three players) announcing a final lap (``lap``: the
    view's fields for it) or ``forms``: the banner's line as shown, the screen, the forms."""
    set_language(lang)
    app = make_app("norwegian-6", 3, handover="never", ascii=ascii)

    async def scenario() -> tuple[str, str, tuple[str, ...]]:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen) and table.fitted is not None
            assert table.fitted.banner_lines >= 1
            announced = forms
            if lap is not None:
                v = replace(table.ctrl.table_view(), **lap)  # type: ignore[arg-type]
                names = table.ctrl.names
                announced = (final_lap_banner(v, names), final_lap_banner(v, names, short=True),
                             final_lap_banner(v, names, shortest=True))
            assert announced is not None
            table.banner.announce(*announced)
            await pilot.pause()
            shown = table.banner.cut(table.banner.text, size[0], 1)
            return shown, screen_text(app), announced

    try:
        return asyncio.run(scenario())
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("knocker", [None, 0])
def test_a_final_lap_s_banner_keeps_its_meaning_at_sixty_columns(lang: str,
                                                                 knocker: int | None) -> None:
    """Kari's cards all face up (or Kari knocked), two turns left: the banner says so whole,
    in the first of its forms that fits one line (the names, where a knock leaves room for
    them; else the number of turns left, without "before the hole ends")."""
    shown, text, forms = table_at_sixty(lang, lap={"lap_left": 2, "closer": 0,
                                                    "knocker": knocker, "phase": "play"})
    assert "…" not in shown
    assert shown in {f"! {form}" for form in forms}
    assert "Kari" in shown and ("2" in shown or ("Ola" in shown and "Siri" in shown))
    assert shown in text


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("ending", ["knock", "all_face_up", "redeal"])
def test_a_hole_s_end_s_banner_keeps_its_meaning_at_sixty_columns(lang: str,
                                                                  ending: str) -> None:
    """"Kari's cards are all face up and everyone has had a last turn — the hole is over" lost
    "the hole is over" at 60 columns: its short form says that everyone has had a last turn."""
    set_language(lang)
    forms = (ending_banner(ending, "Kari", True), ending_banner(ending, "Kari", True, short=True))
    shown, text, _forms = table_at_sixty(lang, forms)
    assert "…" not in shown
    assert shown in {f"! {form}" for form in forms}
    assert shown in text


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("ascii", [False, True])
def test_the_banner_is_marked_at_its_start_only(lang: str, ascii: bool) -> None:
    """"! Elsa har alla kort uppvända — en tur till var för Nils !": a "!" at either end read
    as a sentence with its punctuation upside down, in every language, and after "last
    turn." ended twice. The mark (the banner must not rely on colour) stands before it only."""
    lap = {"lap_left": 1, "closer": 0, "knocker": None, "phase": "play"}
    shown, text, forms = table_at_sixty(lang, lap=lap, size=(80, 24), ascii=ascii)
    assert shown == ascii_text(f"! {forms[0]}", ascii)  # "-" for "—" in ASCII
    assert not shown.endswith("!") and shown.count("!") == 1
    assert shown in text
