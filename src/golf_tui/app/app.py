"""The Golf app: setup (or a given config) → the table → the match-over choice, round and round.

The app only moves between screens; the table screen and its controller run the match. With a
``Session`` (``golf-tui`` passes one) it also keeps the match safe: an unfinished match is offered
at start-up, every action is autosaved, and the theme and pace are remembered. Without one
(tests, embedding) nothing is read or written.

A quick start (``QuickStart``: ``golf-tui --players …`` with a preset's name) that opens with a
hand-over shows that hand-over first and builds the ruleset and the match (pydantic, the engine,
the table's modules) in a thread right after the first frame; an Enter that comes before the
match is ready waits for it. The engine is imported by the code that needs it, not here.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import math
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack
from datetime import datetime
from functools import partial
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any, ClassVar, Self
from weakref import WeakKeyDictionary

from rich.text import Text
from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.color import Color, rgb_to_lab
from textual.errors import NoWidget
from textual.notifications import Notification, SeverityLevel
from textual.screen import Screen

from ..engine.errors import RulesetError
from ..i18n import LANGUAGES, N_, _, and_list, current_language, set_language
from .ascii_filter import ASCII_FILTER
from .ascii_signs import ascii_key
from .config import GameConfig, QuickStart, Seat
from .few_colours import FEW_COLOURS
from .notes import NoteBoard
from .screens import links
from .screens.bindings import bindings_of, translate_bindings
from .screens.deliberate import Deliberate, UpFirst
from .screens.handover import OPENING_PEEK_NOTE, HandoverScreen
from .screens.relabel import ready_for_actions
from .terminal import ascii_guessed, exit_on_signals, few_colours, unicode_here
from .themes import GAME_THEMES

if TYPE_CHECKING:
    from textual.actions import ActionParseResult
    from textual.command import Provider
    from textual.dom import DOMNode
    from textual.filter import LineFilter
    from textual.theme import Theme
    from textual.timer import Timer
    from textual.widget import Widget

    from ..engine import Match, Ruleset
    from ..storage import AutosaveInfo, SavedMatch
    from .controller import Controller
    from .screens.confirm import ConfirmQuitScreen
    from .screens.table import TableScreen
    from .session import Session


# Textual's palette commands kept as they are, in our words (Textual's English title: ours).
TEXTUAL_COMMANDS = {
    "Screenshot": (N_("Screenshot"), N_("Save a picture of the screen as an SVG file")),
    "Maximize": (N_("Maximize"), N_("Show the focused part of the screen on its own")),
    "Minimize": (N_("Minimize"), N_("Show the whole screen again")),
}

# The palette's Bots' pace: faster and slower: the step each takes through the table's paces (its
# + and - keys, ``table_keys.PACES``).
PACE_STEPS = {"bots_faster": -1, "bots_slower": 1}
# The palette's pause: the table's action each stands for (its p on a computer's turn)
PAUSE_ACTIONS = {"pause_bots": "pause", "bots_go_on": "go_on"}
SCREENSHOTS = "screenshots"  # the palette's screenshots go here, in the data folder
SCREENSHOT_DELAY = 0.1  # the palette is taken down first, as Textual's own command waits
# the levels a computer may play for a person who left the table, in the order the palette offers
# them (``GolfApp.choose_stand_in``): normal first, highlighted, as it was the only one
STAND_IN_LEVELS = ("normal", "easy", "hard")
# seconds the screens taken down stay on the terminal at most while the next one is composed
# (``GolfApp._replace``)
COVER_SECONDS = 3.0
# ΔE (CIELAB) from which a switch's box stands out from the switch's own colour (``switch_box``):
# dracula's and textual-light's panel, 2.8 from their surface, could hardly be made out
SWITCH_APART = 5.0
HOLD_AT_MOST = 1.0  # seconds keys wait at most for the key before them (``GolfApp.hold_keys``)


@dataclasses.dataclass(frozen=True)
class Warned:
    """A warning given in this run, and when (the Warnings screen lists them)."""

    message: str
    at: datetime


def golf_commands() -> type[Provider]:
    """The palette's game commands, imported when the palette first opens (start-up speed)."""
    from .commands import GolfCommands

    return GolfCommands


def default_config() -> GameConfig:
    """Used when no setup screen is available: two players, Swedish six-card."""
    from ..presets import load_ruleset

    return GameConfig(load_ruleset("swedish-6"), (Seat("Kari"), Seat("Ola")))


def asked_for(config: GameConfig) -> str:
    """A new match in words, for the question before it replaces a saved one: "Kari and Bot 1
    — Firekortsgolf", and its length where it is not its preset's ("— Firekortsgolf, 2 holes":
    ``--rule match.holes=2``, a length house rule), which the question left out."""
    from ..presets import ruleset_name

    words = f"{and_list(list(config.names))} — {ruleset_name(config.ruleset)}"
    length = length_apart(config.ruleset)
    return words if length is None else f"{words}, {length}"


def length_apart(ruleset: Ruleset) -> str | None:
    """How long a match of ``ruleset`` lasts, in words ("2 holes", "to 50 points, lowest
    total wins"), where that is not as its preset ships (a ruleset that is no preset: the
    engine's 9 holes); None where it is."""
    from ..presets import shipped_match

    m, shipped = ruleset.match, shipped_match(ruleset.name)
    if m.end == shipped.end and (m.holes if m.end == "holes" else m.target) == (
            shipped.holes if m.end == "holes" else shipped.target):
        return None
    from .setup_model import base_length  # the setup's words for it

    return base_length(ruleset)


def switch_box(colours: dict[str, str], *, light: bool) -> str:
    """The colour of a switch's box (``$switch-box``, app.tcss): the theme's panel, as Textual
    draws it, where that stands out from the switch's surface (``SWITCH_APART``), else the
    first of the panel's darker (a light theme) or lighter shades that does. The solarized
    themes' panel is their surface: an unticked switch's ``▐ ▌`` was drawn in the colour it
    stood on, and nothing showed there was a switch to tick (in 16 colours ``few_colours``
    already gave it a grey of its own)."""
    surface = Color.parse(colours["surface"])
    shades = ["panel", *(f"panel-{'darken' if light else 'lighten'}-{n}" for n in (1, 2, 3))]
    found = colours[shades[-1]]
    for shade in shades:
        colour = Color.parse(colours[shade])
        if colour.a == 0 or surface.a == 0:  # an ANSI theme's: the terminal's own
            return colours[shade]
        if _delta_e(colour, surface) >= SWITCH_APART:
            return colours[shade]
    return found


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


def _delta_e(a: Color, b: Color) -> float:
    la, lb = rgb_to_lab(a), rgb_to_lab(b)
    return math.dist((la.L, la.a, la.b), (lb.L, lb.a, lb.b))


