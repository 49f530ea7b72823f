"""The setup screen: who plays (names, order, person or computer), which ruleset and house rules,
how long the match lasts, when the table is covered between turns, the language and the colour
theme. Dismisses with a GameConfig.

Every change is checked at once (``setup_model.check_seats``); problems are listed under the form
and Start stays disabled until there are none. The last setup started is remembered, the
language with it. Choosing a language relabels the screen at once (it is composed again, keeping
everything already filled in). Choosing a theme applies it at once, as the command palette's
picker does (the app saves it then, ``GolfApp._theme_changed``), and the choice follows the
palette's.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.errors import NoWidget
from textual.geometry import Size
from textual.widget import AwaitMount, Widget
from textual.widgets import Button, Checkbox, Input, Label, OptionList, Select, Static
from textual.widgets._select import SelectOverlay
from textual.widgets.option_list import Option

from ...engine import Ruleset
from ...i18n import LANGUAGES, N_, _, current_language, ngettext, set_language
from ...names import clean_name, has_control
from ...presets import country_of, load_ruleset, preset_names, preset_tagline, ruleset_name
from ...ruleset_words import house_rule_words
from ..ascii_signs import ascii_text
from ..config import GameConfig, HandOver, Seat, handover_mode
from ..notes import MAY_COVER, dismiss_warning
from ..settings import SeatSetting, Settings, load_settings, settings_path, write_settings
from ..setup_model import (
    MAX_SEATS,
    MIN_SEATS,
    Checked,
    base_length,
    build_ruleset,
    capitalized,
    carried_short,
    check_seats,
    default_name,
    in_current_language,
    is_default_name,
    is_short_length,
    length_choices,
    length_of,
    match_length_rules,
    new_seat_name,
    problem_lines,
    remembered_choices,
    ruleset_title,
    same_length,
    seat_names,
    short_length_words,
    short_lengths,
    switch_rules,
    translated,
    wrapped,
)
from ..terminal import ascii_guessed, glyphless_term_here, unicode_here
from ..themes import theme_order, theme_title
from ..widgets.focus_mark import FOCUS_MARK, FocusMark, mark_focus
from ..widgets.footer import PALETTE, FittingFooter, together
from ..widgets.list_room import fit_open_list
from ..widgets.saved_match import NONE_SAVED, RESUME_KEY, SavedMatchLine
from ..widgets.seat_row import NameInput, SeatRow, WhyButton, refused_paste, typed_keys
from ..widgets.tick import Tick
from . import deliberate
from .bindings import translate_bindings
from .deliberate import TOO_SOON, TOO_SOON_CLICK, TOO_SOON_SHOWN, UpFirst
from .once import DismissedOnce
from .relabel import ready_for_actions, rebuilding

if TYPE_CHECKING:
    from collections.abc import Sequence

    from textual.theme import Theme

    from ...storage import AutosaveInfo

# Why a seat button (✕, "+ Add player") and its key are dimmed: the table's limit, or the
# ruleset's where that is narrower (``SetupScreen._seat_limit``).
TABLE_AT_MOST = N_("A table seats at most %(n)d players.")
TABLE_AT_LEAST = N_("A match needs at least %(n)d players.")
RULESET_AT_MOST = N_("%(title)s is for at most %(n)d players.")
RULESET_AT_LEAST = N_("%(title)s is for at least %(n)d players.")
QUIT = "app.quit_game"  # the action of the footer's quit key (``BINDINGS``)
# Keys that did nothing and said nothing (``SetupScreen._silent_key``)
NO_PLAYER_FOCUSED = N_("ctrl+r removes the player whose name or kind has the focus: go to a"
                       " player's name first (Tab, or a click).")
Q_IS_A_LETTER = N_("q does not quit here (it is a letter of a name): ctrl+q quits.")
LETTER_ON_CHOICE = N_("A choice takes no typing: Enter or space opens its list, where ↑ ↓ or"
                      " the first letters of an option, and Enter, choose.")
ADD_TIP = N_("Add a player at the end of the turn order (ctrl+n)")
# under the Ready line where the deal passed on from a finished match (New setup after it, and
# the next start of golf-tui): the list starts from the new dealer, and the players looked
# silently reordered (``SetupScreen._deal_note``). The last match's first dealer is named: the
# deal passes from the one who dealt its first hole, not its last.
DEAL_PASSED = N_("%(name)s deals first: %(last)s dealt first in the last match, so the deal"
                 " passed to %(name)s.")
# the same, where a match was started from that list since (Play again) and left unfinished
DEAL_PASSED_PLAYED = N_("%(name)s deals first, as in the last match: %(last)s dealt first in"
                        " the match before it, so the deal passed to %(name)s.")
PROBLEM_LINES = 4  # the lines under the form (setup.tcss: #setup-bottom, less its border)
# the columns of the line under the form that the problems do not have (setup.tcss): its
# padding, and the Start button's margin and width (its 12 are less than the least width
# Textual gives a button, 16)
PROBLEM_ROOM = 2 + 2 + 16
CHOSEN_MARK = "●"  # the ruleset chosen, in its list (``*`` in ASCII: ``ascii_signs``)
NARROW = 80  # columns below which the ruleset pane goes under the players (setup.tcss)
SHORT = 27  # lines below which the rules pane has no blank lines between its parts (setup.tcss)
# beyond 120×40 the panes sit in the middle of the screen, as the match over's body does
# (setup.tcss): on 200×60 they filled the top left and left the rest empty
WIDE = 121
TALL = 41
# A house rule with options: its title's column, the gap after it included, and its choice's
# (the arrow and the gap before it included), at least as wide as setup.tcss has them, or as the
# ruleset's longest title and option need (up to 40 characters each): at 80 columns the title's
# column is cut to 60% of the line (setup.tcss), the rest its choice's, each cut with "…".
# The match length's choice likewise (``LENGTH_COLUMN``).
TITLE_COLUMN, CHOICE_COLUMN, CHOICE_ROOM, LENGTH_COLUMN = 18, 16, 3, 30
HANDOVER_CHOICES: list[tuple[str, HandOver]] = [
    # what ``config.hands_over`` does: every turn that passes the keys to another person, a flip
    # or an opening with nothing private in it too ("only before private cards" it was not).
    # Each names the hand-over screen: "Auto: when another person plays" said what, only once
    # the choice had the focus and the text under the rules told it
    (N_("Hand-over screen between people"), "auto"),
    (N_("Hand-over screen before every turn"), "always"),
    (N_("No hand-over screen (all see all)"), "never"),
]
# What the Table choice does, under the rules while it has the focus (as a house rule's text),
# and on the setup's keys screen (F1): its options alone never said what a hand-over screen is.
HANDOVER_ABOUT = N_("A hand-over screen (\"Pass to Ola\") covers the table until the next"
                    " person takes the keys and presses Enter, so that nobody sees another's"
                    " private cards. Between people: whenever the keys pass to another person."
                    " Before every turn: before every turn of a person, even one alone at the"
                    " table. None: everyone sees all the table shows.")
TABLE_ABOUT = "#table"  # ``SetupScreen._about`` while the Table choice has the focus
# Why the ASCII box is ticked where the terminal only suggests it (``terminal.ascii_guessed``):
# its tooltip, and under the rules while it has the focus. No ♠ in it: in ASCII it reads "s".
ASCII_GUESSED = N_("Ticked for this terminal (TERM=%(term)s), whose font often lacks card"
                   " suits and box lines: untick it if yours has them.")
ASCII_ABOUT = "#ascii"  # ``SetupScreen._about`` while that box has the focus


def _option_words(rule_title: str, option_title: str) -> str:
    """A house rule's option as its choice shows it, beside the rule's title: without the title
    it starts with ("Jokers −5" beside "Jokers" read "Jokers   Jokers −5"), translated."""
    rule, option = translated(rule_title), translated(option_title)
    head = rule.casefold() + " "
    if option.casefold().startswith(head) and option[len(head):].strip():
        return option[len(head):].strip()
    return option


def _choice_columns(base: Ruleset) -> tuple[int, int]:
    """The widths of the house rules with options' titles and choices (``TITLE_COLUMN``): the
    same for every such rule of ``base``, so that their choices line up."""
    rules = [base.house_rules[key] for key in switch_rules(base)]
    titles = [cell_len(translated(r.title)) + 1 for r in rules if r.options]
    options = [cell_len(_option_words(r.title, o.title)) + CHOICE_ROOM
               for r in rules for o in r.options.values()]
    return (max([TITLE_COLUMN, *titles]),
            max([CHOICE_COLUMN, cell_len(_("Off")) + CHOICE_ROOM, *options]))


class RulesetText(Static, can_focus=True):
    """What the house rule in focus does, or the ruleset chosen, under the rules. Where it runs
    past what its pane shows, Tab reaches it after the match length, and the arrows and page
    keys scroll the pane it is in: at 80×24 danish-6's text with every house rule ticked ran
    below the screen, where no key reached it. The focus is what scrolls it there (the pane
    takes none: its fields scroll it). Where it shows whole beside the match length, it is no
    stop of Tab (``allow_focus``): a read-only text, it held the focus for nothing between the
    last rule and Start."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "scroll(-1)", show=False),
        Binding("down", "scroll(1)", show=False),
        Binding("pageup", "page(-1)", show=False),
        Binding("pagedown", "page(1)", show=False),
        Binding("home", "page(-1000)", show=False),
        Binding("end", "page(1000)", show=False),
    ]

    def _pane(self) -> Widget | None:
        """What scrolls it: the rules pane, or (below ``NARROW`` columns) the whole form."""
        for node in self.ancestors:
            if isinstance(node, Widget) and node.max_scroll_y > 0:
                return node
        return None

    def allow_focus(self) -> bool:
        """Only where the focus is needed to read it all (``runs_past``), or while it has it
        (Tab goes on from it)."""
        return self.has_focus or self.runs_past()

    def runs_past(self) -> bool:
        """Whether its pane scrolls and cannot show it whole with the match length above it
        (what the match length in focus brings into sight: ``SetupScreen._info_in_sight``)."""
        pane = self._pane()
        if pane is None:
            return False
        top = min((w.region.y for w in self.screen.query("#match-length")), default=self.region.y)
        return self.region.bottom - top > pane.scrollable_content_region.height

    def on_focus(self) -> None:
        """Its start in sight, under what is above it as far as the pane has room."""
        self.scroll_visible(animate=False, top=True, immediate=True)

    def action_scroll(self, lines: int) -> None:
        pane = self._pane()
        if pane is not None:
            pane.scroll_relative(y=lines, animate=False, immediate=True)

    def action_page(self, pages: int) -> None:
        pane = self._pane()
        if pane is not None:
            pane.scroll_relative(y=pages * max(1, pane.scrollable_content_region.height - 1),
                                 animate=False, immediate=True)


