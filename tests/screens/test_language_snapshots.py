"""The setup screen at 80×24 in Norwegian, Swedish and Danish: nothing truncated or overflowing.

To be generated after translation: while a language's catalog has not translated the setup
screen yet, its tests are skipped (an English-looking snapshot would prove nothing). Once it has,
they run; create their snapshots with ``pytest tests/screens/test_language_snapshots.py
--snapshot-update``, look at every one (long Norwegian and Danish words!), and commit them.
"""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot
from textual.widgets import Button, Checkbox, Input, Label

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.i18n import set_language, translation

from .screen_host import ScreenHost

SCANDINAVIAN = ["nb", "sv", "da"]
EIGHT = ("Kari", "Ola", "Siri", "Per", "Anne", "Nils", "Liv", "Tor")
# Messages of the setup screen that show whether a catalog has translated it (not "Start ▶":
# Norwegian and Danish say "Start" too).
SETUP_MESSAGES = ("Golf · new match", "Players, in turn order", "+ Add player", "Language",
                  "Animations")


def setup_translated(lang: str) -> bool:
    t = translation(lang)
    return all(t.gettext(m) != m for m in SETUP_MESSAGES)


def languages() -> list[Any]:
    return [pytest.param(lang, id=lang, marks=pytest.mark.skipif(
        not setup_translated(lang),
        reason=f"{lang}: the setup screen is not translated yet; generate these snapshots"
               " after translation")) for lang in SCANDINAVIAN]


async def steady(pilot: Pilot[Any]) -> None:
    """No blinking cursor; and no label, button or checkbox cut short."""
    for field in pilot.app.screen.query(Input):
        field.cursor_blink = False
    await pilot.pause()
    assert clipped(pilot) == []


def clipped(pilot: Pilot[Any]) -> list[str]:
    """The one-line texts on screen wider than the room they were given."""
    out = []
    for widget in pilot.app.screen.query("Label, Button, Checkbox"):
        if not widget.display or not widget.region:
            continue
        if isinstance(widget, Checkbox):
            text, room = str(widget.label), widget.content_region.width - 4  # "▐X▌ "
        elif isinstance(widget, Button):
            text, room = str(widget.label), widget.content_region.width
        elif isinstance(widget, Label):
            text, room = str(widget.render()), widget.content_region.width
        else:
            continue
        if "\n" not in text and cell_len(text) > room:
            out.append(f"{widget!r}: {text!r} in {room} cells")
    return out


def shot(snap_compare: Any, lang: str, settings: Settings) -> bool:
    set_language(lang)
    app = ScreenHost(lambda: SetupScreen(settings, remember=False))
    return bool(snap_compare(app, terminal_size=(80, 24), run_before=steady))


@pytest.mark.parametrize("lang", languages())
class TestSetupInEachLanguage:
    def test_two_players(self, snap_compare: Any, lang: str) -> None:
        """A first run: two players, Swedish six-card, ready to start."""
        assert shot(snap_compare, lang, Settings())

    def test_eight_players_danish(self, snap_compare: Any, lang: str) -> None:
        """The fullest screen: eight players with a bot, a choice and a switch on."""
        settings = Settings(
            seats=[SeatSetting(name=n, kind="random" if n == "Tor" else "human") for n in EIGHT],
            ruleset="danish-6", house_rules={"danish-6": ["jokers=minus-5", "final-lap"]},
        )
        assert shot(snap_compare, lang, settings)


async def test_the_clipping_check_sees_a_cut_label() -> None:
    """English fits; the same screen with the Language label squeezed is reported."""
    set_language("en")
    app = ScreenHost(lambda: SetupScreen(Settings(), remember=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert clipped(pilot) == []
        app.screen.query_one("#language-label", Label).styles.width = 3
        await pilot.pause()
        cut = clipped(pilot)
        assert len(cut) == 1, cut
