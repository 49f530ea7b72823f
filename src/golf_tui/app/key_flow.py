"""How the app reads keys, pastes and clicks: one after the other, each once the one before it has
been dealt with (``_read``, ``_follow``), held while the focus is on its way (``hold_keys``), and
dropped where they were made before the screen they would answer was up (``Deliberate``). Mixed
into ``GolfApp``; the rules: docs/architecture.md, "Input guards"."""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary, WeakSet

from textual import events
from textual.app import App
from textual.errors import NoWidget
from textual.screen import Screen

from .screens.bindings import bindings_of
from .screens.deliberate import Deliberate, UpFirst
from .screens.relabel import ready_for_actions

if TYPE_CHECKING:
    from textual.actions import ActionParseResult
    from textual.dom import DOMNode
    from textual.timer import Timer
    from textual.widget import Widget

HOLD_AT_MOST = 1.0  # seconds keys wait at most for the key before them (``GolfApp.hold_keys``)
# Keys made of one read of the terminal come within this of each other (seconds); a person
# types no two keys as close, and Textual waits longer (ESCDELAY) for a sequence's next character
SAME_READ = 0.005


def as_enter(event: events.Key | events.Paste) -> events.Key | events.Paste:
    """``event``, or Enter where it is a newline (ctrl+j): tmux sends a keypad Enter as one,
    and so do some terminals, and Textual reads it as ctrl+j, which nothing binds. Every
    screen, field, list, switch and button takes it as the Enter it is (made at the same
    moment, for the screens that drop keys typed ahead)."""
    if not isinstance(event, events.Key) or event.key != "ctrl+j":
        return event
    enter = events.Key("enter", "\r")
    enter.time = event.time
    return enter


