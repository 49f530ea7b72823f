"""The setup screen: who plays (names, order, person or computer), which ruleset and house rules,
how long the match lasts, when the table is covered between turns, the language and the colour
theme. Dismisses with a GameConfig.

Every change is checked at once (``setup_model.check_seats``); problems are listed under the form
and Start stays disabled until there are none. The last setup started is remembered, the
language with it. Choosing a language relabels the screen at once (it is composed again, keeping
everything already filled in). Choosing a theme applies it at once, as the command palette's
picker does (the app saves it then, ``GolfApp._theme_changed``), and the choice follows the
palette's.

This module composes the form, fills it in and starts the match; the rest is in mixins of their
own modules (``setup_layout``, ``setup_presets``, ``setup_rules``, ``setup_seats``,
``setup_key_flow``, ``setup_checks``, ``setup_drawing``, ``setup_saving``, ``setup_resume``: see
docs/architecture.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widget import AwaitMount
from textual.widgets import Button, Checkbox, Label, OptionList, Select, Static

from ...i18n import LANGUAGES, N_, _, current_language
from ...presets import readable_presets
from ..ascii_signs import ascii_text
from ..config import GameConfig, HandOver, Seat
from ..notes import MAY_COVER
from ..settings import Settings, load_settings
from ..setup_model import MAX_SEATS, MIN_SEATS, Checked, is_default_name, offered_preset
from ..terminal import ascii_guessed, unicode_here
from ..themes import theme_order, theme_title
from ..widgets.focus_mark import FocusMark
from ..widgets.footer import PALETTE, FittingFooter, together
from ..widgets.saved_match import RESUME_KEY, SavedMatchLine
from ..widgets.seat_row import SeatRow, WhyButton
from ..widgets.tick import Tick
from .bindings import translate_bindings
from .deliberate import UpFirst
from .once import DismissedOnce
from .setup_checks import SetupChecks
from .setup_drawing import SetupDrawing
from .setup_key_flow import SetupKeyFlow
from .setup_layout import SetupLayout, _body_classes
from .setup_presets import SetupPresets
from .setup_resume import SetupResume
from .setup_rules import RulesetText, SetupRules, _line
from .setup_saving import SetupSaving, _default_names_translated
from .setup_seats import SetupSeats

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...storage import AutosaveInfo

QUIT = "app.quit_game"  # the action of the footer's quit key (``BINDINGS``)
ADD_TIP = N_("Add a player at the end of the turn order (ctrl+n)")
HANDOVER_CHOICES: list[tuple[str, HandOver]] = [
    # what ``config.hands_over`` does: every turn that passes the keys to another person, a flip
    # or an opening with nothing private in it too ("only before private cards" it was not).
    # Each names the hand-over screen: "Auto: when another person plays" said what, only once
    # the choice had the focus and the text under the rules told it
    (N_("Hand-over screen between people"), "auto"),
    (N_("Hand-over screen before every turn"), "always"),
    (N_("No hand-over screen (all see all)"), "never"),
]


class SetupScreen(SetupLayout, SetupPresets, SetupRules, SetupSeats, SetupKeyFlow, SetupChecks,
                  SetupDrawing, SetupSaving, SetupResume, DismissedOnce[GameConfig],
                  UpFirst[GameConfig]):
    """Players, ruleset, house rules, match length and hand-over; Start dismisses a GameConfig."""

    CSS_PATH = "../styles/setup.tcss"
    # the focus is set once the form is filled in (``on_mount``): Textual's first focusable
    # widget, the first name, was focused with all of it selected even where Start takes it
    AUTO_FOCUS = ""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", N_("Start"), priority=True,
                tooltip=N_("Start the match (as the Start button does)")),
        Binding("ctrl+n", "add_player", N_("Add player"), priority=True,
                tooltip=N_("Add a player at the end of the turn order")),
        # the app's own key, shown here where the footer has room for it: a newcomer looked
        # for a way out (the first of the footer's keys to go where it has none)
        Binding("ctrl+q", "app.quit_game", N_("Quit"), priority=True,
                tooltip=N_("Quit (the setup is remembered for next time)")),
        # the unfinished match saved, offered on a line above Start (``saved_offer``)
        Binding(RESUME_KEY, "resume_saved", N_("Resume"), show=False, priority=True,
                tooltip=N_("Resume the saved match (shown above Start)")),
        # not a priority: ? typed in a name is part of the name; shown above the form, as the
        # footer has no room left for it at 80 columns
        Binding("f1,question_mark", "keys", N_("Keys"), show=False,
                tooltip=N_("This list of keys (? outside a name)")),
        # Esc (not a priority: an open choice closes with it) has nothing to close here; a
        # newcomer pressed it to leave and nothing happened, and q is a letter of a name
        Binding("escape", "escape", show=False,
                tooltip=N_("Nothing to close on this screen (ctrl+q quits)")),
    ]

    def __init__(self, settings: Settings | None = None, *, remember: bool = True,
                 not_carried: str = "", saved: AutosaveInfo | None = None,
                 ascii: bool | None = None,
                 saved_others: Sequence[AutosaveInfo] = ()) -> None:
        """``settings``' ``deal_passed``: the players as the deal passed on from a finished
        match listed them, the new dealer first: the Ready line says so while the list is
        still that one (the players looked silently reordered), and the app forgets it once
        said (``GolfApp.deal_passed_said``).

        ``ascii``: the ASCII cards of the match just left (``--ascii``, ``--no-ascii``, a
        saved match's), which the screen is drawn in: the box shows them and Start plays them,
        but saves the remembered choice unless the box is changed here (None: the box shows
        the remembered choice, or where the player never chose the terminal's guess:
        ``terminal.ascii_guessed``)."""
        super().__init__()
        # the unfinished match saved, offered back (``widgets/saved_match.py``): None, none;
        # and the others saved beside it (matches moved aside: ``Session.others``), which its
        # ctrl+o offers with it, as the start-up does
        self.saved_offer = saved
        self.saved_others = list(saved_others)
        # what the match left could not pass on to this setup (``not_carried_over``): said as a
        # warning once the screen is up
        self._not_carried = not_carried
        translate_bindings(self)
        self._settings = _default_names_translated(
            settings if settings is not None else load_settings())
        # kept apart: the form's settings, composed again (``relabel``), have none
        self._deal_passed = self._settings.deal_passed
        # the player's own choice, as the settings had it (None: never made), and the box as
        # it came up: left as it came, the choice stays as it was (``_ascii_chosen``)
        self._ascii_remembered = self._settings.ascii
        self._ascii_first = ascii if ascii is not None else ascii_guessed(self._settings.ascii)
        self._ascii_box = self._ascii_first  # as the form shows it (``relabel`` composes again)
        self._remember = remember
        # the presets that read, which the list offers, and what is wrong with each that does
        # not (said once the screen is up)
        self._bases, self._unread = readable_presets()
        self._preset = offered_preset(self._settings.ruleset, list(self._bases))  # "": none
        self._house_memory: dict[str, list[str]] = dict(self._settings.house_rules)
        self._checked: Checked | None = None
        # the ruleset last built, with the preset, house rules and language it was built from:
        # the seats are checked against it (``_validate``) until one of those changes; Start
        # builds it again (``action_start``). A build takes about 3 ms: a name typed needs none
        self._built: tuple[tuple[str, list[str], str], Checked] | None = None
        # the seats the form was last checked with: checked again with the same seats and the
        # same ruleset, the form would say the same (a field mounting says its first value, a
        # house rule's choice too), so it is not (``_validate``)
        self._checked_seats: tuple[Seat, ...] | None = None
        self._problems_width: int | None = None  # the width the problems were wrapped to
        self._shown = ""  # the preset whose house rules the form shows
        self._about = ""  # the house rule in focus, described under the rules ("": none)
        self._adding: AwaitMount | None = None  # the row of the player added last, mounting
        # when the key or click that removed the last player was made (or one made too soon
        # after it, whose removal was dropped: ``_too_quick``), by the clock of Textual's
        # events; None: none yet
        self._removed_at: float | None = None
        # the player added last, until its name has the focus, and the app's hold on the keys
        # typed meanwhile (``GolfApp.hold_keys``), which are for that name
        self._arriving: tuple[SeatRow, int] | None = None
        self._newest: SeatRow | None = None  # the player added last (``_added``)
        # the fewest and the most players the ruleset chosen takes (at least 2, at most 8 at any
        # table), as ``_validate`` last found them: the seat buttons and keys stop there
        self._limits = (MIN_SEATS, MAX_SEATS)
        self._checked_language = ""  # the language the seat buttons' reasons were last put in
        # the language field changed here by the person. Start saves the language the setup
        # shows, whoever chose it (the field, ``--lang``, the environment): the match is played
        # in it, and the setup showed it as it showed its other choices ("Språk Svenska" all
        # evening, and the next start asked in English). Quitting the setup saves it only where
        # the person chose it here (``remember_on_quit``): no match was played in it, and a
        # "golf-tui --lang en" to look at something kept the "nb" chosen before
        self._language_picked = False
        # the theme chosen in the Theme field: saved with the setup then (the app saves every
        # theme change at once where it has a session; a setup saved without one kept none)
        self._theme_picked = False
        self._list_has_focus = False  # the ruleset list's mark is the focus's (``_show_focus``)
        # an open list placed anew or made shorter, its highlight not yet scrolled back into
        # sight (``_laid_out_anew``)
        self._list_moved = False
        # every preset's tagline in the list, not only the chosen one's: from ``SHORT`` lines (at
        # 80×24 five more lines pushed the rules pane's last lines out of sight)
        self._taglines = False
        # ``_preset_rows``'s, by language
        self._rows_made: tuple[str, dict[str, tuple[str, str, str]]] = ("", {})


    def compose(self) -> ComposeResult:
        if not self._bases:  # no preset reads: nothing to set up (``on_mount`` leaves)
            yield Static("\n".join(self._unread), markup=False)
            return
        with Horizontal(id="setup-top"):
            yield Static(_("Golf · new match"), id="setup-title", markup=False)
            # the footer has no room left for this key at 80 columns
            yield Static(_("F1 keys"), id="keys-hint", markup=False)
        # as ``on_resize`` will want it: set after, the whole form would be styled twice
        with Horizontal(id="setup-body", classes=" ".join(_body_classes(self.app.size))):
            players_pane = VerticalScroll(id="players-pane")
            players_pane.can_focus = False  # as the rules pane: its fields scroll it
            with players_pane:
                yield Label(_("Players, in turn order"), classes="pane-title")
                with Vertical(id="seats"):
                    for i, seat in enumerate(self._settings.seats[:MAX_SEATS], start=1):
                        yield SeatRow(i, seat.name, seat.kind)
                yield _line(WhyButton(_("+ Add player"), id="add-player", compact=True,
                                      tooltip=_(ADD_TIP)), id="add-player-line")
                yield Label(_("Table"), classes="pane-title")
                yield _line(Select([(_(label), value) for label, value in HANDOVER_CHOICES],
                                   value=self._settings.handover, allow_blank=False,
                                   compact=True, id="handover-mode",
                                   tooltip=_("When the hand-over screen covers the table so the"
                                             " next player can take the keys")))
                forced = not unicode_here()  # ASCII whatever the box says: say so
                label = (_("ASCII cards (7h, ##): no Unicode here") if forced
                         else _("ASCII cards (7h, ##)"))
                box = Tick(label, self._ascii_box or forced, compact=True, id="ascii",
                           disabled=forced)
                why = self._ascii_guess_words()
                box.tooltip = None if why is None else Content(why)
                yield _line(box)
                yield _line(Tick(_("Animations"), self._settings.animations, compact=True,
                                 id="animations"))
                # the two labels as wide, so that the two choices start in one column
                labels = (_("Language"), _("Theme"))
                wide = max(cell_len(label) for label in labels)
                with Horizontal(id="language-row"):
                    yield FocusMark()
                    yield Label(labels[0] + " " * (wide - cell_len(labels[0])),
                                id="language-label")
                    yield Select([(name, code) for code, name in LANGUAGES.items()],
                                 value=current_language(), allow_blank=False, compact=True,
                                 id="language")
                with Horizontal(id="theme-row"):
                    yield FocusMark()
                    yield Label(labels[1] + " " * (wide - cell_len(labels[1])),
                                id="theme-label")
                    # each by the name the player reads, its value the id the settings keep
                    yield Select([(theme_title(name), name)
                                  for name in theme_order(self.app.available_themes)],
                                 value=self.app.theme, allow_blank=False, compact=True,
                                 id="theme", tooltip=_("The colours of the game, as the command"
                                                       " palette's Theme: choose…"))
            rules_pane = VerticalScroll(id="rules-pane")
            rules_pane.can_focus = False  # no stop of its own on tab: its fields scroll it
            with rules_pane:
                yield Label(_("Ruleset"), classes="pane-title")
                yield OptionList(*self._preset_options(), id="presets")
                yield Label(_("House rules"), classes="pane-title", id="house-rules-title")
                yield Vertical(id="house-rules")
                with Horizontal(id="match-length"):
                    yield FocusMark()
                    yield Label(_("Match length"), id="length-title")
                # what the rule in focus does, or else the ruleset: a line a rule above keeps
                # every rule of every preset in sight at 80×24
                # read once, when the ruleset is chosen: a warning may cover it where nothing
                # else leaves it room (eight players at 80×24)
                yield _line(RulesetText(id="ruleset-info", markup=False, classes=MAY_COVER),
                            id="ruleset-info-line")
        if self.saved_offer is not None:
            yield SavedMatchLine(self.saved_offer, len(self.saved_others))
        with Horizontal(id="setup-bottom"):
            yield Static(id="problems", markup=False)
            yield WhyButton(self._plain(_("Start ▶")), id="start", variant="success",
                            compact=True)
        # in a narrow terminal the keys of the two buttons on the screen go after the palette's
        # (at 60 columns "^n Add player" was cut off at the right edge); a player row's keys to
        # move it go first, before Quit (in ASCII at 80 columns, "^Up Move up ^Down Move down"
        # left no room for "^q Quit"): the row's own buttons move it too. Its Remove goes after
        # Quit (its ✕ removes it too), before the palette's key, which lists Quit: at 40
        # columns "^r Remove" took the palette's room, and nothing on the screen said how to
        # leave; not on the list, it outlasted the keys to begin ("^n Ny spelare" went first
        # below 38 columns in Swedish)
        yield FittingFooter((together("move(-1)", "move(1)"), QUIT, "remove", PALETTE,
                             "add_player", "start"))

    def _plain(self, text: str) -> str:
        """``text`` as this terminal can draw it (``ascii_signs.ascii_text`` in ASCII mode)."""
        return ascii_text(text, self.app.has_class("-ascii"))


    async def on_mount(self) -> None:
        if not self._bases:  # every preset broken: the game ends saying why, as the command
            # line's would (``start_failed``), not with a traceback from an empty list
            if hasattr(self.app, "start_failed"):
                self.app.start_failed = "\n".join(self._unread)
            self.app.exit(return_code=2)
            return
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)
        self.screen_layout_refresh_signal.subscribe(self, self._laid_out_anew, immediate=True)
        await self._fill()
        if any(seat.name and not is_default_name(seat.name) for seat in self._settings.seats):
            # filled in (the players remembered, New setup after a match): Start has the
            # focus, and no name is selected, where a stray key (the n of New setup pressed
            # twice, an s) replaced "Kari" and the match began with a player called "s"
            self.set_focus(self.query_one("#start", WhyButton))
        else:  # fresh: the names are there to be typed, the first one selected
            self.query_one(SeatRow).focus_name()
        told = getattr(self.app, "presets_unread_said", set[str]())
        unread = [problem for problem in self._unread if problem not in told]
        told.update(unread)
        for said in (*unread, self._not_carried):
            if not said:
                continue
            warn = getattr(self.app, "warn", None)  # kept on the Warnings screen too
            if callable(warn):
                warn(said)
            else:
                self.notify(said, severity="warning", markup=False)
        self._unread = []  # once: a language chosen composes the screen again


    async def _fill(self) -> None:
        """What compose leaves to do: the preset highlighted, its house rules, the numbers; and
        the form checked, once."""
        presets = self.query_one("#presets", OptionList)
        presets.highlighted = list(self._bases).index(self._preset)
        await self._show_ruleset(validate=False)
        self._renumber()
        self._checked_seats = None  # the form may be new (``relabel``): say what it has
        self._validate()


    @on(Button.Pressed, "#start")
    async def _start_pressed(self) -> None:
        await self.action_start()


    async def action_start(self) -> None:
        if self._adding is not None:
            await self._adding  # a player added just now (ctrl+n, ctrl+s): once the row is in
        self._built = None  # the match takes the ruleset as its file says now
        self._validate()
        checked = self._checked
        if checked is None or not checked.ok or checked.ruleset is None:
            self.app.bell()
            return
        config = GameConfig(
            ruleset=checked.ruleset,
            seats=self._seats(),
            handover=self._handover(),
            ascii=self.query_one("#ascii", Checkbox).value,
            animations=self.query_one("#animations", Checkbox).value,
        )
        if self._remember:
            self._house_memory[self._preset] = self._house_choices()
            read_again = getattr(self.app, "settings_read_again", None)
            if callable(read_again):  # a hand's edit since, said (``Remembered``)
                read_again()
            failed = self._write(self._form_settings(), language=True)
            if failed is not None:  # the match starts all the same
                report = getattr(self.app, "settings_not_saved", None)
                if callable(report):
                    report(*failed)
        ask = getattr(self.app, "ask_before_replacing", None)
        if callable(ask) and ask(self, config):
            return  # a saved match this setup did not offer is there now: asked first
        self.dismiss(config)


