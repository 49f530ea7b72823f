"""A computer player's opening (its flips, or its peeks) is one paced step: one wait at the pace,
then all of it at once, told in one line ("Ola (bot) flipped the 5♣, the K♥ and the 2♦."); the
log still tells each flip. Nine-card with seven computers and Kari dealing (she plays last) made
her wait through 21 flips at the pace, each one alone, before her first move (31 s).

The pace is counted, not timed: the table's timer for a move waiting out its pace is kept by the
test, which notes the move and plays it at once."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.screen import Screen

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.table import TableScreen
from golf_tui.engine import Action, Flip, Peek, SeatView

from .conftest import Pondering, assert_private, at_the_draw, make_app

Paced = list[tuple[int, str, Action]]


class Stopped:
    """What the test's ``set_timer`` gives back: a timer that is never left to run."""

    def stop(self) -> None:
        pass


@pytest.fixture
def paced(monkeypatch: pytest.MonkeyPatch) -> Paced:
    """Each computer move that waits out its pace is played at once instead, and noted here:
    (its seat, the phase it was made in, the action)."""
    noted: Paced = []

    def kept(self: TableScreen, delay: float, callback: Callable[[], None],
             *args: Any, **kwargs: Any) -> Any:
        pending = self._bot_pending
        if pending is None:  # another timer (a passing note's)
            return Screen.set_timer(self, delay, callback, *args, **kwargs)
        assert delay > 0
        noted.append((self.ctrl.current, self.ctrl.public_view().phase, pending[2]))
        self.call_later(callback)
        return Stopped()

    monkeypatch.setattr(TableScreen, "set_timer", kept)
    return noted


def slow_app(preset: str, players: int, bots: dict[int, str]) -> GolfApp:
    """A seeded app whose computers move at a pace of a minute (``paced`` counts it). Every
    move but an opening's later steps waits for it, however slowly the machine runs: at two
    seconds, a move chosen on a loaded machine more than two seconds into its turn was played
    at once, unpaced, and the count came out one short."""
    app = make_app(preset, players, seed=5, bots=bots)
    assert app.config is not None
    app.config = dataclasses.replace(app.config, bot_delay=60.0)
    return app


async def until_kari_acts(app: GolfApp, pilot: Pilot[Any]) -> TableScreen:
    """Wait until the table is built and Kari, at the keys, is to act."""
    for _ in range(3000):
        table = app.table
        if table is not None and table.built and table.ctrl.at_keys_to_act() and not table.busy:
            return table
        await pilot.pause()
    raise AssertionError("Kari never got the turn")


@pytest.mark.parametrize(("preset", "players", "kind", "count"), [
    ("nine-card", 8, Flip, 3), ("norwegian-4", 4, Peek, 2)])
async def test_a_computers_opening_waits_out_the_pace_once(paced: Paced, preset: str,
                                                            players: int, kind: type,
                                                            count: int) -> None:
    """Kari deals and plays last. Nine-card with seven computers: each one's three opening
    flips wait out the pace once (21 times before), and every other move of theirs as
    before; four-card with three: each one's two opening peeks once."""
    bots = {seat: "normal" for seat in range(1, players)}
    app = slow_app(preset, players, bots)
    async with app.run_test(size=(100, 40)) as pilot:
        table = await until_kari_acts(app, pilot)
        ctrl = table.ctrl
        actions = ctrl.match.actions
        assert sum(isinstance(a, kind) for a in actions) == count * len(bots)
        openings = [(seat, action) for seat, phase, action in paced if phase == "opening"]
        assert [seat for seat, _ in openings] == list(bots)  # one wait an opening
        assert all(isinstance(action, kind) for _, action in openings)
        assert len(paced) == len(actions) - (count - 1) * len(bots)  # the rest: at once
        if kind is Flip:
            # Kari's catching up tells each computer's opening as one move, its cards in
            # the order flipped; the log still tells each flip, with its place
            told = [line.text for line in ctrl.recap()]
            lines = [line for line, _ in ctrl.log_lines()]
            for seat in bots:
                who = ctrl.who(seat)
                flips = [line for line in lines if line.startswith(f"{who} flipped the ")]
                assert len(flips) == count
                cards = [line.split(" flipped the ")[1].split()[0] for line in flips]
                assert f"{who} flipped the {cards[0]}, the {cards[1]} and the {cards[2]}." \
                    in told


async def test_a_persons_opening_flips_are_told_one_by_one() -> None:
    """Kari's own opening is as it was: a line a flip, as she makes them."""
    app = make_app("nine-card", 2, seed=5, bots={1: "normal"})
    async with app.run_test(size=(100, 40)) as pilot:
        table = await until_kari_acts(app, pilot)
        ctrl = table.ctrl
        assert ctrl.public_view().phase == "opening"
        await pilot.press("1")
        await pilot.pause()
        first = ctrl.line
        assert first.startswith("Kari flipped the ") and first.endswith(" top-left.")
        await pilot.press("2")
        await pilot.pause()
        assert ctrl.line.startswith("Kari flipped the ") and ctrl.line.endswith(" top-middle.")
        assert ctrl.opening_goes_on()


class PeeksThenPonders(Pondering):
    """A computer player that makes its opening peeks at once, then thinks until told."""

    def choose(self, view: SeatView) -> Action:
        if all(isinstance(a, Peek) for a in view.legal):
            return view.legal[0]
        return super().choose(view)


async def test_a_computers_opening_peeks_are_never_shown_to_the_person() -> None:
    """A computer (seat 0, dealing: it plays after Ola) has made its opening peeks and thinks
    about its first move: the table of Ola, at the keys, shows none of the cards it looked at,
    and ``reveal`` (drawn on Ola's grid) holds none of them."""
    app = make_app("norwegian-4", 2, seed=5, bots={0: "normal"})
    async with app.run_test(size=(100, 40)) as pilot:
        driver, table = await at_the_draw(pilot)
        ctrl = table.ctrl
        assert ctrl.keys == 1 and not ctrl.match.hole.opened & 1
        bot = PeeksThenPonders()
        ctrl.bots[0] = bot
        try:
            await driver.press("d", "x")
            for _ in range(500):  # until the computer has peeked and ponders its draw
                await pilot.pause()
                if ctrl.match.hole.opened & 1 and ctrl.current == 0 and table.busy:
                    break
            else:
                raise AssertionError("the computer never got to think after its opening")
            assert sum(isinstance(a, Peek) for a in ctrl.match.actions) == 4
            assert ctrl.keys == 1 and not ctrl.reveal
            await pilot.pause()
            assert_private(app)  # no card of the computer's on screen
        finally:
            bot.go.set()
