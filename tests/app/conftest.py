"""Shared helpers for the app tests: building a seeded app, reading the rendered screen as text,
the privacy check against the engine's view, and a driver that plays turns through the keys."""

from __future__ import annotations

import io
import random
import threading
import time
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import textual.message
from rich.console import Console
from textual import events
from textual.app import App
from textual.command import CommandList, CommandPalette
from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Input, Static

from golf_tui.app import timings
from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.glyphs import card_label
from golf_tui.app.screens.deliberate import Deliberate
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.widgets.footer import FittingFooter
from golf_tui.engine import (
    Action,
    Card,
    DrawStock,
    Flip,
    Hole,
    Knock,
    SeatView,
    Swap,
    TakeDiscard,
    ThrowAway,
    view,
)  # fmt: skip
from golf_tui.presets import load_ruleset

SHIPPED_QUIET = timings.QUIET_TIME
NAMES = ["Kari", "Ola", "Siri", "Per", "Liv", "Nils", "Ane", "Tor"]


def make_app(ruleset: str = "swedish-6", players: int = 2, *, holes: int = 9, seed: int = 3,
             bots: dict[int, str] | None = None, handover: str = "auto",
             ascii: bool = False, house: tuple[str, ...] = ()) -> GolfApp:
    """A deterministic app: seeded deals, no animations, no bot delay."""
    rules = load_ruleset(ruleset, list(house), rules=[f"match.holes={holes}"])
    bots = bots or {}
    seats = tuple(Seat(NAMES[i], bots.get(i, "human")) for i in range(players))
    config = GameConfig(rules, seats, seed=seed, handover=handover,  # type: ignore[arg-type]
                        ascii=ascii, animations=False, bot_delay=0.0)
    return GolfApp(config)


class Pondering:
    """A computer player that thinks until told to move: its turn lasts as long as a test
    needs, whatever the machine's speed."""

    kind = "normal"

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, view: SeatView) -> Action:
        self.go.wait(timeout=60)
        return view.legal[0]

    def observe(self, view: SeatView) -> None:
        pass

    def new_hole(self) -> None:
        pass

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        pass


