"""What the table shows of a person leaving the table at eight seats on 80x24 (a bokmål evening):
the status line's note in fewer words where it does not fit beside whose turn it is, and the
seat's name marked while the change waits for the end of their turn."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import DrawStock
from golf_tui.i18n import set_language, translation
from golf_tui.presets import load_ruleset

from .conftest import at_the_draw, make_app, screen_text
from .test_leaving import chosen, run, until_at_keys

pytestmark = pytest.mark.usefixtures("own_home")

NAMES = ["Kari", "Ola", "Siri", "Per", "Liv", "Bjørn", "Ane", "Tor"]


def eight_seats() -> GolfApp:
    """Six people and two computers, as the tester's evening."""
    rules = load_ruleset("swedish-6", [], rules=["match.holes=9"])
    seats = tuple(Seat(name, "normal" if i >= 6 else "human") for i, name in enumerate(NAMES))
    return GolfApp(GameConfig(rules, seats, seed=3, handover="never", animations=False,
                              bot_delay=0.0))


async def left(pilot: Any, name: str, lang: str) -> TableScreen:
    """At Kari's turn, the palette's "A computer plays for ``name``…" at the normal level: the
    table."""
    driver, table = await at_the_draw(pilot)
    await until_at_keys(driver, "Kari")
    run(pilot.app, translation(lang).gettext("A computer plays for %(name)s…") % {"name": name})
    await chosen(pilot)
    await driver.settle()
    return table


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_the_note_of_one_who_left_fits_beside_a_computers_turn(lang: str) -> None:
    """"Bjørn gikk fra bordet: en bot spille…" was cut in the status line during a computer's
    turn at 80 columns: whose turn and the pace took the room. A shorter form fits whole."""
    set_language(lang)
    app = eight_seats()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await left(pilot, "Bjørn", lang)
        bjorn = NAMES.index("Bjørn")
        table.pace = 0.5
        right = table._status_right(bjorn)[0]  # Bjørn's seat's turn, a computer's, paced
        table.status.show(table.status.title, right, 80)
        await pilot.pause()
        top = screen_text(app).splitlines()[0]
        assert right in top, top
        assert "…" not in top and "Bjørn" in top, top
        assert table.status.note_shown() in table.ctrl.line_forms


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_a_change_waiting_for_the_end_of_her_turn_is_shown_by_her_name(lang: str) -> None:
    """Siri draws, then the palette's "A computer plays for Siri…": the change waits for the end
    of her turn (as it should), but nothing on the table said so, only the palette's "Siri
    plays on". Her name says it ("→ bot after this turn") until it is called off or made."""
    t = translation(lang)
    set_language(lang)
    waits = t.gettext("→ bot after this turn")
    app = eight_seats()
    async with app.run_test(size=(80, 24)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        siri = NAMES.index("Siri")
        while not (ctrl.current == siri and ctrl.at_keys_to_act()
                   and DrawStock() in ctrl.table_view().legal):
            await driver.step()
        await driver.press("d")
        await driver.settle()
        assert waits not in screen_text(app)
        args = {"name": "Siri"}
        run(app, t.gettext("A computer plays for %(name)s…") % args)
        await chosen(pilot)
        assert siri in ctrl.pending and not ctrl.is_bot(siri)
        own = [line for line in screen_text(app).splitlines() if "Siri" in line and waits in line]
        assert own, screen_text(app)
        run(app, t.gettext("%(name)s plays on") % args)  # called off: the words go
        await pilot.pause()
        assert siri not in ctrl.pending and waits not in screen_text(app)
        run(app, t.gettext("A computer plays for %(name)s…") % args)
        await chosen(pilot)
        assert waits in screen_text(app)
        turn = ctrl.turn
        while ctrl.turn == turn:  # her move made: the change is, and the words go
            await driver.step()
        assert ctrl.is_bot(siri) and waits not in screen_text(app), screen_text(app)


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("pending", ["bot", "back"])
def test_a_waiting_change_fits_the_narrowest_box(lang: str, pending: str) -> None:
    """In an opponent's box the words go in its bottom edge, in fewer words ("→ bot") where the
    box is narrow, the computer's level giving way before them."""
    from golf_tui.app.layout import box_width
    from golf_tui.app.widgets.opponents import PENDING, Seat, frame_subtitle

    set_language(lang)
    t = translation(lang)
    full, short = (t.gettext(words) for words in PENDING[pending])
    seat = Seat(2, "Siri", 12, (None,) * 6, False, True, (),
                "normal" if pending == "back" else None, pending=pending)
    assert frame_subtitle(seat, False, 40).endswith(full)
    narrow = frame_subtitle(seat, False, box_width(3))
    assert narrow.endswith(short) and cell_len(narrow) <= box_width(3) - 6, narrow


async def test_the_note_of_one_who_left_during_a_final_lap_is_all_hers() -> None:
    """Siri leaves while the final lap's banner is up: the status line's note, in whichever of
    its forms fits, says she left. The table read its shorter forms back from the narration's
    (``line_forms``), whose last, while a banner is up, is the move before alone ("Kari drew
    from the stock."): where nothing longer fitted, the note told that move instead."""
    app = make_app("swedish-6", 3)
    async with app.run_test(size=(80, 24)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        siri = ctrl.names.index("Siri")
        while not (ctrl.banner and ctrl.at_keys_to_act() and ctrl.current != siri
                   and app.screen is table and not ctrl.reveal_holds):
            assert driver.steps < 2000
            await driver.step()
        app.seat_change(siri, "normal")
        await pilot.pause()
        assert ctrl.is_bot(siri)
        forms = (table.status.noted, *table.status.shorter)
        assert all("Siri left" in form for form in forms), forms
