"""The command palette provider: entries the app can run appear, and choosing one runs its
action; entries whose action the app lacks are left out."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App
from textual.command import CommandPalette

from golf_tui.app.commands import ENTRIES, GOLF_COMMANDS, GolfCommands
from golf_tui.app.screens.help import KeysScreen


class PaletteHost(App[None]):
    COMMANDS: ClassVar = App.COMMANDS | GOLF_COMMANDS

    def __init__(self) -> None:
        super().__init__()
        self.ran: list[str] = []

    def action_show_keys(self) -> None:
        self.push_screen(KeysScreen())

    def action_show_rules(self) -> None:
        self.ran.append("rules")


async def test_choosing_keys_runs_the_app_action() -> None:
    app = PaletteHost()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"keys for the table")
        await pilot.pause()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)


async def test_only_available_entries_are_offered() -> None:
    app = PaletteHost()
    async with app.run_test(size=(80, 24)):
        provider = GolfCommands(app.screen)
        names = [hit.text async for hit in provider.discover()]
    assert "Keys for the table" in names and "Rules" in names
    assert "Theme: dark / light" in names and "Theme: choose…" in names
    assert "New match" not in names and "Scorecard" not in names
    assert {e.action for e in ENTRIES} >= {"new_match", "show_rules", "show_scorecard"}
