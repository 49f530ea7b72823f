"""The piles' row: a long name is cut to its pile, and each label keeps its gap in every
language and size. That the row keeps its place through a whole hole is checked where eight
players play one at 80×24 (``test_play.test_eight_players_small_terminal``)."""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import pytest
from textual.app import App, ComposeResult

from golf_tui.app.layout import PILE_WIDTH
from golf_tui.app.widgets.piles import Piles
from golf_tui.engine import DrawStock, Match, TakeDiscard, legal_actions, play, view
from golf_tui.i18n import _, set_language
from golf_tui.presets import load_ruleset

from .conftest import at_the_draw, make_app, screen_text

LONG = "Maximilianussens"  # 16 characters, the longest name a seat may have


class PilesApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Piles(id="piles")


def held_match(ruleset: str, players: int, held_from: str) -> Match:
    """A match whose first turn after the opening holds a card from ``held_from``."""
    m = Match.start(load_ruleset(ruleset), [f"p{i}" for i in range(players)], 4)
    while DrawStock() not in legal_actions(m.hole):
        m = play(m, legal_actions(m.hole)[0])
    return play(m, DrawStock() if held_from == "stock" else TakeDiscard())


async def show_held(pilot: Any, size: str, m: Match, name: str) -> Piles:
    """The piles of ``m`` at ``size``, someone else (``name``) holding the drawn card."""
    piles = pilot.app.query_one(Piles)
    piles.set_size(size)
    piles.show(view(m.hole, None), name=name, at_keys=False, ascii=False)
    await pilot.pause()
    return piles


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("size", ["huge", "big", "large", "medium", "compact"])
@pytest.mark.parametrize("held_from", ["stock", "discard"])
def test_another_players_long_name_is_cut_to_its_pile(lang: str, size: str,
                                                       held_from: str) -> None:
    async def scenario() -> None:
        set_language(lang)
        app = PilesApp()
        async with app.run_test(size=(100, 10)) as pilot:
            piles = await show_held(pilot, size, held_match("swedish-6", 3, held_from), LONG)
            label = str(piles.held_label.render())
            assert label.startswith(LONG[:3]) and "…" in label, label
            assert len(label) + 1 <= (piles.held_label.region.width if size == "compact"
                                      else PILE_WIDTH[size]), label
            # the whole label is on screen: inside its pile, and inside the row
            assert piles.held_label.region.right <= piles.region.right
            shown = piles.held_label.content_region
            assert shown.width >= len(label)

    asyncio.run(scenario())


def test_a_short_name_is_shown_whole() -> None:
    async def scenario() -> None:
        app = PilesApp()
        async with app.run_test(size=(100, 10)) as pilot:
            piles = await show_held(pilot, "large", held_match("norwegian-4", 2, "stock"), "Ola")
            assert str(piles.held_label.render()) == "Ola drew"

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("size", ["huge", "big", "large", "medium", "compact"])
def test_pile_labels_keep_a_gap_in_every_language(lang: str, size: str) -> None:
    """"Trækbunke 38" (Danish) filled its pile and ran into "Afkast 2" with one space between;
    every label keeps two at the least, whatever the language and the size."""
    async def scenario() -> None:
        set_language(lang)
        app = PilesApp()
        async with app.run_test(size=(100, 10)) as pilot:
            piles = await show_held(pilot, size, held_match("swedish-6", 2, "stock"), "Ola")
            labels = (piles.stock_label, piles.discard_label, piles.held_label)
            for label, after in itertools.pairwise(labels):
                text = str(label.render()).rstrip()
                gap = after.region.x - (label.region.x + len(text))
                assert gap >= 2, (str(label.render()), str(after.render()), gap)

    asyncio.run(scenario())


@pytest.mark.parametrize("size", ["large", "medium"])  # big's and huge's piles have room to spare
def test_the_gap_stays_when_the_size_is_set_again(size: str) -> None:
    """The table sets the piles' size again when it is fitted again (a resize, once behind
    every hand-over) and draws them after: setting it reset "Trækbunke 38"'s pile to the
    size's width, its gap before "Afkast" went, and the row moved a column until the next
    move."""
    async def scenario() -> None:
        set_language("da")
        app = PilesApp()
        async with app.run_test(size=(100, 10)) as pilot:
            piles = await show_held(pilot, size, held_match("swedish-6", 2, "stock"), "Ola")
            before = piles.discard_label.region.x
            piles.set_size(size)
            await pilot.pause()
            text = str(piles.stock_label.render()).rstrip()
            gap = piles.discard_label.region.x - (piles.stock_label.region.x + len(text))
            assert gap >= 2 and piles.discard_label.region.x == before, (text, gap)

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_eight_players_compact_row_keeps_the_card_in_hand_on_60_columns(lang: str) -> None:
    """Eight players at 60×20: the row of compact piles keeps the card drawn and its label on
    the screen. In Norwegian "Trekkbunke 54 … Avkastbunke 1" pushed them off its edge: "Du
    tra", and the card was not shown at all."""
    set_language(lang)
    app = make_app("swedish-6", 8, bots={seat: "normal" for seat in range(2, 8)},
                   handover="never")
    async with app.run_test(size=(60, 20)) as pilot:
        _driver, table = await at_the_draw(pilot)
        await pilot.press("d")
        await pilot.pause()
        piles = table.piles
        assert piles.held.region.right <= 60, (piles.region, piles.held.region)
        assert str(piles.held_label.render()).strip() == _("You drew")
        assert str(piles.held.render()).strip() in screen_text(app)
