"""SVG snapshots of the table and the hand-over screen at 80×24, 120×40 and larger (seeded
deals, no bot delay, no animations, no clock). Update with ``pytest --snapshot-update`` after a
deliberate change, and look at the new SVGs before committing them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from golf_tui.app.app import GolfApp


async def _opening(pilot: Any) -> None:
    """Take the keys and do the opening flips (2×3: 1 and 5; 3×3: 1, 5 and 9)."""
    await pilot.press("enter")
    await pilot.press("1", "5")
    if pilot.app.screen.ctrl.table_view().phase == "opening":
        await pilot.press("9")


async def _a_round(pilot: Any, turns: int = 8) -> None:
    """With no hand-overs: every player's turn once (or ``turns`` turns), from the first: the
    opening flips (1 and 5; and 9 on 3×3), then a card drawn and put in place of card 2."""
    ctrl = pilot.app.screen.ctrl
    first = ctrl.table_view().current
    for _ in range(turns):
        seat = ctrl.table_view().current
        await pilot.press("1", "5")
        if ctrl.table_view().current == seat and ctrl.table_view().phase == "opening":
            await pilot.press("9")
        await pilot.press("d", "2")
        if ctrl.table_view().current == first:
            return


class TestTable:
    """The table screen in its main forms."""

    def test_six_card_four_players_80x24(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Swedish six-card, four players at 80×24: after the opening flips, a card drawn."""

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)
            await pilot.press("enter")  # hand-over to the next player
            await pilot.press("1", "5", "d")

        app = app_factory("swedish-6", 4, seed=11)
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

    def test_six_card_four_players_120x40(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """The same moment at 120×40: large cards everywhere."""

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)
            await pilot.press("enter")
            await pilot.press("1", "5", "d")

        app = app_factory("swedish-6", 4, seed=11)
        assert snap_compare(app, terminal_size=(120, 40), run_before=run_before)

    def test_nine_card_eight_players_80x24(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Nine-card with eight players at 80×24: the compact grid for the player at the keys."""

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)

        app = app_factory("nine-card", 8, seed=5)
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

    def test_four_card_opening_peek_120x40(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Norwegian four-card: the opening peek shows the two bottom cards, once."""

        async def run_before(pilot: Any) -> None:
            await pilot.press("enter", "3", "4")

        app = app_factory("norwegian-4", 3, seed=2)
        assert snap_compare(app, terminal_size=(120, 40), run_before=run_before)

    def test_four_card_after_peek_80x24(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """After Enter the peeked cards are backs again; the prompt offers draw, take, knock."""

        async def run_before(pilot: Any) -> None:
            await pilot.press("enter", "3", "4", "enter")

        app = app_factory("norwegian-4", 3, seed=2)
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

    def test_two_players_80x24(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Two players at 80×24: one opponent centred above the piles and the own grid."""

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)
            await pilot.press("d")

        app = app_factory("swedish-6", 2, seed=11)
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

    def test_two_players_120x40(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Two players at 120×40: big cards, centred."""

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)
            await pilot.press("d", "down")

        app = app_factory("swedish-6", 2, seed=11)
        assert snap_compare(app, terminal_size=(120, 40), run_before=run_before)

    def test_six_card_eight_players_80x24(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Danish six-card with eight players at 80×24: opponents four and three to a row, the
        own grid in the medium (one-line) frames."""

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)

        app = app_factory("danish-6", 8, seed=5)
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

    def test_nine_card_eight_players_120x40(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Nine-card with eight players at 120×40: big cards and opponents evened out."""

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)
            await pilot.press("d")

        app = app_factory("nine-card", 8, seed=5)
        assert snap_compare(app, terminal_size=(120, 40), run_before=run_before)

    def test_final_lap_banner(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Norwegian four-card: Kari knocks; Ola's table carries the final-lap banner."""

        async def run_before(pilot: Any) -> None:
            for _ in range(2):  # each player: hand-over, opening peek, draw and place
                await pilot.press("enter", "3", "4", "enter", "d", "1")
            await pilot.press("enter", "k", "k", "enter")

        app = app_factory("norwegian-4", 2, seed=2)
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

    def test_no_color(self, snap_compare: Any, app_factory: Callable[..., GolfApp],
                      monkeypatch: Any) -> None:
        """NO_COLOR: faces, backs, the drawn card and the seat to act still tell apart (by
        glyphs, frames and brackets)."""
        monkeypatch.setenv("NO_COLOR", "1")

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)
            await pilot.press("enter", "1", "5", "d")

        app = app_factory("swedish-6", 4, seed=11)
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)

    def test_too_small(self, snap_compare: Any, app_factory: Callable[..., GolfApp]) -> None:
        """Below the smallest size that fits, one clear message."""

        async def run_before(pilot: Any) -> None:
            await pilot.press("enter")

        app = app_factory("nine-card", 8, seed=5)
        assert snap_compare(app, terminal_size=(60, 16), run_before=run_before)

    def test_ascii(self, snap_compare: Any, app_factory: Callable[..., GolfApp]) -> None:
        """ASCII mode: ``7h`` faces and ``##`` backs."""

        async def run_before(pilot: Any) -> None:
            await _opening(pilot)

        app = app_factory("danish-6", 3, seed=4, ascii=True)
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


class TestLargeTable:
    """A large terminal: the opponents' cards framed like the piles' (``layout.fit``), the
    table in the middle of the screen's height."""

    def test_framed_opponents_140x45(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Swedish six-card, four players at 140×45 after a round: the opponents in two-line
        frames, faces with their suits (the red ones red), backs in the pattern; a card
        drawn."""

        async def run_before(pilot: Any) -> None:
            await _a_round(pilot)
            await pilot.press("d")

        app = app_factory("swedish-6", 4, seed=11, handover="never")
        assert snap_compare(app, terminal_size=(140, 45), run_before=run_before)

    def test_framed_opponents_eight_players_140x45(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Danish six-card with eight players at 140×45 after four turns: one-line frames,
        four and three to a row, evened out."""

        async def run_before(pilot: Any) -> None:
            await _a_round(pilot, turns=4)

        app = app_factory("danish-6", 8, seed=5, handover="never")
        assert snap_compare(app, terminal_size=(140, 45), run_before=run_before)

    def test_framed_opponents_ascii_160x50(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Nine-card, three players, ASCII mode at 160×50 after a round: the framed cards in
        ``+-+`` and ``|``, ``7h`` faces and ``#`` backs."""

        async def run_before(pilot: Any) -> None:
            await _a_round(pilot)

        app = app_factory("nine-card", 3, seed=4, ascii=True, handover="never")
        assert snap_compare(app, terminal_size=(160, 50), run_before=run_before)

    def test_huge_cards_two_players_200x55(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Nine-card, two players at 200×55 after a round: the own grid and the piles in the
        cards beyond ``big`` (``huge``: the suit between blank lines), the opponent's in
        two-line frames; a card drawn."""

        async def run_before(pilot: Any) -> None:
            await _a_round(pilot)
            await pilot.press("d")

        app = app_factory("nine-card", 2, seed=5, handover="never")
        assert snap_compare(app, terminal_size=(200, 55), run_before=run_before)

    def test_huge_cards_four_players_200x55(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Swedish six-card, four players at 200×55 after a round: the own grid ``huge``, the
        opponents' cards ``big`` in their frames, the talk's lines for three others' moves."""

        async def run_before(pilot: Any) -> None:
            await _a_round(pilot)
            await pilot.press("d")

        app = app_factory("swedish-6", 4, seed=5, handover="never")
        assert snap_compare(app, terminal_size=(200, 55), run_before=run_before)

    def test_eight_players_120x40(
        self, snap_compare: Any, app_factory: Callable[..., GolfApp]
    ) -> None:
        """Swedish six-card, eight players at 120×40 after a round: the own grid ``big``, the
        opponents compact (frames would take the lines the recap of seven moves has, or the
        own grid's size: ``layout``)."""

        async def run_before(pilot: Any) -> None:
            await _a_round(pilot)
            await pilot.press("d")

        app = app_factory("swedish-6", 8, seed=5, handover="never")
        assert snap_compare(app, terminal_size=(120, 40), run_before=run_before)


class TestHandover:
    """The hand-over screen covers the table."""

    def test_handover_80x24(self, snap_compare: Any, app_factory: Callable[..., GolfApp]) -> None:
        """"Pass to …" and nothing else of the table."""
        app = app_factory("swedish-6", 3, seed=1)
        assert snap_compare(app, terminal_size=(80, 24))