class SetupScreen(DismissedOnce[GameConfig], UpFirst[GameConfig]):
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
        names = preset_names()
        self._preset = self._settings.ruleset if self._settings.ruleset in names else names[0]
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

    # ---- layout -------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
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

    def _preset_options(self) -> list[Option]:
        self._taglines = self.app.size.height >= SHORT
        return [Option(prompt, id=name) for name, prompt in self._preset_prompts().items()]

    def _preset_prompts(self) -> dict[str, Content]:
        """Each preset's line in the list, in two columns every line keeps: the first the
        focus's ``▶`` while the list has it, on the ruleset highlighted (the one chosen), as in
        the first column of every line of the form; the second the chosen one's ``●`` (``>``
        and ``*`` in ASCII). Bold alone marked the chosen one, which a screen reader or a copy
        of the screen as text does not show; and the ``▶`` once stood in the ``●``'s stead, so
        that in the list in focus nothing said which ruleset was chosen, only which was
        highlighted. The title follows the ``●`` with no space between: at 80 columns the
        list has not a cell to spare."""
        focus = FOCUS_MARK if self._list_has_focus else " "
        prompts = {}
        for name, (row, country_row, tagline) in self._preset_rows().items():
            line = Content(f"{focus if name == self._preset else ' '}"
                           f"{CHOSEN_MARK if name == self._preset else ' '}"
                           f"{row if self._taglines else country_row}")
            # under the title, where the preset is from and what sets it apart: three titles
            # read nearly the same (Sekskortsgolf, Sexkortsgolf, Sekskorts-Golf); every
            # preset's where the pane has the room, else the chosen one's (``_taglines``), and
            # every line names its country then
            shown = tagline and (self._taglines or name == self._preset)
            prompts[name] = (Content.assemble(line, "\n  ", (self._plain(tagline), "dim"))
                             if shown else line)
        return prompts

    def _preset_rows(self) -> dict[str, tuple[str, str, str]]:
        """Each preset's line without its mark (title, name, grid), the same with its country
        in its name's stead (for the list with no room for every tagline: three six-card
        titles read nearly the same, "norwegian-6" is the game's word for the file, not the
        players'), and its tagline ("Norway · flip as a turn", none where the ruleset has
        none), in the current language: made once a language, where the mark moving with every
        highlight loaded and checked every preset again."""
        lang = current_language()
        if self._rows_made[0] != lang:
            rulesets = {name: load_ruleset(name) for name in preset_names()}
            titles = {name: translated(r.title) for name, r in rulesets.items()}
            taglines = {name: translated(preset_tagline(name)) for name in rulesets}
            countries = {name: country_of(taglines[name]) or name for name in rulesets}
            width = max(14, *(len(t) for t in titles.values()))
            # no wider: the players' pane needs it, and a row one cell wider wrapped every
            # line of the list (Swedish "Hela världen" for nine-card); the countries take what
            # the titles leave of both columns (Swedish titles are two cells shorter than
            # "Sekskorts-Golf", and "Hela världen" fits whole), and a longer country is cut
            names = max(len(name) for name in rulesets)
            titled = max(len(t) for t in titles.values())
            gap = 1 + min(1, width - titled)  # two spaces where the titles leave the room
            room = width + names - titled - (gap - 1)
            countries = {name: country if len(country) <= room else f"{country[:room - 1]}…"
                         for name, country in countries.items()}
            grids = {name: r.grid.replace("x", "×") for name, r in rulesets.items()}
            self._rows_made = (lang, {
                name: (f"{titles[name]:<{width}} {name:<{names}} {grids[name]}",
                       f"{titles[name]:<{titled}}{' ' * gap}{countries[name]:<{room}}"
                       f" {grids[name]}",
                       taglines[name])
                for name in rulesets})
        return self._rows_made[1]

    def _mark_chosen_preset(self) -> None:
        """The list's mark (``_preset_prompts``) on the ruleset now chosen, as the focus has
        it."""
        for presets in self.query("#presets").results(OptionList):  # (none while recomposed)
            for name, prompt in self._preset_prompts().items():
                presets.replace_option_prompt(name, prompt)

    async def on_mount(self) -> None:
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
        if self._not_carried:
            warn = getattr(self.app, "warn", None)  # kept on the Warnings screen too
            if callable(warn):
                warn(self._not_carried)
            else:
                self.notify(self._not_carried, severity="warning", markup=False)

    def on_resize(self, event: events.Resize) -> None:
        """Below ``NARROW`` columns the ruleset pane goes under the players, full width (beside
        them it would wrap every ruleset's name), and the two scroll as one. Below ``SHORT``
        lines the rules pane closes up, so that every house rule of every preset, the match
        length and the start of what the focus is on stay in sight at 80×24, and the ruleset
        list shows the chosen preset's tagline alone (``_taglines``)."""
        body = self.query_one("#setup-body")
        wanted = _body_classes(event.size)
        if (event.size.height >= SHORT) != self._taglines:
            self._taglines = event.size.height >= SHORT
            self._mark_chosen_preset()
        for name in ("-narrow", "-short", "-wide", "-tall"):
            body.set_class(name in wanted, name)  # as a rule no change: set in ``compose``
        if event.size.width - PROBLEM_ROOM != self._problems_width:
            self._show_problems()  # wrapped anew to the width they have now
        # laid out anew, the field in focus may be out of sight (the panes become one column
        # below NARROW): scrolled back into it, once the new layout is in place
        self.call_after_refresh(self._focus_in_sight)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        """A press outside an open list closes it, as a list does elsewhere: a click on the
        form's empty space left it open (only Esc, a choice or another field closed it)."""
        focused = self.focused
        if not isinstance(focused, SelectOverlay) or not isinstance(focused.parent, Select):
            return
        # the widget under the pointer, not ``event.widget``: a press on the list's options
        # reaches the screen as the screen's own (the choice was lost: the list closed first)
        try:
            widget: Widget | None = self.get_widget_at(event.screen_x, event.screen_y)[0]
        except NoWidget:
            widget = None
        while widget is not None and widget is not focused.parent:
            widget = widget.parent if isinstance(widget.parent, Widget) else None
        if widget is None:
            focused.action_dismiss()  # as Esc: closed, the focus back on its field

    def _focus_in_sight(self) -> None:
        """The field in focus scrolled into sight after a resize, with its open list: at 60×20 the
        Jokers field had gone out of sight and its list was drawn over the bottom bar, where a
        person changed a setting they could not see. A field whose list is open goes to the
        top, where the list has room under it (at the bottom it covered the bottom bar)."""
        focused = self.focused
        opened = isinstance(focused, SelectOverlay)
        field = focused.parent if isinstance(focused, SelectOverlay) else focused
        if isinstance(field, Widget):
            field.scroll_visible(animate=False, top=opened, immediate=True)

    @on(events.DescendantFocus)
    def _list_opened(self, event: events.DescendantFocus) -> None:
        """A choice's list opened (by its keys or a click: it takes the focus): placed beside
        its field in the form's part of the screen before it is first drawn (``list_room``;
        its options' width guessed from its field's: ``_laid_out_anew`` places it again once
        it is laid out)."""
        if isinstance(event.widget, SelectOverlay) and self._fit_open_list(event.widget):
            self._list_moved = True

    def _laid_out_anew(self, _screen: object) -> None:
        """The screen laid out again (the list opened, the terminal resized, the form
        scrolled under an open list, which moves its field): the open list placed anew, and
        once its place holds, its highlight scrolled into sight in the height it has now (not
        at every layout: the wheel over the list scrolls away from it)."""
        overlay = self.focused
        if not isinstance(overlay, SelectOverlay):
            return
        if self._fit_open_list(overlay):
            self._list_moved = True
        elif self._list_moved:
            self._list_moved = False
            overlay.scroll_to_highlight()

    def _fit_open_list(self, overlay: SelectOverlay) -> bool:
        """``overlay`` within the form, beside its field and above the Ready line and the keys
        (at 80×24 Textual drew the Theme list over them, and over its own field). True where
        it moved or changed its height."""
        for body in self.query("#setup-body").results(Widget):  # (none while composed anew)
            return fit_open_list(overlay, body.region)
        return False

    async def _fill(self) -> None:
        """What compose leaves to do: the preset highlighted, its house rules, the numbers; and
        the form checked, once."""
        presets = self.query_one("#presets", OptionList)
        presets.highlighted = preset_names().index(self._preset)
        await self._show_ruleset(validate=False)
        self._renumber()
        self._checked_seats = None  # the form may be new (``relabel``): say what it has
        self._validate()

    # ---- language -----------------------------------------------------------------------------

    @on(Select.Changed, "#language")
    async def _language_chosen(self, event: Select.Changed) -> None:
        code = event.value
        if not isinstance(code, str) or code not in LANGUAGES or code == current_language():
            return
        set_language(code)
        self._language_picked = True
        translate_bindings(self.app)  # the palette's key, in every footer
        await self.relabel()

    def refresh_language(self) -> None:
        """The language was switched elsewhere (the command palette): relabel this screen."""
        self.call_later(self.relabel)

    async def relabel(self) -> None:
        """Show the screen in the current language, keeping everything filled in so far."""
        if self._shown == self._preset:
            self._house_memory[self._preset] = self._house_choices()
        self._settings = _default_names_translated(self._form_settings())
        self._ascii_box = self.query_one("#ascii", Checkbox).value
        translate_bindings(self)
        with rebuilding(self):  # a ctrl+s meanwhile waits for the form to be filled in again
            await self.recompose()
            await self._fill()
        self.query_one("#language", Select).focus()
        self.refresh_bindings()

    # ---- theme --------------------------------------------------------------------------------

    @on(Select.Changed, "#theme")
    def _theme_chosen(self, event: Select.Changed) -> None:
        name = event.value
        if not isinstance(name, str) or name == self.app.theme:
            return  # (the field following the palette's choice: ``_theme_changed``)
        self.app.theme = name
        self._theme_picked = True

    def _theme_changed(self, theme: Theme) -> None:
        """The theme changed, here or in the palette: the field shows the one in use."""
        for field in self.query("#theme").results(Select):
            if field.value != theme.name:
                field.value = theme.name

    # ---- ruleset and house rules --------------------------------------------------------------

    @on(OptionList.OptionHighlighted, "#presets")
    async def _preset_chosen(self, event: OptionList.OptionHighlighted) -> None:
        current = event.option_list.highlighted_option
        if current is None or current.id != event.option_id:
            return  # a stale highlight, e.g. the list's own first one while mounting
        if event.option_id and event.option_id != self._preset:
            carried = None
            if self._shown == self._preset:
                self._house_memory[self._preset] = self._house_choices()
                carried = self._length_set()
            self._preset = event.option_id
            self._mark_chosen_preset()
            if carried is not None:
                self._carry_length(carried)
            await self._show_ruleset()
            self._rules_in_sight()

    def _length_set(self) -> tuple[str, int] | None:
        """The match length the form shows (the preset's own too, where the player left or put
        it back): it goes with the player to another preset. None: one no choice plays."""
        base = load_ruleset(self._preset)
        for length in self.query_one("#match-length").query("#length").results(Select):
            return length_of(base, length.value if isinstance(length.value, str) else "")
        return length_of(base, "")  # a preset with one length: its own

    def _carry_length(self, length: tuple[str, int]) -> None:
        """``length`` (``_length_set``), shown for the preset before, is the one the form shows
        for this preset too, where one of its Match length's choices plays it (its own length,
        a house rule's, a short match's); where none does (to 100 points, to a preset that has
        no such game), this preset's own length. Choosing another preset put it back to 9 holes,
        and then showed the length remembered for that preset, from choices before the last
        (3 holes, after 18 holes and to 100 points had been chosen since)."""
        base = load_ruleset(self._preset)
        choice = same_length(base, length) or ""
        lengths = {"", *match_length_rules(base), *short_lengths(base)}
        kept = [c for c in self._house_memory.get(self._preset, []) if c not in lengths]
        self._house_memory[self._preset] = [*kept, *([choice] if choice else [])]

    def _rules_in_sight(self) -> None:
        """Below ``NARROW`` columns, where the whole form scrolls, a ruleset chosen with the
        arrows: the list's title at the top, so that the house rules under it come into sight
        as far as the screen has room (at 60×20 they were below it, and nothing said so)."""
        presets = self.query_one("#presets", OptionList)
        if self.focused is presets and self.query_one("#setup-body").has_class("-narrow"):
            title = self.query_one("#rules-pane").query_one(".pane-title")
            self.call_after_refresh(title.scroll_visible, animate=False, top=True)

    @on(events.DescendantFocus, "#presets")
    def _presets_focused(self) -> None:
        self._rules_in_sight()

    async def _show_ruleset(self, *, validate: bool = True) -> None:
        base = load_ruleset(self._preset)
        remembered = set(self._house_memory.get(self._preset, []))
        box = self.query_one("#house-rules", Vertical)
        await box.remove_children()
        widgets: list[Static | Horizontal] = []
        title_width, choice_width = _choice_columns(base)
        for key in switch_rules(base):
            rule = base.house_rules[key]
            # one line a rule; what it does shows below the rules while it has the focus
            # (``_show_about``), and over it under the mouse
            about = self._plain(translated(rule.description))
            if rule.options:
                chosen = next((c for c in remembered if c.split("=")[0] == key), "")
                choices = [(Text(_("Off")), ""),
                           *((Text(_option_words(rule.title, o.title)), f"{key}={k}")
                             for k, o in rule.options.items())]
                values = {v for _, v in choices}
                select: Select[str] = Select(choices, value=chosen if chosen in values else "",
                                             allow_blank=False, compact=True, name=key,
                                             classes="house-choice", tooltip=Content(about))
                select.styles.max_width = choice_width
                title = Label(translated(rule.title), classes="choice-title", markup=False)
                title.styles.width = title_width
                widgets.append(Horizontal(FocusMark(), title, select, classes="choice-row"))
            else:
                tick = Tick(translated(rule.title), key in remembered, compact=True, name=key,
                            classes="house-switch")
                tick.tooltip = Content(about)
                widgets.append(_line(tick))
        if not widgets:
            widgets.append(Static(_("This ruleset offers none."), classes="rule-description",
                                  markup=False))
        await box.mount_all(widgets)
        length = self.query_one("#match-length", Horizontal)
        await length.query("#length, .length-fixed").remove()
        keys = match_length_rules(base)
        shorts = short_lengths(base)  # changes of the preset's holes, after its house rules
        if keys or shorts:
            choices = [(Text(label), k) for label, k in length_choices(base)]  # fewest first
            chosen = next((k for k in (*keys, *shorts) if k in remembered), "")
            select = Select(choices, value=chosen, allow_blank=False, compact=True, id="length")
            # as wide as its longest choice needs, at least as setup.tcss has it
            select.styles.max_width = max([LENGTH_COLUMN, *(cell_len(str(label)) + CHOICE_ROOM
                                                            for label, _value in choices)])
            await length.mount(select)
        else:
            await length.mount(Static(capitalized(base_length(base)), classes="length-fixed",
                                      markup=False))
        self._shown = self._preset
        if validate:
            self._validate()

    @on(events.DescendantFocus)
    def _focus_moved(self, event: events.DescendantFocus) -> None:
        """The box under the rules follows the focus: a house rule, or else the ruleset."""
        widget = event.widget
        rule = (widget.name or "") if widget.has_class("house-switch") \
            or widget.has_class("house-choice") else ""
        if widget.id == "handover-mode" or any(a.id == "handover-mode" for a in widget.ancestors):
            rule = TABLE_ABOUT  # its open list too
        if widget.id == "ascii" and self._ascii_guess_words() is not None:
            rule = ASCII_ABOUT
        if rule != self._about:
            self._about = rule
            self._show_about()
        if widget.id == "length":
            self.call_after_refresh(self._info_in_sight, widget)
        self._show_focus()

    @on(events.DescendantBlur)
    def _focus_left(self) -> None:
        self._show_focus()

    def watch_focused(self) -> None:
        """The focus moved (the screen's own ``focused``): marked at once (``_show_focus``).
        The messages that say so reach the screen through the fields' rows, and a row
        removed on the way (ctrl+r pressed twice quickly) took its message with it: the ``▶``
        was on no line until a key was typed."""
        self._show_focus()

    def _show_focus(self) -> None:
        """The focus marked in text (``FocusMark``): ``▶`` at the start of the line holding it,
        and in the ruleset list on the ruleset chosen while the list has it."""
        mark_focus(self, self.focused)
        in_list = self.focused is not None and self.focused.id == "presets"
        if in_list != self._list_has_focus:
            self._list_has_focus = in_list
            self._mark_chosen_preset()

    def _info_in_sight(self, length: Widget) -> None:
        """The match length, the last field of the rules, has the focus: the ruleset's text
        under it (a line a house rule ticked, ``_describe``) scrolled into sight with it, as
        much of it as the pane holds; nothing after it takes the focus to scroll it there."""
        if self.focused is not length:
            return
        self.query_one("#ruleset-info").scroll_visible(animate=False, immediate=True)
        length.scroll_visible(animate=False, immediate=True)  # the field first, if not both

    def _show_about(self) -> None:
        """What the house rule in focus does (the Table choice too: what a hand-over screen
        is), or the ruleset chosen and its facts (which follow the house rules and match length
        chosen)."""
        info = self.query_one("#ruleset-info", Static)
        if self._about == TABLE_ABOUT:
            info.update(Content.assemble((_("Table"), "bold"), ": ",
                                         self._plain(_(HANDOVER_ABOUT))))
            return
        why = self._ascii_guess_words() if self._about == ASCII_ABOUT else None
        if why is not None:
            info.update(Content.assemble((_("ASCII cards"), "bold"), ": ", self._plain(why)))
            return
        ruleset = self.chosen_ruleset()
        rule = ruleset.house_rules.get(self._about) if self._about else None
        if rule is None:
            info.update(self._describe(ruleset))
        else:
            info.update(Content.assemble((translated(rule.title), "bold"), ": ",
                                         self._plain(translated(rule.description))))

    def _describe(self, r: Ruleset) -> Content:
        """The preset's description, then a line for each house rule ticked, saying what it
        changes (as the rules page words it, ``house_rule_words``): the preset's own text may
        say what a house rule undoes (danish-6's hole "ends the moment a grid is all face up",
        with "Final lap" ticked), and the rule's line, after it, says what is played instead.
        The match length's rule has none: the facts' line under them gives the length."""
        # the grid is in the list above, and in the description
        facts = _("%(min)d–%(max)d players · %(length)s") % {
            "min": r.players.min, "max": r.players.max, "length": base_length(r)}
        parts: list[str | tuple[str, str]] = [self._plain(translated(r.description))]
        ticked = {a.partition("=")[0]: a for a in r.active_house_rules}
        for key, rule in r.house_rules.items():  # the form's order, not the order of ticking
            active = ticked.get(key)
            if active is None or rule.match_length_only:
                continue
            title, description = house_rule_words(r, active)
            parts += ["\n+ ", (self._plain(title), "bold"), ": ", self._plain(description)]
        return Content.assemble(*parts, "\n", (self._plain(facts), "dim"))

    def chosen_ruleset(self) -> Ruleset:
        """The ruleset the form describes now, for its rules page (the command palette): with the
        house rules and match length chosen, or the preset alone while those do not fit
        together."""
        checked = self._checked
        if checked is not None and checked.ruleset is not None:
            return checked.ruleset
        return load_ruleset(self._preset)

    def _house_choices(self) -> list[str]:
        # in their own boxes: a query of the whole screen goes through every seat's widgets
        box = self.query_one("#house-rules", Vertical)
        chosen = [cb.name or "" for cb in box.query(".house-switch").results(Checkbox)
                  if cb.value]
        for select in box.query(".house-choice").results(Select):
            if isinstance(select.value, str) and select.value:
                chosen.append(select.value)
        for length in self.query_one("#match-length").query("#length").results(Select):
            if isinstance(length.value, str) and length.value:
                chosen.append(length.value)
        return chosen

    # ---- players ------------------------------------------------------------------------------

    def _rows(self) -> list[SeatRow]:
        """The seats in turn order: the children of ``#seats`` (asked for by every check of
        the footer's keys, ``check_action``, so not a query of the whole screen)."""
        seats = self.query_one_optional("#seats", Vertical)  # none while composing again
        return [] if seats is None else [row for row in seats.children if isinstance(row, SeatRow)]

    def _seats(self) -> tuple[Seat, ...]:
        rows = self._rows()
        return tuple(Seat(name, row.kind)
                     for row, name in zip(rows, self._names(rows), strict=True))

    @staticmethod
    def _names(rows: list[SeatRow]) -> list[str]:
        """The seats' names as the match gets them: a name cleared (or only spaces) is a name
        nobody typed, its seat's default ("Player 3", a computer's "Bot 1"), which its field
        shows greyed (``SeatRow.set_default``). Cleared, a bot's "Bot 1" kept Start off ("Seat 2
        needs a name"), where the README has a bot nobody named be "Bot 1"."""
        typed = [clean_name(row.player_name) for row in rows]
        defaults = seat_names([name or default_name(n) for n, name in enumerate(typed, start=1)],
                              [row.kind for row in rows])
        return [name or default for name, default in zip(typed, defaults, strict=True)]

    def _renumber(self) -> None:
        """Number the seats, and name the ones nobody named after their number."""
        rows = self._rows()
        self._name_after_seats(rows)
        self._limit_seats(rows)

    def _limit_seats(self, rows: list[SeatRow]) -> None:
        """Number the seats, and dim the buttons that would take the table past the fewest or
        the most players the ruleset chosen takes (``_limits``), saying why in their tips."""
        lo, hi = self._limits
        alone = self._plain(self._seat_limit(lo)) if len(rows) <= lo else None
        for i, row in enumerate(rows, start=1):
            row.set_number(i, first=i == 1, last=i == len(rows), alone=alone)
        full = self._plain(self._seat_limit(hi, most=True)) if len(rows) >= hi else None
        add = self.query_one("#add-player", WhyButton)
        if full != add.why:
            add.explain(full)
        self.refresh_bindings()  # ^n shows dimmed in the footer while the table is full

    def _full_table(self) -> str:
        """Why no player can be added: what ctrl+n and Enter in the last name say at a full
        table (``_name_done``)."""
        return self._seat_limit(self._limits[1], most=True)

    def _seat_limit(self, n: int, *, most: bool = False) -> str:
        """Why the table takes no fewer (``most``: no more) players than ``n``: the ruleset
        chosen's limit where it is the narrower, else the table's (2 to 8)."""
        ruleset = self._checked.ruleset if self._checked is not None else None
        if ruleset is not None and n != (MAX_SEATS if most else MIN_SEATS):
            text = RULESET_AT_MOST if most else RULESET_AT_LEAST
            return _(text) % {"title": ruleset_name(ruleset), "n": n}
        return _(TABLE_AT_MOST if most else TABLE_AT_LEAST) % {"n": n}

    def _find_limits(self) -> None:
        """The fewest and the most players of the ruleset chosen (its house rules too), within
        the table's 2 to 8; the table's while the ruleset cannot be built."""
        ruleset = self._checked.ruleset if self._checked is not None else None
        limits = (MIN_SEATS, MAX_SEATS)
        if ruleset is not None:
            lo, hi = max(MIN_SEATS, ruleset.players.min), min(MAX_SEATS, ruleset.players.max)
            limits = (lo, hi) if lo <= hi else limits
        self._limits = limits

    @staticmethod
    def _name_after_seats(rows: list[SeatRow]) -> None:
        names = seat_names([r.player_name for r in rows], [r.kind for r in rows])
        for row, name in zip(rows, names, strict=True):
            if name != row.player_name:
                row.set_seat(name, row.kind)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "add_player" and self.is_mounted and len(self._rows()) >= self._limits[1]:
            return None  # shown, dimmed: there is no room for another player
        if action == "start" and self._checked is not None and not self._checked.ok:
            return None  # dimmed, like the Start button, until the problems listed are solved
        return True

    def on_key(self, event: events.Key) -> None:
        """ctrl+n at a full table and ctrl+r at the smallest: their keys are dimmed in the footer
        (``check_action``) and do nothing, so say why; so do other keys that do nothing
        (ctrl+r with no player in focus, ``_silent_key``). Enter in a name and the keys of "+
        Add player" are dealt with here (``_moves_on``)."""
        seats = len(self._rows())
        lo, hi = self._limits
        if event.key == "ctrl+n" and seats >= hi:
            refusal = self._full_table()
        elif event.key in ("ctrl+r", "shift+delete") and not self._row_focused():
            refusal = _(NO_PLAYER_FOCUSED)  # (which the fewest players would not be told)
        elif event.key in ("ctrl+r", "shift+delete") and seats <= lo:
            refusal = self._seat_limit(lo)
        elif event.key == "ctrl+s" and self._checked is not None and not self._checked.ok:
            # dimmed too; the problems in full, where the line under the form cuts them
            # short in a narrow terminal ("Sekskortsgolf is for 2–6 players, no…" at 60)
            refusal = "\n".join(self._checked.problems)
        elif self._moves_on(event):
            event.stop()  # nor the key's binding (the name's, the button's) after it
            return
        else:
            silent = self._silent_key(event)
            if silent is None:
                return
            refusal = silent
        event.stop()
        self.app.bell()
        self.notify(refusal, severity="warning", timeout=3, markup=False)

    def _silent_key(self, event: events.Key) -> str | None:
        """Why ``event``, a key no field and no binding took (it is here, on its way up), does
        nothing, for the keys a newcomer pressed and heard nothing of: q outside a name (it
        quits at the table), and a letter on a closed choice (a player's Human/Bot, the
        table's); None for any other key. (ctrl+r with no player in focus: ``on_key``.)"""
        focused = self.focused
        if isinstance(focused, Input) or not event.is_printable or event.character is None:
            return None
        if event.key in self.active_bindings or event.character.isspace():
            return None  # ? lists the keys; space opens a choice
        if event.character == "q":
            return _(Q_IS_A_LETTER)
        if isinstance(focused, Select):  # closed: its open list finds an option by its letters
            return _(LETTER_ON_CHOICE)
        return None

    def _row_focused(self) -> bool:
        """Whether a player's name or kind has the focus: ctrl+r removes that player."""
        focused = self.focused
        return focused is not None and any(
            isinstance(node, SeatRow) for node in (focused, *focused.ancestors))

    def _moves_on(self, event: events.Key) -> bool:
        """Enter in a name goes on to the next (``_name_done``); Enter, space or a letter on "+
        Add player" (where Enter in the last name leads) add a player, the letter the start of
        its name. Done here, on the key's way up, not by a message or a binding after it: the
        game reads the next key once this one is dealt with (``GolfApp._read``), and that key
        is for the name the focus moves to."""
        focused = self.focused
        if isinstance(focused, NameInput) and event.key == "enter":
            if isinstance(focused.parent, SeatRow):
                self._name_done(focused.parent)
                return True
            return False
        add = self.query_one("#add-player", Button)
        if focused is not add or add.disabled:
            return False
        if event.key in ("enter", "space"):
            self.action_add_player()
            return True
        char = event.character
        if not event.is_printable or char is None or char.isspace() \
                or event.key in self.active_bindings:
            return False  # ? lists the keys
        self.action_add_player(char)
        return True

    def on_paste(self, event: events.Paste) -> None:
        """A paste on "+ Add player" is typed there, a line a name (``typed_keys``); one into a
        name is typed by the name (``NameInput``)."""
        read_keys = getattr(self.app, "read_keys", None)
        if self.focused is self.query_one("#add-player", Button) and callable(read_keys):
            event.stop()
            if not refused_paste(self, event.text):
                read_keys(typed_keys(self.names_that_fit(event.text, None), event.time))

    def names_that_fit(self, text: str, row: SeatRow | None) -> str:
        """``text``, pasted into ``row``'s name (None: on "+ Add player"), as far as the table
        has seats for its lines from there, a line a name; the names left out are said. The
        lines past the last seat went on as keys to what follows the seats: a name typed into
        the hand-over's list could pick "Never (everyone sees all)" without a word."""
        lines = text.splitlines(keepends=True)
        rows = self._rows()
        room = self._limits[1] - (rows.index(row) if row in rows else len(rows))
        if len(lines) <= room:
            return text
        left = [name for line in lines[max(room, 0):] if (name := clean_name(line))]
        if left:
            self.app.bell()
            self.notify(_("%(full)s Pasted names left out: %(names)s")
                        % {"full": self._full_table(),
                           "names": ", ".join(left)}, severity="warning", markup=False)
        # the last name that fits keeps the focus: the line break after it would move it on
        return "".join(lines[:max(room, 0)]).rstrip("\r\n")

    @on(events.DescendantFocus)
    def _arrived(self, event: events.DescendantFocus) -> None:
        """The player added last has the focus: the keys typed meanwhile go on, to its name,
        once the row has been laid out. Before that Tab and shift+Tab lose their way: Textual
        orders the focus chain by where widgets are, and a row not laid out yet is nowhere
        (Tab from its name went to the name above, on a loaded machine)."""
        arriving = self._arriving
        if arriving is not None and arriving[0] in event.widget.ancestors:
            self.call_after_refresh(self._laid_out, arriving)

    def _laid_out(self, arriving: tuple[SeatRow, int]) -> None:
        if self._arriving is arriving:  # (not let go already: by another player added)
            self._let_keys_go()

    def _let_keys_go(self) -> None:
        if self._arriving is not None:
            _row, hold = self._arriving
            self._arriving = None
            self._release(hold)

    @on(events.Click, "#keys-hint")
    def _keys_clicked(self) -> None:
        self.action_keys()

    def action_escape(self) -> None:
        """Esc on the form: take the warning shown down, else say which keys start, quit and
        list the others."""
        if dismiss_warning(self.app):
            return
        self.notify(_("Nothing to close here: ctrl+s starts the match, ctrl+q quits, F1 lists "
                      "the keys."), timeout=4, markup=False)

    def action_keys(self) -> None:
        from .setup_keys import SetupKeysScreen

        self.app.push_screen(SetupKeysScreen())

    def action_add_player(self, typed: str = "") -> None:
        """A player at the end of the turn order: with a default name, or the first letter
        ``typed`` of one (``_moves_on``), to go on with. The keys typed after are for its
        name, which is not there yet: they wait for it (``GolfApp.hold_keys``)."""
        rows = self._rows()
        if len(rows) >= self._limits[1]:
            return
        name = typed or new_seat_name(len(rows) + 1, [r.player_name for r in rows])
        row = SeatRow(len(rows) + 1, name, "human")
        self._let_keys_go()  # a player added before has its name by now, or never will
        hold = getattr(self.app, "hold_keys", None)
        if callable(hold):
            self._arriving = (row, hold())
        self._adding = self.query_one("#seats", Vertical).mount(row)
        self._newest = row
        self.call_after_refresh(self._added, row, bool(typed))

    def _added(self, row: SeatRow, go_on: bool) -> None:
        """The player ``row`` is in: its name takes the focus, unless a player added after it
        is on its way (ctrl+n pressed again before this row was drawn), whose name then does.
        Focusing each in turn left the focus on an earlier one now and then: a row not drawn yet
        takes it later, when it has drawn its name."""
        self._after_change(row if row is self._newest else None, go_on)

    def _after_change(self, focus: SeatRow | None = None, go_on: bool = False) -> None:
        if self.dismissed or not ready_for_actions(self):
            return  # started (ctrl+s came first) or composing again: its form is not there
        self._renumber()
        self._validate()
        if focus is not None:
            focus.focus_name(go_on=go_on)

    @on(Button.Pressed, "#add-player")
    def _add_pressed(self) -> None:
        self.action_add_player()

    @on(SeatRow.Move)
    def _move(self, event: SeatRow.Move) -> None:
        try:
            self._move_seat(event)
        finally:
            self._release(event.hold)

    def _move_seat(self, event: SeatRow.Move) -> None:
        rows = self._rows()
        if event.row not in rows:
            return  # removed by a key pressed just before
        i = rows.index(event.row)
        j = i + event.step
        if 0 <= j < len(rows):
            a, b = rows[i], rows[j]
            (a_name, a_kind), (b_name, b_kind) = (a.player_name, a.kind), (b.player_name, b.kind)
            a.set_seat(b_name, b_kind)
            b.set_seat(a_name, a_kind)
            self._name_after_seats(rows)
            if self.focused is not None and a in self.focused.ancestors:
                b.focus_name()
            self._validate()

    @on(SeatRow.Remove)
    async def _remove(self, event: SeatRow.Remove) -> None:
        try:
            rows = self._rows()
            if len(rows) <= self._limits[0] or event.row not in rows:
                # the fewest players stay; a row removed already (ctrl+r twice) is gone
                return
            if self._too_quick(event):
                return
            i = rows.index(event.row)
            await event.row.remove()
            rows = self._rows()
            self._after_change(rows[min(i, len(rows) - 1)])
            self._removed_at = event.asked_at
        finally:
            self._release(event.hold)

    def _too_quick(self, event: SeatRow.Remove) -> bool:
        """Whether the removal ``event`` asks for came sooner than ``deliberate.FINAL_TIME``
        after the last one (``final_wait``; 0.3 s, the reading time, let a held ctrl+r's first
        repeat through): it is dropped, and said ("Too quick: press that key again.", or
        "… click again."), as a question's answer made before it could be read is
        (``Deliberate``). ctrl+r pressed twice quickly removed two players, the second one
        whose row had moved up into the focus a moment before, and nothing brings a player
        back; a held ctrl+r emptied the table down to its fewest players. A removal dropped
        so starts the wait again: an answer comes after a moment's quiet.
        The times compared are when the keys or clicks were made (``SeatRow.Remove.asked_at``),
        not when their messages came through: on a loaded machine the second of two quick
        ctrl+r was handed on more than the reading time after the first and removed a second
        player, and a deliberate one handed on just after a late first was refused."""
        wait, last, asked = deliberate.final_wait(), self._removed_at, event.asked_at
        if not wait or last is None or asked >= last + wait:
            return False
        self._removed_at = max(last, asked)
        self.app.bell()
        self.notify(_(TOO_SOON_CLICK if event.click else TOO_SOON), severity="warning",
                    timeout=TOO_SOON_SHOWN, markup=False)
        return True

    def _release(self, hold: int | None) -> None:
        """Let the keys held by ``hold`` go on (``GolfApp.release_keys``)."""
        release = getattr(self.app, "release_keys", None)
        if hold is not None and callable(release):
            release(hold)

    # ---- checking and starting ----------------------------------------------------------------

    @on(SeatRow.Changed)
    def _seat_changed(self, event: SeatRow.Changed) -> None:
        if event.kind:  # "Player 5" becomes "Bot 1", and back
            self._name_after_seats(self._rows())
        self._validate()

    def _ascii_guess_words(self) -> str | None:
        """Why the ASCII box is ticked, where the terminal's guess ticked it (the Linux
        console, a VT: ``terminal.ascii_guessed``) and the player never chose; else None."""
        term = glyphless_term_here()
        if term is None or self._ascii_remembered is not None or not self._ascii_box \
                or not unicode_here():
            return None
        return _(ASCII_GUESSED) % {"term": term}

    @on(Checkbox.Changed, "#ascii")
    def _ascii_ticked(self, event: Checkbox.Changed) -> None:
        """The screen drawn as the box says from now on, as the table will be: ticked on a
        terminal that lacks the glyphs, the setup stayed garbled until Start."""
        self.app.set_class(event.value or not unicode_here(), "-ascii")
        self.call_later(self._drawn_anew)

    async def _drawn_anew(self) -> None:
        """The form composed again in the drawing the box chose (its arrows, switches and
        signs are chosen as they are composed: only redrawn, an unticked switch went blank),
        everything filled in kept, the focus back on the box."""
        await self.relabel()
        self.query_one("#ascii", Checkbox).focus()

    @on(Checkbox.Changed, ".house-switch")
    @on(Select.Changed, ".house-choice")
    @on(Select.Changed, "#length")
    def _validate(self) -> None:
        house = self._house_choices()
        rows = self._rows()
        names = self._names(rows)
        for row, name in zip(rows, names, strict=True):
            row.set_default(name)  # what a field left empty stands for
        seats = tuple(Seat(name, row.kind) for row, name in zip(rows, names, strict=True))
        built, key = self._built, (self._preset, house, current_language())
        if built is not None and built[0] == key and seats == self._checked_seats:
            return  # nothing changed since the last check: it would say the same
        if built is None or built[0] != key:  # a name alone: built already (its words too)
            built = (key, build_ruleset(self._preset, house))
            self._built = built
        self._checked_seats = seats
        self._checked = check_seats(built[1], seats)
        limits = self._limits
        self._find_limits()
        if self._limits != limits or self._checked_language != current_language():
            self._checked_language = current_language()  # the buttons' reasons in its words
            self._limit_seats(self._rows())
        self._show_about()
        self._show_problems()
        start = self.query_one("#start", WhyButton)
        why = None if self._checked.ok else self._plain("\n".join(self._checked.problems))
        if why != start.why:
            start.explain(why)  # its tip and a click on it say the problems in full
        self.refresh_bindings()

    def _show_problems(self) -> None:
        """The problems under the form, each wrapped to the width it has there (a conflict of
        house rules was cut at 80 columns, "… the two c…"), or that all is ready."""
        if self._checked is None:
            return
        problems = self.query_one("#problems", Static)
        seats = self._checked_seats or ()
        width = self.size.width - PROBLEM_ROOM
        self._problems_width = width
        if self._checked.problems:
            every = self._checked.problems
            shown = problem_lines(every, PROBLEM_LINES, width)
            problems.update(self._plain("\n".join(shown)))
            # the mouse can read those left out or cut; the keys reach them by solving the ones
            # shown, and ctrl+s says them all
            whole = shown == problem_lines(every, len(every) * 100, width)
            problems.tooltip = None if whole else Content("\n".join(every))
            problems.add_class("-bad")
        else:
            ruleset = self._checked.ruleset
            title = ruleset_name(ruleset) if ruleset else self._preset
            short = next((c for c in self._house_choices() if is_short_length(c)), None)
            if short is not None:  # the preset's title alone said nothing of it
                title = f"{title} · {short_length_words(short)}"
            ready = self._plain(ngettext("✓ Ready: %(n)d player · %(title)s",
                                         "✓ Ready: %(n)d players · %(title)s", len(seats))
                                % {"n": len(seats), "title": title})
            note = self._deal_note(seats)
            problems.tooltip = None
            if note:
                # dim lines under it: why the list starts where it does, wrapped to the room
                room = max(width, 8)  # as the problems are (``problem_lines``)
                lines = wrapped(self._plain(note), room, mark="")
                shown = lines[:PROBLEM_LINES - 1]
                if len(shown) < len(lines):  # a narrow screen: the rest in its tip
                    last = set_cell_size(shown[-1], room - 1).rstrip()
                    shown[-1] = f"{last}…"
                    problems.tooltip = Content(note)
                problems.update(Content.assemble(ready, ("\n" + "\n".join(shown), "dim")))
                said = getattr(self.app, "deal_passed_said", None)
                if callable(said):
                    said()
            else:
                problems.update(ready)
            problems.remove_class("-bad")

    def _deal_note(self, seats: tuple[Seat, ...]) -> str:
        """Why the list starts from its first player, while it is the one the deal passed on
        to from a finished match (``Settings.deal_passed``): who deals first now, and who dealt
        first in the match that passed the deal; "" once the list is another (the player moved
        or renamed someone: the note is not theirs to fight)."""
        passed = self._deal_passed
        names = [in_current_language(seat.name) for seat in seats]
        if passed is None or [in_current_language(n) for n in passed.seats] != names:
            return ""
        words = DEAL_PASSED_PLAYED if passed.played else DEAL_PASSED
        return _(words) % {"name": names[0], "last": names[-1]}

    @on(Button.Pressed, "#start")
    async def _start_pressed(self) -> None:
        await self.action_start()

    def _name_done(self, row: SeatRow) -> None:
        """Enter confirms a name and moves on; it does not start the match (ctrl+s or Start do):
        to the next seat's name, and from the last seat's to what comes after the seats (adding
        a player, or the table's settings once the table is full, saying so as ctrl+n does: the
        name typed next went into the hand-over's list without a word). The focus moves at once
        (``Screen.set_focus``: ``Widget.focus`` waits its turn in the app's queue, behind the
        keys typed after)."""
        rows = self._rows()
        if row not in rows:
            return
        i = rows.index(row)
        if i + 1 < len(rows):
            rows[i + 1].focus_name()
            return
        seats = self.query_one("#seats", Vertical)
        chain = self.focus_chain
        field = next(iter(row.query(NameInput).results(NameInput)), None)
        after = chain[chain.index(field) + 1:] if field in chain else []
        nxt = next((w for w in after if seats not in w.ancestors), None)
        if nxt is not None:
            self.set_focus(nxt)
        if len(rows) >= self._limits[1]:
            self.notify(self._full_table(), severity="warning", timeout=3, markup=False)

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
            failed = self._write(self._form_settings(), language=True)
            if failed is not None:  # the match starts all the same
                report = getattr(self.app, "settings_not_saved", None)
                if callable(report):
                    report(*failed)
        ask = getattr(self.app, "ask_before_replacing", None)
        if callable(ask) and ask(self, config):
            return  # a saved match this setup did not offer is there now: asked first
        self.dismiss(config)

    def action_resume_saved(self) -> None:
        """ctrl+o, the saved match's button, the palette's entry: the app resumes the match
        offered, or where others wait beside it lets the player choose one as the start-up
        does (``GolfApp.resume_saved``); with none offered, say so: that it is open in
        another golf-tui when it is (``GolfApp.saved_held_elsewhere``; "nothing is saved" was
        wrong then), else that nothing is saved."""
        if self.dismissed:
            return  # started already (ctrl+s, then ctrl+o at once)
        resume = getattr(self.app, "resume_saved", None)
        again = getattr(self.app, "saved_offer_again", None)
        if self.saved_offer is None and callable(again):
            again(self)  # not offered when the setup came up: the golf-tui that had it is gone
        if self.saved_offer is not None and callable(resume):
            resume(self.saved_offer, self.saved_others, self._saved_resumed)
            return
        self.app.bell()
        held = getattr(self.app, "saved_held_elsewhere", None)
        why = held() if callable(held) else None
        self.notify(why or _(NONE_SAVED), severity="warning", timeout=3 if why is None else 6,
                    markup=False)

    def _saved_resumed(self) -> None:
        """A saved match is resumed from here: the warning of what this setup could not carry
        over spoke of Start, not of the match resumed."""
        withdraw = getattr(self.app, "withdraw", None)
        if self._not_carried and callable(withdraw):
            withdraw(self._not_carried)

    def offer_again(self, info: AutosaveInfo, others: Sequence[AutosaveInfo] = ()) -> None:
        """The saved match is offered now (``GolfApp.saved_offer_again``), with ``others``
        beside it: on its line above Start, as a setup that came up with it offers it."""
        self.saved_offer = info
        self.saved_others = list(others)
        self.query(SavedMatchLine).remove()
        self.mount(SavedMatchLine(info, len(self.saved_others)),
                   before=self.query_one("#setup-bottom"))

    def withdraw_offer(self) -> None:
        """The saved match can no longer be resumed (the warning says why): not offered."""
        self.saved_offer = None
        self.saved_others = []
        self.query(SavedMatchLine).remove()

    @staticmethod
    def _write(settings: Settings, *, language: bool) -> tuple[OSError, Path] | None:
        """Save ``settings`` as the setup to start from next time; the error and the file
        when that fails. ``language``: its language too (a match started in it, or chosen in
        the setup's field); else the file keeps the one it has, or none (``write_settings``).
        The note of a deal passed on is never saved: the setup has shown its list
        (``Settings.deal_passed``)."""
        settings = settings.model_copy(update={"deal_passed": None})
        if not language:
            settings = without_language(settings)
        path = settings_path()
        try:
            write_settings(settings, path)
        except OSError as e:
            return e, path
        return None

    def remember_on_quit(self) -> tuple[OSError, Path] | None:
        """The app quits from this setup (ctrl+q, ctrl+c, the palette's Quit): save what was
        filled in, as Start would, so that the next start shows it (eight names typed, then
        ctrl+q, came back as "Player 1 / Player 2"). A form with problems saves what can be:
        a seat with no name by its seat's default name, a name's control characters left out,
        and of the house rules ticked those that go together. The error and the file when the
        write fails (the app says so, and quits all the same); None when it is saved, or when
        this setup remembers nothing (``remember``) or has started its match already."""
        if not self._remember or self.dismissed:
            return None
        try:
            settings = self._quit_settings()
        except ValueError:  # a form this version cannot put in the file: the one it came with
            settings = self._settings
        return self._write(settings, language=self._language_picked)

    def _quit_settings(self) -> Settings:
        """The form as settings that read back without a problem (``remember_on_quit``)."""
        if not ready_for_actions(self) or self.query_one_optional("#ascii") is None:
            return self._settings  # composing again: the form as it was before (``relabel``)
        if self._shown == self._preset:
            self._house_memory[self._preset] = _together(self._preset, self._house_choices())
        rows = self._rows()
        typed = [_file_name(row.player_name) for row in rows]
        kinds = [row.kind for row in rows]
        names = seat_names([name or default_name(n) for n, name in enumerate(typed, start=1)],
                           kinds)
        return self._form_settings().model_copy(update={"seats": [
            SeatSetting(name=name, kind=kind) for name, kind in zip(names, kinds, strict=True)]})

    def _handover(self) -> HandOver:
        return handover_mode(self.query_one("#handover-mode", Select).value)

    def _ascii_chosen(self) -> bool | None:
        """The box as the player left it: one ticked and locked by a terminal without Unicode
        remembers the player's own choice, for the next terminal, and one showing the match
        just left's (``--ascii``, ``ascii``) or the terminal's guess (the Linux console's)
        remembers it unless the player changed it: a guess left as it is stays no choice
        (None), and the next start guesses again."""
        box = self.query_one("#ascii", Checkbox)
        if box.disabled or box.value == self._ascii_first:
            return self._ascii_remembered
        return box.value

    def _form_settings(self) -> Settings:
        """What the form says now, as settings (the language is the one spoken now, the theme
        the one in use where it was chosen here)."""
        settings = Settings(
            seats=[SeatSetting(name=s.name, kind=s.kind) for s in self._seats()],
            ruleset=self._preset,
            house_rules=self._house_memory,
            handover=self._handover(),
            ascii=self._ascii_chosen(),
            animations=self.query_one("#animations", Checkbox).value,
            language=current_language(),
        )
        if self._theme_picked:  # set, so the file takes it (``settings.KEPT_ON_SAVE``)
            settings = settings.model_copy(update={"theme": self.app.theme})
        return settings


