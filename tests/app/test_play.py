"""Pilot tests: whole holes of every preset played through the keyboard (and one with the mouse),
with the privacy check of the rules specification (RULES.md §9) after every step."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.presets import load_ruleset, preset_names

PRESETS = preset_names()


@pytest.mark.paints
@pytest.mark.parametrize("preset", PRESETS)
def test_keyboard_plays_holes_privately(
    preset: str, app_factory: Callable[..., GolfApp], driver_cls: type
) -> None:
    """Three humans play a hole by keys; no screen shows a card its viewer may not see. Every
    frame is painted, as in a terminal (most app tests paint only what they read)."""

    async def scenario() -> None:
        app = app_factory(preset, 3, holes=9)
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            await driver.play_holes(1)
            match = driver.table().ctrl.match
            assert match.results
            assert "HandoverScreen" in driver.screens_seen

    asyncio.run(scenario())


def test_framed_opponents_play_privately(
    app_factory: Callable[..., GolfApp], driver_cls: type
) -> None:
    """Norwegian four-card (the peeks) at 140×45, where the opponents' cards are framed: a
    hole by keys, no screen showing a card its viewer may not see."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=9)
        async with app.run_test(size=(140, 45)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            await driver.play_holes(1)
            table = driver.table()
            assert table.ctrl.match.results
            assert table.fitted is not None and table.fitted.opponents == "large"

    asyncio.run(scenario())


# Every preset but danish-6, which swedish-6 covers here: the same 2×3 grids, eight of them
# from the same two decks, the same piles and narration at 80×24 (danish-6 differs in how a
# hole ends and what an empty stock does, which the layout does not read; its holes are played
# with the privacy check by test_keyboard_plays_holes_privately).
EIGHT_AT_80x24 = [preset for preset in PRESETS if preset != "danish-6"]


@pytest.mark.parametrize("preset", EIGHT_AT_80x24)
def test_eight_players_small_terminal(
    preset: str, app_factory: Callable[..., GolfApp], driver_cls: type
) -> None:
    """The most players the preset allows (8, or 6 for norwegian-6) at 80×24, in the compact
    layout: a complete hole, with the privacy check at every step. Through it the piles and
    the grid keep their place while the stock's count and the held card's label change; on
    nine cards (the compact form) the piles' row keeps its first word over the grid's left
    edge while the count loses a digit."""

    async def scenario() -> None:
        players = min(8, load_ruleset(preset).players.max)
        app = app_factory(preset, players, holes=2)
        async with app.run_test(size=(80, 24)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = driver.table()
            assert not table.has_class("-too-small")
            places: set[tuple[int, int, int]] = set()
            held: set[str] = set()
            counts: set[int] = set()
            while not table.ctrl.match.results:
                assert driver.steps < 3000, "the match did not move on"
                v = table.ctrl.table_view()
                if app.screen is table and table.built and v.phase != "over":
                    piles, own = table.piles.region, table.own.region
                    places.add((piles.x, piles.width, own.x))
                    held.add(str(table.piles.held_label.render()))
                    counts.add(v.stock_count)
                    if preset == "nine-card":  # the compact form: one row, over the grid
                        assert "-compact" in table.piles.classes
                        lines = driver.text.splitlines()  # as the privacy check read it
                        stock = next(line for line in lines if "Stock " in line)
                        title = next(line for line in lines if " · total " in line)
                        indent = len(title) - len(title.lstrip())
                        assert stock[indent:].startswith("Stock "), (stock, title)
                await driver.step()
            assert len(places) == 1, places
            assert {"In hand", "You drew"} <= held, held
            assert len(counts) > 5, counts  # the count did change
            if preset == "nine-card":  # eight grids of nine: the count goes under 10
                assert max(counts) >= 10 > min(counts), counts
                assert "You took" in held, held
            assert "HandoverScreen" in driver.screens_seen

    asyncio.run(scenario())


def test_mouse_plays_a_hole(app_factory: Callable[..., GolfApp], driver_cls: type) -> None:
    """Drawing by clicking the stock and placing by clicking a card finishes a hole."""

    async def scenario() -> None:
        app = app_factory("swedish-6", 2, holes=9)
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot, mouse=True)
            await driver.settle()
            await driver.play_holes(1)
            assert driver.table().ctrl.match.results

    asyncio.run(scenario())


def test_bots_play_without_handover(
    app_factory: Callable[..., GolfApp], driver_cls: type
) -> None:
    """One human against two computer players: never a hand-over to the only human."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=9, bots={1: "random", 2: "random"})
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            await driver.play_holes(2)
            assert "HandoverScreen" not in driver.screens_seen
            assert "(bot)" in driver.table().ctrl.line or driver.table().ctrl.match.results

    asyncio.run(scenario())


def test_match_over_and_play_again(
    app_factory: Callable[..., GolfApp], driver_cls: type
) -> None:
    """A one-hole match ends on the match-over screen; "again" starts a new table, dealt by
    the next player: the seats turn by one, in the same order of play."""

    async def scenario() -> None:
        app = app_factory("danish-6", 3, holes=1)
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            first = driver.table()
            while not first.ctrl.match.finished:
                await driver.step()
            while type(app.screen).__name__ != "MatchOverScreen":
                await driver.step()
            await app.screen.dismiss("again")
            await pilot.pause()
            again = driver.table()
            assert again is not first
            assert not again.ctrl.match.finished
            before, after = first.ctrl.match, again.ctrl.match
            assert after.players == before.players[1:] + before.players[:1]
            assert after.players[after.hole.dealer] == before.players[(before.results[0].dealer
                                                                       + 1) % 3]

    asyncio.run(scenario())
