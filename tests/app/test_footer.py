"""The table's footer: new keys are not restyled one by one when the keys change.

Textual's ``FooterKey`` starts compact and is then bound to its footer's style, so every key
was restyled twice each time the screen's keys changed (every turn): with eight players on nine
cards that was a tenth of the time a turn took to draw."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from textual.app import App
from textual.dom import DOMNode
from textual.widgets._footer import FooterKey

from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.footer import FittingFooter

from .conftest import make_app


def test_changed_keys_are_not_restyled_one_by_one(monkeypatch: pytest.MonkeyPatch) -> None:
    async def scenario() -> None:
        app = make_app("nine-card", 8, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(8):  # every player's opening flips
                await pilot.press("1", "5", "9")
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            footer = app.screen.query_one(FittingFooter)
            old_keys = set(footer.query(FooterKey))
            restyled: list[DOMNode] = []
            update_styles = App.update_styles

            def record(self: App[Any], node: DOMNode, animate: bool = True) -> None:
                restyled.append(node)
                update_styles(self, node, animate)

            monkeypatch.setattr(App, "update_styles", record)
            await pilot.press("d")  # drawing changes the keys: the places, "Throw away"
            await pilot.pause()
            await pilot.pause()
            keys = list(footer.query(FooterKey))
            assert old_keys.isdisjoint(keys)
            assert any(key.action == "throw" for key in keys)
            assert [n for n in restyled if isinstance(n, FooterKey)] == []
            for key in keys:  # as Textual leaves them: only the palette's key is compact
                palette = key.has_class("-command-palette")
                assert key.compact == key.has_class("-compact") == palette

    asyncio.run(scenario())


def test_the_keys_are_composed_again_only_when_they_change() -> None:
    """A refresh of the bindings that leaves the same keys keeps the keys shown; a move that
    changes them (drawing: now the places and "Throw away") composes them again."""

    async def scenario() -> None:
        app = make_app("swedish-6", 2, handover="never")
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("1", "5", "1", "5")  # both players' opening flips
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            footer = table.query_one(FittingFooter)
            shown = list(footer.query(FooterKey))
            table.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            assert list(footer.query(FooterKey)) == shown
            await pilot.press("d")
            await pilot.pause()
            await pilot.pause()
            after = list(footer.query(FooterKey))
            assert set(after).isdisjoint(shown)
            assert any(key.action == "throw" for key in after), [k.action for k in after]

    asyncio.run(scenario())