class GolfApp(App[None]):
    """Hot-seat Golf. With a ``config`` the first match starts at once; without, setup first."""

    TITLE = "Golf"
    # the game's entries and Textual's own in one provider, in one order in every language
    # (``commands.ORDER``); Textual's provider listed its commands by their translated titles
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {golf_commands}
    CSS_PATH: ClassVar[list[str | PurePath]] = ["styles/app.tcss", "styles/ascii.tcss"]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit_game", "Quit", priority=True, show=False),
        # Textual's own palette key, which it leaves out when an app has one: in our words, so
        # that every footer shows it in the current language (``switch_language``)
        Binding(App.COMMAND_PALETTE_BINDING, "command_palette", N_("palette"), show=False,
                priority=True, tooltip=N_("Open the command palette")),
        # and ``:`` too, where no field takes it as text: terminals that keep ctrl+p for
        # themselves (VS Code's opens its Quick Open) leave the palette no other key
        Binding("colon", "command_palette", show=False),
    ]

    def __init__(self, config: GameConfig | None = None, *, session: Session | None = None,
                 resume: SavedMatch | None = None, quick: QuickStart | None = None,
                 ascii: bool | None = None) -> None:
        """``config`` (or ``quick``, checked but not built yet) starts at the table; ``resume``
        goes on with a saved match; with none of them, an unfinished match in the session is
        offered, then the setup. ``ascii`` (``--ascii``, ``--no-ascii``): a resumed match is
        played in ASCII, or with suit glyphs, whatever its save says (None: as it says, or in
        ASCII on the Linux console where the player never chose: ``terminal.ascii_guessed``);
        a terminal without Unicode (``terminal.unicode_here``) has ASCII all the same."""
        super().__init__()
        for theme in GAME_THEMES:  # the game's own, beside Textual's (``themes``)
            self.register_theme(theme)
        self.ascii_asked = ascii
        translate_bindings(self)
        self.config = config
        self.session = session
        self.resume = resume
        self.quick = quick
        self.table: TableScreen | None = None  # set once a match is built
        self.notices: list[str] = []  # every message shown as a notification, for tests
        self.warnings: list[Warned] = []  # every warning of this run, in order (the palette's)
        self.notes = NoteBoard(self)  # the warnings to show, and where the toasts go
        self.start_failed: str | None = None  # why a quick start's match could not be built
        self._warned = 0  # the session's problems warned of so far
        self._keep_signals: Callable[[], None] | None = None  # undoes ``exit_on_signals``
        # the screen each key was read at, until it comes back for the bindings (``on_event``)
        self._typed_at: WeakKeyDictionary[events.Key, Screen[Any]] = WeakKeyDictionary()
        # keys read while held (``hold_keys``), with the screens open when they were typed (the
        # last: the one they were typed at)
        self._held: deque[tuple[events.Key | events.Paste, tuple[Screen[Any], ...]]] = deque()
        self._holds: dict[int, float] = {}  # the holds on the keys, each with when it ends
        self._hold = 0  # the number of the last hold
        self._hold_timer: Timer | None = None  # ends the holds that reach their time limit
        self._cover: ExitStack | None = None  # keeps the picture while screens change (``cover``)
        # the last mouse press: where and when, and the screen its run of clicks began on
        self._last_press: tuple[tuple[int, int], float, Screen[Any]] | None = None
        self._escape_o: float | None = None  # when an ESC O (alt+shift+o) was read, if last
        # when the last key, paste or left mouse press was made (its event's time), wherever:
        # a hand-over takes a key only after a quiet moment since (``Deliberate.QUIET``)
        self.last_input: float | None = None
        # when the key whose bindings run now was made (its event's time), while they run
        # (``on_event``, ``_read``); None: none runs. A guard against keys pressed too quickly
        # compares it (``deliberate.made_at``): a key handed on late is still the quick one
        self.key_made: float | None = None
        # when the click each widget has coming was made (its release's time), until it takes
        # it (``click_made``), as ``key_made`` for the clicks (``_note_click``)
        self.clicks_made: WeakKeyDictionary[Widget, float] = WeakKeyDictionary()
        if session is not None:
            session.warn = self.warn
            session.withdraw = self.withdraw

    def on_mount(self) -> None:
        # SIGTERM and SIGHUP quit as Ctrl+Q does, so the terminal is put back as it was (and a
        # setup open keeps what was filled in)
        self._keep_signals = exit_on_signals(
            lambda code: self._exit_keeping_setup(return_code=code))
        self.screen_change_signal.subscribe(self, self.notes.screen_changed)
        ascii = (self.config and self.config.ascii) or (self.quick and self.quick.ascii)
        if self.config is None and self.quick is None and self.session is not None:
            # the setup (or the resume question) of one who plays in ASCII, as its box was
            # left: drawn in Unicode, it was garbled where the terminal lacks the glyphs
            ascii = bool(self.session.early_table().get("ascii"))
        if self.ascii_asked is not None:
            ascii = self.ascii_asked  # --resume --no-ascii: not the Linux console's guess
        self.set_class(not unicode_here() or bool(ascii), "-ascii")
        self.set_class(few_colours(self.console.color_system), "-few-colours")
        session = self.session
        if session is not None:
            # a match over whose end was never seen (the terminal closed on the last hole's
            # result): said once, with the start-up's other news
            session.tell_unseen_finish()
            theme = session.early_text("theme")
            if theme and theme in self.available_themes:
                self.theme = theme
            self.theme_changed_signal.subscribe(self, self._theme_changed)
        if self.resume is not None:
            self.start_resumed(self.resume)
        elif self.quick is not None or self.config is not None:
            # an unfinished match saved is offered first
            offered = self._ask_before_new()
            if not offered and self._start_asked_for():
                return  # the session's problems are shown once the match is built
            # the offer's box says them: on the Warnings screen too, but no toast over the box
            self._warn_session_problems(told=offered)
            return
        elif session is not None and (info := session.offer()) is not None:
            from .screens.resume import ResumeScreen

            offer = ResumeScreen(info, list(session.problems), others=session.others)

            def chosen(choice: str | None) -> None:
                if choice == "other":  # the match shown beside it: one of several, in turn
                    session.other = offer.other
                self._resume_chosen(choice)

            self._replace(offer, chosen)
            self._warn_session_problems(told=True)
            return
        else:
            self.show_setup()
        self._warn_session_problems()

    def settings_not_saved(self, error: OSError, path: Path) -> None:
        """The setup could not write the settings file: one warning a run."""
        if self.session is not None:
            self.session.settings_not_saved(error, path)
        else:
            from .settings import settings_not_saved

            self.warn(settings_not_saved(error, path))

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The game's own colours, from the theme's (a theme may set them itself): ``suit-red``,
        the red suits; ``card-mark``, the frame of the selected card and of the seat to act;
        ``card-peek``, the frame of a card shown only to you; ``menu``, an open drop-down list
        (Textual's surface, which felt's sets apart: ``themes``). A light theme gets darker
        shades: textual-light's lightened red is 3:1 on its background, its orange accent
        1.5:1."""
        theme = self.current_theme
        colours = theme.to_color_system().generate()
        light = not theme.dark
        return {"suit-red": colours["error-darken-1" if light else "error-lighten-1"],
                "card-mark": colours["accent-darken-3" if light else "accent"],
                "card-peek": colours["warning-darken-3" if light else "warning"],
                "switch-box": switch_box(colours, light=light),
                "menu": colours["surface"]}

    def get_line_filters(self) -> list[LineFilter]:
        """Textual's filters, and ours: in 16 colours every cell's colours as the terminal
        shows them, each text readable on its background (``few_colours``); in ASCII mode
        every cell drawn in ASCII (``ascii_filter``)."""
        filters = list(super().get_line_filters())
        if self.has_class("-few-colours"):  # every theme readable in 16 colours
            filters.append(FEW_COLOURS)
        return [*filters, ASCII_FILTER] if self.has_class("-ascii") else filters

    def get_key_display(self, binding: Binding) -> str:
        """A key as the footers and the keys screens show it: Textual's name for it (``^↑``),
        in ASCII mode with ASCII names (``^Up``). Space is named in the language spoken, as the
        keys lists and the table's prompts name it (Textual's name is English)."""
        key = super().get_key_display(binding)
        if key == "space":
            key = _("space")
        return ascii_key(key) if self.has_class("-ascii") else key

    def on_unmount(self) -> None:
        """The game is over: another golf-tui may have the autosave now (the operating system
        would let it go at the process's end anyway; a test runs many apps in one)."""
        if self.session is not None:
            self.session.close()
        if self._keep_signals is not None:
            self._keep_signals()

    def refresh(self, *, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        """A layout refresh of the app lays out the screen on top without writing all of it
        again: what the layout moves is drawn anyway.

        Only Textual asks for one, after it has removed a screen taken down (``App._prune``):
        the screen under it drew itself whole as it showed again (``Screen._on_screen_resume``),
        and the app's layout (its children are the screens) repainted that screen whole once
        more, twice (``_prune`` both queues the removal's awaitable and hands it back to
        ``App._replace_screen``, which awaits it too, and each run lays the app out): closing the
        rules page over eight players' table at 200x60 wrote three copies of the table, 128 KB
        where 43 KB draw it. ``App.suspend`` asks for one too, after another program had the
        terminal: golf-tui never suspends."""
        if layout and not recompose and self._screen_stack:
            self.screen.refresh(repaint=False, layout=True)
            self.check_idle()
            return self
        return super().refresh(repaint=repaint, layout=layout, recompose=recompose)

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
        """While the bindings of ``key`` run: ``key_made`` says when it was made."""
        before, self.key_made = self.key_made, key.time
        try:
            yield
        finally:
            self.key_made = before

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
        Two presses in one cell within ``CLICK_CHAIN_TIME_THRESHOLD`` are one double click, as
        Textual counts them (in cells: a terminal that reports pixels gives a trackpad's two
        taps two positions)."""
        spot = (int(event.screen_x), int(event.screen_y))
        last, screen = self._last_press, self.screen
        chained = (last is not None and last[0] == spot
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

    def _warn_session_problems(self, *, told: bool = False) -> None:
        """Warn of each problem the session has found and not yet warned of (``told``: a
        screen shows them, the resume offer: only kept for the Warnings screen)."""
        if self.session is not None:
            problems = self.session.problems
            for problem in problems[self._warned:]:
                self.warn(problem, toast=not told, saved=problem in (
                    self.session.filed_message, self.session.brought_back_message,
                    self.session.finished_message))
            self._warned = len(problems)

    def _ask_before_new(self) -> bool:
        """Before a match asked for on the command line replaces an unfinished one: offer the
        saved match (resume it, start the new one, or quit) and True. False, at no cost before
        the first frame, when there is no autosave; False also when the one there cannot be
        resumed (damaged: moved aside; newer: moved aside at the first save), said by the
        session's problems, or is open in another golf-tui (the new match's first save says
        that it is not saved)."""
        session = self.session
        if session is None or not session.has_autosave():
            return False
        info = session.offer(starting=True)
        if info is None:
            return False
        from .screens.resume import ReplaceSavedScreen, ResumeSameScreen

        if self.quick is not None:  # a preset as it ships, of its own length
            from ..presets import name_for

            asking = (f"{and_list([s.name for s in self.quick.seats])} —"
                      f" {name_for(self.quick.preset)}")
        else:
            assert self.config is not None
            asking = asked_for(self.config)
        screen = ReplaceSavedScreen if not self._asked_for_saved(info) else ResumeSameScreen
        self._replace(screen(info, asking, list(session.problems)), self._replace_chosen)
        return True

    def _asked_for_saved(self, info: AutosaveInfo) -> bool:
        """Whether the match asked for on the command line is the saved one begun again (its
        seats, ruleset, rules and seed: the same command run from the shell's history after
        the terminal was closed). Only with a seed given can it be: the ruleset (which a quick
        start builds after the first frame) is built only then."""
        wanted = self.quick if self.quick is not None else self.config
        if wanted is None or wanted.seed is None or wanted.seed != info.seed:
            return False
        seats = tuple((s.name, s.kind) for s in wanted.seats)
        if seats != info.seats:
            return False
        try:
            config = self.quick.config() if self.quick is not None else self.config
        except (RulesetError, ValueError):
            return False
        return config is not None and info.same_match(seats, config.ruleset, config.seed)

    def _replace_chosen(self, choice: str | None) -> None:
        """The answer to ``ReplaceSavedScreen``: nothing is replaced but on "new"."""
        if choice == "resume":
            self._resume_chosen(choice)
        elif choice == "new":
            self._start_asked_for()
        else:
            self.exit()

    def _start_asked_for(self) -> bool:
        """Start the match asked for on the command line (a quick start or a config); True when
        it is built after the first frame (``start_quick``)."""
        if self.quick is not None:
            return self.start_quick(self.quick)
        assert self.config is not None
        self.start_match(self.config)
        return False

    # --- warnings and notes (the queue and the toasts' places: ``notes.NoteBoard``) --------

    def warn(self, message: str, *, toast: bool = True, first: bool = False,
             saved: bool = False) -> None:
        """A problem the player should know about: kept for the Warnings screen (the palette),
        and shown for ``notes.WARNING_SECONDS`` (a click on it takes it down sooner), one
        warning at a time, in order: the one shown says how many more wait (``NoteBoard``).
        ``toast`` False: the screen shown says it already (only kept). ``first``: shown at
        once, before the ones waiting (the Warnings screen keeps the order given). ``saved``:
        no problem but the news that a save went well after all (the match saved again, a
        finished match now in the history), in their queue, titled "Saved", not "Warning"."""
        self.notices.append(message)
        self.warnings.append(Warned(message, datetime.now()))
        self.notes.warn(message, toast=toast, first=first, saved=saved)

    def kept_aside(self, note: str, full: str) -> None:
        """The saved match a new one took the place of is kept (``Session.saver``): good news,
        a passing note at the table for a notification's usual time (``note``: how it comes
        back, no file's path), taken down before a hand-over as the table's notes are; the
        whole of it, the file's path too, on the Warnings screen (the palette). As a warning it
        stood half a minute and more beside the grid and over the hand-over's box, a path a
        family had no use for."""
        self.notices.append(note)
        self.warnings.append(Warned(full, datetime.now()))
        self.notify(note, title=_("Saved"), markup=False)

    def warn_first(self, message: str) -> None:
        """A warning about the match being played, from its saves: that it is not saved (a
        save failed, another golf-tui has the autosave), or not saved to the history. Shown
        at once, before the start-up's warnings still waiting: given as a match starts from a
        setup with warnings of its own, it was the last of four, seen only after three Escapes
        or on the Warnings screen."""
        self.warn(message, first=True)

    def withdraw(self, message: str) -> None:
        """Take down the warning ``message`` if it is still shown or waits to be (a later one
        says it again, as it is now). It stays on the Warnings screen."""
        self.notes.withdraw(message)

    def on_table_screen_notes_stale(self, _message: TableScreen.NotesStale) -> None:
        """Clear the table's passing notes before they sit on a hand-over."""
        self.notes.clear()

    def _unnotify(self, notification: Notification, refresh: bool = True) -> None:
        """Textual's (private): a toast goes. The warning shown, clicked away: the next one."""
        super()._unnotify(notification, refresh)
        self.notes.unnotified(notification)

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """A passing note (a refused key, a screenshot saved), placed as the warnings are; one
        saying what a note still shown says replaces it (``NoteBoard.repeated``): a refused
        button clicked twice stacked two identical notes."""
        self.notes.repeated(title, message, severity)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)
        self.notes.noted(title, message, self.NOTIFICATION_TIMEOUT if timeout is None else timeout)

    def action_show_warnings(self) -> None:
        """The palette's Warnings: every warning of this run. Those waiting to be shown are
        read there: they are not shown after it, nor is one given while it is open."""
        from .screens.warnings import WarningsScreen

        self.notes.read_all()
        self.push_screen(WarningsScreen(self.warnings))

    def _theme_changed(self, theme: Theme) -> None:
        if self.session is not None:
            self.session.remember(theme=theme.name)

    def on_table_screen_pace_changed(self, message: TableScreen.PaceChanged) -> None:
        """+ or - at the table: the new pace is the match's from now on (Play again keeps it),
        is remembered for the next match, and is saved with this one at once, so that resuming
        it brings it back."""
        if self.config is not None:
            self.config = dataclasses.replace(self.config, bot_delay=message.pace)
        if self.session is None:
            return
        self.session.remember(bot_delay=message.pace)
        table = self.table
        if table is not None and table.ctrl.on_change is not None \
                and not table.ctrl.match.finished:
            table.ctrl.on_change(table.ctrl.match)

    def _resume_chosen(self, choice: str | None) -> None:
        if choice == "quit":  # the saved match stays saved, offered again next time
            self.exit()
            return
        if choice in ("resume", "other") and self.session is not None:
            session = self.session
            chosen = session.other if choice == "other" else session.offered
            saved = session.resume(chosen)
            if saved is not None:
                self.start_resumed(saved)
                self._warn_session_problems()  # where the match it replaced went, if one did
                return
            self._warn_session_problems()
        self.show_setup()

    # --- moving between screens ------------------------------------------------------------

    def show_setup(self) -> None:
        """The setup, in place of every screen shown (the table of a match too). After a
        match that finished, it lists the players from the next dealer on, as Play again deals;
        after one left unfinished, as they were."""
        finished = self.table is not None and self.table.ctrl.match.finished
        self.table = None
        if self.session is not None:
            # validated (a damaged file moved aside and reported) before the setup reads the
            # file for itself: else the setup moves it first and the session's report is wrong
            self.session.settings  # noqa: B018
        # the unfinished match saved, offered back there (the one just left for it, too)
        saved = self.session.setup_offer() if self.session is not None else None
        self._warn_session_problems()  # a save found damaged just now
        played = self.config
        passed = played is not None and finished
        if played is not None and passed:
            played = played.dealt_on()  # the deal has passed, as in Play again
        others = self.session.others if self.session is not None and saved is not None else ()
        screen = links.setup_screen(played, saved, passed=passed, others=others)
        if screen is None:
            self.start_match(self.config or default_config())
            return
        self._replace(screen, self._setup_done)

    def resume_saved(self, chosen: AutosaveInfo | None = None,
                     others: Sequence[AutosaveInfo] = (),
                     resumed: Callable[[], None] | None = None) -> bool:
        """The setup's offer of the saved match taken (its ctrl+o, its line's button, the
        palette's entry): resumed as the start-up's Resume does, behind a hand-over, and True
        (``resumed`` is called). ``chosen``: the match the setup offers (None: the autosave's);
        with ``others`` saved beside it (matches moved aside, ``Session.others``) the player
        chooses first, in the start-up's box (``ResumeFromSetupScreen``: each within reach,
        Back to the setup as it was), and False: the one chosen there is resumed then. One that
        cannot be any more (damaged, open in another golf-tui, or gone since) is said by a
        warning, and the setup offers what is left (``_offer_what_is_left``)."""
        if self.session is None:
            return False
        if chosen is not None and others:
            from .screens.resume import ResumeFromSetupScreen

            box = ResumeFromSetupScreen(chosen, others=list(others))

            def answered(choice: str | None) -> None:
                if choice in ("resume", "other"):
                    self._resume_one(chosen if choice == "resume" else box.other, resumed)
                elif choice == "quit":  # q: every saved match stays saved, offered next time
                    self.action_quit_game()

            self.push_screen(box, answered)
            return False
        return self._resume_one(chosen, resumed)

    def _resume_one(self, chosen: AutosaveInfo | None,
                    resumed: Callable[[], None] | None = None) -> bool:
        """Resume ``chosen`` (``resume_saved``; None: the autosave's match); True when it is."""
        if self.session is None:
            return False
        said = len(self.session.problems)
        saved = self.session.resume(chosen)
        if saved is not None:
            self.notes.clear()  # the setup's passing notes said nothing of this match
            self.start_resumed(saved)
            self._warn_session_problems()  # where the autosave it took the place of went
            if resumed is not None:
                resumed()
            return True
        if len(self.session.problems) == said:  # no file there now: nothing said why
            self.warn(_("The saved match is no longer there: another golf-tui may have resumed"
                        " it."))
        self._warn_session_problems()
        self._offer_what_is_left()
        return False

    def _offer_what_is_left(self) -> None:
        """A saved match the setup offered could not be resumed: where others were saved
        beside it, the setup offers what is saved now, as it would come up now
        (``Session.setup_offer``); else it no longer offers one."""
        session = self.session
        several = any(getattr(screen, "saved_others", None) for screen in self.screen_stack)
        info = session.setup_offer() if several and session is not None else None
        self._warn_session_problems()
        for screen in self.screen_stack:
            offer, withdraw = (getattr(screen, name, None)
                               for name in ("offer_again", "withdraw_offer"))
            if info is not None and session is not None and callable(offer):
                offer(info, session.others)
            elif callable(withdraw):
                withdraw()

    def saved_offer_again(self, setup: Screen[Any]) -> AutosaveInfo | None:
        """A setup that offers no saved match is asked for one (its ctrl+o, the palette) or is
        about to start a new match: look again (``Session.look_again``). The match another
        golf-tui had open when this run looked is offered once that one has quit or died, as
        a fresh start offers it: on the setup's line above Start (``offer_again``)."""
        if self.session is None:
            return None
        info = self.session.look_again()
        self._warn_session_problems()  # a save found damaged just now
        if info is not None:
            offer = getattr(setup, "offer_again", None)
            if callable(offer):
                offer(info, self.session.others)
        return info

    def ask_before_replacing(self, setup: Screen[Any], config: GameConfig) -> bool:
        """The setup's Start, where a saved match this run did not offer is there now and may
        be resumed (``saved_offer_again``: the other golf-tui that had it open is gone): ask
        first, as a quick start does before it replaces a saved match, and True. Start the new
        match (Enter) dismisses the setup with ``config``; Resume resumes the saved match;
        Back (Escape) is the setup again, as it was, now offering the match above Start; q
        quits, as ctrl+q at the setup does. False: nothing to ask, the match starts."""
        if getattr(setup, "saved_offer", None) is not None:
            return False  # offered on its line: Start replaces it, as the line's tooltip says
        info = self.saved_offer_again(setup)
        if info is None or info.aside:  # (one moved aside stays where it is: nothing replaced)
            return False
        from .screens.resume import ReplaceFromSetupScreen

        def chosen(choice: str | None) -> None:
            if choice == "new":
                setup.dismiss(config)
            elif choice == "resume":
                self._resume_one(info)
            elif choice == "quit":  # q: the saved match stays saved, offered next time
                self.action_quit_game()

        self.push_screen(ReplaceFromSetupScreen(info, asked_for(config)), chosen)
        return True

    def saved_held_elsewhere(self) -> str | None:
        """Why the setup offers no saved match to resume when another golf-tui has it open:
        its ctrl+o and the palette say so, not that nothing is saved. None: no other golf-tui
        has it (``Session.held_elsewhere``)."""
        return self.session.held_elsewhere() if self.session is not None else None

    def deal_passed_said(self) -> None:
        """The setup has said why its list starts from the next dealer (``Settings.deal_passed``):
        said once, the note is forgotten, and the next start shows that list as it was last
        seen, without a word."""
        if self.session is not None:
            self.session.remember(deal_passed=None)

    def _setup_done(self, config: GameConfig | None) -> None:
        if config is None:
            self.exit()
            return
        if self.session is not None:
            config = self.session.with_remembered(config)
        # the setup's passing notes (Esc's keys, a refused key) said nothing of the table they
        # sat on; a warning shown stays
        self.notes.clear()
        self.start_match(config)

    def _on_change(self, config: GameConfig, ctrl: Controller) -> Any:
        """The controller's ``on_change``: the autosave, with the pace as +/- left it, the
        opening peek last hidden and the deal whose hole result before it was seen; and once
        the match has finished, the deal passed on in the setup remembered."""
        if self.session is None:
            return None

        def live() -> dict[str, Any]:
            # ``self.config`` is the match being played (set before its first save), its pace
            # kept up to date by ``on_table_screen_pace_changed``
            state: dict[str, Any] = {"bot_delay": (self.config or config).bot_delay}
            if ctrl.peek_hidden is not None:
                state["peek_hidden"] = list(ctrl.peek_hidden)
            if ctrl.result_seen is not None:
                state["result_seen"] = ctrl.result_seen
            if ctrl.paused:  # w paused the computer players: a resumed match is paused too
                state["paused"] = True
            if ctrl.stand_ins:  # the people's seats a computer plays for
                state["stand_ins"] = [[seat, kind] for seat, kind in
                                      sorted(ctrl.stand_ins.items())]
            if ctrl.seat_changes:  # when, so that a resumed log names each move's player
                state["seat_changes"] = [list(change) for change in ctrl.seat_changes]
            if ctrl.stood_in:  # the holes a computer played for a person: not in their stats
                state["stood_in"] = [[seat, sorted(holes)] for seat, holes in
                                     sorted(ctrl.stood_in.items())]
            if ctrl.pending:  # asked for during the turn being played, made at its end
                state["pending"] = [[seat, kind, *turn] for seat, (kind, turn) in
                                    sorted(ctrl.pending.items())]
            return state

        save = self.session.saver(config, self.warn_first, live,
                                  partial(self.warn, first=True, saved=True), self.kept_aside)
        session = self.session
        passed = False

        def on_change(match: Match) -> None:
            nonlocal passed
            save(match)
            if match.finished and not passed:
                # the deal passes once the match has finished, once: the setup remembered
                # for the next start lists the players from the next dealer on, as Play again
                # and New setup do (a couple changing preset every evening kept one dealer)
                passed = True
                session.remember_players(config.dealt_on(), passed=True)

        return on_change

    def start_match(self, config: GameConfig, *, watched: bool = False) -> None:
        """A new match; its first save replaces any unfinished one. ``watched``: it starts from
        a screen everyone was watching (the match-over's Play again), so nobody holds the keys
        (``Controller.release_keys``)."""
        from .controller import Controller

        self.set_class(config.ascii or not unicode_here(), "-ascii")
        ctrl = Controller(config)
        if watched:
            ctrl.release_keys()
        self._replace(self._table_for(config, ctrl))

    def _table_for(self, config: GameConfig, ctrl: Controller) -> TableScreen:
        """The table of a new match (not shown yet); the match's first save is made now."""
        from .screens.table import TableScreen

        self.config = config
        self._warn_session_problems()  # before the first save's own warnings, which follow them
        if self.session is not None:
            self.session.remember_players(config)
        ctrl.on_change = self._on_change(config, ctrl)
        if ctrl.on_change is not None:
            ctrl.on_change(ctrl.match)
        self.table = TableScreen(ctrl)
        return self.table

    # --- the quick start -------------------------------------------------------------------

    def start_quick(self, quick: QuickStart) -> bool:
        """Show the quick start's first hand-over now and build its match after this frame
        (True); False when the match opens at the table: it is then built and shown at once."""
        seat = quick.first_handover()
        if seat is None:
            self.start_match(self._quick_config(quick))
            return False
        note = OPENING_PEEK_NOTE if quick.opening_peek else ""
        handover = HandoverScreen(quick.seats[seat].name, note, held=True)
        self._replace(handover, self._quick_handed_over)

        def build() -> None:  # after the first frame, not before it
            self.run_worker(self._build_quick(quick, handover), group="quick-start")

        self.call_after_refresh(build)
        return True

    def _quick_config(self, quick: QuickStart) -> GameConfig:
        config = quick.config()
        return self.session.with_remembered(config) if self.session is not None else config

    def _quick_match(self, quick: QuickStart) -> tuple[GameConfig, Controller]:
        """The slow part of a quick start, run in a thread: the ruleset, the match and the
        modules the table needs (nothing here touches a screen)."""
        from .controller import Controller
        from .screens import table as _table  # noqa: F401 -- imported here, not on the Enter

        config = self._quick_config(quick)
        return config, Controller(config)

    async def _build_quick(self, quick: QuickStart, handover: HandoverScreen) -> None:
        try:
            config, ctrl = await asyncio.to_thread(self._quick_match, quick)
        except (RulesetError, ValueError) as e:  # a damaged preset file: say so, as the CLI does
            self.start_failed = str(e)
            self.exit(return_code=2)
            return
        if handover not in self.screen_stack:
            return  # left for the setup before the match was built: it never started
        self._table_for(config, ctrl)
        handover.release()

    def _quick_handed_over(self, _result: None) -> None:
        """The first player took the keys (the match is built: the hand-over was held until
        then): the table opens with their turn, as after any hand-over."""
        table = self.table
        assert table is not None
        table.ctrl.take_keys()
        self._replace(table)

    def start_resumed(self, saved: SavedMatch) -> None:
        """Go on with a saved match. Nobody holds the keys until the hand-over, so the table
        shows only what everyone may see; the player to act gets it through a hand-over, in
        every mode (``Controller.resuming``). A hole's result the save was taken on comes
        first."""
        from .controller import Controller
        from .screens.table import TableScreen
        from .session import (
            config_from_saved,
            paused,
            peek_hidden,
            pending,
            result_seen,
            seat_changes,
            stand_ins,
            stood_in,
        )  # fmt: skip

        config = config_from_saved(saved)
        if self.session is not None:
            config = self.session.resumed_pace(config)
        if not unicode_here():
            config = dataclasses.replace(config, ascii=True)
        elif self.ascii_asked is not None:
            config = dataclasses.replace(config, ascii=self.ascii_asked)
        elif (not config.ascii and self.session is not None
              and self.session.ascii_chosen() is None):
            # saved elsewhere, resumed on the Linux console: its guess, as nobody chose
            config = dataclasses.replace(config, ascii=ascii_guessed(None))
        self.set_class(config.ascii, "-ascii")  # the frames as the cards: the save's choice
        self.config = config
        ctrl = Controller(config, saved.match, peek_hidden=peek_hidden(saved.settings),
                          result_seen=result_seen(saved.settings),
                          stand_ins=stand_ins(saved), seat_changes=seat_changes(saved),
                          pending=pending(saved), paused=paused(saved.settings),
                          stood_in=stood_in(saved))
        ctrl.on_change = self._on_change(config, ctrl)
        self.table = TableScreen(ctrl)
        self._replace(self.table)

    def _replace(self, screen: Screen[Any], callback: Any = None) -> None:
        """Show ``screen`` as the only screen above the default one. The terminal goes on
        showing what it showed (``cover``) until ``screen`` is mounted (composed): the setup
        takes most of a second to build on a slow machine, and the screens taken down for it
        showed meanwhile."""
        if len(self.screen_stack) > 1:
            self.cover()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        mounted = self.push_screen(screen, callback)
        cover = self._cover
        if cover is None:
            return

        async def uncover() -> None:
            try:
                await mounted
            finally:
                self._uncover(cover)

        self.call_later(uncover)

    def cover(self) -> None:
        """Keep the terminal's picture as it is until the next ``_replace`` has mounted its
        screen, or ``COVER_SECONDS`` have passed: the screens taken down on the way there are
        not drawn. The match over calls it before it goes: after n the bare table beneath it
        showed for most of a second before the setup."""
        if self._cover is None:
            cover = self._cover = ExitStack()
            cover.enter_context(self.batch_update())  # no repaint until the batch ends
            self.set_timer(COVER_SECONDS, partial(self._uncover, cover))

    def _uncover(self, cover: ExitStack) -> None:
        if self._cover is cover:
            self._cover = None
            cover.close()
            self.screen.refresh()

    def on_table_screen_match_done(self, message: TableScreen.MatchDone) -> None:
        if message.choice == "quit":
            self.exit()
        elif message.choice == "again" and self.config is not None:
            seed = None if self.config.seed is None else self.config.seed + 1
            # the deal passes to the left, as between holes (``GameConfig.dealt_on``)
            self.start_match(dataclasses.replace(self.config.dealt_on(), seed=seed),
                             watched=True)
        else:
            self.show_setup()

    # --- quitting and commands -------------------------------------------------------------

    def match_running(self) -> bool:
        return self.table is not None and not self.table.ctrl.match.finished

    def action_quit_game(self) -> None:
        """ctrl+q (q at the table, ctrl+c, the palette's Quit): quit, asking first during a
        match; a question already up is not asked again over it. Asked again at the question
        (a second ctrl+q), it quits, as y does (``ConfirmQuitScreen.asked_again``)."""
        if not self.match_running():
            self._exit_keeping_setup()
            return
        question = self._asking()
        if question is self.screen:
            question.asked_again()
            return
        if question is not None:  # under the palette opened over it: not asked again over it
            if not question.for_new:
                self.exit()  # its yes
            return

        def confirmed(answer: object) -> None:
            if answer is True or answer == "yes":
                self.exit()

        self.push_screen(links.confirm_quit_screen(self.match_saved(),
                                                   kept_out=self._kept_out(),
                                                   resumes_from=self._resumes_from()),
                         confirmed)

    def _exit_keeping_setup(self, return_code: int = 0) -> None:
        """Quit; a setup open (under the palette or its keys too) keeps what was filled in for
        the next start (``SetupScreen.remember_on_quit``). A file that cannot be written does not
        keep the game from quitting: said on the terminal once the game has left it."""
        message = None
        for screen in reversed(self.screen_stack):
            remember = getattr(screen, "remember_on_quit", None)
            if callable(remember):
                failed = remember()
                if failed is not None:
                    from .settings import setup_not_saved

                    message = Text("golf-tui: " + setup_not_saved(*failed))
                break
        self.exit(return_code=return_code, message=message)

    def action_help_quit(self) -> None:
        """ctrl+c, when it copies no selected text: quit as ctrl+q does. (Textual's own answer,
        "Press … to quit", looks for a binding to its ``quit`` action, which the game has not.)"""
        self.action_quit_game()

    def _asking(self) -> ConfirmQuitScreen | None:
        """"Quit the match?" (or "Leave the match for a new one?") if it is up already."""
        from .screens.confirm import ConfirmQuitScreen

        return next((s for s in reversed(self.screen_stack)
                     if isinstance(s, ConfirmQuitScreen)), None)

    def match_saved(self) -> bool:
        """Whether the running match is saved, to be resumed later."""
        return self.session is not None and not self.session.save_failed

    def _resumes_from(self) -> tuple[int, int] | None:
        """Where the next start resumes the running match when its saves fail: the hole of
        its last save that worked and the moves made since (None: it has no save at all)."""
        if self.session is None or self.session.last_good is None or self.table is None:
            return None
        hole, saved = self.session.last_good
        return hole, max(0, len(self.table.ctrl.match.actions) - saved)

    def match_end_seen(self) -> None:
        """The match-over screen is up: its end is seen (``Session.finish_seen``)."""
        if self.session is not None:
            self.session.finish_seen()

    def _kept_out(self) -> tuple[str, int] | None:
        """Why the running match is not saved, when that is no failure (``Session.kept_out``)."""
        return None if self.session is None else self.session.kept_out

    def action_new_match(self) -> None:
        """Leave this match for the setup (asking first while it runs)."""
        if not self.match_running():
            self.show_setup()
            return
        if self._asking() is not None:
            return

        def confirmed(answer: object) -> None:
            if answer is True or answer == "yes":
                self.show_setup()

        played = self.table is not None and bool(self.table.ctrl.match.actions)
        self.push_screen(links.confirm_quit_screen(self.match_saved(), for_new=True,
                                                   kept_out=self._kept_out(),
                                                   resumes_from=self._resumes_from(),
                                                   played=played),
                         confirmed)

    def command_available(self, action: str, screen: Screen[Any] | None = None) -> bool:
        """Whether the palette opened from ``screen`` (default: the screen shown) offers
        ``action`` now (``commands.GolfCommands``): the match's commands only with a match on
        the table, the rules also at the setup (of the ruleset chosen there), the bots' pace
        only where the table's + and - change it (from the table, with bots, the match on), and
        their pause or its end only where the table's p does that (from the table, on a
        computer's turn)."""
        if action in PACE_STEPS:
            return screen is not None and screen is self.table \
                and bool(self.table.check_action("pace", (PACE_STEPS[action],)))
        if action in PAUSE_ACTIONS:
            return screen is not None and screen is self.table \
                and bool(self.table.check_action(PAUSE_ACTIONS[action], ()))
        if action in ("new_match", "show_scorecard", "show_log"):
            return self.table is not None
        if action == "show_rules":
            return self.table is not None or self._setup_ruleset() is not None
        return True

    def match_over_shown(self) -> bool:
        """Whether the match over is shown (under the palette, or under a look-up opened over
        it): the palette's entries follow it (``commands.AT_MATCH_OVER``)."""
        from .screens.match_over import MatchOverScreen

        return any(isinstance(screen, MatchOverScreen) for screen in self.screen_stack)

    def _setup_ruleset(self) -> Ruleset | None:
        """The ruleset chosen at the setup shown (under the palette, while that is open)."""
        for screen in reversed(self.screen_stack):
            chosen = getattr(screen, "chosen_ruleset", None)
            if callable(chosen):
                result: Ruleset = chosen()
                return result
        return None

    def action_bots_faster(self) -> None:
        """The palette's Bots' pace: faster, the table's + (its note says the new pace)."""
        self._bots_pace("bots_faster")

    def action_bots_slower(self) -> None:
        """The palette's Bots' pace: slower, the table's -."""
        self._bots_pace("bots_slower")

    def action_pause_bots(self) -> None:
        """The palette's Pause the bots: the table's p on a computer's turn."""
        table = self.table
        if table is not None and table.check_action("pause", ()):
            table.action_pause()

    def action_bots_go_on(self) -> None:
        """The palette's Let the bots play on: p again, once paused."""
        table = self.table
        if table is not None and table.check_action("go_on", ()):
            table.action_go_on()

    def _bots_pace(self, action: str) -> None:
        table, step = self.table, PACE_STEPS[action]
        if table is not None and table.check_action("pace", (step,)):
            table.action_pace(step)

    def action_show_rules(self) -> None:
        ruleset = self.table.ctrl.match.ruleset if self.table else self._setup_ruleset()
        if ruleset is not None:
            self.push_screen(links.rules_screen(
                ruleset, self.table.ctrl.match.table if self.table else None))

    def action_show_scorecard(self) -> None:
        if self.table is not None:
            self.push_screen(links.scorecard_screen(self.table.ctrl.match))

    def action_show_log(self) -> None:
        if self.table is not None:
            self.push_screen(links.log_screen(self.table.ctrl))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's own commands, less those the game has its own of (the theme picker and the
        keys: ``GolfCommands``) and with its Quit asking first, as ctrl+q does; then the game's.
        All in the current language (Textual's are in English)."""
        for _key, command in self.palette_commands(screen):
            yield command

    def palette_commands(self, screen: Screen[Any]) -> Iterator[tuple[str, SystemCommand]]:
        """``get_system_commands``, each with a key that says what it does, whatever the
        language ("quit", "show_history", "language"…): the palette lists them in the order of
        ``commands.ORDER`` (``GolfCommands``), not by their titles."""
        for command in super().get_system_commands(screen):
            if command.title == "Quit":
                yield "quit", SystemCommand(
                    _("Quit"), _("Leave golf-tui (asking first during a match)"),
                    self.action_quit_game)
            elif command.title == "Screenshot":  # Textual's saves to ~/Downloads, if it is there
                title, help = TEXTUAL_COMMANDS[command.title]
                yield "screenshot", SystemCommand(
                    _(title), _(help), lambda: self.set_timer(SCREENSHOT_DELAY, self.screenshot))
            elif command.title in TEXTUAL_COMMANDS:
                title, help = TEXTUAL_COMMANDS[command.title]
                yield command.title.lower(), command._replace(title=_(title), help=_(help))
            # "Theme" and "Keys": the palette has the game's own
        offer = getattr(screen, "saved_offer", None)  # a setup's: the saved match
        if callable(getattr(screen, "action_resume_saved", None)):
            from .widgets.saved_match import palette_entry

            resume = partial(self.run_action, "resume_saved", screen)
            if offer is None and self.saved_held_elsewhere() is None:
                offer = self.saved_offer_again(screen)  # its holder gone since: offered now
            if offer is not None:
                others = len(getattr(screen, "saved_others", ()))
                yield "resume_saved", SystemCommand(*palette_entry(offer, others), resume)
            elif (held := self.saved_held_elsewhere()) is not None:
                # not offered: open in another golf-tui, as its ctrl+o says
                yield "resume_saved", SystemCommand(_("Resume the saved match"), held, resume)
        yield from self._seat_commands(screen)
        yield "show_history", SystemCommand(
            _("Match history"), _("Finished matches and their scorecards"),
            self.action_show_history)
        yield "show_stats", SystemCommand(
            _("Player statistics"), _("Matches, wins and best scores per player"),
            self.action_show_stats)
        for code, name in LANGUAGES.items():
            if code == current_language():
                continue  # the one spoken now
            yield "language", SystemCommand(_("Language: %(name)s") % {"name": name},
                                            _("Change the language of the game"),
                                            partial(self.switch_language, code))

    def _seat_commands(self, screen: Screen[Any]) -> Iterator[tuple[str, SystemCommand]]:
        """At the table, a match on: for each person's seat, "A computer plays for Ola…" (they
        leave the table; the level is chosen next, ``choose_stand_in``), or for one a computer
        plays for, "Ola plays again" (``Controller.hand_over``, ``take_back``); while such a
        change waits for the end of the seat's turn (``Controller.pending``), the entry that
        calls it off: "Ola plays on", "The computer plays on for Ola". One entry a
        person, whatever the levels: eight people made eight entries, not twenty-four."""
        from .screens.handover import HandoverScreen

        table = self.table
        # at the table, or on a hand-over over it: the person named there may be gone
        over = isinstance(screen, HandoverScreen) and table in self.screen_stack
        if table is None or (screen is not table and not over) or table.ctrl.match.finished:
            return
        names, pending = table.ctrl.names, table.ctrl.pending
        for seat, computer in table.ctrl.people():
            args = {"name": names[seat]}
            if seat in pending:  # asked for during the seat's turn, to come at its end
                if computer:  # not made yet: Ola plays her turn still
                    yield "seat_back", SystemCommand(
                        _("%(name)s plays on") % args,
                        _("Call off the computer taking over for %(name)s") % args,
                        partial(self.seat_change, seat, None))
                else:  # the computer plays the turn for Ola still, at its level
                    yield "seat_to_computer", SystemCommand(
                        _("The computer plays on for %(name)s") % args,
                        _("Call off %(name)s's return: the computer plays their next turn "
                          "too") % args,
                        partial(self.seat_change, seat, table.ctrl.stand_ins[seat]))
            elif computer:
                yield "seat_back", SystemCommand(
                    _("%(name)s plays again") % args,
                    _("%(name)s is back at the table and plays their own cards again") % args,
                    partial(self.seat_change, seat, None))
            else:
                yield "seat_to_computer", SystemCommand(
                    _("A computer plays for %(name)s…") % args,
                    _("%(name)s leaves the table: a computer plays, at the level chosen "
                      "next") % args,
                    partial(self.choose_stand_in, seat))

    def choose_stand_in(self, seat: int) -> None:
        """The palette's "A computer plays for Ola…": a small palette of the levels, normal
        first (Enter takes it: the level the feature had), then easy and hard; the one chosen
        plays for her (``seat_change``). Esc leaves her seat as it was."""
        from .screens.palette import Palette, choices
        from .setup_model import bot_kind_name

        table = self.table
        if table is None or table.ctrl.match.finished:
            return
        args = {"name": table.ctrl.names[seat]}
        levels = [(bot_kind_name(kind).capitalize(), partial(self.seat_change, seat, kind),
                   _("A computer at this level plays for %(name)s") % args)
                  for kind in STAND_IN_LEVELS]
        self.push_screen(Palette(
            providers=[choices(levels)],
            placeholder=_("The level of the computer that plays for %(name)s…") % args))

    def seat_change(self, seat: int, kind: str | None) -> None:
        """The level chosen after the palette's "A computer plays for Ola…" (``kind``), or
        "Ola plays again" (None): the change made, or put off to the end of the seat's turn,
        said at the table."""
        table = self.table
        if table is None or table.ctrl.match.finished:
            return
        ctrl = table.ctrl
        was = ctrl.is_bot(seat)
        said = ctrl.take_back(seat) if kind is None else ctrl.hand_over(seat, kind)
        # the turn of the seat to act, nothing done in it yet, taken over by a computer at once
        taken_over = not was and ctrl.is_bot(seat) and seat == ctrl.current
        table.seats_changed(said, taken_over)

    def screenshot(self) -> Path | None:
        """The palette's Screenshot: the screen as an SVG file in the data folder's
        ``screenshots`` (made if need be), and a note in the player's language of where it went,
        or of why it could not be saved. (Textual's own went to ~/Downloads, which need not
        exist, and said only "Failed to save screenshot", in English.)"""
        from ..paths import data_dir, os_words

        folder = data_dir() / SCREENSHOTS
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = Path(self.save_screenshot(path=str(folder)))
        except OSError as e:
            reason = os_words(e)
            self.warn(_("Could not save the screenshot in %(folder)s: %(reason)s.")
                      % {"folder": folder, "reason": reason})
            return None
        message = _("Screenshot saved: %(path)s") % {"path": path}
        self.notices.append(message)
        self.notify(message, title=_("Screenshot"), markup=False)
        return path

    def action_command_palette(self) -> None:
        """Textual's palette, its search field's hint in the current language. One open already
        stays the only one, even covered (a hand-over or a hole's result put up over it while
        it was open): it is there again once they are done."""
        from .screens.palette import COMMANDS, Palette

        open_already = any(s.has_class(COMMANDS) for s in self.screen_stack)
        leaving = self.return_code is not None  # ctrl+q just now: the palette's search would
        # run on after the app had taken its screens down (a worker error at exit)
        if self.use_command_palette and not open_already and not leaving:
            # no id (Textual gives its palette one): the palette just closed may not be gone yet
            palette = Palette(placeholder=_("Search for commands…"), classes=COMMANDS)
            # the keys typed after ctrl+p are its search: they wait for its field, which is not
            # there yet (the first of "stat" typed with the ctrl+p went to the palette's
            # screen, and was lost)
            palette.keys_held = self.hold_keys()
            self.push_screen(palette)

    def search_themes(self) -> None:
        """Textual's theme picker (the palette's "Theme: choose…"), its hint in our words and
        the theme in use marked (``palette.Themes``)."""
        from .screens.palette import Palette, Themes

        self.push_screen(Palette(providers=[Themes], placeholder=_("Search for themes…")))

    def switch_language(self, code: str) -> None:
        """Speak ``code`` from now on, remember it, and show every screen in it at once; the
        match itself is left exactly as it was."""
        set_language(code)
        translate_bindings(self)
        if self.session is not None:
            self.session.remember(language=code)
        screens = list(self.screen_stack)
        if self.table is not None and self.table not in screens:
            screens.append(self.table)
        for screen in screens:
            refresh = getattr(screen, "refresh_language", None)
            if callable(refresh):
                refresh()

    def _store(self) -> Any:
        from ..storage import Store

        return self.session.store if self.session is not None else Store()

    def action_show_history(self) -> None:
        from .screens.history import HistoryScreen

        self.push_screen(HistoryScreen(self._store()))

    def action_show_stats(self) -> None:
        from .screens.stats import StatsScreen

        self.push_screen(StatsScreen(self._store()))

    def action_show_keys(self) -> None:
        """The keys of the screen shown: the match over's there (its ``?`` and the palette's
        entry agree), else the table's. Over a keys list already shown (? then the palette's
        entry) nothing more opens: a second one on it left the first Esc seeming to do
        nothing."""
        if self.match_over_shown():
            keys = links.match_over_keys_screen()
        elif self.table is None:
            keys = links.keys_screen()
        else:
            ctrl = self.table.ctrl
            keys = links.keys_screen(ctrl.match.ruleset, bool(ctrl.bots))
        if type(self.screen) is not type(keys):
            self.push_screen(keys)