@pytest.fixture
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """For a test that shows the setup (it reads and writes its settings) or switches the
    language: a data folder of the test's own (English before and after: tests/conftest.py)."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    yield


async def setup_shown(app: GolfApp, pilot: Pilot[None],
                      chosen: list[GameConfig | None] | None = None) -> SetupScreen:
    """A setup screen put up over the app's first screen, once it is mounted; what it starts
    with (or None) is appended to ``chosen``."""
    await pilot.pause()
    screen = SetupScreen()
    await app.push_screen(screen, None if chosen is None else chosen.append)
    await pilot.pause()
    return screen


KEY_CHARS = {"enter": "\r", "tab": "\t", "space": " ", "question_mark": "?", "escape": "\x1b",
             "plus": "+", "minus": "-", "ctrl+j": "\n"}


@dataclass
class Clock:
    """The clock every message (a key, a screen put up) is stamped with, standing still."""

    now: float = 1000.0

    def on(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def event_clock(monkeypatch: pytest.MonkeyPatch,
                answers_at_once: float) -> Iterator[Clock]:
    """Textual's event clock stands still until the test moves it (``Clock.on``); the reading
    time and the hand-over's quiet moment are as shipped. The time a key was made is then the
    one the guards against quick keys compare, never how long the machine took."""
    from golf_tui.app import timings

    clock = Clock()
    monkeypatch.setattr(textual.message, "_time", SimpleNamespace(get_time=lambda: clock.now))
    monkeypatch.setattr(timings, "READING_TIME", answers_at_once)
    monkeypatch.setattr(timings, "QUIET_TIME", SHIPPED_QUIET)
    yield clock


async def press_at(pilot: Pilot[Any], clock: Clock, seconds: float, *keys: str) -> None:
    """``keys`` pressed ``seconds`` after the clock's last moment (each a moment after the one
    before, no time between them)."""
    clock.on(seconds)
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def key_made(key: str, time: float) -> events.Key:
    """``key`` (a name as ``pilot.press`` takes it) as the terminal delivers it, made at
    ``time`` (Textual's event clock), to post to the app: the clock may be elsewhere by then."""
    event = events.Key(key, KEY_CHARS.get(key, key if len(key) == 1 else None))
    event.time = time
    return event


def post_together(app: GolfApp, *keys: str) -> None:
    """``keys`` (names as ``pilot.press`` takes them) in the app's queue at once, made at one
    moment, as one read of the terminal delivers them (Pilot's presses, one after the other,
    could be apart by more than the reading time on a loaded machine). Not waited for: for a
    test that acts before the app reads them, or whose keys end the app."""
    made = [events.Key(key, KEY_CHARS.get(key, key if len(key) == 1 else None))
            for key in keys]
    for event in made:
        event.time = made[0].time
        app.post_message(event)


async def keys_together(app: GolfApp, pilot: Pilot[Any], *keys: str) -> None:
    """``post_together``, back once the app has read every key (none waits behind a hold:
    ``GolfApp.hold_keys``) and is idle: on a loaded machine that was more than the three idle
    moments waited for before."""
    post_together(app, *keys)
    await all_read(app, pilot)


def type_key(app: GolfApp, key: str) -> None:
    """``key`` (a name as ``pilot.press`` takes it) in the app's queue, as the terminal delivers
    it, without ``pilot.press``'s waits (two idle sleeps and a call into every widget): for a
    loop that waits for the app (``pilot.pause``) before it looks again anyway."""
    app.post_message(events.Key(key, KEY_CHARS.get(key, key if len(key) == 1 else None)))


def centre(widget: Widget) -> tuple[int, int]:
    """The cell in the middle of ``widget`` on the screen."""
    region = widget.region
    return region.x + region.width // 2, region.y + region.height // 2


async def click_at(pilot: Pilot[Any], *spots: tuple[int, int] | Widget, button: int = 1,
                   time: float | None = None, apart: float = 0.1) -> None:
    """The one way the app tests click: a press of ``button`` (1: the left one, 2: the middle,
    3: the right) and its release at each of ``spots`` in turn (a cell, or a widget's middle),
    as the terminal reports them, so that they go through ``GolfApp.on_event`` as real ones do
    (the app makes the Click). Pilot's ``click`` hands them to the screen directly, past the
    app's checks, and names the widget, which no terminal does.

    The first is made at ``time`` (Textual's event clock: a test that stops it), or, by
    default, as a click of its own: more than the double-click time after the last press (a
    person reads a screen just come up before clicking on it), not a second press that the app
    drops (``GolfApp._clicked_elsewhere``). Each next one is made ``apart`` seconds after the
    one before, however long the app took over it (a busy machine cannot split a double
    click), and posted once the app has dealt with the one before. Back once the last is
    posted, not handled: ``pilot.pause`` waits for it."""
    app = pilot.app
    if time is None:
        last = app._last_press
        first = 0.0 if last is None else last[1] + app.CLICK_CHAIN_TIME_THRESHOLD + 0.01
    else:
        first = time
    for i, spot in enumerate(spots):
        if i:
            await pilot.pause()
        x, y = spot if isinstance(spot, tuple) else centre(spot)
        for kind in (events.MouseDown, events.MouseUp):
            widget, _region = app.get_widget_at(x, y)
            event = kind(widget, x, y, 0, 0, button, False, False, False, screen_x=x,
                         screen_y=y)
            if time is None and not i and kind is events.MouseDown:
                first = max(first, event.time)
            event.time = first + i * apart
            app.post_message(event)


async def all_read(app: GolfApp, pilot: Pilot[Any]) -> None:
    """Back once the app has read every key and paste sent to it (none waits behind a hold)
    and is idle."""
    for _ in range(500):
        await pilot.pause()
        if app._message_queue.empty() and not app._held and not app._holds:
            break
    await pilot.pause()  # what the last key set going (a row added, the focus moved)


async def footer_settled(app: App[Any], pilot: Pilot[Any]) -> None:
    """Back once the footer of the screen shown has fitted its keys to its width as it is now
    (``FittingFooter.settled``) and that is drawn: after a resize the keys are fitted in a few
    steps, a layout each, and on a loaded machine a few pauses can come back before the last."""
    for _ in range(200):
        await pilot.pause()
        footer = next(iter(app.screen.query(FittingFooter)), None)
        if footer is None or footer.settled:
            break
    await pilot.pause()


async def run_from_palette(pilot: Pilot[Any], words: str) -> None:
    """Open the command palette (ctrl+p), type ``words`` and press Enter once the palette's
    search (a worker of its own) has put its first find on top (``palette_listed``)."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CommandPalette)
    await pilot.press(*words)
    await pilot.pause()
    await palette_listed(pilot, words)
    await pilot.press("enter")
    await pilot.pause()


async def palette_listed(pilot: Pilot[Any], words: str = "", at_least: int = 1,
                         limit: float = 30.0) -> CommandList:
    """The list of the command palette on top, once its search of ``words`` (the words typed,
    a worker of its own) is over and has listed ``at_least`` finds, the first highlighted: what
    Enter runs then is that find. Fails saying what it listed if that has not come by the
    deadline (``limit`` seconds: the search is waited for, not timed), rather than let Enter run
    whatever was on top or nothing."""
    palette = pilot.app.screen
    assert isinstance(palette, CommandPalette), f"no palette on top, but {palette!r}"
    listed = palette.query_one(CommandList)
    typed = palette.query_one(Input)
    deadline = time.monotonic() + limit
    while True:
        searching = [worker for worker in palette.workers
                     if worker.group == CommandPalette._GATHER_COMMANDS_GROUP
                     and not worker.is_finished]
        if (not searching and typed.value == words and listed.option_count >= at_least
                and listed.highlighted == 0):
            return listed
        if time.monotonic() > deadline:
            finds = [str(listed.get_option_at_index(i).prompt).split("\n")[0]
                     for i in range(listed.option_count)]
            raise AssertionError(
                f"the palette's search of {words!r} never listed {at_least} find(s) with the"
                f" first on top in {limit} s: typed {typed.value!r}, searching"
                f" {bool(searching)}, highlighted {listed.highlighted}, listed {finds}")
        await pilot.pause(0.01)


def said(line: Static) -> str:
    """The text a line of the table (``InfoLine``) draws, its rows joined again by the spaces
    it was broken at: the line breaks its text into rows itself (``wrap.rows``)."""
    return " ".join(str(line.render()).split("\n"))


def screen_text(app: GolfApp) -> str:
    """The rendered screen as plain text, one line per terminal row: the frame
    ``App.export_screenshot`` would draw, recorded as text (an SVG costs ten times as much, and
    it drops the spaces between differently styled runs)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system=None, record=True, legacy_windows=False, safe_box=False)
    frame = app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens, simplify=True)
    console.print(frame)
    return console.export_text()