class KeyFlow(App[None]):
    """The reading of keys, pastes and clicks (mixed into ``GolfApp``, which sets these up)."""

    _typed_at: WeakKeyDictionary[events.Key, Screen[Any]]
    _held: deque[tuple[events.Key | events.Paste, tuple[Screen[Any], ...]]]
    _holds: dict[int, float]
    _hold: int
    _hold_timer: Timer | None
    _last_press: tuple[tuple[int, int], float, Screen[Any]] | None
    _escape_o: float | None
    last_input: float | None
    key_made: float | None
    clicked_now: bool
    press_made: float | None
    clicked_keys: WeakSet[events.Key]
    clicks_made: WeakKeyDictionary[Widget, float]

    async def run_action(self, action: str | ActionParseResult,
                         default_namespace: DOMNode | None = None,
                         namespaces: Mapping[str, DOMNode] | None = None) -> bool:
        """Run an action; one aimed at a screen whose widgets are not there yet runs once they
        are.

        A priority binding runs in the app's own task, so a key pressed just as a screen goes up
        (Space tapped through the computers' last turns as the hole's result appears) can reach
        the new screen before it has composed its widgets, and one pressed just after a language
        switch can reach a screen composing itself again. Its action then waits in the screen's
        queue, which the screen works through only once it has composed and mounted, or is done
        composing again (``relabel.rebuilding``)."""
        if isinstance(default_namespace, Screen) and not ready_for_actions(default_namespace):
            default_namespace.call_later(self.run_action, action, default_namespace, namespaces)
            return True
        return await super().run_action(action, default_namespace, namespaces)

    async def on_event(self, event: events.Event) -> None:
        """Keys and pastes are read one after the other, each once the one before it has been
        dealt with (``_read``). A key that comes back for the bindings (no widget took it)
        after the screen it was typed at has gone, or has been covered, is dropped."""
        if isinstance(event, events.Key) and event.is_forwarded:
            typed_at = self._typed_at.pop(event, None)
            if typed_at is not None and typed_at is not self.screen:
                return
            with self._bindings_of(event):  # its bindings (but the priority ones: ``_read``)
                await super().on_event(event)
            return
        elif isinstance(event, events.Key | events.Paste) and not event.is_forwarded:
            self._made(event)
            event = self._as_pressed(event)
            if self._holds or self._held:
                self._held.append((event, tuple(self.screen_stack)))
            else:
                await self._read(event)
            return
        elif isinstance(event, events.MouseDown) and not event.is_forwarded:
            self._made(event)
            self.press_made = event.time
            if (self._clicked_elsewhere(event)
                    or (isinstance(screen := self.screen, Deliberate)
                        and screen.typed_ahead(event))):
                # nor is its release a click: Textual makes one of a release on the widget the
                # last press it saw was on, and a press dropped as made too soon beside the
                # hand-over's box, after one taken there, said "Click in this box" over "Too
                # soon"
                self._mouse_down_widget = None
                return
        elif isinstance(event, events.MouseUp) and not event.is_forwarded:
            self._note_click(event)
        await super().on_event(event)

    def _note_click(self, release: events.MouseUp) -> None:
        """Take note of when the click that ``release`` makes (Textual makes one of a release
        on the widget the last press was on) was made, for that widget (``clicks_made``):
        Textual stamps the click with the moment the app reads the release, a while after it on
        a loaded machine."""
        pressed = self._mouse_down_widget
        if pressed is None:
            return
        try:
            released, _ = self.get_widget_at(*release.screen_offset)
        except NoWidget:
            return
        if released is pressed:
            self.clicks_made[pressed] = release.time

    @contextlib.contextmanager
    def _bindings_of(self, key: events.Key) -> Iterator[None]:
        """While the bindings of ``key`` run: ``key_made`` says when it was made, and
        ``clicked_now`` whether it was a footer key's click (``press_clicked``)."""
        before, self.key_made = self.key_made, key.time
        try:
            with self.answering_click(key in self.clicked_keys):
                yield
        finally:
            self.key_made = before

    @contextlib.contextmanager
    def answering_click(self, clicked: bool = True) -> Iterator[None]:
        """While what runs answers a click (``clicked``) or not: ``clicked_now`` says so, and
        what it refuses speaks of clicking (``deliberate.clicked``). A footer key's click
        (``_bindings_of``), and the table's clicks on a card, a pile or a grid
        (``TableClicks.by_click``)."""
        before, self.clicked_now = self.clicked_now, clicked
        try:
            yield
        finally:
            self.clicked_now = before

    def press_clicked(self, key: str) -> None:
        """Press ``key`` for a click on its footer key, as Textual's footer does
        (``simulate_key``), taking note that it is a click's (``clicked_keys``): while its
        bindings run, ``clicked_now`` says so, and what it refuses speaks of clicking."""
        event = events.Key(key, None)
        self.clicked_keys.add(event)
        self.post_message(event)

    def _made(self, event: events.Key | events.Paste | events.MouseDown) -> None:
        """Take note of when ``event`` was made (``last_input``): a key, a paste or a left
        mouse press (a right or middle one answers nothing anywhere)."""
        if not isinstance(event, events.MouseDown) or event.button == 1:
            self.last_input = max(event.time, self.last_input or event.time)

    def _as_pressed(self, event: events.Key | events.Paste) -> events.Key | events.Paste:
        """``event`` as the key pressed: a newline is Enter (``as_enter``), and a key read
        with an ESC O just before it (``SAME_READ``) is what is left of an escape sequence
        Textual does not know: keypad 5 in xterm's application mode (ESC O E) was read as
        alt+shift+o and an E that no one pressed. It is no key that can be named
        (``unbound.UNKNOWN_KEY``): the screens say "That key does nothing here"."""
        from .screens.unbound import UNKNOWN_KEY

        event = as_enter(event)
        if not isinstance(event, events.Key):
            return event
        after = self._escape_o
        self._escape_o = event.time if event.key == "alt+shift+o" else None
        if after is not None and event.time - after < SAME_READ:
            unknown = events.Key(UNKNOWN_KEY, None)
            unknown.time = event.time
            return unknown
        return event

    def _clicked_elsewhere(self, event: events.MouseDown) -> bool:
        """Whether ``event`` is the second press of a double click (or a later one of a triple)
        begun on another screen: the first press took that screen down, or put this one up,
        and the second one, meant for the same spot there, landed on what is there now. A double
        click on the hand-over drew from the stock that lay under its box, and one on the
        scorecard's "esc Close" flipped a card: the table's footer has a digit at that spot.
        A press within ``CLICK_CHAIN_TIME_THRESHOLD`` of the last one continues its run
        wherever it lands: a hand's second press drifts a cell or more (a trackpad's two taps,
        or a terminal that reports pixels), and one that drifted from the hand-over's box drew
        from the stock. Nobody reads a screen just come up and clicks on it that quickly."""
        spot = (int(event.screen_x), int(event.screen_y))
        last, screen = self._last_press, self.screen
        chained = (last is not None
                   and event.time - last[1] <= self.CLICK_CHAIN_TIME_THRESHOLD)
        began_on = last[2] if chained and last is not None else screen
        self._last_press = (spot, event.time, began_on)
        return began_on is not screen

    async def _read(self, event: events.Key | events.Paste) -> None:
        """Hand a key or a paste on as Textual does, and hold the keys read after it until it
        has been dealt with: taken by the widget in focus, or passed up through each widget
        around it to the bindings (``_follow``).

        Textual hands each key to the widget in focus as it reads it, and a key's bindings run
        only once it has come back up: keys arriving together (a fast typist, a paste, a
        script) all went to the widget in focus before the first of them had moved the focus
        (Kari ⏎ Ola ⏎ Siri went into one name), and a Backspace among them ran after the
        letters behind it. Held, they go where they would go typed one by one.

        A key made before the screen on top could be seen is dropped when that screen waits for
        a deliberate answer (``screens/deliberate.py``): the second Enter of two that took a
        hole's result down does not pass the hand-over behind it."""
        if self.return_code is not None:
            return  # leaving: nothing is played any more
        screen = self.screen
        if isinstance(event, events.Key):
            if (isinstance(screen, Deliberate | UpFirst) and not self._opens_palette(event)
                    and not self._asks_to_quit(event) and screen.typed_ahead(event)):
                return
            self._typed_at[event] = screen
        elif isinstance(screen, Deliberate):  # a paste: no answer, but a hand-over waits on
            screen.heard(event.time)
        target = self.focused or screen
        if isinstance(event, events.Key):
            with self._bindings_of(event):  # its priority bindings
                await super().on_event(event)
        else:
            await super().on_event(event)
        if event.is_forwarded:  # no priority binding took it
            self._follow(list(target.ancestors_with_self), self.hold_keys())

    def _opens_palette(self, event: events.Key) -> bool:
        """Whether ``event`` is a key of the app's that opens the command palette (ctrl+p,
        ``:``). It answers no screen, so a screen waiting for a deliberate answer does not drop
        it: dropped, the text typed after it for the palette's search acted on that screen
        (ctrl+p just after the scorecard closed over the match over, then "stat": the s opened
        the scorecard again, and an Enter after it pressed Play again)."""
        return any(binding.action == "command_palette"
                   for binding in bindings_of((self,), (event.key,)))

    def _asks_to_quit(self, event: events.Key) -> bool:
        """Whether ``event`` is a key of the app's that quits (ctrl+q, ctrl+c): no answer typed
        ahead by mistake, but a player asking to leave, who presses it again to mean it. At
        "Quit the match?" a quick second ctrl+c (within ``READING_TIME`` of the question) was
        dropped as typed ahead, and the question stayed up: the first asks, the second quits
        (``ConfirmQuitScreen.asked_again``), however quick. Elsewhere it asks first during a
        match, as always."""
        return any(binding.action in ("quit_game", "help_quit")
                   for binding in bindings_of((self,), (event.key,)))

    def _follow(self, path: list[DOMNode], hold: int) -> None:
        """Release ``hold`` once each of ``path`` in turn (the widget a key went to, the widgets
        around it, the screen, the app) has dealt with what it had been sent: the key, as far
        as it went up."""
        while path:
            if path.pop(0).call_later(self._follow, path, hold):
                return
        self.release_keys(hold)

    def hold_keys(self) -> int:
        """Keys read from now on wait, in order, until ``release_keys`` is called with the
        number returned (``HOLD_AT_MOST`` seconds at most): the key before them is on its way
        (``_read``), or the focus is on its way to a widget that is not there yet (a player's
        name, added just now), and the keys are for that widget."""
        self._hold += 1
        self._holds[self._hold] = time.monotonic() + HOLD_AT_MOST
        if self._hold_timer is None:  # one timer for them all: a key is held for every key
            self._hold_timer = self.set_timer(HOLD_AT_MOST, self._end_holds)
        return self._hold

    def _end_holds(self) -> None:
        """Release each hold that has lasted ``HOLD_AT_MOST``; come back when the next one
        has (a hold released in time is only taken off the list: nothing to stop)."""
        self._hold_timer = None
        now = time.monotonic()
        for hold, end in list(self._holds.items()):
            if end <= now:
                self.release_keys(hold)
        if self._holds:
            self._hold_timer = self.set_timer(min(self._holds.values()) - now, self._end_holds)

    def release_keys(self, hold: int) -> None:
        """The keys held go on once no hold is left (in the app's own turn)."""
        if self._holds.pop(hold, None) is not None and not self._holds and self._held:
            self.call_later(self._let_go)

    def read_keys(self, keys: Iterable[events.Key | events.Paste]) -> None:
        """Read ``keys`` next, before any held (a paste typed key by key, as it is being
        dealt with: the keys held were read after it)."""
        stack = tuple(self.screen_stack)
        self._held.extendleft((key, stack) for key in reversed(list(keys)))
        if not self._holds:
            self.call_later(self._let_go)

    async def _let_go(self) -> None:
        """Read the keys held, each once the one before it has been dealt with. A key typed at
        a screen covered since (the key before it opened the keys list, the scorecard, the quit
        question) goes to the screen on top, as it would typed slowly; so does one typed at a
        screen taken down since, uncovering one that was beneath it (the key before it closed
        the keys list: ? 1 2 together close it and flip two cards at the table). A key typed
        at a screen gone, with one on top that was not open then (the table after the setup,
        the next hole's hand-over), is dropped, and so is one typed at a question taken down
        since (n 1 together keep playing, and flip nothing: the 1 was typed at the question,
        not at the table it hid). A screen that waits for a deliberate answer drops it still
        (``_read``): q y together ask, and do not quit. The keys typed after a ctrl+p (or ``:``)
        that opened the palette were typed for it: they go to its search, wherever they were
        typed (Esc ctrl+p stat together, from the scorecard over the match over, search for
        "stat"; dropped with the scorecard they were typed at, the palette's search was empty)."""
        while self._held and not self._holds:
            event, stack = self._held.popleft()
            typed_at, top = stack[-1], self.screen
            # the screen on top, almost always: only a key whose screen changed looks further
            if (typed_at is top or typed_at in self.screen_stack
                    or (top in stack and not isinstance(typed_at, Deliberate))):
                await self._read(event)
                if (isinstance(event, events.Key) and self._opens_palette(event)
                        and self.screen is not top):
                    now = tuple(self.screen_stack)
                    self._held = deque((key, now if typed == stack else typed)
                                       for key, typed in self._held)
