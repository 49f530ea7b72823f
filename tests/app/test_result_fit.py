"""The hole result fits its grids to the room after each refresh (``_fit_body``): a call left
over for a screen whose boxes are gone (taken down, or composed anew in another language) does
nothing. It raised ``NoMatches`` once, at the end of a loaded test run, as the app closed."""

from __future__ import annotations

from golf_tui.app.screens.summary import HoleResultScreen

from .conftest import make_app, type_key

# Norwegian four-card, Kari and Ola: Ola peeks and knocks, Kari peeks, draws and throws the card
# away (the last key, x), which ends hole 1.
HOLE_ONE = ["enter", "3", "4", "enter", "k", "k", "enter", "3", "4", "enter", "d", "x"]


async def test_fitting_a_result_whose_boxes_are_gone_does_nothing() -> None:
    app = make_app("norwegian-4", 2, holes=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in HOLE_ONE:
            type_key(app, key)
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HoleResultScreen)
        screen._fit_body()  # with its boxes: fitted
        await screen.query_one("#summary-body").remove()
        screen._fit_body()  # without: nothing to fit, no error
        screen._fit_columns(80)  # nor columns (its mount, handled late on a loaded machine)
        assert isinstance(app.screen, HoleResultScreen)


def test_a_pairs_brackets_and_values_stand_in_one_column() -> None:
    """The hole's result showed "[10♦] 0" over "[J♣]  0": a column off, the bracket closing
    where a ten's closes only for the ten. Every card takes five cells, the brackets round all
    but the last, so "]" and the value after it line up whatever the rank."""
    from golf_tui.app.widgets.hole_grid import _card_text
    from golf_tui.engine.cards import parse_card

    for ascii in (False, True):
        drawn = {label: _card_text(parse_card(label), ascii, True).plain
                 for label in ("10d", "Jc", "7s")}
        assert {text.index("]") for text in drawn.values()} == {4}, drawn
        assert {len(text) for text in drawn.values()} == {5}, drawn
        plain = {label: _card_text(parse_card(label), ascii, False).plain
                 for label in ("10d", "Jc")}
        assert {len(text) for text in plain.values()} == {5}, plain