def forbidden_labels(app: GolfApp) -> set[str]:
    """Labels of cards the player at the keys may not see now, minus labels they may see (two
    decks hold identical cards)."""
    table = app.screen
    assert isinstance(table, TableScreen)
    ctrl = table.ctrl
    h = ctrl.match.hole
    v = view(h, ctrl.keys)
    return unseen_labels(h, v, own_reveal(v, ctrl.reveal))


def own_reveal(v: SeatView, reveal: dict[int, Card]) -> list[Card]:
    """The cards of ``reveal`` (``Controller.reveal``: own face-down cards on show, drawn on
    the grid of the person at the keys) that the engine says the seat of ``v`` has looked at:
    the same card in its memory at the same place. A card put there from another seat's peek
    (a computer's opening) is not allowed, so the privacy check catches it on screen."""
    return [card for pos, card in reveal.items() if v.memory.get(pos) == card]


def unseen_labels(h: Hole, v: SeatView, shown: Iterable[Card] = ()) -> set[str]:
    """Labels of the cards of ``h`` that ``v`` does not show (stock, face down, a drawn card in
    hand), less the labels of those it shows, and of ``shown`` (two decks hold cards alike)."""
    pack = h.table.pack
    allowed = {card_label(c) for grid in v.grids for c in grid if c is not None}
    allowed |= {card_label(c) for c in v.discard}
    allowed |= {card_label(c) for c in shown}
    if v.held is not None:
        allowed.add(card_label(v.held))
    hidden = {card_label(pack[c]) for c in h.stock}
    for seat, grid in enumerate(h.grids):
        hidden |= {card_label(pack[c]) for p, c in enumerate(grid) if not h.face_up[seat] >> p & 1}
    if h.held >= 0 and v.held is None:
        hidden.add(card_label(pack[h.held]))
    return hidden - allowed


def hidden_from_all(app: GolfApp) -> set[str]:
    """Labels of cards no one may see now (face down, in the stock, drawn and in hand), minus
    labels anyone may see: what a screen everyone sees (the hand-over) must never show."""
    table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
    h = table.ctrl.match.hole
    return unseen_labels(h, view(h, None))