def without_language(settings: Settings) -> Settings:
    """``settings`` built without a language: written, the file keeps its own
    (``settings.KEPT_ON_SAVE``)."""
    return Settings(**{k: getattr(settings, k) for k in settings.model_fields_set
                       if k != "language"})


def _file_name(name: str) -> str:
    """A name typed as the settings file can keep it: without control characters."""
    return clean_name("".join(" " if has_control(ch) else ch for ch in name))


def _together(preset: str, choices: list[str]) -> list[str]:
    """Of the house rules ``choices`` of ``preset``, each that goes with the ones before it."""
    kept: list[str] = []
    for choice in choices:
        if build_ruleset(preset, [*kept, choice]).ruleset is not None:
            kept.append(choice)
    return kept


def _body_classes(size: Size) -> set[str]:
    """The classes of ``#setup-body`` at ``size`` (``SetupScreen.on_resize``)."""
    return {name for name, on in (("-narrow", size.width < NARROW), ("-short", size.height < SHORT),
                                  ("-wide", size.width >= WIDE), ("-tall", size.height >= TALL))
            if on}


def _default_names_translated(settings: Settings) -> Settings:
    """``settings`` with the seats nobody named ("Spiller 2") named in the current language."""
    seats = [seat.model_copy(update={"name": in_current_language(seat.name)})
             for seat in settings.seats]
    return settings.model_copy(update={"seats": seats})


