"""ASCII mode reads as the Unicode table does: a key whose words end in "…" (a choice follows:
"Flip…", which card?) was drawn "f Flip." one cell for one cell, a full stop; and the mark of
the player to act, "▶ " before a name, was ">" with no space (">Ola | total 0")."""

from __future__ import annotations

import pytest

from golf_tui.app.ascii_signs import ascii_words

from .conftest import at_the_draw, make_app, screen_text


def test_a_keys_closing_ellipsis_goes_and_other_signs_are_written_out() -> None:
    assert ascii_words("Flip…") == "Flip"
    assert ascii_words("Peek…") == "Peek"
    assert ascii_words("Draw") == "Draw"
    assert ascii_words("ctrl+↑ · x") == "ctrl+Up | x"


@pytest.mark.parametrize(("preset", "house", "key"), [("norwegian-6", (), "f Flip "),
                                                       ("norwegian-4", ("peek-penalty",),
                                                        "p Peek ")])
async def test_the_footer_and_the_own_grid_read_right_in_ascii(
        preset: str, house: tuple[str, ...], key: str) -> None:
    """At the draw in ASCII mode at 80×24: "f Flip" (or "p Peek") in the footer, no full stop
    after it, and "> Ola" over the own grid, as "▶ Ola" is in Unicode."""
    app = make_app(preset, 2, ascii=True, house=house)
    async with app.run_test(size=(80, 24)) as pilot:
        driver, table = await at_the_draw(pilot)
        if table.ctrl.reveal_holds:  # the opening peek's cards, shown until Enter
            await driver.press("enter")
            await driver.settle()
        lines = screen_text(app).splitlines()
        footer = lines[-1]
        assert key in footer and key.strip() + "." not in footer, footer
        name = table.ctrl.names[table.ctrl.keys]
        assert any(line.strip().startswith(f"> {name} | total") for line in lines), lines


@pytest.mark.parametrize("ascii", [False, True])
async def test_the_keys_page_says_choose_with_three_dots_in_ascii(ascii: bool) -> None:
    """The palette's line on the keys page (?) ended "Theme: dark / light / choose." in ASCII
    mode, the "…" of "choose…" drawn one cell for one as a full stop; the footers say "..."."""
    app = make_app("swedish-6", 2, ascii=ascii)
    async with app.run_test(size=(120, 50)) as pilot:
        await at_the_draw(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        if ascii:
            assert "Theme: dark / light / choose..." in text, text
            assert "choose." not in text.replace("choose...", "")
        else:
            assert "Theme: dark / light / choose…" in text, text