def assert_private(app: GolfApp) -> str:
    """Check that the table shown holds no card the player at the keys may not see, and that
    a hand-over (which everyone sees) shows no card hidden from anyone; the table's text read
    for it ("" when the table is not on top)."""
    if isinstance(app.screen, HandoverScreen) and any(
            isinstance(s, TableScreen) for s in app.screen_stack):
        text = screen_text(app)
        leaked = [label for label in hidden_from_all(app) if label in text]
        assert not leaked, f"face-down card(s) {leaked} on the hand-over:\n{text}"
        return ""
    if not isinstance(app.screen, TableScreen):
        return ""
    text = screen_text(app)
    leaked = [label for label in forbidden_labels(app) if label in text]
    assert not leaked, f"face-down card(s) {leaked} on screen:\n{text}"
    return text


def keys_for(action: Action, legal: tuple[Action, ...]) -> list[str]:
    """The keys that play ``action`` on the table screen (a knock: k asks, k again knocks)."""
    if isinstance(action, Knock):
        return ["k", "k"]
    simple = {DrawStock: "d", TakeDiscard: "t", ThrowAway: "x"}
    if type(action) in simple:
        return [simple[type(action)]]
    pos = str(action.pos + 1)  # type: ignore[union-attr]
    if isinstance(action, Swap) or all(type(a) is type(action) for a in legal):
        return [pos]
    return ["f" if isinstance(action, Flip) else "p", pos]


def quick_choice(rng: random.Random, v: SeatView) -> Action:
    """A legal action that ends holes fast: draw, swap into face-down places, knock soon; now
    and then take the discard, throw away, flip or peek, so that every key gets used."""
    legal = v.legal
    if Knock() in legal and v.turns >= v.players * 2:
        return Knock()
    if DrawStock() in legal:
        roll = rng.random()
        others = [a for a in legal if not isinstance(a, DrawStock | Knock)]
        return rng.choice(others) if roll < 0.2 and others else DrawStock()
    down = set(v.face_down(v.current))
    swaps = [a for a in legal if isinstance(a, Swap) and (a.pos in down or not down)]
    if swaps and (ThrowAway() not in legal or rng.random() < 0.85):
        return rng.choice(swaps)
    return rng.choice(legal)


@dataclass
class Driver:
    """Plays a match through the keys (or the mouse), checking privacy after every step."""

    pilot: Any
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    mouse: bool = False
    check_privacy: bool = True
    steps: int = 0
    screens_seen: set[str] = field(default_factory=set)
    text: str = ""  # the table's text as the last privacy check read it ("": none read)

    @property
    def app(self) -> GolfApp:
        return self.pilot.app  # type: ignore[no-any-return]

    async def settle(self) -> None:
        """Wait for the app to be idle, and for a screen that waits for a deliberate answer to
        have been put up: pushed, it is ``app.screen`` before it takes keys, and on a loaded
        machine Pilot's pause (idle by the CPU time spent) can come back in between; the next
        key was then dropped as typed ahead (the match-over screen's ``a``)."""
        await self.app.workers.wait_for_complete()
        await self.pilot.pause()
        for _ in range(100):
            screen = self.app.screen
            if not isinstance(screen, Deliberate) or screen.put_up:
                break
            await self.pilot.pause()
        if self.check_privacy:
            self.text = assert_private(self.app)

    async def step(self, choose: Callable[[random.Random, SeatView], Action]
                   = quick_choice) -> None:
        """One step: pass a hand-over, close a result screen, or play one action."""
        self.steps += 1
        screen = self.app.screen
        self.screens_seen.add(type(screen).__name__)
        if isinstance(screen, HandoverScreen):
            await self.press("enter")
        elif isinstance(screen, TableScreen):
            ctrl = screen.ctrl
            if ctrl.reveal_holds:
                await self.press("enter")
            elif ctrl.at_keys_to_act():
                v = ctrl.table_view()
                action = choose(self.rng, v)
                await self.play(screen, action, v.legal)
            else:
                await self.pilot.pause()
        else:
            screen.dismiss(None)
        await self.settle()

    async def play(self, screen: TableScreen, action: Action, legal: tuple[Action, ...]) -> None:
        if self.mouse and isinstance(action, (DrawStock, Swap)):
            target = "#piles CardBox" if isinstance(action, DrawStock) else "#own CardBox"
            boxes = list(screen.query(target))
            box = boxes[0] if isinstance(action, DrawStock) else boxes[action.pos]
            await self.pilot.click(box)
            return
        await self.press(*keys_for(action, legal))

    async def press(self, *keys: str) -> None:
        """Type ``keys``, each handled before the next is typed; back with the last one posted
        (``settle`` waits for it). ``pilot.press`` waits for the app to be idle twice after
        every key and then for the screen, and ``settle`` waits again: with one wait a step
        instead of three, a whole hole of eight players (test_play) took a third less time,
        CPU and wall alike (the idle waits sleep, and each wait for the screen calls back into
        every widget on it)."""
        for i, key in enumerate(keys):
            if i:
                await self.pilot.pause()
            type_key(self.app, key)

    async def play_holes(self, holes: int, limit: int = 3000) -> None:
        start = len(self.table().ctrl.match.results)
        while len(self.table().ctrl.match.results) - start < holes:
            assert self.steps < limit, "the match did not move on"
            if self.table().ctrl.match.finished:
                break
            await self.step()

    async def until_legal(self, action: Action) -> TableScreen:
        """Play on until the person at the keys may play ``action``; the table."""
        table = self.table()
        while not (table.ctrl.at_keys_to_act() and action in table.ctrl.table_view().legal):
            await self.step()
        return table

    async def until_turn_again(self, seat: int | None = None) -> TableScreen:
        """Play on until ``seat`` (any person's, by default) is to act at the table, with a move
        of theirs in this deal and others' after it; the table."""
        table = self.table()
        ctrl = table.ctrl
        while not (ctrl.at_keys_to_act() and ctrl.keys == (ctrl.keys if seat is None else seat)
                   and self.app.screen is table and not ctrl.reveal_holds
                   and any(after for _, after in ctrl.log_lines())):
            await self.step()
        return table

    def table(self) -> TableScreen:
        for screen in self.app.screen_stack:
            if isinstance(screen, TableScreen):
                return screen
        raise AssertionError("no table screen")


