"""The Golf app: setup (or a given config) → the table → the match-over choice, round and round.

The app only moves between screens; the table screen and its controller run the match. With a
``Session`` (``golf-tui`` passes one) it also keeps the match safe: an unfinished match is offered
at start-up, every action is autosaved, and the theme and pace are remembered. Without one
(tests, embedding) nothing is read or written.

A quick start (``QuickStart``: ``golf-tui --players …`` with a preset's name) that opens with a
hand-over shows that hand-over first and builds the ruleset and the match (pydantic, the engine,
the table's modules) in a thread right after the first frame; an Enter that comes before the
match is ready waits for it. The engine is imported by the code that needs it, not here.

``GolfApp`` holds the moves between screens; the rest is in its parts, each a mixin of its own
module: ``key_flow.KeyFlow`` (reading keys and clicks), ``app_notes.Warnings`` (warnings and
notes), ``saved_offers.SavedOffers`` (a saved match offered, resumed or replaced),
``remembered.Remembered`` (the autosave hook, the pace and theme kept),
``palette_commands.PaletteCommands``, ``shortcuts.Shortcuts`` (look-ups and the bots' pace) and
``quitting.Quitting``; ``colours.switch_box`` works out a theme's switch colour.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections import deque
from collections.abc import Callable
from contextlib import ExitStack
from functools import partial
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, ClassVar, Self
from weakref import WeakKeyDictionary, WeakSet

from textual import events
from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from ..engine.errors import RulesetError
from ..i18n import N_, _
from . import render_cache  # noqa: F401 -- Textual's widgets' lines let go with them
from .app_notes import Warned, Warnings
from .ascii_filter import ASCII_FILTER
from .ascii_signs import ascii_key
from .colours import (
    CARD_GROUNDS,
    MARK_CONTRAST,
    TEXT_CONTRAST,
    cursor_colours,
    faded,
    faded_foreground,
    faded_shade,
    faint_text,
    key_colours,
    label_on,
    palette_colours,
    panel_text,
    readable_shade,
    switch_box,
    with_selection,
)
from .config import GameConfig, QuickStart, Seat
from .few_colours import FEW_COLOURS
from .key_flow import KeyFlow
from .notes import NoteBoard
from .palette_commands import PaletteCommands, golf_commands
from .quitting import Quitting
from .remembered import Remembered
from .saved_offers import SavedOffers
from .screens import links
from .screens.bindings import translate_bindings
from .screens.handover import OPENING_PEEK_NOTE, HandoverScreen
from .shortcuts import Shortcuts
from .terminal import ascii_guessed, exit_on_signals, few_colours, unicode_here
from .themes import GAME_THEMES

if TYPE_CHECKING:
    from textual.command import Provider
    from textual.filter import LineFilter
    from textual.timer import Timer
    from textual.widget import Widget

    from ..storage import SavedMatch
    from .controller import Controller
    from .screens.table import TableScreen
    from .session import Session


# seconds the screens taken down stay on the terminal at most while the next one is composed
# (``GolfApp._replace``)
COVER_SECONDS = 3.0


def default_config() -> GameConfig:
    """Used when no setup screen is available: two players, Swedish six-card."""
    from ..presets import load_ruleset

    return GameConfig(load_ruleset("swedish-6"), (Seat("Kari"), Seat("Ola")))


class GolfApp(KeyFlow, Warnings, SavedOffers, Remembered, PaletteCommands, Shortcuts, Quitting,
              App[None]):
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
        # the quick start's first hand-over, over no table (``start_quick``): the palette's
        # "A computer plays for Ola…" is offered there once the match is built, as on any other
        self.quick_handover: HandoverScreen | None = None
        self.table: TableScreen | None = None  # set once a match is built
        self.notices: list[str] = []  # every message shown as a notification, for tests
        self.warnings: list[Warned] = []  # every warning of this run, in order (the palette's)
        self.notes = NoteBoard(self)  # the warnings to show, and where the toasts go
        self.start_failed: str | None = None  # why a quick start's match could not be built
        # the problems of presets that do not read, warned of by a setup already: once a run,
        # not again by each setup after a match
        self.presets_unread_said: set[str] = set()
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
        # compares it (``timings.made_at``): a key handed on late is still the quick one
        self.key_made: float | None = None
        # whether what runs now answers a click (``answering_click``): that key's, a footer
        # key's click (``press_clicked``), or a click on the table's cards, piles and grids
        self.clicked_now = False
        self.clicked_keys: WeakSet[events.Key] = WeakSet()  # the keys clicks pressed
        # when the last mouse press was made (its event's time): the press a widget handles
        # now, which Textual hands it as a new event, stamped when it was handed on
        self.press_made: float | None = None
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

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The game's own colours, from the theme's (a theme may set them itself): ``suit-red``,
        the red suits; ``card-mark``, the frame of the selected card and of the seat to act;
        ``card-peek``, the frame of a card shown only to you (and of the Warnings box);
        ``box-title`` and ``warning-title``, the words on a box's frame (its title, "Esc or s:
        close") and on the Warnings box's, 4.5:1; ``best-mark``, the best hole's
        frame and words; ``quiet-text``, words said in passing (a frame's title, the ruleset's
        summary); ``card-number``, a card's position number, on a selected card's ground too;
        ``faint-text``, dimmed words (a preset's tagline, the ruleset's facts);
        ``dim-text``, the points beside a hole's cards and a scorecard's unplayed hole (dimmed
        marks, 3:1); ``footer-key`` and ``footer-text``, the footer's keys and words, and
        their ``-disabled`` shades and ``button-disabled`` and ``button-faint``, a key's or
        button's that does nothing now (3:1, ``colours.key_colours``);
        ``success-label`` and ``success-label-hover``, a success button's label (Start, Play
        again) on its green, 4.5:1 (``colours.label_on``); ``primary-label``, a title bar's
        words on the primary colour (the setup's, a hole result's), 4.5:1;
        ``frame-line``, ``card-edge`` and ``card-back-edge``, the frames of the grids and of
        face-up and face-down cards; ``card-back``, a back's pattern;
        ``cursor-text``, ``cursor-faint``, ``cursor-blurred-text`` and
        ``cursor-blurred-faint``, the words and dimmed words on a highlighted line (a table's
        row under its cursor, the preset chosen) in focus or not, 4.5:1 there
        (``colours.cursor_colours``);
        ``switch-box`` and ``switch-mark``, a switch's box and the X of one ticked (3:1 on
        the box);
        ``panel-text``, a table's column headers and the status line (4.5:1 on the panel);
        ``palette-text``, ``palette-help`` and ``palette-help-style``, the command palette's
        names and a command's help (4.5:1 on the palette and the highlight,
        ``colours.palette_colours``);
        ``heading-1`` to ``heading-3``, the rules' headings (Textual's Markdown colours, 4.5:1
        on the surface);
        ``menu``, an open drop-down list (Textual's surface, which felt's sets apart:
        ``themes``). A light theme gets darker shades: textual-light's lightened red is 3:1 on
        its background, its orange accent 1.5:1. The marks and frames keep WCAG's 3:1 on the
        background and the surface, the words 4.5:1 (``colours``): the theme's own colour
        where it does, else a darker or lighter shade of it, else the foreground (less
        faded)."""
        theme = self.current_theme
        colours = theme.to_color_system().generate()
        light = not theme.dark
        cards = with_selection(colours)  # a selected card's marks on its ground too
        box = switch_box(colours, light=light)
        return {"suit-red": colours["error-darken-1" if light else "error-lighten-1"],
                "card-mark": readable_shade(cards, "accent", light=light, need=MARK_CONTRAST,
                                            on=CARD_GROUNDS),
                "card-peek": readable_shade(colours, "warning", light=light,
                                            need=MARK_CONTRAST),
                "best-mark": readable_shade(colours, "success", light=light,
                                            need=TEXT_CONTRAST),
                # a box's title and the words on its frame ("Esc or s: close"), words in the
                # accent's colour (the frame's, 3:1: atom-one-light's gold words were 3.1:1),
                # and the Warnings box's in the warning's (atom-one-light's 1.2:1)
                "box-title": readable_shade(colours, "accent", light=light, need=TEXT_CONTRAST),
                "warning-title": readable_shade(colours, "warning", light=light,
                                                need=TEXT_CONTRAST),
                "quiet-text": faded_foreground(colours, 0.6, need=TEXT_CONTRAST),
                "card-number": faded(cards, "foreground", 0.6, need=TEXT_CONTRAST,
                                     on=CARD_GROUNDS),
                "faint-text": faint_text(colours, 0.5, need=TEXT_CONTRAST),
                "dim-text": faded_foreground(colours, 0.66, need=MARK_CONTRAST),
                "frame-line": faded_foreground(colours, 0.4, need=MARK_CONTRAST),
                "card-edge": faded_foreground(colours, 0.7, need=MARK_CONTRAST),
                "card-back": readable_shade(cards, "primary-lighten-1", light=light,
                                            need=MARK_CONTRAST, on=CARD_GROUNDS),
                "card-back-edge": faded_shade(colours, "primary", 0.7, light=light,
                                              need=MARK_CONTRAST),
                **key_colours(colours, light=light),
                "success-label": label_on(colours, "success", need=TEXT_CONTRAST),
                # a title bar's words on the primary colour (the setup's, a hole result's):
                # Textual's white was 3.2:1 on the solarized blue
                "primary-label": label_on(colours, "primary", need=TEXT_CONTRAST,
                                          label_name="text"),
                "success-label-hover": label_on(colours, "success-darken-2",
                                                need=TEXT_CONTRAST),
                "switch-box": box,
                # a ticked switch's X on its box: atom-one-light's green was 2.1:1 there
                "switch-mark": readable_shade({**colours, "switch-box": box}, "text-success",
                                              light=light, need=MARK_CONTRAST,
                                              on=("switch-box",)),
                **cursor_colours(colours, light=light, need=TEXT_CONTRAST),
                "panel-text": panel_text(colours, light=light, need=TEXT_CONTRAST),
                **palette_colours(colours, light=light, need=TEXT_CONTRAST),
                # the rules' headings, on their box: flexoki's blue was 2.6:1 there
                **{f"heading-{level}": readable_shade(colours, f"markdown-h{level}-color",
                                                      light=light, need=TEXT_CONTRAST,
                                                      on=("surface",))
                   for level in (1, 2, 3)},
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

    # --- moving between screens ------------------------------------------------------------

    def _start_asked_for(self) -> bool:
        """Start the match asked for on the command line (a quick start or a config); True when
        it is built after the first frame (``start_quick``)."""
        if self.quick is not None:
            return self.start_quick(self.quick)
        assert self.config is not None
        self.start_match(self.config)
        return False

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
            self.session.settings_read_again()  # and an edit by hand since, said too
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
        self.quick_handover = handover
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
        self.quick_handover = None
        # a computer took the turn over on the hand-over (the palette's "A computer plays for
        # Ola…"): nobody takes the keys, and the table, put up, lets it play (as
        # ``_handed_over`` does after any other hand-over)
        if not table.ctrl.is_bot(table.ctrl.current):
            table.ctrl.take_keys()
        self._replace(table)

    def start_resumed(self, saved: SavedMatch) -> None:
        """Go on with a saved match. Nobody holds the keys until the hand-over, so the table
        shows only what everyone may see; the player to act gets it through a hand-over, in
        every mode (``Controller.resuming``). A hole's result the save was taken on comes
        first."""
        from .controller import Controller
        from .saved_match import (
            config_from_saved,
            paused,
            peek_hidden,
            pending,
            result_seen,
            seat_changes,
            stand_ins,
            stood_in,
        )  # fmt: skip
        from .screens.table import TableScreen

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
