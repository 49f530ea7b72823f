"""A card's position key is not read as part of the card: a framed card of the own grid has it
dimmed in its frame's bottom edge ("╰─ 3 ─╯"), none inside ("4♠    3" read as a 3), and a
compact card (no frame) dimmed before the rank. Checked at 80×24 with eight players on 2×2,
2×3 and 3×3 grids, and in ASCII mode."""

from __future__ import annotations

import re

import pytest

from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.card import CardBox

from .conftest import at_the_draw, make_app, screen_text


@pytest.mark.parametrize(("ruleset", "ascii"), [("norwegian-4", False), ("swedish-6", False),
                                                ("swedish-6", True), ("nine-card", False)])
async def test_the_position_key_is_outside_the_card(ruleset: str, ascii: bool) -> None:
    app = make_app(ruleset, 8, ascii=ascii)
    async with app.run_test(size=(80, 24)) as pilot:
        _driver, table = await at_the_draw(pilot)
        assert isinstance(table, TableScreen)
        boxes = list(table.own.query(CardBox))
        assert len(boxes) == table.size_
        size = table.fitted.size if table.fitted else ""
        text = screen_text(app)
        for box in boxes:
            key = str(box.pos + 1)
            inside = box.render()
            if size == "compact":  # no frame: dimmed, before the rank
                assert inside.plain.startswith(key)
                assert any(span.style == "dim" for span in inside.spans)
                continue
            assert box.border_subtitle == key
            # the card's own lines: a back's pattern or a face, and no position key
            if box._kind != "face":
                assert not re.search(r"\d", inside.plain), inside.plain
            # in a frame's bottom edge: round, dashed (peeked at), heavy (the cursor), ASCII
            assert re.search(rf"[╰┗+][─╍━\-*=] {key} [─╍━\-*=][╯┛+]", text), text