def pilot_key(key: str) -> events.Key:
    """``key`` (a name as ``pilot.press`` takes it, or a character) as ``pilot.press`` makes it:
    the same name and character (``App._press_keys``; ``colon`` is ":", ``?`` is
    ``question_mark``)."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        char: str | None = unicodedata.lookup(
            _get_unicode_name_from_key(REPLACED_KEYS.get(key, key)))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


async def press_each(pilot: Pilot[Any], *keys: str) -> None:
    """``keys`` typed one after another, each read and dealt with before the next is typed:
    the app idle, and a screen that waits for a deliberate answer put up (as ``Driver.settle``
    waits, but not for the workers: a computer may be thinking on while keys are typed). One
    wait a key, where ``pilot.press`` and a ``pause`` after it waited three times (twice for
    the app to be idle, once more for the screen)."""
    app = pilot.app
    for key in keys:
        app.post_message(pilot_key(key))
        await pilot.pause()
        for _ in range(100):
            screen = app.screen
            if not isinstance(screen, Deliberate) or screen.put_up:
                break
            await pilot.pause()


async def at_the_draw(pilot: Pilot[Any]) -> tuple[Driver, TableScreen]:
    """The app settled, then played on until the person at the keys may draw from the stock:
    the driver and the table."""
    driver = Driver(pilot)
    await driver.settle()
    return driver, await driver.until_legal(DrawStock())


@pytest.fixture
def driver_cls() -> type[Driver]:
    return Driver


@pytest.fixture
def app_factory() -> Callable[..., GolfApp]:
    return make_app


@pytest.fixture
def text_of() -> Callable[[GolfApp], str]:
    return screen_text


def random_turns(c: Controller, seed: int, turns: int | None = None
                 ) -> Iterator[tuple[object, SeatView, bool]]:
    """Random legal moves of ``c``'s match (seeded by ``seed``) until it is over or ``turns``
    moves are made: each move, the public view before it, and whether it ended a hole. A knock
    is made only where it is the one move left, or after the twelfth turn of a deal (then
    always), so that holes run long enough to show every kind of move."""
    rng = random.Random(seed)
    made = 0
    while not c.match.finished and (turns is None or made < turns):
        made += 1
        if c.public_view().phase == "over":
            c.clear_ending()
            continue
        c.begin_turn()
        before, mine = c.public_view(), c.table_view().legal
        legal = [a for a in mine if not isinstance(a, Knock)] or list(mine)
        if Knock() in mine and before.turns > 12:
            legal = [Knock()]
        action = rng.choice(legal)
        ended = c.apply(action).result is not None
        if c.reveal_holds:
            c.hide_reveal()
        yield action, before, ended