# What "New setup" could not carry over from the match played (``not_carried_over``)
# (short: a warning's room at 60×20 is three lines of 35 characters; the --rule one is below)
OWN_RULESET = N_("%(title)s, the last match's own ruleset, is not offered here: Start plays"
                 " %(preset)s.")
# a file that kept its preset's title: the one title twice read as if nothing changed
OWN_RULESET_SAME_TITLE = N_("The last match's own ruleset is not offered here: Start plays the"
                            " preset %(preset)s.")


def not_carried_over(config: GameConfig, settings: Settings) -> str:
    """What of the ruleset of ``config`` the setup started from ``settings``
    (``settings_played``) cannot show, and what Start plays instead, in words; "" when it shows
    it all. The setup offers the presets and their house rules: a custom ruleset file
    (``--ruleset mine.toml``) and a preset's settings changed by ``--rule`` are not there, and
    a player who pressed Start as before would get another game without being told."""
    from ...rules_text import preset_changes

    ruleset = config.ruleset
    changes = preset_changes(ruleset)
    if changes is None:
        names = preset_names()
        preset = settings.ruleset if settings.ruleset in names else names[0]
        title = ruleset_title(ruleset)
        preset_title = translated(load_ruleset(preset).title) or preset
        if title == preset_title:
            return _(OWN_RULESET_SAME_TITLE) % {"preset": preset_title}
        return _(OWN_RULESET) % {"title": title, "preset": preset_title}
    if not changes or carried_short(ruleset) is not None:  # a short match: its length is
        return ""  # offered (``settings_played``)
    words = ", ".join(f"--rule {change}" for change in changes)
    # what Start does first, then the settings: at 60×20 a toast shows two lines of it and
    # where to read all of it ("The last match's --rule / pairs=anywhere, --rule" told nothing)
    return _("Start plays %(title)s without the last match's %(changes)s, which cannot be set"
             " here.") % {"changes": words, "title": ruleset_title(ruleset)}


def settings_played(config: GameConfig) -> Settings:
    """The remembered setup, with the players and (for a preset) the ruleset and house rules of
    ``config``: what "New setup" starts from after a match. The table settings (hand-over,
    ASCII cards, animations) are the remembered ones, not the match's: ``--handover`` and
    ``--ascii`` are for their match only, and a terminal without Unicode, or a resumed save,
    does not choose them either (Start would save them over the player's own choice). The
    setup's box shows the match's ASCII all the same (``SetupScreen``'s ``ascii``), as the
    screen is drawn, and saves the remembered one unless it is changed there."""
    from ...rules_text import is_presets

    settings = load_settings()
    update: dict[str, object] = {
        "seats": [SeatSetting(name=s.name, kind=s.kind) for s in config.seats]}
    name = config.ruleset.name
    if is_presets(config.ruleset):
        update["ruleset"] = name
        update["house_rules"] = {**settings.house_rules,
                                 name: remembered_choices(config.ruleset)}
    return settings.model_copy(update=update)


def _line(widget: Widget, *, id: str | None = None) -> Horizontal:
    """``widget`` on a line of its own, after the line's ``FocusMark``."""
    return Horizontal(FocusMark(), widget, id=id, classes="focus-line")
