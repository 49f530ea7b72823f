"""The command palette's entries that are the app's: Textual's own kept in our words, the saved
match to resume, a computer to play for a person who leaves the table (and the level it plays
at), the language, and the palette and theme picker themselves; which of the game's entries it
offers where (``command_available``). The entries' order and search: ``commands.GolfCommands``.
Mixed into ``GolfApp``."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.screen import Screen

from ..i18n import LANGUAGES, N_, _, current_language, set_language
from .screens.bindings import translate_bindings

if TYPE_CHECKING:
    from textual.command import Provider

    from ..engine import Ruleset
    from ..storage import AutosaveInfo
    from .screens.handover import HandoverScreen
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


def golf_commands() -> type[Provider]:
    """The palette's game commands, imported when the palette first opens (start-up speed)."""
    from .commands import GolfCommands

    return GolfCommands


class PaletteCommands(App[None]):
    """The palette's commands (mixed into ``GolfApp``, which sets these up)."""

    session: Session | None
    table: TableScreen | None
    quick_handover: HandoverScreen | None
    notices: list[str]

    if TYPE_CHECKING:  # provided by GolfApp and its other parts

        def warn(self, message: str, *, toast: bool = True, first: bool = False,
                 saved: bool = False) -> None:
            ...

        def hold_keys(self) -> int:
            ...

        def saved_offer_again(self, setup: Screen[Any]) -> AutosaveInfo | None:
            ...

        def saved_held_elsewhere(self) -> str | None:
            ...

        def action_quit_game(self) -> None:
            ...

        def action_show_history(self) -> None:
            ...

        def action_show_stats(self) -> None:
            ...

        def _setup_ruleset(self) -> Ruleset | None:
            ...

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
        for key, command, _seat in self.palette_entries(screen):
            yield key, command

    def palette_entries(self, screen: Screen[Any]
                        ) -> Iterator[tuple[str, SystemCommand, str | None]]:
        """``palette_commands``, each with the name of the seat it is about (None: no seat's),
        which the palette's search ranks first when the name is typed (``commands.found``)."""
        for key, command in self._app_commands(screen):
            yield key, command, None
        yield from self._seat_commands(screen)
        for key, command in self._more_commands():
            yield key, command, None

    def _app_commands(self, screen: Screen[Any]) -> Iterator[tuple[str, SystemCommand]]:
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

    def _more_commands(self) -> Iterator[tuple[str, SystemCommand]]:
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

    def _seat_commands(self, screen: Screen[Any]
                       ) -> Iterator[tuple[str, SystemCommand, str | None]]:
        """At the table, a match on: for each person's seat, "A computer plays for Ola…" (they
        leave the table; the level is chosen next, ``choose_stand_in``), or for one a computer
        plays for, "Ola plays again" (``Controller.hand_over``, ``take_back``); while such a
        change waits for the end of the seat's turn (``Controller.pending``), the entry that
        calls it off: "Ola plays on", "The computer plays on for Ola". One entry a
        person, whatever the levels: eight people made eight entries, not twenty-four."""
        from .screens.handover import HandoverScreen

        table = self.table
        # at the table, or on a hand-over over it: the person named there may be gone; or on
        # the quick start's first hand-over, over no table yet, once its match is built
        over = isinstance(screen, HandoverScreen) and (
            table in self.screen_stack or screen is self.quick_handover)
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
                        partial(self.seat_change, seat, None)), names[seat]
                else:  # the computer plays the turn for Ola still, at its level
                    yield "seat_to_computer", SystemCommand(
                        _("The computer plays on for %(name)s") % args,
                        _("Call off %(name)s's return: the computer plays their next turn "
                          "too") % args,
                        partial(self.seat_change, seat, table.ctrl.stand_ins[seat])), names[seat]
            elif computer:
                yield "seat_back", SystemCommand(
                    _("%(name)s plays again") % args,
                    _("%(name)s is back at the table and plays their own cards again") % args,
                    partial(self.seat_change, seat, None)), names[seat]
            else:
                yield "seat_to_computer", SystemCommand(
                    _("A computer plays for %(name)s…") % args,
                    _("%(name)s leaves the table: a computer plays, at the level chosen "
                      "next") % args,
                    partial(self.choose_stand_in, seat)), names[seat]

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
